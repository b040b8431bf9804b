"""Looking at a table, changing nothing: its summary, the deal in play and what the laws
make of a silent player, the records of the deals that are over, the open tables, and
facts about a table (its guild, who opened it, the time a player has to act).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from bot.services.errors import TableError
from bot.services.hand_records import DealRecord
from bot.services.ids import Snowflake
from bot.services.limits import Limits
from bot.services.tables.answers import TableSummary
from bot.services.tables.live import LiveTables
from bot.storage import Storage
from engine.actions import Action
from engine.deal import Deal

log = logging.getLogger(__name__)


class Reading:
    """A part of `TableService` (its base): the state is the service's, set in its __init__."""

    live: LiveTables
    storage: Storage
    limits: Limits
    owns: Callable[[str], bool]  # the guilds whose tables this process plays

    async def summary(self, table_id: int) -> TableSummary:
        async with self.live.changing(table_id) as live:
            return live.summary()

    async def table_in(self, guild: Snowflake, channel: Snowflake) -> TableSummary | None:
        async with self.storage.transaction(readonly=True, brief=True, single=True) as tx:
            row = await tx.open_table_in(str(guild), str(channel))
        return None if row is None else await self.summary(row.id)

    async def table_of_records(self, guild: Snowflake, channel: Snowflake, table_id: int | None) -> int | None:
        """The table whose deals `/poker replay` and `/poker history` read, open or closed: the
        one named if it is this server's, else the channel's open table, else its newest closed
        one.  None: no such table."""
        guild, channel = str(guild), str(channel)
        async with self.storage.transaction(readonly=True, brief=True) as tx:
            if table_id is not None:
                row = await tx.table(table_id)
                return row.id if row is not None and row.guild_id == guild else None
            row = await tx.open_table_in(guild, channel) or await tx.latest_table_in(guild, channel)
        return None if row is None else row.id

    async def deal_in_play(self, table_id: int) -> Deal | None:
        """The deal in play, for views (`view`, `seat_view`) and the turn timer.
        Read it; change it only through `act`."""
        async with self.live.changing(table_id) as live:
            return live.deal

    async def as_it_stands(self, table_id: int) -> tuple[TableSummary, Deal | None]:
        """The table's summary and its deal in play, read together (one look, for a redraw)."""
        async with self.live.changing(table_id) as live:
            return live.summary(), live.deal

    async def timeout_action(self, table_id: int) -> tuple[tuple[int, int], Action] | None:
        """What the laws make of the player to act if he does not answer, with the (deal number,
        action number) to pass to `act` as `expect`; None when nobody is to act."""
        deal = await self.deal_in_play(table_id)
        if deal is None:
            return None
        action = deal.timeout_action()
        return None if action is None else ((deal.setup.number, len(deal.history)), action)

    async def turn_timeout(self, table_id: int) -> int:
        """Seconds a player has to act in the deal in play: the channel's limit as the deal began
        (a change applies from the next deal); between deals, the limit in force now."""
        async with self.live.changing(table_id) as live:
            if live.deal is not None and live.turn_timeout is not None:
                return live.turn_timeout
            guild, channel = live.guild, live.channel
        return (await self.limits.effective(guild, channel)).turn_timeout

    async def recent_deals(self, table_id: int, limit: int = 10) -> list[DealRecord]:
        """The latest deals that are over, newest first, with seeds and every action."""
        async with self.storage.transaction(readonly=True) as tx:
            rows = await tx.deals([table_id], statuses=("finished", "void"), limit=limit, newest_first=True)
            actions = await tx.actions_of([r.id for r in rows])
        return [DealRecord.of(r, actions[r.id]) for r in rows]

    async def record_if_over(self, table_id: int, number: int) -> tuple[str | None, DealRecord | None]:
        """A deal's status (None: the table has no such deal) and, once it is over, its record."""
        async with self.storage.transaction(readonly=True) as tx:
            row = await tx.deal(table_id, number)
            if row is None or row.status == "playing":
                return None if row is None else row.status, None
            actions = await tx.actions(row.id)
        return row.status, DealRecord.of(row, actions)

    async def deal_record(self, table_id: int, number: int) -> DealRecord:
        async with self.storage.transaction(readonly=True) as tx:
            row = await tx.deal(table_id, number)
            if row is None:
                raise TableError(f"table {table_id} has no deal {number}")
            if row.status == "playing":
                raise TableError(f"deal {number} is still in play: its record is published when it ends")
            actions = await tx.actions(row.id)
        return DealRecord.of(row, actions)

    async def open_tables(self) -> list[TableSummary]:
        """Every open table of this process's, for the Discord side to show again after a
        restart.  A table that cannot be loaded is reported and
        left out; the others are all there."""
        async with self.storage.transaction(readonly=True) as tx:
            rows = [row for row in await tx.tables() if self.owns(row.guild_id)]
        found = []
        for row in rows:
            try:
                found.append(await self.summary(row.id))
            except Exception as exc:
                log.warning("table %s cannot be loaded (%s); left out", row.id, type(exc).__name__)
        return found

    async def guild_of(self, table_id: int) -> str | None:
        """The guild a table was opened in (it never moves), or None if there is no such table."""
        live = self.live.held(table_id)
        if live is not None:
            return live.guild
        async with self.storage.transaction(readonly=True) as tx:
            row = await tx.table(table_id)
        return None if row is None else row.guild_id

    async def opened_by(self, table_id: int) -> str | None:
        async with self.storage.transaction(readonly=True) as tx:
            row = await tx.table(table_id)
        return None if row is None else row.opened_by

    async def may_become_freeze_out(self, guild: Snowflake, channel: Snowflake | None) -> None:
        """Setting `betting` to freeze_out for `channel` (None: the server's default, so every
        channel that does not set its own): refused while an open table it would switch has chips
        in play that are not everyone's equal `freeze_out_stake` (docs/rules.md)."""
        guild, channel = str(guild), None if channel is None else str(channel)
        async with self.storage.transaction(readonly=True, brief=True) as tx:
            rows = [r for r in await tx.tables([guild]) if channel is None or r.channel_id == channel]
        for row in rows:
            if channel is None and "betting" in await self.limits.overrides(guild, row.channel_id):
                continue  # the channel sets its own betting: the default does not reach it
            summary = await self.summary(row.id)
            if summary.freeze_out or summary.learner is not None:
                continue  # one already, or a tutorial's (its lessons pin their own limits)
            stake = (await self.limits.effective(guild, row.channel_id)).rules.freeze_out_stake
            stacks = [chips for _, chips in summary.seats]
            if summary.in_play is None and not summary.carried and (not any(stacks) or set(stacks) == {stake}):
                continue  # no chips yet, or everyone's at the stake: a true freeze-out can begin
            where = "this channel" if channel is not None else f"channel <#{row.channel_id}>"
            pool = f", {summary.carried} in the pool" if summary.carried else ""
            raise TableError(f"freeze-out refused: the table in {where} holds {_listed(stacks)}{pool}; "
                             f"the stake is {stake}")


def _listed(numbers: list[int]) -> str:
    words = [str(n) for n in numbers]
    return " and ".join(words) if len(words) < 3 else f"{', '.join(words[:-1])} and {words[-1]}"

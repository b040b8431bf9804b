"""Tournaments: Foster's freeze-out played across several tables, one tournament a channel.

Nothing here knows Discord.  `TournamentService` is what the cogs call; its bases are the
jobs, registration.py (create, enter, leave, robots, cancel: the sweepstakes through
escrow.py) and running.py (the start, what is done between deals, the end), so each verb is
defined once; cancelling.py cancels one under way (an admin's choice).  Each of its tables is an
ordinary table of the table service, in a thread of the tournament's channel, whose stakes
come from the tournament's pool and go back to it.
"""

from __future__ import annotations

from bot.services.accounts import Clock, utc_now
from bot.services.errors import TournamentError
from bot.services.ids import Snowflake
from bot.services.ledger import Bank
from bot.services.tables import TableService
from bot.services.tournaments.answers import Moved, Progress, Standing, TableStanding
from bot.services.tournaments.cancelling import cancel_under_way, cancelling, finish_cancel
from bot.services.tournaments.registration import Registration
from bot.services.tournaments.running import OpenThread, Running
from bot.storage import Storage
from bot.storage.tournament_queries import TournamentRow
from engine.tournament import level_at, parse_schedule

__all__ = ["Moved", "OpenThread", "Progress", "Standing", "TableStanding", "TournamentService"]


class TournamentService(Registration, Running):
    def __init__(self, storage: Storage, bank: Bank, tables: TableService, clock: Clock = utc_now) -> None:
        self.storage = storage
        self.bank = bank
        self.tables = tables
        self.limits = tables.limits
        self.clock = clock
        self._locks = {}
        self._seated = set()

    async def cancel(self, guild: Snowflake, channel: Snowflake, *, by: Snowflake | None = None
                     ) -> tuple[TournamentRow, int]:
        """Before the start, or (`by` an admin) under way: every sweepstake back."""
        row = await self.in_channel(guild, channel)
        if row is not None and row.status == "playing":
            if by is None:
                raise TournamentError("the tournament has begun: only an admin may cancel it now")
            return row, await cancel_under_way(self, row, str(by))
        return await self._cancel_registering(str(guild), str(channel))

    async def recover(self, open_thread: OpenThread) -> list[Progress]:
        """At start-up: every tournament in play taken up where it stood."""
        async with self.storage.transaction(readonly=True) as tx:
            playing = await tx.tournaments("playing")
        for row in playing:
            if cancelling(row):  # the bot stopped in the middle of cancelling it
                await finish_cancel(self, row)
        return [await self.between_deals_of(t.id, open_thread) for t in playing if not cancelling(t)]

    async def standing(self, tournament_id: int) -> Standing:
        async with self.storage.transaction(readonly=True) as tx:
            row = await tx.tournament(tournament_id)
            if row is None:
                raise TournamentError("there is no such tournament")
            entrants = tuple(await tx.entrants(tournament_id))
            places = tuple(await tx.places(tournament_id))
        tables = tuple(await self.standing_tables(row)) if row.status != "registering" else ()
        rise = None
        if row.schedule and tables:
            levels = parse_schedule(row.schedule)
            async with self.storage.transaction(readonly=True) as tx:
                played = await tx.tournament_deals(tournament_id)
            now = level_at(levels, played)
            later = next((lv for lv in levels if lv.from_deal > played + 1 and lv != now), None)
            if later is not None:
                rise = (later.blind, later.ante, later.from_deal)
        return Standing(row, entrants, tables, places, rise)

    async def in_channel(self, guild: Snowflake, channel: Snowflake) -> TournamentRow | None:
        """The tournament registering or playing in the channel, if any."""
        async with self.storage.transaction(readonly=True) as tx:
            return await tx.active_tournament_in(str(guild), str(channel))

    async def channel_for(self, guild: Snowflake, channel: Snowflake) -> int:
        """The channel a `/poker tournament …` typed in ``channel`` means: the tournament's own,
        typed in one of its tables' threads; else the channel itself."""
        async with self.storage.transaction(readonly=True, brief=True, single=True) as tx:
            found = await tx.channel_of_thread(str(guild), str(channel))
        return int(channel) if found is None else int(found)

    async def gone_from(self, table_id: int, member: str) -> bool:
        """Whether ``member``, seated at this tournament's table, has left the tournament: his
        seat then acts at once as the laws act for a silent player."""
        async with self.storage.transaction(readonly=True, brief=True, single=True) as tx:
            return await tx.away_at_table(table_id, member)

    async def of_table(self, table_id: int) -> int | None:
        async with self.storage.transaction(readonly=True, brief=True, single=True) as tx:
            found = await tx.tournament_of_table(table_id)
        return None if found is None else found.tournament_id

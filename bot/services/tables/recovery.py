"""Voiding a deal and recovering tables: what happens to a deal that cannot go on.

- `DealRebuilder`, which `LiveTables` calls as it reads a table with a deal in play: the
  deal rebuilt from its record exactly where it stood, checked against the table and the
  ledger; settled if it was over but not paid; void if it cannot be rebuilt (every bet in it
  returned; earlier deals stand: Foster's imperfect pack);
- `Recoverer`: `recover` at start-up (every table of this process read afresh) and
  `void_deal` (an admin stops the deal in play); `TableService.stop_table` voids, then closes.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import Any

from bot.services import memos
from bot.services.accounts import Clock, stamp
from bot.services.errors import TableError
from bot.services.ids import Snowflake
from bot.services.limits import CardStyle
from bot.services.tables.answers import Recovery
from bot.services.tables.live import LiveTable, LiveTables, chips_in_front, claim
from bot.services.tables.seats import unseat_leavers
from bot.services.tables.settlement import Settlement
from bot.storage import Storage
from bot.storage.records import DealRow
from engine.actions import action_from_dict
from engine.deal import Deal, DealSetup
from engine.table import Table
from engine.varieties import new_deal

log = logging.getLogger(__name__)


class Unbuildable(Exception):
    """Why a deal in play cannot be rebuilt from its record (a public reason: no cards in it)."""


class DealRebuilder:
    def __init__(self, storage: Storage, clock: Clock, settlement: Settlement) -> None:
        self.storage = storage
        self.clock = clock
        self.settlement = settlement

    async def resume(self, live: LiveTable, deal_row: DealRow, actions: list[dict[str, Any]],
                     balances: dict[int, int], report: Recovery | None) -> None:
        """The deal in play put back on the table just read: as it stood, settled, or void."""
        key = (live.id, deal_row.number)
        try:
            deal = rebuild(live, deal_row.setup, deal_row.seed, actions, balances)
        except Unbuildable as exc:
            await self.void(live, deal_row.id, deal_row.number, str(exc))
            if report is not None:
                report.void.append((*key, str(exc)))
            return
        live.deal, live.deal_id = deal, deal_row.id
        live.turn_timeout = (deal_row.notes or {}).get("turn_timeout")  # None for deals stored before it was
        live.card_style = CardStyle((deal_row.notes or {}).get("card_style", CardStyle.TEXT))  # text before pictures
        if deal.result is not None:
            await self.settlement.settle(live)  # it ended, but the bot stopped before paying it
            if report is not None:
                report.settled.append(key)
        elif report is not None:
            report.resumed.append(key)

    async def void(self, live: LiveTable, row_id: int, number: int, reason: str) -> None:
        """Every chip the deal's entries moved goes back, and it counts as played (so the
        numbering goes on); the same dealer deals again."""
        log.warning("table %s: deal %s is void: %s", live.id, number, reason)
        async with self.storage.transaction() as tx:
            await claim(tx, live)
            moved = await tx.deal_lines(row_id)
            back = {account: -chips for account, chips in moved.items()}
            if back:
                await tx.post(live.guild, "void", back, at=stamp(self.clock), idem_key=f"void:{live.id}:{number}",
                              table_id=live.id, deal_id=row_id, memo=memos.write("void", deal=number))
            await tx.end_deal(row_id, "void", None, stamp(self.clock), void_reason=reason)
            table = Table.from_dict(live.table.to_dict())
            balances = await tx.balances([live.seats[s.player] for s in table.seats])
            for seat in table.seats:
                seat.stack = balances[live.seats[seat.player]]
            table.deals = max(table.deals, number)
            await unseat_leavers(tx, live, table, number, stamp(self.clock))  # the deal is over for them too
            await tx.save_table_state(live.id, table.to_dict())
        live.table, live.deal, live.deal_id = table, None, None


def rebuild(live: LiveTable, setup_data: dict[str, Any], seed: str, actions: list[dict[str, Any]],
            balances: dict[int, int]) -> Deal:
    """The deal in play from its record, checked against the table and the ledger."""
    try:
        setup = DealSetup.from_dict({**setup_data, "seed": seed})
    except Exception as exc:
        raise Unbuildable(f"its setup cannot be read ({type(exc).__name__})") from None
    deal = new_deal(setup)
    for index, data in enumerate(actions):
        try:
            deal.apply(action_from_dict(data))
        except Exception as exc:
            # The reason is public: name the action, never its cards.
            raise Unbuildable(f"action {index} ({data.get('type')}) cannot be replayed "
                              f"({type(exc).__name__})") from None
    table = live.table
    if setup.players != [s.player for s in table.seats] or setup.stacks != [s.stack for s in table.seats]:
        raise Unbuildable("its seats and stakes are not the table's")
    front = chips_in_front(deal)
    for player, chips in zip(setup.players, front, strict=True):
        if balances.get(live.seats.get(player, -1)) != chips:
            raise Unbuildable(f"the ledger does not hold {player}'s chips as the record has them")
    if balances.get(live.pool) != deal.pool():
        raise Unbuildable("the ledger does not hold the pool the record has")
    return deal


class Recoverer:
    """A part of `TableService` (its base): the state is the service's, set in its __init__."""

    live: LiveTables
    rebuilder: DealRebuilder
    owns: Callable[[str], bool]

    async def recover(self, guilds: Sequence[Snowflake] | None = None) -> Recovery:
        """Rebuild every open table (of these guilds, of this process's) from the database, as it stood."""
        report = Recovery()
        async with self.live.storage.transaction(readonly=True) as tx:
            rows = await tx.tables(None if guilds is None else [str(g) for g in guilds])
        for row in [r for r in rows if self.owns(r.guild_id)]:  # another process's are its own to recover
            self.live.forget(row.id)
            async with self.live.lock(row.id):
                await self.live.load(row.id, report)
            report.tables += 1
        return report

    async def void_deal(self, table_id: int, reason: str) -> None:
        """Stop the deal in play: it is void and every bet in it returned (its record says why)."""
        async with self.live.changing(table_id) as live:
            if live.deal is None or live.deal_id is None:
                raise TableError("no deal is in play at this table", words="refusals-no-deal")
            await self.rebuilder.void(live, live.deal_id, live.deal.setup.number, reason)

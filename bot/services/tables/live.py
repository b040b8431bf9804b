"""The tables this process holds: each one's copy in memory, its lock and its version.

Every job of the table service reaches a table through one `LiveTables`:

- `changing(table_id)` gives the table for one operation at a time (an asyncio lock per
  table), loaded from the database if it is not held; if the operation fails, the copy is
  dropped so that the next one reads the database afresh;
- `claim(tx, live)`, first in every transaction that changes a table, locks its row and
  checks its version: another process that changed the table since this copy was read makes
  the change a StaleAction, and nothing is written.  An action takes the same lock and check
  in the one statement that stores it (`Tx.play_action`, `Play._play`).

Between deals a table's state is the engine `Table`; during a deal it is the `Table` as the
deal began plus the `Deal` replayed from its actions.  The seat accounts always hold what
the engine says is in front of each player, the stakes in escrow (before the deal's result
is paid); the pool account holds the pool.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

from bot.services.errors import StaleAction, TableError
from bot.services.ids import Snowflake
from bot.services.limits import CardStyle
from bot.services.tables.answers import Recovery, TableSummary
from bot.storage import Storage, Tx
from bot.storage.records import DealRow
from engine.deal import Deal, prepare
from engine.phases import DealKind
from engine.rules import Betting
from engine.table import Table

_RELOADS = 20  # reads of a table that another process keeps changing before StaleAction is let through


@dataclass(slots=True)
class LiveTable:
    """A table as this process holds it; always what the database says (or dropped)."""

    id: int
    guild: str
    channel: str
    version: int
    table: Table  # as the current deal began, or after the last deal
    pool: int  # the pool account
    seats: dict[str, int] = field(default_factory=dict)  # member -> seat account
    deal: Deal | None = None
    deal_id: int | None = None
    turn_timeout: int | None = None  # the deal in play's, from the limits as it began
    card_style: CardStyle = CardStyle.PICTURES  # likewise
    season: int | None = None  # season play: the season whose chips the seats and pool hold
    unchanged: bool = False  # the operation under way has only checked so far: keep this copy if it fails

    def summary(self, table: Table | None = None) -> TableSummary:
        """The table as it stands (or `table`, the state an operation has just stored)."""
        table = self.table if table is None else table
        if self.deal is None:
            variety, waits = table.games_ahead()
            jackpot = table.holds_jackpot()
        else:  # the deal in play's (the table as it began); what comes next is known at its end
            variety, waits, jackpot = table.rules.variety, None, self.deal.kind is DealKind.JACKPOT
        return TableSummary(
            table_id=self.id, guild=self.guild, channel=self.channel,
            seats=[(s.player, s.stack) for s in table.seats],
            dealer=table.dealer if table.seats else None, deals=table.deals, carried=table.carried,
            kitty=table.kitty, in_play=None if self.deal is None else self.deal.setup.number,
            variety=variety.value, variety_waits=None if waits is None else waits.value, jackpot=jackpot,
            card_style=self.card_style,
            sitting_out=[s.player for s in table.seats if s.sitting_out],
            learner=None if table.course is None else table.course.learner,
            lesson=None if table.course is None else (table.course.place.lesson, table.course.place.deal),
            leaving=[s.player for s in table.seats if s.leaving],
            robots_due=len(table.robots_due), season=self.season,
            freeze_out=table.rules.betting is Betting.FREEZE_OUT,
        )

    def between_deals(self, what: str, words: str) -> None:
        """Refused while a deal is in play: `what` waits for its end (`words`, the refusal's message)."""
        if self.deal is not None:
            raise TableError(f"deal {self.deal.setup.number} is in play: {what} when it is over", words=words,
                             deal=self.deal.setup.number)


# Rebuild the deal in play of a table just read (recovery.py): (table, its deal's row, the
# deal's actions, the balances of the table's accounts, the report to add to, if any).
Resume = Callable[[LiveTable, DealRow, list[dict[str, Any]], dict[int, int], Recovery | None], Awaitable[None]]


class LiveTables:
    def __init__(self, storage: Storage, resume: Resume) -> None:
        self.storage = storage
        self.resume = resume
        self.tables: dict[int, LiveTable] = {}  # the copies held, by table id
        self._locks: dict[int, asyncio.Lock] = {}

    def lock(self, table_id: int) -> asyncio.Lock:
        """The table's lock in this process: held for the whole of each operation on it."""
        return self._locks.setdefault(table_id, asyncio.Lock())

    def held(self, table_id: int) -> LiveTable | None:
        return self.tables.get(table_id)

    def forget(self, table_id: int) -> None:
        """Drop the copy held: the next operation reads the table afresh."""
        self.tables.pop(table_id, None)

    @asynccontextmanager
    async def changing(self, table_id: int) -> AsyncIterator[LiveTable]:
        """The table, loaded if need be, for one operation at a time.  If anything goes wrong the
        copy held here is dropped, so the next operation reads the database afresh."""
        async with self.lock(table_id):
            live = self.tables.get(table_id) or await self.load(table_id)
            live.unchanged = False  # an operation says so while only checking
            try:
                yield live
            except BaseException:
                if not live.unchanged:
                    self.forget(table_id)
                raise

    async def load(self, table_id: int, report: Recovery | None = None) -> LiveTable:
        """The table as the database holds it, its deal in play rebuilt (and settled or void if
        need be).  If another process changes it while we settle or void, read it again: each
        such change is that process's progress, so this ends."""
        for attempt in range(_RELOADS):
            try:
                return await self._load_once(table_id, report)
            except StaleAction:
                if attempt == _RELOADS - 1:
                    raise
        raise AssertionError("unreachable")

    async def _load_once(self, table_id: int, report: Recovery | None) -> LiveTable:
        async with self.storage.transaction(readonly=True) as tx:
            row = await tx.table(table_id)
            if row is None or row.status != "open":
                raise TableError(f"there is no open table {table_id}")
            owned = await tx.accounts(row.guild_id, table_id=table_id)
            deal_row = await tx.playing_deal(table_id)
            actions = [] if deal_row is None else await tx.actions(deal_row.id)
            balances = {a.id: a.balance for a in owned}
        pool = next(a.id for a in owned if a.kind == "pool")
        live = LiveTable(id=table_id, guild=row.guild_id, channel=row.channel_id, version=row.version,
                         table=Table.from_dict(row.state), pool=pool, season=row.season_id,
                         seats={a.member: a.id for a in owned if a.kind == "seat" and a.member is not None})
        prepare(live.table.pending_rules or live.table.rules)
        if deal_row is not None:
            await self.resume(live, deal_row, [a.action for a in actions], balances, report)
        self.tables[table_id] = live  # only a copy that matches the database is kept
        return live


async def claim(tx: Tx, live: LiveTable, state: dict[str, Any] | None = None) -> None:
    """Lock the table's row for this transaction, refused if another process changed it; with
    `state`, the table's state is stored by the same statement (refused, it is rolled back)."""
    version = await tx.lock_table(live.id, state)
    if version != live.version + 1:
        # Another process changed this table since we read it: our copy is out of date.
        raise StaleAction("the table was changed elsewhere; look again and retry")
    live.version = version  # if the transaction fails, the copy is dropped anyway


def chips_in_front(deal: Deal) -> list[int]:
    """Each seat's chips before the deal's result is paid: what the seat accounts hold."""
    result = deal.result
    if result is None:
        return list(deal.stacks)
    premiums = result.premiums or [0] * deal.n
    return [s - w - p for s, w, p in zip(deal.stacks, result.won, premiums, strict=True)]


def movement(live: LiveTable, players: Sequence[str], before: Sequence[int], after: Sequence[int],
             pool_before: int, pool_after: int) -> dict[int, int]:
    """The ledger lines for chips moved between the seats and the pool."""
    lines: dict[int, int] = {}
    for player, was, now in zip(players, before, after, strict=True):
        if now != was:
            account = live.seats[player]
            lines[account] = lines.get(account, 0) + now - was
    if pool_after != pool_before:
        lines[live.pool] = lines.get(live.pool, 0) + pool_after - pool_before
    return lines


def actor_of(by: Snowflake | None) -> str | None:
    return None if by is None else str(by)

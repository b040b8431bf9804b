"""The table service: tables in channels, played through the banker's ledger.

What the Discord cogs (and ``poker-bot simulate --db``) call; nothing here knows Discord.
`TableService` is the jobs below as its bases, so each thing a member, an admin or the bot
asks of a table has one definition, in the job that does it; the service sets the state they
share (one `LiveTables`, the tables this process holds with their locks and versions; the
limits, the clock, the settlement) and holds what spans two jobs (`stop_table`: void, then
close) and the metrics' look from memory (`held`):

- live.py: the copy of each table in memory, one operation at a time, and the version
  check that keeps two processes from changing a table at once;
- seats.py: opening and closing a table; sitting down, topping up and leaving between
  deals, the stake moving from the wallet to the seat (escrow) and back; sitting out;
  during a deal, a leave, a join or robots noted for its end;
- play.py: starting a deal (the hand record with its seed kept secret and its sha256
  published, the blind or antes, one transaction) and every action (checked by the
  engine, then stored with the chips it moved in ONE transaction, exactly once); the one
  check of a member's click;
- settlement.py: paying a finished deal (pools to winners, the kitty's chips, the
  straight-flush premiums), its seed revealed, those who asked to leave during it
  unseated, in one transaction;
- recovery.py: a deal rebuilt from its record as a table is read, void if it cannot be
  (every bet returned; earlier deals stand: Foster's imperfect pack); `recover` at start-up,
  voiding the deal in play;
- transfers.py: a tournament's chips to and from a table's seats (not the wallet's);
- reading.py: looking at a table, changing nothing;
- answers.py: what the service answers.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.services.accounts import Clock, utc_now
from bot.services.errors import TableError
from bot.services.ids import Snowflake
from bot.services.limits import Limits
from bot.services.tables.answers import (
    Joined,
    Leaving,
    Played,
    Recovery,
    StartedDeal,
    Stay,
    Stopped,
    TableSummary,
)
from bot.services.tables.live import LiveTable, LiveTables, chips_in_front
from bot.services.tables.play import Play
from bot.services.tables.reading import Reading
from bot.services.tables.recovery import DealRebuilder, Recoverer
from bot.services.tables.seats import Seats
from bot.services.tables.settlement import Settlement
from bot.services.tables.transfers import Transfers
from bot.storage import Storage

__all__ = ["Joined", "Leaving", "Played", "Recovery", "StartedDeal", "Stay", "Stopped", "TableService", "TableSummary",
           "chips_in_front"]


class TableService(Seats, Play, Reading, Recoverer, Transfers):
    def __init__(self, storage: Storage, limits: Limits | None = None, clock: Clock = utc_now, *,
                 owns: Callable[[str], bool] = lambda guild: True) -> None:
        self.storage = storage
        self.owns = owns  # the guilds whose tables this process plays (a cluster: its shards')
        self.limits = limits or Limits(storage, clock)
        self.clock = clock
        self.settlement = Settlement(storage, clock)
        self.rebuilder = DealRebuilder(storage, clock, self.settlement)
        self.live = LiveTables(storage, self.rebuilder.resume)
        self._last_held: dict[int, tuple[str, bool]] = {}  # for `held`: each table as last held

    @property
    def _live(self) -> dict[int, LiveTable]:
        """The tables held in memory, by id (for tests that watch a table's progress)."""
        return self.live.tables

    async def stop_table(self, table_id: int, *, by: Snowflake | None, why: str) -> Stopped:
        """The deal in play, if any, is void (every bet returned, `why` recorded); then the table
        closes, a pool carried over shared back (`close_table`), unless a jack-pot keeps it open:
        an admin can always."""
        async with self.live.changing(table_id) as live:
            stopped = Stopped(table_id=table_id, voided=live.summary().in_play)
        if stopped.voided is not None:
            await self.void_deal(table_id, why)
        try:
            closed = await self.close_table(table_id, by=by)
        except TableError as exc:
            if stopped.voided is None:
                raise  # nothing was done: the refusal is the answer
            stopped.stays_open = str(exc)
        else:
            stopped.closed, stopped.pool_back = True, closed.pool_back
        return stopped

    def held(self, table_id: int) -> tuple[str, bool]:
        """From memory alone, for the metrics: the table's variety and whether a deal is in play.
        A copy dropped on a failure (the database away) leaves both as last seen: the table
        waits for the database as it stood."""
        live = self.live.tables.get(table_id)
        if live is not None:
            self._last_held[table_id] = (live.table.rules.variety.value, live.deal is not None)
        return self._last_held.get(table_id, ("unknown", False))

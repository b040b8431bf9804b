"""The table service: tables in channels, played through the banker's ledger.

What the Discord cogs (and ``poker-bot simulate --db``) call; nothing here knows Discord.
`TableService` is a thin front: one method for each thing a member, an admin or the bot
asks of a table, each handed to the job that does it.  The jobs share one `LiveTables`,
the tables this process holds with their locks and versions:

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
  voiding the deal in play, stopping a table;
- transfers.py: a tournament's chips to and from a table's seats (not the wallet's);
- reading.py: looking at a table, changing nothing;
- answers.py: what the service answers.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence

from bot.services.accounts import Clock, utc_now
from bot.services.hand_records import DealRecord
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
from bot.services.tables.live import LiveTable, LiveTables, actor_of, chips_in_front
from bot.services.tables.play import Play
from bot.services.tables.reading import Reading
from bot.services.tables.recovery import DealRebuilder, Recoverer
from bot.services.tables.seats import Seats
from bot.services.tables.settlement import Settlement
from bot.services.tables.transfers import Also, Transfers
from bot.storage import Storage
from engine.actions import Action
from engine.course import Place
from engine.deal import Deal

__all__ = ["Joined", "Leaving", "Played", "Recovery", "StartedDeal", "Stay", "Stopped", "TableService", "TableSummary",
           "chips_in_front"]


class TableService:
    def __init__(self, storage: Storage, limits: Limits | None = None, clock: Clock = utc_now, *,
                 owns: Callable[[str], bool] = lambda guild: True) -> None:
        self.storage = storage
        self.owns = owns  # the guilds whose tables this process plays (a cluster: its shards')
        self.limits = limits or Limits(storage, clock)
        self.clock = clock
        self.settlement = Settlement(storage, clock)
        rebuilder = DealRebuilder(storage, clock, self.settlement)
        self.live = LiveTables(storage, rebuilder.resume)
        self._last_held: dict[int, tuple[str, bool]] = {}  # for `held`: each table as last held
        self.seats = Seats(self.live, self.limits, clock)
        self.play = Play(self.live, self.limits, clock, self.settlement)
        self.reading = Reading(self.live, self.limits, owns=owns)
        self.recovery = Recoverer(self.live, rebuilder, self.seats, owns=owns)
        self.transfers = Transfers(self.live, clock)

    @property
    def _live(self) -> dict[int, LiveTable]:
        """The tables held in memory, by id (for tests that watch a table's progress)."""
        return self.live.tables

    # ----- opening and closing; seats, between deals (seats.py) ---------------------------
    async def open_table(self, guild: Snowflake, channel: Snowflake, *, by: Snowflake | None = None,
                         season_play: bool | None = None, learner: Snowflake | None = None,
                         place: Place | None = None) -> TableSummary:
        """A new table; `season_play` (None: as the channel's limit says) makes it the running
        season's, as a tournament marked for season play asks for its tables.  With `learner`, a
        tutorial table dealing him the course's lessons from `place` (the first, if not given),
        with the tutorial's play chips."""
        return await self.seats.open_table(str(guild), str(channel), by=actor_of(by), season_play=season_play,
                                           learner=None if learner is None else str(learner), place=place)

    async def close_table(self, table_id: int, *, by: Snowflake | None = None) -> TableSummary:
        """Every stake back to its wallet, a pool carried over shared back; refused during a deal."""
        return await self.seats.close_table(table_id, by=by)

    async def sit(self, table_id: int, member: Snowflake, stake: int, *, by: Snowflake | None = None) -> TableSummary:
        return await self.seats.sit(table_id, str(member), stake, by=by)

    async def join(self, table_id: int, member: Snowflake, stake: int | None = None, *,
                   key: str | None = None) -> Joined:
        """/poker join in one step: seated now (the banker selling what the wallet lacks), or once
        the deal in play is over; seated, a leave taken back or a short stake made up."""
        return await self.seats.join(table_id, str(member), stake, key=key)

    async def short_stakes(self, table_id: int) -> list[str]:
        """Between deals, who sits short of the least bring-in (Sit down or /poker join makes it up)."""
        return await self.seats.short_stakes(table_id)

    async def withdraw(self, table_id: int, member: Snowflake) -> bool:
        """Take back a join asked during the deal in play: whether there was one."""
        return await self.seats.withdraw(table_id, str(member))

    async def bring_in_due(self, table_id: int) -> list[tuple[str, Joined | str]]:
        """Between deals, the joins and top-ups asked for during the last: each done, or why not."""
        return await self.seats.bring_in_due(table_id)

    async def top_up(self, table_id: int, member: Snowflake, chips: int, *, key: str | None = None) -> TableSummary:
        return await self.seats.top_up(table_id, str(member), chips, key=key)

    async def leave(self, table_id: int, member: Snowflake, *, by: Snowflake | None = None) -> Leaving:
        """Leave between deals, the chips put back in the wallet; during a deal, once it is over."""
        return await self.seats.leave(table_id, str(member), by=by)

    async def stay(self, table_id: int, member: Snowflake) -> Stay:
        """Take back a leave asked during the deal in play."""
        return await self.seats.stay(table_id, str(member))

    async def robots_after_deal(self, table_id: int, count: int, *, by: Snowflake) -> tuple[int, int] | None:
        """Robots asked for during a deal, noted for its end: the deal's number and how many were
        noted (as many as there will be seats for); None when no deal is in play."""
        return await self.seats.robots_after_deal(table_id, count, by=by)

    async def take_robots_due(self, table_id: int) -> list[str]:
        """Between deals, the robots asked for during the last (who asked for each), to seat now."""
        return await self.seats.take_robots_due(table_id)

    async def toggle_sitting_out(self, table_id: int, member: Snowflake) -> bool:
        """Sit out from the next deal, or come back; whether he now sits out."""
        return await self.seats.toggle_sitting_out(table_id, str(member))

    async def set_sitting_out(self, table_id: int, member: Snowflake, out: bool) -> None:
        await self.seats.set_sitting_out(table_id, str(member), out)

    # ----- a tournament's chips (transfers.py) -------------------------------------------
    async def seat_from(self, table_id: int, member: str, chips: int, source: int, *, key: str, memo: str,
                        also: Also | None = None) -> None:
        """Between deals, seat a player with chips from `source` (a tournament's pool)."""
        if also is None:
            await self.transfers.seat_from(table_id, member, chips, source, key=key, memo=memo)
        else:
            await self.transfers.seat_from(table_id, member, chips, source, key=key, memo=memo, also=also)

    async def unseat_to(self, table_id: int, member: str, target: int, *, key: str, memo: str,
                        also: Also | None = None) -> int:
        """Between deals, unseat a player, his chips to `target`; returns them."""
        if also is None:
            return await self.transfers.unseat_to(table_id, member, target, key=key, memo=memo)
        return await self.transfers.unseat_to(table_id, member, target, key=key, memo=memo, also=also)

    async def close_into(self, table_id: int, target: int, *, key: str, memo: str, also: Also | None = None) -> int:
        """Between deals, close the table, every stake and carried pool to `target`
        (`also(tx, chips)` in the same transaction: a tournament marks the table closed)."""
        if also is None:
            return await self.transfers.close_into(table_id, target, key=key, memo=memo)
        return await self.transfers.close_into(table_id, target, key=key, memo=memo, also=also)

    # ----- play (play.py) -----------------------------------------------------------------
    async def start_deal(self, table_id: int, seed: str | None = None) -> StartedDeal:
        return await self.play.start_deal(table_id, seed)

    async def act(self, table_id: int, action: Action, *, expect: tuple[int, int] | None = None,
                  actor: Snowflake | None = None) -> Played:
        """Play one action.  The engine checks it (IllegalAction, with nothing changed); then the
        action and the chips it moved are stored in one transaction.

        `expect` is (deal number, action number) the player was answering, e.g. from the button
        he clicked: the same click delivered twice plays once (the second answer says
        ``duplicate``), and a click for a turn already gone is refused with StaleAction.
        """
        return await self.play.act(table_id, action, expect=expect, actor=actor)

    async def act_as(self, table_id: int, member: str, choose: Callable[[Deal, int], Action], *,
                     expect: tuple[int, int | None], acknowledge: Callable[[], Awaitable[None]] | None = None,
                     actor: str | None = None) -> Played:
        """A member's click: the one place a click's staleness is checked.  `expect` is the (deal
        number, action number) of the button, the action number None where any step of his turn
        will do (his draw).  Refused with StaleAction (`why` says which) unless that deal is in
        play, he is dealt in, and it is his turn at that step.  Then `choose(deal, seat)` makes the
        action from what he picked (ServiceError: refused, nothing changed).  `acknowledge()` is
        awaited with the table's lock let go, and if it fails nothing is played (a click its
        member was told had failed must not play); then, the lock taken again, the action is
        played if the table is still at that step, else StaleAction as if the click came late."""
        return await self.play.act_as(table_id, member, choose, expect=expect, acknowledge=acknowledge,
                                      actor=actor)

    async def seat_of(self, table_id: int, member: str, expect: tuple[int, int | None], *,
                      own_turn: bool) -> tuple[Deal, int]:
        """For a click that plays nothing yet (his hand, a picker to open): the deal in play and
        his seat, checked as `act_as` checks (`own_turn`: and it is his turn at that step)."""
        return await self.play.seat_of(table_id, member, expect, own_turn=own_turn)

    # ----- voiding, stopping, recovery (recovery.py) --------------------------------------
    async def void_deal(self, table_id: int, reason: str) -> None:
        """Stop the deal in play: it is void and every bet in it returned (its record says why)."""
        await self.recovery.void_deal(table_id, reason)

    async def stop_table(self, table_id: int, *, by: Snowflake | None, why: str) -> Stopped:
        """The deal in play, if any, is void; then the table closes, unless a jack-pot keeps it open."""
        return await self.recovery.stop_table(table_id, by=by, why=why)

    async def recover(self, guilds: Sequence[Snowflake] | None = None) -> Recovery:
        """Rebuild every open table (of these guilds, of this process's) from the database, as it stood."""
        return await self.recovery.recover(guilds)

    # ----- looking at a table (reading.py) ------------------------------------------------
    async def may_become_freeze_out(self, guild: Snowflake, channel: Snowflake | None) -> None:
        """Refused (TableError) where `betting` set to freeze_out would switch an open table at
        unequal stakes; `channel` None for the server's default."""
        await self.reading.may_become_freeze_out(str(guild), None if channel is None else str(channel))

    async def summary(self, table_id: int) -> TableSummary:
        return await self.reading.summary(table_id)

    async def table_in(self, guild: Snowflake, channel: Snowflake) -> TableSummary | None:
        return await self.reading.table_in(str(guild), str(channel))

    async def table_of_records(self, guild: Snowflake, channel: Snowflake, table_id: int | None) -> int | None:
        return await self.reading.table_of_records(str(guild), str(channel), table_id)

    async def deal_in_play(self, table_id: int) -> Deal | None:
        """The deal in play, for views (`view`, `seat_view`) and the turn timer.
        Read it; change it only through `act`."""
        return await self.reading.deal_in_play(table_id)

    async def as_it_stands(self, table_id: int) -> tuple[TableSummary, Deal | None]:
        """The table's summary and its deal in play, read together (one look, for a redraw)."""
        return await self.reading.as_it_stands(table_id)

    async def timeout_action(self, table_id: int) -> tuple[tuple[int, int], Action] | None:
        """What the laws make of a silent player to act, with the `expect` for `act`; None if nobody is to act."""
        return await self.reading.timeout_action(table_id)

    async def turn_timeout(self, table_id: int) -> int:
        """Seconds a player has to act: the limit as the deal in play began, else the one in force."""
        return await self.reading.turn_timeout(table_id)

    async def recent_deals(self, table_id: int, limit: int = 10) -> list[DealRecord]:
        """The latest deals that are over, newest first, with seeds and every action."""
        return await self.reading.recent_deals(table_id, limit)

    async def deal_record(self, table_id: int, number: int) -> DealRecord:
        return await self.reading.deal_record(table_id, number)

    async def record_if_over(self, table_id: int, number: int) -> tuple[str | None, DealRecord | None]:
        """For `/poker replay`: the deal's status (None: no such deal), and its record once over."""
        return await self.reading.record_if_over(table_id, number)

    async def open_tables(self) -> list[TableSummary]:
        """Every open table of this process's, for the Discord side to show again after a restart."""
        return await self.reading.open_tables()

    def held(self, table_id: int) -> tuple[str, bool]:
        """From memory alone, for the metrics: the table's variety and whether a deal is in play.
        A copy dropped on a failure (the database away) leaves both as last seen: the table
        waits for the database as it stood."""
        live = self.live.tables.get(table_id)
        if live is not None:
            self._last_held[table_id] = (live.table.rules.variety.value, live.deal is not None)
        return self._last_held.get(table_id, ("unknown", False))

    async def guild_of(self, table_id: int) -> str | None:
        return await self.reading.guild_of(table_id)

    async def opened_by(self, table_id: int) -> str | None:
        return await self.reading.opened_by(table_id)

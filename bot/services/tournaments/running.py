"""A tournament from its start to its end, between the deals of its tables.

- start: the entrants seated at random (the seed recorded first), a table opened in a thread
  for each group, every stake put there from the tournament's pool;
- a deal that freezes a player out places him as it is settled, in the same transaction
  (`bot.services.tournament_places`), whatever then happens to his table;
- after each deal at one of its tables (`between_deals`): those frozen out are unseated;
  then the tables are balanced (engine.tournament.balance) and a table broken when the
  others can seat its players.  A move is recorded first, then carried out (chips out, then
  in, each step marked in the transaction that makes it), so a restart finishes it.  Only a
  move whose two tables are between deals is made: the others wait for the next deal's end.
  A table broken, or closed at the end, is marked so in the transaction that closes it.
- at the end the survivor's chips come back to the pool, which pays the places.

Recovery at start-up (`recover`) finishes a start or a move cut short, and is then what
`between_deals` is: every step is idempotent.
"""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import Awaitable, Callable
from typing import Any

from bot.services import accounts, memos
from bot.services.accounts import Clock, stamp
from bot.services.errors import TableError, TournamentError
from bot.services.ids import Snowflake
from bot.services.limits import Limits
from bot.services.tables import TableService, TableSummary
from bot.services.tournament_places import place_frozen_out
from bot.services.tournaments import escrow
from bot.services.tournaments.answers import Moved, Progress, TableStanding, tables_by_number
from bot.services.tournaments.cancelling import cancelling, closed_as
from bot.services.tournaments.season_play import season_of
from bot.storage import Storage
from bot.storage.tournament_queries import MoveRow, TournamentRow, TournamentTableRow
from engine.tournament import (
    Move,
    TableSeats,
    balance,
    level_at,
    parse_schedule,
    payouts,
    seat_at_random,
)


def _seat_key(tournament_id: int, member: str) -> str:
    return f"tournament_seat:{tournament_id}:{member}"


OpenThread = Callable[[int, int], Awaitable[str]]  # (tournament, table number) -> the thread's channel id


def next_blind(summary: TableSummary, players: dict[str, int]) -> int | None:
    """Who puts up the blind at the table's next deal: the first on the dealer's left with chips
    (the table's dealer is already the next deal's).  None before the first deal."""
    if not summary.deals or summary.dealer is None:
        return None
    seats = summary.seats
    for step in range(1, len(seats) + 1):
        member, chips = seats[(summary.dealer + step) % len(seats)]
        if chips and member in players:
            return players[member]
    return None


class Running:
    """A part of `TournamentService` (its base): the state is the service's, set in its __init__."""

    storage: Storage
    tables: TableService
    limits: Limits
    clock: Clock
    _locks: dict[int, asyncio.Lock]
    _seated: set[int]  # tournaments this process has seen wholly seated

    def lock(self, tournament_id: int) -> asyncio.Lock:
        return self._locks.setdefault(tournament_id, asyncio.Lock())

    # ----- the start -------------------------------------------------------------------
    async def start(self, guild: Snowflake, channel: Snowflake, open_thread: OpenThread, *,
                    seed: str | None = None) -> Progress:
        async with self.storage.transaction() as tx:
            row = await tx.active_tournament_in(str(guild), str(channel))
            if row is None:
                raise TournamentError("there is no tournament in this channel", words="refusals-no-tournament")
            if row.status != "registering":
                raise TournamentError("the tournament has begun already")
            count = len(await tx.entrants(row.id))
            if count < row.min_entrants:
                raise TournamentError(f"{count} entered; the tournament needs at least {row.min_entrants} to start")
            await tx.lock_tournament(row.id)
            await tx.set_tournament_seed(row.id, secrets.token_hex(8) if seed is None else seed)
            await tx.set_tournament_status(row.id, "playing", stamp(self.clock))
        return await self.between_deals_of(row.id, open_thread)

    async def _seat(self, row: TournamentRow, open_thread: OpenThread) -> bool:
        """Open the tables and seat the entrants as the seed says; what is done already is skipped.
        Whether every seat is made: once it is, it stays made (not looked at again after each deal).
        A table found with a deal in play (`why_no_deal` holds every deal back, so only a table
        dealt by an older version) gets the rest of its players when that deal is over."""
        if row.id in self._seated:
            return True
        async with self.storage.transaction(readonly=True) as tx:
            members = [e.member for e in await tx.entrants(row.id)]
            made = tables_by_number(await tx.tournament_tables(row.id))
        assert row.seed is not None
        groups = seat_at_random(list(range(len(members))), row.seed)
        pool = await self.pool_of(row)
        waiting = False
        for number, group in enumerate(groups, start=1):
            if number not in made:
                thread = await open_thread(row.id, number)
                await self._fix_rules(row, thread)
                summary = await self.tables.open_table(row.guild_id, thread, by=row.created_by,
                                                       season_play=season_of(row) is not None)
                async with self.storage.transaction() as tx:
                    await tx.add_tournament_table(row.id, number, summary.table_id, thread)
                made[number] = TournamentTableRow(tournament_id=row.id, number=number, table_id=summary.table_id,
                                                  thread_id=thread, status="playing")
            table_id = made[number].table_id
            assert table_id is not None
            unseated = await self._unseated(row, [members[player] for player in group])
            if unseated and (await self.tables.summary(table_id)).in_play is not None:
                waiting = True
                continue
            for member in unseated:
                await self.tables.seat_from(table_id, member, row.sweepstake, pool, key=_seat_key(row.id, member),
                                            memo=memos.write("seated", tournament=row.id, table=number))
        if not waiting:
            self._seated.add(row.id)
        return not waiting

    async def _unseated(self, row: TournamentRow, members: list[str]) -> list[str]:
        """Those of `members` whose tournament seat is not made yet (each seat is a ledger entry
        under its own key)."""
        async with self.storage.transaction(readonly=True) as tx:
            return [m for m in members if await tx.entry_by_key(_seat_key(row.id, m)) is None]

    async def why_no_deal(self, table_id: int) -> TournamentError | None:
        """Why no deal may begin at the table now, if it is a tournament's: the tournament is
        still seating its entrants, or is being cancelled (or is over).  A deal begun at a
        half-seated table (after a restart, the table's clock came before the tournament's
        recovery) held up the rest of the seating; one begun as a cancel closes the tables
        keeps a table from closing, and its chips from the pool the sweepstakes go back from."""
        async with self.storage.transaction(readonly=True, brief=True) as tx:
            found = await tx.tournament_of_table(table_id)
            row = None if found is None else await tx.tournament(found.tournament_id)
        if row is None:
            return None  # no tournament's table (the clock asks only at one)
        if row.status != "playing" or cancelling(row):
            return TournamentError("the tournament is over or being cancelled: its tables deal no more",
                                   words="refusals-tournament-not-dealing")
        if row.id not in self._seated:
            async with self.storage.transaction(readonly=True) as tx:
                members = [e.member for e in await tx.entrants(row.id)]
            if await self._unseated(row, members):
                return TournamentError("the tournament is still seating its players: its tables deal once "
                                       "every seat is made", words="refusals-tournament-still-seating")
        return None

    async def _fix_rules(self, row: TournamentRow, thread: str) -> None:
        """The thread's limits: the tournament's rules where they differ from the guild's."""
        guild = (await self.limits.effective(row.guild_id, None)).flat()
        wanted = {k: v for k, v in row.table_rules.items() if guild.get(k) != v}
        if wanted:
            await self.limits.set_many(row.guild_id, thread, wanted, by=row.created_by)

    async def pool_of(self, row: TournamentRow) -> int:
        async with self.storage.transaction() as tx:
            return await accounts.tournament(tx, row.guild_id, row.id)

    # ----- between deals ------------------------------------------------------------------
    async def between_deals(self, table_id: int, open_thread: OpenThread) -> Progress | None:
        """After each deal at `table_id`: None when it is no tournament's table, else what changed."""
        async with self.storage.transaction(readonly=True, brief=True, single=True) as tx:
            found = await tx.tournament_of_table(table_id)
        if found is None:
            return None
        return await self.between_deals_of(found.tournament_id, open_thread)

    async def between_deals_of(self, tournament_id: int, open_thread: OpenThread) -> Progress:
        async with self.lock(tournament_id):
            progress = Progress(tournament_id)
            async with self.storage.transaction(readonly=True) as tx:
                row = await tx.tournament(tournament_id)
            if row is None or row.status != "playing" or cancelling(row):  # no table deals again
                progress.finished = row is not None and row.status == "finished"
                return progress
            if not await self._seat(row, open_thread):
                return progress  # nothing deals, moves or balances until every seat is made
            await self._finish_moves(row, progress)
            await self._unseat_frozen_out(row, progress)
            standing = await self.standing_tables(row)
            async with self.storage.transaction(readonly=True) as tx:
                moving = [m.member for m in await tx.moves(row.id, unfinished=True)]
            still = [m for t in standing for m, chips in t.chips if chips] + moving
            if len(still) <= 1 and not any(t.in_play for t in standing):
                await self._end(row, standing, progress)
                return progress
            if not moving:  # a move waiting for a table's deal to end: balance once it is made
                await self._balance(row, standing, progress)
            await self._levels(row)
            standing = await self.standing_tables(row)
            progress.may_deal = [t.table_id for t in standing if t.table_id is not None and not t.in_play
                                 and t.status == "playing" and sum(1 for _, c in t.chips if c) >= 2]
            return progress

    async def standing_tables(self, row: TournamentRow, again: int = 3) -> list[TableStanding]:
        async with self.storage.transaction(readonly=True) as tx:
            rows = await tx.tournament_tables(row.id)
        out = []
        for t in rows:
            if t.status != "playing" or t.table_id is None:  # broken, or closed at the end
                out.append(TableStanding(t.number, t.table_id, t.thread_id, t.status, (), 0, False))
                continue
            try:
                summary = await self.tables.summary(t.table_id)
            except TableError:
                if not again:
                    raise
                # Broken (or closed at the end) since its row was read: the rows again, once the
                # break (recorded, then made) has marked it.
                await asyncio.sleep(0.05)
                return await self.standing_tables(row, again - 1)
            out.append(TableStanding(t.number, t.table_id, t.thread_id, t.status, tuple(summary.seats),
                                     summary.deals, summary.in_play is not None))
        return out

    async def _unseat_frozen_out(self, row: TournamentRow, progress: Progress) -> None:
        """Those left with no chips at a table between deals (placed as their deal was settled)
        leave it."""
        pool = await self.pool_of(row)
        for table in await self.standing_tables(row):
            if table.in_play or table.table_id is None or table.status != "playing":
                continue
            out = [m for m, chips in table.chips if not chips]
            if not out:
                continue
            placed, gone = await self._placed(row, table.table_id, out), set()
            for member in out:
                try:
                    await self.tables.unseat_to(table.table_id, member, pool, key=f"tournament_out:{row.id}:{member}",
                                                memo=memos.write("frozen-out", tournament=row.id))
                except TableError:
                    continue  # the table dealt again meanwhile (he is not dealt in): unseated after it
                gone.add(member)
            progress.frozen_out += [p for p in placed if p[0] in gone]  # told once, as he leaves

    async def _placed(self, row: TournamentRow, table_id: int, out: list[str]) -> list[tuple[str, int]]:
        """The places of those frozen out at the table, (member, place), lowest first.  One
        frozen out by a deal settled before places were given with the deal (an older
        version's) is placed now, by the chips he began the table's last deal with."""
        async with self.storage.transaction(readonly=True) as tx:
            given = {p.member: p.place for p in await tx.places(row.id)}
        missing = [m for m in out if m not in given]
        if missing:
            started = await self._started_with(table_id)
            async with self.storage.transaction() as tx:
                for member, place in await place_frozen_out(tx, table_id, [(m, started.get(m, 0)) for m in missing],
                                                            stamp(self.clock)):
                    given[member] = place
        return sorted(((m, given[m]) for m in out if m in given), key=lambda p: -p[1])

    async def _started_with(self, table_id: int) -> dict[str, int]:
        deals = await self.tables.recent_deals(table_id, 1)
        if not deals:
            return {}
        setup = deals[0].setup
        return dict(zip(setup["players"], setup["stacks"], strict=True))

    async def _balance(self, row: TournamentRow, standing: list[TableStanding], progress: Progress) -> None:
        async with self.storage.transaction(readonly=True) as tx:
            members = [e.member for e in await tx.entrants(row.id)]
        index = {m: i for i, m in enumerate(members)}
        seats = []
        for t in standing:
            if t.status == "broken" or t.table_id is None:
                continue
            summary = await self.tables.summary(t.table_id)
            with_chips = {m: index[m] for m, chips in t.chips if chips}
            seats.append(TableSeats(t.number, tuple(with_chips.values()), next_blind(summary, with_chips)))
        plan = balance(seats)
        by_number = {t.number: t for t in standing}
        for move in plan.moves:
            if by_number[move.from_table].in_play or by_number[move.to_table].in_play:
                continue  # made once both tables are between deals
            await self._move(row, move, members[move.player], by_number, progress)
        for number in plan.broken:
            table = by_number[number]
            if table.in_play or table.table_id is None:
                continue
            summary = await self.tables.summary(table.table_id)
            if any(chips for _, chips in summary.seats):
                continue  # a player still waits to move
            progress.frozen_out += await self._placed(row, table.table_id, [m for m, _ in summary.seats])
            await self.tables.close_into(table.table_id, await self.pool_of(row), key=f"tournament_break:{row.id}:{number}",
                                         memo=memos.write("broken", tournament=row.id, table=number),
                                         also=closed_as(row.id, number, "broken"))
            progress.broken.append(number)

    async def _move(self, row: TournamentRow, move: Move, member: str, by_number: dict[int, TableStanding],
                    progress: Progress) -> None:
        async with self.storage.transaction() as tx:
            move_id = await tx.record_move(row.id, member, move.from_table, move.to_table, stamp(self.clock))
            recorded = next(m for m in await tx.moves(row.id, unfinished=True) if m.id == move_id)
        chips = await self._carry_out(row, recorded, by_number)
        if chips is not None:
            source, target = by_number[move.from_table], by_number[move.to_table]
            progress.moves.append(Moved(member, move.from_table, move.to_table, source.thread_id, target.thread_id,
                                        chips))

    async def _carry_out(self, row: TournamentRow, move: MoveRow, by_number: dict[int, TableStanding]) -> int | None:
        """A recorded move made, from wherever it stopped: his chips, or None when one of its
        tables began a deal meanwhile (it is finished after that deal)."""
        try:
            return await self._carry_out_now(row, move, by_number)
        except TableError:
            return None

    async def _carry_out_now(self, row: TournamentRow, move: MoveRow, by_number: dict[int, TableStanding]) -> int:
        pool = await self.pool_of(row)
        chips = move.chips
        if move.status == "recorded":
            source = by_number[move.from_table].table_id
            assert source is not None
            if move.member not in {m for m, _ in (await self.tables.summary(source)).seats}:
                async with self.storage.transaction() as tx:  # frozen out before he could move: no move
                    await tx.move_out(move.id, 0)
                    await tx.move_done(move.id, stamp(self.clock))
                raise TableError("he is no longer at that table")

            async def out(tx: Any, moved: int) -> None:
                await tx.move_out(move.id, moved)
            chips = await self.tables.unseat_to(source, move.member, pool, key=f"tournament_move_out:{move.id}",
                                                memo=memos.write("moves-to", tournament=row.id, table=move.to_table), also=out)
        assert chips is not None
        target = by_number[move.to_table].table_id
        assert target is not None

        async def done(tx: Any, moved: int) -> None:
            await tx.move_done(move.id, stamp(self.clock))
        await self.tables.seat_from(target, move.member, chips, pool, key=f"tournament_move_in:{move.id}",
                                    memo=memos.write("moves-from", tournament=row.id, table=move.from_table), also=done)
        return chips

    async def _finish_moves(self, row: TournamentRow, progress: Progress) -> None:
        """Moves a restart cut short, finished once their tables are between deals."""
        async with self.storage.transaction(readonly=True) as tx:
            half = await tx.moves(row.id, unfinished=True)
        if not half:
            return
        by_number = {t.number: t for t in await self.standing_tables(row)}
        for move in half:
            if by_number[move.from_table].in_play or by_number[move.to_table].in_play:
                continue
            chips = await self._carry_out(row, move, by_number)
            if chips is None:
                continue
            progress.moves.append(Moved(move.member, move.from_table, move.to_table,
                                        by_number[move.from_table].thread_id, by_number[move.to_table].thread_id,
                                        chips))

    async def _levels(self, row: TournamentRow) -> None:
        """The schedule's level for each table's next deal, set on its thread."""
        if not row.schedule:
            return
        levels = parse_schedule(row.schedule)
        async with self.storage.transaction(readonly=True) as tx:
            played = await tx.tournament_deals(row.id)  # the schedule counts the tournament's deals
        level = level_at(levels, played)
        if level is None:
            return
        for table in await self.standing_tables(row):
            if table.in_play or table.table_id is None or table.status == "broken":
                continue
            now = (await self.limits.effective(row.guild_id, table.thread_id)).rules
            wanted: dict[str, Any] = {"blind": level.blind, "jackpot_ante": level.ante}
            if now.raise_limit < 2 * level.blind:
                wanted["raise_limit"] = 2 * level.blind
            if any(getattr(now, k) != v for k, v in wanted.items()):
                await self.limits.set_many(row.guild_id, table.thread_id, wanted, by=row.created_by)

    # ----- the end ---------------------------------------------------------------------
    async def _end(self, row: TournamentRow, standing: list[TableStanding], progress: Progress) -> None:
        """The last tables close into the pool; the survivor (everyone else was placed as his
        deal was settled) takes first place, and the pool pays the places.  A restart between
        the closes and the payouts finds the tables marked closed and ends it from there."""
        pool = await self.pool_of(row)
        chips = {m: c for t in standing for m, c in t.chips}
        for table in standing:
            if table.table_id is None or table.status != "playing":
                continue
            progress.frozen_out += await self._placed(row, table.table_id, [m for m, c in table.chips if not c])
            await self.tables.close_into(table.table_id, pool, key=f"tournament_close:{row.id}:{table.number}",
                                         memo=memos.write("over", tournament=row.id, table=table.number),
                                         also=closed_as(row.id, table.number, "final"))
        at = stamp(self.clock)
        async with self.storage.transaction() as tx:
            await tx.lock_tournament(row.id)
            entrants = await tx.entrants(row.id)
            given = await tx.places(row.id)
            # The places no deal gave, from the top: the survivor's (more chips first, were there two).
            free = sorted(set(range(1, len(entrants) + 1)) - {p.place for p in given})
            unplaced = sorted((e.member for e in entrants if e.member not in {p.member for p in given}),
                              key=lambda m: -chips.get(m, 0))
            for place, member in zip(free, unplaced, strict=False):
                await tx.add_place(row.id, place, member, at)
            prize = sum(e.paid for e in entrants)
            paid = payouts(prize, row.shares)
            ranked = await tx.places(row.id)
            for placed in ranked:
                won = paid[placed.place - 1] if placed.place <= len(paid) else 0
                if won:
                    await escrow.pay(tx, row.guild_id, row.id, placed.member, placed.place, won, at, season_of(row))
                    await tx.set_payout(row.id, placed.place, won)
            season = season_of(row)
            await tx.keep_record(row.id, {
                **({"season": season} if season is not None else {}), "seed": row.seed,
                "entrants": [e.member for e in entrants], "pool": prize,
                "places": [{"place": p.place, "member": p.member,
                            "payout": paid[p.place - 1] if p.place <= len(paid) else 0} for p in ranked],
                "tables": [t.number for t in standing]})
            await tx.set_tournament_status(row.id, "finished", at)
        progress.finished = True


"""Plays a tournament through the services one table at a time, choosing each deal's seed, so
that every table the balancing breaks is broken right after a deal at that very table froze a
player out; and stages there the race of issue 42: that last deal ends in the middle of a
between-deals step which has just looked at the table and seen its deal still in play (the step
of another table's deal ending, or the recovery's after a restart).

The robots of a deal are fresh for it, seeded by the deal's seed, so the deal can be played
first on a copy (what it would do) and then for real, action for action.  A seed whose deal
would break another table than its own, or would freeze nobody out where a break is wanted, is
dealt, seen, and void (every bet returned), and the next seed dealt.  Everything is seeded:
the same run each time, on either backend.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from bot.services.ledger import Bank
from bot.services.limits import Limits
from bot.services.tables import TableService, TableSummary
from bot.services.tournaments import Progress, TournamentService
from bot.storage import Storage
from engine.actions import Action
from engine.deal import Deal
from engine.robots import Robot, Style
from engine.tournament import MAX_SEATS, TableSeats, balance
from tests.banker.conftest import Backend, Clock
from tests.tournament_driver import Threads

SEEDS_A_DEAL = 8  # seeds tried at the table a break is wanted at, before another table deals
FINAL_SEEDS = 4  # seeds looked at for each deal of the final table


@dataclass
class Staged:
    tables: int  # how many tables were playing when it was broken
    number: int  # the table broken
    frozen_out: list[str]
    placed_at_once: bool  # placed as his deal was settled, before the step went on


@contextmanager
def deal_ends_once_looked_at(tables: TableService, table_id: int,
                             last: Callable[[], Awaitable[None]]) -> Iterator[list[bool]]:
    """While in force: the first time anyone reads the table's summary with its deal in play,
    `last()` plays that deal's last action just after the read, so the reader holds a look
    that is already out of date."""
    real = tables.summary
    fired: list[bool] = []

    async def summary(tid: int) -> TableSummary:
        seen = await real(tid)
        if tid == table_id and not fired and seen.in_play is not None:
            fired.append(True)
            try:
                await last()
            except BaseException as exc:  # the reader must not take it for its own failure
                raise AssertionError(f"the deal's last action failed: {exc!r}") from exc
        return seen

    tables.summary = summary  # type: ignore[method-assign]
    try:
        yield fired
    finally:
        del tables.summary


def robot_actions(deal: Deal, seed: str) -> tuple[list[Action], Deal]:
    """What fresh robots seeded by `seed` play from here to the deal's end, on a copy."""
    trial = Deal.replay(deal.setup, deal.history)
    robots: dict[str, Robot] = {}
    actions = []
    while trial.result is None:
        seat = trial.to_act
        assert seat is not None
        member = trial.setup.players[seat]
        style = Style.LIBERAL if sum(map(ord, member)) % 2 else Style.CLOSE
        robot = robots.setdefault(member, Robot(trial.setup.rules, style, seed=f"{seed}:{member}"))
        action = robot.decide(trial.seat_view(seat))
        trial.apply(action)
        actions.append(action)
    return actions, trial


@dataclass
class Steered:
    backend: Backend
    clock: Clock
    storage: Storage
    tables: TableService
    tournaments: TournamentService
    tournament_id: int
    restart: bool  # the race staged in the recovery's step after a restart, not in a live one
    threads: Threads = field(default_factory=Threads)
    staged: list[Staged] = field(default_factory=list)
    opened: list[Storage] = field(default_factory=list)  # the processes started by the restarts
    deals: int = 0
    voided: int = 0
    turn: int = 0
    by_count: dict[int, int] = field(default_factory=dict)

    async def play(self) -> None:
        """To the tournament's end."""
        for _ in range(20_000):
            standing = await self.tournaments.standing(self.tournament_id)
            if standing.tournament.status == "finished":
                return
            index = {e.member: i for i, e in enumerate(standing.entrants)}
            live = [t for t in standing.tables if t.status == "playing" and t.table_id is not None]
            holding = {t.number: [m for m, chips in t.chips if chips] for t in live}
            dealable = [t for t in live if len(holding[t.number]) >= 2 and not t.in_play]
            assert dealable and not any(t.in_play for t in live), standing.tables
            wanted = None
            if len(live) > 1 and sum(map(len, holding.values())) == MAX_SEATS * (len(live) - 1) + 1:
                # One freeze-out anywhere breaks the smallest table: have it come at that table.
                smallest = min(live, key=lambda t: (len(holding[t.number]), -t.number))
                wanted = smallest if smallest in dealable else None
            if wanted is not None and await self._deal(wanted, holding, index, len(live), break_here=True):
                continue
            self.turn += 1
            self.by_count[len(live)] = self.by_count.get(len(live), 0) + 1
            await self._deal(dealable[self.turn % len(dealable)], holding, index, len(live), break_here=False)
        raise AssertionError("the tournament did not end")

    async def _deal(self, table, holding: dict[int, list[str]], index: dict[str, int], count: int, *,
                    break_here: bool) -> bool:
        """A deal at `table`, its seed chosen; False if none would break the table there."""
        if count == 1:
            return await self._final_deal(table)
        for attempt in range(SEEDS_A_DEAL if break_here else 200):
            seed = f"{self.tournament_id}:{table.number}:{table.deals}:{attempt}"
            started = await self.tables.start_deal(table.table_id, seed=seed)
            self.deals += 1
            if started.finished:  # settled as it was dealt (every player all in on his ante): as it comes
                await self._between_deals(table.table_id)
                return True
            deal = await self.tables.deal_in_play(table.table_id)
            assert deal is not None
            actions, trial = robot_actions(deal, seed)
            out = [m for m, was, now in zip(deal.setup.players, deal.setup.stacks, trial.stacks, strict=True)
                   if was and not now]
            after = {**holding, table.number: [m for m, now in zip(deal.setup.players, trial.stacks, strict=True)
                                               if now]}
            plan = balance([TableSeats(n, tuple(index[m] for m in members), None)
                            for n, members in sorted(after.items())])
            breaks_here = bool(out) and plan.broken == (table.number,)
            if breaks_here or (not plan.broken and not break_here):
                await self._play(table, deal, actions, trial, out, count, staged=breaks_here)
                return True
            await self.tables.void_deal(table.table_id, "the test deals this hand again with another seed")
            self.voided += 1
        return False

    async def _final_deal(self, table) -> bool:
        """At the final table, where nothing breaks: of a few seeds, the first whose deal freezes
        a player out, or else the one that leaves the chips the most gathered, so that the end
        comes sooner."""
        best: tuple[int, str] | None = None
        for attempt in range(FINAL_SEEDS + 1):
            seed = f"{self.tournament_id}:{table.number}:{table.deals}:{attempt}" if attempt < FINAL_SEEDS else \
                best[1] if best is not None else "none"
            started = await self.tables.start_deal(table.table_id, seed=seed)
            self.deals += 1
            if started.finished:
                await self._between_deals(table.table_id)
                return True
            deal = await self.tables.deal_in_play(table.table_id)
            assert deal is not None
            actions, trial = robot_actions(deal, seed)
            out = [m for m, was, now in zip(deal.setup.players, deal.setup.stacks, trial.stacks, strict=True)
                   if was and not now]
            moved = sum(now * now for now in trial.stacks)  # the chips gathered: the more, the nearer the end
            if out or attempt == FINAL_SEEDS:
                assert attempt < FINAL_SEEDS or best is None or moved == best[0], "the same seed dealt another deal"
                await self._play(table, deal, actions, trial, out, 1, staged=False)
                return True
            if best is None or moved > best[0]:
                best = (moved, seed)
            await self.tables.void_deal(table.table_id, "the test deals this hand again with another seed")
            self.voided += 1
        raise AssertionError("unreachable")

    async def _play(self, table, deal: Deal, actions: list[Action], trial: Deal, out: list[str], count: int, *,
                    staged: bool) -> None:
        number, base = deal.setup.number, len(deal.history)  # the deal held is the table's, and moves on
        for seq, action in enumerate(actions[:-1] if staged else actions, start=base):
            await self.tables.act(table.table_id, action, expect=(number, seq))
        if not staged:
            await self._between_deals(table.table_id)
            return
        expect = (number, base + len(actions) - 1)
        placed: list[bool] = []

        async def last() -> None:
            played = await tables.act(table.table_id, actions[-1], expect=expect)
            assert played.finished and played.deal is not None and played.deal.stacks == trial.stacks
            async with tables.storage.transaction(readonly=True) as tx:  # nothing else has run yet
                given = {p.member for p in await tx.places(self.tournament_id)}
            placed.append(set(out) <= given)

        tables, tournaments = self.tables, self.tournaments
        if self.restart:  # the bot stops with the deal in play; the recovery's step sees it so
            again = await self.backend.open()
            self.opened.append(again)
            tables = TableService(again, Limits(again, self.clock), self.clock)
            tournaments = TournamentService(again, Bank(again, self.clock), tables, self.clock)
            await tables.recover()
        with deal_ends_once_looked_at(tables, table.table_id, last) as fired:
            if self.restart:
                await tournaments.recover(self.threads)
            else:  # the step of another table's deal ending, running as this deal ends
                await tournaments.between_deals_of(self.tournament_id, self.threads)
        assert fired, "the step never looked at the table"
        self.tables, self.tournaments, self.storage = tables, tournaments, tables.storage
        self.staged.append(Staged(count, table.number, out, placed[0]))
        await self._between_deals(table.table_id)  # this table's own step, for the deal that ended

    async def _between_deals(self, table_id: int) -> Progress | None:
        return await self.tournaments.between_deals(table_id, self.threads)

    async def close(self) -> None:
        for opened in self.opened:
            await opened.close()

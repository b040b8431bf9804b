"""Plays a tournament through the services alone, every player a robot deciding from his own
view: the tables take turns, one action at a time, and between deals the tournament does
what it does (`TournamentService.between_deals`)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from bot.services.tables import TableService
from bot.services.tournaments import Progress, TournamentService
from engine.actions import Action
from engine.deal import Deal
from engine.robots import Robot, Style


@dataclass
class Threads:
    """Stands in for Discord making a thread: a made-up channel id for each table."""

    made: list[tuple[int, int]] = field(default_factory=list)

    async def __call__(self, tournament_id: int, number: int) -> str:
        self.made.append((tournament_id, number))
        return f"thread-{tournament_id}-{number}-{len(self.made)}"


@dataclass
class Played:
    progress: list[Progress] = field(default_factory=list)
    deals: int = 0
    actions: int = 0

    @property
    def moves(self) -> int:
        return sum(len(p.moves) for p in self.progress)

    @property
    def broken(self) -> list[int]:
        return [n for p in self.progress for n in p.broken]

    @property
    def finished(self) -> bool:
        return any(p.finished for p in self.progress)


# Given each action before it is played (the table, the deal, the action): True if it has played
# the action itself, so that the driver looks at the tournament afresh.
Instead = Callable[[int, Deal, Action], Awaitable[bool]]


async def play(tournaments: TournamentService, tables: TableService, tournament_id: int, threads: Threads,
               played: Played, *, first: Progress | None = None, stop_after_deals: int | None = None,
               most_steps: int = 200_000, instead: Instead | None = None) -> Played:
    """Play until the tournament is over (or `stop_after_deals` more deals have ended)."""
    robots: dict[str, Robot] = {}
    ready = set(first.may_deal) if first is not None else set()
    if first is not None:
        played.progress.append(first)
    ended_here = 0
    for _ in range(most_steps):
        standing = await tournaments.standing(tournament_id)
        if standing.tournament.status == "finished":
            return played
        live = [t for t in standing.tables if t.table_id is not None and t.status == "playing"]
        progressed = False
        for table in live:
            assert table.table_id is not None
            deal = await tables.deal_in_play(table.table_id)
            if deal is None:
                if table.table_id in ready:
                    ready.discard(table.table_id)
                    await tables.start_deal(table.table_id, seed=f"{tournament_id}:{table.number}:{table.deals}")
                    played.deals += 1
                    progressed = True
                continue
            seat = deal.to_act
            assert seat is not None
            member = deal.setup.players[seat]
            robot = robots.setdefault(member, Robot(deal.setup.rules, Style.CLOSE if len(robots) % 2 else Style.LIBERAL,
                                                    member))
            action = robot.decide(deal.seat_view(seat))
            played.actions += 1
            progressed = True
            if instead is not None and await instead(table.table_id, deal, action):
                break
            await tables.act(table.table_id, action, expect=(deal.setup.number, len(deal.history)))
            if await tables.deal_in_play(table.table_id) is None:  # that action ended the deal
                progress = await tournaments.between_deals(table.table_id, threads)
                assert progress is not None
                played.progress.append(progress)
                ready = set(progress.may_deal)  # the whole tournament as it now stands
                ended_here += 1
                if stop_after_deals is not None and ended_here >= stop_after_deals:
                    return played
                break  # tables may have broken or filled: look again
        if not progressed:
            raise AssertionError(f"the tournament is stuck: {standing.tables}")
    raise AssertionError("the tournament did not end")

"""Robots playing deal after deal at one table, with nothing but the engine.

Used by `poker-bot simulate`, the tests and the benchmarks.  A robot that
loses its stake buys again (a "rebuy", counted), so a long run keeps its
players; chips are checked after every deal: stacks, the pool carried over
and the kitty must equal the stakes plus the rebuys, exactly.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypedDict

from engine.deal import Deal, Outcome
from engine.phases import DealKind
from engine.robots import robot_seats
from engine.rules import Betting, Rules
from engine.table import new_table


class SimulationFigures(TypedDict):
    """A simulation's figures as plain data (`SimulationReport.to_dict`, the JSON output)."""

    hands: int
    jack_pots: int
    whangdoodles: int
    chips_conserved: bool
    hands_per_second: float
    showdowns: int
    not_opened: int
    rebuys: int
    actions: int
    kitty: int
    largest_pool: int
    outcomes: dict[str, int]
    finished_freeze_out: bool


@dataclass(slots=True)
class SimulationReport:
    hands: int = 0
    jack_pots: int = 0
    whangdoodles: int = 0
    chips_conserved: bool = True
    hands_per_second: float = 0.0
    showdowns: int = 0
    not_opened: int = 0
    rebuys: int = 0
    actions: int = 0
    kitty: int = 0
    largest_pool: int = 0
    outcomes: Counter[str] = field(default_factory=Counter)
    winners: Counter[str] = field(default_factory=Counter)
    finished_freeze_out: bool = False

    def to_dict(self) -> SimulationFigures:
        return {
            "hands": self.hands,
            "jack_pots": self.jack_pots,
            "whangdoodles": self.whangdoodles,
            "chips_conserved": self.chips_conserved,
            "hands_per_second": round(self.hands_per_second, 1),
            "showdowns": self.showdowns,
            "not_opened": self.not_opened,
            "rebuys": self.rebuys,
            "actions": self.actions,
            "kitty": self.kitty,
            "largest_pool": self.largest_pool,
            "outcomes": dict(self.outcomes),
            "finished_freeze_out": self.finished_freeze_out,
        }


def simulate(players: int = 6, hands: int = 1000, seed: int = 1, rules: Rules | None = None,
             stake: int = 200, progress: Callable[[int, int], None] | None = None,
             on_deal: Callable[[Deal], None] | None = None) -> SimulationReport:
    """Play `hands` deals with robots in every seat.  Deterministic for a given seed."""
    rules = rules or Rules()
    names = [f"Robot {i + 1}" for i in range(players)]
    stacks = None if rules.betting is Betting.FREEZE_OUT else [stake] * players
    table, _thrown = new_table(rules, names, stacks, seed=seed)
    robots = robot_seats(rules, names, seed)
    report = SimulationReport()
    expected = table.chips()
    started = time.perf_counter()
    for number in range(hands):
        if table.over:
            report.finished_freeze_out = True
            break
        if rules.betting is not Betting.FREEZE_OUT:
            for seat in table.seats:
                if seat.stack == 0:
                    seat.stack = stake
                    expected += stake
                    report.rebuys += 1
        deal = table.start(seed=f"{seed}:{number}")
        while deal.result is None:
            to_act = deal.to_act
            assert to_act is not None  # somebody is to act until the deal has its result
            deal.apply(robots[to_act].decide(deal.seat_view(to_act)))
            report.actions += 1
        result = table.settle(deal)
        if on_deal is not None:
            on_deal(deal)
        report.hands += 1
        report.outcomes[result.outcome.value] += 1
        report.jack_pots += deal.kind is DealKind.JACKPOT
        report.whangdoodles += result.whangdoodle
        report.showdowns += result.outcome is Outcome.SHOWDOWN
        report.not_opened += result.outcome is Outcome.NOT_OPENED
        report.largest_pool = max(report.largest_pool, sum(result.put) + deal.carried)
        if table.chips() != expected:
            report.chips_conserved = False
        if progress is not None and (number + 1) % 100 == 0:
            progress(number + 1, hands)
    report.hands_per_second = report.hands / max(time.perf_counter() - started, 1e-9)
    report.kitty = table.kitty
    report.finished_freeze_out = report.finished_freeze_out or table.over
    return report

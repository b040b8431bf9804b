"""Duplicate matches: one of Foster's robot styles against a baseline, chips won per 100 deals.

The table seats four, the two sides alternating (robot, baseline, robot,
baseline).  A session is a run of deals from fresh stacks; each session is
played twice with the same shuffles, the second time with the sides' seats
swapped, so a run of good cards falls to both sides alike and the luck of
the deal mostly cancels (the duplicate method).  A session that ends with a
jack-pot still in the pool is played on until it is won, so no chips are
left on the table.  A player who loses his stake buys again, and his
purchase is counted against him.

The figure is the robots' chips won per 100 deals, for one robot's seat,
with a 95% confidence interval over the sessions (each session and its
twin being one observation: a ratio estimate, its spread by the delta
method).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from engine.actions import Action
from engine.baselines import BASELINES
from engine.robots import Robot, Style
from engine.rules import Rules
from engine.table import Seat, Table
from engine.views import PrivateView

SEATS = 4
STAKE = 500  # fifty raise limits: a buy-again is rare
SESSION = 12  # deals in a session, three rounds of the deal
MORE_FOR_THE_POOL = 40  # at most this many deals more, to win a jack-pot still in the pool
Z95 = 1.959964


class Player(Protocol):
    def decide(self, view: PrivateView[Any]) -> Action: ...


Make = Callable[[Rules, str], Player]


@dataclass(frozen=True, slots=True)
class MatchFigures:
    """A match's result: chips a robot's seat won per 100 deals, and its 95% interval."""

    style: str
    baseline: str
    sessions: int
    deals: int  # dealt in all, both plays of every session
    per_100: float
    low: float
    high: float

    @property
    def beats(self) -> bool:
        """Whether the robot beats the baseline with significance: the interval is above zero."""
        return self.low > 0


def play_session(makers: list[Make], rules: Rules, seed: str, session: int) -> tuple[list[int], int]:
    """One session at a fresh table; each seat's chips won (less his purchases) and the deals played."""
    table = Table(rules, [Seat(f"P{i}", STAKE) for i in range(SEATS)], dealer=session % SEATS)
    players = [make(rules, f"{seed}:{session}:{i}") for i, make in enumerate(makers)]
    bought = [0] * SEATS
    number = 0
    while number < SESSION or (table.carried and number < SESSION + MORE_FOR_THE_POOL):
        for i, chair in enumerate(table.seats):
            if chair.stack == 0:
                chair.stack = STAKE
                bought[i] += STAKE
        deal = table.start(seed=f"{seed}:{session}:{number}")
        while deal.result is None:
            to_act = deal.to_act
            assert to_act is not None  # somebody is to act until the deal has its result
            deal.apply(players[to_act].decide(deal.seat_view(to_act)))
        table.settle(deal)
        number += 1
    won = [chair.stack - STAKE - bought[i] for i, chair in enumerate(table.seats)]
    return won, number


def robot_maker(style: Style) -> Make:
    return lambda rules, seed: Robot(rules, style, seed)


def baseline_maker(name: str) -> Make:
    cls = BASELINES[name]
    return lambda rules, seed: cls(rules, seed)


def duplicate_match(style: Style, baseline: str, sessions: int, seed: int = 1,
                    rules: Rules | None = None) -> MatchFigures:
    """`sessions` sessions, each played twice with the sides' seats swapped."""
    rules = rules or Rules()
    robot, other = robot_maker(style), baseline_maker(baseline)
    first = [robot, other] * (SEATS // 2)
    swapped = [other, robot] * (SEATS // 2)
    won: list[float] = []  # the robots' chips, for one robot's seat, each session and its twin
    dealt: list[float] = []  # deals in one play of the session (the two plays' mean)
    for session in range(sessions):
        tag = f"{seed}:{style.value}:{baseline}"
        won_a, deals_a = play_session(first, rules, tag, session)
        won_b, deals_b = play_session(swapped, rules, tag, session)
        robots = sum(won_a[0::2]) + sum(won_b[1::2])
        won.append(robots / SEATS)  # two robot seats in each of the two plays
        dealt.append((deals_a + deals_b) / 2)
    return figures_of(style.value, baseline, won, dealt)


def figures_of(style: str, baseline: str, won: list[float], dealt: list[float]) -> MatchFigures:
    n = len(won)
    mean_won = sum(won) / n
    mean_dealt = sum(dealt) / n
    ratio = mean_won / mean_dealt  # chips a robot's seat wins per deal
    if n > 1:
        residuals = [w - ratio * d for w, d in zip(won, dealt, strict=True)]
        spread = math.sqrt(sum(r * r for r in residuals) / (n - 1) / n) / mean_dealt
    else:
        spread = math.inf
    half = Z95 * spread
    return MatchFigures(style, baseline, n, round(2 * sum(dealt)), 100 * ratio,
                        100 * (ratio - half), 100 * (ratio + half))

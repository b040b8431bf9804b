"""Simple players to measure Foster's robots against (`engine.matches`, the robots' benchmark).

Each is a robot-like player: `decide(view)` answers with one legal action
for the seat in a `PrivateView`, as `engine.robots.Robot` does.

- the calling station comes in on anything and calls to the end, never
  raising; after the draw, with no bet to meet, he bets the least (in
  Foster's game a pass there drops the hand);
- the tight-passive player passes unless strong (jacks or better before the
  draw, two pairs or better after it), and then only sees or calls;
- the random player picks uniformly among the options the laws offer.

The calling station and the tight-passive player draw as Foster's robots
do, so only their betting differs from the robots'; the random player draws
at random, keeping his openers as law 73 bids.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engine import actions
from engine.actions import Action
from engine.hands import HandClass, evaluator_for
from engine.openers import has_openers, keeps_openers
from engine.robots import Robot, Style
from engine.rules import Rules
from engine.views import Option, PrivateView

View = PrivateView[Any]


class Baseline:
    """The shared part: the rules, a drawing robot, a seeded generator."""

    name = "baseline"

    def __init__(self, rules: Rules, seed: int | str | None = None) -> None:
        self.rules = rules
        self.rng = random.Random(seed)
        self.ev = evaluator_for(rules.hands)
        self._drawer = Robot(rules, Style.CLOSE, seed)

    def decide(self, view: View) -> Action:
        table = view.table
        seat = view.seat
        options = {o.kind: o for o in table.options}
        if table.phase == "straddling":
            return actions.DeclineStraddle(seat)
        if table.phase == "drawing":
            return self._drawer.decide(view)
        return self.bet(view, options)

    def bet(self, view: View, options: dict[str, Option]) -> Action:
        raise NotImplementedError

    def _opens(self, view: View) -> bool:
        rank = view.table.opening_rank
        return rank is not None and has_openers(view.hand, rank, self.rules)

    def _at_least(self, view: View, cls: HandClass) -> bool:
        return self.ev.value(view.hand) >= self.ev.class_floor(cls)


def _meet(seat: int, options: dict[str, Option]) -> Action | None:
    """Come in, stay, see or call, without raising: whichever is offered."""
    if "come_in" in options:
        return actions.ComeIn(seat, 0)
    if "stay" in options:
        return actions.Stay(seat, 0)
    if "see" in options:
        return actions.See(seat)
    if "call" in options:
        return actions.Call(seat)
    return None


def _least_bet_or_check(seat: int, options: dict[str, Option]) -> Action | None:
    if "check" in options:
        return actions.Check(seat)
    if "bet" in options:
        return actions.Bet(seat, max(1, options["bet"].least))
    return None


class CallingStation(Baseline):
    """Always comes in and calls; never raises."""

    name = "calling station"

    def bet(self, view: View, options: dict[str, Option]) -> Action:
        seat = view.seat
        if "open" in options:
            if self._opens(view):
                return actions.Open(seat, max(1, options["open"].least))
            return actions.Pass(seat)
        return _meet(seat, options) or _least_bet_or_check(seat, options) or actions.Pass(seat)


class TightPassive(Baseline):
    """Passes unless strong; when strong, only sees, calls or bets the least."""

    name = "tight-passive"

    def bet(self, view: View, options: dict[str, Option]) -> Action:
        seat = view.seat
        if view.table.phase == "before_draw":
            strong = self.ev.value(view.hand) >= self.ev.pair_of(9)  # jacks or better
            if "open" in options:
                if strong and self._opens(view):
                    return actions.Open(seat, max(1, options["open"].least))
                return actions.Pass(seat)
            meet = _meet(seat, options) if strong else None
            return meet or actions.Pass(seat)
        if self._at_least(view, HandClass.TWO_PAIR):
            return _meet(seat, options) or _least_bet_or_check(seat, options) or actions.Pass(seat)
        return actions.Check(seat) if "check" in options else actions.Pass(seat)


class RandomLegal(Baseline):
    """Any option the laws offer, uniformly; an amount anywhere in its bounds."""

    name = "random legal"

    def decide(self, view: View) -> Action:
        table = view.table
        seat = view.seat
        option = table.options[self.rng.randrange(len(table.options))]
        kind = option.kind
        if kind == "draw":
            return actions.Draw(seat, self._discards(view))
        if kind == "open" and not self._opens(view):
            return actions.Pass(seat)  # offered to all, but only openers may open
        amount = self.rng.randint(option.least, option.most) if option.most else None
        return actions.make_action(kind, seat, amount)

    def _discards(self, view: View) -> tuple[Any, ...]:
        hand = list(view.hand)
        table = view.table
        rank = table.opening_rank
        opener = table.opener == view.seat and table.kind == "jackpot" and rank is not None
        for _ in range(20):
            discards = tuple(c for c in hand if self.rng.random() < 0.4)
            kept = [c for c in hand if c not in discards]
            if not opener or (rank is not None and keeps_openers(hand, kept, rank, self.rules)):
                return discards
        return ()


# The baselines by the names the benchmark and its test use.
BASELINES: dict[str, Callable[[Rules, int | str | None], Baseline]] = {
    "calling_station": CallingStation,
    "tight_passive": TightPassive,
    "random_legal": RandomLegal,
}

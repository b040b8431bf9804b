"""How a robot plays whisky poker, from its own seat's view only.

It takes the widow or exchanges a card when that makes its hand better,
and knocks when the hand is good enough to stand on.  "Good enough" depends
on the game: in the pool game the best hand wins, so it wants two pairs or
so (the close player more, the liberal less, both less as the rounds go by);
in the refreshments game it only has to not be the worst hand, so any
fair pair will do.  A face-down widow is a gamble taken only on a poor hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.actions import Action, Exchange, Knock, Pass, TakeWidow, TurnUp
from engine.cards import Card
from engine.hands import HandClass
from engine.robot_rules import RULES, Decision
from engine.views import PrivateView, WhiskyView

if TYPE_CHECKING:
    from engine.robots import Robot

H = HandClass


def decide(robot: Robot, view: PrivateView[WhiskyView]) -> Action:
    return explain(robot, view).action


def explain(robot: Robot, view: PrivateView[WhiskyView]) -> Decision:
    """The action with the rule that chose it."""
    seat, table = view.seat, view.table
    options = {o.kind for o in table.options}
    hand = list(view.hand)
    ev = robot.ev
    value = ev.value(hand)
    stand_on = _standing_hand(robot, table)
    facts = dict(hand=ev.describe(value), stand_on=ev.describe(stand_on), settlement=str(table.settlement))

    def because(action: Action, rule: str, **more: str) -> Decision:
        return Decision(action, RULES[rule].because(**facts, **more))

    if not table.widow_up:
        if "knock" in options and value >= stand_on:
            return because(Knock(seat), "whisky_knock")
        # An unseen widow is an average hand: worth taking only for a hand below a pair.
        if value < ev.class_floor(H.ONE_PAIR) and (robot.liberal or value < _ace_high(robot)):
            return because(TakeWidow(seat), "whisky_take_blind")
        return because(TurnUp(seat) if "turn_up" in options else Pass(seat), "whisky_turn_up")

    widow = list(table.widow)
    move, best = _best_move(robot, seat, hand, widow)
    better = ev.describe(best)
    if "knock" in options:
        strong = value >= ev.class_floor(H.FLUSH)
        if value >= stand_on and (best <= value or strong):
            return because(Knock(seat), "whisky_knock")
        if best > value:
            return because(move, "whisky_improve", better=better)
        # Nothing improves it: stand on it when the deal is long enough, or keep exchanging.
        late = table.rounds >= robot.rules.whisky_rounds - 1
        if late or value >= ev.class_floor(H.ONE_PAIR):
            return because(Knock(seat), "whisky_stand")
        return because(move, "whisky_trade", better=better)
    if best > value:
        return because(move, "whisky_improve", better=better)
    return because(Pass(seat), "whisky_keep")  # somebody has knocked: keep what one has


def _standing_hand(robot: Robot, view: WhiskyView) -> int:
    """The least hand the robot knocks on."""
    ev = robot.ev
    players = sum(1 for s in view.seats if s.status == "in")
    late = view.rounds >= 2
    if view.settlement == "refreshments":
        # Only the worst hand pays: a pair is seldom the worst of a few hands.
        rank = 2 if robot.liberal or late else 6  # fours, or eights when close
        return ev.pair_of(rank + min(players, 5) - 2)
    if robot.liberal or late:
        return ev.class_floor(H.TWO_PAIR) if players > 3 else ev.pair_of(10)
    jacks_up = ev.class_floor(H.TWO_PAIR) | (9 << 16) << 1
    return jacks_up if players > 3 else ev.class_floor(H.TWO_PAIR)


def _ace_high(robot: Robot) -> int:
    return robot.ev.class_floor(H.HIGH_CARD) | (12 << 16) << 1


def _best_move(robot: Robot, seat: int, hand: list[Card], widow: list[Card]) -> tuple[Action, int]:
    """The take or exchange that leaves the best hand, and that hand's value.  Among equal
    values it keeps the higher cards in hand, so that a useless exchange at least keeps kickers."""
    ev = robot.ev
    best: tuple[int, int, Action] = (ev.value(widow), sum(widow), TakeWidow(seat))
    for i, discard in enumerate(hand):
        for take in widow:
            after = [*hand[:i], take, *hand[i + 1:]]
            key = (ev.value(after), sum(after), Exchange(seat, discard, take))
            if key[:2] > best[:2]:
                best = key
    return best[2], best[0]

"""How a robot plays straight poker ("bluff").

With no draw, hands stay as dealt and run weak: the robot values its hand
by the share of dealt hands it beats (`engine.odds_dealt.percentile`, exact
for the pack and hand rules in force), so that its chance of holding the
best of k other hands is about share ** k.  That puts three of a kind near
nine in ten against four others and two pairs near three in four, as Foster
says.  It bets when it is likely best, bluffs now and then (more when few
are left against it and everyone before it has passed), and meets a bet
when its chance against a betting hand is worth the price.
"""

from __future__ import annotations

from engine.actions import Action, Bet, Call, Pass, Raise
from engine.odds_dealt import percentile
from engine.robot_rules import RULES, Decision, Fact
from engine.robots import Options, Robot
from engine.views import PrivateView, PublicView

# How often a robot bets on nothing, by style (close, liberal); doubled against one or two.
BLUFF = (0.06, 0.12)
# The share of dealt hands a first bet is taken to come from; each raise halves it.
BETTING_RANGE = 0.4
# How often a bettor is taken to be bluffing (about a fifth of robot bets are on nothing).
THEIR_BLUFFS = 0.2


def decide(robot: Robot, view: PrivateView[PublicView]) -> Action:
    """The robot's action for the seat in `view` (always one of the options offered)."""
    return explain(robot, view).action


def explain(robot: Robot, view: PrivateView[PublicView]) -> Decision:
    """The action with the rule that chose it."""
    seat, table = view.seat, view.table
    options: Options = {o.kind: o for o in table.options}
    value = robot.ev.value(view.hand)
    share = percentile(value, robot.rules.hands)
    opponents = sum(1 for i, s in enumerate(table.seats) if s.status == "in" and i != seat)
    if "call" in options:
        return _meet_bet(robot, seat, options, table, share, opponents, robot.ev.describe(value))
    best = share ** opponents  # the chance no other hand beats it
    facts: dict[str, Fact] = dict(hand=robot.ev.describe(value), beats=round(share, 3), best=round(best, 3), opponents=opponents)
    bet = options.get("bet")
    if bet is None:
        return Decision(Pass(seat), RULES["straight_pass"].because(**facts))
    if best >= (0.45 if robot.liberal else 0.55):
        return Decision(Bet(seat, robot._size(bet.most, table.pool, 1.0 if best >= 0.75 else 0.5)),
                        RULES["straight_bet"].because(**facts))
    rate = BLUFF[robot.liberal] * (2 if opponents <= 2 else 1) * (1.5 if _all_passed_before(table) else 1)
    if robot.rng.random() < rate:  # a bluff must look like strength
        return Decision(Bet(seat, robot._size(bet.most, table.pool, 1.0)), RULES["straight_bluff"].because(**facts))
    return Decision(Pass(seat), RULES["straight_pass"].because(**facts))


def _meet_bet(robot: Robot, seat: int, options: Options, view: PublicView, share: float,
              opponents: int, held: str) -> Decision:
    pressure = sum(1 for e in view.log if e.text.startswith(("bets", "raises")))
    top = BETTING_RANGE / 2 ** max(pressure - 1, 0)
    # Against the bettor's range (with his bluffs), then the rest as dealt hands.
    against_bettor = THEIR_BLUFFS + (1 - THEIR_BLUFFS) * min(max((share - (1 - top)) / top, 0.0), 1.0)
    chance = against_bettor * share ** max(opponents - pressure, 0)
    price = options["call"].chips
    pool = view.pool
    facts: dict[str, Fact] = dict(hand=held, chance=round(chance, 3), price=price, pool=pool)
    rais = options.get("raise")
    if rais and (chance >= 0.7 or (robot.liberal and robot.rng.random() < 0.03)) and robot.rng.random() < 0.7:
        return Decision(Raise(seat, robot._size(rais.most, pool, 1.0 if chance >= 0.85 else 0.5)),
                        RULES["straight_raise"].because(**facts))
    margin = 1.0 if robot.liberal else 1.25
    if chance * (pool + price) >= price * margin:
        return Decision(Call(seat), RULES["straight_call"].because(**facts))
    return Decision(Pass(seat), RULES["straight_drop"].because(**facts))


def _all_passed_before(view: PublicView) -> bool:
    """Everyone who has spoken passed, and at least one has (a late bet looks stronger)."""
    spoken = [e for e in view.log if e.seat is not None and e.text != "antes for the table"]
    return bool(spoken) and all(e.text == "passes" for e in spoken)

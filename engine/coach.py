"""The coach: what Foster would do in a player's seat, and why.

The advice is the robots' own decision (`Robot.explain`) for the seat, so a
robot and the coach cannot disagree, with the exact chance that a draw
improves the hand (`engine.odds`).  It is computed from the player's
`PrivateView` and nothing else: it cannot know another seat's cards or the
rest of the pack, and the chance counts every card he has not seen as
still to come.

The coach plays the close (cautious) style, Foster's own.  Where a rule
leaves something to chance (a bluff, a flier), the robot's chance is drawn
from a generator seeded by the view itself, so the same moment always gets
the same advice, and the words say that the choice goes by chance.  Passing
the same `seed` to a robot and to the coach gives the same action.

After the deal, `review` sets each of his decisions beside the coach's, and
lists the hands the table was shown.  At a lesson's deal a decision the lesson
asked for is marked so (`engine.course.asked_for`): the words name the lesson,
not a mistake.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import partial
from typing import Any

from engine.actions import Action, Draw, Open
from engine.cards import Card
from engine.course import asked_for, lesson_deal_of
from engine.deal_data import DealSetup
from engine.odds import draw_outcomes
from engine.robot_rules import Decision
from engine.robots import Robot, Style
from engine.rules import Rules
from engine.varieties import new_deal
from engine.views import PrivateView, PublicView


@dataclass(frozen=True, slots=True)
class DrawChance:
    """A draw (the cards thrown) and the exact chance that it improves the hand's class."""

    discard: tuple[Card, ...]
    improves: Fraction


@dataclass(frozen=True, slots=True)
class Advice:
    decision: Decision
    hand: tuple[Card, ...]  # his own cards, which the words may name
    draw: DrawChance | None  # draw poker before or at the draw: the coach's draw
    considering: DrawChance | None  # the draw he asked about, if any

    @property
    def action(self) -> Action:
        return self.decision.action


@dataclass(frozen=True, slots=True)
class Step:
    """One of his decisions in a finished deal, beside the coach's."""

    phase: str
    his: Action
    advice: Advice
    asked: bool = False  # what the lesson of this deal asked him to do

    @property
    def agreed(self) -> bool:
        return self.his == self.advice.action


@dataclass(frozen=True, slots=True)
class Review:
    steps: tuple[Step, ...]
    shown: tuple[tuple[str, tuple[Card, ...]], ...]  # (player, the hand he showed), as the table saw


def view_seed(view: PrivateView[PublicView]) -> str:
    """A seed drawn only from what the seat sees: the same moment gives the same advice."""
    table = view.table
    return f"coach:{table.number}:{view.seat}:{len(table.log)}:{table.phase}:{''.join(map(str, view.hand))}"


def coach_advice(view: PrivateView[Any], rules: Rules, *, considering: Sequence[Card] | None = None,
                 seed: int | str | None = None, style: Style = Style.CLOSE) -> Advice:
    """What Foster would do in the seat of `view`, with the chance his draw improves."""
    robot = Robot(rules, style, view_seed(view) if seed is None else seed)
    decision = robot.explain(view)
    table: PublicView = view.table
    draw = asked = None
    if table.variety == "draw" and table.phase in ("before_draw", "drawing") and len(view.hand) == 5:
        if isinstance(decision.action, Draw):
            discard = decision.action.discards
        else:  # the draw it will make, as the opener where it opens now
            discard, _ = robot.planned_draw(view, opening=isinstance(decision.action, Open))
        draw = chance(view.hand, discard, rules)
        if considering is not None:
            asked = chance(view.hand, tuple(considering), rules)
    return Advice(decision, tuple(view.hand), draw, asked)


def chance(hand: Sequence[Card], discard: Sequence[Card], rules: Rules) -> DrawChance:
    """The exact chance that throwing `discard` and drawing as many improves the hand's class,
    counting every card not in the hand as one that may come."""
    keep = [c for c in hand if c not in discard]
    outcome = draw_outcomes(hand, keep, rules.hands)
    return DrawChance(tuple(discard), Fraction(outcome.improved, outcome.draws))


Asked = Callable[[str, Action, Sequence[Card]], bool]  # (phase, his action, his hand): did the lesson ask it


def review(steps: Sequence[tuple[PrivateView[Any], Action]], final: PublicView, rules: Rules,
           asked: Asked | None = None) -> Review:
    """His decisions (each with the view he had when he made it) beside the coach's, and the
    hands the table was shown; `asked` marks those his lesson asked for."""
    done = tuple(Step(view.table.phase, action, coach_advice(view, rules),
                      asked is not None and asked(view.table.phase, action, view.hand)) for view, action in steps)
    shown = tuple((seat.player, seat.shown) for seat in final.seats if seat.shown)
    return Review(done, shown)


def deal_review(setup: DealSetup, actions: Sequence[Action], seat: int) -> Review:
    """The review of a finished deal for one seat, from its record: the deal is played again,
    and at each of his actions the coach is given only his seat's view, as it was then.  A
    lesson's deal (its stacked pack says which) marks what the lesson asked of him."""
    step = lesson_deal_of(setup, seat)
    asked = None if step is None else partial(asked_for, step)
    deal = new_deal(setup)
    steps = []
    for action in actions:
        if action.seat == seat:
            steps.append((deal.seat_view(seat), action))
        deal.apply(action)
    return review(steps, deal.view(), setup.rules, asked)

"""The tutorial table's course: a few deals stacked so that each shows one thing, then free play.

A tutorial table seats the learner and three robots (four seats).  Each
lesson names the dealer, counted in seats to the learner's left, and for
each of its deals the five cards of every hand (the learner's first, then
each robot's going to his left) and, where the lesson is about the draw, the
cards the learner draws: in those lessons he is the first to draw, so they
come straight off the stock.  The rest of the pack is the deal's seeded
shuffle, as at any table.  `hints` are what the coach would suggest, by
phase; a test plays them as a scripted member and checks the lesson's point
(`happened`) really comes about, whatever the robots' seeds.

Lessons are dealt only at a tutorial table: one whose `Table.course` names
its learner and his place (`Course`), which the table carries between deals
like anything else, so a restart finds him where he was.  `Table.start`
deals the next lesson's pack (`stacked_for`) and `Table.settle` moves him on
(`after_deal`).  The words for each lesson are in `bot/text/learn_words.py`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from engine.actions import Action, ComeIn, Draw, Open, Straddle
from engine.cards import Card, parse_cards
from engine.deal import Deal, Outcome
from engine.deal_data import DealSetup
from engine.hands import HandClass, evaluator_for
from engine.phases import DealKind
from engine.rules import KittyScale, Rules

if TYPE_CHECKING:
    from engine.table import Table

SEATS = 4  # the learner and three robots
LESSON_JACKPOT = "the lesson is about one"  # why a lesson's first deal is a jack-pot


@dataclass(frozen=True, slots=True)
class LessonDeal:
    """One stacked deal: the hands from the learner round to his left, his draw, the coach's hints."""

    hands: tuple[str, str, str, str]
    draw: str = ""  # the learner's draw, off the top of the stock
    hints: dict[str, str] = field(default_factory=dict)  # phase: the kind of action suggested
    keep: str = ""  # the cards the coach suggests keeping at the draw


@dataclass(frozen=True, slots=True)
class Lesson:
    key: str
    dealer: int  # the dealer at the lesson's first deal, in seats to the learner's left
    deals: tuple[LessonDeal, ...]
    kitty: bool = False  # dealt only where the table's rules keep a kitty
    jackpot: bool = False  # its first deal is a jack-pot


@dataclass(frozen=True, slots=True)
class Place:
    """Where a learner is: the lesson, and the deal within it.  Past the last lesson: free play."""

    lesson: int = 0
    deal: int = 0


@dataclass(frozen=True, slots=True)
class Course:
    """A tutorial table's learner and where he is in the course."""

    learner: str
    place: Place = Place()

    def to_dict(self) -> dict[str, object]:
        return {"learner": self.learner, "lesson": self.place.lesson, "deal": self.place.deal}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Course:
        return cls(str(data["learner"]), Place(int(data["lesson"]), int(data["deal"])))


COURSE: tuple[Lesson, ...] = (
    # He sits on the age's left: the age puts up the blind and he is offered the straddle.
    Lesson("blind", dealer=2, deals=(LessonDeal(
        ("Kh Kd 9c 6s 3d", "Th Tc Ah 7d 2s", "Qc 8d 5h 4c 2h", "Js 9d 7h 4s 3c"),
        hints={"straddling": "straddle", "before_draw": "come_in"}),)),
    # He deals, so speaks late: a robot comes in with aces first, and he comes in with queens.
    Lesson("coming_in", dealer=0, deals=(LessonDeal(
        ("Qh Qs Tc 7d 4h", "Kc 9s 6d 4d 2c", "Jc 8s 6h 3h 2d", "Ad As 8h 5c 3s"),
        hints={"straddling": "decline_straddle", "before_draw": "come_in"}),)),
    # He is the age, so the first to draw: he keeps his jacks and draws the third.
    Lesson("the_draw", dealer=3, deals=(LessonDeal(
        ("Jh Jd Ac 8d 5s", "Kc Ks 9h 6c 2s", "Qd Td 7s 5h 3c", "Js 8c 6s 4d 2h"),
        draw="Jc 9d 3h", keep="Jh Jd",
        hints={"before_draw": "come_in", "after_draw": "bet"}),)),
    # He speaks first after the draw, pat with a flush: he bets, and the robot's threes meet it.
    Lesson("betting", dealer=2, deals=(LessonDeal(
        ("Ah Jh 8h 6h 3h", "8s 8d 8c Kd 4c", "Qs Ts 7c 5d 2c", "Kc 9d 6s 4s 3d"),
        keep="Ah Jh 8h 6h 3h",
        hints={"straddling": "decline_straddle", "before_draw": "come_in", "after_draw": "bet"}),)),
    # A robot with threes bets after the draw; he calls with a straight and the hands are shown.
    Lesson("showdown", dealer=0, deals=(LessonDeal(
        ("Ts 9h 8d 7c 6s", "Kd Jc 5h 4d 2s", "9s 9d 9c Qd 4c", "Ah Qs Jd 8h 3c"),
        keep="Ts 9h 8d 7c 6s",
        hints={"before_draw": "see", "after_draw": "call"}),)),
    # A jack-pot nobody can open is fattened; the next deal he opens it.
    Lesson("jackpot", dealer=0, jackpot=True, deals=(
        LessonDeal(("Ah Ts 8d 6c 3h", "Kc Qd 9h 7s 4c", "Jd 9c 7h 5s 2d", "As Kh Tc 5c 4d"),
                   hints={"before_draw": "pass"}),
        LessonDeal(("Kc Ks 8d 6h 3s", "Qd Qh 9c 7s 2d", "Ad Jc 7h 5c 3d", "Th 9s 6d 4c 2h"),
                   keep="Kc Ks", hints={"before_draw": "open", "after_draw": "bet"}),
    )),
    # Threes shown in a call pay the kitty (only where the table keeps one).
    Lesson("kitty", dealer=2, kitty=True, deals=(LessonDeal(
        ("Kh Kd Kc 7s 2d", "Ac Ad Qs Qh 5c", "Jh 9s 6d 4c 2h", "Td 8s 6c 5h 3d"),
        draw="9h 4d", keep="Kh Kd Kc",
        hints={"straddling": "decline_straddle", "before_draw": "come_in", "after_draw": "bet"}),)),
)


def lessons_for(rules: Rules) -> tuple[Lesson, ...]:
    """The lessons a table under these rules deals: the kitty's only where it keeps one."""
    return tuple(lesson for lesson in COURSE if not lesson.kitty or rules.kitty is not KittyScale.NONE)


def tutorial_rules(kitty: KittyScale = KittyScale.NONE) -> Rules:
    """Foster's standard game, which the lessons are stacked for; the channel's kitty, if any."""
    return Rules(kitty=kitty)


def stack(hands: dict[int, str], dealer: int, draw: str = "") -> str:
    """The pack's top that deals each seat its hand (law 12: a card at a time, from the dealer's
    left), then `draw` for the first to draw."""
    order = [(dealer + i) % SEATS for i in range(1, SEATS + 1)]
    cards = {seat: parse_cards(hands[seat]) for seat in order}
    return " ".join([str(cards[seat][i]) for i in range(5) for seat in order] + draw.split())


def prepare(table: Table, place: Place, learner: int, lessons: Sequence[Lesson]) -> str | None:
    """Ready the table for the next deal of the course, and give its stacked pack.

    None in free play, or while chips from before the lesson are still in the pool: that pool is
    played for first, with a shuffled pack.  At a lesson's first deal the dealer is moved to where
    the lesson wants him, and nothing owed from earlier deals (a jack-pot due) carries into it.
    """
    if len(table.seats) != SEATS:
        raise ValueError(f"a tutorial table seats {SEATS}, not {len(table.seats)}")
    if place.lesson >= len(lessons):
        return None
    lesson = lessons[place.lesson]
    if place.deal == 0:
        if table.carried:
            return None
        table.dealer = (learner + lesson.dealer) % SEATS
        table.jackpot_reason = LESSON_JACKPOT if lesson.jackpot else None
        table.whangdoodle_left, table.unopened = 0, 0
    step = lesson.deals[place.deal]
    hands = {(learner + i) % SEATS: cards for i, cards in enumerate(step.hands)}
    return stack(hands, table.dealer, step.draw)


def stacked_for(table: Table) -> str | None:
    """The next deal's stacked pack at a tutorial table (readying the table for it), or None:
    free play, a pool owed from before, or not the learner and three others at the table."""
    course = table.course
    if course is None or len(table.seats) != SEATS:
        return None
    seat = next((i for i, s in enumerate(table.seats) if s.player == course.learner), None)
    if seat is None or len(table.players_with_chips()) != SEATS:  # someone out: no lesson
        return None
    return prepare(table, course.place, seat, lessons_for(table.rules))


def after_deal(table: Table, deal: Deal) -> None:
    """Move the learner on once a deal is settled: a lesson's deal takes him to the next."""
    course = table.course
    if course is not None:
        place = advance(course.place, lessons_for(table.rules), deal.setup.stacked is not None)
        table.course = replace(course, place=place)


def advance(place: Place, lessons: Sequence[Lesson], stacked: bool) -> Place:
    """Where the learner is after a deal (`stacked`: whether it was his lesson's, or a pool owed)."""
    if place.lesson >= len(lessons) or not stacked:
        return place
    if place.deal + 1 < len(lessons[place.lesson].deals):
        return Place(place.lesson, place.deal + 1)
    return Place(place.lesson + 1, 0)


# ----- what a lesson asked of him, for the coach ------------------------------------------------

def lesson_deal_of(setup: DealSetup, seat: int) -> LessonDeal | None:
    """The lesson deal this deal was stacked for with `seat` as the learner, found again from its
    pack and dealer (so a restart, or a deal's record, knows it); None for any other deal."""
    if not setup.stacked or len(setup.players) != SEATS:
        return None
    for lesson in COURSE:
        for step in lesson.deals:
            hands = {(seat + i) % SEATS: cards for i, cards in enumerate(step.hands)}
            if stack(hands, setup.dealer, step.draw) == setup.stacked:
                return step
    return None


def asked_for(step: LessonDeal, phase: str, action: Action, hand: Sequence[Card]) -> bool:
    """Whether the lesson asked him for `action` at this phase: its hint's kind, or at the draw
    keeping the cards it names (`hand`: his cards as he drew)."""
    if isinstance(action, Draw):
        return bool(step.keep) and set(hand) - set(action.discards) == set(parse_cards(step.keep))
    return step.hints.get(phase) == action.kind


def asked_now(step: LessonDeal, phase: str) -> tuple[str, tuple[Card, ...]] | None:
    """What the lesson asks of him in this phase, if anything: the kind of action, and for the
    draw the cards to keep."""
    if phase == "drawing":
        return ("draw", tuple(parse_cards(step.keep))) if step.keep else None
    kind = step.hints.get(phase)
    return None if kind is None else (kind, ())


# ----- what each lesson shows, checked on its deals ---------------------------------------------

Check = Callable[[Sequence[Deal], int], bool]


def _straddled(deals: Sequence[Deal], learner: int) -> bool:
    deal = deals[0]  # the age's blind, then his straddle
    return deal.view().blinds[:2] == (deal.age, learner) and any(
        isinstance(a, Straddle) and a.seat == learner for a in deal.history)


def _came_in_with_a_robot(deals: Sequence[Deal], learner: int) -> bool:
    entries = [a.seat for a in deals[0].history if isinstance(a, ComeIn)]
    return learner in entries and len(entries) > 1


def _improved(deals: Sequence[Deal], learner: int) -> bool:
    deal = deals[0]
    ev = evaluator_for(deal.rules.hands)
    return deal.drew[learner] == 3 and ev.value(deal.hands[learner]) >= ev.class_floor(HandClass.THREE_OF_A_KIND)


def _bet_met(deals: Sequence[Deal], learner: int) -> bool:
    log = [e for e in deals[0].view().log if e.seat is not None]
    bets = [i for i, e in enumerate(log) if e.seat == learner and e.text.startswith("bets")]
    return bool(bets) and any(e.seat != learner and e.text.startswith(("calls", "raises"))
                              for e in log[bets[0]:])


def _shown(deals: Sequence[Deal], learner: int) -> bool:
    deal = deals[0]
    assert deal.result is not None
    return deal.result.outcome is Outcome.SHOWDOWN and learner in deal.shown


def _jackpot_fattened_and_opened(deals: Sequence[Deal], learner: int) -> bool:
    first, second = deals
    return (first.result is not None and first.result.outcome is Outcome.NOT_OPENED
            and first.kind is DealKind.JACKPOT and second.kind is DealKind.JACKPOT
            and second.setup.fattening and second.opener == learner
            and any(isinstance(a, Open) and a.seat == learner for a in second.history))


def _kitty_paid(deals: Sequence[Deal], learner: int) -> bool:
    result = deals[0].result
    return result is not None and result.kitty > 0


POINTS: dict[str, Check] = {
    "blind": _straddled,
    "coming_in": _came_in_with_a_robot,
    "the_draw": _improved,
    "betting": _bet_met,
    "showdown": _shown,
    "jackpot": _jackpot_fattened_and_opened,
    "kitty": _kitty_paid,
}


def happened(lesson: Lesson, deals: Sequence[Deal], learner: int) -> bool:
    """Whether the lesson's deals showed what the lesson is for."""
    return len(deals) == len(lesson.deals) and POINTS[lesson.key](deals, learner)

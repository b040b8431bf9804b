"""The tutorial course: each lesson, played by robots and a member following the coach's hints,
shows what it is for, whatever the robots' seeds; and the course then gives way to free play."""

from __future__ import annotations

from typing import Any

import pytest

from engine import actions, course
from engine.actions import Action
from engine.cards import parse_cards
from engine.course import (
    COURSE,
    SEATS,
    Place,
    advance,
    happened,
    lessons_for,
    prepare,
    tutorial_rules,
)
from engine.deal import Deal
from engine.robots import Robot, Style
from engine.rules import KittyScale
from engine.table import Seat, Table
from engine.views import PrivateView

ROBOT_SEEDS = range(40)


class Member:
    """Follows the lesson's hints where the option is offered, else plays as a close robot."""

    def __init__(self, step: course.LessonDeal | None, rules: Any, seed: str, hints: bool = True) -> None:
        self.step = step if hints else None
        self.fallback = Robot(rules, Style.CLOSE, seed)

    def decide(self, view: PrivateView[Any]) -> Action:
        table, seat = view.table, view.seat
        step = self.step
        if step is not None and table.phase == "drawing" and step.keep:
            keep = parse_cards(step.keep)
            return actions.Draw(seat, tuple(c for c in view.hand if c not in keep))
        hint = step.hints.get(table.phase) if step is not None else None
        option = table.option(hint) if hint else None
        if option is not None:
            if option.kind in ("come_in", "stay"):
                amount: int | None = 0  # in without raising
            else:
                amount = max(1, option.least) if option.most else None
            return actions.make_action(option.kind, seat, amount)
        return self.fallback.decide(view)


def play_course(learner: int, robot_seed: int, kitty: KittyScale = KittyScale.NONE,
                extra: int = 3, hints: bool = True, liberal: int | None = None) -> tuple[list[tuple[course.Lesson, list[Deal]]], list[Deal], Table]:
    rules = tutorial_rules(kitty)
    lessons = lessons_for(rules)
    table = Table(rules, [Seat("learner" if i == learner else f"robot {i}", 200) for i in range(SEATS)])
    # As the bot plays them: a robot made afresh for each action, its seed the table's place;
    # `liberal`, the robot (counted to the learner's left) that plays the liberal style.
    styles = {(learner + i) % SEATS: Style.LIBERAL if i == liberal else Style.CLOSE for i in range(1, SEATS)}
    place = Place()
    played: list[tuple[course.Lesson, list[Deal]]] = []
    free: list[Deal] = []
    number = 0
    while len(free) < extra:
        stacked = prepare(table, place, learner, lessons)
        step = lessons[place.lesson].deals[place.deal] if stacked else None
        member = Member(step, rules, f"m{robot_seed}:{number}", hints)
        deal = table.start(seed=f"learn:{robot_seed}:{number}", stacked=stacked)
        while deal.result is None:
            seat = deal.to_act
            assert seat is not None
            if seat == learner:
                action = member.decide(deal.seat_view(seat))
            else:
                robot = Robot(rules, styles[seat], f"{robot_seed}:{number}:{len(deal.history)}")
                action = robot.decide(deal.seat_view(seat))
            deal.apply(action)
        table.settle(deal)
        if stacked is None and place.lesson >= len(lessons):
            free.append(deal)
        elif stacked is not None:
            if place.deal == 0:
                played.append((lessons[place.lesson], []))
            played[-1][1].append(deal)
        place = advance(place, lessons, stacked is not None)
        number += 1
        assert number < 40, "the course never ended"
    return played, free, table


@pytest.mark.parametrize("liberal", [None, 1, 2, 3])
@pytest.mark.parametrize("learner", range(SEATS))
def test_every_lesson_shows_its_point_whatever_the_robots_seeds(learner: int, liberal: int | None) -> None:
    # The bot's robots alternate the styles by name, and names may sit anywhere: every lesson
    # must come about with close robots or with a liberal one in any of the three seats.
    for seed in ROBOT_SEEDS:
        played, free, _table = play_course(learner, seed, liberal=liberal)
        assert [lesson.key for lesson, _ in played] == [lesson.key for lesson in COURSE if not lesson.kitty]
        for lesson, deals in played:
            assert happened(lesson, deals, learner), (lesson.key, seed, [d.result for d in deals])
        assert all(d.setup.stacked is None for d in free)


def test_a_member_who_ignores_the_coach_misses_lessons() -> None:
    # The checks are not true of any deal: a member playing as a close robot, who never
    # straddles and raises with strength, does not make the straddle lesson happen.
    played, _free, _table = play_course(0, 1, hints=False)
    missed = [lesson.key for lesson, deals in played if not happened(lesson, deals, 0)]
    assert "blind" in missed


def test_the_kitty_lesson_only_where_the_table_keeps_one() -> None:
    assert "kitty" not in [lesson.key for lesson in lessons_for(tutorial_rules())]
    for seed in ROBOT_SEEDS:
        played, _free, _table = play_course(1, seed, KittyScale.HOUSE)
        lesson, deals = played[-1]
        assert lesson.key == "kitty" and happened(lesson, deals, 1), seed


def test_each_lesson_deals_what_it_says() -> None:
    # The stacked pack gives every seat the lesson's hand, counted from the learner to his left,
    # and the learner's draw comes off the top of the stock (he is the first to draw).
    for lesson in COURSE:
        rules = tutorial_rules(KittyScale.HOUSE)
        table = Table(rules, [Seat(f"p{i}", 200) for i in range(SEATS)])
        stacked = prepare(table, Place(COURSE.index(lesson), 0), 2, COURSE)
        assert stacked is not None
        deal = table.start(seed=1, stacked=stacked)
        assert table.dealer == (2 + lesson.dealer) % SEATS
        cards = stacked.split()
        assert len(set(cards)) == len(cards), lesson.key
        for i, hand in enumerate(lesson.deals[0].hands):
            seat = (2 + i) % SEATS
            while deal.phase == "straddling":
                deal.apply(actions.DeclineStraddle(deal.to_act))
            assert sorted(deal.hands[seat]) == sorted(parse_cards(hand)), (lesson.key, seat)


def test_a_pool_owed_from_before_is_played_first_with_a_shuffled_pack() -> None:
    table = Table(tutorial_rules(), [Seat(f"p{i}", 200) for i in range(SEATS)])
    table.carried, table.unopened = 8, 1  # an unopened jack-pot still in the pool
    assert prepare(table, Place(0, 0), 0, COURSE) is None
    assert advance(Place(0, 0), COURSE, stacked=False) == Place(0, 0)
    table.carried, table.unopened = 0, 0
    assert prepare(table, Place(0, 0), 0, COURSE) is not None


def test_free_play_after_the_last_lesson() -> None:
    end = Place(len(COURSE), 0)
    table = Table(tutorial_rules(), [Seat(f"p{i}", 200) for i in range(SEATS)])
    assert prepare(table, end, 0, COURSE) is None
    assert advance(end, COURSE, stacked=False) == end
    assert advance(Place(len(COURSE) - 1, 0), COURSE, stacked=True) == end


def test_every_lesson_has_its_words_and_none_names_a_card() -> None:
    import re

    from bot.text import learn_words

    assert set(learn_words.LESSONS) == {lesson.key for lesson in COURSE} == set(course.POINTS)
    card = re.compile(r"\b(?:[2-9TJQKA][shdc]|10[shdc])\b|[♠♥♦♣]")
    for i, lesson in enumerate(COURSE, 1):
        for text in (learn_words.lesson_intro(lesson.key, i, len(COURSE)),
                     learn_words.lesson_outro(lesson.key, True), learn_words.lesson_outro(lesson.key, False)):
            assert not card.search(text), text
            assert len(text) < 400


def test_a_tutorial_table_carries_the_course_through_every_deal_and_a_restart() -> None:
    # The table alone deals the lessons in order and moves the learner on; written out and read
    # back between deals (as the bot stores it after each), it loses nothing.
    rules = tutorial_rules()
    lessons = lessons_for(rules)
    wanted = [(lesson.key, deal.hands[0]) for lesson in lessons for deal in lesson.deals]
    table = Table(rules, [Seat(p, 200) for p in ("r1", "me", "r2", "r3")], course=course.Course("me"))
    dealt: list[tuple[str, str] | None] = []
    for number in range(len(wanted) + 5):
        table = Table.from_dict(table.to_dict())
        assert table.course is not None
        place = table.course.place
        lesson = lessons[place.lesson] if place.lesson < len(lessons) else None
        member = Member(lesson.deals[place.deal] if lesson else None, rules, f"m:{number}")
        deal = table.start(seed=f"carried:{number}")
        held = None
        while deal.result is None:
            seat = deal.to_act
            assert seat is not None
            if held is None and deal.phase != "straddling":
                held = " ".join(sorted(str(c) for c in deal.hands[1]))
            player = member if seat == 1 else Robot(rules, Style.CLOSE, f"{number}:{len(deal.history)}")
            deal.apply(player.decide(deal.seat_view(seat)))
        table.settle(deal)
        dealt.append(None if deal.setup.stacked is None or lesson is None else (lesson.key, held or ""))
    lesson_deals = [d for d in dealt if d is not None]
    assert [key for key, _ in lesson_deals] == [key for key, _ in wanted]
    assert [hand for _, hand in lesson_deals] == [" ".join(sorted(h.split())) for _, h in wanted]
    assert dealt[len(wanted):] == [None] * 5  # then free play, shuffled
    assert table.course == course.Course("me", Place(len(lessons), 0))


def test_no_lesson_while_a_seat_sits_out_and_the_learner_stays_where_he_was() -> None:
    rules = tutorial_rules()
    table = Table(rules, [Seat(p, 200) for p in ("me", "r1", "r2", "r3")], course=course.Course("me"))
    table.seats[2].sitting_out = True
    deal = table.start(seed="short")
    assert deal.setup.stacked is None
    while deal.result is None:
        seat = deal.to_act
        assert seat is not None
        deal.apply(Robot(rules, Style.CLOSE, f"s:{len(deal.history)}").decide(deal.seat_view(seat)))
    table.settle(deal)
    assert table.course == course.Course("me", Place(0, 0))


@pytest.mark.parametrize("learner", range(SEATS))
def test_the_coach_knows_each_lesson_deal_and_what_it_asked(learner: int) -> None:
    """From a deal's record alone (its stacked pack and dealer) the engine finds the lesson deal
    it was, for the learner's seat only; and the review marks as asked exactly the steps where
    he did what the lesson's hint (or its draw) named, the straddle of lesson 1 among them."""
    from engine.coach import deal_review

    played, free, _table = play_course(learner, 3, kitty=KittyScale.HOUSE)
    straddles = 0
    for lesson, deals in played:
        for step, deal in zip(lesson.deals, deals, strict=True):
            assert course.lesson_deal_of(deal.setup, learner) is step, lesson.key
            others = [s for s in range(SEATS) if s != learner]
            assert all(course.lesson_deal_of(deal.setup, s) is None for s in others)
            review = deal_review(deal.setup, deal.history, learner)
            for done in review.steps:
                if isinstance(done.his, actions.Draw):  # he keeps what the lesson names, where it names any
                    kept = set(done.advice.hand) - set(done.his.discards)
                    assert done.asked == bool(step.keep) and (not step.keep or kept == set(parse_cards(step.keep)))
                else:
                    assert done.asked == (step.hints.get(done.phase) == done.his.kind), (lesson.key, done)
                straddles += done.asked and done.his.kind == "straddle" and not done.agreed
    assert straddles == 1  # lesson 1's straddle: asked, though Foster would not
    assert all(course.lesson_deal_of(d.setup, learner) is None for d in free)

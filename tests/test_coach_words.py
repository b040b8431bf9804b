"""The coach's words (bot/text/coach_words.py): every rule said, plainly, in our own words,
naming no card the member may not know."""

from __future__ import annotations

import random
import re

import pytest

from bot.text.coach_words import WHY, advice_words, reason, review_words
from engine.cards import ALL_CARDS
from engine.coach import coach_advice, review
from engine.robot_rules import RULES
from engine.robots import Robot, Style
from engine.table import new_table
from tests.test_coach import RULE_SETS, known_cards, seats_to_act, sevens
from tests.test_lawbook import book_ngrams, copied_runs, source_books

SYMBOLS = {c.symbol(): c for c in ALL_CARDS}
CARD = re.compile("|".join(re.escape(s) for s in sorted(SYMBOLS, key=len, reverse=True)))


def test_every_rule_has_its_words():
    assert set(WHY) == set(RULES)


def test_the_issue_example_reads_as_foster_would_say_it():
    words = advice_words(coach_advice(sevens().seat_view(0), RULE_SETS[0]))
    assert words.startswith("Foster (Coming into Jack-Pots): Only a pair of jacks or better may open, "
                            "and you hold a pair of sevens.")
    assert "Foster would pass." in words
    assert words.endswith("If you play, drawing 3 improves your hand 28.7% of the time (1,552 in 5,405).")
    assert pytest.approx(0.2871, abs=1e-4) == 1552 / 5405  # Foster: about 2.5 to 1 against


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: f"{r.variety.value}-{r.hands.pack.value}")
def test_advice_is_two_or_three_sentences_naming_only_cards_he_may_know(rules):
    rng = random.Random(3)
    said = set()
    for deal, seat in seats_to_act(rules, 150, seed=rng.randrange(10**6)):
        view = deal.seat_view(seat)
        words = advice_words(coach_advice(view, rules))
        said.add(words.split(":")[0])
        assert 2 <= len(re.findall(r"[.!?](?:\s|$)", words)) <= 3, words
        assert "{" not in words and "None" not in words, words
        named = {SYMBOLS[m] for m in CARD.findall(words)}
        assert named <= known_cards(view), words
    assert all(s.startswith("Foster (") for s in said)


def test_the_review_names_players_and_only_shown_cards():
    rules = RULE_SETS[0]
    table, _ = new_table(rules, ["A", "B", "C"], [200] * 3, seed=4)
    deal = table.start(seed="4")
    robots = {i: Robot(rules, Style.LIBERAL, f"r{i}") for i in range(3)}
    steps = []
    while deal.result is None:
        seat = deal.to_act
        assert seat is not None
        action = robots[seat].decide(deal.seat_view(seat))
        if seat == 0:
            steps.append((deal.seat_view(0), action))
        deal.apply(action)
    final = deal.view()
    words = review_words(review(steps, final, rules), {"B": "Bertha"})
    assert words.startswith("**The coach's review**")
    allowed = {c for v, _ in steps for c in v.hand} | {c for s in final.seats for c in (s.shown or ())}
    assert {SYMBOLS[m] for m in CARD.findall(words)} <= allowed
    if final.seats[1].shown:
        assert "Bertha: " in words


def test_no_eight_word_run_is_copied_from_the_books():
    grams = book_ngrams(p.read_text(encoding="utf-8", errors="replace") for p in source_books())
    facts = {"hand": "a pair of sevens", "need": "a pair of tens", "good": "two_pair", "fair": "one_pair",
             "price": 2, "pool": 10, "opponents": 2, "still_to_speak": 4, "stand_on": "two pairs",
             "better": "a pair of kings", "beats": 0.6}
    copied = {}
    for rule in RULES.values():
        text = reason(rule.because(**facts))
        if runs := copied_runs(text, grams):
            copied[rule.id] = runs
    assert not copied, copied


def test_what_he_chose_and_what_foster_would_read_as_english_for_every_action_kind():
    """Issue 41, item 4: the review once said "Foster would do not straddle". Every kind of
    action, as the coach words it, reads after "You chose" and "Foster would"."""
    from bot.text.coach_words import chose, would
    from engine.actions import ACTION_TYPES, make_action

    for kind, shape in ACTION_TYPES.items():
        action = make_action(kind.value, 0, 2) if shape.chosen == "amount" else (
            None if shape.chosen is not None else make_action(kind.value, 0))
        if action is None:
            continue  # a draw or an exchange: worded by its cards, tested with the coach's draws
        for said in (f"You {chose(action)}", f"Foster {would(action)}"):
            assert " do not " not in said and " to do " not in said and "would do" not in said, said
    declined = make_action("decline_straddle", 0)
    assert (chose(declined), would(declined)) == ("chose not to straddle", "would not straddle")
    straddled = make_action("straddle", 0)
    assert (chose(straddled), would(straddled)) == ("chose to straddle", "would straddle")



def test_a_step_the_lesson_asked_for_is_the_lessons_never_a_mistake():
    """Lesson 1's straddle, reviewed from the deal's record: said as the lesson's, with Foster's
    own way beside it, never "You chose to straddle; Foster would not"."""
    from engine.actions import make_action
    from engine.coach import deal_review
    from engine.course import COURSE, Place, lesson_deal_of, prepare, tutorial_rules
    from engine.table import Seat, Table

    rules = tutorial_rules()
    table = Table(rules, [Seat(name, 200) for name in ("L", "r1", "r2", "r3")])
    deal = table.start(seed="1", stacked=prepare(table, Place(), 0, COURSE))
    assert lesson_deal_of(deal.setup, 0) is COURSE[0].deals[0]
    while deal.result is None:
        seat = deal.to_act
        assert seat is not None
        straddle = seat == 0 and deal.legal().get("straddle") is not None
        deal.apply(make_action("straddle", 0) if straddle else
                   Robot(rules, Style.CLOSE, f"x{len(deal.history)}").decide(deal.seat_view(seat)))
    words = review_words(deal_review(deal.setup, deal.history, 0), {})
    (line,) = [w for w in words.splitlines() if w.startswith("- You chose to straddle")]
    assert line.startswith("- You chose to straddle, as the lesson asked. In a game of your own, Foster "
                           "would not straddle."), line

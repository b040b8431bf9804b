"""The coach (engine/coach.py): the same decision as the robot, from the member's own view only.

COACH_FULL=1 plays many more seats (the closing run); the quick run is part of the suite.
"""

from __future__ import annotations

import copy
import os
import random
from collections.abc import Iterator
from fractions import Fraction
from itertools import combinations
from typing import Any

import pytest

from engine.actions import Draw
from engine.cards import ALL_CARDS, Card, parse_cards
from engine.coach import chance, coach_advice, review
from engine.deal import Deal, DealKind, random_legal_action
from engine.hands import evaluator_for
from engine.robot_rules import RULES
from engine.robots import Robot, Style
from engine.rules import Rules
from engine.table import new_table
from engine.views import PrivateView
from tests.engine_helpers import make_deal

FULL = os.environ.get("COACH_FULL", "").strip().lower() in ("1", "true", "yes")
SEATS = 40_000 if FULL else 600  # seats checked per set of rules

RULE_SETS = [
    Rules(),
    Rules.model_validate({"hands": {"pack": "joker"}}),
    Rules.model_validate({"hands": {"pack": "ecarte"}}),
    Rules.model_validate({"all_jackpots": True}),
    Rules.model_validate({"betting": "progressive"}),
    Rules.model_validate({"variety": "straight"}),
    Rules.model_validate({"variety": "stud"}),
    Rules.model_validate({"variety": "stud", "hands": {"pack": "joker"}}),
    Rules.model_validate({"variety": "whisky"}),
    Rules.model_validate({"variety": "whisky", "whisky_settlement": "refreshments"}),
]


def seats_to_act(rules: Rules, count: int, seed: int) -> Iterator[tuple[Deal, int]]:
    """(deal, seat to act) at `count` moments of deals played at one table, some seats by the
    robots, some at random, so that odd places are reached too."""
    rng = random.Random(seed)
    players = rng.randint(2, min(6, 5 if rules.hands.pack == "ecarte" else 6))
    names = [f"P{i}" for i in range(players)]
    table, _ = new_table(rules, names, [200] * players, seed=seed)
    robots = {i: Robot(rules, Style.CLOSE if i % 2 else Style.LIBERAL, f"{seed}:{i}") for i in range(players)}
    seen = number = 0
    while seen < count and not table.over:
        for seat in table.seats:
            if seat.stack == 0:
                seat.stack = 200
        deal = table.start(seed=f"{seed}:{number}")
        number += 1
        while deal.result is None:
            seat = deal.to_act
            assert seat is not None
            yield deal, seat
            seen += 1
            if rng.random() < 0.7 or rules.variety == "whisky":  # no random exchanges: the robots vary
                action = robots[seat].decide(deal.seat_view(seat))
            else:
                action = random_legal_action(deal, rng)
            assert action is not None
            deal.apply(action)
        table.settle(deal)


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: f"{r.variety.value}-{r.hands.pack.value}"
                         f"{'-jp' if r.all_jackpots else ''}-{r.betting.value}-{r.whisky_settlement.value}")
def test_the_coach_advises_what_the_robot_does_in_every_seat(rules):
    rng = random.Random(7)
    rule_ids = set()
    for n, (deal, seat) in enumerate(seats_to_act(rules, SEATS, seed=rng.randrange(10**6))):
        view = deal.seat_view(seat)
        seed, style = rng.randrange(10**9), rng.choice(list(Style))
        robot = Robot(rules, style, seed).explain(view)
        advice = coach_advice(view, rules, seed=seed, style=style)
        assert advice.action == robot.action, (view.to_dict(), advice.decision, robot)
        assert advice.decision.rule == robot.rule
        assert advice.decision.rule.id in RULES
        legal = deal.legal()
        assert legal is not None and advice.action.kind in {o.kind for o in legal.options}
        rule_ids.add(advice.decision.rule.id)
        if n % 7 == 0:  # with no seed given, the same moment always gets the same advice
            assert coach_advice(view, rules) == coach_advice(view, rules)
    assert len(rule_ids) >= 4  # the run reached a fair spread of the rules


def sevens() -> Deal:
    """A jack-pot where seat 0, first to speak, holds a pair of sevens."""
    return make_deal({0: "7s 7h 2c 9d Kc", 1: "As Ad Ks Qd 3h"}, dealer=1, kind=DealKind.JACKPOT)


def test_the_chance_a_draw_improves_is_counted_exactly():
    # Three to a pair of sevens: beaten by counting every draw of three from the 47 unseen cards.
    hand = parse_cards("7s 7h 2c 9d Kc")
    ev = evaluator_for(Rules().hands)
    unseen = [c for c in ALL_CARDS[:52] if c not in hand]
    pair = ev.hand_class(ev.value(hand))
    better = total = 0
    for drawn in combinations(unseen, 3):
        total += 1
        better += ev.hand_class(ev.value([*hand[:2], *drawn])) != pair
    assert chance(hand, hand[2:], Rules()).improves == Fraction(better, total)
    advice = coach_advice(sevens().seat_view(0), Rules())
    assert advice.draw is not None and set(advice.draw.discard) == set(hand[2:])
    assert advice.draw.improves == Fraction(better, total)


def test_the_coach_gives_the_chance_of_the_draw_he_is_considering():
    deal = sevens()
    asked = parse_cards("2c 9d")  # keeping the king kicker
    advice = coach_advice(deal.seat_view(0), Rules(), considering=asked)
    assert advice.considering == chance(deal.hands[0], asked, Rules())
    assert advice.considering.improves < advice.draw.improves  # Foster: the kicker costs chances


# ----- privacy: nothing but his own view ------------------------------------------------


def known_cards(view: PrivateView[Any]) -> set[Card]:
    """Every card the seat may know: his hand and whatever the table was shown."""
    known = set(view.hand)
    table = view.table
    for seat in table.seats:
        known.update(seat.shown or ())
        known.update(getattr(seat, "up", ()))
        known.update(getattr(seat, "seen", ()))
    known.update(getattr(table, "widow", ()))
    for entry in table.log:
        for text in (entry.cards, entry.up, entry.discard, entry.took, entry.widow):
            if text:
                known.update(parse_cards(text))
    return known


def scrambled(deal: Deal, seat: int, rng: random.Random) -> Deal:
    """The same deal with every card the seat cannot know swapped for another he cannot know:
    the other hands' hidden cards, the stock, the discards."""
    view = deal.seat_view(seat)
    hidden = [c for c in deal.rules.hands.pack.cards() if c not in known_cards(view)]
    shuffled = hidden[:]
    rng.shuffle(shuffled)
    memo: dict[int, Any] = {id(a): b for a, b in zip(hidden, shuffled, strict=True)}
    memo[id(deal.ev)] = deal.ev
    memo[id(deal.rules)] = deal.rules
    return copy.deepcopy(deal, memo)


@pytest.mark.parametrize("rules", RULE_SETS[:1] + RULE_SETS[5:7] + RULE_SETS[8:9],
                         ids=lambda r: r.variety.value)
def test_the_advice_does_not_change_when_the_unseen_cards_do(rules):
    rng = random.Random(11)
    changed = 0
    for deal, seat in seats_to_act(rules, SEATS // 4, seed=rng.randrange(10**6)):
        other = scrambled(deal, seat, rng)
        changed += any(other.hands[s] != deal.hands[s] for s in range(deal.n) if s != seat)
        assert other.hands[seat] == deal.hands[seat]
        advice = coach_advice(deal.seat_view(seat), rules)
        assert coach_advice(other.seat_view(seat), rules) == advice
    assert changed  # the scramble did change other seats' cards


def test_the_review_names_only_cards_the_table_was_shown():
    rules = Rules()
    rng = random.Random(5)
    reviews = 0
    for seed in range(60):
        table, _ = new_table(rules, ["A", "B", "C", "D"], [200] * 4, seed=seed)
        deal = table.start(seed=str(seed))
        robots = {i: Robot(rules, Style.LIBERAL, f"{seed}:{i}") for i in range(4)}
        steps = []
        while deal.result is None:
            seat = deal.to_act
            assert seat is not None
            action = robots[seat].decide(deal.seat_view(seat)) if rng.random() < 0.8 else \
                random_legal_action(deal, rng)
            assert action is not None
            if seat == 0:
                steps.append((deal.seat_view(0), action))
            deal.apply(action)
        final = deal.view()
        done = review(steps, final, rules)
        reviews += 1
        assert [s.his for s in done.steps] == [a for _, a in steps]
        for player, cards in done.shown:
            seat = [s.player for s in final.seats].index(player)
            assert final.seats[seat].shown == cards
        # Every card the review holds is his own or was shown to the table.
        his_cards = {c for view, _ in steps for c in view.hand}
        for step in done.steps:
            held = set(step.advice.hand)
            if isinstance(step.his, Draw):
                held.update(step.his.discards)
            assert held <= his_cards
    assert reviews == 60

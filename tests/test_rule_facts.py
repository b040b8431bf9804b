"""The robots' rules read against the book: what a rule says of the hand is true of the hand.

Each rule declares (engine/robot_rules.py) what its words take to be true of the hand (`holds`)
and, in draw poker, the draws it goes with (`draws`).  For thousands of sampled seats of every
variety, each by both styles of robot, the check reads the cards itself (tests/hand_reading.py:
its own counting of ranks and suits) and asserts that

* every fact the rule declares holds for the hand it is applied to;
* the hand the rule names ("queen high") is the hand held;
* in draw poker, the draw the coach names ("drawing 1") is one its rule goes with, and is the
  draw the robot itself makes with that hand when the draw comes.

A planted mismatch (a rule declared for hands it is not applied to, and the issue's own case, an
inside straight read as a four to draw to) is shown to fail the check.
"""

from __future__ import annotations

import os
import random
import re
from collections.abc import Callable, Iterator
from dataclasses import replace
from fractions import Fraction
from typing import Any

import pytest

import engine.coach
from bot.text.coach_words import advice_words
from engine.actions import Action, ComeIn, Draw, Exchange, Pass, See, TakeWidow
from engine.cards import Card, parse_cards
from engine.coach import DrawChance, coach_advice
from engine.deal import Deal, DealKind
from engine.robot_rules import RULES, Decision, Draws, Holds, Rule
from engine.robots import Robot, Style
from engine.rules import Rules
from tests.engine_helpers import make_deal
from tests.hand_reading import (
    FLUSH,
    PAIR,
    STRAIGHT,
    THREES,
    TWO_PAIRS,
    Reader,
    at_least,
    matched,
    named,
    no_pair,
)
from tests.test_coach import seats_to_act
from tests.test_whisky import whisky

# Sampled seats per set of rules, each read by both styles: about 9,000 decisions in the suite.
# RULE_FACTS_SEATS=N reads N a set, RULE_FACTS_SEED=S another sample (the closing runs).
SEATS = int(os.environ.get("RULE_FACTS_SEATS") or 300)
SEED = int(os.environ.get("RULE_FACTS_SEED") or 41)

RULE_SETS = [
    Rules(),
    Rules(checking=True, betting="table_stakes"),
    Rules.model_validate({"hands": {"pack": "joker"}}),
    Rules.model_validate({"hands": {"pack": "ecarte"}}),
    Rules.model_validate({"hands": {"straights": False}}),
    Rules(all_jackpots=True),
    Rules.model_validate({"all_jackpots": True, "bobtail_openers": True}),
    Rules.model_validate({"all_jackpots": True, "progressive_jacks": True, "hands": {"pack": "joker"}}),
    Rules.model_validate({"variety": "straight"}),
    Rules.model_validate({"variety": "straight", "hands": {"pack": "joker"}}),
    Rules.model_validate({"variety": "stud"}),
    Rules.model_validate({"variety": "stud", "stud_raises": True, "hands": {"pack": "joker"}}),
    Rules.model_validate({"variety": "whisky"}),
    Rules.model_validate({"variety": "whisky", "whisky_settlement": "refreshments", "hands": {"pack": "joker"}}),
]


def ids(rules: Rules) -> str:
    marks = {"no-straights": not rules.hands.straights, "checks": rules.checking, "jackpots": rules.all_jackpots,
             "bobtails": rules.bobtail_openers, "raises": rules.stud_raises,
             "refreshments": rules.whisky_settlement.value == "refreshments"}
    return "-".join([rules.variety.value, rules.hands.pack.value, *(m for m, on in marks.items() if on)])


class MissingFact(Exception):
    """A rule declares a fact against a threshold it does not name."""


class Seat:
    """One sampled seat: its view, and what the check reads of it."""

    def __init__(self, deal: Deal, seat: int, reader: Reader) -> None:
        self.view = deal.seat_view(seat)
        self.hand = list(self.view.hand)
        self.read = reader

    def fact(self, rule: Rule, name: str) -> tuple[int, int]:
        words = rule.fact(name)
        if not isinstance(words, str) or not words:
            raise MissingFact(f"names no {name}")
        return named(words)

    def whisky_moves(self) -> Iterator[list[Card]]:
        widow = list(self.view.table.widow)
        yield widow
        for i in range(len(self.hand)):
            for take in widow:
                yield [*self.hand[:i], take, *self.hand[i + 1:]]

    def after(self, action: Action) -> list[Card]:
        if isinstance(action, TakeWidow):
            return list(self.view.table.widow)
        assert isinstance(action, Exchange), action
        return [action.take if c == action.discard else c for c in self.hand]

    def boards(self) -> tuple[Any, Any]:
        """Stud: the best other board showing, and the seat's own whole hand, as the check reads them."""
        table = self.view.table
        others = [s for i, s in enumerate(table.seats) if i != self.view.seat and s.status == "in"]
        return max(self.read.showing(list(s.up)) for s in others), self.read.showing(self.hand)


def _top(s: Seat) -> tuple[int, int]:
    return s.read.top(s.hand)


# Each declared fact, recomputed from the cards (and the action, where the fact is about it).
HOLDS: dict[Holds, Callable[[Seat, Rule, Action], bool]] = {
    Holds.NO_PAIR: lambda s, r, a: no_pair(s.hand),
    Holds.PAIR: lambda s, r, a: s.read.place(s.hand) >= PAIR,
    Holds.TWO_PAIRS: lambda s, r, a: s.read.place(s.hand) >= TWO_PAIRS,
    Holds.THREES: lambda s, r, a: s.read.showing(s.hand)[0] >= THREES,
    Holds.MADE: lambda s, r, a: s.read.place(s.hand) >= STRAIGHT,
    Holds.FLUSH: lambda s, r, a: s.read.place(s.hand) >= FLUSH,
    Holds.FOUR: lambda s, r, a: s.read.four_flush_or_open(s.hand),
    Holds.INSIDE: lambda s, r, a: s.read.inside(s.hand),
    Holds.BOBTAIL: lambda s, r, a: s.read.bobtail(s.hand),
    Holds.NO_BOBTAIL: lambda s, r, a: not s.read.bobtail(s.hand),
    Holds.AT_LEAST_NEED: lambda s, r, a: at_least(_top(s), s.fact(r, "need")),
    Holds.BELOW_NEED: lambda s, r, a: not at_least(_top(s), s.fact(r, "need")),
    Holds.AT_LEAST_GOOD: lambda s, r, a: at_least(_top(s), s.fact(r, "good")),
    Holds.BELOW_GOOD: lambda s, r, a: not at_least(_top(s), s.fact(r, "good")),
    Holds.AT_LEAST_FAIR: lambda s, r, a: at_least(_top(s), s.fact(r, "fair")),
    Holds.BELOW_FAIR: lambda s, r, a: not at_least(_top(s), s.fact(r, "fair")),
    Holds.AT_LEAST_STAND_ON: lambda s, r, a: at_least(_top(s), s.fact(r, "stand_on")),
    Holds.WIDOW_BETTERS: lambda s, r, a: (s.read.key(s.after(a)) > s.read.key(s.hand)
                                          and s.read.top(s.after(a)) == s.fact(r, "better")),
    Holds.WIDOW_DOES_NOT_BETTER: lambda s, r, a: all(s.read.key(m) <= s.read.key(s.hand) for m in s.whisky_moves()),
    Holds.BEATS_BOARDS: lambda s, r, a: s.boards()[1] > s.boards()[0],
    Holds.CLASS_ABOVE_BOARDS: lambda s, r, a: s.boards()[1][0] > s.boards()[0][0],
    Holds.NOT_BEATEN_ON_BOARD: lambda s, r, a: not s.boards()[0] > s.boards()[1],
    Holds.BEATEN_ON_BOARD: lambda s, r, a: s.boards()[0] > s.boards()[1],
}

# Each declared draw, as the cards kept.
DRAWS: dict[Draws, Callable[[Seat, list[Card]], bool]] = {
    Draws.PAT: lambda s, kept: len(kept) == 5,
    Draws.MATCHED: lambda s, kept: set(kept) == matched(s.hand),
    Draws.FOUR: lambda s, kept: len(kept) == 4 and (s.read.one_suit(kept) or len(s.read.fills(kept)) >= 2),
    Draws.INSIDE: lambda s, kept: len(kept) == 4 and not s.read.one_suit(kept) and len(s.read.fills(kept)) == 1,
    Draws.BOBTAIL: lambda s, kept: len(kept) == 4 and (s.read.one_suit(kept) or bool(s.read.fills(kept))),
    Draws.HIGH: lambda s, kept: (len(kept) == 1 and no_pair(s.hand) and kept[0].rank >= 11
                                 and kept[0].rank == max(c.rank for c in s.hand)),
    Draws.NONE: lambda s, kept: not kept,
}


def cheap_chance(hand: Any, discard: Any, rules: Rules) -> DrawChance:
    """The coach's chance of a draw, not counted: this check reads only which draw is named."""
    return DrawChance(tuple(discard), Fraction(1, 2))


def named_draw(words: str) -> int:
    said = re.search(r"(?:drawing (\d)|standing pat) improves", words)
    assert said, words
    return int(said.group(1) or 0)


class Check:
    """Reads seats of one set of rules, gathering every way a rule disagrees with its hand."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.read = Reader(rules.hands.pack.lowest_rank, rules.hands.straights)
        self.wrong: list[str] = []
        self.met: set[str] = set()  # the ids of the rules applied
        # The draw the coach named before the draw, by deal, seat and style; and whether as the opener.
        self.promised: dict[tuple[str, int, Style], tuple[set[Card], bool, str]] = {}

    def seat(self, deal: Deal, seat: int, seed: int) -> None:
        s = Seat(deal, seat, self.read)
        for style in Style:
            decision = Robot(self.rules, style, seed).explain(s.view)
            self.met.add(decision.rule.id)
            self._decision(s, decision, style, seed, str(deal.setup.seed))

    def _decision(self, s: Seat, decision: Decision, style: Style, seed: int, deal: str) -> None:
        rule, action, table, wrong = decision.rule, decision.action, s.view.table, self.wrong
        where = f"{rule.id} ({style.value}) for {' '.join(map(str, s.hand))} at {table.phase}"
        for holds in rule.holds:
            try:
                if not HOLDS[holds](s, rule, action):
                    wrong.append(f"{where}: not {holds.value}")
            except MissingFact as missing:
                wrong.append(f"{where}: {missing}")
        if "hand" in dict(rule.facts) and named(str(rule.fact("hand"))) != self.read.top(s.hand):
            wrong.append(f"{where}: names the hand {rule.fact('hand')!r}")
        if table.variety != "draw" or len(s.hand) != 5:
            return
        key = (deal, s.view.seat, style)
        if isinstance(action, Draw):
            kept = [c for c in s.hand if c not in action.discards]
            if not any(DRAWS[d](s, kept) for d in rule.draws):
                wrong.append(f"{where}: keeps {' '.join(map(str, kept))}, not {[d.value for d in rule.draws]}")
            if key in self.promised:
                said, as_opener, words = self.promised.pop(key)
                if as_opener == (table.opener == s.view.seat) and said != set(action.discards):
                    wrong.append(f"{where}: draws {len(action.discards)}, the coach said: {words}")
        elif table.phase == "before_draw":
            advice = coach_advice(s.view, self.rules, seed=seed, style=style)
            assert advice.decision == decision and advice.draw is not None
            words = advice_words(advice)
            kept = [c for c in s.hand if c not in advice.draw.discard]
            if named_draw(words) != len(advice.draw.discard):
                wrong.append(f"{where}: the words name another draw: {words}")
            if rule.draws and not any(DRAWS[d](s, kept) for d in rule.draws):
                wrong.append(f"{where}: names a draw keeping {' '.join(map(str, kept))}, "
                             f"not {[d.value for d in rule.draws]}")
            opener = table.opener == s.view.seat or advice.action.kind == "open"
            self.promised[key] = (set(advice.draw.discard), opener, words)


def check(rules: Rules, seats: int, seed: int, met: set[str] | None = None) -> list[str]:
    """Every way the sampled seats' rules disagree with their hands; empty when none does.
    The ids of the rules applied are added to `met`."""
    checking = Check(rules)
    rng = random.Random(seed)
    for deal, seat in seats_to_act(rules, seats, seed=seed):
        checking.seat(deal, seat, rng.randrange(10**9))
    if met is not None:
        met |= checking.met
    return checking.wrong


@pytest.fixture
def counted_chance_skipped(monkeypatch):
    monkeypatch.setattr(engine.coach, "chance", cheap_chance)


_RUNS: dict[int, tuple[list[str], set[str]]] = {}


def sampled(i: int) -> tuple[list[str], set[str]]:
    """The check over rule set `i` (run once, for both tests that read it)."""
    if i not in _RUNS:
        met: set[str] = set()
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(engine.coach, "chance", cheap_chance)
            rules = RULE_SETS[i]
            seats = 2 * SEATS if rules.stud_raises else SEATS  # a raise on threes in stud is rare
            _RUNS[i] = check(rules, seats, seed=SEED, met=met), met
    return _RUNS[i]


@pytest.mark.parametrize("i", range(len(RULE_SETS)), ids=[ids(r) for r in RULE_SETS])
def test_every_rule_holds_for_the_hands_it_is_applied_to(i):
    wrong, _ = sampled(i)
    assert not wrong, "\n".join(wrong[:20])


def test_every_fact_and_draw_declared_is_one_the_check_reads():
    assert set(HOLDS) == set(Holds) and set(DRAWS) == set(Draws)
    for rule in RULES.values():
        assert all(isinstance(h, Holds) for h in rule.holds) and all(isinstance(d, Draws) for d in rule.draws)


# Law 73's guard: with a pair kept whole and only a small pair ever broken, no opener's draw splits
# his openers, so the rule that keeps them is not reached in play (tests/test_robots_and_play.py
# shows an opener keeping them).  Trading in whisky with nothing better in the widow, on a hand
# below a pair, is seldom met by chance: the last tests here set it up.  A hand worth a bet where
# none is offered is met nowhere now: the one left with chips against players all in is not asked
# to speak (engine.betting.nobody_to_bet_against); the robot's fallback stays for safety.
NOT_MET_BY_CHANCE = {"keep_openers", "whisky_trade", "cannot_bet"}


def test_the_check_reaches_every_rule_that_declares_a_fact():
    met = set().union(*(sampled(i)[1] for i in range(len(RULE_SETS))))
    declared = {rid for rid, rule in RULES.items() if rule.holds or rule.draws}
    assert declared - met <= NOT_MET_BY_CHANCE, sorted(declared - met)


# ----- the check fails on a planted mismatch ------------------------------------------------


def test_a_rule_declared_for_hands_it_is_not_applied_to_fails_the_check(counted_chance_skipped, monkeypatch):
    # Planted: the four-flush rule declared as a rule for a pair.
    monkeypatch.setitem(RULES, "draw_to_four", replace(RULES["draw_to_four"], holds=(Holds.PAIR,)))
    wrong = check(Rules(), SEATS, seed=41)
    assert any(w.startswith("draw_to_four") and "not a pair or better" in w for w in wrong), wrong[:5]


def test_the_issues_own_mismatch_fails_the_check(counted_chance_skipped, monkeypatch):
    # Planted: the old reading, an inside straight taken for a four to draw to, which came in on
    # Q-T-9-8 as "a four-card flush or straight" and then named a draw of five.
    reading = Robot._drawing_to

    def old_reading(robot, hand, seen):
        found = reading(robot, hand, seen)
        return "four" if found in ("inside", "nothing") and Reader(0, True).inside(hand) else found

    monkeypatch.setattr(Robot, "_drawing_to", old_reading)
    checking = Check(Rules(straddles=False))
    checking.seat(blind_with("Th 9d Qc 3h 8c", pool_players=2), 1, seed=1)
    assert checking.wrong and all(w.startswith("come_in_bobtail") for w in checking.wrong), checking.wrong
    assert any("not four to a flush or to an open straight" in w for w in checking.wrong)
    assert any("names a draw keeping" in w for w in checking.wrong)


# ----- the issue's seat ------------------------------------------------------------------------


def blind_with(hand: str, pool_players: int) -> Any:
    """The age (seat 1) holding `hand`, to make good his blind after `pool_players` came in."""
    others = ["2c 5d 7h Js Kc", "3s 5s 6s Qs As", "4c Jc Qd Jh Qh", "2d 4d 6d 8d Td", "2h 4h 6h 7s 7d",
              "3c 4s 5c 6c 9c", "Ac Ad Ah Kd Ks"][:pool_players + 1]
    hands = {0: others[0], 1: hand, **{i + 2: h for i, h in enumerate(others[1:])}}
    deal = make_deal(hands, rules=Rules(straddles=False, blind=1))
    while deal.to_act != 1:
        seat = deal.to_act
        deal.apply(ComeIn(seat) if seat <= pool_players + 1 or seat == 0 else Pass(seat))
    return deal


def test_an_inside_straight_is_played_only_at_fosters_price_and_then_drawn_to():
    # T♥ 9♦ Q♣ 3♥ 8♣: Q-T-9-8 wants a jack, an inside straight (Foster's own example of one is
    # eight, nine, ten, queen).  It came in as "a four-card flush or straight", then drew five.
    deal = blind_with("Th 9d Qc 3h 8c", pool_players=2)
    view = deal.seat_view(1)
    assert (view.table.pool, view.table.options[0].chips) == (7, 1)  # less than twelve prices
    advice = coach_advice(view, deal.rules)
    assert advice.action == Pass(1) and advice.decision.rule.id == "pass_weak"
    words = advice_words(advice)
    assert "four-card" not in words and "flush" not in words, words
    # With thirteen chips in the pool it is worth the one chip, and the draw named is the robot's.
    deal = blind_with("Th 9d Qc 3h 8c", pool_players=5)
    view = deal.seat_view(1)
    assert (view.table.pool, view.table.options[0].chips) == (13, 1)
    advice = coach_advice(view, deal.rules)
    assert advice.action == ComeIn(1) and advice.decision.rule.id == "come_in_inside"
    # Drawing one: four jacks fill it and twelve cards pair it, of 47 unseen.
    assert advice.draw is not None and advice.draw.improves == Fraction(4 + 12, 47)
    words = advice_words(advice)
    assert "a straight that only one rank fills" in words, words
    assert "If you play, drawing 1 improves your hand 34.0%" in words, words
    robots = {s: Robot(deal.rules, Style.CLOSE, s) for s in range(deal.n)}
    while deal.to_act is not None and deal.legal() is not None and deal.view().phase != "drawing":
        deal.apply(robots[deal.to_act].decide(deal.seat_view(deal.to_act)))
    while deal.to_act != 1:
        deal.apply(robots[deal.to_act].decide(deal.seat_view(deal.to_act)))
    assert robots[1].decide(deal.seat_view(1)) == Draw(1, tuple(parse_cards("3h")))


def test_whisky_trade_rests_on_a_widow_that_betters_nothing():
    # A's queen high goes up as the widow; B's ace high is bettered by no card of it.
    deal = whisky({1: "2c 3d 4s 6s 7c", 2: "Ah Kd Js 9h 8c", 3: "4h 7s 9c Td Qs", 0: "2h 4d 7h 8d Ks"},
                  "3c 5c 6d 5d 2s")
    deal.apply(TakeWidow(1))
    checking = Check(deal.rules)
    checking.seat(deal, 2, seed=1)
    assert "whisky_trade" in checking.met and not checking.wrong, checking.wrong


def test_a_hand_worth_an_opening_none_is_offered_for_is_not_called_weak(counted_chance_skipped):
    rules = Rules(checking=True, betting="table_stakes", straddles=False)
    # B is all in before the draw; after it C drops, and A's two pairs may only check or pass.
    deal = make_deal({0: "6c 2s 2d 6s Ks", 1: "3d 4d 5d Qd Ad", 2: "4c Tc Qc Jh Qh"}, rules=rules,
                     stacks=[100, 3, 100], draw="7h")
    deal.apply(ComeIn(2))
    deal.apply(ComeIn(0))
    deal.apply(ComeIn(1, 1))  # the age makes good, all in
    deal.apply(See(2))
    deal.apply(See(0))
    for seat in (1, 2):
        deal.apply(Draw(seat, ()))
    deal.apply(Draw(0, tuple(parse_cards("Ks"))))
    deal.apply(Pass(2))
    # A is no longer asked at all: nobody is left who could see a bet of his, so the hands are
    # shown (engine.betting.nobody_to_bet_against), and "cannot_bet" is met nowhere in play.
    assert deal.to_act is None and deal.result is not None and set(deal.shown) == {0, 1}
    checking = Check(rules)
    # A jack-pot where B anted his last chip: A's jacks may not open.
    deal = make_deal({0: "Jc Jd 2h 8c 4c", 1: "3d 4d 5d Qd Ad"}, rules=rules, kind=DealKind.JACKPOT,
                     stacks=[100, 1], carried=10)
    checking.seat(deal, 0, seed=1)
    assert "cannot_open" in checking.met and not checking.wrong, checking.wrong
    words = advice_words(coach_advice(deal.seat_view(0), rules))
    assert "You hold a pair of jacks, enough to open, but no opening is offered to you now." in words, words

"""Deals of every variety played through a table, pinned to what the engine produced before the
deal was split into modules (issue 24); `test_deal_pinned.py` pins single deals of draw poker.

Each case seats a table of one variety and plays several deals through it with random legal
actions, folding into one digest everything observable at every step: `legal()`, what a
player who does not answer would do, the refusals of wrong actions (each leaving the deal as
it was), the seat's private view, the state the varieties read, both views at the end, the
result, the record and its replay.  Robots' simulations of each variety are pinned too.
"""

from __future__ import annotations

import hashlib
import json
import random

import pytest

from engine.actions import Bet, Check, Draw, Exchange, Pass, Raise
from engine.cards import ALL_CARDS, format_cards
from engine.deal import Deal, IllegalAction, random_legal_action
from engine.rules import Rules
from engine.simulate import simulate
from engine.table import new_table
from engine.varieties import replay_deal
from engine.whisky import WhiskyDeal, random_whisky_action
from tests.test_deal_pinned import view_as_pinned

RULES = {
    "draw": Rules(max_seats=8),
    "draw-checks": Rules(checking=True, straddle_cap=8, betting="table_stakes"),
    "draw-jackpots": Rules(all_jackpots=True, bobtail_openers=True, progressive_jacks=True, max_seats=8),
    "straight": Rules(variety="straight"),
    "straight-stakes": Rules(variety="straight", betting="table_stakes", checking=True, max_seats=8),
    "stud": Rules(variety="stud"),
    "stud-raises": Rules(variety="stud", stud_raises=True, betting="progressive", hands={"pack": "joker"},
                         max_seats=8),
    "stud-stakes": Rules(variety="stud", betting="table_stakes", stud_raises=True, checking=True),
    "whisky": Rules(variety="whisky", max_seats=8),
    "whisky-refreshments": Rules(variety="whisky", whisky_settlement="refreshments", whisky_rounds=1),
}
TABLES = {"five": [200] * 5, "eight": [100] * 8, "short": [3, 40, 12, 500, 1]}
STATE = ("stacks", "put", "round_put", "status", "need", "level", "raises", "bet_made", "to_act", "n_live",
         "dealer", "carried", "drew", "blinds", "came_in")
OWN = ("buck", "round", "widow", "widow_up", "knocker", "rounds", "last")  # the varieties' own state


def _state(deal: Deal) -> dict:
    out: dict = {name: getattr(deal, name) for name in STATE}
    out |= {name: str(getattr(deal, name)) for name in OWN if hasattr(deal, name)}
    out["phase"] = deal.phase.value
    out["hands"] = [format_cards(h) for h in deal.hands]
    out["shown"] = {s: format_cards(c) for s, c in sorted(deal.shown.items())}
    out["stock"] = len(deal.pack)
    return out


def _refusals(deal: Deal) -> list[str]:
    before = json.dumps([_state(deal), deal.public_view()], default=str)
    seat = deal.to_act
    assert seat is not None
    held = {c for h in deal.hands for c in h} | set(getattr(deal, "widow", ()))
    stranger = next(c for c in ALL_CARDS if c not in held)
    wrong = [Pass((seat + 1) % deal.n), Raise(seat, 10_000), Bet(seat, 0), Draw(seat, (stranger,)),
             Exchange(seat, stranger, stranger)]
    if deal.rules.variety in ("straight", "stud"):
        wrong.append(Check(seat))  # a pass before a bet keeps the hand: there is no check
    messages = []
    for action in wrong:
        try:
            deal.apply(action)
        except IllegalAction as exc:
            messages.append(str(exc))
        else:
            raise AssertionError(f"{action} was accepted")
        assert json.dumps([_state(deal), deal.public_view()], default=str) == before
    return messages


def trace(rules: Rules, stacks: list[int], seed: int, deals: int = 6) -> str:
    table, _ = new_table(rules, [f"P{i}" for i in range(len(stacks))], list(stacks), seed=seed)
    rng = random.Random(seed * 7919)
    steps: list = []
    for number in range(deals):
        if len(table.players_with_chips()) < 2:
            break
        deal = table.start(seed=f"{seed}:{number}")
        steps.append(_state(deal))
        while deal.result is None:
            legal = deal.legal()
            assert legal is not None
            steps.append([legal.seat, legal.phase.value, [tuple(o) for o in legal.options]])
            steps.append(repr(deal.timeout_action()))
            steps.append(_refusals(deal))
            steps.append(deal.private_view(legal.seat))
            action = (random_whisky_action(deal, rng) if isinstance(deal, WhiskyDeal)
                      else random_legal_action(deal, rng))
            assert action is not None
            steps.append(action.to_dict())
            deal.apply(action)
            steps.append(_state(deal))
        steps.append(view_as_pinned(deal.public_view()))
        steps.append(repr(deal.result))
        steps.append(deal.record())
        steps.append(deal.rng.random())
        replayed = replay_deal(deal.setup, deal.record()["actions"])
        assert replayed.public_view() == deal.public_view()
        table.settle(deal)
        steps.append(table.to_dict())
    return hashlib.sha256(json.dumps(steps, default=str, sort_keys=True).encode()).hexdigest()[:16]


CASES = [(r, t) for r in RULES for t in TABLES if len(TABLES[t]) <= RULES[r].max_seats]


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0]}-{c[1]}")
def test_variety_deals_are_what_they_were(case):
    r, t = case
    assert [trace(RULES[r], TABLES[t], seed) for seed in (3, 4)] == PINNED[case]


@pytest.mark.parametrize("variety", ["draw-checks", "straight", "stud", "whisky"])
def test_a_variety_robot_simulation_is_what_it_was(variety):
    seen = []
    report = simulate(players=5, hands=40, seed=5, rules=RULES[variety],
                      on_deal=lambda d: seen.append((d.record(), repr(d.result), view_as_pinned(d.public_view()))))
    figures = report.to_dict()
    del figures["hands_per_second"]
    digest = hashlib.sha256(json.dumps([seen, figures], default=str, sort_keys=True).encode()).hexdigest()[:16]
    assert digest == PINNED_SIMULATIONS[variety]


# Recorded from the engine as it stood before the split (the commit this file came with).  The
# draw-poker cases with an unopened jack-pot were recorded again when fattening was logged as
# "fattens" and marked in the deal's setup (issue 31): with those mapped back to "antes" and no
# mark, every digest here came out as first recorded.  Two were recorded again when the one left
# with chips against players all in was no longer made to drop or check alone (`nobody_to_bet_against`):
# draw at eight seats and draw with checks at five, seed 3 each, the only cases in which the old
# engine ever asked that of a seat (deal 4 step 24, deal 3 step 9); every other digest is unchanged.
# The whisky-refreshments cases (one round) were recorded again when "gone round 1 times" became
# "1 time" (issue 45): with the old words put back, they come out as before.
PINNED: dict[tuple[str, str], list[str]] = {
    ('draw', 'five'): ['63d4ac5061c44e6e', '477fff22e88f1ab2'],
    ('draw', 'eight'): ['46e9aa3d4c8122dd', '08ab49f9d4ee2264'],
    ('draw', 'short'): ['9ef9d5aa60d31405', '31be4092a880edac'],
    ('draw-checks', 'five'): ['10149cf6bbd1e0c3', '7cb357eaf0c26c35'],
    ('draw-checks', 'short'): ['207ab2d3c356505a', '3dc67c603cf57c75'],
    ('draw-jackpots', 'five'): ['2d7afa5b4acfa826', '7acbd66e8aedc2ea'],
    ('draw-jackpots', 'eight'): ['fc845cfb286932e6', '953d239a0a7f2084'],
    ('draw-jackpots', 'short'): ['d6d85356fbe26276', 'd7aca216517af603'],
    ('straight', 'five'): ['9b9bab4531e44764', 'a45ee06562c4a39a'],
    ('straight', 'short'): ['994dd36698bd532b', '1904a59ade3df1b0'],
    ('straight-stakes', 'five'): ['684c1a1861336d18', '9c061504a0135171'],
    ('straight-stakes', 'eight'): ['5a16f9458fe90c58', '0a3175b134657d27'],
    ('straight-stakes', 'short'): ['69bad1b955a82599', '73177384fb78e50f'],
    ('stud', 'five'): ['9eb18a9c1ab13734', 'e8737487b51d8774'],
    ('stud', 'short'): ['6644a5c244b01fe2', '84d176b985f920c5'],
    ('stud-raises', 'five'): ['26b07ec1e1acd84c', '14a08b77f6139405'],
    ('stud-raises', 'eight'): ['8ee68fdb3b1899b0', '7b936f2ed0793706'],
    ('stud-raises', 'short'): ['c0c934155a9ce09d', '8f7eeda78afc8ea7'],
    ('stud-stakes', 'five'): ['e66cd5ea9272e519', 'a9c4a23e9fccab1c'],
    ('stud-stakes', 'short'): ['54db3bcdf481315e', 'aba7818aa50e229b'],
    ('whisky', 'five'): ['66776b824b47adde', '0addd023c4fdc99a'],
    ('whisky', 'eight'): ['90410595a0cee98b', '0d43703b1b8fc2cf'],
    ('whisky', 'short'): ['d085fc0a20c7accd', '1a3eb22fc1672187'],
    ('whisky-refreshments', 'five'): ['06d9efa01b3b5aac', '4508c75ec15a3c2d'],
    ('whisky-refreshments', 'short'): ['b6fc259464324fd4', '428cca4c99391053'],
}
# draw-checks recorded again when a robot came to play a hand for the draw it makes (issue 41): the
# old robot differs at two seats of the new run, both now passed: an inside straight (3-4-5-7) it
# came in on as a four, and a pair of fives the free player would break for 3-4-5-6 at 2 against 3.
PINNED_SIMULATIONS: dict[str, str] = {'draw-checks': 'c3f652f49a1e8813', 'straight': '902cd068f522ba95', 'stud': 'c3a512da6186ef5d', 'whisky': '1b223b2df244630f'}

"""The typed facts of a deal's end (`engine.showdown.ShowdownFacts`): each pool, who could win it,
who took it and with what hand, the kitty's cut and the premiums.

The truth they are held to is worked out here another way: the pools chip by chip from what each
seat put in (every chip can be won by the seats still in who put in at least as many), the hands'
names from the cards by counting ranks, and Foster's own example of a sight at table stakes.
"""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from engine import showdown
from engine.actions import Bet, Call, ComeIn, Draw, Pass, Raise
from engine.cards import parse_cards
from engine.deal import IN, Outcome, random_legal_action
from engine.hands import HandClass, evaluator_for
from engine.rules import Rules
from engine.table import new_table
from engine.whisky import WhiskyDeal, random_whisky_action
from tests.engine_helpers import make_deal, play

EV = evaluator_for(Rules().hands)
# Real hands, two of them an exact tie (the same ranks in other suits), so that pools divide.
HANDS = [EV.value(parse_cards(h)) for h in ("Ac Ad 7h 7s 2c", "Kc Kd 9h 6s 3c", "Qc Td 8h 5s 3d",
                                            "Qd Th 8s 5c 3h", "8c 8d 8h Ks 2d", "9h 8h 7h 6h 5h")]


# ----- the truth, worked out chip by chip -------------------------------------------------

def pools_by_chip(put: list[int], live: list[bool], carried: int, kitty: int) -> dict[frozenset[int], tuple[int, set[int]]]:
    """Every chip put in, sorted by the seats that could win it: the k-th chip a seat put in can be
    won by each seat still in that put in k or more.  A chip no seat still in reached (those who
    put it up all passed out) goes with the highest chips some seat still in did reach.  Chips the
    same seats could win make one pool; the main pool is the one the most seats could win: it
    holds the chips carried in (all there is, if nothing was put in) and pays the kitty.  So one
    still in who put nothing in (straight poker's buck, all in on his ante) wins only a pool
    nobody bet into, as docs/rules.md decides.  Returns, by the seats that could win it, (chips,
    seats whose chips are in it)."""
    def could(k: int) -> frozenset[int]:
        return frozenset(s for s in range(len(put)) if live[s] and put[s] >= k)

    pools: dict[frozenset[int], tuple[int, set[int]]] = {}
    for seat, chips in enumerate(put):
        for k in range(1, chips + 1):
            reach = next(could(j) for j in range(k, 0, -1) if could(j))
            held, owners = pools.get(reach, (0, set()))
            pools[reach] = (held + 1, owners | {seat})
    if not pools:
        pools[could(0)] = (0, set())
    main = max(pools, key=len)
    held, owners = pools[main]
    pools[main] = (held + carried - min(kitty, held + carried), owners | ({-1} if carried else set()))
    return pools


def check_pools(facts_pools, put, live, carried, kitty, values, order) -> None:
    """The pools the engine divided are the ones counted chip by chip, each taken by its best
    hands, tied hands dividing it evenly with the odd chips nearest the dealer's left."""
    truth = pools_by_chip(put, live, carried, kitty)
    assert {frozenset(p.eligible): p.chips for p in facts_pools} == {k: v[0] for k, v in truth.items()}
    assert len(facts_pools) == len(truth)
    assert set(facts_pools[0].eligible) == max(truth, key=len)  # the main pool comes first
    for pool in facts_pools:
        assert list(pool.eligible) == sorted(pool.eligible, key=order.index)
        best = max(values[s] for s in pool.eligible)
        assert set(pool.takers) == {s for s in pool.eligible if values[s] == best}
        shares = dict(zip(pool.takers, pool.shares, strict=True))
        assert sum(shares.values()) == pool.chips
        each, odd = divmod(pool.chips, len(pool.takers))
        first = sorted(pool.takers, key=order.index)[:odd]
        assert shares == {s: each + (s in first) for s in pool.takers}
        contested = len(pool.eligible) > 1
        assert pool.hand == (EV.describe(best) if contested else None)
        owners = truth[frozenset(pool.eligible)][1]
        assert pool.uncalled == (not contested and owners == set(pool.eligible))


@settings(max_examples=400, deadline=None)
@given(st.data())
def test_the_pools_are_those_counted_chip_by_chip(data):
    n = data.draw(st.integers(2, 8))
    put = data.draw(st.lists(st.integers(0, 12), min_size=n, max_size=n))
    live = data.draw(st.lists(st.booleans(), min_size=n, max_size=n))
    first = data.draw(st.integers(0, n - 1))
    live[first] = live[(first + 1) % n] = True  # two at least are still in
    if not any(p for p, alive in zip(put, live, strict=True) if alive):
        put = [0] * n  # nobody still in put anything: nor did anyone else (no bet goes unanswered)
    # Those still in who put in nothing are all in from before (straight poker's buck, on his ante).
    carried = data.draw(st.integers(0 if any(put) else 1, 9))
    kitty = data.draw(st.integers(0, 3))
    dealer = data.draw(st.integers(0, n - 1))
    order = [(dealer + i) % n for i in range(1, n + 1)]
    values = {s: data.draw(st.sampled_from(HANDS)) for s in order if live[s]}
    award = showdown.award(values, put, live, carried, order, kitty, EV)
    check_pools(award.pools, put, live, carried, kitty, values, order)
    assert [sum(p.share(s) for p in award.pools) for s in range(n)] == award.won
    assert sum(award.won) + award.kitty == sum(put) + carried


# ----- deals played at table stakes -------------------------------------------------------

STAKES = [Rules(betting="table_stakes", kitty="house", straight_flush_premium=3),
          Rules(variety="stud", betting="table_stakes", stud_raises=True, checking=True),
          Rules(variety="straight", betting="table_stakes", checking=True)]


def finished(rules: Rules, seed: int, deals: int):
    """Deals of a table whose stacks are uneven, so that sights are called."""
    rng = random.Random(seed)
    stacks = [rng.choice((3, 8, 15, 40, 120)) for _ in range(rng.randint(3, 7))]
    table, _ = new_table(rules, [f"P{i}" for i in range(len(stacks))], stacks, seed=seed)
    for number in range(deals):
        if len(table.players_with_chips()) < 2:
            return
        deal = table.start(seed=f"{seed}:{number}")
        while deal.result is None:
            action = random_whisky_action(deal, rng) if isinstance(deal, WhiskyDeal) else random_legal_action(deal, rng)
            deal.apply(action)
        table.settle(deal)
        yield deal


def test_every_show_down_at_table_stakes_divides_the_pools_as_counted_chip_by_chip():
    side_pools = 0
    for rules in STAKES:
        for seed in range(40):
            for deal in finished(rules, seed, 8):
                result, facts = deal.result, deal.result.showdown
                if result.outcome is not Outcome.SHOWDOWN:
                    continue
                live = [st == IN for st in deal.status]
                order = list(deal._from_left_of(deal.dealer))
                values = {s: EV.value(deal.shown[s]) for s in order if live[s]}
                check_pools(facts.pools, result.put, live, deal.carried, result.kitty, values, order)
                assert [facts.took(s) for s in range(deal.n)] == result.won
                assert (facts.kitty, list(facts.premiums), list(facts.winners)) == (
                    result.kitty, result.premiums, result.winners)
                assert deal.view().showdown == facts
                side_pools += len(facts.pools) > 1
    assert side_pools > 50, side_pools  # sights were called (ties are the test above's)


def test_fosters_sight_the_main_pool_to_the_best_hand_and_c_takes_the_side_pool():
    """Foster's example of table stakes: A bets ten, B calls a sight for his last eight, C raises
    ten and A will not see it.  B's hand and C's decide the first part of the pool; the rest, with
    A's two chips beyond B's eight, can be won by C alone."""
    D, E, A, B, C = 0, 1, 2, 3, 4
    nothing = ["2c 5d 8h Ts Qc", "3c 6d 9h Js Kd"]
    for b_best in (True, False):
        hands = {D: nothing[0], E: nothing[1], A: "2h 2d 5s 6c 8d",
                 B: "Ah As Ad 9c 4h" if b_best else "3h 3s 7d 9c 4h", C: "Kh Ks 7c Jd Qh"}
        deal = make_deal(hands, rules=Rules(betting="table_stakes", straddles=False),
                         stacks=[100, 100, 100, 10, 100])
        play(deal, ComeIn(A), ComeIn(B), ComeIn(C), Pass(D), Pass(E))
        play(deal, Draw(A, ()), Draw(B, ()), Draw(C, ()), Bet(A, 10), Call(B), Raise(C, 10), Pass(A))
        facts = deal.view().showdown
        main, side = facts.pools
        # The blind, three antes, and eight each from A, B and C; then A's two, and C's twelve.
        assert (main.chips, main.eligible) == (1 + 3 * 2 + 3 * 8, (B, C))
        assert (side.chips, side.eligible, side.takers, side.hand, side.uncalled) == (2 + 12, (C,), (C,), None, False)
        assert main.takers == ((B,) if b_best else (C,))
        assert main.hand == ("three aces" if b_best else "a pair of kings")
        assert [(h.seat, h.words) for h in facts.hands] == [
            (B, "three aces" if b_best else "a pair of treys"), (C, "a pair of kings")]


def test_a_raise_beyond_every_call_comes_back_as_its_own_pool():
    # C (8 chips) bets 1, A raises 10, B drops, C calls a sight for his last 5: the 5 of A's raise
    # nobody could meet are his own, handed back, whoever wins.
    A, B, C = 0, 1, 2
    deal = make_deal({A: "Kh Ks 7c Jd Qh", B: "2c 5d 8h Ts Qc", C: "Ah As Ad 9c 4h"},
                     rules=Rules(betting="table_stakes", straddles=False), stacks=[100, 100, 8])
    play(deal, ComeIn(C), ComeIn(A), ComeIn(B), Draw(B, ()), Draw(C, ()), Draw(A, ()))
    play(deal, Bet(C, 1), Raise(A, 10), Pass(B), Call(C))
    main, back = deal.result.showdown.pools
    assert (main.chips, main.eligible, main.takers, main.hand) == (3 * 2 + 2 * 6, (C, A), (C,), "three aces")
    assert (back.chips, back.eligible, back.takers, back.hand, back.uncalled) == (5, (A,), (A,), None, True)
    assert deal.result.winners == [C]


# ----- the hands' names ------------------------------------------------------------------

NAMES = ["deuce", "trey", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king", "ace"]
PLURALS = [n + ("es" if n == "six" else "s") for n in NAMES]


def named_by_counting(cards) -> tuple[HandClass, str]:
    """A natural hand's class and Foster's name for it, from the cards alone."""
    ranks = sorted((c.rank for c in cards), reverse=True)
    counts = Counter(ranks)
    by_size = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    shape = sorted(counts.values(), reverse=True)
    flush = len({c.suit for c in cards}) == 1
    wheel = set(ranks) == {12, 0, 1, 2, 3}
    straight = len(counts) == 5 and (ranks[0] - ranks[4] == 4 or wheel)
    top = 3 if wheel else ranks[0]
    if straight and flush:
        return HandClass.STRAIGHT_FLUSH, "a royal flush" if top == 12 else f"a straight flush, {NAMES[top]} high"
    if shape == [4, 1]:
        return HandClass.FOUR_OF_A_KIND, f"four {PLURALS[by_size[0]]}"
    if shape == [3, 2]:
        return HandClass.FULL_HOUSE, f"a full hand, {PLURALS[by_size[0]]} full of {PLURALS[by_size[1]]}"
    if flush:
        return HandClass.FLUSH, f"a flush, {NAMES[ranks[0]]} high"
    if straight:
        return HandClass.STRAIGHT, f"a straight, {NAMES[top]} high"
    if shape == [3, 1, 1]:
        return HandClass.THREE_OF_A_KIND, f"three {PLURALS[by_size[0]]}"
    if shape == [2, 2, 1]:
        return HandClass.TWO_PAIR, f"two pairs, {PLURALS[by_size[0]]} up"
    if shape == [2, 1, 1, 1]:
        return HandClass.ONE_PAIR, f"a pair of {PLURALS[by_size[0]]}"
    return HandClass.HIGH_CARD, f"{NAMES[ranks[0]]} high"


def test_each_hand_shown_in_a_call_is_named_as_its_cards_say_and_no_other_is():
    classes: Counter[HandClass] = Counter()
    unseen = 0
    for rules in (Rules(kitty="house"), Rules(variety="stud"), Rules(variety="whisky"),
                  Rules(variety="whisky", whisky_settlement="refreshments")):
        for seed in range(25):
            for deal in finished(rules, seed, 8):
                facts, view = deal.result.showdown, deal.view()
                if deal.result.outcome is not Outcome.SHOWDOWN:
                    assert not (facts.hands if facts else ())  # no call, no hand named
                    continue
                shown_in_call = [s for s in deal._from_left_of(deal.dealer) if deal.status[s] == IN]
                assert [h.seat for h in facts.hands] == shown_in_call
                for hand in facts.hands:
                    cls, words = named_by_counting(view.seats[hand.seat].shown)
                    assert EV.hand_class(EV.value(view.seats[hand.seat].shown)) is cls
                    assert hand.words == words
                    classes[cls] += 1
                unseen += any(deal.hands[s] and s not in shown_in_call for s in range(deal.n))
    assert len(classes) >= 7 and unseen > 20, (classes, unseen)


def test_a_pool_taken_unseen_names_no_hand():
    deal = make_deal({0: "2c 5d 8h Ts Qc", 1: "Ah As Ad 9c 4h", 2: "Kh Ks 7c Jd Qh"}, rules=Rules(straddles=False))
    play(deal, ComeIn(2), Pass(0), Pass(1))  # the age will not make good: C takes the pool unseen
    facts = deal.view().showdown
    assert deal.result.outcome is Outcome.UNCONTESTED and facts.hands == ()
    assert [(p.chips, p.takers, p.hand) for p in facts.pools] == [(1 + 2, (2,), None)]
    assert facts.words(2) is None and facts.took(2) == 3 and facts.winners == (2,)


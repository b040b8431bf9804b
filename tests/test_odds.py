"""engine.odds against plain enumeration of every hand and every draw.

The engine counts rank multisets and suit assignments; these tests deal
every hand with itertools and value it with `Evaluator.value`, one hand at
a time, and classify bobtails from the cards themselves.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import combinations
from math import comb

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cards import JOKER_RANK, JOKER_WEIGHT, RANK_WEIGHTS, PackKind, parse_cards
from engine.handrules import FOSTER, HandRules
from engine.hands import HandClass, evaluator_for
from engine.odds import (
    BOBTAIL_KINDS,
    OddsError,
    advise,
    dealt_counts,
    draw_outcomes,
    percentile,
)

H = HandClass
JOKER_PACK = HandRules(pack=PackKind.JOKER)
ECARTE = HandRules(pack=PackKind.ECARTE)

# ---------------------------------------------------------------- brute force


def _key(ranks) -> int:
    return sum(JOKER_WEIGHT if r == JOKER_RANK else RANK_WEIGHTS[r] for r in ranks)


def _fillers(four, rules) -> set[int]:
    """Natural ranks that make the four cards a straight, asked of the evaluator."""
    ev = evaluator_for(rules)
    out = set()
    for x in range(rules.pack.lowest_rank, 13):
        ranks = [*four, x]
        if max(ranks.count(r) for r in ranks if r != JOKER_RANK) > 4:
            continue
        if ev.hand_class(ev.plain[_key(ranks)]) is H.STRAIGHT:
            out.add(x)
    return out


def _consecutive(ranks) -> bool:
    low_aces = [-1 if r == 12 else r for r in ranks]
    return any(max(rs) - min(rs) == len(rs) - 1 for rs in (ranks, low_aces))


def _brute_straight_kind(ranks, rules) -> str | None:
    """The best four-straight in a hand, found by trying every discard."""
    found = set()
    for i in range(5):
        four = ranks[:i] + ranks[i + 1 :]
        naturals = [r for r in four if r != JOKER_RANK]
        if len(set(naturals)) != len(naturals):
            continue
        fill = _fillers(four, rules)
        if len(fill) >= 2:
            found.add("open_ended")
        elif fill:
            found.add("one_ended" if _consecutive(naturals) and len(naturals) == 4 else "inside")
    for kind in ("open_ended", "one_ended", "inside"):
        if kind in found:
            return kind
    return None


def brute_dealt(rules: HandRules) -> dict:
    """Deal every hand: value counts, jacks or better and bobtails, one hand at a time."""
    ev = evaluator_for(rules)
    value, jacks = ev.value, ev.pair_of(9)
    values: Counter[int] = Counter()
    kinds = dict.fromkeys(BOBTAIL_KINDS, 0)
    bobtails = 0
    kind_of: dict[tuple[int, ...], str | None] = {}
    for hand in combinations(rules.pack.cards(), 5):
        v = value(hand)
        values[v] += 1
        if v >= jacks:
            continue
        suits = [c.suit for c in hand]
        wild = 1 if -1 in suits else 0
        four_flush = max(suits.count(s) for s in range(4)) + wild >= 4
        ranks = tuple(sorted(c.rank for c in hand))
        if ranks not in kind_of:
            kind_of[ranks] = _brute_straight_kind(ranks, rules) if rules.straights else None
        kind = kind_of[ranks]
        if four_flush:
            kinds["four_flush"] += 1
        if kind:
            kinds[kind] += 1
        if four_flush or kind:
            bobtails += 1
    classes = Counter()
    for v, n in values.items():
        classes[ev.hand_class(v)] += n
    return {
        "values": values,
        "classes": {c: classes[c] for c in ev.order},
        "jacks_or_better": sum(n for v, n in values.items() if v >= jacks),
        "bobtails": bobtails,
        "bobtail_kinds": kinds,
    }


@pytest.fixture(scope="module")
def brute_standard() -> dict:
    return brute_dealt(FOSTER)


def beats2_from(values: Counter) -> dict[int, int]:
    out, below = {}, 0
    for v in sorted(values):
        out[v] = 2 * below + values[v]
        below += values[v]
    return out


def brute_draw(hand, keep, rules, dead=()) -> Counter:
    ev = evaluator_for(rules)
    gone = set(hand) | set(dead)
    unseen = [c for c in rules.pack.cards() if c not in gone]
    keep = list(keep)
    return Counter(ev.value(keep + list(drawn)) for drawn in combinations(unseen, 5 - len(keep)))


def brute_median(values: Counter) -> int:
    """The lowest final value the draw reaches or falls short of at least half the time."""
    draws, seen = sum(values.values()), 0
    for v in sorted(values):
        seen += values[v]
        if 2 * seen >= draws:
            return v
    raise AssertionError("no draws")


# ---------------------------------------------------------------- the deal


def test_standard_pack_matches_every_hand_dealt(brute_standard):
    counts = dealt_counts(FOSTER)
    assert counts.total == comb(52, 5) == 2_598_960
    assert counts.classes == brute_standard["classes"]
    assert counts.jacks_or_better == brute_standard["jacks_or_better"]
    assert counts.bobtails == brute_standard["bobtails"]
    assert counts.bobtail_kinds == brute_standard["bobtail_kinds"]


def test_standard_pack_matches_the_published_table():
    classes = dealt_counts().classes
    assert list(classes) == [
        H.HIGH_CARD,
        H.ONE_PAIR,
        H.TWO_PAIR,
        H.THREE_OF_A_KIND,
        H.STRAIGHT,
        H.FLUSH,
        H.FULL_HOUSE,
        H.FOUR_OF_A_KIND,
        H.STRAIGHT_FLUSH,
    ]
    assert list(classes.values()) == [
        1_302_540,
        1_098_240,
        123_552,
        54_912,
        10_200,
        5_108,
        3_744,
        624,
        40,
    ]
    # Pairs of jacks to aces, and everything from two pairs up.
    assert dealt_counts().jacks_or_better == 4 * 84_480 + 198_180


def test_standard_bobtails_by_hand_counting():
    # Four-flushes: 1,277 no-pair rank sets (not straights) x 60 suitings, and
    # pairs of deuces to tens with three odd cards of one suit: 9 x 220 x 12.
    assert dealt_counts().bobtail_kinds["four_flush"] == 1_277 * 60 + 9 * 220 * 12


@pytest.mark.parametrize(
    "rules",
    [JOKER_PACK, ECARTE, HandRules(pack=PackKind.ECARTE, straights=False)],
    ids=["joker", "ecarte", "ecarte-no-straights"],
)
def test_other_packs_match_every_hand_dealt(rules):
    truth = brute_dealt(rules)
    counts = dealt_counts(rules)
    assert counts.total == comb(len(rules.pack.cards()), 5)
    assert counts.classes == truth["classes"]
    assert counts.jacks_or_better == truth["jacks_or_better"]
    assert counts.bobtails == truth["bobtails"]
    assert counts.bobtail_kinds == truth["bobtail_kinds"]
    if not rules.straights:
        assert counts.bobtail_kinds["open_ended"] == counts.bobtail_kinds["inside"] == 0


def test_joker_pack_matches_the_published_table():
    classes = dealt_counts(JOKER_PACK).classes
    assert classes[H.FIVE_OF_A_KIND] == 13
    assert classes[H.STRAIGHT_FLUSH] == 204
    assert classes[H.FOUR_OF_A_KIND] == 3_120
    assert classes[H.THREE_OF_A_KIND] == 137_280


@pytest.mark.parametrize(
    "rules",
    [
        HandRules(extra_hands="blaze,skip,little_dog,big_dog,round_the_corner"),
        HandRules(
            extra_hands="blaze,skip,little_dog,big_dog,round_the_corner",
            extra_hand_ranking="calculated",
        ),
        HandRules(straights=False, extra_hands="blaze,little_dog,big_dog"),
    ],
    ids=["customary", "calculated", "no-straights"],
)
def test_extra_hands_match_every_hand_dealt(rules):
    ev = evaluator_for(rules)
    values = Counter(map(ev.value, combinations(rules.pack.cards(), 5)))
    classes = dict.fromkeys(ev.order, 0)
    for v, n in values.items():
        classes[ev.hand_class(v)] += n
    counts = dealt_counts(rules)
    assert counts.classes == classes
    assert counts.jacks_or_better == sum(n for v, n in values.items() if v >= ev.pair_of(9))


def test_percentiles_are_exact(brute_standard):
    beats2 = beats2_from(brute_standard["values"])
    total = comb(52, 5)
    for v in list(beats2)[::97]:
        assert percentile(v) == beats2[v] / (2 * total)
    royal = evaluator_for().value(parse_cards("As Ks Qs Js Ts"))
    assert percentile(royal) == 1 - 2 / total  # ties with the three other royals
    # A random pat hand against another is an even game.
    mean = sum(n * percentile(v) for v, n in brute_standard["values"].items()) / total
    assert mean == pytest.approx(0.5, abs=1e-12)


# ---------------------------------------------------------------- the draw


def test_fosters_pair_draw():
    hand = parse_cards("Js Jh 2c 7d Kh")
    out = draw_outcomes(hand, hand[:2])
    assert out.draws == comb(47, 3) == 16_215
    nonzero = {cls: n for cls, n in out.outcomes.items() if n}
    assert nonzero == {
        H.FOUR_OF_A_KIND: 45,
        H.FULL_HOUSE: 165,
        H.THREE_OF_A_KIND: 1_854,
        H.TWO_PAIR: 2_592,
        H.ONE_PAIR: 11_559,
    }
    assert out.improved == 16_215 - 11_559
    assert out.dealt_class is H.ONE_PAIR
    assert out.values == brute_draw(hand, hand[:2], FOSTER)


@pytest.mark.parametrize(
    ("hand", "keep", "rules", "dead"),
    [
        ("5h 6h 7h 8h Kd", "5h 6h 7h 8h", FOSTER, ""),
        ("5h 6h 7h 8h Kd", "", FOSTER, "9c 9d 4s"),
        ("Jo Ah Kh 2c 7d", "Jo Ah Kh", JOKER_PACK, "Qh"),
        ("Jo Ah Kh 2c 7d", "Ah", JOKER_PACK, "Qh Jh Th 9h"),
        ("As Ah 8c Td 9s", "", ECARTE, ""),
        ("As Ah 8c Td 9s", "Td 9s", ECARTE, "Jc"),
        # 46 draws, and exactly 23 of them end at or below one pair of sixes.
        ("6s Ad 2d 6d 9h", "6s Ad 2d 6d", FOSTER, "Jh"),
    ],
)
def test_draws_match_every_draw(hand, keep, rules, dead):
    hand, keep, dead = parse_cards(hand), parse_cards(keep), parse_cards(dead)
    out = draw_outcomes(hand, keep, rules, dead)
    truth = brute_draw(hand, keep, rules, dead)
    assert out.values == truth
    assert (
        out.draws
        == sum(truth.values())
        == comb(len(rules.pack.cards()) - 5 - len(dead), 5 - len(keep))
    )
    ev = evaluator_for(rules)
    by_class = Counter()
    for v, n in truth.items():
        by_class[ev.hand_class(v)] += n
    assert out.outcomes == {c: by_class[c] for c in ev.order}
    assert out.median_value == brute_median(truth)
    assert out.median_hand == ev.describe(out.median_value)


@st.composite
def small_draws(draw):
    rules = draw(st.sampled_from([FOSTER, JOKER_PACK, ECARTE]))
    cards = list(rules.pack.cards())
    picked = draw(st.permutations(cards))
    hand = picked[:5]
    dead = picked[5 : 5 + draw(st.integers(0, 4))]
    keep = [c for c in hand if draw(st.booleans())]
    if len(keep) < 3:  # draw at most two cards: brute force stays quick
        keep = hand[: 3 + draw(st.integers(0, 2))]
    return rules, hand, keep, dead


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_draws())
def test_small_draws_match_brute_force(case):
    rules, hand, keep, dead = case
    out = draw_outcomes(hand, keep, rules, dead)
    truth = brute_draw(hand, keep, rules, dead)
    assert out.values == truth
    dealt = evaluator_for(rules).value(hand)
    ev = evaluator_for(rules)
    improved = sum(
        n
        for v, n in truth.items()
        if ev.order.index(ev.hand_class(v)) > ev.order.index(ev.hand_class(dealt))
    )
    assert out.improved == improved


def test_draw_errors():
    hand = parse_cards("Js Jh 2c 7d Kh")
    with pytest.raises(OddsError, match="Qs is kept but is not in the hand"):
        draw_outcomes(hand, parse_cards("Qs"))
    with pytest.raises(OddsError, match="five cards, not 4"):
        draw_outcomes(hand[:4], [])
    with pytest.raises(OddsError, match="joker"):
        draw_outcomes([*hand[:4], parse_cards("Jo")[0]], [])
    with pytest.raises(OddsError, match="2c is not in the 32-card ecarte pack"):
        draw_outcomes(hand, [], ECARTE)
    with pytest.raises(OddsError, match="Js is in the hand"):
        draw_outcomes(hand, [], dead=hand[:1])


# ---------------------------------------------------------------- advice


def brute_choices(hand, rules, beats2, total):
    """(expected percentile, chance of improving, discards, keep) for all 32, by enumeration."""
    ev = evaluator_for(rules)
    dealt_place = ev.order.index(ev.hand_class(ev.value(hand)))
    rows = []
    for mask in range(32):
        keep = [c for i, c in enumerate(hand) if mask >> i & 1]
        values = brute_draw(hand, keep, rules)
        draws = sum(values.values())
        ev_exact = Fraction(sum(n * beats2[v] for v, n in values.items()), 2 * total * draws)
        up = sum(n for v, n in values.items() if ev.order.index(ev.hand_class(v)) > dealt_place)
        rows.append((ev_exact, Fraction(up, draws), 5 - len(keep), tuple(keep), values))
    # Best first, as advise promises; ties keep the order of the masks.
    rows.sort(key=lambda r: (-r[0], -r[1], r[2]))
    return rows


def test_advise_matches_brute_force(brute_standard):
    hand = parse_cards("Js Jh Th 9h 2c")
    choices = advise(hand)
    truth = brute_choices(hand, FOSTER, beats2_from(brute_standard["values"]), comb(52, 5))
    assert [c.keep for c in choices] == [r[3] for r in truth]
    for choice, (ev_exact, p_up, _, _, values) in zip(choices, truth, strict=True):
        assert choice.outcome.expected_value_exact == ev_exact
        assert choice.p_improve == float(p_up)
        assert choice.outcome.values == values
        assert choice.outcome.median_value == brute_median(values)
        assert choice.median_hand == evaluator_for().describe(brute_median(values))
    assert set(choices[0].keep) == set(parse_cards("Js Jh"))


def test_advise_invariants():
    hand = parse_cards("9d 8d 7c 6s 2h")
    choices = advise(hand)
    assert len(choices) == 32
    assert len({frozenset(c.keep) for c in choices}) == 32
    for c in choices:
        assert set(c.keep) | set(c.discard) == set(hand)
        assert c.draws == comb(47, len(c.discard))
        assert sum(c.outcome.outcomes.values()) == c.draws
        assert 0 <= c.p_improve <= 1 and 0 < c.expected_value < 1
    evs = [c.expected_value for c in choices]
    assert evs == sorted(evs, reverse=True)


def test_pat_royal_flush_stands_pat():
    hand = parse_cards("As Ks Qs Js Ts")
    best = advise(hand)[0]
    assert best.discard == ()
    assert best.draws == 1
    assert best.median_hand == "a royal flush"


def test_joker_advice_counts_every_draw():
    hand = parse_cards("Jo 9h 8h 2c Kd")
    choices = advise(hand, JOKER_PACK, dead=parse_cards("Th"))
    for c in choices:
        assert c.draws == comb(53 - 5 - 1, len(c.discard))
    keep_four = next(c for c in choices if set(c.keep) == set(parse_cards("Jo 9h 8h")))
    assert keep_four.outcome.values == brute_draw(
        hand, keep_four.keep, JOKER_PACK, parse_cards("Th")
    )


def test_a_joker_flush_holding_the_ace_is_counted_as_the_evaluator_ranks_it():
    """Jo-A-9-6 of hearts drawing one: all ten hearts left make a flush; K or Q of hearts makes
    A-K-Q-9-6 (the joker the card missing), and none beats a natural A-K-Q-J-9 flush."""
    hand, keep = parse_cards("Jo Ah 9h 6h 2c"), parse_cards("Jo Ah 9h 6h")
    out = draw_outcomes(hand, keep, JOKER_PACK)
    ev = evaluator_for(JOKER_PACK)
    best_flush = ev.value(parse_cards("Jo Ah Kh 9h 6h"))
    assert out.outcomes[H.FLUSH] == 10
    assert out.values[best_flush] == 2 and ev.value(parse_cards("Jo Ah Qh 9h 6h")) == best_flush
    assert max(out.values) == best_flush < ev.value(parse_cards("Ac Kc Qc Jc 9c"))
    assert out.values == brute_draw(hand, keep, JOKER_PACK)

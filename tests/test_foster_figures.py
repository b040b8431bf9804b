"""Every figure Foster prints about the cards, recomputed exactly.

R. F. Foster, *Practical Poker* (1905) prints odds for dealt hands, for the
draw, for the extra hands (blaze, tiger, skip, round-the-corner), for
bobtails and openers, and a table of what a draw is "worth on average".
Each case below

1. computes our figure independently: by dealing every hand or every draw
   with `itertools.combinations` and valuing it with `Evaluator.value`, or by
   plain counting with `math.comb` and `Fraction`, or (for the few
   questions about a whole table of players, marked so) by a seeded
   simulation;
2. asserts our exact figure, written out; and
3. asserts how Foster's printed figure relates to it: ``equal``,
   ``rounded`` (to the nearest step he writes, such as a quarter),
   ``truncated`` (cut down to the step), ``one-in`` (he printed "1 in N"
   and called it odds of N to 1, one too many), or ``differs``.

Where `engine.odds` answers the same question it is checked against the
same enumeration.  docs/foster-figures.md tabulates every case with the
reasons for the differences.
"""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction as F
from functools import cache
from itertools import combinations, combinations_with_replacement
from math import comb, floor, perm, prod

import pytest

from engine.cards import Card, PackKind, parse_cards
from engine.handrules import FOSTER, HandRules
from engine.hands import HandClass, evaluator_for

H = HandClass
D = comb(52, 5)  # Foster's denominator, 2,598,960
EV = evaluator_for(FOSTER)
PACK = PackKind.STANDARD.cards()
ALL_EXTRAS = "blaze,skip,little_dog,big_dog,round_the_corner"
CUSTOMARY = HandRules(extra_hands=ALL_EXTRAS)
CALCULATED = HandRules(extra_hands=ALL_EXTRAS, extra_hand_ranking="calculated")
JOKER = HandRules(pack=PackKind.JOKER)
JOKER_SWAPPED = HandRules(pack=PackKind.JOKER, joker_two_pairs_over_threes=True)
ECARTE = HandRules(pack=PackKind.ECARTE)
NO_STRAIGHTS = HandRules(straights=False)
JACK, QUEEN, KING, ACE = 9, 10, 11, 12


# ---------------------------------------------------------------- how Foster's figure relates


def odds(favourable: int, total: int) -> F:
    """Odds against an event with `favourable` cases out of `total`: (total - n) / n."""
    return F(total - favourable, favourable)


def relation(printed: F, ours: F, step: F = F(1), kind: str = "odds") -> str:
    """How Foster's printed number stands to our exact one.

    ``equal``; ``rounded`` to the nearest multiple of `step`; ``truncated``
    (cut down to a multiple of `step`); ``one-in`` (odds printed one too
    high: he gave the "1 in N" figure, N = odds + 1, as "N to 1", rounded);
    else ``differs``.
    """
    printed, ours = F(printed), F(ours)
    if printed == ours:
        return "equal"
    if abs(ours - printed) <= step / 2:
        return "rounded"
    if floor(ours / step) * step == printed:
        return "truncated"
    if kind == "odds" and abs(ours + 1 - printed) <= step / 2:
        return "one-in"
    return "differs"


def test_relation_helper():
    assert relation(F(64973), F(64973)) == "equal"
    assert relation(F(254), F(2588760, 10200)) == "rounded"  # 253.8
    assert relation(F(423), F(2592840, 6120)) == "truncated"  # 423.67
    assert relation(F(3), F(32, 15)) == "one-in"  # 2.13 printed as 3
    assert relation(F(97), F(100)) == "differs"
    assert relation(F(17, 4), F(38, 9), step=F(1, 4)) == "rounded"


# ---------------------------------------------------------------- brute force: hands dealt


@cache
def dealt_values(rules: HandRules = FOSTER) -> Counter:
    """Value -> number of hands, by dealing every hand of the pack."""
    ev = evaluator_for(rules)
    return Counter(map(ev.value, combinations(rules.pack.cards(), 5)))


@cache
def dealt_classes(rules: HandRules = FOSTER) -> Counter:
    ev = evaluator_for(rules)
    out: Counter = Counter()
    for value, n in dealt_values(rules).items():
        out[ev.hand_class(value)] += n
    return out


def top_rank(value: int) -> int:
    """The first rank of the tiebreak: the top pair of two pairs, the high card of no pair.

    (`engine.hands` packs ranks four bits each, highest group first, above the joker bit.)
    """
    return (value >> 17) & 0xF


@cache
def two_pairs_by_top() -> Counter:
    out: Counter = Counter()
    for value, n in dealt_values().items():
        if EV.hand_class(value) is H.TWO_PAIR:
            out[top_rank(value)] += n
    return out


@cache
def no_pair_by_top() -> Counter:
    out: Counter = Counter()
    for value, n in dealt_values().items():
        if EV.hand_class(value) is H.HIGH_CARD:
            out[top_rank(value)] += n
    return out


def at_least(value: int, rules: HandRules = FOSTER) -> int:
    return sum(n for v, n in dealt_values(rules).items() if v >= value)


# ---------------------------------------------------------------- brute force: the draw


def hand(text: str) -> list[Card]:
    return parse_cards(text)


def finals(held: str, keep: str, dead: str = "") -> Iterable[tuple[Card, ...]]:
    """Every final hand: each draw to `keep` from the unseen cards, one at a time.

    The unseen cards are the pack less the five held (the discards included:
    the drawer knows them) and any other `dead` cards.
    """
    cards, kept = hand(held), hand(keep) if keep else []
    gone = hand(dead) if dead else []
    assert set(kept) <= set(cards) and len(cards) == 5
    unseen = [c for c in PACK if c not in cards and c not in gone]
    for drawn in combinations(unseen, 5 - len(kept)):
        yield (*kept, *drawn)


@cache
def draw_values(held: str, keep: str, dead: str = "") -> Counter:
    """Final value -> number of draws."""
    return Counter(map(EV.value, finals(held, keep, dead)))


def draw_share(held: str, keep: str, test: Callable[[tuple[Card, ...]], bool], dead: str = "") -> F:
    """The share of draws whose final five cards pass `test`."""
    hits = total = 0
    for final in finals(held, keep, dead):
        total += 1
        hits += bool(test(final))
    return F(hits, total)


def count_if(values: Counter, test: Callable[[int], bool]) -> int:
    return sum(n for v, n in values.items() if test(v))




# ---------------------------------------------------------------- figures as data


@dataclass(frozen=True)
class Figure:
    key: str
    chapter: str
    what: str
    printed: str  # Foster's words, shortened
    foster: F | None  # his figure as a number, in the units of `ours`
    ours: Callable[[], F]  # our exact figure, computed
    expected: F  # our exact figure, written out
    verdict: str  # see `relation`
    step: F = F(1)
    kind: str = "odds"  # odds (N to 1 against), one_in (1 in N), count, ratio, share
    within: F | None = None  # for simulated figures: how far from `expected` ours may be


def cls_count(cls: HandClass, rules: HandRules = FOSTER) -> Callable[[], F]:
    return lambda: F(dealt_classes(rules)[cls])


def cls_odds(*classes: HandClass, rules: HandRules = FOSTER) -> Callable[[], F]:
    return lambda: odds(sum(dealt_classes(rules)[c] for c in classes), D)


POKER_HANDS = "Poker Hands"
CALCS = "Poker Calculations"
IMPROVING = "Odds Against Improving"
DRAWING = "Drawing to Improve"

FIGURES: list[Figure] = [
    # -------------------------------------------------- the table of poker hands
    Figure("total_hands", CALCS, "different five-card hands", "2,598,960",
           F(2598960), lambda: F(sum(dealt_values().values())), F(2598960), "equal", kind="count"),
    Figure("pairs_from_four", CALCS, "pairs from the four aces", "6",
           F(6), lambda: F(len(list(combinations(range(4), 2)))), F(6), "equal", kind="count"),
    Figure("straight_flush_count", CALCS, "straight flushes", "40",
           F(40), cls_count(H.STRAIGHT_FLUSH), F(40), "equal", kind="count"),
    Figure("straight_flush_odds", POKER_HANDS, "odds against a pat straight flush", "64,973 to 1",
           F(64973), cls_odds(H.STRAIGHT_FLUSH), F(D - 40, 40), "equal"),
    Figure("royal_flush_odds", POKER_HANDS, "odds against a pat royal flush", "649,739 to 1",
           F(649739), lambda: odds(at_least(EV.value(hand("As Ks Qs Js Ts"))), D), F(D - 4, 4), "equal"),
    Figure("fours_count", CALCS, "four of a kind", "624",
           F(624), cls_count(H.FOUR_OF_A_KIND), F(624), "equal", kind="count"),
    Figure("fours_odds", POKER_HANDS, "odds against four of a kind pat", "4,164 to 1",
           F(4164), cls_odds(H.FOUR_OF_A_KIND), F(D - 624, 624), "equal"),
    Figure("full_count", CALCS, "full hands", "3,744",
           F(3744), cls_count(H.FULL_HOUSE), F(3744), "equal", kind="count"),
    Figure("full_odds", POKER_HANDS, "odds against a pat full", "693 to 1",
           F(693), cls_odds(H.FULL_HOUSE), F(D - 3744, 3744), "rounded"),
    Figure("flush_count", CALCS, "flushes (not straight)", "5,108",
           F(5108), cls_count(H.FLUSH), F(5108), "equal", kind="count"),
    Figure("flush_odds", POKER_HANDS, "odds against a pat flush", "508 to 1",
           F(508), cls_odds(H.FLUSH), F(D - 5108, 5108), "rounded"),
    Figure("straight_count", CALCS, "straights (not flush)", "10,200",
           F(10200), cls_count(H.STRAIGHT), F(10200), "equal", kind="count"),
    Figure("straight_odds", POKER_HANDS, "odds against a pat straight", "254 to 1",
           F(254), cls_odds(H.STRAIGHT), F(D - 10200, 10200), "rounded"),
    Figure("threes_count", CALCS, "three of a kind", "54,912",
           F(54912), cls_count(H.THREE_OF_A_KIND), F(54912), "equal", kind="count"),
    Figure("threes_odds", POKER_HANDS, "odds against threes pat", "about 46 to 1",
           F(46), cls_odds(H.THREE_OF_A_KIND), F(D - 54912, 54912), "rounded"),
    Figure("two_pairs_count", CALCS, "two pairs", "123,552",
           F(123552), cls_count(H.TWO_PAIR), F(123552), "equal", kind="count"),
    Figure("two_pairs_odds", CALCS, "odds against two pairs pat", "about 20 to 1",
           F(20), cls_odds(H.TWO_PAIR), F(D - 123552, 123552), "rounded"),
    Figure("one_pair_count", CALCS, "one pair", "1,098,240",
           F(1098240), cls_count(H.ONE_PAIR), F(1098240), "equal", kind="count"),
    Figure("one_pair_odds_quarter", CALCS, "odds against one pair pat", "1 1/4 to 1",
           F(5, 4), cls_odds(H.ONE_PAIR), F(D - 1098240, 1098240), "rounded", step=F(1, 4)),
    Figure("one_pair_odds_tenths", CALCS, "the same, in tenths", "about 12 1/2 to 10",
           F(25, 2), lambda: 10 * odds(dealt_classes()[H.ONE_PAIR], D), F(10 * (D - 1098240), 1098240),
           "differs", step=F(1, 2)),
    Figure("one_pair_odds_hands", POKER_HANDS, "odds against a pair dealt, in tenths", "13 to 10",
           F(13), lambda: 10 * odds(dealt_classes()[H.ONE_PAIR], D), F(10 * (D - 1098240), 1098240),
           "truncated"),
    Figure("no_pair_count", CALCS, "no pair (no straight or flush)", "1,302,540",
           F(1302540), cls_count(H.HIGH_CARD), F(1302540), "equal", kind="count"),
    Figure("threes_pole_error", CALCS, "Dr. Pole's threes, 49 cards and fours deducted once",
           "56,784", F(56784), lambda: F(52 * comb(49, 2) - dealt_classes()[H.FULL_HOUSE]
                                        - dealt_classes()[H.FOUR_OF_A_KIND]),
           F(56784), "equal", kind="count"),
    Figure("threes_pole_excess", CALCS, "Pole's excess over the true threes, in fours", "3 times 624",
           F(3 * 624), lambda: F(56784 - dealt_classes()[H.THREE_OF_A_KIND]), F(1872), "equal",
           kind="count"),
]

# Two pairs by the top pair: Foster's table (the treys-up line is lost in the text).
_TWO_PAIRS_PRINTED = {
    ACE: (19008, 135, "truncated"), KING: (17424, 148, "rounded"), QUEEN: (15840, 163, "rounded"),
    JACK: (14256, 181, "rounded"), 8: (12672, 204, "rounded"), 7: (11088, 233, "rounded"),
    6: (9504, 272, "rounded"), 5: (7920, 327, "rounded"), 4: (6336, 410, "one-in"),
    3: (4752, 536, "differs"), 2: (3168, 820, "one-in"), 1: (1584, None, None),
}
_RANK = ("deuces", "treys", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens",
         "jacks", "queens", "kings", "aces")
for _top, (_n, _odds, _verdict) in _TWO_PAIRS_PRINTED.items():
    FIGURES.append(Figure(f"two_pairs_{_RANK[_top]}_up_count", CALCS, f"two pairs, {_RANK[_top]} up",
                          f"{_n:,}" if _top > 1 else "(line lost)", F(_n) if _top > 1 else None,
                          lambda t=_top: F(two_pairs_by_top()[t]), F(1584 * _top), "equal", kind="count"))
    if _odds is not None:
        FIGURES.append(Figure(f"two_pairs_{_RANK[_top]}_up_odds", CALCS,
                              f"odds against two pairs, {_RANK[_top]} up", f"{_odds} to 1", F(_odds),
                              lambda t=_top: odds(two_pairs_by_top()[t], D),
                              F(D - 1584 * _top, 1584 * _top), _verdict))

# No pair by the high card.
_NO_PAIR_PRINTED = {
    ACE: (502860, 4, "rounded"), KING: (335580, 7, "rounded"), QUEEN: (213180, 11, "rounded"),
    JACK: (127500, 19, "rounded"), 8: (70380, 36, "rounded"), 7: (34680, 74, "rounded"),
    6: (14280, 181, "equal"), 5: (4080, 636, "equal"),
}
_HIGH = ("deuce", "trey", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen",
         "king", "ace")


def _no_pair_closed_form(top: int) -> int:
    """No pair, `top` high: rank sets under the top card, less the straights, times 1,020 suitings."""
    straights = (1 if top >= 4 else 0) + (1 if top == ACE else 0)  # ending at top; the wheel
    return (comb(top, 4) - straights) * (4**5 - 4)


for _top, (_n, _odds, _verdict) in _NO_PAIR_PRINTED.items():
    FIGURES.append(Figure(f"no_pair_{_HIGH[_top]}_high_count", CALCS, f"no pair, {_HIGH[_top]} high",
                          f"{_n:,}", F(_n), lambda t=_top: F(no_pair_by_top()[t]),
                          F(_no_pair_closed_form(_top)), "equal", kind="count"))
    FIGURES.append(Figure(f"no_pair_{_HIGH[_top]}_high_odds", CALCS,
                          f"odds against no pair, {_HIGH[_top]} high", f"{_odds} to 1", F(_odds),
                          lambda t=_top: odds(no_pair_by_top()[t], D),
                          F(D - _no_pair_closed_form(_top), _no_pair_closed_form(_top)), _verdict))



# ---------------------------------------------------------------- the extra hands

_SHAPE_CODES = [5**card.rank * 4096 + 8**card.suit for card in PACK]


@cache
def dealt_shapes() -> Counter:
    """(rank counts, suit counts) -> hands, by dealing every hand of the standard pack.

    Each card is coded so that the sum of five codes keeps the count of every
    rank (base 5) and of every suit (base 8); the codes of every hand are summed.
    """
    out: Counter = Counter()
    for key, n in Counter(map(sum, combinations(_SHAPE_CODES, 5))).items():
        ranks, suits = divmod(key, 4096)
        rank_counts = tuple(ranks // 5**r % 5 for r in range(13))
        suit_counts = tuple(suits >> (3 * s) & 7 for s in range(4))
        out[rank_counts, suit_counts] += n
    return out


def count_shapes(test: Callable[[tuple[int, ...], tuple[int, ...]], bool]) -> int:
    return sum(n for (rc, sc), n in dealt_shapes().items() if test(rc, sc))


def rank_set(rank_counts: Sequence[int]) -> frozenset[int]:
    return frozenset(r for r, n in enumerate(rank_counts) if n)


def no_pair(rank_counts: Sequence[int]) -> bool:
    return max(rank_counts) == 1


def one_suit(suit_counts: Sequence[int]) -> bool:
    return max(suit_counts) == 5


# Foster's definitions (Poker Hands; Technical Terms), each "without a flush".
SKIPS = [frozenset(range(low, low + 9, 2)) for low in range(5)] + [frozenset({ACE, 1, 3, 5, 7})]
CORNERS = [frozenset({JACK, QUEEN, KING, ACE, 0}), frozenset({QUEEN, KING, ACE, 0, 1}),
           frozenset({KING, ACE, 0, 1, 2})]
COURT = frozenset({JACK, QUEEN, KING})


def is_skip(rc, sc) -> bool:
    return rank_set(rc) in SKIPS and not one_suit(sc)


def is_corner(rc, sc) -> bool:
    return rank_set(rc) in CORNERS and not one_suit(sc)


def is_tiger(rc, sc) -> bool:  # little dog: seven high, deuce low, no pair, sequence or flush
    ranks = rank_set(rc)
    return no_pair(rc) and max(ranks) == 5 and min(ranks) == 0 and not one_suit(sc)


def is_big_dog(rc, sc) -> bool:  # ace high, nine low, one card of the run missing
    ranks = rank_set(rc)
    return no_pair(rc) and max(ranks) == ACE and min(ranks) == 7 and not one_suit(sc)


def is_blaze(rc, sc) -> bool:  # five court cards
    return rank_set(rc) <= COURT


def is_two_pair_blaze(rc, sc) -> bool:  # "although only two pairs" (Technical Terms)
    return is_blaze(rc, sc) and sorted(n for n in rc if n) == [1, 2, 2]


EXTRAS = "Poker Hands (extra hands)"
FIGURES += [
    Figure("skip_count", EXTRAS, "skips, 2-4-6-8-10 to 6-8-10-Q-A and A-3-5-7-9, not flushes",
           "(odds only)", None, lambda: F(count_shapes(is_skip)), F(6 * 1020), "equal", kind="count"),
    Figure("skip_odds", EXTRAS, "odds against a skip", "423 to 1",
           F(423), lambda: odds(count_shapes(is_skip), D), F(D - 6120, 6120), "truncated"),
    Figure("skip_vs_straight", EXTRAS, "straights per skip", "almost twice",
           F(2), lambda: F(dealt_classes()[H.STRAIGHT], count_shapes(is_skip)), F(10200, 6120),
           "differs", step=F(1, 2), kind="ratio"),
    Figure("corner_count", EXTRAS, "round-the-corner straights, not flushes", "(odds only)",
           None, lambda: F(count_shapes(is_corner)), F(3 * 1020), "equal", kind="count"),
    Figure("corner_odds", EXTRAS, "odds against a round-the-corner", "848 to 1",
           F(848), lambda: odds(count_shapes(is_corner), D), F(D - 3060, 3060), "rounded"),
    Figure("tiger_count", EXTRAS, "tigers (little dogs)", "4,080 (seven high, no-pair table)",
           F(4080), lambda: F(count_shapes(is_tiger)), F(4080), "equal", kind="count"),
    Figure("tiger_odds", EXTRAS, "odds against a tiger", "636 to 1",
           F(636), lambda: odds(count_shapes(is_tiger), D), F(636), "equal"),
    Figure("big_dog_odds", EXTRAS, "odds against a big dog", "636 to 1 (big or little dog)",
           F(636), lambda: odds(count_shapes(is_big_dog), D), F(636), "equal"),
    Figure("blaze_count", EXTRAS, "five court cards", "(odds only)",
           None, lambda: F(count_shapes(is_blaze)), F(comb(12, 5)), "equal", kind="count"),
    Figure("blaze_odds", EXTRAS, "odds against a blaze (five court cards)", "3,008 to 1",
           F(3008), lambda: odds(count_shapes(is_blaze), D), F(D - 792, 792), "differs"),
    Figure("blaze_two_pair_odds", EXTRAS, "odds against a blaze that is two pairs", "3,008 to 1",
           F(3008), lambda: odds(count_shapes(is_two_pair_blaze), D), F(D - 432, 432), "differs"),
    Figure("blaze_doubled_odds", EXTRAS, "the same with the two pairs' ranks counted in order (864)",
           "3,008 to 1", F(3008), lambda: odds(2 * count_shapes(is_two_pair_blaze), D),
           F(D - 864, 864), "one-in"),
]


def test_blaze_doubled_is_ordered_pairs():
    """864 = 3 ranks for the first pair x 2 for the second x 6 x 6 suitings x 4 odd cards."""
    assert 3 * 2 * 6 * 6 * 4 == 2 * count_shapes(is_two_pair_blaze) == 864
    assert comb(3, 2) * 6 * 6 * 4 == count_shapes(is_two_pair_blaze)
    assert round(F(D, 3008)) == 864  # the count Foster's "1 in 3,008" implies


def test_extra_hands_in_the_engine():
    """The evaluator's extra classes under both orders, and Foster's proper rank by rarity."""
    customary, calculated = dealt_classes(CUSTOMARY), dealt_classes(CALCULATED)
    # Customary: the blaze ranks just above two pairs, so only two-pair blazes are blazes;
    # the others are flushes where a flush outranks them.
    assert customary[H.BLAZE] == count_shapes(is_two_pair_blaze) == 432
    assert customary[H.SKIP] == count_shapes(is_skip) == 6120
    assert customary[H.ROUND_THE_CORNER] == count_shapes(is_corner) == 3060
    assert customary[H.LITTLE_DOG] == count_shapes(is_tiger) == 4080
    assert customary[H.BIG_DOG] == count_shapes(is_big_dog) == 4080
    # Calculated: each extra hand takes every hand it qualifies for below it.
    assert calculated[H.BLAZE] == count_shapes(is_blaze) - 24 == 768  # all but four of a kind
    assert calculated[H.SKIP] == 6120  # a suited skip is still a flush, which ranks higher
    assert calculated[H.ROUND_THE_CORNER] == 3 * 1024  # suited ones too: above the flush
    assert calculated[H.LITTLE_DOG] == calculated[H.BIG_DOG] == 4 * 1024
    assert sum(customary.values()) == sum(calculated.values()) == D
    # Foster's "proper rank": the classes ordered by how few are dealt (his definitions).
    foster = {
        H.TWO_PAIR: dealt_classes()[H.TWO_PAIR], H.THREE_OF_A_KIND: 54912, H.STRAIGHT: 10200,
        H.SKIP: count_shapes(is_skip), H.FLUSH: 5108, H.LITTLE_DOG: count_shapes(is_tiger),
        H.FULL_HOUSE: 3744, H.ROUND_THE_CORNER: count_shapes(is_corner),
        H.BLAZE: 2 * count_shapes(is_two_pair_blaze), H.FOUR_OF_A_KIND: 624, H.STRAIGHT_FLUSH: 40,
    }
    by_rarity = sorted(foster, key=lambda c: -foster[c])
    engine_order = [c for c in evaluator_for(CALCULATED).order if c in foster]
    assert by_rarity == engine_order
    # With the true count of five court cards (792) the blaze is still rarer than a full.
    assert 624 < count_shapes(is_blaze) < 3744


def test_extra_hands_in_engine_odds():
    dealt_counts = pytest.importorskip("engine.odds").dealt_counts
    for rules in (CUSTOMARY, CALCULATED):
        assert dealt_counts(rules).classes == {c: n for c, n in dealt_classes(rules).items()} | {
            c: 0 for c in evaluator_for(rules).order if c not in dealt_classes(rules)
        }


# ---------------------------------------------------------------- openers and bobtails

RUNS = [frozenset(range(low, low + 5)) for low in range(9)] + [frozenset({ACE, 0, 1, 2, 3})]
_RUN_ENDS = {run: ((ACE, 3) if ACE in run and 0 in run else (min(run), max(run))) for run in RUNS}


@cache
def four_straights(ranks: frozenset[int]) -> frozenset[str]:
    """The kinds of four-card straight among these ranks: open, one (-ended), inside."""
    kinds = set()
    for four in map(frozenset, combinations(sorted(ranks), 4)):
        fillers = {next(iter(run - four)): run for run in RUNS if four <= run}
        if len(fillers) >= 2:
            kinds.add("open")
        elif fillers:
            ((x, run),) = fillers.items()
            kinds.add("one" if x in _RUN_ENDS[run] else "inside")
    return frozenset(kinds)


@cache
def shape_value(rank_counts: tuple[int, ...], flush: bool) -> int:
    cards = [Card(r, i) for r, n in enumerate(rank_counts) for i in range(n)]
    if not flush and len(cards) == len(set(c.rank for c in cards)):
        cards = [Card(c.rank, 1 if j == 0 else 0) for j, c in enumerate(cards)]
    elif flush:
        cards = [Card(c.rank, 0) for c in cards]
    return EV.value(cards)


@cache
def bobtail_table() -> Counter:
    """(made, jacks or better, four-flush, four-straight kinds, paired) -> hands."""
    jacks = EV.pair_of(JACK)
    out: Counter = Counter()
    for (rc, sc), n in dealt_shapes().items():
        value = shape_value(rc, one_suit(sc))
        made = value >= EV.class_floor(H.STRAIGHT) and EV.hand_class(value) in (
            H.STRAIGHT, H.FLUSH, H.STRAIGHT_FLUSH)
        out[made, value >= jacks, max(sc) == 4, four_straights(rank_set(rc)), not no_pair(rc)] += n
    return out


def bobtails(test: Callable[..., bool]) -> int:
    """Hands passing test(made, jacks_or_better, four_flush, straight_kinds[, paired])."""
    return sum(n for key, n in bobtail_table().items() if test(*key))


def best_kind(kinds: frozenset[str]) -> str | None:
    return next((k for k in ("open", "one", "inside") if k in kinds), None)


OPENING = "Disputed Rules (bobtails) / Opening Jack-pots"
FOSTER_OPEN, FOSTER_INSIDE, FOSTER_FLUSH4 = 103808, 395264, 111540
FOSTER_OPENERS, FOSTER_BOBTAILS = 549564, 573916
OURS_JACKS = 536100
OURS_BOBTAILS = 411252  # not jacks or better, holding a four-flush or any four-straight

FIGURES += [
    Figure("jacks_or_better_count", OPENING, "hands that open, jacks or better", "549,564",
           F(FOSTER_OPENERS), lambda: F(at_least(EV.pair_of(JACK))), F(OURS_JACKS), "differs",
           kind="count"),
    Figure("jacks_or_better_odds", OPENING, "odds against openers, in tenths", "37 to 10",
           F(37), lambda: 10 * odds(at_least(EV.pair_of(JACK)), D), F(10 * (D - OURS_JACKS), OURS_JACKS),
           "differs"),
    Figure("openers_nearly_four", "Opening Jack-pots", "odds against openers", "nearly four to one",
           F(4), lambda: odds(at_least(EV.pair_of(JACK)), D), F(D - OURS_JACKS, OURS_JACKS), "rounded"),
    Figure("bobtail_count", OPENING, "bobtails that are not jacks or better", "573,916",
           F(FOSTER_BOBTAILS), lambda: F(bobtails(lambda m, j, f, k, *_: not j and (f or bool(k)))),
           F(OURS_BOBTAILS), "differs", kind="count"),
    Figure("bobtail_odds", OPENING, "odds against a bobtail, in tenths", "35 to 10",
           F(35), lambda: 10 * odds(bobtails(lambda m, j, f, k, *_: not j and (f or bool(k))), D),
           F(10 * (D - OURS_BOBTAILS), OURS_BOBTAILS), "differs"),
    Figure("four_flush_count", IMPROVING, "hands with exactly four of one suit", "111,540",
           F(FOSTER_FLUSH4), lambda: F(bobtails(lambda m, j, f, k, *_: f)), F(4 * comb(13, 4) * 39),
           "equal", kind="count"),
    Figure("four_flush_odds", IMPROVING, "odds against a four-flush dealt", "about 22 1/2 to 1",
           F(45, 2), lambda: odds(bobtails(lambda m, j, f, k, *_: f), D), F(D - 111540, 111540),
           "rounded", step=F(1, 2)),
    Figure("open_straight_count", IMPROVING, "hands holding an open-ended four-straight, not made",
           "103,808", F(FOSTER_OPEN), lambda: F(bobtails(lambda m, j, f, k, *_: not m and "open" in k)),
           F(78084), "differs", kind="count"),
    Figure("open_straight_odds", IMPROVING, "odds against an open-ended four-straight dealt",
           "24 to 1", F(24), lambda: odds(bobtails(lambda m, j, f, k, *_: not m and "open" in k), D),
           F(D - 78084, 78084), "differs"),
    Figure("inside_straight_count", IMPROVING, "hands whose best four-straight is inside, not made",
           "395,264", F(FOSTER_INSIDE),
           lambda: F(bobtails(lambda m, j, f, k, *_: not m and best_kind(k) == "inside")),
           F(246000), "differs", kind="count"),
    Figure("inside_straight_odds", IMPROVING, "odds against an inside four-straight dealt",
           "about 5 1/2 to 1", F(11, 2),
           lambda: odds(bobtails(lambda m, j, f, k, *_: not m and best_kind(k) == "inside"), D),
           F(D - 246000, 246000), "differs", step=F(1, 2)),
]

BOBTAIL_VARIANTS = {
    # Definitions tried against Foster's 103,808 open-ended four-straights.
    "open: any hand holding one": (lambda m, j, f, k, p: "open" in k, 88576),
    "open: not already a straight or flush": (lambda m, j, f, k, p: not m and "open" in k, 78084),
    "open: not made, no pair": (lambda m, j, f, k, p: not m and not p and "open" in k, 64260),
    "open: not made, not jacks or better": (lambda m, j, f, k, p: not j and "open" in k, 75780),
    "open or one-ended: any": (lambda m, j, f, k, p: bool(k & {"open", "one"}), 108032),
    "open or one-ended: not made": (lambda m, j, f, k, p: not m and bool(k & {"open", "one"}), 97476),
    # ... against his 395,264 interior four-straights.
    "inside: any hand holding one": (lambda m, j, f, k, p: "inside" in k, 275456),
    "inside: not made": (lambda m, j, f, k, p: not m and "inside" in k, 264360),
    "inside: not made, none open-ended": (lambda m, j, f, k, p: not m and best_kind(k) != "open"
                                          and "inside" in k, 248040),
    "inside or one-ended: not made, none open": (lambda m, j, f, k, p: not m and "open" not in k
                                                 and bool(k), 265392),
    "inside: best kind, not jacks or better": (lambda m, j, f, k, p: not j and best_kind(k) == "inside",
                                               235632),
    # ... against his 573,916 bobtails that are not openers.
    "bobtail: any not already made, openers too": (lambda m, j, f, k, p: not m and (f or bool(k)), 435948),
    "bobtail: four-flush or open/one-ended, not jacks": (lambda m, j, f, k, p: not j and (
        f or bool(k & {"open", "one"})), 188496),
    "bobtail: four-flush or open-ended, not jacks": (lambda m, j, f, k, p: not j and (
        f or "open" in k), 172020),
}


def test_no_definition_gives_fosters_bobtail_counts():
    """Foster's 103,808 / 395,264 / 573,916 come from no definition we can find."""
    found = {name: bobtails(test) for name, (test, _) in BOBTAIL_VARIANTS.items()}
    assert found == {name: n for name, (_, n) in BOBTAIL_VARIANTS.items()}
    assert not set(found.values()) & {FOSTER_OPEN, FOSTER_INSIDE, FOSTER_BOBTAILS}
    # Counting (four cards, fifth card) pairs rather than hands does not give them either:
    # 9 open-ended runs, or 30 inside + 2 one-ended rank sets, times 4**4 suitings, times 48.
    assert 9 * 4**4 * 48 == 110592 != FOSTER_OPEN
    assert 32 * 4**4 * 48 == 393216 == FOSTER_INSIDE - 2048
    # Nor the sum of his own three counts: he says 573,916, his parts add to 610,612.
    assert FOSTER_OPEN + FOSTER_INSIDE + FOSTER_FLUSH4 == 610612
    # His openers exceed the true count by 13,464, which is no class or sum of classes.
    assert FOSTER_OPENERS - OURS_JACKS == 13464
    classes = dealt_classes()
    sums = {sum(classes[c] for c in group) for r in range(1, 4)
            for group in combinations(list(classes), r)}
    assert 13464 not in sums


def test_bobtails_in_engine_odds():
    odds_module = pytest.importorskip("engine.odds")
    counts = odds_module.dealt_counts(FOSTER)
    assert counts.jacks_or_better == at_least(EV.pair_of(JACK)) == OURS_JACKS
    assert counts.bobtails == OURS_BOBTAILS
    assert counts.bobtail_kinds == {
        "four_flush": bobtails(lambda m, j, f, k, p: not j and f),
        "open_ended": bobtails(lambda m, j, f, k, p: not j and best_kind(k) == "open"),
        "one_ended": bobtails(lambda m, j, f, k, p: not j and best_kind(k) == "one"),
        "inside": bobtails(lambda m, j, f, k, p: not j and best_kind(k) == "inside"),
    }
    assert counts.classes == dict(dealt_classes())


OPEN_N, INSIDE_N = 78084, 246000  # ours: not made, best four-straight open / inside


def dealt_and_filled(n: int, outs: int) -> F:
    """Odds against being dealt one of `n` hands and then filling it with one of `outs` cards."""
    p = F(n, D) * F(outs, 47)
    return (1 - p) / p


FIGURES += [
    Figure("open_dealt_and_filled", IMPROVING, "odds against being dealt an open four-straight and filling",
           "146 to 1", F(146), lambda: dealt_and_filled(bobtails(
             lambda m, j, f, k, *_: not m and "open" in k), 8), dealt_and_filled(OPEN_N, 8), "differs"),
    Figure("open_dealt_and_filled_his_count", IMPROVING, "the same from his 103,808", "146 to 1",
           F(146), lambda: dealt_and_filled(FOSTER_OPEN, 8), F(D * 47 - FOSTER_OPEN * 8, FOSTER_OPEN * 8),
           "rounded"),
    Figure("inside_dealt_and_filled", IMPROVING, "... an inside four-straight", "101 to 1", F(101),
           lambda: dealt_and_filled(bobtails(lambda m, j, f, k, *_: not m and best_kind(k) == "inside"), 4),
           dealt_and_filled(INSIDE_N, 4), "differs"),
    Figure("inside_dealt_and_filled_his_count", IMPROVING, "the same from his 395,264", "101 to 1",
           F(101), lambda: dealt_and_filled(FOSTER_INSIDE, 4),
           F(D * 47 - FOSTER_INSIDE * 4, FOSTER_INSIDE * 4), "differs"),
    Figure("flush_dealt_and_filled", IMPROVING, "... a four-flush", "about 119 to 1", F(119),
           lambda: dealt_and_filled(bobtails(lambda m, j, f, k, *_: f), 9), dealt_and_filled(111540, 9),
           "differs"),
    Figure("inside_per_open", IMPROVING, "inside four-straights per open-ended one", "four times",
           F(4), lambda: F(bobtails(lambda m, j, f, k, *_: not m and best_kind(k) == "inside"),
                         bobtails(lambda m, j, f, k, *_: not m and "open" in k)),
           F(INSIDE_N, OPEN_N), "differs", kind="ratio"),
    Figure("inside_per_open_his_counts", IMPROVING, "the same from his counts", "four times",
           F(4), lambda: F(FOSTER_INSIDE, FOSTER_OPEN), F(FOSTER_INSIDE, FOSTER_OPEN), "rounded",
           kind="ratio"),
    Figure("straights_dealt_and_filled", IMPROVING, "odds against any four-straight dealt and filled",
           "110 to 1", F(110), lambda: as_odds(F(
             8 * bobtails(lambda m, j, f, k, *_: not m and "open" in k)
             + 4 * bobtails(lambda m, j, f, k, *_: not m and best_kind(k) == "inside"), 47 * D)),
           F(47 * D - OPEN_N * 8 - INSIDE_N * 4, OPEN_N * 8 + INSIDE_N * 4), "differs"),
    Figure("straights_average_of_his_odds", IMPROVING, "his 146 and 101 averaged, weighted by his counts",
           "110 to 1", F(110),
           lambda: F(146 * FOSTER_OPEN + 101 * FOSTER_INSIDE, FOSTER_OPEN + FOSTER_INSIDE),
           F(146 * 103808 + 101 * 395264, 103808 + 395264), "rounded"),
]


# ---------------------------------------------------------------- the draw


def value_share(held: str, keep: str, test: Callable[[int], bool], dead: str = "") -> F:
    values = draw_values(held, keep, dead)
    return F(count_if(values, test), sum(values.values()))


def at_least_class(cls: HandClass) -> Callable[[int], bool]:
    return lambda v: v >= EV.class_floor(cls)


def exactly(*classes: HandClass) -> Callable[[int], bool]:
    return lambda v: EV.hand_class(v) in classes


def as_odds(p: F) -> F:
    return (1 - p) / p


def odds_on(p: F) -> F:
    return p / (1 - p)


def has_rank(*ranks: int, many: int = 2) -> Callable[[tuple[Card, ...]], bool]:
    """At least `many` cards of one of `ranks`: the held card matched."""
    return lambda cards: any(sum(c.rank == r for c in cards) >= many for r in ranks)


PAIR = ("Ts Th 8d 5c 2h", "Ts Th")  # three cards to a pair
PAIR_KICKER = ("Ts Th As 5c 2h", "Ts Th As")
TWO_PAIRS = ("Ts Th 5s 5c 2h", "Ts Th 5s 5c")
BROKEN_TWO_PAIRS = ("Ts Th 5s 5c 2h", "Ts Th")  # the small pair thrown away
THREES = ("Ts Th Tc 8d 3h", "Ts Th Tc")
THREES_KICKER = ("Ts Th Tc 8d 3h", "Ts Th Tc 8d")
OPEN_STRAIGHT = ("8s 7d 6c 5h Kd", "8s 7d 6c 5h")
INSIDE_STRAIGHT = ("9s 7d 6c 5h Kd", "9s 7d 6c 5h")
FOUR_FLUSH = ("As 9s 7s 4s 2d", "As 9s 7s 4s")
OPEN_STRAIGHT_FLUSH = ("8h 7h 6h 5h Kd", "8h 7h 6h 5h")
INSIDE_STRAIGHT_FLUSH = ("9h 7h 6h 5h Kd", "9h 7h 6h 5h")
ACE_ALONE = ("As 9d 7c 4h 2s", "As")
ACE_KING = ("As Kd 8c 5h 2s", "As Kd")
THREE_STRAIGHT = ("8s 7d 6c Kh 2d", "8s 7d 6c")
THREE_STRAIGHT_FLUSH = ("8h 7h 6h Kd 2c", "8h 7h 6h")
TWO_HEARTS = ("Ah 9h 7c 4d 2s", "Ah 9h")
THREE_HEARTS = ("Ah 9h 7h 4d 2s", "Ah 9h 7h")
NOTHING = ("Kd 9c 7h 4s 2d", "")
QUEENS_AND_STRAIGHT = "Qs Qh Jd Tc 9s"

IMPROVED = at_least_class(H.TWO_PAIR)  # a pair improves to two pairs or better
BETTER_THAN_THREES = at_least_class(H.FULL_HOUSE)  # threes improve to a full or fours
FILLED = at_least_class(H.STRAIGHT)  # a bobtail improves to a straight or better
SUITED = exactly(H.FLUSH, H.STRAIGHT_FLUSH)


def drawn(key, chapter, what, printed, foster, deal, test, expected, verdict, *, form=as_odds,
          step=F(1), kind="odds", dead="", cards=False) -> Figure:
    """A figure about one draw: `expected` is our exact figure in Foster's units."""
    held, keep = deal

    def ours() -> F:
        share = draw_share(held, keep, test, dead) if cards else value_share(held, keep, test, dead)
        return form(share)

    return Figure(key, chapter, what, printed, foster, ours, expected, verdict, step=step, kind=kind)


PAIR_TABLE = "Odds Against Improving (table of improvement in pairs)"
FIGURES += [
    # -------------------------------------------------- a pair
    drawn("pair_three_cards", DRAWING, "three cards to a pair: any improvement", "2 1/2 to 1",
          F(5, 2), PAIR, IMPROVED, F(11559, 4656), "rounded", step=F(1, 2)),
    drawn("pair_three_cards_one_in", DRAWING, "the same as a chance", "1 in 3 1/2", F(7, 2), PAIR,
          IMPROVED, F(16215, 4656), "rounded", form=lambda p: 1 / p, step=F(1, 2), kind="one_in"),
    drawn("pair_draws_total", PAIR_TABLE, "ways to draw three from 47", "16,215", F(16215), PAIR,
          lambda v: True, F(16215), "equal", form=lambda p: p * comb(47, 3), kind="count"),
    drawn("pair_to_fours_count", PAIR_TABLE, "improved to fours", "45", F(45), PAIR,
          exactly(H.FOUR_OF_A_KIND), F(45), "equal", form=lambda p: p * 16215, kind="count"),
    drawn("pair_to_fulls_count", PAIR_TABLE, "improved to fulls", "165", F(165), PAIR,
          exactly(H.FULL_HOUSE), F(165), "equal", form=lambda p: p * 16215, kind="count"),
    drawn("pair_to_triplets_count", PAIR_TABLE, "improved to triplets", "1,854", F(1854), PAIR,
          exactly(H.THREE_OF_A_KIND), F(1854), "equal", form=lambda p: p * 16215, kind="count"),
    drawn("pair_to_two_pairs_count", PAIR_TABLE, "improved to two pairs", "2,592", F(2592), PAIR,
          exactly(H.TWO_PAIR), F(2592), "equal", form=lambda p: p * 16215, kind="count"),
    drawn("pair_not_improved_count", PAIR_TABLE, "did not improve", "11,559", F(11559), PAIR,
          exactly(H.ONE_PAIR), F(11559), "equal", form=lambda p: p * 16215, kind="count"),
    drawn("pair_to_fours_odds", PAIR_TABLE, "odds against fours", "359 to 1", F(359), PAIR,
          exactly(H.FOUR_OF_A_KIND), F(16170, 45), "rounded"),
    drawn("pair_to_fulls_odds", PAIR_TABLE, "odds against a full", "97 to 1", F(97), PAIR,
          exactly(H.FULL_HOUSE), F(16050, 165), "rounded"),
    drawn("pair_to_triplets_odds", PAIR_TABLE, "odds against triplets", "8 to 1", F(8), PAIR,
          exactly(H.THREE_OF_A_KIND), F(14361, 1854), "rounded"),
    drawn("pair_to_two_pairs_odds", DRAWING, "odds against two pairs", "about 5 1/4 to 1", F(21, 4),
          PAIR, exactly(H.TWO_PAIR), F(13623, 2592), "rounded", step=F(1, 4)),
    drawn("pair_to_two_pairs_or_threes", IMPROVING, "odds against two pairs or threes",
          "almost 2 1/2 to 1", F(5, 2), PAIR, exactly(H.TWO_PAIR, H.THREE_OF_A_KIND),
          F(16215 - 4446, 4446), "rounded", step=F(1, 2)),
    drawn("pair_to_two_pairs_or_threes_one_in", IMPROVING, "the same as a chance", "1 in 3 1/2",
          F(7, 2), PAIR, exactly(H.TWO_PAIR, H.THREE_OF_A_KIND), F(16215, 4446), "rounded",
          form=lambda p: 1 / p, step=F(1, 2), kind="one_in"),
    drawn("pair_and_kicker", DRAWING, "two cards to a pair and an ace: any improvement", "4 to 1",
          F(4), PAIR_KICKER, IMPROVED, F(1081 - 280, 280), "one-in"),
    # -------------------------------------------------- two pairs
    drawn("two_pairs_one_card", DRAWING, "one card to two pairs: a full", "11 to 1", F(11), TWO_PAIRS,
          at_least_class(H.FULL_HOUSE), F(43, 4), "rounded"),
    drawn("two_pairs_one_in", IMPROVING, "the same as a chance", "about 1 in 12", F(12), TWO_PAIRS,
          at_least_class(H.FULL_HOUSE), F(47, 4), "rounded", form=lambda p: 1 / p, kind="one_in"),
    drawn("two_pairs_chance", IMPROVING, "the same as a fraction", "4/47", F(4, 47), TWO_PAIRS,
          at_least_class(H.FULL_HOUSE), F(4, 47), "equal", form=lambda p: p, kind="share"),
    drawn("two_pairs_broken_worse", DRAWING, "small pair thrown, three drawn: odds on ending worse",
          "2 1/2 to 1 (on)", F(5, 2), BROKEN_TWO_PAIRS, IMPROVED, F(11520, 4695), "rounded",
          step=F(1, 2), kind="ratio"),
    drawn("two_pairs_broken_better", DRAWING, "the same: odds against better than two pairs",
          "7 to 1", F(7), BROKEN_TWO_PAIRS, at_least_class(H.THREE_OF_A_KIND), F(16215 - 2066, 2066),
          "rounded"),
    drawn("two_pairs_one_card_garbled", DRAWING, "one card to two pairs, as he compares it",
          "2 to 1 (OCR? he says 11 to 1 twice)", F(2), TWO_PAIRS, at_least_class(H.FULL_HOUSE),
          F(43, 4), "differs"),
    # -------------------------------------------------- threes
    drawn("threes_two_cards_drawing", DRAWING, "two cards to threes: any improvement", "about 7 to 1",
          F(7), THREES, BETTER_THAN_THREES, F(1081 - 112, 112), "differs"),
    drawn("threes_two_cards_calcs", IMPROVING, "the same, in the calculations", "8 1/4 to 1",
          F(33, 4), THREES, BETTER_THAN_THREES, F(969, 112), "differs", step=F(1, 4)),
    drawn("threes_two_cards_in_47", IMPROVING, "the same as so many in 47", "very nearly 5 in 47",
          F(5), THREES, BETTER_THAN_THREES, F(47 * 112, 1081), "rounded", form=lambda p: 47 * p,
          kind="ratio"),
    drawn("threes_to_fours_chance", IMPROVING, "two cards to threes: fours", "2 in 47", F(2, 47),
          THREES, exactly(H.FOUR_OF_A_KIND), F(2, 47), "equal", form=lambda p: p, kind="share"),
    drawn("threes_to_fours_one_in", IMPROVING, "the same as a chance", "1 in 23 1/2", F(47, 2), THREES,
          exactly(H.FOUR_OF_A_KIND), F(47, 2), "equal", form=lambda p: 1 / p, kind="one_in"),
    drawn("threes_to_fours_odds", IMPROVING, "the same as odds", "22 1/2 to 1", F(45, 2), THREES,
          exactly(H.FOUR_OF_A_KIND), F(45, 2), "equal"),
    drawn("threes_to_full_chance", IMPROVING, "two cards to threes: a full", "about 287 in 4500",
          F(287, 4500), THREES, exactly(H.FULL_HOUSE), F(66, 1081), "differs", form=lambda p: p,
          step=F(1, 4500), kind="share"),
    drawn("threes_to_full_odds", IMPROVING, "the same as odds", "14 1/2 to 1", F(29, 2), THREES,
          exactly(H.FULL_HOUSE), F(1015, 66), "differs", step=F(1, 2)),
    drawn("threes_one_card", DRAWING, "one card to threes (and a kicker): any improvement", "11 to 1",
          F(11), THREES_KICKER, BETTER_THAN_THREES, F(43, 4), "rounded"),
    drawn("threes_one_card_in_47", IMPROVING, "the same as so many in 47", "about 4 in 47", F(4),
          THREES_KICKER, BETTER_THAN_THREES, F(4), "equal", form=lambda p: 47 * p, kind="ratio"),
    drawn("threes_one_card_full", IMPROVING, "one card to threes: a full (matching the kicker)",
          "not quite 3 in 46", F(3, 46), THREES_KICKER, exactly(H.FULL_HOUSE), F(3, 47), "differs",
          form=lambda p: p, step=F(1, 4600), kind="share"),
    # -------------------------------------------------- straights and flushes
    drawn("open_straight_one_card", DRAWING, "one card to an open-ended straight", "about 5 to 1",
          F(5), OPEN_STRAIGHT, FILLED, F(39, 8), "rounded"),
    drawn("open_straight_in_47", IMPROVING, "the same as a fraction", "8 in 47", F(8, 47),
          OPEN_STRAIGHT, FILLED, F(8, 47), "equal", form=lambda p: p, kind="share"),
    drawn("inside_straight_one_card", DRAWING, "one card to an interior straight", "11 to 1", F(11),
          INSIDE_STRAIGHT, FILLED, F(43, 4), "rounded"),
    drawn("four_flush_one_card", DRAWING, "one card to a four-flush", "about 4 1/4 to 1", F(17, 4),
          FOUR_FLUSH, FILLED, F(38, 9), "rounded", step=F(1, 4)),
    drawn("four_flush_38_to_9", IMPROVING, "the same, unreduced", "38 to 9", F(38, 9), FOUR_FLUSH,
          FILLED, F(38, 9), "equal"),
    drawn("four_flush_betting", "Betting", "one card to a four-flush, as he says when betting",
          "4 1/2 to 1", F(9, 2), FOUR_FLUSH, FILLED, F(38, 9), "differs", step=F(1, 4)),
    drawn("four_flush_once_in", "Betting", "the same as a chance", "once in every 5 1/2 times",
          F(11, 2), FOUR_FLUSH, FILLED, F(47, 9), "differs", form=lambda p: 1 / p, step=F(1, 2),
          kind="one_in"),
    drawn("open_straight_flush_any", DRAWING, "one card to an open straight flush: straight or better",
          "3 to 1", F(3), OPEN_STRAIGHT_FLUSH, FILLED, F(32, 15), "one-in"),
    drawn("open_straight_flush_sf", DRAWING, "the same: the straight flush", "24 to 1", F(24),
          OPEN_STRAIGHT_FLUSH, exactly(H.STRAIGHT_FLUSH), F(45, 2), "one-in"),
    drawn("inside_straight_flush_any", DRAWING, "one card to an inside straight flush: straight or better",
          "4 to 1", F(4), INSIDE_STRAIGHT_FLUSH, FILLED, F(35, 12), "one-in"),
    drawn("inside_straight_flush_sf", DRAWING, "the same: the straight flush", "46 to 1", F(46),
          INSIDE_STRAIGHT_FLUSH, exactly(H.STRAIGHT_FLUSH), F(46), "equal"),
    drawn("two_hearts_fraction", IMPROVING, "three cards to two hearts: a flush", "990 out of 97,290",
          F(990, 97290), TWO_HEARTS, SUITED, F(165, 16215), "equal", form=lambda p: p, kind="share"),
    drawn("two_hearts_one_in", IMPROVING, "the same as a chance", "1 in 97", F(97), TWO_HEARTS, SUITED,
          F(16215, 165), "differs", form=lambda p: 1 / p, kind="one_in"),
    drawn("two_hearts_odds", IMPROVING, "the same as odds", "96 to 1", F(96), TWO_HEARTS, SUITED,
          F(16050, 165), "differs"),
    drawn("three_hearts_fraction", IMPROVING, "two cards to three hearts: a flush", "90/2162",
          F(90, 2162), THREE_HEARTS, SUITED, F(45, 1081), "equal", form=lambda p: p, kind="share"),
    drawn("three_hearts_one_in", IMPROVING, "the same as a chance", "1/24", F(24), THREE_HEARTS, SUITED,
          F(1081, 45), "rounded", form=lambda p: 1 / p, kind="one_in"),
    drawn("three_hearts_odds", IMPROVING, "the same as odds", "23 to 1", F(23), THREE_HEARTS, SUITED,
          F(1036, 45), "rounded"),
    # -------------------------------------------------- "more interesting than useful"
    drawn("ace_four_cards_mate", DRAWING, "four cards to an ace: another ace", "4 to 1", F(4),
          ACE_ALONE, has_rank(ACE), F(comb(44, 4), comb(47, 4) - comb(44, 4)), "one-in", cards=True),
    drawn("ace_four_cards_aces_up", DRAWING, "the same: aces up or better", "12 to 1", F(12),
          ACE_ALONE, lambda v: v >= EV.value(hand("As Ad 2c 2d 3h")), F(178365 - 12407, 12407),
          "differs"),
    drawn("ace_four_cards_two_pairs", DRAWING, "the same: any two pairs or better", "12 to 1",
          F(12), ACE_ALONE, IMPROVED, F(178365 - 14045, 14045), "rounded"),
    drawn("ace_king_three_cards", DRAWING, "three cards to an ace and king: an ace or a king",
          "3 to 1", F(3), ACE_KING, has_rank(ACE, KING),
          F(comb(41, 3), comb(47, 3) - comb(41, 3)), "one-in", cards=True),
    drawn("three_straight_two_cards", DRAWING, "two cards to a three-card open straight", "24 to 1",
          F(24), THREE_STRAIGHT, FILLED, F(1081 - 48, 48), "differs"),
    drawn("three_straight_flush_two_cards", DRAWING, "two cards to three of an open straight flush: "
          "straight or flush", "12 to 1", F(12), THREE_STRAIGHT_FLUSH, FILLED, F(1081 - 90, 90), "one-in"),
    drawn("five_fresh_cards_pair", "Drawing to Nothing", "five fresh cards: one pair", "1 1/2 to 1",
          F(3, 2), NOTHING, exactly(H.ONE_PAIR), F(296213, 215100), "rounded", step=F(1, 2)),
    drawn("ace_or_king_mate", "Drawing to Nothing", "four cards to an ace or a king: its mate",
          "4 to 1", F(4), ACE_ALONE, has_rank(ACE), F(comb(44, 4), comb(47, 4) - comb(44, 4)),
          "one-in", cards=True),
    # -------------------------------------------------- maxims: queens and a four-straight
    drawn("queens_improve", "Maxims for Drawing", "a pair of queens and four of a straight: the queens",
          "2 1/2 to 1", F(5, 2), (QUEENS_AND_STRAIGHT, "Qs Qh"), IMPROVED, F(11559, 4656), "rounded",
          step=F(1, 2)),
    drawn("queens_threes", "Maxims for Drawing", "the same: three queens", "8 to 1", F(8),
          (QUEENS_AND_STRAIGHT, "Qs Qh"), exactly(H.THREE_OF_A_KIND), F(14361, 1854), "rounded"),
    drawn("queens_straight", "Maxims for Drawing", "the same: the straight", "5 to 1", F(5),
          (QUEENS_AND_STRAIGHT, "Qh Jd Tc 9s"), FILLED, F(39, 8), "rounded"),
]


def test_third_card_easier_than_the_kickers_mate():
    """Kicker: matching the pair drawing three beats matching the ace drawing two, just."""
    threes_drawing_three = value_share(*PAIR, at_least_class(H.THREE_OF_A_KIND))
    ace_drawing_two = draw_share(*PAIR_KICKER, has_rank(ACE))
    assert threes_drawing_three == F(2064, 16215)
    assert ace_drawing_two == 1 - F(comb(44, 2), comb(47, 2)) == F(135, 1081)
    assert threes_drawing_three > ace_drawing_two
    # In the same two-card draw the ace (three live) is likelier than the third ten (two live).
    assert draw_share(*PAIR_KICKER, has_rank(10, many=3)) < ace_drawing_two


def test_one_card_to_threes_is_not_half():
    """One card to threes: Foster says the odds grow by half and the chance is halved; neither."""
    two = value_share(*THREES, BETTER_THAN_THREES)
    one = value_share(*THREES_KICKER, BETTER_THAN_THREES)
    assert (two, one) == (F(112, 1081), F(4, 47))
    assert as_odds(one) / as_odds(two) == F(43, 4) / F(969, 112)  # 1.24, not 1.5
    assert one / two == F(1081 * 4, 47 * 112)  # 0.82, not 0.5


def test_fosters_arithmetic_for_threes():
    """His 287 in 4500 is 132/2070: the right cases over 46 x 45 draws instead of 47 x 46."""
    his = F(40, 46) * F(3, 45) + F(6, 46) * F(2, 45)
    right = F(40, 47) * F(3, 46) + F(6, 47) * F(2, 46)
    assert his == F(132, 2070) and round(his * 4500) == 287
    assert right == value_share(*THREES, exactly(H.FULL_HOUSE)) == F(66, 1081)
    assert F(499, 100) < (F(2, 47) + his) * 47 < 5  # "very nearly 5 in 47"
    assert round(as_odds(F(2, 47) + his), 1) == F(84, 10)  # 8.4: his own sum, not 8 1/4


def test_fosters_arithmetic_for_two_hearts():
    """990 / 97,290 is right; it reduces to 1 in 98.3, not 1 in 97."""
    assert F(11 * 10 * 9, 47 * 46 * 45) == F(990, 97290) == F(165, 16215)
    assert F(97290, 990) == F(16215, 165) and 98 < F(97290, 990) < 99


def test_fourth_ace_whatever_the_others_drew():
    """Popular Fallacies: 2 in 47 with the pack to yourself, and 3/47 x 2/3 with three cards left."""
    assert F(2, 3) * F(3, 47) == F(6, 141) == F(2, 47)
    # By enumeration: the ace is in any of the 47 places alike; the others take the first 44,
    # and you take any two of the last three.
    cases = [(place, mine) for place in range(47) for mine in combinations(range(44, 47), 2)]
    assert F(sum(place in mine for place, mine in cases), len(cases)) == F(2, 47)


# ---------------------------------------------------------------- one hand against another, before the draw


@cache
def _rank_multisets() -> tuple[list[int], list[tuple[tuple[int, int], ...]]]:
    """Every five-card rank multiset, sorted by its value without a flush."""
    rows = []
    for ranks in combinations_with_replacement(range(13), 5):
        groups = tuple(Counter(ranks).items())
        if max(n for _, n in groups) > 4:
            continue
        counts = [0] * 13
        for r, n in groups:
            counts[r] = n
        rows.append((shape_value(tuple(counts), False), groups))
    rows.sort()
    return [v for v, _ in rows], [g for _, g in rows]


@cache
def _opponents_by_ranks(hero_ranks: tuple[int, ...], value: int) -> tuple[int, int]:
    """Opponent hands (better, tied) from the 47 cards left, counting every suited hand as plain."""
    left = [4] * 13
    for r in hero_ranks:
        left[r] -= 1
    values, groups = _rank_multisets()
    lo, hi = bisect_left(values, value), bisect_right(values, value)

    def ways(rows: Iterable[tuple[tuple[int, int], ...]]) -> int:
        return sum(prod(comb(left[r], n) for r, n in g) for g in rows)

    return ways(groups[hi:]), ways(groups[lo:hi])


@cache
def _suited_no_pairs(blocked: frozenset[int]) -> int:
    """Five-card sets of one suit, not in sequence, avoiding the ranks held in that suit."""
    free = frozenset(range(13)) - blocked
    return comb(len(free), 5) - sum(1 for run in RUNS if run <= free)


def heads_up(hero: Sequence[Card]) -> tuple[int, int, int]:
    """(better, tied, worse) hands an opponent can hold from the 47 cards left.

    Exact for a hero holding one pair or two pairs: every one-suit hand is a
    flush or straight flush and beats him, so a plain count by ranks needs
    correcting only by the one-suit hands that are not in sequence.
    """
    value = EV.value(hero)
    assert EV.hand_class(value) in (H.ONE_PAIR, H.TWO_PAIR)
    better, tied = _opponents_by_ranks(tuple(sorted(c.rank for c in hero)), value)
    for suit in range(4):
        better += _suited_no_pairs(frozenset(c.rank for c in hero if c.suit == suit))
    return better, tied, comb(47, 5) - better - tied


def test_heads_up_matches_brute_force():
    for text in ("Ac Ad 7h 4s 2c", "2h 2s Ks 9s 5s", "8c 8d 6c 5c Kh", "Js Jh 4s 4d Ac"):
        hero = hand(text)
        value = EV.value(hero)
        rest = [c for c in PACK if c not in hero]
        tally = Counter((v > value) - (v < value) for v in map(EV.value, combinations(rest, 5)))
        assert heads_up(hero) == (tally[1], tally[0], tally[-1])


@cache
def heads_up_pair(rank: int) -> tuple[int, int, int]:
    """(better, tied, worse) summed over every hand that is a pair of `rank` and nothing more."""
    total = [0, 0, 0]
    others = [r for r in range(13) if r != rank]
    for pair in combinations(range(4), 2):
        for kickers in combinations(others, 3):
            for s1 in range(4):
                for s2 in range(4):
                    for s3 in range(4):
                        hero = [Card(rank, pair[0]), Card(rank, pair[1]), Card(kickers[0], s1),
                                Card(kickers[1], s2), Card(kickers[2], s3)]
                        for i, n in enumerate(heads_up(hero)):
                            total[i] += n
    return total[0], total[1], total[2]


def pair_odds_on(rank: int, ties: str) -> F:
    """Odds that a pair of `rank` (any kickers) is not beaten by one other dealt hand."""
    better, tied, worse = heads_up_pair(rank)
    if ties == "half":
        return F(2 * worse + tied, 2 * better + tied)
    return F(worse + tied, better)  # "cannot beat them": a tie does not beat


@cache
def heads_up_two_pairs() -> tuple[int, int, int]:
    """(better, tied, worse) summed over every two-pair hand."""
    total = [0, 0, 0]
    for low, high in combinations(range(13), 2):
        for s_high in combinations(range(4), 2):
            for s_low in combinations(range(4), 2):
                pairs = [Card(high, s) for s in s_high] + [Card(low, s) for s in s_low]
                for odd in PACK:
                    if odd.rank not in (low, high):
                        for i, n in enumerate(heads_up([*pairs, odd])):
                            total[i] += n
    return total[0], total[1], total[2]


HEADS_UP = "heads-up, before the draw"
THREES_OR_BETTER = D - sum(dealt_classes()[c] for c in (H.HIGH_CARD, H.ONE_PAIR, H.TWO_PAIR))
FIGURES += [
    Figure("deuces_even", "Popular Fallacies", f"{HEADS_UP}: odds on a pair of deuces, ties halved",
           "even betting", F(1), lambda: pair_odds_on(0, "half"), F(3930649, 3894663), "rounded",
           step=F(1, 2), kind="ratio"),
    Figure("aces_ten_to_one", "Popular Fallacies", f"{HEADS_UP}: odds on a pair of aces, ties halved",
           "10 to 1", F(10), lambda: pair_odds_on(ACE, "half"), F(165334463, 14647713), "differs",
           kind="ratio"),
    Figure("aces_eleven_to_one", "Raising the Ante", f"{HEADS_UP}: odds that one player cannot beat aces",
           "eleven to one", F(11), lambda: pair_odds_on(ACE, "not beaten"), F(165336047, 14646129),
           "rounded", kind="ratio"),
    Figure("eights_nearly_six", "Maxims for Drawing",
           f"{HEADS_UP}: odds that one player cannot beat eights",
           "nearly 6 to 1", F(6), lambda: pair_odds_on(6, "not beaten"), F(127990415, 51991761),
           "differs", kind="ratio"),
    Figure("two_pairs_threes_or_better", "Raising the Ante",
           "odds against a dealt hand being threes or better (the class above two pairs)",
           "thirty-four to one", F(34), lambda: odds(THREES_OR_BETTER, D), F(D - 74628, 74628), "rounded"),
    Figure("two_pairs_heads_up", "Raising the Ante",
           f"{HEADS_UP}: odds that one player cannot beat two pairs",
           "thirty-four to one", F(34), lambda: (lambda b, t, w: F(w + t, b))(*heads_up_two_pairs()),
           F(829244153, 48168955), "differs", kind="ratio"),
]


# ---------------------------------------------------------------- the whole table


def _threes_ways(players: int) -> int:
    """Ways to deal `players` given players five cards each, every one exactly three of a kind.

    Rank by rank: a player needs one rank three times and two ranks once, and
    no other cards.  The state counts players by (has his three, singles held).
    """
    kinds = [(t, s) for t in (0, 1) for s in (0, 1, 2)]
    states: dict[tuple[int, ...], int] = {tuple(players if k == (0, 0) else 0 for k in kinds): 1}
    for _rank in range(13):
        grown: dict[tuple[int, ...], int] = Counter()
        for state, ways in states.items():
            for triple in [None, *[i for i, k in enumerate(kinds) if k[0] == 0 and state[i]]]:
                after = list(state)
                pick_triple = 1
                if triple is not None:
                    pick_triple = after[triple]
                    after[triple] -= 1
                for singles in _single_choices(after, kinds, 4 - (3 if triple is not None else 0)):
                    pick = pick_triple * prod(comb(after[i], n) for i, n in enumerate(singles))
                    b = sum(singles)
                    suits = (comb(4, 3) if triple is not None else 1) * perm(4 - (3 if triple is not None
                                                                              else 0), b)
                    new = list(after)
                    for i, n in enumerate(singles):
                        if n:
                            t, s = kinds[i]
                            new[i] -= n
                            new[kinds.index((t, s + 1))] += n
                    if triple is not None:
                        t, s = kinds[triple]
                        new[kinds.index((1, s))] += 1
                    grown[tuple(new)] += ways * pick * suits
        states = grown
    done = tuple(players if k == (1, 2) else 0 for k in kinds)
    return states.get(done, 0)


def _single_choices(counts: list[int], kinds: list[tuple[int, int]], room: int) -> Iterable[list[int]]:
    """How many players of each kind take one card of this rank (at most `room` in all)."""
    limits = [counts[i] if kinds[i][1] < 2 else 0 for i in range(len(kinds))]

    def rec(i: int, left: int) -> Iterable[list[int]]:
        if i == len(limits):
            yield []
            return
        for n in range(min(limits[i], left) + 1):
            for rest in rec(i + 1, left - n):
                yield [n, *rest]

    return rec(0, room)


def deals(players: int) -> int:
    """Ordered deals of five cards to each of `players` given players."""
    return prod(comb(52 - 5 * i, 5) for i in range(players))


def p_nobody_has_threes(players: int) -> F:
    """Inclusion-exclusion over which players hold threes, all dealt from one pack."""
    return sum((-1) ** k * comb(players, k) * F(_threes_ways(k), deals(k)) for k in range(players + 1))


def test_threes_ways_by_brute_force():
    assert _threes_ways(1) == dealt_classes()[H.THREE_OF_A_KIND] == 54912
    # Two players from a small pack would be slow; check two from one pack by counting:
    # for each threes hand, the threes hands among the 47 cards left.
    by_ranks: Counter = Counter()
    for (rc, _sc), n in dealt_shapes().items():
        if sorted(x for x in rc if x) == [1, 1, 3]:
            by_ranks[rc] += n
    second = 0
    for rc, n in by_ranks.items():
        left = [4 - x for x in rc]
        trips = sum(comb(left[t], 3) * sum(left[a] * left[b] for a, b in combinations(
            [r for r in range(13) if r != t], 2)) for t in range(13))
        second += n * trips
    assert _threes_ways(2) == second


def p_openers_somewhere(players: int) -> F:
    """Independent hands (Foster's own method): 1 - (1 - p)^n."""
    p = F(at_least(EV.pair_of(JACK)), D)
    return 1 - (1 - p) ** players


@cache
def simulated_openers(seed: int = 1905, trials: int = 60000) -> dict[int, F]:
    """Seeded simulation from one pack: the share of deals in which some player of n can open."""
    rng = random.Random(seed)
    jacks = EV.pair_of(JACK)
    hits = Counter()
    for _ in range(trials):
        cards = rng.sample(PACK, 35)
        first = None
        for i in range(7):
            if EV.value(cards[5 * i:5 * i + 5]) >= jacks:
                first = i
                break
        for n in (5, 6, 7):
            hits[n] += first is not None and first < n
    return {n: F(hits[n], trials) for n in (5, 6, 7)}


def test_openers_somewhere_from_one_pack():
    """Dealt from one pack, someone can open a little more often than independent hands say.

    (A seeded simulation of 60,000 deals; its standard error is about 0.002.)
    """
    foster = {7: F(4, 5), 6: F(3, 4), 5: F(2, 3)}
    for n, share in simulated_openers().items():
        assert F(1, 200) < share - p_openers_somewhere(n) < F(1, 40)
        assert abs(share - foster[n]) < F(1, 20)


TABLE = "the whole table"
FIGURES += [
    Figure("nobody_has_threes", POKER_HANDS, "five players: odds that nobody has threes (exact, one pack)",
           "9 to 1", F(9), lambda: odds_on(p_nobody_has_threes(5)),
           F(2904266709780954533, 325843490465435928), "rounded", kind="ratio"),
    Figure("openers_seven", "Opening Jack-pots",
           "seven players: chance someone holds openers (independent hands)", "about four times in five",
           F(4, 5), lambda: p_openers_somewhere(7), 1 - (1 - F(OURS_JACKS, D)) ** 7, "rounded",
           step=F(1, 10), kind="share"),
    Figure("openers_six", "Opening Jack-pots", "six players: the same", "three times in four", F(3, 4),
           lambda: p_openers_somewhere(6), 1 - (1 - F(OURS_JACKS, D)) ** 6, "rounded", step=F(1, 10),
           kind="share"),
    Figure("openers_five", "Opening Jack-pots", "five players: the same", "twice in three", F(2, 3),
           lambda: p_openers_somewhere(5), 1 - (1 - F(OURS_JACKS, D)) ** 5, "rounded", step=F(1, 10),
           kind="share"),
    Figure("threes_rounds", "Coming In", "five players: rounds between pat threes (deals per player)",
           "once in nine rounds", F(9), lambda: F(D, 5 * dealt_classes()[H.THREE_OF_A_KIND]),
           F(D, 5 * 54912), "rounded", kind="ratio"),
]


FIGURES += [
    Figure("ace_high_per_jack_high", POKER_HANDS, "no-pair hands ace high per jack high",
           "four times as often", F(4), lambda: F(no_pair_by_top()[ACE], no_pair_by_top()[JACK]),
           F(502860, 127500), "rounded", kind="ratio"),
    Figure("aces_up_per_treys_up", POKER_HANDS, "two pairs aces up per treys up", "twelve times as often",
           F(12), lambda: F(two_pairs_by_top()[ACE], two_pairs_by_top()[1]), F(12), "equal", kind="ratio"),
    Figure("open_straight_per_pair_odds", "Coming into Jack-pots",
           "odds against filling an open-end straight, per odds against improving a pair",
           "nearly twice as great", F(2),
           lambda: as_odds(value_share(*OPEN_STRAIGHT, FILLED)) / as_odds(value_share(*PAIR, IMPROVED)),
           F(39, 8) / F(11559, 4656), "rounded", kind="ratio"),
    Figure("four_flush_per_pair_odds", "Coming into Jack-pots",
           "odds against filling a four-flush, per odds against improving a pair",
           "nearly twice as great", F(2),
           lambda: as_odds(value_share(*FOUR_FLUSH, FILLED)) / as_odds(value_share(*PAIR, IMPROVED)),
           F(38, 9) / F(11559, 4656), "rounded", kind="ratio"),
    Figure("flushes_in_55_draws", "Betting", "flushes filled in 55 one-card draws (expected)", "10",
           F(10), lambda: 55 * value_share(*FOUR_FLUSH, FILLED), F(55 * 9, 47), "truncated", kind="ratio"),
]


def test_anomalies_of_rank():
    """Poker Hands: seven high is rarer than a pat flush; a ten is in five straights, an ace in two."""
    assert no_pair_by_top()[5] == 4080 < dealt_classes()[H.FLUSH] == 5108
    assert sum(1 for run in RUNS if 8 in run) == 5
    assert sum(1 for run in RUNS if ACE in run) == 2


@cache
def tens_up_against_three(seed: int = 1905, trials: int = 30000) -> F:
    """Popular Fallacies: tens up drawing one against a four-flush, a pair of kings and an
    open-end straight.  Simulated: the share of deals in which one of the three ends better."""
    rng = random.Random(seed)
    hero, keep_hero = hand("Ts Td 4c 4d 2s"), hand("Ts Td 4c 4d")
    flush, keep_flush = hand("Ah Qh 8h 5h 3c"), hand("Ah Qh 8h 5h")
    kings, keep_kings = hand("Ks Kc 9d 6c 2h"), hand("Ks Kc")
    straight, keep_straight = hand("9s 8c 7d 6s Jd"), hand("9s 8c 7d 6s")
    dealt = {*hero, *flush, *kings, *straight}
    stub = [c for c in PACK if c not in dealt]
    beaten = 0
    for _ in range(trials):
        d = rng.sample(stub, 6)
        mine = EV.value((*keep_hero, d[0]))
        theirs = (EV.value((*keep_flush, d[1])), EV.value((*keep_kings, *d[2:5])),
                  EV.value((*keep_straight, d[5])))
        beaten += max(theirs) > mine
    return F(beaten, trials)


FIGURES += [
    Figure("tens_up_beaten", "Popular Fallacies",
           "tens up against a four-flush, kings and an open straight: the chance one of them ends better "
           "(simulated, 30,000 deals)", "22 to 4 (22 in 26)", F(22, 26),
           tens_up_against_three, F(49, 100), "differs", step=F(1, 10), kind="share", within=F(1, 100)),
]


# ---------------------------------------------------------------- pairs drawing against each other


@cache
def ranks_value(ranks: tuple[int, ...]) -> int:
    """Value of five cards known by rank only (a pair and three more: no straight, no flush)."""
    return EV.value([Card(r, i) for r in set(ranks) for i in range(ranks.count(r))])


def pair_duel(a: int, b: int) -> tuple[int, int, int]:
    """(a wins, ties, b wins) over every way a pair of `a` and a pair of `b` each draw three.

    Both are helped from the 48 cards left when the two pairs are laid out, as
    in Foster's experiment.  With a pair held a draw cannot make a straight or
    a flush, so the result depends on ranks only; each drawn rank multiset is
    weighted by the ways to pick those cards.
    """
    left = [4] * 13
    left[a] -= 2
    left[b] -= 2
    threes = list(combinations_with_replacement(range(13), 3))
    out = [0, 0, 0]
    for da in threes:
        wa = prod(comb(left[r], da.count(r)) for r in set(da))
        if not wa:
            continue
        va = ranks_value(tuple(sorted((a, a, *da))))
        after = list(left)
        for r in da:
            after[r] -= 1
        for db in threes:
            wb = prod(comb(after[r], db.count(r)) for r in set(db))
            if wb:
                vb = ranks_value(tuple(sorted((b, b, *db))))
                out[(va < vb) - (va > vb) + 1] += wa * wb
    return out[0], out[1], out[2]


def test_pair_duel_by_brute_force_on_a_short_stub():
    """The weighting against plain dealing, both drawing from a stub of 12 cards."""
    stub = hand("As Ad 9c 9h 7s 5d 5c 3h 3s Kd Qc 2h")
    a_pair, b_pair = hand("Jc Jd"), hand("Tc Td")
    tally = Counter()
    for da in combinations(stub, 3):
        rest = [c for c in stub if c not in da]
        for db in combinations(rest, 3):
            va, vb = EV.value((*a_pair, *da)), EV.value((*b_pair, *db))
            tally[(va < vb) - (va > vb)] += 1
    # The same by ranks with this stub's counts.
    counts = Counter(c.rank for c in stub)
    by_ranks = Counter()
    threes = list(combinations_with_replacement(range(13), 3))
    for da in threes:
        wa = prod(comb(counts[r], da.count(r)) for r in set(da))
        if wa:
            after = counts.copy()
            for r in da:
                after[r] -= 1
            for db in threes:
                wb = prod(comb(after[r], db.count(r)) for r in set(db))
                if wb:
                    va = ranks_value(tuple(sorted((JACK, JACK, *da))))
                    vb = ranks_value(tuple(sorted((8, 8, *db))))
                    by_ranks[(va < vb) - (va > vb)] += wa * wb
    assert by_ranks == tally


def duel_share(a: int, b: int) -> F:
    """The share of deals in which the pair of `a` ends better, ties counting half."""
    wins, ties, losses = pair_duel(a, b)
    return F(2 * wins + ties, 2 * (wins + ties + losses))


COMING_IN = "Coming In"
FIGURES += [
    Figure("aces_beat_eights", COMING_IN, "aces and eights each draw three: aces end best (ties halved)",
           "five times out of six (Blackbridge; Foster: too low)", F(5, 6), lambda: duel_share(ACE, 6),
           F(31655759, 40905040), "differs", step=F(1, 12), kind="share"),
    Figure("tens_beat_deuces", COMING_IN, "tens and deuces each draw three: tens end best (ties halved)",
           "four times out of five", F(4, 5), lambda: duel_share(8, 0), F(4087867, 5335440), "rounded",
           step=F(1, 10), kind="share"),
]


@cache
def jackpot_experiment(seed: int = 1905, trials: int = 40000) -> dict[str, F]:
    """Foster's experiment, simulated: jacks, tens, nines and eights each helped to three cards.

    The remaining 44 cards are shuffled and dealt three to each pair; the
    share of deals in which each hand is best (a tie for best shared).
    """
    rng = random.Random(seed)
    pairs = {"jacks": hand("Js Jh"), "tens": hand("Ts Th"), "nines": hand("9s 9h"),
             "eights": hand("8s 8h")}
    stub = [c for c in PACK if not any(c in p for p in pairs.values())]
    best = Counter()
    for _ in range(trials):
        drawn = rng.sample(stub, 12)
        values = {name: EV.value((*cards, *drawn[3 * i:3 * i + 3]))
                  for i, (name, cards) in enumerate(pairs.items())}
        top = max(values.values())
        winners = [name for name, v in values.items() if v == top]
        for name in winners:
            best[name] += F(1, len(winners))
    return {name: best[name] / trials for name in pairs}


def test_jackpot_experiment():
    """Foster's hundred deals (46, 20, 16, 18) against a simulation of 40,000.

    The simulation gives the jacks about 46 in a hundred and the tens, nines
    and eights about 20, 18 and 16: his counts are well within the spread of
    a hundred deals.  The small pairs are not quite equal, as he says they
    are: each step down in rank costs about two pools in a hundred.
    """
    shares = jackpot_experiment()
    assert sum(shares.values()) == 1
    foster = {"jacks": 46, "tens": 20, "nines": 16, "eights": 18}
    for name, share in shares.items():
        spread = (share * (1 - share) * 100) ** 0.5
        assert abs(foster[name] - 100 * share) < 2 * spread
    assert F(45, 100) < shares["jacks"] < F(48, 100)
    assert shares["tens"] - F(1, 100) > shares["nines"] > shares["eights"] + F(1, 100)
    assert (20 + 16 + 18) / 3 == 18  # "eighteen is the average"


@cache
def straight_poker_two_pairs(rules: HandRules = NO_STRAIGHTS, seed: int = 1905, trials: int = 40000) -> F:
    """Five hands, no draw: the share of pools a random two-pair hand wins (ties shared).

    Straight poker is played without straights by default ("usually of no value").
    """
    ev = evaluator_for(rules)
    rng = random.Random(seed)
    won = F(0)
    for _ in range(trials):
        high, low = rng.sample(range(13), 2)
        hero = [Card(high, s) for s in rng.sample(range(4), 2)]
        hero += [Card(low, s) for s in rng.sample(range(4), 2)]
        hero.append(rng.choice([c for c in PACK if c.rank not in (high, low)]))
        rest = [c for c in PACK if c not in hero]
        others = rng.sample(rest, 20)
        value = ev.value(hero)
        best = max(ev.value(others[5 * i:5 * i + 5]) for i in range(4))
        won += 1 if value > best else F(1, 2) if value == best else 0
    return won / trials


FIGURES += [
    Figure("straight_poker_two_pairs", "Straight Poker", "five hands, no draw: pools won by two pairs "
           "(simulated, 40,000 deals, no straights)", "three pools out of four", F(3, 4),
           straight_poker_two_pairs, F(81, 100), "rounded", step=F(1, 4), kind="share", within=F(1, 100)),
    Figure("straight_poker_two_pairs_straights", "Straight Poker", "the same with straights played",
           "three pools out of four", F(3, 4), lambda: straight_poker_two_pairs(FOSTER), F(80, 100),
           "rounded", step=F(1, 4), kind="share", within=F(1, 100)),
]


# ---------------------------------------------------------------- averages


def median_value(values: Counter) -> int:
    """The lowest final hand reached or fallen short of at least half the time."""
    total, seen = sum(values.values()), 0
    for value in sorted(values):
        seen += values[value]
        if 2 * seen >= total:
            return value
    raise AssertionError("empty distribution")


def lowest(text: str) -> int:
    return EV.value(hand(text))


PAIR_OF_JACKS, PAIR_OF_NINES = EV.pair_of(JACK), EV.pair_of(7)
PAIR_OF_EIGHTS, PAIR_OF_FOURS, PAIR_OF_DEUCES = EV.pair_of(6), EV.pair_of(2), EV.pair_of(0)
TWO_PAIRS_FLOOR, ACES_UP = EV.class_floor(H.TWO_PAIR), lowest("As Ad 2c 2d 3h")


def _pair_deal(rank: str) -> tuple[str, str]:
    rest = "Qd 7c 3h" if rank in "K94" else "Kd 9c 4h"
    return f"{rank}s {rank}h {rest}", f"{rank}s {rank}h"


# (what is drawn to, the deal, Foster's average, the least hand of that description,
#  our median final hand, the share of draws ending at least as good as that least hand)
AVERAGES = [
    ("an ace", ACE_ALONE, "pair of eights", PAIR_OF_EIGHTS, "a pair of deuces", F(70502, 178365)),
    ("ace, king", ACE_KING, "pair of eights", PAIR_OF_EIGHTS, "ace high", F(6656, 16215)),
    ("ace, king, queen", ("As Kd Qc 4h 2s", "As Kd Qc"), "pair of fours", PAIR_OF_FOURS, "ace high",
     F(439, 1081)),
    ("ace, king, queen, jack", ("As Kd Qc Jh 2s", "As Kd Qc Jh"), "pair of fours", PAIR_OF_FOURS,
     "ace high", F(16, 47)),
    ("a four-card flush", FOUR_FLUSH, "pair of jacks", PAIR_OF_JACKS, "ace high", F(12, 47)),
    ("an open-end straight", OPEN_STRAIGHT, "pair of nines", PAIR_OF_NINES, "ace high", F(8, 47)),
    ("an interior straight", INSIDE_STRAIGHT, "pair of deuces", PAIR_OF_DEUCES, "queen high", F(16, 47)),
    *[(f"a pair of {_RANK[r]}", _pair_deal("23456789TJQKA"[r]), foster, least, f"a pair of {_RANK[r]}",
       reach) for r, foster, least, reach in [
          (0, "pair of court cards", PAIR_OF_JACKS, F(1552, 5405)),
          (1, "pair of court cards", PAIR_OF_JACKS, F(1552, 5405)),
          (2, "pair of court cards", PAIR_OF_JACKS, F(1552, 5405)),
          (3, "pair of court cards", PAIR_OF_JACKS, F(1552, 5405)),
          (4, "two small pairs", TWO_PAIRS_FLOOR, F(1552, 5405)),
          (5, "two small pairs", TWO_PAIRS_FLOOR, F(1552, 5405)),
          (6, "two small pairs", TWO_PAIRS_FLOOR, F(1552, 5405)),
          (7, "two big pairs", TWO_PAIRS_FLOOR, F(1552, 5405)),
          (8, "two big pairs", TWO_PAIRS_FLOOR, F(1552, 5405)),
          (9, "two big pairs", TWO_PAIRS_FLOOR, F(1552, 5405)),
          (10, "aces up", ACES_UP, F(154, 1081)), (11, "aces up", ACES_UP, F(154, 1081)),
          (12, "(lost in the text)", None, None)]],
]


@pytest.mark.parametrize("row", AVERAGES, ids=lambda r: r[0].replace(" ", "_").replace(",", ""))
def test_averages(row):
    """Foster's 'worth on average' against the median final hand of each draw.

    His average is the pat hand that would beat the drawer as often as it is
    beaten.  That is the median of the drawer's final hand; the draws are dealt
    from the 47 cards the drawer has not seen (his own discards are known).
    Every median is far below Foster's figure: no pair draw improves even
    half the time, so the median of any pair draw is the pair itself.
    """
    _what, (held, keep), _foster, least, expected_median, expected_reach = row
    values = draw_values(held, keep)
    median = median_value(values)
    assert EV.describe(median) == expected_median
    if least is not None:
        reach = F(count_if(values, lambda v: v >= least), sum(values.values()))
        assert reach == expected_reach
        assert reach < F(1, 2)  # the drawer falls short of Foster's average most of the time
        assert median < least


@pytest.mark.parametrize(("deal", "least", "median_class"), [
    (("As Kd Tc 6h 3s", "As"), PAIR_OF_EIGHTS, H.ONE_PAIR),
    (("As Kd 9c 6h 3s", "As Kd"), PAIR_OF_EIGHTS, H.HIGH_CARD),
    (("Ks Ts 6s 3s 2d", "Ks Ts 6s 3s"), PAIR_OF_JACKS, H.HIGH_CARD),
    (("Js Td 9c 8h 3d", "Js Td 9c 8h"), PAIR_OF_NINES, H.HIGH_CARD),
    (("Ts 8d 7c 6h 2d", "Ts 8d 7c 6h"), PAIR_OF_DEUCES, H.HIGH_CARD),
    (("2s 2h Ad Qc Th", "2s 2h"), PAIR_OF_JACKS, H.ONE_PAIR),
])
def test_averages_with_other_discards(deal, least, median_class):
    """Other discards move a busted draw's median by a card at most, and never up to Foster's."""
    median = median_value(draw_values(*deal))
    assert EV.hand_class(median) is median_class
    assert median < least


def test_averages_medians_in_engine_odds():
    draw_outcomes = pytest.importorskip("engine.odds").draw_outcomes
    for _what, (held, keep), *_ in AVERAGES:
        outcome = draw_outcomes(hand(held), hand(keep))
        values = draw_values(held, keep)
        assert outcome.median_value == median_value(values)
        assert outcome.values == dict(values)


def test_deuces_against_pat_jacks():
    """Foster's prose example: deuces drawing against pat jacks do not win half the time.

    Three cards to a pair of deuces against a pair of jacks standing pat; the
    drawer sees neither the jacks' cards nor draws them.
    """
    drawer, pat = hand("2s 2h Kd 9c 4h"), hand("Jc Jd 8h 6s 3c")
    jacks = EV.value(pat)
    unseen = [c for c in PACK if c not in drawer and c not in pat]
    tally = Counter((v > jacks) - (v < jacks) for v in (EV.value((*drawer[:2], *d))
                                                         for d in combinations(unseen, 3)))
    assert sum(tally.values()) == comb(42, 3) and tally[0] == 0
    assert F(tally[1], comb(42, 3)) == F(341, 1148)  # 30%, not a half


# ---------------------------------------------------------------- other packs (Foster prints no figure)


def test_mistigris_threes_easier_than_two_pairs():
    """Mistigris: with the joker threes are commoner than two pairs, as Foster says."""
    joker = dealt_classes(JOKER)
    assert sum(joker.values()) == comb(53, 5)
    assert joker[H.TWO_PAIR] == 123552  # the joker never makes two pairs: it makes threes
    pair_and_joker = 13 * comb(4, 2) * comb(12, 2) * 4**2  # and two odd cards
    assert joker[H.THREE_OF_A_KIND] == 54912 + pair_and_joker == 137280
    assert joker[H.THREE_OF_A_KIND] > joker[H.TWO_PAIR]
    # Swapping the two classes, as he advises, sends every pair with the joker to two pairs:
    # then two pairs are the commoner hand again, and threes become the rarer.
    swapped = dealt_classes(JOKER_SWAPPED)
    assert swapped[H.TWO_PAIR] == 123552 + pair_and_joker == 205920
    assert swapped[H.THREE_OF_A_KIND] == 54912 < swapped[H.TWO_PAIR]


EXTRA_TABLES = {
    # Counts by class for the other packs and rules: information only, Foster prints none.
    "joker": (JOKER, {H.HIGH_CARD: 1302540, H.ONE_PAIR: 1268088, H.TWO_PAIR: 123552,
                      H.THREE_OF_A_KIND: 137280, H.STRAIGHT: 20532, H.FLUSH: 7804, H.FULL_HOUSE: 6552,
                      H.FOUR_OF_A_KIND: 3120, H.STRAIGHT_FLUSH: 204, H.FIVE_OF_A_KIND: 13}),
    "ecarte": (ECARTE, {H.HIGH_CARD: 53040, H.ONE_PAIR: 107520, H.TWO_PAIR: 24192,
                        H.THREE_OF_A_KIND: 10752, H.STRAIGHT: 4080, H.FLUSH: 208, H.FULL_HOUSE: 1344,
                        H.FOUR_OF_A_KIND: 224, H.STRAIGHT_FLUSH: 16}),
    "no_straights": (NO_STRAIGHTS, {H.HIGH_CARD: 1302540 + 10200, H.ONE_PAIR: 1098240,
                                    H.TWO_PAIR: 123552, H.THREE_OF_A_KIND: 54912, H.FLUSH: 5148,
                                    H.FULL_HOUSE: 3744, H.FOUR_OF_A_KIND: 624}),
}


@pytest.mark.parametrize("name", EXTRA_TABLES)
def test_other_packs(name):
    rules, expected = EXTRA_TABLES[name]
    assert dict(dealt_classes(rules)) == expected
    assert sum(expected.values()) == comb(len(rules.pack.cards()), 5)
    odds_module = pytest.importorskip("engine.odds")
    assert odds_module.dealt_counts(rules).classes == {
        c: expected.get(c, 0) for c in evaluator_for(rules).order}


DRAW_DEALS = sorted({
    PAIR, PAIR_KICKER, TWO_PAIRS, BROKEN_TWO_PAIRS, THREES, THREES_KICKER, OPEN_STRAIGHT,
    INSIDE_STRAIGHT, FOUR_FLUSH, OPEN_STRAIGHT_FLUSH, INSIDE_STRAIGHT_FLUSH, ACE_ALONE, ACE_KING,
    THREE_STRAIGHT, THREE_STRAIGHT_FLUSH, TWO_HEARTS, THREE_HEARTS, NOTHING,
    (QUEENS_AND_STRAIGHT, "Qs Qh"), (QUEENS_AND_STRAIGHT, "Qh Jd Tc 9s"),
})


@pytest.mark.parametrize("deal", DRAW_DEALS, ids=lambda d: f"{d[0]}|{d[1]}".replace(" ", ""))
def test_draws_in_engine_odds(deal):
    """engine.odds counts every final hand of each draw above as the enumeration does."""
    draw_outcomes = pytest.importorskip("engine.odds").draw_outcomes
    held, keep = deal
    outcome = draw_outcomes(hand(held), hand(keep) if keep else [])
    values = draw_values(held, keep)
    assert outcome.values == dict(values)
    assert outcome.draws == sum(values.values())
    by_class = Counter()
    for value, n in values.items():
        by_class[EV.hand_class(value)] += n
    assert {c: n for c, n in outcome.outcomes.items() if n} == dict(by_class)


def test_pair_table_in_engine_odds():
    """The table of improvement in pairs, from engine.odds."""
    draw_outcomes = pytest.importorskip("engine.odds").draw_outcomes
    outcome = draw_outcomes(hand(PAIR[0]), hand(PAIR[1]))
    assert (outcome.draws, outcome.improved) == (16215, 4656)
    assert {c: n for c, n in outcome.outcomes.items() if n} == {
        H.ONE_PAIR: 11559, H.TWO_PAIR: 2592, H.THREE_OF_A_KIND: 1854, H.FULL_HOUSE: 165,
        H.FOUR_OF_A_KIND: 45}


# ---------------------------------------------------------------- every figure


@pytest.mark.parametrize("fig", FIGURES, ids=lambda f: f.key)
def test_figure(fig: Figure):
    ours = fig.ours()
    if fig.within is None:
        assert ours == fig.expected
    else:
        assert abs(ours - fig.expected) <= fig.within
    if fig.foster is not None:
        assert relation(fig.foster, ours, fig.step, fig.kind) == fig.verdict


def test_figure_keys_are_unique():
    assert len({f.key for f in FIGURES}) == len(FIGURES)

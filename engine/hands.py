"""Hand values: Foster's classes, the house-rule orders, and the fast evaluator.

A hand's value is a plain int; a larger value is a better hand and equal
values are an exact tie (the pool is divided).  Layout::

    value = class_ordinal << 21 | tiebreak << 1 | joker

`class_ordinal` is the class's place in the order the rules give (so the
same class can sit at different places under different house rules);
`tiebreak` packs up to five ranks, four bits each, in the order Foster
compares them; `joker` is 1 when the hand holds the joker, which wins ties
"in the denomination of the cards".

`value_of_ranks` is the plain, readable definition of every hand.  The
`Evaluator` precomputes it into two lists indexed by the sum of the five
cards' rank weights, one for flushes and one for the rest (see
`engine.cards`), so evaluating a hand is an AND, a sum and one lookup.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from itertools import combinations_with_replacement
from typing import cast

from engine.cards import (
    ACE,
    JOKER_RANK,
    JOKER_WEIGHT,
    RANK_NAMES,
    RANK_PLURALS,
    RANK_WEIGHTS,
    SUIT_BITS,
    SUIT_SHIFT,
    Card,
)
from engine.handrules import FOSTER, ExtraHand, ExtraRanking, HandRules


class HandClass(StrEnum):
    HIGH_CARD = "high_card"
    ONE_PAIR = "one_pair"
    TWO_PAIR = "two_pair"
    THREE_OF_A_KIND = "three_of_a_kind"
    STRAIGHT = "straight"
    FLUSH = "flush"
    FULL_HOUSE = "full_house"
    FOUR_OF_A_KIND = "four_of_a_kind"
    STRAIGHT_FLUSH = "straight_flush"
    FIVE_OF_A_KIND = "five_of_a_kind"
    BLAZE = "blaze"
    SKIP = "skip"
    LITTLE_DOG = "little_dog"
    BIG_DOG = "big_dog"
    ROUND_THE_CORNER = "round_the_corner"


H = HandClass
STANDARD_CLASSES = (
    H.HIGH_CARD, H.ONE_PAIR, H.TWO_PAIR, H.THREE_OF_A_KIND, H.STRAIGHT,
    H.FLUSH, H.FULL_HOUSE, H.FOUR_OF_A_KIND, H.STRAIGHT_FLUSH, H.FIVE_OF_A_KIND,
)
# Lowest first.  Customary: blaze beats two pairs; a skip beats a blaze; a
# round-the-corner is the lowest straight; dogs beat a straight and lose to a
# flush, the big dog beating the little (Technical Terms).
_CUSTOMARY = (
    H.HIGH_CARD, H.ONE_PAIR, H.TWO_PAIR, H.BLAZE, H.SKIP, H.THREE_OF_A_KIND,
    H.ROUND_THE_CORNER, H.STRAIGHT, H.LITTLE_DOG, H.BIG_DOG, H.FLUSH,
    H.FULL_HOUSE, H.FOUR_OF_A_KIND, H.STRAIGHT_FLUSH, H.FIVE_OF_A_KIND,
)
# Foster's order by rarity (chapter "Poker Hands"): straight 254 to 1, skip
# 423, flush 508, tiger 636, full 693, round-the-corner 848, blaze 3,008.
_CALCULATED = (
    H.HIGH_CARD, H.ONE_PAIR, H.TWO_PAIR, H.THREE_OF_A_KIND, H.STRAIGHT, H.SKIP,
    H.FLUSH, H.LITTLE_DOG, H.BIG_DOG, H.FULL_HOUSE, H.ROUND_THE_CORNER, H.BLAZE,
    H.FOUR_OF_A_KIND, H.STRAIGHT_FLUSH, H.FIVE_OF_A_KIND,
)

CLASS_SHIFT = 21
TIEBREAK_MASK = (1 << 20) - 1

COURT = frozenset((9, 10, 11))  # jack, queen, king: the ace is not a court card
WHEEL = (ACE, 0, 1, 2, 3)
# Round-the-corner runs, lowest first: J-Q-K-A-2, Q-K-A-2-3, K-A-2-3-4.
CORNERS = tuple(frozenset((9 + i + k) % 13 for k in range(5)) for i in range(3))
ACE_LOW_SKIP = frozenset((ACE, 1, 3, 5, 7))  # A-3-5-7-9


def class_order(rules: HandRules) -> tuple[HandClass, ...]:
    """Every class that can occur under `rules`, lowest first."""
    base = _CALCULATED if rules.extra_hand_ranking is ExtraRanking.CALCULATED else _CUSTOMARY
    present = set(STANDARD_CLASSES) | {HandClass(h.value) for h in rules.extra_hands}
    if not rules.straights:
        present -= {H.STRAIGHT, H.STRAIGHT_FLUSH}
    if not rules.joker:
        present.discard(H.FIVE_OF_A_KIND)
    order = [c for c in base if c in present]
    if rules.joker_two_pairs_over_threes:
        i, j = order.index(H.TWO_PAIR), order.index(H.THREE_OF_A_KIND)
        order[i], order[j] = order[j], order[i]
    return tuple(order)


def _pack_ranks(ranks: Sequence[int]) -> int:
    tiebreak = 0
    for i, r in enumerate(ranks):
        tiebreak |= r << (4 * (4 - i))
    return tiebreak


def grouped_ranks(ranks: Sequence[int]) -> list[int]:
    """Ranks ordered as Foster compares them: bigger groups first, then higher rank."""
    counts: dict[int, int] = {}
    for r in ranks:
        counts[r] = counts.get(r, 0) + 1
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    return [r for r, _ in groups]


def candidates(ranks: Sequence[int], flush: bool, rules: HandRules) -> list[tuple[HandClass, int]]:
    """Every class five natural cards qualify for, each with its tiebreak.

    This is the plain statement of the hands; the hand takes the best of
    them.  `ranks` are 0 (deuce) to 12 (ace); `flush` says all five share a suit.
    """
    counts = sorted((ranks.count(r) for r in set(ranks)), reverse=True)
    grouped = grouped_ranks(ranks)
    high = sorted(ranks, reverse=True)
    distinct = set(ranks)
    out: list[tuple[HandClass, int]] = []

    top = -1  # the top card of a straight, if the five make one
    if rules.straights and len(distinct) == 5:
        if high[0] - high[4] == 4:
            top = high[0]
        elif distinct == set(WHEEL):
            top = 3  # the ace plays low: a five-high straight
    if top >= 0:
        out.append((H.STRAIGHT_FLUSH if flush else H.STRAIGHT, top))
    if flush:
        out.append((H.FLUSH, _pack_ranks(high)))

    by_counts = {
        (5,): H.FIVE_OF_A_KIND,
        (4, 1): H.FOUR_OF_A_KIND,
        (3, 2): H.FULL_HOUSE,
        (3, 1, 1): H.THREE_OF_A_KIND,
        (2, 2, 1): H.TWO_PAIR,
        (2, 1, 1, 1): H.ONE_PAIR,
        (1, 1, 1, 1, 1): H.HIGH_CARD,
    }
    out.append((by_counts[tuple(counts)], _pack_ranks(grouped)))

    extras = rules.extra_hands
    if ExtraHand.BLAZE in extras and distinct <= COURT:
        out.append((H.BLAZE, _pack_ranks(grouped)))
    if len(distinct) == 5:
        if ExtraHand.LITTLE_DOG in extras and high[0] == 5 and high[4] == 0:
            out.append((H.LITTLE_DOG, _pack_ranks(high)))
        if ExtraHand.BIG_DOG in extras and high[0] == ACE and high[4] == 7:
            out.append((H.BIG_DOG, _pack_ranks(high)))
        if ExtraHand.SKIP in extras:
            if all(high[i] - high[i + 1] == 2 for i in range(4)):
                out.append((H.SKIP, high[0]))
            elif distinct == ACE_LOW_SKIP:
                out.append((H.SKIP, 7))  # the ace plays low: nine high
        if ExtraHand.ROUND_THE_CORNER in extras and distinct in CORNERS:
            out.append((H.ROUND_THE_CORNER, CORNERS.index(frozenset(distinct))))
    return out


def value_of_ranks(
    ranks: Sequence[int], flush: bool, rules: HandRules = FOSTER, order: Sequence[HandClass] | None = None
) -> int:
    """The value of five cards given their ranks and whether they are all of one suit.

    A rank of `JOKER_RANK` is the joker: the holder names it whatever card
    makes the best hand, and the hand wins ties.  It repeats a card he holds
    only in five of a kind, which needs that; in a flush it is a card of the
    suit the hand lacks, so with the ace held it is the king (or the best
    card missing), never a second ace.
    """
    order = order or class_order(rules)
    place = {c: i for i, c in enumerate(order)}
    if JOKER_RANK in ranks:
        rest = [r for r in ranks if r != JOKER_RANK]
        if len(rest) != 4:
            raise ValueError("a hand holds at most one joker")
        best = max(
            value_of_ranks([*rest, r], f, rules, order)
            for r in range(rules.pack.lowest_rank, 13)
            for f in ((False, True) if flush and r not in rest else (False,))
        )
        return best | 1
    best = -1
    for cls, tiebreak in candidates(ranks, flush, rules):
        if cls in place:
            best = max(best, place[cls] << CLASS_SHIFT | tiebreak << 1)
    return best


class Evaluator:
    """Values hands under one set of rules.  Get one with `evaluator_for(rules)`.

    `plain[key]` and `suited[key]` hold the value of every rank multiset
    (key = sum of rank weights, the joker's included) without and with a
    flush; `suited` is filled only where all ranks differ.
    """

    def __init__(self, rules: HandRules = FOSTER) -> None:
        self.rules = rules
        self.order = class_order(rules)
        lowest = rules.pack.lowest_rank
        sizes = (5, 4) if rules.joker else (5,)
        entries: list[tuple[int, int, int]] = []
        for size in sizes:
            for ranks in combinations_with_replacement(range(lowest, 13), size):
                if max(ranks.count(r) for r in ranks) > 4:
                    continue
                full = list(ranks) if size == 5 else [*ranks, JOKER_RANK]
                key = sum(RANK_WEIGHTS[r] for r in ranks) + (JOKER_WEIGHT if size == 4 else 0)
                plain = value_of_ranks(full, False, rules, self.order)
                suited = value_of_ranks(full, True, rules, self.order) if len(set(ranks)) == size else -1
                entries.append((key, plain, suited))
        size_needed = max(key for key, _, _ in entries) + 1
        # Indexed sequences, not dicts: an index is the cheapest lookup Python has, and
        # the few thousand distinct value objects stay in the CPU cache.  Frozen as
        # tuples: a tuple of ints drops out of the garbage collector's sight, where
        # these lists (hundreds of thousands of slots) were walked on every full collection.
        plain_table = [-1] * size_needed
        suited_table = [-1] * size_needed
        for key, plain, suited in entries:
            plain_table[key] = plain
            suited_table[key] = suited
        self.plain: tuple[int, ...] = tuple(plain_table)
        self.suited: tuple[int, ...] = tuple(suited_table)
        self._words: dict[int, str] = {}  # describe() answers, asked again at every show-down

    def value(self, cards: Sequence[Card]) -> int:
        """The value of a five-card hand."""
        a, b, c, d, e = cards
        if a & b & c & d & e & SUIT_BITS:
            return self.suited[(a + b + c + d + e) >> SUIT_SHIFT]
        return self.plain[(a + b + c + d + e) >> SUIT_SHIFT]

    def hand_class(self, value: int) -> HandClass:
        return self.order[value >> CLASS_SHIFT]

    def describe(self, value: int) -> str:
        """The hand in words: 'two pairs, kings up', 'a flush, ace high'."""
        words = self._words.get(value)
        if words is None:
            words = self._words[value] = describe(self.hand_class(value), value)
        return words

    def name(self, value: int) -> HandName:
        """The hand's name as data, for words in the reader's language (`describe` is its English)."""
        return name_of(self.hand_class(value), value)

    def class_floor(self, cls: HandClass) -> int:
        """The lowest value of a class (every hand of the class is at least this)."""
        return self.order.index(cls) << CLASS_SHIFT

    def pair_of(self, rank: int) -> int:
        """The lowest value of a pair of `rank`: jacks or better is `value >= pair_of(9)`."""
        return self.class_floor(H.ONE_PAIR) | (rank << 16) << 1


def evaluator_for(rules: HandRules = FOSTER) -> Evaluator:
    """The shared evaluator for a set of rules (built once, about a tenth of a second)."""
    # Nearly every call asks for the same rules object as the last one; that answer
    # needs no hashing of the rules (a pydantic model's hash is a Python call).
    last = _last_evaluator
    if last[0] is rules:
        return cast(Evaluator, last[1])  # set with its rules by _remember_evaluator
    return _remember_evaluator(rules)


_last_evaluator: tuple[HandRules | None, Evaluator | None] = (None, None)


def _remember_evaluator(rules: HandRules) -> Evaluator:
    global _last_evaluator
    ev = _evaluator_cached(rules)
    _last_evaluator = (rules, ev)
    return ev


@lru_cache(maxsize=32)
def _evaluator_cached(rules: HandRules) -> Evaluator:
    return Evaluator(rules)


def _nibbles(value: int, n: int) -> list[int]:
    tiebreak = (value >> 1) & TIEBREAK_MASK
    return [(tiebreak >> (4 * (4 - i))) & 0xF for i in range(n)]


def describe(cls: HandClass, value: int) -> str:
    """Foster's words for a hand of class `cls` with this value."""
    return name_of(cls, value).words()


@dataclass(frozen=True, slots=True)
class HandName:
    """A hand's name as data, for words in any language: its class, the ranks its name says (as
    Foster names it: a pair's rank, two pairs' higher, a full hand's two, a straight's top card; a
    round-the-corner's first and last), and whether the joker is in it.  A high card naming no
    rank is "nothing", a stud player's showing before any card is up.  `words()` is the English
    the log and the record keep."""

    cls: HandClass
    ranks: tuple[int, ...]
    joker: bool = False

    def words(self) -> str:
        name, plural, r = RANK_NAMES, RANK_PLURALS, self.ranks
        if self.cls is H.HIGH_CARD and not r:
            return "nothing"
        words: dict[HandClass, Callable[[], str]] = {
            H.HIGH_CARD: lambda: f"{name[r[0]]} high",
            H.ONE_PAIR: lambda: f"a pair of {plural[r[0]]}",
            H.TWO_PAIR: lambda: f"two pairs, {plural[r[0]]} up",
            H.THREE_OF_A_KIND: lambda: f"three {plural[r[0]]}",
            H.STRAIGHT: lambda: f"a straight, {name[r[0]]} high",
            H.FLUSH: lambda: f"a flush, {name[r[0]]} high",
            H.FULL_HOUSE: lambda: f"a full hand, {plural[r[0]]} full of {plural[r[1]]}",
            H.FOUR_OF_A_KIND: lambda: f"four {plural[r[0]]}",
            H.STRAIGHT_FLUSH: lambda: "a royal flush" if r[0] == ACE else f"a straight flush, {name[r[0]]} high",
            H.FIVE_OF_A_KIND: lambda: f"five {plural[r[0]]}",
            H.BLAZE: lambda: f"a blaze, {plural[r[0]]} and {plural[r[1]]}",
            H.SKIP: lambda: f"a skip, {name[r[0]]} high",
            H.LITTLE_DOG: lambda: "a little dog (tiger)",
            H.BIG_DOG: lambda: "a big dog",
            H.ROUND_THE_CORNER: lambda: f"a round-the-corner straight, {name[r[0]]} to {name[r[1]]}",
        }
        return words[self.cls]() + (", with the joker" if self.joker else "")


NOTHING = HandName(H.HIGH_CARD, ())
# Each class's ranks its name says: one rank, two different ranks, a run's first and last, none.
_ONE, _TWO, _CORNER, _NONE = "one", "two", "corner", "none"
_NAMED_BY = {
    H.FULL_HOUSE: _TWO, H.BLAZE: _TWO, H.ROUND_THE_CORNER: _CORNER, H.LITTLE_DOG: _NONE, H.BIG_DOG: _NONE,
}


def name_of(cls: HandClass, value: int) -> HandName:
    """The name of a hand of class `cls` with this value."""
    r = _nibbles(value, 2)
    top = (value >> 1) & TIEBREAK_MASK
    joker = bool(value & 1)
    if cls in (H.STRAIGHT, H.STRAIGHT_FLUSH, H.SKIP):
        return HandName(cls, (top,), joker)
    if cls is H.ROUND_THE_CORNER:  # J-Q-K-A-2, Q-K-A-2-3, K-A-2-3-4: its first card and its last
        return HandName(cls, (9 + top, top), joker)
    named = _NAMED_BY.get(cls, _ONE)
    return HandName(cls, () if named == _NONE else (r[0],) if named == _ONE else (r[0], r[1]), joker)


def every_hand_name() -> Iterator[HandName]:
    """Every name a hand (or a stud showing) can be given, under any rules, and some no hand can
    have (a flush six high): what a catalogue of hand names must say."""
    ranks = range(13)
    yield NOTHING
    for cls in HandClass:
        named = _NAMED_BY.get(cls, _ONE)
        if named == _NONE:
            shapes: list[tuple[int, ...]] = [()]
        elif named == _CORNER:
            shapes = [(9 + i, i) for i in range(3)]
        elif named == _TWO:
            shapes = [(a, b) for a in ranks for b in ranks if a != b]
        else:
            shapes = [(a,) for a in ranks]
        for shape in shapes:
            for joker in (False, True):
                yield HandName(cls, shape, joker)

"""The test's own reading of a hand, from ranks and suits counted here.

Used to check the robots' rules (tests/test_rule_facts.py) against the cards, so it shares no
code with the evaluator or the robots: a hand's key is worked out by counting, the joker is
tried as every rank, and a straight is a run of five ranks listed here.  Only Foster's standard
order of classes is read (no extra hands, no swapping of two pairs and threes).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations

from engine.cards import JOKER_RANK, RANK_NAMES, RANK_PLURALS, Card

CLASSES = ("high_card", "one_pair", "two_pair", "three_of_a_kind", "straight", "flush",
           "full_house", "four_of_a_kind", "straight_flush", "five_of_a_kind")
PLACE = {name: i for i, name in enumerate(CLASSES)}
PAIR, TWO_PAIRS, THREES, STRAIGHT, FLUSH = 1, 2, 3, 4, 5
_SHAPES = {(5,): 9, (4, 1): 7, (4,): 7, (3, 2): 6, (3, 1, 1): 3, (3, 1): 3, (3,): 3, (2, 2, 1): 2,
           (2, 2): 2, (2, 1, 1, 1): 1, (2, 1, 1): 1, (2, 1): 1, (2,): 1}

Key = tuple[int, tuple[int, ...], int]  # class place, ranks compared in turn, 1 with the joker


class Reader:
    """Reads hands under one pack (its lowest rank) and whether straights count."""

    def __init__(self, lowest: int, straights: bool) -> None:
        self.lowest = lowest
        self.straights = straights
        # Each straight's five ranks with its top card; the ace plays low only in the full pack.
        runs = [(frozenset(range(top - 4, top + 1)), top) for top in range(lowest + 4, 13)]
        if lowest == 0:
            runs.append((frozenset((12, 0, 1, 2, 3)), 3))
        self.runs = runs if straights else []
        self._keys: dict[tuple[Card, ...], Key] = {}

    # ----- whole hands ------------------------------------------------------------------
    def key(self, cards: Sequence[Card]) -> Key:
        """Five cards: class and the ranks in the order they are compared.  Fewer (stud):
        only the groups of like ranks count, each rank once, bigger groups first."""
        held = tuple(sorted(cards))
        if held not in self._keys:
            self._keys[held] = self._key(held)
        return self._keys[held]

    def _key(self, cards: Sequence[Card]) -> Key:
        naturals = [c for c in cards if c.rank != JOKER_RANK]
        if len(naturals) == len(cards):
            return (*self._natural(naturals, len(cards)), 0)
        ranks = [c.rank for c in naturals]
        one_suit = len({c.suit for c in naturals}) <= 1
        best = max(self._ranks_key([*ranks, r], one_suit and r not in ranks, len(cards))
                   for r in range(self.lowest, 13))
        return (*best, 1)

    def _natural(self, cards: Sequence[Card], size: int) -> tuple[int, tuple[int, ...]]:
        return self._ranks_key([c.rank for c in cards], len({c.suit for c in cards}) == 1, size)

    def _ranks_key(self, ranks: list[int], suited: bool, size: int) -> tuple[int, tuple[int, ...]]:
        if size < 5:
            return _groups(ranks)
        counts = Counter(ranks)
        place, order = _groups(ranks)
        best = (place, tuple(r for r in order for _ in range(counts[r])))
        if len(counts) == 5:
            top = next((t for run, t in self.runs if set(ranks) == run), None)
            if top is not None:
                best = max(best, (8 if suited else 4, (top,)))
            if suited:
                best = max(best, (5, tuple(sorted(ranks, reverse=True))))
        return best

    def showing(self, cards: Sequence[Card]) -> Key:
        """Stud: cards as a board shows them, by their groups of like ranks (each rank once, the
        joker named as suits the groups best); a robot's own five count as a straight or a flush
        where that is above their groups."""
        naturals = [c.rank for c in cards if c.rank != JOKER_RANK]
        joker = int(len(naturals) < len(cards))
        named_as = [[*naturals, r] for r in range(self.lowest, 13)] if joker else [naturals]
        group = max(_groups(ranks) for ranks in named_as)
        if len(cards) == 5 and self.key(cards)[0] > group[0]:
            return self.key(cards)[0], (), joker
        return (*group, joker)

    def place(self, cards: Sequence[Card]) -> int:
        return self.key(cards)[0]

    def top(self, cards: Sequence[Card]) -> tuple[int, int]:
        """(class place, the first rank compared), as the hand's name gives them."""
        place, ranks, _ = self.key(cards)
        return place, ranks[0]

    # ----- what a hand can be drawn to --------------------------------------------------
    def fills(self, four: Sequence[Card]) -> set[int]:
        """The ranks of which one card would make these four a straight (the joker any card)."""
        naturals = [c.rank for c in four if c.rank != JOKER_RANK]
        jokers = len(four) - len(naturals)
        have = set(naturals)
        if len(have) != len(naturals):
            return set()
        return {x for x in range(self.lowest, 13) if x not in have
                for run, _ in self.runs if have | {x} <= run and len(run) - len(have) - 1 == jokers}

    @staticmethod
    def one_suit(four: Sequence[Card]) -> bool:
        return len({c.suit for c in four if c.rank != JOKER_RANK}) <= 1

    def fours(self, hand: Sequence[Card]) -> list[tuple[Card, ...]]:
        return list(combinations(hand, 4))

    def four_flush_or_open(self, hand: Sequence[Card]) -> bool:
        return any(self.one_suit(f) or len(self.fills(f)) >= 2 for f in self.fours(hand))

    def bobtail(self, hand: Sequence[Card]) -> bool:
        return any(self.one_suit(f) or self.fills(f) for f in self.fours(hand))

    def inside(self, hand: Sequence[Card]) -> bool:
        return not self.four_flush_or_open(hand) and any(len(self.fills(f)) == 1 for f in self.fours(hand))


def _groups(ranks: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    """The class the like ranks make, and each rank once, bigger groups first, then higher."""
    counts = Counter(ranks)
    order = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    return _SHAPES.get(tuple(sorted(counts.values(), reverse=True)), 0), tuple(order)


def no_pair(hand: Sequence[Card]) -> bool:
    ranks = [c.rank for c in hand]
    return JOKER_RANK not in ranks and len(set(ranks)) == len(ranks)


def matched(hand: Sequence[Card]) -> set[Card]:
    """The cards a draw to the hand's pairs keeps: every card whose rank is held twice or more,
    the joker, and with a joker that pairs nothing else, the best card it pairs."""
    naturals = [c for c in hand if c.rank != JOKER_RANK]
    counts = Counter(c.rank for c in naturals)
    kept = {c for c in naturals if counts[c.rank] >= 2}
    jokers = {c for c in hand if c.rank == JOKER_RANK}
    if jokers and not kept:
        kept = {max(naturals, key=lambda c: c.rank)}
    return kept | jokers


def named(words: str) -> tuple[int, int]:
    """A hand or threshold as the robots name it, read back: (class place, first rank).  A class's
    id ('two_pair') names its lowest hand (-1 for the rank)."""
    words = words.removesuffix(", with the joker")
    if words in PLACE:
        return PLACE[words], -1
    names = {n: i for i, n in enumerate(RANK_NAMES)}
    plurals = {n: i for i, n in enumerate(RANK_PLURALS)}
    heads = [("a pair of ", 1, plurals), ("two pairs, ", 2, plurals), ("three ", 3, plurals),
             ("a straight flush, ", 8, names), ("a straight, ", 4, names), ("a flush, ", 5, names),
             ("a full hand, ", 6, plurals), ("four ", 7, plurals), ("five ", 9, plurals)]
    if words == "a royal flush":
        return 8, 12
    if words.endswith(" high") and " " not in words.removesuffix(" high"):
        return 0, names[words.removesuffix(" high")]
    for head, place, table in heads:
        if words.startswith(head):
            return place, table[words[len(head):].split()[0]]
    raise AssertionError(f"a hand named as no hand is: {words!r}")


def at_least(hand: tuple[int, int], floor: tuple[int, int]) -> bool:
    """A hand (class, first rank) against the least hand of a threshold."""
    return hand[0] > floor[0] or (hand[0] == floor[0] and hand[1] >= floor[1])

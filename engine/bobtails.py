"""Bobtails: four cards of a flush or of a straight, waiting for the fifth.

Helpers for `engine.odds`, working on rank multisets so that whole classes
of hands are counted at once.  See `DealtCounts` for the definitions.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from math import comb

from engine.cards import ACE, JOKER_RANK, PackKind

BOBTAIL_KINDS = ("four_flush", "open_ended", "one_ended", "inside")
# Best first: a hand holding two four-straights is counted under the better.
_STRAIGHT_KINDS = ("open_ended", "one_ended", "inside")


def four_flush_ways(counts: Sequence[int], naturals: int) -> int:
    """Suit assignments of a rank multiset with exactly one card short of a flush.

    `counts` are how many cards of each natural rank the hand holds and
    `naturals` their sum; the joker (if the hand has one) counts as the
    missing suit card, so the hand needs ``naturals - 1`` cards of one suit.
    """
    # Fix a suit s.  Each rank holds either one card of s and the rest from
    # the three other suits, or all its cards from the other three.  The
    # coefficient of x^t counts assignments with t cards of s.
    poly = [1]
    for m in counts:
        with_s, without_s = comb(3, m - 1), comb(3, m)
        grown = [0] * (len(poly) + 1)
        for t, ways in enumerate(poly):
            grown[t] += ways * without_s
            grown[t + 1] += ways * with_s
        poly = grown
    # More than half the cards share the suit, so no two suits can qualify.
    return 4 * poly[naturals - 1]


def runs(pack: PackKind) -> tuple[tuple[int, ...], ...]:
    """The rank sequences of the straights, each lowest card first.

    The ace plays low in A-2-3-4-5; in the ecarte pack there is no card
    below the seven, and the ace is not in sequence with the seven.
    """
    low = pack.lowest_rank
    out = [tuple(range(i, i + 5)) for i in range(low, ACE - 3)]
    if low == 0:
        out.insert(0, (ACE, 0, 1, 2, 3))
    return tuple(out)


def four_straight_kind(four: Sequence[int], pack: PackKind) -> str | None:
    """The kind of four-straight these four ranks make (13 = the joker), or None."""
    naturals = [r for r in four if r != JOKER_RANK]
    need = set(naturals)
    if len(need) != len(naturals):
        return None  # a pair is not part of a straight
    fillers = {x: run for run in runs(pack) if need <= set(run) for x in run if x not in need}
    if len(fillers) >= 2:
        return "open_ended"
    if not fillers:
        return None
    ((x, run),) = fillers.items()
    return "one_ended" if x in (run[0], run[-1]) else "inside"


@lru_cache(maxsize=8192)
def straight_kind(ranks: tuple[int, ...], joker: bool, pack: PackKind) -> str | None:
    """The best four-straight among the hand's cards, or None (straights played)."""
    cards = (*ranks, JOKER_RANK) if joker else ranks
    kinds = {four_straight_kind(cards[:i] + cards[i + 1 :], pack) for i in range(len(cards))}
    return next((k for k in _STRAIGHT_KINDS if k in kinds), None)

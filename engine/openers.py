"""Openers: who may open a jack-pot, what he must show, and what he may not discard.

Jacks or better open (law 62); under progressive jacks the least opening
pair rises to queens, kings, aces and back down (law 63).  Where the house
allows it, a bobtail (four cards of a flush or a straight) opens too, and
then an opener may discard as he likes; otherwise he may not split his
openers (law 73).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from engine.cards import JACK, JOKER, Card
from engine.hands import HandClass, evaluator_for
from engine.rules import Rules


def opening_rank(unopened_deals: int, progressive: bool) -> int:
    """The least pair that opens after `unopened_deals` deals in a row were not opened.

    Progressive jacks go jacks, queens, kings, aces, then back down (law 63).
    """
    if not progressive:
        return JACK
    cycle = (9, 10, 11, 12, 11, 10)
    return cycle[unopened_deals % len(cycle)]


def straight_windows(rules: Rules) -> list[frozenset[int]]:
    """The rank sets of every straight under the rules (none when straights are not played)."""
    if not rules.hands.straights:
        return []
    low = rules.hands.pack.lowest_rank
    windows = [frozenset(range(top - 4, top + 1)) for top in range(low + 4, 13)]
    if low == 0:
        windows.append(frozenset((12, 0, 1, 2, 3)))  # the ace below the deuce
    return windows


def bobtail_in(hand: Sequence[Card], rules: Rules) -> tuple[Card, ...] | None:
    """Four cards of the hand that one more card would make a flush or a straight, if any.

    The joker stands for any card.  Four to a straight must be four different ranks.
    """
    windows = straight_windows(rules)
    for four in combinations(hand, 4):
        naturals = [c for c in four if c is not JOKER]
        if len({c.suit for c in naturals}) <= 1:
            return four
        ranks = {c.rank for c in naturals}
        if len(ranks) == len(naturals) and any(ranks <= w for w in windows):
            return four
    return None


def has_openers(hand: Sequence[Card], min_rank: int, rules: Rules) -> bool:
    """Whether a dealt hand may open: `min_rank`s or better, or a bobtail where allowed."""
    ev = evaluator_for(rules.hands)
    if ev.value(hand) >= ev.pair_of(min_rank):
        return True
    return rules.bobtail_openers and bobtail_in(hand, rules) is not None


def openers_to_show(hand: Sequence[Card], min_rank: int, rules: Rules) -> tuple[Card, ...]:
    """The cards an opener shows when he need show only his openers (law 74, Disputed Rules)."""
    ev = evaluator_for(rules.hands)
    value = ev.value(hand)
    if value < ev.pair_of(min_rank):
        bobtail = bobtail_in(hand, rules)
        return bobtail if bobtail is not None else tuple(hand)
    cls = ev.hand_class(value)
    grouped = {HandClass.ONE_PAIR: 2, HandClass.TWO_PAIR: 4, HandClass.THREE_OF_A_KIND: 3,
               HandClass.FOUR_OF_A_KIND: 4}
    if cls not in grouped:
        return tuple(hand)
    # The smallest part of the hand that is itself openers.
    for size in range(2, 5):
        for part in combinations(hand, size):
            if _part_opens(part, min_rank):
                return part
    return tuple(hand)


def keeps_openers(hand: Sequence[Card], kept: Sequence[Card], min_rank: int, rules: Rules) -> bool:
    """Law 73: whether the cards kept in the draw still hold the opener's qualification."""
    if rules.bobtail_openers:
        return True  # the bobtail is itself an opener, so splitting a pair loses nothing
    if len(kept) == 5:
        return True
    return _part_opens(kept, min_rank)


def _part_opens(part: Sequence[Card], min_rank: int) -> bool:
    """Whether fewer than five cards are themselves openers: a big enough pair, two pairs, threes, fours."""
    naturals = [c.rank for c in part if c is not JOKER]
    jokers = len(part) - len(naturals)
    counts: dict[int, int] = {}
    for r in naturals:
        counts[r] = counts.get(r, 0) + 1
    if jokers:
        # The joker pairs with the best card it can; with nothing else it is no pair.
        if not naturals:
            return False
        if max(counts.values()) >= 2:
            return True  # joker and a pair: threes
        return max(naturals) >= min_rank
    multiples = sorted(counts.values(), reverse=True)
    if not multiples or multiples[0] < 2:
        return False
    if multiples[0] >= 3 or (len(multiples) > 1 and multiples[1] >= 2):
        return True
    pair_rank = max(r for r, n in counts.items() if n >= 2)
    return pair_rank >= min_rank

"""What a show-down should call a hand, worked out here from its five cards alone (Foster's
standard hands: the full pack, straights counted, no extra hands), so the browser tests hold
the page's words to a truth of their own rather than to the bot's evaluator.
"""

from __future__ import annotations

from collections import Counter

RANKS = "23456789TJQKA"
NAMES = ("deuce", "trey", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king", "ace")
PLURALS = ("deuces", "treys", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens", "jacks", "queens",
           "kings", "aces")
WHEEL = [12, 3, 2, 1, 0]  # ace, five, four, trey, deuce: the ace plays low


def hand_name(cards: list[str]) -> str:
    """Foster's words for five cards written as ``As``, ``Th``: 'a pair of fives', 'king high'."""
    assert len(cards) == 5, cards
    ranks = sorted((RANKS.index(card[0]) for card in cards), reverse=True)
    groups = sorted(Counter(ranks).items(), key=lambda group: (group[1], group[0]), reverse=True)
    shape = [count for _, count in groups]
    top, second = groups[0][0], groups[1][0]
    flush = len({card[1] for card in cards}) == 1
    straight: int | None = None
    if len(groups) == 5 and ranks[0] - ranks[4] == 4:
        straight = ranks[0]
    elif ranks == WHEEL:
        straight = 3
    if straight is not None and flush:
        return "a royal flush" if straight == 12 else f"a straight flush, {NAMES[straight]} high"
    if shape[0] == 4:
        return f"four {PLURALS[top]}"
    if shape == [3, 2]:
        return f"a full hand, {PLURALS[top]} full of {PLURALS[second]}"
    if flush:
        return f"a flush, {NAMES[ranks[0]]} high"
    if straight is not None:
        return f"a straight, {NAMES[straight]} high"
    if shape[0] == 3:
        return f"three {PLURALS[top]}"
    if shape[:2] == [2, 2]:
        return f"two pairs, {PLURALS[top]} up"
    if shape[0] == 2:
        return f"a pair of {PLURALS[top]}"
    return f"{NAMES[ranks[0]]} high"

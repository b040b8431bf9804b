"""How often the pack deals each hand: classes, jack-pot openers, bobtails.

Rather than visit every hand, `dealt_table` walks the multisets of ranks
(6,175 for five cards from a standard pack) and counts the suit assignments
of each with binomial coefficients; a flush is counted apart, because only
all-one-suit hands with distinct ranks can be one.  Each multiset's value
comes from the evaluator's own tables.  The tests check every figure
against plain enumeration of all hands.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations_with_replacement
from math import comb, prod

from engine.bobtails import BOBTAIL_KINDS, four_flush_ways, straight_kind
from engine.cards import JOKER_WEIGHT, RANK_WEIGHTS, PackKind
from engine.handrules import FOSTER, HandRules
from engine.hands import HandClass, evaluator_for


@dataclass(frozen=True)
class DealtCounts:
    """How many five-card hands of each kind the pack deals (out of `total`).

    `bobtails` counts hands that are *not* jacks or better and hold a
    four-card flush or a four-card straight, each hand once.  The
    `bobtail_kinds` overlap: a hand can be both a four-flush and an
    open-ended straight (5h 6h 7h 8h Kd).  The three straight kinds are
    exclusive: a hand holding two four-straights counts under its best
    (open-ended, then one-ended, then inside).  A kind is named by what
    fills it: open-ended is filled by either of two ranks (5-6-7-8, also
    2-3-4-5, filled by an ace or a six); one-ended by one rank at an end
    (A-2-3-4, J-Q-K-A; 7-8-9-10 in the ecarte pack); inside by one rank in
    the middle (5-6-8-9, A-2-3-5).  With the joker, the joker counts as a
    card of any suit and any rank, so it makes a four-flush with three cards
    of a suit and a four-straight with three cards of a run; three cards of
    a run always leave two ranks that fill it (Jo-5-7-9 takes a six or an
    eight), so every four-straight holding the joker is open-ended.  The
    straight kinds are zero when straights are not played, and the extra
    hands (skips, dogs, round-the-corner) have no bobtails of their own.
    """

    total: int
    classes: dict[HandClass, int]
    jacks_or_better: int
    bobtails: int
    bobtail_kinds: dict[str, int]


@dataclass(frozen=True)
class DealtTable:
    """Every value the pack deals and how often: the basis of percentiles.

    Cached and shared by `dealt_table`: read it, never change it.
    """

    total: int
    values: dict[int, int]  # value -> hands, ascending by value
    beats2: dict[int, int]  # value -> twice the hands it beats, ties counting half
    jacks_or_better: int
    bobtails: int
    bobtail_kinds: tuple[tuple[str, int], ...]


def _rank_multisets(pack: PackKind) -> Iterable[tuple[tuple[int, ...], bool]]:
    """Every five-card rank multiset of the pack: (natural ranks, holds the joker)."""
    naturals = range(pack.lowest_rank, 13)
    sizes = ((5, False), (4, True)) if pack is PackKind.JOKER else ((5, False),)
    for size, joker in sizes:
        for ranks in combinations_with_replacement(naturals, size):
            if max(ranks.count(r) for r in set(ranks)) <= 4:
                yield ranks, joker


@lru_cache(maxsize=32)
def dealt_table(rules: HandRules) -> DealtTable:
    ev = evaluator_for(rules)
    jacks = ev.pair_of(9)
    values: dict[int, int] = {}
    kinds = dict.fromkeys(BOBTAIL_KINDS, 0)
    bobtails = 0
    for ranks, joker in _rank_multisets(rules.pack):
        counts = [ranks.count(r) for r in set(ranks)]
        key = sum(RANK_WEIGHTS[r] for r in ranks) + (JOKER_WEIGHT if joker else 0)
        ways = prod(comb(4, m) for m in counts)
        # All of one suit: possible only with distinct ranks, one way per suit.
        suited = 4 if len(counts) == len(ranks) else 0
        plain_value = ev.plain[key]
        values[plain_value] = values.get(plain_value, 0) + ways - suited
        if suited:
            suited_value = ev.suited[key]
            values[suited_value] = values.get(suited_value, 0) + suited
        # A flush always opens, so only the non-flush ways can be bobtails.
        if plain_value >= jacks:
            continue
        flush_draws = four_flush_ways(counts, len(ranks))
        kinds["four_flush"] += flush_draws
        kind = straight_kind(ranks, joker, rules.pack) if rules.straights else None
        if kind:
            kinds[kind] += ways - suited
            bobtails += ways - suited
        else:
            bobtails += flush_draws
    total = comb(len(rules.pack.cards()), 5)
    if sum(values.values()) != total:  # a cheap guard on the counting itself
        raise AssertionError("dealt hands do not add up to the size of the deal")
    ordered = dict(sorted(values.items()))
    beats2: dict[int, int] = {}
    below = 0
    for value, n in ordered.items():
        beats2[value] = 2 * below + n
        below += n
    return DealtTable(
        total=total,
        values=ordered,
        beats2=beats2,
        jacks_or_better=sum(n for v, n in ordered.items() if v >= jacks),
        bobtails=bobtails,
        bobtail_kinds=tuple(kinds.items()),
    )


def dealt_counts(rules: HandRules = FOSTER) -> DealtCounts:
    """How many hands of each class, jack-pot openers and bobtails the pack deals."""
    table = dealt_table(rules)
    ev = evaluator_for(rules)
    classes = dict.fromkeys(ev.order, 0)
    for value, n in table.values.items():
        classes[ev.hand_class(value)] += n
    return DealtCounts(
        total=table.total,
        classes=classes,
        jacks_or_better=table.jacks_or_better,
        bobtails=table.bobtails,
        bobtail_kinds=dict(table.bobtail_kinds),
    )


def percentile(value: int, rules: HandRules = FOSTER) -> float:
    """The share of pat hands dealt from a full pack that `value` beats, ties counting half."""
    table = dealt_table(rules)
    try:
        return table.beats2[value] / (2 * table.total)
    except KeyError:
        raise ValueError(f"no hand dealt from the {rules.pack} pack has value {value}") from None

"""Exact odds of five-card draw, by counting, never by sampling.

Three questions, answered by complete enumeration done combinatorially:

* `dealt_counts`: how many hands of each class the pack deals, how many can
  open a jack-pot, and how many are bobtails (four-flushes, four-straights).
* `draw_outcomes`: for a dealt hand and the cards kept, how many of the
  possible draws end in each class.
* `advise`: all 32 ways of keeping and discarding, best first.

The deal is counted in `engine.odds_dealt` (re-exported here).  A draw of k
cards walks the multisets of drawn ranks instead of the draws themselves
(6,188 for five cards, fewer for fewer), multiplying the binomial
coefficients of the unseen cards of each rank; the draws that leave five
cards of one suit are counted apart, since only they can be flushes.  The
joker is a fourteenth rank with one card that fits any suit.  Every final
hand is valued from the same tables as `Evaluator.value`, and the tests
check every figure against plain enumeration.

A "percentile" here is how a final hand fares against a random pat hand
dealt from a full pack: the fraction of all dealt hands it beats, ties
counting half.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from itertools import combinations, combinations_with_replacement
from math import comb

from engine.bobtails import BOBTAIL_KINDS
from engine.cards import JOKER_RANK, JOKER_WEIGHT, RANK_WEIGHTS, Card, PackKind
from engine.errors import EngineError
from engine.handrules import FOSTER, HandRules
from engine.hands import CLASS_SHIFT, Evaluator, HandClass, evaluator_for
from engine.odds_dealt import DealtCounts, dealt_counts, dealt_table, percentile
from engine.plurals import counted

__all__ = [
    "BOBTAIL_KINDS",
    "DealtCounts",
    "DrawOutcome",
    "KeepChoice",
    "OddsError",
    "advise",
    "dealt_counts",
    "draw_outcomes",
    "percentile",
    "unseen_cards",
]

# comb(n, m) for the counts that occur: at most four unseen cards of a rank.
_C = tuple(tuple(comb(n, m) for m in range(6)) for n in range(5))


class OddsError(EngineError):
    """A hand, keep or dead list that cannot be analysed; the message says why."""


def _weight(rank: int) -> int:
    return JOKER_WEIGHT if rank == JOKER_RANK else RANK_WEIGHTS[rank]


def _pack_ranks(pack: PackKind) -> tuple[int, ...]:
    """The ranks of a pack, the joker (rank 13) last when the pack has it."""
    ranks = tuple(range(pack.lowest_rank, 13))
    return (*ranks, JOKER_RANK) if pack is PackKind.JOKER else ranks


# ---------------------------------------------------------------- the draw


@dataclass(frozen=True)
class DrawOutcome:
    """Every possible draw to one keep, counted.

    `outcomes` and `values` count draws by final class and by final value;
    `improved` counts draws whose final class ranks above the dealt hand's.
    `expected_value` is the mean percentile of the final hand (see the module
    doc), exactly as a fraction in `expected_value_exact`.  The median hand is
    the lowest final hand the draw reaches or falls short of at least half
    the time: Foster's "average worth" of the draw.
    """

    hand: tuple[Card, ...]
    keep: tuple[Card, ...]
    discard: tuple[Card, ...]
    dead: tuple[Card, ...]
    draws: int
    outcomes: dict[HandClass, int]
    improved: int
    dealt_value: int
    dealt_class: HandClass
    values: dict[int, int]
    expected_value_exact: Fraction
    median_value: int
    median_hand: str

    @property
    def drawn(self) -> int:
        """How many cards are drawn."""
        return len(self.discard)

    @property
    def p_improve(self) -> float:
        return self.improved / self.draws

    @property
    def expected_value(self) -> float:
        return float(self.expected_value_exact)


@dataclass(frozen=True)
class KeepChoice:
    """One way of playing a hand: what to keep, what to throw, and what comes of it."""

    outcome: DrawOutcome

    @property
    def keep(self) -> tuple[Card, ...]:
        return self.outcome.keep

    @property
    def discard(self) -> tuple[Card, ...]:
        return self.outcome.discard

    @property
    def draws(self) -> int:
        return self.outcome.draws

    @property
    def p_improve(self) -> float:
        return self.outcome.p_improve

    @property
    def expected_value(self) -> float:
        return self.outcome.expected_value

    @property
    def median_hand(self) -> str:
        return self.outcome.median_hand


_PARTS = {"hand": "hand", "dead": "dead cards"}  # what a card was given as, by its reason's word


def _in_pack(cards: Iterable[Card], pack: PackKind, part: str) -> None:
    members = set(pack.cards())
    what = _PARTS[part]
    for card in cards:
        if card not in members:
            if card.is_joker:
                raise OddsError(f"{what}: the joker (Jo) is only in the joker pack", reason="odds-joker-not-in-pack",
                                part=part)
            raise OddsError(f"{what}: {card} is not in the {_pack_name(pack)}", reason="odds-not-in-pack",
                            part=part, card=str(card), pack=pack.value)


def _pack_name(pack: PackKind) -> str:
    return {
        PackKind.STANDARD: "standard 52-card pack",
        PackKind.JOKER: "53-card pack with the joker",
        PackKind.ECARTE: "32-card ecarte pack (sevens and up)",
    }[pack]


def _checked(
    hand: Sequence[Card], dead: Iterable[Card], rules: HandRules
) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    hand = tuple(hand)
    dead = tuple(dead)
    if len(hand) != 5:
        raise OddsError(f"a hand is five cards, not {len(hand)}", reason="odds-five-cards", n=len(hand))
    if len(set(hand)) != 5:
        raise OddsError("the hand holds the same card twice", reason="odds-hand-twice")
    _in_pack(hand, rules.pack, "hand")
    _in_pack(dead, rules.pack, "dead")
    if len(set(dead)) != len(dead):
        raise OddsError("a dead card is given twice", reason="odds-dead-twice")
    for card in dead:
        if card in hand:
            raise OddsError(f"{card} is in the hand, so it cannot also be dead", reason="odds-dead-in-hand",
                           card=str(card))
    return hand, dead


def unseen_cards(
    hand: Iterable[Card], rules: HandRules = FOSTER, dead: Iterable[Card] = ()
) -> list[Card]:
    """The cards a draw can come from: the pack less the hand dealt and the dead cards."""
    gone = set(hand) | set(dead)
    return [c for c in rules.pack.cards() if c not in gone]


@lru_cache(maxsize=64)
def _drawn_multisets(
    ranks: tuple[int, ...], k: int
) -> tuple[tuple[int, tuple[tuple[int, int], ...]], ...]:
    """Every multiset of `k` drawn ranks: (sum of rank weights, ((rank, how many), ...))."""
    out = []
    for drawn in combinations_with_replacement(ranks, k):
        groups = tuple((r, drawn.count(r)) for r in sorted(set(drawn)))
        out.append((sum(_weight(r) for r in drawn), groups))
    return tuple(out)


def _final_values(
    keep: Sequence[Card], unseen: Sequence[Card], k: int, ev: Evaluator, pack: PackKind
) -> dict[int, int]:
    """Final value -> number of draws of `k` cards from `unseen` to the kept cards."""
    available = [0] * 14
    for card in unseen:
        available[card.rank] += 1
    kept_key = sum(_weight(c.rank) for c in keep)

    # Draws by the sum of their rank weights.  Distinct drawn multisets give
    # distinct sums here, because kept + drawn is a five-card multiset.
    totals: list[tuple[int, int]] = []
    for weights, groups in _drawn_multisets(_pack_ranks(pack), k):
        ways = 1
        for rank, many in groups:
            ways *= _C[available[rank]][many]
            if not ways:
                break
        else:
            totals.append((weights, ways))

    # Of those, the draws that leave all five cards in one suit.  The joker
    # fits any suit; the kept natural cards, if any, name the only suit.
    suited: dict[int, int] = {}
    kept_suits = {c.suit for c in keep if not c.is_joker}
    if len(kept_suits) <= 1:
        for suit in kept_suits or range(4):
            fits = [_weight(c.rank) for c in unseen if c.suit == suit or c.is_joker]
            for drawn in combinations(fits, k):
                weights = sum(drawn)
                suited[weights] = suited.get(weights, 0) + 1

    plain_table, suited_table = ev.plain, ev.suited
    values: dict[int, int] = {}
    for weights, ways in totals:
        key = kept_key + weights
        flushes = suited.get(weights, 0)
        if ways > flushes:
            value = plain_table[key]
            values[value] = values.get(value, 0) + ways - flushes
        if flushes:
            value = suited_table[key]
            values[value] = values.get(value, 0) + flushes
    return values


def _outcome(
    hand: tuple[Card, ...],
    keep: tuple[Card, ...],
    dead: tuple[Card, ...],
    unseen: Sequence[Card],
    rules: HandRules,
) -> DrawOutcome:
    ev = evaluator_for(rules)
    table = dealt_table(rules)
    k = 5 - len(keep)
    values = dict(sorted(_final_values(keep, unseen, k, ev, rules.pack).items()))
    draws = sum(values.values())
    if draws != comb(len(unseen), k):
        raise AssertionError("draws do not add up to the number of ways to draw")
    dealt_value = ev.value(hand)
    dealt_place = dealt_value >> CLASS_SHIFT
    outcomes = dict.fromkeys(ev.order, 0)
    improved = 0
    beats2 = 0
    median = -1
    seen = 0
    for value, n in values.items():
        place = value >> CLASS_SHIFT
        outcomes[ev.order[place]] += n
        if place > dealt_place:
            improved += n
        beats2 += n * table.beats2[value]
        seen += n
        if median < 0 and 2 * seen >= draws:
            median = value
    return DrawOutcome(
        hand=hand,
        keep=keep,
        discard=tuple(c for c in hand if c not in keep),
        dead=dead,
        draws=draws,
        outcomes=outcomes,
        improved=improved,
        dealt_value=dealt_value,
        dealt_class=ev.hand_class(dealt_value),
        values=values,
        expected_value_exact=Fraction(beats2, 2 * table.total * draws),
        median_value=median,
        median_hand=ev.describe(median),
    )


def draw_outcomes(
    hand: Sequence[Card], keep: Iterable[Card], rules: HandRules = FOSTER, dead: Iterable[Card] = ()
) -> DrawOutcome:
    """Count every final hand over all draws to `keep` from the unseen cards.

    The unseen cards are the pack less the five dealt and any `dead` cards
    known to be out of the stock (47 for a standard pack and no dead cards).
    """
    hand, dead = _checked(hand, dead, rules)
    keep_set = set(keep)
    for card in keep_set:
        if card not in hand:
            raise OddsError(f"{card} is kept but is not in the hand", reason="odds-kept-not-in-hand",
                           card=str(card))
    kept = tuple(c for c in hand if c in keep_set)
    unseen = unseen_cards(hand, rules, dead)
    if len(unseen) < 5 - len(kept):
        raise OddsError(f"only {counted(len(unseen), 'cards')} left to draw {5 - len(kept)} from",
                        reason="odds-too-few", n=len(unseen), drawn=5 - len(kept))
    return _outcome(hand, kept, dead, unseen, rules)


def advise(
    hand: Sequence[Card], rules: HandRules = FOSTER, dead: Iterable[Card] = ()
) -> list[KeepChoice]:
    """All 32 ways to play a hand, best first.

    Best is the highest expected percentile of the final hand; ties go to the
    likelier improvement, then to drawing fewer cards.
    """
    hand, dead = _checked(hand, dead, rules)
    unseen = unseen_cards(hand, rules, dead)
    choices = []
    for mask in range(32):
        kept = tuple(c for i, c in enumerate(hand) if mask >> i & 1)
        if len(unseen) < 5 - len(kept):
            raise OddsError(f"only {counted(len(unseen), 'cards')} left to draw {5 - len(kept)} from",
                            reason="odds-too-few", n=len(unseen), drawn=5 - len(kept))
        choices.append(KeepChoice(_outcome(hand, kept, dead, unseen, rules)))
    choices.sort(
        key=lambda c: (
            -c.outcome.expected_value_exact,
            -Fraction(c.outcome.improved, c.outcome.draws),
            len(c.discard),
        )
    )
    return choices

"""The show-down's laws: who takes each pool, the kitty's cut, the straight-flush premiums, and
when what was shown (or a raise nobody saw) makes the next deal a jack-pot.

Plain functions of the hands' values and the chips put up.  The deal shows the cards, writes
its log and moves the chips (`engine.ending`); the side pools and the odd chip are
`engine.pools'`.  `values` maps each seat still in to its hand's value under the deal's
evaluator (higher is better), and `order` lists the seats from the dealer's left.

What the table is told of it is `ShowdownFacts`: typed, public, computed from the cards shown.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass

from engine.hands import Evaluator, HandClass
from engine.pools import divide, side_pools
from engine.rules import KittyScale, Rules, Variety

# The gambling-house kitty: chips taken for the best hand shown, from the top down.
_HOUSE_SCALE = ((HandClass.FLUSH, 3), (HandClass.THREE_OF_A_KIND, 2), (HandClass.TWO_PAIR, 1))
_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh")  # eight seats: 7 side pools


@dataclass(frozen=True, slots=True)
class PoolTaken:
    """One pool as a deal's end divided it: the main pool, or a side pool left by a sight
    (Foster, "Table Stakes").  Seats are listed from the dealer's left."""

    chips: int  # what its takers divided: the main pool's after the kitty's cut
    eligible: tuple[int, ...]  # the seats that could win it
    takers: tuple[int, ...]  # who took it: the best hand among `eligible`, tied hands dividing
    shares: tuple[int, ...]  # each taker's chips, as `takers`; odd chips nearest the dealer's left
    hand: str | None  # the hand that won it, in Foster's words; None where no other could win it
    uncalled: bool = False  # its one taker's own chips, beyond anyone's call: handed back

    def share(self, seat: int) -> int:
        return self.shares[self.takers.index(seat)] if seat in self.takers else 0


@dataclass(frozen=True, slots=True)
class NamedHand:
    """A hand shown in a call, and its name in Foster's words ("two pairs, kings up")."""

    seat: int
    words: str


@dataclass(frozen=True, slots=True)
class ShowdownFacts:
    """How a finished deal's pools went, as the whole table may know it: named only the hands
    shown in a call, so it tells nothing of a hand that went out unseen."""

    hands: tuple[NamedHand, ...]  # each hand shown in the call, from the dealer's left
    pools: tuple[PoolTaken, ...]  # main pool first; none where no pool was divided
    winners: tuple[int, ...]  # as `DealResult.winners`
    kitty: int  # the kitty's cut
    premiums: tuple[int, ...]  # straight-flush premiums, net per seat (all 0: none)

    def took(self, seat: int) -> int:
        """Every chip the seat took from the pools."""
        return sum(pool.share(seat) for pool in self.pools)

    def words(self, seat: int) -> str | None:
        """The name of the hand the seat showed in the call (None: he showed none)."""
        return next((h.words for h in self.hands if h.seat == seat), None)

    def pool_name(self, pool: PoolTaken) -> str:
        """What the table calls a pool: 'the pool' when there is one, else 'the main pool' and
        'the side pool' (with several, 'the first side pool'...).  Chips handed back are no pool."""
        place, called = self.pool_place(pool)
        if called == 1:
            return "the pool"
        if place == 0:
            return "the main pool"
        return "the side pool" if called == 2 else f"the {_ORDINALS[place - 1]} side pool"

    def pool_place(self, pool: PoolTaken) -> tuple[int, int]:
        """Where a pool comes among those called (0: the main pool; then each side pool), and how
        many were called: what a pool's name says, in any language (`pool_name` is its English)."""
        called = [p for p in self.pools if not p.uncalled]
        return called.index(pool), len(called)

    def to_dict(self) -> dict[str, object]:
        return asdict(self)


def named_hands(values: Mapping[int, int], ev: Evaluator) -> tuple[NamedHand, ...]:
    """The hands shown in a call, named, in the order of `values`."""
    return tuple(NamedHand(seat, ev.describe(value)) for seat, value in values.items())


@dataclass(frozen=True, slots=True)
class Award:
    """How the pools of a show-down are divided."""

    won: list[int]  # chips each seat takes from the pools
    winners: list[int]  # from the dealer's left: who took a contested pool, or more than he put up
    kitty: int  # chips taken from the main pool for the kitty
    best: int  # the value of the best hand shown
    pools: tuple[PoolTaken, ...]  # each pool and who took it, main pool first


def award(values: Mapping[int, int], put: Sequence[int], live: Sequence[bool], carried: int,
          order: Sequence[int], kitty: int, ev: Evaluator) -> Award:
    """Divide the pools among the hands shown: each pool to the best hand among those who may
    win it, ties sharing (`engine.pools.divide`).  The kitty comes out of the main pool first,
    never more than is in it.  A pool only one seat could win is his without a contest: chips
    nobody called, handed back, where they are all his; he is a winner only if he takes back
    more than he put up."""
    n = len(put)
    pools = side_pools(put, live, carried)
    kitty = min(kitty, pools[0].chips)
    pools[0] = pools[0]._replace(chips=pools[0].chips - kitty)
    won = [0] * n
    winners: set[int] = set()
    taken = []
    for i, (chips, eligible, seats) in enumerate(pools):
        eligible = sorted(eligible, key=order.index)
        top = max(values[s] for s in eligible)
        takers = [s for s in eligible if values[s] == top]
        shares = divide(chips, takers, order)
        contested = len(eligible) > 1
        if contested:
            winners.update(takers)
        for s, share in shares.items():
            won[s] += share
        own = not contested and seats == eligible and not (i == 0 and carried)
        taken.append(PoolTaken(chips, tuple(eligible), tuple(takers), tuple(shares[s] for s in takers),
                               ev.describe(top) if contested else None, own))
    winners.update(s for s in range(n) if won[s] > put[s])
    return Award(won, sorted(winners, key=order.index), kitty, max(values.values()), tuple(taken))


def kitty_for(rules: Rules, ev: Evaluator, best: int) -> int:
    """What the house rules take for the kitty when `best` is the best hand shown in a call."""
    scale = rules.kitty
    if scale is KittyScale.ONE_CHIP:
        return 1 if best >= ev.class_floor(HandClass(rules.kitty_min_class)) else 0
    if scale is KittyScale.HOUSE:
        for cls, chips in _HOUSE_SCALE:
            if best >= ev.class_floor(cls):
                return chips
    return 0


def premiums(rules: Rules, ev: Evaluator, values: Mapping[int, int], stacks: Sequence[int],
             dealt: Sequence[bool]) -> list[int]:
    """The straight-flush premium, net per seat: every other player dealt in pays it to each
    straight flush shown, as far as his chips go."""
    premium = rules.straight_flush_premium
    out = [0] * len(stacks)
    if not premium or HandClass.STRAIGHT_FLUSH not in ev.order:
        return out
    for holder, value in values.items():
        if ev.hand_class(value) is HandClass.STRAIGHT_FLUSH:
            for payer in range(len(stacks)):
                if payer != holder and dealt[payer]:
                    pays = min(premium, stacks[payer] + out[payer])
                    out[payer] -= pays
                    out[holder] += pays
    return out


def jackpot_after_call(rules: Rules, ev: Evaluator, best: int) -> tuple[str | None, bool]:
    """Why the next deal must be a jack-pot after `best` was shown in a call (None: it need
    not), and whether that starts a round of them (a whangdoodle).  Draw poker's alone."""
    if rules.variety is not Variety.DRAW:
        return None, False
    if rules.whangdoodles and best >= ev.class_floor(HandClass.FOUR_OF_A_KIND):
        return "fours or better were shown in a call: a whangdoodle", True
    if best >= ev.class_floor(HandClass(rules.jackpot_after)):
        return f"{ev.describe(best)} was shown in a call", False
    return None, False


def jackpot_after_raise_out(rules: Rules, before_draw: bool, ordinary: bool, raises: int) -> str | None:
    """Forced jacks (house rule): a raise in an ordinary pool that drove everyone out before
    the draw makes the next deal a jack-pot."""
    if rules.jackpot_after_raise_out and before_draw and ordinary and raises > 0:
        return "a raise drove everyone out before the draw"
    return None


def best_hands(values: Mapping[int, int]) -> list[int]:
    """The seats holding the best hand, in the order of `values`."""
    best = max(values.values())
    return [s for s, v in values.items() if v == best]


def worst_pays(values: Mapping[int, int], order: Sequence[int], bill: int) -> dict[int, int]:
    """Whisky poker's refreshments: the worst hand pays the bill; hands tied for worst share it,
    an odd chip paid by the tied player nearest the dealer's left."""
    worst = min(values.values())
    return divide(bill, [s for s in order if values.get(s) == worst], order)

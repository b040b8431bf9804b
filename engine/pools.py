"""Dividing what is in the pool: side pools for sights, exact ties, the odd chip.

A player who calls "a sight" for less than the bet (table stakes, freeze-out,
or anyone short of chips) can win only what he matched from each other
player; the rest forms side pools among those who put up more (Foster,
"Table Stakes").  Chips nobody matched go back to whoever put them up.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple


class SidePool(NamedTuple):
    """One pool: its chips, the seats that may win it, and the seats whose chips are in it."""

    chips: int
    eligible: list[int]
    seats: list[int]


def side_pools(put: Sequence[int], live: Sequence[bool], carried: int = 0) -> list[SidePool]:
    """The pools, main pool first.

    `put` is what each seat put into this deal, `live` whether the seat is
    still in (has not passed out).  Chips carried from an earlier deal (an
    unopened jack-pot) belong to the main pool.  Dead seats' chips stay in the
    pools but they cannot win them.
    """
    levels = sorted({p for p in put if p > 0})
    pools: list[SidePool] = []
    previous = 0
    for level in levels:
        chips = sum(min(p, level) - min(p, previous) for p in put)
        eligible = [s for s, p in enumerate(put) if p >= level and live[s]]
        seats = [s for s, p in enumerate(put) if p > previous]
        if pools and (not eligible or pools[-1].eligible == eligible):
            # The same seats may win it, or everyone who reached this level has passed out:
            # it joins the pool below.
            below = pools[-1]
            pools[-1] = SidePool(below.chips + chips, below.eligible, sorted({*below.seats, *seats}))
        else:
            pools.append(SidePool(chips, eligible, seats))
        previous = level
    if carried:
        if pools:
            pools[0] = pools[0]._replace(chips=pools[0].chips + carried)
        else:
            pools.append(SidePool(carried, [s for s, alive in enumerate(live) if alive], []))
    return pools


def divide(chips: int, winners: Sequence[int], order: Sequence[int]) -> dict[int, int]:
    """Split a pool among tied winners; odd chips go one each to the winners
    nearest the dealer's left (`order` lists the seats from the dealer's left)."""
    share, odd = divmod(chips, len(winners))
    out = dict.fromkeys(winners, share)
    for seat in order:
        if odd == 0:
            break
        if seat in out:
            out[seat] += 1
            odd -= 1
    return out

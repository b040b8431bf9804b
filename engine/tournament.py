"""A multi-table freeze-out tournament's pure logic: seating, balancing, places, payouts, levels.

Foster's freeze-out is one table, equal stakes, the limit game played until one
player holds every chip.  A tournament plays it at several tables at once and
closes tables as players are frozen out, until one final table is left.  This
module decides, from plain numbers, who sits where, who moves, who places where
and what each place is paid; it does no I/O and deals no cards.  The rising
levels (`Level`, `parse_schedule`) are the house's, not Foster's, and off unless
a schedule is given.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

MAX_SEATS = 8


@dataclass(frozen=True)
class TableSeats:
    """One tournament table as the balancer sees it, between deals."""

    table: int  # the table's number in the tournament (1, 2, ...)
    players: tuple[int, ...]  # player ids in seat order, only those still holding chips
    next_blind: int | None  # the player who takes the blind next deal (None before the first deal)


@dataclass(frozen=True)
class Move:
    player: int
    from_table: int
    to_table: int


@dataclass(frozen=True)
class Plan:
    moves: tuple[Move, ...]
    broken: tuple[int, ...]  # tables closed by this plan (their players all moved)


@dataclass(frozen=True)
class Level:
    ante: int  # each player's ante in a jack-pot; the ordinary ante stays double the blind
    blind: int
    from_deal: int  # the first deal (counted from 1) played at this level


def tables_needed(players: int, max_seats: int = MAX_SEATS) -> int:
    """The fewest tables that seat `players` with at most `max_seats` at each."""
    raise NotImplementedError


def seat_at_random(players: Sequence[int], seed: int | str, max_seats: int = MAX_SEATS) -> list[list[int]]:
    """As few tables as the entrants need, sizes differing by at most one, shuffled with
    random.Random(seed).  Table n of the tournament is the list at index n - 1."""
    raise NotImplementedError


def balance(tables: Sequence[TableSeats], max_seats: int = MAX_SEATS) -> Plan:
    """Between deals: break the smallest table (ties: the highest number) when the others can
    seat its players; otherwise, while the fullest table holds two or more players more than
    the emptiest, move to the emptiest the fullest's player about to take the blind.
    Deterministic; down to one final table."""
    raise NotImplementedError


def payouts(pool: int, shares: Sequence[int] = (100,)) -> list[int]:
    """What each place is paid: `shares` in percent, first place first, summing to 100.
    Whole chips; the odd chips go to the higher places, so the sum is exactly `pool`.
    ValueError with one clear line for bad shares."""
    raise NotImplementedError


def level_at(schedule: Sequence[Level], deals_played: int) -> Level | None:
    """The level of the next deal, after `deals_played` deals; None when there is no schedule."""
    raise NotImplementedError


def parse_schedule(text: str) -> tuple[Level, ...]:
    """Read a schedule such as "every 10 deals: 1/2, 2/4, 3/6" (blind/jack-pot ante per level).
    ValueError naming what is wrong."""
    raise NotImplementedError


def places(frozen_out: Sequence[tuple[int, int]], survivors: Sequence[int],
           started_with: Mapping[int, int] | None = None) -> list[int]:
    """The players in the order they place, first place first: the survivors (in the order
    given), then the frozen-out players, the last out first.  `frozen_out` holds (player, deal
    number when he lost his last chip) in the order they went out, deal numbers counted across
    the tournament.  Players out in the same deal: the one who started that deal with more chips
    (`started_with`) places higher; with equal chips, or none given, the one listed later."""
    raise NotImplementedError

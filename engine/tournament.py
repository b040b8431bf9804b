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

import itertools
import random
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from engine.plurals import counted
from engine.rules import MAX_CHIPS

MAX_SEATS = 8
MOST_LEVELS = 100
MOST_DEALS_A_LEVEL = 1_000_000


# "every 10 deals: 1/2, 2/4, 3/6": the deals a level lasts, then each level's blind/ante.  ASCII
# digits only, as the bot reads every typed number (`\d` would take "٥", which int() reads as 5).
_SCHEDULE = re.compile(r"every\s+(?P<every>[0-9]{1,9})\s+deals?\s*:\s*(?P<levels>.*\S)", re.DOTALL)
_LEVEL = re.compile(r"(?P<blind>[0-9]{1,10})(?:\s*/\s*(?P<ante>[0-9]{1,10}))?")


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
    if players < 0 or max_seats < 2:
        raise ValueError(f"cannot seat {counted(players, 'players')} at tables of {max_seats}")
    return -(-players // max_seats)


def seat_at_random(players: Sequence[int], seed: int | str, max_seats: int = MAX_SEATS) -> list[list[int]]:
    """As few tables as the entrants need, sizes differing by at most one, shuffled with
    random.Random(seed).  Table n of the tournament is the list at index n - 1."""
    entrants = list(players)
    if len(entrants) < 2:
        raise ValueError(f"a tournament needs at least 2 entrants, not {len(entrants)}")
    if len(set(entrants)) != len(entrants):
        raise ValueError("an entrant is listed twice")
    random.Random(seed).shuffle(entrants)
    count = tables_needed(len(entrants), max_seats)
    return [entrants[i::count] for i in range(count)]


def balance(tables: Sequence[TableSeats], max_seats: int = MAX_SEATS) -> Plan:
    """Between deals: break the smallest table (ties: the highest number) when the others can
    seat its players; otherwise, while the fullest table holds two or more players more than
    the emptiest, move to the emptiest the fullest's player about to take the blind.
    Deterministic; down to one final table."""
    seats = _checked(tables, max_seats)
    moves: list[Move] = []
    broken: list[int] = []
    while len(seats) > 1:
        total = sum(len(t.players) for t in seats.values())
        if total > (len(seats) - 1) * max_seats:
            break
        # The others can seat its players: the smallest table breaks (ties: the highest number).
        closing = min(seats.values(), key=lambda t: (len(t.players), -t.number))
        del seats[closing.number]
        broken.append(closing.number)
        while closing.players:
            player = closing.take_blind()
            to = _emptiest(seats)
            to.players.append(player)
            moves.append(Move(player, closing.number, to.number))
    while len(seats) > 1:
        fullest = max(seats.values(), key=lambda t: (len(t.players), -t.number))
        to = _emptiest(seats)
        if len(fullest.players) - len(to.players) < 2:
            break
        player = fullest.take_blind()
        to.players.append(player)
        moves.append(Move(player, fullest.number, to.number))
    return Plan(tuple(moves), tuple(broken))


def payouts(pool: int, shares: Sequence[int] = (100,)) -> list[int]:
    """What each place is paid: `shares` in percent, first place first, summing to 100.
    Whole chips; the odd chips go to the higher places, so the sum is exactly `pool`.
    ValueError with one clear line for bad shares."""
    if pool < 0:
        raise ValueError(f"the pool cannot be negative ({pool})")
    shares = list(shares)
    if not shares:
        raise ValueError("shares: give at least one place's share")
    if any(share < 1 for share in shares):
        raise ValueError("shares: each place's share must be at least 1 percent")
    if any(lower > higher for higher, lower in itertools.pairwise(shares)):
        raise ValueError("shares: a lower place may not be paid more than a higher one")
    if sum(shares) != 100:
        raise ValueError(f"shares: the percentages must add up to 100, not {sum(shares)}")
    paid = [pool * share // 100 for share in shares]
    for place in range(pool - sum(paid)):  # fewer odd chips than places: one each from the top
        paid[place] += 1
    return paid


def level_at(schedule: Sequence[Level], deals_played: int) -> Level | None:
    """The level of the next deal, after `deals_played` deals; None when there is no schedule."""
    if not schedule:
        return None
    deal = deals_played + 1
    current = schedule[0]
    for level in schedule:
        if level.from_deal <= deal:
            current = level
    return current


def parse_schedule(text: str) -> tuple[Level, ...]:
    """Read a schedule such as "every 10 deals: 1/2, 2/4, 3/6" (blind/jack-pot ante per level).
    ValueError naming what is wrong."""
    match = _SCHEDULE.fullmatch(text.strip().lower())
    if match is None:
        raise ValueError(f"schedule: {_shown(text)} is not of the form \"every 10 deals: 1/2, 2/4, 3/6\"")
    every = int(match["every"])
    if not 1 <= every <= MOST_DEALS_A_LEVEL:
        raise ValueError(f"schedule: a level lasts 1 to {MOST_DEALS_A_LEVEL:,} deals, not {every:,}")
    written = [part.strip() for part in match["levels"].split(",")]
    if len(written) > MOST_LEVELS:
        raise ValueError(f"schedule: at most {MOST_LEVELS} levels, not {len(written)}")
    levels: list[Level] = []
    for number, part in enumerate(written, start=1):
        level = _LEVEL.fullmatch(part)
        if level is None:
            raise ValueError(f"schedule: level {number} ({_shown(part)}) is not a blind, or blind/ante, "
                             "in whole chips")
        blind = int(level["blind"])
        ante = int(level["ante"]) if level["ante"] is not None else 2 * blind
        if not 1 <= blind <= MAX_CHIPS or not 1 <= ante <= MAX_CHIPS:
            raise ValueError(f"schedule: level {number}: a blind and an ante are 1 to {MAX_CHIPS:,} chips")
        if levels and (blind < levels[-1].blind or ante < levels[-1].ante):
            raise ValueError(f"schedule: level {number} ({part}) is lower than the level before it")
        levels.append(Level(ante=ante, blind=blind, from_deal=1 + every * (number - 1)))
    return tuple(levels)


def places(frozen_out: Sequence[tuple[int, int]], survivors: Sequence[int],
           started_with: Mapping[int, int] | None = None) -> list[int]:
    """The players in the order they place, first place first: the survivors (in the order
    given), then the frozen-out players, the last out first.  `frozen_out` holds (player, deal
    number when he lost his last chip) in the order they went out, deal numbers counted across
    the tournament.  Players out in the same deal: the one who started that deal with more chips
    (`started_with`) places higher; with equal chips, or none given, the one listed later."""
    out = [player for player, _ in frozen_out]
    everyone = out + list(survivors)
    if len(set(everyone)) != len(everyone):
        raise ValueError("a player is listed twice among those frozen out and those still in")
    chips = started_with or {}
    # Later out places higher; in the same deal, more chips at its start places higher, then the
    # one listed later (the order given is the order they went out).
    ranked = sorted(range(len(frozen_out)),
                    key=lambda i: (frozen_out[i][1], chips.get(frozen_out[i][0], 0), i), reverse=True)
    return list(survivors) + [frozen_out[i][0] for i in ranked]


@dataclass(slots=True)
class _Seating:
    """A table while a plan is made: its players in seat order and who takes the blind next."""

    number: int
    players: list[int] = field(default_factory=list)
    blind: int | None = None

    def take_blind(self) -> int:
        """Unseat the player about to take the blind (the first in seat order when nobody is
        named); the next to his left takes it after him."""
        at = self.players.index(self.blind) if self.blind in self.players else 0
        player = self.players.pop(at)
        self.blind = self.players[at % len(self.players)] if self.players else None
        return player


def _checked(tables: Sequence[TableSeats], max_seats: int) -> dict[int, _Seating]:
    """The tables as plans change them; ValueError for a layout no balance can mend."""
    if max_seats < 2:
        raise ValueError(f"a table must seat at least 2, not {max_seats}")
    seats: dict[int, _Seating] = {}
    seen: set[int] = set()
    for table in tables:
        if table.table in seats:
            raise ValueError(f"table {table.table} is listed twice")
        if len(table.players) > max_seats:
            raise ValueError(f"table {table.table} holds {counted(len(table.players), 'players')}, more than {max_seats}")
        if seen & set(table.players) or len(set(table.players)) != len(table.players):
            raise ValueError(f"a player at table {table.table} is seated twice")
        if table.next_blind is not None and table.next_blind not in table.players:
            raise ValueError(f"table {table.table}: the next blind {table.next_blind} is not seated there")
        seen |= set(table.players)
        seats[table.table] = _Seating(table.table, list(table.players), table.next_blind)
    return seats


def _emptiest(seats: Mapping[int, _Seating]) -> _Seating:
    """Where the next mover sits: the table with fewest players (ties: the lowest number)."""
    return min(seats.values(), key=lambda t: (len(t.players), t.number))


def _shown(text: str) -> str:
    """Bad input quoted back, cut short so the one line stays short."""
    text = " ".join(text.split())
    return repr(text if len(text) <= 40 else text[:37] + "...")

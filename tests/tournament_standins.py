"""Small stand-ins for engine.tournament's functions while that module is still being written
(they raise NotImplementedError there).  Test-only: the product always calls the engine's.
`use_standins` patches them in where the services import them, only if the engine's are not
written yet."""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence

import pytest

import engine.tournament as real
from engine.tournament import MAX_SEATS, Level, Move, Plan, TableSeats


def tables_needed(players: int, max_seats: int = MAX_SEATS) -> int:
    return max(1, math.ceil(players / max_seats))


def seat_at_random(players: Sequence[int], seed: int | str, max_seats: int = MAX_SEATS) -> list[list[int]]:
    shuffled = list(players)
    random.Random(str(seed)).shuffle(shuffled)
    count = tables_needed(len(shuffled), max_seats)
    return [shuffled[i::count] for i in range(count)]


def balance(tables: Sequence[TableSeats], max_seats: int = MAX_SEATS) -> Plan:
    seats = {t.table: list(t.players) for t in tables}
    blind = {t.table: t.next_blind for t in tables}
    moves: list[Move] = []
    broken: list[int] = []
    if len(seats) > 1:
        smallest = min(seats, key=lambda n: (len(seats[n]), -n))
        others = sum(len(p) for n, p in seats.items() if n != smallest)
        if others + len(seats[smallest]) <= (len(seats) - 1) * max_seats:
            for player in seats.pop(smallest):
                to = min(seats, key=lambda n: (len(seats[n]), n))
                seats[to].append(player)
                moves.append(Move(player, smallest, to))
            broken.append(smallest)
    while len(seats) > 1:
        full = max(seats, key=lambda n: (len(seats[n]), -n))
        empty = min(seats, key=lambda n: (len(seats[n]), n))
        if len(seats[full]) - len(seats[empty]) < 2:
            break
        player = blind[full] if blind[full] in seats[full] else seats[full][0]
        seats[full].remove(player)
        seats[empty].append(player)
        blind[full] = None
        moves.append(Move(player, full, empty))
    return Plan(tuple(moves), tuple(broken))


def payouts(pool: int, shares: Sequence[int] = (100,)) -> list[int]:
    if not shares or sum(shares) != 100 or any(s < 0 for s in shares):
        raise ValueError("the shares must be whole numbers summing to 100")
    paid = [pool * s // 100 for s in shares]
    for i in range(pool - sum(paid)):
        paid[i % len(paid)] += 1
    return paid


def level_at(schedule: Sequence[Level], deals_played: int) -> Level | None:
    now = [lv for lv in schedule if lv.from_deal <= deals_played + 1]
    return now[-1] if now else None


def parse_schedule(text: str) -> tuple[Level, ...]:
    head, _, levels = text.partition(":")
    every = int(head.split()[1])
    out = []
    for i, part in enumerate(p for p in levels.split(",") if p.strip()):
        blind, ante = part.split("/")
        out.append(Level(ante=int(ante), blind=int(blind), from_deal=1 + i * every))
    return tuple(out)


def places(frozen_out: Sequence[tuple[int, int]], survivors: Sequence[int],
           started_with: Mapping[int, int] | None = None) -> list[int]:
    chips = started_with or {}
    listed = list(enumerate(frozen_out))
    listed.sort(key=lambda item: (item[1][1], chips.get(item[1][0], 0), item[0]), reverse=True)
    return list(survivors) + [player for _, (player, _) in listed]


NAMES = ("tables_needed", "seat_at_random", "balance", "payouts", "level_at", "parse_schedule", "places")


def written() -> bool:
    try:
        real.payouts(10, (100,))
    except NotImplementedError:
        return False
    return True


def use_standins(monkeypatch: pytest.MonkeyPatch) -> None:
    if written():
        return
    import bot.services.tournaments as front
    import bot.services.tournaments.registration as registration
    import bot.services.tournaments.running as running
    for module in (front, registration, running, real):
        for name in NAMES:
            if hasattr(module, name):
                monkeypatch.setattr(module, name, globals()[name])

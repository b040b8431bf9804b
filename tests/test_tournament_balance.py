"""The tournament's pure logic: seating, balancing, payouts, levels and places."""

from __future__ import annotations

import math
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.tournament import (
    MAX_SEATS,
    Level,
    Move,
    TableSeats,
    balance,
    level_at,
    parse_schedule,
    payouts,
    places,
    seat_at_random,
    tables_needed,
)


@st.composite
def layouts(draw: st.DrawFn) -> tuple[list[TableSeats], int]:
    """Tables numbered 1.. (some numbers skipped, as after breaks) with 0..max players each."""
    max_seats = draw(st.integers(2, 9))
    count = draw(st.integers(1, 7))
    numbers = sorted(draw(st.sets(st.integers(1, 12), min_size=count, max_size=count)))
    player = iter(range(1, 1000))
    tables = []
    for number in numbers:
        size = draw(st.integers(0, max_seats))
        players = tuple(next(player) for _ in range(size))
        blind = draw(st.sampled_from((None, *players))) if players else None
        tables.append(TableSeats(number, players, blind))
    return tables, max_seats


def apply(tables: list[TableSeats], moves: tuple[Move, ...]) -> dict[int, list[int]]:
    """The plan's moves done one by one, checking each leaves from where the player sits."""
    seats = {t.table: list(t.players) for t in tables}
    for move in moves:
        assert move.player in seats[move.from_table]
        seats[move.from_table].remove(move.player)
        seats[move.to_table].append(move.player)
    return seats


@settings(max_examples=400, deadline=None)
@given(layouts())
def test_a_plan_leaves_the_tables_full_enough_and_even(layout: tuple[list[TableSeats], int]) -> None:
    tables, max_seats = layout
    plan = balance(tables, max_seats)
    after = apply(tables, plan.moves)
    for number in plan.broken:
        assert after.pop(number) == []
    sizes = [len(players) for players in after.values()]
    assert all(size <= max_seats for size in sizes)
    assert len(sizes) == 1 or max(sizes) - min(sizes) <= 1
    everyone = [p for t in tables for p in t.players]
    assert Counter(p for players in after.values() for p in players) == Counter(everyone)
    # As few tables as the players need (so the last is one final table), no fewer.
    assert len(after) == max(1, math.ceil(len(everyone) / max_seats))
    # A table is broken exactly when the others could seat its players.
    total = len(everyone)
    could_break = len(tables) > 1 and total <= (len(tables) - 1) * max_seats
    assert bool(plan.broken) == could_break
    if plan.broken:
        smallest = min(len(t.players) for t in tables)
        first = next(t for t in tables if t.table == plan.broken[0])
        assert len(first.players) == smallest
        assert first.table == max(t.table for t in tables if len(t.players) == smallest)


@settings(max_examples=300, deadline=None)
@given(layouts())
def test_each_mover_is_the_player_about_to_take_the_blind(layout: tuple[list[TableSeats], int]) -> None:
    tables, max_seats = layout
    plan = balance(tables, max_seats)
    # Replay: at each table, who takes the blind next passes to the left as players leave it.
    order = {t.table: list(t.players) for t in tables}
    blind = {t.table: t.next_blind if t.next_blind is not None else (t.players[0] if t.players else None)
             for t in tables}
    for move in plan.moves:
        seated = order[move.from_table]
        assert move.player == blind[move.from_table]
        at = seated.index(move.player)
        seated.remove(move.player)
        blind[move.from_table] = seated[at % len(seated)] if seated else None
        order[move.to_table].append(move.player)
        if blind[move.to_table] is None:
            blind[move.to_table] = move.player


def test_twenty_entrants_sit_at_three_tables_of_seven_seven_and_six() -> None:
    seating = seat_at_random(range(1, 21), seed=1)
    assert sorted(map(len, seating), reverse=True) == [7, 7, 6]
    assert sorted(p for table in seating for p in table) == list(range(1, 21))
    assert seating == seat_at_random(range(1, 21), seed=1)
    assert seating != seat_at_random(range(1, 21), seed=2)


def test_sixteen_left_sit_at_two_tables_then_eight_at_the_final_table() -> None:
    seating = seat_at_random(range(1, 21), seed=1)
    tables = [TableSeats(n, tuple(players), None) for n, players in enumerate(seating, start=1)]
    # Players 17..20 are frozen out: sixteen remain, wherever they sit.
    left = [TableSeats(t.table, tuple(p for p in t.players if p <= 16), None) for t in tables]
    plan = balance(left)
    after = apply(left, plan.moves)
    for number in plan.broken:
        del after[number]
    assert sorted(map(len, after.values())) == [8, 8]
    assert len(plan.broken) == 1
    # Down to eight: one final table.
    two = [TableSeats(n, tuple(p for p in players if p <= 8), None) for n, players in after.items()]
    plan = balance(two)
    final = apply(two, plan.moves)
    assert len(plan.broken) == 1
    del final[plan.broken[0]]
    assert [sorted(p) for p in final.values()] == [list(range(1, 9))]


def test_the_fullest_gives_its_next_blind_to_the_emptiest() -> None:
    tables = [TableSeats(1, (1, 2, 3, 4, 5, 6, 7, 8), 6), TableSeats(2, (9, 10, 11, 12, 13, 14, 15, 16), 9),
              TableSeats(3, (17, 18, 19, 20, 21, 22), 17)]
    plan = balance(tables)
    assert plan.broken == ()
    assert plan.moves == (Move(6, 1, 3),)  # 8, 8, 6: the fullest with the lowest number gives


def test_a_balanced_layout_is_left_alone() -> None:
    tables = [TableSeats(1, (1, 2, 3, 4, 5, 6, 7), 1), TableSeats(2, (8, 9, 10, 11, 12, 13), 8)]
    assert balance(tables).moves == () and balance(tables).broken == ()
    assert balance([TableSeats(1, (1, 2), 2)]).moves == ()


@pytest.mark.parametrize("tables, words", [
    ([TableSeats(1, tuple(range(1, 10)), None)], "more than 8"),
    ([TableSeats(1, (1, 2), None), TableSeats(1, (3, 4), None)], "table 1 is listed twice"),
    ([TableSeats(1, (1, 2), None), TableSeats(2, (2, 3), None)], "seated twice"),
    ([TableSeats(1, (1, 2), 5)], "not seated there"),
])
def test_a_layout_no_plan_can_mend_is_refused(tables: list[TableSeats], words: str) -> None:
    with pytest.raises(ValueError, match=words):
        balance(tables)


@pytest.mark.parametrize("players, max_seats, tables", [(0, 8, 0), (1, 8, 1), (8, 8, 1), (9, 8, 2),
                                                        (16, 8, 2), (17, 8, 3), (20, 7, 3), (100, 8, 13)])
def test_tables_needed(players: int, max_seats: int, tables: int) -> None:
    assert tables_needed(players, max_seats) == tables


@settings(max_examples=200, deadline=None)
@given(st.integers(2, 200), st.integers(2, 10), st.integers(0, 10**6))
def test_seating_is_even_and_complete(entrants: int, max_seats: int, seed: int) -> None:
    seating = seat_at_random(range(entrants), seed, max_seats)
    sizes = [len(t) for t in seating]
    assert len(seating) == math.ceil(entrants / max_seats)
    assert max(sizes) <= max_seats and max(sizes) - min(sizes) <= 1
    assert sorted(p for t in seating for p in t) == list(range(entrants))


def test_seating_refuses_too_few_or_twice_listed_entrants() -> None:
    with pytest.raises(ValueError, match="at least 2 entrants"):
        seat_at_random([1], 1)
    with pytest.raises(ValueError, match="listed twice"):
        seat_at_random([1, 2, 2], 1)


@pytest.mark.parametrize("pool, shares, paid", [
    (1000, [65, 35], [650, 350]),
    (1001, [65, 35], [651, 350]),  # 650.65 and 350.35: the odd chip to first place
    (7, [34, 33, 33], [3, 2, 2]),
    (4000, [100], [4000]),
    (0, [50, 50], [0, 0]),
    (99, [50, 30, 20], [50, 30, 19]),  # 49.5, 29.7, 19.8: two odd chips, to first and second
])
def test_payouts_are_whole_chips_summing_to_the_pool(pool: int, shares: list[int], paid: list[int]) -> None:
    assert payouts(pool, shares) == paid
    assert sum(paid) == pool


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 10**9), st.lists(st.integers(1, 100), min_size=1, max_size=10))
def test_payouts_sum_exactly_and_never_favour_a_lower_place(pool: int, raw: list[int]) -> None:
    shares = sorted(raw, reverse=True)
    if sum(shares) != 100:
        with pytest.raises(ValueError, match="add up to 100"):
            payouts(pool, shares)
        return
    paid = payouts(pool, shares)
    assert sum(paid) == pool
    assert paid == sorted(paid, reverse=True)
    assert all(abs(p * 100 - pool * s) < 100 for p, s in zip(paid, shares, strict=True))


def test_payouts_default_to_the_winner_taking_all() -> None:
    assert payouts(500) == [500]


@pytest.mark.parametrize("shares, words", [
    ([], "at least one"), ([60, 30], "not 90"), ([30, 70], "lower place"), ([100, 0], "at least 1"),
    ([110, -10], "at least 1"),
])
def test_bad_shares_are_named_in_one_line(shares: list[int], words: str) -> None:
    with pytest.raises(ValueError, match=words) as caught:
        payouts(100, shares)
    assert str(caught.value).startswith("shares: ") and "\n" not in str(caught.value)


def test_a_schedule_reads_its_levels() -> None:
    assert parse_schedule("every 10 deals: 1/2, 2/4, 3/6") == (
        Level(ante=2, blind=1, from_deal=1), Level(ante=4, blind=2, from_deal=11), Level(ante=6, blind=3, from_deal=21))
    # A blind alone has the ante double it; case and spaces are free; one deal a level.
    assert parse_schedule("  Every 1 Deal:  1 ,  2/5 ") == (Level(2, 1, 1), Level(5, 2, 2))


@pytest.mark.parametrize("text, words", [
    ("", "is not of the form"),
    ("10 deals: 1/2", "is not of the form"),
    ("every ten deals: 1/2", "is not of the form"),
    ("every 10 deals:", "is not of the form"),
    ("every 0 deals: 1/2", "1 to 1,000,000 deals, not 0"),
    ("every 10 deals: 1/2, two", "level 2 ('two')"),
    ("every 10 deals: 1/2, , 3/6", "level 2 ('')"),
    ("every 10 deals: 0/2", "level 1: a blind and an ante are 1 to"),
    ("every 10 deals: 2/4, 1/2", "level 2 (1/2) is lower"),
    ("every 10 deals: 1/4, 2/3", "level 2 (2/3) is lower"),
    ("every 10 deals: " + ", ".join(["1"] * 101), "at most 100 levels"),
    ("every 10 deals: 1/-2", "level 1"),
    ("every ٥ deals: 1/2", "is not of the form"),  # digits of another script, which int() reads
    ("every 10 deals: 1/2, ٢/٤", "level 2 ('٢/٤')"),
    ("every 10 deals: 1/2, +2/4", "level 2 ('+2/4')"),
    ("every 10 deals: 1/2, 2.0/4", "level 2 ('2.0/4')"),
    ("every 1_0 deals: 1/2", "is not of the form"),
])
def test_a_bad_schedule_is_named_in_one_line(text: str, words: str) -> None:
    with pytest.raises(ValueError) as caught:
        parse_schedule(text)
    message = str(caught.value)
    assert words in message and message.startswith("schedule: ") and "\n" not in message


def test_the_level_of_the_next_deal() -> None:
    schedule = parse_schedule("every 10 deals: 1/2, 2/4, 3/6")
    assert level_at((), 0) is None
    assert [level_at(schedule, played).blind for played in (0, 9, 10, 19, 20, 500)] == [1, 1, 2, 2, 3, 3]


def test_places_put_the_last_out_highest() -> None:
    assert places([(4, 3), (2, 7), (3, 9)], [1]) == [1, 3, 2, 4]


def test_out_in_the_same_deal_the_one_who_began_it_with_more_chips_places_higher() -> None:
    out = [(5, 12), (6, 12), (7, 12), (8, 30)]
    assert places(out, [1], {5: 40, 6: 10, 7: 25, 8: 3}) == [1, 8, 5, 7, 6]
    # Equal chips, or none known: the order they went out, the later higher.
    assert places(out, [1], {5: 10, 6: 10, 7: 10, 8: 3}) == [1, 8, 7, 6, 5]
    assert places(out, [1]) == [1, 8, 7, 6, 5]


def test_places_refuse_a_player_listed_twice() -> None:
    with pytest.raises(ValueError, match="listed twice"):
        places([(2, 1), (2, 3)], [1])
    with pytest.raises(ValueError, match="listed twice"):
        places([(2, 1)], [2])


def test_max_seats_is_eight() -> None:
    assert MAX_SEATS == 8

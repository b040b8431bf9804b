"""Each deal's part in the members' figures (`bot.services.deal_stats`), held to an independent
count from the deal's stored record (tests/stats_recount.py), in every variety."""

from __future__ import annotations

import pytest

from bot.services.deal_stats import ALL, COUNTS, Figures, Totals, deal_parts, totals_of
from bot.services.hand_records import result_record
from engine.deal import Deal
from engine.rules import Rules, Variety
from engine.simulate import simulate
from tests.stats_recount import recount


def played(variety: Variety, players: int, deals: int, seed: int) -> list[Deal]:
    out: list[Deal] = []
    simulate(players, deals, seed, Rules(variety=variety), on_deal=out.append)
    return out


@pytest.mark.parametrize("variety", list(Variety))
@pytest.mark.parametrize("players", [3, 6])
def test_the_parts_add_up_to_the_count_from_the_records(variety, players):
    deals = played(variety, players, 120, seed=players)
    mine = totals_of([part for deal in deals for part in deal_parts(deal)])
    theirs = recount([({**d.setup.to_dict()}, d.record()["actions"], result_record(d)) for d in deals])
    assert set(mine) == set(theirs)
    for key, totals in mine.items():
        want = theirs[key]
        assert {name: getattr(totals.figures, name) for name in COUNTS} == {n: want[n] for n in COUNTS}, key
        assert (None if totals.best_shown is None else totals.best_shown.value) == want.get("best_shown"), key
    # The figures are not all zero: the count would agree with a function that counted nothing.
    every = mine[(deals[0].setup.players[0], ALL)].figures
    assert every.deals == 120 and every.pools_won > 0 and every.showdowns > 0
    if variety is Variety.DRAW:
        assert sum(t.figures.cards_drawn for (_, v), t in mine.items() if v == ALL) > 0
        assert sum(t.figures.came_in for (_, v), t in mine.items() if v == ALL) > 0
        assert sum(t.figures.raised for (_, v), t in mine.items() if v == ALL) > 0


@pytest.mark.parametrize("rules", [
    {"all_jackpots": True}, {"betting": "table_stakes"}, {"hands": {"pack": "joker"}},
    {"straight_flush_premium": 5, "kitty": "house"}, {"variety": "stud", "stud_raises": True},
], ids=["jack-pots", "table stakes", "joker", "premiums and kitty", "stud raises"])
def test_the_house_rules_count_the_same_both_ways(rules):
    deals: list[Deal] = []
    simulate(5, 150, 4, Rules.model_validate(rules), on_deal=deals.append)
    mine = totals_of([part for deal in deals for part in deal_parts(deal)])
    theirs = recount([(d.setup.to_dict(), d.record()["actions"], result_record(d)) for d in deals])
    assert {k: {n: getattr(t.figures, n) for n in COUNTS} for k, t in mine.items()} == {
        k: {n: want[n] for n in COUNTS} for k, want in theirs.items()}
    assert {k: None if t.best_shown is None else t.best_shown.value for k, t in mine.items()} == {
        k: want.get("best_shown") for k, want in theirs.items()}


@pytest.mark.parametrize("variety", list(Variety))
def test_chips_up_and_down_sum_to_what_the_pools_gave(variety):
    """Every chip a seat lost went to another seat, the kitty or a pool carried on: a straight
    poker ante for the table too, and the chips the age paid to make a jack-pot (law 36)."""
    deals = played(variety, 5, 200, seed=9)
    totals = totals_of([p for d in deals for p in deal_parts(d)])
    kitty_and_carried = sum(d.result.kitty + d.result.carried_out - d.setup.carried for d in deals if d.result)
    assert sum(t.figures.net for (_, v), t in totals.items() if v == ALL) == -kitty_and_carried


def test_the_best_hand_held_is_private_and_at_least_the_best_shown():
    deals = played(Variety.DRAW, 4, 200, seed=3)
    for (_, _), totals in totals_of([p for d in deals for p in deal_parts(d)]).items():
        assert totals.best_held is not None
        if totals.best_shown is not None:
            assert totals.best_held.value >= totals.best_shown.value
        assert totals.public().best_held is None and totals.public().figures == totals.figures


def test_a_hand_never_shown_is_not_a_best_shown():
    """A hand that went out unseen (taken without a call) adds no best hand shown; openers shown
    alone (four cards, law 65) are not a whole hand."""
    deals = [d for d in played(Variety.DRAW, 4, 200, seed=5) if d.result and d.result.outcome.value == "uncontested"]
    assert deals
    for deal in deals:
        for part in deal_parts(deal):
            seat = deal.setup.players.index(part.member)
            assert (part.best_shown is None) == (len(deal.shown.get(seat, ())) != 5)


def test_adding_keeps_the_biggest_pool_not_the_sum():
    a, b = Figures(biggest_pool=5, net=3), Figures(biggest_pool=9, net=-4)
    total = Totals(Figures())
    total.figures.add(a)
    total.figures.add(b)
    assert (total.figures.biggest_pool, total.figures.net) == (9, -1)

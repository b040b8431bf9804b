"""The robots' benchmark: its duplicate matches, its arithmetic, and Foster's robots beating the baselines."""

from __future__ import annotations

import math
import statistics

import pytest

from engine import actions, matches
from engine.baselines import BASELINES, CallingStation
from engine.deal import Outcome
from engine.matches import SEATS, baseline_maker, duplicate_match, play_session, robot_maker
from engine.robots import Style
from engine.rules import Rules
from engine.table import Seat, Table


@pytest.mark.parametrize("style", list(Style))
@pytest.mark.parametrize("baseline", list(BASELINES))
def test_each_foster_style_beats_each_baseline(style: Style, baseline: str) -> None:
    # 60 sessions played twice: about 1,450 deals a match, seeded, so the same figures every run.
    figures = duplicate_match(style, baseline, sessions=60, seed=3)
    assert figures.deals >= 60 * 2 * 12
    assert figures.low > 0, f"{style} does not beat {baseline} with significance: {figures}"
    assert figures.low < figures.per_100 < figures.high


@pytest.mark.parametrize("name", ["close", "random_legal"])
def test_a_player_against_his_twin_wins_nothing(name: str) -> None:
    # With the seats swapped and the shuffles the same, identical players cancel exactly: any
    # chip left over would be a fault in the swap, the shuffles or the counting.
    make = robot_maker(Style.CLOSE) if name == "close" else baseline_maker(name)
    for session in range(6):
        won_a, deals_a = play_session([make] * SEATS, Rules(), "twin", session)
        won_b, deals_b = play_session([make] * SEATS, Rules(), "twin", session)
        assert (won_a, deals_a) == (won_b, deals_b)
        assert sum(won_a[0::2]) + sum(won_b[1::2]) + sum(won_a[1::2]) + sum(won_b[0::2]) == 0


def test_a_session_loses_no_chip() -> None:
    # What the seats won, less what they bought, is what the others lost: no chip made or lost.
    for baseline in BASELINES:
        for session in range(4):
            won, deals = play_session([robot_maker(Style.LIBERAL), baseline_maker(baseline)] * 2,
                                      Rules(), "chips", session)
            assert deals >= 12
            assert sum(won) == 0, (baseline, session, won)


def test_the_interval_is_the_mean_and_its_standard_error() -> None:
    # With every session the same length the ratio is the plain mean: its interval must be the
    # textbook one, mean +- 1.96 standard errors, worked here with the statistics module.
    won = [3.0, -1.0, 4.0, 1.0, 5.0, -9.0, 2.0, 6.0]
    figures = matches.figures_of("close", "x", won, [12.0] * len(won))
    mean = statistics.fmean(won) / 12 * 100
    half = 1.959964 * statistics.stdev(won) / math.sqrt(len(won)) / 12 * 100
    assert figures.per_100 == pytest.approx(mean)
    assert (figures.low, figures.high) == (pytest.approx(mean - half), pytest.approx(mean + half))
    assert figures.deals == 2 * 12 * len(won)


def test_the_calling_station_never_drops() -> None:
    # Four calling stations: every deal someone comes into ends in a show-down, nobody passing out.
    rules = Rules()
    table = Table(rules, [Seat(f"P{i}", 500) for i in range(4)])
    players = [CallingStation(rules, i) for i in range(4)]
    shown = 0
    for number in range(60):
        deal = table.start(seed=f"calls:{number}")
        while deal.result is None:
            seat = deal.to_act
            assert seat is not None
            action = players[seat].decide(deal.seat_view(seat))
            if deal.phase in ("before_draw", "after_draw") and deal.kind == "ordinary":
                assert not isinstance(action, actions.Pass), (number, action)
            deal.apply(action)
        table.settle(deal)
        shown += deal.result.outcome is Outcome.SHOWDOWN
    assert shown >= 40

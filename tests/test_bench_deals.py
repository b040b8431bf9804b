"""The deals benchmark's own arithmetic and its batches; never its figures, which are the machine's."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("bench_deals", ROOT / "benchmarks" / "bench_deals.py")
assert _spec is not None and _spec.loader is not None
bench = importlib.util.module_from_spec(_spec)
sys.modules["bench_deals"] = bench  # the dataclasses look their module up by name
_spec.loader.exec_module(bench)


def test_the_spread_is_the_median_and_the_quartiles():
    # Nine values: the median is the fifth, the quartiles the third and the seventh.
    spread = bench.Spread.of([9.0, 1.0, 8.0, 2.0, 7.0, 3.0, 6.0, 4.0, 5.0])
    assert (spread.median, spread.low, spread.high) == (5.0, 3.0, 7.0)
    assert bench.Spread.of([4.0]) == bench.Spread(4.0, 4.0, 4.0)
    assert spread.text(".1f") == "5.0 (IQR 3.0 to 7.0)"


def test_a_batch_is_the_same_deals_every_time():
    # The pairs compare like with like only if each batch plays the same deals.
    assert bench.ours(6, 30) == bench.ours(6, 30) > 30
    peer = bench.peer()
    if peer is not None:
        assert peer(6, 3) == peer(6, 3) > 3


def test_the_best_of_a_pairs_runs_is_kept():
    calls: list[str] = []

    def side(name: str):
        def play(players: int, deals: int) -> int:
            calls.append(name)
            return deals
        return play

    mine, theirs = side("ours"), side("peer")
    rates = bench.best_of(3, [(mine, 10), (theirs, 1)], 3, peer_first=True)
    assert calls == ["peer", "ours"] * 3 and len(rates) == 2 and all(r > 0 for r in rates)


def test_the_quick_run_prints_its_figures(capsys):
    bench.main(["--quick", "--pairs", "1", "--deals", "16", "--players", "3"])
    out = capsys.readouterr().out
    assert "1 pairs, our batch 16 deals" in out and "ours     3 players:" in out
    assert ("ours / PokerKit, 3 players:" in out) == (bench.peer() is not None)


@pytest.mark.parametrize("argv", [["--pairs", "0"], ["--deals", "-3"], ["--players", "9"]])
def test_bad_arguments_are_one_line_and_status_2(argv, capsys):
    with pytest.raises(SystemExit) as exit_:
        bench.main(argv)
    assert exit_.value.code == 2
    error = capsys.readouterr().err.strip().splitlines()[-1]
    assert f"error: argument {argv[0]}" in error or f"error: {argv[0]} must be" in error

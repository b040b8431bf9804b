"""Every number typed on the command line is read by `bot.services.whole_numbers` and bounded by its field.

A 400-digit `--hands` once set the robots playing for ever, a 400-digit
`--stake` was accepted, `--seed -3` too; other scripts' digits are refused
like any other text.  Each refusal is one line naming the option and its range.
"""

from __future__ import annotations

import json

import pytest

from bot.cli import main
from bot.cli.simulate import MOST_DEALS
from bot.cli.support import MOST_ID, MOST_SEATS, MOST_SEED
from bot.services.whole_numbers import MAX_CHIPS

HUGE = "9" * 400
# (command, option, least, most)
OPTIONS = [
    ("simulate", "--players", 2, MOST_SEATS), ("simulate", "--hands", 1, MOST_DEALS),
    ("simulate", "--seed", 0, MOST_SEED), ("simulate", "--stake", 1, MAX_CHIPS),
    ("simulate", "--blind", 1, MAX_CHIPS), ("simulate", "--limit", 1, MAX_CHIPS),
    ("simulate", "--jackpot-ante", 1, MAX_CHIPS),
    ("play", "--players", 2, MOST_SEATS), ("play", "--seed", 0, MOST_SEED), ("play", "--stake", 1, MAX_CHIPS),
    ("play", "--blind", 1, MAX_CHIPS), ("play", "--limit", 1, MAX_CHIPS), ("play", "--jackpot-ante", 1, MAX_CHIPS),
    ("verify-deal", "--table", 1, MOST_ID), ("verify-deal", "--deal", 1, MOST_ID),
]


@pytest.mark.parametrize("command, option, least, most", OPTIONS)
@pytest.mark.parametrize("typed", [HUGE, "²", "٣", "-1", "1.5", "ten", "+5", "1_0", "1e3"])
def test_every_numeric_option_is_bounded(command, option, least, most, typed, capsys):
    if typed == "-1" and least == 0:
        typed = str(most + 1)  # -1 is below 0 as well, but argparse takes it for an option
    assert main([command, option, typed]) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert f"{option}: a whole number from {least:,} to {most:,}, not " in err
    assert HUGE not in err  # a long number is not echoed whole


@pytest.mark.parametrize("command, option, least, most", OPTIONS)
def test_the_bounds_themselves_are_read(command, option, least, most):
    from bot.cli import build_parser

    parser = build_parser()
    for value in (least, most):
        assert getattr(parser.parse_args([command, option, str(value)]), option[2:].replace("-", "_")) == value


def test_the_largest_amounts_play_without_overflowing(capsys):
    """The robots compute odds in floats: the largest chips the rules allow must still fit."""
    argv = ["simulate", "--hands", "30", "--players", "7", "--limit", str(MAX_CHIPS), "--blind", "1000",
            "--stake", str(MAX_CHIPS), "--json"]
    for betting in ("limit", "table_stakes"):
        assert main([*argv, "--betting", betting]) == 0
        assert json.loads(capsys.readouterr().out)["chips_conserved"]

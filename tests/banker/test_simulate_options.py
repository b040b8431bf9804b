"""`poker-bot simulate --db` resumed with other options, and options of another game.

Resuming a table with other options than it was played with is refused,
naming each (it once ignored `--players 6` on a four-robot table while
reporting "by 6 robots", showed the new seed, and switched to stud mid-table);
nothing is changed by the refusal.  An option that belongs to another game
is refused as `--variety stud --all-jackpots` always was.
"""

from __future__ import annotations

import json
import sqlite3

import pytest

from bot.cli import main

FIRST = ("--players", "4", "--seed", "3", "--kitty", "house")


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _state(db) -> tuple:
    with sqlite3.connect(db) as conn:
        return (conn.execute("SELECT count(*) FROM deals").fetchone()[0],
                conn.execute("SELECT count(*) FROM journal").fetchone()[0],
                conn.execute("SELECT overrides FROM limit_overrides").fetchall())


@pytest.mark.parametrize("others, stored, asked", [
    (("--players", "6", "--seed", "3", "--kitty", "house"), "--players 4", "--players 6"),
    (("--players", "4", "--seed", "9", "--kitty", "house"), "--seed 3", "--seed 9"),
    (("--players", "4", "--seed", "3", "--kitty", "house", "--variety", "stud"), "--variety draw", "--variety stud"),
    (("--players", "4", "--seed", "3", "--checking"), "no --checking, --kitty house", "--checking, --kitty none"),
])
def test_resuming_with_other_options_is_refused_naming_each(capsys, tmp_path, others, stored, asked):
    db = str(tmp_path / "sim.db")
    assert run(capsys, "simulate", "--db", db, "--hands", "3", *FIRST)[0] == 0
    before = _state(db)
    code, out, err = run(capsys, "simulate", "--db", db, "--hands", "5", *others)
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    assert f"the table in {db} was played with {stored}, where this run asks for {asked}: " in err
    assert "give the same options to play on, or another --db for a new table" in err
    assert _state(db) == before  # nothing done
    code, out, _ = run(capsys, "simulate", "--db", db, "--hands", "5", *FIRST)
    assert code == 0 and out.startswith("2 deals through the ledger by 4 robots (seed 3)")


def test_every_difference_is_named_at_once(capsys, tmp_path):
    db = str(tmp_path / "sim.db")
    assert run(capsys, "simulate", "--db", db, "--hands", "3", *FIRST)[0] == 0
    code, _, err = run(capsys, "simulate", "--db", db, "--hands", "5", "--players", "6", "--seed", "5",
                       "--variety", "stud", "--kitty", "house")
    assert code == 2
    assert ("was played with --players 4, --seed 3, --variety draw, where this run asks for "
            "--players 6, --seed 5, --variety stud: ") in err


def test_a_new_stake_is_what_a_broke_robot_buys_next(capsys, tmp_path):
    """--stake is applied on resuming, as the help says: the table's books stay right."""
    db = str(tmp_path / "sim.db")
    argv = ("simulate", "--db", db, *FIRST, "--json")
    assert run(capsys, *argv, "--hands", "2", "--stake", "8")[0] == 0
    code, out, _ = run(capsys, *argv, "--hands", "14", "--stake", "9")
    done = json.loads(out)
    assert code == 0 and done["chips_conserved"] and done["rebuys"] > 0


@pytest.mark.parametrize("command", ["simulate", "play"])
@pytest.mark.parametrize("argv, words", [
    (["--stud-raises"], "--stud-raises: it is a rule of stud poker only, not of draw poker; leave it out, "
                        "or add --variety stud"),
    (["--whisky-settlement", "refreshments", "--variety", "stud"],
     "--whisky-settlement: it is a rule of whisky poker only, not of stud poker"),
    (["--whisky-settlement", "pool"], "--whisky-settlement: it is a rule of whisky poker only, not of draw poker"),
    (["--jackpot-ante", "3", "--variety", "straight"], "--jackpot-ante: it is a rule of draw poker only, "
                                                       "not of straight poker"),
    (["--variety", "stud", "--all-jackpots"], "--all-jackpots: jack-pots are played only in draw poker"),
])
def test_an_option_of_another_game_is_refused(capsys, command, argv, words):
    code, out, err = run(capsys, command, *argv)
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1 and words in err


def test_the_options_of_the_game_played_are_taken(capsys):
    for argv in (["--variety", "stud", "--stud-raises"], ["--variety", "whisky", "--whisky-settlement", "refreshments"],
                 ["--jackpot-ante", "3"]):
        code, out, _ = run(capsys, "simulate", "--hands", "5", "--players", "4", "--json", *argv)
        assert code == 0 and json.loads(out)["chips_conserved"]

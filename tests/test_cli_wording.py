"""The command line's own words: one error prefix per command, our wording for bad values,
counts in the singular and plural, figures rounded, every option explained."""

from __future__ import annotations

import json
import re

import pytest

from bot.cli import build_parser, main


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("argv, prefix", [
    (["bogus"], "poker-bot"),
    (["simulate", "--bogus"], "poker-bot simulate"),
    (["simulate", "--players", "9"], "poker-bot simulate"),
    (["simulate", "--variety", "stud", "--all-jackpots"], "poker-bot simulate"),
    (["simulate", "--db", "mysql://h/db"], "poker-bot simulate"),
    (["play", "--bogus"], "poker-bot play"),
    (["play", "--players", "8"], "poker-bot play"),
    (["play", "--two-pairs-over-threes"], "poker-bot play"),
    (["odds", "dealt", "--bogus"], "poker-bot odds dealt"),
    (["odds", "draw", "As Ks"], "poker-bot odds draw"),
    (["odds"], "poker-bot odds"),
    (["audit", "--bogus"], "poker-bot audit"),
    (["audit", "--db", "/nonexistent-folder/x.db"], "poker-bot audit"),
    (["migrate", "--bogus"], "poker-bot migrate"),
    (["migrate", "--db", "mysql://h/db"], "poker-bot migrate"),
    (["run", "--bogus"], "poker-bot run"),
])
def test_each_error_is_prefixed_once_by_its_command(capsys, argv, prefix):
    code, _, err = run(capsys, *argv)
    assert code in (1, 2)
    assert len(err.strip().splitlines()) == 1, err
    assert err.startswith(f"{prefix}: error: "), err
    assert err.count("error:") == 1 and err.count("poker-bot") <= 2, err  # the second: "see poker-bot … --help"


@pytest.mark.parametrize("argv, words", [
    (["simulate", "--blind", "0"], "--blind: a whole number from 1 to 1,000,000,000, not '0'"),
    (["simulate", "--limit", "0"], "--limit: a whole number from 1 to 1,000,000,000, not '0'"),
    (["play", "--jackpot-ante", "0"], "--jackpot-ante: a whole number from 1 to 1,000,000,000, not '0'"),
    (["play", "--limit", "10000000000"], "--limit: a whole number from 1 to 1,000,000,000, not '10000000000'"),
])
def test_bad_rule_values_are_said_in_our_words(capsys, argv, words):
    code, _, err = run(capsys, *argv)
    assert code == 2 and words in err, err
    assert "Input should" not in err


def test_counts_are_singular_for_one(capsys, tmp_path):
    db = str(tmp_path / "one.db")
    code, out, err = run(capsys, "simulate", "--db", db, "--hands", "1", "--players", "2", "--seed", "3")
    assert code == 0, err
    code, out, _ = run(capsys, "audit", "--db", db)
    assert code == 0
    assert re.search(r"\b1 table\b", out) and re.search(r"\b1 deal\b", out), out
    assert not re.search(r"\b1 (tables|deals|entries|lines|accounts|actions)\b", out), out


def test_deals_a_second_are_rounded(capsys, tmp_path):
    db = str(tmp_path / "speed.db")
    code, out, err = run(capsys, "simulate", "--db", db, "--hands", "3", "--players", "2", "--json")
    assert code == 0, err
    figure = re.search(r'"hands_per_second": ([0-9.e+-]+)', out)[1]
    assert re.fullmatch(r"[0-9]+(\.[0-9])?", figure), figure
    assert json.loads(out)["hands_per_second"] > 0


def test_every_option_has_help():
    parser = build_parser()
    commands = next(a for a in parser._actions if a.dest == "command").choices
    missing = [f"{name} {action.option_strings[0]}" for name, command in commands.items()
               for action in command._actions
               if action.option_strings and action.dest != "help" and not action.help]
    assert not missing, missing
    kitty = next(a for a in commands["simulate"]._actions if a.dest == "kitty")
    assert all(choice in kitty.help for choice in kitty.choices)

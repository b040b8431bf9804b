"""`poker-bot play` as a person at the terminal meets it: scripted answers in, the table's words out.

The seeds are fixed, so each script reaches the same moments: with `--seed 2
--players 2` the player is asked to straddle, then to come in, then to draw,
then to bet; with `--seed 3 --players 3` nobody comes in against his blind.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from bot.cli import main
from tests.play_script import main_for_tests

PROMPT = "> "
TWO = ["--seed", "2", "--players", "2"]


def replies(out: list[str]) -> list[list[str]]:
    """What was written after each "> " prompt, up to the next prompt."""
    found: list[list[str]] = []
    for line in out:
        if line == PROMPT:
            found.append([])
        elif found:
            found[-1].append(line)
    return found


def refusals(out: list[str], count: int, start: int) -> list[str]:
    """The single line answering each of `count` refused answers, from prompt number `start`."""
    answered = replies(out)[start:start + count]
    for lines in answered:
        assert len(lines) == 1, lines  # one line, and nothing was played
    return [lines[0] for lines in answered]


def log_of(out: list[str]) -> str:
    return "\n".join(out)


def test_a_position_or_card_named_twice_is_refused():
    # The hand at the draw is 8d Th Kc 6d 4d.
    status, out = main_for_tests(TWO, ["no", "come in", "draw 1 1", "draw 8d 8d", "draw 1 8d", "draw 2 10h",
                                       "pat", "drop", "", "q"])
    assert status == 0
    said = refusals(out, 4, start=2)
    assert "position 1 is named twice" in said[0]
    assert "8d is named twice" in said[1]
    assert "8d is named twice" in said[2]  # position 1 holds the 8d
    assert "Th is named twice" in said[3]
    text = log_of(out)
    assert "Guest stands pat" in text and "Guest draws" not in text  # nothing was thrown away


@pytest.mark.parametrize("bad, words", [
    ("come in raise -3", "the raise: a whole number from 1 to 10, not '-3'"),
    ("come in raise abc", "the raise: a whole number from 1 to 10, not 'abc'"),
    ("come in raise 11", "the raise: a whole number from 1 to 10, not '11'"),
    ("come in raise", "how much? say 'come in raise N'"),
    ("come in raise 3 4", "say 'come in' or 'come in raise N'"),
    ("raise ²", "you cannot raise now"),
    ("come in raise ²", "not '²'"),
    ("come in raise ٣", "not '٣'"),
])
def test_a_bad_raise_on_coming_in_is_refused(bad, words):
    status, out = main_for_tests(TWO, ["no", bad, "come in", "pat", "drop", "", "q"])
    assert status == 0
    assert words in refusals(out, 1, start=1)[0]
    assert "Guest comes in (2)" in log_of(out) and "raises" not in log_of(out)


@pytest.mark.parametrize("bad, words", [
    ("bet -1", "the bet: a whole number from 1 to 10, not '-1'"),
    ("bet 0", "the bet: a whole number from 1 to 10, not '0'"),
    ("bet 11", "the bet: a whole number from 1 to 10, not '11'"),
    ("bet ²", "the bet: a whole number from 1 to 10, not '²'"),
    ("bet 99999999999999999999999999999999999999", "the bet: a whole number from 1 to 10"),
    ("bet", "how much? say 'bet N'"),
])
def test_a_bad_bet_is_refused(bad, words):
    status, out = main_for_tests(TWO, ["no", "come in", "pat", bad, "drop", "", "q"])
    assert status == 0
    assert words in refusals(out, 1, start=3)[0]
    assert "Guest bets" not in log_of(out) and "Guest drops" in log_of(out)


def test_the_table_says_what_may_be_done_in_its_own_words():
    # Straddling: "come in" is not yet possible.  After the draw a pass is a drop.
    status, out = main_for_tests(TWO, ["come in", "no", "come in", "pat", "call", "pass", "", "q"])
    assert status == 0
    straddling, after_draw = refusals(out, 1, start=0)[0], refusals(out, 1, start=4)[0]
    assert straddling.strip() == "you cannot come in now. Straddle (2) · Don't straddle"
    assert after_draw.strip() == "you cannot call now. Bet 1 to 10 · Drop"
    assert "seat" not in log_of(out) and "you may:" not in log_of(out)


def test_nobody_coming_in_is_the_tables_news_not_a_players_words():
    status, out = main_for_tests(["--seed", "3", "--players", "3"], ["q"])
    assert status == 0
    text = log_of(out)
    assert "  Nobody came in: the blind is taken back and the next deal is a jack-pot" in text
    assert "Guest nobody" not in text and "Robot 1 nobody" not in text


def test_the_age_making_a_jack_pot_pays_a_player_by_name():
    status, out = main_for_tests(["--seed", "4", "--players", "2"], ["no", "come in", "q"])
    assert status == 0
    assert "Robot 1 makes it a jack-pot, paying 2 to Guest" in log_of(out)
    assert "seat" not in log_of(out)


@pytest.mark.parametrize("argv, words", [
    (["--stake", "-5"], "argument --stake: a whole number from 1 to"),
    (["--stake", "0"], "argument --stake: a whole number from 1 to"),
    (["--stake", "abc"], "argument --stake: a whole number from 1 to"),
    (["--players", "1"], "argument --players: a whole number from 2 to 8, not '1'"),
    (["--players", "9" * 400], "argument --players: a whole number from 2 to 8"),
    (["--players", "8"], "--players: this table seats 2 to 7, not 8"),
    (["--seed", "-1"], "argument --seed: a whole number from 0 to"),
    (["--name", "Robot 1"], "argument --name: 'Robot 1' is how the robots are named"),
    (["--name", "robot 3"], "argument --name: 'robot 3' is how the robots are named"),
    (["--name", ""], "argument --name: give the name you play under"),
    (["--name", "   "], "argument --name: give the name you play under"),
    (["--name", "x" * 33], "argument --name: at most 32 characters"),
    (["--name", "Tab\tname"], "argument --name: letters, digits, spaces and punctuation only"),
])
def test_play_refuses_bad_options_in_one_line(capsys, argv, words):
    assert main(["play", *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith("poker-bot play: error: ") and words in err, err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_a_good_name_is_used_at_the_table():
    status, out = main_for_tests(["--seed", "3", "--players", "3", "--name", "  Ann Smith "], ["q"])
    assert status == 0 and "Ann Smith puts up the blind (1)" in log_of(out)


def _play(argv: list[str], answers: str, encoding: str = "utf-8", **env: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "bot", "play", *argv], input=answers, capture_output=True,
                          encoding=encoding, timeout=60, env={**os.environ, "PYTHONIOENCODING": encoding, **env})


def test_a_terminal_without_suit_symbols_gets_letters():
    proc = _play(TWO, "no\ncome in\npat\ndrop\n\nq\n", encoding="cp1252")
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    assert "Guest gets Jc and deals first" in proc.stdout
    assert "Your hand: 8d Th Kc 6d 4d" in proc.stdout
    assert "1:8d  2:Th  3:Kc  4:6d  5:4d" in proc.stdout
    assert not re.search("[♠♥♦♣]", proc.stdout)


def test_a_terminal_with_suit_symbols_gets_them():
    proc = _play(TWO, "q\n")
    assert proc.returncode == 0, proc.stderr
    assert "Guest gets J♣ and deals first" in proc.stdout


def test_only_enter_deals_on_and_anything_else_is_answered():
    answers = ["no", "come in", "pat", "drop", "next", "y", "qq"]
    status, out = main_for_tests(TWO, answers)  # the answers run out: the player has gone
    assert status == 0
    text = log_of(out)
    assert "Deal 2:" not in text
    asked = [i for i, line in enumerate(out) if line.startswith("Enter for the next deal")]
    assert len(asked) == 4  # "next", "y" and "qq" were each answered, and asked again
    for i in asked[:3]:
        assert out[i + 1] == "Press Enter for the next deal, or type q to leave."
    assert out[-1] == "You leave the table with 98 chips."


@pytest.mark.parametrize("leave", ["q", "quit", "QUIT", "leave"])
def test_q_or_quit_at_the_next_deal_leaves(leave):
    status, out = main_for_tests(TWO, ["no", "come in", "pat", "drop", leave, "come in"])
    assert status == 0 and "Deal 2:" not in log_of(out)
    assert out[-1] == "You leave the table with 98 chips."


@pytest.mark.parametrize("leave", [["quit"], ["q"], []])  # [] : the input ends (Ctrl-D)
def test_leaving_in_the_middle_of_a_deal_prints_the_chips(leave):
    status, out = main_for_tests(TWO, ["no", "come in", *leave])
    assert status == 0
    # Guest came in for 2; Robot 1 put up the blind and made good; the pool holds both.
    chips, left = out[-2], out[-1]
    assert chips == "Chips: Guest 98, Robot 1 98; the pool of 4 is not played out."
    assert left == "You leave the table with 98 chips."
    stacks = [int(n) for n in re.findall(r"(?:Guest|Robot 1) (\d+)", chips)]
    pool = int(re.search(r"pool of (\d+)", chips)[1])
    assert sum(stacks) + pool == 2 * 100  # no chip made or lost


def test_stud_marks_the_down_card():
    status, out = main_for_tests(["--seed", "3", "--players", "3", "--variety", "stud"],
                                 ["pass", "hand", "q"])
    assert status == 0
    text = log_of(out)
    up = re.findall(r"Guest is dealt face up: (\S+)", text)
    told = re.findall(r"Your down card: (\S+) \(face up: ([^)]*)\)", text)
    assert told and "Your hand" not in text
    for down, ups in told:
        assert ups.split() == up[:len(ups.split())] and down not in up
    assert told[0] == ("J♦", "4♥") and told[1] == ("J♦", "4♥ 7♥")
    assert told[2] == told[1]  # "hand" says the same


def test_play_as_a_program_never_prints_a_traceback():
    answers = "fly\nraise ²\ncome in raise -3\nno\ncome in\ndraw 1 1\npat\nbet -1\ndrop\nx\n\nquit\n"
    proc = _play(TWO, answers)
    assert proc.returncode == 0 and proc.stderr == "", proc.stderr
    assert "You leave the table with" in proc.stdout

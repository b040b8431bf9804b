"""`poker-bot play` at a real terminal: a pseudo-terminal is the program's controlling terminal,
so the prompts, the echo and Ctrl-C (the terminal driver's SIGINT) are what a person meets.

The limits below only bound a failure (a prompt that never comes); nothing is timed.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import re
import select
import subprocess
import sys
import termios
import time
from pathlib import Path

import pytest

from engine.cards import parse_cards
from engine.openers import has_openers
from engine.rules import Rules

ROOT = Path(__file__).resolve().parents[1]
WAIT = 120.0  # seconds a prompt may take to come before the test gives up (never a measure)
CTRL_C = b"\x03"


def _controlling_terminal() -> None:
    """In the child, after its setsid: make the pseudo-terminal (its stdin) its controlling terminal."""
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)


class Terminal:
    """A person at a terminal running `poker-bot play` with these arguments."""

    def __init__(self, *args: str) -> None:
        self.master, slave = os.openpty()
        env = {**os.environ, "TERM": "dumb", "PYTHONIOENCODING": "utf-8"}
        self.process = subprocess.Popen([sys.executable, "-m", "bot", "play", *args], cwd=ROOT, env=env,
                                        stdin=slave, stdout=slave, stderr=slave, start_new_session=True,
                                        preexec_fn=_controlling_terminal)
        os.close(slave)
        self.seen = ""  # everything the terminal showed
        self.mark = 0  # where the next `until` starts looking

    def _read(self, limit: float) -> bool:
        """Read what is there within `limit` seconds; False once the program has closed the terminal."""
        ready, _, _ = select.select([self.master], [], [], limit)
        if not ready:
            return True
        try:
            chunk = os.read(self.master, 65536)
        except OSError:  # EIO: every end of the terminal's other side is closed
            return False
        if not chunk:
            return False
        self.seen += chunk.decode("utf-8", "replace").replace("\r\n", "\n")
        return True

    def until(self, text: str) -> str:
        """What the terminal shows from the last mark up to and including `text`."""
        deadline = time.monotonic() + WAIT
        while (at := self.seen.find(text, self.mark)) < 0:
            assert time.monotonic() < deadline, f"{text!r} never came; the terminal shows:\n{self.seen[-3000:]}"
            if not self._read(0.5):
                raise AssertionError(f"the program ended before {text!r}:\n{self.seen[-3000:]}")
        shown, self.mark = self.seen[self.mark:at + len(text)], at + len(text)
        return shown

    def type(self, line: str) -> None:
        os.write(self.master, line.encode() + b"\n")

    def press(self, keys: bytes) -> None:
        """Keys the terminal driver acts on (Ctrl-C, Ctrl-D), once the program waits in its read: a
        SIGINT that came between the prompt and the read would find no read to interrupt, and
        Python's input() would then sleep in it (a person's Ctrl-C a moment later never meets that)."""
        deadline = time.monotonic() + WAIT
        while self.state() != "S":  # asleep: with the prompt shown, in its read of the terminal
            assert time.monotonic() < deadline, f"it never waited for input:\n{self.seen[-3000:]}"
            time.sleep(0.05)
        os.write(self.master, keys)

    def state(self) -> str:
        """The process's state in the kernel's words: R running, S asleep (in a read), Z ended."""
        stat = Path(f"/proc/{self.process.pid}/stat").read_text()
        return stat.rpartition(")")[2].split()[0]

    def ended(self) -> int:
        """The exit status, once the program has ended; the rest of what it printed is read."""
        deadline = time.monotonic() + WAIT
        while self._read(0.5):
            assert time.monotonic() < deadline, f"it did not end:\n{self.seen[-3000:]}"
        return self.process.wait(WAIT)

    def close(self) -> None:
        with contextlib.suppress(ProcessLookupError):
            self.process.kill()
        self.process.wait()
        os.close(self.master)


@pytest.fixture
def terminal():
    opened: list[Terminal] = []

    def start(*args: str) -> Terminal:
        opened.append(Terminal(*args))
        return opened[-1]

    yield start
    for t in opened:
        t.close()


STRADDLE = "Your turn. The pool holds 1. Straddle (2) · Don't straddle\n> "  # --seed 2 --players 2, the first question


@pytest.mark.parametrize("where", ["at the straddle", "between deals"])
def test_ctrl_c_leaves_the_table_as_q_does(terminal, where):
    """Ctrl-C at a prompt: the chips are shown as for q, on a line of their own, no traceback, exit 0."""
    play = terminal("--seed", "2", "--players", "2")
    play.until(STRADDLE)
    chips = "100"
    if where == "between deals":
        for said in ("no", "come in", "pat", "drop"):  # the straddle, the ante, the draw, the bet after it
            play.type(said)
        play.until("Enter for the next deal, q to leave: ")
        chips = "98"
    play.press(CTRL_C)
    tail = play.until(f"You leave the table with {chips} chips.\n")
    assert play.ended() == 0
    assert "Traceback" not in play.seen and "KeyboardInterrupt" not in play.seen, play.seen
    assert tail.startswith("^C\n") or tail.startswith("\n"), repr(tail)  # not after the prompt, on its line
    if where == "at the straddle":
        assert "Chips: Guest 100, Robot 1 99; the pool of 1 is not played out." in tail


def test_ctrl_d_leaves_on_a_line_of_its_own(terminal):
    play = terminal("--seed", "2", "--players", "2")
    play.until(STRADDLE)
    play.press(b"\x04")  # the end of input, as the terminal sends it
    tail = play.until("You leave the table with 100 chips.\n")
    assert play.ended() == 0
    assert tail.startswith("\n"), repr(tail)


def test_table_is_followed_by_the_question_again(terminal):
    play = terminal("--seed", "2", "--players", "2")
    play.until(STRADDLE)
    play.type("table")
    shown = play.until("> ")
    lines = shown.splitlines()
    assert lines[1:3] == ["→ Guest (you) [dealer]: 100 chips, in", "  Robot 1 [age]: 99 chips, in, 1 in the pool"]
    assert lines[3:] == ["Your turn. The pool holds 1. Straddle (2) · Don't straddle", "> "]
    play.type("help")
    shown = play.until("> ")
    assert shown.splitlines()[-2:] == ["Your turn. The pool holds 1. Straddle (2) · Don't straddle", "> "]
    play.type("q")
    assert play.ended() == 0


def test_fold_is_in_help_and_refused_as_itself_at_the_straddle(terminal):
    play = terminal("--seed", "2", "--players", "2")
    play.until(STRADDLE)
    play.type("help")
    assert re.search(r"^ +bet N \| call \| raise N \| drop \(or fold\)", play.until("> "), flags=re.M)
    play.type("fold")
    refused = play.until("> ").splitlines()
    assert refused[1:] == ["  you cannot fold now. Straddle (2) · Don't straddle", "> "]
    play.type("drop")
    assert play.until("> ").splitlines()[1] == "  you cannot drop now. Straddle (2) · Don't straddle"
    for said in ("no", "come in", "pat"):
        play.type(said)
    play.until("Bet 1 to 10 · Drop\n> ")  # after the draw a pass is a drop: fold throws the hand up
    play.type("fold")
    assert "  Guest drops" in play.until("Enter for the next deal, q to leave: ")
    play.type("q")
    assert play.ended() == 0


@pytest.mark.parametrize("seed", ["5", "12"])  # 5: no openers at the jack-pot; 12: two pairs
def test_open_is_offered_at_the_terminal_only_with_openers(terminal, seed):
    play = terminal("--seed", seed, "--players", "2")
    play.until("Enter for the next deal, q to leave: ")  # the first deal: nobody came in
    play.type("")
    shown = play.until("> ")
    assert "Deal 2: a jack-pot (jacks or better to open)" in shown
    hand = re.findall(r"^Your hand: (.+)$", shown, flags=re.M)[-1]
    question = re.findall(r"^Your turn\. The pool holds \d+\. (.+)$", shown, flags=re.M)[-1]
    holds = has_openers(parse_cards(hand), 9, Rules())  # 9: jacks, the lowest openers by default
    assert ("Open 1 to" in question) is holds, (hand, question)
    assert holds is (seed == "12")  # both sides are seen
    play.type("open 1")
    if holds:
        play.until("  Guest opens for 1\n")
    else:
        refused = play.until("> ").splitlines()
        assert refused[1:] == ["  You may not open: you do not hold openers (jacks or better). "
                               "Pass, and you may still come in if someone else opens.", "> "]
    play.press(CTRL_C)
    play.until("You leave the table with")
    assert play.ended() == 0

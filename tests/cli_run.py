"""Run `poker-bot` as a user does: a process of its own, with a time limit a hang cannot pass."""

from __future__ import annotations

import ctypes
import os
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LIMIT = 60.0  # seconds: far more than any command here needs, so only a hang reaches it
# Settings a developer's shell may hold that would change what the commands do.
_CLEARED = ("DATABASE_URL", "DISCORD_TOKEN", "DISCORD_API_BASE", "DISCORD_GATEWAY_URL", "DEV_GUILD_ID",
            "DISCORD_CONNECT_TIMEOUT", "LOG_LEVEL")


@dataclass
class Ran:
    argv: list[str]
    code: int
    out: str
    err: str

    @property
    def lines(self) -> list[str]:
        return self.err.strip().splitlines()

    def one_line(self, code: int, *words: str) -> str:
        """Exit status `code`, nothing on stdout, exactly one line on stderr holding each word
        (no traceback, nothing printed by a thread after it); returns that line."""
        shown = f"{' '.join(self.argv)} -> {self.code}\nstdout: {self.out}\nstderr: {self.err}"
        assert self.code == code, shown
        assert "Traceback" not in self.err and "Exception in thread" not in self.err, shown
        assert len(self.lines) == 1, shown
        for word in words:
            assert word in self.lines[0], shown
        return self.lines[0]


def environment(**settings: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in _CLEARED}
    return {**env, "PYTHONPATH": str(ROOT), **settings}


def poker_bot(*argv: str, cwd: Path, env: dict[str, str] | None = None, limit: float = LIMIT,
              preexec_fn: Callable[[], None] | None = None) -> Ran:
    """`python -m bot ARGV` in `cwd`; a process still running after `limit` seconds fails the test."""
    command = [sys.executable, "-m", "bot", *argv]
    try:
        done = subprocess.run(command, cwd=cwd, env=env or environment(), capture_output=True, text=True,
                              timeout=limit, preexec_fn=preexec_fn)
    except subprocess.TimeoutExpired as exc:
        err = exc.stderr.decode() if isinstance(exc.stderr, bytes) else (exc.stderr or "")
        pytest.fail(f"poker-bot {' '.join(argv)} still running after {limit:g} s (a hang); stderr: {err}")
    return Ran(list(argv), done.returncode, done.stdout, done.stderr)


_PR_CAPBSET_DROP = 24
_CAP_DAC_OVERRIDE, _CAP_DAC_READ_SEARCH = 1, 2


def as_a_user() -> Callable[[], None] | None:
    """For a child that must meet file permissions as an ordinary user does.

    Root ignores a file's mode; dropping the two capabilities that let it do so from
    the child's bounding set makes the mode count for it (after exec, root keeps only
    what the bounding set holds).  None when not root: modes count already.
    """
    if os.geteuid() != 0:
        return None
    libc = ctypes.CDLL(None, use_errno=True)

    def drop() -> None:
        for cap in (_CAP_DAC_OVERRIDE, _CAP_DAC_READ_SEARCH):
            if libc.prctl(_PR_CAPBSET_DROP, cap, 0, 0, 0) != 0:
                raise OSError(ctypes.get_errno(), "prctl(PR_CAPBSET_DROP)")

    return drop


def modes_count_for(preexec: Callable[[], None] | None, probe: Path) -> bool:
    """Whether a child started with `preexec` is refused a file of mode 000 (`probe`)."""
    probe.write_text("x")
    probe.chmod(0o000)
    try:
        done = subprocess.run([sys.executable, "-c", f"open({str(probe)!r}).read()"], capture_output=True,
                              timeout=LIMIT, preexec_fn=preexec)
    except (OSError, subprocess.SubprocessError):
        return False
    finally:
        probe.chmod(0o600)
    return done.returncode != 0

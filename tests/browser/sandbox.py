"""The running sandbox as the browser tests see it, and the lines they add to the run's report."""

from __future__ import annotations

import json
import time
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

import pytest

from tests.sandbox_run import SandboxProcess

T = TypeVar("T")

SUMMARY = pytest.StashKey[list[str]]()


def _summary(config: pytest.Config) -> list[str]:
    if SUMMARY not in config.stash:
        config.stash[SUMMARY] = []
    return config.stash[SUMMARY]


def note(config: pytest.Config, line: str) -> None:
    """A line for the end of the run's report (where the screenshots are, how long it took)."""
    _summary(config).append(line)


@dataclass
class Sandbox:
    """`poker-bot sandbox` running in a child process, and its page's API."""

    url: str  # the page, e.g. http://127.0.0.1:43111/
    process: SandboxProcess
    members: dict[str, str] = field(default_factory=dict)  # name -> user id
    channels: dict[str, str] = field(default_factory=dict)  # name -> channel id

    def api(self, path: str, body: dict[str, Any] | None = None) -> Any:
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.url.rstrip("/") + path, data=data,
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=30) as answer:
            return json.loads(answer.read())

    def state(self, member: str) -> dict[str, Any]:
        return self.api(f"/api/state?as={self.members[member]}")

    def page(self, member: str, channel: str = "poker") -> str:
        """The page's address as `member`, with `channel` open."""
        return f"{self.url.rstrip('/')}/?as={self.members[member]}&channel={self.channels[channel]}"

    def until(self, what: str, found: Callable[[], T | None], timeout: float = 90.0) -> T:
        """Ask `found` again and again until it answers; fail with the sandbox's output if it
        does not in time, or the sandbox ends."""
        deadline = time.monotonic() + timeout
        while True:
            answer = found()
            if answer:
                return answer
            ended = self.process.process is not None and self.process.process.poll() is not None
            if ended or time.monotonic() > deadline:
                why = "the sandbox ended" if ended else f"not within {timeout:.0f} s"
                raise AssertionError(f"{what}: {why}\n{self.process.output[-4000:]}")
            time.sleep(0.2)

"""The bot runs on uvloop where it is installed, asyncio's own loop when asked (issue 43)."""

from __future__ import annotations

import asyncio

import pytest
import uvloop

from bot.discord_side.event_loop import loop_factory, runner


async def _running() -> type:
    return type(asyncio.get_running_loop())


def test_the_bot_runs_on_uvloop_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("EVENT_LOOP", raising=False)
    assert loop_factory()[0] == "uvloop"
    with runner() as on:
        assert on.run(_running()) is uvloop.Loop


def test_event_loop_asyncio_asks_for_asyncios_own(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EVENT_LOOP", "asyncio")
    with runner() as on:
        assert not issubclass(on.run(_running()), uvloop.Loop)


def test_without_uvloop_the_bot_falls_back_to_asyncio(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("EVENT_LOOP", raising=False)
    monkeypatch.setitem(__import__("sys").modules, "uvloop", None)  # as where it cannot be installed
    assert loop_factory() == ("asyncio", None)

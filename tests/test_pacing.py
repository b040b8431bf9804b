"""The cap on requests at the wire: never more than its count in any window, and only for requests it binds."""

from __future__ import annotations

import asyncio
import time

import discord.http

from bot.pacing import WireCap


def most_in_any_window(times: list[float], window: float) -> int:
    """Brute force over every request as a window's first: the independent count."""
    return max(sum(1 for t in times if start <= t < start + window) for start in times)


async def test_a_burst_leaves_no_faster_than_the_cap() -> None:
    cap = WireCap(cap=3, window=0.2)
    left: list[float] = []

    async def request() -> None:
        await cap.wait()
        left.append(time.monotonic())

    started = time.monotonic()
    await asyncio.wait_for(asyncio.gather(*(request() for _ in range(10))), 5)
    assert len(left) == 10
    assert most_in_any_window(left, 0.2) == 3  # full use of the cap, never more
    assert left[-1] - started >= 3 * 0.2 - 0.01  # ten at three a window need three more windows


def test_only_requests_bound_by_the_global_limit_wait() -> None:
    cap = WireCap()
    base = discord.http.Route.BASE
    assert cap.bound(base + "/channels/1/messages")
    assert cap.bound(base + "/users/@me/channels")
    assert not cap.bound(base + "/interactions/5/tok/callback?with_response=1")
    assert not cap.bound(base + "/webhooks/7/tok/messages/@original")
    assert not cap.bound("wss://gateway.discord.gg/?v=10&encoding=json")

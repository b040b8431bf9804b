"""One pace for the bot's own requests, under Discord's global rate limit.

Discord lets a bot make 50 requests a second in all (interaction answers are
exempt).  Messages, edits and DMs go through this token bucket, so a burst
(two hundred tables dealing at once) is spread out instead of refused;
interaction answers never wait for it, so clicks are still answered at once.
"""

from __future__ import annotations

import asyncio
import time
from collections import deque

import aiohttp
import discord.http


class Pacer:
    def __init__(self, rate: float = 35.0, burst: int = 5) -> None:
        # At most burst + rate requests in any one second: 40, a fifth under the 50 Discord
        # allows, because requests are bunched on the way (the wire cap below, then the network).
        self.rate = rate
        self.burst = burst
        self.tokens = float(burst)
        self.updated = time.monotonic()
        self.lock = asyncio.Lock()

    async def wait(self) -> None:
        """Return when one more request may be made."""
        async with self.lock:
            while True:
                now = time.monotonic()
                self.tokens = min(self.burst, self.tokens + (now - self.updated) * self.rate)
                self.updated = now
                if self.tokens >= 1:
                    self.tokens -= 1
                    return
                await asyncio.sleep((1 - self.tokens) / self.rate)


class WireCap:
    """At most ``cap`` requests bound by the global limit leave in any ``window`` seconds, counted as they leave.

    The Pacer spaces requests when the controller asks, but a granted request
    can still wait inside discord.py (requests to one route bucket go one at a
    time: every DM channel opening shares one) and then leave in a bunch with
    later ones.  This cap is checked as each request is handed to aiohttp,
    after discord.py's own queues, so what Discord receives stays under its
    limit.  Interaction endpoints, which Discord exempts, and anything not
    sent to the API (the gateway) pass at once.
    """

    EXEMPT = ("/interactions/", "/webhooks/")

    def __init__(self, cap: int = 40, window: float = 1.0) -> None:
        # 40, not 50: requests handed to aiohttp together can still reach Discord closer
        # together (a busy loop, the network), and measured so they did by up to a fifth.
        self.cap = cap
        self.window = window
        self.sent: deque[float] = deque()
        self.lock = asyncio.Lock()

    def bound(self, url: str) -> bool:
        base = discord.http.Route.BASE  # read each time: settings and tests point it elsewhere
        return url.startswith(base) and not url[len(base):].startswith(self.EXEMPT)

    async def wait(self) -> None:
        """Return when one more request may leave without going over the cap."""
        async with self.lock:
            while True:
                now = time.monotonic()
                while self.sent and now - self.sent[0] >= self.window:
                    self.sent.popleft()
                if len(self.sent) < self.cap:
                    self.sent.append(now)
                    return
                await asyncio.sleep(self.sent[0] + self.window - now)

    def trace_config(self) -> aiohttp.TraceConfig:
        """For ``discord.Client(http_trace=...)``: aiohttp awaits it before each request is sent."""

        async def on_request_start(session: object, context: object, params: aiohttp.TraceRequestStartParams) -> None:
            if self.bound(str(params.url)):
                await self.wait()

        trace = aiohttp.TraceConfig()
        trace.on_request_start.append(on_request_start)
        return trace

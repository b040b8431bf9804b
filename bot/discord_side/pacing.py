"""One pace for the bot's own requests, under Discord's global rate limit.

Discord lets a bot make 50 requests a second in all (interaction answers are
exempt).  Messages, edits and DMs go through this token bucket, so a burst
(two hundred tables dealing at once) is spread out instead of refused;
interaction answers never wait for it, so clicks are still answered at once.
"""

from __future__ import annotations

import asyncio
import re
import time
from collections import deque

import aiohttp
import discord.http

GLOBAL_RATE = 50  # Discord's global limit, a second, unless it granted the bot more


class Pacer:
    def __init__(self, rate: float = 35.0, burst: int = 5) -> None:
        # At most burst + rate requests in any one second: 40, a fifth under the 50 Discord
        # allows, because requests are bunched on the way (discord.py's queues: the wire cap below).
        self.rate = rate
        self.burst = burst
        self.tokens = float(burst)
        self.updated = time.monotonic()
        self.lock = asyncio.Lock()
        self.waited = 0  # requests that had to wait for a token (the metrics read it)

    @classmethod
    def under(cls, global_rate: int) -> Pacer:
        """The same margins under another global limit: 70% a second, and a burst of 10%."""
        return cls(rate=global_rate * 0.7, burst=max(1, global_rate // 10))

    async def wait(self) -> None:
        """Return when one more request may be made."""
        paced = self.lock.locked()  # queued behind one that waits: it waits too
        async with self.lock:
            while True:
                now = time.monotonic()
                self.tokens = min(self.burst, self.tokens + (now - self.updated) * self.rate)
                self.updated = now
                if self.tokens >= 1:
                    self.tokens -= 1
                    self.waited += paced  # once a request, however many turns it waited
                    return
                paced = True
                await asyncio.sleep((1 - self.tokens) / self.rate)


class WireCap:
    """At most ``cap`` requests bound by the global limit leave in any ``window`` seconds, counted as they leave.

    The Pacer spaces requests when the controller asks, but a granted request
    can still wait inside discord.py (requests to one route bucket go one at a
    time: every DM channel opening shares one) and inside aiohttp (a busy loop
    between the start of a request and its write), and then leave in a bunch
    with later ones.  So this cap is awaited in aiohttp's headers-sent trace,
    which runs just before the request is written to the socket: what Discord
    receives stays under its limit.  Interaction endpoints (the callback, and
    the interaction's webhook: follow-ups, @original), which Discord exempts,
    and anything not sent to the API (the gateway) pass at once.
    """

    EXEMPT = re.compile(r"/interactions/|/webhooks/\d+/[^/?]+")  # with a token: the interaction's own

    def __init__(self, cap: int = 40, window: float = 1.0) -> None:
        # 40, not 50: a margin for the way from the socket to Discord (the network, its receiving end).
        self.cap = cap
        self.window = window
        self.sent: deque[float] = deque()
        self.lock = asyncio.Lock()
        self.held = 0  # requests held back at the socket (the metrics read it)

    @classmethod
    def under(cls, global_rate: int) -> WireCap:
        return cls(cap=max(1, global_rate * 4 // 5))

    def bound(self, url: str) -> bool:
        base = discord.http.Route.BASE  # read each time: settings and tests point it elsewhere
        return url.startswith(base) and not self.EXEMPT.match(url, len(base))

    async def wait(self) -> None:
        """Return when one more request may leave without going over the cap."""
        held = self.lock.locked()
        async with self.lock:
            while True:
                now = time.monotonic()
                while self.sent and now - self.sent[0] >= self.window:
                    self.sent.popleft()
                if len(self.sent) < self.cap:
                    self.sent.append(now)
                    self.held += held
                    return
                held = True
                await asyncio.sleep(self.sent[0] + self.window - now)

    def used(self) -> float:
        """The share of the cap that requests sent in the last window have taken, 0 to 1."""
        now = time.monotonic()
        return sum(1 for sent in self.sent if now - sent < self.window) / self.cap

    def trace_config(self) -> aiohttp.TraceConfig:
        """For ``discord.Client(http_trace=...)``: aiohttp awaits it just before each request is written."""

        async def on_headers_sent(session: object, context: object,
                                  params: aiohttp.TraceRequestHeadersSentParams) -> None:
            if self.bound(str(params.url)):
                await self.wait()

        trace = aiohttp.TraceConfig()
        trace.on_request_headers_sent.append(on_headers_sent)
        return trace

"""One pace for the bot's own requests, under Discord's global rate limit, in order of need.

Discord lets a bot make 50 requests a second in all (interaction answers are
exempt).  Every request it counts goes through this token bucket, so a burst
(two hundred tables dealing at once) is spread out instead of refused;
interaction answers never wait for it, so clicks are still answered at once.

When the bucket is empty, requests wait in order of need (`Need`), then of
arrival: a member waiting for his cards, a table waiting for its turn to be
shown and a deal's result first; then a table posted afresh or an edit that
changes no turn; the card emojis' upload last.  A request queued under a key
(its message) is raised to a more urgent need if one comes for that message
meanwhile (`hasten`): the edit will draw the new turn.  A request that is no longer
wanted when its turn comes (a DM for a deal already over) is dropped without
spending a token.  The policy is in docs/scale.md.
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import itertools
import re
import time
from collections import Counter, deque
from collections.abc import Callable, Hashable, Mapping
from enum import Enum
from typing import Any, cast

import discord.http

GLOBAL_RATE = 50  # Discord's global limit, a second, unless it granted the bot more


class Need(Enum):
    """What a request is for, and so how soon it goes when the limit binds (lower first)."""

    HAND = ("hand dealt", 0)  # a player's cards by DM, and the opening of his DM channel
    TURN = ("table edit", 0)  # the table message, showing a new turn nobody clicked for
    RESULT = ("result", 0)  # a deal's show-down message
    TOLD = ("answer by DM", 0)  # what a member's expired interaction could not tell him
    POST = ("table posted", 1)  # a table message posted afresh: an hour old, a restart, deleted
    COSMETIC = ("cosmetic edit", 1)  # an edit that shows no new turn: a note, buttons taken off
    EMOJIS = ("card emojis", 2)  # the card emojis' upload at start: cards are text meanwhile

    def __init__(self, words: str, rank: int) -> None:
        self.words = words
        self.rank = rank


Wanted = Callable[[], bool]
Key = Hashable  # what a queued request is for (a message), so that it can be hastened


class _Ticket:
    """A place in the queue; hastened, it is pushed again at its new rank and this one is void."""

    __slots__ = ("rank", "order", "turn", "wanted", "need", "void")

    def __init__(self, need: Need, order: int, turn: asyncio.Future[bool], wanted: Wanted | None) -> None:
        self.rank, self.order, self.turn, self.wanted, self.need = need.rank, order, turn, wanted, need
        self.void = False

    def __lt__(self, other: _Ticket) -> bool:
        return (self.rank, self.order) < (other.rank, other.order)


class Pacer:
    def __init__(self, rate: float = 35.0, burst: int = 5) -> None:
        # At most burst + rate requests in any one second: 40, a fifth under the 50 Discord
        # allows, because requests are bunched on the way (discord.py's queues: the wire cap below).
        self.rate = rate
        self.burst = burst
        self.tokens = float(burst)
        self.updated = time.monotonic()
        self.queue: list[_Ticket] = []
        self.keyed: dict[Key, _Ticket] = {}  # the queued request for each key given
        self.order = itertools.count()
        self.giver: asyncio.Task[None] | None = None
        self.waited = 0  # requests that had to wait for a token (the metrics read it)
        self.granted: Counter[Need] = Counter()  # requests let go, by need (the benchmarks read it)
        self.dropped = 0  # requests no longer wanted when their turn came

    @classmethod
    def under(cls, global_rate: int) -> Pacer:
        """The same margins under another global limit: 70% a second, and a burst of 10%."""
        return cls(rate=global_rate * 0.7, burst=max(1, global_rate // 10))

    def _fill(self) -> None:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.updated) * self.rate)
        self.updated = now

    async def wait(self, need: Need = Need.TURN, wanted: Wanted | None = None, key: Key | None = None) -> bool:
        """Return True when one more request may be made; False, spending nothing, if `wanted`
        says no when its turn comes (at once, with a token free: a DM's channel opening may
        have outlasted its deal).  `key` lets `hasten` find it while it waits (one request a
        key at a time)."""
        self._fill()
        if not self.queue and self.tokens >= 1:
            if wanted is not None and not wanted():
                self.dropped += 1
                return False
            self.tokens -= 1
            self.granted[need] += 1
            return True
        turn: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        ticket = _Ticket(need, next(self.order), turn, wanted)
        heapq.heappush(self.queue, ticket)
        if key is not None:
            self.keyed[key] = ticket
        if self.giver is None or self.giver.done():
            self.giver = asyncio.create_task(self._give())
        try:
            go = await turn
        except asyncio.CancelledError:
            if turn.done() and not turn.cancelled() and turn.result():
                self.tokens += 1  # granted as it was cancelled: the token goes back
            raise
        finally:
            if key is not None and self.keyed.get(key) is not None and self.keyed[key].turn is turn:
                del self.keyed[key]
        self.waited += 1
        if go:
            self.granted[ticket.need] += 1
        else:
            self.dropped += 1
        return go

    def hasten(self, key: Key, need: Need) -> None:
        """Raise the request waiting under `key` to `need`, if that is more urgent than its own;
        it keeps its arrival, so it goes first among those of its new rank that came later."""
        ticket = self.keyed.get(key)
        if ticket is None or ticket.void or ticket.turn.done() or need.rank >= ticket.rank:
            return
        ticket.void = True
        raised = _Ticket(need, ticket.order, ticket.turn, ticket.wanted)
        ticket.need = need  # counted as granted under the need it went at
        self.keyed[key] = raised
        heapq.heappush(self.queue, raised)

    async def _give(self) -> None:
        """Hand the tokens out as they come, to the most needed request first."""
        while self.queue:
            self._fill()
            if self.tokens < 1:
                await asyncio.sleep((1 - self.tokens) / self.rate)
                continue
            ticket = heapq.heappop(self.queue)
            turn, wanted = ticket.turn, ticket.wanted
            if ticket.void or turn.done():
                continue  # hastened (it waits at its new place), or its waiter was cancelled
            if wanted is not None and not wanted():
                turn.set_result(False)
                continue
            self.tokens -= 1
            turn.set_result(True)


class WireCap:
    """At most ``cap`` requests bound by the global limit reach Discord in any ``window`` seconds.

    The Pacer spaces requests when the controller asks, but a granted request
    can still wait inside discord.py (requests to one route bucket go one at a
    time: every DM channel opening shares one) and inside aiohttp (a busy loop
    between the start of a request and its write), and then leave in a bunch
    with later ones.  So this cap is awaited just before the request is written
    to the socket (`leaving`, from the session's request class).  Discord
    stamps a request when its last byte arrives, which a body (a picture) can
    put well after its headers; so a request counts until its answer has come
    back (it arrived by then, for certain), and from then for a window: what
    Discord receives stays under its limit however long the way.  Interaction
    endpoints (the callback, and the interaction's webhook: follow-ups,
    @original), which Discord exempts, and anything not sent to the API (the
    gateway) pass at once.
    """

    EXEMPT = re.compile(r"/interactions/|/webhooks/\d+/[^/?]+")  # with a token: the interaction's own
    ON_THE_WAY = float("inf")  # a request's time while its answer has not come back

    def __init__(self, cap: int = 40, window: float = 1.0) -> None:
        # 40, not 50: a margin for the way from the socket to Discord (the network, its receiving end).
        self.cap = cap
        self.window = window
        self.sent: deque[list[float]] = deque()  # each request's time, as a slot its answer may move on
        self.lock = asyncio.Lock()
        self.answered = asyncio.Event()  # set when a request on the way is answered
        self.held = 0  # requests held back at the socket (the metrics read it)

    @classmethod
    def under(cls, global_rate: int) -> WireCap:
        return cls(cap=max(1, global_rate * 4 // 5))

    def bound(self, url: str) -> bool:
        base = discord.http.Route.BASE  # read each time: settings and tests point it elsewhere
        return url.startswith(base) and not self.EXEMPT.match(url, len(base))

    async def wait(self) -> list[float]:
        """Return when one more request may leave without going over the cap: its slot, stamped
        now (`answered` stamps it again when its answer comes)."""
        held = self.lock.locked()
        async with self.lock:
            while True:
                now = time.monotonic()
                self.sent = deque(slot for slot in self.sent if now - slot[0] < self.window)
                if len(self.sent) < self.cap:
                    slot = [now]
                    self.sent.append(slot)
                    self.held += held
                    return slot
                held = True
                self.answered.clear()
                first = min(slot[0] for slot in self.sent)
                with contextlib.suppress(TimeoutError):  # a window over, or an answer back
                    await asyncio.wait_for(self.answered.wait(),
                                           None if first == self.ON_THE_WAY else first + self.window - now)

    def answer(self, slot: list[float]) -> None:
        """Its request was answered (or failed): it counts a window from now."""
        slot[0] = time.monotonic()
        self.answered.set()

    def used(self) -> float:
        """The share of the cap that requests sent in the last window have taken, 0 to 1."""
        now = time.monotonic()
        return sum(1 for slot in self.sent if now - slot[0] < self.window or slot[0] == self.ON_THE_WAY) / self.cap

    async def leaving(self, url: str) -> list[float] | None:
        """Awaited just before a request to `url` is written (`internals.watch_requests`): its
        slot, on the way until `answer`, if the limit counts it."""
        if not self.bound(url):
            return None
        slot = await self.wait()
        slot[0] = self.ON_THE_WAY  # until answered: it may not have arrived yet
        return slot


Counted = Callable[[str, int, Mapping[str, str]], None]  # a request's URL, its answer's status and headers


class BotRequests:
    """What each request of the bot's HTTP session passes on its way (`internals.watch_requests`):
    the wire cap just before it is written, and, once its answer's head is back, the cap again
    and `counted` (the metrics, where they are served)."""

    def __init__(self, cap: WireCap, counted: Counted | None = None) -> None:
        self.cap = cap
        self.counted = counted

    async def writing(self, request: Any, conn: Any) -> object:
        url = str(request.url)
        return url, await self.cap.leaving(url)

    def answered(self, token: object, response: Any) -> None:
        url, slot = cast(tuple[str, "list[float] | None"], token)
        if slot is not None:
            self.cap.answer(slot)
        if self.counted is not None and response is not None:
            self.counted(url, response.status, response.headers)

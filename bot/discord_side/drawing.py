"""Where the pictures are drawn: in a worker process, so that drawing never holds the bot's
interpreter lock.

Drawing a table is mostly short calls into Pillow, each taking the lock for a moment; in a thread
those moments stall the event loop, and every member's answer waits behind them. A process of its
own draws with a lock of its own. Until that process is up (it starts with the bot) and if it ever
breaks, pictures are drawn in a thread as before, so a picture is never refused for want of it.
That is the bot's own picture thread, one, not the event loop's shared pool: pictures queue for
it rather than several threads at once taking turns with the loop for the lock.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import TYPE_CHECKING, TypeVar

from bot.pictures import CardArt
from bot.pictures.pictures import hand_picture, showdown_picture
from bot.pictures.table import table_picture
from bot.text.i18n import current, speaking
from engine.cards import Card
from engine.views import PublicView

if TYPE_CHECKING:
    from bot.discord_side.metrics import BotMetrics

log = logging.getLogger(__name__)
T = TypeVar("T")
# Threads that draw at once. One: a thread drawing holds the interpreter lock for its Pillow calls,
# and the event loop waits on every thread that holds it; more would also queue on the two cores.
THREADS = 1

# The worker's own drawn cards, over the same folder as the bot's (files are written whole, then
# renamed, so the two never read each other's half-written card).
_worker_art: CardArt | None = None


def _start_worker(folder: str | None) -> None:
    global _worker_art
    _worker_art = CardArt(folder)


def _ready() -> int:
    return os.getpid()


def _table(view: PublicView, deck: str, locale: str) -> bytes:
    with speaking(locale):  # a process of its own: the caller's reader is not here
        return table_picture(view, deck, _worker_art)


def _hand(cards: tuple[Card, ...], deck: str) -> bytes:
    return hand_picture(cards, deck, _worker_art)


def _showdown(view: PublicView, deck: str, locale: str) -> bytes:
    with speaking(locale):
        return showdown_picture(view, deck, None, _worker_art)


def _reading(locale: str, draw: Callable[[], T]) -> Callable[[], T]:
    def drawn() -> T:
        with speaking(locale):
            return draw()
    return drawn


class Drawing:
    """The bot's pictures, drawn in a worker process (`worker` False: in threads only)."""

    def __init__(self, art: CardArt, deck: str, worker: bool = False, metrics: BotMetrics | None = None) -> None:
        self.art, self.deck, self.worker, self.metrics = art, deck, worker, metrics
        self._pool: ProcessPoolExecutor | None = None
        self._warm: Future[int] | None = None  # the worker's process id, once it has started
        self.in_process = 0  # pictures the worker drew: how the tests see it used
        self.in_thread = 0
        self._threads: ThreadPoolExecutor | None = ThreadPoolExecutor(THREADS, thread_name_prefix="picture")

    def start(self) -> None:
        """Start the worker; pictures go to it once it has imported what it draws with."""
        if not self.worker or self._pool is not None:
            return
        folder = str(self.art.folder) if self.art.folder is not None else None
        # spawn, not fork: the bot has threads and an event loop a forked child must not inherit
        self._pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"),
                                         initializer=_start_worker, initargs=(folder,))
        self._warm = self._pool.submit(_ready)

    def ready(self) -> bool:
        """Whether pictures go to the worker now."""
        warm = self._warm
        return self._pool is not None and warm is not None and warm.done() and warm.exception() is None

    def worker_pids(self) -> list[int]:
        return [self._warm.result()] if self.ready() and self._warm is not None else []

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
        if self._threads is not None:  # pictures queued still finish; any asked later go to to_thread
            self._threads.shutdown(wait=False)
            self._threads = None

    # A picture's words are in the caller's reader's language, taken along explicitly: neither the
    # worker process nor the picture thread (run_in_executor copies no context) has it.
    async def table(self, view: PublicView) -> bytes:
        locale = current()
        return await self._draw("table", _table, (view, self.deck, locale),
                                _reading(locale, lambda: table_picture(view, self.deck, self.art)))

    async def hand(self, cards: Sequence[Card]) -> bytes:
        hand = tuple(cards)
        return await self._draw("hand", _hand, (hand, self.deck), lambda: hand_picture(hand, self.deck, self.art))

    async def showdown(self, view: PublicView) -> bytes:
        locale = current()
        return await self._draw("showdown", _showdown, (view, self.deck, locale),
                                _reading(locale, lambda: showdown_picture(view, self.deck, None, self.art)))

    async def _draw(self, kind: str, remote: Callable[..., T], args: tuple[object, ...], here: Callable[[], T]) -> T:
        """Draw in the worker if it is up, else in a thread; timed for the metrics (`kind`: which
        picture), the wait for the worker or a thread included."""
        started = time.perf_counter()
        try:
            return await self._drawn(remote, args, here)
        finally:
            if self.metrics is not None:
                self.metrics.picture_seconds.labels(kind).observe(time.perf_counter() - started)

    async def _drawn(self, remote: Callable[..., T], args: tuple[object, ...], here: Callable[[], T]) -> T:
        pool = self._pool
        if pool is not None and self.ready():
            try:
                result = await asyncio.wrap_future(pool.submit(remote, *args))
                self.in_process += 1
                return result
            except BrokenProcessPool:
                log.warning("The picture worker stopped; pictures are drawn in the bot's own process now.")
                self._pool = None
        self.in_thread += 1
        if self._threads is None:
            return await asyncio.to_thread(here)
        return await asyncio.get_running_loop().run_in_executor(self._threads, here)

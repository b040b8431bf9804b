"""Where the pictures are drawn: in a worker process, so that drawing never holds the bot's
interpreter lock, and on two cores takes the other one.

Drawing a table is mostly short calls into Pillow, each taking the lock for a moment; in a thread
those moments stall the event loop, and every member's answer waits behind them. A process of its
own draws with a lock of its own. It is fed through its pipes by the event loop itself
(`bot/discord_side/picture_worker.py`) rather than by a process pool's two threads, and its input is the
bot's: it ends when the bot does, however the bot ends (a pool's process could outlive a killed
bot). The processor time is the same either way (9.0 and 9.2 ms an interaction at 200 tables).
Until that process is up (it starts with the bot) and if it ever breaks, pictures are drawn in a
thread as before, so a picture is never refused for want of it. That is the bot's own picture
thread, one, not the event loop's shared pool: pictures queue for it rather than several threads
at once taking turns with the loop for the lock.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import pickle
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, TypeVar

from bot.discord_side.picture_worker import HEAD, job_bytes
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


class WorkerGone(Exception):
    """The picture worker's process ended, or its answer could not be read."""


class Worker:
    """The picture worker's process, and the pictures asked of it and not yet answered."""

    def __init__(self, folder: str | None) -> None:
        self.folder = folder
        self.process: asyncio.subprocess.Process | None = None
        self.pid: int | None = None  # once it has said it is ready
        self.gone = False
        self._asked: dict[int, asyncio.Future[bytes]] = {}
        self._numbers = 0
        self._reading: asyncio.Task[None] | None = None

    async def start(self) -> None:
        try:
            self.process = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "bot.discord_side.picture_worker", self.folder or "",
                stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE)
        except OSError as exc:
            log.warning("The picture worker could not start (%s); pictures are drawn in the bot's own process.",
                        type(exc).__name__)
            self.gone = True
            return
        self._reading = asyncio.create_task(self._read())

    def ready(self) -> bool:
        return self.pid is not None and not self.gone

    async def draw(self, kind: str, args: tuple[object, ...]) -> bytes:
        process = self.process
        if process is None or process.stdin is None or not self.ready():
            raise WorkerGone
        self._numbers += 1
        number = self._numbers
        answer: asyncio.Future[bytes] = asyncio.get_running_loop().create_future()
        self._asked[number] = answer
        body = job_bytes((number, kind, args))
        try:
            process.stdin.write(HEAD.pack(len(body)) + body)
        except (ConnectionError, RuntimeError) as exc:  # its pipe closed: it has gone
            self._asked.pop(number, None)
            raise WorkerGone from exc
        return await answer

    async def _read(self) -> None:
        assert self.process is not None and self.process.stdout is not None
        out = self.process.stdout
        try:
            while True:
                body = await out.readexactly(HEAD.unpack(await out.readexactly(HEAD.size))[0])
                number, picture, failed = pickle.loads(body)
                if number == 0:
                    self.pid = picture
                    continue
                answer = self._asked.pop(number, None)
                if answer is None or answer.done():
                    continue
                if failed is None:
                    answer.set_result(picture)
                else:
                    answer.set_exception(WorkerGone(failed))
        except (asyncio.IncompleteReadError, ConnectionError, pickle.UnpicklingError, ValueError):
            pass
        finally:
            self.gone = True
            for answer in self._asked.values():
                if not answer.done():
                    answer.set_exception(WorkerGone())
            self._asked.clear()

    def close(self) -> None:
        """End it now (its input closed and the process killed); `aclose` lets it end."""
        self.gone = True
        if self.process is not None:
            if self.process.stdin is not None:
                self.process.stdin.close()
            with contextlib.suppress(ProcessLookupError):
                if self.process.returncode is None:
                    self.process.kill()
        if self._reading is not None:
            self._reading.cancel()

    async def aclose(self, wait: float = 5.0) -> None:
        """Close its input, so it ends once the picture in hand is drawn; killed after `wait` s."""
        if self.process is not None:
            if self.process.stdin is not None:
                self.process.stdin.close()
            try:
                await asyncio.wait_for(self.process.wait(), wait)
            except TimeoutError:
                self.close()
                await self.process.wait()
        self.close()


class Drawing:
    """The bot's pictures, drawn in a worker process (`worker` False: in threads only)."""

    def __init__(self, art: CardArt, deck: str, worker: bool = False, metrics: BotMetrics | None = None) -> None:
        self.art, self.deck, self.worker, self.metrics = art, deck, worker, metrics
        self._worker: Worker | None = None
        self._starting: asyncio.Task[None] | None = None
        self.in_process = 0  # pictures the worker drew: how the tests see it used
        self.in_thread = 0
        self._threads: ThreadPoolExecutor | None = ThreadPoolExecutor(THREADS, thread_name_prefix="picture")

    def start(self) -> None:
        """Start the worker (from the event loop); pictures go to it once it has imported what it
        draws with."""
        if not self.worker or self._worker is not None:
            return
        self._worker = Worker(str(self.art.folder) if self.art.folder is not None else None)
        self._starting = asyncio.get_running_loop().create_task(self._worker.start())

    def ready(self) -> bool:
        """Whether pictures go to the worker now."""
        return self._worker is not None and self._worker.ready()

    def worker_pids(self) -> list[int]:
        return [self._worker.pid] if self._worker is not None and self._worker.pid is not None \
            and self.ready() else []

    def close(self) -> None:
        if self._worker is not None:
            self._worker.close()
            self._worker = None
        self._close_threads()

    async def aclose(self) -> None:
        """Let the worker end (the pictures it is drawing are not awaited), then the thread."""
        worker, self._worker = self._worker, None
        if self._starting is not None:
            with contextlib.suppress(Exception):
                await self._starting
        if worker is not None:
            await worker.aclose()
        self._close_threads()

    def _close_threads(self) -> None:
        if self._threads is not None:  # pictures queued still finish; any asked later go to to_thread
            self._threads.shutdown(wait=False)
            self._threads = None

    # A picture's words are in the caller's reader's language, taken along explicitly: neither the
    # worker process nor the picture thread (run_in_executor copies no context) has it.
    async def table(self, view: PublicView) -> bytes:
        locale = current()
        return await self._draw("table", (view, self.deck, locale),
                                _reading(locale, lambda: table_picture(view, self.deck, self.art)))

    async def hand(self, cards: Sequence[Card]) -> bytes:
        hand = tuple(cards)
        return await self._draw("hand", (hand, self.deck), lambda: hand_picture(hand, self.deck, self.art))

    async def showdown(self, view: PublicView) -> bytes:
        locale = current()
        return await self._draw("showdown", (view, self.deck, locale),
                                _reading(locale, lambda: showdown_picture(view, self.deck, None, self.art)))

    async def _draw(self, kind: str, args: tuple[object, ...], here: Callable[[], bytes]) -> bytes:
        """Draw in the worker if it is up, else in a thread; timed for the metrics (`kind`: which
        picture), the wait for the worker or a thread included."""
        started = time.perf_counter()
        try:
            return await self._drawn(kind, args, here)
        finally:
            if self.metrics is not None:
                self.metrics.picture_seconds.labels(kind).observe(time.perf_counter() - started)

    async def _drawn(self, kind: str, args: tuple[object, ...], here: Callable[[], bytes]) -> bytes:
        worker = self._worker
        if worker is not None and worker.ready():
            try:
                result = await worker.draw(kind, args)
                self.in_process += 1
                return result
            except WorkerGone as exc:
                if worker.gone and self._worker is worker:
                    log.warning("The picture worker stopped; pictures are drawn in the bot's own process now.")
                    self._worker = None
                elif not worker.gone:
                    log.warning("The picture worker could not draw a %s picture (%s); drawn here instead.",
                                kind, exc)
        self.in_thread += 1
        if self._threads is None:
            return await asyncio.to_thread(here)
        return await asyncio.get_running_loop().run_in_executor(self._threads, here)


def _reading(locale: str, draw: Callable[[], T]) -> Callable[[], T]:
    def drawn() -> T:
        with speaking(locale):
            return draw()
    return drawn

"""Whether the database answers, as every transaction sees it.

A server that restarts (or a network that drops) fails every transaction for a while with
`DatabaseUnavailable`.  The first failure marks the database away, logs one WARNING and
starts a probe that asks the server once a second or so; the first transaction or probe
that succeeds marks it back, logs one INFO and wakes whoever waits (`back`): the tables'
clocks that died on the failure, and the LISTEN of a cluster.  No traceback is logged for
an outage: it is the server's, not a bug.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable

from bot.storage.errors import DatabaseUnavailable

log = logging.getLogger("poker.storage")

FIRST_PROBE = 0.5  # seconds before the first probe; each later one waits longer, up to LAST_PROBE
LAST_PROBE = 5.0


class Outage:
    def __init__(self, probe: Callable[[], Awaitable[None]], what: str) -> None:
        self._probe = probe  # one round trip to the server; raises DatabaseUnavailable while away
        self.what = what  # the database, as the log names it (no password)
        self.since: float | None = None  # monotonic time it went, while away
        self._back = asyncio.Event()
        self._back.set()
        self._probing: asyncio.Task[None] | None = None

    @property
    def away(self) -> bool:
        return self.since is not None

    def lost(self, exc: DatabaseUnavailable) -> None:
        """A transaction failed because the server cannot be reached."""
        if self.since is not None:
            return
        self.since = time.monotonic()
        self._back.clear()
        log.warning("the database cannot be reached (%s): the tables wait for it", exc)
        with contextlib.suppress(RuntimeError):  # no running loop: nobody to wake either
            self._probing = asyncio.get_running_loop().create_task(self._probe_until_back(), name="db-probe")

    def answered(self) -> None:
        """A transaction went through: if the database was away, it is back."""
        if self.since is None:
            return
        away, self.since = time.monotonic() - self.since, None
        log.info("the database answers again, after %.0f s away", away)
        self._back.set()

    async def back(self) -> None:
        """Return once the database answers (at once, if it is not away)."""
        await self._back.wait()

    async def _probe_until_back(self) -> None:
        pause = FIRST_PROBE
        while self.since is not None:
            await asyncio.sleep(pause)
            pause = min(LAST_PROBE, pause * 1.5)
            with contextlib.suppress(DatabaseUnavailable):  # still away
                await self._probe()
                self.answered()

    async def close(self) -> None:
        if self._probing is not None:
            self._probing.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._probing

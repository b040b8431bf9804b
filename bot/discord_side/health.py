"""/metrics on METRICS_ADDRESS, served on the bot's own event loop: no thread of its own.

- /metrics: the bot's registry, in the Prometheus text format.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import TYPE_CHECKING

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

from bot.discord_side.errors import CannotServe
from bot.discord_side.metrics import BotMetrics

if TYPE_CHECKING:  # for annotations only: the bot's module imports this one
    from bot.discord_side.app import PokerBot

log = logging.getLogger("poker.health")

LAG_EVERY = 0.5  # seconds between two looks at the event loop's lag


class HealthServer:
    def __init__(self, bot: PokerBot, metrics: BotMetrics, host: str, port: int) -> None:
        self.bot = bot
        self.metrics = metrics
        self.host = host
        self.port = port  # the port asked for; once started, the one bound (port 0 picks a free one)
        self.lag = 0.0  # the event loop's latest lag, seconds
        self._runner: web.AppRunner | None = None
        self._watching: asyncio.Task[None] | None = None

    async def start(self) -> None:
        app = web.Application()
        app.router.add_get("/metrics", self._metrics)
        runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await runner.setup()
        try:
            await web.TCPSite(runner, self.host, self.port).start()
        except OSError as exc:
            await runner.cleanup()
            raise CannotServe(f"METRICS_ADDRESS {self.host}:{self.port}: cannot listen there "
                              f"({exc.strerror or exc})") from None
        self._runner = runner
        for address in runner.addresses:
            if isinstance(address, tuple) and len(address) >= 2:
                self.port = int(address[1])
                break
        self._watching = asyncio.create_task(self._watch_lag(), name="loop-lag")
        log.info("metrics on http://%s:%d/metrics", self.host, self.port)

    async def stop(self) -> None:
        if self._watching is not None:
            self._watching.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._watching
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def _watch_lag(self) -> None:
        """How late a timer fires is how long the loop was busy with something else."""
        loop = asyncio.get_running_loop()
        while True:
            asked = loop.time()
            await asyncio.sleep(LAG_EVERY)
            self.lag = max(0.0, loop.time() - asked - LAG_EVERY)
            self.metrics.loop_lag.observe(self.lag)

    async def _metrics(self, request: web.Request) -> web.Response:
        body = generate_latest(self.metrics.registry)
        return web.Response(body=body, headers={"Content-Type": CONTENT_TYPE_LATEST})



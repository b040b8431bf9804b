"""/metrics, /healthz and /readyz on METRICS_ADDRESS, served on the bot's own event loop.

No thread of its own: an answer from /healthz is the event loop answering, so a loop that is
stuck (a long computation, a blocking call) fails the check instead of being called healthy.

- /healthz: 200 while the process runs and its loop answers, with the loop's latest lag;
- /readyz: 200 when the gateway is connected and READY, the database answers and its schema is
  the one this code needs; 503 with what is not ready otherwise (starting, stopping, the
  gateway away, the database away);
- /metrics: the bot's registry, in the Prometheus text format.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

from bot.discord_side.errors import CannotServe
from bot.discord_side.metrics import BotMetrics, Watched, gateway_ready
from bot.storage import DatabaseUnavailable, StorageError

log = logging.getLogger("poker.health")

LAG_EVERY = 0.5  # seconds between two looks at the event loop's lag
READY_TIMEOUT = 3.0  # seconds /readyz waits for the database before it says it does not answer


class HealthServer:
    def __init__(self, bot: Watched, metrics: BotMetrics, host: str, port: int) -> None:
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
        app.router.add_get("/healthz", self._healthz)
        app.router.add_get("/readyz", self._readyz)
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
        log.info("metrics and health checks on http://%s:%d/", self.host, self.port)

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

    async def _healthz(self, request: web.Request) -> web.Response:
        return _json(200, {"healthy": True, "loop_lag_seconds": round(self.lag, 4)})

    async def _readyz(self, request: web.Request) -> web.Response:
        checks = {"gateway": self._gateway(), "database": await self._database()}
        ready = all(said == "ok" for said in checks.values())
        return _json(200 if ready else 503, {"ready": ready, **checks})

    def _gateway(self) -> str:
        bot = self.bot
        if bot.stopping or bot.is_closed():
            return "stopping"
        return "ok" if gateway_ready(bot) else "not connected"

    async def _database(self) -> str:
        bot = self.bot
        if not bot.built:
            return "starting"
        if bot.storage.outage.away:  # its own probe watches for the return; no pile of waiting checks
            return "away"
        try:
            problem = await asyncio.wait_for(bot.storage.ready(), READY_TIMEOUT)
        except DatabaseUnavailable:
            return "away"
        except TimeoutError:
            return f"no answer within {READY_TIMEOUT:g} s"
        except StorageError as exc:
            return str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        return "ok" if problem is None else problem


def _json(status: int, body: dict[str, object]) -> web.Response:
    return web.Response(status=status, text=json.dumps(body) + "\n", content_type="application/json")

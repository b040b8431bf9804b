"""The real bot, run as `poker-bot run` runs it, in a child process pointed at the emulation.

It is started as ``python -m bot run`` with its settings in the environment, so
the sandbox plays exactly what a server would: settings, migrations, command
sync, cogs, recovery. If it exits on its own, it is started again after a
pause that grows while it keeps failing.
"""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

STOP_SECONDS = 20.0  # the bot's own drain is 5 s; then the database closes
FIRST_PAUSE, MOST_PAUSE = 1.0, 30.0
STEADY_SECONDS = 60.0  # a bot that ran this long starts again after the first pause

# Settings the child must not take from the person's environment: they belong to the real bot.
NOT_PASSED = ("DISCORD_TOKEN", "DISCORD_API_BASE", "DISCORD_GATEWAY_URL", "DEV_GUILD_ID", "DATABASE_URL",
              "STATE_DIR")


def child_environment(*, token: str, api_base: str, gateway_url: str, database_url: str, state_dir: Path,
                      card_art_dir: Path, card_deck: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k.upper() not in NOT_PASSED}
    env.update(DISCORD_TOKEN=token, DISCORD_API_BASE=api_base, DISCORD_GATEWAY_URL=gateway_url,
               DATABASE_URL=database_url, STATE_DIR=str(state_dir), CARD_ART_DIR=str(card_art_dir),
               CARD_DECK=card_deck, PYTHONUNBUFFERED="1",
               METRICS_ADDRESS="off")  # the real bot's port (from .env too): never the child's
    return env


class BotProcess:
    """Start, watch, restart and stop the bot's process; ``status`` is what the page shows.

    One task (``_keep_running``) owns the child: it starts it, waits for it, and ends it when
    cancelled, so there is never more than one. Starts, restarts and stops take turns.
    """

    def __init__(self, env: dict[str, str], cwd: Path, *, on_change: Callable[[], None],
                 connected: Callable[[], bool]) -> None:
        self.env = env
        self.cwd = cwd
        self.on_change = on_change
        self.connected = connected  # whether the emulation has a live gateway session of the bot
        self.process: asyncio.subprocess.Process | None = None
        self.detail = "starting"
        self.exits: list[int] = []
        self._watch: asyncio.Task[None] | None = None
        self._pause = FIRST_PAUSE
        self._turns = asyncio.Lock()
        self._restarts = 0  # restarts begun so far
        self._closed = False

    @property
    def status(self) -> str:
        if self.process is not None and self.process.returncode is None:
            return "online" if self.connected() else "starting"
        return "offline"

    def describe(self) -> dict[str, Any]:
        return {"status": self.status, "detail": self.detail if self.status != "online" else "",
                "pid": self.process.pid if self.process else None, "restarts": len(self.exits)}

    async def start(self) -> None:
        async with self._turns:
            if not self._closed and self._watch is None:
                self._watch = asyncio.create_task(self._keep_running(), name="sandbox-bot")

    async def restart(self) -> None:
        """Stop the bot as SIGTERM does and start it again: its tables resume. Restarts asked
        for together make one: a restart begun after this one was asked serves it too."""
        asked = self._restarts
        async with self._turns:
            if self._closed or self._restarts > asked:
                return
            self._restarts += 1
            await self._halt()
            self._pause = FIRST_PAUSE
            self._watch = asyncio.create_task(self._keep_running(), name="sandbox-bot")

    async def stop(self) -> None:
        """SIGTERM, as a service manager sends: the bot finishes what is in hand and closes.
        For good: nothing starts it again."""
        self._closed = True
        async with self._turns:
            await self._halt()
        self.detail = "stopped"
        self.on_change()

    async def _halt(self) -> None:
        watch, self._watch = self._watch, None
        if watch is not None:
            watch.cancel()
            await asyncio.wait([watch])  # its child ended; a cancel of this caller still comes through

    async def _keep_running(self) -> None:
        while True:
            started = time.monotonic()
            self.detail = "starting"
            # Cancelled while this spawns, asyncio kills the new child itself.
            process = self.process = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "bot", "run", env=self.env, cwd=self.cwd,
                stdin=asyncio.subprocess.DEVNULL, start_new_session=True)  # Ctrl-C is the sandbox's to pass on
            self.on_change()
            try:
                code = await process.wait()
            except asyncio.CancelledError:
                await self._end(process)
                raise
            self.exits.append(code)
            if time.monotonic() - started > STEADY_SECONDS:
                self._pause = FIRST_PAUSE
            self.detail = f"the bot exited with status {code}; starting it again in {self._pause:g} s"
            log.warning("sandbox: %s", self.detail)
            self.on_change()
            await asyncio.sleep(self._pause)
            self._pause = min(self._pause * 2, MOST_PAUSE)

    async def _end(self, process: asyncio.subprocess.Process) -> None:
        if process.returncode is not None:
            return
        self.detail = "stopping"
        self.on_change()
        process.send_signal(signal.SIGTERM)
        try:
            await asyncio.wait_for(process.wait(), STOP_SECONDS)
        except TimeoutError:
            log.warning("sandbox: the bot did not stop within %g s; killed", STOP_SECONDS)
            process.kill()
            await process.wait()

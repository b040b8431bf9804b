"""The real bot, run as `poker-bot run` runs it, in a child process pointed at the emulation.

It is started as ``python -m bot run`` with its settings in the environment, so
the sandbox plays exactly what a server would: settings, migrations, command
sync, cogs, recovery. If it exits on its own, it is started again after a
pause that grows while it keeps failing.
"""

from __future__ import annotations

import asyncio
import contextlib
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
               CARD_DECK=card_deck, PYTHONUNBUFFERED="1")
    return env


class BotProcess:
    """Start, watch, restart and stop the bot's process; ``status`` is what the page shows."""

    def __init__(self, env: dict[str, str], cwd: Path, *, on_change: Callable[[], None],
                 connected: Callable[[], bool]) -> None:
        self.env = env
        self.cwd = cwd
        self.on_change = on_change
        self.connected = connected  # whether the emulation has a live gateway session of the bot
        self.process: asyncio.subprocess.Process | None = None
        self.detail = "starting"
        self.exits: list[int] = []
        self._stopping = False
        self._watch: asyncio.Task[None] | None = None
        self._pause = FIRST_PAUSE

    @property
    def status(self) -> str:
        if self.process is not None and self.process.returncode is None:
            return "online" if self.connected() else "starting"
        return "offline"

    def describe(self) -> dict[str, Any]:
        return {"status": self.status, "detail": self.detail if self.status != "online" else "",
                "pid": self.process.pid if self.process else None, "restarts": len(self.exits)}

    async def start(self) -> None:
        self._stopping = False
        self._watch = asyncio.create_task(self._keep_running(), name="sandbox-bot")

    async def _keep_running(self) -> None:
        while not self._stopping:
            started = time.monotonic()
            self.detail = "starting"
            self.process = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "bot", "run", env=self.env, cwd=self.cwd,
                stdin=asyncio.subprocess.DEVNULL, start_new_session=True)  # Ctrl-C is the sandbox's to pass on
            self.on_change()
            code = await self.process.wait()
            if self._stopping:
                break
            self.exits.append(code)
            if time.monotonic() - started > STEADY_SECONDS:
                self._pause = FIRST_PAUSE
            self.detail = f"the bot exited with status {code}; starting it again in {self._pause:g} s"
            log.warning("sandbox: %s", self.detail)
            self.on_change()
            await asyncio.sleep(self._pause)
            self._pause = min(self._pause * 2, MOST_PAUSE)

    async def restart(self) -> None:
        """Stop the bot as SIGTERM does and start it again: its tables resume."""
        await self.stop()
        self._pause = FIRST_PAUSE
        await self.start()

    async def stop(self) -> None:
        """SIGTERM, as a service manager sends: the bot finishes what is in hand and closes."""
        self._stopping = True
        process = self.process
        if process is not None and process.returncode is None:
            self.detail = "stopping"
            self.on_change()
            process.send_signal(signal.SIGTERM)
            try:
                await asyncio.wait_for(process.wait(), STOP_SECONDS)
            except TimeoutError:
                log.warning("sandbox: the bot did not stop within %g s; killed", STOP_SECONDS)
                process.kill()
                await process.wait()
        if self._watch is not None:
            self._watch.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._watch
            self._watch = None
        self.detail = "stopped"
        self.on_change()

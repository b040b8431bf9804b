"""One sandbox: the emulated Discord, the real bot in its own process, and the page.

`Sandbox.open` brings them up in that order (the page's port and the lock are
taken first, so a mistake is found before anything starts); `close` brings
them down in the reverse order and writes the world a last time.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import logging
import os
import socket
import time
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from aiohttp import web

from bot.sandbox import bodies, changes, health, page, seen, world_file
from bot.sandbox.bodies import Mistake
from bot.sandbox.bot_process import BotProcess, child_environment
from bot.sandbox.live import LivePages
from discord_emulator import DiscordWorld

log = logging.getLogger(__name__)

SAVE_EVERY = 1.0  # seconds between looks at whether the world changed
Json = dict[str, Any]


class SandboxError(Exception):
    """The sandbox cannot start: one line, exit status 2."""


@dataclass(frozen=True)
class SandboxFiles:
    """The sandbox's files, together beside its database: ``poker.db``, ``poker.world.json``,
    ``poker.lock``; the bot's own small files (``STATE_DIR``) in the same folder."""

    db: Path

    @property
    def folder(self) -> Path:
        return self.db.parent

    @property
    def world(self) -> Path:
        return self.db.with_suffix(".world.json")

    @property
    def lock(self) -> Path:
        return self.db.with_suffix(".lock")

    @property
    def database_url(self) -> str:
        return f"sqlite:///{self.db}"


def take_lock(files: SandboxFiles) -> IO[str]:
    """One sandbox a database: a second is refused while the first holds the lock."""
    try:
        handle = open(files.lock, "a+", encoding="utf-8")  # noqa: SIM115 - held: the lock lasts as the sandbox
    except OSError as exc:
        raise SandboxError(f"cannot write in {files.folder}: {exc.strerror}") from None
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        handle.seek(0)
        pid = handle.read().strip() or "?"
        handle.close()
        raise SandboxError(f"another sandbox (pid {pid}) is using {files.db}: stop it first, "
                           "or give this one another --db") from None
    handle.seek(0)
    handle.truncate()
    handle.write(str(os.getpid()))
    handle.flush()
    return handle


class Sandbox:
    def __init__(self, files: SandboxFiles, members: list[str], *, card_art_dir: Path, card_deck: str) -> None:
        self.files = files
        self.members = members
        self.card_art_dir = card_art_dir
        self.card_deck = card_deck
        self.world: DiscordWorld
        self.live: LivePages
        self.bot: BotProcess
        self._lock: IO[str] | None = None
        self._page: web.AppRunner | None = None
        self._tasks: list[asyncio.Task[None]] = []
        self._saved: tuple[int, ...] = ()
        self._changes = 0

    # -- up and down ------------------------------------------------------------------

    async def open(self, sock: socket.socket) -> None:
        self._lock = take_lock(self.files)
        if self.files.world.exists():
            self.world = world_file.load(self.files.world)
        else:
            self.world = world_file.new_world(self.members)
        world_file.as_sandbox(self.world)
        for name in self.members:  # --members names anyone new
            if not any(u.name == name for u in self.world.users.values()):
                changes.add_member(self.world, name)
        await self.world.start()
        world_file.fix_urls(self.world)
        self.save()
        self.live = LivePages(self.world)
        self._page = await page.serve(self, sock)
        env = child_environment(
            token=self.world.token, api_base=self.world.api_base, gateway_url=self.world.gateway_url,
            database_url=self.files.database_url, state_dir=self.files.folder,
            card_art_dir=self.card_art_dir, card_deck=self.card_deck)
        self.bot = BotProcess(env, self.files.folder, on_change=self.tell_state, connected=self._connected)
        await self.bot.start()
        self._tasks = [asyncio.create_task(self._every_second(), name="sandbox-health")]

    async def close(self) -> None:
        for task in self._tasks:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
        if hasattr(self, "bot"):
            await self.bot.stop()
        if hasattr(self, "live"):
            await self.live.close()
        if self._page is not None:
            await self._page.cleanup()
        if hasattr(self, "world"):
            if self.world.port:
                self.save()
            await self.world.close()
        if self._lock is not None:
            self._lock.close()
            with contextlib.suppress(OSError):
                self.files.lock.unlink()

    # -- state --------------------------------------------------------------------------

    def _connected(self) -> bool:
        return any(s.live for s in self.world.sessions)

    def bot_status(self) -> Json:
        user = self.world.bot_user
        return {"id": str(user.id), "name": user.name, **self.bot.describe()}

    def tell_state(self) -> None:
        """Members, channels, commands or the bot changed: every page redraws from its state."""
        if not hasattr(self, "live"):
            return
        for p in list(self.live.pages):
            p.send({"type": "state", "state": seen.state(self.world, p.user, self.bot_status())})

    def _generation(self) -> tuple[int, ...]:
        world = self.world
        edits = sum(m.edit_count for m in world.messages.by_id.values())
        # The channels as members see them: a thread the bot opens, a member it adds, a thread
        # archived or locked. A page learns of those only from its state (a message names the
        # thread before the page knows it: /poker learn's answer read "#unknown" until then).
        channels = world.channels.values()
        threads = (len(world.channels), sum(len(c.thread_members) for c in channels),
                   sum(c.archived for c in channels), sum(c.locked for c in channels))
        return (len(world.messages.by_id), edits, len(world.command_syncs), len(world.emojis.created),
                len(world.emojis.deleted), len(world.dm_channels), self._changes, *threads)

    def save(self) -> None:
        self._saved = self._generation()
        world_file.write(self.files.world, world_file.snapshot(self.world))

    async def _every_second(self) -> None:
        """Health to every page, the world written when it changed, late interactions told."""
        last_status: str | None = None
        while True:
            await asyncio.sleep(SAVE_EVERY)
            try:
                now = time.monotonic()
                status, generation = self.bot.status, self._generation()
                if status != last_status or generation[2:] != self._saved[2:]:
                    self.tell_state()  # the bot came or went, synced commands or uploaded emojis
                last_status = status
                for record in self.world.interactions.values():
                    if record.acked_at is None and health.late(record, now):
                        self.live.failed(record)
                self.live.to_all({"type": "health", "health": health.health(self.world, self.bot_status(), now)})
                health.trim(self.world)
                if generation != self._saved:
                    self.save()
            except Exception:  # the sandbox keeps serving; the log says what went wrong
                log.exception("sandbox: the once-a-second work failed")

    # -- changes the page asks for -----------------------------------------------------------

    async def change(self, body: Json) -> None:
        op = body.get("op")
        world = self.world
        if op == "add_member":
            changes.add_member(world, bodies.text(body, "name", changes.NAME_CHARACTERS))
        elif op == "set_admin":
            changes.set_admin(world, changes.find_user(world, body.get("user_id")), bool(body.get("admin")))
        elif op == "set_dms":
            changes.set_dms(changes.find_user(world, body.get("user_id")), bool(body.get("open")))
        elif op == "set_locale":
            changes.set_locale(changes.find_user(world, body.get("user_id")), str(body.get("locale")))
        elif op == "set_server_locale":
            await changes.set_server_locale(world, str(body.get("locale")))
        elif op == "add_channel":
            await changes.add_channel(world, bodies.text(body, "name", changes.NAME_CHARACTERS))
        elif op == "add_thread":
            parent = changes.find_channel(world, body.get("parent_id"))
            await changes.add_thread(world, parent, bodies.text(body, "name", changes.NAME_CHARACTERS))
        elif op == "restart_bot":
            await self.bot.restart()
        else:
            raise Mistake(f"unknown change {bodies.quote(op)}: add_member, set_admin, set_dms, set_locale, "
                          "set_server_locale, add_channel, add_thread or restart_bot")
        self._changes += 1
        self.tell_state()

"""A sandbox's page served in the test's own process: the real world, page and live pages,
with a stand-in for the bot's process (none is started), for the API's checks that need
no bot to answer."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from bot.sandbox import page, world_file
from bot.sandbox.app import Sandbox, SandboxFiles
from bot.sandbox.live import LivePages
from discord_emulator import Channel, Message, User


class NoBot:
    """Stands for the bot's process: always online, restarts do nothing."""

    status = "online"
    restarts = 0

    def describe(self) -> dict[str, Any]:
        return {"status": self.status, "detail": "", "pid": None, "restarts": self.restarts}

    async def restart(self) -> None:
        self.restarts += 1


@contextlib.asynccontextmanager
async def page_served(tmp_path: Path, members: tuple[str, ...] = ("alice", "bob", "carol")
                      ) -> AsyncIterator[tuple[Sandbox, str]]:
    """A sandbox's world and page, no bot; yields the sandbox and the page's address."""
    box = Sandbox(SandboxFiles(tmp_path / "poker.db"), list(members), card_art_dir=tmp_path,
                  card_deck="standard")
    box.world = world_file.as_sandbox(world_file.new_world(list(members)))
    await box.world.start()
    box.live = LivePages(box.world)
    box.bot = NoBot()  # type: ignore[assignment]
    sock = page.listening_socket(0)
    runner = await page.serve(box, sock)
    try:
        yield box, f"http://127.0.0.1:{sock.getsockname()[1]}/"
    finally:
        await box.live.close()
        await runner.cleanup()
        await box.world.close()


def member(box: Sandbox, name: str) -> User:
    return next(u for u in box.world.users.values() if u.name == name)


def poker(box: Sandbox) -> Channel:
    return next(c for c in box.world.channels.values() if c.name == "poker")


async def bot_says(box: Sandbox, channel: Channel, body: dict[str, Any], files: list[Any] | None = None) -> Message:
    """A message from the bot, as if it had sent it."""
    return await box.world.messages.create(channel, body, files or [], author=box.world.bot_user)

"""Shared fixtures. The Discord emulator's are imported lazily so engine tests never load discord.py."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from tests.discord_emulator import BotRunner, DiscordWorld


@pytest.fixture
async def discord_world() -> AsyncIterator[DiscordWorld]:
    """The standard world (``world.cast``) served on a free 127.0.0.1 port, discord.py pointed at it."""
    from tests.discord_emulator import build_standard_world

    world = build_standard_world()
    await world.start()
    try:
        with world.patched_discord():
            yield world
    finally:
        await world.close()


@pytest.fixture
async def bot_runner(discord_world: DiscordWorld) -> AsyncIterator[BotRunner]:
    """Starts bots against ``discord_world``; stops whichever are still running at the end."""
    from tests.discord_emulator import BotRunner

    runner = BotRunner(discord_world)
    try:
        yield runner
    finally:
        await runner.stop_all()

"""Run real discord.py bots against a :class:`DiscordWorld`: start, wait until ready, stop cleanly."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable

import discord

from .interactions import WAIT
from .state import EmulatorTimeout
from .world import DiscordWorld


class BotRunner:
    """Starts and stops ``discord.Client`` instances (``commands.Bot``, ``AutoShardedBot``...).

    discord.py must already point at the world (``world.patched_discord()``,
    which the ``discord_world`` fixture applies).
    """

    def __init__(
        self, world: DiscordWorld, *, guild_ready_timeout: float = 0.05, fast_identify: bool = True
    ) -> None:
        self.world = world
        self.guild_ready_timeout = guild_ready_timeout
        self.fast_identify = fast_identify
        self._tasks: dict[discord.Client, asyncio.Task[None]] = {}
        self.on_start: list[Callable[[discord.Client], None]] = []  # told of each bot as it starts

    async def start(self, bot: discord.Client, *, wait_for_sync: bool = True, timeout: float = WAIT) -> None:
        """Log in (which runs ``setup_hook``), connect, and return once ``on_ready`` has fired.

        With ``wait_for_sync``, also wait until the bot has synced its application
        commands at least once since this call (in ``setup_hook`` or ``on_ready``).
        """
        syncs_before = len(self.world.command_syncs)
        for hook in self.on_start:
            hook(bot)
        # READY waits this long after the last GUILD_CREATE; discord.py's 2 s default
        # would dominate every test.
        bot._connection.guild_ready_timeout = min(bot._connection.guild_ready_timeout, self.guild_ready_timeout)
        if self.fast_identify and type(bot).before_identify_hook is discord.Client.before_identify_hook:
            # The default hook sleeps 5 s before every IDENTIFY but the first (Discord's
            # identify rate limit); the emulator has no such limit to respect.
            bot.before_identify_hook = _no_identify_delay  # type: ignore[method-assign]
        try:
            async with asyncio.timeout(timeout):
                await bot.login(self.world.token)
                task = asyncio.create_task(bot.connect(reconnect=True), name=f"bot-{id(bot)}")
                self._tasks[bot] = task
                ready = asyncio.create_task(bot.wait_until_ready())
                try:
                    done, _ = await asyncio.wait({task, ready}, return_when=asyncio.FIRST_COMPLETED)
                finally:
                    ready.cancel()
                if task in done:
                    task.result()  # raises what stopped the bot
                    raise RuntimeError("the bot stopped before it was ready")
            if wait_for_sync:
                await self.world.wait_until(
                    lambda: len(self.world.command_syncs) > syncs_before, timeout=timeout, what="a command sync"
                )
        except BaseException:
            await self.stop(bot, quiet=True)  # no half-started bot, no unclosed HTTP session
            raise

    async def stop(self, bot: discord.Client, *, timeout: float = WAIT, quiet: bool = False) -> None:
        """Close the bot (gateway close 1000, HTTP session closed) and wait for it to finish.

        Re-raises whatever made the bot's connection task fail, unless ``quiet``.
        """
        task = self._tasks.pop(bot, None)
        await bot.close()
        if task is None:
            return
        await asyncio.wait({task}, timeout=timeout)
        if not task.done():
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
            raise EmulatorTimeout(f"the bot did not stop within {timeout}s")
        if not quiet and not task.cancelled() and task.exception() is not None:
            raise task.exception()  # type: ignore[misc]

    async def restart(self, old: discord.Client, new: discord.Client, **start_options: bool) -> None:
        """Stop ``old`` and start ``new`` against the same world, as a process restart would."""
        await self.stop(old)
        await self.start(new, **start_options)

    async def stop_all(self) -> None:
        for bot in list(self._tasks):
            await self.stop(bot)


async def _no_identify_delay(shard_id: int | None, *, initial: bool = False) -> None:
    return None

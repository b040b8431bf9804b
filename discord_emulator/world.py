"""The emulated Discord: its state, what users do in it, and the server it lives on."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from dataclasses import dataclass

from aiohttp import web

from .injection import Injector
from .model import Channel, Guild, Role, User
from .server import serve


@dataclass
class StandardCast:
    """Who and what the standard world holds (``standard.py``, ``build_standard_world``)."""

    guild: Guild
    poker: Channel  # #poker, where tables are played
    table_thread: Channel  # a public thread in #poker
    read_only: Channel  # #announcements: the bot can read but not send
    croupier: Role  # Manage Guild
    alice: User  # admin, holds the croupier role
    bob: User  # plain member
    carol: User  # plain member
    dave: User  # plain member whose DMs are closed
    erin: User  # shares no guild with the bot


class DiscordWorld(Injector):
    """A small Discord, served on 127.0.0.1, that records everything the bot does.

    Build the world (users, guilds, channels) before the bot connects; guilds
    reach the bot in READY and GUILD_CREATE.
    """

    def __init__(self, *, token: str = "emulator.bot.token", bot_name: str = "Foster") -> None:
        super().__init__(token=token, bot_name=bot_name)
        self._runner: web.AppRunner | None = None
        self.cast: StandardCast | None = None  # set by build_standard_world

    async def start(self) -> None:
        """Serve on a free 127.0.0.1 port."""
        self._runner, self.port = await serve(self)

    async def close(self) -> None:
        for connection in self.connections:
            if not connection.ws.closed:
                await connection.close(1001)
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    @contextlib.contextmanager
    def patched_discord(self) -> Iterator[None]:
        """Point discord.py at this world (REST base and default gateway) for the duration."""
        import discord.gateway
        import discord.http
        import yarl

        route, ws = discord.http.Route, discord.gateway.DiscordWebSocket
        saved = route.BASE, ws.DEFAULT_GATEWAY
        route.BASE, ws.DEFAULT_GATEWAY = self.api_base, yarl.URL(self.gateway_url)
        try:
            yield
        finally:
            route.BASE, ws.DEFAULT_GATEWAY = saved

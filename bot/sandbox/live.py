"""The pages open now, each a websocket acting as one member, and what each is told.

The emulation calls back on every message the bot creates, edits or deletes
and on every answer to an interaction; each page is sent only what its member
may see (`seen.may_see`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

from aiohttp import web

from bot.sandbox.emulator import CallbackType, DiscordWorld, InteractionRecord, Message, User
from bot.sandbox.seen import may_see, shown

log = logging.getLogger(__name__)

BACKLOG = 1_000  # a page this far behind is dropped; it reconnects and reloads its state

Json = dict[str, Any]


class Page:
    def __init__(self, ws: web.WebSocketResponse, user: User) -> None:
        self.ws = ws
        self.user = user
        self.queue: asyncio.Queue[Json | None] = asyncio.Queue()

    def send(self, event: Json) -> None:
        if self.queue.qsize() >= BACKLOG:
            self.queue.put_nowait(None)  # the sender closes it
        else:
            self.queue.put_nowait(event)

    async def pump(self) -> None:
        while (event := await self.queue.get()) is not None:
            await self.ws.send_json(event)
        await self.ws.close()


class LivePages:
    def __init__(self, world: DiscordWorld) -> None:
        self.world = world
        self.pages: set[Page] = set()
        self.told_failed: set[int] = set()
        world.message_observers.append(self._message)
        world.deletion_observers.append(self._deleted)
        world.callback_observers.append(self._answered)

    def _message(self, message: Message) -> None:
        snapshot: Json | None = None
        for page in self.pages:
            if may_see(page.user, message):
                snapshot = snapshot or message.snapshot()
                page.send({"type": "message", "message": shown(message, page.user, snapshot)})

    def _deleted(self, message: Message) -> None:
        message.deleted = False  # who could see it, as it was
        try:
            readers = [p for p in self.pages if may_see(p.user, message)]
        finally:
            message.deleted = True
        for page in readers:
            page.send({"type": "delete", "channel_id": str(message.channel.id), "id": str(message.id)})

    def _answered(self, record: InteractionRecord) -> None:
        if record.callback_type is CallbackType.MODAL:
            self.to(record.user, {"type": "modal", "interaction_id": str(record.id), "modal": record.modal})

    def failed(self, record: InteractionRecord) -> None:
        """Tell the member his interaction got no answer in time, as Discord's client does, once."""
        if record.id not in self.told_failed:
            self.told_failed.add(record.id)
            self.to(record.user, {"type": "failed", "interaction_id": str(record.id),
                                  "error": "The application did not respond"})

    def to(self, user: User, event: Json) -> None:
        for page in self.pages:
            if page.user is user:
                page.send(event)

    def to_all(self, event: Json) -> None:
        for page in self.pages:
            page.send(event)

    async def serve(self, request: web.Request, user: User, first: Json) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(heartbeat=20)
        await ws.prepare(request)
        page = Page(ws, user)
        page.send({"type": "state", "state": first})
        self.pages.add(page)
        pump = asyncio.create_task(page.pump())
        try:
            async for _ in ws:  # the page says nothing on it; this waits for it to close
                pass
        finally:
            self.pages.discard(page)
            pump.cancel()
            with contextlib.suppress(asyncio.CancelledError, ConnectionError):
                await pump
        return ws

    async def close(self) -> None:
        for page in list(self.pages):
            with contextlib.suppress(ConnectionError):
                await page.ws.close(code=1001, message=b"the sandbox is stopping")

"""The pages open now, each a websocket acting as one member, and what each is told.

The emulation calls back on every message the bot creates, edits or deletes
and on every answer to an interaction; each page is sent only what its member
may see (`seen.may_see`).

At most ``MOST_PAGES`` are open at once; one more is refused with a close of its
own (``REFUSED``, the reason in words). A page that falls ``BACKLOG`` events behind
is cut off. A page that closes lets go of all it held.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

from aiohttp import web

from bot.sandbox.seen import may_see, shown
from discord_emulator import CallbackType, DiscordWorld, InteractionRecord, Message, User

log = logging.getLogger(__name__)

BACKLOG = 1_000  # a page this far behind is dropped; it reconnects and reloads its state
MOST_PAGES = 32  # each holds its connection's buffers: tens of KB
REFUSED = 1013  # the websocket's "try again later"

Json = dict[str, Any]


class Page:
    def __init__(self, ws: web.WebSocketResponse, user: User, transport: asyncio.Transport | None) -> None:
        self.ws = ws
        self.user = user
        self.transport = transport
        self.queue: asyncio.Queue[Json] = asyncio.Queue()
        self.dropped = False

    def send(self, event: Json) -> None:
        if self.dropped:
            return
        if self.queue.qsize() >= BACKLOG:
            self.drop()
        else:
            self.queue.put_nowait(event)

    def drop(self) -> None:
        """Cut it off at once: a page that stopped reading would never take a polite close,
        and its backlog would stay. It reconnects and reloads its state."""
        self.dropped = True
        self.release()
        if self.transport is not None:
            self.transport.abort()

    def release(self) -> None:
        while not self.queue.empty():
            self.queue.get_nowait()

    async def pump(self) -> None:
        while True:
            await self.ws.send_json(await self.queue.get())


def refusal(most: int) -> str:
    return f"at most {most} pages may be open at once: close one"


class LivePages:
    def __init__(self, world: DiscordWorld, most: int = MOST_PAGES) -> None:
        self.world = world
        self.most = most
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
        # No compression: on 127.0.0.1 it saves nothing, and each page would hold a compressor.
        ws = web.WebSocketResponse(heartbeat=20, compress=False)
        if len(self.pages) >= self.most:
            await ws.prepare(request)
            await ws.close(code=REFUSED, message=refusal(self.most).encode())
            return ws
        page = Page(ws, user, request.transport)
        page.send({"type": "state", "state": first})
        self.pages.add(page)  # before any wait: pages opening together count against the cap
        pump: asyncio.Task[None] | None = None
        try:
            await ws.prepare(request)
            pump = asyncio.create_task(page.pump())
            async for _ in ws:  # the page says nothing on it; this waits for it to close
                pass
        finally:
            self.pages.discard(page)
            page.release()
            if pump is not None:
                pump.cancel()
                with contextlib.suppress(asyncio.CancelledError, ConnectionError):
                    await pump
        return ws

    async def close(self) -> None:
        for page in list(self.pages):
            with contextlib.suppress(ConnectionError):
                await page.ws.close(code=1001, message=b"the sandbox is stopping")

"""When each request reached the emulator, stamped as its bytes come in.

Discord stamps a request on arrival.  The emulator handles requests on one
event loop, and under a burst (hundreds of interaction callbacks at once) a
handler runs tens of milliseconds after its bytes arrived; stamping in the
handler would charge that queue, the stand-in's own, to the bot.  So every
connection's protocol sits behind a thin one that notes the moment data last
arrived on it: the client does not pipeline, so on a connection the last
bytes before a handler runs are that request's own.
"""

from __future__ import annotations

import asyncio
import socket
import time

from aiohttp import web


class _Stamped(asyncio.Protocol):
    """aiohttp's protocol for one connection, with the arrival of its data noted."""

    def __init__(self, inner: asyncio.Protocol, stamps: dict[object, float]) -> None:
        self.inner = inner
        self.stamps = stamps
        self.transport: asyncio.BaseTransport | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport
        self.inner.connection_made(transport)

    def data_received(self, data: bytes) -> None:
        self.stamps[self.transport] = time.monotonic()
        self.inner.data_received(data)

    def eof_received(self) -> bool | None:
        return self.inner.eof_received()

    def connection_lost(self, exc: Exception | None) -> None:
        self.stamps.pop(self.transport, None)
        self.inner.connection_lost(exc)

    def pause_writing(self) -> None:
        self.inner.pause_writing()

    def resume_writing(self) -> None:
        self.inner.resume_writing()


class StampedSite(web.SockSite):
    """A socket site whose connections note when each request arrived (see `arrived_at`)."""

    def __init__(self, runner: web.AppRunner, sock: socket.socket, stamps: dict[object, float]) -> None:
        super().__init__(runner, sock)
        self.stamps = stamps

    async def start(self) -> None:
        await web.BaseSite.start(self)  # registers the site with its runner
        server = self._runner.server
        assert server is not None
        self._server = await asyncio.get_running_loop().create_server(
            lambda: _Stamped(server(), self.stamps), sock=self._sock, backlog=self._backlog)


def arrived_at(request: web.Request, stamps: dict[object, float]) -> float:
    """When this request's bytes arrived (now, for a request that came some other way)."""
    return stamps.get(request.transport, time.monotonic())

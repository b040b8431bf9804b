"""Gateway sessions and intents: what the world keeps of each IDENTIFY, whatever socket it is on.

A :class:`Session` outlives its websocket so that a RESUME can replay what was
missed. It knows the socket only as a :class:`Link` (the gateway's
``GatewayConnection`` is one), so the world can hold sessions without knowing
the gateway that serves them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from aiohttp import web

DISPATCH = 0  # the opcode of an event

GUILDS_INTENT = 1 << 0
GUILD_MESSAGES = 1 << 9
DIRECT_MESSAGES = 1 << 12
PRIVILEGED = {"members": 1 << 1, "presences": 1 << 8, "message_content": 1 << 15}
ALL_INTENTS = (1 << 26) - 1


class Link(Protocol):
    """A client's websocket, as a session speaks over it."""

    ws: web.WebSocketResponse
    closed: bool

    async def send(self, payload: dict[str, Any]) -> None: ...

    async def close(self, code: int) -> None: ...


@dataclass(eq=False)
class Session:
    id: str
    shard_id: int
    shard_count: int
    intents: int
    identify: dict[str, Any]
    seq: int = 0
    sent: list[dict[str, Any]] = field(default_factory=list)
    connection: Link | None = None
    ready: bool = False  # READY and every GUILD_CREATE sent
    resumable: bool = True
    resumes: int = 0

    @property
    def live(self) -> bool:
        return self.ready and self.connection is not None and not self.connection.closed

    def has_intent(self, bit: int) -> bool:
        return bool(self.intents & bit)

    async def dispatch(self, event: str, data: dict[str, Any]) -> None:
        self.seq += 1
        payload = {"op": DISPATCH, "t": event, "s": self.seq, "d": data}
        self.sent.append(payload)
        if self.connection is not None and not self.connection.closed:
            await self.connection.send(payload)

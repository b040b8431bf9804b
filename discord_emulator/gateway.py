"""The gateway: HELLO, IDENTIFY, READY and GUILD_CREATE, heartbeats, RESUME, dispatches.

One session (``sessions.py``) per IDENTIFY outlives its websocket so that a
RESUME can replay what was missed; a client closing with 1000 or 1001 ends it,
as on Discord.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
import uuid
from typing import TYPE_CHECKING, Any

from aiohttp import WSMsgType, web

from .compression import Compressor, compressor_for
from .sessions import ALL_INTENTS, GUILDS_INTENT, PRIVILEGED, Session

if TYPE_CHECKING:
    from .model import Guild
    from .state import WorldState

log = logging.getLogger(__name__)

HEARTBEAT, IDENTIFY, PRESENCE, VOICE_STATE = 1, 2, 3, 4  # DISPATCH, 0, is in sessions.py
RESUME, RECONNECT, REQUEST_MEMBERS, INVALID_SESSION, HELLO, HEARTBEAT_ACK = 6, 7, 8, 9, 10, 11


class GatewayConnection:
    """One websocket from the client, from HELLO until it closes."""

    def __init__(self, world: WorldState, ws: web.WebSocketResponse, request: web.Request) -> None:
        self.world = world
        self.ws = ws
        self.path = request.path
        self.query = dict(request.query)
        self.compression = request.query.get("compress")
        self._compressor: Compressor = compressor_for(self.compression)
        self._send_lock = asyncio.Lock()
        self.session: Session | None = None
        self.received: list[dict[str, Any]] = []
        self.heartbeats = 0
        self.closed = False

    async def send(self, payload: dict[str, Any]) -> None:
        # One lock: a streaming compressor must see frames in the order they are sent.
        async with self._send_lock:
            if self.ws.closed:
                return
            frame = self._compressor.encode(json.dumps(payload, separators=(",", ":")))
            try:
                if isinstance(frame, bytes):
                    await self.ws.send_bytes(frame)
                else:
                    await self.ws.send_str(frame)
            except ConnectionError:
                log.debug("gateway send after the client went away")

    async def close(self, code: int) -> None:
        self.closed = True
        await self.ws.close(code=code)

    async def run(self) -> None:
        if self.query.get("encoding", "json") != "json" or self.query.get("v") not in (None, "10"):
            await self.close(4012)  # only JSON over gateway v10 is emulated
            return
        await self.send({"op": HELLO, "d": {"heartbeat_interval": self.world.heartbeat_interval_ms}})
        try:
            async for msg in self.ws:
                if msg.type is not WSMsgType.TEXT:
                    await self.close(4002)  # decode error: the client only sends JSON text
                    break
                await self._handle(json.loads(msg.data))
        finally:
            self.closed = True
            self._detach(self.ws.close_code)

    def _detach(self, code: int | None) -> None:
        session = self.session
        if session is None or session.connection is not self:
            return
        session.connection = None
        if code in (1000, 1001):
            session.resumable = False
        self.world.notify()

    async def _handle(self, message: dict[str, Any]) -> None:
        self.received.append(message)
        op, data = message.get("op"), message.get("d")
        if op == HEARTBEAT:
            self.heartbeats += 1
            await self.send({"op": HEARTBEAT_ACK})
        elif op == IDENTIFY:
            await self._identify(data or {})
        elif op == RESUME:
            await self._resume(data or {})
        elif op == REQUEST_MEMBERS:
            await self._request_members(data or {})
        elif op in (PRESENCE, VOICE_STATE):
            pass  # recorded in ``received``; nothing to answer
        else:
            await self.close(4001)  # unknown opcode

    async def _identify(self, data: dict[str, Any]) -> None:
        world = self.world
        if self.session is not None:
            await self.close(4005)  # already authenticated
            return
        if data.get("token") != world.token:
            await self.close(4004)
            return
        shard_id, shard_count = data.get("shard") or [0, 1]
        if not 0 <= shard_id < shard_count:
            await self.close(4010)  # invalid shard
            return
        intents = data.get("intents")
        if not isinstance(intents, int) or intents & ~ALL_INTENTS:
            await self.close(4013)
            return
        if any(intents & bit and name not in world.privileged_intents for name, bit in PRIVILEGED.items()):
            await self.close(4014)
            return
        session = Session(uuid.uuid4().hex, shard_id, shard_count, intents, data)
        session.connection = self
        self.session = session
        world.sessions.append(session)
        guilds = [g for g in world.guilds.values() if (g.id >> 22) % shard_count == shard_id]
        await session.dispatch("READY", _ready(world, session, guilds))
        if session.has_intent(GUILDS_INTENT):
            for guild in guilds:
                await session.dispatch("GUILD_CREATE", guild.create_payload())
        session.ready = True
        world.notify()

    async def _resume(self, data: dict[str, Any]) -> None:
        world = self.world
        session = next((s for s in world.sessions if s.id == data.get("session_id")), None)
        if session is None or not session.resumable or data.get("token") != world.token:
            await self.send({"op": INVALID_SESSION, "d": False})
            return
        old = session.connection
        if old is not None and old is not self:
            await old.close(4000)
        session.connection = self
        session.resumes += 1
        self.session = session
        seq = data.get("seq") or 0
        for payload in session.sent:
            if payload["s"] > seq:
                await self.send(payload)
        await session.dispatch("RESUMED", {})
        world.notify()

    async def _request_members(self, data: dict[str, Any]) -> None:
        session = self.session
        guild = self.world.guilds.get(int(data.get("guild_id", 0)))
        if session is None or guild is None:
            return
        wanted = {int(u) for u in data.get("user_ids") or []}
        query = (data.get("query") or "").lower()
        members = [
            m for m in guild.members.values()
            if (not wanted or m.id in wanted) and m.user.name.lower().startswith(query)
        ]
        if data.get("limit"):
            members = members[: data["limit"]]
        found = {m.id for m in members}
        chunk: dict[str, Any] = {
            "guild_id": str(guild.id),
            "members": [m.payload() for m in members],
            "chunk_index": 0,
            "chunk_count": 1,
            "not_found": [str(u) for u in wanted - found],
        }
        if data.get("nonce"):
            chunk["nonce"] = data["nonce"]
        await session.dispatch("GUILD_MEMBERS_CHUNK", chunk)


def _ready(world: WorldState, session: Session, guilds: list[Guild]) -> dict[str, Any]:
    return {
        "v": 10,
        "user": {**world.bot_user.payload(), "verified": True, "mfa_enabled": False, "flags": 0},
        "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
        "session_id": session.id,
        "session_type": "normal",
        "resume_gateway_url": world.resume_gateway_url,
        "shard": [session.shard_id, session.shard_count],
        "application": {"id": str(world.application_id), "flags": world.application_flags},
        "private_channels": [],
        "relationships": [],
        "presences": [],
        "user_settings": {},
        "geo_ordered_rtc_regions": [],
        "auth": {},
        "_trace": ["discord-emulator"],
    }


async def handle_gateway(world: WorldState, request: web.Request) -> web.WebSocketResponse:
    ws = web.WebSocketResponse(max_msg_size=0, autoping=True)
    await ws.prepare(request)
    connection = GatewayConnection(world, ws, request)
    world.connections.append(connection)
    world.gateway_connects.append((request.path, time.monotonic()))
    await connection.run()
    return ws

"""The page's web server: the static page, its JSON API and its websocket (docs/sandbox.md)."""

from __future__ import annotations

import json
import os
import socket
from collections.abc import Awaitable, Callable
from importlib import resources
from pathlib import Path
from typing import Any, Protocol

from aiohttp import web

from bot.sandbox import bodies, changes, seen
from bot.sandbox.bodies import Mistake, TooLarge
from bot.sandbox.live import LivePages
from discord_emulator import DiscordWorld, User


class Sandbox(Protocol):
    """What the page needs of the sandbox (`bot.sandbox.app.Sandbox`)."""

    world: DiscordWorld
    live: LivePages

    def bot_status(self) -> dict[str, Any]: ...

    async def change(self, body: dict[str, Any]) -> None: ...


STATIC = Path(str(resources.files("bot.sandbox") / "static"))
SANDBOX: web.AppKey[Sandbox] = web.AppKey("sandbox")

Json = dict[str, Any]
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def _answer(data: Json, status: int = 200) -> web.Response:
    return web.Response(text=json.dumps(data), status=status, content_type="application/json")


@web.middleware
async def one_line_errors(request: web.Request, handler: Handler) -> web.StreamResponse:
    """A mistake is 400 with its one line; a body too large 413, in the same form. Any other
    refusal of the API's (no such route, a plain GET of the websocket) too."""
    try:
        return await handler(request)
    except Mistake as exc:
        said: Json = {"error": bodies.one_line(str(exc))}
        if isinstance(exc, bodies.Refused):
            said["discord"] = exc.discord
        return _answer(said, 400)
    except (TooLarge, web.HTTPRequestEntityTooLarge):
        return _answer({"error": f"the request's body is over {bodies.MOST_BYTES // 1024 // 1024} MiB"}, 413)
    except web.HTTPException as exc:
        if exc.status < 400 or not request.path.startswith(("/api/", "/emojis/", "/attachments/")):
            raise
        return _answer({"error": exc.reason.lower()}, exc.status)


def _sandbox(request: web.Request) -> Sandbox:
    return request.app[SANDBOX]


def _member(box: Sandbox, value: object) -> User:
    """The member a request acts as; none named: the first (the admin), as a new page opens."""
    if value in (None, ""):
        return seen.members(box.world)[0]
    return changes.find_user(box.world, value)


async def index(request: web.Request) -> web.StreamResponse:
    return web.FileResponse(STATIC / "index.html", headers={"Cache-Control": "no-store"})


async def state(request: web.Request) -> web.Response:
    box = _sandbox(request)
    user = _member(box, request.query.get("as"))
    return _answer(seen.state(box.world, user, box.bot_status()))


async def live(request: web.Request) -> web.StreamResponse:
    box = _sandbox(request)
    user = _member(box, request.query.get("as"))
    return await box.live.serve(request, user, seen.state(box.world, user, box.bot_status()))


async def act(request: web.Request) -> web.Response:
    box = _sandbox(request)
    body = await bodies.json_object(request)
    user = changes.find_user(box.world, body.get("as"))
    if body.get("kind") == "message":
        message = await changes.post(box.world, user, body)
        return _answer({"message_id": str(message.id)})
    record = await changes.interact(box.world, user, body)
    return _answer({"interaction_id": str(record.id)})


async def autocomplete(request: web.Request) -> web.Response:
    box = _sandbox(request)
    body = await bodies.json_object(request)
    user = changes.find_user(box.world, body.get("as"))
    return _answer({"choices": await changes.autocomplete(box.world, user, body)})


async def change_world(request: web.Request) -> web.Response:
    box = _sandbox(request)
    body = await bodies.json_object(request)
    await box.change(body)
    user = _member(box, body.get("as"))
    return _answer(seen.state(box.world, user, box.bot_status()))


async def emoji(request: web.Request) -> web.Response:
    box = _sandbox(request)
    found = box.world.emojis.by_id.get(changes.find_id(request.match_info["emoji_id"]))
    if found is None:
        raise web.HTTPNotFound()
    return web.Response(body=found.image, content_type=found.content_type,
                        headers={"Cache-Control": "max-age=86400"})


async def attachment(request: web.Request) -> web.Response:
    """A file of a message the member ``as`` may see; any other is 404, as an unknown one."""
    box = _sandbox(request)
    user = changes.find_user(box.world, request.query.get("as"))
    info = request.match_info
    found = seen.file_for(box.world, user, changes.find_id(info["message_id"]), changes.find_id(info["attachment_id"]),
                          info["filename"])
    if found is None:
        raise web.HTTPNotFound()
    kind = found.content_type or "application/octet-stream"
    headers = {"Content-Type": kind, "Cache-Control": "private, max-age=86400", "X-Content-Type-Options": "nosniff",
               "Content-Security-Policy": "default-src 'none'; sandbox"}  # a file is never a page of ours
    if not kind.startswith("image/"):
        headers["Content-Disposition"] = "attachment"
    return web.Response(body=found.data, headers=headers)


def listening_socket(port: int) -> socket.socket:
    """Bound at once, so a port in use is found before anything starts. 127.0.0.1 only: the page
    is for the person at this machine."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    if os.name == "posix":
        # A sandbox stopped with pages open leaves its port in TIME_WAIT for a minute; without this
        # its restart on the same port would be refused. A port someone listens on is still refused.
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind(("127.0.0.1", port))
        sock.listen(128)
    except OSError:
        sock.close()
        raise
    return sock


async def serve(sandbox: Sandbox, sock: socket.socket) -> web.AppRunner:
    app = web.Application(middlewares=[one_line_errors], client_max_size=bodies.MOST_BYTES)
    app[SANDBOX] = sandbox
    app.router.add_get("/", index)
    app.router.add_get("/api/state", state)
    app.router.add_get("/api/live", live)
    app.router.add_post("/api/act", act)
    app.router.add_post("/api/autocomplete", autocomplete)
    app.router.add_post("/api/world", change_world)
    app.router.add_get(r"/emojis/{emoji_id:\d+}.png", emoji)
    app.router.add_get(r"/attachments/{message_id:\d+}/{attachment_id:\d+}/{filename}", attachment)
    if STATIC.is_dir():
        app.router.add_static("/static/", STATIC)
    runner = web.AppRunner(app, access_log=None, handle_signals=False)
    await runner.setup()
    await web.SockSite(runner, sock).start()
    return runner

"""The aiohttp application: gateway websockets, REST routes, and a catch-all that records the rest."""

from __future__ import annotations

import socket

from aiohttp import web

from . import errors
from .arrivals import StampedSite
from .gateway import handle_gateway
from .http_util import API_PREFIX, BODY, WORLD_KEY, discord_middleware
from .rest_app import add_app_routes
from .rest_emojis import add_emoji_routes
from .rest_interactions import add_interaction_routes
from .rest_messages import add_message_routes
from .rest_threads import add_thread_routes
from .state import RecordedRequest, WorldState


async def serve(world: WorldState) -> tuple[web.AppRunner, int]:
    """Start serving ``world`` on a free loopback port; returns the runner and the port."""
    app = web.Application(middlewares=[discord_middleware], client_max_size=32 * 1024 * 1024)
    app[WORLD_KEY] = world

    async def gateway(request: web.Request) -> web.StreamResponse:
        return await handle_gateway(world, request)

    async def unhandled(request: web.Request) -> web.StreamResponse:
        # Recorded so a test can assert the bot called nothing the emulator lacks.
        path = request.path.removeprefix(API_PREFIX)
        world.unhandled.append(RecordedRequest(request.method, path, "?", dict(request.query), request.get(BODY)))
        raise errors.route_not_found()

    async def attachment(request: web.Request) -> web.StreamResponse:
        # Discord's CDN form: /attachments/{channel}/{attachment}/{filename}?ex=…&is=…&hm=…;
        # deleting the message does not unpublish the file at once, so neither does the emulator.
        # A wrong secret is the same 404 as no such file: nothing is learned by guessing.
        info = request.match_info
        found = world.messages.attachments.get(int(info["attachment_id"]))
        if found is None or not found.opens(int(info["channel_id"]), info["filename"], request.query.get("hm", "")):
            raise web.HTTPNotFound()
        return web.Response(body=found.data, content_type=found.content_type or "application/octet-stream")

    app.router.add_get("/gateway", gateway)
    app.router.add_get("/resume-gateway", gateway)
    app.router.add_get(r"/attachments/{channel_id:\d{1,20}}/{attachment_id:\d{1,20}}/{filename}", attachment)
    add_app_routes(app.router)
    add_emoji_routes(app.router)
    add_message_routes(app.router)
    add_thread_routes(app.router)
    add_interaction_routes(app.router)
    app.router.add_route("*", API_PREFIX + "/{tail:.*}", unhandled)  # last: the routes above win

    runner = web.AppRunner(app, access_log=None, handle_signals=False)
    await runner.setup()
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    await StampedSite(runner, sock, world.arrivals).start()
    return runner, sock.getsockname()[1]

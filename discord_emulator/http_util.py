"""What every REST route shares: bodies in, JSON out, the request log, auth and rate limits."""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Awaitable, Callable
from email.utils import formatdate
from typing import Any

from aiohttp import web

from . import errors, openapi, validation
from .arrivals import arrived_at
from .ratelimits import too_many_requests_headers
from .state import RecordedRequest, WorldState
from .uploads import Upload, check_request

log = logging.getLogger(__name__)

API_PREFIX = "/api/v10"
WORLD_KEY: web.AppKey[WorldState] = web.AppKey("discord_world")
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]

# Typed request keys where aiohttp has them (3.14+), plain strings before.
_RequestKey = getattr(web, "RequestKey", None)
BODY: Any = _RequestKey("body", object) if _RequestKey else "body"
UPLOADS: Any = _RequestKey("uploads", list) if _RequestKey else "uploads"
ARRIVED: Any = _RequestKey("arrived", float) if _RequestKey else "arrived"

# Routes authenticated by the token in the URL rather than the bot token.
TOKEN_IN_URL = ("/webhooks/{webhook_id}/{webhook_token}", "/interactions/")


def json_response(data: Any, status: int = 200, headers: dict[str, str] | None = None) -> web.Response:
    # Exactly "application/json": discord.py compares the header verbatim, and
    # aiohttp's json_response would append "; charset=utf-8".
    if status == 204:
        return web.Response(status=204, headers=headers)
    body = json.dumps(data, separators=(",", ":")).encode()
    return web.Response(body=body, status=status, headers={"Content-Type": "application/json", **(headers or {})})


def no_content() -> web.Response:
    return web.Response(status=204)


async def read_body(request: web.Request) -> tuple[Any, list[Upload]]:
    """The JSON body, or for multipart the ``payload_json`` part plus the ``files[n]`` parts."""
    if not request.can_read_body:
        return None, []
    if request.content_type == "multipart/form-data":
        payload: Any = None
        uploads: list[Upload] = []
        reader = await request.multipart()
        while (part := await reader.next()) is not None:
            name = part.name or ""  # type: ignore[union-attr]
            data = await part.read()  # type: ignore[union-attr]
            if name == "payload_json":
                payload = json.loads(data)
            elif name.startswith("files["):
                uploads.append(Upload(
                    int(name[6:-1]), part.filename or name,  # type: ignore[union-attr]
                    bytes(data), part.headers.get("Content-Type"),
                ))
        return payload, uploads
    raw = await request.read()
    return (json.loads(raw) if raw else None), []


def _major(info: dict[str, str]) -> str:
    # The same major parameters discord.py keys its buckets on.
    keys = ("channel_id", "guild_id", "webhook_id", "webhook_token")
    return "+".join(info[k] for k in keys if k in info)


@web.middleware
async def discord_middleware(request: web.Request, handler: Handler) -> web.StreamResponse:
    if not request.path.startswith(API_PREFIX):
        return await handler(request)
    world = request.app[WORLD_KEY]
    resource = request.match_info.route.resource
    route = (resource.canonical if resource else request.path).removeprefix(API_PREFIX)
    path = request.path.removeprefix(API_PREFIX)
    record = RecordedRequest(request.method, path, route, dict(request.query), None)
    try:
        body, uploads = await read_body(request)
    except (json.JSONDecodeError, ValueError):
        body, uploads = None, []
        response: web.StreamResponse = json_response({"message": "400: Bad Request", "code": 50109}, 400)
    else:
        record.json, record.files = body, [u.filename for u in uploads]
        request[BODY], request[UPLOADS] = body, uploads
        request[ARRIVED] = record.at = arrived_at(request, world.arrivals)  # its last byte, as Discord stamps
        record.major = _major(dict(request.match_info))
        response = await _answer(world, request, handler, record)
    record.status = response.status
    if world.answer_problems is not None:
        _check_answer(world.answer_problems, record, response)
    # Every answer is dated, as Discord's are, by the emulated Discord's clock.
    response.headers["Date"] = formatdate(time.time() + world.clock_offset, usegmt=True)
    world.requests.append(record)
    log.debug("%s %s -> %s", request.method, route, response.status)  # never bodies: they hold cards
    world.notify()
    return response


async def _answer(
    world: WorldState, request: web.Request, handler: Handler, record: RecordedRequest
) -> web.StreamResponse:
    if not record.route.startswith(TOKEN_IN_URL) and request.headers.get("Authorization") != f"Bot {world.token}":
        error = errors.unauthorized()
        record.error_code = error.code
        return json_response(error.body(), error.status)
    verdict = world.rate_limits.check(record.method, record.route, record.major, at=record.at)
    if verdict.retry_after is not None:
        body = {"message": "You are being rate limited.", "retry_after": verdict.retry_after, "global": verdict.is_global}
        headers = too_many_requests_headers(verdict.retry_after, is_global=verdict.is_global)
        return json_response(body, 429, headers)
    try:
        check_request(request[UPLOADS], request.content_length, request[BODY])  # the files first: 30015, 413
        # Held to Discord's published schema for this route before anything acts on it; the
        # handlers see the body as Discord reads it (integer snowflakes as strings).
        body = validation.trimmed(request[BODY])  # an embed's text as Discord counts it
        request[BODY] = openapi.check_body(record.method, record.route, record.path, body)
        response = await handler(request)
    except errors.DiscordError as error:
        record.error_code = error.code
        response = json_response(error.body(), error.status)
    response.headers.update(verdict.headers)
    return response


def _check_answer(problems: list[str], record: RecordedRequest, response: web.StreamResponse) -> None:
    """Note where a successful JSON answer breaks the spec's schema for its route."""
    body = getattr(response, "body", None)
    if not 200 <= response.status < 300 or not isinstance(body, bytes) or not body:
        return
    for path, code, message in openapi.check_answer(record.method, record.route, record.path, response.status,
                                                    json.loads(body)):
        problems.append(f"{record.method} {record.route} {response.status}: {path or '(the body)'} {code} {message}")


def snowflake(request: web.Request, name: str) -> int:
    try:
        return int(request.match_info[name])
    except ValueError:
        raise errors.invalid_form_body([(name, "NUMBER_TYPE_COERCE", "Value is not snowflake.")]) from None

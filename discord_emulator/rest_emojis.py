"""Application emoji routes, as discord.py 2.7 calls them (``fetch_application_emojis``,
``fetch_application_emoji``, ``create_application_emoji``, ``Emoji.edit``, ``Emoji.delete``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from aiohttp import web

from . import errors
from .emojis import ApplicationEmoji, EmojiStore
from .http_util import BODY, WORLD_KEY, json_response, no_content, snowflake

if TYPE_CHECKING:
    from .state import WorldState

routes = web.RouteTableDef()
API = "/api/v10"
EMOJIS = API + "/applications/{application_id}/emojis"


def _store(request: web.Request) -> EmojiStore:
    world: WorldState = request.app[WORLD_KEY]
    if snowflake(request, "application_id") != world.application_id:
        raise errors.missing_access()  # another application's emojis
    return world.emojis


def _emoji(request: web.Request) -> ApplicationEmoji:
    return _store(request).get(snowflake(request, "emoji_id"))


@routes.get(EMOJIS)
async def list_emojis(request: web.Request) -> web.Response:
    return json_response({"items": [e.payload() for e in _store(request).by_id.values()]})


@routes.post(EMOJIS)
async def create_emoji(request: web.Request) -> web.Response:
    return json_response(_store(request).create(request[BODY] or {}).payload(), 201)


@routes.get(EMOJIS + "/{emoji_id}")
async def get_emoji(request: web.Request) -> web.Response:
    return json_response(_emoji(request).payload())


@routes.patch(EMOJIS + "/{emoji_id}")
async def edit_emoji(request: web.Request) -> web.Response:
    emoji = _emoji(request)
    return json_response(_store(request).rename(emoji, request[BODY] or {}).payload())


@routes.delete(EMOJIS + "/{emoji_id}")
async def delete_emoji(request: web.Request) -> web.Response:
    emoji = _emoji(request)
    _store(request).delete(emoji)
    return no_content()


def add_emoji_routes(router: web.UrlDispatcher) -> None:
    router.add_routes(routes)

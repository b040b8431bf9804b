"""Start-up and application routes: who am I, where is the gateway, command sync, lookups."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any, TypeVar

from aiohttp import web

from . import command_rules, errors, openapi
from .http_util import BODY, WORLD_KEY, json_response, no_content, snowflake
from .model import Guild, Payload

if TYPE_CHECKING:
    from .state import WorldState


T = TypeVar("T")


def found(thing: T | None, what: str) -> T:
    """`thing`, or Discord's 404 for an unknown `what` ("User", "Channel"...)."""
    if thing is None:
        raise errors.not_found(what)
    return thing

routes = web.RouteTableDef()
API = "/api/v10"


def _world(request: web.Request) -> WorldState:
    return request.app[WORLD_KEY]


@routes.get(API + "/users/@me")
async def me(request: web.Request) -> web.Response:
    world = _world(request)
    return json_response({**world.bot_user.payload(), "verified": True, "mfa_enabled": False, "flags": 0,
                          "locale": "en-US"})


@routes.get(API + "/users/@me/guilds")
async def my_guilds(request: web.Request) -> web.Response:
    """The bot's guilds as partial guild objects, with its permissions in each (guild level)."""
    world = _world(request)
    bot_id = world.bot_user.id
    try:  # Discord's paging: up to `limit` (1 to 200, 200 by default) servers by id, after `after`
        limit, after = int(request.query.get("limit", 200)), int(request.query.get("after", 0))
    except ValueError:
        raise errors.invalid_form_body([("limit", "NUMBER_TYPE_COERCE", "Value is not int.")]) from None
    if not 1 <= limit <= 200:
        raise errors.invalid_form_body([("limit", "NUMBER_TYPE_MAX", "int value should be less than or equal to 200.")])
    mine = sorted((g for g in world.guilds.values() if bot_id in g.members and g.id > after), key=lambda g: g.id)
    return json_response([
        {"id": str(g.id), "name": g.name, "icon": None, "banner": None, "owner": g.owner_id == bot_id,
         "permissions": str(g.permissions(bot_id)), "features": []}
        for g in mine[:limit]
    ])


@routes.get(API + "/users/{user_id}")
async def get_user(request: web.Request) -> web.Response:
    user = found(_world(request).users.get(snowflake(request, "user_id")), "User")
    return json_response(user.payload())


@routes.get(API + "/oauth2/applications/@me")
@routes.get(API + "/applications/@me")
async def application(request: web.Request) -> web.Response:
    world = _world(request)
    return json_response({
        "id": str(world.application_id),
        "name": world.bot_user.name,
        "icon": None,
        "description": "",
        "summary": "",
        "type": None,
        "bot_public": False,
        "bot_require_code_grant": False,
        "verify_key": "0" * 64,
        "owner": world.owner.payload(),
        "team": None,
        "flags": world.application_flags,
        "bot": world.bot_user.payload(),
        "interactions_endpoint_url": None,  # set, discord.py would warn that interactions go elsewhere
        "install_params": {"scopes": ["bot", "applications.commands"], "permissions": "0"},
        "integration_types_config": {"0": {}},
        "approximate_guild_count": len(world.guilds),
        "approximate_user_install_count": 0,
        "approximate_user_authorization_count": 0,
        "redirect_uris": [],
        "role_connections_verification_url": None,
        "eligible_oauth2_scopes": [],
        "explicit_content_filter": 0,
        "flags_new": str(world.application_flags),
    })


@routes.get(API + "/gateway")
async def gateway(request: web.Request) -> web.Response:
    return json_response({"url": _world(request).gateway_url})


@routes.get(API + "/gateway/bot")
async def gateway_bot(request: web.Request) -> web.Response:
    world = _world(request)
    return json_response({
        "url": world.gateway_url,
        "shards": world.shard_count,
        "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 86_400_000, "max_concurrency": 1},
    })


# -- application commands ---------------------------------------------------------


def _table(request: web.Request) -> tuple[dict[tuple[int, str], Payload], Guild | None]:
    world = _world(request)
    if snowflake(request, "application_id") != world.application_id:
        raise errors.missing_access()
    if "guild_id" not in request.match_info:
        return world.global_commands, None
    guild = world.guilds.get(snowflake(request, "guild_id"))
    if guild is None:
        raise errors.missing_access()  # the application is not in that guild
    return world.guild_commands.setdefault(guild.id, {}), guild


def _stored(world: WorldState, data: Payload, guild: Guild | None, old: Payload | None) -> Payload:
    """A command as Discord echoes it: ids, version, defaults filled in; ids kept across syncs."""
    command: Payload = {
        "type": 1,
        "options": [],
        "default_member_permissions": None,
        "dm_permission": True,
        "nsfw": False,
        "name_localizations": None,
        "description_localizations": None,
        "integration_types": [0],
        **data,
        "id": old["id"] if old else str(world.ids.next()),
        "application_id": str(world.application_id),
        "version": str(world.ids.next()),
    }
    if command["type"] != 1:
        command["description"] = ""
    if command["integration_types"] is None:  # sent as null: Discord keeps its default, a guild install
        command["integration_types"] = [0]
    if command["default_member_permissions"] is not None:  # a bit set, which Discord echoes as its text
        command["default_member_permissions"] = str(command["default_member_permissions"])
    if guild is not None:
        command["guild_id"] = str(guild.id)
        command.pop("dm_permission", None)
    command.setdefault("contexts", None if guild else [0, 1, 2])
    return command


@routes.get(API + "/applications/{application_id}/commands")
@routes.get(API + "/applications/{application_id}/guilds/{guild_id}/commands")
async def list_commands(request: web.Request) -> web.Response:
    table, _ = _table(request)
    return json_response(list(table.values()))


def _key(command: Payload) -> tuple[int, str]:
    """A command's place in its table: its type and name (Discord's own uniqueness)."""
    return int(command.get("type", 1)), str(command["name"])


@routes.put(API + "/applications/{application_id}/commands")
@routes.put(API + "/applications/{application_id}/guilds/{guild_id}/commands")
async def bulk_overwrite(request: web.Request) -> web.Response:
    world = _world(request)
    table, guild = _table(request)
    body: list[Payload] = request[BODY] or []
    command_rules.check_commands(body, openapi.locales())
    new = {}
    for data in body:
        new[_key(data)] = _stored(world, data, guild, table.get(_key(data)))
    table.clear()
    table.update(new)
    world.command_syncs.append((guild.id if guild else None, time.monotonic()))
    return json_response(list(table.values()))


@routes.post(API + "/applications/{application_id}/commands")
@routes.post(API + "/applications/{application_id}/guilds/{guild_id}/commands")
async def upsert(request: web.Request) -> web.Response:
    world = _world(request)
    table, guild = _table(request)
    data: Payload = request[BODY] or {}
    command_rules.check_commands([data], openapi.locales())
    key = _key(data)
    existed = key in table
    table[key] = _stored(world, data, guild, table.get(key))
    world.command_syncs.append((guild.id if guild else None, time.monotonic()))
    return json_response(table[key], 200 if existed else 201)


def _find_command(table: dict[tuple[int, str], Payload], command_id: str) -> tuple[int, str]:
    for key, command in table.items():
        if command["id"] == command_id:
            return key
    raise errors.not_found("application command")


@routes.get(API + "/applications/{application_id}/commands/{command_id}")
@routes.get(API + "/applications/{application_id}/guilds/{guild_id}/commands/{command_id}")
async def get_command(request: web.Request) -> web.Response:
    table, _ = _table(request)
    return json_response(table[_find_command(table, request.match_info["command_id"])])


@routes.delete(API + "/applications/{application_id}/commands/{command_id}")
@routes.delete(API + "/applications/{application_id}/guilds/{guild_id}/commands/{command_id}")
async def delete_command(request: web.Request) -> web.Response:
    table, _ = _table(request)
    del table[_find_command(table, request.match_info["command_id"])]
    return no_content()


# -- guild lookups ------------------------------------------------------------------


def _guild(request: web.Request) -> Guild:
    guild = found(_world(request).guilds.get(snowflake(request, "guild_id")), "Guild")
    return guild


@routes.get(API + "/guilds/{guild_id}")
async def get_guild(request: web.Request) -> web.Response:
    data: dict[str, Any] = _guild(request).create_payload()
    for key in ("channels", "threads", "members", "presences", "voice_states", "joined_at", "large", "member_count"):
        data.pop(key, None)  # the REST guild object is the GUILD_CREATE one without these
    # ... and with these, which the spec's GuildResponse requires: a plain server's.
    plain = {
        "description": None, "home_header": None, "splash": None, "discovery_splash": None, "banner": None,
        "application_id": None, "region": "deprecated", "afk_channel_id": None, "afk_timeout": 300,
        "system_channel_flags": 0, "widget_enabled": False, "widget_channel_id": None, "max_presences": None,
        "max_members": 25_000_000, "max_stage_video_channel_users": 50, "max_video_channel_users": 25,
        "vanity_url_code": None, "premium_subscription_count": 0, "rules_channel_id": None,
        "safety_alerts_channel_id": None, "public_updates_channel_id": None, "premium_progress_bar_enabled": False,
        "nsfw": False, "incidents_data": None,
    }
    return json_response({**plain, **data})


@routes.get(API + "/guilds/{guild_id}/members/{user_id}")
async def get_member(request: web.Request) -> web.Response:
    member = found(_guild(request).members.get(snowflake(request, "user_id")), "Member")
    return json_response(member.payload())


@routes.get(API + "/guilds/{guild_id}/roles")
async def get_roles(request: web.Request) -> web.Response:
    return json_response([r.payload() for r in _guild(request).roles.values()])


@routes.get(API + "/guilds/{guild_id}/channels")
async def get_channels(request: web.Request) -> web.Response:
    return json_response([c.payload() for c in _guild(request).channels if not c.is_thread])


@routes.get(API + "/channels/{channel_id}")
async def get_channel(request: web.Request) -> web.Response:
    channel = found(_world(request).channels.get(snowflake(request, "channel_id")), "Channel")
    return json_response(channel.payload())


def add_app_routes(router: web.UrlDispatcher) -> None:
    router.add_routes(routes)

"""Channel messages, DM channels and threads, with Discord's permission checks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from aiohttp import web

from . import errors
from . import permissions as perms
from .content import as_read
from .http_util import BODY, UPLOADS, WORLD_KEY, json_response, no_content, snowflake
from .model import Channel, Message, Payload
from .sessions import GUILDS_INTENT

if TYPE_CHECKING:
    from .state import WorldState

routes = web.RouteTableDef()
API = "/api/v10"


def _world(request: web.Request) -> WorldState:
    return request.app[WORLD_KEY]


def _channel(request: web.Request, *need: int) -> Channel:
    """The channel in the URL, after checking the bot may view it and has every bit in ``need``."""
    world = _world(request)
    channel = world.channels.get(snowflake(request, "channel_id"))
    if channel is None:
        raise errors.not_found("Channel")
    if channel.guild is not None:
        granted = channel.guild.permissions(world.bot_user.id, channel)
        if not granted & perms.VIEW_CHANNEL:
            raise errors.missing_access()
        for bit in need:
            if not granted & bit:
                raise errors.missing_permissions()
    return channel


def _message(request: web.Request, channel: Channel) -> Message:
    return _world(request).messages.get(channel, snowflake(request, "message_id"))


def _read(request: web.Request, message: Message) -> Payload:
    """A message as the bot reads it over REST: a member's, emptied unless the message content
    intent is turned on in the developer portal (the docs' "HTTP Restrictions")."""
    world = _world(request)
    return as_read(message.payload, world.bot_user.id, intent="message_content" in world.privileged_intents)


@routes.post(API + "/users/@me/channels")
async def create_dm(request: web.Request) -> web.Response:
    world = _world(request)
    body = request[BODY] or {}
    user = world.users.get(int(body.get("recipient_id", 0)))
    if user is None:
        raise errors.not_found("User")
    return json_response(world.dm_channel(user).payload())


@routes.get(API + "/channels/{channel_id}/messages")
async def history(request: web.Request) -> web.Response:
    channel = _channel(request, perms.READ_MESSAGE_HISTORY)
    messages = _world(request).messages.in_channel(channel)
    if "before" in request.query:
        messages = [m for m in messages if m.id < int(request.query["before"])]
    if "after" in request.query:
        messages = [m for m in messages if m.id > int(request.query["after"])]
        messages = messages[: int(request.query.get("limit", 50))]
    else:
        messages = messages[-int(request.query.get("limit", 50)):]
    return json_response([_read(request, m) for m in reversed(messages)])


@routes.post(API + "/channels/{channel_id}/messages")
async def send(request: web.Request) -> web.Response:
    world = _world(request)
    channel = _channel(request)
    uploads = request[UPLOADS]
    if channel.guild is not None:
        granted = channel.guild.permissions(world.bot_user.id, channel)
        speak = perms.SEND_MESSAGES_IN_THREADS if channel.is_thread else perms.SEND_MESSAGES
        if not granted & speak or (uploads and not granted & perms.ATTACH_FILES):
            raise errors.missing_permissions()
        if channel.archived:
            # A message opens an archived thread again, unless it is locked.
            if channel.locked and not granted & perms.MANAGE_THREADS:
                raise errors.thread_archived()
            channel.archived = False
            await world.dispatch_event(channel.guild, "THREAD_UPDATE", channel.payload(), GUILDS_INTENT)
    else:
        assert channel.recipient is not None
        shares_guild = any(channel.recipient.id in g.members for g in world.guilds.values())
        if not channel.recipient.dms_open or not shares_guild:
            raise errors.cannot_dm()
    message = await world.messages.create(channel, request[BODY], uploads, author=world.bot_user)
    return json_response(message.payload)


@routes.get(API + "/channels/{channel_id}/messages/{message_id}")
async def get_message(request: web.Request) -> web.Response:
    channel = _channel(request, perms.READ_MESSAGE_HISTORY)
    return json_response(_read(request, _message(request, channel)))


@routes.patch(API + "/channels/{channel_id}/messages/{message_id}")
async def edit(request: web.Request) -> web.Response:
    world = _world(request)
    channel = _channel(request)
    message = _message(request, channel)
    if message.author_id != world.bot_user.id:
        raise errors.not_author()
    await world.messages.edit(message, request[BODY], request[UPLOADS])
    return json_response(message.payload)


@routes.delete(API + "/channels/{channel_id}/messages/{message_id}")
async def delete(request: web.Request) -> web.Response:
    world = _world(request)
    channel = _channel(request)
    message = _message(request, channel)
    guild = channel.guild
    others = message.author_id != world.bot_user.id
    if others and guild is not None and not guild.permissions(world.bot_user.id, channel) & perms.MANAGE_MESSAGES:
        raise errors.missing_permissions()
    await world.messages.delete(message)
    return no_content()


@routes.post(API + "/channels/{channel_id}/typing")
async def typing(request: web.Request) -> web.Response:
    _channel(request, perms.SEND_MESSAGES)
    return no_content()


@routes.post(API + "/channels/{channel_id}/threads")
@routes.post(API + "/channels/{channel_id}/messages/{message_id}/threads")
async def start_thread(request: web.Request) -> web.Response:
    world = _world(request)
    body = request[BODY] or {}
    from_message = "message_id" in request.match_info
    private = not from_message and body.get("type", 12) == 12
    need = perms.CREATE_PRIVATE_THREADS if private else perms.CREATE_PUBLIC_THREADS
    channel = _channel(request, need)
    if channel.guild is None or channel.is_thread:
        raise errors.invalid_form_body([("channel_id", "CHANNEL_TYPE_INVALID", "Threads need a text channel")])
    starter = _message(request, channel).id if from_message else None
    thread = world.add_thread(channel, body.get("name", ""), private=private, thread_id=starter)
    await world.dispatch_event(channel.guild, "THREAD_CREATE", {**thread.payload(), "newly_created": True}, GUILDS_INTENT)
    return json_response(thread.payload(), 201)


def add_message_routes(router: web.UrlDispatcher) -> None:
    router.add_routes(routes)

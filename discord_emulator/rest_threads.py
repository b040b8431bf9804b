"""Threads' members, and archiving a thread, with Discord's permission checks.

Who may see a private thread is `Guild.permissions`': its members and those
who manage threads.  Adding a member needs the right to speak in the thread,
and the thread not archived; removing another needs MANAGE_THREADS, or to be
the private thread's creator.  A thread is archived or locked by those who
manage threads; a member who may speak there opens an unlocked one again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from aiohttp import web

from . import errors
from . import permissions as perms
from .http_util import BODY, WORLD_KEY, json_response, no_content, snowflake
from .model import Channel
from .sessions import GUILDS_INTENT
from .snowflake import iso_now

if TYPE_CHECKING:
    from .state import WorldState

routes = web.RouteTableDef()
API = "/api/v10"
GUILD_MEMBERS_INTENT = 1 << 1  # a thread's other members changing is sent only with it


def _world(request: web.Request) -> WorldState:
    return request.app[WORLD_KEY]


def _thread(request: web.Request) -> tuple[Channel, int]:
    """The thread in the URL and what the bot may do in it; a thread it may not see is refused."""
    world = _world(request)
    channel = world.channels.get(snowflake(request, "channel_id"))
    if channel is None:
        raise errors.not_found("Channel")
    if channel.guild is None:
        raise errors.wrong_channel_type()
    granted = channel.guild.permissions(world.bot_user.id, channel)
    if not granted & perms.VIEW_CHANNEL:
        raise errors.missing_access()
    if not channel.is_thread:
        raise errors.wrong_channel_type()
    return channel, granted


def _user_id(request: web.Request) -> int:
    if request.match_info["user_id"] == "@me":
        return _world(request).bot_user.id
    return snowflake(request, "user_id")


async def _members_changed(request: web.Request, thread: Channel, added: int | None, removed: int | None) -> None:
    assert thread.guild is not None
    data: dict[str, object] = {"id": str(thread.id), "guild_id": str(thread.guild.id),
                               "member_count": len(thread.thread_members)}
    if added is not None:
        data["added_members"] = [_member(thread, added)]
    if removed is not None:
        data["removed_member_ids"] = [str(removed)]
    await _world(request).dispatch_event(thread.guild, "THREAD_MEMBERS_UPDATE", data, GUILD_MEMBERS_INTENT)


def _member(thread: Channel, user_id: int) -> dict[str, object]:
    return {"id": str(thread.id), "user_id": str(user_id), "join_timestamp": iso_now(), "flags": 0}


@routes.put(API + "/channels/{channel_id}/thread-members/{user_id}")
async def add_member(request: web.Request) -> web.Response:
    thread, granted = _thread(request)
    user_id = _user_id(request)
    assert thread.guild is not None
    if user_id not in thread.guild.members:
        raise errors.not_found("Member")
    if not granted & perms.SEND_MESSAGES_IN_THREADS:
        raise errors.missing_permissions()
    if thread.archived:
        raise errors.thread_archived()
    if user_id not in thread.thread_members:
        thread.thread_members.add(user_id)
        await _members_changed(request, thread, user_id, None)
    return no_content()


@routes.delete(API + "/channels/{channel_id}/thread-members/{user_id}")
async def remove_member(request: web.Request) -> web.Response:
    thread, granted = _thread(request)
    user_id = _user_id(request)
    world = _world(request)
    itself = user_id == world.bot_user.id
    creator = thread.is_private_thread and thread.owner_id == world.bot_user.id
    if not itself and not creator and not granted & perms.MANAGE_THREADS:
        raise errors.missing_permissions()
    if thread.archived:
        raise errors.thread_archived()
    if user_id in thread.thread_members:
        thread.thread_members.discard(user_id)
        await _members_changed(request, thread, None, user_id)
    return no_content()


@routes.get(API + "/channels/{channel_id}/thread-members")
async def list_members(request: web.Request) -> web.Response:
    thread, _granted = _thread(request)
    return json_response([_member(thread, user_id) for user_id in sorted(thread.thread_members)])


@routes.patch(API + "/channels/{channel_id}")
async def modify_thread(request: web.Request) -> web.Response:
    """A thread's name, archived and locked (other channels are not modified in the emulation)."""
    thread, granted = _thread(request)
    body = request[BODY] or {}
    archived = body.get("archived", thread.archived)
    locked = body.get("locked", thread.locked)
    if not isinstance(archived, bool) or not isinstance(locked, bool):
        raise errors.invalid_form_body([("archived", "BASE_TYPE_BAD_BOOLEAN", "Must be true or false")])
    reopening = thread.archived and archived is False and not locked and set(body) <= {"archived"}
    if reopening:
        if not granted & perms.SEND_MESSAGES_IN_THREADS:
            raise errors.missing_permissions()
    elif not granted & perms.MANAGE_THREADS:
        raise errors.missing_permissions()
    if thread.archived and archived is not False:
        raise errors.thread_archived()  # an archived thread changes only by being opened again
    if "name" in body:
        name = body["name"]
        if not isinstance(name, str) or not 1 <= len(name) <= 100:
            raise errors.invalid_form_body([("name", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length.")])
        thread.name = name
    thread.archived, thread.locked = archived, locked
    assert thread.guild is not None
    await _world(request).dispatch_event(thread.guild, "THREAD_UPDATE", thread.payload(), GUILDS_INTENT)
    return json_response(thread.payload())


def add_thread_routes(router: web.UrlDispatcher) -> None:
    router.add_routes(routes)

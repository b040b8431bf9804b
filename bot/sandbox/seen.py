"""What one member of the sandbox may see: the page is drawn from this and nothing else.

A member's page holds the guild's channels (of its private threads, those he
has joined), his own DMs with the bot, and the ephemeral replies meant for
him; never another member's DMs, ephemerals or private threads, which is
where the bot puts hidden cards and a learner's lessons.
"""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import quote

from bot.sandbox.world_file import client_locales, is_admin, sandbox_guild
from discord_emulator import Channel, DiscordWorld, Message, User, media
from discord_emulator.model import Attachment
from discord_emulator.permissions import VIEW_CHANNEL

SHOWN_PER_CHANNEL = 100

Json = dict[str, Any]


def may_see(user: User, message: Message) -> bool:
    if message.deleted:
        return False
    if message.ephemeral:
        return message.visible_to == user.id
    channel = message.channel
    return channel.recipient is user if channel.is_dm else sees_channel(user, channel)


def sees_channel(user: User, channel: Channel) -> bool:
    """A private thread is seen by its members and by those who manage threads, as on Discord."""
    guild = channel.guild
    if not channel.is_private_thread or guild is None:
        return True
    return user.id in guild.members and bool(guild.permissions(user.id, channel) & VIEW_CHANNEL)


def shown(message: Message, user: User, snapshot: Json | None = None) -> Json:
    """The message as ``user``'s page gets it: each file, in its attachments or shown by a
    component (components v2), fetched through the sandbox as him (``file_for``), never at the
    emulation's own address. ``snapshot``: one already taken, shared by every page: not changed."""
    data = dict(snapshot if snapshot is not None else message.snapshot())
    files = []
    for item in data.get("attachments") or []:
        url = _address(message, user, int(item["id"]), str(item["filename"]))
        files.append({**item, "url": url, "proxy_url": url})
    data["attachments"] = files
    data["components"] = copy.deepcopy(data.get("components") or [])

    def address(attachment_id: int) -> str:
        found = message.uploaded.get(attachment_id)
        return "" if found is None else _address(message, user, attachment_id, found.filename)

    media.repoint(data["components"], address)
    return data


def _address(message: Message, user: User, attachment_id: int, filename: str) -> str:
    return f"/attachments/{message.id}/{attachment_id}/{quote(filename, safe='')}?as={user.id}"


def file_for(world: DiscordWorld, user: User, message_id: int, attachment_id: int, filename: str
             ) -> Attachment | None:
    """A file of a message ``user`` may see, or None: another's DM or ephemeral answer gives
    nothing, as an unknown file does."""
    message = world.messages.by_id.get(message_id)
    if message is None or not may_see(user, message):
        return None
    found = message.uploaded.get(attachment_id)
    return found if found is not None and found.filename == filename else None


def members(world: DiscordWorld) -> list[User]:
    """The people of the sandbox, in the order they came: not the bot, not the guild's owner."""
    guild = sandbox_guild(world)
    return [m.user for m in guild.members.values() if not m.user.bot and m.user is not world.owner]


def channels(world: DiscordWorld) -> list[Channel]:
    return list(sandbox_guild(world).channels)


def messages_in(world: DiscordWorld, channel: Channel, user: User) -> list[Json]:
    every = world.messages.by_channel.get(id(channel), [])
    return [shown(m, user) for m in every if may_see(user, m)][-SHOWN_PER_CHANNEL:]


def state(world: DiscordWorld, user: User, bot: Json) -> Json:
    """The page's whole state for ``user`` (the API's ``GET /api/state``)."""
    guild = sandbox_guild(world)
    dm = world.dm_channels.get(user.id)
    his = [c for c in channels(world) if sees_channel(user, c)]
    seen = [*his, *([dm] if dm else [])]
    return {
        "me": str(user.id),
        "bot": bot,
        "guild": {"id": str(guild.id), "name": guild.name, "locale": guild.preferred_locale},
        "members": [{"id": str(u.id), "name": u.name, "admin": is_admin(guild, u), "dms_open": u.dms_open,
                     "locale": u.locale} for u in members(world)],
        "locales": client_locales(),  # what a member's client, or the server, may be set to
        "channels": [_channel(c) for c in his],
        "dm": None if dm is None else {"id": str(dm.id), "type": int(dm.type)},
        "commands": [*world.global_commands.values(), *world.guild_commands.get(guild.id, {}).values()],
        "emojis": {str(e.id): {"name": e.name, "url": f"/emojis/{e.id}.png"} for e in world.emojis.by_id.values()},
        "messages": {str(c.id): messages_in(world, c, user) for c in seen},
    }


def _channel(channel: Channel) -> Json:
    data: Json = {"id": str(channel.id), "name": channel.name, "type": int(channel.type)}
    if channel.parent is not None:
        data["parent_id"] = str(channel.parent.id)
    return data

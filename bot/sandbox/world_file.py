"""The sandbox's Discord: built on first start, kept in a JSON file, loaded again on the next.

The bot's database names guilds, channels, members and its table messages by id,
so a restarted sandbox must bring back the same ids, the messages the tables
live in and the commands the bot synced (it syncs again only when they change).
"""

from __future__ import annotations

import base64
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from discord_emulator import ChannelType, DiscordWorld, Guild, Message, User, media, openapi
from discord_emulator import permissions as perms
from discord_emulator.emojis import ApplicationEmoji
from discord_emulator.model import Attachment, Channel, Role
from discord_emulator.ratelimits import Limit

FORMAT = 1
GUILD_NAME = "Sandbox Club"
ADMIN_ROLE = "Admins"
KEPT_PER_CHANNEL = 200  # older messages are not written back: the file stays small
# Discord publishes no limit on creating application emojis; the emulation guesses 50 an
# hour. The bot's 53 cards must fit in one start, or cards stay text for an hour.
EMOJI_CREATES_AN_HOUR = 100

Json = dict[str, Any]


class WorldFileError(Exception):
    """The world file cannot be read: one line naming the file and what is wrong."""


def new_world(members: list[str]) -> DiscordWorld:
    """A guild with #poker, an admin role, and ``members``: the first of them an admin."""
    world = DiscordWorld(token="sandbox.bot.token")
    guild = world.add_guild(GUILD_NAME)
    admins = world.add_role(guild, ADMIN_ROLE, perms.MANAGE_GUILD)
    for i, name in enumerate(members):
        world.add_member(guild, world.add_user(name), roles=[admins] if i == 0 else [])
    world.add_text_channel(guild, "poker")
    return world


def sandbox_guild(world: DiscordWorld) -> Guild:
    return next(iter(world.guilds.values()))


# The bot's catalogues, read as files: the sandbox imports nothing of the bot it runs.
CATALOGUES = Path(__file__).parents[1] / "text" / "locales"
PSEUDO = "qps-ploc"  # the bot's test language, which no Discord client sends


def client_locales() -> list[str]:
    """The languages a member's client may be set to here: English, the Discord locales the bot
    has a catalogue for, and the pseudo-locale."""
    shipped = {p.name for p in CATALOGUES.iterdir() if p.is_dir()} if CATALOGUES.is_dir() else set()
    return ["en-US", *sorted(shipped & openapi.locales() - {"en-US"}), PSEUDO]


def admin_role(guild: Guild) -> Role:
    return next(r for r in guild.roles.values() if r.name == ADMIN_ROLE)


def is_admin(guild: Guild, user: User) -> bool:
    return bool(guild.permissions(user.id) & perms.MANAGE_GUILD)


def as_sandbox(world: DiscordWorld) -> DiscordWorld:
    """Rate limits as Discord's, enforced, so the bot paces itself as it would there."""
    world.rate_limits.enforce = True
    key = ("POST", "/applications/{application_id}/emojis")
    world.rate_limits.limits[key] = Limit(EMOJI_CREATES_AN_HOUR, 3600.0)
    return world


# -- writing ---------------------------------------------------------------------------


def snapshot(world: DiscordWorld) -> Json:
    """Everything a restart needs, as plain data (built on the event loop: a consistent copy)."""
    guild = sandbox_guild(world)
    channels = list(guild.channels)
    messages: list[Json] = []
    for channel in [*channels, *world.dm_channels.values()]:
        kept = world.messages.in_channel(channel)[-KEPT_PER_CHANNEL:]  # no ephemeral: their tokens die
        messages.extend(_message(m) for m in kept)
    return {
        "format": FORMAT,
        "token": world.token,
        "bot": {"id": world.bot_user.id, "name": world.bot_user.name},
        "users": [{"id": u.id, "name": u.name, "dms_open": u.dms_open, "locale": u.locale}
                  for u in world.users.values()],
        "guild": {
            "id": guild.id, "name": guild.name, "owner_id": guild.owner_id, "locale": guild.preferred_locale,
            "roles": [{"id": r.id, "name": r.name, "permissions": r.permissions, "position": r.position,
                       "bot_id": r.bot_id} for r in guild.roles.values()],
            "members": [{"id": m.id, "roles": m.role_ids} for m in guild.members.values()],
            "channels": [{"id": c.id, "type": int(c.type), "name": c.name, "position": c.position,
                          "parent_id": c.parent.id if c.parent else None, "owner_id": c.owner_id,
                          **_thread_state(c)}
                         for c in channels],
        },
        "dms": [{"user_id": user_id, "id": c.id} for user_id, c in world.dm_channels.items()],
        "messages": messages,
        "global_commands": list(world.global_commands.values()),
        "guild_commands": {str(g): list(t.values()) for g, t in world.guild_commands.items()},
        "emojis": [{"id": e.id, "name": e.name, "content_type": e.content_type,
                    "image": base64.b64encode(e.image).decode()} for e in world.emojis.by_id.values()],
    }


def _thread_state(channel: Channel) -> Json:
    """A thread's members and whether it is archived or locked: nothing for other channels."""
    if not channel.is_thread:
        return {}
    return {"members": sorted(channel.thread_members), "archived": channel.archived, "locked": channel.locked}


def _message(message: Message) -> Json:
    return {"id": message.id, "channel_id": message.channel.id, "payload": message.payload,
            "files": [_file(a) for a in message.attachments]}


_written: dict[int, Json] = {}  # a file never changes: encoded once, not at every save


def _file(a: Attachment) -> Json:
    if a.id not in _written:
        _written[a.id] = {"id": a.id, "filename": a.filename, "content_type": a.content_type, "width": a.width,
                          "height": a.height, "description": a.description, "secret": a.secret,
                          "data": base64.b64encode(a.data).decode()}
    return _written[a.id]


def write(path: Path, data: Json) -> None:
    """Write atomically: a crash mid-write leaves the previous file whole."""
    part = path.with_name(path.name + ".part")
    with open(part, "w", encoding="utf-8") as out:
        json.dump(data, out, separators=(",", ":"))
        out.flush()
        os.fsync(out.fileno())
    os.replace(part, path)


# -- reading ---------------------------------------------------------------------------


def load(path: Path) -> DiscordWorld:
    """The world written at ``path``; its messages' files point at the emulation once it serves
    (``fix_urls`` after ``world.start()``)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("format") != FORMAT:
            raise WorldFileError(f"{path}: written by another version of the sandbox "
                                 f"(format {data.get('format')!r}); move it away to start afresh")
        return _rebuild(data)
    except WorldFileError:
        raise
    except (OSError, UnicodeDecodeError) as exc:
        raise WorldFileError(f"{path}: cannot read it ({exc.__class__.__name__}: {exc})") from None
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise WorldFileError(f"{path}: not a sandbox world file ({exc.__class__.__name__}: {exc}); "
                             "move it away to start afresh") from None


def _rebuild(data: Json) -> DiscordWorld:
    world = DiscordWorld(token=str(data["token"]), bot_name=str(data["bot"]["name"]))
    bot = world.bot_user
    bot.id = world.application_id = int(data["bot"]["id"])
    world.users = {}  # the bot is no user of the sandbox: its members are
    for item in data["users"]:
        user = User(int(item["id"]), str(item["name"]), dms_open=bool(item["dms_open"]),
                    locale=str(item.get("locale", "en-US")))  # a file from before languages: English
        world.users[user.id] = user
    world.owner = world.users[int(data["guild"]["owner_id"])]
    g = data["guild"]
    guild = Guild(int(g["id"]), str(g["name"]), int(g["owner_id"]), preferred_locale=str(g.get("locale", "en-US")))
    world.guilds[guild.id] = guild
    for r in g["roles"]:
        guild.roles[int(r["id"])] = Role(int(r["id"]), guild.id, str(r["name"]), int(r["permissions"]),
                                         int(r["position"]), r["bot_id"] and int(r["bot_id"]))
    everyone = {**world.users, bot.id: bot}
    for m in g["members"]:
        world.add_member(guild, everyone[int(m["id"])], roles=[guild.roles[int(r)] for r in m["roles"]])
    for c in g["channels"]:
        parent = world.channels[int(c["parent_id"])] if c["parent_id"] else None
        channel = Channel(int(c["id"]), ChannelType(int(c["type"])), str(c["name"]), guild, parent=parent,
                          owner_id=c["owner_id"], position=int(c["position"]))
        if channel.is_thread:  # a file from before threads kept these: its creator had joined it
            owner = [] if c["owner_id"] is None else [int(c["owner_id"])]
            channel.thread_members = {int(u) for u in c.get("members", owner)}
            channel.archived, channel.locked = bool(c.get("archived", False)), bool(c.get("locked", False))
        guild.channels.append(channel)
        world.channels[channel.id] = channel
    for d in data["dms"]:
        channel = Channel(int(d["id"]), ChannelType.DM, recipient=world.users[int(d["user_id"])])
        world.dm_channels[int(d["user_id"])] = channel
        world.channels[channel.id] = channel
    store = world.messages
    for m in data["messages"]:
        channel = world.channels[int(m["channel_id"])]
        message = Message(int(m["id"]), channel, m["payload"])
        for f in m["files"]:
            attachment = Attachment(int(f["id"]), str(f["filename"]), base64.b64decode(f["data"]),
                                    f["content_type"], f["width"], f["height"], f["description"],
                                    channel_id=channel.id)
            if f.get("secret"):  # kept since the links were signed; an older file's get a new one
                attachment.secret = str(f["secret"])
            message.uploaded[attachment.id] = attachment
            store.attachments[attachment.id] = attachment
        store.restore(message)
    world.global_commands = {(int(c.get("type", 1)), str(c["name"])): c for c in data["global_commands"]}
    world.guild_commands = {int(g_id): {(int(c.get("type", 1)), str(c["name"])): c for c in cs}
                            for g_id, cs in data["guild_commands"].items()}
    for e in data["emojis"]:
        emoji = ApplicationEmoji(int(e["id"]), str(e["name"]), base64.b64decode(e["image"]),
                                 str(e["content_type"]), bot)
        world.emojis.by_id[emoji.id] = emoji
    return world


def _url_of(message: Message) -> Callable[[int], str | None]:
    return lambda attachment_id: message.uploaded[attachment_id].url if attachment_id in message.uploaded else None


def fix_urls(world: DiscordWorld) -> None:
    """Point every loaded file at the emulation's address of this run (its port is new)."""
    for message in world.messages.by_id.values():
        for attachment in message.uploaded.values():
            attachment.url = attachment.address(world.base_url)
        for item in message.payload.get("attachments", []):
            found = message.uploaded.get(int(item["id"]))
            if found is not None:
                item["url"] = item["proxy_url"] = found.url
        # And those its components show (components v2).
        media.repoint(message.payload.get("components") or [], _url_of(message))

"""The emulated world's objects, each able to write itself as a Discord payload."""

from __future__ import annotations

import copy
import secrets
from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any, cast
from urllib.parse import quote

from . import permissions as perms
from .media import referenced_ids
from .snowflake import DISCORD_EPOCH_MS, iso_now

Payload = dict[str, Any]

EPHEMERAL = 1 << 6
LOADING = 1 << 7
COMPONENTS_V2 = 1 << 15
LINK_SECONDS = 24 * 3600  # Discord's signed links last about a day


class ChannelType(IntEnum):
    TEXT = 0
    DM = 1
    PUBLIC_THREAD = 11
    PRIVATE_THREAD = 12


@dataclass(eq=False)
class User:
    id: int
    name: str
    bot: bool = False
    dms_open: bool = True  # False: the user blocks DMs from server members
    # The language his client is set to: every interaction he makes carries it as ``locale``
    # (the docs' Interaction object). Not in the user object a bot is sent, as on Discord.
    locale: str = "en-US"

    def payload(self) -> Payload:
        data: Payload = {
            "id": str(self.id),
            "username": self.name,
            "discriminator": "0",
            "global_name": None if self.bot else self.name.title(),
            "avatar": None,
            "public_flags": 0,
            "flags": 0,
            "primary_guild": None,
        }
        if self.bot:
            data["bot"] = True
        return data


@dataclass(eq=False)
class Role:
    id: int
    guild_id: int
    name: str
    permissions: int
    position: int = 0
    bot_id: int | None = None  # set on the bot's managed role

    def payload(self) -> Payload:
        data: Payload = {
            "id": str(self.id),
            "name": self.name,
            "color": 0,
            "hoist": False,
            "icon": None,
            "unicode_emoji": None,
            "position": self.position,
            "permissions": str(self.permissions),
            "managed": self.bot_id is not None,
            "mentionable": False,
            "flags": 0,
            "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
        }
        if self.bot_id is not None:
            data["tags"] = {"bot_id": str(self.bot_id)}
        return data


@dataclass(eq=False)
class Member:
    user: User
    guild: Guild
    role_ids: list[int] = field(default_factory=list)
    nick: str | None = None
    joined_at: str = field(default_factory=iso_now)

    @property
    def id(self) -> int:
        return self.user.id

    def payload(self, *, permissions: int | None = None, with_user: bool = True) -> Payload:
        data: Payload = {
            "nick": self.nick,
            "avatar": None,
            "banner": None,
            "premium_since": None,
            "communication_disabled_until": None,
            "roles": [str(r) for r in self.role_ids],
            "joined_at": self.joined_at,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
        }
        if with_user:
            data["user"] = self.user.payload()
        if permissions is not None:
            data["permissions"] = str(permissions)
        return data


@dataclass(eq=False)
class Channel:
    id: int
    type: ChannelType
    name: str = ""
    guild: Guild | None = None
    parent: Channel | None = None  # a thread's channel
    recipient: User | None = None  # a DM's other end
    owner_id: int | None = None  # a thread's creator
    overwrites: list[perms.Overwrite] = field(default_factory=list)
    position: int = 0
    thread_members: set[int] = field(default_factory=set)  # who has joined a thread
    archived: bool = False  # a thread's
    locked: bool = False  # an archived thread only those who manage threads may open again

    @property
    def is_thread(self) -> bool:
        return self.type in (ChannelType.PUBLIC_THREAD, ChannelType.PRIVATE_THREAD)

    @property
    def is_private_thread(self) -> bool:
        return self.type is ChannelType.PRIVATE_THREAD

    @property
    def is_dm(self) -> bool:
        return self.type is ChannelType.DM

    def payload(self) -> Payload:
        if self.is_dm:
            assert self.recipient is not None
            return {
                "id": str(self.id),
                "type": int(self.type),
                "last_message_id": None,
                "flags": 0,
                "recipients": [self.recipient.payload()],
            }
        assert self.guild is not None
        data: Payload = {
            "id": str(self.id),
            "type": int(self.type),
            "guild_id": str(self.guild.id),
            "name": self.name,
            "last_message_id": None,
            "rate_limit_per_user": 0,
            "flags": 0,
        }
        if self.is_thread:
            assert self.parent is not None
            data.update(
                parent_id=str(self.parent.id),
                owner_id=str(self.owner_id),
                message_count=0,
                total_message_sent=0,
                member_count=len(self.thread_members),
                thread_metadata={
                    "archived": self.archived,
                    "auto_archive_duration": 1440,
                    "archive_timestamp": iso_now(),
                    "locked": self.locked,
                },
            )
        else:
            data.update(
                position=self.position,
                parent_id=None,
                topic=None,
                nsfw=False,
                permission_overwrites=[o.payload() for o in self.overwrites],
            )
        return data


@dataclass(eq=False)
class Guild:
    id: int
    name: str
    owner_id: int
    roles: dict[int, Role] = field(default_factory=dict)
    members: dict[int, Member] = field(default_factory=dict)
    channels: list[Channel] = field(default_factory=list)
    # The server's language (Guild object ``preferred_locale``; an interaction's ``guild_locale``).
    preferred_locale: str = "en-US"

    @property
    def everyone(self) -> Role:
        return self.roles[self.id]

    def permissions(self, user_id: int, channel: Channel | None = None) -> int:
        """What a member may do in the guild, or in one of its channels."""
        member = self.members[user_id]
        base = perms.base_permissions(
            is_owner=user_id == self.owner_id,
            everyone=self.everyone.permissions,
            role_permissions=(self.roles[r].permissions for r in member.role_ids),
        )
        if channel is None:
            return base
        source = channel.parent if channel.is_thread else channel
        assert source is not None
        granted = perms.channel_permissions(
            base,
            guild_id=self.id,
            member_id=user_id,
            role_ids=member.role_ids,
            overwrites=source.overwrites,
        )
        if channel.is_private_thread and user_id not in channel.thread_members and not granted & perms.MANAGE_THREADS:
            return 0  # a private thread is seen by its members and by those who manage threads
        return granted

    def create_payload(self) -> Payload:
        """The GUILD_CREATE body: the whole guild, its channels, roles and members."""
        return {
            "id": str(self.id),
            "name": self.name,
            "icon": None,
            "owner_id": str(self.owner_id),
            "unavailable": False,
            "large": False,
            "member_count": len(self.members),
            "joined_at": iso_now(),
            "preferred_locale": self.preferred_locale,
            "features": [],
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "nsfw_level": 0,
            "premium_tier": 0,
            "system_channel_id": None,
            "roles": [r.payload() for r in self.roles.values()],
            "emojis": [],
            "stickers": [],
            "channels": [c.payload() for c in self.channels if not c.is_thread],
            "threads": [c.payload() for c in self.channels if c.is_thread],
            "members": [m.payload() for m in self.members.values()],
            "presences": [],
            "voice_states": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
        }


@dataclass(eq=False)
class Attachment:
    """A file the bot uploaded: its bytes stay here, served back at ``url``.

    As Discord's CDN signs its links (``?ex=…&is=…&hm=…``), the address carries a secret of
    the file's own, checked when it is fetched: knowing one file's address tells nothing of
    another's, though ids are sequential and every hand is "hand.png".
    """

    id: int
    filename: str
    data: bytes
    content_type: str | None = None
    width: int | None = None  # set for pictures, as Discord does
    height: int | None = None
    description: str | None = None
    url: str = ""
    channel_id: int = 0
    secret: str = field(default_factory=lambda: secrets.token_hex(32))

    @property
    def size(self) -> int:
        return len(self.data)

    def address(self, base_url: str) -> str:
        """Its URL under ``base_url``, in the CDN's form: ``is`` when it was issued and ``ex``
        a day later, in hex seconds (neither is enforced), ``hm`` its secret."""
        issued = ((self.id >> 22) + DISCORD_EPOCH_MS) // 1000
        return (f"{base_url}/attachments/{self.channel_id}/{self.id}/{quote(self.filename)}"
                f"?ex={issued + LINK_SECONDS:x}&is={issued:x}&hm={self.secret}")

    def opens(self, channel_id: int, filename: str, hm: str) -> bool:
        """Whether a fetch names this file exactly, its secret too."""
        return (channel_id == self.channel_id and filename == self.filename
                and secrets.compare_digest(hm.encode(), self.secret.encode()))

    def payload(self) -> Payload:
        data: Payload = {
            "id": str(self.id),
            "filename": self.filename,
            "size": self.size,
            "url": self.url,
            "proxy_url": self.url,
            "content_type": self.content_type,
        }
        if self.width is not None:
            data.update(width=self.width, height=self.height)
        if self.description is not None:
            data["description"] = self.description
        return data


@dataclass(eq=False)
class Message:
    """A message as Discord holds it; edits change ``payload`` and keep the old ones."""

    id: int
    channel: Channel
    payload: Payload
    visible_to: int | None = None  # an ephemeral message's only reader
    history: list[Payload] = field(default_factory=list)
    uploaded: dict[int, Attachment] = field(default_factory=dict)  # every file it ever carried, by id
    deleted: bool = False

    @property
    def attachments(self) -> list[Attachment]:
        """The files the message carries now, in order, each with its bytes (``.data``): those
        in its ``attachments``, then those only its components show (components v2)."""
        ids = [int(a["id"]) for a in self.payload.get("attachments", [])]
        ids += [i for i in referenced_ids(self.components) if i not in ids and i in self.uploaded]
        return [self.uploaded[i] for i in ids]

    @property
    def files(self) -> dict[str, bytes]:
        """The files it carries now, by filename."""
        return {a.filename: a.data for a in self.attachments}

    @property
    def content(self) -> str:
        return cast(str, self.payload.get("content", ""))

    @property
    def embeds(self) -> list[Payload]:
        return cast("list[Payload]", self.payload.get("embeds", []))

    @property
    def components(self) -> list[Payload]:
        return cast("list[Payload]", self.payload.get("components", []))

    @property
    def flags(self) -> int:
        return cast(int, self.payload.get("flags", 0))

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def author_id(self) -> int:
        return int(self.payload["author"]["id"])

    @property
    def edit_count(self) -> int:
        return len(self.history)

    def snapshot(self) -> Payload:
        return copy.deepcopy(self.payload)

    def interactive_components(self) -> list[Payload]:
        """Every button, select and input anywhere in the tree, in order."""
        found: list[Payload] = []

        def walk(items: list[Payload]) -> None:
            for item in items:
                if "custom_id" in item:
                    found.append(item)
                walk(item.get("components", []))
                if "component" in item:
                    walk([item["component"]])
                if "accessory" in item:
                    walk([item["accessory"]])

        walk(self.components)
        return found

    def component(self, custom_id: str) -> Payload | None:
        return next((c for c in self.interactive_components() if c["custom_id"] == custom_id), None)

    @property
    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in self.interactive_components()]

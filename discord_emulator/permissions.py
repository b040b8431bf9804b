"""Permission bits from Discord's documentation, and how Discord combines them.

Kept independent of ``discord.Permissions`` so the emulator checks the client
against the published values rather than against itself.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

CREATE_INSTANT_INVITE = 1 << 0
KICK_MEMBERS = 1 << 1
BAN_MEMBERS = 1 << 2
ADMINISTRATOR = 1 << 3
MANAGE_CHANNELS = 1 << 4
MANAGE_GUILD = 1 << 5
ADD_REACTIONS = 1 << 6
VIEW_CHANNEL = 1 << 10
SEND_MESSAGES = 1 << 11
MANAGE_MESSAGES = 1 << 13
EMBED_LINKS = 1 << 14
ATTACH_FILES = 1 << 15
READ_MESSAGE_HISTORY = 1 << 16
MENTION_EVERYONE = 1 << 17
USE_EXTERNAL_EMOJIS = 1 << 18
MANAGE_ROLES = 1 << 28
USE_APPLICATION_COMMANDS = 1 << 31
MANAGE_THREADS = 1 << 34
CREATE_PUBLIC_THREADS = 1 << 35
CREATE_PRIVATE_THREADS = 1 << 36
SEND_MESSAGES_IN_THREADS = 1 << 38

ALL = (1 << 51) - 1

# What a new server's @everyone role may do.
EVERYONE_DEFAULT = (
    CREATE_INSTANT_INVITE
    | ADD_REACTIONS
    | VIEW_CHANNEL
    | SEND_MESSAGES
    | EMBED_LINKS
    | ATTACH_FILES
    | READ_MESSAGE_HISTORY
    | USE_EXTERNAL_EMOJIS
    | USE_APPLICATION_COMMANDS
    | CREATE_PUBLIC_THREADS
    | SEND_MESSAGES_IN_THREADS
)

# What the invite link grants the bot's managed role in the standard world.
BOT_DEFAULT = (
    VIEW_CHANNEL
    | SEND_MESSAGES
    | SEND_MESSAGES_IN_THREADS
    | CREATE_PUBLIC_THREADS
    | CREATE_PRIVATE_THREADS  # /poker learn's threads, asked for by the README's link
    | MANAGE_THREADS
    | EMBED_LINKS
    | ATTACH_FILES
    | READ_MESSAGE_HISTORY
    | ADD_REACTIONS
    | USE_EXTERNAL_EMOJIS
)


@dataclass
class Overwrite:
    """A channel permission overwrite for a role (kind 0) or a member (kind 1)."""

    target_id: int
    kind: int
    allow: int = 0
    deny: int = 0

    def payload(self) -> dict[str, object]:
        return {
            "id": str(self.target_id),
            "type": self.kind,
            "allow": str(self.allow),
            "deny": str(self.deny),
        }


def base_permissions(
    *, is_owner: bool, everyone: int, role_permissions: Iterable[int]
) -> int:
    """Guild-level permissions: @everyone plus every role, Administrator wins all."""
    if is_owner:
        return ALL
    perms = everyone
    for value in role_permissions:
        perms |= value
    return ALL if perms & ADMINISTRATOR else perms


def channel_permissions(
    base: int,
    *,
    guild_id: int,
    member_id: int,
    role_ids: Iterable[int],
    overwrites: Iterable[Overwrite],
) -> int:
    """Apply overwrites in Discord's order: @everyone, roles together, then the member."""
    if base & ADMINISTRATOR:
        return ALL
    by_target = {(o.kind, o.target_id): o for o in overwrites}
    perms = base
    everyone = by_target.get((0, guild_id))
    if everyone:
        perms = (perms & ~everyone.deny) | everyone.allow
    allow = deny = 0
    for role_id in role_ids:
        ow = by_target.get((0, role_id))
        if ow:
            allow |= ow.allow
            deny |= ow.deny
    perms = (perms & ~deny) | allow
    member = by_target.get((1, member_id))
    if member:
        perms = (perms & ~member.deny) | member.allow
    if not perms & VIEW_CHANNEL:
        return 0
    return perms

"""Who a new message notifies, as Discord decides it, and the book each member's are kept in.

The rules, from Discord's docs and behaviour:

- A user mention ``<@id>`` notifies that user only if the message's ``allowed_mentions``
  lets it: without the field every mention in the content is parsed; with it, ``parse``
  names the kinds parsed ("users", "roles", "everyone") and ``users``/``roles`` list the
  only ids that may be pinged (the docs' "Allowed Mentions Object": the field decides
  "whether users will receive notifications", always checked against what the content holds,
  so no "phantom" ping).
- A reply notifies the author of the message replied to only when ``replied_user`` is true
  ("For replies, whether to mention the author of the message being replied to (default
  false)"); a member's client pings by default, as Discord's does.
- ``@everyone``/``@here`` and role mentions notify only if the author may Mention Everyone
  (the docs: roles need ``mentionable``, never set here, or that permission).
- A DM notifies its recipient: Discord's default for direct messages is every message.
- An edit never notifies: the docs' Edit Message rebuilds ``mentions`` from the new content,
  but a notification is made when a message is created, and only then.
- An ephemeral message notifies nobody: it is the answer to the reader's own interaction,
  shown only to him in the client that is open (Interactions: "only the user who invoked
  the interaction can see it"); Discord does not push it.
- ``SUPPRESS_NOTIFICATIONS`` (1 << 12) keeps the mention but "will disable push
  notifications and only cause a notification badge": recorded with ``push=False``.
- Nobody is notified of his own message, nor of one in a channel he cannot see.

Members' own notification settings (muting a channel or a server) are not emulated.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from . import permissions as perms
from .model import Channel, Message, Payload, User

USER_MENTION = re.compile(r"<@!?(\d{1,20})>")
ROLE_MENTION = re.compile(r"<@&(\d{1,20})>")
EVERYONE = re.compile(r"@(?:everyone|here)\b")
SUPPRESS_NOTIFICATIONS = 1 << 12


@dataclass(frozen=True)
class Notification:
    """One notification a user got: the message, why (``mention``, ``reply``, ``dm``,
    ``everyone``, ``role``), and whether it was pushed or only badged."""

    user_id: int
    message: Message = field(compare=False)
    why: str
    push: bool = True


def allowed_user_mentions(content: str, allowed: Any) -> list[int]:
    """The users ``content`` pings under ``allowed`` (a message's ``allowed_mentions``, or
    None when it was not sent), in order, each once."""
    ids = list(dict.fromkeys(int(i) for i in USER_MENTION.findall(content)))
    if not isinstance(allowed, dict):
        return ids  # no allowed_mentions: the content's mentions are all parsed
    if "users" in (allowed.get("parse") or ()):
        return ids
    listed = {int(i) for i in allowed.get("users") or ()}
    return [i for i in ids if i in listed]


def notified(message: Message, *, allowed: Any, replied_to: Message | None,
             member_client: bool) -> list[Notification]:
    """Who ``message``, just created, notifies. ``allowed``: its ``allowed_mentions`` (None if
    not sent); ``replied_to``: the message it replies to; ``member_client``: written by a
    member in Discord's client, which pings the replied-to author by default."""
    if message.ephemeral:
        return []
    channel = message.channel
    author = message.author_id
    push = not message.flags & SUPPRESS_NOTIFICATIONS
    out: dict[int, Notification] = {}

    def add(user_id: int, why: str) -> None:
        if user_id != author and user_id not in out and _sees(channel, user_id):
            out[user_id] = Notification(user_id, message, why, push)

    if channel.is_dm:
        assert channel.recipient is not None
        add(channel.recipient.id, "dm")  # the bot's DM channel: the member, unless he wrote it
    for user_id in (int(u["id"]) for u in message.payload.get("mentions", [])):
        add(user_id, "mention")
    if replied_to is not None and replied_to.author_id != author:
        wanted = allowed.get("replied_user", False) if isinstance(allowed, dict) else member_client
        if wanted:
            add(replied_to.author_id, "reply")
    guild = channel.guild
    if guild is not None and author in guild.members and guild.permissions(author, channel) & perms.MENTION_EVERYONE:
        if message.payload.get("mention_everyone"):
            for user_id in guild.members:
                add(user_id, "everyone")
        roles = {int(r) for r in message.payload.get("mention_roles", [])}
        for user_id, member in guild.members.items():
            if roles & set(member.role_ids):
                add(user_id, "role")
    return list(out.values())


def _sees(channel: Channel, user_id: int) -> bool:
    guild = channel.guild
    if guild is None:
        return True
    if user_id not in guild.members:
        return False
    return bool(guild.permissions(user_id, channel) & perms.VIEW_CHANNEL)


def mentions_payload(content: str, allowed: Any, users: Callable[[int], User | None]) -> Payload:
    """A bot's message's ``mentions``: the users it pings, as ``allowed_mentions`` allows."""
    found = [users(i) for i in allowed_user_mentions(content, allowed)]
    return {"mentions": [u.payload() for u in found if u is not None]}


class NotificationBook:
    """Every notification made, in order, and each user's."""

    def __init__(self) -> None:
        self.all: list[Notification] = []
        self.by_user: dict[int, list[Notification]] = {}

    def record(self, notifications: list[Notification]) -> None:
        for notification in notifications:
            self.all.append(notification)
            self.by_user.setdefault(notification.user_id, []).append(notification)

    def of(self, user_id: int) -> list[Notification]:
        return list(self.by_user.get(user_id, ()))

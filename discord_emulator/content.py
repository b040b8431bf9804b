"""The message content intent: what an app without it reads of a message.

Discord's docs, "Message Content Intent" (events/gateway.mdx) and the message
object's note [2] (resources/message.mdx): an app that lacks ``MESSAGE_CONTENT``
(``1 << 15``) receives empty ``content``, ``embeds``, ``attachments`` and
``components``, and no ``poll``, except in the messages it sent itself, in its
DMs, and in those that mention it. On the gateway the intent it identified with
decides; over REST, what is turned on in the developer portal ("HTTP
Restrictions": unaffected by the intents passed when identifying).
"""

from __future__ import annotations

from typing import Any

Payload = dict[str, Any]

MESSAGE_CONTENT = 1 << 15
HELD = ("content", "embeds", "attachments", "components")  # and "poll", left out


def readable(message: Payload, app_user_id: int) -> bool:
    """Whether an app without the intent still reads this message whole: its own, a DM's
    (no ``guild_id``), or one that mentions it."""
    if int(message["author"]["id"]) == app_user_id or "guild_id" not in message:
        return True
    return any(int(user["id"]) == app_user_id for user in message.get("mentions") or ())


def without_content(message: Payload) -> Payload:
    """The message as an app without the intent receives it: a copy, its content emptied."""
    read = {key: value for key, value in message.items() if key != "poll"}
    read.update(content="", embeds=[], attachments=[], components=[])
    return read


def as_read(message: Payload, app_user_id: int, *, intent: bool) -> Payload:
    """``message`` as the app reads it, with or without the intent."""
    return message if intent or readable(message, app_user_id) else without_content(message)

"""Messages as Discord stores them: created, edited in place, deleted, echoed on the gateway."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any, Protocol

from . import errors, media, validation
from . import uploads as limits
from .components import numbered
from .emojis import EmojiStore
from .interactions import InteractionRecord, InteractionType
from .model import COMPONENTS_V2, EPHEMERAL, LOADING, Attachment, Channel, Message, Payload, User
from .notifications import NotificationBook, mentions_payload, notified
from .snowflake import Snowflakes, iso_now
from .uploads import Upload

# Message flags a bot may set itself: suppress embeds, suppress notifications, components v2.
SETTABLE_FLAGS = (1 << 2) | (1 << 12) | (1 << 15)
EDITABLE = ("content", "embeds", "components", "flags", "allowed_mentions")


class Holder(Protocol):
    """What the store needs of the world that holds it (``state.WorldState``)."""

    ids: Snowflakes
    application_id: int
    users: dict[int, User]
    bot_user: User
    notification_book: NotificationBook
    emojis: EmojiStore
    message_observers: list[Callable[[Message], None]]
    deletion_observers: list[Callable[[Message], None]]

    @property
    def base_url(self) -> str: ...

    async def dispatch_channel_event(self, channel: Channel, event: str, data: Payload) -> None: ...


class MessageStore:
    def __init__(self, world: Holder) -> None:
        self.world = world
        self.by_id: dict[int, Message] = {}
        # Each channel's messages in order, so reading one channel does not scan the world
        # (hundreds of polling readers in the benchmark).
        self.by_channel: dict[int, list[Message]] = {}
        # And those anyone reading it sees now (no ephemeral, no deleted): a channel's foot is read
        # without walking the deleted messages above it (a table reposted at each turn leaves many).
        self.shown: dict[int, list[Message]] = {}
        self.attachments: dict[int, Attachment] = {}

    # -- queries -------------------------------------------------------------

    def in_channel(self, channel: Channel) -> list[Message]:
        """What anyone reading the channel sees, oldest first: no ephemeral, no deleted."""
        return list(self.shown.get(id(channel), ()))

    def newest_in_channel(self, channel: Channel, count: int) -> list[Message]:
        """The last ``count`` of ``in_channel``, oldest first: a poll of a long channel's foot
        costs what the foot holds, not the whole history."""
        return self.shown.get(id(channel), [])[-count:] if count > 0 else []

    def shown_since(self, channel: Channel, start: int) -> tuple[list[Message], int]:
        """The messages posted in the channel from position ``start`` of its record on that anyone
        reading it was shown (deleted since or not), and the position after them: a reader
        that goes on from there reads each message once."""
        posted = self.by_channel.get(id(channel), [])
        return [m for m in posted[start:] if not m.ephemeral], len(posted)

    def restore(self, message: Message) -> None:
        """Keep a message read back from a saved world, as if it had been posted now."""
        self.by_id[message.id] = message
        self.by_channel.setdefault(id(message.channel), []).append(message)
        if not message.deleted and not message.ephemeral:
            self.shown.setdefault(id(message.channel), []).append(message)

    def ever_in_channel(self, channel: Channel) -> list[Message]:
        """What anyone reading the channel was shown, oldest first: those deleted since too."""
        return [m for m in self.by_channel.get(id(channel), ()) if not m.ephemeral]

    def get(self, channel: Channel, message_id: int) -> Message:
        message = self.by_id.get(message_id)
        if message is None or message.channel is not channel or message.deleted or message.ephemeral:
            raise errors.not_found("Message")
        return message

    # -- changes -------------------------------------------------------------

    async def create(
        self,
        channel: Channel,
        body: Payload,
        uploads: list[Upload],
        *,
        author: User,
        interaction: InteractionRecord | None = None,
        kind: int = 0,
        extra_flags: int = 0,
        validate: bool = True,
        mentioned: Payload | None = None,
    ) -> Message:
        """``mentioned``: a member's message's ``mentions``, ``mention_roles`` and
        ``mention_everyone``, as its author's client made them (``chat.py``)."""
        body = body or {}
        if validate:
            validation.check_message(body, has_files=bool(uploads), emojis=self.world.emojis)
        attachments, new = self._attachments(channel, body, uploads, [])
        components = numbered(copy.deepcopy(body.get("components") or []))
        if (body.get("flags") or 0) & COMPONENTS_V2:
            components = media.resolve(components, attachments)
            attachments = media.unreferenced(attachments, components)
        message_id = self.world.ids.next()
        flags = (body.get("flags") or 0) & SETTABLE_FLAGS | extra_flags
        if interaction is not None and (body.get("flags") or 0) & EPHEMERAL:
            flags |= EPHEMERAL
        payload: Payload = {
            "id": str(message_id),
            "channel_id": str(channel.id),
            "author": author.payload(),
            "content": body.get("content") or "",
            "timestamp": iso_now(),
            "edited_timestamp": None,
            "tts": bool(body.get("tts")),
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": attachments,
            "embeds": [_rich(e) for e in body.get("embeds") or []],
            "components": components,
            "pinned": False,
            "type": kind,
            "flags": flags,
        }
        allowed = body.get("allowed_mentions")
        payload.update(mentioned if mentioned is not None
                       else mentions_payload(payload["content"], allowed, self._user))
        if channel.guild is not None:
            payload["guild_id"] = str(channel.guild.id)
        if body.get("message_reference"):
            payload["message_reference"] = body["message_reference"]
            payload["type"] = 19 if kind == 0 else kind  # a reply
        if interaction is not None:
            payload["application_id"] = str(self.world.application_id)
            payload["webhook_id"] = str(self.world.application_id)
            payload["interaction_metadata"] = interaction.metadata()
            if interaction.type is InteractionType.APPLICATION_COMMAND:
                # Discord still sends this older object on a command's replies: clients take the
                # "alice used /poker join" line from its name.
                payload["interaction"] = {"id": str(interaction.id), "type": int(interaction.type),
                                          "name": interaction.command_name, "user": interaction.user.payload()}
        message = Message(message_id, channel, payload)
        self._keep(message, new)
        if flags & EPHEMERAL and interaction is not None:
            message.visible_to = interaction.user.id
        self.by_id[message_id] = message
        self.by_channel.setdefault(id(channel), []).append(message)
        if not message.ephemeral:
            self.shown.setdefault(id(channel), []).append(message)
        reference = body.get("message_reference") or {}
        replied_to = self.by_id.get(int(reference.get("message_id") or 0))
        self.world.notification_book.record(notified(
            message, allowed=allowed, replied_to=replied_to, member_client=mentioned is not None))
        self._observed(message)
        if not message.ephemeral:
            await self.world.dispatch_channel_event(channel, "MESSAGE_CREATE", self._event(message))
        return message

    async def edit(self, message: Message, body: Payload, uploads: list[Upload], *,
                   through_webhook: bool = False, mentioned: Payload | None = None) -> Message:
        """Edit ``message`` as ``body`` asks; ``through_webhook``: by the interaction's token
        (``@original``, a message id, a follow-up filling in a deferred reply); ``mentioned``:
        a member's edit's mentions, as for ``create``."""
        body = body or {}
        v2 = self._stays_v2(message, body)
        validation.check_message(body, has_files=bool(uploads), is_edit=True, v2=v2, emojis=self.world.emojis)
        if v2 and through_webhook:
            refused = media.gallery_uploads(body.get("components") or [], {u.filename for u in uploads})
            if refused:
                raise errors.invalid_form_body(refused)
        current = [a.payload() for a in message.attachments]
        files = None
        if "attachments" in body or uploads:  # refused here, before anything changes
            files = self._attachments(message.channel, body, uploads, current)
        carried = files[0] if files is not None else current
        components = (body["components"] or []) if "components" in body else message.components
        if v2:
            if "components" in body:
                components = media.resolve(components, carried)
            carried = media.unreferenced(carried, components)
        message.history.append(message.snapshot())
        payload = message.payload
        for key in EDITABLE:
            if key not in body:
                continue
            value = body[key]
            if key == "content":
                payload["content"] = value or ""
            elif key == "embeds":
                payload["embeds"] = [_rich(e) for e in value or []]
            elif key == "components":
                payload["components"] = numbered(copy.deepcopy(components))
            elif key == "flags":
                keep = payload["flags"] & (EPHEMERAL | LOADING)
                payload["flags"] = keep | (value or 0) & SETTABLE_FLAGS
        payload["attachments"] = carried
        if mentioned is not None:
            payload.update(mentioned)
        elif "content" in body:
            # Edit Message: "the mentions array ... will be reconstructed from scratch based on
            # the new content", by the edit's allowed_mentions or, without one, the defaults.
            # An edit notifies nobody (notifications.py).
            payload.update(mentions_payload(payload["content"], body.get("allowed_mentions"), self._user))
        # Editing a deferred "thinking" response is what fills it in.
        payload["flags"] &= ~LOADING
        payload["edited_timestamp"] = iso_now()
        if not (payload["content"] or payload["embeds"] or payload["components"] or payload["attachments"]):
            message.payload = message.history.pop()
            raise errors.empty_message()
        if files is not None:
            self._keep(message, files[1])
        self._observed(message)
        if not message.ephemeral:
            await self.world.dispatch_channel_event(message.channel, "MESSAGE_UPDATE", self._event(message))
        return message

    async def delete(self, message: Message) -> None:
        if not message.deleted and not message.ephemeral:
            self.shown[id(message.channel)].remove(message)
        message.deleted = True
        for observer in self.world.deletion_observers:
            observer(message)
        if not message.ephemeral:
            data: Payload = {"id": str(message.id), "channel_id": str(message.channel.id)}
            if message.channel.guild is not None:
                data["guild_id"] = str(message.channel.guild.id)
            await self.world.dispatch_channel_event(message.channel, "MESSAGE_DELETE", data)

    # -- helpers -------------------------------------------------------------

    @staticmethod
    def _stays_v2(message: Message, body: Payload) -> bool:
        """Whether the message has the components v2 flag after this edit. Once set, the flag
        cannot be removed (Component Reference), and the message it leaves must hold no
        content or embeds: turning a message into one with the flag means clearing them."""
        had = bool(message.flags & COMPONENTS_V2)
        if "flags" not in body:
            v2 = had
        else:
            v2 = bool((body["flags"] or 0) & COMPONENTS_V2)
            if had and not v2:
                raise errors.invalid_form_body([("flags", "MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG",
                                                 "The components v2 flag cannot be removed from a message")])
        kept = [key for key in ("content", "embeds") if key not in body and message.payload.get(key)]
        if v2 and kept:
            raise errors.invalid_form_body([(key, "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
                                             f"The '{key}' field cannot be used with the components v2 flag")
                                            for key in kept])
        return v2

    def _user(self, user_id: int) -> User | None:
        bot = self.world.bot_user
        return bot if user_id == bot.id else self.world.users.get(user_id)

    def _observed(self, message: Message) -> None:
        for observer in self.world.message_observers:
            observer(message)

    def _attachments(
        self, channel: Channel, body: Payload, uploads: list[Upload], current: list[Payload]
    ) -> tuple[list[Payload], list[Attachment]]:
        """The message's attachments after this request, and the new ones among them.

        As Discord documents for API v10 ("Editing Message Attachments"): ``attachments``
        lists every file to keep or add, new ones by their ``files[n]`` index; files not
        listed are dropped. Without the list, every file is kept and every upload added.
        """
        by_index = {u.index: u for u in uploads}
        kept = {a["id"]: a for a in current}
        wanted = body.get("attachments")
        if wanted is None:
            wanted = [{"id": a["id"]} for a in current] + [{"id": u.index} for u in uploads]
        out: list[Payload] = []
        new: list[Attachment] = []
        for i, item in enumerate(wanted):
            key = str(item.get("id"))
            if key in kept:
                out.append(kept[key])
            elif key.isdigit() and int(key) in by_index:
                attachment = self._attachment(channel, by_index[int(key)], item.get("description"))
                new.append(attachment)
                out.append(attachment.payload())
            else:
                raise errors.invalid_form_body(
                    [(f"attachments.{i}.id", "ATTACHMENT_NOT_FOUND", f"Unknown attachment {key}")])
        if len(out) > limits.MAX_ATTACHMENTS:
            raise limits.too_many_attachments()
        return out, new

    def _attachment(self, channel: Channel, upload: Upload, description: str | None) -> Attachment:
        size = limits.picture_size(upload.data)
        attachment = Attachment(
            self.world.ids.next(), upload.filename, upload.data,
            limits.content_type(upload.filename, upload.content_type, upload.data),
            width=size[0] if size else None, height=size[1] if size else None, description=description,
            channel_id=channel.id,
        )
        attachment.url = attachment.address(self.world.base_url)
        return attachment

    def _keep(self, message: Message, new: list[Attachment]) -> None:
        for attachment in new:
            self.attachments[attachment.id] = attachment
            message.uploaded[attachment.id] = attachment

    def _event(self, message: Message) -> Payload:
        """The gateway's message object: the docs' "Message Create Extra Fields" add the
        author's ``member``, and each mentioned user's, in a guild."""
        data = message.snapshot()
        guild = message.channel.guild
        if guild is not None and message.author_id in guild.members:
            data["member"] = guild.members[message.author_id].payload(with_user=False)
        if guild is not None:
            for user in data["mentions"]:
                member = guild.members.get(int(user["id"]))
                if member is not None:
                    user["member"] = member.payload(with_user=False)
        return data


def _rich(embed: dict[str, Any]) -> dict[str, Any]:
    return {"type": "rich", **embed}

"""What members write: plain messages posted, edited and deleted in a channel, a thread or a DM.

Each is stored as Discord stores a user's message and reaches the bot as Discord sends
it (``MESSAGE_CREATE``, ``MESSAGE_UPDATE``, ``MESSAGE_DELETE``; emptied for a bot without
the message content intent: ``content.py``). What Discord would refuse the member's client
is refused with Discord's own answer (:class:`MessageRefused`).
"""

from __future__ import annotations

import re

from . import errors, validation
from . import permissions as perms
from .errors import DiscordError
from .interactions import InjectionError
from .model import Channel, Message, Payload, User
from .sessions import GUILDS_INTENT
from .state import WorldState

USER_MENTION = re.compile(r"<@!?(\d{1,20})>")
ROLE_MENTION = re.compile(r"<@&(\d{1,20})>")
EVERYONE = re.compile(r"@(?:everyone|here)\b")


class MessageRefused(InjectionError):
    """Discord refused a member's message; ``error`` is its answer (status, code, ``errors``)."""

    def __init__(self, error: DiscordError) -> None:
        super().__init__(str(error))
        self.error = error


class Chat(WorldState):
    """The world's state, with what its members write in it."""

    async def post_message(self, user: User, channel: Channel, content: str) -> Message:
        """``user`` posts ``content`` in ``channel``, as his client sends it (Create Message)."""
        check_presence(user, channel)
        guild = channel.guild
        if guild is not None:
            granted = guild.permissions(user.id, channel)
            speak = perms.SEND_MESSAGES_IN_THREADS if channel.is_thread else perms.SEND_MESSAGES
            if not granted & speak:
                raise MessageRefused(errors.missing_permissions())
            if channel.archived:
                # As a message of the bot's (rest_messages.py): it opens the thread again unless locked.
                if channel.locked and not granted & perms.MANAGE_THREADS:
                    raise MessageRefused(errors.thread_archived())
                channel.archived = False
                await self.dispatch_event(guild, "THREAD_UPDATE", channel.payload(), GUILDS_INTENT)
        body = {"content": content}
        try:
            validation.check_message(body, has_files=False)  # 1 to 2,000 characters
        except DiscordError as error:
            raise MessageRefused(error) from None
        message = await self.messages.create(channel, body, [], author=user, validate=False,
                                             mentioned=self._mentions(user, channel, content))
        self.notify()
        return message

    async def edit_message(self, user: User, message: Message, content: str) -> Message:
        """``user`` edits his own ``message`` to say ``content`` (Edit Message)."""
        check_presence(user, message.channel)
        if message.deleted or message.ephemeral:
            raise InjectionError("that message is gone")
        if message.author_id != user.id:
            raise MessageRefused(errors.not_author())
        try:
            await self.messages.edit(message, {"content": content}, [],
                                     mentioned=self._mentions(user, message.channel, content))
        except DiscordError as error:
            raise MessageRefused(error) from None
        self.notify()
        return message

    async def delete_message(self, user: User, message: Message) -> None:
        """``user`` deletes ``message``: his own, or anyone's with Manage Messages there."""
        channel = message.channel
        check_presence(user, channel)
        if message.deleted or message.ephemeral:
            raise InjectionError("that message is gone")
        guild = channel.guild
        if message.author_id != user.id and (guild is None or not guild.permissions(user.id, channel)
                                             & perms.MANAGE_MESSAGES):
            raise MessageRefused(errors.missing_permissions())
        await self.messages.delete(message)
        self.notify()

    def _mentions(self, user: User, channel: Channel, content: str) -> Payload:
        """What a member's message mentions, as Discord parses it from the content: users by
        ``<@id>``, the guild's roles by ``<@&id>``, and everyone by ``@everyone`` or ``@here``
        if he may mention everyone there (Mention Everyone)."""
        ids = dict.fromkeys(int(i) for i in USER_MENTION.findall(content))
        users = [self.users.get(i) or (self.bot_user if i == self.bot_user.id else None) for i in ids]
        guild = channel.guild
        roles = [] if guild is None else [i for i in dict.fromkeys(ROLE_MENTION.findall(content))
                                          if int(i) in guild.roles and int(i) != guild.id]
        everyone = guild is not None and bool(EVERYONE.search(content)) \
            and bool(guild.permissions(user.id, channel) & perms.MENTION_EVERYONE)
        return {"mentions": [u.payload() for u in users if u is not None], "mention_roles": roles,
                "mention_everyone": everyone}


def check_presence(user: User, channel: Channel) -> None:
    """Refuse what ``user`` could not do in ``channel`` for not being there: not in the DM, not
    in the guild, or unable to see the channel."""
    guild = channel.guild
    if guild is None:
        if channel.recipient is not user:
            raise InjectionError(f"{user.name} is not in that DM")
        return
    if user.id not in guild.members:
        raise InjectionError(f"{user.name} is not a member of {guild.name}")
    if not guild.permissions(user.id, channel) & perms.VIEW_CHANNEL:
        raise InjectionError(f"{user.name} cannot see #{channel.name}")

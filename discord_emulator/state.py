"""What the emulated Discord holds: one application and its bot, guilds, users, messages, sessions.

The lowest of the world's three floors: the state, below what users do
(``injection.py``) and the server that serves both (``world.py``). The parts
the server is made of (the gateway, the routes) are handed a ``WorldState``;
the parts it holds (the message store, each interaction's record) are handed
no more than they use, so nothing here names what stands above it.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from . import openapi
from . import permissions as perms
from .content import MESSAGE_CONTENT, as_read
from .emojis import EmojiStore
from .interactions import WAIT, InteractionRecord
from .messages import MessageStore
from .model import Channel, ChannelType, Guild, Member, Message, Payload, Role, User
from .notifications import Notification, NotificationBook
from .ratelimits import RateLimits
from .sessions import DIRECT_MESSAGES, GUILD_MESSAGES, GUILDS_INTENT, Link, Session
from .snowflake import Snowflakes

T = TypeVar("T")

MESSAGE_EVENTS = ("MESSAGE_CREATE", "MESSAGE_UPDATE")  # whose payload is a message object

# Application flags that let an unverified bot use a privileged intent.
INTENT_FLAGS = {"presences": 1 << 13, "members": 1 << 15, "message_content": 1 << 19}


class EmulatorTimeout(AssertionError):
    """Something a test waited for did not happen in time."""


@dataclass
class RecordedRequest:
    """One request the bot made, as the emulator saw and answered it."""

    method: str
    path: str  # as sent, without the /api/v10 prefix
    route: str  # the template, as in discord.py's Route.path
    query: dict[str, str]
    json: Any
    files: list[str] = field(default_factory=list)
    at: float = field(default_factory=time.monotonic)
    status: int = 0
    error_code: int | None = None
    major: str = ""


class WorldState:
    """Everything the emulated Discord holds, and the ways to build, change, find and wait on it."""

    def __init__(self, *, token: str = "emulator.bot.token", bot_name: str = "Foster") -> None:
        self.ids = Snowflakes()
        self.token = token
        self.bot_user = User(self.ids.next(), bot_name, bot=True)
        self.application_id = self.bot_user.id  # as for every application made since 2019
        self.users: dict[int, User] = {}
        self.owner = self.add_user("owner")
        self.shard_count = 1  # what GET /gateway/bot recommends
        self.privileged_intents: set[str] = set(INTENT_FLAGS)
        self.heartbeat_interval_ms = 41_250
        self.ack_deadline = 3.0  # seconds the bot has to answer an interaction
        self.guilds: dict[int, Guild] = {}
        self.channels: dict[int, Channel] = {}
        self.dm_channels: dict[int, Channel] = {}
        self.global_commands: dict[tuple[int, str], Payload] = {}
        self.guild_commands: dict[int, dict[tuple[int, str], Payload]] = {}
        self.command_syncs: list[tuple[int | None, float]] = []
        self.interactions: dict[int, InteractionRecord] = {}
        self.interaction_tokens: dict[str, InteractionRecord] = {}
        self.requests: list[RecordedRequest] = []
        self.unhandled: list[RecordedRequest] = []
        self.notification_book = NotificationBook()  # filled as messages are created
        self.messages = MessageStore(self)
        self.emojis = EmojiStore(self.ids, self.bot_user)  # the application's; outlives any one bot
        self.rate_limits = RateLimits()
        self.sessions: list[Session] = []
        self.connections: list[Link] = []  # the gateway's websockets
        self.gateway_connects: list[tuple[str, float]] = []
        self._waiters: set[asyncio.Event] = set()
        self.arrivals: dict[object, float] = {}  # connection -> when its last bytes came in
        # Called with every message the bot creates or edits, as it is stored: checks that must
        # see each version of a message (an edit replaces what was shown before).
        self.message_observers: list[Callable[[Message], None]] = []
        self.deletion_observers: list[Callable[[Message], None]] = []
        # Called with each interaction as the bot's callback to it is accepted.
        self.callback_observers: list[Callable[[InteractionRecord], None]] = []
        self.port = 0  # set once the server listens
        # Seconds the emulated Discord's clock (its answers' Date header) runs ahead of this
        # machine's: a test of a host whose clock is wrong sets it.
        self.clock_offset = 0.0
        # Set to a list, every JSON answer is held to the spec's schema for its route and what
        # breaks it is noted here (the tests' check of the emulator itself; off by default,
        # for it costs a check per answer).
        self.answer_problems: list[str] | None = None

    # -- building the world ---------------------------------------------------

    def add_user(self, name: str, *, dms_open: bool = True, locale: str = "en-US") -> User:
        user = User(self.ids.next(), name, dms_open=dms_open, locale=locale)
        self.users[user.id] = user
        return user

    def add_guild(
        self, name: str, *, owner: User | None = None, shard: int | None = None, shard_count: int = 1,
        everyone: int = perms.EVERYONE_DEFAULT, bot_permissions: int = perms.BOT_DEFAULT, locale: str = "en-US",
    ) -> Guild:
        """A guild with @everyone, the bot's managed role and the bot as a member; ``locale`` is
        its preferred locale."""
        owner = owner or self.owner
        guild_id = self.ids.next(shard=shard, shard_count=shard_count)
        guild = Guild(guild_id, name, owner.id, preferred_locale=locale)
        guild.roles[guild_id] = Role(guild_id, guild_id, "@everyone", everyone)
        self.guilds[guild_id] = guild
        bot_role = self.add_role(guild, self.bot_user.name, bot_permissions)
        bot_role.bot_id = self.bot_user.id
        self.add_member(guild, self.bot_user, roles=[bot_role])
        self.add_member(guild, owner)
        return guild

    def add_role(self, guild: Guild, name: str, permissions: int) -> Role:
        role = Role(self.ids.next(), guild.id, name, permissions, position=len(guild.roles))
        guild.roles[role.id] = role
        return role

    def add_member(self, guild: Guild, user: User, *, roles: Sequence[Role] = (), nick: str | None = None) -> Member:
        member = Member(user, guild, [r.id for r in roles], nick)
        guild.members[user.id] = member
        return member

    def add_text_channel(
        self, guild: Guild, name: str, *, overwrites: Sequence[perms.Overwrite] = ()
    ) -> Channel:
        channel = Channel(self.ids.next(), ChannelType.TEXT, name, guild, overwrites=list(overwrites),
                          position=len(guild.channels))
        guild.channels.append(channel)
        self.channels[channel.id] = channel
        return channel

    def add_thread(
        self, parent: Channel, name: str, *, private: bool = False, owner: User | None = None,
        thread_id: int | None = None,
    ) -> Channel:
        """A thread in ``parent``; ``thread_id`` is the starter message's id for a message's thread."""
        assert parent.guild is not None and not parent.is_thread
        kind = ChannelType.PRIVATE_THREAD if private else ChannelType.PUBLIC_THREAD
        thread = Channel(thread_id or self.ids.next(), kind, name, parent.guild, parent=parent,
                         owner_id=(owner or self.bot_user).id)
        thread.thread_members.add((owner or self.bot_user).id)  # its creator has joined it
        parent.guild.channels.append(thread)
        self.channels[thread.id] = thread
        return thread

    def set_locale(self, user: User, locale: str) -> None:
        """The user sets his client's language: his next interactions carry it (nothing is sent
        to a bot until then, as on Discord)."""
        user.locale = locale

    async def set_guild_locale(self, guild: Guild, locale: str) -> None:
        """An admin sets the server's language ("Server Settings > Community > Overview"): a
        GUILD_UPDATE to the bot, and the ``guild_locale`` of every interaction after."""
        guild.preferred_locale = locale
        data = guild.create_payload()
        for key in ("channels", "threads", "members", "presences", "voice_states", "joined_at", "large", "member_count"):
            data.pop(key, None)  # the docs' Guild Update is a guild object, without GUILD_CREATE's own fields
        await self.dispatch_event(guild, "GUILD_UPDATE", data, GUILDS_INTENT)

    def dm_channel(self, user: User) -> Channel:
        """The bot's DM channel with ``user``, made on first use, as Discord does."""
        channel = self.dm_channels.get(user.id)
        if channel is None:
            channel = Channel(self.ids.next(), ChannelType.DM, recipient=user)
            self.dm_channels[user.id] = channel
            self.channels[channel.id] = channel
        return channel

    # -- finding things -------------------------------------------------------

    def user_named(self, name: str) -> User:
        return _one(self.users.values(), lambda u: u.name == name, f"user {name!r}")

    def channel_named(self, name: str) -> Channel:
        return _one(self.channels.values(), lambda c: c.name == name, f"channel {name!r}")

    def channel_messages(self, channel: Channel) -> list[Message]:
        return self.messages.in_channel(channel)

    def shown_messages(self, channel: Channel) -> list[Message]:
        """Every message anyone reading ``channel`` was shown, deleted since or not, oldest first."""
        return self.messages.ever_in_channel(channel)

    def last_messages(self, channel: Channel, count: int) -> list[Message]:
        """The last ``count`` messages anyone reading ``channel`` sees, oldest first: the bot's
        and its members' alike (``Message.author_id`` says whose)."""
        return self.messages.newest_in_channel(channel, count) if count > 0 else []

    def shown_since(self, channel: Channel, start: int) -> tuple[list[Message], int]:
        """What anyone reading ``channel`` was shown from position ``start`` of its record on, and
        the position to go on from (``MessageStore.shown_since``)."""
        return self.messages.shown_since(channel, start)

    def last_dms(self, user: User, count: int) -> list[Message]:
        """The last ``count`` of ``dms(user)``, oldest first."""
        channel = self.dm_channels.get(user.id)
        return [] if channel is None or count <= 0 else self.messages.newest_in_channel(channel, count)

    def dms(self, user: User) -> list[Message]:
        """Messages the bot delivered to ``user`` by DM (ephemeral replies excluded)."""
        channel = self.dm_channels.get(user.id)
        return [] if channel is None else self.messages.in_channel(channel)

    def last_message(self, channel: Channel) -> Message:
        messages = self.channel_messages(channel)
        if not messages:
            raise AssertionError(f"no messages in {channel.name or channel.id}")
        return messages[-1]

    def notifications(self, user: User) -> list[Notification]:
        """Every notification ``user`` got, oldest first (``notifications.py`` says when one is
        made): mentions allowed by ``allowed_mentions``, pinging replies, DMs; never an edit."""
        return self.notification_book.of(user.id)

    def requests_to(self, method: str, route: str) -> list[RecordedRequest]:
        """Recorded requests by method and route template, e.g. ``("PATCH", "/channels/{channel_id}/messages/{message_id}")``."""
        return [r for r in self.requests if r.method == method and r.route == route]

    def commands(self, guild: Guild | None = None) -> list[Payload]:
        table = self.global_commands if guild is None else self.guild_commands.get(guild.id, {})
        return list(table.values())

    def ack_latencies(self) -> list[float]:
        return [r.ack_latency for r in self.interactions.values() if r.ack_latency is not None]

    # -- where it is served (world.py starts the server) ---------------------

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_base(self) -> str:
        return f"{self.base_url}/api/v10"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    @property
    def resume_gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/resume-gateway"

    # -- waiting --------------------------------------------------------------

    def notify(self) -> None:
        """Wake every waiter: something in the world changed."""
        for event in self._waiters:
            event.set()

    async def wait_until(self, predicate: Callable[[], Any], *, timeout: float = WAIT, what: str = "condition") -> Any:
        """Wait for ``predicate()`` to be truthy, re-checking on every change; returns its value."""
        event = asyncio.Event()
        self._waiters.add(event)
        try:
            async with asyncio.timeout(timeout):
                # No await between the check and clear(), so no change can slip between them.
                while not (value := predicate()):
                    event.clear()
                    await event.wait()
                return value
        except TimeoutError:
            recent = ", ".join(f"{r.method} {r.route} {r.status}" for r in self.requests[-8:])
            raise EmulatorTimeout(f"timed out after {timeout}s waiting for {what}; last requests: {recent}") from None
        finally:
            self._waiters.discard(event)

    # -- the gateway's view of the world --------------------------------------------

    @property
    def application_flags(self) -> int:
        flags = 0
        for name in self.privileged_intents:
            flags |= INTENT_FLAGS[name]
        return flags

    def sessions_for(self, guild: Guild | None) -> list[Session]:
        """Sessions that should hear about ``guild`` (``None``: DMs, which go to shard 0)."""
        return [
            s for s in self.sessions
            if s.resumable and s.ready
            and (s.shard_id == 0 if guild is None else (guild.id >> 22) % s.shard_count == s.shard_id)
        ]

    async def live_session(self, guild: Guild | None, timeout: float = WAIT) -> Session:
        """The newest connected session for ``guild``'s shard, waiting for one if the bot is (re)connecting."""

        def newest() -> Session | None:
            live = [s for s in self.sessions_for(guild) if s.live]
            return live[-1] if live else None

        session: Session = await self.wait_until(newest, timeout=timeout, what="a connected bot")
        return session

    async def dispatch_event(self, guild: Guild | None, event: str, data: Payload, intent: int) -> None:
        """Send a gateway event to every session that hears about ``guild`` and has ``intent``."""
        for session in self.sessions_for(guild):
            if session.has_intent(intent):
                await session.dispatch(event, data)

    async def dispatch_channel_event(self, channel: Channel, event: str, data: Payload) -> None:
        """A message event (create, update, delete) to each session with the intent for its
        channel (the docs' "List of Intents": GUILD_MESSAGES, or DIRECT_MESSAGES for a DM), as
        that session may read it: without MESSAGE_CONTENT, a member's message comes emptied
        (``content.py``)."""
        intent = DIRECT_MESSAGES if channel.guild is None else GUILD_MESSAGES
        whole = event in MESSAGE_EVENTS
        if whole and self.answer_problems is not None:
            self.answer_problems.extend(f"gateway {event}: {path or '(the body)'} {code} {message}"
                                        for path, code, message in openapi.check_event_message(data))
        for session in self.sessions_for(channel.guild):
            if session.has_intent(intent):
                read = as_read(data, self.bot_user.id, intent=session.has_intent(MESSAGE_CONTENT)) if whole else data
                await session.dispatch(event, read)

    # -- gateway controls for tests ------------------------------------------------

    async def request_reconnect(self, guild: Guild | None = None) -> Session:
        """Send op 7 RECONNECT on the live session; the client should come back with RESUME."""
        session = await self.live_session(guild)
        assert session.connection is not None
        await session.connection.send({"op": 7, "d": None})
        return session


def _one(items: Iterable[T], test: Callable[[T], bool], what: str) -> T:
    found = [item for item in items if test(item)]
    if len(found) != 1:
        raise LookupError(f"{len(found)} matches for {what}")
    return found[0]

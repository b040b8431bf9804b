"""What a person at the page may do besides playing: add members, channels and threads, make an
admin, close DMs; and the interactions he sends as a member.

Each mistake is a `Mistake`, whose message is the one line the page shows.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Mapping
from typing import Any

from bot.sandbox import bodies
from bot.sandbox.bodies import Mistake as Mistake  # the command line takes it from here
from bot.sandbox.bodies import quote
from bot.sandbox.seen import may_see
from bot.sandbox.world_file import admin_role, client_locales, sandbox_guild
from discord_emulator import (
    Channel,
    DiscordWorld,
    EmulatorTimeout,
    InjectionError,
    InteractionRecord,
    Message,
    MessageRefused,
    User,
)

GUILDS_INTENT = 1 << 0
USER_NAME = re.compile(r"[a-z0-9_.]{2,32}")
MOST_MEMBERS = 50
MOST_CHANNELS = 50
BOT_WAIT = 2.0  # seconds an action waits for a connected bot before it says the bot is offline
# Discord's own bounds: a command's name is at most three words of 32, a custom id 100
# characters, a select at most 25 values, a string option 6,000 characters, a text input 4,000.
COMMAND_CHARACTERS = 100
CUSTOM_ID_CHARACTERS = 100
MOST_VALUES = 25
# An integer option as Discord's client sends one: ASCII digits, perhaps a minus, within the
# ±(2**53 - 1) Discord allows (int() alone would take "1_0" as 10 and "٥" as 5).
INTEGER = re.compile(r"-?[0-9]{1,16}")
MOST_INTEGER = 2**53 - 1
OPTION_CHARACTERS = 6000
INPUT_CHARACTERS = 4000
NAME_CHARACTERS = 100
SNOWFLAKE = re.compile(r"[0-9]{1,20}")

Json = dict[str, Any]


def user_name(text: str) -> str:
    """A member's name as Discord's new usernames are: 2 to 32 of a-z, 0-9, '_' and '.'."""
    name = text.strip().lower()
    if not USER_NAME.fullmatch(name):
        raise Mistake(f"{quote(text.strip())} is not a member name: use 2 to 32 letters, digits, '_' or '.'")
    return name


def add_member(world: DiscordWorld, name: str) -> User:
    name = user_name(name)
    guild = sandbox_guild(world)
    if any(u.name == name for u in world.users.values()):
        raise Mistake(f"there is already a member named {name}")
    if len(guild.members) >= MOST_MEMBERS + 2:
        raise Mistake(f"the sandbox holds at most {MOST_MEMBERS} members")
    user = world.add_user(name)
    world.add_member(guild, user)
    return user


def set_admin(world: DiscordWorld, user: User, admin: bool) -> None:
    """Give or take the Admins role (Manage Server), which the bot's admin commands ask for."""
    member = sandbox_guild(world).members[user.id]
    role = admin_role(sandbox_guild(world)).id
    member.role_ids = [r for r in member.role_ids if r != role] + ([role] if admin else [])


def set_dms(user: User, open_: bool) -> None:
    user.dms_open = open_


def client_locale(value: object) -> str:
    if value not in client_locales():
        raise Mistake(f"{quote(str(value))} is not a language here: {', '.join(client_locales())}")
    return str(value)


def set_locale(user: User, locale: str) -> None:
    """The member sets his Discord client's language: his interactions carry it from now on."""
    user.locale = client_locale(locale)


def set_server_locale(world: DiscordWorld, locale: str) -> Awaitable[None]:
    """The server's language (its preferred locale), told to the bot as Discord does."""
    return world.set_guild_locale(sandbox_guild(world), client_locale(locale))


def channel_name(text: str) -> str:
    """As Discord's client makes it: lower case, spaces as dashes, 1 to 100 characters."""
    name = re.sub(r"\s+", "-", text.strip().lower())
    if not re.fullmatch(r"[a-z0-9_-]{1,100}", name):
        raise Mistake(f"{quote(text.strip())} is not a channel name: use letters, digits, '-' or '_' (at most 100)")
    return name


async def add_channel(world: DiscordWorld, name: str) -> Channel:
    guild = sandbox_guild(world)
    name = channel_name(name)
    if len(guild.channels) >= MOST_CHANNELS:
        raise Mistake(f"the sandbox holds at most {MOST_CHANNELS} channels and threads")
    if any(c.name == name and not c.is_thread for c in guild.channels):
        raise Mistake(f"there is already a channel #{name}")
    channel = world.add_text_channel(guild, name)
    await world.dispatch_event(guild, "CHANNEL_CREATE", channel.payload(), GUILDS_INTENT)
    return channel


async def add_thread(world: DiscordWorld, parent: Channel, name: str) -> Channel:
    guild = sandbox_guild(world)
    name = name.strip()
    if not 1 <= len(name) <= 100:
        raise Mistake("a thread's name is 1 to 100 characters")
    if parent.is_thread or parent.is_dm:
        raise Mistake("a thread opens in a text channel, not in a thread or a DM")
    if len(guild.channels) >= MOST_CHANNELS:
        raise Mistake(f"the sandbox holds at most {MOST_CHANNELS} channels and threads")
    thread = world.add_thread(parent, name)
    await world.dispatch_event(guild, "THREAD_CREATE", {**thread.payload(), "newly_created": True},
                               GUILDS_INTENT)
    return thread


# -- interactions ---------------------------------------------------------------------


def command_text(body: Json) -> str:
    """The command's whole name as typed, "poker join"; a slash before it is allowed."""
    command = bodies.text(body, "command", COMMAND_CHARACTERS).strip().lstrip("/").strip()
    if not command:
        raise Mistake('name a command, as "poker join"')
    return " ".join(command.split())


def _leaf(world: DiscordWorld, channel: Channel, command: str) -> list[Json]:
    """The option definitions of ``/command sub …`` as synced (empty when unknown: the
    emulation then names the mistake)."""
    name, *path = command.split()
    guild = channel.guild
    synced = [*world.global_commands.values(), *(world.guild_commands.get(guild.id, {}).values() if guild else [])]
    node: Json | None = next((c for c in synced if c["name"] == name), None)
    for word in path:
        if node is None:
            break
        node = next((o for o in node.get("options") or [] if o["name"] == word and o["type"] in (1, 2)), None)
    return list(node.get("options") or []) if node else []


def typed_options(world: DiscordWorld, channel: Channel, command: str,
                  given: Mapping[str, Any]) -> dict[str, Any]:
    """Options typed as the page sends them (text) into what Discord's client would send."""
    defined = {o["name"]: o for o in _leaf(world, channel, command)}
    typed: dict[str, Any] = {}
    for name, value in given.items():
        kind = defined.get(name, {}).get("type")
        if name not in defined and len(name) > 32:
            raise Mistake(f"no option {quote(name)}")
        if value is None or value == "":
            continue  # a field left empty is an option not given
        if not isinstance(value, str | int | float) or (isinstance(value, str) and len(value) > OPTION_CHARACTERS):
            raise Mistake(f"{name}: {quote(value)} is not a {_KINDS.get(kind or 3, 'value')}")
        try:
            if kind == 4:
                typed[name] = _integer(value)
            elif kind == 10:
                typed[name] = float(str(value).strip())
            elif kind == 5:
                typed[name] = str(value).strip().lower() in ("true", "yes", "1")
            elif kind in (6, 9):
                typed[name] = world.users[int(str(value).strip().lstrip("<@!").rstrip(">"))]
            elif kind == 7:
                typed[name] = world.channels[int(str(value).strip().lstrip("<#").rstrip(">"))]
            elif kind == 8:
                guild = channel.guild
                assert guild is not None
                typed[name] = guild.roles[int(str(value).strip().lstrip("<@&").rstrip(">"))]
            else:
                typed[name] = value
        except (ValueError, KeyError, AssertionError):
            raise Mistake(f"{name}: {quote(str(value))} is not a {_KINDS.get(kind or 3, 'value')}") from None
    return typed


def _integer(value: str | int | float) -> int:
    text = str(value).strip()
    if INTEGER.fullmatch(text) is None or abs(int(text)) > MOST_INTEGER:
        raise ValueError(text)
    return int(text)


_KINDS = {3: "text", 4: "whole number", 10: "number", 5: "true or false", 6: "member", 7: "channel", 8: "role",
          9: "member"}


async def interact(world: DiscordWorld, user: User, body: Json) -> InteractionRecord:
    """Send what the page asked as ``user``; returns at once, before the bot answers."""
    kind = body.get("kind")
    try:
        if kind == "slash":
            channel = find_channel(world, body.get("channel_id"))
            command = command_text(body)
            options = typed_options(world, channel, command, bodies.mapping(body, "options"))
            return await world.slash(user, channel, command, options, wait=False, timeout=BOT_WAIT)
        if kind in ("click", "select"):
            message = find_message(world, user, body.get("message_id"))
            custom_id = bodies.text(body, "custom_id", CUSTOM_ID_CHARACTERS)
            if kind == "click":
                return await world.click(user, message, custom_id, wait=False, timeout=BOT_WAIT)
            values = bodies.texts(body, "values", most_items=MOST_VALUES, most=CUSTOM_ID_CHARACTERS)
            return await world.select(user, message, custom_id, values, wait=False, timeout=BOT_WAIT)
        if kind == "modal":
            shown = world.interactions.get(find_id(body.get("interaction_id")))
            if shown is None:
                raise Mistake("that modal is no longer open")
            fields = _modal_values(bodies.mapping(body, "values"))
            return await world.submit_modal(user, shown, fields, wait=False, timeout=BOT_WAIT)
    except InjectionError as exc:
        raise Mistake(str(exc)) from None
    except EmulatorTimeout:
        raise Mistake("the bot is offline: wait until it is back") from None
    raise Mistake(f"unknown kind of action {quote(kind)}: slash, click, select, modal or message")


async def post(world: DiscordWorld, user: User, body: Json) -> Message:
    """A plain message from ``user`` in the channel, thread or DM ``channel_id``: its text
    trimmed, as Discord's client sends it, then held to Discord's 1 to 2,000 characters."""
    channel = find_channel(world, body.get("channel_id"))
    content = bodies.text(body, "content", bodies.MOST_BYTES).strip()
    try:
        return await world.post_message(user, channel, content)
    except MessageRefused as exc:
        raise bodies.Refused(_refusal(exc, user, channel, content), exc.error.body()) from None
    except InjectionError as exc:
        raise Mistake(str(exc)) from None


def _refusal(exc: MessageRefused, user: User, channel: Channel, content: str) -> str:
    """Discord's refusal of a member's message in one line of the sandbox's."""
    code = exc.error.code
    if code == 50006:
        return "a message needs some text: this one is empty"
    if code == 50035:
        return f"a message is at most 2,000 characters: this one has {len(content):,}"
    if code == 50013:
        return f"{user.name} may not send messages in #{channel.name}"
    if code == 50083:
        return f"#{channel.name} is archived and locked: no one may write in it"
    return f"Discord refused the message: {exc.error.message}"


def _modal_values(given: Json) -> dict[str, str | list[str]]:
    """A modal's fields by custom id: text for a text input, a list of text for a select."""
    values: dict[str, str | list[str]] = {}
    for custom_id, value in given.items():
        if len(custom_id) > CUSTOM_ID_CHARACTERS:
            raise Mistake(f"the modal has no input {quote(custom_id)}")
        if isinstance(value, list):
            values[custom_id] = bodies.texts(given, custom_id, most_items=MOST_VALUES, most=CUSTOM_ID_CHARACTERS)
        else:
            values[custom_id] = bodies.text(given, custom_id, INPUT_CHARACTERS)
    return values


async def autocomplete(world: DiscordWorld, user: User, body: Json) -> list[Json]:
    channel = find_channel(world, body.get("channel_id"))
    command = command_text(body)
    focused = bodies.text(body, "focused", 32)
    given = dict(bodies.mapping(body, "options"))
    typing = bodies.text(given, focused, OPTION_CHARACTERS) if focused in given else ""
    given.pop(focused, None)
    options = typed_options(world, channel, command, given)
    options[focused] = typing
    try:
        return await world.autocomplete(user, channel, command, options, focused=focused, timeout=BOT_WAIT)
    except InjectionError as exc:
        raise Mistake(str(exc)) from None
    except EmulatorTimeout:
        raise Mistake("the bot gave no choices in time") from None


def find_id(value: object) -> int:
    """A snowflake, as text or a number."""
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 1 << 64:
        return value
    if isinstance(value, str) and SNOWFLAKE.fullmatch(value.strip()):
        return int(value)
    raise Mistake(f"{quote(value)} is not an id")


def find_user(world: DiscordWorld, value: object) -> User:
    user_id = find_id(value)
    user = world.users.get(user_id)
    if user is None or user.id not in sandbox_guild(world).members or user is world.owner:
        raise Mistake(f"no member with id {user_id}")
    return user


def find_channel(world: DiscordWorld, value: object) -> Channel:
    channel_id = find_id(value)
    channel = world.channels.get(channel_id)
    if channel is None:
        raise Mistake(f"no channel with id {channel_id}")
    return channel


def find_message(world: DiscordWorld, user: User, value: object) -> Message:
    message = world.messages.by_id.get(find_id(value))
    if message is None or not may_see(user, message):
        raise Mistake("that message is gone")
    return message

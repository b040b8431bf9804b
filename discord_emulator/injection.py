"""What users do: run slash commands, click buttons, pick from selects, submit modals.

Each injection checks that a real user could do it (the command is synced and
visible to them, the button exists and is enabled), sends INTERACTION_CREATE
to the connected bot, and by default waits for the bot's callback.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Mapping, Sequence
from typing import Any, cast

from . import permissions as perms
from .chat import Chat, check_presence
from .components import BUTTON, LINK_STYLE, SELECTS, STRING_SELECT
from .interactions import (
    WAIT,
    InjectionError,
    InteractionRecord,
    InteractionType,
    command_data,
    modal_submit_components,
)
from .model import Channel, Message, Payload, User
from .state import WorldState
from .uploads import MAX_FILE_BYTES

ATTACHMENT_LIMIT = MAX_FILE_BYTES  # what Discord tells the bot in attachment_size_limit


class Injector(Chat):
    """The world's state, with what its users can do in it: write (``Chat``) and interact
    (``DiscordWorld`` serves both)."""

    async def slash(
        self,
        user: User,
        channel: Channel,
        command: str,
        options: Mapping[str, Any] | None = None,
        *,
        wait: bool = True,
        timeout: float = WAIT,
        expired: bool = False,
    ) -> InteractionRecord:
        """Run ``/command sub options`` as ``user`` in ``channel`` (a guild channel, thread or DM)."""
        name, *path = command.split()
        synced = _find_command(self, user, channel, name)
        data = command_data(synced, path, options or {}, user=user, guild=channel.guild)
        return await self.inject(InteractionType.APPLICATION_COMMAND, user, channel, data,
                                 wait=wait, timeout=timeout, expired=expired)

    async def autocomplete(
        self,
        user: User,
        channel: Channel,
        command: str,
        options: Mapping[str, Any],
        *,
        focused: str,
        timeout: float = WAIT,
    ) -> list[Payload]:
        """The choices the bot offers while ``user`` types option ``focused``."""
        name, *path = command.split()
        synced = _find_command(self, user, channel, name)
        data = command_data(synced, path, options, user=user, guild=channel.guild, focused=focused)
        record = await self.inject(InteractionType.AUTOCOMPLETE, user, channel, data, timeout=timeout)
        return cast("list[Payload]", record.callback_data.get("choices", []))

    async def click(
        self,
        user: User,
        message: Message,
        custom_id: str,
        *,
        wait: bool = True,
        timeout: float = WAIT,
        expired: bool = False,
    ) -> InteractionRecord:
        """Press the button ``custom_id`` on ``message``."""
        component = _usable_component(user, message, custom_id)
        if component["type"] != BUTTON or component.get("style") == LINK_STYLE:
            raise InjectionError(f"{custom_id!r} is not a button that sends an interaction")
        data = {"custom_id": custom_id, "component_type": BUTTON}
        return await self.inject(InteractionType.MESSAGE_COMPONENT, user, message.channel, data,
                                 message=message, wait=wait, timeout=timeout, expired=expired)

    async def select(
        self,
        user: User,
        message: Message,
        custom_id: str,
        values: Sequence[str],
        *,
        wait: bool = True,
        timeout: float = WAIT,
    ) -> InteractionRecord:
        """Choose ``values`` in the string select ``custom_id`` on ``message``."""
        component = _usable_component(user, message, custom_id)
        if component["type"] not in SELECTS:
            raise InjectionError(f"{custom_id!r} is not a select menu")
        low, high = component.get("min_values", 1), component.get("max_values", 1)
        if not low <= len(values) <= high:
            raise InjectionError(f"choose between {low} and {high} values, not {len(values)}")
        if component["type"] == STRING_SELECT:
            offered = {o["value"] for o in component.get("options", [])}
            if not set(values) <= offered:
                raise InjectionError(f"{sorted(set(values) - offered)} are not options of {custom_id!r}")
        data = {"custom_id": custom_id, "component_type": component["type"], "values": list(values)}
        return await self.inject(InteractionType.MESSAGE_COMPONENT, user, message.channel, data,
                                 message=message, wait=wait, timeout=timeout)

    async def submit_modal(
        self,
        user: User,
        shown: InteractionRecord,
        values: Mapping[str, Any],
        *,
        wait: bool = True,
        timeout: float = WAIT,
    ) -> InteractionRecord:
        """Fill in and submit the modal the bot showed in answer to ``shown``."""
        modal = shown.modal
        if modal is None or shown.user is not user:
            raise InjectionError("that interaction did not show this user a modal")
        data = {"custom_id": modal["custom_id"], "components": modal_submit_components(modal, values)}
        return await self.inject(InteractionType.MODAL_SUBMIT, user, shown.channel, data,
                                 message=shown.source_message, wait=wait, timeout=timeout, trigger=shown)

    async def inject(
        self,
        kind: InteractionType,
        user: User,
        channel: Channel,
        data: Payload,
        *,
        message: Message | None = None,
        wait: bool = True,
        timeout: float = WAIT,
        expired: bool = False,
        trigger: InteractionRecord | None = None,
    ) -> InteractionRecord:
        """Send one INTERACTION_CREATE; with ``wait``, return once the bot tried to answer.
        ``trigger``: a modal's submission names the interaction that showed the modal."""
        check_presence(user, channel)
        world = self
        session = await world.live_session(channel.guild, timeout=timeout)
        interaction_id = world.ids.next()
        token = "interaction." + secrets.token_urlsafe(48)
        payload = _payload(world, interaction_id, token, kind, user, channel, data, message)
        record = InteractionRecord(
            world, interaction_id, token, kind, user, channel, channel.guild, payload,
            source_message=message, expired=expired, ack_deadline=world.ack_deadline, trigger=trigger,
        )
        world.interactions[interaction_id] = record
        world.interaction_tokens[token] = record
        record.injected_at = time.monotonic()
        await session.dispatch("INTERACTION_CREATE", payload)
        if wait:
            await record.wait_for(lambda r: r.answered, timeout)
        return record


def _find_command(world: WorldState, user: User, channel: Channel, name: str) -> Payload:
    guild = channel.guild
    candidates = [] if guild is None else [world.guild_commands.get(guild.id, {}).get((1, name))]
    candidates.append(world.global_commands.get((1, name)))
    command = next((c for c in candidates if c is not None), None)
    if command is None:
        raise InjectionError(f"/{name} was never synced here")
    contexts = command.get("contexts")
    if guild is None:
        allowed = 1 in contexts if contexts is not None else command.get("dm_permission", True)
        if not allowed:
            raise InjectionError(f"/{name} is not available in DMs")
        return command
    if contexts is not None and 0 not in contexts:
        raise InjectionError(f"/{name} is not available in guilds")
    granted = guild.permissions(user.id, channel)
    required = int(command.get("default_member_permissions") or 0)
    if not granted & perms.USE_APPLICATION_COMMANDS or granted & required != required:
        raise InjectionError(f"{user.name} may not use /{name} (needs permissions {required})")
    return command


def _usable_component(user: User, message: Message, custom_id: str) -> Payload:
    if message.deleted:
        raise InjectionError("that message was deleted")
    if message.visible_to is not None and message.visible_to != user.id:
        raise InjectionError(f"{user.name} cannot see that ephemeral message")
    component = message.component(custom_id)
    if component is None:
        raise InjectionError(f"no component {custom_id!r} on the message; it has {message.custom_ids}")
    if component.get("disabled"):
        raise InjectionError(f"{custom_id!r} is disabled")
    return component


def _payload(
    world: WorldState, interaction_id: int, token: str, kind: InteractionType,
    user: User, channel: Channel, data: Payload, message: Message | None,
) -> Payload:
    guild = channel.guild
    payload: Payload = {
        "id": str(interaction_id),
        "application_id": str(world.application_id),
        "type": int(kind),
        "data": data,
        "token": token,
        "version": 1,
        "channel_id": str(channel.id),
        "channel": channel.payload(),
        "locale": user.locale,  # the invoking user's client language, on every interaction but PING
        "entitlements": [],
        "attachment_size_limit": ATTACHMENT_LIMIT,
    }
    if guild is not None:
        user_perms = guild.permissions(user.id, channel)
        payload["channel"]["permissions"] = str(user_perms)
        payload.update(
            guild_id=str(guild.id),
            guild_locale=guild.preferred_locale,
            guild={"id": str(guild.id), "locale": guild.preferred_locale, "features": []},
            member=guild.members[user.id].payload(permissions=user_perms),
            app_permissions=str(guild.permissions(world.bot_user.id, channel)),
            authorizing_integration_owners={"0": str(guild.id)},
            context=0,
        )
    else:
        payload.update(
            user=user.payload(),
            app_permissions=str(perms.BOT_DEFAULT),
            authorizing_integration_owners={"0": "0"},
            context=1,
        )
    if message is not None:
        payload["message"] = message.snapshot()
    return payload

"""Interactions the tests inject, and the record of how the bot answered each one."""

from __future__ import annotations

import operator
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any, Protocol

from .model import EPHEMERAL, Channel, Guild, Message, Payload, Role, User


class InteractionType(IntEnum):
    APPLICATION_COMMAND = 2
    MESSAGE_COMPONENT = 3
    AUTOCOMPLETE = 4
    MODAL_SUBMIT = 5


class CallbackType(IntEnum):
    CHANNEL_MESSAGE = 4
    DEFERRED_CHANNEL_MESSAGE = 5
    DEFERRED_UPDATE_MESSAGE = 6
    UPDATE_MESSAGE = 7
    AUTOCOMPLETE_RESULT = 8
    MODAL = 9


class OptionType(IntEnum):
    SUB_COMMAND = 1
    SUB_COMMAND_GROUP = 2
    STRING = 3
    INTEGER = 4
    BOOLEAN = 5
    USER = 6
    CHANNEL = 7
    ROLE = 8
    MENTIONABLE = 9
    NUMBER = 10
    ATTACHMENT = 11


MAX_STRING_OPTION = 6000  # what Discord's client lets a user type into a string option without a max_length


# How long a wait for something that should happen (an answer, a message) lasts before it fails.
# Only an upper bound: a wait ends as soon as the thing happens, so a loaded machine (CI's two
# cores, other suites beside) is given room at no cost to a run that passes.
WAIT = 30.0


class InjectionError(Exception):
    """The test asked for something a Discord user could not do (unknown command, no such button)."""


class Waits(Protocol):
    """What a record waits on: the world, which wakes its waiters at every change."""

    async def wait_until(self, predicate: Callable[[], Any], *, timeout: float = ..., what: str = ...) -> Any: ...


@dataclass(eq=False)
class InteractionRecord:
    """One injected interaction and everything the bot did with its token."""

    world: Waits = field(repr=False)
    id: int
    token: str
    type: InteractionType
    user: User
    channel: Channel
    guild: Guild | None
    payload: Payload = field(repr=False)
    source_message: Message | None = None  # the message a component sits on
    injected_at: float = field(default_factory=time.monotonic)
    acked_at: float | None = None
    callback: Payload | None = None
    attempts: list[tuple[int, Payload]] = field(default_factory=list)  # every callback try
    original: Message | None = None
    # The answers after the callback: the deferred "thinking" reply once filled in (by an
    # @original edit, or by a follow-up, deprecated), then every follow-up message.
    followups: list[Message] = field(default_factory=list)
    expired: bool = False  # the token no longer works
    ack_deadline: float = 3.0
    # Follow-ups that filled in the deferred "thinking" reply instead of making a message of
    # their own: Discord still does so, but calls it deprecated (rest_interactions.followup).
    deprecated_fills: int = 0
    trigger: InteractionRecord | None = field(default=None, repr=False)  # a modal's: who showed it

    def metadata(self) -> Payload:
        """The ``interaction_metadata`` a message made in answer to it carries (the spec's
        *InteractionMetadataResponse, by type)."""
        data: Payload = {
            "id": str(self.id),
            "type": int(self.type),
            "user": self.user.payload(),
            "authorizing_integration_owners": self.payload.get("authorizing_integration_owners", {}),
        }
        if self.type is InteractionType.MESSAGE_COMPONENT and self.source_message is not None:
            data["interacted_message_id"] = str(self.source_message.id)
        if self.type is InteractionType.MODAL_SUBMIT and self.trigger is not None:
            data["triggering_interaction_metadata"] = self.trigger.metadata()
        return data

    @property
    def callback_type(self) -> CallbackType | None:
        return None if self.callback is None else CallbackType(self.callback["type"])

    @property
    def callback_data(self) -> Payload:
        return {} if self.callback is None else self.callback.get("data") or {}

    @property
    def ephemeral(self) -> bool:
        return bool(self.callback_data.get("flags", 0) & EPHEMERAL)

    @property
    def modal(self) -> Payload | None:
        return self.callback_data if self.callback_type is CallbackType.MODAL else None

    @property
    def ack_latency(self) -> float | None:
        """Seconds from the INTERACTION_CREATE dispatch to the bot's callback."""
        return None if self.acked_at is None else self.acked_at - self.injected_at

    @property
    def command_name(self) -> str | None:
        """A slash command's whole name, with its group and subcommand: "poker robots add"
        (for the command itself or its autocomplete)."""
        if self.type not in (InteractionType.APPLICATION_COMMAND, InteractionType.AUTOCOMPLETE):
            return None
        data = self.payload.get("data") or {}
        words = [str(data.get("name", ""))]
        options = data.get("options") or []
        while options and options[0].get("type") in (OptionType.SUB_COMMAND, OptionType.SUB_COMMAND_GROUP):
            words.append(str(options[0]["name"]))
            options = options[0].get("options") or []
        return " ".join(words)

    @property
    def answered(self) -> bool:
        return bool(self.attempts)

    def token_expired_now(self) -> bool:
        return self.expired or time.monotonic() - self.injected_at > 15 * 60

    async def wait_for(self, predicate: Callable[[InteractionRecord], bool], timeout: float = WAIT) -> None:
        await self.world.wait_until(lambda: predicate(self), timeout=timeout, what=f"interaction {self.id}")

    async def wait_followups(self, count: int = 1, timeout: float = WAIT) -> list[Message]:
        await self.wait_for(lambda r: len(r.followups) >= count, timeout)
        return self.followups

    async def wait_original_edits(self, count: int = 1, timeout: float = WAIT) -> Message:
        await self.wait_for(lambda r: r.original is not None and r.original.edit_count >= count, timeout)
        assert self.original is not None
        return self.original


# -- application command data, built from what the bot synced -------------------


def command_data(
    command: Payload,
    path: list[str],
    options: Mapping[str, Any],
    *,
    user: User,
    guild: Guild | None,
    focused: str | None = None,
) -> Payload:
    """The ``data`` of a slash command interaction for ``/name sub ... options``.

    Options are typed and checked against the synced definition, as Discord's
    client would before sending: unknown names, missing required options and
    values outside the choices are refused.
    """
    data: Payload = {"id": command["id"], "name": command["name"], "type": 1}
    if command.get("guild_id"):
        data["guild_id"] = command["guild_id"]
    resolved: Payload = {}
    node = command
    chain: list[Payload] = []
    for word in path:
        sub = next(
            (o for o in node.get("options") or [] if o["name"] == word and o["type"] in (1, 2)),
            None,
        )
        if sub is None:
            raise InjectionError(f"/{command['name']} has no sub-command {word!r}")
        chain.append(sub)
        node = sub
    if any(o["type"] in (1, 2) for o in node.get("options") or []):
        raise InjectionError(f"/{' '.join([command['name'], *path])} needs a sub-command")
    leaf = _leaf_options(node, options, _Context(user, guild, resolved), focused)
    for sub in reversed(chain):
        leaf = [{"name": sub["name"], "type": sub["type"], "options": leaf}]
    data["options"] = leaf
    if resolved:
        data["resolved"] = resolved
    return data


@dataclass
class _Context:
    user: User
    guild: Guild | None
    resolved: Payload


def _leaf_options(
    node: Payload, given: Mapping[str, Any], ctx: _Context, focused: str | None
) -> list[Payload]:
    defined = {o["name"]: o for o in node.get("options") or []}
    unknown = set(given) - set(defined)
    if unknown:
        raise InjectionError(f"unknown options {sorted(unknown)}; the command has {sorted(defined)}")
    out: list[Payload] = []
    for name, definition in defined.items():
        if name not in given:
            if definition.get("required") and focused is None:
                raise InjectionError(f"option {name!r} is required")
            continue
        kind = OptionType(definition["type"])
        if kind is OptionType.STRING and len(str(given[name])) > definition.get("max_length", MAX_STRING_OPTION):
            raise InjectionError(f"{name} holds {len(str(given[name]))} characters; Discord lets a user type "
                                 f"{definition.get('max_length', MAX_STRING_OPTION)}")
        if name == focused:
            out.append({"name": name, "type": kind, "value": str(given[name]), "focused": True})
            continue
        value = _option_value(kind, given[name], ctx)
        choices = definition.get("choices")
        if choices and value not in [c["value"] for c in choices]:
            raise InjectionError(f"{value!r} is not among the choices of {name!r}")
        for bound, ok in (("min_value", operator.ge), ("max_value", operator.le)):
            if bound in definition and not ok(value, definition[bound]):
                raise InjectionError(f"{name}={value!r} is outside {bound} {definition[bound]}")
        for bound, ok in (("min_length", operator.ge), ("max_length", operator.le)):
            if bound in definition and not ok(len(value), definition[bound]):
                raise InjectionError(f"{name}={value!r} breaks {bound} {definition[bound]}")
        out.append({"name": name, "type": kind, "value": value})
    return out


def _option_value(kind: OptionType, value: Any, ctx: _Context) -> Any:
    guild, resolved = ctx.guild, ctx.resolved
    if kind is OptionType.STRING:
        return str(value)
    if kind is OptionType.INTEGER:
        if not isinstance(value, int) or isinstance(value, bool):
            raise InjectionError(f"{value!r} is not an integer")
        return value
    if kind is OptionType.NUMBER:
        return float(value)
    if kind is OptionType.BOOLEAN:
        return bool(value)
    if kind in (OptionType.USER, OptionType.MENTIONABLE) and isinstance(value, User):
        resolved.setdefault("users", {})[str(value.id)] = value.payload()
        if guild is not None and value.id in guild.members:
            member = guild.members[value.id].payload(permissions=guild.permissions(value.id), with_user=False)
            resolved.setdefault("members", {})[str(value.id)] = member
        return str(value.id)
    if kind in (OptionType.ROLE, OptionType.MENTIONABLE) and isinstance(value, Role):
        resolved.setdefault("roles", {})[str(value.id)] = value.payload()
        return str(value.id)
    if kind is OptionType.CHANNEL and isinstance(value, Channel):
        channel = value.payload()
        if guild is not None:
            channel["permissions"] = str(guild.permissions(ctx.user.id, value))
        resolved.setdefault("channels", {})[str(value.id)] = channel
        return str(value.id)
    raise InjectionError(f"cannot pass {value!r} as a {kind.name} option")


# -- modal submissions -------------------------------------------------------------


def modal_submit_components(modal: Payload, values: Mapping[str, Any]) -> list[Payload]:
    """Mirror the modal's layout, filled with ``values`` by custom_id, as Discord sends it back."""
    unknown = set(values)

    def fill(item: Payload) -> Payload:
        kind = item["type"]
        if kind == 1:
            return {"type": 1, "id": item.get("id"), "components": [fill(c) for c in item["components"]]}
        if kind == 18:
            return {"type": 18, "id": item.get("id"), "component": fill(item["component"])}
        custom_id = item.get("custom_id")
        if custom_id is None:
            return {"type": kind, "id": item.get("id")}
        unknown.discard(custom_id)
        value = values.get(custom_id, item.get("value") or "")
        if kind == 4:
            _check_text_input(item, value)
            return {"type": 4, "id": item.get("id"), "custom_id": custom_id, "value": value}
        chosen = value if isinstance(value, list) else [value] if value else []
        return {"type": kind, "id": item.get("id"), "custom_id": custom_id, "values": chosen}

    filled = [fill(c) for c in modal.get("components", [])]
    if unknown:
        raise InjectionError(f"the modal has no inputs {sorted(unknown)}")
    return filled


def _check_text_input(item: Payload, value: str) -> None:
    if item.get("required", True) and not value:
        raise InjectionError(f"text input {item['custom_id']!r} is required")
    if value and not item.get("min_length", 0) <= len(value) <= item.get("max_length", 4000):
        raise InjectionError(f"{value!r} does not fit text input {item['custom_id']!r}")

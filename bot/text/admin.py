"""The admins' answers in words, for ``/poker-admin``: limits in force, where each comes
from, and who changed what when."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.services.errors import UserError
from bot.services.limits import LimitChange, describe_fields
from bot.services.whole_numbers import NumberError, parse_whole
from bot.text.bank import when, who

SOURCES = ("this channel", "server default", "Foster")


def show_value(value: Any) -> str:
    """A value as an admin would type it back."""
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list | tuple | set | frozenset):
        return ", ".join(str(v) for v in value) or "none"
    return str(value)


def source(field: str, channel: Mapping[str, Any], server: Mapping[str, Any]) -> str:
    if field in channel:
        return SOURCES[0]
    if field in server:
        return SOURCES[1]
    return SOURCES[2]


def limits_text(flat: Mapping[str, Any], channel: Mapping[str, Any], server: Mapping[str, Any]) -> str:
    """Every field in force, and whether the channel, the server default or Foster's code sets it."""
    return "\n".join(f"`{name}` = {show_value(value)} · {source(name, channel, server)}"
                     for name, value in flat.items())


def history_text(changes: Sequence[LimitChange]) -> str:
    if not changes:
        return "No limit has been changed here yet: every table plays Foster's code."
    return "\n".join(
        f"`{c.field}` {show_value(c.old)} → {show_value(c.new)}, "
        f"{'server default' if c.channel is None else f'<#{c.channel}>'}, "
        f"by {who(c.changed_by)}, {when(c.changed_at)}"
        for c in changes)


def field_choices(current: str, limit: int = 25) -> list[tuple[str, str]]:
    """(label, field) for autocompletion: fields whose name or description holds what was typed."""
    typed = current.strip().lower().replace(" ", "_")
    found = []
    for name, description in describe_fields().items():
        if typed in name or current.strip().lower() in description.lower():
            found.append(((f"{name}: {description}")[:100], name))
    found.sort(key=lambda pair: not pair[1].startswith(typed))  # names that start with it first
    return found[:limit]


def parse_chip_limit(field: str, text: str) -> int | None:
    """A bank limit as typed: a whole number of chips, or 'none' for no limit (None)."""
    if text.strip().lower() in ("none", "no limit", "nolimit", "unlimited"):
        return None
    try:
        return parse_whole(text, field)
    except NumberError as exc:
        raise UserError(f"{exc}, or none for no limit") from None


# Said with a change of `variety` where the channel's table has a jack-pot to play out (law 76).
NEW_GAME_AFTER_JACKPOT = ("This channel's table has a jack-pot to play out first: "
                          "the new game begins once it is won (law 76).")

"""The admins' answers in words, for ``/poker-admin``: limits in force, where each comes
from, and who changed what when."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.services.errors import UserError
from bot.services.limits import LimitChange, describe_fields
from bot.services.whole_numbers import NumberError, parse_whole
from bot.text.bank import when, who
from bot.text.limit_words import grouped_limits, show_value

__all__ = ["show_value"]  # kept here too: the commands' answers type a value back with it

def limits_text(flat: Mapping[str, Any], channel: Mapping[str, Any], server: Mapping[str, Any]) -> str:
    """Every limit in force, grouped, each with its meaning and marks (`limit_words`)."""
    return grouped_limits(flat, channel, server)


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

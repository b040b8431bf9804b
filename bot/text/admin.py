"""The admins' answers in words, for ``/poker-admin``: limits in force, where each comes
from, and who changed what when. The words are the catalogue's (`locales/*/admin.ftl`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.services.errors import UserError
from bot.services.limits import LimitChange, describe_fields
from bot.services.whole_numbers import NumberError, parse_whole
from bot.text.bank import when, who
from bot.text.i18n import SOURCE, t, text_in
from bot.text.limit_words import grouped_limits, show_value

__all__ = ["show_value"]  # kept here too: the commands' answers type a value back with it

def limits_text(flat: Mapping[str, Any], channel: Mapping[str, Any], server: Mapping[str, Any]) -> str:
    """Every limit in force, grouped, each with its meaning and marks (`limit_words`)."""
    return grouped_limits(flat, channel, server)


def history_text(changes: Sequence[LimitChange]) -> str:
    if not changes:
        return t("admin-no-changes")
    return "\n".join(
        t("admin-change-server", field=c.field, old=show_value(c.old), new=show_value(c.new), who=who(c.changed_by),
          when=when(c.changed_at)) if c.channel is None else
        t("admin-change-channel", field=c.field, old=show_value(c.old), new=show_value(c.new),
          channel=f"<#{c.channel}>", who=who(c.changed_by), when=when(c.changed_at))
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
    """A bank limit as typed: a whole number of chips, or 'none' for no limit (None); the words
    /bank limits shows for no limit are taken too, in English and in the reader's language."""
    shown = {text_in(SOURCE, "bank-no-limit"), t("bank-no-limit").lower()}
    if text.strip().lower() in {"none", "nolimit", "unlimited", *shown}:
        return None
    try:
        return parse_whole(text, field)
    except NumberError as exc:
        raise UserError(t("admin-or-none", error=str(exc))) from None


def new_game_after_jackpot() -> str:
    """Said with a change of `variety` where the channel's table has a jack-pot to play out (law 76)."""
    return t("admin-new-game-after-jackpot")

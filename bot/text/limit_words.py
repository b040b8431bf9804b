"""`/poker-admin show` in words: the limits in force in a channel, grouped as a player thinks of
them, each with a short meaning, where it is set, and whether it departs from Foster's own game
(his code's value, which is each rule's default; the bot's own settings have no Foster value).
The words are the catalogue's (`locales/*/limit.ftl`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.services.limits import BOT_FIELDS, FIELDS, build
from bot.text.i18n import t

# The groups, by the key of their title's message, and the limits in each.
GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("betting", ("blind", "raise_limit", "straddles", "straddle_cap", "betting", "progressive_scheme",
                 "progressive_max_raises", "max_raises", "checking", "freeze_out_stake", "stud_raises")),
    ("jackpots", ("jackpot_ante", "jackpot_after", "whangdoodles", "age_may_make_jackpot", "progressive_jacks",
                  "bobtail_openers", "fattening", "fatten_amount", "buck", "all_jackpots",
                  "jackpot_after_raise_out")),
    ("hands", ("pack", "straights", "joker_two_pairs_over_threes", "extra_hands", "extra_hand_ranking",
               "straight_flush_premium")),
    ("table", ("variety", "max_seats", "kitty", "kitty_min_class", "whisky_settlement", "whisky_rounds")),
    ("bot", BOT_FIELDS),
)


def group_title(key: str) -> str:
    return t(f"limit-group-{key}")


def meaning(name: str) -> str:
    """A limit's meaning, short: the words after its value (`limit-means-<name>`); a new limit
    without one yet is named by its own words."""
    try:
        return t(f"limit-means-{name}")
    except KeyError:
        return name.replace("_", " ")


def not_fosters() -> str:
    """The mark of a rule set otherwise than in Foster's own game."""
    return t("limit-not-fosters")


def show_value(value: Any) -> str:
    """A value as an admin would type it back."""
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list | tuple | set | frozenset):
        return ", ".join(str(v) for v in value) or "none"
    return str(value)


def limit_line(name: str, value: Any, channel: Mapping[str, Any], server: Mapping[str, Any],
               fosters: Mapping[str, Any]) -> str:
    marks = []
    if name in channel:
        marks.append(t("limit-set-here"))
    elif name in server:
        marks.append(t("limit-server-default"))
    if name not in BOT_FIELDS and value != fosters.get(name):
        marks.append(not_fosters())
    tail = "".join(f" · {mark}" for mark in marks)
    return t("limit-line", name=name, value=show_value(value), meaning=meaning(name), marks=tail)


def grouped_limits(flat: Mapping[str, Any], channel: Mapping[str, Any], server: Mapping[str, Any]) -> str:
    """Every limit in force, in its group, with its meaning, where it is set and whether it
    differs from Foster's game."""
    fosters = build({}).flat()
    listed = {name for _, names in GROUPS for name in names}
    groups = [(title, names) for title, names in GROUPS]
    stray = tuple(name for name in FIELDS if name not in listed)  # a new limit, not grouped yet
    if stray:
        groups.append(("other", stray))
    parts = [t("limit-marked")]
    for key, names in groups:
        lines = [limit_line(n, flat[n], channel, server, fosters) for n in names if n in flat]
        parts.append(t("limit-group", title=group_title(key)) + "\n" + "\n".join(lines))
    return "\n\n".join(parts)

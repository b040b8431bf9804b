"""`/poker-admin show` in words: the limits in force in a channel, grouped as a player thinks of
them, each with a short meaning, where it is set, and whether it departs from Foster's own game
(his code's value, which is each rule's default; the bot's own settings have no Foster value)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.services.limits import BOT_FIELDS, FIELDS, build

GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Betting", ("blind", "raise_limit", "straddles", "straddle_cap", "betting", "progressive_scheme",
                 "progressive_max_raises", "max_raises", "checking", "freeze_out_stake", "stud_raises")),
    ("Jack-pots", ("jackpot_ante", "jackpot_after", "whangdoodles", "age_may_make_jackpot", "progressive_jacks",
                   "bobtail_openers", "fattening", "fatten_amount", "buck", "all_jackpots",
                   "jackpot_after_raise_out")),
    ("Hands and packs", ("pack", "straights", "joker_two_pairs_over_threes", "extra_hands", "extra_hand_ranking",
                         "straight_flush_premium")),
    ("The table", ("variety", "max_seats", "kitty", "kitty_min_class", "whisky_settlement", "whisky_rounds")),
    ("The bot", BOT_FIELDS),
)

# Each limit's meaning, short: the words after its value.
MEANINGS: dict[str, str] = {
    "variety": "the game dealt",
    "blind": "the age's blind; the ante is twice it",
    "raise_limit": "most a bet or raise may add",
    "straddles": "a blind may be straddled",
    "straddle_cap": "largest straddle (none: half the limit)",
    "jackpot_ante": "each player's ante in a jack-pot",
    "betting": "limit, progressive, table_stakes, freeze_out",
    "progressive_scheme": "what a progressive raise doubles",
    "progressive_max_raises": "raises per interval, progressive",
    "max_raises": "a house cap on raises per interval",
    "checking": "pass without dropping until a bet",
    "jackpot_after": "a call showing this or better: jacks next",
    "whangdoodles": "fours shown: a round of jack-pots",
    "straight_flush_premium": "each pays a straight flush shown",
    "age_may_make_jackpot": "law 36: the age may make a jack-pot",
    "progressive_jacks": "queens, kings, aces after unopened deals",
    "bobtail_openers": "a four-card flush or straight opens",
    "fattening": "how an unopened jack-pot is fattened",
    "fatten_amount": "chips each adds to fatten it",
    "buck": "the buck makes a jack-pot on its deal",
    "all_jackpots": "every deal a jack-pot",
    "jackpot_after_raise_out": "an unseen raise: jacks next",
    "kitty": "chips taken for the kitty",
    "kitty_min_class": "least hand that pays the kitty",
    "freeze_out_stake": "each player's stake in a freeze-out",
    "max_seats": "seats at the table",
    "stud_raises": "stud: raises allowed, not only see",
    "whisky_settlement": "whisky: how the pool is settled",
    "whisky_rounds": "whisky: rounds before the show",
    "pack": "the pack dealt",
    "straights": "straights and straight flushes count",
    "joker_two_pairs_over_threes": "joker pack: two pairs beat threes",
    "extra_hands": "hands beyond the usual ones",
    "extra_hand_ranking": "where the extra hands rank",
    "turn_timeout": "seconds to act before the laws act",
    "robots_allowed": "robots may sit down",
    "card_style": "cards as text, emoji or pictures",
    "table_picture": "a picture of the table",
    "season_play": "tables play for the season",
    "coach": "who is coached",
    "tournaments_open": "anyone may create a tournament",
}
NOT_FOSTERS = "≠ Foster"  # marks a rule set otherwise than in Foster's own game
WHERE = {"channel": "set here", "server": "server default"}


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
        marks.append(WHERE["channel"])
    elif name in server:
        marks.append(WHERE["server"])
    if name not in BOT_FIELDS and value != fosters.get(name):
        marks.append(NOT_FOSTERS)
    tail = f" · {' · '.join(marks)}" if marks else ""
    return f"`{name}` **{show_value(value)}**: {MEANINGS.get(name, name.replace('_', ' '))}{tail}"


def grouped_limits(flat: Mapping[str, Any], channel: Mapping[str, Any], server: Mapping[str, Any]) -> str:
    """Every limit in force, in its group, with its meaning, where it is set and whether it
    differs from Foster's game."""
    fosters = build({}).flat()
    listed = {name for _, names in GROUPS for name in names}
    groups = [(title, names) for title, names in GROUPS]
    stray = tuple(name for name in FIELDS if name not in listed)  # a new limit, not grouped yet
    if stray:
        groups.append(("Other", stray))
    parts = [f"Marked {NOT_FOSTERS}: not as in Foster's own game. Unmarked: Foster's, as his code has it."]
    for title, names in groups:
        lines = [limit_line(n, flat[n], channel, server, fosters) for n in names if n in flat]
        parts.append(f"**{title}**\n" + "\n".join(lines))
    return "\n\n".join(parts)

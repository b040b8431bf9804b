"""How much to bet: the amounts a picker offers, and the form for typing one.

A Discord select holds 25 options.  Where every amount the laws allow fits, the picker offers
them all.  Else (table stakes, a big limit) it offers the amounts players use: the least, the
round numbers up to the most, the pool and half of it, and all in; and "Type an amount…",
which opens a form (a modal) whose number is read by `bot.services.whole_numbers`, as every
typed number is, and checked against the laws when it is played.

The form is answered here, by its custom id, not through discord.py's store of modals (which
holds only the forms this process showed), so a form shown before a restart is answered too.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from bot.discord_side.answers import answer_failure, tell
from bot.discord_side.custom_ids import ButtonId
from bot.text.click_words import amount_label, form_range, how_much, no_longer_works, type_between
from engine.deal import Deal, Legal

if TYPE_CHECKING:  # for annotations only
    from bot.discord_side.host import HostInteraction

SELECT_MOST = 25  # options in one Discord select
TYPED = "typed"  # the option that opens the form
FORM_PATTERN = r"pkm:(?P<table>\d+):(?P<deal>\d+):(?P<step>\d+):(?P<verb>[a-z_]+)"
_FORM = re.compile(FORM_PATTERN)
AMOUNT_INPUT = "amount"
_ROUND = (1, 2, 5)  # round numbers: 1, 2, 5, 10, 20, 50, 100 …
_ROUND_TOO = (3, 4, 25, 75)  # and, where there is room, 3, 4, 25, 30, 40, 75, 250 …


@dataclass(frozen=True, slots=True)
class Span:
    """The amounts an option allows: from `least` to `most`, after a call of `call` chips from
    a stack of `stack`, with `pool` in the pool."""

    least: int
    most: int
    call: int
    stack: int
    pool: int


def span_of(deal: Deal, seat: int, legal: Legal | None, kind: str) -> Span | None:
    """What a picker for this option picks among (None: it picks nothing now).  Coming in or
    staying, it picks the raise that goes with them, from 1."""
    option = None if legal is None else legal.get(kind)
    if option is None or not option.most:
        return None
    least = 1 if kind in ("come_in", "stay") else option.least
    return Span(least, option.most, option.chips, deal.stacks[seat], deal.pool())


def amounts(span: Span | None) -> list[int]:
    """The amounts a picker offers: every one where they fit, else the ones players use (and
    the picker says "type an amount" for the rest).  Exactly those it accepts."""
    if span is None:
        return []
    least, most = span.least, span.most
    if most - least + 1 <= SELECT_MOST:
        return list(range(least, most + 1))
    kept = {least, most} | {a for a in (span.pool, span.pool // 2) if least <= a <= most}
    rounds = [r for r in _round_numbers(most) if least < r < most and r not in kept]
    room = SELECT_MOST - 1 - len(kept)  # one option is "type an amount"
    # The plainest round numbers first, then the others; where even those are too many, the
    # smallest go (a raise of 2 into a pool of thousands is rare, and can be typed).
    plain = [r for r in rounds if _leading(r) in _ROUND]
    chosen = plain[max(0, len(plain) - room):]
    others = [r for r in rounds if _leading(r) not in _ROUND]
    left = room - len(chosen)
    chosen += others[max(0, len(others) - left):] if left > 0 else []
    offered = kept | set(chosen)
    for step in (10, 5, 1):  # room left: the tens, the fives, then the smallest amounts
        for amount in range(least - least % step + step, most, step):
            if len(offered) >= SELECT_MOST - 1:
                return sorted(offered)
            offered.add(amount)
    return sorted(offered)


def _round_numbers(most: int) -> list[int]:
    """Every round number up to `most`, smallest first."""
    found, scale = set(), 1
    while scale <= most:
        found |= {m * scale for m in (*_ROUND, *_ROUND_TOO) if m * scale <= most}
        scale *= 10
    return sorted(found)


def _leading(number: int) -> int:
    """25 for 250, 3 for 30: what a round number is of its power of ten."""
    while number % 10 == 0:
        number //= 10
    return number


def options_of(span: Span | None) -> list[tuple[str, str]]:
    """The picker's options (value, label): the amounts, each said as players say it, and "type
    an amount" where not every amount is offered."""
    offered = amounts(span)
    if span is None or not offered:
        return []
    options = [(str(a), amount_label(a, all_in=span.call + a == span.stack, pool=span.pool)) for a in offered]
    if len(offered) < span.most - span.least + 1:
        options.append((TYPED, type_between(span.least, span.most)))
    return options


def amount_form(button_id: ButtonId, span: Span) -> discord.ui.Modal:
    """The form for typing an amount, for the option `button_id.verb` at the step `button_id` was for.  It
    is stopped before it is sent, so discord.py does not keep it (`on_form` answers it)."""
    form = discord.ui.Modal(title=how_much(button_id.verb)[:45], custom_id=f"pkm:{button_id.encode()[3:]}", timeout=None)
    form.add_item(discord.ui.TextInput(label=form_range(span.least, span.most)[:45], custom_id=AMOUNT_INPUT,
                                       max_length=20, placeholder=str(span.least)))
    form.stop()
    return form


def typed(data: Mapping[str, Any]) -> str:
    """What the member typed in the form's amount, as Discord sent it back ("" if nothing)."""
    stack = list(data.get("components") or [])
    while stack:
        item = stack.pop()
        if not isinstance(item, Mapping):
            continue
        if item.get("custom_id") == AMOUNT_INPUT:
            return str(item.get("value") or "")
        stack += list(item.get("components") or []) + ([item["component"]] if "component" in item else [])
    return ""


async def on_form(interaction: HostInteraction) -> None:
    """A submitted form of ours: checked and played as a pick from the picker it came from."""
    data: Mapping[str, Any] = interaction.data or {}
    match = _FORM.fullmatch(str(data.get("custom_id", "")))
    if match is None:
        return  # not ours
    bot = interaction.client
    if not await bot.admit(interaction):
        return
    async with bot.work(interaction):
        try:
            button_id = ButtonId.of(match)
        except ValueError:
            await tell(interaction, no_longer_works())
            return
        if not await bot.plays(interaction, button_id.table):
            return
        try:
            await bot.clicks.on_typed_amount(interaction, button_id, typed(data))
        except Exception as exc:  # the one handler, as a button's
            await answer_failure(interaction, exc, "AmountForm")

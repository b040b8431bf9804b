"""What the clock did for a late member, said so: his log line marked "(time)", and the DM that
tells him at once that he sits out, with the one step back.

The mark is kept outside the engine (a deal's log is the engine's, and its pinned digests with
it): the clock notes where in the log its action's line falls, and the view shown is marked.
It is this process's memory: after a restart the deal's earlier lines show unmarked.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import TYPE_CHECKING, TypeVar

import discord

from bot.discord_side.direct_messages import send_dm
from bot.discord_side.languages import known_locale
from bot.discord_side.pacing import Need
from bot.discord_side.table_state import TableUI
from bot.storage import DatabaseUnavailable
from bot.text.i18n import speaking
from bot.text.turn_words import TIMED, sat_out_by_dm
from engine.deal import Deal
from engine.views import PublicView

if TYPE_CHECKING:
    from bot.discord_side.direct_messages import PacedBot
    from bot.services.members import Members

V = TypeVar("V", bound=PublicView)
log = logging.getLogger("poker.bot")


def note_timed_out(ui: TableUI, deal: Deal, seat: int) -> tuple[int, int, int]:
    """Before the clock's action for ``seat`` is played: its line will be the first of that seat's
    from here on in the log.  Marks of earlier deals are dropped.  The mark, to drop if the
    action is refused."""
    number = deal.setup.number
    ui.clocks.timed_out = {m for m in ui.clocks.timed_out if m[0] == number}
    mark = (number, len(deal.log), seat)
    ui.clocks.timed_out.add(mark)
    return mark


def marked(view: V, marks: set[tuple[int, int, int]]) -> V:
    """``view`` with each line of an action the clock took marked ``TIMED``."""
    wanted = [(start, seat) for number, start, seat in marks if number == view.number]
    if not wanted:
        return view
    lines = list(view.log)
    for start, seat in wanted:
        at = next((i for i in range(start, len(lines)) if lines[i].seat == seat), None)
        if at is not None and not lines[at].text.endswith(TIMED):
            lines[at] = replace(lines[at], text=lines[at].text + TIMED)
    return replace(view, log=tuple(lines))


async def tell_sat_out(bot: PacedBot, members: Members, ui: TableUI, member: str) -> None:
    """DM him at once that he sits out for his time-outs, and how to come back."""
    try:
        with speaking(await known_locale(members, member)):  # his DM, in his language
            said = sat_out_by_dm(f"<#{ui.channel_id}>")
        await send_dm(bot, members, member, Need.TOLD, said)
    except (discord.HTTPException, DatabaseUnavailable):  # he takes no DMs: the table's note says it
        log.info("could not tell member %s by DM that he sits out", member)

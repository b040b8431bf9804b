"""Each player's hand by DM when dealt, with the discard picker in draw poker; his hand after
the draw is the answer to his own pick (`after_draw`), an edit through his interaction, which
Discord's global limit does not count.

Play never waits on a DM.  Each member's DMs go one after another, in the order they were
meant (`in_order`): the coach's words at a lesson (`coach_mail.py`) never pass his cards,
nor a deal's review the next deal's hand.  A hand sent is noted in the database (`Members.hand_sent`),
so a restart does not send it again; a member who takes no DMs is told, once, on the
table message to use My hand.  Each member's DM channel is opened once and its id kept in
the database (`direct_messages.py`).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Coroutine
from functools import partial
from typing import Any

import discord

from bot.discord_side.answers import let_go, report_unexpected
from bot.discord_side.buttons import DiscardSelect
from bot.discord_side.custom_ids import ANY_STEP, ButtonId
from bot.discord_side.direct_messages import PacedBot, send_dm
from bot.discord_side.languages import known_locale
from bot.discord_side.metrics import BotMetrics
from bot.discord_side.pacing import Need
from bot.discord_side.table_state import TableUI
from bot.discord_side.table_tools import TableTools
from bot.services.seating import is_robot
from bot.storage import DatabaseUnavailable
from bot.text.click_words import after_your_draw, draw_here, hand_by_dm
from bot.text.i18n import speaking
from bot.text.table_words import takes_no_dms
from engine.cards import Card
from engine.deal import Deal
from engine.rules import Variety

log = logging.getLogger("poker.tables")


class HandMail:
    def __init__(self, tools: TableTools, bot: PacedBot, metrics: BotMetrics | None,
                 refresh: Callable[[TableUI], None]) -> None:
        self.tools = tools
        self.bot = bot  # what sends a DM, paced
        self.metrics = metrics
        self.refresh = refresh  # the table message, to redraw with a note

    async def send_hands(self, ui: TableUI, deal: Deal) -> None:
        """DM each player his hand when dealt (his hand after the draw answers his pick)."""
        number = deal.setup.number
        for seat, member in enumerate(deal.setup.players):
            if is_robot(member) or not deal.hands[seat]:
                continue
            stage = "dealt"
            if (number, member, stage) in ui.mail.dms_sent:
                continue
            ui.mail.dms_sent.add((number, member, stage))
            with speaking(await self.locale_of(ui, member)):  # his DM, in his language
                text = hand_by_dm(number, ui.channel_id, deal.hands[seat], deal.rules.variety, stage)
                view = None
                if stage == "dealt" and deal.rules.variety is Variety.DRAW:
                    # The discard picker, for when his draw comes: step 0 stands for "this deal's draw"
                    # (no draw is ever the first action of a deal).
                    view = discord.ui.View(timeout=None)
                    button_id = ButtonId(table=ui.table_id, deal=number, step=ANY_STEP, verb="discard")
                    view.add_item(DiscardSelect(button_id, [(str(c), c.symbol()) for c in deal.hands[seat]],
                                                faces=self.tools.faces(ui)))
                    text += "\n" + draw_here()
                text = self.tools.faces(ui).show(text)
            cards = tuple(deal.hands[seat])
            # Play never waits on a DM.
            self.in_order(ui, member, partial(self._dm, ui, member, text, view, (number, stage), cards))

    async def locale_of(self, ui: TableUI, member: str) -> str | None:
        """A member's language for the DMs the bot sends unasked: his own (`/poker language`, or
        his client's as last seen), else the table's."""
        return await known_locale(self.tools.members, member) or self.tools.public_locale(ui)

    def in_order(self, ui: TableUI, member: str, work: Callable[[], Coroutine[Any, Any, None]]) -> None:
        """Run `work` (a DM to `member`) once his DM before it is done, as a task of the table's."""
        before = ui.mail.last.get(member)

        async def in_turn() -> None:
            if before is not None and not before.done():
                await asyncio.wait([before])  # its failure is its own: this one goes all the same
            await work()

        task = ui.spawn(in_turn())
        ui.mail.last[member] = task
        task.add_done_callback(lambda done: ui.mail.last.pop(member) if ui.mail.last.get(member) is done else None)

    async def tell(self, ui: TableUI, member: str, said: Callable[[], Awaitable[str | None]],
                   wanted: Callable[[], bool], need: Need) -> None:
        """A DM of `said` (worked out when its turn comes; None: nothing) while `wanted`."""
        try:
            with speaking(await self.locale_of(ui, member)):  # his DM, in his language
                text = await said() if wanted() else None
        except Exception as exc:  # the game goes on without the words
            report_unexpected(exc, f"a DM's words at table {ui.table_id}", self.metrics)
            return
        if text is not None:
            await self._dm(ui, member, text, wanted=wanted, need=need)

    async def after_draw(self, interaction: discord.Interaction, ui: TableUI, deal: Deal, seat: int,
                         did: str) -> None:
        """His hand after his draw, with what he did: the answer to his pick, in the message it
        came from (his DM, or My hand's reply); by DM only if that edit fails."""
        number, member, cards = deal.setup.number, deal.setup.players[seat], tuple(deal.hands[seat])
        text = self.tools.faces(ui).show(after_your_draw(did, hand_by_dm(
            number, ui.channel_id, cards, deal.rules.variety, "drawn")))
        picture = await self.tools.hand_picture(ui, cards)
        extras: dict[str, Any] = {"attachments": [picture]} if picture is not None else {}
        try:
            await interaction.edit_original_response(content=text, view=None, **extras)
        except discord.HTTPException:
            self.in_order(ui, member, lambda: self._dm(ui, member, text, None, (number, None), cards))

    async def _dm(self, ui: TableUI, member: str, text: str, view: discord.ui.View | None = None,
                  hand: tuple[int, str | None] = (0, None), cards: tuple[Card, ...] = (), *,
                  wanted: Callable[[], bool] | None = None, need: Need = Need.HAND) -> None:
        """Send a DM of deal `hand[0]`'s; a stage in `hand[1]` notes a hand sent, so no restart
        sends it again; `cards`, his own, go with it as a picture where the table shows pictures.
        Dropped if that deal is over before the limit lets it go (or `wanted` says no)."""
        number, stage = hand

        def playing() -> bool:
            return ui.playing == number

        async def picture() -> discord.File | None:  # drawn once the DM may go
            return await self.tools.hand_picture(ui, cards)

        try:
            extras: dict[str, Any] = {"view": view} if view is not None else {}
            if not await send_dm(self.bot, self.tools.members, member, need, text, wanted or playing,
                                 picture, **extras):
                return  # the deal is over: his cards are on the result, or were never shown
            if stage is not None:
                await self.tools.members.hand_sent(ui.table_id, number, member, stage)
        except discord.Forbidden:
            if self.metrics is not None:
                self.metrics.dms_refused.inc()
            if member not in ui.mail.no_dm_told:
                ui.mail.no_dm_told.add(member)
                with self.tools.public(ui):
                    ui.notes.append(takes_no_dms(self.tools.name_of(ui, member)))
                self.refresh(ui)
        except discord.HTTPException as exc:
            log.info("DM to a player at table %s failed: %s", ui.table_id, exc.status)
        except DatabaseUnavailable:  # sent, but not noted: a restart may send it again
            log.info("a hand sent at table %s could not be noted: the database is away", ui.table_id)
        except Exception as exc:  # never let a DM's bookkeeping stop the game
            report_unexpected(exc, f"a DM at table {ui.table_id}", self.metrics)
        finally:
            let_go(view)

"""Each player's hand by DM: when dealt, with the discard picker in draw poker, and after his draw.

Play never waits on a DM.  A hand sent is noted in the database (`Members.hand_sent`),
so a restart does not send it again; a member who takes no DMs is told, once, on the
table message to use My hand.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord

from bot.discord_side.answers import report_unexpected
from bot.discord_side.buttons import DiscardSelect
from bot.discord_side.custom_ids import ANY_STEP, ButtonId
from bot.discord_side.table_state import TableUI
from bot.services.seating import is_robot
from bot.storage import DatabaseUnavailable
from bot.text.click_words import DRAW_HERE, hand_by_dm
from bot.text.table_words import takes_no_dms
from engine.cards import Card
from engine.deal import Deal
from engine.rules import Variety

if TYPE_CHECKING:  # for annotations only: the controller imports this module
    from bot.discord_side.table_controller import TableController

log = logging.getLogger("poker.tables")


class HandMail:
    def __init__(self, controller: TableController) -> None:
        self.controller = controller

    async def send_hands(self, ui: TableUI, deal: Deal) -> None:
        """DM each player his hand when dealt, and his complete hand after his draw."""
        number = deal.setup.number
        for seat, member in enumerate(deal.setup.players):
            if is_robot(member) or not deal.hands[seat]:
                continue
            stage = "drawn" if deal.drew[seat] else "dealt"
            if (number, member, stage) in ui.dms_sent or (stage == "drawn" and deal.drew[seat] == 0):
                continue
            ui.dms_sent.add((number, member, stage))
            text = hand_by_dm(number, ui.channel_id, deal.hands[seat], deal.rules.variety, stage)
            view = None
            if stage == "dealt" and deal.rules.variety is Variety.DRAW:
                # The discard picker, for when his draw comes: step 0 stands for "this deal's draw"
                # (no draw is ever the first action of a deal).
                view = discord.ui.View(timeout=None)
                bid = ButtonId(table=ui.table_id, deal=number, step=ANY_STEP, verb="discard")
                view.add_item(DiscardSelect(bid, [(str(c), c.symbol()) for c in deal.hands[seat]],
                                            faces=self.controller.faces(ui)))
                text += "\n" + DRAW_HERE
            text = self.controller.faces(ui).show(text)
            cards = tuple(deal.hands[seat])
            ui.spawn(self._dm(ui, member, text, view, (number, stage), cards))  # play never waits on a DM

    async def _dm(self, ui: TableUI, member: str, text: str, view: discord.ui.View | None = None,
                  hand: tuple[int, str] | None = None, cards: tuple[Card, ...] = ()) -> None:
        """Send a DM; `hand` (deal number, stage) notes a hand sent, so no restart sends it again;
        `cards`, his own, go with it as a picture where the table shows pictures."""
        try:
            picture = await self.controller.hand_picture(ui, cards)
            user = self.controller.users.get(member) or self.controller.bot.get_user(int(member))
            if user is None:
                await self.controller.pacer.wait()
                user = self.controller.users[member] = await self.controller.bot.fetch_user(int(member))
            if user.dm_channel is None:
                await self.controller.pacer.wait()  # the first DM opens the DM channel: a request of its own
                await user.create_dm()
            await self.controller.pacer.wait()
            extras: dict[str, Any] = {"view": view} if view is not None else {}
            if picture is not None:
                extras["file"] = picture
            await user.send(text, **extras)
            if hand is not None:
                await self.controller.members.hand_sent(ui.table_id, hand[0], member, hand[1])
        except discord.Forbidden:
            if self.controller.bot.metrics is not None:
                self.controller.bot.metrics.dms_refused.inc()
            if member not in ui.no_dm_told:
                ui.no_dm_told.add(member)
                ui.notes.append(takes_no_dms(self.controller.name_of(ui, member)))
                self.controller.refresh(ui)
        except discord.HTTPException as exc:
            log.info("DM to a player at table %s failed: %s", ui.table_id, exc.status)
        except DatabaseUnavailable:  # sent, but not noted: a restart may send it again
            log.info("a hand sent at table %s could not be noted: the database is away", ui.table_id)
        except Exception as exc:  # never let a DM's bookkeeping stop the game
            report_unexpected(exc, f"a DM at table {ui.table_id}", self.controller.bot.metrics)

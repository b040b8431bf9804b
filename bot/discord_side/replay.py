"""`/poker replay deal:N`: a finished deal step by step, public, with each member's own cards
added in his own ephemeral view, and the seal's proof as a file.

The public replay is one message in the channel, drawn from the deal's public view after
each action (`Deal.view()`): exactly what the table saw then, and nothing else.  Its
⏮ ◀ ▶ ⏭ edit that message for everyone, as players going over a hand at the table look at
one deal together; a member who wants to go at his own pace presses **My cards**, which
gives him his own copy (ephemeral) with his cards at each step, and its own buttons.
The state a button needs is in its custom id, so it works after a restart.
"""

from __future__ import annotations

import asyncio
import io
import json
import re
from typing import Any, Self

import discord

from bot.discord_side.answers import answer, answer_failure, tell
from bot.discord_side.custom_ids import REPLAY_PATTERN, Mode, ReplayId
from bot.discord_side.host import HostInteraction
from bot.discord_side.table_message import table_embed
from bot.discord_side.table_state import TablePicture, TableUI, TableUIs
from bot.discord_side.table_tools import TableTools
from bot.services.errors import UserError
from bot.services.hand_records import DealRecord
from bot.services.limits import CardStyle
from bot.services.tables import TableService
from bot.text import replay_words as words
from bot.text.click_words import no_longer_works
from bot.text.faces import TEXT, CardFaces
from bot.text.render import deal_kind, symbols
from bot.text.table_picture import table_description
from engine.cards import Card
from engine.deal import Deal
from engine.seal import replay_to
from engine.views import PublicView

# ----- what a step shows (pure: the tests hold these to the public view) ---------------------

def step_deal(record: DealRecord, step: int) -> Deal | None:
    """The deal as it stood after `step` actions; None for a void deal past rebuilding."""
    try:
        return replay_to(record.deal_setup(), record.actions, min(step, len(record.actions)))
    except Exception:  # a void deal's record may not replay (that may be why it was voided)
        if record.status == "void":
            return None
        raise


def public_embed(record: DealRecord, view: PublicView | None, step: int, *, faces: CardFaces = TEXT,
                 pictured: bool = False) -> discord.Embed:
    """One step of the replay, from the public view at that step alone."""
    steps = len(record.actions)
    if view is None:
        embed = discord.Embed(title=words.void_title(record.number), description=words.voided(record.void_reason))
    else:
        embed = table_embed(view, faces=faces, pictured=pictured)
        embed.title = words.replay_title(record.number, deal_kind(view), min(step, steps), steps)
        if record.status == "void":
            embed.add_field(name=words.void_title(record.number), value=words.voided(record.void_reason)[:1024],
                            inline=False)
    embed.set_footer(text=words.sealed_footer(record.seal_root()))
    return embed


def mine_embed(record: DealRecord, view: PublicView | None, hand: tuple[Card, ...], step: int, *,
               faces: CardFaces = TEXT, pictured: bool = False) -> discord.Embed:
    """A member's own view of the step: the public one, with his cards as they were then."""
    embed = public_embed(record, view, step, faces=faces, pictured=pictured)
    embed.insert_field_at(0, name=words.your_cards_title(), value=faces.fit(words.your_cards(symbols(hand)), 1024),
                          inline=False)
    return embed


def replay_buttons(table: int, deal: int, step: int, steps: int, mode: Mode) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for verb, label, off in (("first", words.FIRST, step == 0), ("prev", words.PREVIOUS, step == 0),
                             ("next", words.NEXT, step >= steps), ("last", words.LAST, step >= steps)):
        view.add_item(ReplayButton(ReplayId(table, deal, step, verb, mode), label=label, disabled=off))
    if mode == "p":
        view.add_item(ReplayButton(ReplayId(table, deal, step, "mine", mode), label=words.my_cards()))
    view.add_item(ReplayButton(ReplayId(table, deal, step, "proof", mode), label=words.proof()))
    return view


# ----- the replay's jobs -----------------------------------------------------------------------

class Replays:
    """The replay's answers, for the table controller's tables."""

    def __init__(self, service: TableService, tools: TableTools, uis: TableUIs) -> None:
        self.service = service
        self.tools = tools
        self.uis = uis  # the tables this process shows

    async def record(self, ui: TableUI, number: int) -> DealRecord:
        status, record = await self.service.record_if_over(ui.table_id, number)
        if status is None:
            raise UserError(words.no_such_deal(number, ui.table_id))
        if record is None:
            raise UserError(words.still_in_play(number))
        return record

    async def open(self, interaction: discord.Interaction, ui: TableUI, number: int) -> None:
        """`/poker replay`: the deal as it began, in public."""
        record = await self.record(ui, number)
        await interaction.response.defer(thinking=True)
        embed, files = await self._drawn(ui, record, 0, seat=None)
        await answer(interaction, embed=embed, files=files, ephemeral=False,
                     view=replay_buttons(ui.table_id, number, 0, len(record.actions), "p"))

    async def on_click(self, interaction: discord.Interaction, rid: ReplayId) -> None:
        assert interaction.guild_id is not None and interaction.channel_id is not None  # replays are in a server
        # The table may have closed since: its deals can still be replayed from their records.
        ui = self.uis.passing(rid.table, interaction.channel_id, interaction.guild_id)
        await self.tools.remember(interaction)
        record = await self.record(ui, rid.deal)
        member = str(interaction.user.id)
        seat = record.setup["players"].index(member) if member in record.setup["players"] else None
        steps = len(record.actions)
        if rid.verb == "proof":
            await interaction.response.defer(ephemeral=True, thinking=True)
            proof = json.dumps(await asyncio.to_thread(record.proof, seat), indent=1).encode()  # a replay, off the loop
            await answer(interaction, words.proof_sent(rid.deal, seat is not None),
                         files=[discord.File(io.BytesIO(proof), filename=f"deal-{rid.deal}.json")])
            return
        if rid.verb == "mine" and seat is None:
            await tell(interaction, words.not_dealt_in(rid.deal))
            return
        if rid.mode == "m" and seat is None:  # another's own view cannot reach him; said all the same
            await tell(interaction, words.not_dealt_in(rid.deal))
            return
        step = rid.target(steps)
        if rid.verb == "mine":
            await interaction.response.defer(ephemeral=True, thinking=True)
            embed, files = await self._drawn(ui, record, step, seat=seat)
            await answer(interaction, embed=embed, files=files,
                         view=replay_buttons(rid.table, rid.deal, step, steps, "m"))
            return
        await interaction.response.defer()  # the message clicked is the one edited: public, or his own
        embed, files = await self._drawn(ui, record, step, seat=seat if rid.mode == "m" else None)
        await interaction.edit_original_response(embed=embed, attachments=files,
                                                 view=replay_buttons(rid.table, rid.deal, step, steps, rid.mode))

    async def _drawn(self, ui: TableUI, record: DealRecord, step: int,
                     seat: int | None) -> tuple[discord.Embed, list[discord.File]]:
        """The step's embed and its picture; `seat`: a member's own view, his cards added."""
        deal = await asyncio.to_thread(step_deal, record, step)
        view = None if deal is None else self.tools.view_with_names(ui, deal.view())
        style = CardStyle(record.notes.get("card_style", CardStyle.PICTURES.value))
        faces = self.tools.faces_for(style)
        picture = None
        if view is not None and style is CardStyle.PICTURES and await self.tools.may_picture(ui):
            data = await self.tools.drawing.table(view)
            picture = TablePicture("", data, table_description(view))
        if seat is None or deal is None:
            embed = public_embed(record, view, step, faces=faces, pictured=picture is not None)
        else:
            embed = mine_embed(record, view, tuple(deal.seat_view(seat).hand), step, faces=faces,
                               pictured=picture is not None)
        return embed, [picture.file()] if picture is not None else []


class ReplayButton(discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=REPLAY_PATTERN):
    """A replay's button: its state is its custom id (table, deal, step, verb, public or own)."""

    def __init__(self, rid: ReplayId | None, *, label: str = "-", disabled: bool = False,
                 custom_id: str | None = None) -> None:
        super().__init__(discord.ui.Button(label=label, disabled=disabled, style=discord.ButtonStyle.secondary,
                                           custom_id=custom_id or (rid.encode() if rid else "pkr:gone")))
        self.rid = rid

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> Self:
        return cls(ReplayId.of(match), custom_id=match.string)

    async def interaction_check(self, interaction: HostInteraction, /) -> bool:  # type: ignore[override]
        bot = interaction.client
        if not await bot.admit(interaction):
            return False
        return self.rid is None or await bot.plays(interaction, self.rid.table)

    async def callback(self, interaction: HostInteraction) -> None:  # type: ignore[override]
        bot = interaction.client
        async with bot.work(interaction):
            if self.rid is None:
                await tell(interaction, no_longer_works())
                return
            try:
                await bot.replays.on_click(interaction, self.rid)
            except Exception as exc:  # one private answer, as every table button's
                await answer_failure(interaction, exc, type(self).__name__)

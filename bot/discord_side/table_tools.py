"""The tools every part of a table's Discord side shares: members' names, the cards' faces, the
three pictures, the public view with names, and noting who clicked.

Built once by the bot (`setup_hook`) and handed to each part that draws or names; none of
these tools calls back into the parts, so any part may hold them.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from typing import TypeVar

import discord

from bot.discord_side.card_emojis import CardEmojis
from bot.discord_side.drawing import Drawing
from bot.discord_side.internals import BytesFile
from bot.discord_side.languages import server_locale
from bot.discord_side.pacing import Need
from bot.discord_side.table_state import Channels, TableUI, may_attach, table_channel
from bot.discord_side.timeouts import marked
from bot.services.limits import CardStyle, Limits
from bot.services.members import Members
from bot.services.seating import is_robot, robot_name
from bot.storage import DatabaseUnavailable
from bot.text.faces import TEXT, CardFaces
from bot.text.i18n import speaking
from bot.text.showdown_words import showdown_description
from engine.cards import Card, format_cards
from engine.views import PublicView

V = TypeVar("V", bound=PublicView)


class TableTools:
    def __init__(self, members: Members, drawing: Drawing, emojis: CardEmojis | None, limits: Limits,
                 channels: Channels) -> None:
        self.members = members
        self.drawing = drawing
        self.emojis = emojis
        self.limits = limits
        self.channels = channels  # the client, for a table's channel

    def name_of(self, ui: TableUI, member: str) -> str:
        """A player's name as his server shows it: never a mention, which would ping him and
        which Discord does not draw in an embed's field name."""
        if is_robot(member):
            return robot_name(member)
        return self.members.known(ui.guild, member) or f"player …{member[-4:]}"

    def view_with_names(self, ui: TableUI, view: V) -> V:
        """The public view with members' display names in place of their ids, the clock's
        actions marked as such."""
        return marked(view.with_names({s.player: self.name_of(ui, s.player) for s in view.seats}), ui.clocks.timed_out)

    async def remember(self, interaction: discord.Interaction) -> None:
        """Note who clicked or typed: his DM channel, if he clicked in it, and, in a server, his name
        there (a name that cannot be written while the database is away is written on his next click)."""
        member = str(interaction.user.id)
        if interaction.guild_id is None and interaction.channel_id is not None:
            with contextlib.suppress(DatabaseUnavailable):
                await self.members.keep_dm_channel(member, interaction.channel_id)
        if interaction.guild_id is not None:
            with contextlib.suppress(DatabaseUnavailable):
                await self.members.remember(str(interaction.guild_id), member, interaction.user.display_name)

    def faces_for(self, style: CardStyle) -> CardFaces:
        """How cards of this style look in messages, if the emojis are there."""
        return self.emojis.faces(style is not CardStyle.TEXT) if self.emojis is not None else TEXT

    def faces(self, ui: TableUI) -> CardFaces:
        """How this table's cards look in its messages: its card style, if the emojis are there."""
        return self.faces_for(ui.card_style)

    async def channel(self, channel_id: int, need: Need = Need.TURN) -> discord.abc.Messageable:
        """The channel (or thread) a table is shown in (`table_channel`)."""
        return await table_channel(self.channels, channel_id, need)

    def public_locale(self, ui: TableUI) -> str | None:
        """The language of the table's public words: the channel's `language` limit as read for
        the deal shown (`read_language`), else the server's; None where neither is known."""
        if ui.language is not None and ui.language[1] is not None:
            return ui.language[1]
        return self.server_locale_of(ui.channel_id)

    def server_locale_of(self, channel_id: int) -> str | None:
        """The language of the server a channel is in, where the client knows it."""
        channel = self.channels.get_channel(channel_id)
        if isinstance(channel, discord.abc.GuildChannel | discord.Thread):
            return server_locale(channel.guild)
        return None

    def public_in(self, channel_id: int) -> contextlib.AbstractContextManager[None]:
        """Words for a channel and no table of its (a tournament's lobby and notes): the server's."""
        return speaking(self.server_locale_of(channel_id))

    def public(self, ui: TableUI) -> contextlib.AbstractContextManager[None]:
        """Make the words inside in the table's public language, whoever's click is being handled."""
        return speaking(self.public_locale(ui))

    async def read_language(self, ui: TableUI, deal: int | None) -> None:
        """Read the channel's `language` limit once for each deal shown (a change waits for the
        next deal, as every limit's does)."""
        if ui.language is None or ui.language[0] != deal:
            limits = await self.limits.effective(ui.guild, str(ui.channel_id))
            ui.language = (deal, limits.language)

    def language_read(self, ui: TableUI, deal: int, language: str | None) -> None:
        """The channel's `language` limit for `deal`, read as it was dealt: not read again."""
        ui.language = (deal, language)

    async def may_picture(self, ui: TableUI) -> bool:
        """The channel's `table_picture` limit, and files allowed in the channel (where it can tell)."""
        limits = await self.limits.effective(ui.guild, str(ui.channel_id))
        return self.may_picture_by(ui, limits.table_picture)

    def may_picture_by(self, ui: TableUI, table_picture: bool) -> bool:
        """`may_picture` with the `table_picture` limit already read."""
        channel = self.channels.get_channel(ui.channel_id)
        allowed = channel is None or not isinstance(channel, discord.abc.Messageable) or may_attach(channel)
        return table_picture and allowed

    async def hand_picture(self, ui: TableUI, cards: Sequence[Card]) -> discord.File | None:
        """A player's own cards as a picture, for his DM or reply, where the table shows pictures."""
        if ui.card_style is not CardStyle.PICTURES or not cards:
            return None
        data = await self.drawing.hand(cards)
        return BytesFile(data, "hand.png", description=format_cards(cards))

    async def showdown_picture(self, ui: TableUI, view: PublicView) -> discord.File | None:
        """The show-down as a picture, drawn from the public view alone, where pictures are shown
        and some hand was shown in a call."""
        if ui.card_style is not CardStyle.PICTURES or not any(s.shown for s in view.seats):
            return None
        with self.public(ui):
            data = await self.drawing.showdown(view)
            return BytesFile(data, "showdown.png", description=showdown_description(view))

"""`/poker stats`: one row of running totals read, answered as an embed.

About himself a member is answered privately, with the one private figure (the best hand he
held, shown or not); about another member or a robot the answer is public and made from the
public totals only, so it cannot hold a card the table was not shown.
"""

from __future__ import annotations

import discord

from bot.discord_side.answers import tell
from bot.services.deal_stats import ALL
from bot.services.member_stats import member_totals
from bot.storage import Storage
from bot.text import stats_words as words
from bot.text.bank import PLAY_CHIPS

COLOUR = discord.Colour.dark_green()


def stats_embed(title: str, text: str, *, private: bool) -> discord.Embed:
    embed = discord.Embed(title=title[:256], description=text[:4096], colour=COLOUR)
    embed.set_footer(text=f"{words.PRIVATE_NOTE if private else words.PUBLIC_NOTE} {PLAY_CHIPS}")
    return embed


async def answer_stats(interaction: discord.Interaction, storage: Storage, member: str, name: str,
                       variety: str | None) -> None:
    """The figures of `member` (a Discord id, or a robot's id) named `name`, in this guild."""
    assert interaction.guild_id is not None  # the cog is guild_only
    private = member == str(interaction.user.id)
    await interaction.response.defer(ephemeral=private, thinking=True)
    totals = await member_totals(storage, str(interaction.guild_id), member, variety or ALL)
    shown = totals if private else totals.public()
    embed = stats_embed(words.stats_title(member, name, variety or ALL), words.stats_text(shown, private=private),
                        private=private)
    await tell(interaction, embed=embed, ephemeral=private)

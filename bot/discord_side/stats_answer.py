"""`/poker stats`: one row of running totals read, answered as an embed.

About himself a member is answered privately, with the one private figure (the best hand he
held, shown or not); about another member or a robot the answer is public and made from the
public totals only, so it cannot hold a card the table was not shown.
"""

from __future__ import annotations

import discord
from discord import app_commands

from bot.discord_side.answers import tell
from bot.services.deal_stats import ALL
from bot.services.member_stats import member_totals
from bot.services.seating import ROBOT_PREFIX
from bot.storage import Storage
from bot.text import stats_words as words
from bot.text.bank import play_chips
from engine.rules import Variety

COLOUR = discord.Colour.dark_green()
# A command's choices are named in English, the source the command tree's translator localizes.
VARIETY_CHOICES = [app_commands.Choice(name=words.variety_name(v), value=v.value) for v in Variety]


def stats_embed(title: str, text: str, *, private: bool) -> discord.Embed:
    embed = discord.Embed(title=title[:256], description=text[:4096], colour=COLOUR)
    embed.set_footer(text=f"{words.private_note() if private else words.public_note()} {play_chips()}")
    return embed


async def answer_stats(interaction: discord.Interaction, storage: Storage,
                       member: discord.Member | None, robot: int | None, variety: str | None) -> None:
    """The figures, in this guild, of the member named, or the robot numbered, or the asker."""
    assert interaction.guild_id is not None  # the cog is guild_only
    if member is not None and robot is not None:
        await tell(interaction, words.member_or_robot())
        return
    user = member or interaction.user
    who, name = (f"{ROBOT_PREFIX}{robot}", "") if robot is not None else (str(user.id), user.display_name)
    await _answer(interaction, storage, who, name, variety)


async def _answer(interaction: discord.Interaction, storage: Storage, member: str, name: str,
                  variety: str | None) -> None:
    assert interaction.guild_id is not None
    private = member == str(interaction.user.id)
    await interaction.response.defer(ephemeral=private, thinking=True)
    totals = await member_totals(storage, str(interaction.guild_id), member, variety or ALL)
    shown = totals if private else totals.public()
    embed = stats_embed(words.stats_title(member, name, variety or ALL), words.stats_text(shown, private=private),
                        private=private)
    await tell(interaction, embed=embed, ephemeral=private)

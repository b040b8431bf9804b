"""Answering ``/bank`` and ``/poker-admin``: the answer as an embed, after the command deferred.

A repeated delivery of the same interaction (a gateway replay) is refused by
Discord at the deferral (code 40060) before anything changes; the bot's one
error handler (`PokerBot.on_app_command_error`) lets it pass quietly.
Requests that move chips also carry the interaction id as their key.
"""

from __future__ import annotations

import discord

from bot.discord_side.answers import tell
from bot.text.bank import play_chips

COLOUR = discord.Colour.gold()


def answer_embed(title: str, text: str) -> discord.Embed:
    """The answer of a /bank or /poker-admin command, as an embed with the play-chips footer."""
    embed = discord.Embed(title=title, description=text[:4096], colour=COLOUR)
    embed.set_footer(text=play_chips())
    return embed


async def reply(interaction: discord.Interaction, title: str, text: str, *, ephemeral: bool = True) -> None:
    """The follow-up to the command's deferral (by DM if Discord's token ran out meanwhile).
    Mentions name people without pinging them, in public too."""
    await tell(interaction, embed=answer_embed(title, text), ephemeral=ephemeral)

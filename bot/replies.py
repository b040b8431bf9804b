"""Answering ``/bank`` and ``/poker-admin``: defer once, then the answer as an embed.

A gateway resume can replay an INTERACTION_CREATE the bot already handled.
Discord then refuses the second answer ("Interaction has already been
acknowledged", code 40060).  That is not a failure to report: the first
delivery answered, so the second one stops quietly before it changes
anything.  (Requests that move chips carry the interaction id as their key
as well, so even a repeat that got further would count once.)
"""

from __future__ import annotations

import logging

import discord

from bot.bank_text import PLAY_CHIPS

log = logging.getLogger("poker.interactions")

ALREADY_ACKNOWLEDGED = 40060


async def defer_once(interaction: discord.Interaction, *, ephemeral: bool) -> bool:
    """Defer (a private "thinking…" when `ephemeral`); False for a repeated delivery."""
    try:
        await interaction.response.defer(ephemeral=ephemeral, thinking=True)
    except discord.HTTPException as exc:
        if exc.code != ALREADY_ACKNOWLEDGED:
            raise
        log.info("interaction %s delivered again; the first delivery answered it", interaction.id)
        return False
    return True


COLOUR = discord.Colour.gold()


def card(title: str, text: str) -> discord.Embed:
    embed = discord.Embed(title=title, description=text[:4096], colour=COLOUR)
    embed.set_footer(text=PLAY_CHIPS)
    return embed


async def reply(interaction: discord.Interaction, title: str, text: str, *, ephemeral: bool = True) -> None:
    """The follow-up to `defer_once`.  Mentions name people without pinging them, in public too."""
    await interaction.followup.send(embed=card(title, text), ephemeral=ephemeral,
                                    allowed_mentions=discord.AllowedMentions.none())

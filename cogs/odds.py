"""``/odds dealt|draw|advise``: the exact odds of the foundation, answered privately.

Private because a player may type the hand he holds at a table.
"""

from __future__ import annotations

from typing import Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord_side.answers import answer
from bot.discord_side.app import PokerInteraction
from bot.services.errors import UserError
from bot.text import cogs_words as words
from bot.text.faces import TEXT
from bot.text.odds import advise_text, dealt_text, draw_text
from engine.cards import Card, CardError, PackKind, format_cards, held_in, parse_cards
from engine.handrules import HandRules
from engine.odds import advise, dealt_counts, draw_outcomes

Pack = Literal["standard", "joker", "ecarte"]
HAND, KEEP = "hand", "keep"  # the options' names, which a refusal names as the member sees them


def _cards(text: str, rules: HandRules, what: str, count: int | None = None) -> list[Card]:
    try:
        cards = parse_cards(text)
    except CardError as exc:
        raise held_in(exc, what) from None  # which option holds the bad card
    members = set(rules.pack.cards())
    strangers = [str(c) for c in cards if c not in members]
    if strangers:
        raise UserError(words.not_in_pack(what, strangers, rules.pack.value))
    if count is not None and len(cards) != count:
        raise UserError(words.hand_size(what, count, len(cards)))
    return cards


def _block(text: str, interaction: PokerInteraction | None = None, hand: list[Card] | None = None) -> discord.Embed:
    """The figures in a code block, which keeps the columns (an embed holds up to 4,096 characters);
    above it the hand, with the bot's card emojis when it has them (a code block shows none)."""
    top = ""
    if hand is not None and interaction is not None:
        emojis = interaction.client.card_emojis
        faces = emojis.faces(True) if emojis is not None else TEXT
        top = faces.show(format_cards(hand, symbols=True)) + "\n"
    return discord.Embed(description=f"{top}```\n{text[:4080 - len(top)]}\n```", colour=discord.Colour.dark_green())


@app_commands.guild_only()
class Odds(commands.GroupCog, group_name="odds", group_description="Exact poker odds, by complete enumeration"):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="dealt", description="How often each hand is dealt, and the odds against it")
    @app_commands.describe(pack="standard 52, 52 and the joker, or the 32-card ecarte pack")
    async def dealt(self, interaction: PokerInteraction, pack: Pack = "standard") -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)  # the first count takes a moment
        rules = HandRules(pack=PackKind(pack))
        await answer(interaction, embed=_block(dealt_text(dealt_counts(rules), rules)))

    @app_commands.command(name="draw", description="Every final hand from a draw to the cards you keep")
    @app_commands.describe(hand='the five cards dealt, e.g. "Js Jh 2c 7d Kh"',
                           keep='the cards you keep, e.g. "Js Jh"; "none" to draw five',
                           pack="the pack in play")
    async def draw(self, interaction: PokerInteraction, hand: str, keep: str, pack: Pack = "standard") -> None:
        rules = HandRules(pack=PackKind(pack))
        cards = _cards(hand, rules, HAND, 5)
        kept = [] if keep.strip().lower() in ("none", "nothing", "-") else _cards(keep, rules, KEEP)
        outside = [str(c) for c in kept if c not in cards]
        if outside:
            raise UserError(words.kept_not_in_hand(outside))
        outcome = draw_outcomes(cards, kept, rules)
        await interaction.response.send_message(embed=_block(draw_text(outcome, rules), interaction, cards),
                                                ephemeral=True)

    @app_commands.command(name="advise", description="All 32 ways to draw to a hand, best first")
    @app_commands.describe(hand='the five cards dealt, e.g. "Js Jh Th 9h 2c"', pack="the pack in play")
    async def advise(self, interaction: PokerInteraction, hand: str, pack: Pack = "standard") -> None:
        rules = HandRules(pack=PackKind(pack))
        cards = _cards(hand, rules, HAND, 5)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await answer(interaction, embed=_block(advise_text(advise(cards, rules), rules), interaction, cards))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Odds(bot))

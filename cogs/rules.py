"""``/rules [topic or law number]`` and ``/glossary term``: the laws and the words, in our own words."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.content import glossary, lawbook
from bot.discord_side.app import PokerInteraction
from bot.services.errors import UserError
from bot.text import cogs_words as words

COLOUR = discord.Colour.dark_green()


def _choices(completions: list[lawbook.Completion]) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=c[0][:100], value=c[1][:100]) for c in completions]


@app_commands.guild_only()
class Rules(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="rules", description="Foster's laws of draw poker, and how this table plays them")
    @app_commands.describe(query="a law number (37), a range (27-29) or a topic (jack-pots); empty for the index")
    async def rules(self, interaction: PokerInteraction, query: str = "") -> None:
        answer = lawbook.lookup_rules(query)
        if answer is None:
            raise UserError(words.no_law(query, lawbook.suggest_rules(query)))
        embed = discord.Embed(title=answer.title, description=answer.description, colour=COLOUR)
        for field in answer.fields:
            embed.add_field(name=field.name, value=field.value, inline=False)
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @rules.autocomplete("query")
    async def rules_complete(self, interaction: PokerInteraction, current: str) -> list[app_commands.Choice[str]]:
        return _choices(lawbook.complete(current))

    @app_commands.command(name="glossary", description="What a word of the game means")
    @app_commands.describe(term="e.g. age, blaze, fatten, whangdoodle")
    async def glossary(self, interaction: PokerInteraction, term: str) -> None:
        found = glossary.lookup_term(term)
        if found is None:
            raise UserError(words.no_term(term, glossary.suggest_terms(term)))
        embed = discord.Embed(title=found.name, description=found.definition, colour=COLOUR)
        if found.topic:
            embed.set_footer(text=words.glossary_more(found.topic))
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @glossary.autocomplete("term")
    async def glossary_complete(self, interaction: PokerInteraction, current: str) -> list[app_commands.Choice[str]]:
        return _choices(glossary.complete(current))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Rules(bot))

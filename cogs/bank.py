"""``/bank …``: a member's play chips with the banker (`bot.services.ledger.Bank`).

Thin: each command is one call to the bank and its answer in words
(`bot.text.bank`).  What a member holds is his own business, so those
answers are private; the settlement and the leaderboard show no cards and
are what Foster's players read out at the end of the game, so they are public.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from discord import app_commands
from discord.ext import commands

from bot.discord_side.app import PokerInteraction
from bot.discord_side.replies import reply
from bot.services.ledger import Bank, Receipt
from bot.services.whole_numbers import MAX_CHIPS
from bot.text import bank as bank_text
from bot.text import cogs_words as words


def _bank(interaction: PokerInteraction) -> Bank:
    return interaction.client.bank


def _guild(interaction: PokerInteraction) -> int:
    assert interaction.guild_id is not None  # the cog is guild_only
    return interaction.guild_id


async def _move_chips(interaction: PokerInteraction, title: str, move: Callable[..., Awaitable[Receipt]],
                      chips: int | None) -> None:
    """Chips bought or cashed out (`move` is `Bank.buy` or `Bank.cash_out`), answered privately
    with the receipt."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    # The interaction id is the request key: a repeated delivery moves the chips once.
    receipt = await move(_guild(interaction), interaction.user.id, chips,
                         key=str(interaction.id), by=interaction.user.id)
    await reply(interaction, title, bank_text.receipt_text(receipt))


@app_commands.guild_only()
class BankCog(commands.GroupCog, group_name="bank",
              group_description="Your play chips with the banker (not money)"):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="balance", description="Your wallet, your chips at tables, and whether you are up or down")
    async def balance(self, interaction: PokerInteraction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        holding = await _bank(interaction).holding(_guild(interaction), interaction.user.id)
        await reply(interaction, words.balance_title(), bank_text.balance_text(holding))

    @app_commands.command(name="buy", description="Buy play chips from the banker, within the server's limits")
    @app_commands.describe(chips="how many chips")
    async def buy(self, interaction: PokerInteraction, chips: app_commands.Range[int, 1, MAX_CHIPS]) -> None:
        await _move_chips(interaction, words.bought_title(), _bank(interaction).buy, chips)

    @app_commands.command(name="cashout", description="Return chips from your wallet to the banker")
    @app_commands.describe(chips="how many; all in your wallet if left out")
    async def cashout(self, interaction: PokerInteraction,
                      chips: app_commands.Range[int, 1, MAX_CHIPS] | None = None) -> None:
        await _move_chips(interaction, words.cashed_out_title(), _bank(interaction).cash_out, chips)

    @app_commands.command(name="history", description="Your latest movements of chips, newest first")
    @app_commands.describe(count="how many lines (default 15)")
    async def history(self, interaction: PokerInteraction, count: app_commands.Range[int, 1, 30] = 15) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        lines = await _bank(interaction).statement(_guild(interaction), interaction.user.id, count)
        await reply(interaction, words.statement_title(), bank_text.statement_text(lines))

    @app_commands.command(name="settle", description="Settle up: everyone's up or down, and whether the books balance")
    async def settle(self, interaction: PokerInteraction) -> None:
        await interaction.response.defer(ephemeral=False, thinking=True)
        settlement = await _bank(interaction).settlement(_guild(interaction))
        await reply(interaction, words.settling_title(), bank_text.settlement_text(settlement), ephemeral=False)

    @app_commands.command(name="leaderboard", description="The members furthest up")
    @app_commands.describe(top="how many (default 10)")
    async def leaderboard(self, interaction: PokerInteraction, top: app_commands.Range[int, 1, 25] = 10) -> None:
        await interaction.response.defer(ephemeral=False, thinking=True)
        settlement = await _bank(interaction).settlement(_guild(interaction))
        await reply(interaction, words.leaderboard_title(), bank_text.leaderboard_text(settlement, top), ephemeral=False)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(BankCog(bot))

"""``/poker-admin …``: a server's admins set the tables' limits and the banker's, give chips,
and reset a table.

Thin: each command is one call to the limits service (`bot.services.limits`), the
bank (`bot.services.ledger`) or the table service, and its answer in words
(`bot.text.admin`).  Every command needs Manage Server, checked twice:
Discord hides the group from members without it (default permissions), but
a server can grant the commands to anyone in its Integrations settings, so
the bot checks the member's permission itself as well.
"""

from __future__ import annotations

import logging
from typing import Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord_side.answers import answer
from bot.discord_side.app import PokerInteraction
from bot.discord_side.checks import require_manage_server
from bot.discord_side.replies import reply
from bot.discord_side.table_controller import reset_reason
from bot.services.errors import UserError
from bot.services.ledger import Bank
from bot.services.limits import Limits
from bot.services.seasons import MAX_MIN_DEALS, Seasons
from bot.services.tables import TableService
from bot.services.whole_numbers import MAX_CHIPS
from bot.text import admin as admin_text
from bot.text import cogs_words as words
from bot.text import season_words
from bot.text.render import stopped_text
from bot.text.table_words import no_table_to_reset, reset_by_admin
from bot.text.tournament_words import tournament_table_reset

log = logging.getLogger("poker.admin")


def _bank(interaction: PokerInteraction) -> Bank:
    return interaction.client.bank


def _tables(interaction: PokerInteraction) -> TableService:
    return interaction.client.tables


def _limits(interaction: PokerInteraction) -> Limits:
    return _tables(interaction).limits


def _seasons(interaction: PokerInteraction) -> Seasons:
    return interaction.client.seasons


def _where(interaction: PokerInteraction) -> tuple[int, int]:
    assert interaction.guild_id is not None and interaction.channel_id is not None  # guild_only
    return interaction.guild_id, interaction.channel_id


@app_commands.guild_only()
@app_commands.default_permissions(manage_guild=True)
class Admin(commands.GroupCog, group_name="poker-admin",
            group_description="Tables' limits, the banker's limits, chips and resets (Manage Server)"):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        return require_manage_server(interaction)  # before every command here

    @app_commands.command(name="limits", description="Set one table limit for this channel or the server default")
    @app_commands.describe(field="the limit (start typing to see them all)",
                           value='its new value, e.g. 2, true, joker, "blaze, skip"; none to clear it',
                           scope="this channel (default), or the default for every channel of the server")
    async def limits(self, interaction: PokerInteraction, field: str, value: str,
                     scope: Literal["channel", "server"] = "channel") -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        guild, channel = _where(interaction)
        target = channel if scope == "channel" else None
        service = _limits(interaction)
        before = (await service.effective(guild, target)).flat().get(field)
        if field == "betting" and value.strip().lower() == "freeze_out" and before != "freeze_out":
            await _tables(interaction).may_become_freeze_out(guild, target)  # equal stakes, or refused
        after = (await service.set(guild, target, field, value, by=interaction.user.id)).flat()[field]
        text = words.limit_set(field, after, before, channel=target is not None)
        if target is None and field in await service.overrides(guild, channel):
            text += "\n" + words.limit_own_here(field, (await service.effective(guild, channel)).flat()[field])
        if field == "variety" and before != after:
            table = await _tables(interaction).table_in(guild, channel)
            if table is not None and table.jackpot:
                text += "\n" + admin_text.new_game_after_jackpot()
        await reply(interaction, words.limit_set_title(), text)

    @limits.autocomplete("field")
    async def field_complete(self, interaction: PokerInteraction,
                             current: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=label, value=name) for label, name in admin_text.field_choices(current)]

    @app_commands.command(name="show", description="The limits in force in this channel, and where each comes from")
    async def show(self, interaction: PokerInteraction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        guild, channel = _where(interaction)
        service = _limits(interaction)
        flat = (await service.effective(guild, channel)).flat()
        text = admin_text.limits_text(flat, await service.overrides(guild, channel),
                                      await service.overrides(guild, None))
        await reply(interaction, words.limits_title(), words.limits_shown(text, await _bank(interaction).limits(guild)))

    @app_commands.command(name="history", description="Recent changes of limits in this server: what, who and when")
    async def history(self, interaction: PokerInteraction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        guild, _channel = _where(interaction)
        changes = await _limits(interaction).history(guild, everywhere=True, limit=20)
        await reply(interaction, words.changes_title(), admin_text.history_text(changes))

    @app_commands.command(name="grant", description="Give a member chips from the banker")
    @app_commands.describe(member="who receives them", chips="how many")
    async def grant(self, interaction: PokerInteraction, member: discord.Member,
                    chips: app_commands.Range[int, 1, MAX_CHIPS]) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        guild, _channel = _where(interaction)
        # The bank has no grant: the admin buys for the member, recorded as done by the admin.
        receipt = await _bank(interaction).buy(guild, member.id, chips, key=str(interaction.id),
                                               by=interaction.user.id)
        await reply(interaction, words.chips_given_title(), words.chips_given(member.id, receipt.chips, receipt.wallet))

    @app_commands.command(name="reset-table", description="Void any deal in play (every bet returned) and close this channel's table")
    async def reset_table(self, interaction: PokerInteraction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        guild, channel = _where(interaction)
        controller = interaction.client.table_controller
        try:
            ui = await controller.table_here(guild, channel)
        except UserError:
            raise UserError(no_table_to_reset()) from None
        if await interaction.client.tournaments.of_table(ui.table_id) is not None:
            raise UserError(tournament_table_reset())  # its chips are the tournament's, not the players'
        stopped = await controller.stop_table(ui.table_id, by=interaction.user.id,
                                              why=reset_reason(interaction.user.display_name))
        done = stopped_text(stopped.voided, stopped.closed, stopped.stays_open, stopped.pool_back)
        await reply(interaction, words.table_reset_title(), done)
        if stopped.closed:
            # The players learn it in the channel too (a second follow-up can be public).
            await answer(interaction, reset_by_admin(done), ephemeral=False)

    @app_commands.command(name="bank-limits", description="The banker's limits on buying; leave both out to see them")
    @app_commands.describe(max_outstanding="most chips a member may have bought and not returned; none for no limit",
                           daily_allowance="most chips a member may buy in one UTC day; none for no limit")
    async def bank_limits(self, interaction: PokerInteraction, max_outstanding: str | None = None,
                          daily_allowance: str | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        guild, _channel = _where(interaction)
        typed = {"max_outstanding": max_outstanding, "daily_allowance": daily_allowance}
        changes = {name: admin_text.parse_chip_limit(name, text) for name, text in typed.items() if text is not None}
        bank = _bank(interaction)
        if changes:
            limits = await bank.set_limits(guild, by=interaction.user.id, **changes)
            text = words.bank_limits_now(limits)
        else:
            text = words.bank_limits_in_force(await bank.limits(guild))
        await reply(interaction, words.bank_limits_title(), text)

    season = app_commands.Group(name="season", description="Seasons: everyone starts with the same season chips")

    @season.command(name="start", description="Start a season: every member who plays in it gets the same reserve")
    @app_commands.describe(reserve="season chips each member gets, once (default 1000)",
                           min_deals="deals a member must play to be ranked (default 10)",
                           name="a name for the season, shown with its number")
    async def season_start(self, interaction: PokerInteraction,
                           reserve: app_commands.Range[int, 1, MAX_CHIPS] | None = None,
                           min_deals: app_commands.Range[int, 0, MAX_MIN_DEALS] | None = None,
                           name: str | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        guild, _channel = _where(interaction)
        started = await _seasons(interaction).start(guild, by=interaction.user.id, reserve=reserve,
                                                    min_deals=min_deals, name=name)
        await reply(interaction, season_words.started_title(), season_words.started_text(started))

    @season.command(name="end", description="End the season: its standings are kept; season chips go nowhere")
    async def season_end(self, interaction: PokerInteraction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        guild, _channel = _where(interaction)
        board = await _seasons(interaction).end(guild, by=interaction.user.id)
        await reply(interaction, season_words.ended_title(), season_words.ended_text(board))

    @season.command(name="show", description="The running season: its settings and leaderboard")
    async def season_show(self, interaction: PokerInteraction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        guild, _channel = _where(interaction)
        seasons = _seasons(interaction)
        if await seasons.running(guild) is None:
            last = await seasons.latest(guild)
            await reply(interaction, season_words.showing_title(), season_words.no_running_text(last))
            return
        board = await seasons.board(guild)
        await reply(interaction, season_words.board_title(board), season_words.board_text(board))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Admin(bot))

"""``/poker tournament …``: a freeze-out across several tables, one tournament a channel.

Thin: the subgroup is declared on the /poker cog (cogs/poker.py); each command here asks
the tournament service, or its controller for what is shown (threads, the lobby).
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import discord

from bot.discord_side.answers import tell
from bot.discord_side.app import PokerInteraction
from bot.discord_side.checks import manages_server
from bot.services.errors import UserError
from bot.text import tournament_words as words


def _where(interaction: PokerInteraction) -> tuple[int, int]:
    assert interaction.guild_id is not None and interaction.channel_id is not None  # guild_only
    return interaction.guild_id, interaction.channel_id


async def _tournament_where(interaction: PokerInteraction) -> tuple[int, int]:
    """The guild and the channel whose tournament the command means: typed in one of its tables'
    threads, the tournament's own channel (where players naturally type it)."""
    guild, channel = _where(interaction)
    if isinstance(interaction.channel, discord.Thread):
        channel = await interaction.client.tournaments.channel_for(guild, channel)
    return guild, channel


async def create(interaction: PokerInteraction, sweepstake: int, payouts: str, least: int, most: int,
                 schedule: str, starts_in: int | None, season: bool | None = None) -> None:
    await interaction.response.defer(ephemeral=True)
    bot, (guild, channel) = interaction.client, _where(interaction)
    if not isinstance(interaction.channel, discord.TextChannel):  # its tables need threads of their own
        raise UserError(words.text_channel_only())
    if not manages_server(interaction) and not (await bot.tables.limits.effective(guild, channel)).tournaments_open:
        raise UserError(words.not_allowed())
    starts_at = None if starts_in is None else datetime.now(UTC) + timedelta(minutes=starts_in)
    row = await bot.tournaments.create(guild, channel, by=interaction.user.id, sweepstake=sweepstake,
                                       min_entrants=least, max_entrants=most, shares=payouts, schedule=schedule,
                                       starts_at=starts_at, season_play=season)
    await bot.tournament_controller.show_lobby(await bot.tournaments.standing(row.id))
    bot.tournament_controller.plan_start(row)
    await tell(interaction, words.created(row))


async def join(interaction: PokerInteraction) -> None:
    await interaction.response.defer(ephemeral=True)
    bot, (guild, channel) = interaction.client, await _tournament_where(interaction)
    await bot.table_controller.remember(interaction)
    row = await bot.tournaments.join(guild, channel, interaction.user.id)
    await bot.tournament_controller.show_lobby(await bot.tournaments.standing(row.id))
    await tell(interaction, words.joined(row.sweepstake))


async def robots(interaction: PokerInteraction, count: int) -> None:
    await interaction.response.defer(ephemeral=True)
    bot, (guild, channel) = interaction.client, await _tournament_where(interaction)
    entered = await bot.tournaments.add_robots(guild, channel, count, by=interaction.user.id)
    await bot.tournament_controller.show_lobby(await bot.tournament_controller.lobby_of(guild, channel))
    await tell(interaction, words.robots_entered(entered))


async def leave(interaction: PokerInteraction) -> None:
    await interaction.response.defer(ephemeral=True)
    bot, (guild, channel) = interaction.client, await _tournament_where(interaction)
    row, away = await bot.tournaments.leave(guild, channel, interaction.user.id)
    standing = await bot.tournaments.standing(row.id)
    await bot.tournament_controller.show_lobby(standing)
    if away:  # his seat acts at once from now on, this turn too if it is his
        await bot.tournament_controller.player_left(standing, str(interaction.user.id))
    await tell(interaction, words.left(away, row.sweepstake))


async def _may_run(interaction: PokerInteraction) -> None:
    """Starting and cancelling: whoever created the tournament, or an admin."""
    guild, channel = await _tournament_where(interaction)
    row = await interaction.client.tournaments.in_channel(guild, channel)
    if row is not None and row.created_by != str(interaction.user.id) and not manages_server(interaction):
        raise UserError(words.not_yours())


async def start(interaction: PokerInteraction) -> None:
    await interaction.response.defer(ephemeral=True)
    await _may_run(interaction)
    bot, (guild, channel) = interaction.client, await _tournament_where(interaction)
    await bot.tournament_controller.start(guild, channel)
    row = await bot.tournaments.in_channel(guild, channel)
    tables = 0 if row is None else len((await bot.tournaments.standing(row.id)).tables)
    await tell(interaction, words.started(tables))


async def show(interaction: PokerInteraction) -> None:
    await interaction.response.defer(ephemeral=True)
    bot = interaction.client
    standing = await bot.tournament_controller.lobby_of(*await _tournament_where(interaction))
    await tell(interaction, embed=bot.tournament_controller.lobby(standing))


async def cancel(interaction: PokerInteraction) -> None:
    await interaction.response.defer(ephemeral=True)
    await _may_run(interaction)
    bot, (guild, channel) = interaction.client, await _tournament_where(interaction)
    # Under way, only an admin may cancel: the creator alone may not undo others' play.
    row, count = await bot.tournaments.cancel(guild, channel,
                                              by=interaction.user.id if manages_server(interaction) else None)
    await bot.tournament_controller.after_cancel(row.id)
    await tell(interaction, words.cancelled(count))

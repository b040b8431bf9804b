"""``/poker …``: open a table in this channel, sit down, deal, leave; the table's commands.

Thin: each command asks the table service (chips, records) or the table
controller (messages, timers); neither this file nor they make a rule.
"""

from __future__ import annotations

import io

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord_side.answers import tell
from bot.discord_side.app import PokerInteraction
from bot.discord_side.buttons import not_joining_button, stay_button
from bot.discord_side.checks import manages_server
from bot.discord_side.custom_ids import MAX_COUNT
from bot.discord_side.languages import client_locale
from bot.discord_side.replies import reply
from bot.discord_side.stats_answer import VARIETY_CHOICES, answer_stats
from bot.discord_side.table_controller import TableController
from bot.discord_side.table_state import TableUI
from bot.services import languages
from bot.services.errors import UserError
from bot.services.hand_export import member_export
from bot.services.tables.seats import DEFAULT_STAKE
from bot.services.whole_numbers import MAX_CHIPS
from bot.text import coach_words, cogs_words, learn_words, season_words, turn_words
from bot.text import table_words as words
from bot.text.i18n import speaking
from bot.text.render import stopped_text
from bot.text.seat_words import joined_text, not_joining
from bot.text.tournament_words import tournament_table
from cogs import tournament as tourney


def _controller(interaction: PokerInteraction) -> TableController:
    return interaction.client.table_controller


def _where(interaction: PokerInteraction) -> tuple[int, int]:
    assert interaction.guild_id is not None and interaction.channel_id is not None  # guild_only
    return interaction.guild_id, interaction.channel_id


async def _table_here(interaction: PokerInteraction, *, defer: bool = False,
                      seats: bool = False) -> tuple[TableController, TableUI]:
    """The table in this channel.  `defer`: acknowledge first, privately, for a command that
    answers by follow-up; the look-up waits its turn at the database behind every busy table.
    `seats`: the command changes who sits there or with what chips, which a tournament's table
    refuses (its seats and chips are the tournament's)."""
    controller = _controller(interaction)
    if defer:
        await interaction.response.defer(ephemeral=True)
    ui = await controller.table_here(*_where(interaction))
    if seats and await interaction.client.tournaments.of_table(ui.table_id) is not None:
        raise UserError(tournament_table())
    await controller.remember(interaction)
    return controller, ui


async def _records_here(interaction: PokerInteraction, table: int | None) -> tuple[TableController, TableUI]:
    """The table whose records a replay or the history reads: named, or this channel's, open or
    closed (a deal stays replayable for as long as its record is kept)."""
    controller = _controller(interaction)
    ui = await controller.table_of_records(*_where(interaction), table)
    await controller.remember(interaction)
    return controller, ui


@app_commands.guild_only()
class Poker(commands.GroupCog, group_name="poker", group_description="Draw poker tables by Foster's laws"):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="start", description="Open a table in this channel with the channel's limits")
    async def start(self, interaction: PokerInteraction) -> None:
        controller = _controller(interaction)
        await interaction.response.defer(ephemeral=True)
        guild, channel = _where(interaction)
        ui = await controller.open_table(guild, channel, by=interaction.user.id)
        await controller.remember(interaction)
        season = None
        if (await interaction.client.tables.summary(ui.table_id)).season is not None:
            season = await interaction.client.seasons.running(guild)
        await tell(interaction, words.opened() if season is None else season_words.opened_for(season))

    @app_commands.command(name="join", description="Sit down at this channel's table (or make up a short stake)")
    @app_commands.describe(stake=f"chips to bring from your wallet (default {DEFAULT_STAKE}, a freeze-out's own); "
                                 "the banker sells what it lacks")
    async def join(self, interaction: PokerInteraction,
                   stake: app_commands.Range[int, 1, MAX_CHIPS] | None = None) -> None:
        controller, ui = await _table_here(interaction, defer=True, seats=True)
        joined = await controller.sit(ui, str(interaction.user.id), stake, key=str(interaction.id))
        await tell(interaction, joined_text(joined),
                   view=not_joining_button(ui.table_id, joined.deal) if joined.kind == "after_deal" and joined.deal
                   else None)

    @app_commands.command(name="leave", description="Leave the table; your chips go back to your wallet")
    async def leave(self, interaction: PokerInteraction) -> None:
        controller, ui = await _table_here(interaction, defer=True, seats=True)
        if await controller.learning.leaving(ui, str(interaction.user.id)):  # his lesson thread closes
            await tell(interaction, learn_words.left())
            return
        leaving = await controller.leave(ui, str(interaction.user.id))
        if leaving.withdrawn is not None:  # he was to sit down once the deal is over
            await tell(interaction, not_joining(leaving.withdrawn))
        elif leaving.after_deal is None:
            await tell(interaction, words.left_table(leaving.chips or 0, leaving.season))
        else:  # during a deal: he goes once it is over, and may take it back
            await tell(interaction, words.leaves_after(leaving.after_deal, leaving.season),
                       view=stay_button(ui.table_id, leaving.after_deal))

    @app_commands.command(name="sitout", description="Sit out from the next deal (again to come back)")
    async def sitout(self, interaction: PokerInteraction) -> None:
        controller, ui = await _table_here(interaction, seats=True)
        out = await controller.sit_out(ui, str(interaction.user.id))
        await tell(interaction, words.sitting_out(out))

    @app_commands.command(name="deal", description="Deal the next hand now")
    async def deal(self, interaction: PokerInteraction) -> None:
        controller, ui = await _table_here(interaction, defer=True)
        await controller.start_deal(ui)
        await tell(interaction, words.dealt())

    @app_commands.command(name="table", description="Post the table message again")
    async def table(self, interaction: PokerInteraction) -> None:
        controller, ui = await _table_here(interaction, defer=True)
        await controller.messages.post(ui)
        await tell(interaction, words.posted())

    @app_commands.command(name="hand", description="Your cards, privately")
    async def hand(self, interaction: PokerInteraction) -> None:
        controller, ui = await _table_here(interaction)
        await controller.show_hand(interaction, ui)

    @app_commands.command(name="coach", description="Foster's advice, privately, when it is your turn")
    @app_commands.describe(setting="on: the coach speaks under your hand and reviews each deal; off: it is quiet")
    @app_commands.choices(setting=[app_commands.Choice(name="on", value="on"),
                                   app_commands.Choice(name="off", value="off")])
    async def coach(self, interaction: PokerInteraction, setting: str) -> None:
        guild, channel = _where(interaction)
        on = setting == "on"
        everyone = await _controller(interaction).choose_coach(guild, channel, str(interaction.user.id), on)
        await tell(interaction, coach_words.coach_on() if on else
                   coach_words.coach_off_here() if everyone else coach_words.coach_off())

    @app_commands.command(name="pings", description="Be mentioned when it is your turn at a table, or not")
    @app_commands.describe(setting="on: Discord tells you when it is your turn; off: the table message only shows it")
    @app_commands.choices(setting=[app_commands.Choice(name="on", value="on"),
                                   app_commands.Choice(name="off", value="off")])
    async def pings(self, interaction: PokerInteraction, setting: str) -> None:
        guild, _channel = _where(interaction)
        on = setting == "on"
        await interaction.client.pings.choose(guild, str(interaction.user.id), on)
        await tell(interaction, turn_words.pings_on() if on else turn_words.pings_off())

    @app_commands.command(name="language", description="The language of your own answers and DMs, or choose one")
    @app_commands.describe(locale="a Discord locale (de, es-ES, pt-BR...), or client for your Discord client's")
    async def language(self, interaction: PokerInteraction, locale: str | None = None) -> None:
        members, member, client = interaction.client.members, str(interaction.user.id), client_locale(interaction)
        if locale is None:
            chosen = await members.chosen_locale(member)
            await tell(interaction, cogs_words.language_client(client) if chosen is None else
                       cogs_words.language_chosen(chosen, client))
            return
        if locale.strip().lower() == "client":
            await members.choose_locale(member, None)
            with speaking(client):  # said in the language chosen
                await tell(interaction, cogs_words.language_set_client(client))
            return
        try:
            wanted = languages.language(locale)
        except languages.NotALanguage:
            await tell(interaction, cogs_words.language_unknown(locale, languages.DISCORD_LOCALES))
            return
        await members.choose_locale(member, wanted)
        with speaking(wanted):
            await tell(interaction, cogs_words.language_set(wanted))

    @app_commands.command(name="learn", description="Learn Foster's game in a private thread with robots and the coach")
    async def learn(self, interaction: PokerInteraction) -> None:
        await interaction.response.defer(ephemeral=True)
        guild, _channel = _where(interaction)
        await tell(interaction, await _controller(interaction).learning.learn(interaction, guild))

    @app_commands.command(name="stop", description="Close the table (whoever opened it, or an admin)")
    async def stop(self, interaction: PokerInteraction) -> None:
        controller, ui = await _table_here(interaction, defer=True, seats=True)
        stopped = await controller.stop(ui, str(interaction.user.id), manages_server=manages_server(interaction),
                                        name=interaction.user.display_name)
        await tell(interaction, stopped_text(stopped.voided, stopped.closed, stopped.stays_open, stopped.pool_back))

    @app_commands.command(name="history", description="The last deals at this table, with the roots that sealed their shuffles")
    @app_commands.describe(table="an earlier table's number, as its show-down named it (this channel's, if left out)")
    async def history(self, interaction: PokerInteraction,
                      table: app_commands.Range[int, 1, MAX_COUNT] | None = None) -> None:
        controller, ui = await _records_here(interaction, table)
        await tell(interaction, (await controller.history(ui))[:2000])

    @app_commands.command(name="replay", description="A finished deal at this table, step by step")
    @app_commands.describe(deal="the deal's number (/poker history lists the last ones)",
                           table="the table's number, as the show-down named it (this channel's, if left out)")
    async def replay(self, interaction: PokerInteraction, deal: app_commands.Range[int, 1, MAX_COUNT],
                     table: app_commands.Range[int, 1, MAX_COUNT] | None = None) -> None:
        _controller, ui = await _records_here(interaction, table)
        await interaction.client.replays.open(interaction, ui, deal)

    @app_commands.command(name="export", description="Your finished deals as hand history files, privately")
    async def export(self, interaction: PokerInteraction) -> None:
        await interaction.response.defer(ephemeral=True)
        guild, _channel = _where(interaction)
        made = await member_export(interaction.client.storage, str(guild), str(interaction.user.id))
        if not made.deals:
            await tell(interaction, words.none_replay(made.skipped) if made.skipped else words.no_deals_to_export())
            return
        file = discord.File(io.BytesIO(made.data), filename=words.export_file(),
                            description=words.export_description(made.deals))
        await tell(interaction, words.exported(made.deals, made.capped, made.skipped), file=file)

    @app_commands.command(name="stats", description="A member's figures at the tables: all time, or one variety")
    @app_commands.describe(member="whose (default: yours, privately)", variety="one variety only",
                           robot="a robot's instead, by its number")
    @app_commands.choices(variety=VARIETY_CHOICES)
    async def stats(self, interaction: PokerInteraction, member: discord.Member | None = None,
                    variety: str | None = None, robot: app_commands.Range[int, 1, 8] | None = None) -> None:
        await answer_stats(interaction, interaction.client.storage, member, robot, variety)

    @app_commands.command(name="season", description="The season's leaderboard, or a past season's final standings")
    @app_commands.describe(number="a past season's number (default: the running one, else the last)")
    async def season(self, interaction: PokerInteraction,
                     number: app_commands.Range[int, 1, MAX_COUNT] | None = None) -> None:
        guild, _channel = _where(interaction)
        board = await interaction.client.seasons.board(guild, number)  # first: a wrong number is told privately
        await interaction.response.defer(thinking=True)  # public: the board shows no card
        await reply(interaction, season_words.board_title(board), season_words.board_text(board), ephemeral=False)

    robots = app_commands.Group(name="robots", description="Computer players in empty seats")

    @robots.command(name="add", description="Seat a robot (where the channel allows robots)")
    async def robots_add(self, interaction: PokerInteraction, count: app_commands.Range[int, 1, 6] = 1) -> None:
        controller, ui = await _table_here(interaction, defer=True, seats=True)
        seated, waits_for = await controller.add_robots(ui, count, by=interaction.user.id)
        await tell(interaction, words.robots_sat(seated) if waits_for is None else words.robots_after(seated, waits_for))

    @robots.command(name="remove", description="Take the robots away (during a deal, once it is over)")
    async def robots_remove(self, interaction: PokerInteraction) -> None:
        controller, ui = await _table_here(interaction, defer=True, seats=True)
        gone, waits_for = await controller.remove_robots(ui, by=interaction.user.id)
        await tell(interaction, words.robots_left(gone) if waits_for is None else words.robots_leave_after(gone, waits_for))

    tournament = app_commands.Group(name="tournament", description="A freeze-out across several tables")

    @tournament.command(name="create", description="Open a tournament in this channel for entries")
    @app_commands.describe(sweepstake="chips each entrant puts up; his stake at the tables",
                           payouts="shares of the pool by place, e.g. 65/35 (default: the survivor takes all)",
                           least="entrants needed to start", most="the most entrants",
                           schedule="rising blinds, e.g. 'every 10 deals: 1/2, 2/4' (default: none)",
                           starts_in="minutes until the planned start, shown to all",
                           season="played for the running season, with season chips (default: as the channel says)")
    async def tournament_create(self, interaction: PokerInteraction,
                                sweepstake: app_commands.Range[int, 2, MAX_CHIPS], payouts: str = "100",
                                least: app_commands.Range[int, 2, 80] = 2, most: app_commands.Range[int, 2, 80] = 80,
                                schedule: str = "", starts_in: app_commands.Range[int, 1, 10080] | None = None,
                                season: bool | None = None) -> None:
        await tourney.create(interaction, sweepstake, payouts, least, most, schedule, starts_in, season)

    @tournament.command(name="join", description="Enter this channel's tournament; the sweepstake leaves your wallet")
    async def tournament_join(self, interaction: PokerInteraction) -> None:
        await tourney.join(interaction)

    @tournament.command(name="robots", description="Robots enter the tournament (where the channel allows robots)")
    async def tournament_robots(self, interaction: PokerInteraction,
                                count: app_commands.Range[int, 1, 80] = 1) -> None:
        await tourney.robots(interaction, count)

    @tournament.command(name="leave", description="Leave: before the start with your sweepstake back")
    async def tournament_leave(self, interaction: PokerInteraction) -> None:
        await tourney.leave(interaction)

    @tournament.command(name="start", description="Seat the entrants and open the tables in threads")
    async def tournament_start(self, interaction: PokerInteraction) -> None:
        await tourney.start(interaction)

    @tournament.command(name="show", description="The tournament as it stands, privately")
    async def tournament_show(self, interaction: PokerInteraction) -> None:
        await tourney.show(interaction)

    @tournament.command(name="cancel", description="Cancel: every sweepstake goes back (once started, admins only)")
    async def tournament_cancel(self, interaction: PokerInteraction) -> None:
        await tourney.cancel(interaction)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Poker(bot))


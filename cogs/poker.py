"""``/poker …``: open a table in this channel, sit down, deal, leave; the table's commands.

Thin: each command asks the table service (chips, records) or the table
controller (messages, timers); neither this file nor they make a rule.
"""

from __future__ import annotations

from discord import app_commands
from discord.ext import commands

from bot.discord_side.answers import tell
from bot.discord_side.app import PokerInteraction
from bot.discord_side.table_controller import TableController
from bot.discord_side.table_state import TableUI
from bot.services.errors import UserError
from bot.services.hand_records import short_hash
from bot.services.numbers import MAX_CHIPS
from bot.services.seating import is_robot
from bot.text.render import stopped_text

DEFAULT_STAKE = 100


def _controller(interaction: PokerInteraction) -> TableController:
    return interaction.client.table_controller


async def _table_here(interaction: PokerInteraction, *, defer: bool = False) -> tuple[TableController, TableUI]:
    """The table in this channel.  `defer`: acknowledge first, privately, for a command that
    answers by follow-up; the look-up waits its turn at the database behind every busy table."""
    controller = _controller(interaction)
    if defer:
        await interaction.response.defer(ephemeral=True)
    assert interaction.guild_id is not None and interaction.channel_id is not None
    summary = await controller.service.table_in(interaction.guild_id, interaction.channel_id)
    if summary is None:
        raise UserError("There is no table in this channel: open one with /poker start.")
    ui = controller.table_ui(summary.table_id, interaction.channel_id, interaction.guild_id)
    await controller.remember(interaction)
    return controller, ui


def _is_admin(interaction: PokerInteraction) -> bool:
    perms = getattr(interaction.user, "guild_permissions", None)
    return bool(perms and perms.manage_guild)


@app_commands.guild_only()
class Poker(commands.GroupCog, group_name="poker", group_description="Draw poker tables by Foster's laws"):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="start", description="Open a table in this channel with the channel's limits")
    async def start(self, interaction: PokerInteraction) -> None:
        controller = _controller(interaction)
        assert interaction.guild_id is not None and interaction.channel_id is not None
        await interaction.response.defer(ephemeral=True)
        summary = await controller.service.open_table(interaction.guild_id, interaction.channel_id,
                                                       by=interaction.user.id)
        ui = controller.table_ui(summary.table_id, interaction.channel_id, interaction.guild_id)
        await controller.remember(interaction)
        await controller.post(ui)
        await tell(interaction, "The table is open. Sit down with /poker join.")

    @app_commands.command(name="join", description="Sit down at this channel's table")
    @app_commands.describe(stake="chips to bring from your wallet (default 100)")
    async def join(self, interaction: PokerInteraction, stake: app_commands.Range[int, 1, MAX_CHIPS] = DEFAULT_STAKE) -> None:
        controller, ui = await _table_here(interaction, defer=True)
        await controller.sit(ui, str(interaction.user.id), stake)
        await tell(interaction, f"You sit down with {stake} chips.")

    @app_commands.command(name="leave", description="Leave the table; your chips go back to your wallet")
    async def leave(self, interaction: PokerInteraction) -> None:
        controller, ui = await _table_here(interaction, defer=True)
        chips = await controller.service.leave(ui.table_id, interaction.user.id, by=interaction.user.id)
        await tell(interaction, f"You leave the table; {chips} chips go back to your wallet.")
        controller.refresh(ui)

    @app_commands.command(name="sitout", description="Sit out from the next deal (again to come back)")
    async def sitout(self, interaction: PokerInteraction) -> None:
        controller, ui = await _table_here(interaction)
        out = await controller.sit_out(ui, str(interaction.user.id))
        await tell(interaction, "You sit out from the next deal." if out else "You are back in from the next deal.")

    @app_commands.command(name="deal", description="Deal the next hand now")
    async def deal(self, interaction: PokerInteraction) -> None:
        controller, ui = await _table_here(interaction, defer=True)
        await controller.start_deal(ui)
        await tell(interaction, "Dealt.")

    @app_commands.command(name="table", description="Post the table message again")
    async def table(self, interaction: PokerInteraction) -> None:
        controller, ui = await _table_here(interaction, defer=True)
        await controller.post(ui)
        await tell(interaction, "Posted.")

    @app_commands.command(name="hand", description="Your cards, privately")
    async def hand(self, interaction: PokerInteraction) -> None:
        controller, ui = await _table_here(interaction)
        await controller.show_hand(interaction, ui)

    @app_commands.command(name="stop", description="Close the table (whoever opened it, or an admin)")
    async def stop(self, interaction: PokerInteraction) -> None:
        controller, ui = await _table_here(interaction, defer=True)
        opener = await controller.service.opened_by(ui.table_id)
        if str(interaction.user.id) != opener and not _is_admin(interaction):
            raise UserError("Only whoever opened this table, or an admin with Manage Server, may stop it.")
        stopped = await controller.stop_table(ui.table_id, by=interaction.user.id,
                                              why="stopped by " + interaction.user.display_name)
        await tell(interaction, stopped_text(stopped.voided, stopped.closed, stopped.stays_open))

    @app_commands.command(name="history", description="The last deals at this table, with their shuffle hashes")
    async def history(self, interaction: PokerInteraction) -> None:
        controller, ui = await _table_here(interaction)
        records = await controller.service.recent_deals(ui.table_id, limit=5)
        if not records:
            raise UserError("No deal has finished at this table yet.")
        lines = []
        for record in records:
            winners = ", ".join(controller.name_of(ui, record.setup["players"][w])
                                for w in (record.result or {}).get("winners", []))
            what = record.status if record.status == "void" else (record.result or {}).get("outcome", "")
            lines.append(f"Deal {record.number}: {what.replace('_', ' ')}"
                         + (f", won by {winners}" if winners else "") + f" · sha256 `{short_hash(record.seed_hash)}`")
        await tell(interaction, "\n".join(lines)[:2000])

    robots = app_commands.Group(name="robots", description="Computer players in empty seats")

    @robots.command(name="add", description="Seat a robot (where the channel allows robots)")
    async def robots_add(self, interaction: PokerInteraction, count: app_commands.Range[int, 1, 6] = 1) -> None:
        controller, ui = await _table_here(interaction, defer=True)
        seated = await controller.add_robots(ui, count, by=interaction.user.id)
        await tell(interaction, f"{seated} robot{'s' if seated != 1 else ''} sat down.")

    @robots.command(name="remove", description="Take the robots away (between deals)")
    async def robots_remove(self, interaction: PokerInteraction) -> None:
        controller, ui = await _table_here(interaction)
        summary = await controller.service.summary(ui.table_id)
        gone = 0
        for member, _chips in summary.seats:
            if is_robot(member):
                await controller.service.leave(ui.table_id, member, by=interaction.user.id)
                gone += 1
        await tell(interaction, f"{gone} robot{'s' if gone != 1 else ''} left.")
        controller.refresh(ui)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Poker(bot))


"""Tournaments on Discord: the threads its tables play in, its lobby message, and the words
at the tables as players are frozen out, moved and the tables broken.

The tournament service decides; this shows.  After each deal at a tournament's table the
table controller hands over (`after_deal`): the service does what falls due between deals,
and here each move is told at both tables and to the player, the tables that may deal are
set going, and the lobby is edited (through the pacer, once for all of it).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from datetime import UTC, datetime
from functools import partial
from typing import Protocol

import discord

from bot.discord_side.clock import TableClock
from bot.discord_side.direct_messages import PacedBot, send_dm
from bot.discord_side.languages import known_locale
from bot.discord_side.pacing import Need
from bot.discord_side.table_message import TableMessage
from bot.discord_side.table_state import TableUI, TableUIs, table_channel
from bot.discord_side.table_tools import TableTools
from bot.services.errors import TableError, UserError
from bot.services.seating import is_robot
from bot.services.tables import TableService
from bot.services.tournaments import Progress, Standing, TournamentService
from bot.storage import DatabaseUnavailable
from bot.storage.records import TournamentRow
from bot.text import tournament_words as words
from bot.text.i18n import speaking

log = logging.getLogger(__name__)


class Tables(Protocol):
    """What a tournament asks of the tables it plays at (the table controller does it)."""

    ui: TableUIs
    clock: TableClock
    service: TableService
    messages: TableMessage

    def forget(self, ui: TableUI) -> None: ...


class TournamentController:
    def __init__(self, bot: PacedBot, service: TournamentService, tables: Tables, tools: TableTools) -> None:
        self.bot = bot  # a tournament's channel and threads, and its DMs
        self.service = service
        self.tables = tables
        self.tools = tools
        self.pacer = bot.pacer
        self.timers: dict[int, asyncio.Task[None]] = {}  # a planned start, by tournament

    # ----- the threads ---------------------------------------------------------------------
    async def open_thread(self, tournament_id: int, number: int) -> str:
        """A public thread of the tournament's channel for its table `number`."""
        standing = await self.service.standing(tournament_id)
        channel = await table_channel(self.bot, int(standing.tournament.channel_id))
        assert isinstance(channel, discord.TextChannel)  # a tournament is created in a text channel
        await self.pacer.wait()
        with self.tools.public_in(channel.id):
            name = words.thread_name(tournament_id, number)
        thread = await channel.create_thread(name=name, type=discord.ChannelType.public_thread)
        return str(thread.id)

    # ----- the start, and between deals ------------------------------------------------------
    async def start(self, guild: int, channel: int) -> Progress:
        progress = await self.service.start(guild, channel, self.open_thread)
        await self._show(progress, post_tables=True)
        return progress

    async def after_deal(self, ui: TableUI) -> None:
        """After a deal at `ui`'s table: nothing, unless it is a tournament's."""
        progress = await self.service.between_deals(ui.table_id, self.open_thread)
        if progress is not None:
            await self._show(progress)

    async def player_left(self, standing: Standing, member: str) -> None:
        """He left under way: if it is his turn now at a table of this process's, his seat acts
        at once (the clock), not when the timer runs out."""
        for table in standing.tables:
            if table.table_id is None or member not in (m for m, _chips in table.chips):
                continue
            ui = self.tables.ui.get(table.table_id)
            if ui is None:
                continue
            deal = await self.tables.service.deal_in_play(table.table_id)
            if deal is not None and deal.result is None:
                await self.tables.clock.acts_for_the_gone(ui, deal)

    # ----- the planned start ----------------------------------------------------------------
    def plan_start(self, row: TournamentRow) -> None:
        """At the planned start (if there is one) the tournament starts, if enough have entered."""
        if row.starts_at is None or row.status != "registering" or row.id in self.timers:
            return
        self.timers[row.id] = asyncio.create_task(self._start_when_due(row))

    async def stop_timers(self) -> None:
        for timer in list(self.timers.values()):
            timer.cancel()
        await asyncio.gather(*self.timers.values(), return_exceptions=True)

    async def _start_when_due(self, row: TournamentRow) -> None:
        try:
            due = datetime.fromisoformat(row.starts_at or "")
            await asyncio.sleep(max(0.0, (due - datetime.now(UTC)).total_seconds()))
            now = await self.service.in_channel(int(row.guild_id), int(row.channel_id))
            if now is None or now.id != row.id or now.status != "registering":
                return  # started by hand, or cancelled
            standing = await self.service.standing(row.id)
            if len(standing.entrants) < row.min_entrants:
                with self.tools.public_in(int(row.channel_id)):
                    said = words.not_started(len(standing.entrants), row.min_entrants)
                await self._note(standing, said)
                return
            await self.start(int(row.guild_id), int(row.channel_id))
        except UserError:
            pass  # started by hand at the same moment
        except Exception:  # a timer has no one to answer: logged, and the start is left to a member
            log.exception("the planned start of tournament %s failed", row.id)
        finally:
            self.timers.pop(row.id, None)

    async def after_cancel(self, tournament_id: int) -> None:
        """Cancelled: its tables' messages lose their buttons, and the lobby says so."""
        standing = await self.service.standing(tournament_id)
        with self.tools.public_in(int(standing.tournament.channel_id)):  # not the canceller's language
            await self._cancelled(standing)

    async def _cancelled(self, standing: Standing) -> None:
        for table in standing.tables:
            ui = self.tables.ui.get(table.table_id) if table.table_id is not None else None
            if ui is not None:
                self.tables.forget(ui)
                await self._say(table.thread_id, words.cancelled_here())
        await self.show_lobby(standing)

    async def recover(self) -> int:
        """At start-up: each tournament in play taken up where it stood, and shown; each
        still open for entries given its planned start again."""
        async with self.service.storage.transaction(readonly=True) as tx:
            for row in await tx.tournaments("registering"):
                self.plan_start(row)
        found = await self.service.recover(self.open_thread)
        for progress in found:
            await self._show(progress, post_tables=True)
        return len(found)

    async def _show(self, progress: Progress, *, post_tables: bool = False) -> None:
        standing = await self.service.standing(progress.tournament_id)
        with self.tools.public_in(int(standing.tournament.channel_id)):  # whoever's click moved it on
            await self._shown(progress, standing, post_tables)

    async def _shown(self, progress: Progress, standing: Standing, post_tables: bool) -> None:
        row = standing.tournament
        # Only the tables still open get a table message; a closed one is forgotten once.
        uis = {t.number: self.tables.ui.of(t.table_id, int(t.thread_id), row.guild_id)
               for t in standing.tables if t.table_id is not None and t.status == "playing"}
        closing = {t.number: self.tables.ui[t.table_id] for t in standing.tables
                   if t.table_id is not None and t.table_id in self.tables.ui and t.status != "playing"}
        name = self._namer(row.guild_id)
        if progress.frozen_out:
            await self._note(standing, "\n".join(words.frozen_out(name(m), p) for m, p in progress.frozen_out))
        for ui in closing.values():
            self.tables.forget(ui)
        for move in progress.moves:
            await self._say(move.from_thread, words.moved_out(name(move.member), move.to_table))
            await self._say(move.to_thread, words.moved_in(name(move.member), move.from_table, move.chips))
            if not is_robot(move.member):
                await self._tell(move.member, partial(words.moved_told, move.to_table, move.to_thread, move.chips))
        for number in progress.broken:
            await self._say(next(t.thread_id for t in standing.tables if t.number == number), words.broken(number))
        if progress.finished:
            channel = await table_channel(self.bot, int(row.channel_id))
            await self.pacer.wait()
            await channel.send(words.finished([(p.place, p.member, p.payout) for p in standing.places], name))
        else:
            for table in standing.tables:
                if table.table_id is None or table.status != "playing":
                    continue
                ui = uis[table.number]
                if post_tables and ui.shown.message is None:
                    try:
                        await self.tables.messages.post(ui)
                    except TableError:
                        if await self._open(table.table_id):
                            raise
                        self.tables.forget(ui)  # broken since the standing was read, by another table's step
                        continue
                if table.table_id in progress.may_deal:
                    self.tables.clock.schedule_next_deal(ui)
                else:
                    self.tables.messages.refresh(ui)
        if progress.changed or post_tables:
            await self.show_lobby(standing)

    async def _open(self, table_id: int) -> bool:
        try:
            await self.service.tables.summary(table_id)
        except TableError:
            return False
        return True

    async def _note(self, standing: Standing, text: str) -> None:
        """A word for the whole tournament: in its channel, under the lobby."""
        channel = await table_channel(self.bot, int(standing.tournament.channel_id))
        await self.pacer.wait()
        await channel.send(text)

    async def _say(self, thread: str, text: str) -> None:
        try:
            channel = await table_channel(self.bot, int(thread))
            await self.pacer.wait()
            await channel.send(text)
        except discord.HTTPException as exc:
            log.warning("could not post in thread %s (%s)", thread, exc.status)

    async def _tell(self, member: str, said: Callable[[], str]) -> None:
        """A word to the player by DM, in his language; a member who takes no DMs reads it at his
        new table."""
        with speaking(await known_locale(self.tools.members, member)):
            text = said()
        with contextlib.suppress(discord.HTTPException, DatabaseUnavailable):
            await send_dm(self.bot, self.tools.members, member, Need.TURN, text)

    def _namer(self, guild: str) -> words.Name:
        return lambda member: self.tools.name_of(TableUI(0, 0, guild), member)

    # ----- the lobby -----------------------------------------------------------------------
    def lobby(self, standing: Standing) -> discord.Embed:
        row = standing.tournament
        name = self._namer(row.guild_id)
        embed = discord.Embed(title=words.lobby_title(row),
                              description=words.lobby_terms(row, len(standing.entrants), standing.pool))
        embed.add_field(name=words.entrants_label(), value=words.lobby_entrants([e.member for e in standing.entrants], name)[:1024],
                        inline=False)
        for table in standing.tables:
            field, value = words.lobby_table(table.number, table.thread_id, table.status, table.chips, name)
            embed.add_field(name=field, value=value[:1024], inline=False)
        if standing.places:
            embed.add_field(name=words.places_label(), value=words.lobby_out(
                [(p.place, p.member, p.payout) for p in standing.places], name)[:1024], inline=False)
        if standing.next_rise is not None:
            embed.add_field(name=words.next_rise_label(), value=words.next_rise(*standing.next_rise), inline=False)
        return embed

    async def show_lobby(self, standing: Standing) -> None:
        """Post the lobby in the tournament's channel, or edit it where it is."""
        row = standing.tournament
        with self.tools.public_in(int(row.channel_id)):
            embed = self.lobby(standing)
        channel = await table_channel(self.bot, int(row.channel_id))
        await self.pacer.wait()
        if row.lobby_id is not None and isinstance(channel, discord.TextChannel):
            try:
                await channel.get_partial_message(int(row.lobby_id)).edit(embed=embed)
                return
            except discord.NotFound:
                pass  # deleted by someone: posted again
        message = await channel.send(embed=embed)
        async with self.service.storage.transaction() as tx:
            await tx.set_lobby(row.id, str(message.id))

    async def lobby_of(self, guild: int, channel: int) -> Standing:
        row = await self.service.in_channel(guild, channel)
        if row is None:
            raise UserError(words.no_tournament())
        return await self.service.standing(row.id)

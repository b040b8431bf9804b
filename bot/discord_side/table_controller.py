"""Between Discord and the table service: one table's clicks, clocks, DMs and message, together.

Its jobs live apart, one module each: the table message (`table_message.TableMessage`),
the clocks (`clock.TableClock`: turn timers, robots' turns, the next deal), the hands by
DM (`hands.HandMail`) and the clicks (`clicks.Clicks`).  This holds them together: the
tables this process shows, the members' names, and what follows every change of a table
(`after_change`: the DMs, the timer, a robot's turn, a redraw; `deal_over` once a deal is
settled).  Every decision about the game is the engine's, every chip movement the table
service's.  No card is ever logged."""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, TypeVar

import discord

from bot.discord_side.answers import report_unexpected, user_message
from bot.discord_side.clicks import Clicks
from bot.discord_side.clock import TableClock
from bot.discord_side.coach_panel import CoachPanel
from bot.discord_side.hand_mail import HandMail
from bot.discord_side.learning import Learning
from bot.discord_side.pacing import Need
from bot.discord_side.table_message import EDIT_EVERY, TableMessage
from bot.discord_side.table_state import TableUI, may_attach, table_channel, under_way
from bot.discord_side.timeouts import marked
from bot.services.coaching import Coaching
from bot.services.errors import ServiceError, TableError, UserError
from bot.services.ids import Snowflake
from bot.services.ledger import Bank
from bot.services.limits import CardStyle, CoachSetting
from bot.services.members import Members
from bot.services.seating import (
    ask_for_robots,
    is_robot,
    robot_name,
    seat_robots_due,
    unseat_robots,
)
from bot.services.tables import Leaving, Played, Stay, Stopped, TableService, TableSummary
from bot.storage import DatabaseUnavailable
from bot.text.faces import TEXT, CardFaces
from bot.text.learn_words import NOT_YOUR_LESSONS
from bot.text.showdown_words import showdown_description
from bot.text.table_words import (
    NO_CARDS,
    NO_DEAL_FINISHED,
    NO_TABLE,
    NOT_YOURS_TO_STOP,
    already_seated,
    dealt_note,
    first_jack,
    history_text,
    jackpot_note,
    leaves_after_note,
    left_note,
    new_game_waits_note,
    result_text,
    robots_due_note,
    robots_refused_note,
    robots_sat_note,
)
from engine.actions import Action
from engine.cards import Card, format_cards
from engine.deal import Deal
from engine.seal import seal_root
from engine.views import PublicView

if TYPE_CHECKING:  # for annotations only: the bot's module imports this one
    from bot.discord_side.app import PokerBot

log = logging.getLogger("poker.tables")
V = TypeVar("V", bound=PublicView)

SNOWFLAKE = re.compile(r"[0-9]{1,20}")  # a Discord id: what a table's channel is, unless simulated


class TableController:
    def __init__(self, bot: PokerBot, service: TableService, bank: Bank, *, turn_seconds: int | None = None,
                 next_deal_after: float = 5.0, robot_delay: float = 1.0, edit_every: float = EDIT_EVERY,
                 seeds: Callable[[int], str] | None = None, members: Members | None = None) -> None:
        self.bot = bot
        self.service = service
        self.bank = bank
        self.members = members or Members(service.storage)
        self.turn_seconds_override = turn_seconds  # tests shorten the channel's turn timeout
        self.seeds = seeds  # tests choose the seeds; by default the service draws a secret one
        self.pacer = bot.pacer  # the bot's one pace, which the card emojis share
        self.ui: dict[int, TableUI] = {}
        self._outliving: set[asyncio.Task[None]] = set()  # tasks of tables forgotten while they ran
        # Its jobs, one each: the table message, the clocks, the hands by DM, the clicks.
        self.messages = TableMessage(self, edit_every)
        self.clock = TableClock(self, next_deal_after=next_deal_after, robot_delay=robot_delay)
        self.hands = HandMail(self)
        self.clicks = Clicks(self)
        self.coaching = Coaching(service.storage, service.limits)  # who is coached
        self.coach = CoachPanel(self)  # the coach's words on his own answers
        self.learning = Learning(self)  # /poker learn: the tutorial's threads and lessons

    # The table message, for those who show a table (cogs, resume).
    async def post(self, ui: TableUI) -> discord.Message:
        return await self.messages.post(ui)

    def refresh(self, ui: TableUI) -> None:
        self.messages.refresh(ui)

    def stall(self, ui: TableUI) -> None:
        """One of the table's clocks (a turn timer, a robot's turn, the next deal, a redraw) died
        on the database being away: once it is back, set the table going again."""
        if not under_way(ui.revive):
            ui.revive = ui.start(self._revive(ui))

    async def _revive(self, ui: TableUI) -> None:
        outage = self.service.storage.outage
        while True:
            await outage.back()
            try:
                summary = await self.service.summary(ui.table_id)
                # The player to act gets his whole time again: his clicks could not be taken.
                await self.after_change(ui)
                if summary.in_play is None:
                    self.clock.schedule_next_deal(ui)
                return
            except DatabaseUnavailable:
                await asyncio.sleep(1)  # away again: `back` waits for the next return
            except TableError:
                return  # closed meanwhile (by another process): nothing to set going

    def name_of(self, ui: TableUI, member: str) -> str:
        """A player's name as his server shows it: never a mention, which would ping him and
        which Discord does not draw in an embed's field name."""
        if is_robot(member):
            return robot_name(member)
        return self.members.known(ui.guild, member) or f"player …{member[-4:]}"

    async def remember(self, interaction: discord.Interaction) -> None:
        """Note who clicked or typed: his DM channel, if he clicked in it, and, in a server, his name
        there (a name that cannot be written while the database is away is written on his next click)."""
        member = str(interaction.user.id)
        if interaction.guild_id is None and interaction.channel_id is not None:
            with contextlib.suppress(DatabaseUnavailable):
                await self.members.keep_dm_channel(member, interaction.channel_id)
        if interaction.guild_id is not None:
            with contextlib.suppress(DatabaseUnavailable):
                await self.members.remember(str(interaction.guild_id), member, interaction.user.display_name)

    def faces(self, ui: TableUI) -> CardFaces:
        """How this table's cards look in its messages: its card style, if the emojis are there."""
        emojis = self.bot.card_emojis
        return emojis.faces(ui.card_style is not CardStyle.TEXT) if emojis is not None else TEXT

    async def hand_picture(self, ui: TableUI, cards: Sequence[Card]) -> discord.File | None:
        """A player's own cards as a picture, for his DM or reply, where the table shows pictures."""
        if ui.card_style is not CardStyle.PICTURES or not cards:
            return None
        data = await self.bot.drawing.hand(cards)
        return discord.File(io.BytesIO(data), filename="hand.png", description=format_cards(cards))

    async def showdown_picture(self, ui: TableUI, view: PublicView) -> discord.File | None:
        """The show-down as a picture, drawn from the public view alone, where pictures are shown
        and some hand was shown in a call."""
        if ui.card_style is not CardStyle.PICTURES or not any(s.shown for s in view.seats):
            return None
        data = await self.bot.drawing.showdown(view)
        return discord.File(io.BytesIO(data), filename="showdown.png", description=showdown_description(view))

    async def pictures_table(self, ui: TableUI, deal: Deal) -> bool:
        """Whether this deal's table message carries the table's picture: the channel's
        `table_picture` limit as the deal began to be shown (a change waits for the next deal),
        at a table whose cards are shown as pictures (`card_style`: a channel that chose text
        or emojis gets no file at all), where the bot may attach files."""
        number = deal.setup.number
        if ui.pictured is None or ui.pictured[0] != number:
            limits = await self.service.limits.effective(ui.guild, str(ui.channel_id))
            channel = self.bot.get_channel(ui.channel_id)
            allowed = channel is None or not isinstance(channel, discord.abc.Messageable) or may_attach(channel)
            ui.pictured = (number, limits.table_picture and ui.card_style is CardStyle.PICTURES and allowed)
        return ui.pictured[1]

    def view_with_names(self, ui: TableUI, view: V) -> V:
        """The public view with members' display names in place of their ids, the clock's
        actions marked as such."""
        return marked(view.with_names({s.player: self.name_of(ui, s.player) for s in view.seats}), ui.timed_out)

    async def resume(self) -> int:
        """After a restart: post every open table's message afresh and set its clock going again.
        Buttons on the old messages still work (they carry their own state).  A table that cannot
        be shown is reported and skipped; the others resume.  Returns the tables shown."""
        shown = 0
        for summary in await self.service.open_tables():
            if not SNOWFLAKE.fullmatch(summary.channel):
                log.info("table %s is in %r, not a Discord channel (poker-bot simulate): left alone",
                         summary.table_id, summary.channel)
                continue
            ui = self.table_ui(summary.table_id, int(summary.channel), summary.guild)
            try:
                ui.card_style = summary.card_style
                await self.members.load(summary.guild, [m for m, _ in summary.seats if not is_robot(m)])
                if summary.in_play is not None:
                    sent = await self.members.hands_sent(summary.table_id, summary.in_play)
                    ui.dms_sent |= {(summary.in_play, member, stage) for member, stage in sent}
                # Posted by the redraw after_change asks for, once, with its clock and deadline
                # drawn: one request, at a repost's rank unless the table is played meanwhile.
                # One opened or drawn here since the connection came up is shown, or is being
                # posted by a click's redraw: not posted twice.
                ui.reshowing = ui.message is None
                await self.after_change(ui)
                if summary.in_play is None:
                    await self.between_deals(ui)  # robots the last deal left waiting, if any
                    self.clock.schedule_next_deal(ui)
                shown += 1
            except DatabaseUnavailable:
                self.stall(ui)  # shown, and set going, once the database is back
            except Exception as exc:
                why = exc.status if isinstance(exc, discord.HTTPException) else type(exc).__name__
                log.warning("could not show table %s again (%s); the other tables go on", summary.table_id, why)
        return shown

    async def stop_clocks(self) -> int:
        """The bot is stopping: stop every table's clocks and robots, leaving each message as it
        is (its buttons work again after the restart).  Returns the tables that were running."""
        running = [task for ui in self.ui.values() for task in ui.tasks() if not task.done()]
        running += [task for task in self._outliving if not task.done()]
        for task in running:
            task.cancel()
        await asyncio.gather(*running, return_exceptions=True)  # each has stopped before the bot closes
        return len(self.ui)

    async def stop_table(self, table_id: int, *, by: int, why: str) -> Stopped:
        """Stop the table (`TableService.stop_table`), then show it as it stands: gone, or open
        without the void deal's buttons."""
        stopped = await self.service.stop_table(table_id, by=by, why=why)
        ui = self.ui.get(table_id)
        if ui is not None:
            if stopped.closed:
                self.forget(ui)
            else:
                self.refresh(ui)
        return stopped

    # ----- what members do at a table: the one door for the cogs ---------------------------------
    async def open_table(self, guild: int, channel: int, *, by: int) -> TableUI:
        """`/poker start`: open a table in the channel with its limits, and show it."""
        summary = await self.service.open_table(guild, channel, by=by)
        ui = self.table_ui(summary.table_id, channel, guild)
        await self.messages.post(ui, Need.TURN)  # the member who opened it waits for it
        return ui

    async def table_here(self, guild: int, channel: int) -> TableUI:
        """The table open in this channel, or a refusal that says how to open one."""
        summary = await self.service.table_in(guild, channel)
        if summary is None:
            raise UserError(NO_TABLE)
        return self.table_ui(summary.table_id, channel, guild)

    async def leave(self, ui: TableUI, member: str) -> Leaving:
        """Leave between deals, his chips back in his wallet; during a deal, once it is over."""
        leaving = await self.service.leave(ui.table_id, member, by=member)
        if leaving.after_deal is not None:
            self._note(ui, leaves_after_note(self.name_of(ui, member)))
        self.refresh(ui)
        return leaving

    async def stay(self, ui: TableUI, member: str) -> Stay:
        """Take back a leave asked during the deal in play."""
        found = await self.service.stay(ui.table_id, member)
        note = leaves_after_note(self.name_of(ui, member))
        if found == "stays" and note in ui.notes:
            ui.notes.remove(note)  # what the table was told no longer holds
            self.refresh(ui)
        return found

    @staticmethod
    def _note(ui: TableUI, note: str) -> None:
        """A note for the table message's footer, once (the latest three are shown)."""
        if note in ui.notes:
            ui.notes.remove(note)
        ui.notes.append(note)

    async def stop(self, ui: TableUI, member: str, *, manages_server: bool, name: str) -> Stopped:
        """`/poker stop`: only whoever opened the table, or an admin, may."""
        if member != await self.service.opened_by(ui.table_id) and not manages_server:
            raise UserError(NOT_YOURS_TO_STOP)
        return await self.stop_table(ui.table_id, by=int(member), why=f"stopped by {name}")

    async def history(self, ui: TableUI, count: int = 5) -> str:
        """`/poker history`: the last deals over, in words."""
        records = await self.service.recent_deals(ui.table_id, limit=count)
        if not records:
            raise UserError(NO_DEAL_FINISHED)
        return history_text(records, lambda member: self.name_of(ui, member))

    async def remove_robots(self, ui: TableUI, *, by: int) -> tuple[int, int | None]:
        """Take the robots away: between deals now, during a deal once it is over.  How many, and
        the deal they wait for (None: gone now)."""
        gone = await unseat_robots(self.service, ui.table_id, by=by)
        self.refresh(ui)
        return gone

    async def sit(self, ui: TableUI, member: str, stake: int) -> int | None:
        """Seat the member with `stake` chips from his wallet, show him, and deal when two are
        seated.  One seated already is refused, naming his chips, unless he was to leave once
        the deal in play is over: then he stays, and this is that deal's number."""
        summary, deal = await self.service.as_it_stands(ui.table_id)
        if summary.learner not in (None, member):
            raise UserError(NOT_YOUR_LESSONS)  # its seats hold play chips, for him and the robots
        seated = dict(summary.seats)
        if member in seated:
            if deal is not None and member in summary.leaving and await self.stay(ui, member) == "stays":
                return deal.setup.number
            chips = seated[member]  # as the deal in play began, or now between deals
            if deal is not None and member in deal.setup.players:
                chips = deal.stacks[deal.setup.players.index(member)]
            raise UserError(already_seated(chips, member in summary.sitting_out))
        summary = await self.service.sit(ui.table_id, member, stake, by=member)
        self.refresh(ui)
        self._deal_when_ready(ui, summary)
        return None

    async def show_hand(self, interaction: discord.Interaction, ui: TableUI) -> None:
        """`/poker hand`: the member's own cards, privately, with his pickers when it is his turn."""
        deal = await self.service.deal_in_play(ui.table_id)
        member = str(interaction.user.id)
        if deal is None or member not in deal.setup.players:
            raise UserError(NO_CARDS)
        await self.clicks.show_hand(interaction, ui, deal, deal.setup.players.index(member))

    async def choose_coach(self, guild: Snowflake, channel: Snowflake, member: str, on: bool) -> bool:
        """`/poker coach on|off`: his own choice, kept; whether this channel coaches everyone anyway."""
        await self.coaching.choose(guild, member, on)
        return await self.coaching.setting(guild, channel) is CoachSetting.ON

    async def sit_out(self, ui: TableUI, member: str) -> bool:
        """Sit out from the next deal, or come back (his timeouts forgiven); whether he now sits out."""
        out = await self.service.toggle_sitting_out(ui.table_id, member)
        ui.timeouts.pop(member, None)
        self.refresh(ui)
        return out

    def forget(self, ui: TableUI) -> None:
        """The table is closed: stop its timers and leave its last message without buttons.  The
        task closing it (a robot's play that ended a tournament) is left to finish its work."""
        for task in ui.tasks():
            if task is not asyncio.current_task():
                task.cancel()
            else:  # still the bot's to stop if it closes meanwhile
                self._keep(task)
        self.ui.pop(ui.table_id, None)
        if ui.message is not None:
            self._keep(asyncio.create_task(self.messages.buttons_off(ui.message)))

    def _keep(self, task: asyncio.Task[None]) -> None:
        """A task of a table now forgotten: `stop_clocks` still stops it, so that no request
        leaves after the connection is closed."""
        self._outliving.add(task)
        task.add_done_callback(self._outliving.discard)

    async def add_robots(self, ui: TableUI, count: int, *, by: int) -> tuple[int, int | None]:
        """Seat robots, show them, and deal when enough are seated; during a deal they sit down
        once it is over.  How many, and the deal they wait for (None: seated now)."""
        seated, waits_for = await ask_for_robots(self.service, self.bank, ui.table_id, count, by=by)
        if waits_for is not None:
            self._note(ui, robots_due_note((await self.service.summary(ui.table_id)).robots_due))
        self.messages.refresh(ui)
        self._deal_when_ready(ui, await self.service.summary(ui.table_id))
        return seated, waits_for

    async def between_deals(self, ui: TableUI) -> None:
        """What waited for the deal's end: the robots asked for during it sit down.  A refusal is
        the table's note; the next deal is dealt all the same."""
        try:
            seated = await seat_robots_due(self.service, self.bank, ui.table_id)
        except ServiceError as exc:
            self._note(ui, robots_refused_note(str(exc)))
            return
        if seated:
            self._note(ui, robots_sat_note(seated))

    def _deal_when_ready(self, ui: TableUI, summary: TableSummary) -> None:
        """The next deal soon, if none is in play and two players have chips."""
        if summary.in_play is None and sum(1 for _, chips in summary.seats if chips) >= 2:
            self.clock.schedule_next_deal(ui)

    async def turn_seconds(self, ui: TableUI) -> int:
        """The turn timeout of the deal in play: the channel's as the deal began (a change waits
        for the next deal, like every limit)."""
        if self.turn_seconds_override is not None:
            return self.turn_seconds_override
        return await self.service.turn_timeout(ui.table_id)

    def table_ui(self, table_id: int, channel_id: int, guild: Snowflake) -> TableUI:
        return self.ui.get(table_id) or self.ui.setdefault(table_id, TableUI(table_id, channel_id, str(guild)))

    async def start_deal(self, ui: TableUI) -> None:
        await self.between_deals(ui)  # robots asked for during the last deal, if a restart came between
        await self.learning.before_deal(ui)  # a tutorial's lesson words
        summary = await self.service.summary(ui.table_id)
        seed = None if self.seeds is None else self.seeds(summary.deals + 1)
        started = await self.service.start_deal(ui.table_id, seed=seed)
        ui.notes = [dealt_note(started.number, started.seal_root)]
        if started.thrown:
            seat, card = started.thrown[-1]
            summary = await self.service.summary(ui.table_id)
            ui.notes.insert(0, first_jack(self.name_of(ui, summary.seats[seat][0]), card))
        if started.reason:
            fattened = started.deal is not None and started.deal.setup.fattening
            ui.notes.append(jackpot_note(started.reason, fattened))
        if started.variety_waits:
            ui.notes.append(new_game_waits_note(started.variety_waits))
        ui.card_style = started.card_style
        if started.finished and started.deal is not None:  # over as dealt: every player all in on his ante
            return await self.deal_over(ui, started.deal, [])
        await self.after_change(ui, started.deal, started.turn_timeout)

    async def after_change(self, ui: TableUI, deal: Deal | None = None, seconds: int | None = None) -> None:
        """What follows a change: the DMs, the turn timer, a robot's turn, a redraw.  `deal` is the
        deal in hand after the change (read from the service if not given)."""
        if deal is None:
            deal = await self.service.deal_in_play(ui.table_id)
        going = deal is not None and deal.result is None
        ui.playing = deal.setup.number if going and deal is not None else None
        ui.turn = (deal.setup.number, len(deal.history)) if going and deal is not None else None
        if deal is not None and deal.result is None:  # a deal over was shown by its result
            await self.hands.send_hands(ui, deal)
            if seconds is None or self.turn_seconds_override is not None:
                seconds = await self.turn_seconds(ui)
            if not await self.clock.acts_for_the_gone(ui, deal):  # a tournament's leaver: at once
                self.clock.arm_timer(ui, deal, seconds)
            if deal.to_act is not None and is_robot(deal.setup.players[deal.to_act]):
                self.clock.schedule_robot(ui)
        self.messages.refresh(ui)

    async def after_play(self, ui: TableUI, played: Played) -> None:
        """Show what an action did: the result if it ended the deal, then what follows.  The
        action stands: if the database goes meanwhile, what follows waits for it (`stall`)."""
        if played.duplicate or played.deal is None:
            return
        ui.card_style = played.card_style
        if played.finished:
            return await self.deal_over(ui, played.deal, played.left)
        try:
            await self.after_change(ui, played.deal, played.turn_timeout)
        except DatabaseUnavailable:
            self.stall(ui)

    async def deal_over(self, ui: TableUI, deal: Deal, left: list[tuple[str, int]]) -> None:
        """A deal settled, by its last action or as dealt: its result, what falls due between deals
        (at a tournament's table its moves and end too), then the next deal set going."""
        ui.finished = deal  # for the coach's reviews
        if self.bot.metrics is not None:
            self.bot.metrics.deals_finished.labels(deal.rules.variety.value).inc()
        await self.announce_result(ui, deal)
        ui.notes += [left_note(self.name_of(ui, member)) for member, _chips in left]
        try:
            await self.between_deals(ui)
            await self.bot.tournament_controller.after_deal(ui)  # a tournament's table: its moves
        except DatabaseUnavailable:
            self.stall(ui)
            return
        if ui.table_id not in self.ui:
            return  # broken, or the tournament is over: the table is closed
        self.clock.schedule_next_deal(ui)
        self.messages.refresh(ui)

    async def play(self, ui: TableUI, action: Action, expect: tuple[int, int], *, actor: str) -> bool:
        """Play the clock's or a robot's action through the service, then show what follows.
        False if refused (the table moved on meanwhile)."""
        try:
            played = await self.service.act(ui.table_id, action, expect=expect, actor=actor)
        except DatabaseUnavailable:
            self.stall(ui)
            return False
        except Exception as exc:
            if user_message(exc) is None:
                report_unexpected(exc, f"playing at table {ui.table_id}", self.bot.metrics)
            return False
        await self.after_play(ui, played)
        return True

    async def announce_result(self, ui: TableUI, deal: Deal) -> None:
        """The show-down message, from the finished deal in hand: every card in it that was
        shown, and no other."""
        view = self.view_with_names(ui, deal.view())
        pool = sum(deal.result.put) + deal.carried if deal.result else 0
        text = result_text(view, deal.result, pool, seal_root(deal.setup))
        ui.notes = []
        ui.playing = ui.turn = None
        text = self.faces(ui).fit(text, 2000)
        if await self.messages.result_through_click(ui, text, lambda: self.showdown_picture(ui, view)):
            return
        channel = await table_channel(self.bot, ui.channel_id, Need.RESULT)
        await self.pacer.wait(Need.RESULT)
        picture = await self.showdown_picture(ui, view) if may_attach(channel) else None
        await channel.send(text, file=picture) if picture is not None else await channel.send(text)

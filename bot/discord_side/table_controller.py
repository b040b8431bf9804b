"""Between Discord and the table service: one table's clicks, clocks, DMs and message, together.

Its jobs live apart, one module each: the table message (`table_message.TableMessage`),
the clocks (`clock.TableClock`: turn timers, robots' turns, the next deal), the hands by
DM (`hand_mail.HandMail`), the coach (`coach_panel.CoachPanel`; a learner's by DM,
`coach_mail.CoachMail`), the clicks (`clicks.Clicks`)
and the lessons (`learning.Learning`).  Each is handed only what it uses: the service, the
shared tools (`table_tools.TableTools`: names, faces, pictures), the siblings it calls, and
this controller only as the small interface it declares (`clock.Dealing`, `clicks.Following`,
`learning.Seating`).  This holds them together: the tables this process shows, and what
follows every change of a table
(`after_change`: the DMs, the timer, a robot's turn, a redraw; `deal_over` once a deal is
settled).  Every decision about the game is the engine's, every chip movement the table
service's.  No card is ever logged."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
from collections.abc import Awaitable, Callable

import discord

from bot.discord_side.answers import report_unexpected, user_message
from bot.discord_side.clicks import Clicks
from bot.discord_side.clock import TableClock
from bot.discord_side.coach_mail import CoachMail
from bot.discord_side.coach_panel import CoachPanel
from bot.discord_side.direct_messages import PacedBot
from bot.discord_side.hand_mail import HandMail
from bot.discord_side.learning import Learning
from bot.discord_side.metrics import BotMetrics
from bot.discord_side.pacing import Need
from bot.discord_side.table_message import EDIT_EVERY, TableMessage
from bot.discord_side.table_state import TableUI, TableUIs, may_attach, under_way
from bot.discord_side.table_tools import TableTools
from bot.services.coaching import Coaching
from bot.services.errors import ServiceError, TableError, UserError
from bot.services.ids import Snowflake
from bot.services.ledger import Bank
from bot.services.limits import CoachSetting
from bot.services.pings import Pings
from bot.services.seating import (
    ask_for_robots,
    is_robot,
    seat_robots_due,
    unseat_robots,
)
from bot.services.tables import (
    Joined,
    Leaving,
    Played,
    StartedDeal,
    Stay,
    Stopped,
    TableService,
    TableSummary,
)
from bot.services.tournaments import TournamentService
from bot.storage import DatabaseUnavailable
from bot.text import replay_words
from bot.text.learn_words import not_your_lessons
from bot.text.seat_words import brought_note, joins_after_note, short_note
from bot.text.table_words import (
    dealt_note,
    first_jack,
    history_text,
    jackpot_note,
    leaves_after_note,
    left_note,
    new_game_waits_note,
    no_cards,
    no_deal_finished,
    no_table,
    not_yours_to_stop,
    result_text,
    robots_due_note,
    robots_refused_note,
    robots_sat_note,
)
from engine.actions import Action
from engine.deal import Deal
from engine.seal import seal_root

log = logging.getLogger("poker.tables")

SNOWFLAKE = re.compile(r"[0-9]{1,20}")  # a Discord id: what a table's channel is, unless simulated


def reset_reason(name: str) -> str:
    """Why a reset voided a deal, kept with its record in English as `stop`'s reason is (stored data)."""
    return f"reset by an admin ({name})"


class TableController:
    def __init__(self, bot: PacedBot, service: TableService, bank: Bank, tools: TableTools,
                 tournaments: TournamentService, *, after_deal: Callable[[TableUI], Awaitable[None]],
                 metrics: BotMetrics | None = None, card_deck: str = "", turn_seconds: int | None = None,
                 next_deal_after: float = 5.0, robot_delay: float = 1.0, edit_every: float = EDIT_EVERY,
                 seeds: Callable[[int], str] | None = None, pings: Pings | None = None) -> None:
        self.service = service
        self.bank = bank
        self.tools = tools
        self.tournaments = tournaments
        self.members = tools.members
        self.remember = tools.remember  # the cogs note who typed, as the clicks do
        self.metrics = metrics
        self.after_deal = after_deal  # a tournament's table: its moves, between deals
        self.turn_seconds_override = turn_seconds  # tests shorten the channel's turn timeout
        self.seeds = seeds  # tests choose the seeds; by default the service draws a secret one
        self.pacer = bot.pacer  # the bot's one pace, which the card emojis share
        self.ui = TableUIs(self.stall)
        self._outliving: set[asyncio.Task[None]] = set()  # tasks of tables forgotten while they ran
        # Its jobs, one each, each handed what it uses: the table message, the clocks, the hands
        # by DM, the coach, the clicks, the lessons.
        self.messages = TableMessage(service, tools, self.pacer, tournaments, card_deck=card_deck, metrics=metrics,
                                     edit_every=edit_every, pings=pings)
        self.clock = TableClock(service, tools, self, self.messages.refresh, tournaments, metrics, bot,
                                next_deal_after=next_deal_after, robot_delay=robot_delay)
        self.hands = HandMail(tools, bot, metrics, self.messages.refresh)
        self.coaching = Coaching(service.storage, service.limits)  # who is coached
        self.coach = CoachPanel(self.coaching, tools)  # the coach's words on his own answers
        self.coach_mail = CoachMail(service, tools, self.coach, self.hands)  # and a learner's, unasked
        self.clicks = Clicks(service, tools, self.ui, self, self.messages.refresh, coach=self.coach, hands=self.hands,
                             metrics=metrics)
        self.learning = Learning(service, tools, self.ui, self.pacer, service.storage, self,
                                 self.messages.post)  # /poker learn

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
            except DatabaseUnavailable:  # not a stall: this is what waits for the return
                await asyncio.sleep(1)  # away again: `back` waits for the next return
            except TableError:
                return  # closed meanwhile (by another process): nothing to set going

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
            ui = self.ui.of(summary.table_id, int(summary.channel), summary.guild)
            try:
                with ui.stalls():  # shown, and set going, once the database is back
                    await self._show_again(ui, summary)
                    shown += 1
            except Exception as exc:
                why = exc.status if isinstance(exc, discord.HTTPException) else type(exc).__name__
                log.warning("could not show table %s again (%s); the other tables go on", summary.table_id, why)
        return shown

    async def _show_again(self, ui: TableUI, summary: TableSummary) -> None:
        """One table of `resume`: its members' names, the hands already sent, then shown and set going."""
        ui.card_style = summary.card_style
        await self.members.load(summary.guild, [m for m, _ in summary.seats if not is_robot(m)])
        if summary.in_play is not None:
            sent = await self.members.hands_sent(summary.table_id, summary.in_play)
            ui.mail.sent_before(summary.in_play, sent)
        # Posted by the redraw after_change asks for, once, with its clock and deadline
        # drawn: one request, at a repost's rank unless the table is played meanwhile.
        # One opened or drawn here since the connection came up is shown, or is being
        # posted by a click's redraw: not posted twice.
        ui.shown.reshow()
        await self.after_change(ui)
        if summary.in_play is None:
            await self.between_deals(ui)  # robots the last deal left waiting, if any
            self.clock.schedule_next_deal(ui)

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
                self.messages.refresh(ui)
        return stopped

    # ----- what members do at a table: the one door for the cogs ---------------------------------
    async def open_table(self, guild: int, channel: int, *, by: int) -> TableUI:
        """`/poker start`: open a table in the channel with its limits, and show it."""
        summary = await self.service.open_table(guild, channel, by=by)
        ui = self.ui.of(summary.table_id, channel, guild)
        await self.messages.post(ui, Need.TURN)  # the member who opened it waits for it
        return ui

    async def table_here(self, guild: int, channel: int) -> TableUI:
        """The table open in this channel, or a refusal that says how to open one."""
        summary = await self.service.table_in(guild, channel)
        if summary is None:
            raise UserError(no_table())
        return self.ui.of(summary.table_id, channel, guild)

    async def table_of_records(self, guild: int, channel: int, table: int | None) -> TableUI:
        """The table `/poker replay` and `/poker history` read, open or closed (its deals outlive
        it): its own state where this process shows it, else a passing one, kept nowhere."""
        found = await self.service.table_of_records(guild, channel, table)
        if found is None:
            raise UserError(replay_words.no_table_ever() if table is None else replay_words.no_such_table(table))
        return self.ui.passing(found, channel, guild)

    async def leave(self, ui: TableUI, member: str) -> Leaving:
        """Leave between deals, his chips back in his wallet; during a deal, once it is over."""
        leaving = await self.service.leave(ui.table_id, member, by=member)
        with self.tools.public(ui):  # the table's notes, in its language: not the member's
            with contextlib.suppress(ValueError):  # a join asked for, taken back or gone with him
                ui.notes.remove(joins_after_note(self.tools.name_of(ui, member)))
            if leaving.after_deal is not None:
                self._note(ui, leaves_after_note(self.tools.name_of(ui, member)))
        self.messages.refresh(ui)
        return leaving

    async def stay(self, ui: TableUI, member: str) -> Stay:
        """Take back a leave asked during the deal in play."""
        found = await self.service.stay(ui.table_id, member)
        with self.tools.public(ui):
            note = leaves_after_note(self.tools.name_of(ui, member))
        if found == "stays" and note in ui.notes:
            ui.notes.remove(note)  # what the table was told no longer holds
            self.messages.refresh(ui)
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
            raise UserError(not_yours_to_stop())
        return await self.stop_table(ui.table_id, by=int(member), why=f"stopped by {name}")

    async def history(self, ui: TableUI, count: int = 5) -> str:
        """`/poker history`: the last deals over, in words."""
        records = await self.service.recent_deals(ui.table_id, limit=count)
        if not records:
            raise UserError(no_deal_finished())
        return history_text(records, lambda member: self.tools.name_of(ui, member), ui.table_id)

    async def remove_robots(self, ui: TableUI, *, by: int) -> tuple[int, int | None]:
        """Take the robots away: between deals now, during a deal once it is over.  How many, and
        the deal they wait for (None: gone now)."""
        gone = await unseat_robots(self.service, ui.table_id, by=by)
        self.messages.refresh(ui)
        return gone

    async def is_tournament_table(self, table_id: int) -> bool:
        return await self.tournaments.of_table(table_id) is not None

    async def sit(self, ui: TableUI, member: str, stake: int | None, *, key: str | None = None) -> Joined:
        """/poker join and Sit down, in one step (`TableService.join`): shown, dealt when two sit."""
        if (await self.service.summary(ui.table_id)).learner not in (None, member):
            raise UserError(not_your_lessons())  # its seats hold play chips, for him and the robots
        joined = await self.service.join(ui.table_id, member, stake, key=key)
        name = self.tools.name_of(ui, member)  # what the table was told of him may no longer hold
        with self.tools.public(ui):
            ui.notes[:] = [n for n in ui.notes if n not in (leaves_after_note(name), joins_after_note(name))]
            if joined.kind in ("after_deal", "top_up_after"):
                self._note(ui, joins_after_note(name))
        self.messages.refresh(ui)
        self._deal_when_ready(ui, await self.service.summary(ui.table_id))
        return joined

    async def show_hand(self, interaction: discord.Interaction, ui: TableUI) -> None:
        """`/poker hand`: the member's own cards, privately, with his pickers when it is his turn."""
        deal = await self.service.deal_in_play(ui.table_id)
        member = str(interaction.user.id)
        if deal is None or member not in deal.setup.players:
            raise UserError(no_cards())
        await self.clicks.show_hand(interaction, ui, deal, deal.setup.players.index(member))

    async def choose_coach(self, guild: Snowflake, channel: Snowflake, member: str, on: bool) -> bool:
        """`/poker coach on|off`: his own choice, kept; whether this channel coaches everyone anyway."""
        await self.coaching.choose(guild, member, on)
        return await self.coaching.setting(guild, channel) is CoachSetting.ON

    async def sit_out(self, ui: TableUI, member: str) -> bool:
        """Sit out from the next deal, or come back (his timeouts forgiven); whether he now sits out."""
        out = await self.service.toggle_sitting_out(ui.table_id, member)
        ui.clocks.forgive(member)
        self.messages.refresh(ui)
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
        if ui.shown.message is not None:
            self._keep(asyncio.create_task(self.messages.buttons_off(ui, ui.shown.message, closed=True)))

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
            due = (await self.service.summary(ui.table_id)).robots_due
            with self.tools.public(ui):
                self._note(ui, robots_due_note(due))
        self.messages.refresh(ui)
        self._deal_when_ready(ui, await self.service.summary(ui.table_id))
        return seated, waits_for

    async def between_deals(self, ui: TableUI) -> None:
        """What waited for the deal's end: the robots asked for during it sit down.  A refusal is
        the table's note; the next deal is dealt all the same."""
        with self.tools.public(ui):
            await self._between_deals(ui)

    async def _between_deals(self, ui: TableUI) -> None:
        try:
            brought = await self.service.bring_in_due(ui.table_id)  # joins asked during it
            short = await self.service.short_stakes(ui.table_id)
        except TableError:  # closed as the deal ended (stopped, or a tournament broke it): nothing waits
            return
        for member, done in brought:
            with contextlib.suppress(ValueError):
                ui.notes.remove(joins_after_note(self.tools.name_of(ui, member)))
            if (note := brought_note(self.tools.name_of(ui, member), done)) is not None:
                self._note(ui, note)
        for member in [m for m in short if not is_robot(m)]:
            self._note(ui, short_note(self.tools.name_of(ui, member)))  # offered the one step back in
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

    async def start_deal(self, ui: TableUI) -> None:
        if (refused := await self.clock.why_no_deal(ui)) is not None:
            raise refused  # a tournament's table still seating, or being cancelled
        await self.between_deals(ui)  # robots asked for during the last deal, if a restart came between
        await self.learning.before_deal(ui)  # a tutorial's lesson words
        summary = await self.service.summary(ui.table_id)
        seed = None if self.seeds is None else self.seeds(summary.deals + 1)
        started = await self.service.start_deal(ui.table_id, seed=seed)
        # What it is shown by, read with its rules, settled before a redraw under way can draw it
        self.tools.language_read(ui, started.number, started.language)
        ui.card_style = started.card_style
        self.messages.dealt(ui, started.number, started.table_picture)
        with self.tools.public(ui):
            await self._started_notes(ui, started)
        if started.finished and started.deal is not None:  # over as dealt: every player all in on his ante
            return await self.deal_over(ui, started.deal, [])
        await self.after_change(ui, started.deal, started.turn_timeout)

    async def _started_notes(self, ui: TableUI, started: StartedDeal) -> None:
        """The table's notes as a deal is dealt: its number and seal, the first jack, the jack-pot."""
        ui.notes = [dealt_note(started.number, started.seal_root)]
        if started.thrown:
            seat, card = started.thrown[-1]
            summary = await self.service.summary(ui.table_id)
            ui.notes.insert(0, first_jack(self.tools.name_of(ui, summary.seats[seat][0]), card))
        if started.reason:
            fattened = started.deal is not None and started.deal.setup.fattening
            ui.notes.append(jackpot_note(started.reason, fattened))
        if started.variety_waits:
            ui.notes.append(new_game_waits_note(started.variety_waits))

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
            await self.coach_mail.at_turn(ui, deal)  # after his cards: a lesson's coach, unasked
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
        with ui.stalls():
            await self.after_change(ui, played.deal, played.turn_timeout)

    async def deal_over(self, ui: TableUI, deal: Deal, left: list[tuple[str, int]]) -> None:
        """A deal settled, by its last action or as dealt: its result, what falls due between deals
        (at a tournament's table its moves and end too), then the next deal set going."""
        ui.coach.finished = deal  # for the coach's reviews
        if self.metrics is not None:
            self.metrics.deals_finished.labels(deal.rules.variety.value).inc()
        await self.announce_result(ui, deal)
        await self.coach_mail.after_deal(ui, deal)  # a lesson's review, before the next deal's DMs
        ui.notes += [left_note(self.tools.name_of(ui, member)) for member, _chips in left]
        with ui.stalls():
            await self.between_deals(ui)
            await self.after_deal(ui)  # a tournament's table: its moves
            if ui.table_id in self.ui:  # else broken, or the tournament is over: the table is closed
                self.clock.schedule_next_deal(ui)
                self.messages.refresh(ui)

    async def play(self, ui: TableUI, action: Action, expect: tuple[int, int], *, actor: str) -> bool:
        """Play the clock's or a robot's action through the service, then show what follows.
        False if refused (the table moved on meanwhile)."""
        played: Played | None = None
        try:
            with ui.stalls():
                played = await self.service.act(ui.table_id, action, expect=expect, actor=actor)
        except Exception as exc:
            if user_message(exc) is None:
                report_unexpected(exc, f"playing at table {ui.table_id}", self.metrics)
            return False
        if played is None:
            return False  # played once the database is back
        await self.after_play(ui, played)
        return True

    async def announce_result(self, ui: TableUI, deal: Deal) -> None:
        """The show-down message, from the finished deal in hand: every card in it that was
        shown, and no other."""
        view = self.tools.view_with_names(ui, deal.view())
        pool = sum(deal.result.put) + deal.carried if deal.result else 0
        with self.tools.public(ui):  # the show-down's words and picture, in the table's language
            text = result_text(view, deal.result, pool, seal_root(deal.setup), ui.table_id)
        ui.notes = []
        ui.playing = ui.turn = None
        text = self.tools.faces(ui).fit(text, 2000)
        if await self.messages.result_through_click(ui, text, lambda: self.tools.showdown_picture(ui, view)):
            return
        channel = await self.tools.channel(ui.channel_id, Need.RESULT)
        await self.pacer.wait(Need.RESULT)
        picture = await self.tools.showdown_picture(ui, view) if may_attach(channel) else None
        await channel.send(text, file=picture) if picture is not None else await channel.send(text)

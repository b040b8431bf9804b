"""The tables' clocks: the turn timer, the robots' turns, and the next deal.

When a player does not answer in time the laws act for him (`Deal.timeout_action`);
two timeouts in a row and he sits out from the next deal.  A robot plays its turn
after a short pause, seeing only its own seat.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Protocol

from bot.discord_side.answers import report_unexpected, user_message
from bot.discord_side.direct_messages import PacedBot
from bot.discord_side.metrics import BotMetrics
from bot.discord_side.table_state import TableUI, under_way
from bot.discord_side.table_tools import TableTools
from bot.discord_side.timeouts import note_timed_out, tell_sat_out
from bot.services.errors import ServiceError
from bot.services.seating import ROBOT_PREFIX, is_robot
from bot.services.tables import TableService
from bot.services.tournaments import TournamentService
from bot.text.table_words import ran_out_of_time, timed_out_twice
from engine.actions import Action
from engine.deal import Deal
from engine.robots import Robot, Style


class Dealing(Protocol):
    """What a clock sets going, above it: a deal, an action (the controller does them)."""

    async def start_deal(self, ui: TableUI) -> None: ...

    async def play(self, ui: TableUI, action: Action, expect: tuple[int, int], *, actor: str) -> bool: ...


class TableClock:
    def __init__(self, service: TableService, tools: TableTools, dealing: Dealing, refresh: Callable[[TableUI], None],
                 tournaments: TournamentService, metrics: BotMetrics | None, bot: PacedBot, *,
                 next_deal_after: float = 5.0, robot_delay: float = 1.0) -> None:
        self.service = service
        self.bot = bot  # the DM that tells a member he sits out for his time-outs
        self.tools = tools
        self.dealing = dealing
        self.refresh = refresh  # the table message's redraw, for a note the clock adds
        self.tournaments = tournaments  # a tournament's player is never sat out
        self.metrics = metrics
        self.next_deal_after = next_deal_after
        self.robot_delay = robot_delay
        self._tournament_tables: dict[int, bool] = {}  # table -> whether it is a tournament's

    def schedule_next_deal(self, ui: TableUI) -> None:
        this = asyncio.current_task()
        if this is not None and ui.clocks.next_deal is this:
            # Asked from inside the next-deal task: it has dealt, and its deal was over as dealt.
            # It is ending, not coming: seen as under way it would leave the table never dealt.
            ui.running.add(this)  # still stopped with the table until it returns
            this.add_done_callback(ui.running.discard)
            ui.clocks.next_deal = None
        if self.next_deal_after < 0 or under_way(ui.clocks.next_deal):
            return  # deals start only by /poker deal, or the next is already coming
        ui.clocks.next_deal = ui.start(self._next_deal_soon(ui))

    async def _next_deal_soon(self, ui: TableUI) -> None:
        await asyncio.sleep(self.next_deal_after)
        try:
            with ui.stalls():  # dealt once the database is back
                summary = await self.service.summary(ui.table_id)
                ready = [m for m, chips in summary.seats if chips > 0]
                if summary.in_play is None and len(ready) >= 2 and not await self.why_no_deal(ui):
                    await self.dealing.start_deal(ui)
        except Exception as exc:
            with self.tools.public(ui):  # a refusal here is the table's note
                message = user_message(exc)
            if message is None:
                report_unexpected(exc, f"starting a deal at table {ui.table_id}", self.metrics)
            else:
                ui.notes.append(message)
                self.refresh(ui)

    async def acts_for_the_gone(self, ui: TableUI, deal: Deal) -> bool:
        """A tournament's player who left it (`/poker tournament leave`) and is to say: his seat
        acts at once, as the laws act for a silent player, never waiting for the timer (the
        issue's rule).  Whether it did; no deadline is armed for him."""
        if deal.to_act is None:
            return False
        member = deal.setup.players[deal.to_act]
        if is_robot(member) or not await self._at_a_tournament(ui):
            return False
        if not await self.tournaments.gone_from(ui.table_id, member):
            return False
        if under_way(ui.clocks.timer):
            ui.clocks.timer.cancel()
        ui.clocks.deadline = None
        expect = (deal.setup.number, len(deal.history))
        ui.clocks.timer = ui.start(self._act_for_the_gone(ui, expect))  # an outage: played once it is back
        return True

    async def why_no_deal(self, ui: TableUI) -> ServiceError | None:
        """At a tournament's table, why it may not deal now (still seating, being cancelled):
        the clock then waits quietly, and the tournament sets it dealing."""
        return await self.tournaments.why_no_deal(ui.table_id) if await self._at_a_tournament(ui) else None

    async def _at_a_tournament(self, ui: TableUI) -> bool:
        """Whether the table is a tournament's: kept once read, for a table never changes."""
        if ui.table_id not in self._tournament_tables:
            self._tournament_tables[ui.table_id] = await self.tournaments.of_table(ui.table_id) is not None
        return self._tournament_tables[ui.table_id]

    async def _act_for_the_gone(self, ui: TableUI, expect: tuple[int, int]) -> None:
        pending = await self.service.timeout_action(ui.table_id)
        if pending is not None and pending[0] == expect:
            await self.dealing.play(ui, pending[1], expect, actor="away")

    def arm_timer(self, ui: TableUI, deal: Deal, seconds: int) -> None:
        if under_way(ui.clocks.timer):
            ui.clocks.timer.cancel()
        if deal.to_act is None:
            ui.clocks.deadline = None
            return
        ui.clocks.deadline = int(time.time()) + seconds
        ui.clocks.timer = ui.start(self._time_out(ui, deal.setup.number, len(deal.history), seconds))

    async def _time_out(self, ui: TableUI, number: int, step: int, seconds: int) -> None:
        await asyncio.sleep(seconds)
        await self._act_for_the_late(ui, number, step)  # on an outage, armed again once it is back

    async def _act_for_the_late(self, ui: TableUI, number: int, step: int) -> None:
        pending = await self.service.timeout_action(ui.table_id)
        if pending is None or pending[0] != (number, step):
            return
        expect, action = pending
        deal = await self.service.deal_in_play(ui.table_id)
        if deal is None:
            return
        member = deal.setup.players[action.seat]
        ui.clocks.timeouts[member] = ui.clocks.timeouts.get(member, 0) + 1
        with self.tools.public(ui):
            ui.notes.append(ran_out_of_time(self.tools.name_of(ui, member), action.words()))
        mark = note_timed_out(ui, deal, action.seat)
        if not await self.dealing.play(ui, action, expect, actor="timer"):
            ui.clocks.timed_out.discard(mark)  # refused: the table moved on, and his own line is no clock's
        # A tournament's player is never sat out: his chips stay in play, anted away (the rule).
        if ui.clocks.timeouts[member] >= 2 and await self.tournaments.of_table(ui.table_id) is None:
            await self.service.set_sitting_out(ui.table_id, member, True)
            with self.tools.public(ui):
                ui.notes.append(timed_out_twice(self.tools.name_of(ui, member)))
            self.refresh(ui)
            if ui.clocks.timeouts[member] == 2 and not is_robot(member):  # told once, at once
                ui.spawn(tell_sat_out(self.bot, self.tools.members, ui, member))

    def schedule_robot(self, ui: TableUI) -> None:
        if under_way(ui.clocks.robot_task):
            return
        # Still running (spawn) once it plays, though no longer the turn's task: the next robot's
        # turn may be scheduled from inside this one's play.
        ui.clocks.robot_task = ui.spawn(self._robot_turn(ui))

    async def _robot_turn(self, ui: TableUI) -> None:
        await asyncio.sleep(self.robot_delay)
        await self._robot_plays(ui)  # on an outage, the robot plays once it is back

    async def _robot_plays(self, ui: TableUI) -> None:
        deal = await self.service.deal_in_play(ui.table_id)
        if deal is None or deal.to_act is None:
            return
        member = deal.setup.players[deal.to_act]
        if not is_robot(member):
            return
        seat = deal.to_act
        robot = Robot(deal.rules, Style.CLOSE if int(member.removeprefix(ROBOT_PREFIX) or 0) % 2 else Style.LIBERAL,
                      seed=f"{ui.table_id}:{deal.setup.number}:{len(deal.history)}")
        action = robot.decide(deal.seat_view(seat))  # a robot sees only its own seat
        ui.clocks.robot_task = None
        await self.dealing.play(ui, action, (deal.setup.number, len(deal.history)), actor="robot")

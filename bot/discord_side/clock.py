"""The tables' clocks: the turn timer, the robots' turns, and the next deal.

When a player does not answer in time the laws act for him (`Deal.timeout_action`);
two timeouts in a row and he sits out from the next deal.  A robot plays its turn
after a short pause, seeing only its own seat.
"""

from __future__ import annotations

import asyncio
import time
from typing import TYPE_CHECKING

from bot.discord_side.answers import report_unexpected, user_message
from bot.discord_side.table_state import TableUI, under_way
from bot.discord_side.timeouts import note_timed_out, tell_sat_out
from bot.services.seating import ROBOT_PREFIX, is_robot
from bot.storage import DatabaseUnavailable
from bot.text.table_words import ran_out_of_time, timed_out_twice
from engine.deal import Deal
from engine.robots import Robot, Style

if TYPE_CHECKING:  # for annotations only: the controller imports this module
    from bot.discord_side.table_controller import TableController


class TableClock:
    def __init__(self, controller: TableController, *, next_deal_after: float = 5.0,
                 robot_delay: float = 1.0) -> None:
        self.controller = controller
        self.next_deal_after = next_deal_after
        self.robot_delay = robot_delay
        self._tournament_tables: dict[int, bool] = {}  # table -> whether it is a tournament's

    def schedule_next_deal(self, ui: TableUI) -> None:
        if self.next_deal_after < 0 or under_way(ui.next_deal):
            return  # deals start only by /poker deal, or the next is already coming
        ui.next_deal = ui.start(self._next_deal_soon(ui))

    async def _next_deal_soon(self, ui: TableUI) -> None:
        await asyncio.sleep(self.next_deal_after)
        try:
            summary = await self.controller.service.summary(ui.table_id)
            ready = [m for m, chips in summary.seats if chips > 0]
            if summary.in_play is None and len(ready) >= 2:
                await self.controller.start_deal(ui)
        except DatabaseUnavailable:
            self.controller.stall(ui)  # dealt once the database is back
        except Exception as exc:
            message = user_message(exc)
            if message is None:
                report_unexpected(exc, f"starting a deal at table {ui.table_id}", self.controller.bot.metrics)
            else:
                ui.notes.append(message)
                self.controller.refresh(ui)

    async def acts_for_the_gone(self, ui: TableUI, deal: Deal) -> bool:
        """A tournament's player who left it (`/poker tournament leave`) and is to say: his seat
        acts at once, as the laws act for a silent player, never waiting for the timer (the
        issue's rule).  Whether it did; no deadline is armed for him."""
        if deal.to_act is None:
            return False
        member = deal.setup.players[deal.to_act]
        if is_robot(member) or not await self._at_a_tournament(ui):
            return False
        if not await self.controller.bot.tournaments.gone_from(ui.table_id, member):
            return False
        if under_way(ui.timer):
            ui.timer.cancel()
        ui.deadline = None
        expect = (deal.setup.number, len(deal.history))
        ui.timer = ui.start(self._act_for_the_gone(ui, expect))
        return True

    async def _at_a_tournament(self, ui: TableUI) -> bool:
        """Whether the table is a tournament's: kept once read, for a table never changes."""
        if ui.table_id not in self._tournament_tables:
            self._tournament_tables[ui.table_id] = await self.controller.bot.tournaments.of_table(ui.table_id) is not None
        return self._tournament_tables[ui.table_id]

    async def _act_for_the_gone(self, ui: TableUI, expect: tuple[int, int]) -> None:
        try:
            pending = await self.controller.service.timeout_action(ui.table_id)
            if pending is not None and pending[0] == expect:
                await self.controller.play(ui, pending[1], expect, actor="away")
        except DatabaseUnavailable:
            self.controller.stall(ui)

    def arm_timer(self, ui: TableUI, deal: Deal, seconds: int) -> None:
        if under_way(ui.timer):
            ui.timer.cancel()
        if deal.to_act is None:
            ui.deadline = None
            return
        ui.deadline = int(time.time()) + seconds
        ui.timer = ui.start(self._time_out(ui, deal.setup.number, len(deal.history), seconds))

    async def _time_out(self, ui: TableUI, number: int, step: int, seconds: int) -> None:
        await asyncio.sleep(seconds)
        try:
            await self._act_for_the_late(ui, number, step)
        except DatabaseUnavailable:
            self.controller.stall(ui)  # the timer is armed again once the database is back

    async def _act_for_the_late(self, ui: TableUI, number: int, step: int) -> None:
        pending = await self.controller.service.timeout_action(ui.table_id)
        if pending is None or pending[0] != (number, step):
            return
        expect, action = pending
        deal = await self.controller.service.deal_in_play(ui.table_id)
        if deal is None:
            return
        member = deal.setup.players[action.seat]
        ui.timeouts[member] = ui.timeouts.get(member, 0) + 1
        ui.notes.append(ran_out_of_time(self.controller.name_of(ui, member), action.words()))
        mark = note_timed_out(ui, deal, action.seat)
        if not await self.controller.play(ui, action, expect, actor="timer"):
            ui.timed_out.discard(mark)  # refused: the table moved on, and his own line is no clock's
        # A tournament's player is never sat out: his chips stay in play, anted away (the rule).
        if ui.timeouts[member] >= 2 and await self.controller.bot.tournaments.of_table(ui.table_id) is None:
            await self.controller.service.set_sitting_out(ui.table_id, member, True)
            ui.notes.append(timed_out_twice(self.controller.name_of(ui, member)))
            self.controller.refresh(ui)
            if ui.timeouts[member] == 2 and not is_robot(member):  # told once, at once
                ui.spawn(tell_sat_out(self.controller, ui, member))

    def schedule_robot(self, ui: TableUI) -> None:
        if under_way(ui.robot_task):
            return
        # Still running (spawn) once it plays, though no longer the turn's task: the next robot's
        # turn may be scheduled from inside this one's play.
        ui.robot_task = ui.spawn(self._robot_turn(ui))

    async def _robot_turn(self, ui: TableUI) -> None:
        await asyncio.sleep(self.robot_delay)
        try:
            await self._robot_plays(ui)
        except DatabaseUnavailable:
            self.controller.stall(ui)  # the robot plays once the database is back

    async def _robot_plays(self, ui: TableUI) -> None:
        deal = await self.controller.service.deal_in_play(ui.table_id)
        if deal is None or deal.to_act is None:
            return
        member = deal.setup.players[deal.to_act]
        if not is_robot(member):
            return
        seat = deal.to_act
        robot = Robot(deal.rules, Style.CLOSE if int(member.removeprefix(ROBOT_PREFIX) or 0) % 2 else Style.LIBERAL,
                      seed=f"{ui.table_id}:{deal.setup.number}:{len(deal.history)}")
        action = robot.decide(deal.seat_view(seat))  # a robot sees only its own seat
        ui.robot_task = None
        await self.controller.play(ui, action, (deal.setup.number, len(deal.history)), actor="robot")

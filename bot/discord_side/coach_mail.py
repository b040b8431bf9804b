"""The coach by DM, unasked, to the learner at his tutorial table.

At any other table the coach speaks only in a member's own answers (`coach_panel.py`), so it
costs nothing against Discord's global limit.  A lesson is different: the learner is told to
listen to the coach, and at the straddle, before the cards, there is no hand for him to look
at.  So at his tutorial table the coach writes to him by DM at each of his turns, the
straddle too, with what his lesson asks there (`engine.course.asked_now`), and sends each
deal's review in a DM of its own as soon as the deal is over.  His DMs go in order
(`HandMail.in_order`): the review of a deal always comes before the next deal's cards.
A DM whose turn has passed when the limit lets it go is dropped.
"""

from __future__ import annotations

from bot.discord_side.coach_panel import CoachPanel
from bot.discord_side.hand_mail import HandMail
from bot.discord_side.pacing import Need
from bot.discord_side.table_state import TableUI
from bot.discord_side.table_tools import TableTools
from bot.services import coaching
from bot.services.tables import TableService
from bot.text.coach_words import lesson_asks, turn_words, where_words
from engine.course import asked_now, lesson_deal_of
from engine.deal import Deal


class CoachMail:
    def __init__(self, service: TableService, tools: TableTools, panel: CoachPanel, hands: HandMail) -> None:
        self.service = service
        self.tools = tools
        self.panel = panel  # the reviews, had once each
        self.hands = hands  # the DMs, in order

    async def learner(self, ui: TableUI) -> str | None:
        """The table's learner, None if it is no tutorial table: read once (it never changes)."""
        if ui.coach.learner is None:
            ui.coach.learner = ((await self.service.summary(ui.table_id)).learner or "",)
        return ui.coach.learner[0] or None

    async def at_turn(self, ui: TableUI, deal: Deal) -> None:
        """The learner's turn: the coach's advice by DM, once a turn."""
        seat = deal.to_act
        if seat is None or deal.result is not None:
            return
        member = deal.setup.players[seat]
        if member != await self.learner(ui):
            return
        turn = (deal.setup.number, len(deal.history))
        if turn in ui.coach.told:
            return
        ui.coach.told.add(turn)

        async def said() -> str:
            advice = await coaching.advice(deal.seat_view(seat), deal.rules)
            step = lesson_deal_of(deal.setup, seat)
            asked = None if step is None else asked_now(step, deal.phase.value)
            asks = None if asked is None else lesson_asks(*asked)
            return self.tools.faces(ui).fit(turn_words(turn[0], ui.channel_id, advice, asks), 2000)

        self.hands.in_order(ui, member, lambda: self.hands.tell(
            ui, member, said, lambda: ui.turn == turn, Need.HAND))

    async def after_deal(self, ui: TableUI, deal: Deal) -> None:
        """The deal is over: its review to the learner by DM, before anything of the next deal.
        Had here, it is not said again on his next hand."""
        member = await self.learner(ui)
        if member is None or member not in deal.setup.players:
            return
        number = deal.setup.number
        if (number, member) in ui.coach.reviewed:
            return
        ui.coach.reviewed.add((number, member))  # now, so the click that ended the deal adds nothing

        async def said() -> str | None:
            review = await self.panel.review_of(ui, deal, member, where_words(number, ui.channel_id))
            return self.tools.faces(ui).fit(review, 2000)

        self.hands.in_order(ui, member, lambda: self.hands.tell(ui, member, said, lambda: True, Need.TOLD))

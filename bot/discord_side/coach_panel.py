"""The coach on Discord: advice and reviews on the member's own interactions only.

A coached member gets the advice in the private answers to his own clicks (My hand and
the Coach button under it) and the review of a deal in a follow-up to his click that ended
it, or in his next My hand or Coach answer.  Never on the table message, and by DM only to
a learner at his tutorial table (`coach_mail.py`): an interaction's answers do not count
against Discord's global limit, and nobody else sees them.
"""

from __future__ import annotations

import contextlib
from typing import Any

import discord

from bot.discord_side.answers import answer
from bot.discord_side.buttons import CoachButton
from bot.discord_side.custom_ids import ButtonId
from bot.discord_side.table_state import TableUI
from bot.discord_side.table_tools import TableTools
from bot.services import coaching
from bot.services.coaching import Coaching, is_coached
from bot.services.limits import CoachSetting
from bot.storage import DatabaseUnavailable
from bot.text.coach_words import advice_words, not_your_turn, review_words, your_draw_words
from engine.actions import Draw
from engine.deal import Deal
from engine.rules import Rules
from engine.views import PrivateView

REVIEW_ROOM = 1800  # characters of a private answer the review may take


class CoachPanel:
    def __init__(self, coaching: Coaching, tools: TableTools) -> None:
        self.coaching = coaching  # who is coached
        self.tools = tools

    async def coached(self, ui: TableUI, member: str, number: int) -> bool:
        """The channel's limit (read once a deal), then his own choice (`Coaching.choice`: read
        once, held by the process)."""
        coaching = self.coaching
        try:
            if ui.coach.coach_all is None or ui.coach.coach_all[0] != number:
                ui.coach.coach_all = (number, await coaching.setting(ui.guild, ui.channel_id))
            setting = ui.coach.coach_all[1]
            if setting is CoachSetting.ON:
                return True
            return is_coached(setting, await coaching.choice(ui.guild, member))
        except DatabaseUnavailable:
            return False  # his hand is shown all the same; the coach waits for the database

    async def words(self, ui: TableUI, deal: Deal, seat: int, *, asked: bool) -> str | None:
        """What the coach says on his panel now: the review of the deal he last played, if he has
        not had it, and the advice if it is his turn (`asked`: say so when it is not)."""
        member = deal.setup.players[seat]
        parts = [review] if (review := await self.pending_review(ui, member)) else []
        if deal.to_act == seat and deal.result is None:
            advice = await coaching.advice(deal.seat_view(seat), deal.rules)
            parts.append(advice_words(advice))
        elif asked:
            parts.append(not_your_turn())
        if not parts:
            return None
        return self.tools.faces(ui).fit("\n\n".join(parts), 2000)

    async def pending_review(self, ui: TableUI, member: str, *, again: bool = False) -> str | None:
        """The review of the table's last finished deal, if he played in it: once, unless `again`."""
        done = ui.coach.finished
        if done is None or member not in done.setup.players:
            return None
        if (done.setup.number, member) in ui.coach.reviewed and not again:
            return None
        ui.coach.reviewed.add((done.setup.number, member))
        return await self.review_of(ui, done, member)

    async def review_of(self, ui: TableUI, done: Deal, member: str, where: str = "") -> str:
        """The review of a finished deal he played in, in words (`where`: which deal, for a DM)."""
        found = await coaching.review(done.setup, done.history, done.setup.players.index(member))
        names = {p: self.tools.name_of(ui, p) for p in done.setup.players}
        return review_words(found, names, where)[:REVIEW_ROOM]

    async def on_finished(self, interaction: discord.Interaction, ui: TableUI, number: int) -> bool:
        """The Coach button of a deal that is over: its review, if it is the last deal he played."""
        if ui.coach.finished is None or ui.coach.finished.setup.number != number:
            return False
        review = await self.pending_review(ui, str(interaction.user.id), again=True)
        if review is None:
            return False
        await interaction.response.send_message(self.tools.faces(ui).fit(review, 2000), ephemeral=True)
        return True

    async def on_coach(self, interaction: discord.Interaction, ui: TableUI, deal: Deal, seat: int) -> None:
        """The Coach button: the advice now, privately."""
        said = await self.words(ui, deal, seat, asked=True)
        assert said is not None
        await interaction.response.send_message(said, ephemeral=True)

    async def after_click(self, interaction: discord.Interaction, ui: TableUI, member: str, number: int) -> None:
        """His click ended the deal: the review follows, privately, if he is coached."""
        if not await self.coached(ui, member, number):
            return
        review = await self.pending_review(ui, member)
        if review:
            with contextlib.suppress(discord.HTTPException):  # the token may have run out: no DM
                await answer(interaction, self.tools.faces(ui).fit(review, 2000))

    async def after_draw(self, interaction: discord.Interaction, ui: TableUI, view: PrivateView[Any],
                         action: Draw, rules: Rules) -> None:
        """His draw, picked on his own hand's picker: the chance it improves the hand, beside the
        coach's draw, in a private follow-up (coached members only)."""
        if not await self.coached(ui, str(interaction.user.id), view.table.number):
            return
        advice = await coaching.advice(view, rules, considering=action.discards)
        said = your_draw_words(advice)
        if said:
            with contextlib.suppress(discord.HTTPException):  # the token may have run out: no DM
                await answer(interaction, self.tools.faces(ui).fit(said, 2000))

    @staticmethod
    def button(ui: TableUI, deal: Deal) -> CoachButton:
        """The Coach button, under his hand."""
        return CoachButton(ButtonId(table=ui.table_id, deal=deal.setup.number, step=len(deal.history), verb="coach"))

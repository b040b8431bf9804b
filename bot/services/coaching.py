"""Who is coached, and the coach's work done off the event loop.

A member is coached where he chose it (`/poker coach on`) or where the channel's `coach`
limit is `on` (the tutorial's thread).  His choice is kept in this process only, for now:
a restart forgets it (the channel's limit is in the database).  The advice and the review
are the engine's (`engine.coach`); counting a draw's outcomes may take tens of milliseconds,
so both are computed in a worker thread, never on the event loop.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

from bot.services.ids import Snowflake
from bot.services.limits import CoachSetting, Limits
from engine.actions import Action
from engine.coach import Advice, Review, coach_advice, deal_review
from engine.deal_data import DealSetup
from engine.rules import Rules
from engine.views import PrivateView


class Coaching:
    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self._chosen: dict[tuple[str, str], bool] = {}

    def choose(self, guild: Snowflake, member: str, on: bool) -> None:
        self._chosen[(str(guild), member)] = on

    def chose(self, guild: Snowflake, member: str) -> bool:
        return self._chosen.get((str(guild), member), False)

    async def for_everyone(self, guild: Snowflake, channel: Snowflake) -> bool:
        """Whether the channel's limit coaches every player at its table."""
        return (await self.limits.effective(guild, channel)).coach is CoachSetting.ON


async def advice(view: PrivateView[Any], rules: Rules) -> Advice:
    """The coach's advice for the seat of `view` (his view only), computed in a thread."""
    return await asyncio.to_thread(coach_advice, view, rules)


async def review(setup: DealSetup, actions: Sequence[Action], seat: int) -> Review:
    """The review of a finished deal for one seat, computed in a thread."""
    return await asyncio.to_thread(deal_review, setup, tuple(actions), seat)

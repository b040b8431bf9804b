"""Who is coached, and the coach's work done off the event loop.

A member is coached where the channel's `coach` limit is `on` (the tutorial's thread), or else
as he chose with `/poker coach on|off`; one who never chose is coached only where the limit is
`new_members`.  His choice is kept in the database, per server, so a restart or another shard
process knows it; it is read whenever it is needed, never cached, for another process may have
just written it.  The advice and the review are the engine's (`engine.coach`); counting a
draw's outcomes may take tens of milliseconds, so both are computed in a worker thread, never
on the event loop.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from functools import partial
from typing import Any

from bot.services.accounts import Clock, stamp, utc_now
from bot.services.ids import Snowflake
from bot.services.limits import CoachSetting, Limits
from bot.storage import Storage
from engine.actions import Action
from engine.cards import Card
from engine.coach import Advice, Review, coach_advice, deal_review
from engine.deal_data import DealSetup
from engine.rules import Rules
from engine.views import PrivateView


def is_coached(setting: CoachSetting, choice: bool | None) -> bool:
    """Whether a member is coached, given the channel's limit and his own choice (None: none).
    His `off` wins over `new_members`; only `on` coaches him whatever he chose."""
    if setting is CoachSetting.ON:
        return True
    if choice is not None:
        return choice
    return setting is CoachSetting.NEW_MEMBERS


class Coaching:
    def __init__(self, storage: Storage, limits: Limits, clock: Clock = utc_now) -> None:
        self.storage = storage
        self.limits = limits
        self.clock = clock

    async def choose(self, guild: Snowflake, member: str, on: bool) -> None:
        """Keep his `/poker coach on|off` in this server."""
        async with self.storage.transaction() as tx:
            await tx.save_coach_choice(str(guild), member, on, stamp(self.clock))

    async def choice(self, guild: Snowflake, member: str) -> bool | None:
        """His own choice in this server, as the database holds it; None if he never chose."""
        async with self.storage.transaction(readonly=True, brief=True, single=True) as tx:
            return await tx.coach_choice(str(guild), member)

    async def setting(self, guild: Snowflake, channel: Snowflake) -> CoachSetting:
        """The channel's `coach` limit."""
        return (await self.limits.effective(guild, channel)).coach


async def advice(view: PrivateView[Any], rules: Rules, considering: Sequence[Card] | None = None) -> Advice:
    """The coach's advice for the seat of `view` (his view only), computed in a thread; with the
    chance of the draw he is `considering`, if given."""
    return await asyncio.to_thread(partial(coach_advice, view, rules, considering=considering))


async def review(setup: DealSetup, actions: Sequence[Action], seat: int) -> Review:
    """The review of a finished deal for one seat, computed in a thread."""
    return await asyncio.to_thread(deal_review, setup, tuple(actions), seat)

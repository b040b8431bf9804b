"""Who is coached, and the coach's work done off the event loop.

A member is coached where the channel's `coach` limit is `on` (the tutorial's thread), or else
as he chose with `/poker coach on|off`; one who never chose is coached only where the limit is
`new_members`.  His choice is kept in the database, per server, so a restart knows it; it is
read once and then held by the process, which writes each change through: `/poker coach` is a
command of the server (guild only), which reaches the process of the server's shard, the one
that plays its tables and reads the choice, so no other process of a cluster changes it behind
this one's back (a DM, which shard 0 takes, cannot choose).  The advice and the review are the engine's (`engine.coach`); counting a
draw's outcomes may take tens of milliseconds, so both are computed in a worker thread, never
on the event loop.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from functools import partial
from typing import Any

from bot.services.accounts import Clock, utc_now
from bot.services.ids import Snowflake
from bot.services.limits import CoachSetting, Limits
from bot.services.member_choices import HeldChoices
from bot.storage import Storage, Tx
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
        self._choices = HeldChoices(clock, Tx.coach_choice, Tx.save_coach_choice)

    async def choose(self, guild: Snowflake, member: str, on: bool) -> None:
        """Keep his `/poker coach on|off` in this server (held once written)."""
        await self._choices.choose(self.storage, guild, member, on)

    async def choice(self, guild: Snowflake, member: str) -> bool | None:
        """His own choice in this server, as the database holds it (read once); None if he
        never chose."""
        return await self._choices.choice(self.storage, guild, member)

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

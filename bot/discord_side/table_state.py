"""What this process keeps about one table's Discord side: its message, its clocks, its notes.

Nothing here is in the database: after a restart the table message is posted
afresh and the clocks set going again (`TableController.resume`).
"""

from __future__ import annotations

import asyncio
import contextvars
from collections.abc import Coroutine
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeGuard

import discord

from bot.discord_side.pacing import Need
from bot.services.limits import CardStyle, CoachSetting
from bot.settings import LOG_IDS
from engine.deal import Deal

if TYPE_CHECKING:  # for annotations only: the table message imports this module
    from bot.discord_side.app import PokerBot
    from bot.discord_side.table_message import TablePicture


def under_way(task: asyncio.Task[None] | None) -> TypeGuard[asyncio.Task[None]]:
    """Whether one of a table's clocks or edits is set going and not yet done."""
    return task is not None and not task.done()


@dataclass
class TableUI:
    """What this process remembers about one table's Discord side (nothing the database needs)."""

    table_id: int
    channel_id: int
    guild: str = ""
    message: discord.Message | None = None
    posted_at: float = 0.0
    last_edit: float = 0.0
    edit_task: asyncio.Task[None] | None = None
    stale: bool = False  # a change not yet drawn on the table message
    picture: TablePicture | None = None  # the table's picture on the message now
    pictured: tuple[int, bool] | None = None  # (deal, whether its table message carries a picture)
    # The latest click on the table message, acknowledged as a deferred update: every edit while
    # its token lasts goes through its webhook, which Discord's global limit does not count.
    hook: discord.Interaction | None = None
    hook_at: float = 0.0
    timer: asyncio.Task[None] | None = None
    robot_task: asyncio.Task[None] | None = None
    next_deal: asyncio.Task[None] | None = None
    revive: asyncio.Task[None] | None = None  # waits for the database, to set the clocks going again
    deadline: int | None = None
    playing: int | None = None  # the deal in play, as last shown: a DM for another is dropped
    turn: tuple[int, int] | None = None  # (deal, action number) of the turn in play
    turn_shown: tuple[int, int] | None = None  # the turn the table message shows
    reshowing: bool = False  # to post after a restart, at a repost's rank until someone plays here
    timeouts: dict[str, int] = field(default_factory=dict)
    timed_out: set[tuple[int, int, int]] = field(default_factory=set)  # (deal, log line, seat): the clock's (timeouts.py)
    dms_sent: set[tuple[int, str, str]] = field(default_factory=set)  # (deal, member, "dealt"|"drawn")
    no_dm_told: set[str] = field(default_factory=set)
    notes: list[str] = field(default_factory=list)
    card_style: CardStyle = CardStyle.PICTURES  # the deal in play's: how its cards are shown
    # The coach: the last finished deal (for its reviews), who had his review of which deal, and
    # the channel's coach limit (as read for the deal numbered first).
    finished: Deal | None = None
    reviewed: set[tuple[int, str]] = field(default_factory=set)
    coach_all: tuple[int, CoachSetting] | None = None
    running: set[asyncio.Task[None]] = field(default_factory=set)  # DMs on their way, robots playing

    def tasks(self) -> list[asyncio.Task[None]]:
        """Everything running for this table, to stop with it."""
        return [t for t in (self.edit_task, self.timer, self.robot_task, self.next_deal, self.revive, *self.running)
                if t is not None]

    def start(self, work: Coroutine[object, object, None]) -> asyncio.Task[None]:
        """Run `work` as a task of this table's: what it logs is about this table (LOG_FORMAT=json)."""
        context = contextvars.copy_context()
        context.run(LOG_IDS.set, (("table", self.table_id), ("guild", self.guild or None)))
        return asyncio.create_task(work, context=context)

    def spawn(self, work: Coroutine[object, object, None]) -> asyncio.Task[None]:
        """Run `work` for this table, so that stopping the table stops it too."""
        task = self.start(work)
        self.running.add(task)
        task.add_done_callback(self.running.discard)
        return task


def may_attach(channel: discord.abc.Messageable) -> bool:
    """Whether the bot may attach files in this channel (Attach Files); where it cannot tell, it tries."""
    if not isinstance(channel, discord.abc.GuildChannel | discord.Thread):
        return True
    me = channel.guild.me
    return me is None or channel.permissions_for(me).attach_files


async def table_channel(bot: PokerBot, channel_id: int, need: Need = Need.TURN) -> discord.abc.Messageable:
    """The channel (or thread) a table is shown in: from the cache, else asked of Discord, a
    request that waits for the pacer at the rank of what it is fetched for (`need`)."""
    channel = bot.get_channel(channel_id)
    if channel is None:
        await bot.pacer.wait(need)
        channel = await bot.fetch_channel(channel_id)
    if not isinstance(channel, discord.abc.Messageable):  # a forum or a category: never a table's
        raise TypeError(f"channel {channel_id} takes no messages")
    return channel

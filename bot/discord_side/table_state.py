"""What this process keeps about one table's Discord side: its message, its clocks, its notes.

Nothing here is in the database: after a restart the table message is posted
afresh and the clocks set going again (`TableController.resume`).
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import time
from collections.abc import Callable, Coroutine, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Protocol, TypeGuard

import discord

from bot.discord_side.internals import BytesFile
from bot.discord_side.pacing import Need, Pacer
from bot.services.limits import CardStyle, CoachSetting
from bot.settings import LOG_IDS
from bot.storage import DatabaseUnavailable
from bot.text.i18n import start_reading
from engine.deal import Deal

PICTURE_NAME = "table.png"


@dataclass(frozen=True)
class TablePicture:
    """A drawn picture of the table: what it shows (`key`), its bytes and its words."""

    key: object  # what it shows (`TableMessage._picture`); a replay's picture has none
    data: bytes
    description: str

    def file(self) -> discord.File:
        return BytesFile(self.data, PICTURE_NAME, description=self.description)


def under_way(task: asyncio.Task[None] | None) -> TypeGuard[asyncio.Task[None]]:
    """Whether one of a table's clocks or edits is set going and not yet done."""
    return task is not None and not task.done()


@dataclass
class Shown:
    """The table message's own state (`TableMessage` writes it): the message, its edits, its picture."""

    message: discord.abc.Snowflake | None = None  # a Message, or a follow-up known by its id
    posted_at: float = 0.0
    last_edit: float = 0.0
    edit_task: asyncio.Task[None] | None = None
    stale: bool = False  # a change not yet drawn on the table message
    picture: TablePicture | None = None  # the table's picture on the message now
    pictured: tuple[int, bool] | None = None  # (deal, whether its table message carries a picture)
    # The latest click on one of the table's messages, acknowledged as a deferred update: while
    # its token lasts, the edits of the message it was on, and the follow-ups that post the table
    # afresh, go through its webhook, which Discord's global limit does not count.
    hook: discord.Interaction | None = None
    hook_at: float = 0.0
    # The click whose follow-up the message shown now is (None: posted in the channel), and when
    # it came: its webhook edits and deletes that message while its token lasts.
    via: discord.Interaction | None = None
    via_at: float = 0.0
    turn_shown: tuple[int, int] | None = None  # the turn the table message shows
    reshowing: bool = False  # to post after a restart, at a repost's rank until someone plays here

    def clicked(self, interaction: discord.Interaction, channel_id: int) -> None:
        """A click acknowledged: if it was on a public message in the table's channel (not a hand's
        DM, not a private answer), its webhook serves the table while it lasts."""
        message = interaction.message
        if message is not None and interaction.channel_id == channel_id and not message.flags.ephemeral:
            self.hook, self.hook_at = interaction, time.monotonic()

    def reshow(self) -> None:
        """After a restart: post the message afresh, unless this process has shown it already."""
        self.reshowing = self.message is None


@dataclass
class Clocks:
    """The clocks' own state (`TableClock` writes it): the turn timer, the robot's turn, the next
    deal, the deadline shown, each member's timeouts in a row, and the log lines the timer played."""

    timer: asyncio.Task[None] | None = None
    robot_task: asyncio.Task[None] | None = None
    next_deal: asyncio.Task[None] | None = None
    deadline: int | None = None
    timeouts: dict[str, int] = field(default_factory=dict)
    timed_out: set[tuple[int, int, int]] = field(default_factory=set)  # (deal, log line, seat): the clock's (timeouts.py)

    def answered(self, member: str) -> None:
        """He acted himself: his timeouts in a row start again."""
        self.timeouts[member] = 0

    def forgive(self, member: str) -> None:
        self.timeouts.pop(member, None)


@dataclass
class Mail:
    """The hands by DM's own state (`HandMail` writes it)."""

    dms_sent: set[tuple[int, str, str]] = field(default_factory=set)  # (deal, member, "dealt"|"drawn")
    no_dm_told: set[str] = field(default_factory=set)
    last: dict[str, asyncio.Task[None]] = field(default_factory=dict)  # each member's DM last sent off

    def sent_before(self, number: int, sent: Iterable[tuple[str, str]]) -> None:
        """The hands of deal `number` sent before a restart (member, stage): not sent again."""
        self.dms_sent |= {(number, member, stage) for member, stage in sent}


@dataclass
class Coached:
    """The coach's own state (`CoachPanel` writes it): the last finished deal (for its reviews), who
    had his review of which deal, and the channel's coach limit (as read for the deal numbered first)."""

    finished: Deal | None = None
    reviewed: set[tuple[int, str]] = field(default_factory=set)
    coach_all: tuple[int, CoachSetting] | None = None
    learner: tuple[str] | None = None  # a tutorial table's learner ("" for none), once read
    told: set[tuple[int, int]] = field(default_factory=set)  # (deal, step): the learner's turns advised by DM


@dataclass
class TableUI:
    """What this process remembers about one table's Discord side (nothing the database needs):
    what the table is doing now, shared, and each part's own state, which that part writes."""

    table_id: int
    channel_id: int
    guild: str = ""
    playing: int | None = None  # the deal in play, as last shown: a DM for another is dropped
    turn: tuple[int, int] | None = None  # (deal, action number) of the turn in play
    card_style: CardStyle = CardStyle.PICTURES  # the deal in play's: how its cards are shown
    notes: list[str] = field(default_factory=list)  # the table message's footer: the latest three shown
    # The channel's `language` limit as read for the deal shown (deal, locale or None: the server's).
    language: tuple[int | None, str | None] | None = None
    revive: asyncio.Task[None] | None = None  # waits for the database, to set the clocks going again
    shown: Shown = field(default_factory=Shown)
    clocks: Clocks = field(default_factory=Clocks)
    mail: Mail = field(default_factory=Mail)
    coach: Coached = field(default_factory=Coached)
    running: set[asyncio.Task[None]] = field(default_factory=set)  # DMs on their way, robots playing
    # What the table does when the database goes away under one of its tasks (the controller's
    # `stall`: set going again once it is back).
    on_outage: Callable[[TableUI], None] | None = field(default=None, repr=False)

    @contextlib.contextmanager
    def stalls(self) -> Iterator[None]:
        """The one place the database's outage is caught for a table: what was under way waits
        for its return (`on_outage`)."""
        try:
            yield
        except DatabaseUnavailable:
            if self.on_outage is not None:
                self.on_outage(self)

    def tasks(self) -> list[asyncio.Task[None]]:
        """Everything running for this table, to stop with it."""
        clocks = self.clocks
        return [t for t in (self.shown.edit_task, clocks.timer, clocks.robot_task, clocks.next_deal, self.revive,
                            *self.running) if t is not None]

    def start(self, work: Coroutine[object, object, None]) -> asyncio.Task[None]:
        """Run `work` as a task of this table's: what it logs is about this table (LOG_FORMAT=json)."""
        context = contextvars.copy_context()
        context.run(LOG_IDS.set, (("table", self.table_id), ("guild", self.guild or None)))
        # Never the language of the member whose click set it going: the task's words say whose
        # they are where they are made (`TableTools.public`, a member's DM), English until then.
        context.run(start_reading, None)
        task = asyncio.create_task(self._stalling(work), context=context)
        task.add_done_callback(lambda _task: work.close())  # cancelled before it began: not left unawaited
        return task

    async def _stalling(self, work: Coroutine[object, object, None]) -> None:
        with self.stalls():
            await work

    def spawn(self, work: Coroutine[object, object, None]) -> asyncio.Task[None]:
        """Run `work` for this table, so that stopping the table stops it too."""
        task = self.start(work)
        self.running.add(task)
        task.add_done_callback(self.running.discard)
        return task


class TableUIs(dict[int, TableUI]):
    """The tables this process shows, by id: each made once, knowing what to do on an outage."""

    def __init__(self, on_outage: Callable[[TableUI], None] | None = None) -> None:
        super().__init__()
        self.on_outage = on_outage

    def of(self, table_id: int, channel_id: int, guild: object) -> TableUI:
        ui = self.get(table_id)
        if ui is None:
            ui = self.setdefault(table_id, TableUI(table_id, channel_id, str(guild), on_outage=self.on_outage))
        return ui

    def passing(self, table_id: int, channel_id: int, guild: object) -> TableUI:
        """The table's own state if this process shows it; else a passing one, kept nowhere (a
        closed table's deals are still read: its replays, its history)."""
        return self.get(table_id) or TableUI(table_id, channel_id, str(guild))


class Channels(Protocol):
    """Where a table's channel is found: the client's cache, else asked of Discord, paced."""

    pacer: Pacer

    def get_channel(self, id: int, /) -> object: ...

    async def fetch_channel(self, channel_id: int, /) -> object: ...


def may_attach(channel: discord.abc.Messageable) -> bool:
    """Whether the bot may attach files in this channel (Attach Files); where it cannot tell, it tries."""
    if not isinstance(channel, discord.abc.GuildChannel | discord.Thread):
        return True
    me = channel.guild.me
    return me is None or channel.permissions_for(me).attach_files


async def table_channel(bot: Channels, channel_id: int, need: Need = Need.TURN) -> discord.abc.Messageable:
    """The channel (or thread) a table is shown in: from the cache, else asked of Discord, a
    request that waits for the pacer at the rank of what it is fetched for (`need`)."""
    channel = bot.get_channel(channel_id)
    if channel is None:
        await bot.pacer.wait(need)
        channel = await bot.fetch_channel(channel_id)
    if not isinstance(channel, discord.abc.Messageable):  # a forum or a category: never a table's
        raise TypeError(f"channel {channel_id} takes no messages")
    return channel

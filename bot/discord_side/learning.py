"""`/poker learn`: the tutorial, in a private thread of the learner's own.

The thread holds a tutorial table (`TableService.open_table(learner=...)`): the learner and three
robots, seated with the tutorial's play chips.  Its limits are pinned to the tutorial's rules
(`engine.course.tutorial_rules`) with the coach on for everyone, because `Play.start_deal`
applies the channel's limits at every deal.  Each lesson's words go in the thread before its
first deal, and what it showed after its last.  The thread and table are kept in `learners`, so
a second `/poker learn` points to the thread, and after he leaves (the thread archived) it opens
a new one at his lesson.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import Protocol

import discord

from bot.discord_side.languages import known_locale
from bot.discord_side.pacing import Need, Pacer
from bot.discord_side.table_state import TableUI, TableUIs
from bot.discord_side.table_tools import TableTools
from bot.services.accounts import stamp
from bot.services.errors import UserError
from bot.services.limits import ChannelLimits, CoachSetting
from bot.services.tables import Joined, Stopped, TableService
from bot.storage import Storage
from bot.text import learn_words as words
from bot.text.i18n import speaking
from engine.course import Lesson, Place, happened, lessons_for, tutorial_rules
from engine.deal import Deal
from engine.table import Table

STAKE = 200  # play chips for each seat
ROBOTS = 3
TURN_SECONDS = 300  # time to read the lesson and the coach


def pinned_limits() -> dict[str, object]:
    """The thread's limits: the tutorial's rules, coached, robots welcome, whatever the guild's are."""
    limits = ChannelLimits(rules=tutorial_rules(), coach=CoachSetting.ON, robots_allowed=True,
                           turn_timeout=TURN_SECONDS)
    return {k: v for k, v in limits.flat().items() if v is not None}


class Seating(Protocol):
    """What a lesson's table asks above it: the learner and the robots seated, stopped."""

    async def sit(self, ui: TableUI, member: str, stake: int | None, *, key: str | None = None) -> Joined: ...

    async def add_robots(self, ui: TableUI, count: int, *, by: int) -> tuple[int, int | None]: ...

    async def stop_table(self, table_id: int, *, by: int, why: str) -> Stopped: ...


class Learning:
    def __init__(self, service: TableService, tools: TableTools, uis: TableUIs, pacer: Pacer, storage: Storage,
                 seating: Seating, post: Callable[[TableUI], Awaitable[discord.Message]]) -> None:
        self.service = service
        self.tools = tools
        self.uis = uis
        self.pacer = pacer
        self.storage = storage  # the learners' threads
        self.seating = seating
        self.post = post  # the table message, shown in the lesson's thread
        self._deals: dict[int, list[Deal]] = {}  # table -> the finished deals of the lesson under way
        self._told: dict[int, tuple[int, int] | None] = {}  # table -> the place whose words were said

    async def learn(self, interaction: discord.Interaction, guild: int) -> str:
        """Open his lesson thread (or point to it); the answer to give him."""
        channel, user = interaction.channel, interaction.user
        if isinstance(channel, discord.Thread):
            raise UserError(words.not_in_a_thread())
        if not isinstance(channel, discord.TextChannel):
            raise UserError(words.text_channel_only())
        member = str(user.id)
        await self.tools.remember(interaction)  # his name, for the table in his thread
        async with self.storage.transaction(readonly=True) as tx:
            row = await tx.learner(str(guild), member)
            before = None if row is None or row.table_id is None else await tx.table(row.table_id)
        if row is not None and row.closed_at is None and before is not None and before.status == "open":
            return words.already_open(row.thread_id)  # (a table stopped by hand: a new thread)
        rights = interaction.app_permissions
        if not (rights.create_private_threads and rights.manage_threads and rights.send_messages_in_threads):
            raise UserError(words.no_thread_rights())
        place = None
        if before is not None and (course := Table.from_dict(before.state).course) is not None:
            place = course.place
        try:  # each request counts against the global limit: through the pacer, a member waiting
            await self.pacer.wait(Need.TURN)
            thread = await channel.create_thread(name=words.thread_name(user.display_name),
                                                 type=discord.ChannelType.private_thread, invitable=False)
            await self.pacer.wait(Need.TURN)
            await thread.add_user(user)
        except discord.Forbidden:
            raise UserError(words.no_thread_rights()) from None
        service = self.service
        await service.limits.set_many(guild, thread.id, pinned_limits(), by=member)
        summary = await service.open_table(guild, thread.id, by=member, learner=member, place=place)
        async with self.storage.transaction() as tx:
            await tx.save_learner(str(guild), member, str(channel.id), str(thread.id), summary.table_id,
                                  stamp(service.clock))
        ui = self.uis.of(summary.table_id, thread.id, guild)
        await self.pacer.wait(Need.TURN)
        await thread.send(words.welcome(user.mention))
        await self.post(ui)
        await self.seating.sit(ui, member, STAKE)
        await self.seating.add_robots(ui, ROBOTS, by=user.id)  # and the first deal follows
        return words.opened(thread.id, resumed=place not in (None, Place()))

    async def leaving(self, ui: TableUI, member: str) -> bool:
        """`/poker leave` at a tutorial table by its learner: the table closes (a deal in play is
        void, its play chips back), the thread is archived.  False if this is no tutorial of his."""
        summary = await self.service.summary(ui.table_id)
        if summary.learner != member:
            return False
        await self.seating.stop_table(ui.table_id, by=int(member), why="the learner left")
        async with self.storage.transaction() as tx:
            await tx.close_learner(ui.guild, member, stamp(self.service.clock))
        self._deals.pop(ui.table_id, None)
        self._told.pop(ui.table_id, None)
        thread = await self.tools.channel(ui.channel_id)
        if isinstance(thread, discord.Thread):
            try:
                await self.pacer.wait(Need.COSMETIC)
                await thread.send(words.left())
                await self.pacer.wait(Need.COSMETIC)
                await thread.edit(archived=True, locked=True)
            except discord.Forbidden:
                pass  # Manage Threads taken from the bot: the lessons are closed all the same
        return True

    async def before_deal(self, ui: TableUI) -> None:
        """Between deals at a tutorial table: what the lesson just over showed, then the next
        lesson's words (or the end of the course), each once."""
        summary = await self.service.summary(ui.table_id)
        if summary.learner is None or summary.lesson is None:
            return
        place, lessons = summary.lesson, lessons_for(tutorial_rules())
        told = self._told.get(ui.table_id)
        if told == place:
            return
        # His own thread: the lessons in his language, as his answers are.
        with speaking(await known_locale(self.tools.members, summary.learner) or self.tools.public_locale(ui)):
            said = self._lesson_words(ui, summary.learner, place, told, lessons)
        self._told[ui.table_id] = place
        if said:
            channel = await self.tools.channel(ui.channel_id)
            await self.pacer.wait(Need.TURN)  # the lesson's words before its deal
            await channel.send("\n\n".join(said))

    def _lesson_words(self, ui: TableUI, learner: str, place: tuple[int, int], told: tuple[int, int] | None,
                      lessons: Sequence[Lesson]) -> list[str]:
        said: list[str] = []
        deals = self._deals.setdefault(ui.table_id, [])
        if ui.coach.finished is not None and ui.coach.finished not in deals:
            deals.append(ui.coach.finished)
        if told is not None and told[0] < place[0] and told[0] < len(lessons) and deals:
            lesson = lessons[told[0]]
            seat = deals[-1].setup.players.index(learner)
            said.append(words.lesson_outro(lesson.key, happened(lesson, deals, seat)))
            deals.clear()
        if place[1] == 0 and place[0] < len(lessons):
            said.append(words.lesson_intro(lessons[place[0]].key, place[0] + 1, len(lessons)))
        elif place[0] >= len(lessons) and told is not None and told[0] < len(lessons):
            said.append(words.course_done())
        return said


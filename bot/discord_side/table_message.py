"""The table message: an embed drawn from the deal's public view, and nothing else, kept
up to date by `TableMessage`; where the channel's `table_picture` limit is on, its image is a
picture of the table (`bot/pictures/table.py`), and the words beneath say only what a picture
does not do well: whose turn, with the deadline, the options and the last few actions.

Because it reads only `Deal.view()`, no unshown card can reach it.  The picture is uploaded
again only when what it shows has changed (a deadline or a note alone uploads nothing): it is
kept by its name, `attachment://table.png`, through every other edit.
The turn deadline is a Discord relative timestamp (<t:…:R>), which every
client counts down by itself, so the message need not be edited each second.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Awaitable, Callable
from typing import Any, NamedTuple

import discord

from bot.discord_side.answers import let_go, report_unexpected
from bot.discord_side.buttons import sit_down_view, table_view
from bot.discord_side.internals import follow_up_kept_by_id
from bot.discord_side.metrics import BotMetrics
from bot.discord_side.pacing import Need, Pacer
from bot.discord_side.table_follow import hook_on_shown, in_channel, live_hook, own_webhook
from bot.discord_side.table_state import PICTURE_NAME, TablePicture, TableUI, may_attach, under_way
from bot.discord_side.table_tools import TableTools
from bot.discord_side.turn_pings import turn_ping
from bot.services.errors import TableError
from bot.services.limits import CardStyle
from bot.services.pings import Pings
from bot.services.seating import is_robot
from bot.services.tables import TableService, TableSummary
from bot.services.tournaments import TournamentService
from bot.storage import DatabaseUnavailable
from bot.text import component_words as words
from bot.text.faces import TEXT, CardFaces
from bot.text.i18n import current
from bot.text.render import (
    deal_kind,
    log_line,
    mark_words,
    options_line,
    pool_line,
    seat_marks,
    showing,
    symbols,
    widow_line,
)
from bot.text.table_picture import table_description
from bot.text.table_words import (
    closed_title,
    closed_words,
    freeze_out_title,
    idle_invite,
    idle_lessons,
    idle_seats,
    idle_title,
    idle_tournament,
    jackpot_before_new_game,
    waiting_in_pool,
)
from engine.deal import Deal
from engine.rules import Betting
from engine.views import PublicView

EDIT_EVERY = 1.0  # seconds between edits of one table message (Discord's limits are per channel)
REPOST_AFTER = 55 * 60  # post the table message afresh before it is an hour old
PICTURED_ACTIONS = 3  # actions listed beneath the picture

GREEN = discord.Colour.dark_green()
GOLD = discord.Colour.gold()


def table_embed(view: PublicView, *, deadline: int | None = None, notes: list[str] | None = None,
                last_actions: int = 6, faces: CardFaces = TEXT, pictured: bool = False) -> discord.Embed:
    """The table as an embed: seats, the pool, whose turn (with a deadline), recent actions.
    Cards are shown by `faces` where Discord draws emojis (fields; not the title or footer).
    `pictured`: the table's picture is the embed's image, so the seats and the widow are left to
    it and fewer actions are listed."""
    title = words.deal_title(view.number, deal_kind(view))
    finished = view.phase == "complete"
    embed = discord.Embed(title=title, colour=GOLD if finished else GREEN)
    embed.description = pool_line(view)
    lines = []
    for i, seat in enumerate(view.seats):
        marks = mark_words(seat_marks(view, i))
        status = words.seat_status(seat.status)
        drew = words.drew(seat.drew) if seat.drew is not None else ""
        if seat.shown:
            shown = f" · {symbols(seat.shown)}"
        elif showing(seat):
            shown = words.showing_now(showing(seat))
        else:
            shown = ""
        turn = "▶ " if view.to_act == i else ""
        tag = f" ({', '.join(marks)})" if marks else ""
        lines.append(words.seat_line(turn=turn, player=seat.player, tag=tag, stack=seat.stack, put=seat.put,
                                     status=status, drew=drew, shown=shown))
    if not pictured:
        embed.add_field(name=words.seats(), value=faces.fit("\n".join(lines), 1024), inline=False)
    widow = None if pictured else widow_line(view)
    if widow:
        embed.add_field(name=words.widow(), value=faces.fit(widow, 1024), inline=False)
    if view.to_act is not None:
        who = view.seats[view.to_act].player
        embed.add_field(name=words.to_say(who, deadline), value=options_line(view)[:1024] or "…", inline=False)
    recent = [log_line(view, e) for e in view.log[-(PICTURED_ACTIONS if pictured else last_actions):]]
    if recent:
        embed.add_field(name=words.last_said(), value=faces.fit("\n".join(recent), 1024), inline=False)
    if notes:
        embed.set_footer(text=" · ".join(notes)[:2048])
    if pictured:
        embed.set_image(url=f"attachment://{PICTURE_NAME}")
    return embed


class Rendered(NamedTuple):
    embed: discord.Embed
    view: discord.ui.View | None
    picture: TablePicture | None  # the picture the message should carry (None: no picture)
    turn: tuple[int, int] | None = None  # the (deal, action number) it shows
    to_say: str | None = None  # the member (or robot) whose turn it shows
    pings: bool = True  # whether his turn is pinged: not at a lesson, where the coach's DM tells him


class TableMessage:
    """The table message's life: posted, edited in place at most once every `edit_every` seconds
    (changes in between are drawn by one edit), posted afresh at the channel's foot at each new
    turn of a member (`table_follow`), and before it is an hour old."""

    def __init__(self, service: TableService, tools: TableTools, pacer: Pacer, tournaments: TournamentService, *,
                 card_deck: str, metrics: BotMetrics | None, edit_every: float = EDIT_EVERY,
                 pings: Pings | None = None) -> None:
        self.service = service
        self.tools = tools
        self.pacer = pacer
        self.tournaments = tournaments  # an idle tournament table invites nobody
        self.card_deck = card_deck  # what a picture is drawn with, part of what it shows
        self.metrics = metrics
        self.edit_every = edit_every
        self.pings = pings  # who is pinged at his turn (None: nobody, as in a simulation)
        self.pictures_sent = 0  # table pictures uploaded (a new one, or one posted afresh)

    async def render(self, ui: TableUI) -> Rendered:
        """The table message as it stands, in the table's public language (whoever clicked)."""
        summary, deal = await self.service.as_it_stands(ui.table_id)
        await self.tools.read_language(ui, deal.setup.number if deal is not None else None)
        with self.tools.public(ui):
            return await self._rendered(ui, summary, deal)

    async def _rendered(self, ui: TableUI, summary: TableSummary, deal: Deal | None) -> Rendered:
        if deal is None:
            seats = idle_seats([(self.tools.name_of(ui, m), chips) for m, chips in summary.seats])
            invite = idle_invite()  # where nobody may join by hand, not an invitation to
            if summary.learner is not None:
                invite = idle_lessons()
            elif await self.tournaments.of_table(ui.table_id) is not None:
                invite = idle_tournament()
            embed = discord.Embed(title=idle_title(summary.variety, summary.freeze_out), colour=discord.Colour.dark_green(),
                                  description=invite)
            embed.add_field(name=words.seats(), value=seats[:1024], inline=False)
            if summary.carried:
                waiting = (waiting_in_pool(summary.carried, summary.variety) if summary.variety_waits is None
                           else jackpot_before_new_game(summary.carried, summary.variety_waits))
                embed.add_field(name=words.in_the_pool(), value=waiting, inline=False)
            if ui.notes:
                embed.set_footer(text=" · ".join(ui.notes[-3:])[:2048])
            return Rendered(embed, sit_down_view(ui.table_id) if invite == idle_invite() else None, None)
        # The deal in hand goes on while the picture is drawn: the buttons are the view's step.
        public = deal.view()
        to_say = public.seats[public.to_act].player if public.to_act is not None else None
        view, number, step = self.tools.view_with_names(ui, public), deal.setup.number, len(deal.history)
        ui.card_style = summary.card_style
        picture = await self._picture(ui, view) if await self.pictures_table(ui, deal) else None
        embed = table_embed(view, deadline=ui.clocks.deadline, notes=ui.notes[-3:], faces=self.tools.faces(ui),
                            pictured=picture is not None)
        embed.title = freeze_out_title(embed.title or "") if summary.freeze_out else embed.title
        components = table_view(ui.table_id, number, step, view,  # where anyone may join: Sit down
                                sit=summary.learner is None and deal.rules.betting is not Betting.FREEZE_OUT)
        return Rendered(embed, components, picture, (number, step) if deal.result is None else None,
                        to_say if deal.result is None else None, pings=summary.learner is None)

    async def pictures_table(self, ui: TableUI, deal: Deal) -> bool:
        """Whether this deal's table message carries the table's picture: the channel's
        `table_picture` limit as the deal began to be shown (a change waits for the next deal),
        at a table whose cards are shown as pictures (`card_style`: a channel that chose text
        or emojis gets no file at all), where the bot may attach files."""
        number = deal.setup.number
        if ui.shown.pictured is None or ui.shown.pictured[0] != number:
            ui.shown.pictured = (number, await self.tools.may_picture(ui) and ui.card_style is CardStyle.PICTURES)
        return ui.shown.pictured[1]

    def dealt(self, ui: TableUI, number: int, table_picture: bool) -> None:
        """Deal `number` was dealt here under this `table_picture` limit (read with its rules):
        whether it is pictured is settled now, not read again as it is first drawn."""
        ui.shown.pictured = (number, self.tools.may_picture_by(ui, table_picture) and ui.card_style is CardStyle.PICTURES)

    async def _picture(self, ui: TableUI, view: PublicView) -> TablePicture:
        """The table's picture: the one on the message if it shows the same, else drawn anew
        off the event loop."""
        # What it shows, compared field by field (the views are frozen dataclasses): its words'
        # language too. Cheaper than a digest of the view's repr, which walked every seat's fields.
        key = (self.card_deck, current(), view)
        if ui.shown.picture is not None and ui.shown.picture.key == key:
            return ui.shown.picture
        data = await self.tools.drawing.table(view)
        return TablePicture(key, data, table_description(view))

    @staticmethod
    def _files(ui: TableUI, picture: TablePicture | None) -> dict[str, Any]:
        """What an edit says of the message's files: nothing while the picture on it stands (the
        embed names it by its name), the new picture when it changed, none when it goes."""
        if picture is ui.shown.picture or (picture is not None and ui.shown.picture is not None and picture.key == ui.shown.picture.key):
            return {}
        return {"attachments": [picture.file()] if picture is not None else []}

    async def post(self, ui: TableUI, need: Need = Need.POST) -> discord.Message:
        """Post the table message afresh in the channel (the old one, if any, is deleted)."""
        channel = await self.tools.channel(ui.channel_id, need)
        await self.pacer.wait(need, key=self.key(ui))
        ui.shown.stale = False  # a change while it waited is drawn now, not by an edit after it
        embed, view, picture, turn, _to_say, _pings = await self.render(ui)  # drawn after the wait: the latest state
        old, old_via = ui.shown.message, own_webhook(ui.shown)
        files = [picture.file()] if picture is not None else []
        self.pictures_sent += len(files)
        try:
            ui.shown.message = await channel.send(embed=embed, view=view, files=files)  # type: ignore[arg-type]  # send takes view=None (its default); its overloads leave None out
        finally:
            let_go(view)
        ui.shown.via = None
        ui.shown.picture, ui.shown.turn_shown = picture, turn
        ui.shown.posted_at = ui.shown.last_edit = time.monotonic()
        if old is not None:  # its own task: a delete paced behind the hands holds up no redraw
            ui.spawn(self._take_down(ui, old, None, old_via))
        return ui.shown.message

    async def buttons_off(self, ui: TableUI, message: discord.abc.Snowflake, *, closed: bool = False) -> None:
        """Leave a table message without buttons: cosmetic.  `closed`: the table's last message,
        which says so instead of its last turn.  Through its own webhook while that lasts."""
        fields: dict[str, Any] = {"view": None}
        if closed:
            with self.tools.public(ui):
                fields.update(embed=discord.Embed(title=closed_title(), description=closed_words()), attachments=[])
        own = own_webhook(ui.shown) if message is ui.shown.message else None
        with contextlib.suppress(discord.HTTPException):
            if own is not None:
                with contextlib.suppress(discord.HTTPException):
                    await own.followup.edit_message(message.id, **fields)
                    return
            await self.pacer.wait(Need.COSMETIC)
            await in_channel(await self.tools.channel(ui.channel_id, Need.COSMETIC), message.id).edit(**fields)

    async def _take_down(self, ui: TableUI, old: discord.abc.Snowflake, hook: discord.Interaction | None,
                         old_via: discord.Interaction | None) -> None:
        """Delete a table message posted afresh below: through the click that was on it (its
        original response), or the click it was a follow-up of, while their tokens last; else in
        the channel, as a cosmetic request.  Gone already is as good."""
        with contextlib.suppress(discord.NotFound):
            try:
                if hook is not None and hook.message is not None and hook.message.id == old.id:
                    await hook.delete_original_response()
                elif old_via is not None:
                    await old_via.followup.delete_message(old.id)
                else:
                    await self.pacer.wait(Need.COSMETIC)
                    await in_channel(await self.tools.channel(ui.channel_id, Need.COSMETIC), old.id).delete()
            except discord.NotFound:
                raise
            except discord.HTTPException:  # its buttons go stale: a click on them is refused in words
                with contextlib.suppress(discord.HTTPException):
                    await self.buttons_off(ui, old)

    def refresh(self, ui: TableUI) -> None:
        """Edit the table message soon: edits are coalesced to one a second per table."""
        ui.shown.stale = True
        if under_way(ui.shown.edit_task):
            if ui.turn != ui.shown.turn_shown:  # a new turn: the edit waiting for the limit will show it
                self.pacer.hasten(self.key(ui), Need.TURN)
            return  # the edit under way draws again if this change came after its drawing
        ui.shown.edit_task = ui.start(self._edit_soon(ui))

    @staticmethod
    def key(ui: TableUI) -> tuple[str, int]:
        """What the table message's requests wait under in the pacer, one at a time."""
        return ("table", ui.table_id)

    async def result_through_click(self, ui: TableUI, text: str,
                                   picture: Callable[[], Awaitable[discord.File | None]]) -> bool:
        """Post the deal's result as a follow-up of the latest click on the table's messages, while
        its token lasts: a message in the same channel that Discord's global limit does not count.
        False if there is no such click or the follow-up failed (the channel is asked instead)."""
        found = live_hook(ui.shown)
        if found is None:
            return False
        hook = found[0]
        channel = hook.channel
        drawn = await picture() if not isinstance(channel, discord.abc.Messageable) or may_attach(channel) else None
        try:
            await hook.followup.send(text, files=[drawn] if drawn is not None else [], wait=False)
        except discord.HTTPException:
            if ui.shown.hook is hook:
                ui.shown.hook = None
            return False
        return True

    @staticmethod
    def posts_afresh(ui: TableUI, rendered: Rendered) -> bool:
        """Whether this drawing goes at the channel's foot as a new message: a new turn of a
        member's (a robot's turns are edited in place: nobody is to be pinged or to click)."""
        return rendered.turn is not None and rendered.turn != ui.shown.turn_shown \
            and rendered.to_say is not None and rendered.to_say.isdigit() and not is_robot(rendered.to_say)

    async def _afresh(self, ui: TableUI, found: tuple[discord.Interaction, float] | None, rendered: Rendered) -> bool:
        """Post the table afresh, the ping to the member to say in its content (allowing him
        alone), and delete the message it replaces: as a follow-up of the click `found`, or, with
        none (nobody clicked here in 14 minutes), in the channel, paced already.  False if the
        follow-up failed: the message shown is edited instead."""
        hook, at = found if found is not None else (None, 0.0)
        ping = None
        if self.pings is not None and rendered.pings:
            with self.tools.public(ui):  # the table's words, in its language as the rest of it
                ping = await turn_ping(self.pings, ui.table_id, ui.guild, rendered.to_say, rendered.turn)
        missing: Any = discord.utils.MISSING  # what discord.py takes for "not sent"
        files = [rendered.picture.file()] if rendered.picture is not None else []
        said: dict[str, Any] = {"content": ping.content if ping is not None else missing, "embed": rendered.embed,
                                "view": rendered.view or missing, "files": files,
                                "allowed_mentions": ping.allowed_mentions if ping is not None else missing}
        try:
            if hook is None:
                message: discord.abc.Snowflake = await (await self.tools.channel(ui.channel_id)).send(**said)
            else:
                message = await follow_up_kept_by_id(hook, **said)  # no WebhookMessage read: its id is all
        except discord.HTTPException:
            if hook is not None and ui.shown.hook is hook:
                ui.shown.hook = None
            if ping is not None and self.pings is not None:
                self.pings.turns.forget(ui.table_id)  # not pinged after all
            if hook is None:
                raise
            return False
        self.pictures_sent += len(files)
        old, old_via = ui.shown.message, own_webhook(ui.shown)
        ui.shown.message, ui.shown.via, ui.shown.via_at = message, hook, at
        ui.shown.picture, ui.shown.turn_shown = rendered.picture, rendered.turn
        ui.shown.posted_at = ui.shown.last_edit = time.monotonic()
        if old is not None:
            ui.spawn(self._take_down(ui, old, hook, old_via))
        return True

    async def _edit(self, ui: TableUI, rendered: Rendered, files: dict[str, Any], *, waited: bool) -> None:
        """Edit the message shown: through the click on it, or the click it is a follow-up of,
        while their tokens last (free); else in the channel, paced as a turn (`waited`: already)."""
        assert ui.shown.message is not None
        fields: dict[str, Any] = {"embed": rendered.embed, "view": rendered.view, **files}
        hook = hook_on_shown(ui.shown)
        if hook is not None:
            try:
                await hook.edit_original_response(**fields)
                return
            except discord.NotFound:
                raise
            except discord.HTTPException:
                ui.shown.hook = None
        own = own_webhook(ui.shown)
        if own is not None:
            try:
                await own.followup.edit_message(ui.shown.message.id, **fields)
                return
            except discord.NotFound:
                raise
            except discord.HTTPException:
                ui.shown.via = None
        if hook is not None or own is not None or not waited:
            await self.pacer.wait(Need.TURN, key=self.key(ui))
        await in_channel(await self.tools.channel(ui.channel_id), ui.shown.message.id).edit(**fields)

    async def _still_open(self, ui: TableUI) -> bool:
        try:
            await self.service.summary(ui.table_id)
        except TableError:
            return False
        return True

    async def _edit_soon(self, ui: TableUI) -> None:
        while ui.shown.stale:  # ends once an edit has drawn the latest change
            wait = ui.shown.last_edit + self.edit_every - time.monotonic()
            if wait > 0:
                await asyncio.sleep(wait)
            try:
                if ui.shown.message is None or time.monotonic() - ui.shown.posted_at > REPOST_AFTER:
                    # Not shown yet here: a table just opened, or played before it was shown again
                    # after a restart, goes before the reposts (a restart's is raised when played).
                    await self.post(ui, Need.TURN if ui.shown.message is None and not ui.shown.reshowing else Need.POST)
                    ui.shown.reshowing = False
                    continue
                new_turn = ui.turn != ui.shown.turn_shown
                follow = live_hook(ui.shown) if new_turn else None
                free = follow is not None or hook_on_shown(ui.shown) is not None or own_webhook(ui.shown) is not None
                if not free:  # a turn nobody clicked for is shown first; a note can wait
                    await self.pacer.wait(Need.TURN if new_turn else Need.COSMETIC, key=self.key(ui))
                ui.shown.stale = False
                rendered = await self.render(ui)  # drawn after the wait: the latest state
                try:
                    if self.posts_afresh(ui, rendered):
                        if follow is None and free:  # to the channel after all: paced as a turn
                            await self.pacer.wait(Need.TURN, key=self.key(ui))
                        if await self._afresh(ui, follow, rendered):
                            continue
                    files = self._files(ui, rendered.picture)
                    self.pictures_sent += len(files.get("attachments", ()))
                    ui.shown.last_edit = time.monotonic()
                    await self._edit(ui, rendered, files, waited=not free)
                finally:
                    let_go(rendered.view)
                ui.shown.picture, ui.shown.turn_shown = rendered.picture, rendered.turn
            except discord.NotFound:
                await self.post(ui)  # someone deleted it
            except DatabaseUnavailable:
                raise  # no display problem: the table's task waits for it (`TableUI.stalls`)
            except TableError as exc:
                if not await self._still_open(ui):
                    return  # closed meanwhile (a tournament broke it): nothing to draw
                report_unexpected(exc, f"editing table {ui.table_id}", self.metrics)
            except Exception as exc:  # never let a display problem stop the game
                report_unexpected(exc, f"editing table {ui.table_id}", self.metrics)

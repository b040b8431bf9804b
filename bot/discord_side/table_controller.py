"""Between Discord and the table service: turns clicks into actions and deals into messages.

For every table it keeps the table message (edited in place, at most about
once a second, posted afresh before it is an hour old), the turn timer, the
robots' turns, and the hands sent by DM.  Every decision about the game is
the engine's, every chip movement the table service's; this only shows them
and feeds them the players' choices.  No card is ever logged.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import time
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, field

import discord

from bot.discord_side.answers import (
    answer_privately,
    report_unexpected,
    tell,
    user_message,
)
from bot.discord_side.buttons import (
    AmountSelect,
    DiscardSelect,
    ExchangeSelect,
    amounts_between,
    table_view,
)
from bot.discord_side.custom_ids import ButtonId
from bot.discord_side.pacing import Pacer
from bot.discord_side.table_message import table_embed
from bot.services.errors import UserError
from bot.services.hand_records import short_hash
from bot.services.ledger import Bank
from bot.services.members import Members
from bot.services.seating import ROBOT_PREFIX, is_robot, robot_name, seat_robots
from bot.services.tables import TableService
from bot.text.render import VARIETY_WORDS, log_line, symbols
from engine.actions import Action, Draw, Exchange, make_action
from engine.cards import format_cards, parse_cards
from engine.deal import Deal, Legal
from engine.robots import Robot, Style
from engine.rules import Variety

log = logging.getLogger("poker.tables")

EDIT_EVERY = 1.0  # seconds between edits of one table message (Discord's limits are per channel)
REPOST_AFTER = 55 * 60  # post the table message afresh before it is an hour old
PLAIN_VERBS = frozenset({"straddle", "decline_straddle", "come_in", "stay", "see", "call", "check", "pass",
                         "make_jackpot", "take_widow", "turn_up", "knock"})
ANY_STEP = 0  # in a DM's discard picker: whenever this deal's draw comes to him
SNOWFLAKE = re.compile(r"[0-9]{1,20}")  # a Discord id: what a table's channel is, unless simulated


@dataclass
class TableUI:
    """What this process remembers about one table's Discord side (nothing the database needs)."""

    table_id: int
    channel_id: int
    guild: str = ""
    message: discord.Message | None = None
    posted_at: float = 0.0
    last_edit: float = 0.0
    edit_task: asyncio.Task | None = None
    stale: bool = False  # a change not yet drawn on the table message
    timer: asyncio.Task | None = None
    robot_task: asyncio.Task | None = None
    next_deal: asyncio.Task | None = None
    deadline: int | None = None
    timeouts: dict[str, int] = field(default_factory=dict)
    dms_sent: set[tuple[int, str, str]] = field(default_factory=set)  # (deal, member, "dealt"|"drawn")
    no_dm_told: set[str] = field(default_factory=set)
    notes: list[str] = field(default_factory=list)
    running: set[asyncio.Task] = field(default_factory=set)  # DMs on their way, robots playing

    def tasks(self) -> list[asyncio.Task]:
        """Everything running for this table, to stop with it."""
        return [t for t in (self.edit_task, self.timer, self.robot_task, self.next_deal, *self.running) if t is not None]

    def spawn(self, work: Coroutine[object, object, None]) -> asyncio.Task:
        """Run `work` for this table, so that stopping the table stops it too."""
        task = asyncio.create_task(work)
        self.running.add(task)
        task.add_done_callback(self.running.discard)
        return task


class TableController:
    def __init__(self, bot: discord.Client, service: TableService, bank: Bank, *, turn_seconds: int | None = None,
                 next_deal_after: float = 5.0, robot_delay: float = 1.0, edit_every: float = EDIT_EVERY,
                 seeds: Callable[[int], str] | None = None, members: Members | None = None) -> None:
        self.bot = bot
        self.service = service
        self.bank = bank
        self.members = members or Members(service.storage)
        self.turn_seconds_override = turn_seconds  # tests shorten the channel's turn timeout
        self.next_deal_after = next_deal_after
        self.edit_every = edit_every
        self.seeds = seeds  # tests choose the seeds; by default the service draws a secret one
        self.pacer = Pacer()
        self.users: dict[str, discord.abc.User] = {}  # seen in interactions: their DM channels are reused
        self.robot_delay = robot_delay
        self.ui: dict[int, TableUI] = {}

    # ----- names -----------------------------------------------------------------------
    def name_of(self, ui: TableUI, member: str) -> str:
        """A player's name as his server shows it: never a mention, which would ping him and
        which Discord does not draw in an embed's field name."""
        if is_robot(member):
            return robot_name(member)
        return self.members.known(ui.guild, member) or f"player …{member[-4:]}"

    async def remember(self, interaction: discord.Interaction) -> None:
        """Note who clicked or typed: his user (to DM him) and, in a server, his name there."""
        member = str(interaction.user.id)
        self.users.setdefault(member, interaction.user)
        if interaction.guild_id is not None:
            await self.members.remember(str(interaction.guild_id), member, interaction.user.display_name)

    def view_with_names(self, ui: TableUI, view: dict) -> dict:
        """The public view with members' display names in place of their ids."""
        view = dict(view)
        view["seats"] = [dict(s, player=self.name_of(ui, s["player"])) for s in view["seats"]]
        return view

    # ----- the table message ---------------------------------------------------------------
    async def resume(self) -> int:
        """After a restart: post every open table's message afresh and set its clock going again.
        Buttons on the old messages still work (they carry their own state).  A table that cannot
        be shown is reported and skipped; the others resume.  Returns the tables shown."""
        shown = 0
        for summary in await self.service.open_tables():
            if not SNOWFLAKE.fullmatch(summary.channel):
                log.info("table %s is in %r, not a Discord channel (poker-bot simulate): left alone",
                         summary.table_id, summary.channel)
                continue
            try:
                ui = self.table_ui(summary.table_id, int(summary.channel), summary.guild)
                await self.members.load(summary.guild, [m for m, _ in summary.seats if not is_robot(m)])
                if summary.in_play is not None:
                    sent = await self.members.hands_sent(summary.table_id, summary.in_play)
                    ui.dms_sent |= {(summary.in_play, member, stage) for member, stage in sent}
                await self.post(ui)
                await self.after_change(ui)
                if summary.in_play is None:
                    self.schedule_next_deal(ui)
                shown += 1
            except Exception as exc:
                why = exc.status if isinstance(exc, discord.HTTPException) else type(exc).__name__
                log.warning("could not show table %s again (%s); the other tables go on", summary.table_id, why)
        return shown

    async def stop(self) -> int:
        """The bot is stopping: stop every table's clocks and robots, leaving each message as it
        is (its buttons work again after the restart).  Returns the tables that were running."""
        running = [task for ui in self.ui.values() for task in ui.tasks() if not task.done()]
        for task in running:
            task.cancel()
        await asyncio.gather(*running, return_exceptions=True)  # each has stopped before the bot closes
        return len(self.ui)

    def forget(self, ui: TableUI) -> None:
        """The table is closed: stop its timers and leave its last message without buttons."""
        for task in ui.tasks():
            task.cancel()
        self.ui.pop(ui.table_id, None)
        if ui.message is not None:
            asyncio.create_task(ui.message.edit(view=None))

    async def add_robots(self, ui: TableUI, count: int, *, by: int) -> int:
        """Seat robots (`seat_robots`), show them, and deal when enough are seated."""
        seated = await seat_robots(self.service, self.bank, ui.table_id, count, by=by)
        self.refresh(ui)
        summary = await self.service.summary(ui.table_id)
        if summary.in_play is None and sum(1 for _, chips in summary.seats if chips) >= 2:
            self.schedule_next_deal(ui)
        return seated

    async def turn_seconds(self, ui: TableUI) -> int:
        """The turn timeout of the deal in play: the channel's as the deal began (a change waits
        for the next deal, like every limit)."""
        if self.turn_seconds_override is not None:
            return self.turn_seconds_override
        return await self.service.turn_timeout(ui.table_id)

    def table_ui(self, table_id: int, channel_id: int, guild: str | int) -> TableUI:
        ui = self.ui.get(table_id)
        if ui is None:
            ui = self.ui[table_id] = TableUI(table_id, channel_id, str(guild))
        return ui

    async def render(self, ui: TableUI) -> tuple[discord.Embed, discord.ui.View | None]:
        deal = await self.service.deal_in_play(ui.table_id)
        summary = await self.service.summary(ui.table_id)
        if deal is None:
            seats = "\n".join(f"**{self.name_of(ui, m)}**: {chips} chips" for m, chips in summary.seats) or "nobody yet"
            game = VARIETY_WORDS.get(summary.variety, "draw poker")
            embed = discord.Embed(title=f"A {game} table (Foster's laws)", colour=discord.Colour.dark_green(),
                                  description="Sit down with `/poker join`; the deal starts when two are seated.")
            embed.add_field(name="Seats", value=seats[:1024], inline=False)
            if summary.carried:
                waits = "the next jack-pot" if summary.variety == "draw" else "the next deal"
                embed.add_field(name="In the pool", value=f"{summary.carried} chips wait for {waits}",
                                inline=False)
            if ui.notes:
                embed.set_footer(text=" · ".join(ui.notes[-3:])[:2048])
            return embed, None
        view = self.view_with_names(ui, deal.public_view())
        embed = table_embed(view, deadline=ui.deadline, notes=ui.notes[-3:])
        components = table_view(ui.table_id, deal.setup.number, len(deal.history), view["options"], view)
        return embed, components

    async def post(self, ui: TableUI) -> discord.Message:
        """Post the table message afresh (the old one, if any, is left with no buttons)."""
        channel = self.bot.get_channel(ui.channel_id) or await self.bot.fetch_channel(ui.channel_id)
        embed, view = await self.render(ui)
        old = ui.message
        await self.pacer.wait()
        ui.message = await channel.send(embed=embed, view=view)  # type: ignore[union-attr]
        ui.posted_at = ui.last_edit = time.monotonic()
        if old is not None:
            with contextlib.suppress(discord.HTTPException):
                await old.edit(view=None)
        return ui.message

    def refresh(self, ui: TableUI) -> None:
        """Edit the table message soon: edits are coalesced to one a second per table."""
        ui.stale = True
        if ui.edit_task is not None and not ui.edit_task.done():
            return  # the edit under way draws again if this change came after its drawing
        ui.edit_task = asyncio.create_task(self._edit_soon(ui))

    async def _edit_soon(self, ui: TableUI) -> None:
        while ui.stale:  # ends once an edit has drawn the latest change
            wait = ui.last_edit + self.edit_every - time.monotonic()
            if wait > 0:
                await asyncio.sleep(wait)
            try:
                if ui.message is None or time.monotonic() - ui.posted_at > REPOST_AFTER:
                    ui.stale = False
                    await self.post(ui)
                    continue
                await self.pacer.wait()
                ui.stale = False
                embed, view = await self.render(ui)  # drawn after the wait: the latest state
                ui.last_edit = time.monotonic()
                await ui.message.edit(embed=embed, view=view)
            except discord.NotFound:
                await self.post(ui)  # someone deleted it
            except Exception as exc:  # never let a display problem stop the game
                report_unexpected(exc, f"editing table {ui.table_id}")

    # ----- starting deals ---------------------------------------------------------------
    async def start_deal(self, ui: TableUI) -> None:
        summary = await self.service.summary(ui.table_id)
        seed = None if self.seeds is None else self.seeds(summary.deals + 1)
        started = await self.service.start_deal(ui.table_id, seed=seed)
        ui.notes = [f"deal {started.number}: seed sha256 {short_hash(started.seed_hash)}"]
        if started.thrown:
            seat, card = started.thrown[-1]
            summary = await self.service.summary(ui.table_id)
            ui.notes.insert(0, f"{self.name_of(ui, summary.seats[seat][0])} turned up {symbols(card)}: "
                               "the first jack deals (law 2)")
        if started.reason:
            ui.notes.append(f"a jack-pot: {started.reason}")
        await self.after_change(ui)

    def schedule_next_deal(self, ui: TableUI) -> None:
        if self.next_deal_after < 0:
            return  # deals start only by /poker deal
        if ui.next_deal is not None and not ui.next_deal.done():
            return
        ui.next_deal = asyncio.create_task(self._next_deal_soon(ui))

    async def _next_deal_soon(self, ui: TableUI) -> None:
        await asyncio.sleep(self.next_deal_after)
        summary = await self.service.summary(ui.table_id)
        ready = [m for m, chips in summary.seats if chips > 0]
        if summary.in_play is None and len(ready) >= 2:
            try:
                await self.start_deal(ui)
            except Exception as exc:
                message = user_message(exc)
                if message is None:
                    report_unexpected(exc, f"starting a deal at table {ui.table_id}")
                else:
                    ui.notes.append(message)
                    self.refresh(ui)

    # ----- after every change: DMs, timer, robots, the result -------------------------------
    async def after_change(self, ui: TableUI) -> None:
        deal = await self.service.deal_in_play(ui.table_id)
        if deal is not None:
            await self.send_hands(ui, deal)
            self.arm_timer(ui, deal, await self.turn_seconds(ui))
            if deal.to_act is not None and is_robot(deal.setup.players[deal.to_act]):
                self.schedule_robot(ui)
        self.refresh(ui)

    async def send_hands(self, ui: TableUI, deal: Deal) -> None:
        """DM each player his hand when dealt, and his complete hand after his draw."""
        number = deal.setup.number
        for seat, member in enumerate(deal.setup.players):
            if is_robot(member) or not deal.hands[seat]:
                continue
            stage = "drawn" if deal.drew[seat] else "dealt"
            if (number, member, stage) in ui.dms_sent or (stage == "drawn" and deal.drew[seat] == 0):
                continue
            ui.dms_sent.add((number, member, stage))
            text = f"Deal {number}, table <#{ui.channel_id}>: {dealt_words(deal, seat, stage)}"
            view = None
            if stage == "dealt" and deal.rules.variety is Variety.DRAW:
                # The discard picker, for when his draw comes: step 0 stands for "this deal's draw"
                # (no draw is ever the first action of a deal).
                view = discord.ui.View(timeout=None)
                bid = ButtonId(table=ui.table_id, deal=number, step=ANY_STEP, verb="discard")
                view.add_item(DiscardSelect(bid, [(str(c), c.symbol()) for c in deal.hands[seat]]))
                text += "\nWhen it is your draw, pick the cards to throw away here or under My hand."
            ui.spawn(self._dm(ui, member, text, view, (number, stage)))  # play never waits on a DM

    async def _dm(self, ui: TableUI, member: str, text: str, view: discord.ui.View | None = None,
                  hand: tuple[int, str] | None = None) -> None:
        """Send a DM; `hand` (deal number, stage) notes a hand sent, so no restart sends it again."""
        try:
            user = self.users.get(member) or self.bot.get_user(int(member))
            if user is None:
                await self.pacer.wait()
                user = self.users[member] = await self.bot.fetch_user(int(member))
            if getattr(user, "dm_channel", None) is None:
                await self.pacer.wait()  # the first DM opens the DM channel: a request of its own
                await user.create_dm()
            await self.pacer.wait()
            await user.send(text, view=view) if view is not None else await user.send(text)
            if hand is not None:
                await self.members.hand_sent(ui.table_id, hand[0], member, hand[1])
        except discord.Forbidden:
            if member not in ui.no_dm_told:
                ui.no_dm_told.add(member)
                ui.notes.append(f"{self.name_of(ui, member)} does not take DMs: use the My hand button")
                self.refresh(ui)
        except discord.HTTPException as exc:
            log.info("DM to a player at table %s failed: %s", ui.table_id, exc.status)
        except Exception as exc:  # never let a DM's bookkeeping stop the game
            report_unexpected(exc, f"a DM at table {ui.table_id}")

    def arm_timer(self, ui: TableUI, deal: Deal, seconds: int) -> None:
        if ui.timer is not None and not ui.timer.done():
            ui.timer.cancel()
        if deal.to_act is None:
            ui.deadline = None
            return
        ui.deadline = int(time.time()) + seconds
        ui.timer = asyncio.create_task(self._time_out(ui, deal.setup.number, len(deal.history), seconds))

    async def _time_out(self, ui: TableUI, number: int, step: int, seconds: int) -> None:
        await asyncio.sleep(seconds)
        pending = await self.service.timeout_action(ui.table_id)
        if pending is None or pending[0] != (number, step):
            return
        expect, action = pending
        deal = await self.service.deal_in_play(ui.table_id)
        if deal is None:
            return
        member = deal.setup.players[action.seat]
        ui.timeouts[member] = ui.timeouts.get(member, 0) + 1
        ui.notes.append(f"{self.name_of(ui, member)} ran out of time: {action.words()}")
        await self.play(ui, action, expect, actor="timer")
        if ui.timeouts[member] >= 2:
            await self.service.set_sitting_out(ui.table_id, member, True)
            ui.notes.append(f"{self.name_of(ui, member)} timed out twice and sits out from the next deal")
            self.refresh(ui)

    def schedule_robot(self, ui: TableUI) -> None:
        if ui.robot_task is not None and not ui.robot_task.done():
            return
        # Still running (spawn) once it plays, though no longer the turn's task: the next robot's
        # turn may be scheduled from inside this one's play.
        ui.robot_task = ui.spawn(self._robot_turn(ui))

    async def _robot_turn(self, ui: TableUI) -> None:
        await asyncio.sleep(self.robot_delay)
        deal = await self.service.deal_in_play(ui.table_id)
        if deal is None or deal.to_act is None:
            return
        member = deal.setup.players[deal.to_act]
        if not is_robot(member):
            return
        seat = deal.to_act
        robot = Robot(deal.rules, Style.CLOSE if int(member.removeprefix(ROBOT_PREFIX) or 0) % 2 else Style.LIBERAL,
                      seed=f"{ui.table_id}:{deal.setup.number}:{len(deal.history)}")
        action = robot.decide(deal.private_view(seat))  # a robot sees only its own seat
        ui.robot_task = None
        await self.play(ui, action, (deal.setup.number, len(deal.history)), actor="robot")

    async def play(self, ui: TableUI, action: Action, expect: tuple[int, int], *, actor: str,
                   interaction: discord.Interaction | None = None) -> bool:
        """Play one action through the service, then show what follows.  False if refused;
        the refusal goes privately to the member who clicked, if one did."""
        try:
            played = await self.service.act(ui.table_id, action, expect=expect, actor=actor)
        except Exception as exc:
            message = user_message(exc) or report_unexpected(exc, f"playing at table {ui.table_id}")
            if interaction is not None:
                await answer_privately(interaction, message)
            return False
        if not played.duplicate:
            if played.finished:
                await self.announce_result(ui, played.number)
                self.schedule_next_deal(ui)
            await self.after_change(ui)
        return True

    async def announce_result(self, ui: TableUI, number: int) -> None:
        """The show-down message: every hand in the call, the winners, what comes next, the seed."""
        record = await self.service.deal_record(ui.table_id, number)
        deal = record.replay()  # the finished deal: every card in it that was shown, and no other
        view = self.view_with_names(ui, deal.public_view())
        lines = [f"**Deal {number}**, the pool: {sum(deal.result.put) + deal.carried if deal.result else 0}"]
        lines += [log_line(view, e) for e in view["log"]
                  if e.get("cards") or e.get("won") or "kitty" in e["text"] or "jack-pot" in e["text"]
                  or "refreshments" in e["text"]]
        result = deal.result
        if result is not None:
            if result.outcome.value == "not_opened":
                lines.append("Nobody opened: the jack-pot stays in the pool, and everyone fattens it next deal.")
            elif result.outcome.value == "all_passed":
                lines.append("Nobody bet: the pool stays for the next deal, and the buck antes again.")
            elif result.whangdoodle:
                lines.append("Fours or better in a call: a whangdoodle! A round of jack-pots follows.")
            elif result.next_jackpot:
                lines.append(f"The next deal is a jack-pot: {result.next_jackpot}.")
        # The seed would rebuild every hand that was never called, so it stays in the record,
        # where `poker-bot audit` checks it against the hash published when the deal began.
        lines.append(f"The shuffle was sealed by sha256 `{short_hash(record.seed_hash)}` when the deal began.")
        ui.notes = []
        channel = self.bot.get_channel(ui.channel_id) or await self.bot.fetch_channel(ui.channel_id)
        await self.pacer.wait()
        await channel.send("\n".join(lines)[:2000])  # type: ignore[union-attr]

    # ----- clicks ------------------------------------------------------------------------
    # Each click is checked in full (the deal, the turn, the value picked) before anything is
    # changed or any message edited; a refusal goes to the clicker alone and changes nothing.

    async def on_button(self, interaction: discord.Interaction, bid: ButtonId) -> None:
        try:
            await self._on_button(interaction, bid)
        except Exception as exc:
            await answer_privately(interaction, user_message(exc) or report_unexpected(exc, "a table button"))

    async def _current(self, interaction: discord.Interaction, bid: ButtonId) -> tuple[TableUI, Deal, int] | None:
        """The table, its deal and the clicker's seat, if the click is for the turn in play."""
        deal = await self.service.deal_in_play(bid.table)
        if deal is None or deal.setup.number != bid.deal:
            await answer_privately(interaction, "That button is from a deal that is over.")
            return None
        ui = self.ui.get(bid.table)
        if ui is None:  # a click on a message posted before a restart, before it was shown again
            summary = await self.service.summary(bid.table)
            ui = self.table_ui(bid.table, int(summary.channel), summary.guild)
        member = str(interaction.user.id)
        if member not in deal.setup.players:
            await answer_privately(interaction, "You are not dealt in at this table.")
            return None
        await self.remember(interaction)
        return ui, deal, deal.setup.players.index(member)

    async def _turn(self, interaction: discord.Interaction, bid: ButtonId) -> tuple[TableUI, Deal, int] | None:
        """As `_current`, for a picker's answer: only while the step it was opened for is in play."""
        current = await self._current(interaction, bid)
        if current is not None:
            _, deal, seat = current
            if len(deal.history) != bid.step or deal.to_act != seat:
                await answer_privately(interaction, "That turn is over; the table has moved on.")
                return None
        return current

    async def _on_button(self, interaction: discord.Interaction, bid: ButtonId) -> None:
        current = await self._current(interaction, bid)
        if current is None:
            return
        ui, deal, seat = current
        if bid.verb == "hand":
            await self.show_hand(interaction, ui, deal, seat)
            return
        if len(deal.history) != bid.step:
            await answer_privately(interaction, "That button is from an earlier turn; the table has moved on.")
            return
        if deal.to_act != seat:
            who = self.name_of(ui, deal.setup.players[deal.to_act]) if deal.to_act is not None else "nobody"
            await answer_privately(interaction, f"It is not your turn: {who} is to say.")
            return
        legal = deal.legal()
        assert legal is not None
        verb = bid.verb
        if verb in ("raise", "bet", "open"):
            kind = amount_kind(legal, verb)
            amounts = picker_amounts(legal, kind)
            if not amounts:
                await answer_privately(interaction, "No raise is allowed now.")
                return
            if kind == "open" and not deal.holds_openers(seat):
                # Only he learns it: the table offered Open to him as to anyone.
                await answer_privately(interaction, f"You may not open: you do not hold openers "
                                                    f"({deal.openers_words()}). Pass, and you may still "
                                                    "come in if someone else opens.")
                return
            picker = discord.ui.View(timeout=None)
            picker.add_item(AmountSelect(ButtonId(table=bid.table, deal=bid.deal, step=bid.step, verb=kind),  # type: ignore[arg-type]
                                         amounts))
            await interaction.response.send_message(f"How much do you {PICKER_WORDS[kind]}?", view=picker,
                                                    ephemeral=True)
            return
        if verb in ("draw", "exchange"):
            await self.show_hand(interaction, ui, deal, seat)
            return
        action = self.action_for(verb, seat)
        await interaction.response.defer()  # acknowledge at once; the action is stored next
        ui.timeouts[str(interaction.user.id)] = 0
        played = await self.play(ui, action, (bid.deal, bid.step), actor=str(interaction.user.id),
                                 interaction=interaction)
        if played and verb == "take_widow":
            hand = await self._hand_now(bid, seat)
            if hand:
                await tell(interaction, f"You take the widow. Your hand now: **{hand}**")

    def action_for(self, verb: str, seat: int) -> Action:
        """The action of a button that needs nothing more (amounts and discards have pickers)."""
        if verb == "pat":
            return Draw(seat, ())
        if verb not in PLAIN_VERBS:
            raise UserError(f"that button ({verb}) does nothing now")
        return make_action(verb, seat)

    async def _play_picked(self, interaction: discord.Interaction, ui: TableUI, action: Action,
                           expect: tuple[int, int], words: str) -> bool:
        """Play what a picker chose.  The picker's message changes only once the action stands;
        a refusal (`play`) reaches the player privately and leaves the picker for another try."""
        await interaction.response.defer()  # an update to come: nothing on screen changes yet
        ui.timeouts[str(interaction.user.id)] = 0
        played = await self.play(ui, action, expect, actor=str(interaction.user.id), interaction=interaction)
        if played:
            with contextlib.suppress(discord.HTTPException):
                await interaction.edit_original_response(content=words, view=None)
        return played

    async def on_amount(self, interaction: discord.Interaction, bid: ButtonId, values: list[str]) -> None:
        try:
            current = await self._turn(interaction, bid)
            if current is None:
                return
            ui, deal, seat = current
            legal = deal.legal()
            offered = [str(a) for a in picker_amounts(legal, bid.verb)] if legal is not None else []
            if len(values) != 1 or values[0] not in offered:
                await answer_privately(interaction, "Pick one of the amounts in the list.")
                return
            action = make_action(bid.verb, seat, int(values[0]))
            await self._play_picked(interaction, ui, action, (bid.deal, bid.step), f"You {action.words(you=True)}.")
        except Exception as exc:
            await answer_privately(interaction, user_message(exc) or report_unexpected(exc, "an amount"))

    async def on_discard(self, interaction: discord.Interaction, bid: ButtonId, values: list[str]) -> None:
        try:
            current = await self._current(interaction, bid)
            if current is None:
                return
            ui, deal, seat = current
            step = len(deal.history)
            if deal.to_act != seat or deal.phase.value != "drawing" or bid.step not in (step, ANY_STEP):
                await answer_privately(interaction, "It is not your draw now; pick again when it is.")
                return
            hand = {str(c): c for c in deal.hands[seat]}
            if len(set(values)) != len(values) or not set(values) <= set(hand):
                await answer_privately(interaction, "Pick the cards to throw away from the ones in your hand.")
                return
            action = Draw(seat, tuple(hand[v] for v in values))
            before = interaction.message.content if interaction.message is not None else ""
            await self._play_picked(interaction, ui, action, (bid.deal, step),
                                    f"{before}\n**You {action.words(you=True)}.**")
        except Exception as exc:
            await answer_privately(interaction, user_message(exc) or report_unexpected(exc, "a discard"))

    async def on_exchange(self, interaction: discord.Interaction, bid: ButtonId, values: list[str]) -> None:
        """Whisky poker: one card given up to the widow, one taken from it."""
        try:
            current = await self._turn(interaction, bid)
            if current is None:
                return
            ui, deal, seat = current
            offered = {give + ">" + take: (give, take) for give, take in exchange_pairs(deal, seat)}
            if len(values) != 1 or values[0] not in offered:
                await answer_privately(interaction, "Pick one of your cards and one of the widow's, from the list.")
                return
            give, take = (parse_cards(c)[0] for c in offered[values[0]])
            words = f"You give up {give.symbol()} and take {take.symbol()}."
            if await self._play_picked(interaction, ui, Exchange(seat, give, take), (bid.deal, bid.step), words):
                hand = await self._hand_now(bid, seat)
                if hand:
                    with contextlib.suppress(discord.HTTPException):
                        await interaction.edit_original_response(content=f"{words} Your hand now: **{hand}**")
        except Exception as exc:
            await answer_privately(interaction, user_message(exc) or report_unexpected(exc, "an exchange"))

    async def _hand_now(self, bid: ButtonId, seat: int) -> str | None:
        """The seat's cards after his own action, while the deal goes on (the show-down message
        shows them once it is over)."""
        deal = await self.service.deal_in_play(bid.table)
        if deal is None or deal.setup.number != bid.deal or deal.result is not None:
            return None
        return format_cards(deal.hands[seat], symbols=True)

    async def show_hand(self, interaction: discord.Interaction, ui: TableUI, deal: Deal, seat: int) -> None:
        """The player's own cards, privately; with the discard picker when it is his draw, and
        the exchange picker when it is his turn at whisky poker's face-up widow."""
        hand = deal.hands[seat]
        if not hand:
            await answer_privately(interaction, "The cards are not dealt yet.")
            return
        text = f"Your hand: **{format_cards(hand, symbols=True)}**"
        view = None
        if deal.phase.value == "drawing" and deal.to_act == seat:
            view = discord.ui.View(timeout=None)
            bid = ButtonId(table=ui.table_id, deal=deal.setup.number, step=len(deal.history), verb="discard")
            view.add_item(DiscardSelect(bid, [(str(c), c.symbol()) for c in hand]))
            text += "\nPick the cards to throw away (pick none to stand pat)."
        pairs = exchange_pairs(deal, seat)
        if pairs:
            view = discord.ui.View(timeout=None)
            bid = ButtonId(table=ui.table_id, deal=deal.setup.number, step=len(deal.history), verb="exchange")
            view.add_item(ExchangeSelect(bid, [(f"{c}>{w}", f"Give {parse_cards(c)[0].symbol()}, "
                                                            f"take {parse_cards(w)[0].symbol()}")
                                               for c, w in pairs]))
            text += "\nPick a card to give up and one of the widow's to take."
        if view is None:
            await interaction.response.send_message(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, view=view, ephemeral=True)


PICKER_WORDS = {"raise": "raise by", "bet": "bet", "open": "open for", "come_in": "come in and raise by",
                "stay": "stay and raise by"}


def amount_kind(legal: Legal, verb: str) -> str:
    """Which option a Raise…, Bet… or Open… button picks an amount for: itself, or the raise
    that comes with coming in or staying."""
    kinds = {o.kind for o in legal.options}
    if verb in kinds:
        return verb
    return "come_in" if "come_in" in kinds else "stay"


def picker_amounts(legal: Legal | None, kind: str) -> list[int]:
    """The amounts a picker offers for this option: exactly those it will accept."""
    option = None if legal is None else legal.get(kind)
    if option is None or not option.most:
        return []
    least = 1 if kind in ("come_in", "stay") else option.least
    return amounts_between(least, option.most)


def exchange_pairs(deal: Deal, seat: int) -> list[tuple[str, str]]:
    """Whisky poker: every (card given, card taken) the seat may exchange now; none when he may not."""
    legal = deal.legal() if deal.to_act == seat else None
    if legal is None or legal.get("exchange") is None:
        return []
    widow = deal.public_view().get("widow") or []
    return [(str(c), w) for c in deal.hands[seat] for w in widow][:25]


def dealt_words(deal: Deal, seat: int, stage: str) -> str:
    """What a player's DM tells him of his cards, in his game's words."""
    hand = deal.hands[seat]
    variety = deal.rules.variety
    if variety is Variety.STUD:  # the up-cards are on the table for all to see
        return f"Your down card: **{hand[0].symbol()}** (face up: {format_cards(hand[1:], symbols=True)})"
    cards = format_cards(hand, symbols=True)
    if stage == "drawn":
        return f"Your hand after the draw: **{cards}**"
    if variety is Variety.WHISKY:
        return f"Your hand: **{cards}**\nPlay from the table message; My hand there shows your cards as they change."
    return f"Your hand: **{cards}**"

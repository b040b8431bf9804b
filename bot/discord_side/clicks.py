"""Clicks on the table's buttons and answers from its pickers, turned into actions.

Each click is checked in full (the deal, the turn, the value picked) before anything is
changed or any message edited; a refusal goes to the clicker alone and changes nothing.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any, Protocol

import discord

from bot.discord_side.amounts import TYPED, amount_form, amounts, options_of, span_of
from bot.discord_side.answers import let_go, tell
from bot.discord_side.buttons import (
    AmountSelect,
    DiscardSelect,
    ExchangeSelect,
    TypeAgainButton,
    not_joining_button,
)
from bot.discord_side.coach_panel import CoachPanel
from bot.discord_side.custom_ids import ANY_STEP, ButtonId
from bot.discord_side.hand_mail import HandMail
from bot.discord_side.metrics import BotMetrics
from bot.discord_side.table_state import TableUI, TableUIs
from bot.discord_side.table_tools import TableTools
from bot.services.errors import StaleAction, UserError
from bot.services.tables import Joined, Played, Stay, TableService
from bot.services.whole_numbers import NumberError, parse_whole
from bot.text.click_words import (
    AMOUNT_WORDS,
    BUTTON_WORDS,
    DRAW_WORDS,
    EXCHANGE_WORDS,
    amount_field,
    discard_prompt,
    does_nothing_now,
    draw_not_now,
    exchange_prompt,
    exchanged,
    give_and_take,
    hand_now,
    how_much,
    keep_your_openers,
    no_openers,
    no_raise,
    not_dealt_yet,
    pick_an_amount,
    pick_an_exchange,
    pick_your_discards,
    refused_for,
    take_the_widow,
    typed_wrong,
    you_did,
    you_drew,
    your_hand,
)
from bot.text.component_words import nobody
from bot.text.refusals import refused
from bot.text.seat_words import joined_text, joins_after_note, no_longer_joining, not_joining_now
from bot.text.table_words import left_already, not_leaving, stays
from bot.text.tournament_words import tournament_table
from engine.actions import ACTION_TYPES, Action, Draw, Exchange, Kind, make_action
from engine.cards import format_cards, parse_cards
from engine.deal import Deal, Legal
from engine.views import PrivateView, WhiskyView

# The kinds a button plays at once; the others open a picker first (`Action.chosen`).
PLAIN_VERBS = frozenset(kind for kind, action in ACTION_TYPES.items() if action.chosen is None)
Choose = Callable[[Deal, int], Action]  # the clicker's action from the deal as it stands and his seat


class Following(Protocol):
    """What follows a click, above it: the table shown as the action left it (the controller)."""

    async def after_play(self, ui: TableUI, played: Played) -> None: ...

    async def stay(self, ui: TableUI, member: str) -> Stay: ...

    async def sit(self, ui: TableUI, member: str, stake: int | None, *, key: str | None = None) -> Joined: ...

    async def is_tournament_table(self, table_id: int) -> bool: ...


class Clicks:
    def __init__(self, service: TableService, tools: TableTools, uis: TableUIs, following: Following,
                 refresh: Callable[[TableUI], None], *, coach: CoachPanel, hands: HandMail,
                 metrics: BotMetrics | None) -> None:
        self.service = service
        self.tools = tools
        self.uis = uis
        self.following = following
        self.refresh = refresh  # the table message's redraw, for a note a click takes back
        self.coach = coach  # the review on the click that ended a deal, the advice under a hand
        self.hands = hands  # his hand after his draw
        self.metrics = metrics

    async def _ui(self, table_id: int) -> TableUI:
        ui = self.uis.get(table_id)
        if ui is None:  # a click on a message posted before a restart, before it was shown again
            summary = await self.service.summary(table_id)
            ui = self.uis.of(table_id, int(summary.channel), summary.guild)
        return ui

    async def _refuse(self, interaction: discord.Interaction, ui: TableUI, stale: StaleAction,
                      words: dict[str, str], deal: int) -> None:
        if self.metrics is not None:
            self.metrics.error("refused")
        who = self.tools.name_of(ui, stale.to_act) if stale.to_act is not None else nobody()
        await tell(interaction, refused_for(words, stale.why, who, deal))

    async def _play(self, interaction: discord.Interaction, button_id: ButtonId, choose: Choose,
                    expect: tuple[int, int | None], words: dict[str, str]) -> Played | None:
        """Play the clicker's action: one call into the table service, which checks the click
        is for the turn in play, has it acknowledged, and plays `choose`'s action.  A refusal is
        the answer, in words; None if refused."""
        ui = await self._ui(button_id.table)
        member = str(interaction.user.id)

        async def acknowledge() -> None:  # the answer is the table message, edited next
            await interaction.response.defer()
            ui.shown.clicked(interaction, ui.channel_id)

        try:
            played = await self.service.act_as(button_id.table, member, choose, expect=expect, acknowledge=acknowledge)
        except StaleAction as stale:
            if not stale.why:
                raise
            await self._refuse(interaction, ui, stale, words, button_id.deal)
            return None
        ui.clocks.answered(member)
        await self.tools.remember(interaction)  # his name, and his user for the DMs to come
        await self.following.after_play(ui, played)
        if played.finished:  # a coached player's review rides on his own click
            await self.coach.after_click(interaction, ui, member, played.number)
        return played

    async def _seat(self, interaction: discord.Interaction, button_id: ButtonId, *, own_turn: bool,
                    words: dict[str, str] = BUTTON_WORDS) -> tuple[TableUI, Deal, int] | None:
        """For a click that plays nothing yet: the deal and his seat, or a refusal in words."""
        ui = await self._ui(button_id.table)
        try:
            deal, seat = await self.service.seat_of(
                button_id.table, str(interaction.user.id), (button_id.deal, button_id.step), own_turn=own_turn)
        except StaleAction as stale:
            if not stale.why:
                raise
            await self._refuse(interaction, ui, stale, words, button_id.deal)
            return None
        await self.tools.remember(interaction)
        return ui, deal, seat

    # ----- one method for each kind of button (`buttons.py`: the item's callback calls it) -----
    async def on_play(self, interaction: discord.Interaction, button_id: ButtonId) -> None:
        """A button that plays its action at once."""
        verb = button_id.verb
        played = await self._play(interaction, button_id, lambda deal, seat: self.action_for(verb, seat),
                                  (button_id.deal, button_id.step), BUTTON_WORDS)
        if played is not None and verb == "take_widow":
            hand = await self._hand_now(played, take_the_widow())
            if hand:
                await tell(interaction, hand)

    async def on_picker(self, interaction: discord.Interaction, button_id: ButtonId) -> None:
        """Raise…, Bet…, Open…, Draw…: a picker for the seat to act; nothing is played yet."""
        await self._open(interaction, button_id, ACTION_TYPES[Kind(button_id.verb)].chosen)

    async def on_hand(self, interaction: discord.Interaction, button_id: ButtonId) -> None:
        """My hand: his cards, at any step."""
        await self._open(interaction, button_id, None)

    async def on_coach(self, interaction: discord.Interaction, button_id: ButtonId) -> None:
        """The advice now; or, for a deal over, its review."""
        if await self.coach.on_finished(interaction, await self._ui(button_id.table), button_id.deal):
            return
        current = await self._seat(interaction, button_id, own_turn=False)
        if current is not None:
            await self.coach.on_coach(interaction, *current)

    async def on_stay(self, interaction: discord.Interaction, button_id: ButtonId) -> None:
        """Stay at the table, under the answer to /poker leave: the leave is taken back, and the
        answer says so in place of the button."""
        found = await self.following.stay(await self._ui(button_id.table), str(interaction.user.id))
        words = {"stays": stays(), "not_leaving": not_leaving(), "not_seated": left_already()}[found]
        await interaction.response.edit_message(content=words, view=None)

    async def on_sit_down(self, interaction: discord.Interaction, button_id: ButtonId) -> None:
        """Sit down, on the table message: /poker join with the default stake, in one step (a
        deal in play: taken for the next).  Answered privately, as /poker join is."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        if await self.following.is_tournament_table(button_id.table):
            raise UserError(tournament_table())  # its seats are the tournament's
        ui = await self._ui(button_id.table)
        await self.tools.remember(interaction)  # his name, for the table's notes
        joined = await self.following.sit(ui, str(interaction.user.id), None, key=str(interaction.id))
        undo = joined.kind == "after_deal" and joined.deal is not None
        await tell(interaction, joined_text(joined),
                   view=not_joining_button(button_id.table, joined.deal or 0) if undo else None)

    async def on_not_joining(self, interaction: discord.Interaction, button_id: ButtonId) -> None:
        """Do not sit down, under the answer to a join asked during a deal: taken back."""
        ui = await self._ui(button_id.table)
        member = str(interaction.user.id)
        withdrawn = await self.service.withdraw(button_id.table, member)
        if withdrawn:
            with contextlib.suppress(ValueError):
                ui.notes.remove(joins_after_note(self.tools.name_of(ui, member)))
            self.refresh(ui)
        await interaction.response.edit_message(content=no_longer_joining() if withdrawn else not_joining_now(), view=None)

    async def _open(self, interaction: discord.Interaction, button_id: ButtonId, choice: str | None) -> None:
        """My hand (at any step), or a picker for the seat to act: an amount, or his cards."""
        current = await self._seat(interaction, button_id, own_turn=button_id.verb != "hand")
        if current is None:
            return
        ui, deal, seat = current
        if choice != "amount":  # his cards, with the picker for them when it is his draw
            await self.show_hand(interaction, ui, deal, seat)
            return
        legal = deal.legal()
        assert legal is not None
        kind = amount_kind(legal, button_id.verb)
        options = options_of(span_of(deal, seat, legal, kind))
        if not options:
            await tell(interaction, no_raise())
            return
        if kind == "open" and not deal.holds_openers(seat):
            await tell(interaction, no_openers(deal.openers_words()))
            return
        picker = discord.ui.View(timeout=None)
        picker.add_item(AmountSelect(ButtonId(table=button_id.table, deal=button_id.deal, step=button_id.step, verb=kind), options))
        await interaction.response.send_message(how_much(kind), view=picker,
                                                ephemeral=True)
        let_go(picker)

    def action_for(self, verb: str, seat: int) -> Action:
        """The action of a button that needs nothing more (amounts and discards have pickers)."""
        if verb == "pat":
            return Draw(seat, ())
        if verb not in PLAIN_VERBS:
            raise UserError(does_nothing_now(verb))
        return make_action(verb, seat)

    async def _play_picked(self, interaction: discord.Interaction, button_id: ButtonId, choose: Choose,
                           expect: tuple[int, int | None], words: dict[str, str],
                           said: Callable[[Action], str]) -> Played | None:
        """Play what a picker chose.  The picker's message changes only once the action stands;
        a refusal reaches the player privately and leaves the picker for another try."""
        played = await self._play(interaction, button_id, choose, expect, words)
        if played is not None and played.deal is not None:
            with contextlib.suppress(discord.HTTPException):
                await interaction.edit_original_response(content=said(played.deal.history[played.seq]),
                                                         view=None)
        return played

    async def on_amount(self, interaction: discord.Interaction, button_id: ButtonId, values: list[str]) -> None:
        if values == [TYPED]:
            await self.on_type_again(interaction, button_id)
            return

        def choose(deal: Deal, seat: int) -> Action:
            offered = [str(a) for a in amounts(span_of(deal, seat, deal.legal(), button_id.verb))]
            if len(values) != 1 or values[0] not in offered:
                raise UserError(pick_an_amount())
            return make_action(button_id.verb, seat, int(values[0]))

        await self._play_picked(interaction, button_id, choose, (button_id.deal, button_id.step), AMOUNT_WORDS,
                                lambda action: you_did(action.words(you=True)))

    async def on_type_again(self, interaction: discord.Interaction, button_id: ButtonId) -> None:
        """"Type an amount…" (or Type again): the form for it, if the picker is still his turn's."""
        current = await self._seat(interaction, button_id, own_turn=True, words=AMOUNT_WORDS)
        if current is None:
            return
        _ui, deal, seat = current
        span = span_of(deal, seat, deal.legal(), button_id.verb)
        if span is None:
            await tell(interaction, no_raise())
            return
        await interaction.response.send_modal(amount_form(button_id, span))

    async def on_typed_amount(self, interaction: discord.Interaction, button_id: ButtonId, text: str) -> None:
        """The form's amount: read as every typed number is, checked against what the laws allow
        at the step it was for, and played as a pick from the picker the form came from."""
        def choose(deal: Deal, seat: int) -> Action:
            span = span_of(deal, seat, deal.legal(), button_id.verb)
            if span is None:
                raise UserError(no_raise())
            return make_action(button_id.verb, seat, parse_whole(text, amount_field(), least=span.least, most=span.most))

        try:
            await self._play_picked(interaction, button_id, choose, (button_id.deal, button_id.step), AMOUNT_WORDS,
                                    lambda action: you_did(action.words(you=True)))
        except (UserError, NumberError) as exc:  # refused before anything was played or answered
            if interaction.response.is_done():
                raise
            again = discord.ui.View(timeout=None)  # one more try is one click, the time left said
            again.add_item(TypeAgainButton(button_id))
            deadline = (await self._ui(button_id.table)).clocks.deadline
            await interaction.response.send_message(typed_wrong(refused(exc).rstrip("."), deadline), view=again,
                                                    ephemeral=True)
            let_go(again)

    async def on_discard(self, interaction: discord.Interaction, button_id: ButtonId, values: list[str]) -> None:
        seen: list[PrivateView[Any]] = []  # his view as he drew: the coach's chance for his draw

        def choose(deal: Deal, seat: int) -> Action:
            seen[:] = [deal.seat_view(seat)]
            if deal.phase.value != "drawing":
                raise UserError(draw_not_now())
            hand = {str(c): c for c in deal.hands[seat]}
            if len(set(values)) != len(values) or not set(values) <= set(hand):
                raise UserError(pick_your_discards())
            discards = tuple(hand[v] for v in values)
            if deal.splits_openers(seat, discards):
                raise UserError(keep_your_openers())
            return Draw(seat, discards)

        step = None if button_id.step == ANY_STEP else button_id.step  # a DM's picker serves whenever his draw comes
        played = await self._play(interaction, button_id, choose, (button_id.deal, step), DRAW_WORDS)
        if played is not None and played.deal is not None:  # his new hand answers his pick: no DM
            deal = played.deal
            action = deal.history[played.seq]
            did = you_drew(len(action.discards)) if isinstance(action, Draw) else action.words(you=True)
            await self.hands.after_draw(interaction, await self._ui(button_id.table), deal, action.seat, did)
            if seen and interaction.guild_id is not None:  # the coach's chance follows his pick
                assert isinstance(action, Draw)
                await self.coach.after_draw(interaction, await self._ui(button_id.table), seen[0], action,
                                                       deal.rules)

    async def on_exchange(self, interaction: discord.Interaction, button_id: ButtonId, values: list[str]) -> None:
        """Whisky poker: one card given up to the widow, one taken from it."""
        def choose(deal: Deal, seat: int) -> Action:
            offered = {give + ">" + take: (give, take) for give, take in exchange_pairs(deal, seat)}
            if len(values) != 1 or values[0] not in offered:
                raise UserError(pick_an_exchange())
            give, take = (parse_cards(c)[0] for c in offered[values[0]])
            return Exchange(seat, give, take)

        def said(action: Action) -> str:
            assert isinstance(action, Exchange)
            return exchanged(action.discard.symbol(), action.take.symbol())

        played = await self._play_picked(interaction, button_id, choose, (button_id.deal, button_id.step), EXCHANGE_WORDS, said)
        hand = await self._hand_now(played, said) if played is not None else None
        if hand:
            with contextlib.suppress(discord.HTTPException):
                await interaction.edit_original_response(content=hand)

    async def _hand_now(self, played: Played, said: str | Callable[[Action], str]) -> str | None:
        """What he did (`said`, or its words for his action) and his cards after it, in the table's
        faces, while the deal goes on (the show-down message shows them once it is over)."""
        deal = played.deal
        if deal is None or deal.result is not None:
            return None
        action = deal.history[played.seq]
        words = said if isinstance(said, str) else said(action)
        cards = format_cards(deal.hands[action.seat], symbols=True)
        return self.tools.faces(await self._ui(played.table_id)).show(hand_now(words, cards))

    async def show_hand(self, interaction: discord.Interaction, ui: TableUI, deal: Deal, seat: int) -> None:
        """The player's own cards, privately; with the discard picker when it is his draw, and
        the exchange picker when it is his turn at whisky poker's face-up widow."""
        hand = deal.hands[seat]
        coached = await self.coach.coached(ui, deal.setup.players[seat], deal.setup.number)
        if not hand:  # a straddle is said before the cards: the coach speaks to it all the same
            said = await self.coach.words(ui, deal, seat, asked=False) if coached else None
            if not said:
                await tell(interaction, not_dealt_yet())
                return
            coach_view = discord.ui.View(timeout=None)
            coach_view.add_item(self.coach.button(ui, deal))
            await interaction.response.send_message(f"{not_dealt_yet()}\n\n{said}", ephemeral=True, view=coach_view)
            let_go(coach_view)
            return
        text = your_hand(format_cards(hand, symbols=True))
        view = None
        if deal.phase.value == "drawing" and deal.to_act == seat:
            view = discord.ui.View(timeout=None)
            button_id = ButtonId(table=ui.table_id, deal=deal.setup.number, step=len(deal.history), verb="discard")
            view.add_item(DiscardSelect(button_id, [(str(c), c.symbol()) for c in hand], faces=self.tools.faces(ui)))
            text += "\n" + discard_prompt()
        pairs = exchange_pairs(deal, seat)
        if pairs:
            view = discord.ui.View(timeout=None)
            button_id = ButtonId(table=ui.table_id, deal=deal.setup.number, step=len(deal.history), verb="exchange")
            view.add_item(ExchangeSelect(button_id, [(f"{c}>{w}", give_and_take(parse_cards(c)[0].symbol(),
                                                                          parse_cards(w)[0].symbol()))
                                               for c, w in pairs]))
            text += "\n" + exchange_prompt()
        if coached:  # the coach's words under his hand, and the button to ask again
            said = await self.coach.words(ui, deal, seat, asked=False)
            text += "\n\n" + said if said else ""
            view = view or discord.ui.View(timeout=None)
            view.add_item(self.coach.button(ui, deal))
        text = self.tools.faces(ui).fit(text, 2000)
        extras: dict[str, Any] = {"view": view} if view is not None else {}
        picture = await self.tools.hand_picture(ui, hand)
        if picture is not None:
            extras["file"] = picture
        await interaction.response.send_message(text, ephemeral=True, **extras)
        let_go(view)


def amount_kind(legal: Legal, verb: str) -> str:
    """Which option a Raise…, Bet… or Open… button picks an amount for: itself, or the raise
    that comes with coming in or staying."""
    kinds = {o.kind for o in legal.options}
    if verb in kinds:
        return verb
    return "come_in" if "come_in" in kinds else "stay"


def exchange_pairs(deal: Deal, seat: int) -> list[tuple[str, str]]:
    """Whisky poker: every (card given, card taken) the seat may exchange now; none when he may not."""
    legal = deal.legal() if deal.to_act == seat else None
    if legal is None or legal.get("exchange") is None:
        return []
    view = deal.view()
    widow = view.widow if isinstance(view, WhiskyView) else ()
    return [(str(c), str(w)) for c in deal.hands[seat] for w in widow][:25]

"""Clicks on the table's buttons and answers from its pickers, turned into actions.

Each click is checked in full (the deal, the turn, the value picked) before anything is
changed or any message edited; a refusal goes to the clicker alone and changes nothing.
"""

from __future__ import annotations

import contextlib

import discord

from bot.discord_side.answers import tell
from bot.discord_side.buttons import AmountSelect, DiscardSelect, ExchangeSelect, amounts_between
from bot.discord_side.custom_ids import ANY_STEP, ButtonId
from bot.discord_side.table_state import Tables, TableUI
from bot.services.errors import UserError
from engine.actions import ACTION_TYPES, Action, Draw, Exchange, Kind, make_action
from engine.cards import format_cards, parse_cards
from engine.deal import Deal, Legal

# The kinds a button plays at once; the others open a picker first (`Action.chosen`).
PLAIN_VERBS = frozenset(kind for kind, action in ACTION_TYPES.items() if action.chosen is None)
PICKER_WORDS = {"raise": "raise by", "bet": "bet", "open": "open for", "come_in": "come in and raise by",
                "stay": "stay and raise by"}


class Clicks:
    def __init__(self, controller: Tables) -> None:
        self.controller = controller

    async def _current(self, interaction: discord.Interaction, bid: ButtonId) -> tuple[TableUI, Deal, int] | None:
        """The table, its deal and the clicker's seat, if the click is for the turn in play."""
        deal = await self.controller.service.deal_in_play(bid.table)
        if deal is None or deal.setup.number != bid.deal:
            await tell(interaction, "That button is from a deal that is over.")
            return None
        ui = self.controller.ui.get(bid.table)
        if ui is None:  # a click on a message posted before a restart, before it was shown again
            summary = await self.controller.service.summary(bid.table)
            ui = self.controller.table_ui(bid.table, int(summary.channel), summary.guild)
        member = str(interaction.user.id)
        if member not in deal.setup.players:
            await tell(interaction, "You are not dealt in at this table.")
            return None
        await self.controller.remember(interaction)
        return ui, deal, deal.setup.players.index(member)

    async def _turn(self, interaction: discord.Interaction, bid: ButtonId) -> tuple[TableUI, Deal, int] | None:
        """As `_current`, for a picker's answer: only while the step it was opened for is in play."""
        current = await self._current(interaction, bid)
        if current is not None:
            _, deal, seat = current
            if len(deal.history) != bid.step or deal.to_act != seat:
                await tell(interaction, "That turn is over; the table has moved on.")
                return None
        return current

    async def on_button(self, interaction: discord.Interaction, bid: ButtonId) -> None:
        current = await self._current(interaction, bid)
        if current is None:
            return
        ui, deal, seat = current
        if bid.verb == "hand":
            await self.show_hand(interaction, ui, deal, seat)
            return
        if len(deal.history) != bid.step:
            await tell(interaction, "That button is from an earlier turn; the table has moved on.")
            return
        if deal.to_act != seat:
            who = self.controller.name_of(ui, deal.setup.players[deal.to_act]) if deal.to_act is not None else "nobody"
            await tell(interaction, f"It is not your turn: {who} is to say.")
            return
        legal = deal.legal()
        assert legal is not None
        verb = bid.verb
        choice = ACTION_TYPES[Kind(verb)].chosen if verb in ACTION_TYPES else None
        if choice == "amount":
            kind = amount_kind(legal, verb)
            amounts = picker_amounts(legal, kind)
            if not amounts:
                await tell(interaction, "No raise is allowed now.")
                return
            if kind == "open" and not deal.holds_openers(seat):
                # Only he learns it: the table offered Open to him as to anyone.
                await tell(interaction, f"You may not open: you do not hold openers "
                                                    f"({deal.openers_words()}). Pass, and you may still "
                                                    "come in if someone else opens.")
                return
            picker = discord.ui.View(timeout=None)
            picker.add_item(AmountSelect(ButtonId(table=bid.table, deal=bid.deal, step=bid.step, verb=kind), amounts))
            await interaction.response.send_message(f"How much do you {PICKER_WORDS[kind]}?", view=picker,
                                                    ephemeral=True)
            return
        if choice == "cards":  # his cards, with the picker for them
            await self.show_hand(interaction, ui, deal, seat)
            return
        action = self.action_for(verb, seat)
        await interaction.response.defer()  # acknowledge at once; the action is stored next
        ui.timeouts[str(interaction.user.id)] = 0
        played = await self.controller.play(ui, action, (bid.deal, bid.step), actor=str(interaction.user.id),
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
        played = await self.controller.play(ui, action, expect, actor=str(interaction.user.id), interaction=interaction)
        if played:
            with contextlib.suppress(discord.HTTPException):
                await interaction.edit_original_response(content=words, view=None)
        return played

    async def on_amount(self, interaction: discord.Interaction, bid: ButtonId, values: list[str]) -> None:
        current = await self._turn(interaction, bid)
        if current is None:
            return
        ui, deal, seat = current
        legal = deal.legal()
        offered = [str(a) for a in picker_amounts(legal, bid.verb)] if legal is not None else []
        if len(values) != 1 or values[0] not in offered:
            await tell(interaction, "Pick one of the amounts in the list.")
            return
        action = make_action(bid.verb, seat, int(values[0]))
        await self._play_picked(interaction, ui, action, (bid.deal, bid.step), f"You {action.words(you=True)}.")

    async def on_discard(self, interaction: discord.Interaction, bid: ButtonId, values: list[str]) -> None:
        current = await self._current(interaction, bid)
        if current is None:
            return
        ui, deal, seat = current
        step = len(deal.history)
        if deal.to_act != seat or deal.phase.value != "drawing" or bid.step not in (step, ANY_STEP):
            await tell(interaction, "It is not your draw now; pick again when it is.")
            return
        hand = {str(c): c for c in deal.hands[seat]}
        if len(set(values)) != len(values) or not set(values) <= set(hand):
            await tell(interaction, "Pick the cards to throw away from the ones in your hand.")
            return
        action = Draw(seat, tuple(hand[v] for v in values))
        before = interaction.message.content if interaction.message is not None else ""
        await self._play_picked(interaction, ui, action, (bid.deal, step),
                                f"{before}\n**You {action.words(you=True)}.**")

    async def on_exchange(self, interaction: discord.Interaction, bid: ButtonId, values: list[str]) -> None:
        """Whisky poker: one card given up to the widow, one taken from it."""
        current = await self._turn(interaction, bid)
        if current is None:
            return
        ui, deal, seat = current
        offered = {give + ">" + take: (give, take) for give, take in exchange_pairs(deal, seat)}
        if len(values) != 1 or values[0] not in offered:
            await tell(interaction, "Pick one of your cards and one of the widow's, from the list.")
            return
        give, take = (parse_cards(c)[0] for c in offered[values[0]])
        words = f"You give up {give.symbol()} and take {take.symbol()}."
        if await self._play_picked(interaction, ui, Exchange(seat, give, take), (bid.deal, bid.step), words):
            hand = await self._hand_now(bid, seat)
            if hand:
                with contextlib.suppress(discord.HTTPException):
                    await interaction.edit_original_response(content=f"{words} Your hand now: **{hand}**")

    async def _hand_now(self, bid: ButtonId, seat: int) -> str | None:
        """The seat's cards after his own action, while the deal goes on (the show-down message
        shows them once it is over)."""
        deal = await self.controller.service.deal_in_play(bid.table)
        if deal is None or deal.setup.number != bid.deal or deal.result is not None:
            return None
        return format_cards(deal.hands[seat], symbols=True)

    async def show_hand(self, interaction: discord.Interaction, ui: TableUI, deal: Deal, seat: int) -> None:
        """The player's own cards, privately; with the discard picker when it is his draw, and
        the exchange picker when it is his turn at whisky poker's face-up widow."""
        hand = deal.hands[seat]
        if not hand:
            await tell(interaction, "The cards are not dealt yet.")
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

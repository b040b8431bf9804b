"""Stud poker: one card down and one up, then a card up at a time to five, with a bet after each.

Every seat dealt in has anted (the table puts the blind up for each).  The
first card goes face down, the second face up, one at a time from the
dealer's left.  Each round of betting is begun by the hand showing best on
its up-cards alone (`showing`); he bets or passes, and so on to the left.
A pass before any bet keeps the hand; once a bet is made, each player in
must see it or throw up his cards (raise it too, when the house allows:
`rules.stud_raises`).  When nobody bets, or the bet is seen, those still in
get another card face up, until each holds one down and four up; then the
down cards are turned and the best hand takes the pool.  The betting, sight
calls, side pools and the show-down are draw poker's (`engine.deal`).

`hands[seat]` holds the seat's cards in the order dealt: the down card
first, then the up-cards.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.actions import Action, Raise
from engine.cards import JOKER_RANK, RANK_NAMES, RANK_PLURALS, Card
from engine.deal import IN, Deal, IllegalAction
from engine.handrules import HandRules
from engine.hands import HandClass, _grouped, evaluator_for
from engine.phases import Phase
from engine.views import Option, StudSeat, StudView, extend

H = HandClass
# How good up-cards look (`showing`): the place of their class in the hand rules' order, the
# ranks compared one by one, and 1 if the joker is among them.
Showing = tuple[int, tuple[int, ...], int]
CARDS_IN_HAND = 5
# Groups of like cards (pairs and up) to the class they make; five cards (a robot's own
# hand) may make a full hand, and with the joker five of a kind.
_GROUPS = {(1,): H.HIGH_CARD, (2,): H.ONE_PAIR, (2, 2): H.TWO_PAIR, (3,): H.THREE_OF_A_KIND,
           (3, 2): H.FULL_HOUSE, (4,): H.FOUR_OF_A_KIND, (5,): H.FIVE_OF_A_KIND}


def showing(cards: Sequence[Card], hands: HandRules) -> Showing:
    """How good the cards on the board look: fours, threes, two pairs, a pair, then the highest
    cards, compared rank by rank.  Sequences and suits count for nothing on fewer than five cards.
    A joker showing is named whatever makes the showing best, and wins a tie, as in a hand."""
    order = evaluator_for(hands).order  # the classes in the hand rules' order, cached
    naturals = [c.rank for c in cards if c.rank != JOKER_RANK]
    if len(naturals) == len(cards):
        return (*_showing_ranks(naturals, order), 0)
    low = hands.pack.lowest_rank
    return (*max(_showing_ranks([*naturals, r], order) for r in range(low, 13)), 1)


def _showing_ranks(ranks: list[int], order: tuple[HandClass, ...]) -> tuple[int, tuple[int, ...]]:
    if not ranks:
        return (-1, ())
    counts = tuple(sorted((n for n in (ranks.count(r) for r in set(ranks)) if n > 1), reverse=True))
    return (order.index(_GROUPS[counts or (1,)]), tuple(_grouped(ranks)))


def describe_showing(value: Showing, hands: HandRules) -> str:
    """Up-cards' showing in words: 'a pair of kings', 'ace high'."""
    place, ranks, joker = value
    if place < 0:
        return "nothing"
    cls = evaluator_for(hands).order[place]
    top = ranks[0]
    text = {
        H.HIGH_CARD: f"{RANK_NAMES[top]} high",
        H.ONE_PAIR: f"a pair of {RANK_PLURALS[top]}",
        H.TWO_PAIR: f"two pairs, {RANK_PLURALS[top]} up",
        H.THREE_OF_A_KIND: f"three {RANK_PLURALS[top]}",
        H.FOUR_OF_A_KIND: f"four {RANK_PLURALS[top]}",
    }[cls]
    return text + (", with the joker" if joker else "")


class StudDeal(Deal):
    """One deal of stud poker.  See the module docstring."""

    def _ante_words(self, seat: int, chips: int) -> str:
        return f"antes {chips}"

    def _begin(self) -> None:
        self.phase = Phase.BETTING
        self.round = 0
        self._deal_round()  # the down card
        self._deal_round()  # the first up-card
        self._start_round()

    # ----- dealing and the order of speaking ------------------------------------
    def _deal_round(self) -> None:
        """One card to each player still in, from the dealer's left; face up but for the first."""
        order = [s for s in self._from_left_of(self.dealer) if self.status[s] == IN]
        cards = self.pack.deal(len(order))
        face_up = self.round > 0
        for seat, card in zip(order, cards, strict=True):
            self.hands[seat].append(card)
            if face_up:
                self._note(seat, "is dealt face up", up=str(card))
        self.round += 1
        if not face_up:
            self._note(None, "one card is dealt face down to each")

    def up_cards(self, seat: int) -> list[Card]:
        return self.hands[seat][1:]

    def first_to_speak(self) -> int:
        """The best showing among the players still in who have chips to bet (any still in, if
        none has); a tie goes to the first from the dealer's left."""
        live = self.live()
        able = [s for s in live if self.stacks[s] > 0] or live
        best, first = None, None
        for seat in self._from_left_of(self.dealer):
            if seat in able:
                value = showing(self.up_cards(seat), self.rules.hands)
                if best is None or value > best:
                    best, first = value, seat
        assert first is not None
        return first

    def _start_round(self) -> None:
        """Open the betting on the cards now dealt, or, when fewer than two can bet, deal on."""
        while True:
            first = self.first_to_speak()
            if self._open_betting(first):
                value = showing(self.up_cards(first), self.rules.hands)
                self._note(first, f"shows best, {describe_showing(value, self.rules.hands)}, "
                                  "and speaks first")
                return
            # Everyone else has all his chips in the pool: no more betting, the cards are dealt out.
            if self.round >= CARDS_IN_HAND:
                self._showdown()
                return
            self._deal_round()

    # ----- betting ------------------------------------------------------------------
    def _betting_options(self, opts: list[Option], call: int, most: int) -> None:
        """Draw poker's bet or pass, then call or pass; a raise only by house rule, and no
        check: stud's pass before a bet already is one."""
        super()._betting_options(opts, call, most)
        raises = self.rules.stud_raises
        opts[:] = [o for o in opts if o.kind != "check" and (raises or o.kind != "raise")]

    def _dispatch(self, action: Action) -> None:
        if self.phase is not Phase.BETTING or (isinstance(action, Raise) and not self.rules.stud_raises):
            raise IllegalAction(self._wrong_action(action))
        self._bet_or_keep(action)

    def _advance(self, seat: int) -> None:
        """After `seat` acted: the round over with cards still to come, the next card; otherwise
        as in draw poker (the turn passes on, the last one in takes the pool unseen, or the
        hands are shown)."""
        if self.n_live > 1 and self.round < CARDS_IN_HAND and self._after(seat) is None:
            self.to_act = None
            self._deal_round()
            self._start_round()
        else:
            super()._advance(seat)

    # ----- views --------------------------------------------------------------------
    def view(self) -> StudView:
        base = super().view()
        seats = tuple(
            extend(entry, StudSeat, up=tuple(self.up_cards(seat)),
                        down=1 if self.status[seat] == IN and self.hands[seat] else 0)
            for seat, entry in enumerate(base.seats))
        # Stud has no age: the best showing speaks first.
        return extend(base, StudView, age=None, round=self.round, seats=seats)


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
calls, side pools and the show-down are draw poker's.

The game is data (`STUD`): four streets, the first dealing a card down and
one up, the others one up each, each with a betting interval in the style
where a pass keeps the hand (`engine.betting`), the best showing speaking
first.  Where fewer than two can bet, the cards are dealt on to the end.
What is stud's own, the showing of the up-cards, is here; `StudDeal` adds
its view.

`hands[seat]` holds the seat's cards in the order dealt: the down card
first, then the up-cards.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.betting import Dealt, Interval
from engine.cards import JOKER_RANK, Card
from engine.deal import Deal
from engine.handrules import HandRules
from engine.hands import NOTHING, HandClass, HandName, evaluator_for, grouped_ranks
from engine.state import BETTING, IN, DealState, Game
from engine.views import StudSeat, StudView, extend

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
    return (order.index(_GROUPS[counts or (1,)]), tuple(grouped_ranks(ranks)))


def describe_showing(value: Showing, hands: HandRules) -> str:
    """Up-cards' showing in words: 'a pair of kings', 'ace high'."""
    return showing_name(value, hands).words()


def showing_name(value: Showing, hands: HandRules) -> HandName:
    """Up-cards' showing as a hand's name: its class and top rank alone (`NOTHING` before any)."""
    place, ranks, joker = value
    if place < 0:
        return NOTHING
    return HandName(evaluator_for(hands).order[place], (ranks[0],), bool(joker))


# ----- the streets ------------------------------------------------------------------


def _deal_round(deal: DealState, face_up: bool) -> None:
    """One card to each player still in, from the dealer's left."""
    order = [s for s in deal._from_left_of(deal.dealer) if deal.status[s] == IN]
    cards = deal.pack.deal(len(order))
    for seat, card in zip(order, cards, strict=True):
        deal.hands[seat].append(card)
        if face_up:
            deal._note(seat, "is dealt face up", up=str(card))
    if not face_up:
        deal._note(None, "one card is dealt face down to each")


def down_and_up(deal: DealState) -> None:
    _deal_round(deal, face_up=False)
    _deal_round(deal, face_up=True)


def one_up(deal: DealState) -> None:
    _deal_round(deal, face_up=True)


def up_cards(deal: DealState, seat: int) -> list[Card]:
    return deal.hands[seat][1:]


def best_showing(deal: DealState) -> int:
    """The best showing among the players still in who have chips to bet (any still in, if
    none has); a tie goes to the first from the dealer's left."""
    live = deal.live()
    able = [s for s in live if deal.stacks[s] > 0] or live
    best, first = None, None
    for seat in deal._from_left_of(deal.dealer):
        if seat in able:
            value = showing(up_cards(deal, seat), deal.rules.hands)
            if best is None or value > best:
                best, first = value, seat
    assert first is not None
    return first


def _shows_best(deal: DealState, first: int) -> None:
    hands = deal.rules.hands
    deal._note(first, f"shows best, {describe_showing(showing(up_cards(deal, first), hands), hands)}, "
                      "and speaks first")


# Foster's stud is see or drop; the house may allow raises (`Rules.stud_raises`).
_BETTING = Interval(BETTING, first=best_showing, pass_keeps=True, raises_by_house_rule=True,
                    announce=_shows_best)
STUD = Game(  # to CARDS_IN_HAND: one down and one up, then three up
    streets=(Dealt(down_and_up, _BETTING), Dealt(one_up, _BETTING), Dealt(one_up, _BETTING),
             Dealt(one_up, _BETTING)),
    ante_words="antes {chips}",
)


class StudDeal(Deal):
    """One deal of stud poker.  See the module docstring."""

    game = STUD

    @property
    def round(self) -> int:
        """How many cards each player still in has been dealt."""
        return max(len(hand) for hand in self.hands)

    def up_cards(self, seat: int) -> list[Card]:
        return up_cards(self, seat)

    def view(self) -> StudView:
        base = super().view()
        seats = tuple(
            extend(entry, StudSeat, up=tuple(self.up_cards(seat)),
                        down=1 if self.status[seat] == IN and self.hands[seat] else 0)
            for seat, entry in enumerate(base.seats))
        # Stud has no age: the best showing speaks first.
        return extend(base, StudView, age=None, round=self.round, seats=seats)

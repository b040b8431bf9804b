"""The draw, and the betting on the hands after it (laws 38-55, 72-75).

From the dealer's left each player still in discards what he likes, up to
five cards, and is dealt as many from the stock (laws 38-40); if the stock
runs short, the discards so far, not his own, are shuffled to finish it.
The opener of a jack-pot may not split his openers (law 73).  Then comes
the betting on the hands (`AFTER_THE_DRAW`, `engine.betting.Interval`): in a
jack-pot the opener speaks first (law 74), else the first player in on the
age's left (law 52).
"""

from __future__ import annotations

from engine.actions import Action, Draw, Kind
from engine.betting import Interval
from engine.cards import Pack, format_cards
from engine.deal_data import Legal
from engine.errors import IllegalAction
from engine.openers import keeps_openers
from engine.state import AFTER_DRAW, DRAWING, IN, JACKPOT, DealState, wrong_action
from engine.views import Option

_DRAW_OPTIONS = (Option(Kind.DRAW, least=0, most=5),)


def opener_or_ages_left(deal: DealState) -> int:
    """Who speaks first after the draw: the opener of a jack-pot, or the first in on his left if
    he has dropped (law 74); in an ordinary pool the first on the age's left, even if the age is
    out (law 52)."""
    if deal.kind is JACKPOT:
        opener = deal.opener
        assert opener is not None
        return opener if deal.status[opener] == IN else deal._next(opener)
    return deal._next(deal.age)


AFTER_THE_DRAW = Interval(AFTER_DRAW, first=opener_or_ages_left)


class TheDraw:
    """The street of the draw: each player still in draws in turn, then the betting on the hands."""

    phase = DRAWING

    def start(self, deal: DealState) -> None:
        deal._enter(self)
        deal.need = [deal.status[s] == IN for s in range(deal.n)]
        deal.to_act = deal._after(deal.dealer)

    def options(self, deal: DealState, seat: int) -> tuple[Option, ...]:
        return _DRAW_OPTIONS

    def apply(self, deal: DealState, action: Action) -> None:
        if not isinstance(action, Draw):
            raise wrong_action(deal, action)
        seat = action.seat
        hand = deal.hands[seat]
        discards = list(action.discards)
        if len(discards) > 5:
            raise IllegalAction(f"you may discard at most five cards, not {len(discards)}", reason="discard-at-most-five",
                                n=len(discards))
        if len(set(discards)) != len(discards):
            raise IllegalAction("the same card is discarded twice", reason="discarded-twice")
        strangers = [c for c in discards if c not in hand]
        if strangers:
            raise IllegalAction(f"{format_cards(strangers)} {'is' if len(strangers) == 1 else 'are'} not in your hand",
                                reason="cards-not-in-hand", cards=format_cards(strangers), n=len(strangers))
        kept = [c for c in hand if c not in discards]
        if seat == deal.opener and not keeps_openers(deal.opening_hand, kept, deal.opening_rank, deal.rules):
            raise IllegalAction("the opener may not split his openers (law 73): keep the cards you opened on",
                                reason="split-openers")
        needed = len(discards)
        if needed > len(deal.pack):
            # The stock is short: the discards so far (not this player's own) are shuffled in.
            pile = deal.discards
            deal.discards = []
            deal.pack = Pack(deal.pack.kind, deal.rng, rest=deal.pack.remaining() + pile)
            deal._note(None, "the stock ran out: the discards were shuffled to finish the draw")
        deal.discards.extend(discards)
        deal.hands[seat] = kept + deal.pack.deal(needed)
        deal.drew[seat] = needed
        deal.need[seat] = False
        deal._note(seat, "stands pat" if needed == 0 else f"draws {needed}", drew=needed)
        deal.to_act = deal._after(seat)
        if deal.to_act is None:
            AFTER_THE_DRAW.open(deal)

    def timeout(self, deal: DealState, legal: Legal) -> Action:
        """He stands pat."""
        return Draw(legal.seat, ())


THE_DRAW = TheDraw()

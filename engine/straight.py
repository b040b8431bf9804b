"""One deal of straight poker ("bluff"): five cards each, no draw, one betting interval.

The holder of the buck has put up the ante for the whole table before the
deal (`engine.table` decides who that is and moves the buck on).  From the
dealer's left each player bets or passes; a pass before any bet keeps the
hand, so once somebody bets, everyone still holding cards, those who passed
included, must call, raise or pass out.  If nobody bets the pool stays for
the next deal.  Calling and showing are draw poker's.

The game is data (`STRAIGHT`): one street, five cards dealt and a betting
interval in the style where a pass keeps the hand (`engine.betting`), with
the ante the table's and the dealer dealt in at eight.  `StraightDeal` adds
only its view.
"""

from __future__ import annotations

from engine.betting import Dealt, Interval
from engine.deal import Deal
from engine.state import BETTING, OUT, DealState, Game, five_down
from engine.views import StraightView, extend


def dealers_left(deal: DealState) -> int:
    return deal._next(deal.dealer)


STRAIGHT = Game(
    streets=(Dealt(five_down, Interval(BETTING, first=dealers_left, pass_keeps=True, pool_stays=True)),),
    ante_words="antes for the table",
    dealer_in_at_eight=True,  # no draw: forty cards are enough for eight
    ante_for_the_table=True,
)


class StraightDeal(Deal):
    """A deal of straight poker.  The buck's ante is counted in `carried` (the pool before any
    bet), not in `put`."""

    game = STRAIGHT

    @property
    def buck(self) -> int | None:
        """The seat that anted for the table: the one given an ante who was dealt in with chips."""
        setup = self.setup
        antes = setup.antes or ()
        return next((s for s, chips in enumerate(antes)
                     if chips and setup.stacks[s] > 0 and self.status[s] != OUT), None)

    def view(self) -> StraightView:
        # There is no age in straight poker; `carried` is what earlier deals left, not this deal's ante.
        return extend(super().view(), StraightView, age=None, carried=self.setup.carried, buck=self.buck)

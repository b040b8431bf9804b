"""One deal of straight poker ("bluff"): five cards each, no draw, one betting interval.

The holder of the buck has put up the ante for the whole table before the
deal (`engine.table` decides who that is and moves the buck on).  From the
dealer's left each player bets or passes; a pass before any bet keeps the
hand, so once somebody bets, everyone still holding cards, those who passed
included, must call, raise or pass out.  If nobody bets the pool stays for
the next deal.  Calling and showing are draw poker's, so the betting
machinery, the side pools of table stakes and the show-down are `Deal`'s.
"""

from __future__ import annotations

from engine.actions import Action
from engine.deal import BETTING, Deal, Outcome
from engine.views import Option, StraightView, extend


class StraightDeal(Deal):
    """A deal of straight poker.  `buck` is the seat that anted for the table (or None).

    The buck's ante is counted in `carried` (the pool before any bet), not in `put`.
    """

    buck: int | None

    def _ante_words(self, seat: int, chips: int) -> str:
        return "antes for the table"

    def _begin(self) -> None:
        self._seat_the_dealer_at_eight()  # no draw: forty cards are enough for eight
        self.buck = next((s for s in range(self.n) if self.put[s]), None)
        # The ante is for the whole table, not the buck's own stake: like a pool carried
        # over it belongs to the main pool, so side pools and sights never hand it back.
        self.carried += sum(self.put)
        self.put = [0] * self.n
        self._deal_cards()
        self.phase = BETTING
        # The ante is not part of the betting.
        if not self._open_betting(self._next(self.dealer)):
            self._showdown()  # the ante left at most one player with chips: nobody can be called

    def _dispatch(self, action: Action) -> None:
        self._bet_or_keep(action)

    def _advance(self, seat: int) -> None:
        if not self.bet_made and self._after(seat) is None:  # only a pass keeps it so
            self.to_act = None
            pool = self.pool()
            self._note(None, f"nobody bets: the pool of {pool} stays for the next deal")
            self._finish(Outcome.ALL_PASSED, winners=[], carried_out=pool)
            return
        super()._advance(seat)

    def _betting_options(self, opts: list[Option], call: int, most: int) -> None:
        super()._betting_options(opts, call, most)
        opts[:] = [o for o in opts if o.kind != "check"]

    def view(self) -> StraightView:
        # There is no age in straight poker; `carried` is what earlier deals left, not this deal's ante.
        return extend(super().view(), StraightView, age=None, carried=self.setup.carried, buck=self.buck)


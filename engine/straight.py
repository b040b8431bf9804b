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

from engine.actions import Action, Check, Pass
from engine.deal import BETTING, IN, Deal, IllegalAction, Option, Outcome
from engine.views import StraightView, extend


class StraightDeal(Deal):
    """A deal of straight poker.  `buck` is the seat that anted for the table (or None).

    The buck's ante is counted in `carried` (the pool before any bet), not in `put`.
    """

    buck: int | None

    def _ante_words(self, seat: int, chips: int) -> str:
        return "antes for the table"

    def _begin(self) -> None:
        setup = self.setup
        dealt = setup.dealt_in if setup.dealt_in is not None else [s > 0 for s in setup.stacks]
        if sum(dealt) == 8:
            # Law 1 seats the dealer out at eight to leave cards for the draw; with no
            # draw, forty cards are enough, so he plays (and antes, if he holds the buck).
            self.status[self.dealer] = IN
            self.n_live += 1
            ante = setup.antes[self.dealer] if setup.antes else 0
            if ante:
                self._put(self.dealer, ante, self._ante_words(self.dealer, ante))
        self.buck = next((s for s in range(self.n) if self.put[s]), None)
        # The ante is for the whole table, not the buck's own stake: like a pool carried
        # over it belongs to the main pool, so side pools and sights never hand it back.
        self.carried += sum(self.put)
        self.put = [0] * self.n
        self._deal_cards()
        self.phase = BETTING
        self.round_put = [0] * self.n  # the ante is not part of the betting
        self._open_interval(self._next(self.dealer), 0)
        if sum(self.need) < 2:
            # The ante left at most one player with chips: nobody can be called, so the hands are shown.
            self.need = [False] * self.n
            self.to_act = None
            self._showdown()

    def _dispatch(self, action: Action) -> None:
        if isinstance(action, Pass) and not self.bet_made:
            self._pass_before_bet(action.seat)
        elif isinstance(action, Check):
            raise IllegalAction(self._wrong_action(action))  # a pass before a bet already keeps the hand
        else:
            self._apply_betting(action)  # bet, call (a sight when short), raise, or pass out

    def _pass_before_bet(self, seat: int) -> None:
        self.need[seat] = False
        self._note(seat, "passes")
        self.to_act = self._after(seat)
        if self.to_act is None:
            pool = self.pool()
            self._note(None, f"nobody bets: the pool of {pool} stays for the next deal")
            self._finish(Outcome.ALL_PASSED, winners=[], carried_out=pool)

    def _betting_options(self, opts: list[Option], call: int, most: int) -> None:
        super()._betting_options(opts, call, most)
        opts[:] = [o for o in opts if o.kind != "check"]

    def view(self) -> StraightView:
        # There is no age in straight poker; `carried` is what earlier deals left, not this deal's ante.
        return extend(super().view(), StraightView, age=None, carried=self.setup.carried, buck=self.buck)


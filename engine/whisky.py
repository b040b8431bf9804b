"""Whisky poker (Foster, "Varieties of Poker"): a widow to take or exchange with, then a knock.

A sixth hand, the widow, is dealt face down in the rotation just before the
dealer's own cards.  From the dealer's left each player in turn may take the
widow (his own five go face up as the new widow), pass, or knock.  If it
reaches the dealer still face down he must take it or turn it up; a dealer
who knocks turns it up too.  Once it is up, each in turn takes it whole,
exchanges one card with it (the discard goes face up into the widow), or
knocks; he may pass only after somebody has knocked.  After the knock every
other player has one more turn, and when it comes back to the knocker the
hands are shown.  There is no betting.

Settlement (`rules.whisky_settlement`): in the pool game every player has put
up a chip (the table's antes) and the best hand takes it all, by the draw
game's show-down; in the refreshments game nothing is put up and the worst
hand pays the kitty a chip for each player dealt in.  `rules.whisky_rounds`
(our addition) shows the hands if the option goes round that often with
nobody knocking.
"""

from __future__ import annotations

import random

from engine import showdown
from engine.actions import Action, Exchange, Kind, Knock, Pass, TakeWidow, TurnUp
from engine.cards import Card, format_cards
from engine.deal import EXCHANGING, IN, Deal, IllegalAction, Legal, Outcome
from engine.rules import WhiskySettlement
from engine.views import Option, PrivateView, WhiskySeat, WhiskyView, extend

_TAKE, _EXCHANGE, _KNOCK = Option(Kind.TAKE_WIDOW), Option(Kind.EXCHANGE), Option(Kind.KNOCK)
_PASS, _TURN_UP = Option(Kind.PASS), Option(Kind.TURN_UP)


class WhiskyDeal(Deal):
    """One deal of whisky poker.  See the module docstring."""

    widow: list[Card]
    widow_up: bool
    knocker: int | None
    rounds: int

    def _ante_words(self, seat: int, chips: int) -> str:
        return "puts up a chip for the pool"

    def _begin(self) -> None:
        self._seat_the_dealer_at_eight()
        self.widow, self.widow_up, self.knocker, self.rounds = [], False, None, 0
        self.face_up: set[Card] = set()  # every card that has lain face up: the whole table saw it
        order = [s for s in self._from_left_of(self.dealer) if self.status[s] == IN]
        self.last = order[-1]  # the dealer, who must take or turn up a widow still face down
        # The widow is dealt just before the dealer's own cards (last if he is not dealt in).
        slots: list[int | None] = [*order]
        slots.insert(len(order) - 1 if self.last == self.dealer else len(order), None)
        top = self.pack.deal(5 * len(slots))
        for i, slot in enumerate(slots):
            cards = top[i::len(slots)]
            if slot is None:
                self.widow = cards
            else:
                self.hands[slot] = cards
        self.phase = EXCHANGING
        self.to_act = order[0]

    # ----- what may be done ------------------------------------------------------------
    def legal(self) -> Legal | None:
        seat = self.to_act
        if seat is None or self.phase is not EXCHANGING:
            return None
        opts = [_TAKE]
        if self.widow_up:
            opts.append(_EXCHANGE)
        elif seat == self.last:
            opts.append(_TURN_UP)
        if self.knocker is None:
            opts.append(_KNOCK)
        if (seat != self.last and not self.widow_up) or (self.widow_up and self.knocker is not None):
            opts.append(_PASS)  # a widow face up may not be passed by until somebody has knocked
        return Legal(seat, EXCHANGING, tuple(opts))

    def _dispatch(self, action: Action) -> None:
        if self.phase is not EXCHANGING:
            raise IllegalAction(self._wrong_action(action))
        legal = self.legal()
        assert legal is not None
        if legal.get(action.kind) is None:
            raise IllegalAction(self._wrong_action(action))
        seat = action.seat
        if isinstance(action, Exchange):
            self._exchange(seat, action.discard, action.take)  # checks the cards first
        elif isinstance(action, TakeWidow):
            was_up, old = self.widow_up, self.hands[seat]
            self.hands[seat], self.widow = self.widow, old
            self._turn_up(seat, ("takes the widow" if was_up else "takes the widow unseen")
                          + "; his own cards go face up as the widow")
        elif isinstance(action, TurnUp):
            self._turn_up(seat, "turns up the widow")
        elif isinstance(action, Knock):
            self.knocker = seat
            if seat == self.last and not self.widow_up:
                self._turn_up(seat, "knocks and turns up the widow")
            else:
                self._note(seat, "knocks")
        else:
            self._note(seat, "passes")
        self._pass_the_option(seat)

    def _exchange(self, seat: int, discard: Card, take: Card) -> None:
        hand = self.hands[seat]
        if discard not in hand:
            raise IllegalAction(f"{discard} is not in your hand")
        if take not in self.widow:
            raise IllegalAction(f"{take} is not in the widow")
        hand[hand.index(discard)] = take
        self.widow[self.widow.index(take)] = discard
        self.face_up.add(discard)
        self._note(seat, "exchanges a card with the widow",
                   discard=str(discard), took=str(take), widow=format_cards(self.widow))

    def _turn_up(self, seat: int, words: str) -> None:
        self.widow_up = True
        self.face_up.update(self.widow)
        self._note(seat, words, widow=format_cards(self.widow))

    def _pass_the_option(self, seat: int) -> None:
        if seat == self.last:
            self.rounds += 1
        nxt = self._next(seat)
        if nxt == self.knocker:
            self._note(None, "the knock has come round: the hands are shown")
            self._settle()
        elif self.knocker is None and seat == self.last and self.rounds >= self.rules.whisky_rounds:
            self._note(None, f"the option has gone round {self.rounds} times with nobody knocking: "
                             "the hands are shown")
            self._settle()
        else:
            self.to_act = nxt

    # ----- the show -----------------------------------------------------------------------
    def _settle(self) -> None:
        self.to_act = None
        if self.rules.whisky_settlement is WhiskySettlement.REFRESHMENTS:
            self._refreshments()
        elif self.pool():
            self._showdown()  # the best hand takes the pool; ties divide it
        else:
            values = self._show_hands()
            self._finish(Outcome.SHOWDOWN, winners=showdown.best_hands(values), best_shown=max(values.values()))

    def _refreshments(self) -> None:
        """The worst hand pays the kitty a chip for each player dealt in (`showdown.worst_pays`)."""
        values = self._show_hands()
        worst = self.ev.describe(min(values.values()))
        paid = 0
        bill = self.rules.blind * len(values)
        for seat, share in showdown.worst_pays(values, self._from_left_of(self.dealer), bill).items():
            chips = min(share, self.stacks[seat])
            paid += self._put(seat, chips, f"pays {chips} for the refreshments (to the kitty) with the worst hand, "
                                           f"{worst}")
        best = max(values.values())
        self._finish(Outcome.SHOWDOWN, winners=[], kitty=paid, carried_out=self.pool() - paid,
                     best_shown=best)

    def timeout_action(self) -> Action | None:
        """Pass while the widow is down (the dealer turns it up); once it is up, knock, or pass
        after a knock."""
        legal = self.legal()
        if legal is None:
            return None
        for kind, cls in (("pass", Pass), ("turn_up", TurnUp), ("knock", Knock)):
            if legal.get(kind):
                return cls(legal.seat)
        return TakeWidow(legal.seat)  # not reached: one of the three is always open

    # ----- views ------------------------------------------------------------------------
    def view(self) -> WhiskyView:
        base = super().view()
        # Cards a player took from the face-up widow: everyone saw them.
        seats = tuple(extend(entry, WhiskySeat, seen=tuple(c for c in self.hands[seat] if c in self.face_up))
                      for seat, entry in enumerate(base.seats))
        return extend(base, WhiskyView, seats=seats, widow=tuple(self.widow) if self.widow_up else (),
                      widow_up=self.widow_up, knocker=self.knocker, rounds=self.rounds,
                      settlement=self.rules.whisky_settlement)

    def seat_view(self, seat: int) -> PrivateView[WhiskyView]:
        return PrivateView(self.view(), seat, tuple(self.hands[seat]))


def random_whisky_action(deal: WhiskyDeal, rng: random.Random) -> Action | None:
    """A random legal action, exchanges included (for tests and fuzzing)."""
    legal = deal.legal()
    if legal is None:
        return None
    seat = legal.seat
    kind = rng.choice(legal.options).kind
    if kind == "exchange":
        return Exchange(seat, rng.choice(deal.hands[seat]), rng.choice(deal.widow))
    return {"take_widow": TakeWidow, "turn_up": TurnUp, "knock": Knock, "pass": Pass}[kind](seat)

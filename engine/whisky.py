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

The widow and the knock are mechanics of their own, not a betting interval
given other data, so whisky poker brings its own street and step
(`TheWidow`: the deal with the widow, what may be done, what each action
does, what a silent player does), which the deal steps through as it does
any other (`engine.state`).  `WhiskyDeal` holds the widow's state and adds
its view.
"""

from __future__ import annotations

import random

from engine.actions import Action, Exchange, Kind, Knock, Pass, TakeWidow, TurnUp
from engine.cards import Card, format_cards
from engine.deal import Deal
from engine.deal_data import Legal, Outcome
from engine.ending import finish, show_hands, showdown
from engine.errors import IllegalAction
from engine.plurals import counted
from engine.rules import WhiskySettlement
from engine.showdown import best_hands, worst_pays
from engine.state import EXCHANGING, IN, DealState, Game, wrong_action
from engine.views import Option, PrivateView, WhiskySeat, WhiskyView, extend

_TAKE, _EXCHANGE, _KNOCK = Option(Kind.TAKE_WIDOW), Option(Kind.EXCHANGE), Option(Kind.KNOCK)
_PASS, _TURN_UP = Option(Kind.PASS), Option(Kind.TURN_UP)


class TheWidow:
    """Whisky poker's one street and its phase: the hands and the widow dealt, then the option
    goes round until the knock has come back (or the rounds are done)."""

    phase = EXCHANGING

    def start(self, deal: DealState) -> None:
        w = _whisky(deal)
        w.widow, w.widow_up, w.knocker, w.rounds = [], False, None, 0
        w.face_up = set()  # every card that has lain face up: the whole table saw it
        order = [s for s in w._from_left_of(w.dealer) if w.status[s] == IN]
        w.last = order[-1]  # the dealer, who must take or turn up a widow still face down
        # The widow is dealt just before the dealer's own cards (last if he is not dealt in).
        slots: list[int | None] = [*order]
        slots.insert(len(order) - 1 if w.last == w.dealer else len(order), None)
        top = w.pack.deal(5 * len(slots))
        for i, slot in enumerate(slots):
            cards = top[i::len(slots)]
            if slot is None:
                w.widow = cards
            else:
                w.hands[slot] = cards
        w._enter(self)
        w.to_act = order[0]

    def options(self, deal: DealState, seat: int) -> tuple[Option, ...]:
        w = _whisky(deal)
        opts = [_TAKE]
        if w.widow_up:
            opts.append(_EXCHANGE)
        elif seat == w.last:
            opts.append(_TURN_UP)
        if w.knocker is None:
            opts.append(_KNOCK)
        if (seat != w.last and not w.widow_up) or (w.widow_up and w.knocker is not None):
            opts.append(_PASS)  # a widow face up may not be passed by until somebody has knocked
        return tuple(opts)

    def apply(self, deal: DealState, action: Action) -> None:
        w = _whisky(deal)
        seat = action.seat
        if all(option.kind != action.kind for option in self.options(w, seat)):
            raise wrong_action(w, action)
        if isinstance(action, Exchange):
            _exchange(w, seat, action.discard, action.take)  # checks the cards first
        elif isinstance(action, TakeWidow):
            was_up, old = w.widow_up, w.hands[seat]
            w.hands[seat], w.widow = w.widow, old
            _turn_up(w, seat, ("takes the widow" if was_up else "takes the widow unseen")
                     + "; his own cards go face up as the widow")
        elif isinstance(action, TurnUp):
            _turn_up(w, seat, "turns up the widow")
        elif isinstance(action, Knock):
            w.knocker = seat
            if seat == w.last and not w.widow_up:
                _turn_up(w, seat, "knocks and turns up the widow")
            else:
                w._note(seat, "knocks")
        else:
            w._note(seat, "passes")
        _pass_the_option(w, seat)

    def timeout(self, deal: DealState, legal: Legal) -> Action:
        """Pass while the widow is down (the dealer turns it up); once it is up, knock, or pass
        after a knock."""
        for kind, cls in (("pass", Pass), ("turn_up", TurnUp), ("knock", Knock)):
            if legal.get(kind):
                return cls(legal.seat)
        return TakeWidow(legal.seat)  # not reached: one of the three is always open


WHISKY = Game(streets=(TheWidow(),), ante_words="puts up a chip for the pool", dealer_in_at_eight=True)


class WhiskyDeal(Deal):
    """One deal of whisky poker.  See the module docstring."""

    game = WHISKY
    widow: list[Card]
    widow_up: bool
    knocker: int | None
    rounds: int  # times the option has gone round
    face_up: set[Card]
    last: int  # the last to have the option in a round: the dealer, if he is dealt in

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


def _whisky(deal: DealState) -> WhiskyDeal:
    assert isinstance(deal, WhiskyDeal)
    return deal


# ----- the option -------------------------------------------------------------------------


def _exchange(w: WhiskyDeal, seat: int, discard: Card, take: Card) -> None:
    hand = w.hands[seat]
    if discard not in hand:
        raise IllegalAction(f"{discard} is not in your hand", reason="card-not-in-hand", card=str(discard))
    if take not in w.widow:
        raise IllegalAction(f"{take} is not in the widow", reason="card-not-in-widow", card=str(take))
    hand[hand.index(discard)] = take
    w.widow[w.widow.index(take)] = discard
    w.face_up.add(discard)
    w._note(seat, "exchanges a card with the widow",
            discard=str(discard), took=str(take), widow=format_cards(w.widow))


def _turn_up(w: WhiskyDeal, seat: int, words: str) -> None:
    w.widow_up = True
    w.face_up.update(w.widow)
    w._note(seat, words, widow=format_cards(w.widow))


def _pass_the_option(w: WhiskyDeal, seat: int) -> None:
    if seat == w.last:
        w.rounds += 1
    nxt = w._next(seat)
    if nxt == w.knocker:
        w._note(None, "the knock has come round: the hands are shown")
        _settle(w)
    elif w.knocker is None and seat == w.last and w.rounds >= w.rules.whisky_rounds:
        w._note(None, f"the option has gone round {counted(w.rounds, 'times')} with nobody knocking: "
                      "the hands are shown")
        _settle(w)
    else:
        w.to_act = nxt


# ----- the show -----------------------------------------------------------------------------


def _settle(w: WhiskyDeal) -> None:
    w.to_act = None
    if w.rules.whisky_settlement is WhiskySettlement.REFRESHMENTS:
        _refreshments(w)
    elif w.pool():
        showdown(w)  # the best hand takes the pool; ties divide it
    else:
        values = show_hands(w)
        finish(w, Outcome.SHOWDOWN, winners=best_hands(values), best_shown=max(values.values()))


def _refreshments(w: WhiskyDeal) -> None:
    """The worst hand pays the kitty a chip for each player dealt in (`engine.showdown.worst_pays`)."""
    values = show_hands(w)
    worst = w.ev.describe(min(values.values()))
    paid = 0
    bill = w.rules.blind * len(values)
    for seat, share in worst_pays(values, w._from_left_of(w.dealer), bill).items():
        chips = min(share, w.stacks[seat])
        paid += w._put(seat, chips, f"pays {chips} for the refreshments (to the kitty) with the worst hand, "
                                    f"{worst}")
    best = max(values.values())
    finish(w, Outcome.SHOWDOWN, winners=[], kitty=paid, carried_out=w.pool() - paid, best_shown=best)


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

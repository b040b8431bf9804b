"""One deal under Foster's laws, as a deterministic state machine: the public face of the engine.

A deal is fully determined by its `DealSetup` (rules, seats, chips, dealer,
kind, seed) and the ordered list of actions applied to it, so the hand
record is just those two and `Deal.replay` rebuilds any state exactly.

    deal = Deal(setup)
    deal.legal()          # what the seat to act may do, with amounts
    deal.apply(action)    # or IllegalAction, and then nothing has changed
    deal.view()           # what the whole table may see (engine.views)
    deal.seat_view(s)     # and what seat s sees besides: his own cards

`Deal` plays draw poker; the other varieties are its subclasses, each giving
its own description (`Game`) and its own view (`engine.straight`,
`engine.stud`, `engine.whisky`; `engine.varieties` picks the class).  The
machine itself is `engine.state`: a deal goes through its variety's streets,
and in each phase one `Step` holds the laws.  Draw poker's streets are two:

    before the draw   the blind and straddles, the cards, the ante (engine.ante: laws 27-37);
                      in a jack-pot the antes, the cards, the opening (engine.jackpot: 61-65)
    the draw          the draw, then the betting on the hands (engine.draw: 38-55, 72-75)

and the hands are shown after it (`engine.ending`, with the show-down's laws
in `engine.showdown`).  The betting intervals are `engine.betting`, the
setup, record and result `engine.deal_data`; what happens between deals is
`engine.table`.  This module names what the rest of the program imports.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from engine import ante, jackpot
from engine.actions import Action, Draw, action_from_dict, make_action, shape_problem
from engine.cards import Card
from engine.deal_data import (
    LAWS_EDITION,
    DealRecord,
    DealResult,
    DealSetup,
    Legal,
    Outcome,
    prepare,
)
from engine.draw import THE_DRAW
from engine.errors import IllegalAction
from engine.openers import keeps_openers
from engine.phases import DealKind, Phase
from engine.state import (
    COMPLETE,
    FOLDED,
    IN,
    JACKPOT,
    ORDINARY,
    DealState,
    Game,
    new_tuple,
)
from engine.views import LogEntry, PrivateView, PublicView, SeatStatus, SeatView

__all__ = [
    "FOLDED", "IN", "LAWS_EDITION", "Deal", "DealKind", "DealRecord", "DealResult", "DealSetup",
    "IllegalAction", "Legal", "Outcome", "Phase", "prepare", "random_legal_action",
]


class BeforeTheDraw:
    """Draw poker's first street: an ordinary pool's blind, straddles, cards and ante, or a
    jack-pot's cards and opening."""

    def start(self, deal: DealState) -> None:
        if deal.kind is JACKPOT:
            jackpot.begin(deal)
        else:
            ante.begin(deal)


DRAW = Game(streets=(BeforeTheDraw(), THE_DRAW))


class Deal(DealState):
    """One deal, draw poker unless a subclass says otherwise.  See the module docstring."""

    __slots__ = ()
    game = DRAW

    # ----- what may be done, and doing it ------------------------------------------
    def legal(self) -> Legal | None:
        """What the seat to act may do now, or None when nobody is to act."""
        seat = self.to_act
        phase = self.phase
        if seat is None or phase is COMPLETE:
            return None
        return new_tuple(Legal, (seat, phase, self.step.options(self, seat)))

    def apply(self, action: Action) -> None:
        """Apply one action, or raise IllegalAction (and change nothing)."""
        problem = shape_problem(action)  # a field of the wrong kind: no step reads it
        if problem is not None:
            raise problem
        if self.phase is COMPLETE:
            raise IllegalAction("this deal is over", reason="deal-over")
        if action.seat != self.to_act:
            raise self._not_your_turn(action.seat)
        # Every step checks the whole action before it changes anything, so a
        # refused action leaves the deal exactly as it was (tests hold it to that).
        try:
            self.step.apply(self, action)
        finally:
            self._most = None  # the state has moved on (or must be looked at afresh)
        self.history.append(action)

    def timeout_action(self) -> Action | None:
        """What the laws make of a player who does not answer: in draw poker he passes (checks,
        where the house allows it), declines to straddle, or stands pat."""
        legal = self.legal()
        if legal is None:
            return None
        return self.step.timeout(self, legal)

    def holds_openers(self, seat: int) -> bool:
        """Whether this seat may open the jack-pot: a private answer, for that player alone."""
        return jackpot.holds_openers(self, seat)

    def _not_your_turn(self, seat: int) -> IllegalAction:
        if self.to_act is None:
            return IllegalAction("nobody is to act now", reason="nobody-to-act")
        players = self.setup.players
        to_act = players[self.to_act]
        if not 0 <= seat < self.n:
            return IllegalAction(f"it is not that seat's turn: {to_act} is to act", reason="not-that-seats-turn",
                                 to_act=to_act)
        return IllegalAction(f"it is not {players[seat]}'s turn: {to_act} is to act", reason="not-your-turn",
                             player=players[seat], to_act=to_act)

    def openers_words(self) -> str:
        return jackpot.openers_words(self)

    def splits_openers(self, seat: int, discards: Sequence[Card]) -> bool:
        """Law 73: whether this discard would split the openers of `seat`, the opener."""
        if seat != self.opener:
            return False
        kept = [c for c in self.hands[seat] if c not in discards]
        return not keeps_openers(self.opening_hand, kept, self.opening_rank, self.rules)

    # ----- the record --------------------------------------------------------------
    @classmethod
    def replay(cls, setup: DealSetup, actions: Sequence[Action] | Sequence[Mapping[str, Any]]) -> Deal:
        deal = cls(setup)
        for action in actions:
            deal.apply(action if isinstance(action, Action) else action_from_dict(action))
        return deal

    def record(self) -> DealRecord:
        """The hand record: enough to rebuild this state exactly."""
        return {"setup": self.setup.to_dict(), "actions": [a.to_dict() for a in self.history]}

    # ----- views ---------------------------------------------------------------------
    def view(self) -> PublicView:
        """What everyone at the table may see.  No unshown card is in it."""
        legal = self.legal()
        status, shown, hands = self.status, self.shown, self.hands
        return PublicView(
            variety=self.rules.variety,
            number=self.setup.number,
            kind=self.kind,
            phase=self.phase,
            dealer=self.dealer,
            age=self.age if self.kind is ORDINARY else None,
            blinds=tuple(self.blinds),
            opener=self.opener,
            opening_rank=self.opening_rank if self.kind is JACKPOT else None,
            pool=self.pool(),
            carried=self.carried,
            level=self.level,
            to_act=self.to_act,
            options=legal.options if legal else (),
            seats=tuple(
                SeatView(self.setup.players[s], self.stacks[s], self.put[s], _STATUS_WORDS[status[s]],
                         len(hands[s]) if status[s] == IN else 0, self.drew[s], shown.get(s))
                for s in range(self.n)
            ),
            log=tuple(LogEntry.of(e) for e in self.log),
            showdown=self.result.showdown if self.result is not None else None,
        )

    def seat_view(self, seat: int) -> PrivateView[PublicView]:
        """What one seat sees: the table's view and his own cards."""
        return PrivateView(self.view(), seat, tuple(self.hands[seat]))

    def public_view(self) -> dict[str, object]:
        """`view()` as plain data, cards as text (JSON, and the pinned digests)."""
        return self.view().to_dict()

    def private_view(self, seat: int) -> dict[str, object]:
        return self.seat_view(seat).to_dict()


_STATUS_WORDS: tuple[SeatStatus, ...] = ("out", "in", "passed")  # by seat status: OUT, IN, FOLDED


def random_legal_action(deal: Deal, rng: random.Random) -> Action | None:
    """A random action among those the laws allow (for tests, fuzzing and benchmarks)."""
    legal = deal.legal()
    if legal is None:
        return None
    seat, _phase, options = legal
    random = rng.random
    kind, _chips, least, most = options[int(random() * len(options))]
    if kind == "open" and not deal.holds_openers(seat):
        return make_action("pass", seat)  # offered to all, but only openers may open
    amount = least + int(random() * (most - least + 1)) if most else None
    if kind == "draw":
        hand = deal.hands[seat]
        opener = seat == deal.opener  # only he must keep his openers (law 73)
        for _ in range(20):
            discards = tuple([c for c in hand if random() < 0.4])
            if not opener:
                return Draw(seat, discards)
            kept = [c for c in hand if c not in discards]
            if keeps_openers(deal.opening_hand, kept, deal.opening_rank, deal.rules):
                return Draw(seat, discards)
        return Draw(seat, ())
    return make_action(kind, seat, amount)

"""One deal of draw poker under Foster's laws, as a deterministic state machine.

A deal is fully determined by its `DealSetup` (rules, seats, chips, dealer,
kind, seed) and the ordered list of actions applied to it, so the hand
record is just those two and `Deal.replay` rebuilds any state exactly.

    deal = Deal(setup)
    deal.legal()          # what the seat to act may do, with amounts
    deal.apply(action)    # or IllegalAction, and then nothing has changed
    deal.view()           # what the whole table may see (engine.views)
    deal.seat_view(s)     # and what seat s sees besides: his own cards

The setup, the log's lines, the record and the result are `engine.deal_data`'s.
The phases follow the laws: straddling (28-29), the ante or the opening of a
jack-pot (30-37, 62-65), the draw (38-50, 72-73), betting on the hands (51-55,
74-75) and the show-down (56-58).  The show-down's laws (who takes each pool, the
kitty, the premiums) are in `engine.showdown`, pool arithmetic in `engine.pools`, the
openers in `engine.openers`, what happens between deals in `engine.table`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Unpack

from engine import showdown

# isort: off
# Every class by name, several to a line: the phases test actions with isinstance on module
# globals, the quickest test on the deal's hottest lines.
from engine.actions import (
    Action, Bet, Call, Check, ComeIn, DeclineStraddle, Draw, Kind, MakeJackpot, Open, Pass, Raise,
    See, Stay, Straddle, action_from_dict, make_action,
)
# isort: on
from engine.cards import Card, Pack, format_cards, parse_cards, seeded_rng
from engine.deal_data import (
    LAWS_EDITION,
    DealRecord,
    DealResult,
    DealSetup,
    IllegalAction,
    Legal,
    Note,
    NoteFigures,
    Outcome,
    facts_of,
    prepare,
)
from engine.openers import has_openers, keeps_openers, openers_to_show
from engine.phases import DealKind, Phase
from engine.rules import Betting, ProgressiveScheme
from engine.views import LogEntry, Option, PrivateView, PublicView, SeatStatus, SeatView

__all__ = [
    "FOLDED", "IN", "LAWS_EDITION", "Deal", "DealKind", "DealRecord", "DealResult", "DealSetup",
    "IllegalAction", "Legal", "Note", "Outcome", "Phase", "prepare", "random_legal_action",
]

# Seat status within a deal.
OUT, IN, FOLDED = 0, 1, 2

# The phases, kinds and limits by name.  The hot paths test them on every
# action, and a module global is read several times faster than an enum
# member looked up on its class (Python 3.11).
STRADDLING, BEFORE_DRAW, DRAWING, AFTER_DRAW, BETTING, EXCHANGING, COMPLETE = Phase
ORDINARY, JACKPOT = DealKind
PROGRESSIVE, TABLE_STAKES = Betting.PROGRESSIVE, Betting.TABLE_STAKES
DOUBLE_THE_WHOLE = ProgressiveScheme.DOUBLE_THE_WHOLE


class Deal:
    """The state of one deal.  See the module docstring."""

    # Slots, because a deal has more attributes than Python 3.11 keeps in a shared-key
    # instance dict (30): past that every `self.x` on the hot paths is a slow dict lookup.
    # The other varieties' subclasses keep a __dict__ for attributes of their own.
    __slots__ = (
        "setup", "rules", "n", "ev", "kind", "dealer", "stacks", "n_live", "status", "_left", "_openers",
        "put", "round_put", "hands", "drew", "shown", "carried", "history", "log", "result", "rng", "pack",
        "discards", "level", "need", "raises", "to_act", "bet_made", "_most", "age", "blinds", "came_in",
        "opener", "opening_hand", "opening_rank", "phase",
    )

    def __init__(self, setup: DealSetup) -> None:
        rules = setup.rules
        n = len(setup.players)
        if not 2 <= n <= 8:
            raise ValueError(f"a table seats 2 to 8 players, not {n}")
        self.setup = setup
        self.rules = rules
        self.n = n
        _, self.ev, pack_kind, most = facts_of(rules)
        self.kind = setup.kind
        self.dealer = setup.dealer
        self.stacks = list(setup.stacks)
        dealt = list(setup.dealt_in) if setup.dealt_in is not None else [s > 0 for s in self.stacks]
        if sum(dealt) == 8:
            dealt[self.dealer] = False  # law 1: with eight, the dealer takes no cards
        self.n_live = sum(dealt)
        if self.n_live < 2:
            raise ValueError("at least two players must be dealt in")
        if self.n_live > most:
            raise ValueError(f"the {rules.hands.pack.value} pack has cards for at most {most} hands "
                             f"in {rules.variety.value} poker")
        self.status = [IN if d else OUT for d in dealt]
        self._left = _LEFT_ORDERS[n]  # seats from each seat's left, round the table
        self._openers: dict[int, bool] = {}
        self.put = [0] * n  # chips put into the pool this deal
        self.round_put = [0] * n  # chips put in during the current betting interval
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.drew: list[int | None] = [None] * n
        self.shown: dict[int, tuple[Card, ...]] = {}
        self.carried = setup.carried
        self.history: list[Action] = []
        self.log: list[Note] = []
        self.result: DealResult | None = None
        self.rng = seeded_rng(setup.seed)
        self.pack = Pack(pack_kind, self.rng)
        if setup.stacked:
            top = parse_cards(setup.stacked)  # refuses a card given twice
            strangers = [c for c in top if c not in rules.hands.pack.cards()]
            if strangers:
                raise ValueError(f"stacked: {format_cards(strangers)} not in the {rules.hands.pack.value} pack")
            self.pack = Pack(rules.hands.pack, self.rng, top=top)
        self.discards: list[Card] = []
        # Betting-interval state.
        self.level = 0
        self.need: list[bool] = [False] * n
        self.raises = 0
        self.to_act: int | None = None
        self.bet_made = False
        self._most: tuple[int, int] | None = None  # (seat, most raise) for the state as it stands
        # Ordinary pools.
        self.age = self._next(self.dealer)
        self.blinds: list[int] = []  # the age, then each straddler
        self.came_in = [False] * n  # has come in (made good, opened, stayed) this deal
        # Jack-pots.
        self.opener: int | None = None
        self.opening_hand: tuple[Card, ...] = ()
        self.opening_rank = setup.opening_rank

        if setup.antes:
            for seat, ante in enumerate(setup.antes):
                if ante and self.status[seat] == IN:
                    self._put(seat, ante, self._ante_words(seat, ante))
        self._begin()

    def _ante_words(self, seat: int, chips: int) -> str:
        return "antes"

    def _seat_the_dealer_at_eight(self) -> None:
        """Law 1 keeps the dealer out when eight are dealt in, to leave cards for the draw.  The
        varieties without a draw (straight and whisky poker) call this to deal him in after all,
        and take his ante with the others': their hands (and whisky's widow) fit the pack."""
        setup = self.setup
        dealt = setup.dealt_in if setup.dealt_in is not None else [s > 0 for s in setup.stacks]
        if sum(dealt) == 8 and self.status[self.dealer] == OUT:
            self.status[self.dealer] = IN
            self.n_live += 1
            ante = setup.antes[self.dealer] if setup.antes else 0
            if ante:
                self._put(self.dealer, ante, self._ante_words(self.dealer, ante))

    def _begin(self) -> None:
        """Deal the cards and start the first phase.  The other varieties begin their own way."""
        rules = self.rules
        if self.kind is JACKPOT:
            self._deal_cards()
            self._start_opening()
        else:
            self._put(self.age, rules.blind, "puts up the blind")
            self.blinds = [self.age]
            if rules.straddles and self._straddle_possible():
                self.phase = STRADDLING
                self.to_act = self._next(self.age)
            else:
                self._deal_cards()
                self._start_ante()

    # ----- seats -------------------------------------------------------------
    def _next(self, seat: int) -> int:
        """The next seat to the left that is still in the deal."""
        status = self.status
        for s in self._left[seat % self.n]:
            if status[s] == IN:
                return s
        raise AssertionError("no live seat")

    def _from_left_of(self, seat: int) -> tuple[int, ...]:
        return self._left[seat % self.n]

    def live(self) -> list[int]:
        return [s for s in range(self.n) if self.status[s] == IN]

    def holds_openers(self, seat: int) -> bool:
        """Whether this seat may open the jack-pot: a private answer, for that player alone."""
        return self._holds_openers(seat)

    def _holds_openers(self, seat: int) -> bool:
        known = self._openers.get(seat)
        if known is None:
            known = self._openers[seat] = has_openers(self.hands[seat], self.opening_rank, self.rules)
        return known

    def _can_act(self, seat: int) -> bool:
        return self.status[seat] == IN and self.stacks[seat] > 0

    def _all_to_act(self, but: int | None = None) -> list[bool]:
        """Who must act in a betting interval now opened or reopened by `but`'s bet:
        every seat still in with chips left."""
        need = [st == IN and chips > 0 for st, chips in zip(self.status, self.stacks, strict=True)]
        if but is not None:
            need[but] = False
        return need

    def _put(self, seat: int, chips: int, words: str | None = None) -> int:
        stack = self.stacks[seat]
        if chips > stack:
            chips = stack  # never more than he has in front of him
        self.stacks[seat] = stack - chips
        self.put[seat] += chips
        self.round_put[seat] += chips
        if words:
            self.log.append({"seat": seat, "text": words, "chips": chips})  # _note, on the hot path
        return chips

    def _note(self, seat: int | None, text: str, **extra: Unpack[NoteFigures]) -> None:
        self.log.append({"seat": seat, "text": text, **extra})

    def pool(self) -> int:
        return self.carried + sum(self.put)

    # ----- dealing -----------------------------------------------------------
    def _deal_cards(self) -> None:
        status, hands = self.status, self.hands
        order = [s for s in self._left[self.dealer % self.n] if status[s] != OUT]
        dealt = len(order)
        top = self.pack.deal(5 * dealt)
        for i, seat in enumerate(order):  # law 12: one at a time, from the dealer's left
            hands[seat] = top[i::dealt]

    # ----- straddling (laws 27-29) --------------------------------------------
    def _straddle_amount(self) -> int:
        return 2 * self.put[self.blinds[-1]]

    def _straddle_possible(self) -> bool:
        candidate = self._next(self.blinds[-1])
        if candidate == self.age or candidate in self.blinds:
            return False
        amount = self._straddle_amount()
        return amount <= self.rules.effective_straddle_cap and self.stacks[candidate] >= amount

    def _apply_straddle(self, action: Action) -> None:
        seat = action.seat
        if isinstance(action, Straddle):
            self._put(seat, self._straddle_amount(), "straddles")
            self.blinds.append(seat)
            if self._straddle_possible():
                self.to_act = self._next(seat)
                return
        elif isinstance(action, DeclineStraddle):
            self._note(seat, "does not straddle")
        else:
            raise IllegalAction("you may only straddle or decline to straddle now")
        self._deal_cards()
        self._start_ante()

    # ----- betting intervals ------------------------------------------------------
    def _open_interval(self, first: int, level: int) -> None:
        self.level = level
        self.raises = 0
        self.bet_made = level > 0
        self.need = self._all_to_act()
        self.to_act = first if self.need[first] else self._after(first - 1)

    def _after(self, seat: int) -> int | None:
        need = self.need
        for s in self._left[seat % self.n]:
            if need[s]:
                return s
        return None

    def _max_raise(self, seat: int) -> int:
        """The most this seat may raise now (0: no raise allowed)."""
        cached = self._most
        if cached is not None and cached[0] == seat:
            return cached[1]
        most = self._compute_max_raise(seat)
        self._most = (seat, most)
        return most

    def _compute_max_raise(self, seat: int) -> int:
        rules = self.rules
        level = self.level
        stacks, round_put, status = self.stacks, self.round_put, self.status
        short = stacks[seat] - (level - round_put[seat])
        if short <= 0:
            return 0
        betting = rules.betting
        if betting is PROGRESSIVE:
            if self.raises >= rules.progressive_max_raises:
                return 0
            if level == 0:
                cap = rules.raise_limit  # the first bet only is limited
            elif rules.progressive_scheme is DOUBLE_THE_WHOLE:
                cap = level + round_put[seat]  # he may put up twice the whole of the last bettor's
            else:
                cap = level  # the bet to be met may be doubled
        elif betting is TABLE_STAKES:
            cap = short
        else:
            cap = rules.raise_limit
        max_raises = rules.max_raises
        if max_raises is not None and self.raises >= max_raises:
            return 0
        most = cap if cap < short else short
        # Nobody can be made to put up more than some other player can see: the most is
        # the least of cap, short and the deepest other player's room.  One player who can
        # see `most` settles it, which is usually the first one looked at.
        others = 0
        for s in range(self.n):
            if s != seat and status[s] == IN:
                room = stacks[s] + round_put[s] - level
                if room >= most:
                    return most
                if room > others:
                    others = room
        return others

    def _raise_to(self, seat: int, raise_by: int, words: str) -> None:
        call = self.level - self.round_put[seat]
        self._put(seat, call + raise_by, words)
        if raise_by:
            self.level += raise_by
            self.raises += 1
            self.need = self._all_to_act(seat)
        else:
            self.need[seat] = False

    def _check_raise(self, seat: int, raise_by: int) -> None:
        most = self._max_raise(seat)
        if raise_by < 0:
            raise IllegalAction("a raise cannot be negative")
        if raise_by and most == 0:
            raise IllegalAction("no raise is allowed now" + self._raise_reason(seat))
        if raise_by > most:
            raise IllegalAction(f"{raise_by} is above the limit: the most you may raise now is {most}")

    def _raise_reason(self, seat: int) -> str:
        if self.stacks[seat] <= self.level - self.round_put[seat]:
            return ": you have no chips beyond the call"
        if self.rules.betting is PROGRESSIVE and self.raises >= self.rules.progressive_max_raises:
            return f": the {self.rules.progressive_max_raises} raises of the progressive limit are made"
        if self.rules.max_raises is not None and self.raises >= self.rules.max_raises:
            return f": the house allows {self.rules.max_raises} raises"
        return ": nobody left can see a raise"

    def _see_or_raise(self, action: Action) -> None:
        seat = action.seat
        if isinstance(action, See):
            self._raise_to(seat, 0, "sees the raise")
            return
        assert isinstance(action, Raise)
        if action.amount < 1:
            raise IllegalAction("a raise must be at least 1")
        self._check_raise(seat, action.amount)
        self._raise_to(seat, action.amount, f"raises {action.amount}")

    def _fold(self, seat: int, words: str = "passes") -> None:
        self.status[seat] = FOLDED
        self.n_live -= 1
        self.need[seat] = False
        self._note(seat, words)

    def _advance(self, seat: int) -> None:
        """After `seat` acted: end the deal, end the interval, or pass the turn on."""
        if self.n_live == 1:
            self._win_uncontested(self.status.index(IN))
            return
        nxt = self._after(seat)
        if nxt is not None:
            self.to_act = nxt
            return
        self.to_act = None
        if self.phase is BEFORE_DRAW:
            self._start_draw()
        else:
            self._showdown()

    # ----- the ante in an ordinary pool (laws 30-37) ------------------------------
    def _start_ante(self) -> None:
        self.phase = BEFORE_DRAW
        self.round_put = list(self.put)  # blinds and straddles count toward the ante
        # Every player declares in turn (law 30), the age and the straddlers too: they have
        # the last say, the last straddler last of all.
        self._open_interval(self._next(self.blinds[-1]), 2 * self.put[self.blinds[-1]])
        if self.to_act is None:
            self._nobody_came_in()  # all are in for all they have on blinds and straddles

    def _check_nobody_in(self, seat: int) -> None:
        """Law 37, after `seat` passed: nobody has come in (anted or made good), and nobody is
        left who could, but one player whose blind or straddle has nobody to play against."""
        if self.n_live > len(self.blinds):
            return  # more are in than the blinds: somebody can still come in (the quick answer)
        if not any(self.came_in) and (self.n_live == 1 or self._after(seat) is None):
            self._nobody_came_in()

    def _nobody_came_in(self) -> None:
        for seat in self.blinds:
            self.stacks[seat] += self.put[seat]
            self.put[seat] = 0
        # The table's news, not the age's words.
        self._note(None, "nobody came in: the blind is taken back and the next deal is a jack-pot")
        self._finish(Outcome.NO_ONE_CAME_IN, winners=[], carried_out=self.pool(),
                     next_jackpot="nobody came in (law 37)")

    def _volunteers(self) -> list[int]:
        """Players who came in of their own accord (not the age or a straddler making good)."""
        return [s for s in range(self.n) if self.came_in[s] and s not in self.blinds]

    def _can_make_jackpot(self, seat: int) -> bool:
        return (
            seat == self.age
            and self.rules.age_may_make_jackpot
            and len(self.blinds) == 1
            and len(self._volunteers()) == 1
            and self.raises == 0
            and not self.came_in[seat]
            and self.stacks[seat] >= self.level
        )

    def _make_jackpot(self, seat: int) -> None:
        """Law 36: the age pays the one player in his ante, and the next deal is a jack-pot."""
        if not self._can_make_jackpot(seat):
            raise IllegalAction("only the age, with exactly one player in and no raise or straddle, "
                                "may make it a jack-pot (law 36)")
        single = self._volunteers()[0]
        self.stacks[seat] -= self.put[single]
        self.stacks[single] += self.put[single]
        # `to`: the seat paid, named by whoever renders the log (the engine knows no display names).
        self._note(seat, f"makes it a jack-pot, paying {self.put[single]}", to=single)
        self._finish(Outcome.MADE_JACKPOT, winners=[], carried_out=self.pool(),
                     next_jackpot="the age made it a jack-pot (law 36)")

    def _apply_declaring(self, action: Action) -> None:
        """Before the draw, the pool open (an ordinary pool always is; a jack-pot once opened):
        come in (the age and straddlers make good) or, in a jack-pot, stay, raising or not; see
        a raise or raise again; pass; or, the age alone, make it a jack-pot (law 36)."""
        seat = action.seat
        came_in = self.came_in
        jackpot = self.kind is JACKPOT
        if isinstance(action, Stay if jackpot else ComeIn) and not came_in[seat]:
            raise_by = action.raise_by
            self._check_raise(seat, raise_by)
            came_in[seat] = True
            words = "stays" if jackpot else "makes good" if seat in self.blinds else "comes in"
            self._raise_to(seat, raise_by, words + (f" and raises {raise_by}" if raise_by else ""))
        elif isinstance(action, (See, Raise)) and came_in[seat]:
            self._see_or_raise(action)
        elif isinstance(action, Pass):
            if seat == self.opener:
                # Law 71: an opener who will not meet a raise shows his whole hand.
                self._show(seat, tuple(self.hands[seat]), "shows his hand before dropping")
            self._fold(seat, "drops" if came_in[seat] else "passes")
            if not jackpot:
                self._check_nobody_in(seat)
        elif isinstance(action, MakeJackpot) and not jackpot:
            self._make_jackpot(seat)
            return
        else:
            raise IllegalAction(self._wrong_action(action))
        if self.result is None:
            self._advance(seat)

    # ----- opening a jack-pot (laws 61-65) --------------------------------------------
    def _start_opening(self) -> None:
        self.phase = BEFORE_DRAW
        self.round_put = [0] * self.n  # the antes are not part of the opening
        self._open_interval(self._next(self.dealer), 0)
        if self.to_act is None:
            self._finish(Outcome.NOT_OPENED, winners=[], carried_out=self.pool(),
                         next_jackpot="the jack-pot was not opened")

    def _apply_opening(self, action: Action) -> None:
        """A jack-pot not yet opened: open it, holding openers, or pass (laws 62-65)."""
        seat = action.seat
        if isinstance(action, Open):
            if not self._holds_openers(seat):
                raise IllegalAction(f"you do not hold openers ({self.openers_words()})")
            most = self._max_raise(seat)
            if not 1 <= action.amount <= most:
                raise IllegalAction(f"you may open for 1 to {most}, not {action.amount}")
            self.opener = seat
            self.opening_hand = tuple(self.hands[seat])
            self.came_in[seat] = True
            self._raise_to(seat, action.amount, f"opens for {action.amount}")
            self.bet_made = True
            self.raises = 0  # the opening is a bet, not a raise
            self.need = self._all_to_act(but=seat)  # law 65: those who passed may still come in
        elif isinstance(action, Pass):
            self.need[seat] = False
            self._note(seat, "does not open")
            if self._after(seat) is None:
                self.to_act = None
                self._finish(Outcome.NOT_OPENED, winners=[], carried_out=self.pool(),
                             next_jackpot="the jack-pot was not opened")
                return
        else:
            raise IllegalAction(self._wrong_action(action))
        self._advance(seat)

    def openers_words(self) -> str:
        names = {9: "jacks", 10: "queens", 11: "kings", 12: "aces"}
        text = f"{names[self.opening_rank]} or better"
        return text + (", or a four-card flush or straight" if self.rules.bobtail_openers else "")

    # ----- the draw (laws 38-50, 72-73) ------------------------------------------------
    def _start_draw(self) -> None:
        self.phase = DRAWING
        self.need = [self.status[s] == IN for s in range(self.n)]
        self.to_act = self._after(self.dealer)

    def _apply_draw(self, action: Action) -> None:
        if not isinstance(action, Draw):
            raise IllegalAction(self._wrong_action(action))
        seat = action.seat
        hand = self.hands[seat]
        discards = list(action.discards)
        if len(discards) > 5:
            raise IllegalAction(f"you may discard at most five cards, not {len(discards)}")
        if len(set(discards)) != len(discards):
            raise IllegalAction("the same card is discarded twice")
        strangers = [c for c in discards if c not in hand]
        if strangers:
            raise IllegalAction(f"{format_cards(strangers)} {'is' if len(strangers) == 1 else 'are'} not in your hand")
        kept = [c for c in hand if c not in discards]
        if seat == self.opener and not keeps_openers(self.opening_hand, kept, self.opening_rank, self.rules):
            raise IllegalAction("the opener may not split his openers (law 73): keep the cards you opened on")
        needed = len(discards)
        if needed > len(self.pack):
            # The stock is short: the discards so far (not this player's own) are shuffled in.
            pile = self.discards
            self.discards = []
            self.pack = Pack(self.pack.kind, self.rng, rest=self.pack.remaining() + pile)
            self._note(None, "the stock ran out: the discards were shuffled to finish the draw")
        self.discards.extend(discards)
        self.hands[seat] = kept + self.pack.deal(needed)
        self.drew[seat] = needed
        self.need[seat] = False
        self._note(seat, "stands pat" if needed == 0 else f"draws {needed}", drew=needed)
        self.to_act = self._after(seat)
        if self.to_act is None:
            self._start_betting()

    # ----- betting on the hands (laws 51-55, 74-75) -------------------------------------
    def _start_betting(self) -> None:
        self.phase = AFTER_DRAW
        if self.kind is JACKPOT:
            assert self.opener is not None
            first = self.opener if self.status[self.opener] == IN else self._next(self.opener)
        else:
            first = self._next(self.age)  # law 52: the first on the age's left, even if the age is out
        if not self._open_betting(first):
            self._showdown()

    def _open_betting(self, first: int) -> bool:
        """Open a betting interval on the hands, `first` to speak (draw poker after the draw,
        straight poker, each round of stud).  False when fewer than two players have chips left
        to bet: nobody is then to act, and the caller shows the hands or deals on."""
        self.round_put = [0] * self.n
        self._open_interval(first, 0)
        if sum(self.need) >= 2:
            return True
        self.need = [False] * self.n
        self.to_act = None
        return False

    def _bet_or_keep(self, action: Action) -> None:
        """Betting where a pass before any bet keeps the hand, so that there is no check
        (straight poker, stud): until a bet is made a pass keeps the cards; after it, bet,
        call (a sight if short), raise or drop, as after the draw."""
        if isinstance(action, Pass) and not self.bet_made:
            seat = action.seat
            self.need[seat] = False  # he keeps his cards
            self._note(seat, "passes")
            self._advance(seat)
        elif isinstance(action, Check):
            raise IllegalAction(self._wrong_action(action))
        else:
            self._apply_betting(action)

    def _apply_betting(self, action: Action) -> None:
        seat = action.seat
        if isinstance(action, Bet) and not self.bet_made:
            most = self._max_raise(seat)
            if not 1 <= action.amount <= most:
                raise IllegalAction(f"you may bet 1 to {most}, not {action.amount}")
            self._raise_to(seat, action.amount, f"bets {action.amount}")
            self.bet_made = True
            self.raises = 0  # the first bet is not a raise
        elif isinstance(action, Call) and self.bet_made and self.round_put[seat] < self.level:
            short = self.stacks[seat] < self.level - self.round_put[seat]
            self._raise_to(seat, 0, "calls a sight" if short else "calls")
        elif isinstance(action, Raise) and self.bet_made:
            self._see_or_raise(action)
        elif isinstance(action, Check) and self.rules.checking and not self.bet_made:
            self.need[seat] = False
            self._note(seat, "checks")
        elif isinstance(action, Pass):
            if seat == self.opener and self.kind is JACKPOT:
                # Law 74: an opener who will not bet shows his openers as he goes out.
                self._show(seat, openers_to_show(self.opening_hand, self.opening_rank, self.rules),
                           "shows his openers")
            self._fold(seat, "drops")
        else:
            raise IllegalAction(self._wrong_action(action))
        self._advance(seat)

    # ----- the end of a deal -------------------------------------------------------
    def _show(self, seat: int, cards: tuple[Card, ...], words: str) -> None:
        if self.shown.get(seat) == cards:
            return
        self.shown[seat] = cards
        self._note(seat, words, cards=format_cards(cards))

    def _show_hands(self) -> dict[int, int]:
        """Every hand still in is shown, from the dealer's left: their values, in that order."""
        values = {}
        ev, hands, status = self.ev, self.hands, self.status
        for seat in self._from_left_of(self.dealer):
            if status[seat] == IN:
                self._show(seat, tuple(hands[seat]), "shows")
                values[seat] = ev.value(hands[seat])
        return values

    def _win_uncontested(self, seat: int) -> None:
        if self.kind is JACKPOT and seat == self.opener:
            if self.phase is BEFORE_DRAW:
                self._show(seat, tuple(self.hands[seat]), "shows his hand")  # nobody stayed
            else:
                self._show(seat, openers_to_show(self.opening_hand, self.opening_rank, self.rules),
                           "shows his openers")
        next_jackpot = showdown.jackpot_after_raise_out(self.rules, self.phase is BEFORE_DRAW,
                                                        self.kind is ORDINARY, self.raises)
        won = [0] * self.n
        won[seat] = self.pool()
        self._note(seat, f"takes the pool of {self.pool()} without showing", won=self.pool())
        self._finish(Outcome.UNCONTESTED, winners=[seat], won=won, next_jackpot=next_jackpot)

    def _showdown(self) -> None:
        """Laws 56-58: the hands are shown and the pools divided (`engine.showdown`)."""
        values = self._show_hands()
        rules, ev, n = self.rules, self.ev, self.n
        live = [st == IN for st in self.status]
        kitty = showdown.kitty_for(rules, ev, max(values.values()))
        award = showdown.award(values, self.put, live, self.carried, self._from_left_of(self.dealer), kitty)
        won, winners = award.won, award.winners
        for s in winners:
            self._note(s, f"wins {won[s]} with {ev.describe(values[s])}", won=won[s])
        for s in range(n):
            if won[s] and s not in winners:
                self._note(s, f"takes back {won[s]} nobody called", won=won[s])
        if award.kitty:
            self._note(None, f"{award.kitty} for the kitty")
        premiums = showdown.premiums(rules, ev, values, self.stacks, [st != OUT for st in self.status])
        next_jackpot, whangdoodle = showdown.jackpot_after_call(rules, ev, award.best)
        self._finish(Outcome.SHOWDOWN, winners=winners, won=won, kitty=award.kitty, premiums=premiums,
                     next_jackpot=next_jackpot, whangdoodle=whangdoodle, best_shown=award.best)

    def _finish(self, outcome: Outcome, winners: list[int], won: list[int] | None = None,
                carried_out: int = 0, kitty: int = 0, premiums: list[int] | None = None,
                next_jackpot: str | None = None, whangdoodle: bool = False,
                best_shown: int | None = None) -> None:
        won = won or [0] * self.n
        premiums = premiums or [0] * self.n
        for s in range(self.n):
            self.stacks[s] += won[s] + premiums[s]
        self.phase = COMPLETE
        self.to_act = None
        self.result = DealResult(outcome, winners, won, list(self.put), carried_out, kitty, premiums,
                                 next_jackpot, whangdoodle, best_shown)

    # ----- the public interface ----------------------------------------------------
    def legal(self) -> Legal | None:
        """What the seat to act may do now, or None when nobody is to act."""
        seat = self.to_act
        phase = self.phase
        if seat is None or phase is COMPLETE:
            return None
        # Options are made as (kind, chips, least, most) with tuple.__new__: legal() runs
        # before every action, and a NamedTuple's keyword constructor is a Python call.
        if phase is DRAWING:
            return _new(Legal, (seat, phase, _DRAW_OPTIONS))
        if phase is STRADDLING:
            return _new(Legal, (seat, phase, (_new(Option, (Kind.STRADDLE, self._straddle_amount(), 0, 0)), _DECLINE)))
        call = self.level - self.round_put[seat]  # the chips to see the bet: all he has, if less
        stack = self.stacks[seat]
        if call > stack:
            call = stack
        most = self._max_raise(seat)
        if phase is BEFORE_DRAW:
            if self.kind is ORDINARY:
                if not self.came_in[seat]:
                    come_in = _new(Option, (Kind.COME_IN, call, 0, most))
                    if self._can_make_jackpot(seat):
                        made = _new(Option, (Kind.MAKE_JACKPOT, self.put[self._volunteers()[0]], 0, 0))
                        return _new(Legal, (seat, phase, (come_in, made, _PASS)))
                    return _new(Legal, (seat, phase, (come_in, _PASS)))
            elif self.opener is None:
                # Open is offered to all alike: what the table sees must not tell who holds
                # openers.  One who lacks them is refused when he tries (`holds_openers`).
                if most:
                    return _new(Legal, (seat, phase, (_new(Option, (Kind.OPEN, 0, 1, most)), _PASS)))
                return _new(Legal, (seat, phase, (_PASS,)))
            elif not self.came_in[seat]:
                return _new(Legal, (seat, phase, (_new(Option, (Kind.STAY, call, 0, most)), _PASS)))
            # In already (the ante, an opening, a stay): see a raise or raise again.
            see = _new(Option, (Kind.SEE, call, 0, 0))
            if most:
                return _new(Legal, (seat, phase, (see, _new(Option, (Kind.RAISE, call, 1, most)), _PASS)))
            return _new(Legal, (seat, phase, (see, _PASS)))
        opts: list[Option] = []
        self._betting_options(opts, call, most)
        return _new(Legal, (seat, phase, tuple(opts)))

    def _betting_options(self, opts: list[Option], call: int, most: int) -> None:
        """Bet (or check, by house rule) until a bet is made; then call, raise or pass."""
        if not self.bet_made:
            if most:
                opts.append(_new(Option, (Kind.BET, 0, 1, most)))
            if self.rules.checking:
                opts.append(_CHECK)
        else:
            opts.append(_new(Option, (Kind.CALL, call, 0, 0)))
            if most:
                opts.append(_new(Option, (Kind.RAISE, call, 1, most)))
        opts.append(_PASS)

    def apply(self, action: Action) -> None:
        """Apply one action, or raise IllegalAction (and change nothing)."""
        if self.phase is COMPLETE:
            raise IllegalAction("this deal is over")
        if action.seat != self.to_act:
            players = self.setup.players
            raise IllegalAction(
                f"it is not {players[action.seat] if 0 <= action.seat < self.n else 'that seat'}'s turn: "
                f"{players[self.to_act]} is to act" if self.to_act is not None else "nobody is to act now"
            )
        # Every handler checks the whole action before it changes anything, so a
        # refused action leaves the deal exactly as it was (tests hold it to that).
        try:
            self._dispatch(action)
        finally:
            self._most = None  # the state has moved on (or must be looked at afresh)
        self.history.append(action)

    def _dispatch(self, action: Action) -> None:
        """Hand the action to its phase's handler (the other varieties add their own phases)."""
        phase = self.phase
        if phase is STRADDLING:
            self._apply_straddle(action)
        elif phase is DRAWING:
            self._apply_draw(action)
        elif phase is AFTER_DRAW:
            self._apply_betting(action)
        elif self.kind is JACKPOT and self.opener is None:
            self._apply_opening(action)
        else:
            self._apply_declaring(action)

    def timeout_action(self) -> Action | None:
        """What the laws make of a player who does not answer: he passes, or stands pat."""
        legal = self.legal()
        if legal is None:
            return None
        seat = legal.seat
        if legal.phase is STRADDLING:
            return DeclineStraddle(seat)
        if legal.phase is DRAWING:
            return Draw(seat, ())
        if legal.get("check"):
            return Check(seat)
        return Pass(seat)

    @classmethod
    def replay(cls, setup: DealSetup, actions: Sequence[Action] | Sequence[Mapping[str, Any]]) -> Deal:
        deal = cls(setup)
        for action in actions:
            deal.apply(action if isinstance(action, Action) else action_from_dict(action))
        return deal

    def record(self) -> DealRecord:
        """The hand record: enough to rebuild this state exactly."""
        return {"setup": self.setup.to_dict(), "actions": [a.to_dict() for a in self.history]}

    # ----- views ---------------------------------------------------------------
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
        )

    def seat_view(self, seat: int) -> PrivateView[PublicView]:
        """What one seat sees: the table's view and his own cards."""
        return PrivateView(self.view(), seat, tuple(self.hands[seat]))

    def public_view(self) -> dict[str, object]:
        """`view()` as plain data, cards as text (JSON, and the pinned digests)."""
        return self.view().to_dict()

    def private_view(self, seat: int) -> dict[str, object]:
        return self.seat_view(seat).to_dict()

    def dealer_drew(self, asker: int) -> int | None:
        """Law 41: a player still in who has not bet may ask how many the dealer drew; nothing else is told."""
        if self.status[asker] != IN or self.round_put[asker] > 0 or self.phase is not AFTER_DRAW:
            return None
        return self.drew[self.dealer]

    # ----- helpers --------------------------------------------------------------
    def _wrong_action(self, action: Action) -> str:
        legal = self.legal()
        allowed = ", ".join(o.kind.replace("_", " ") for o in legal.options) if legal else "nothing"
        return f"you cannot {action.kind.replace('_', ' ')} now; you may: {allowed}"


_STATUS_WORDS: tuple[SeatStatus, ...] = ("out", "in", "passed")
_new = tuple.__new__  # Option and Legal without the NamedTuple constructor's Python call
_PASS, _CHECK, _DECLINE = Option(Kind.PASS), Option(Kind.CHECK), Option(Kind.DECLINE_STRADDLE)
_DRAW_OPTIONS = (Option(Kind.DRAW, least=0, most=5),)
_LEFT_ORDERS = {n: tuple(tuple((s + i) % n for i in range(1, n + 1)) for s in range(n)) for n in range(2, 9)}


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

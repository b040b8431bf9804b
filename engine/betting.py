"""Betting intervals: who must act, how much may be bet or raised, and the betting on the hands.

An interval is opened at a level (the bet to be met) with everyone still in
who has chips to act; it passes to the left until all have met the last
bet, passed out or put in all they have (a sight: the side pools are
`engine.pools`').  A raise reopens it.  The limits are the house's
(`Rules.betting`): a fixed raise limit, progressive limits, table stakes;
nobody may be made to bet more than some other player can see.

`Interval` is the betting on the hands as a description: the phase it is
played in, who speaks first, and its style.  After draw poker's draw
(laws 51-55) a player bets or passes out, and the house may allow a check.
In straight poker and stud a pass before any bet keeps the hand (there is no
check), and once a bet is made each must call, raise or throw up his cards;
stud allows a raise only by house rule, and in straight poker a round
nobody bets leaves the pool for the next deal.  `Dealt` is a street that
deals cards and then has its interval.  The intervals before the draw,
which are the laws of the ante and the jack-pot, are `engine.ante` and
`engine.jackpot`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine.actions import Action, Bet, Call, Check, Kind, Pass, Raise, See
from engine.deal_data import Legal, Outcome
from engine.ending import finish, next_street, show, win_uncontested
from engine.errors import IllegalAction
from engine.openers import openers_to_show
from engine.phases import Phase
from engine.plurals import counted, verb
from engine.state import (
    CHECK,
    DOUBLE_THE_WHOLE,
    FOLDED,
    IN,
    JACKPOT,
    PASS,
    PROGRESSIVE,
    TABLE_STAKES,
    DealState,
    new_tuple,
    wrong_action,
)
from engine.views import Option

# The kinds offered, by name: a module global is read faster than an enum member (see engine.state).
_BET, _CALL, _RAISE = Kind.BET, Kind.CALL, Kind.RAISE

# ----- the interval and its limits ------------------------------------------------


def open_interval(deal: DealState, first: int, level: int) -> None:
    deal.level = level
    deal.raises = 0
    deal.bet_made = level > 0
    deal.need = deal._all_to_act()
    deal.to_act = first if deal.need[first] else deal._after(first - 1)


def open_betting(deal: DealState, first: int) -> bool:
    """Open a betting interval on the hands, `first` to speak.  False when fewer than two
    players have chips left to bet: nobody is then to act, and the caller deals on or shows."""
    deal.round_put = [0] * deal.n
    open_interval(deal, first, 0)
    if sum(deal.need) >= 2:
        return True
    deal.need = [False] * deal.n
    deal.to_act = None
    return False


def max_raise(deal: DealState, seat: int) -> int:
    """The most this seat may raise now (0: no raise allowed)."""
    cached = deal._most
    if cached is not None and cached[0] == seat:
        return cached[1]
    most = _compute_max_raise(deal, seat)
    deal._most = (seat, most)
    return most


def _compute_max_raise(deal: DealState, seat: int) -> int:
    rules = deal.rules
    level = deal.level
    stacks, round_put, status = deal.stacks, deal.round_put, deal.status
    short = stacks[seat] - (level - round_put[seat])
    if short <= 0:
        return 0
    betting = rules.betting
    if betting is PROGRESSIVE:
        if deal.raises >= rules.progressive_max_raises:
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
    if max_raises is not None and deal.raises >= max_raises:
        return 0
    most = cap if cap < short else short
    # Nobody can be made to put up more than some other player can see: the most is
    # the least of cap, short and the deepest other player's room.  One player who can
    # see `most` settles it, which is usually the first one looked at.
    others = 0
    for s in range(deal.n):
        if s != seat and status[s] == IN:
            room = stacks[s] + round_put[s] - level
            if room >= most:
                return most
            if room > others:
                others = room
    return others


def check_raise(deal: DealState, seat: int, raise_by: int) -> None:
    most = max_raise(deal, seat)
    if raise_by < 0:
        raise IllegalAction("a raise cannot be negative", reason="raise-negative")
    if raise_by and most == 0:
        raise _no_raise(deal, seat)
    if raise_by > most:
        raise IllegalAction(f"{raise_by} is above the limit: the most you may raise now is {most}",
                            reason="above-limit", raise_by=raise_by, most=most)


def _no_raise(deal: DealState, seat: int) -> IllegalAction:
    rules = deal.rules
    refused = "no raise is allowed now"
    if deal.stacks[seat] <= deal.level - deal.round_put[seat]:
        return IllegalAction(f"{refused}: you have no chips beyond the call", reason="no-raise-no-chips")
    if rules.betting is PROGRESSIVE and deal.raises >= rules.progressive_max_raises:
        made = rules.progressive_max_raises
        return IllegalAction(f"{refused}: the {counted(made, 'raises')} of the progressive limit "
                             f"{verb(made, 'is', 'are')} made", reason="no-raise-progressive", made=made)
    if rules.max_raises is not None and deal.raises >= rules.max_raises:
        return IllegalAction(f"{refused}: the house allows {counted(rules.max_raises, 'raises')}",
                             reason="no-raise-house", most=rules.max_raises)
    return IllegalAction(f"{refused}: nobody left can see a raise", reason="no-raise-nobody-sees")


# ----- chips in, and out of the deal ------------------------------------------------


def raise_to(deal: DealState, seat: int, raise_by: int, words: str) -> None:
    """Meet the bet (all he has, if less), raising it by `raise_by`."""
    call = deal.level - deal.round_put[seat]
    deal._put(seat, call + raise_by, words)
    if raise_by:
        deal.level += raise_by
        deal.raises += 1
        deal.need = deal._all_to_act(seat)
    else:
        deal.need[seat] = False


def see_or_raise(deal: DealState, action: Action) -> None:
    seat = action.seat
    if isinstance(action, See):
        raise_to(deal, seat, 0, "sees the raise")
        return
    assert isinstance(action, Raise)
    if action.amount < 1:
        raise IllegalAction("a raise must be at least 1", reason="raise-at-least-one")
    check_raise(deal, seat, action.amount)
    raise_to(deal, seat, action.amount, f"raises {action.amount}")


def nobody_to_bet_against(deal: DealState, seat: int) -> bool:
    """Whether `seat` owes nothing and every other player still in is all in: no bet of his could
    be seen, so the interval is over (as it never opens for fewer than two with chips,
    `open_betting`).  Without this, the one left with chips after a drop was offered only to
    pass, which drops a live hand against players who cannot bet."""
    if deal.round_put[seat] < deal.level:
        return False
    stacks, status = deal.stacks, deal.status
    return not any(s != seat and status[s] == IN and stacks[s] > 0 for s in range(deal.n))


def fold(deal: DealState, seat: int, words: str = "passes") -> None:
    deal.status[seat] = FOLDED
    deal.n_live -= 1
    deal.need[seat] = False
    deal._note(seat, words)


def advance(deal: DealState, seat: int) -> None:
    """After `seat` acted: end the deal, end the street, or pass the turn on."""
    if deal.n_live == 1:
        win_uncontested(deal, deal.status.index(IN))
        return
    nxt = deal._after(seat)
    if nxt is not None:
        deal.to_act = nxt
        return
    deal.to_act = None
    next_street(deal)


# ----- betting on the hands -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Interval:
    """A betting interval on the hands, the laws of the phase it is played in.  See the module
    docstring for its two styles."""

    phase: Phase
    first: Callable[[DealState], int]  # who speaks first
    pass_keeps: bool = False  # before any bet a pass keeps the hand, and there is no check
    raises_by_house_rule: bool = False  # a bet may be raised only where the house allows (stud_raises)
    pool_stays: bool = False  # when nobody bets, the pool stays for the next deal
    announce: Callable[[DealState, int], None] | None = None  # tells the table why `first` speaks

    def open(self, deal: DealState) -> None:
        """Open the interval; where fewer than two can bet, the deal goes on to what follows."""
        deal._enter(self)
        first = self.first(deal)
        if open_betting(deal, first):
            if self.announce is not None:
                self.announce(deal, first)
        else:
            next_street(deal)

    def options(self, deal: DealState, seat: int) -> tuple[Option, ...]:
        """Bet (or check, by house rule) until a bet is made; then call, raise or pass."""
        most = max_raise(deal, seat)
        if not deal.bet_made:
            bet = new_tuple(Option, (_BET, 0, 1, most))
            if deal.rules.checking and not self.pass_keeps:
                return (bet, CHECK, PASS) if most else (CHECK, PASS)
            return (bet, PASS) if most else (PASS,)
        call = deal.level - deal.round_put[seat]  # the chips to see the bet: all he has, if less
        stack = deal.stacks[seat]
        if call > stack:
            call = stack
        if most and (not self.raises_by_house_rule or deal.rules.stud_raises):
            return (new_tuple(Option, (_CALL, call, 0, 0)), new_tuple(Option, (_RAISE, call, 1, most)),
                    PASS)
        return (new_tuple(Option, (_CALL, call, 0, 0)), PASS)

    def apply(self, deal: DealState, action: Action) -> None:
        seat = action.seat
        if not self.pass_keeps:
            bet(deal, action, True)
        elif isinstance(action, Pass) and not deal.bet_made:
            deal.need[seat] = False  # he keeps his cards
            deal._note(seat, "passes")
            if self.pool_stays and deal._after(seat) is None:
                deal.to_act = None
                pool = deal.pool()
                deal._note(None, f"nobody bets: the pool of {pool} stays for the next deal")
                finish(deal, Outcome.ALL_PASSED, winners=[], carried_out=pool)
                return
        elif isinstance(action, Check):
            raise wrong_action(deal, action)
        else:
            bet(deal, action, not self.raises_by_house_rule or deal.rules.stud_raises)
        nxt = deal._after(seat) if deal.n_live > 1 else None
        if nxt is not None and nobody_to_bet_against(deal, nxt):
            deal.to_act = None  # his only "choice" would be to drop a live hand: the hands are shown
            next_street(deal)
            return
        advance(deal, seat)

    def timeout(self, deal: DealState, legal: Legal) -> Action:
        """He checks where he may, and otherwise passes."""
        return Check(legal.seat) if legal.get("check") else Pass(legal.seat)


def bet(deal: DealState, action: Action, raises: bool) -> None:
    """Bet, call (a sight if short), raise, check (by house rule) or pass, as the interval stands."""
    seat = action.seat
    if isinstance(action, Bet) and not deal.bet_made:
        most = max_raise(deal, seat)
        if not 1 <= action.amount <= most:
            raise IllegalAction(f"you may bet 1 to {most}, not {action.amount}", reason="bet-range",
                                most=most, amount=action.amount)
        raise_to(deal, seat, action.amount, f"bets {action.amount}")
        deal.bet_made = True
        deal.raises = 0  # the first bet is not a raise
    elif isinstance(action, Call) and deal.bet_made and deal.round_put[seat] < deal.level:
        short = deal.stacks[seat] < deal.level - deal.round_put[seat]
        raise_to(deal, seat, 0, "calls a sight" if short else "calls")
    elif isinstance(action, Raise) and deal.bet_made and raises:
        see_or_raise(deal, action)
    elif isinstance(action, Check) and deal.rules.checking and not deal.bet_made:
        deal.need[seat] = False
        deal._note(seat, "checks")
    elif isinstance(action, Pass):
        if seat == deal.opener and deal.kind is JACKPOT:
            # Law 74: an opener who will not bet shows his openers as he goes out.
            show(deal, seat, openers_to_show(deal.opening_hand, deal.opening_rank, deal.rules),
                 "shows his openers")
        fold(deal, seat, "drops")
    else:
        raise wrong_action(deal, action)


@dataclass(frozen=True, slots=True)
class Dealt:
    """A street that deals cards, then has its betting interval."""

    cards: Callable[[DealState], None]
    betting: Interval

    def start(self, deal: DealState) -> None:
        self.cards(deal)
        self.betting.open(deal)

"""An ordinary pool before the draw: the blind, straddles and the ante (laws 27-37).

The age (the player on the dealer's left) puts up the blind before the cards
are dealt; the player to his left may straddle it, doubling it, and so on
while the house's cap allows (laws 27-29).  After the deal every player in
turn declares (law 30): he comes in by putting up double the last blind or
straddle, raising or not, or he passes out; the age and the straddlers make
good in their turn, the last straddler last of all.  With one player in and
no raise, the age may make it a jack-pot instead (law 36); if nobody comes
in, the blinds are taken back and the next deal is a jack-pot (law 37).

`Declaring` holds the laws of coming in, seeing a raise and raising again;
a jack-pot once opened is played by them too (to stay is to come in:
`engine.jackpot`).
"""

from __future__ import annotations

from engine.actions import (
    Action,
    ComeIn,
    DeclineStraddle,
    Kind,
    MakeJackpot,
    Pass,
    Raise,
    See,
    Stay,
    Straddle,
)
from engine.betting import (
    advance,
    check_raise,
    fold,
    max_raise,
    open_interval,
    raise_to,
    see_or_raise,
)
from engine.deal_data import Legal, Outcome
from engine.ending import finish, show
from engine.errors import IllegalAction
from engine.state import (
    BEFORE_DRAW,
    JACKPOT,
    ORDINARY,
    PASS,
    STRADDLING,
    DealState,
    five_down,
    new_tuple,
    wrong_action,
)
from engine.views import Option

_DECLINE = Option(Kind.DECLINE_STRADDLE)
# The kinds offered, by name: a module global is read faster than an enum member (see engine.state).
_STRADDLE, _COME_IN, _MAKE_JACKPOT, _STAY, _SEE, _RAISE = (
    Kind.STRADDLE, Kind.COME_IN, Kind.MAKE_JACKPOT, Kind.STAY, Kind.SEE, Kind.RAISE)


def begin(deal: DealState) -> None:
    """The age puts up the blind; then come the straddles, or the cards and the ante."""
    rules = deal.rules
    deal._put(deal.age, rules.blind, "puts up the blind")
    deal.blinds = [deal.age]
    if rules.straddles and _straddle_possible(deal):
        deal._enter(STRADDLES)
        deal.to_act = deal._next(deal.age)
    else:
        five_down(deal)
        start_ante(deal)


# ----- straddling (laws 27-29) --------------------------------------------------------


def _straddle_amount(deal: DealState) -> int:
    return 2 * deal.put[deal.blinds[-1]]


def _straddle_possible(deal: DealState) -> bool:
    candidate = deal._next(deal.blinds[-1])
    if candidate == deal.age or candidate in deal.blinds:
        return False
    amount = _straddle_amount(deal)
    return amount <= deal.rules.effective_straddle_cap and deal.stacks[candidate] >= amount


class Straddling:
    """Each player in turn after the blind may straddle the last blind or straddle, or decline."""

    phase = STRADDLING

    def options(self, deal: DealState, seat: int) -> tuple[Option, ...]:
        return (new_tuple(Option, (_STRADDLE, _straddle_amount(deal), 0, 0)), _DECLINE)

    def apply(self, deal: DealState, action: Action) -> None:
        seat = action.seat
        if isinstance(action, Straddle):
            deal._put(seat, _straddle_amount(deal), "straddles")
            deal.blinds.append(seat)
            if _straddle_possible(deal):
                deal.to_act = deal._next(seat)
                return
        elif isinstance(action, DeclineStraddle):
            deal._note(seat, "does not straddle")
        else:
            raise IllegalAction("you may only straddle or decline to straddle now", reason="only-straddle")
        five_down(deal)
        start_ante(deal)

    def timeout(self, deal: DealState, legal: Legal) -> Action:
        return DeclineStraddle(legal.seat)


STRADDLES = Straddling()


# ----- the ante (laws 30-37) --------------------------------------------------------------


def start_ante(deal: DealState) -> None:
    deal._enter(DECLARING)
    deal.round_put = list(deal.put)  # blinds and straddles count toward the ante
    # Every player declares in turn (law 30), the age and the straddlers too: they have
    # the last say, the last straddler last of all.
    last = deal.blinds[-1]
    open_interval(deal, deal._next(last), 2 * deal.put[last])
    if deal.to_act is None:
        _nobody_came_in(deal)  # all are in for all they have on blinds and straddles


def _check_nobody_in(deal: DealState, seat: int) -> None:
    """Law 37, after `seat` passed: nobody has come in (anted or made good), and nobody is
    left who could, but one player whose blind or straddle has nobody to play against."""
    if deal.n_live > len(deal.blinds):
        return  # more are in than the blinds: somebody can still come in (the quick answer)
    if not any(deal.came_in) and (deal.n_live == 1 or deal._after(seat) is None):
        _nobody_came_in(deal)


def _nobody_came_in(deal: DealState) -> None:
    for seat in deal.blinds:
        deal.stacks[seat] += deal.put[seat]
        deal.put[seat] = 0
    # The table's news, not the age's words.
    deal._note(None, "nobody came in: the blind is taken back and the next deal is a jack-pot")
    finish(deal, Outcome.NO_ONE_CAME_IN, winners=[], carried_out=deal.pool(),
           next_jackpot="nobody came in (law 37)")


def _volunteers(deal: DealState) -> list[int]:
    """Players who came in of their own accord (not the age or a straddler making good)."""
    return [s for s in range(deal.n) if deal.came_in[s] and s not in deal.blinds]


def _can_make_jackpot(deal: DealState, seat: int) -> bool:
    return (
        seat == deal.age
        and deal.rules.age_may_make_jackpot
        and len(deal.blinds) == 1
        and len(_volunteers(deal)) == 1
        and deal.raises == 0
        and not deal.came_in[seat]
        and deal.stacks[seat] >= deal.level
    )


def _make_jackpot(deal: DealState, seat: int) -> None:
    """Law 36: the age pays the one player in his ante, and the next deal is a jack-pot."""
    if not _can_make_jackpot(deal, seat):
        raise IllegalAction("only the age, with exactly one player in and no raise or straddle, "
                            "may make it a jack-pot (law 36)", reason="make-jackpot-age")
    single = _volunteers(deal)[0]
    deal.stacks[seat] -= deal.put[single]
    deal.stacks[single] += deal.put[single]
    # `to`: the seat paid, named by whoever renders the log (the engine knows no display names).
    deal._note(seat, f"makes it a jack-pot, paying {deal.put[single]}", to=single)
    finish(deal, Outcome.MADE_JACKPOT, winners=[], carried_out=deal.pool(),
           next_jackpot="the age made it a jack-pot (law 36)")


class Declaring:
    """Before the draw, the pool open (an ordinary pool always is; a jack-pot once opened):
    come in (the age and straddlers make good) or, in a jack-pot, stay, raising or not; see
    a raise or raise again; pass; or, the age alone, make it a jack-pot (law 36)."""

    phase = BEFORE_DRAW

    def options(self, deal: DealState, seat: int) -> tuple[Option, ...]:
        call = deal.level - deal.round_put[seat]  # the chips to see the bet: all he has, if less
        stack = deal.stacks[seat]
        if call > stack:
            call = stack
        most = max_raise(deal, seat)
        if not deal.came_in[seat]:
            if deal.kind is ORDINARY:
                come_in = new_tuple(Option, (_COME_IN, call, 0, most))
                if _can_make_jackpot(deal, seat):
                    made = new_tuple(Option, (_MAKE_JACKPOT, deal.put[_volunteers(deal)[0]], 0, 0))
                    return (come_in, made, PASS)
                return (come_in, PASS)
            return (new_tuple(Option, (_STAY, call, 0, most)), PASS)
        # In already (the ante, an opening, a stay): see a raise or raise again.
        see = new_tuple(Option, (_SEE, call, 0, 0))
        if most:
            return (see, new_tuple(Option, (_RAISE, call, 1, most)), PASS)
        return (see, PASS)

    def apply(self, deal: DealState, action: Action) -> None:
        seat = action.seat
        came_in = deal.came_in
        jackpot = deal.kind is JACKPOT
        if isinstance(action, Stay if jackpot else ComeIn) and not came_in[seat]:
            raise_by = action.raise_by
            check_raise(deal, seat, raise_by)
            came_in[seat] = True
            words = "stays" if jackpot else "makes good" if seat in deal.blinds else "comes in"
            raise_to(deal, seat, raise_by, words + (f" and raises {raise_by}" if raise_by else ""))
        elif isinstance(action, (See, Raise)) and came_in[seat]:
            see_or_raise(deal, action)
        elif isinstance(action, Pass):
            if seat == deal.opener:
                # Law 71: an opener who will not meet a raise shows his whole hand.
                show(deal, seat, tuple(deal.hands[seat]), "shows his hand before dropping")
            fold(deal, seat, "drops" if came_in[seat] else "passes")
            if not jackpot:
                _check_nobody_in(deal, seat)
        elif isinstance(action, MakeJackpot) and not jackpot:
            _make_jackpot(deal, seat)
            return
        else:
            raise wrong_action(deal, action)
        if deal.result is None:
            advance(deal, seat)

    def timeout(self, deal: DealState, legal: Legal) -> Action:
        return Pass(legal.seat)


DECLARING = Declaring()

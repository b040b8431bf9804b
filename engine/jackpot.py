"""A jack-pot before the draw: the opening (laws 61-65).

Everyone has anted (law 61, `DealSetup.antes`) and the cards are dealt.
From the dealer's left each player in turn may open, holding openers (jacks
or better, or what the house says: `engine.openers`), by betting within the
limit, or pass (law 62).  Once it is opened, every other player, those who
passed before it too (law 65), stays or passes out, and raises are seen or
raised again, as in an ordinary pool (`engine.ante.Declaring`).  If nobody
opens, the pool stays for the next deal, fattened (law 76).

Open is offered to every player alike, so that what the table sees does not
tell who holds openers; one who lacks them is refused when he tries.
"""

from __future__ import annotations

from engine.actions import Action, Kind, Open, Pass
from engine.ante import DECLARING
from engine.betting import advance, max_raise, open_interval, raise_to
from engine.deal_data import Legal, Outcome
from engine.ending import finish
from engine.errors import IllegalAction
from engine.openers import has_openers
from engine.state import BEFORE_DRAW, PASS, DealState, five_down, new_tuple, wrong_action
from engine.views import Option

_OPEN = Kind.OPEN  # by name: a module global is read faster than an enum member
NOT_OPENED = "the jack-pot was not opened"  # why the next deal is a jack-pot again (law 76)
_OPENING_RANKS = {9: "jacks", 10: "queens", 11: "kings", 12: "aces"}


def begin(deal: DealState) -> None:
    five_down(deal)
    deal._enter(OPENING)
    deal.round_put = [0] * deal.n  # the antes are not part of the opening
    open_interval(deal, deal._next(deal.dealer), 0)
    if deal.to_act is None:
        finish(deal, Outcome.NOT_OPENED, winners=[], carried_out=deal.pool(),
               next_jackpot=NOT_OPENED)


def holds_openers(deal: DealState, seat: int) -> bool:
    """Whether this seat may open the jack-pot: a private answer, for that player alone."""
    known = deal._openers.get(seat)
    if known is None:
        known = deal._openers[seat] = has_openers(deal.hands[seat], deal.opening_rank, deal.rules)
    return known


def openers_words(deal: DealState) -> str:
    text = f"{_OPENING_RANKS[deal.opening_rank]} or better"
    return text + (", or a four-card flush or straight" if deal.rules.bobtail_openers else "")


class Opening:
    """A jack-pot not yet opened: open it, holding openers, or pass (laws 62-65)."""

    phase = BEFORE_DRAW

    def options(self, deal: DealState, seat: int) -> tuple[Option, ...]:
        most = max_raise(deal, seat)
        if most:
            return (new_tuple(Option, (_OPEN, 0, 1, most)), PASS)
        return (PASS,)

    def apply(self, deal: DealState, action: Action) -> None:
        seat = action.seat
        if isinstance(action, Open):
            if not holds_openers(deal, seat):
                raise IllegalAction(f"you do not hold openers ({openers_words(deal)})", reason="no-openers",
                                    rank=_OPENING_RANKS[deal.opening_rank],
                                    bobtail="yes" if deal.rules.bobtail_openers else "no")
            most = max_raise(deal, seat)
            if not 1 <= action.amount <= most:
                raise IllegalAction(f"you may open for 1 to {most}, not {action.amount}", reason="open-range",
                                    most=most, amount=action.amount)
            deal.opener = seat
            deal.opening_hand = tuple(deal.hands[seat])
            deal.came_in[seat] = True
            raise_to(deal, seat, action.amount, f"opens for {action.amount}")
            deal.bet_made = True
            deal.raises = 0  # the opening is a bet, not a raise
            deal.need = deal._all_to_act(but=seat)  # law 65: those who passed may still come in
            deal.step = DECLARING  # the pool is open: stay, see, raise or pass
        elif isinstance(action, Pass):
            deal.need[seat] = False
            deal._note(seat, "does not open")
            if deal._after(seat) is None:
                deal.to_act = None
                finish(deal, Outcome.NOT_OPENED, winners=[], carried_out=deal.pool(),
                       next_jackpot=NOT_OPENED)
                return
        else:
            raise wrong_action(deal, action)
        advance(deal, seat)

    def timeout(self, deal: DealState, legal: Legal) -> Action:
        return Pass(legal.seat)


OPENING = Opening()

"""A member's record at the tables: what each finished deal adds to his figures.

Each deal's part is worked out once, here, from the deal as replayed (setup, seed and actions
give the `Deal`): the settlement adds it to the running totals in the transaction that records
the deal's end, and the audit works it out again from the hand records and compares.

What the table saw and what it did not are kept apart.  Every figure but one is public: the
actions everyone heard, the chips, the cards drawn (how many, never which), the pools and the
hands shown in a call or shown at all.  The one private figure is the best hand a player held
at a deal's end, shown or not; it is for the player himself, asking privately.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from engine.actions import Kind
from engine.deal import Deal, Outcome
from engine.state import IN, OUT

ALL = "all"  # the totals over every variety, kept beside each variety's own

# Chips put in by choice once the cards are dealt, before the draw: coming in.  A straddle is
# made blind and a jack-pot made by the age is nobody's choice, so neither counts.
_COMING_IN = frozenset({Kind.COME_IN, Kind.OPEN, Kind.STAY, Kind.SEE, Kind.CALL, Kind.BET, Kind.RAISE})
_TAKEN = (Outcome.SHOWDOWN, Outcome.UNCONTESTED)  # the outcomes where someone takes the pool


@dataclass(frozen=True, slots=True)
class Hand:
    """A hand's value under its deal's evaluator (higher is better) and its name in Foster's words."""

    value: int
    words: str


@dataclass(slots=True)
class Figures:
    """Counts and chips: one player's part in one deal, or the sum of many."""

    deals: int = 0  # dealt in
    came_in: int = 0
    opened: int = 0  # opened a jack-pot
    straddled: int = 0
    raised: int = 0  # raised before the draw (in the first betting interval where there is no draw)
    draws: int = 0  # times he drew (standing pat is a draw of none)
    cards_drawn: int = 0
    pools_won: int = 0
    won_at_showdown: int = 0
    won_without: int = 0  # took the pool without a show-down
    showdowns: int = 0  # still in when the hands were shown in a call
    showdowns_won: int = 0
    net: int = 0  # chips up (or down, below zero): `seat_net`
    biggest_pool: int = 0  # the most chips taken from one deal's pool

    def add(self, other: Figures) -> None:
        for f in fields(Figures):
            if f.name == "biggest_pool":
                self.biggest_pool = max(self.biggest_pool, other.biggest_pool)
            else:
                setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))


COUNTS = tuple(f.name for f in fields(Figures))


@dataclass(slots=True)
class Totals:
    """A member's running totals, for one variety or all: the public figures, the best hand he
    showed, and (private) the best hand he held."""

    figures: Figures
    best_shown: Hand | None = None
    best_held: Hand | None = None  # private: never in a public answer

    def add(self, part: SeatPart) -> None:
        self.figures.add(part.figures)
        self.best_shown = better(self.best_shown, part.best_shown)
        self.best_held = better(self.best_held, part.best_held)

    def public(self) -> Totals:
        """The same totals without what the table did not see."""
        return Totals(self.figures, self.best_shown, None)


@dataclass(frozen=True, slots=True)
class SeatPart:
    """What one deal adds to one player's totals."""

    member: str
    variety: str
    figures: Figures
    best_shown: Hand | None  # public: a hand he showed
    best_held: Hand | None  # private: his hand at the deal's end, shown or not


def better(a: Hand | None, b: Hand | None) -> Hand | None:
    """The higher of two hands; the first on a tie, so the totals keep the earlier one."""
    if b is None:
        return a
    if a is None or b.value > a.value:
        return b
    return a


def seat_net(deal: Deal, seat: int) -> int:
    """A member's net over one finished deal, the one definition `/poker stats`, the season board
    and the banker share (docs/storage.md): the chips his seat gained or lost over it, his stake
    at its end less his stake at its start, which is what the ledger moved on his seat in the
    deal's entries.  Chips he put into a pool carried to a later deal (a jack-pot nobody opened,
    the one the age made by paying the player in, law 36; straight poker's ante for the table)
    count as lost in the deal that took them from his stake; the pool counts whole for whoever
    takes it, in the deal he takes it.  Chips won less chips put in is not it: the age's payment
    goes from seat to seat, and a straight poker ante is the table's, never "put in" by the buck."""
    return deal.stacks[seat] - deal.setup.stacks[seat]


def deal_parts(deal: Deal) -> list[SeatPart]:
    """Each dealt-in player's part in a finished deal."""
    assert deal.result is not None, "only a finished deal counts"
    done = steps(deal)
    result = deal.result
    variety = deal.rules.variety.value
    parts = []
    for seat, member in enumerate(deal.setup.players):
        if deal.status[seat] == OUT:
            continue
        fig = Figures(deals=1, net=seat_net(deal, seat))
        came_in = raised = False
        for who, kind, street, figure in done:
            if who != seat:
                continue
            if kind is Kind.STRADDLE:
                fig.straddled = 1
            elif kind is Kind.OPEN:
                fig.opened = 1
            elif kind is Kind.DRAW:
                fig.draws += 1
                fig.cards_drawn += figure
            if street == 0 and kind in _COMING_IN:
                came_in = True
                raised = raised or kind is Kind.RAISE or figure > 0  # figure: the raise in coming in
        fig.came_in, fig.raised = int(came_in), int(raised)
        won = seat in result.winners and result.outcome in _TAKEN
        if won:
            fig.pools_won = 1
            fig.biggest_pool = result.won[seat]
            if result.outcome is Outcome.SHOWDOWN:
                fig.won_at_showdown = 1
            else:
                fig.won_without = 1
        if result.outcome is Outcome.SHOWDOWN and deal.status[seat] == IN:
            fig.showdowns = 1
            fig.showdowns_won = int(won)
        parts.append(SeatPart(member, variety, fig, _value(deal, deal.shown.get(seat)), _value(deal, deal.hands[seat])))
    return parts


def steps(deal: Deal) -> list[tuple[int, Kind, int, int]]:
    """(seat, kind, street, figure) for each action of a finished deal: the street it was made
    in, and its figure where it has one (the cards drawn, or the raise made in coming in)."""
    fresh = type(deal)(deal.setup)
    out = []
    for action in deal.history:
        street = fresh.street
        fresh.apply(action)
        figure = len(getattr(action, "discards", ())) if action.kind is Kind.DRAW else getattr(action, "raise_by", 0)
        out.append((action.seat, action.kind, street, figure))
    return out


def _value(deal: Deal, cards: object) -> Hand | None:
    if not isinstance(cards, (list, tuple)) or len(cards) != 5:
        return None  # not a whole hand: a stud player who dropped before his fifth card
    value = deal.ev.value(cards)
    return Hand(value, deal.ev.describe(value))


def totals_of(parts: list[SeatPart]) -> dict[tuple[str, str], Totals]:
    """(member, variety) -> his totals, with ALL for every variety together."""
    out: dict[tuple[str, str], Totals] = {}
    for part in parts:
        for variety in (part.variety, ALL):
            out.setdefault((part.member, variety), Totals(Figures())).add(part)
    return out

"""What a deal shows: frozen, typed views for everything above the engine.

`Deal.view()` is what the whole table may see (`PublicView`, or a variety's
subclass with its own fields); `Deal.seat_view(seat)` is a `PrivateView`, the
only type that holds a player's unshown cards, so a signature tells whether
a piece of code can see them.  Renderers, robots, the terminal table and the
Discord side read these attributes.

`to_dict()` gives the same view as plain data (`Deal.public_view()`): the
form the pinned digests and JSON use, with cards as text.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from enum import Enum
from typing import Any, Generic, Literal, NamedTuple, Self, TypeVar

from engine.actions import Kind
from engine.cards import Card, format_cards
from engine.phases import DealKind, Phase
from engine.rules import Variety, WhiskySettlement
from engine.showdown import ShowdownFacts

SeatStatus = Literal["out", "in", "passed"]


class Option(NamedTuple):
    """One thing the seat to act may do.  `chips` is what it costs at least (to come in,
    see or call); `least`/`most` bound the amount of a raise, bet or opening."""

    kind: Kind
    chips: int = 0
    least: int = 0
    most: int = 0

    def to_dict(self) -> dict[str, object]:
        return {"kind": self.kind, "chips": self.chips, "least": self.least, "most": self.most}


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One line of the deal's story.  `seat` is None for the table's own news; the other
    fields are set only where the line carries them (all of it public)."""

    seat: int | None
    text: str
    chips: int | None = None  # what was put in
    cards: str | None = None  # a hand shown
    up: str | None = None  # stud: a card dealt face up
    discard: str | None = None  # whisky: the card given to the widow...
    took: str | None = None  # ...and the one taken from it
    widow: str | None = None  # whisky: the widow as it now lies face up
    won: int | None = None
    drew: int | None = None
    to: int | None = None  # law 36: the seat the age paid

    @classmethod
    def of(cls, entry: Mapping[str, Any]) -> LogEntry:
        return cls(**entry)

    def to_dict(self) -> dict[str, object]:
        out: dict[str, object] = {"seat": self.seat, "text": self.text}
        for f in fields(self)[2:]:
            value = getattr(self, f.name)
            if value is not None:
                out[f.name] = value
        return out


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat as the table sees it: how many cards he holds, never which (until shown)."""

    player: str
    stack: int
    put: int
    status: SeatStatus
    cards: int
    drew: int | None
    shown: tuple[Card, ...] | None  # the hand he showed, once shown

    def to_dict(self) -> dict[str, object]:
        return {"player": self.player, "stack": self.stack, "put": self.put, "status": self.status,
                "cards": self.cards, "drew": self.drew,
                "shown": format_cards(self.shown) if self.shown is not None else None}


@dataclass(frozen=True, slots=True)
class StudSeat(SeatView):
    up: tuple[Card, ...]  # his cards dealt face up
    down: int  # his one card face down (0 once he is out)

    def to_dict(self) -> dict[str, object]:
        return {**SeatView.to_dict(self), "up": [str(c) for c in self.up], "down": self.down}


@dataclass(frozen=True, slots=True)
class WhiskySeat(SeatView):
    seen: tuple[Card, ...]  # cards he took from the face-up widow: everyone saw them

    def to_dict(self) -> dict[str, object]:
        return {**SeatView.to_dict(self), "seen": [str(c) for c in self.seen]}


@dataclass(frozen=True, slots=True)
class PublicView:
    """What everyone at the table may see.  No unshown card is in it."""

    variety: Variety
    number: int
    kind: DealKind
    phase: Phase
    dealer: int
    age: int | None  # None where the variety has no age
    blinds: tuple[int, ...]  # the age, then each straddler
    opener: int | None
    opening_rank: int | None  # a jack-pot's lowest openers
    pool: int
    carried: int  # of the pool, what an earlier deal left in it
    level: int
    to_act: int | None
    options: tuple[Option, ...]
    seats: tuple[SeatView, ...]
    log: tuple[LogEntry, ...]
    # Once the deal is over, who took which pool and with what hand, the kitty's cut and the
    # premiums (`engine.showdown.ShowdownFacts`): None while it is in play, or if no pool was taken.
    showdown: ShowdownFacts | None

    def option(self, kind: str) -> Option | None:
        return next((o for o in self.options if o.kind == kind), None)

    def from_dealers_left(self) -> list[int]:
        """The seats from the dealer's left round to the dealer: the order in which the hands in a
        call are laid down and named (`ShowdownFacts.hands`)."""
        n = len(self.seats)
        return [(self.dealer + i) % n for i in range(1, n + 1)]

    def with_names(self, names: dict[str, str]) -> Self:
        """The same view with each seat's player shown by the name given for him."""
        return replace(self, seats=tuple(replace(s, player=names.get(s.player, s.player))
                                         for s in self.seats))

    def to_dict(self) -> dict[str, object]:
        out: dict[str, object] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name == "showdown":
                if value is None:
                    continue  # a deal in play: its plain data as it always was
                value = value.to_dict()
            elif f.name == "blinds":
                value = list(value)
            elif f.name in ("options", "seats", "log"):
                value = [item.to_dict() for item in value]
            elif f.name == "widow":
                value = [str(c) for c in value]
            elif isinstance(value, Enum):
                value = value.value
            out[f.name] = value
        return out


@dataclass(frozen=True, slots=True)
class StraightView(PublicView):
    buck: int | None  # who antes for the table


@dataclass(frozen=True, slots=True)
class StudView(PublicView):
    seats: tuple[StudSeat, ...]  # in place of the common seats: the same, with the up-cards
    round: int  # cards each holds so far


@dataclass(frozen=True, slots=True)
class WhiskyView(PublicView):
    seats: tuple[WhiskySeat, ...]  # in place of the common seats: the same, with what they took
    widow: tuple[Card, ...]  # empty while it lies face down
    widow_up: bool
    knocker: int | None
    rounds: int  # times the option has gone round
    settlement: WhiskySettlement


V = TypeVar("V", bound=PublicView)
E = TypeVar("E", bound=PublicView | SeatView)
T_co = TypeVar("T_co", bound=PublicView, covariant=True)


def extend(base: PublicView | SeatView, cls: type[E], **extra: Any) -> E:
    """A variety's view (or seat): the common one, with its own fields added (or some replaced)."""
    common = {f.name: getattr(base, f.name) for f in fields(base)}
    return cls(**{**common, **extra})


@dataclass(frozen=True, slots=True)
class PrivateView(Generic[T_co]):
    """What one seat sees: the table's view and his own hand.  The only view with hidden cards."""

    table: T_co
    seat: int
    hand: tuple[Card, ...]

    def to_dict(self) -> dict[str, object]:
        return {**self.table.to_dict(), "seat": self.seat, "hand": format_cards(self.hand)}

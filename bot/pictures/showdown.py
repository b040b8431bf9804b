"""What a show-down picture tells, read from the public view only.

`PublicView` holds no unshown card, so nothing built from it here can show one: the hands are
the seats' `shown` cards, and who took what, and the kitty, come from the deal's log.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from engine.cards import Card
from engine.views import LogEntry, PublicView

# The log's own words for the kitty (engine/deal.py `_showdown`, engine/whisky.py `_refreshments`)
# and for chips handed back that nobody called (not a win).
_KITTY_LINE = re.compile(r"(\d+) for the kitty")
_KITTY_PAID = "(to the kitty)"
_TAKES_BACK = "takes back"


@dataclass(frozen=True, slots=True)
class ShownHand:
    """One row of the picture: a seat's name, the cards he showed (None: he took the pool
    without showing, drawn as backs), the chips he took and whether he won."""

    seat: int
    name: str
    cards: tuple[Card, ...] | None
    held: int  # cards in his hand, for the backs of one who did not show
    took: int
    winner: bool


@dataclass(frozen=True, slots=True)
class ShowdownFacts:
    number: int
    pool: int
    kitty: int
    hands: tuple[ShownHand, ...]


def kitty_taken(log: tuple[LogEntry, ...]) -> int:
    """The chips the log says went to the kitty."""
    total = 0
    for entry in log:
        if entry.seat is None:
            match = _KITTY_LINE.fullmatch(entry.text)
            if match:
                total += int(match.group(1))
        elif entry.chips is not None and _KITTY_PAID in entry.text:
            total += entry.chips
    return total


def winners_and_takings(log: tuple[LogEntry, ...]) -> tuple[set[int], dict[int, int]]:
    """The seats the log says won, and the chips each seat took (winning or handed back)."""
    winners: set[int] = set()
    took: dict[int, int] = {}
    for entry in log:
        if entry.seat is not None and entry.won is not None:
            took[entry.seat] = took.get(entry.seat, 0) + entry.won
            if not entry.text.startswith(_TAKES_BACK):
                winners.add(entry.seat)
    return winners, took


def showdown_facts(view: PublicView, names: Mapping[str, str] | None = None) -> ShowdownFacts:
    """The rows of a show-down picture: every seat that showed cards or took chips, in seat
    order, named by `names` (player id to name) where given."""
    winners, took = winners_and_takings(view.log)
    names = names or {}
    hands = []
    for seat, s in enumerate(view.seats):
        if s.shown is None and seat not in took:
            continue
        hands.append(ShownHand(seat, names.get(s.player, s.player), s.shown, s.cards,
                               took.get(seat, 0), seat in winners))
    return ShowdownFacts(view.number, view.pool, kitty_taken(view.log), tuple(hands))

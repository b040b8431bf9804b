"""What a show-down picture tells, read from the public view only.

`PublicView` holds no unshown card, so nothing built from it here can show one: the hands are
the seats' `shown` cards; their names, who took which pool, the kitty's cut and the premiums are
the view's typed facts (`PublicView.showdown`), which name only the hands shown in a call.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from bot.text.showdown_words import picture_takings, shown_words
from engine.cards import Card
from engine.showdown import ShowdownFacts
from engine.views import PublicView


@dataclass(frozen=True, slots=True)
class ShownHand:
    """One row of the picture: a seat's name, the cards he showed (None: he took the pool
    without showing, drawn as backs), his hand's name, what he took and whether he won."""

    seat: int
    name: str
    cards: tuple[Card, ...] | None
    held: int  # cards in his hand, for the backs of one who did not show
    hand: str | None  # the hand's name, shown in a call
    takings: tuple[str, ...]  # "main pool 24", "side pool 10", "pool 4 of 7", "takes back 5"
    premium: int  # straight-flush premium, net: paid (+) or paying (-)
    winner: bool


@dataclass(frozen=True, slots=True)
class ShowdownRows:
    number: int
    pool: int
    kitty: int
    hands: tuple[ShownHand, ...]


def takings(facts: ShowdownFacts, seat: int) -> tuple[str, ...]:
    """What the seat took, pool by pool, as the picture labels it (`picture_takings`)."""
    return picture_takings(facts, seat)


def showdown_rows(view: PublicView, names: Mapping[str, str] | None = None) -> ShowdownRows:
    """The rows of a show-down picture: every seat that showed cards or took chips, in the order
    the hands are laid down (from the dealer's left, as the show-down message names them), named
    by `names` (player id to name) where given."""
    facts = view.showdown
    names = names or {}
    hands = []
    for seat in view.from_dealers_left():
        s = view.seats[seat]
        took = takings(facts, seat) if facts else ()
        if s.shown is None and not took:
            continue
        hands.append(ShownHand(seat, names.get(s.player, s.player), s.shown, s.cards,
                               shown_words(facts, seat), took,
                               facts.premiums[seat] if facts and facts.premiums else 0,
                               bool(facts and seat in facts.winners)))
    return ShowdownRows(view.number, view.pool, facts.kitty if facts else 0, tuple(hands))

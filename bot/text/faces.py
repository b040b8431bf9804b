"""How cards look in chat: suit-symbol text, or the bot's card emojis.

Everything that words a card writes it with its suit symbol (`Card.symbol`:
``A♠``, ``10♥``, ``🃏``).  `CardFaces.show` swaps each such card for the
card's emoji when the bot has one, as the last step before a message is
sent, so the renderers need not know how cards will look.  A name or a note
that holds a card in symbols is shown with the card's emoji too: it is the
same card, and it was already public.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from engine.cards import ALL_CARDS, SUIT_SYMBOLS, Card

SYMBOL_CARD = re.compile(f"(?:10|[2-9JQKA])[{SUIT_SYMBOLS}]|🃏")  # one card as `Card.symbol` writes it
_BY_SYMBOL: dict[str, Card] = {c.symbol(): c for c in ALL_CARDS}


def card_of_symbol(text: str) -> Card:
    """The card `Card.symbol` wrote as `text`."""
    return _BY_SYMBOL[text]


class CardFaces:
    """Cards in chat: with `emojis` (the card's text, ``As``, to its emoji markup), each card
    written with its suit symbol is shown as its emoji; without, as it was written."""

    def __init__(self, emojis: Mapping[str, str] | None = None) -> None:
        self.emojis = dict(emojis or {})

    @property
    def emoji(self) -> bool:
        return bool(self.emojis)

    def show(self, text: str) -> str:
        if not self.emojis or not text:
            return text
        emojis = self.emojis
        return SYMBOL_CARD.sub(lambda m: emojis.get(str(_BY_SYMBOL[m.group(0)]), m.group(0)), text)

    def fit(self, text: str, limit: int) -> str:
        """`show`, within `limit` characters: cut at a line's end (never inside an emoji), and
        in symbols if the emojis would not fit at all."""
        shown = self.show(text)
        if len(shown) <= limit:
            return shown
        kept: list[str] = []
        used = 0
        for line in shown.split("\n"):
            if used + len(line) > limit:
                break
            kept.append(line)
            used += len(line) + 1
        return "\n".join(kept) if kept else text[:limit]


TEXT = CardFaces()  # suit symbols, as written

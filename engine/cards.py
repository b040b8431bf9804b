"""Cards, packs and shuffling.

A `Card` is an `int` whose value is its evaluation code, so that valuing a
hand is a little arithmetic and one lookup (see `engine.hands`).  The code is
``rank_weight << 6 | suit_bit``: the rank weights are chosen so that the sum
over any multiset of four or of five ranks (at most four of a rank) is
unique, and the one-hot suit bit makes a flush the AND of the five codes.
The five suit bits add up to less than 64, so ``sum >> 6`` is the rank key.

The joker (mistigris) weighs more than any five cards together, so a hand
holding it has a key of its own, and it carries all four suit bits, so it
fits any flush.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Iterable, Sequence
from enum import StrEnum

from engine.errors import EngineError, quoted
from engine.plurals import counted

RANK_CHARS = "23456789TJQKA"
SUIT_CHARS = "cdhs"
SUIT_SYMBOLS = "♣♦♥♠"
RANK_NAMES = (
    "deuce", "trey", "four", "five", "six", "seven", "eight",
    "nine", "ten", "jack", "queen", "king", "ace",
)
RANK_PLURALS = (
    "deuces", "treys", "fours", "fives", "sixes", "sevens", "eights",
    "nines", "tens", "jacks", "queens", "kings", "aces",
)
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")

# Rank weights: greedy smallest increasing weights whose sums over every
# multiset of 4 or of 5 ranks are distinct (found by exhaustive search).
RANK_WEIGHTS = (1, 2, 6, 23, 95, 313, 993, 2423, 5625, 12523, 19999, 43259, 79416)
SUIT_SHIFT = 6
SUIT_BITS = 0b1111
JOKER_WEIGHT = 5 * RANK_WEIGHTS[-1] + 1

JACK = 9
ACE = 12
JOKER_RANK = 13  # the joker's own "rank" index where a 14th slot is useful


class CardError(EngineError):
    """A card or list of cards could not be read; the message names the bad token."""


class Card(int):
    """One card.  Its int value is the evaluation code; see the module doc."""

    rank: int  # 0 = deuce ... 12 = ace; JOKER_RANK for the joker
    suit: int  # 0..3 (clubs, diamonds, hearts, spades); -1 for the joker
    index: int  # 0..51 rank-major, 52 for the joker: dense, for bitmasks

    def __new__(cls, rank: int, suit: int) -> Card:
        if rank == JOKER_RANK:
            return JOKER
        return _CARDS[rank * 4 + suit]

    @classmethod
    def _make(cls, rank: int, suit: int) -> Card:
        if rank == JOKER_RANK:
            code = (JOKER_WEIGHT << SUIT_SHIFT) | SUIT_BITS
        else:
            code = (RANK_WEIGHTS[rank] << SUIT_SHIFT) | (1 << suit)
        card = int.__new__(cls, code)
        card.rank = rank
        card.suit = suit
        card.index = 52 if rank == JOKER_RANK else rank * 4 + suit
        return card

    @property
    def is_joker(self) -> bool:
        return self.rank == JOKER_RANK

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    def __str__(self) -> str:
        if self.rank == JOKER_RANK:
            return "Jo"
        return RANK_CHARS[self.rank] + SUIT_CHARS[self.suit]

    def symbol(self) -> str:
        """Chat form with a suit symbol: ``A♠``, ``10♥``, ``🃏`` for the joker."""
        if self.rank == JOKER_RANK:
            return "🃏"
        rank = "10" if self.rank == 8 else RANK_CHARS[self.rank]
        return rank + SUIT_SYMBOLS[self.suit]

    def name(self) -> str:
        if self.rank == JOKER_RANK:
            return "the joker"
        return f"{RANK_NAMES[self.rank]} of {SUIT_NAMES[self.suit]}"

    def __reduce__(self) -> tuple[type[Card], tuple[int, int]]:
        return (Card, (self.rank, self.suit))

    # int's hash/eq are kept: a Card equals its code, and cards hash by it.


_CARDS: list[Card] = [Card._make(r, s) for r in range(13) for s in range(4)]
JOKER: Card = Card._make(JOKER_RANK, -1)
ALL_CARDS: tuple[Card, ...] = (*_CARDS, JOKER)  # indexed by Card.index
_BY_CODE: dict[int, Card] = {int(c): c for c in ALL_CARDS}


def card_from_code(code: int) -> Card:
    """The card whose evaluation code is `code`."""
    return _BY_CODE[code]


HOW_TO_WRITE = "write rank then suit, like As, Kd, Th or 10h, 9c, 2s, or Jo for the joker"
NAMED_MOST = 3  # bad tokens a refusal names; the rest are counted


def _read(token: str) -> Card | CardError:
    """The card `token` names, or what is wrong with it (the token quoted short)."""
    text = token.strip()
    if not text:
        return CardError("empty card", reason="card-empty")
    if text.lower() in ("jo", "joker", "🃏", "*"):
        return JOKER
    rank_text, suit_text = text[:-1], text[-1]
    if rank_text == "10":
        rank_text = "T"
    rank = RANK_CHARS.find(rank_text.upper()) if len(rank_text) == 1 else -1
    suit = SUIT_CHARS.find(suit_text.lower())
    if suit < 0:
        suit = SUIT_SYMBOLS.find(suit_text)
    if suit < 0:
        suit = "♧♢♡♤".find(suit_text)
    if rank < 0 or suit < 0:
        part = "rank" if rank < 0 else "suit"
        return CardError(f"{quoted(token)} is not a card ({part} not understood)", reason="card-unread",
                         typed=quoted(token), part=part)
    return _CARDS[rank * 4 + suit]


def parse_card(token: str) -> Card:
    """Read one card: ``As``, ``Td`` or ``10d``, ``Jo`` for the joker; suit symbols work too."""
    card = _read(token)
    if isinstance(card, CardError):
        if card.reason == "card-empty":
            raise card
        raise CardError(f"{card}: {HOW_TO_WRITE}", reason="cards-unread", problems=(card,), more=0)
    return card


def held_in(refused: CardError, where: str) -> CardError:
    """The refusal again, naming where the cards were written (a command's option: "hand")."""
    return CardError(f"{where}: {refused}", reason="cards-held-in", where=where, problems=(refused,))


def parse_cards(text: str | Iterable[str], *, allow_repeats: bool = False) -> list[Card]:
    """Read cards separated by spaces or commas (``"As Kd Th 9c 2h"``).

    The first bad tokens are named in the error, the others counted, so that the message stays
    one short line however much was typed; a card given twice is refused.
    """
    tokens = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    cards: list[Card] = []
    problems: list[CardError] = []
    for token in tokens:
        card = _read(token)
        if isinstance(card, CardError):
            problems.append(card)
        else:
            cards.append(card)
    if problems:
        first: dict[str, CardError] = {}
        for problem in problems:
            first.setdefault(str(problem), problem)  # a token typed many times is named once
        shown = tuple(first.values())[:NAMED_MOST]
        named = "; ".join(str(p) for p in shown)
        more = len(problems) - len(shown)
        if more > 0:
            named += f"; and {more:,} more {'that is not a card' if more == 1 else 'that are not cards'}"
        raise CardError(f"{named}: {HOW_TO_WRITE}", reason="cards-unread", problems=shown, more=max(more, 0))
    if not allow_repeats:
        seen: set[Card] = set()
        for card in cards:
            if card in seen:
                raise CardError(f"{card} is given twice", reason="card-twice", card=str(card))
            seen.add(card)
    return cards


def format_cards(cards: Iterable[Card], *, symbols: bool = False) -> str:
    """Cards as text: ``As Kd`` or, with symbols, ``A♠ K♦``."""
    return " ".join(c.symbol() if symbols else str(c) for c in cards)


class PackKind(StrEnum):
    """The packs Foster's players used."""

    STANDARD = "standard"  # 52 cards
    JOKER = "joker"  # 52 and the joker (mistigris)
    ECARTE = "ecarte"  # 32 cards, sevens up: the ace is not in sequence with the seven

    def cards(self) -> tuple[Card, ...]:
        return _PACKS[self]

    @property
    def lowest_rank(self) -> int:
        return 5 if self is PackKind.ECARTE else 0


_PACKS: dict[PackKind, tuple[Card, ...]] = {
    PackKind.STANDARD: tuple(_CARDS),
    PackKind.JOKER: (*_CARDS, JOKER),
    PackKind.ECARTE: tuple(c for c in _CARDS if c.rank >= 5),
}


_RANDBELOW_WITH_GETRANDBITS = random.Random._randbelow_with_getrandbits  # type: ignore[attr-defined]  # private: typeshed omits it
_BITS = tuple(n.bit_length() for n in range(64))  # a table lookup is cheaper than the method call


def system_rng() -> random.Random:
    """The default shuffler: the operating system's entropy, not predictable from past deals."""
    return secrets.SystemRandom()


def seeded_rng(seed: int | str | bytes) -> random.Random:
    """A reproducible shuffler for simulation, tests and replay."""
    return random.Random(seed)


class Pack:
    """A pack in play, dealt from the top.

    The shuffle is a Fisher-Yates shuffle done lazily: each card is drawn
    uniformly from those not yet dealt at the moment it is dealt, which gives
    the same uniformly random order as shuffling first, without spending
    random numbers on cards nobody sees.  A stacked top (worked examples,
    tests) is dealt first, in its order.
    """

    __slots__ = ("kind", "_cards", "_next", "_fixed", "_randbelow", "_getrandbits")

    def __init__(self, kind: PackKind = PackKind.STANDARD, rng: random.Random | None = None,
                 top: Sequence[Card] = (), rest: Sequence[Card] | None = None) -> None:
        self.kind = kind
        rng = rng or system_rng()
        if rest is None:
            chosen = set(top)
            rest = [c for c in kind.cards() if c not in chosen] if top else kind.cards()
        self._cards = [*top, *rest]
        self._next = 0
        self._fixed = len(top)
        # random.Random's own shuffle draws with _randbelow; fall back to the public call.
        randbelow = getattr(rng, "_randbelow", None)
        self._randbelow = randbelow or (lambda n: rng.randrange(n))
        # Where that is Random's usual draw by getrandbits, `deal` does the same draw inline:
        # the same numbers, hence the same cards, without a Python call per card.
        standard = getattr(randbelow, "__func__", None) is _RANDBELOW_WITH_GETRANDBITS
        self._getrandbits = rng.getrandbits if standard and len(self._cards) < len(_BITS) else None

    @classmethod
    def ordered(cls, cards: Sequence[Card], kind: PackKind = PackKind.STANDARD) -> Pack:
        """A pack dealt in exactly the given order (top card first)."""
        return cls(kind, random.Random(0), top=cards, rest=())

    def __len__(self) -> int:
        return len(self._cards) - self._next

    def deal(self, n: int = 1) -> list[Card]:
        cards = self._cards
        size = len(cards)
        start = self._next
        if n > size - start:
            raise IndexError(f"only {counted(size - start, 'cards')} left in the stock, {n} wanted")
        getrandbits = self._getrandbits
        if getrandbits is None:
            randbelow = self._randbelow
            for i in range(max(start, self._fixed), start + n):
                j = i + randbelow(size - i)
                cards[i], cards[j] = cards[j], cards[i]
        else:
            for i in range(max(start, self._fixed), start + n):
                # random.Random._randbelow_with_getrandbits, step for step.
                left = size - i
                bits = _BITS[left]
                r = getrandbits(bits)
                while r >= left:
                    r = getrandbits(bits)
                j = i + r
                cards[i], cards[j] = cards[j], cards[i]
        self._next = start + n
        return cards[start:start + n]

    def remaining(self) -> list[Card]:
        """The cards not yet dealt (their order is not yet decided below a stacked top)."""
        return self._cards[self._next:]

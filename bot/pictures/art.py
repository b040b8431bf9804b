"""The card art: every face, the joker and a back, drawn by the project's own code with Pillow.

The only font is Pillow's bundled one (`ImageFont.load_default(size=...)`); the suit symbols
are vector shapes, not glyphs.  Each card is drawn at `_SCALE` times its size and shrunk, so
its edges are smooth.  A `CardArt` draws each card once per `ART_VERSION`: it keeps what it
drew on disk (PNG files under its folder) and in memory, and every picture pastes from there.
"""

from __future__ import annotations

import io
import logging
import math
import os
import struct
import tempfile
import threading
from collections.abc import Callable, Sequence
from enum import StrEnum
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from engine.cards import ALL_CARDS, JOKER_RANK, Card

log = logging.getLogger("poker.pictures")

# Raise this whenever the drawing changes: the files on disk (and the emojis uploaded from
# them) are keyed by it, so an older drawing is never shown again.
ART_VERSION = 1

CARD_W, CARD_H = 140, 196  # a card in a picture (the proportions of a real one, 2.5 x 3.5)
EMOJI_SIZE = 128  # Discord's emoji size
_SCALE = 3  # drawn this many times larger, then shrunk: smooth edges without antialiasing support

Point = tuple[float, float]
RGB = tuple[int, int, int]


class Deck(StrEnum):
    """The colours of the suits."""

    CLASSIC = "classic"  # hearts and diamonds red, spades and clubs black
    FOUR_COLOUR = "four-colour"  # spades black, hearts red, diamonds blue, clubs green


BLACK: RGB = (24, 24, 28)
RED: RGB = (200, 22, 40)
BLUE: RGB = (22, 78, 200)
GREEN: RGB = (18, 128, 48)
JOKER_INK: RGB = (110, 30, 150)
PAPER: RGB = (252, 251, 246)
EDGE: RGB = (120, 120, 125)
BACK_INK: RGB = (30, 58, 140)

# By suit index: clubs, diamonds, hearts, spades (engine.cards.SUIT_CHARS).
SUIT_COLOURS: dict[Deck, tuple[RGB, RGB, RGB, RGB]] = {
    Deck.CLASSIC: (BLACK, RED, RED, BLACK),
    Deck.FOUR_COLOUR: (GREEN, BLUE, RED, BLACK),
}


def ink(card: Card, deck: Deck) -> RGB:
    """The colour a card's rank and suit are drawn in."""
    return JOKER_INK if card.rank == JOKER_RANK else SUIT_COLOURS[deck][card.suit]


def rank_text(card: Card) -> str:
    return "10" if card.rank == 8 else "23456789TJQKA"[card.rank]


# ----- the suit shapes, in a unit box (x right, y down) -----------------------------------

def _suit(draw: ImageDraw.ImageDraw, suit: int, box: tuple[float, float, float, float], fill: RGB) -> None:
    """Draw one suit symbol filling `box` (left, top, width, height)."""
    x0, y0, w, h = box

    def p(x: float, y: float) -> Point:
        return (x0 + x * w, y0 + y * h)

    def disc(cx: float, cy: float, r: float) -> None:
        draw.ellipse([p(cx - r, cy - r), p(cx + r, cy + r)], fill=fill)

    if suit == 1:  # diamond
        draw.polygon([p(0.5, 0.0), p(0.9, 0.5), p(0.5, 1.0), p(0.1, 0.5)], fill=fill)
    elif suit == 2:  # heart: two lobes and a point
        disc(0.27, 0.3, 0.26)
        disc(0.73, 0.3, 0.26)
        draw.polygon([p(0.02, 0.38), p(0.98, 0.38), p(0.5, 0.98), p(0.5, 0.98)], fill=fill)
        draw.polygon([p(0.27, 0.1), p(0.73, 0.1), p(0.9, 0.5), p(0.1, 0.5)], fill=fill)
    elif suit == 3:  # spade: a heart upside down, and a stem
        disc(0.27, 0.56, 0.24)
        disc(0.73, 0.56, 0.24)
        draw.polygon([p(0.5, 0.0), p(0.96, 0.5), p(0.04, 0.5)], fill=fill)
        draw.polygon([p(0.08, 0.45), p(0.92, 0.45), p(0.5, 0.75)], fill=fill)
        draw.polygon([p(0.5, 0.6), p(0.7, 1.0), p(0.3, 1.0)], fill=fill)
    elif suit == 0:  # club: three leaves and a stem
        disc(0.5, 0.26, 0.23)
        disc(0.24, 0.58, 0.23)
        disc(0.76, 0.58, 0.23)
        disc(0.5, 0.5, 0.14)
        draw.polygon([p(0.5, 0.5), p(0.7, 1.0), p(0.3, 1.0)], fill=fill)


def _star(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float], fill: RGB) -> None:
    """The joker's mark: a five-pointed star."""
    x0, y0, w, h = box
    cx, cy, r = x0 + w / 2, y0 + h / 2, min(w, h) / 2
    points = [(cx + (r if i % 2 == 0 else r * 0.42) * math.sin(i * math.pi / 5),
               cy - (r if i % 2 == 0 else r * 0.42) * math.cos(i * math.pi / 5)) for i in range(10)]
    draw.polygon(points, fill=fill)


# ----- the fonts (FreeType faces are not shared between threads) ------------------------

_fonts = threading.local()


def font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """Pillow's bundled font at `size` pixels, one per thread."""
    cache: dict[int, ImageFont.FreeTypeFont | ImageFont.ImageFont] = _fonts.__dict__.setdefault("by_size", {})
    if size not in cache:
        cache[size] = ImageFont.load_default(size=size)
    return cache[size]


def _text_centred(draw: ImageDraw.ImageDraw, text: str, cx: float, top: float, size: int, fill: RGB) -> float:
    """Draw `text` centred on `cx` with its ink starting at `top`; returns where the ink ends."""
    f = font(size)
    left, up, right, down = draw.textbbox((0, 0), text, font=f)
    draw.text((cx - (left + right) / 2, top - up), text, font=f, fill=fill)
    return top + down - up


# ----- whole cards -------------------------------------------------------------------------

def _blank(w: int, h: int, paper: RGB = PAPER) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    s = _SCALE
    draw.rounded_rectangle([0, 0, w - 1, h - 1], radius=10 * s, fill=paper, outline=EDGE, width=2 * s)
    return image, draw


def _index(draw: ImageDraw.ImageDraw, card: Card, colour: RGB) -> None:
    """The corner: the rank large, the suit under it."""
    s = _SCALE
    cx = 25 * s
    if card.rank == JOKER_RANK:
        bottom = _text_centred(draw, "JO", cx, 9 * s, 28 * s, colour)
        _star(draw, (cx - 16 * s, bottom + 5 * s, 32 * s, 32 * s), colour)
        return
    text = rank_text(card)
    bottom = _text_centred(draw, text, cx, 9 * s, (42 if len(text) == 1 else 32) * s, colour)
    _suit(draw, card.suit, (cx - 16 * s, bottom + 6 * s, 32 * s, 34 * s), colour)


def draw_face(card: Card, deck: Deck) -> Image.Image:
    """One card's face at `CARD_W` x `CARD_H`."""
    s = _SCALE
    w, h = CARD_W * s, CARD_H * s
    colour = ink(card, deck)
    image, draw = _blank(w, h)
    # The index in the top corner, and the same upside down in the far one, as on a real card.
    corner = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    _index(ImageDraw.Draw(corner), card, colour)
    image.alpha_composite(corner)
    image.alpha_composite(corner.rotate(180))
    if card.rank == JOKER_RANK:
        _star(draw, (w * 0.32, h * 0.2, w * 0.36, w * 0.36), colour)
        _text_centred(draw, "JOKER", w / 2, h * 0.2 + w * 0.42, 22 * s, colour)
    elif 9 <= card.rank < 12:  # the court cards: a frame with the rank and the suit
        frame = (w * 0.33, h * 0.2, w * 0.67, h * 0.8)
        draw.rounded_rectangle(frame, radius=6 * s, outline=colour, width=3 * s)
        bottom = _text_centred(draw, rank_text(card), w / 2, h * 0.27, 40 * s, colour)
        _suit(draw, card.suit, (w * 0.5 - 17 * s, bottom + 10 * s, 34 * s, 36 * s), colour)
    else:
        big = 72 if card.rank == 12 else 56  # the ace's one pip is the largest
        _suit(draw, card.suit, (w * 0.5 - big / 2 * s, h * 0.5 - big * 0.53 * s, big * s, big * 1.06 * s),
              colour)
    return image.resize((CARD_W, CARD_H), Image.Resampling.LANCZOS)


def draw_back() -> Image.Image:
    """The back: a lattice in one colour inside a white margin."""
    s = _SCALE
    w, h = CARD_W * s, CARD_H * s
    image, draw = _blank(w, h)
    inset = 9 * s
    draw.rounded_rectangle([inset, inset, w - inset, h - inset], radius=6 * s, fill=BACK_INK)
    step = 14 * s
    for k in range(-h, w + h, step):
        draw.line([(k, inset), (k + h, inset + h)], fill=(90, 118, 200), width=2 * s)
        draw.line([(k, inset), (k - h, inset + h)], fill=(90, 118, 200), width=2 * s)
    margin = Image.new("L", (w, h), 0)
    ImageDraw.Draw(margin).rounded_rectangle([inset, inset, w - inset, h - inset], radius=6 * s, fill=255)
    plain, _ = _blank(w, h)
    ImageDraw.Draw(plain).rounded_rectangle([inset, inset, w - inset, h - inset], radius=6 * s,
                                            fill=BACK_INK)
    plain.paste(image, (0, 0), margin)
    draw = ImageDraw.Draw(plain)
    draw.rounded_rectangle([inset, inset, w - inset, h - inset], radius=6 * s, outline=(220, 200, 120),
                           width=3 * s)
    return plain.resize((CARD_W, CARD_H), Image.Resampling.LANCZOS)


def draw_emoji(card: Card | None, deck: Deck) -> Image.Image:
    """A card as a 128 x 128 emoji: only the rank and the suit, as large as they go, so they read
    at the 48 pixels Discord shows (None: the back)."""
    s = _SCALE
    size = EMOJI_SIZE * s
    canvas = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    w, h = 96 * s, size - 2 * s
    if card is None:
        back = draw_back().resize((w, h), Image.Resampling.LANCZOS)
        canvas.paste(back, ((size - w) // 2, s))
        return canvas.resize((EMOJI_SIZE, EMOJI_SIZE), Image.Resampling.LANCZOS)
    colour = ink(card, deck)
    face, draw = _blank(w, h)
    if card.rank == JOKER_RANK:
        bottom = _text_centred(draw, "JO", w / 2, 8 * s, 44 * s, colour)
        _star(draw, (w / 2 - 30 * s, bottom + 10 * s, 60 * s, 60 * s), colour)
    else:
        text = rank_text(card)
        bottom = _text_centred(draw, text, w / 2, 8 * s, (60 if len(text) == 1 else 50) * s, colour)
        _suit(draw, card.suit, (w / 2 - 28 * s, bottom + 8 * s, 56 * s, h - bottom - 16 * s), colour)
    canvas.paste(face, ((size - w) // 2, s))
    return canvas.resize((EMOJI_SIZE, EMOJI_SIZE), Image.Resampling.LANCZOS)


# ----- the store ---------------------------------------------------------------------------

BACK = "back"  # the key of the back among the cards
_SIZES = {"face": (CARD_W, CARD_H), "emoji": (EMOJI_SIZE, EMOJI_SIZE)}  # each kind's drawing, in pixels
_PNG = b"\x89PNG\r\n\x1a\n"  # a PNG's first bytes; its size follows, in the IHDR chunk (bytes 16 to 24)


def png(image: Image.Image, compress_level: int = 6) -> bytes:
    out = io.BytesIO()
    image.save(out, format="PNG", compress_level=compress_level)
    return out.getvalue()


def card_key(card: Card | None) -> str:
    """A card's name in the store and in file names: 'As', 'Td', 'Jo', 'back'."""
    return BACK if card is None else str(card)


class CardArt:
    """The drawn cards of every deck: each drawn once per `ART_VERSION`, then read from disk or
    memory.  Safe to share between threads: the pictures are built in a thread pool.

    `folder` None keeps the drawings in memory only.  A folder that cannot be written is said
    once in the log, and the drawings are kept in memory all the same."""

    def __init__(self, folder: Path | str | None) -> None:
        self.folder = Path(folder) if folder is not None else None
        self.draws = 0  # drawings made (not read back from disk): how the tests see the cache work
        self._images: dict[tuple[str, Deck, str], Image.Image] = {}
        self._pngs: dict[tuple[Deck, str], bytes] = {}
        self._lock = threading.Lock()
        self._said_unwritable = False

    def path(self, kind: str, deck: Deck, key: str) -> Path | None:
        if self.folder is None:
            return None
        return self.folder / f"v{ART_VERSION}" / deck.value / f"{kind}-{key}.png"

    def face(self, card: Card | None, deck: Deck | str) -> Image.Image:
        """The card's face (None: the back) at `CARD_W` x `CARD_H`, RGBA."""
        deck = Deck(deck)
        key = ("face", deck, card_key(card))
        image = self._images.get(key)
        if image is None:
            image = self._fill(key, lambda: draw_back() if card is None else draw_face(card, deck))
        return image

    def emoji(self, card: Card | None, deck: Deck | str) -> bytes:
        """The card as a 128 x 128 PNG emoji (None: the back)."""
        deck = Deck(deck)
        name = card_key(card)
        data = self._pngs.get((deck, name))
        if data is None:
            key = ("emoji", deck, name)
            image = self._images.get(key) or self._fill(key, lambda: draw_emoji(card, deck))
            data = self._pngs.setdefault((deck, name), png(image))
        return data

    def _fill(self, key: tuple[str, Deck, str], make: Callable[[], Image.Image]) -> Image.Image:
        with self._lock:
            image = self._images.get(key)
            if image is not None:  # another thread drew it while this one waited
                return image
            kind, deck, name = key
            path = self.path(kind, deck, name)
            image = self._read(path, _SIZES[kind])
            if image is None:
                image = make()
                self.draws += 1
                self._write(path, image)
            image.load()
            self._images[key] = image
            return image

    def _read(self, path: Path | None, size: tuple[int, int]) -> Image.Image | None:
        """The drawing kept at `path`, if it is there and sound.  A damaged file is drawn again, as
        is one not of the card's `size`: its size is read before Pillow decodes a pixel, so a file
        declaring millions of them (a decompression bomb) costs nothing."""
        if path is None:
            return None
        try:
            with open(path, "rb") as file:
                head = file.read(24)
            if head[:8] != _PNG or len(head) < 24 or struct.unpack(">II", head[16:24]) != size:
                return None
            with Image.open(path, formats=["PNG"]) as image:
                return image.convert("RGBA")
        except (OSError, ValueError):  # not there, or not to be read (a name too long, say)
            return None

    def _write(self, path: Path | None, image: Image.Image) -> None:
        if path is None:
            return
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            # Written whole, then renamed: another process never reads half a file.
            fd, temporary = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
            with os.fdopen(fd, "wb") as out:
                out.write(png(image))
            os.replace(temporary, path)
        except OSError as exc:
            if not self._said_unwritable:
                self._said_unwritable = True
                log.warning("card art is kept in memory only: cannot write %s (%s)",
                            self.folder, exc.strerror or exc)

    def warm(self, decks: Sequence[Deck | str] = tuple(Deck)) -> None:
        """Draw (or read) every card of the decks now, so no picture waits for a drawing."""
        for deck in decks:
            for card in (*ALL_CARDS, None):
                self.face(card, deck)

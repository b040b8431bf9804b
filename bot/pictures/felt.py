"""The empty table, the cards at the table's size and the table's palette: what every table
picture is drawn on and mapped to, made once."""

from __future__ import annotations

import functools
import threading

from PIL import Image, ImageDraw

from bot.pictures.art import CardArt, Deck
from bot.pictures.pen import (
    BACKGROUND,
    CHIP,
    DARK,
    FELT,
    FELT_EDGE,
    GOLD,
    GREY,
    LIT,
    PILL,
    PLATE,
    PLATE_DIM,
    POOL_TEXT,
    RAIL,
    RAIL_EDGE,
    SHADE,
    SHADE_ALPHA,
    TEXT,
    WHITE,
    _Pen,
    paste,
)
from engine.cards import ALL_CARDS, Card

W, H = 640, 480
CARD_SIZE = (52, 73)  # a card on the table: its index still reads, overlapped
STEP = 22  # of a seat's cards, each shows this much of itself under the next
WIDOW_STEP = 57
HAND = 5  # cards in a hand, and in whisky poker's widow
BLOCK_W = 150  # a seat: its plate (name and stack), its cards
PLATE_H = 54
BLOCK_H = PLATE_H + 4 + CARD_SIZE[1]
FRONT_H = 28  # the strip of felt before a seat: its marks and the chips it put in
MARGIN = 6

# ----- the cards -------------------------------------------------------------------------------

_small: dict[tuple[int, tuple[int, int]], tuple[Image.Image, Image.Image]] = {}
_small_lock = threading.Lock()


def _card(art: CardArt, card: Card | None, deck: Deck | str, size: tuple[int, int] = CARD_SIZE) -> Image.Image:
    """The card's face (None: a back) at `size`.  Asked of the art every time, so whatever
    watches the art sees every card pasted; only the shrinking is kept."""
    face = art.face(card, deck)
    key = (id(face), size)
    kept = _small.get(key)
    if kept is None or kept[0] is not face:
        small = face.resize(size, Image.Resampling.LANCZOS)
        with _small_lock:
            if len(_small) > 2000:  # many arts (tests): start again rather than grow
                _small.clear()
            _small[key] = (face, small)  # the face held, so its id is not reused
        return small
    return kept[1]


# ----- the picture -----------------------------------------------------------------------------

@functools.cache
def _felt() -> Image.Image:
    """The table without its seats: the rail and the felt, drawn once."""
    canvas = Image.new("RGB", (W, H), BACKGROUND)
    d = ImageDraw.Draw(canvas)
    top, bottom = MARGIN + PLATE_H // 2, H - MARGIN - PLATE_H // 2
    d.rounded_rectangle([MARGIN, top, W - MARGIN, bottom], radius=(bottom - top) // 2, fill=RAIL,
                        outline=RAIL_EDGE, width=3)
    inset = 16
    d.rounded_rectangle([MARGIN + inset, top + inset, W - MARGIN - inset, bottom - inset],
                        radius=(bottom - top) // 2 - inset, fill=FELT, outline=FELT_EDGE, width=4)
    return canvas


@functools.lru_cache(maxsize=16)
def _shade(width: int) -> Image.Image:
    return Image.new("L", (width, CARD_SIZE[1]), SHADE_ALPHA)

# ----- the palette -----------------------------------------------------------------------------

COLOURS = 64  # a quarter of the bytes of full colour; the cards' few inks look the same
FILLS = (BACKGROUND, RAIL, RAIL_EDGE, FELT, FELT_EDGE, PLATE, PLATE_DIM, LIT, PILL, DARK, CHIP, WHITE)
INKS = (WHITE, GREY, DARK, GOLD, LIT, CHIP)


def palette_sheet(art: CardArt, deck: Deck | str) -> Image.Image:
    """Every ink a table picture can hold, by construction: the empty table; each card of the
    deck and its back at the table's size, plain and shaded as for a seat out of the deal; and
    every ink's words, plain and bold, at each size, on every fill (their edges blend the two)."""
    faces = [_card(art, card, deck) for card in (*ALL_CARDS, None)]
    fw, fh = CARD_SIZE
    band = POOL_TEXT + 12
    rows = len(FILLS) * len(INKS) * 2
    sheet = Image.new("RGB", (max(W, 27 * fw), H + 4 * fh + rows * band), BACKGROUND)
    sheet.paste(_felt(), (0, 0))
    for i, face in enumerate(faces):
        x, y = (i % 27) * fw, H + (i // 27) * 2 * fh
        for top, shaded in ((y, False), (y + fh, True)):
            sheet.paste(FELT, (x, top, x + fw, top + fh))
            paste(sheet, face, (x, top))
            if shaded:
                sheet.paste(SHADE, (x, top, x + fw, top + fh), _shade(fw))
    pen = _Pen(sheet)
    y = H + 4 * fh
    for fill in FILLS:
        for ink in INKS:
            for bold in (False, True):
                sheet.paste(fill, (0, y, sheet.width, y + band))
                pen.text((4, y + band / 2), "Kg 0123456789 Wwhisky", ink, TEXT, bold=bold)
                pen.text((W // 2, y + band / 2), "Pool 88 JACK-POT", ink, POOL_TEXT, bold=bold)
                y += band
    return sheet


_palettes: dict[tuple[int, str], tuple[CardArt, Image.Image]] = {}
_palettes_lock = threading.Lock()


def palette(art: CardArt, deck: Deck | str) -> Image.Image:
    """The deck's `COLOURS`, chosen once: the fills and inks exactly, the rest from
    `palette_sheet`.  Mapping a picture to a palette chosen beforehand takes half the time of
    choosing one for each picture, and every colour it can hold is near one of these
    (docs/benchmarks.md); a palette image for `Image.quantize`."""
    key = (id(art), str(deck))
    with _palettes_lock:
        kept = _palettes.get(key)
        if kept is not None and kept[0] is art:
            return kept[1]
    named = list(dict.fromkeys(FILLS + INKS))  # exact: the fills and the words' own inks
    rest = palette_sheet(art, deck).quantize(COLOURS - len(named), method=Image.Quantize.FASTOCTREE,
                                             dither=Image.Dither.NONE).getpalette() or []
    flat = [level for rgb in named for level in rgb] + rest[: 3 * (COLOURS - len(named))]
    chosen = Image.new("P", (1, 1))
    chosen.putpalette(flat)  # exactly `COLOURS`: every index of a picture is one of them
    with _palettes_lock:
        if len(_palettes) > 64:  # many arts (tests): start again rather than grow
            _palettes.clear()
        _palettes[key] = (art, chosen)  # the art held, so its id is not reused
    return chosen

"""A picture of the table, drawn from the public view only.

`table_picture(view, deck, art)` draws the felt, each seat around it in the order of play (seat
0 top left, then clockwise: the next to the left of each is the next drawn), the pool and the
kind of deal on the felt, whisky poker's widow, and every card the view shows: shown hands,
stud's up-cards, what a whisky player took from the face-up widow.  Every other card is a back.
It reads nothing but the view, so it cannot hold a card the table was not shown.

The picture is 640 by 480: 4 to 3, so Discord shows it at its full 400 pixels wide, and every
word is at least `TEXT` pixels, whose capitals stand 15 pixels tall (9 at 400 wide).  Each text
drawn is noted with its box and its font's cap height (`Drawn.texts`): the tests hold the
picture to that, measured, not by eye.
"""

from __future__ import annotations

import functools
import threading
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field

from PIL import Image, ImageDraw

from bot.pictures.art import CardArt, Deck, font, png
from bot.pictures.pictures import default_art
from bot.text.table_picture import (
    dealer_button,
    face_up,
    fattened,
    kind_line,
    mark_letter,
    pool_label,
    seat_name,
    seat_state,
    seat_tags,
    short_chips,
    side_pools,
    side_pools_line,
    state_words,
    table_marks,
    title,
    took_words,
    widow_label,
)
from engine.cards import ALL_CARDS, Card
from engine.views import PublicView, SeatView, WhiskyView

W, H = 640, 480
TEXT = 21  # the smallest words: capitals 15 pixels tall
POOL_TEXT = 30
CARD_SIZE = (52, 73)  # a card on the table: its index still reads, overlapped
STEP = 22  # of a seat's cards, each shows this much of itself under the next
WIDOW_STEP = 57
HAND = 5  # cards in a hand, and in whisky poker's widow
BLOCK_W = 150  # a seat: its plate (name and stack), its cards
PLATE_H = 54
BLOCK_H = PLATE_H + 4 + CARD_SIZE[1]
FRONT_H = 28  # the strip of felt before a seat: its marks and the chips it put in
MARGIN = 6

RGB = tuple[int, int, int]
BACKGROUND: RGB = (30, 33, 38)
RAIL: RGB = (92, 58, 34)
RAIL_EDGE: RGB = (140, 96, 58)
FELT: RGB = (28, 110, 66)
FELT_EDGE: RGB = (22, 88, 52)
PLATE: RGB = (20, 42, 30)
PLATE_DIM: RGB = (52, 58, 56)
LIT: RGB = (250, 204, 64)
WHITE: RGB = (246, 246, 240)
GREY: RGB = (178, 186, 182)
DARK: RGB = (24, 24, 28)
GOLD: RGB = (250, 210, 90)
PILL: RGB = (236, 232, 214)
CHIP: RGB = (196, 40, 48)
SHADE: RGB = (20, 30, 24)  # over the cards of a seat out of the deal, at SHADE_ALPHA
SHADE_ALPHA = 110


@dataclass(frozen=True, slots=True)
class Written:
    """One text drawn: what, where its ink lies, and its font's cap height, in pixels."""

    text: str
    box: tuple[int, int, int, int]
    cap: int


@dataclass(slots=True)
class Drawn:
    image: Image.Image
    texts: list[Written] = field(default_factory=list)


# ----- the words: only what the bundled font can draw, cut to fit -------------------------

@functools.cache
def _notdef() -> bytes:
    return bytes(font(TEXT).getmask("\uffff"))


@functools.lru_cache(maxsize=4096)
def _drawable(ch: str) -> bool:
    """Whether the bundled font has a glyph for `ch` (it has no emoji and few letters beyond
    ASCII): what it lacks would be drawn as a box."""
    return ch == " " or (ch.isprintable() and bytes(font(TEXT).getmask(ch)) != _notdef())


def plain(name: str) -> str:
    """A name in the characters the font can draw: accents taken off their letters, the rest
    (emoji, other scripts) left out."""
    folded = unicodedata.normalize("NFKD", " ".join(name.split()))
    kept = "".join(ch for ch in folded if not unicodedata.combining(ch) and _drawable(ch))
    return " ".join(kept.split())


@functools.lru_cache(maxsize=8192)
def length(text: str, size: int) -> float:
    """`text`'s width in pixels: measured once, as the same words recur on every picture."""
    return font(size).getlength(text)


def fit(text: str, size: int, width: int) -> str:
    """`text` cut with an ellipsis to `width` pixels."""
    if length(text, size) <= width:
        return text
    while text and font(size).getlength(text + "…") > width:
        text = text[:-1]
    return text.rstrip() + "…"


@functools.lru_cache(maxsize=4096)
def _sprite(text: str, size: int, fill: RGB, bold: bool) -> tuple[Image.Image, int, int, int]:
    """`text` drawn once on a clear ground, with its ink's left and top from the pen's point
    (the start of the baseline) and its font's cap height: the same words on the next picture
    (names, stacks, labels) are pasted, not drawn again."""
    f = font(size)
    stroke = 1 if bold else 0
    left, top, right, bottom = (int(v) for v in f.getbbox(text, anchor="ls", stroke_width=stroke))
    image = Image.new("RGBA", (max(right - left, 1), max(bottom - top, 1)), (0, 0, 0, 0))
    ImageDraw.Draw(image).text((-left, -top), text, font=f, fill=fill, anchor="ls", stroke_width=stroke,
                               stroke_fill=fill)
    cap = f.getbbox("H", anchor="ls")
    return image, left, top, int(cap[3] - cap[1])


class _Pen:
    def __init__(self, canvas: Image.Image) -> None:
        self.canvas = canvas
        self.draw = ImageDraw.Draw(canvas)
        self.texts: list[Written] = []

    def text(self, xy: tuple[float, float], text: str, fill: RGB, size: int = TEXT, align: str = "l",
             bold: bool = False) -> None:
        """`text` with its capitals centred on y, and its ink starting at x ("l"), centred on
        it ("m") or ending at it ("r")."""
        image, left, top, cap = _sprite(text, size, fill, bold)
        x, y = xy
        x0 = x - {"l": 0, "m": image.width / 2, "r": image.width}[align]
        y0 = y + cap / 2 + top  # the baseline lies half a capital below the middle
        box = (round(x0), round(y0), round(x0) + image.width, round(y0) + image.height)
        paste(self.canvas, image, box[:2])
        self.texts.append(Written(text, box, cap))

    def width(self, text: str, size: int = TEXT) -> float:
        return length(text, size)

    def pill(self, x: float, cy: float, text: str, fill: RGB = PILL, ink: RGB = DARK) -> float:
        """A word on a rounded tag with its left edge at `x`; returns its right edge."""
        w = self.width(text) + 14
        self.draw.rounded_rectangle([x, cy - 13, x + w, cy + 13], radius=13, fill=fill)
        self.text((x + 7, cy), text, ink)
        return x + w

    def disc(self, cx: float, cy: float, letter: str) -> float:
        """A letter on a white disc, as the dealer's button; returns its right edge."""
        self.draw.ellipse([cx - 13, cy - 13, cx + 13, cy + 13], fill=WHITE, outline=DARK, width=2)
        self.text((cx, cy), letter, DARK, align="m", bold=True)
        return cx + 13

    def chip(self, cx: float, cy: float, r: float = 10) -> None:
        d = self.draw
        d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=CHIP, outline=WHITE, width=2)
        d.ellipse([cx - r * 0.45, cy - r * 0.45, cx + r * 0.45, cy + r * 0.45], outline=WHITE, width=2)


def paste(canvas: Image.Image, image: Image.Image, xy: tuple[int, int]) -> None:
    """`image` laid over the canvas by its own alpha: on the opaque RGB canvas the same colours as
    compositing, in one call that holds the interpreter's lock for less time."""
    canvas.paste(image, xy, image)


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


def seat_cards(seat: SeatView) -> list[Card | None]:
    """What the table sees of a seat's cards: backs for those it holds unseen, then the faces
    it shows (stud's hole card first, as dealt)."""
    faces = face_up(seat)
    backs = max(seat.cards - len(faces), 0)
    return [None] * backs + list(faces)


def _fan(canvas: Image.Image, art: CardArt, cards: Sequence[Card | None], deck: Deck | str,
         x: float, y: float) -> None:
    for i, card in enumerate(cards):
        paste(canvas, _card(art, card, deck), (int(x + i * STEP), int(y)))


# ----- where each seat sits ----------------------------------------------------------------

def seat_places(n: int) -> list[tuple[int, int, bool]]:
    """Each seat's block: its left, its top, and whether it sits at the top (its cards below
    its plate) or at the bottom (its cards above).  Seat 0 at the top left, then clockwise."""
    top, bottom = (n + 1) // 2, n // 2
    places = []
    for count, row_top, upper in ((top, MARGIN, True), (bottom, H - MARGIN - BLOCK_H, False)):
        slot = (W - 2 * MARGIN) / max(count, 1)
        lefts = [int(MARGIN + slot * (k + 0.5) - BLOCK_W / 2) for k in range(count)]
        places += [(x, row_top, upper) for x in (lefts if upper else reversed(lefts))]
    return places


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


def _seat(pen: _Pen, art: CardArt, view: PublicView, i: int, deck: Deck | str,
          place: tuple[int, int, bool]) -> None:
    x, y, upper = place
    seat = view.seats[i]
    lit = view.to_act == i
    took = took_words(view, i) is not None
    dim = seat.status != "in"
    plate_y = y if upper else y + BLOCK_H - PLATE_H
    cards_y = y + PLATE_H + 4 if upper else y
    d = pen.draw
    if lit or took:  # a ring round the whole seat: whose turn it is, or who took the pool
        d.rounded_rectangle([x - 5, y - 5, x + BLOCK_W + 5, y + BLOCK_H + 5], radius=14, outline=LIT, width=4)
    fill = LIT if lit else PLATE_DIM if dim else PLATE
    d.rounded_rectangle([x, plate_y, x + BLOCK_W, plate_y + PLATE_H], radius=10, fill=fill,
                        outline=LIT if lit or took else None if dim else GREY, width=2)
    ink = DARK if lit else GREY if dim else WHITE
    room = BLOCK_W - 16 - (26 if i == view.dealer else 0)
    pen.text((x + 8, plate_y + 15), fit(plain(seat.player) or seat_name(i), TEXT, room), ink, bold=True)
    if i == view.dealer:  # the button, on the plate's far corner
        pen.disc(x + BLOCK_W - 16, plate_y + 15, dealer_button())
    pen.chip(x + 18, plate_y + 40, 8)
    pen.text((x + 31, plate_y + 40), short_chips(seat.stack), ink)
    cards = seat_cards(seat)
    if cards:
        width = CARD_SIZE[0] + STEP * (len(cards) - 1)
        left = x + (BLOCK_W - width) // 2
        _fan(pen.canvas, art, cards, deck, left, cards_y)
        if dim:  # out of the deal: his cards shown, but shaded
            pen.canvas.paste(SHADE, (left, cards_y, left + width, cards_y + CARD_SIZE[1]), _shade(width))
        # Over the cards' lower edge: what it took, its sight, its draw.
        tag = next((t for t in seat_tags(view, i, holding=True) if pen.width(t) + 14 <= BLOCK_W), None)
        if tag:
            w = pen.width(tag) + 14
            pen.pill(x + (BLOCK_W - w) / 2, cards_y + CARD_SIZE[1] - 14, tag, fill=LIT if took else DARK,
                     ink=DARK if took else WHITE)
    elif seat.status != "in":  # where the cards would lie: why it holds none
        pen.text((x + BLOCK_W / 2, cards_y + CARD_SIZE[1] / 2), state_words(seat_state(view, i)), GREY, align="m")
    _front(pen, view, i, x, y + BLOCK_H + 6 + FRONT_H / 2 if upper else y - 6 - FRONT_H / 2)


def _front(pen: _Pen, view: PublicView, i: int, x: float, cy: float) -> None:
    """Before the seat on the felt: its marks (the age, the buck, a straddle...) in words, or in
    letters where the words have no room, and the chips it put in."""
    marks = [m for m in table_marks(view, i) if m != "dealer"]  # the dealer has his button
    put = view.seats[i].put
    put_w = 26 + pen.width(short_chips(put)) if put else 0
    words = sum(pen.width(m) + 20 for m in marks)
    left = x
    for mark in marks:
        if words + put_w <= BLOCK_W:
            left = pen.pill(left, cy, mark) + 6
        else:
            left = pen.disc(left + 13, cy, mark_letter(mark)) + 6
    if put:
        pen.chip(left + 11, cy)
        pen.text((left + 25, cy), short_chips(put), WHITE, bold=True)


def _centre(pen: _Pen, art: CardArt, view: PublicView, deck: Deck | str) -> None:
    top, bottom = MARGIN + BLOCK_H + FRONT_H + 10, H - MARGIN - BLOCK_H - FRONT_H - 10
    left, right = MARGIN + 40, W - MARGIN - 40
    if isinstance(view, WhiskyView):  # the widow on the left half, the words on the right
        widow: list[Card | None] = list(view.widow) if view.widow_up else [None] * HAND
        wx = left + 6
        wy = (top + bottom) / 2 - CARD_SIZE[1] / 2 + 12
        pen.text((wx, wy - 16), widow_label(), GOLD)
        for k, card in enumerate(widow):
            paste(pen.canvas, _card(art, card, deck), (int(wx + k * WIDOW_STEP), int(wy)))
        left = int(wx + (HAND - 1) * WIDOW_STEP + CARD_SIZE[0] + 16)
    lines: list[tuple[str, RGB, int]] = [(title(view), GREY, TEXT)]
    lines += [(part, WHITE, TEXT) for part in _wrap(kind_line(view), TEXT, right - left)]
    lines.append((pool_label(view.pool), GOLD, POOL_TEXT))
    extra = fattened(view)
    if extra:
        lines.append((extra, GOLD, TEXT))
    if side_pools(view):
        lines.append((side_pools_line(side_pools(view)), GOLD, TEXT))
    if sum(_line_height(size) for _, _, size in lines) > bottom - top:
        lines.pop(0)  # the deal's number gives way (the table message has it too)
    heights = [_line_height(size) for _, _, size in lines]
    y = (top + bottom - sum(heights)) / 2
    cx = (left + right) / 2
    for (text, ink, size), h in zip(lines, heights, strict=True):
        pen.text((cx, y + h / 2), fit(text, size, right - left), ink, size=size, align="m",
                 bold=size == POOL_TEXT)
        y += h


def _line_height(size: int) -> int:
    return size + 5


def _wrap(text: str, size: int, width: int) -> list[str]:
    """`text` in lines of `width` pixels, broken between words."""
    lines: list[str] = []
    for word in text.split():
        if lines and length(lines[-1] + " " + word, size) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def draw_table(view: PublicView, deck: Deck | str = Deck.CLASSIC, art: CardArt | None = None) -> Drawn:
    """The picture, unencoded, with every text it drew (`table_picture` encodes it)."""
    art = art or default_art()
    canvas = _felt().copy()
    pen = _Pen(canvas)
    _centre(pen, art, view, deck)
    for i, place in enumerate(seat_places(len(view.seats))):
        _seat(pen, art, view, i, deck, place)
    return Drawn(canvas, pen.texts)


def table_picture(view: PublicView, deck: Deck | str = Deck.CLASSIC, art: CardArt | None = None) -> bytes:
    """The table as the public view has it, as PNG bytes: see the module's docstring.  In the
    deck's fixed palette (`palette`), compressed at zlib's level 3, not 6: drawn again at every
    change of every table, its encoding takes under half the time for about a quarter more bytes
    (docs/benchmarks.md)."""
    art = art or default_art()
    image = draw_table(view, deck, art).image
    return png(image.quantize(palette=palette(art, deck), dither=Image.Dither.NONE), compress_level=3)


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
    chosen.putpalette(flat + [0] * (768 - len(flat)))
    with _palettes_lock:
        if len(_palettes) > 64:  # many arts (tests): start again rather than grow
            _palettes.clear()
        _palettes[key] = (art, chosen)  # the art held, so its id is not reused
    return chosen

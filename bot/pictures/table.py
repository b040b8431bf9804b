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

It is drawn in parts (a seat's plate, its cards, the strip before it, the middle), each keyed by
everything it shows and drawn on its own piece of the empty table; `table_picture` keeps each
part, mapped to the palette, and pastes it again while nothing it shows changes (issue 43).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass, field

from PIL import Image, ImageDraw

from bot.pictures.art import CardArt, Deck
from bot.pictures.felt import (  # noqa: F401 (the tests reach them here)
    BLOCK_H,
    BLOCK_W,
    CARD_SIZE,
    COLOURS,
    FILLS,
    FRONT_H,
    HAND,
    INKS,
    MARGIN,
    PLATE_H,
    STEP,
    WIDOW_STEP,
    H,
    W,
    _card,
    _felt,
    _shade,
    palette,
    palette_sheet,
)
from bot.pictures.indexed import Kept, index_of, mapped, png_indexed
from bot.pictures.pen import (
    DARK,
    GOLD,
    GREY,
    LIT,
    PLATE,
    PLATE_DIM,
    POOL_TEXT,
    RGB,
    SHADE,
    TEXT,
    WHITE,
    Written,
    _Pen,
    _sprite,
    fit,
    length,
    paste,
    plain,
)
from bot.pictures.pictures import default_art
from bot.text.render import mark_words
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
from engine.cards import Card
from engine.views import PublicView, SeatView, WhiskyView


@dataclass(slots=True)
class Drawn:
    image: Image.Image
    texts: list[Written] = field(default_factory=list)


def seat_cards(seat: SeatView) -> list[Card | None]:
    """What the table sees of a seat's cards: backs for those it holds unseen, then the faces
    it shows (stud's hole card first, as dealt)."""
    faces = face_up(seat)
    backs = max(seat.cards - len(faces), 0)
    return [None] * backs + list(faces)


def _fan(canvas: Image.Image, faces: Sequence[Image.Image], x: float, y: float) -> None:
    for i, face in enumerate(faces):
        paste(canvas, face, (int(x + i * STEP), int(y)))


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


# ----- what each part shows: the keys of the parts drawn once and pasted after ------------

Box = tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class PlateFace:
    """Everything a seat's plate shows, and where it sits: two plates alike look alike, so this
    is the key its drawing is kept under."""

    place: tuple[int, int, bool]
    name: str  # fitted to the plate
    stack: str
    lit: bool
    took: bool
    dim: bool
    dealer: str | None  # the dealer's button, in the reader's letter


@dataclass(frozen=True, slots=True)
class CardsFace:
    """A seat's cards as the table sees them, or why it holds none: apart from its plate, as a
    row of backs looks the same at every table (the ring round a lit seat is drawn over both)."""

    place: tuple[int, int, bool]
    cards: tuple[Card | None, ...]
    dim: bool
    took: bool
    tag: str | None  # over the cards' lower edge: what it took, its sight, its draw
    state: str | None  # where the cards would lie: why it holds none


@dataclass(frozen=True, slots=True)
class FrontFace:
    """Before a seat on the felt: its marks and the chips it put in."""

    x: int
    cy: int
    marks: tuple[tuple[str, str], ...]  # each mark's word, and its letter where the word has no room
    put: str | None


@dataclass(frozen=True, slots=True)
class CentreFace:
    """The middle of the felt: the lines (words, ink, size) and whisky poker's widow."""

    lines: tuple[tuple[str, RGB, int], ...]
    widow: tuple[Card | None, ...] | None
    widow_label: str = ""


def seat_faces(view: PublicView, i: int, place: tuple[int, int, bool]) -> tuple[PlateFace, CardsFace]:
    seat = view.seats[i]
    dealer = i == view.dealer
    took = took_words(view, i) is not None
    dim = seat.status != "in"
    cards = tuple(seat_cards(seat))
    room = BLOCK_W - 16 - (26 if dealer else 0)
    tag = next((t for t in seat_tags(view, i, holding=True) if length(t, TEXT) + 14 <= BLOCK_W), None) \
        if cards else None
    return (PlateFace(place, fit(plain(seat.player) or seat_name(i), TEXT, room), short_chips(seat.stack),
                      view.to_act == i, took, dim, dealer_button() if dealer else None),
            CardsFace(place, cards, dim, took, tag, state_words(seat_state(view, i)) if not cards and dim else None))


def front_face(view: PublicView, i: int, place: tuple[int, int, bool]) -> FrontFace:
    x, y, upper = place
    put = view.seats[i].put
    marks = [m for m in table_marks(view, i) if m != "dealer"]  # the dealer has his button
    return FrontFace(x, int(y + BLOCK_H + 6 + FRONT_H // 2 if upper else y - 6 - FRONT_H // 2),
                     tuple((word, mark_letter(m)) for m, word in zip(marks, mark_words(marks), strict=True)),
                     short_chips(put) if put else None)


def centre_face(view: PublicView) -> CentreFace:
    left, right = _CENTRE[0] + 40, _CENTRE[2] - 40
    widow: tuple[Card | None, ...] | None = None
    if isinstance(view, WhiskyView):  # the widow on the left half, the words on the right
        widow = tuple(view.widow) if view.widow_up else (None,) * HAND
        left = int(left + 6 + (HAND - 1) * WIDOW_STEP + CARD_SIZE[0] + 16)
    lines: list[tuple[str, RGB, int]] = [(title(view), GREY, TEXT)]
    lines += [(part, WHITE, TEXT) for part in _wrap(kind_line(view), TEXT, right - left)]
    lines.append((pool_label(view.pool), GOLD, POOL_TEXT))
    extra = fattened(view)
    if extra:
        lines.append((extra, GOLD, TEXT))
    if side_pools(view):
        lines.append((side_pools_line(side_pools(view)), GOLD, TEXT))
    if sum(_line_height(size) for _, _, size in lines) > _CENTRE[3] - _CENTRE[1]:
        lines.pop(0)  # the deal's number gives way (the table message has it too)
    return CentreFace(tuple((fit(text, size, right - left), ink, size) for text, ink, size in lines), widow,
                      widow_label() if widow is not None else "")


# ----- each part drawn, on its own piece of the empty table ------------------------------------

# The middle of the felt, between the rows of seats and the strips before them.
_CENTRE: Box = (MARGIN, MARGIN + BLOCK_H + FRONT_H + 10, W - MARGIN, H - MARGIN - BLOCK_H - FRONT_H - 10)


def centre_box(face: CentreFace) -> Box:
    """The middle's ink and a few pixels about it: its lines, centred (the widow's row, all of
    its height); the less of the felt a part holds, the less there is to draw and map."""
    if face.widow is not None:
        return _CENTRE
    top, bottom = _CENTRE[1], _CENTRE[3]
    tall = sum(_line_height(size) for _, _, size in face.lines)
    half = max(_sprite(text, size, ink, size == POOL_TEXT)[0].width for text, ink, size in face.lines) / 2
    cx = (_CENTRE[0] + _CENTRE[2]) / 2
    y = (top + bottom - tall) / 2
    return (max(int(cx - half) - 3, _CENTRE[0]), max(int(y) - 4, top), min(int(cx + half) + 4, _CENTRE[2]),
            min(int(y + tall) + 5, bottom))


def seat_boxes(place: tuple[int, int, bool]) -> tuple[Box, Box]:
    """Where a seat's plate and its cards lie: the plate above its cards at the top of the
    table, below them at the bottom."""
    x, y, upper = place
    plate_y = y if upper else y + BLOCK_H - PLATE_H
    cards_y = y + PLATE_H + 4 if upper else y
    return (x, plate_y, x + BLOCK_W, plate_y + PLATE_H), (x, cards_y, x + BLOCK_W, cards_y + CARD_SIZE[1])


def _draw_plate(pen: _Pen, face: PlateFace) -> None:
    """The seat's name, stack and button on its plate, the plate at the top left of the pen's canvas."""
    fill = LIT if face.lit else PLATE_DIM if face.dim else PLATE
    pen.plate(0, 0, BLOCK_W, PLATE_H, fill, LIT if face.lit or face.took else None if face.dim else GREY)
    ink = DARK if face.lit else GREY if face.dim else WHITE
    pen.text((8, 15), face.name, ink, bold=True)
    if face.dealer is not None:  # the button, on the plate's far corner
        pen.disc(BLOCK_W - 16, 15, face.dealer)
    pen.chip(18, 40, 8)
    pen.text((31, 40), face.stack, ink)


def _draw_cards(pen: _Pen, face: CardsFace, cards: Sequence[Image.Image]) -> None:
    """The seat's cards (shrunk, as `_faces_of`), their row's box at the top left of the pen's canvas."""
    if face.cards:
        width = CARD_SIZE[0] + STEP * (len(face.cards) - 1)
        left = (BLOCK_W - width) // 2
        _fan(pen.canvas, cards, left, 0)
        if face.dim:  # out of the deal: his cards shown, but shaded
            pen.canvas.paste(SHADE, (left, 0, left + width, CARD_SIZE[1]), _shade(width))
        if face.tag:
            w = pen.width(face.tag) + 14
            pen.pill((BLOCK_W - w) / 2, CARD_SIZE[1] - 14, face.tag,
                     fill=LIT if face.took else DARK, ink=DARK if face.took else WHITE)
    elif face.state is not None:
        pen.text((BLOCK_W / 2, CARD_SIZE[1] / 2), face.state, GREY, align="m")


def _front_right(face: FrontFace) -> int:
    """Where the strip's last ink ends, by the same sums as `_draw_front`."""
    marks_w = sum(length(m, TEXT) + 20 for m, _ in face.marks)
    put_w = 26 + length(face.put, TEXT) if face.put else 0
    left: float = face.x
    for mark, _ in face.marks:
        left += (length(mark, TEXT) + 14 if marks_w + put_w <= BLOCK_W else 26) + 6
    if face.put:
        left += 25 + _sprite(face.put, TEXT, WHITE, True)[0].width
    return int(left) + 2


def front_box(face: FrontFace) -> Box | None:
    if not face.marks and not face.put:
        return None
    return face.x - 2, face.cy - 16, _front_right(face), face.cy + 16


def _draw_front(pen: _Pen, face: FrontFace, x: float, cy: float) -> None:
    """The marks (the age, the buck, a straddle...) in words, or in letters where the words
    have no room, and the chips put in."""
    marks_w = sum(pen.width(m) + 20 for m, _ in face.marks)
    put_w = 26 + pen.width(face.put) if face.put else 0
    left = x
    for mark, letter in face.marks:
        if marks_w + put_w <= BLOCK_W:
            left = pen.pill(left, cy, mark) + 6
        else:
            left = pen.disc(left + 13, cy, letter) + 6
    if face.put:
        pen.chip(left + 11, cy)
        pen.text((left + 25, cy), face.put, WHITE, bold=True)


def _draw_centre(pen: _Pen, face: CentreFace, widow: Sequence[Image.Image], dx: int, dy: int) -> None:
    top, bottom = _CENTRE[1] + dy, _CENTRE[3] + dy
    left, right = _CENTRE[0] + 40 + dx, _CENTRE[2] - 40 + dx
    if face.widow is not None:
        wx = left + 6
        wy = (top + bottom) / 2 - CARD_SIZE[1] / 2 + 12
        pen.text((wx, wy - 16), face.widow_label, GOLD)
        for k, card in enumerate(widow):
            paste(pen.canvas, card, (int(wx + k * WIDOW_STEP), int(wy)))
        left = int(wx + (HAND - 1) * WIDOW_STEP + CARD_SIZE[0] + 16)
    heights = [_line_height(size) for _, _, size in face.lines]
    y = (top + bottom - sum(heights)) / 2
    cx = (left + right) / 2
    for (text, ink, size), h in zip(face.lines, heights, strict=True):
        pen.text((cx, y + h / 2), text, ink, size=size, align="m", bold=size == POOL_TEXT)
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


# ----- the picture: the parts on the empty table -----------------------------------------------

Face = PlateFace | CardsFace | FrontFace | CentreFace


def _parts(view: PublicView) -> list[tuple[Face, Box]]:
    centre = centre_face(view)
    parts: list[tuple[Face, Box]] = [(centre, centre_box(centre))]
    for i, place in enumerate(seat_places(len(view.seats))):
        parts += zip(seat_faces(view, i, place), seat_boxes(place), strict=True)
        front = front_face(view, i, place)
        box = front_box(front)
        if box is not None:
            parts.append((front, box))
    return parts


def _draw_part(face: Face, box: Box, cards: Sequence[Image.Image]) -> Drawn:
    """One part on its piece of the empty table, with the texts it drew (boxes in the piece)."""
    pen = _Pen(_felt().crop(box))
    x, y = box[:2]
    if isinstance(face, PlateFace):
        _draw_plate(pen, face)
    elif isinstance(face, CardsFace):
        _draw_cards(pen, face, cards)
    elif isinstance(face, FrontFace):
        _draw_front(pen, face, face.x - x, face.cy - y)
    else:
        _draw_centre(pen, face, cards, -x, -y)
    return Drawn(pen.canvas, pen.texts)


def _rings(draw: ImageDraw.ImageDraw, view: PublicView, colour: int | RGB) -> None:
    """A ring round the whole seat whose turn it is, or who took the pool: over the parts."""
    for i, (x, y, _) in enumerate(seat_places(len(view.seats))):
        if view.to_act == i or took_words(view, i) is not None:
            draw.rounded_rectangle([x - 5, y - 5, x + BLOCK_W + 5, y + BLOCK_H + 5], radius=14, outline=colour,
                                   width=4)


def _faces_of(art: CardArt, face: Face, deck: Deck | str) -> tuple[Image.Image, ...]:
    """The shrunk cards a part shows, asked of the art each time (whatever watches the art sees
    every card of every picture): a part is kept under them too, so new art is drawn anew."""
    cards = face.cards if isinstance(face, CardsFace) else (face.widow or ()) if isinstance(face, CentreFace) else ()
    return tuple(_card(art, card, deck) for card in cards)


def draw_table(view: PublicView, deck: Deck | str = Deck.CLASSIC, art: CardArt | None = None) -> Drawn:
    """The picture in full colour, drawn part by part with nothing kept, and every text it drew
    (with its box on the picture): what `table_picture` sends, before its palette."""
    art = art or default_art()
    canvas = _felt().copy()
    texts: list[Written] = []
    for face, box in _parts(view):
        part = _draw_part(face, box, _faces_of(art, face, deck))
        canvas.paste(part.image, box[:2])
        texts += [dataclasses.replace(t, box=(t.box[0] + box[0], t.box[1] + box[1], t.box[2] + box[0],
                                               t.box[3] + box[1])) for t in part.texts]
    _rings(ImageDraw.Draw(canvas), view, LIT)
    return Drawn(canvas, texts)


# Parts kept, in the palette, by what they show, up to 48 MB of them: a table's plates, cards and
# strips come to some 130 KB, so the parts of about 370 tables between their steps.
PARTS_BUDGET = 48 << 20
_kept_parts: Kept[tuple[object, ...], tuple[object, Image.Image]] = Kept(
    1 << 16, lambda kept: kept[1].width * kept[1].height + 200, PARTS_BUDGET)


def table_picture(view: PublicView, deck: Deck | str = Deck.CLASSIC, art: CardArt | None = None) -> bytes:
    """The table as the public view has it, as PNG bytes: see the module's docstring.  In the
    deck's fixed palette (`palette`): each part (a seat, the strip before it, the middle) is
    drawn once for what it shows, mapped to the palette once, and pasted into each picture that
    shows it; pixel for pixel `draw_table` mapped to the palette (the tests hold it to that)."""
    art = art or default_art()
    chosen = palette(art, deck)
    canvas = _felt_in(chosen).copy()
    for face, box in _parts(view):
        faces = _faces_of(art, face, deck)
        key = part_key(face, deck, chosen, faces)
        _, part = _kept_parts.get(key, lambda: ((chosen, faces), mapped(  # noqa: B023 (called at once)
            _draw_part(face, box, faces).image, chosen)))  # noqa: B023
        canvas.paste(part, box[:2])
    _rings(ImageDraw.Draw(canvas), view, index_of(chosen, LIT))
    return png_indexed(canvas, TABLE_LEVEL)


# zlib's level 2: as many bytes as Pillow's level 3 with its row filters gave (about 17 KB), in
# under three quarters of the time (docs/benchmarks.md, issue 43).
TABLE_LEVEL = 2

def part_key(face: Face, deck: Deck | str, chosen: Image.Image, cards: Sequence[Image.Image]) -> tuple[object, ...]:
    """What a kept part is drawn from: all it shows, the palette and the very cards pasted."""
    return face, str(deck), id(chosen), tuple(map(id, cards))


_felts: Kept[int, tuple[Image.Image, Image.Image]] = Kept(16)


def _felt_in(chosen: Image.Image) -> Image.Image:
    return _felts.get(id(chosen), lambda: (chosen, mapped(_felt(), chosen)))[1]

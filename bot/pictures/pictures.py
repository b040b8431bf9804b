"""Pictures of cards: a hand, a show-down, the emojis.  Plain synchronous functions, safe to call
from a thread pool at once: they paste the cards a `CardArt` drew once and encode a PNG."""

from __future__ import annotations

import io
import threading
from collections.abc import Mapping, Sequence

from PIL import Image, ImageDraw

from bot.pictures.art import CARD_H, CARD_W, EMOJI_SIZE, CardArt, Deck, font, png
from bot.pictures.indexed import Kept, blank, index_of, mapped, png_indexed
from bot.pictures.pen import drawable
from bot.pictures.showdown import ShowdownRows, ShownHand, showdown_rows
from bot.settings import ArtSettings
from bot.text.showdown_words import picture_premium, picture_title
from engine.cards import ALL_CARDS, Card
from engine.views import PublicView

FELT = (24, 92, 58, 255)
WHITE = (245, 245, 240)
GOLD = (240, 196, 60)
GAP = 8  # between cards
MARGIN = 12
ROW_PAD = 8
TITLE_H = 72
NAME_CHARS = 18

_default: CardArt | None = None
_default_lock = threading.Lock()


def default_art() -> CardArt:
    """The process's card art, kept under CARD_ART_DIR (default data/cards)."""
    global _default
    with _default_lock:
        if _default is None:
            _default = CardArt(ArtSettings().card_art_dir)
        return _default


def picture_png(canvas: Image.Image, compress_level: int = 6) -> bytes:
    """A composed picture as PNG, in 64 colours: a quarter of the bytes of full colour and quicker
    to encode, and the cards' few inks look the same."""
    rgb = canvas if canvas.mode == "RGB" else canvas.convert("RGB")
    return png(rgb.quantize(64, method=Image.Quantize.FASTOCTREE), compress_level)


def _row_width(count: int) -> int:
    return count * CARD_W + max(count - 1, 0) * GAP


# ----- the cards at their full size, in a fixed palette ---------------------------------------

FELT_RGB = FELT[:3]
BAND = (70, 120, 60)  # behind the winner's hand
COLOURS = 64  # a quarter of the bytes of full colour, and the cards' few inks look the same


# Cards whose colours are every card's: each suit's ink, the court cards' frames, the joker.
SAMPLE = tuple(c for c in ALL_CARDS if c.rank >= 8)


def card_sheet(deck: Deck | str) -> Image.Image:
    """Every colour a hand or a show-down can hold: the sample cards and the back on the felt
    and on the winner's band, and the words in each ink on both.  Drawn by an art of its own, so
    no art is asked for a card no picture holds, and no hand's cards choose the colours."""
    sample = CardArt(None)
    faces = [sample.face(card, deck) for card in (*SAMPLE, None)]
    sheet = Image.new("RGB", (len(faces) * CARD_W, 2 * CARD_H + 4 * TITLE_H), FELT_RGB)
    for row, ground in enumerate((FELT_RGB, BAND)):
        for i, face in enumerate(faces):
            x, y = i * CARD_W, row * CARD_H
            sheet.paste(ground, (x, y, x + CARD_W, y + CARD_H))
            sheet.paste(face, (x, y), face)
    draw = ImageDraw.Draw(sheet)
    y = 2 * CARD_H
    for ground in (FELT_RGB, BAND):
        for ink in (WHITE, GOLD):
            draw.rectangle([0, y, sheet.width, y + TITLE_H], fill=ground)
            draw.text((4, y + 4), "Deal 12 pool 88 Kg: two pairs, kings up · side pool", font=font(NAME_SIZE), fill=ink)
            y += TITLE_H
    return sheet


_palettes: Kept[str, Image.Image] = Kept(4)


def card_palette(deck: Deck | str) -> Image.Image:
    """The deck's `COLOURS` for pictures of whole cards, chosen once: the felt, the band and the
    inks of the words exactly, the rest from `card_sheet`.  Mapping to a palette chosen
    beforehand costs a fraction of choosing one a picture, and lets every card be mapped once."""
    def choose() -> Image.Image:
        named = [FELT_RGB, BAND, WHITE, GOLD]
        rest = card_sheet(deck).quantize(COLOURS - len(named), method=Image.Quantize.FASTOCTREE,
                                              dither=Image.Dither.NONE).getpalette() or []
        chosen = Image.new("P", (1, 1))
        chosen.putpalette([level for rgb in named for level in rgb] + rest[: 3 * (COLOURS - len(named))])
        return chosen

    return _palettes.get(str(Deck(deck)), choose)


# A card on its ground, in the palette: 27 KB, so 512 of them (both decks, both grounds, every
# card) hold 14 MB at most.
_tiles: Kept[tuple[int, tuple[int, int, int], int], tuple[Image.Image, Image.Image, Image.Image]] = Kept(512)


def _tile(face: Image.Image, ground: tuple[int, int, int], chosen: Image.Image) -> Image.Image:
    def draw() -> tuple[Image.Image, Image.Image, Image.Image]:
        card = Image.new("RGB", face.size, ground)
        card.paste(face, (0, 0), face)
        return face, chosen, mapped(card, chosen)  # the face and palette held: their ids stay theirs

    return _tiles.get((id(face), ground, id(chosen)), draw)[2]


def _row(canvas: Image.Image, faces: Sequence[Image.Image], ground: tuple[int, int, int], chosen: Image.Image,
         x: int, y: int) -> None:
    for i, face in enumerate(faces):
        canvas.paste(_tile(face, ground, chosen), (x + i * (CARD_W + GAP), y))


# Recent hands' pictures by their cards: about 10 KB each.
_hands: Kept[tuple[object, ...], tuple[tuple[Image.Image, ...], bytes]] = Kept(256)


def hand_picture(cards: Sequence[Card | None], deck: Deck | str = Deck.CLASSIC,
                 art: CardArt | None = None) -> bytes:
    """A PNG of the cards in a row on the felt (None: a card face down).  The same cards give the
    same picture, so a recent one is sent again, not drawn again."""
    art = art or default_art()
    faces = tuple(art.face(card, deck) for card in cards)  # asked each time: a watcher sees each card
    chosen = card_palette(deck)

    def draw() -> tuple[tuple[Image.Image, ...], bytes]:
        canvas = blank((_row_width(len(cards)) + 2 * MARGIN, CARD_H + 2 * MARGIN), chosen, FELT_RGB)
        _row(canvas, faces, FELT_RGB, chosen, MARGIN, MARGIN)
        return faces, png_indexed(canvas)

    return _hands.get(hand_key(cards, deck, chosen, faces), draw)[1]


def hand_key(cards: Sequence[Card | None], deck: Deck | str, chosen: Image.Image,
             faces: Sequence[Image.Image]) -> tuple[object, ...]:
    """What a kept hand's picture is drawn from: its cards in order, the palette, the very faces."""
    return tuple(cards), str(deck), id(chosen), tuple(map(id, faces))


def card_emoji_image(card: Card | None, deck: Deck | str = Deck.CLASSIC,
                     art: CardArt | None = None) -> bytes:
    """The card as a 128 x 128 PNG for an application emoji (None: the back)."""
    return (art or default_art()).emoji(card, deck)


def emoji_cards() -> tuple[Card | None, ...]:
    """Every card an emoji is made for: the 52, the joker and the back (None)."""
    return (*ALL_CARDS, None)


def emoji_sheet(deck: Deck | str = Deck.CLASSIC, art: CardArt | None = None) -> bytes:
    """Every emoji of a deck in a grid of 13 columns: to see the art at a glance."""
    art = art or default_art()
    cards = emoji_cards()
    columns, cell = 13, EMOJI_SIZE // 2 + 4
    rows = -(-len(cards) // columns)
    canvas = Image.new("RGBA", (columns * cell + 8, rows * cell + 8), FELT)
    for i, card in enumerate(cards):
        with Image.open(io.BytesIO(art.emoji(card, deck))) as image:
            small = image.convert("RGBA").resize((EMOJI_SIZE // 2, EMOJI_SIZE // 2), Image.Resampling.LANCZOS)
        canvas.alpha_composite(small, (4 + (i % columns) * cell + 2, 4 + (i // columns) * cell + 2))
    return picture_png(canvas)


def _short(name: str) -> str:
    name = " ".join(name.split())
    return name if len(name) <= NAME_CHARS else name[: NAME_CHARS - 3] + "..."


def showdown_picture(view: PublicView, deck: Deck | str = Deck.CLASSIC,
                     names: Mapping[str, str] | None = None, art: CardArt | None = None) -> bytes:
    """A PNG of the show-down: every hand shown, one to a row with its holder's name, the hand's
    name and what he took from which pool, the winners marked; the pool and the kitty above.
    Drawn from the public view alone (`showdown_rows`), so it holds no card the table was not
    shown and names no hand that was not shown in a call."""
    return draw_showdown(showdown_rows(view, names), deck, art or default_art())


Line = tuple[str, int, tuple[int, int, int]]  # words, size, colour

# Discord shows an attachment scaled into a box of about 400 x 300 (the sandbox's page does the
# same), so on a phone the show-down's words are drawn large: at most two lines above each hand,
# and the hands in two columns once there are more than three, to keep the picture near the
# box's shape.
PREVIEW = (400, 300)
NAME_SIZE, LABEL_SIZE, TITLE_SIZE = 52, 48, 52
LINE_GAP = 8
CELL_GAP = 24  # between the columns of hands


def _label_lines(hand: ShownHand) -> list[Line]:
    """A hand's two lines: who, and what he showed; what he took (gold for a winner)."""
    first = _short(hand.name) + (f": {hand.hand}" if hand.hand else "")
    took = list(hand.takings) + ([picture_premium(hand.premium)] if hand.premium else [])
    lines: list[Line] = [(first, NAME_SIZE, WHITE)]
    if took:
        lines.append((" · ".join(took), LABEL_SIZE, GOLD if hand.winner else WHITE))
    return lines


def _fitted(words: str, size: int, width: int) -> str:
    """The words on one line no wider than `width`, cut short with '...' if they must be (the
    picture's description says everything)."""
    words = drawable(words)
    if font(size).getlength(words) <= width:
        return words
    while words and font(size).getlength(words + "...") > width:
        words = words[:-1]
    return words.rstrip() + "..."


# Words on their ground, in the palette: a line of a show-down is some 30 KB.
_words: Kept[tuple[object, ...], tuple[Image.Image, Image.Image, int, int]] = Kept(128)


def _write(canvas: Image.Image, xy: tuple[int, int], words: str, size: int, ink: tuple[int, int, int],
           ground: tuple[int, int, int], chosen: Image.Image) -> None:
    """The words with the top left of their line at `xy`, drawn on their ground once and mapped to
    the palette: the same as drawing them there, as their ground is all one colour."""
    words = drawable(words)  # "König" as "Koenig": the bundled font has no umlaut, and no box is drawn

    def draw() -> tuple[Image.Image, Image.Image, int, int]:
        left, top, right, bottom = (int(v) for v in font(size).getbbox(words))
        image = Image.new("RGB", (max(right - left, 1), max(bottom - top, 1)), ground)
        ImageDraw.Draw(image).text((-left, -top), words, font=font(size), fill=ink)
        return chosen, mapped(image, chosen), left, top

    _, image, left, top = _words.get((words, size, ink, ground, id(chosen)), draw)
    canvas.paste(image, (xy[0] + left, xy[1] + top))


def label_height() -> int:
    return NAME_SIZE + LINE_GAP + LABEL_SIZE + LINE_GAP


def _held(hand: ShownHand) -> int:
    return len(hand.cards) if hand.cards is not None else hand.held


def _cell(rows: ShowdownRows) -> tuple[int, int, int]:
    """Each hand's place: its width and height, and the columns they stand in."""
    widest = max((_held(h) for h in rows.hands), default=0)
    return _row_width(max(widest, 2)), label_height() + CARD_H + 2 * ROW_PAD, 1 if len(rows.hands) <= 3 else 2


def hand_places(rows: ShowdownRows) -> list[tuple[int, int]]:
    """Where each hand's first card lies (its top left corner), hand by hand; the others follow
    it to the right, `CARD_W + GAP` apart, with the hand's words above."""
    cell_w, cell_h, cols = _cell(rows)
    return [(MARGIN + (i % cols) * (cell_w + CELL_GAP),
             MARGIN + TITLE_H + (i // cols) * (cell_h + GAP) + ROW_PAD + label_height())
            for i in range(len(rows.hands))]


def showdown_size(rows: ShowdownRows) -> tuple[int, int]:
    cell_w, cell_h, cols = _cell(rows)
    lines = -(-max(len(rows.hands), 1) // cols)
    return 2 * MARGIN + cols * cell_w + (cols - 1) * CELL_GAP, 2 * MARGIN + TITLE_H + lines * (cell_h + GAP)


def draw_showdown(rows: ShowdownRows, deck: Deck | str, art: CardArt) -> bytes:
    """The picture in the cards' palette: the felt, the bands, and the words and cards each drawn
    on their ground once and pasted (no picture-wide pass of compositing or mapping)."""
    chosen = card_palette(deck)
    width, height = showdown_size(rows)
    cell_w = _cell(rows)[0]
    canvas = blank((width, height), chosen, FELT_RGB)
    draw = ImageDraw.Draw(canvas)
    title = picture_title(rows.number, rows.pool, rows.kitty)
    _write(canvas, (MARGIN, MARGIN), title, TITLE_SIZE, WHITE, FELT_RGB, chosen)
    for hand, (x, cards_y) in zip(rows.hands, hand_places(rows), strict=True):
        top = cards_y - label_height() - ROW_PAD
        ground = BAND if hand.winner else FELT_RGB
        if hand.winner:  # a gold band behind the winner's hand
            draw.rounded_rectangle([x - 6, top, x + cell_w + 6, cards_y + CARD_H + ROW_PAD], radius=12,
                                   fill=index_of(chosen, BAND), outline=index_of(chosen, GOLD), width=4)
        y = top + 4
        for words, size, colour in _label_lines(hand):
            _write(canvas, (x + 4, y), _fitted(words, size, cell_w - 8), size, colour, ground, chosen)
            y += size + LINE_GAP
        cards: Sequence[Card | None] = hand.cards if hand.cards is not None else (None,) * hand.held
        _row(canvas, [art.face(card, deck) for card in cards], ground, chosen, x, cards_y)
    return png_indexed(canvas)

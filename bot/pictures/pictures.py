"""Pictures of cards: a hand, a show-down, the emojis.  Plain synchronous functions, safe to call
from a thread pool at once: they paste the cards a `CardArt` drew once and encode a PNG."""

from __future__ import annotations

import io
import threading
from collections.abc import Mapping, Sequence

from PIL import Image, ImageDraw

from bot.pictures.art import CARD_H, CARD_W, EMOJI_SIZE, CardArt, Deck, font, png
from bot.pictures.showdown import ShowdownRows, ShownHand, showdown_rows
from bot.settings import ArtSettings
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


def _row(canvas: Image.Image, art: CardArt, cards: Sequence[Card | None], deck: Deck | str,
         x: int, y: int) -> None:
    for i, card in enumerate(cards):
        face = art.face(card, deck)
        canvas.alpha_composite(face, (x + i * (CARD_W + GAP), y))


def _row_width(count: int) -> int:
    return count * CARD_W + max(count - 1, 0) * GAP


def hand_picture(cards: Sequence[Card | None], deck: Deck | str = Deck.CLASSIC,
                 art: CardArt | None = None) -> bytes:
    """A PNG of the cards in a row on the felt (None: a card face down)."""
    art = art or default_art()
    canvas = Image.new("RGBA", (_row_width(len(cards)) + 2 * MARGIN, CARD_H + 2 * MARGIN), FELT)
    _row(canvas, art, cards, deck, MARGIN, MARGIN)
    return picture_png(canvas)


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
    took = list(hand.takings) + ([f"premium {hand.premium:+d}"] if hand.premium else [])
    lines: list[Line] = [(first, NAME_SIZE, WHITE)]
    if took:
        lines.append((" · ".join(took), LABEL_SIZE, GOLD if hand.winner else WHITE))
    return lines


def _fitted(draw: ImageDraw.ImageDraw, words: str, size: int, width: int) -> str:
    """The words on one line no wider than `width`, cut short with '...' if they must be (the
    picture's description says everything)."""
    if draw.textlength(words, font=font(size)) <= width:
        return words
    while words and draw.textlength(words + "...", font=font(size)) > width:
        words = words[:-1]
    return words.rstrip() + "..."


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
    width, height = showdown_size(rows)
    cell_w = _cell(rows)[0]
    canvas = Image.new("RGBA", (width, height), FELT)
    draw = ImageDraw.Draw(canvas)
    title = f"Deal {rows.number}   pool {rows.pool}"
    if rows.kitty:
        title += f"   kitty {rows.kitty}"
    draw.text((MARGIN, MARGIN), title, font=font(TITLE_SIZE), fill=WHITE)
    for hand, (x, cards_y) in zip(rows.hands, hand_places(rows), strict=True):
        top = cards_y - label_height() - ROW_PAD
        if hand.winner:  # a gold band behind the winner's hand
            draw.rounded_rectangle([x - 6, top, x + cell_w + 6, cards_y + CARD_H + ROW_PAD], radius=12,
                                   fill=(70, 120, 60, 255), outline=GOLD, width=4)
        y = top + 4
        for words, size, colour in _label_lines(hand):
            draw.text((x + 4, y), _fitted(draw, words, size, cell_w - 8), font=font(size), fill=colour)
            y += size + LINE_GAP
        cards: Sequence[Card | None] = hand.cards if hand.cards is not None else (None,) * hand.held
        _row(canvas, art, cards, deck, x, cards_y)
    return picture_png(canvas)

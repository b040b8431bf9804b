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
NAME_W = 300  # the show-down's column of names, hands and takings
ROW_PAD = 8
TITLE_H = 44
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


def _label_lines(hand: ShownHand) -> list[Line]:
    lines: list[Line] = [(_short(hand.name), 24, WHITE)]
    if hand.hand:
        lines.append((hand.hand, 20, WHITE))
    lines += [(words, 22, GOLD if hand.winner else WHITE) for words in hand.takings]
    if hand.premium:
        lines.append((f"premium {hand.premium:+d}", 20, GOLD if hand.premium > 0 else WHITE))
    return lines


def _wrapped(draw: ImageDraw.ImageDraw, words: str, size: int, width: int) -> list[str]:
    """The words in lines no wider than `width` (a word wider than that stands alone)."""
    lines: list[str] = []
    for word in words.split():
        if lines and draw.textlength(f"{lines[-1]} {word}", font=font(size)) <= width:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    return lines


def _draw_labels(draw: ImageDraw.ImageDraw, hand: ShownHand, x: int, top: int, bottom: int) -> None:
    """The row's words, line under line in the column of names; if they will not all fit, the
    last line that does is '...' (the picture's description says everything)."""
    lines = [(line, size, colour) for words, size, colour in _label_lines(hand)
             for line in _wrapped(draw, words, size, NAME_W - 16)]
    y = top
    for i, (line, size, colour) in enumerate(lines):
        if i + 1 < len(lines) and y + size + 6 + lines[i + 1][1] > bottom:
            draw.text((x, y), "...", font=font(size), fill=colour)
            return
        draw.text((x, y), line, font=font(size), fill=colour)
        y += size + 6


def draw_showdown(rows: ShowdownRows, deck: Deck | str, art: CardArt) -> bytes:
    widest = max((len(h.cards) if h.cards is not None else h.held for h in rows.hands), default=0)
    row_h = CARD_H + 2 * ROW_PAD
    width = 2 * MARGIN + NAME_W + max(_row_width(widest), 2 * CARD_W)
    height = 2 * MARGIN + TITLE_H + max(len(rows.hands), 1) * (row_h + GAP)
    canvas = Image.new("RGBA", (width, height), FELT)
    draw = ImageDraw.Draw(canvas)
    title = f"Deal {rows.number}   pool {rows.pool}"
    if rows.kitty:
        title += f"   kitty {rows.kitty}"
    draw.text((MARGIN, MARGIN), title, font=font(28), fill=WHITE)
    y = MARGIN + TITLE_H
    for hand in rows.hands:
        if hand.winner:  # a gold band behind the winner's row
            draw.rounded_rectangle([MARGIN - 6, y, width - MARGIN + 6, y + row_h], radius=12,
                                   fill=(70, 120, 60, 255), outline=GOLD, width=4)
        _draw_labels(draw, hand, MARGIN + 6, y + ROW_PAD + 6, y + row_h - ROW_PAD)
        cards: Sequence[Card | None] = hand.cards if hand.cards is not None else (None,) * hand.held
        _row(canvas, art, cards, deck, MARGIN + NAME_W, y + ROW_PAD)
        y += row_h + GAP
    return picture_png(canvas)

"""Pictures of cards: a hand, a show-down, the emojis.  Plain synchronous functions, safe to call
from a thread pool at once: they paste the cards a `CardArt` drew once and encode a PNG."""

from __future__ import annotations

import io
import threading
from collections.abc import Mapping, Sequence

from PIL import Image, ImageDraw

from bot.pictures.art import CARD_H, CARD_W, EMOJI_SIZE, CardArt, Deck, font, png
from bot.pictures.showdown import ShowdownFacts, showdown_facts
from bot.settings import ArtSettings
from engine.cards import ALL_CARDS, Card
from engine.views import PublicView

FELT = (24, 92, 58, 255)
WHITE = (245, 245, 240)
GOLD = (240, 196, 60)
GAP = 8  # between cards
MARGIN = 12
NAME_W = 210  # the show-down's column of names
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


def picture_png(canvas: Image.Image) -> bytes:
    """A composed picture as PNG, in 64 colours: a quarter of the bytes of full colour and quicker
    to encode, and the cards' few inks look the same."""
    return png(canvas.convert("RGB").quantize(64, method=Image.Quantize.FASTOCTREE))


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
    """A PNG of the show-down: every hand shown, one to a row with its holder's name and what he
    took, the winners marked; the pool and the kitty above.  Drawn from the public view alone
    (`showdown_facts`), so it holds no card the table was not shown."""
    return draw_showdown(showdown_facts(view, names), deck, art or default_art())


def draw_showdown(facts: ShowdownFacts, deck: Deck | str, art: CardArt) -> bytes:
    widest = max((len(h.cards) if h.cards is not None else h.held for h in facts.hands), default=0)
    row_h = CARD_H + 2 * ROW_PAD
    width = 2 * MARGIN + NAME_W + max(_row_width(widest), 2 * CARD_W)
    height = 2 * MARGIN + TITLE_H + max(len(facts.hands), 1) * (row_h + GAP)
    canvas = Image.new("RGBA", (width, height), FELT)
    draw = ImageDraw.Draw(canvas)
    title = f"Deal {facts.number}   pool {facts.pool}"
    if facts.kitty:
        title += f"   kitty {facts.kitty}"
    draw.text((MARGIN, MARGIN), title, font=font(28), fill=WHITE)
    y = MARGIN + TITLE_H
    for hand in facts.hands:
        if hand.winner:  # a gold band behind the winner's row
            draw.rounded_rectangle([MARGIN - 6, y, width - MARGIN + 6, y + row_h], radius=12,
                                   fill=(70, 120, 60, 255), outline=GOLD, width=4)
        draw.text((MARGIN + 6, y + ROW_PAD + 10), _short(hand.name), font=font(24), fill=WHITE)
        if hand.took:
            words = f"wins {hand.took}" if hand.winner else f"takes back {hand.took}"
            draw.text((MARGIN + 6, y + ROW_PAD + 48), words, font=font(24),
                      fill=GOLD if hand.winner else WHITE)
        if hand.winner:
            draw.text((MARGIN + 6, y + ROW_PAD + 86), "WINNER", font=font(22), fill=GOLD)
        cards: Sequence[Card | None] = hand.cards if hand.cards is not None else (None,) * hand.held
        _row(canvas, art, cards, deck, MARGIN + NAME_W, y + ROW_PAD)
        y += row_h + GAP
    return picture_png(canvas)

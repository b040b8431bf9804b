"""The words and the pen of a table picture: the colours, only what the bundled font can draw,
words cut to fit, each text drawn once and pasted after, and the pen that notes every text it
lays down (`Written`) so the tests can measure it."""

from __future__ import annotations

import dataclasses
import functools
import math
import unicodedata
from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.pictures.art import font

TEXT = 21  # the smallest words: capitals 15 pixels tall
POOL_TEXT = 30

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



# ----- the words: only what the bundled font can draw, cut to fit -------------------------

@functools.cache
def _notdef() -> bytes:
    return bytes(font(TEXT).getmask("\uffff"))


@functools.lru_cache(maxsize=4096)
def _drawable(ch: str) -> bool:
    """Whether the bundled font has a glyph for `ch` (it has no emoji and few letters beyond
    ASCII): what it lacks would be drawn as a box."""
    return ch == " " or (ch.isprintable() and bytes(font(TEXT).getmask(ch)) != _notdef())


# Letters the font lacks, written as their languages write them without the mark.
_SPELLED = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue", "ß": "ss"})


@functools.lru_cache(maxsize=4096)
def drawable(words: str) -> str:
    """A catalogue's words in what the font can draw: German's umlauts spelled out, other accents
    taken off their letters (Spanish "cambió", "cambio"), anything else left out; never a box."""
    if all(_drawable(ch) for ch in words):
        return words
    folded = unicodedata.normalize("NFKD", words.translate(_SPELLED))
    return "".join(ch for ch in folded if not unicodedata.combining(ch) and _drawable(ch))


@functools.lru_cache(maxsize=4096)
def plain(name: str) -> str:
    """A name in the characters the font can draw: accents taken off their letters, the rest
    (emoji, other scripts) left out."""
    folded = unicodedata.normalize("NFKD", " ".join(name.split()))
    kept = "".join(ch for ch in folded if not unicodedata.combining(ch) and _drawable(ch))
    return " ".join(kept.split())


@functools.lru_cache(maxsize=8192)
def length(text: str, size: int) -> float:
    """`text`'s width in pixels: measured once, as the same words recur on every picture."""
    return font(size).getlength(drawable(text))


@functools.lru_cache(maxsize=4096)
def fit(text: str, size: int, width: int) -> str:
    """`text` cut with an ellipsis to `width` pixels: kept, as a long name is cut again on every
    picture of its table, a measurement a letter."""
    text = drawable(text)
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
    """Draws on `canvas` and notes every text it lays down.  Its tags, discs, chips and plates are
    stamped: each drawn once on a clear ground (at the same fraction of a pixel) and pasted, the
    same pixels as drawing it there, as Pillow draws their shapes without blending their edges."""

    def __init__(self, canvas: Image.Image, stamped: bool = True) -> None:
        self.canvas = canvas
        self.draw = ImageDraw.Draw(canvas)
        self.texts: list[Written] = []
        self.stamped = stamped

    def text(self, xy: tuple[float, float], text: str, fill: RGB, size: int = TEXT, align: str = "l",
             bold: bool = False) -> None:
        """`text` with its capitals centred on y, and its ink starting at x ("l"), centred on
        it ("m") or ending at it ("r")."""
        text = drawable(text)
        image, left, top, cap = _sprite(text, size, fill, bold)
        x, y = xy
        x0 = x - {"l": 0, "m": image.width / 2, "r": image.width}[align]
        y0 = y + cap / 2 + top  # the baseline lies half a capital below the middle
        box = (round(x0), round(y0), round(x0) + image.width, round(y0) + image.height)
        paste(self.canvas, image, box[:2])
        self.texts.append(Written(text, box, cap))

    def width(self, text: str, size: int = TEXT) -> float:
        return length(text, size)

    def _stamp(self, shape: tuple[object, ...], left: float, top: float, size: tuple[int, int]) -> bool:
        """Paste the stamp of `shape` whose box starts at (left, top); False: draw it instead."""
        if not self.stamped:
            return False
        ix, iy = math.floor(left) - 1, math.floor(top) - 1
        image, texts = _stamp(shape, left - ix, top - iy, size)
        paste(self.canvas, image, (ix, iy))
        self.texts += [dataclasses.replace(t, box=(t.box[0] + ix, t.box[1] + iy, t.box[2] + ix, t.box[3] + iy))
                       for t in texts]
        return True

    def pill(self, x: float, cy: float, text: str, fill: RGB = PILL, ink: RGB = DARK) -> float:
        """A word on a rounded tag with its left edge at `x`; returns its right edge."""
        w = self.width(text) + 14
        if not self._stamp(("pill", text, fill, ink), x, cy - 13, (int(w) + 3, 29)):
            self.draw.rounded_rectangle([x, cy - 13, x + w, cy + 13], radius=13, fill=fill)
            self.text((x + 7, cy), text, ink)
        return x + w

    def disc(self, cx: float, cy: float, letter: str) -> float:
        """A letter on a white disc, as the dealer's button; returns its right edge."""
        if not self._stamp(("disc", letter), cx - 13, cy - 13, (29, 29)):
            self.draw.ellipse([cx - 13, cy - 13, cx + 13, cy + 13], fill=WHITE, outline=DARK, width=2)
            self.text((cx, cy), letter, DARK, align="m", bold=True)
        return cx + 13

    def chip(self, cx: float, cy: float, r: float = 10) -> None:
        if not self._stamp(("chip", r), cx - r, cy - r, (int(2 * r) + 3, int(2 * r) + 3)):
            d = self.draw
            d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=CHIP, outline=WHITE, width=2)
            d.ellipse([cx - r * 0.45, cy - r * 0.45, cx + r * 0.45, cy + r * 0.45], outline=WHITE, width=2)

    def plate(self, x: float, y: float, w: int, h: int, fill: RGB, outline: RGB | None) -> None:
        """A seat's plate: a rounded box, with or without its edge."""
        if not self._stamp(("plate", w, h, fill, outline), x, y, (w + 3, h + 3)):
            self.draw.rounded_rectangle([x, y, x + w, y + h], radius=10, fill=fill, outline=outline, width=2)


@functools.lru_cache(maxsize=1024)
def _stamp(shape: tuple[object, ...], dx: float, dy: float, size: tuple[int, int]) -> tuple[Image.Image,
                                                                                           tuple[Written, ...]]:
    """`shape` drawn by an unstamped pen on a clear ground, its box at (dx, dy)."""
    pen = _Pen(Image.new("RGBA", size, (0, 0, 0, 0)), stamped=False)
    kind, *args = shape
    if kind == "pill":
        text, fill, ink = args
        pen.pill(dx, dy + 13, text, fill, ink)  # type: ignore[arg-type]
    elif kind == "disc":
        pen.disc(dx + 13, dy + 13, args[0])  # type: ignore[arg-type]
    elif kind == "chip":
        r = args[0]
        pen.chip(dx + r, dy + r, r)  # type: ignore[operator, arg-type]
    else:
        w, h, fill, outline = args
        pen.plate(dx, dy, w, h, fill, outline)  # type: ignore[arg-type]
    return pen.canvas, tuple(pen.texts)


def paste(canvas: Image.Image, image: Image.Image, xy: tuple[int, int]) -> None:
    """`image` laid over the canvas by its own alpha: on the opaque RGB canvas the same colours as
    compositing, in one call that holds the interpreter's lock for less time."""
    canvas.paste(image, xy, image)

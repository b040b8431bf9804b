"""What the pictures share to be drawn cheaply: PNG bytes of a palette image, written here, and a
small bounded cache of drawn pieces.

Pillow's PNG writer filters every row of a palette image by trying each filter; on these pictures
(wide runs of one colour) no filter at all gives fewer bytes at the same zlib level, in two thirds
of the time (docs/benchmarks.md, issue 43), so the rows go to zlib as they are.
"""

from __future__ import annotations

import struct
import threading
import zlib
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

from PIL import Image

SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def png_indexed(image: Image.Image, level: int = 3) -> bytes:
    """A palette ("P") image as PNG bytes: its palette as it stands, each row unfiltered."""
    if image.mode != "P":
        raise ValueError(f"a palette image, not {image.mode}")
    w, h = image.size
    colours = bytes(image.getpalette() or [])
    framed = Image.new("P", (w + 1, h), 0)  # a column of zeros before the picture: each row's filter, none
    framed.paste(image, (1, 0))
    raw = framed.tobytes()
    packer = zlib.compressobj(level, zlib.DEFLATED, 15, 9)
    header = struct.pack(">IIBBBBB", w, h, 8, 3, 0, 0, 0)  # 8 bits an index, colour type 3
    return (SIGNATURE + _chunk(b"IHDR", header) + _chunk(b"PLTE", colours)
            + _chunk(b"IDAT", packer.compress(raw) + packer.flush()) + _chunk(b"IEND", b""))


K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class Kept(Generic[K, V]):
    """At most `size` values by key, and at most `budget` by their `weigh` (bytes, say), the
    least recently used forgotten first; safe to share between threads (the bot may draw in a
    thread while its worker process starts)."""

    def __init__(self, size: int, weigh: Callable[[V], int] | None = None, budget: int = 0) -> None:
        self.size, self.weigh, self.budget = size, weigh, budget
        self._items: OrderedDict[K, V] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = self.misses = self.weight = 0

    def get(self, key: K, make: Callable[[], V]) -> V:
        with self._lock:
            value = self._items.get(key)
            if value is not None:
                self._items.move_to_end(key)
                self.hits += 1
                return value
            self.misses += 1
        value = make()  # drawn outside the lock: two threads may both draw it, the same
        with self._lock:
            if key not in self._items:
                self._items[key] = value
                self.weight += self.weigh(value) if self.weigh else 0
            self._items.move_to_end(key)
            while len(self._items) > self.size or (self.weigh and self.weight > self.budget and len(self._items) > 1):
                _, gone = self._items.popitem(last=False)
                self.weight -= self.weigh(gone) if self.weigh else 0
        return value

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self.weight = 0

    def __len__(self) -> int:
        return len(self._items)


def mapped(image: Image.Image, chosen: Image.Image) -> Image.Image:
    """`image` in the palette `chosen`, each pixel to its nearest colour, undithered: pixel by
    pixel, so a picture mapped in pieces is the picture mapped whole."""
    return image.quantize(palette=chosen, dither=Image.Dither.NONE)


_indexes: Kept[tuple[int, tuple[int, int, int]], tuple[Image.Image, int]] = Kept(64)


def index_of(chosen: Image.Image, rgb: tuple[int, int, int]) -> int:
    """The palette's entry a colour maps to, as `mapped` maps it."""
    def find() -> tuple[Image.Image, int]:  # the palette held, so its id stays its own
        return chosen, int(mapped(Image.new("RGB", (1, 1), rgb), chosen).getpixel((0, 0)))  # type: ignore[arg-type]

    return _indexes.get((id(chosen), rgb), find)[1]


def blank(size: tuple[int, int], chosen: Image.Image, rgb: tuple[int, int, int]) -> Image.Image:
    """A palette image in `chosen`'s colours, all of the one nearest `rgb`."""
    canvas = Image.new("P", size, index_of(chosen, rgb))
    canvas.putpalette(chosen.getpalette() or [])
    return canvas

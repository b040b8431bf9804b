"""The picture worker's own process: drawing jobs in on its standard input, pictures out on its
standard output, each a frame (four bytes of length, then a pickle).

A job is (number, kind, arguments); its answer (number, the picture's bytes, None), or (number,
None, the error's words) if the drawing failed. The first frame out, once Pillow and the drawing
are imported, is (0, the process id, None): the bot sends pictures here only after it. The
worker ends when its input does, so it never outlives the bot that started it. Pickle is safe
here: the only writer is that bot.

    python -m bot.discord_side.picture_worker [CARD_ART_DIR]
"""

from __future__ import annotations

import dataclasses
import io
import os
import pickle
import struct
import sys
from collections.abc import Callable
from typing import Any, BinaryIO, cast

from bot.pictures import CardArt, Deck
from bot.pictures.felt import palette
from bot.pictures.pictures import card_palette, hand_picture, showdown_picture
from bot.pictures.table import table_picture
from bot.text.i18n import speaking
from engine.views import PublicView

HEAD = struct.Struct("!I")


class _JobPickler(pickle.Pickler):
    """Pickles a dataclass (a view, its seats) as its class and its fields' values, the fields'
    names kept once a class: the same object comes out (`_made` sets the fields as a
    dataclass's own unpickling does), without `dataclasses.fields` asked again for every seat
    of every table drawn, which was most of a job's pickling on the event loop.  Anything
    else, and a dataclass with a reduction of its own, is pickled as pickle does."""

    _names: dict[type, tuple[str, ...] | None] = {}  # None: not pickled here

    def reducer_override(self, obj: Any) -> Any:
        kind = type(obj)
        if kind not in self._names:
            own = dataclasses.is_dataclass(obj) and not isinstance(obj, type) \
                and not {"__reduce__", "__reduce_ex__"} & vars(kind).keys()
            self._names[kind] = tuple(f.name for f in dataclasses.fields(obj)) if own else None
        names = self._names[kind]
        if names is None:
            return NotImplemented
        return _made, (kind, names, tuple([getattr(obj, name) for name in names]))


def _made(kind: type, names: tuple[str, ...], values: tuple[object, ...]) -> object:
    made: object = object.__new__(kind)
    for name, value in zip(names, values, strict=True):
        object.__setattr__(made, name, value)  # as a frozen dataclass's own unpickling sets them
    return made


def job_bytes(job: object) -> bytes:
    """A job as the worker reads it (`read_frame`)."""
    out = io.BytesIO()
    _JobPickler(out, protocol=pickle.HIGHEST_PROTOCOL).dump(job)
    return out.getvalue()


def drawings(art: CardArt) -> dict[str, Callable[..., bytes]]:
    """What each job draws; a picture with words is told its reader's language with it."""
    def table(view: PublicView, deck: str, locale: str) -> bytes:
        with speaking(locale):
            return table_picture(view, deck, art)

    def showdown(view: PublicView, deck: str, locale: str) -> bytes:
        with speaking(locale):
            return showdown_picture(view, deck, None, art)

    return {"table": table, "hand": lambda cards, deck: hand_picture(cards, deck, art), "showdown": showdown}


def read_frame(source: BinaryIO) -> object | None:
    head = source.read(HEAD.size)
    if len(head) < HEAD.size:
        return None
    job: object = pickle.loads(source.read(HEAD.unpack(head)[0]))
    return job


def write_frame(sink: BinaryIO, message: object) -> None:
    body = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
    sink.write(HEAD.pack(len(body)) + body)
    sink.flush()


def serve(folder: str | None, source: BinaryIO, sink: BinaryIO) -> None:
    art = CardArt(folder)
    draw = drawings(art)
    for deck in Deck:  # each deck's colours, chosen once (a third of a second) before any member waits on them
        card_palette(deck)
        palette(art, deck)
    write_frame(sink, (0, os.getpid(), None))
    while (job := read_frame(source)) is not None:
        number, kind, args = cast(tuple[int, str, tuple[object, ...]], job)
        try:
            write_frame(sink, (number, draw[kind](*args), None))
        except Exception as exc:  # noqa: BLE001 - the bot draws it again in its own thread
            write_frame(sink, (number, None, f"{type(exc).__name__}: {exc}"))


def main() -> None:
    source, sink = sys.stdin.buffer, sys.stdout.buffer
    sys.stdout = sys.stderr  # a stray print must never corrupt a frame
    serve(sys.argv[1] if len(sys.argv) > 1 and sys.argv[1] else None, source, sink)


if __name__ == "__main__":
    main()

"""Transport compression for gateway frames, as the client asks for it in the URL.

discord.py 2.7 always asks: ``compress=zstd-stream`` when zstandard (or
Python 3.14's compression.zstd) is importable, else ``compress=zlib-stream``.
Both are one compression context for the whole connection, flushed after each
message; zlib's sync flush ends every frame with 00 00 ff ff, which is how
discord.py finds message boundaries. Plain text frames are always accepted by
the client, and are what we send when no compression was asked for.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable
from typing import Protocol


class Compressor(Protocol):
    def encode(self, text: str) -> bytes | str: ...


class Plain:
    def encode(self, text: str) -> str:
        return text


class ZlibStream:
    def __init__(self) -> None:
        self._context = zlib.compressobj()

    def encode(self, text: str) -> bytes:
        return self._context.compress(text.encode()) + self._context.flush(zlib.Z_SYNC_FLUSH)


class ZstdStream:
    # Not exercised where zstandard is absent; it mirrors discord.py's own import order.
    def __init__(self) -> None:
        self._compress: Callable[[bytes], bytes]
        self._flush: Callable[[], bytes]
        try:
            import zstandard

            self._context = zstandard.ZstdCompressor().compressobj()
            self._flush = lambda: self._context.flush(zstandard.COMPRESSOBJ_FLUSH_BLOCK)
            self._compress = self._context.compress
        except ImportError:
            from compression import zstd  # type: ignore[import-not-found]

            compressor = zstd.ZstdCompressor()
            self._compress = lambda data: compressor.compress(data)
            self._flush = lambda: compressor.flush(zstd.ZstdCompressor.FLUSH_BLOCK)

    def encode(self, text: str) -> bytes:
        return self._compress(text.encode()) + self._flush()


def compressor_for(kind: str | None) -> Compressor:
    if kind == "zlib-stream":
        return ZlibStream()
    if kind == "zstd-stream":
        return ZstdStream()
    if kind:
        raise ValueError(f"unknown gateway compression {kind!r}")
    return Plain()

"""How long the database takes, told to whoever watches (the bot's metrics); by default nobody.

Statements are named by a small fixed set of kinds (their first word), never by their text,
so no value a statement carries can reach a metric's label.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator
from typing import Any

from bot.storage.driver import Conn, Row

KINDS = ("select", "insert", "update", "delete")  # any other statement is "other"


def kind_of(sql: str) -> str:
    word = sql.lstrip().split(None, 1)[0].lower() if sql.strip() else ""
    return word if word in KINDS else "other"


class StorageWatch:
    """Told of every statement and transaction; this one hears and does nothing."""

    def statement(self, kind: str, seconds: float) -> None:
        """A statement of this kind took `seconds`."""

    def transaction(self, mode: str, seconds: float, failure: str | None) -> None:
        """A transaction ("read" or "write") ended after `seconds`: committed if `failure` is
        None, else not: "unavailable" (the server is away) or "rolled_back" (the work raised)."""


class TimedConn:
    """A connection whose every statement is timed for a `StorageWatch`."""

    def __init__(self, conn: Conn, watch: StorageWatch) -> None:
        self.conn = conn
        self.watch = watch
        self.dialect = conn.dialect

    async def execute(self, sql: str, *args: object) -> int:
        with self._timed(kind_of(sql)):
            return await self.conn.execute(sql, *args)

    async def fetch(self, sql: str, *args: object) -> list[Row]:
        with self._timed(kind_of(sql)):
            return await self.conn.fetch(sql, *args)

    async def fetchrow(self, sql: str, *args: object) -> Row | None:
        with self._timed(kind_of(sql)):
            return await self.conn.fetchrow(sql, *args)

    async def fetchval(self, sql: str, *args: object) -> Any:
        with self._timed(kind_of(sql)):
            return await self.conn.fetchval(sql, *args)

    async def script(self, sql: str) -> None:
        with self._timed("other"):
            await self.conn.script(sql)

    @contextlib.contextmanager
    def _timed(self, kind: str) -> Iterator[None]:
        """The statement's time, told to the watch however it ends."""
        started = time.perf_counter()
        try:
            yield
        finally:
            self.watch.statement(kind, time.perf_counter() - started)

"""SQLite through aiosqlite: one file, WAL, foreign keys, a busy timeout, durable commits.

One connection per process.  Transactions are serialised by an asyncio lock
(a connection holds one transaction at a time) and begin IMMEDIATE, so a
writer takes the file's write lock at the start and two processes never
deadlock half-way through.  ``synchronous=FULL`` makes every commit durable
(the WAL is synced), which the ledger wants more than speed.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from bot.storage.driver import Row, statements
from bot.storage.errors import IntegrityViolation, StorageError

BUSY_TIMEOUT_MS = 10_000


def _integrity(exc: sqlite3.IntegrityError) -> IntegrityViolation:
    text = str(exc)
    for marker, kind in (("UNIQUE", "unique"), ("PRIMARY KEY", "unique"), ("CHECK", "check"),
                         ("FOREIGN KEY", "foreign_key"), ("NOT NULL", "not_null")):
        if marker in text:
            return IntegrityViolation(kind, text)
    return IntegrityViolation("other", text)


class SqliteConn:
    dialect = "sqlite"

    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db

    async def execute(self, sql: str, *args: object) -> int:
        try:
            async with self.db.execute(sql, args) as cursor:
                return cursor.rowcount
        except sqlite3.IntegrityError as exc:
            raise _integrity(exc) from None

    async def fetch(self, sql: str, *args: object) -> list[Row]:
        try:
            return list(await self.db.execute_fetchall(sql, args))
        except sqlite3.IntegrityError as exc:
            raise _integrity(exc) from None

    async def fetchrow(self, sql: str, *args: object) -> Row | None:
        rows = await self.fetch(sql, *args)
        return rows[0] if rows else None

    async def fetchval(self, sql: str, *args: object) -> Any:
        row = await self.fetchrow(sql, *args)
        return None if row is None else row[0]

    async def script(self, sql: str) -> None:
        for statement in statements(sql):
            await self.execute(statement)


async def _pragma(db: aiosqlite.Connection, pragma: str) -> None:
    """Run a pragma, waiting out another process that holds the new file's lock.

    Switching a fresh file to WAL can fail at once with "database is locked"
    when two processes open it together (the busy timeout does not cover it),
    so the pragma is tried again for as long as the busy timeout would wait.
    """
    deadline = asyncio.get_running_loop().time() + BUSY_TIMEOUT_MS / 1000
    delay = 0.005
    while True:
        try:
            await db.execute(pragma)
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or asyncio.get_running_loop().time() > deadline:
                raise
            await asyncio.sleep(delay)
            delay = min(delay * 2, 0.2)


class SqliteDriver:
    dialect = "sqlite"

    def __init__(self, db: aiosqlite.Connection, path: str) -> None:
        self.db = db
        self.path = path
        self._lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: str, create: bool = True) -> SqliteDriver:
        file = Path(path)
        if path != ":memory:":
            if not file.exists() and not create:
                raise StorageError(f"no database at {path}")
            if create:
                file.parent.mkdir(parents=True, exist_ok=True)
        try:
            db = await aiosqlite.connect(path, isolation_level=None)  # we say BEGIN ourselves
        except sqlite3.Error as exc:
            raise StorageError(f"cannot open the SQLite file {path}: {exc}") from None
        db.row_factory = sqlite3.Row
        for pragma in (f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}", "PRAGMA journal_mode = WAL",
                       "PRAGMA foreign_keys = ON", "PRAGMA synchronous = FULL"):
            await _pragma(db, pragma)
        return cls(db, path)

    @asynccontextmanager
    async def transaction(self, readonly: bool = False) -> AsyncIterator[SqliteConn]:
        async with self._lock:
            # A reader's deferred BEGIN sees one snapshot (WAL) and never blocks writers.
            await self.db.execute("BEGIN" if readonly else "BEGIN IMMEDIATE")
            try:
                yield SqliteConn(self.db)
            except BaseException:
                await self.db.execute("ROLLBACK")
                raise
            try:
                await self.db.execute("COMMIT")
            except BaseException:
                if self.db.in_transaction:
                    await self.db.execute("ROLLBACK")
                raise

    async def pragma(self, name: str) -> Any:
        """A PRAGMA's value (for tests and `describe`)."""
        async with self.db.execute(f"PRAGMA {name}") as cursor:
            row = await cursor.fetchone()
        return None if row is None else row[0]

    async def close(self) -> None:
        await self.db.close()

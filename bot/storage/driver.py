"""The little that differs between the two drivers, behind one connection interface.

All SQL in this package is written once, with ``?`` placeholders, in the
subset both SQLite and PostgreSQL understand; `numbered` turns the
placeholders into asyncpg's ``$1, $2, ...``.  Only the migrations differ by
dialect (identity columns).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractAsyncContextManager
from functools import lru_cache
from typing import Any, Protocol

from bot.storage.errors import StorageError


class Row(Protocol):
    def __getitem__(self, key: str | int) -> Any: ...
    def __iter__(self) -> Iterator[Any]: ...
    def keys(self) -> Sequence[str]: ...


class Conn(Protocol):
    """One connection inside one transaction."""

    dialect: str

    async def execute(self, sql: str, *args: object) -> int:
        """Run one statement; returns how many rows it changed."""

    async def fetch(self, sql: str, *args: object) -> list[Row]: ...

    async def fetchrow(self, sql: str, *args: object) -> Row | None: ...

    async def fetchval(self, sql: str, *args: object) -> Any: ...

    async def script(self, sql: str) -> None:
        """Several statements without arguments (migrations)."""


class Driver(Protocol):
    dialect: str

    def transaction(self, readonly: bool = False, brief: bool = False,
                    single: bool = False) -> AbstractAsyncContextManager[Conn]:
        """One transaction.  `brief`: a write whose every statement is a keyed read or a row's
        write (a click's action, a hand noted as sent), which a driver may run without a trip
        to another thread for each statement.  `single`: the block is one statement and
        nothing else that may fail, which is atomic and sees one snapshot without a
        transaction around it, so a driver may send it alone (no BEGIN and COMMIT: a write
        commits as it runs); a second statement in it is refused (`StorageError`)."""

    async def integrity(self, most: int = 20) -> tuple[list[str], str | None]:
        """The database's own check of its files: (problems, None), or ([], why it cannot check)."""

    async def listen(self, channel: str, heard: Callable[[str], None]) -> None:
        """Call `heard` with the text of every notice on `channel` (PostgreSQL's LISTEN)."""

    async def notify(self, channel: str, text: str) -> None:
        """Send `text` to every process listening on `channel` (PostgreSQL's NOTIFY)."""

    async def close(self) -> None: ...


class OneStatement:
    """A connection for a transaction of one statement (`Driver.transaction`'s `single`): a
    second would not be atomic with the first, so it is refused, not run."""

    def __init__(self, conn: Conn) -> None:
        self.conn = conn
        self.dialect = conn.dialect
        self._ran = False

    def _once(self) -> None:
        if self._ran:
            raise StorageError("a single statement's transaction ran a second statement: make it a transaction")
        self._ran = True

    async def execute(self, sql: str, *args: object) -> int:
        self._once()
        return await self.conn.execute(sql, *args)

    async def fetch(self, sql: str, *args: object) -> list[Row]:
        self._once()
        return await self.conn.fetch(sql, *args)

    async def fetchrow(self, sql: str, *args: object) -> Row | None:
        self._once()
        return await self.conn.fetchrow(sql, *args)

    async def fetchval(self, sql: str, *args: object) -> Any:
        self._once()
        return await self.conn.fetchval(sql, *args)

    async def script(self, sql: str) -> None:
        self._once()
        await self.conn.script(sql)

    def together(self) -> Conn:
        """The connection itself, for a query that is one statement where `single` sends it
        alone (PostgreSQL) and several where a single's block is a transaction still (SQLite):
        they count as the one statement.  Refused where they would not be atomic."""
        if self.dialect == "postgres":
            raise StorageError("several statements in a single statement's transaction on PostgreSQL")
        self._once()
        return self.conn


@lru_cache(maxsize=512)
def numbered(sql: str) -> str:
    """``?`` placeholders as ``$1, $2, ...``; a ``?`` inside a quoted literal is left alone."""
    out: list[str] = []
    n = 0
    quoted = False
    for ch in sql:
        if ch == "'":
            quoted = not quoted
        if ch == "?" and not quoted:
            n += 1
            out.append(f"${n}")
        else:
            out.append(ch)
    return "".join(out)


def statements(script: str) -> list[str]:
    """A migration split into statements: comments dropped, split at a ``;`` ending a line."""
    lines = []
    for line in script.splitlines():
        code = line.split("--", 1)[0].rstrip()
        if code:
            lines.append(code)
    parts = "\n".join(lines).split(";\n")
    return [p.strip().rstrip(";") for p in parts if p.strip().rstrip(";").strip()]


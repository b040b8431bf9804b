"""Backups that restore: a consistent copy of the whole database, and putting one back.

Formats (`write_backup`'s `kind`), each read from one snapshot (a SQLite read transaction; on
PostgreSQL one REPEATABLE READ transaction) and each restored by `restore` into either engine:

- ``jsonl``: the project's own.  A first line naming the format and the schema version, then
  each table in the order its rows may be inserted (a table after the tables it refers to):
  a line with its name and columns, then one JSON array a row.
- ``sqlite``: SQLite only, a plain database file made by SQLite's online backup API; it opens
  with ``sqlite3`` as it is.
- ``sql``: the same rows as INSERT statements (`bot.storage.backup_sql`), which also load with
  ``sqlite3`` or ``psql -f`` into an empty database migrated to the schema version they name.

`restore` refuses a database that holds any row unless told to replace it, and a backup of a
newer schema than this code knows.
"""

from __future__ import annotations

import asyncio
import json
import os
import sqlite3
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from bot.storage import backup_sql, migrations
from bot.storage.driver import Conn
from bot.storage.errors import StorageError
from bot.storage.repository import Storage, open_storage
from bot.storage.sqlite import SqliteDriver

FORMAT = "poker-bot-backup"
FORMAT_VERSION = 1
KINDS = ("jsonl", "sqlite", "sql")
# Every table of the schema, each after the tables its foreign keys point at.
TABLES = ("banks", "seasons", "poker_tables", "deals", "deal_actions", "accounts", "journal", "journal_lines",
          "limit_overrides", "limit_changes", "member_names", "hand_notices", "member_stats",
          "member_stats_built", "season_members", "season_standings", "tournaments", "tournament_entrants",
          "tournament_tables", "tournament_moves", "tournament_places",
          "learners", "coach_choices", "dm_channels", "ping_choices", "member_locales")
# Rows a migration writes by itself into an empty database (the stats' "built" mark): not data, so
# they neither make a database non-empty nor clash with the backup's own, which replaces them.
MARKS = ("member_stats_built",)
IDENTITY = ("seasons", "poker_tables", "deals", "accounts", "journal", "limit_changes", "tournaments",
            "tournament_moves")  # tables with an id the database hands out
BATCH = 50  # rows a single INSERT carries
SQLITE_HEADER = b"SQLite format 3\x00"


class BackupError(StorageError):
    """A backup that cannot be made or restored; the message says why and what to do."""


@dataclass(frozen=True, slots=True)
class Backed:
    """What a backup holds, or what a restore put back."""

    kind: str
    schema_version: int
    rows: dict[str, int]
    migrated_to: int | None = None  # a restore: the schema version it was then migrated to, if later


async def _tables_present(conn: Conn) -> set[str]:
    if conn.dialect == "sqlite":
        rows = await conn.fetch("SELECT name FROM sqlite_master WHERE type = 'table'")
    else:
        rows = await conn.fetch("SELECT tablename FROM pg_tables WHERE schemaname = current_schema()")
    return {str(r[0]) for r in rows}


async def _columns(conn: Conn, table: str) -> list[str]:
    if conn.dialect == "sqlite":
        return [str(r[1]) for r in await conn.fetch(f"PRAGMA table_info({table})")]
    return [str(r[0]) for r in await conn.fetch(
        "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() "
        "AND table_name = ? ORDER BY ordinal_position", table)]


async def _table_rows(conn: Conn, table: str) -> tuple[list[str], list[list[Any]]]:
    columns = await _columns(conn, table)
    order = ", ".join(columns)
    rows = await conn.fetch(f"SELECT {order} FROM {table} ORDER BY {order}")
    return columns, [list(r) for r in rows]


Part = int | list[str] | tuple[str, list[str], list[list[Any]]]


async def snapshot(storage: Storage) -> AsyncIterator[Part]:
    """The schema version, the tables there (in `TABLES`' order), then (table, columns, rows) for
    each of them, all from one snapshot."""
    async with storage.transaction(readonly=True) as tx:
        conn = tx.conn
        versions = await migrations.applied_versions(conn)
        yield max(versions, default=0)
        present = await _tables_present(conn)
        tables = [table for table in TABLES if table in present]
        yield tables
        for table in tables:
            columns, rows = await _table_rows(conn, table)
            yield table, columns, rows


async def _write_rows(storage: Storage, out: IO[str], kind: str) -> Backed:
    counts: dict[str, int] = {}
    version = 0
    tables: list[str] = []
    async for part in snapshot(storage):
        if isinstance(part, int):
            version = part
            if kind == "jsonl":
                out.write(json.dumps({"format": FORMAT, "format_version": FORMAT_VERSION,
                                      "schema_version": version, "engine": storage.dialect}) + "\n")
        elif isinstance(part, list):
            tables = part
            if kind == "sql":
                out.write(backup_sql.head(storage.dialect, version, tables, [t for t in MARKS if t in tables]))
        else:
            table, columns, rows = part
            counts[table] = len(rows)
            if kind == "jsonl":
                out.write(json.dumps({"table": table, "columns": columns}) + "\n")
                for row in rows:
                    out.write(json.dumps(row) + "\n")
            else:
                backup_sql.table(out, table, columns, rows)
    if kind == "sql":
        out.write(backup_sql.tail(storage.dialect, [t for t in IDENTITY if t in tables]))
    return Backed(kind, version, counts)


def _sqlite_copy(source: str, target: Path) -> None:
    """SQLite's online backup API: a consistent copy while other processes write the file."""
    src = sqlite3.connect(f"{Path(source).resolve().as_uri()}?mode=ro", uri=True)
    try:
        dst = sqlite3.connect(target)
        try:
            src.backup(dst)  # all pages in one step, under one read lock: one snapshot
            dst.execute("PRAGMA journal_mode = DELETE")  # one self-contained file, no -wal beside it
        finally:
            dst.close()
    finally:
        src.close()


async def write_backup(url: str, out: Path, kind: str = "jsonl") -> Backed:
    """Copy the database `url` names to the file `out` (replaced only once the copy is whole)."""
    if kind not in KINDS:
        raise BackupError(f"no backup format {kind!r}: choose from {', '.join(KINDS)}")
    storage = await open_storage(url, migrate=False, create=False, readonly=True, require_schema=False)
    part = out.with_name(f".{out.name}.part")
    try:
        if await storage.schema_version() == 0:
            raise BackupError(f"{storage.url.describe()} holds no poker-bot tables (schema version 0): "
                              "nothing to back up; check --db or DATABASE_URL")
        if kind == "sqlite":
            if not isinstance(storage.driver, SqliteDriver):
                raise BackupError("the sqlite format copies a SQLite file: for PostgreSQL use jsonl or sql")
            part.unlink(missing_ok=True)
            await asyncio.to_thread(_sqlite_copy, storage.driver.path, part)
            backed = await _read_counts(str(part))
        else:
            with part.open("w", encoding="utf-8") as file:
                backed = await _write_rows(storage, file, kind)
                file.flush()
                os.fsync(file.fileno())
        part.replace(out)
    except BaseException:
        part.unlink(missing_ok=True)
        raise
    finally:
        await storage.close()
    return backed


async def _read_counts(path: str) -> Backed:
    storage = await open_storage(path, migrate=False, create=False, readonly=True)
    try:
        counts: dict[str, int] = {}
        version = 0
        async for part in snapshot(storage):
            if isinstance(part, int):
                version = part
            elif isinstance(part, tuple):
                counts[part[0]] = len(part[2])
        return Backed("sqlite", version, counts)
    finally:
        await storage.close()


def backup_kind(path: Path) -> str:
    """Which format a backup file is in, by its first bytes."""
    try:
        with path.open("rb") as file:
            head = file.read(200)
    except OSError as exc:
        raise BackupError(f"cannot read the backup {path}: {exc.strerror or exc}") from None
    if head.startswith(SQLITE_HEADER):
        return "sqlite"
    if head.startswith(b"{") and FORMAT.encode() in head:
        return "jsonl"
    if head.startswith(backup_sql.HEAD.encode()):
        return "sql"
    raise BackupError(f"{path} is not a poker-bot backup (neither its jsonl nor its sql format, nor a SQLite file)")


def _sql_parts(path: Path) -> Iterator[Part]:
    try:
        yield from backup_sql.parts(path, TABLES)
    except backup_sql.SqlFormError as exc:
        raise BackupError(f"{path}, {exc}") from None
    except UnicodeDecodeError:
        raise BackupError(f"{path}: not text (a damaged file?)") from None


def _jsonl_parts(path: Path) -> Iterator[Part]:
    with path.open(encoding="utf-8") as file:
        try:
            head = json.loads(file.readline())
            if head.get("format") != FORMAT or not isinstance(head.get("schema_version"), int):
                raise ValueError
        except (ValueError, AttributeError):
            raise BackupError(f"{path}: its first line is not a poker-bot backup's") from None
        yield int(head["schema_version"])
        table: str | None = None
        columns: list[str] = []
        rows: list[list[Any]] = []
        for number, line in enumerate(file, start=2):
            try:
                item = json.loads(line)
            except ValueError:
                raise BackupError(f"{path}, line {number}: not JSON (a cut or damaged file?)") from None
            if isinstance(item, dict):
                if table is not None:
                    yield table, columns, rows
                table, columns, rows = item.get("table"), item.get("columns", []), []
                if table not in TABLES:
                    raise BackupError(f"{path}, line {number}: no table {table!r} in this schema")
            elif isinstance(item, list) and table is not None and len(item) == len(columns):
                rows.append(item)
            else:
                raise BackupError(f"{path}, line {number}: not a row of {table or 'any table'}")
        if table is not None:
            yield table, columns, rows


async def _is_empty(conn: Conn) -> bool:
    present = await _tables_present(conn)
    for table in TABLES:
        if table not in MARKS and table in present and await conn.fetchval(f"SELECT count(*) FROM {table}"):
            return False
    return True


async def _insert(conn: Conn, table: str, columns: list[str], rows: list[list[Any]]) -> None:
    names = ", ".join(columns)
    one = "(" + ", ".join("?" for _ in columns) + ")"
    for start in range(0, len(rows), BATCH):
        chunk = rows[start:start + BATCH]
        values = [v for row in chunk for v in row]
        await conn.execute(f"INSERT INTO {table} ({names}) VALUES {', '.join([one] * len(chunk))}", *values)


async def restore(path: Path, url: str, *, replace: bool = False) -> tuple[Backed, Storage]:
    """Put the backup `path` into the database `url` names (made and migrated if need be).

    Returns what was restored and the storage, open, for the audit (the caller closes it).
    """
    kind = backup_kind(path)
    source: Storage | None = None
    if kind == "sqlite":
        source = await open_storage(str(path), migrate=False, create=False, readonly=True)
    parts: Any = (snapshot(source) if source is not None
                  else _aiter(_sql_parts(path) if kind == "sql" else _jsonl_parts(path)))
    try:
        version = await anext(parts)
        assert isinstance(version, int)
        if source is not None:
            await anext(parts)  # the names of its tables: each comes with its rows
        target = await open_storage(url, migrate=False, require_schema=False)
        try:
            known = migrations.latest(target.dialect)
            if version < 1:
                raise BackupError(f"{path} holds no schema (version {version}): not a backup of a poker-bot database")
            if version > known:
                raise BackupError(f"{path} is a backup of schema version {version}, newer than this code knows "
                                  f"({known}): restore it with the bot that made it, or upgrade the bot")
            refusal = BackupError(f"{target.url.describe()} already holds data: restore into an empty "
                                  "database, or add --force to replace everything in it")
            if not replace:  # refused before anything is done to it, migrations included
                async with target.transaction(readonly=True) as tx:
                    if not await _is_empty(tx.conn):
                        raise refusal
            await migrations.migrate(target.driver, upto=version)  # the schema the rows were written in
            counts: dict[str, int] = {}
            async with target.transaction() as tx:
                conn = tx.conn
                if not await _is_empty(conn):
                    if not replace:
                        raise refusal  # filled meanwhile
                    present = await _tables_present(conn)
                    for table in reversed(TABLES):
                        if table in present:
                            await conn.execute(f"DELETE FROM {table}")
                present = await _tables_present(conn)
                for table in MARKS:
                    if table in present:
                        await conn.execute(f"DELETE FROM {table}")
                async for part in parts:
                    table, columns, rows = part
                    unknown = set(columns) - set(await _columns(conn, table))
                    if unknown:  # never a name the schema does not hold into the SQL
                        raise BackupError(f"{path}: the table {table} has no column {sorted(unknown)[0]!r} at "
                                          f"schema version {version}; the backup is damaged")
                    await _insert(conn, table, columns, rows)
                    counts[table] = len(rows)
                if conn.dialect == "postgres":
                    for table in IDENTITY:
                        await conn.execute(f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
                                           f"COALESCE((SELECT max(id) FROM {table}), 0) + 1, false)")
            later = await target.migrate()  # then up to this code's schema, as the bot would at start
        except BaseException:
            await target.close()
            raise
    finally:
        await parts.aclose()
        if source is not None:
            await source.close()
    return Backed(kind, version, counts, max(later) if later else None), target


async def _aiter(items: Iterator[Any]) -> AsyncIterator[Any]:
    for item in items:
        yield item

"""SQLite through aiosqlite: one file, WAL, foreign keys, a busy timeout, durable commits.

One connection per process.  Transactions are serialised by an asyncio lock
(a connection holds one transaction at a time) and begin IMMEDIATE, so a
writer takes the file's write lock at the start and two processes never
deadlock half-way through.  Every commit is on the disk before its
transaction is over for the caller, which the ledger wants more than speed:
the log is synced after it, one sync for the commits made meanwhile
(`sqlite_log.py`).  A brief transaction (play's keyed reads and writes) runs
on the event loop's thread from BEGIN to COMMIT, never letting the loop go
while it holds the connection; the sync and the log's checkpoints are done
off the loop.

Whatever SQLite cannot do with a file (not a database, damaged, read-only, a
full disk, a folder...) is one `DatabaseUnusable` naming the file, why, and
what to do; the connection is closed and aiosqlite's thread stopped on every
way out, so a failing command ends.
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager, suppress
from functools import partial
from pathlib import Path
from typing import Any

import aiosqlite

from bot.storage.driver import Row, statements
from bot.storage.errors import DatabaseUnusable, IntegrityViolation, StorageError, constraints
from bot.storage.sqlite_log import Log

BUSY_TIMEOUT_MS = 10_000


def _integrity(exc: sqlite3.IntegrityError) -> IntegrityViolation:
    text = str(exc)
    for marker, kind in (("UNIQUE", "unique"), ("PRIMARY KEY", "unique"), ("CHECK", "check"),
                         ("FOREIGN KEY", "foreign_key"), ("NOT NULL", "not_null")):
        if marker in text:
            return IntegrityViolation(kind, text)
    return IntegrityViolation("other", text)


# Every statement runs within: a broken constraint is an IntegrityViolation.
_constraints = partial(constraints, sqlite3.IntegrityError, _integrity)


class SqliteConn:
    """Each statement a trip to the connection's thread (aiosqlite), where it may wait on the
    file or take its time without holding up the event loop."""

    dialect = "sqlite"

    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db

    async def execute(self, sql: str, *args: object) -> int:
        with _constraints():
            async with self.db.execute(sql, args) as cursor:
                return cursor.rowcount

    async def fetch(self, sql: str, *args: object) -> list[Row]:
        with _constraints():
            return list(await self.db.execute_fetchall(sql, args))

    async def fetchrow(self, sql: str, *args: object) -> Row | None:
        rows = await self.fetch(sql, *args)
        return rows[0] if rows else None

    async def fetchval(self, sql: str, *args: object) -> Any:
        row = await self.fetchrow(sql, *args)
        return None if row is None else row[0]

    async def script(self, sql: str) -> None:
        for statement in statements(sql):
            await self.execute(statement)


class InlineConn(SqliteConn):
    """A brief transaction's statements, run at once on the event loop's thread.  A writer
    holds the file's write lock already (its BEGIN IMMEDIATE), a reader needs no lock that
    waits (WAL), so no statement waits on another process, and each is a keyed read or a
    row's write: some microseconds.  What costs is each trip to the thread and back, which
    waits its turn in a busy loop while every other transaction waits for this one."""

    def __init__(self, db: aiosqlite.Connection, raw: sqlite3.Connection) -> None:
        super().__init__(db)
        self.raw = raw

    async def execute(self, sql: str, *args: object) -> int:
        with _constraints():
            cursor = self.raw.execute(sql, args)
            try:
                return cursor.rowcount
            finally:
                cursor.close()

    async def fetch(self, sql: str, *args: object) -> list[Row]:
        with _constraints():
            return self.raw.execute(sql, args).fetchall()


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


# The one folder the storage makes by itself: the default ``data/`` beside the bot.  Any other
# folder a path names must exist (a typo must not create folders, at the root or elsewhere).
DEFAULT_FOLDER = Path("data")

# SQLite's primary result codes -> why, in words, and what to do about it.
_WHY = {
    "SQLITE_NOTADB": ("it is not a SQLite database", "give the right file, or restore it from a backup"),
    "SQLITE_CORRUPT": ("it is damaged (database disk image is malformed)",
                       "restore it from a backup"),
    "SQLITE_FULL": ("the disk is full", "free some space and run the command again"),
    "SQLITE_READONLY": ("it may not be written (a read-only file, folder or filesystem)",
                        "make the file and its folder writable, or give another file"),
    "SQLITE_CANTOPEN": ("SQLite cannot open it", "check that you may read and write it and its folder"),
    "SQLITE_PERM": ("permission denied", "check the permissions of the file and its folder"),
    "SQLITE_AUTH": ("permission denied", "check the permissions of the file and its folder"),
    "SQLITE_BUSY": ("another process holds it", "try again when that one has finished"),
    "SQLITE_LOCKED": ("another process holds it", "try again when that one has finished"),
    "SQLITE_IOERR": ("the disk failed to read or write it (input/output error)", "check the disk, then try again"),
}


# SQLite says a disk that filled up while it grew its shared-memory file (the WAL's index) is an
# input/output error (SQLITE_IOERR_SHMSIZE), and the errno is not to be had from Python: an I/O
# error with less than this left free for the file is taken for what it is, a full disk.
NEARLY_FULL = 1024 * 1024


def _primary(exc: sqlite3.Error) -> str:
    """The result code without its extension: SQLITE_IOERR_WRITE -> SQLITE_IOERR."""
    return "_".join(str(getattr(exc, "sqlite_errorname", "") or "").split("_")[:2])


def unusable(path: str, exc: sqlite3.Error) -> DatabaseUnusable:
    """A sqlite3 error as one line naming the file, why it cannot be used, and what to do."""
    primary = _primary(exc)
    if primary not in _WHY and "not a database" in str(exc):
        primary = "SQLITE_NOTADB"
    if primary == "SQLITE_NOTADB" and _says_sqlite(path):
        primary = "SQLITE_CORRUPT"  # it starts as a database does: a damaged one
    if primary == "SQLITE_IOERR" and _free_space(Path(path).absolute().parent) < NEARLY_FULL:
        primary = "SQLITE_FULL"
    why, todo = _WHY.get(primary, (str(exc), "check the file"))
    kept = " (nothing was half-written)" if primary in ("SQLITE_FULL", "SQLITE_READONLY", "SQLITE_IOERR") else ""
    return DatabaseUnusable(f"cannot use the SQLite file {path}: {why}; {todo}{kept}",
                            damaged=primary == "SQLITE_CORRUPT")


def garbled(path: str) -> DatabaseUnusable:
    """Text the bot wrote as UTF-8 (or SQLite's own schema) that is not UTF-8 any more."""
    return DatabaseUnusable(f"cannot use the SQLite file {path}: it is damaged (it holds text that is "
                            "not UTF-8); restore it from a backup", damaged=True)


def _lenient(data: bytes) -> str:
    return data.decode("utf-8", "replace")


def _free_space(folder: Path) -> int:
    """Bytes the filesystem holding `folder` has free for an ordinary user (unknown: plenty)."""
    try:
        stat = os.statvfs(folder)
    except (OSError, AttributeError):  # AttributeError: no statvfs (Windows)
        return NEARLY_FULL
    return stat.f_bavail * stat.f_frsize


def _says_sqlite(path: str) -> bool:
    """Whether the file begins with SQLite's header string."""
    try:
        with open(path, "rb") as file:
            return file.read(16) == b"SQLite format 3\x00"
    except OSError:
        return False


def _check_path(path: str, create: bool, write: bool) -> bool:
    """Refuse, in words, a path SQLite would fail on obscurely; make only the default folder.
    `write`: the file will be written (SQLite would open a file it may not write read-only,
    and fail only at the first change).  Returns whether the file is there already."""
    file = Path(path)
    try:
        if file.is_dir():
            raise DatabaseUnusable(f"{path} is a folder, not a file: give a file in it, such as {file / 'poker.db'}")
        if file.exists():
            if write:
                _writable(path)
            return True
        folder = file.parent
        if not create:
            raise DatabaseUnusable(f"no database at {path}: check the path (this command creates none)")
        if folder.is_dir():
            return False
        if folder.exists():
            raise DatabaseUnusable(f"cannot make {path}: {folder} is a file, not a folder; give another path")
        if folder != DEFAULT_FOLDER:
            raise DatabaseUnusable(f"cannot make {path}: the folder {folder} does not exist; "
                                   "create it first, or give another path")
        folder.mkdir()
        return False
    except PermissionError:
        raise DatabaseUnusable(f"cannot reach {path}: permission denied on a folder on its way; "
                               "check the folders' permissions, or give another path") from None
    except OSError as exc:  # a name too long, a loop of links, a read-only filesystem for data/...
        raise DatabaseUnusable(f"cannot reach {path}: {exc.strerror or exc}; give another path") from None


def _writable(path: str) -> None:
    """The file, and its folder (where SQLite keeps the write-ahead log beside it), may be written."""
    why, todo = _WHY["SQLITE_READONLY"]
    wal = Path(f"{path}-wal")
    if not os.access(path, os.W_OK) or not (os.access(Path(path).parent, os.W_OK | os.X_OK)
                                             or os.access(wal, os.W_OK)):
        raise DatabaseUnusable(f"cannot use the SQLite file {path}: {why}; {todo}")


def _on_read_only_filesystem(where: Path) -> bool:
    try:
        return bool(os.statvfs(where).f_flag & os.ST_RDONLY)
    except (OSError, AttributeError):  # AttributeError: no statvfs (Windows)
        return False


def _remove_if_empty(path: str) -> None:
    """A new file that failed before SQLite wrote anything (a full disk): leave nothing behind."""
    for name in (path, f"{path}-wal", f"{path}-shm", f"{path}-journal"):
        with suppress(OSError):
            if os.path.getsize(name) == 0:
                os.remove(name)


async def _stopped(connection: aiosqlite.Connection) -> None:
    """Wait (briefly) for the worker thread of a closed connection, or one that failed to open.

    aiosqlite stops the thread itself, but the thread then hands its last result to
    the event loop; if the loop has closed by then, it prints "Event loop is closed".
    """
    thread = getattr(connection, "_thread", None)
    deadline = asyncio.get_running_loop().time() + 5
    while thread is not None and thread.is_alive() and asyncio.get_running_loop().time() < deadline:
        await asyncio.sleep(0.005)


async def _close(db: aiosqlite.Connection) -> None:
    """Close and stop the worker thread whatever state the file is in."""
    with suppress(sqlite3.Error):  # aiosqlite stops its thread even when sqlite3's close fails
        await db.close()
    await _stopped(db)


async def _journal_mode(db: aiosqlite.Connection) -> str:
    """The journal mode in force: "wal" unless the filesystem could not give it."""
    rows = list(await db.execute_fetchall("PRAGMA journal_mode"))
    return str(rows[0][0]).lower() if rows else ""


def _begun_at_once(raw: sqlite3.Connection, begin: str) -> bool:
    """BEGIN on the loop's thread, if it need not wait: a reader's always (in WAL a reader takes
    no lock that waits), a writer's when no other process holds the file's write lock (asked
    with no busy timeout).  False: the BEGIN is for the connection's thread, which may wait."""
    if begin == "BEGIN":
        raw.execute(begin)
        return True
    raw.execute("PRAGMA busy_timeout = 0")
    try:
        raw.execute(begin)
        return True
    except sqlite3.OperationalError as exc:
        if _primary(exc) in ("SQLITE_BUSY", "SQLITE_LOCKED"):
            return False
        raise
    finally:
        raw.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")


class SqliteDriver:
    dialect = "sqlite"

    def __init__(self, db: aiosqlite.Connection, path: str, readonly: bool = False,
                 raw: sqlite3.Connection | None = None, log: Log | None = None,
                 turns: asyncio.Lock | None = None) -> None:
        self.db = db
        self.path = path
        self.readonly = readonly
        self.raw = raw  # the connection aiosqlite's thread uses, for brief writes (`InlineConn`)
        self.log = log  # a writer's: its commits' syncs and the checkpoints
        self._lock = turns or asyncio.Lock()  # one transaction at a time (and the log's checkpoints)

    @classmethod
    async def open(cls, path: str, create: bool = True, readonly: bool = False) -> SqliteDriver:
        """Open (or, with `create`, make) the file.  `readonly` opens it read-only and sets
        nothing that would write to it (the audit).  Every failure is a DatabaseUnusable,
        with the connection closed and its thread stopped."""
        target, uri, existed = path, False, True
        if path != ":memory:":
            frozen = _on_read_only_filesystem(Path(path)) or _on_read_only_filesystem(Path(path).parent)
            existed = _check_path(path, create and not readonly, write=not readonly and not frozen)
            if readonly:
                # On a read-only filesystem nobody can be writing the file, and SQLite could not
                # make the WAL's companion files there: read the file as it lies.
                target, uri = f"{Path(path).resolve().as_uri()}?mode=ro{'&immutable=1' if frozen else ''}", True
            elif frozen:
                raise DatabaseUnusable(f"cannot use the SQLite file {path}: it is on a read-only filesystem; "
                                       "give a file on a writable one (poker-bot audit can still read it)")
        made: list[sqlite3.Connection] = []

        def connector() -> sqlite3.Connection:  # run in aiosqlite's thread
            # We say BEGIN ourselves.  Any thread may use the connection: the lock below lets one
            # at a time, and a brief write runs its statements on the event loop's (`InlineConn`).
            made.append(sqlite3.connect(target, isolation_level=None, uri=uri, check_same_thread=False))
            return made[-1]

        connection = aiosqlite.Connection(connector, iter_chunk_size=64)
        try:
            db = await connection
        except sqlite3.Error as exc:
            await _stopped(connection)
            if not existed:
                _remove_if_empty(path)
            raise unusable(path, exc) from None
        pragmas = [f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}", "PRAGMA foreign_keys = ON"]
        if not readonly:
            # Synced by `Log`, after the commit and off the loop; checkpointed by `Log` too.
            pragmas += ["PRAGMA journal_mode = WAL", "PRAGMA synchronous = NORMAL", "PRAGMA wal_autocheckpoint = 0"]
        wal, turns = None, asyncio.Lock()
        try:
            db.row_factory = sqlite3.Row
            for pragma in pragmas:
                await _pragma(db, pragma)
            await db.execute_fetchall("SELECT count(*) FROM sqlite_master")  # reads the header: a database?
            if not readonly and path != ":memory:":
                if await _journal_mode(db) == "wal":
                    wal = await Log.open(target, uri, f"{path}-wal", turns)
                else:  # a filesystem without WAL: each commit syncs itself
                    await _pragma(db, "PRAGMA synchronous = FULL")
        except BaseException as exc:
            await _close(db)
            if not existed:
                _remove_if_empty(path)
            if isinstance(exc, sqlite3.Error):
                raise unusable(path, exc) from None
            if isinstance(exc, UnicodeDecodeError):  # even SQLite's message quotes damaged bytes
                raise garbled(path) from None
            raise
        return cls(db, path, readonly, raw=made[0], log=wal, turns=turns)

    async def _undo_begin(self) -> None:
        with suppress(sqlite3.Error):  # "no transaction is active": the BEGIN never ran
            await self.db.execute("ROLLBACK")

    async def _rollback(self) -> None:
        if self.db.in_transaction:
            with suppress(sqlite3.Error):  # SQLite rolled it back itself (a full disk, say)
                await self.db.execute("ROLLBACK")

    @asynccontextmanager
    async def transaction(self, readonly: bool = False, brief: bool = False,
                          single: bool = False) -> AsyncIterator[SqliteConn]:
        """One transaction at a time on the one connection (`single` changes nothing here: a
        BEGIN is no trip to a server).  A brief one runs on the event loop's
        thread from its BEGIN to its COMMIT (`InlineConn`), so it never lets the loop go while it
        holds the connection: each trip to the connection's thread waited its turn in a busy
        loop, with every other transaction waiting for it.  Only a writer's BEGIN that must wait
        for another process goes to the thread.  A write is over for its caller once the log
        is synced after its commit (`Log.durable`), with the connection already free."""
        begin = "BEGIN" if readonly or self.readonly else "BEGIN IMMEDIATE"
        raw = self.raw if brief else None
        async with self._lock:
            try:
                # A reader's deferred BEGIN sees one snapshot (WAL) and never blocks writers.
                if raw is None or not _begun_at_once(raw, begin):
                    await self.db.execute(begin)
            except sqlite3.Error as exc:
                raise unusable(self.path, exc) from None
            except BaseException:
                # Cancelled while the BEGIN was on its way to the connection's thread: it may still
                # run there. A ROLLBACK queued behind it undoes it, whenever it runs.
                await asyncio.shield(self._undo_begin())
                raise
            try:
                yield SqliteConn(self.db) if raw is None else InlineConn(self.db, raw)
            except BaseException as exc:
                await self._rollback()
                if isinstance(exc, sqlite3.Error):
                    raise unusable(self.path, exc) from None
                if isinstance(exc, UnicodeDecodeError):
                    raise garbled(self.path) from None
                raise
            try:
                if raw is not None:
                    raw.execute("COMMIT")  # appended to the log, not synced: microseconds
                else:
                    await self.db.execute("COMMIT")
            except BaseException as exc:
                await self._rollback()
                if isinstance(exc, sqlite3.Error):
                    raise unusable(self.path, exc) from None
                raise
            commit = self.log.committed() if self.log is not None and begin != "BEGIN" else 0
        if commit and self.log is not None:
            try:
                await self.log.durable(commit)
            except OSError as exc:
                raise DatabaseUnusable(f"cannot use the SQLite file {self.path}: the disk failed to write it "
                                       f"({exc.strerror or exc}); check the disk, then try again") from None

    async def pragma(self, name: str) -> Any:
        """A PRAGMA's value (for tests and `describe`)."""
        try:
            async with self._lock, self.db.execute(f"PRAGMA {name}") as cursor:
                row = await cursor.fetchone()
        except sqlite3.Error as exc:
            raise unusable(self.path, exc) from None
        except UnicodeDecodeError:
            raise garbled(self.path) from None
        return None if row is None else row[0]

    async def integrity(self, most: int = 20) -> tuple[list[str], str | None]:
        """SQLite's own check of the file (every page, index and constraint) and of the foreign
        keys: the problems found, at most `most` of each; SQLite always can check."""
        problems: list[str] = []
        async with self._lock:
            text = self.db.text_factory
            self.db.text_factory = _lenient  # the report may quote damaged bytes
            try:
                rows = await self.db.execute_fetchall(f"PRAGMA integrity_check({int(most)})")
                problems += [str(r[0]) for r in rows if str(r[0]) != "ok"]
                for row in list(await self.db.execute_fetchall("PRAGMA foreign_key_check"))[:most]:
                    problems.append(f"{row[0]} row {row[1]} refers to a {row[2]} row that is not there")
            except sqlite3.DatabaseError as exc:
                if not unusable(self.path, exc).damaged:
                    raise unusable(self.path, exc) from None
                problems.append(f"the file cannot be read through: {exc}")
            except UnicodeDecodeError:
                problems.append("the file cannot be read through: SQLite's report on it is not even text")
            finally:
                self.db.text_factory = text
        return problems, None

    async def listen(self, channel: str, heard: Callable[[str], None]) -> None:
        raise StorageError("telling other processes needs PostgreSQL: a SQLite file has one process")

    async def notify(self, channel: str, text: str) -> None:
        raise StorageError("telling other processes needs PostgreSQL: a SQLite file has one process")

    async def close(self) -> None:
        # After a brief write under way, whose statements run on the loop's thread and so are not
        # queued before the close; a transaction stuck on something else is not waited for long.
        if self.log is not None:
            await self.log.close()  # first: the last connection to close checkpoints the rest
        try:
            async with asyncio.timeout(5):
                await self._lock.acquire()
        except TimeoutError:
            await _close(self.db)
            return
        try:
            await _close(self.db)
        finally:
            self._lock.release()

"""PostgreSQL through asyncpg, for a bot running several shard processes.

A small connection pool; each transaction on one pooled connection.  Writers
that must not interleave lock the row they are about to change first (see
`Tx.lock_table`, `Tx.lock_account`), so READ COMMITTED is enough.  An
optional schema keeps several bots (or test runs) apart in one database.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager, suppress
from functools import partial
from typing import Any

import asyncpg

from bot.storage import pg_hosts
from bot.storage.driver import Row, numbered
from bot.storage.errors import (
    BadDatabaseUrl,
    DatabaseUnavailable,
    DatabaseUnusable,
    IntegrityViolation,
    StorageError,
    constraints,
)
from bot.storage.urls import CONNECT_TIMEOUT, ENCODE, POOL_SIZE

log = logging.getLogger("poker.storage")

NOTE_AFTER = 1.0  # a connection slower than this is said to be awaited (`open`'s `note`)
RELISTEN_PAUSE = (0.5, 5.0)  # the first and the longest pause between tries to LISTEN again
# The server is away or restarting, or the connection to it was lost: it passes.
_AWAY = (OSError, TimeoutError, asyncpg.PostgresConnectionError, asyncpg.CannotConnectNowError,
         asyncpg.AdminShutdownError, asyncpg.CrashShutdownError)


def away(exc: BaseException) -> bool:
    """Whether `exc` says the server is away (or the connection to it lost), not that we erred."""
    if isinstance(exc, asyncpg.InterfaceError):  # also our own misuse: only a closed connection counts
        return "closed" in str(exc)
    return isinstance(exc, _AWAY)
_SCHEMA = re.compile(r"^[a-z_][a-z0-9_]{0,62}$")
_KINDS = (
    (asyncpg.UniqueViolationError, "unique"),
    (asyncpg.CheckViolationError, "check"),
    (asyncpg.ForeignKeyViolationError, "foreign_key"),
    (asyncpg.NotNullViolationError, "not_null"),
)


def _integrity(exc: asyncpg.IntegrityConstraintViolationError) -> IntegrityViolation:
    for cls, kind in _KINDS:
        if isinstance(exc, cls):
            return IntegrityViolation(kind, str(exc))
    return IntegrityViolation("other", str(exc))


def one_line(exc: Exception) -> str:
    """The server's message and its DETAIL on one line."""
    return "; ".join(line.strip() for line in str(exc).splitlines() if line.strip()) or type(exc).__name__


def server_of(dsn: str) -> str:
    """The host and port a DSN names, or its hosts, for messages (no user, no password)."""
    try:
        return pg_hosts.describe(pg_hosts.hosts_of(dsn))
    except ValueError:
        return "the server DATABASE_URL names"


def unusable(exc: Exception) -> DatabaseUnusable:
    """A failure of the server or the connection, as one line (the transaction was rolled back)."""
    if away(exc):
        why = one_line(exc) if str(exc).strip() else type(exc).__name__
        return DatabaseUnavailable(f"PostgreSQL cannot be reached ({why}); nothing was half-written")
    damaged = isinstance(exc, asyncpg.exceptions.DataCorruptedError | asyncpg.exceptions.IndexCorruptedError)
    if isinstance(exc, asyncpg.DiskFullError):
        why = "the server's disk is full; free some space and run the command again"
    elif damaged:
        why = f"the database is damaged ({one_line(exc)}); poker-bot audit names the damage"
    else:
        why = f"{one_line(exc)}; check that the server is running and reachable, then try again"
    return DatabaseUnusable(f"PostgreSQL: {why} (nothing was half-written)", damaged=damaged)


# Every statement runs within: a broken constraint is an IntegrityViolation.
_constraints = partial(constraints, asyncpg.IntegrityConstraintViolationError, _integrity)


async def _given_back(conn: asyncpg.Connection) -> None:
    """A pooled connection given back needs no reset sent to the server (asyncpg's default costs a
    round trip a transaction): asyncpg has already rolled back any transaction left open, and the
    bot sets no session state, holds no cursor and listens on a connection of its own."""
    del conn


class PostgresConn:
    dialect = "postgres"

    def __init__(self, conn: asyncpg.Connection) -> None:
        self.conn = conn

    async def execute(self, sql: str, *args: object) -> int:
        with _constraints():
            status = await self.conn.execute(numbered(sql), *args)
        last = status.rsplit(" ", 1)[-1]
        return int(last) if last.isdigit() else 0

    async def fetch(self, sql: str, *args: object) -> list[Row]:
        with _constraints():
            return list(await self.conn.fetch(numbered(sql), *args))

    async def fetchrow(self, sql: str, *args: object) -> Row | None:
        with _constraints():
            row: Row | None = await self.conn.fetchrow(numbered(sql), *args)
            return row

    async def fetchval(self, sql: str, *args: object) -> Any:
        with _constraints():
            return await self.conn.fetchval(numbered(sql), *args)

    async def script(self, sql: str) -> None:
        await self.conn.execute(sql)  # asyncpg runs several statements when given no arguments


class PostgresDriver:
    dialect = "postgres"
    TRIPS_A_TRANSACTION = 2  # besides its statements: BEGIN and COMMIT (`_given_back` sends nothing)

    def __init__(self, pool: asyncpg.Pool, schema: str | None, connect: Callable[[], Any] | None = None) -> None:
        self.pool = pool
        self.schema = schema
        self._connect = connect  # a new connection of its own, as the pool's are made
        self._listening: asyncpg.Connection | None = None  # the connection held for LISTEN, once asked
        self._listeners: list[tuple[str, Callable[..., None]]] = []
        self._relistening: asyncio.Task[None] | None = None
        self._closed = False
        self.blocks = 0  # transactions begun and ended on the server (a single statement's is none)

    @classmethod
    async def open(cls, dsn: str, schema: str | None = None, readonly: bool = False, *,
                   connect_timeout: float = CONNECT_TIMEOUT, pool_size: int = POOL_SIZE,
                   note: Callable[[str], None] | None = None) -> PostgresDriver:
        """A pool on the database; `readonly` makes every transaction read-only (the audit).
        A server that takes over `NOTE_AFTER` seconds to answer is said to be awaited (to `note`,
        else as a WARNING, which a command that set up no logging prints as it is); one that does
        not answer within `connect_timeout` seconds is given up (with several hosts, each in turn
        is given that long, as libpq gives them: `pg_hosts`)."""
        settings: dict[str, str] = {"default_transaction_read_only": "on"} if readonly else {}
        try:
            hosts = pg_hosts.hosts_of(dsn)
        except ValueError:  # a port that is no number: asyncpg says so below
            hosts = []
        where = server_of(dsn)
        each = " each" if len(hosts) > 1 else ""
        slow = asyncio.get_running_loop().call_later(
            NOTE_AFTER, note or log.warning, f"waiting for PostgreSQL at {where} (up to {connect_timeout:g} s{each})")
        budget = connect_timeout * max(1, len(hosts))  # for each connection made here
        try:
            if schema is not None:
                if not _SCHEMA.match(schema):
                    raise StorageError(f"schema {schema!r}: use lower-case letters, digits and _")
                async with asyncio.timeout(budget):
                    conn = await pg_hosts.connect(dsn, hosts, timeout=connect_timeout)
                    try:
                        await conn.execute(f'CREATE SCHEMA IF NOT EXISTS "{schema}"')
                    except (asyncpg.UniqueViolationError, asyncpg.DuplicateSchemaError):
                        pass  # another process made it between the check and the create
                    finally:
                        await conn.close()
                settings["search_path"] = schema
            # No floor of idle connections: asyncpg would restore it with a traceback a
            # second while the server restarts.  A connection is made when first needed.
            pool = await asyncpg.create_pool(dsn, min_size=0, max_size=pool_size, server_settings=settings or None,
                                             timeout=connect_timeout, connect=partial(pg_hosts.connect, hosts=hosts),
                                             reset=_given_back)
            try:
                async with asyncio.timeout(budget), pool.acquire() as first:  # the server answers first
                    await first.fetchval("SELECT 1")
            except BaseException:
                pool.terminate()
                raise
        except TimeoutError:
            raise DatabaseUnavailable(f"cannot connect to PostgreSQL: no answer from {where} in "
                                      f"{connect_timeout:g} s{each}") from None
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
            raise StorageError(f"cannot connect to PostgreSQL: {one_line(exc)}") from None
        except ValueError:  # asyncpg could not read the address; its message may quote the password
            raise BadDatabaseUrl(f"DATABASE_URL: asyncpg cannot read this PostgreSQL address; check it, and {ENCODE} "
                                 "in the password") from None
        finally:
            slow.cancel()

        def connect() -> Any:
            return pg_hosts.connect(dsn, hosts, timeout=connect_timeout, server_settings=settings or None)

        return cls(pool, schema, connect)

    @asynccontextmanager
    async def transaction(self, readonly: bool = False, brief: bool = False,
                          single: bool = False) -> AsyncIterator[PostgresConn]:
        """`single`: one statement, sent without BEGIN and COMMIT (a trip each on a busy
        loop): a statement alone is atomic and sees one snapshot."""
        del brief  # every statement is a trip to the server, brief or not
        try:
            async with self.pool.acquire() as conn:
                if single:
                    yield PostgresConn(conn)
                    return
                self.blocks += 1
                isolation = "repeatable_read" if readonly else "read_committed"
                async with conn.transaction(isolation=isolation, readonly=readonly):
                    yield PostgresConn(conn)
        except (asyncpg.PostgresError, asyncpg.InterfaceError, OSError, TimeoutError) as exc:
            raise unusable(exc) from None

    async def integrity(self, most: int = 20) -> tuple[list[str], str | None]:
        """amcheck's verification of every B-tree index (and, where amcheck has it, every
        table's pages) in our schema: (problems, None), or ([], why it cannot be done)."""
        async with self.pool.acquire() as conn:
            home = await conn.fetchval("SELECT n.nspname FROM pg_extension e JOIN pg_namespace n "
                                       "ON n.oid = e.extnamespace WHERE e.extname = 'amcheck'")
            if home is None:
                return [], ("PostgreSQL's amcheck extension is not installed in this database, so its "
                            "indexes and pages were not verified (a superuser can CREATE EXTENSION amcheck)")
            ns = '"' + home.replace('"', '""') + '"'
            # (the function, the kind of relation it checks, the query checking one of them)
            checks = [(f"{ns}.bt_index_check(regclass)", "i",
                       f"SELECT {ns}.bt_index_check(c.oid::regclass) FROM pg_class c WHERE c.oid = $1")]
            heap = f"{ns}.verify_heapam(regclass, boolean, boolean, text, bigint, bigint)"  # amcheck 1.3
            if await conn.fetchval("SELECT to_regprocedure($1) IS NOT NULL", heap):
                checks.append((heap, "r",
                               f"SELECT count(*) FROM pg_class c, LATERAL {ns}.verify_heapam(c.oid::regclass) "
                               "WHERE c.oid = $1"))
            problems: list[str] = []
            for function, kind, sql in checks:
                if not await conn.fetchval("SELECT has_function_privilege($1, 'EXECUTE')", function):
                    return [], (f"amcheck is installed, but this role may not run it, so the database was "
                                f"not verified (a superuser can GRANT EXECUTE ON FUNCTION {function} to it)")
                relations = await conn.fetch(
                    "SELECT c.oid, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
                    "LEFT JOIN pg_am a ON a.oid = c.relam WHERE n.nspname = current_schema() "
                    "AND c.relkind::text = $1 AND c.relpersistence = 'p' AND ($1 = 'r' OR a.amname = 'btree') "
                    "ORDER BY c.relname", kind)
                for oid, name in relations:
                    try:
                        found = await conn.fetchval(sql, oid)
                    except asyncpg.PostgresError as exc:  # amcheck raises on a damaged index
                        problems.append(f"{name}: {one_line(exc)}")
                        continue
                    if kind == "r" and found:
                        problems.append(f"table {name}: {found} damaged tuple(s) or page(s)")
        return problems[:most], None

    async def drop_schema(self) -> None:
        """Drop this driver's own schema and everything in it (test clean-up)."""
        if self.schema is None:
            raise StorageError("no schema of our own to drop")
        async with self.pool.acquire() as conn:
            await conn.execute(f'DROP SCHEMA IF EXISTS "{self.schema}" CASCADE')

    async def listen(self, channel: str, heard: Callable[[str], None]) -> None:
        """Call `heard` with every NOTIFY on `channel`, on a connection of its own kept open, and
        opened again whenever it is lost (a notice sent while it was down is not heard)."""
        def listener(_conn: object, _pid: int, _channel: str, text: str) -> None:
            heard(text)

        self._listeners.append((channel, listener))
        try:
            if self._listening is None:
                await self._open_listening()
            else:
                await self._listening.add_listener(channel, listener)
        except (asyncpg.PostgresError, asyncpg.InterfaceError, OSError, TimeoutError) as exc:
            self._listeners.remove((channel, listener))
            raise unusable(exc) from None

    async def _open_listening(self) -> None:
        conn: asyncpg.Connection = await (self._connect() if self._connect else self.pool.acquire())
        try:
            for channel, listener in self._listeners:
                await conn.add_listener(channel, listener)
        except BaseException:
            with suppress(Exception):
                await conn.close()
            raise
        conn.add_termination_listener(self._lost_listening)
        self._listening = conn

    def _lost_listening(self, _conn: object) -> None:
        self._listening = None
        if self._closed or (self._relistening is not None and not self._relistening.done()):
            return
        log.warning("the connection listening for other processes' notices was lost; opening it again")
        self._relistening = asyncio.get_running_loop().create_task(self._listen_again(), name="db-relisten")

    async def _listen_again(self) -> None:
        pause, longest = RELISTEN_PAUSE
        while not self._closed and self._listening is None:
            await asyncio.sleep(pause)
            pause = min(longest, pause * 1.5)
            try:
                await self._open_listening()
            except (asyncpg.PostgresError, asyncpg.InterfaceError, OSError, TimeoutError):
                continue  # still away
            log.info("listening again for other processes' notices")

    async def notify(self, channel: str, text: str) -> None:
        """NOTIFY every listener on `channel` (of every process on this database)."""
        try:
            async with self.pool.acquire() as conn:
                await conn.execute("SELECT pg_notify($1, $2)", channel, text)
        except (asyncpg.PostgresError, asyncpg.InterfaceError, OSError, TimeoutError) as exc:
            raise unusable(exc) from None

    async def close(self) -> None:
        self._closed = True
        if self._relistening is not None:
            self._relistening.cancel()
            with suppress(asyncio.CancelledError):
                await self._relistening
        listening, self._listening = self._listening, None
        if listening is not None:
            listening.remove_termination_listener(self._lost_listening)
            with suppress(Exception):  # closing anyway
                if self._connect is None:
                    await self.pool.release(listening)
                else:
                    await listening.close()
        await self.pool.close()

"""The storage's face to the rest of the bot: open it, run a transaction, ask it things.

    storage = await open_storage("sqlite:///data/poker.db")
    async with storage.transaction() as tx:
        wallet = await tx.account_id(guild, "wallet", f"wallet:{member}", member=member)
        ...
    await storage.close()

`Tx` is the repository: every query the bot makes is one of its methods,
grouped by subject in the ``*_queries`` modules.  A transaction commits when
its block ends and rolls back if the block raises.
"""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

from bot.storage import migrations
from bot.storage.audit_queries import AuditQueries
from bot.storage.coach_queries import CoachQueries
from bot.storage.driver import Conn, Driver, OneStatement
from bot.storage.errors import DatabaseUnavailable, SchemaMissing
from bot.storage.learner_queries import LearnerQueries
from bot.storage.ledger_queries import LedgerQueries
from bot.storage.limit_queries import LimitQueries
from bot.storage.member_queries import MemberQueries
from bot.storage.outage import Outage
from bot.storage.ping_queries import PingQueries
from bot.storage.play_queries import PlayQueries
from bot.storage.postgres import PostgresDriver
from bot.storage.season_queries import SeasonQueries
from bot.storage.sqlite import SqliteDriver
from bot.storage.stats_queries import StatsQueries
from bot.storage.table_queries import TableQueries
from bot.storage.timing import StorageWatch, TimedConn
from bot.storage.tournament_queries import TournamentQueries
from bot.storage.urls import DatabaseUrl, parse_database_url


class Tx(PlayQueries, LedgerQueries, TableQueries, LimitQueries, MemberQueries, AuditQueries, StatsQueries, SeasonQueries,
         TournamentQueries, LearnerQueries, CoachQueries, PingQueries):
    """One transaction.  `conn` is there for the storage's own tests; the bot uses the methods."""

    def __init__(self, conn: Conn) -> None:
        self.conn = conn


class Storage:
    def __init__(self, driver: Driver, url: DatabaseUrl) -> None:
        self.driver = driver
        self.url = url
        self.outage = Outage(self._probe, url.describe())
        self.watch: StorageWatch | None = None  # who hears how long each statement took (metrics)

    @property
    def dialect(self) -> str:
        return self.driver.dialect

    @asynccontextmanager
    async def transaction(self, readonly: bool = False, brief: bool = False, single: bool = False) -> AsyncIterator[Tx]:
        """One transaction; `DatabaseUnavailable` while the server cannot be reached (`outage`).
        `brief`: a write of keyed statements only, on the hot path of play; `single`: one
        statement, sent alone where the driver can (`Driver.transaction`)."""
        watch, started = self.watch, time.perf_counter()
        failure: str | None = "rolled_back"
        try:
            async with self.driver.transaction(readonly=readonly, brief=brief, single=single) as conn:
                timed: Conn = conn if watch is None else TimedConn(conn, watch)
                yield Tx(OneStatement(timed) if single else timed)
            failure = None
        except DatabaseUnavailable as exc:
            failure = "unavailable"
            self.outage.lost(exc)
            raise
        finally:
            if watch is not None:
                watch.transaction("read" if readonly else "write", time.perf_counter() - started, failure)
        self.outage.answered()

    async def ready(self) -> str | None:
        """Why the database is not ready for the bot (away, or its schema not this code's), or
        None: one read through `transaction`, so a server found away is marked so (`outage`)."""
        async with self.transaction(readonly=True) as tx:
            version = max(await migrations.applied_versions(tx.conn), default=0)
        latest = migrations.latest(self.dialect)
        if version == latest:
            return None
        return f"schema version {version}, this code needs {latest}: " + (
            "upgrade the bot" if version > latest else "run poker-bot migrate")

    async def _probe(self) -> None:
        async with self.transaction(readonly=True) as tx:
            await tx.conn.fetchval("SELECT 1")

    async def migrate(self) -> list[int]:
        return await migrations.migrate(self.driver)

    async def schema_version(self) -> int:
        async with self.driver.transaction(readonly=True) as conn:
            versions = await migrations.applied_versions(conn)
        return max(versions, default=0)

    async def schema_problem(self) -> str | None:
        """Why the schema is not the one this code needs (and what to do), or None."""
        version, latest = await self.schema_version(), migrations.latest(self.dialect)
        if version == latest:
            return None
        todo = "upgrade the bot" if version > latest else "run poker-bot migrate"
        return f"{self.url.describe()} is at schema version {version}, this code needs {latest}: {todo}"

    async def describe(self) -> dict[str, Any]:
        """Which database, its schema version and, for SQLite, the settings that matter."""
        out: dict[str, Any] = {"backend": self.dialect, "database": self.url.describe(),
                     "schema_version": await self.schema_version(), "latest": migrations.latest(self.dialect)}
        if isinstance(self.driver, SqliteDriver):
            for name in ("journal_mode", "foreign_keys", "busy_timeout", "synchronous"):
                out[name] = await self.driver.pragma(name)
        return out

    async def integrity(self) -> tuple[list[str], str | None]:
        """The database's own check of its files: (problems, None), or ([], why it cannot be done)."""
        return await self.driver.integrity()

    async def listen(self, channel: str, heard: Callable[[str], None]) -> None:
        await self.driver.listen(channel, heard)

    async def notify(self, channel: str, text: str) -> None:
        try:
            await self.driver.notify(channel, text)
        except DatabaseUnavailable as exc:
            self.outage.lost(exc)
            raise

    async def close(self) -> None:
        await self.outage.close()
        await self.driver.close()


async def open_storage(url: str | DatabaseUrl, *, migrate: bool = True, create: bool = True,
                       schema: str | None = None, require_schema: bool = True,
                       readonly: bool = False, note: Callable[[str], None] | None = None) -> Storage:
    """Open the database DATABASE_URL names.

    `migrate` applies pending migrations; without it the schema must already be
    current (SchemaMissing otherwise), unless `require_schema` is False.  `create=False` refuses to make a new
    SQLite file.  `schema` (PostgreSQL only) keeps everything in a schema of
    that name, created if needed.  `readonly` (the audit) opens the database
    so that nothing can be written to it: no file made, no migration.  A PostgreSQL server
    that does not answer within the URL's connect_timeout (10 s) is given up; `note` hears,
    after a second, what is being waited for.
    """
    if readonly and migrate:
        raise ValueError("a read-only storage cannot be migrated")
    parsed = url if isinstance(url, DatabaseUrl) else parse_database_url(url)
    if parsed.dialect == "sqlite":
        driver: Driver = await SqliteDriver.open(parsed.target, create=create, readonly=readonly)
    else:
        driver = await PostgresDriver.open(parsed.target, schema=schema, readonly=readonly,
                                           connect_timeout=parsed.connect_timeout,
                                           pool_size=parsed.pool_size, note=note)
    storage = Storage(driver, parsed)
    try:
        if migrate:
            await storage.migrate()
        elif require_schema and (problem := await storage.schema_problem()) is not None:
            raise SchemaMissing(problem)
    except BaseException:
        await storage.close()
        raise
    return storage

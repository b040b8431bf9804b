"""Numbered SQL migrations, one folder per dialect, applied in order, each once.

``migrations/<dialect>/NNNN_name.sql``: the two folders hold the same
numbers (a test holds them to that).  A number may be missing: numbers are handed out to
work done side by side, and a branch holds only its own; whatever is pending is applied in
order of number.  Applied at start-up and by
``poker-bot migrate``, all pending ones in one transaction, recorded in
``schema_migrations``.  On PostgreSQL an advisory lock keeps two shard
processes starting together from both applying them.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from bot.storage.driver import Conn, Driver
from bot.storage.errors import SchemaMissing

FOLDER = Path(__file__).parent / "migrations"
_NAME = re.compile(r"^(\d{4})_([a-z0-9_]+)\.sql$")
_LOCK_KEY = 0x706F6B6572  # "poker": the advisory lock taken while migrating
log = logging.getLogger(__name__)

CREATE_LOG = """
CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL
)"""


@dataclass(frozen=True, slots=True)
class Migration:
    version: int
    name: str
    sql: str


def available(dialect: str) -> list[Migration]:
    folder = FOLDER / dialect
    found = []
    for file in sorted(folder.iterdir()):
        match = _NAME.match(file.name)
        if match:
            found.append(Migration(int(match[1]), match[2], file.read_text(encoding="utf-8")))
    versions = [m.version for m in found]
    if len(set(versions)) != len(versions) or (versions and versions[0] < 1):
        raise RuntimeError(f"{folder}: migrations must be numbered from 0001, each number once, found {versions}")
    return found


def latest(dialect: str) -> int:
    return max((m.version for m in available(dialect)), default=0)


async def applied_versions(conn: Conn) -> list[int]:
    exists = await _log_exists(conn)
    if not exists:
        return []
    rows = await conn.fetch("SELECT version FROM schema_migrations ORDER BY version")
    return [int(r[0]) for r in rows]


async def _log_exists(conn: Conn) -> bool:
    if conn.dialect == "sqlite":
        sql = "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'"
    else:
        sql = "SELECT count(*) FROM pg_tables WHERE schemaname = current_schema() AND tablename = 'schema_migrations'"
    return bool(await conn.fetchval(sql))


async def migrate(driver: Driver, upto: int | None = None) -> list[int]:
    """Apply what is pending (up to version `upto`, if given); returns the versions applied now
    (empty when up to date)."""
    pending_all = available(driver.dialect)
    async with driver.transaction() as conn:
        if conn.dialect == "postgres":
            await conn.execute("SELECT pg_advisory_xact_lock(?)", _LOCK_KEY)
        await conn.execute(CREATE_LOG)
        done = set(await applied_versions(conn))
        known = max((m.version for m in pending_all), default=0)
        if done and max(done) > known:
            raise SchemaMissing(
                f"the database is at schema version {max(done)}, newer than this code "
                f"({known}): upgrade the bot"
            )
        now = datetime.now(UTC).isoformat()
        applied = []
        for migration in pending_all:
            if migration.version in done or (upto is not None and migration.version > upto):
                continue
            await conn.script(migration.sql)
            await conn.execute(
                "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
                migration.version, migration.name, now,
            )
            applied.append(migration.version)
            log.info("applied migration %04d_%s", migration.version, migration.name)
    return applied

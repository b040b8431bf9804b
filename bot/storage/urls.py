"""DATABASE_URL: which backend, and where.

    sqlite:///data/poker.db        a file, relative to the working directory
    sqlite:////var/lib/poker.db    an absolute path (four slashes)
    postgresql://user:pw@host/db   PostgreSQL through asyncpg (postgres:// too)

A bare path (``data/poker.db``) is taken as a SQLite file, for ``--db PATH``.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from bot.storage.errors import BadDatabaseUrl


@dataclass(frozen=True, slots=True)
class DatabaseUrl:
    dialect: str  # "sqlite" or "postgres"
    target: str  # the file path, or the DSN asyncpg connects to

    @property
    def path(self) -> Path:
        return Path(self.target)

    def describe(self) -> str:
        """For messages and logs: never the password."""
        if self.dialect == "sqlite":
            return f"SQLite file {self.target}"
        head, _, tail = self.target.partition("://")
        if "@" in tail:
            creds, _, rest = tail.rpartition("@")
            user = creds.split(":", 1)[0]
            tail = f"{user}@{rest}"
        return f"PostgreSQL {head}://{tail}"


def parse_database_url(text: str) -> DatabaseUrl:
    text = text.strip()
    if not text:
        raise BadDatabaseUrl("DATABASE_URL is empty: give sqlite:///PATH or postgresql://...")
    if text.startswith(("postgresql://", "postgres://")):
        return DatabaseUrl("postgres", text)
    if text.startswith("sqlite:"):
        rest = text.removeprefix("sqlite:")
        if not rest.startswith("///"):
            raise BadDatabaseUrl(
                f"DATABASE_URL {text!r}: a SQLite URL is sqlite:///relative/path or sqlite:////absolute/path"
            )
        path = rest[3:]
        if not path:
            raise BadDatabaseUrl(f"DATABASE_URL {text!r} names no file")
        return DatabaseUrl("sqlite", path)
    if "://" in text:
        scheme = text.split("://", 1)[0]
        raise BadDatabaseUrl(
            f"DATABASE_URL: the scheme {scheme!r} is not supported: use sqlite:/// or postgresql://"
        )
    return DatabaseUrl("sqlite", text)

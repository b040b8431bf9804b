"""DATABASE_URL: which backend, and where.

    sqlite:///data/poker.db        a file, relative to the working directory
    sqlite:////var/lib/poker.db    an absolute path (four slashes)
    postgresql://user:pw@host/db   PostgreSQL through asyncpg (postgres:// too)
    postgresql://…/db?connect_timeout=5   seconds to wait for the server to answer (libpq's
                                   parameter; 10 by default; each host's, when several
                                   are named: bot/storage/pg_hosts.py)
    postgresql://…/db?pool_size=8         connections this process may hold at once (4 by
                                   default)

A bare path (``data/poker.db``) is taken as a SQLite file, for ``--db PATH``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import parse_qsl, urlencode

from bot.storage.errors import BadDatabaseUrl

CONNECT_TIMEOUT = 10.0  # seconds a PostgreSQL server has to answer a new connection
# Connections one process may hold.  More is not faster on a busy loop: at 1,000 tables in one
# process, ten made the transactions' waits longer than four did (docs/benchmarks.md).
POOL_SIZE = 4


@dataclass(frozen=True, slots=True)
class DatabaseUrl:
    dialect: str  # "sqlite" or "postgres"
    target: str  # the file path, or the DSN asyncpg connects to
    connect_timeout: float = CONNECT_TIMEOUT  # PostgreSQL: from the URL's connect_timeout
    pool_size: int = POOL_SIZE  # PostgreSQL: from the URL's pool_size

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


ENCODE = "percent-encode / as %2F, # as %23, ? as %3F, @ as %40 and : as %3A"


def _check_postgres(text: str) -> None:
    """Refuse what asyncpg would misread, in words that show no part of the password.

    The address's first part (user:password@host:port) ends at the first /, ? or #:
    a password holding one of them leaves an @ after it, and asyncpg takes a
    piece of the password for the port.
    """
    rest = text.split("://", 1)[1]
    cut = min((i for i in (rest.find(c) for c in "/?#") if i >= 0), default=len(rest))
    authority, after = rest[:cut], rest[cut:]
    if "@" in after:
        raise BadDatabaseUrl(f"DATABASE_URL: the password (or user name) holds a /, ? or # character: {ENCODE} "
                             "in it (postgresql://user:password@host:5432/database)")
    for host in authority.rpartition("@")[2].split(","):
        port = host.rpartition("]")[2].partition(":")[2] if host.startswith("[") else host.partition(":")[2]
        if port and not (port.isascii() and port.isdigit() and 1 <= int(port) <= 65535):
            raise BadDatabaseUrl("DATABASE_URL: the port after the host is not a number from 1 to 65535 "
                                 f"(postgresql://user:password@host:5432/database); if the password holds "
                                 f"special characters, {ENCODE}")


def parse_database_url(text: str) -> DatabaseUrl:
    text = text.strip()
    if not text:
        raise BadDatabaseUrl("DATABASE_URL is empty: give sqlite:///PATH or postgresql://...")
    if text.startswith(("postgresql://", "postgres://")):
        _check_postgres(text)
        return _with_our_parameters(text)
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


def _with_our_parameters(text: str) -> DatabaseUrl:
    """libpq's connect_timeout and our pool_size, taken out of the address: asyncpg would pass
    them on to the server as settings, which the server refuses."""
    base, mark, query = text.partition("?")
    fragment = ""
    if "#" in query:
        query, fragment = query.split("#", 1)
        fragment = "#" + fragment
    pairs = parse_qsl(query, keep_blank_values=True)
    ours = {k: v for k, v in pairs if k in ("connect_timeout", "pool_size")}  # the last given of each
    if not ours:
        return DatabaseUrl("postgres", text)
    seconds, size = CONNECT_TIMEOUT, POOL_SIZE
    if "connect_timeout" in ours:
        seconds = _number(ours["connect_timeout"], float)
        if not (0 < seconds <= 600):
            raise BadDatabaseUrl("DATABASE_URL: connect_timeout is the seconds to wait for the server, "
                                 f"more than 0 and at most 600, not {ours['connect_timeout'][:20]!r}")
    if "pool_size" in ours:
        given = _number(ours["pool_size"], int)
        if not (1 <= given <= 100):
            raise BadDatabaseUrl("DATABASE_URL: pool_size is the connections one process may hold, a whole "
                                 f"number from 1 to 100, not {ours['pool_size'][:20]!r}")
        size = int(given)
    rest = urlencode([(k, v) for k, v in pairs if k not in ours])
    return DatabaseUrl("postgres", base + (mark if rest else "") + rest + fragment, seconds, size)


def _number(text: str, kind: type[float] | type[int]) -> float:
    try:
        return kind(text)
    except ValueError:
        return math.nan

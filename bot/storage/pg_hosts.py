"""Several PostgreSQL hosts in one DATABASE_URL (``postgresql://u:pw@host1,host2:5433/db``),
tried as libpq tries them: in turn, each given the whole ``connect_timeout``.

asyncpg walks such a list itself, but under one timeout for them all: a first host that takes
the connection and never answers spends it, and the next is never tried.  So each host is
connected to on its own here.  The next is tried when one cannot be reached, does not answer in
time, is starting or stopping, or is not what ``target_session_attrs`` asks for (a standby when a
primary is wanted); not when it refuses us (a wrong password is wrong on every host, as libpq has it).
"""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import parse_qs, unquote, urlsplit

import asyncpg

Host = tuple[str, int | None]  # a name, an address or a socket folder; the port, if given
_BRACKETED = re.compile(r"^\[([^\]]+)\](?::(\d*))?$")  # [::1]:5432
_NEXT = (OSError, TimeoutError, asyncpg.CannotConnectNowError, asyncpg.TargetServerAttributeNotMatched)


def _spec(text: str) -> Host:
    found = _BRACKETED.match(text)
    name, _, port = (found[1], "", found[2] or "") if found else text.partition(":")
    return unquote(name), int(port) if port.isdigit() else None


def hosts_of(dsn: str) -> list[Host]:
    """The hosts a DSN names, in order: in its address, else in its ``host`` parameter (with
    ``port``'s list); empty when it names none (asyncpg then looks where libpq does)."""
    try:
        rest = dsn.split("://", 1)[1]
    except IndexError:
        return []
    cut = min((i for i in (rest.find(c) for c in "/?#") if i >= 0), default=len(rest))
    named = rest[:cut].rpartition("@")[2]
    if named:
        return [_spec(part) for part in named.split(",") if part]
    query = parse_qs(urlsplit(dsn).query)
    hosts = [h for h in query.get("host", [""])[-1].split(",") if h]
    ports = [int(p) if p.isdigit() else None for p in query.get("port", [""])[-1].split(",")]
    if len(ports) == 1:
        ports *= len(hosts)
    return [(h, ports[i] if i < len(ports) else None) for i, h in enumerate(hosts)]


def describe(hosts: list[Host]) -> str:
    """For messages: "db1:5432 or db2:5433"."""
    return " or ".join(f"{name}:{port or 5432}" for name, port in hosts) or "localhost:5432"


async def connect(dsn: str, hosts: list[Host], **options: Any) -> asyncpg.Connection:
    """A connection to the first of `hosts` that takes one, each given `options`' timeout (the
    pool calls this for each connection it makes)."""
    if len(hosts) < 2:
        return await asyncpg.connect(dsn, **options)
    failed: BaseException | None = None
    for name, port in hosts:
        try:
            return await asyncpg.connect(dsn, host=name, port=port, **options)
        except _NEXT as exc:
            failed = exc
    assert failed is not None
    raise failed

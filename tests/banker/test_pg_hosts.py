"""Several PostgreSQL hosts in one DATABASE_URL are tried in turn, each given the whole
connect_timeout, as libpq gives them: a first host that takes the connection and never answers
no longer spends the time the next one needed."""

from __future__ import annotations

import asyncio
import socket
import threading
from collections.abc import Iterator

import pytest

from bot.storage import open_storage
from bot.storage.pg_hosts import describe, hosts_of
from tests.banker.conftest import postgres_schema
from tests.cli_run import environment, poker_bot

TIMEOUT = 5  # seconds each host is given: the real server answers in far less, the silent one never


@pytest.fixture
def silent() -> Iterator[int]:
    """A port on 127.0.0.1 that takes connections and never says a word (a server hung mid-start)."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    held: list[socket.socket] = []
    stop = threading.Event()

    def hold() -> None:
        listener.settimeout(0.2)
        while not stop.is_set():
            try:
                held.append(listener.accept()[0])
            except OSError:
                continue

    thread = threading.Thread(target=hold, daemon=True)
    thread.start()
    yield listener.getsockname()[1]
    stop.set()
    thread.join()
    for conn in held:
        conn.close()
    listener.close()


def before(url: str, host: str) -> str:
    """`url` with `host` named first in its list of hosts."""
    scheme, rest = url.split("://", 1)
    creds, at, tail = rest.rpartition("@")
    return f"{scheme}://{creds}{at}{host},{tail}"


def with_timeout(url: str, seconds: float) -> str:
    return f"{url}{'&' if '?' in url else '?'}connect_timeout={seconds:g}"


def test_the_hosts_are_read_as_libpq_reads_them():
    assert hosts_of("postgresql://u:p@db1,db2:5433/poker") == [("db1", None), ("db2", 5433)]
    assert hosts_of("postgresql://u:p@[::1]:5432,[fe80::1]/poker") == [("::1", 5432), ("fe80::1", None)]
    assert hosts_of("postgresql://u@%2Fvar%2Frun%2Fpostgresql,db/poker") == [("/var/run/postgresql", None),
                                                                          ("db", None)]
    assert hosts_of("postgresql:///poker?host=db1,db2&port=5432,5433") == [("db1", 5432), ("db2", 5433)]
    assert hosts_of("postgresql:///poker?host=db1,db2&port=6000") == [("db1", 6000), ("db2", 6000)]
    assert hosts_of("postgresql://u:p@db/poker") == [("db", None)]
    assert hosts_of("postgresql:///poker") == []
    assert describe(hosts_of("postgresql://u:p@db1,db2:5433/poker")) == "db1:5432 or db2:5433"


async def migrated_on(url: str) -> int:
    storage = await open_storage(url, migrate=True)
    try:
        async with storage.transaction(readonly=True) as tx:
            return int(await tx.conn.fetchval("SELECT count(*) FROM schema_migrations"))
    finally:
        await storage.close()


def test_an_unanswering_first_host_leaves_time_for_the_second(silent: int) -> None:
    with postgres_schema("hosts") as url:
        both = with_timeout(before(url, f"127.0.0.1:{silent}"), TIMEOUT)
        assert asyncio.run(migrated_on(both)) > 0  # the second host's server, reached and used


def test_hosts_that_all_fail_are_named_in_one_line(silent: int, tmp_path) -> None:
    refusing = socket.socket()
    refusing.bind(("127.0.0.1", 0))  # bound, never listening: the connection is refused at once
    try:
        port = refusing.getsockname()[1]
        url = f"postgresql://poker:Zq7Wv9@127.0.0.1:{silent},127.0.0.1:{silent}/poker?connect_timeout=2"
        ran = poker_bot("audit", "--db", url, cwd=tmp_path, limit=30, env=environment())
        where = f"127.0.0.1:{silent} or 127.0.0.1:{silent}"
        waiting, said = ran.lines
        assert ran.code == 2 and waiting.endswith(f"waiting for PostgreSQL at {where} (up to 2 s each)"), ran.err
        assert said.endswith(f"cannot connect to PostgreSQL: no answer from {where} in 2 s each"), ran.err
        url = f"postgresql://poker:Zq7Wv9@127.0.0.1:{port},127.0.0.1:{silent}/poker?connect_timeout=2"
        ran = poker_bot("audit", "--db", url, cwd=tmp_path, limit=30, env=environment())
        assert ran.code == 2 and ran.lines[-1].endswith(f"no answer from 127.0.0.1:{port} or 127.0.0.1:{silent} "
                                                        "in 2 s each"), ran.err
        assert "Zq7" not in ran.err
    finally:
        refusing.close()


def test_a_refusing_first_host_is_passed_over_by_the_command_line(tmp_path) -> None:
    refusing = socket.socket()
    refusing.bind(("127.0.0.1", 0))
    try:
        with postgres_schema("hosts") as url:
            both = with_timeout(before(url, f"127.0.0.1:{refusing.getsockname()[1]}"), TIMEOUT)
            ran = poker_bot("migrate", "--db", both, cwd=tmp_path)
            assert ran.code == 0 and "schema version" in ran.out, ran.out + ran.err
    finally:
        refusing.close()

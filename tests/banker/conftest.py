"""The storage backends every banker test runs on: a SQLite file, and a real PostgreSQL server.

PostgreSQL is reached through TEST_DATABASE_URL (.ci/run installs and starts
a server and sets it).  Each test gets a schema of its own, dropped after.
Without the URL the PostgreSQL half is skipped with the reason, except in
CI (CI=true), where a missing server is a failure.
"""

from __future__ import annotations

import asyncio
import os
import uuid
from collections.abc import AsyncIterator, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

import pytest

from bot.services.ledger import Bank
from bot.services.limits import Limits
from bot.services.tables import TableService
from bot.services.tournaments import TournamentService
from bot.storage import Storage, open_storage
from bot.storage.postgres import PostgresDriver
from tests.ci import in_ci


def postgres_url() -> str:
    url = os.environ.get("TEST_DATABASE_URL", "").strip()
    if not url:
        if in_ci():
            pytest.fail("TEST_DATABASE_URL is not set: in CI the storage tests must run on PostgreSQL "
                        "(.ci/run starts a server and sets it)")
        pytest.skip("set TEST_DATABASE_URL=postgresql://... to run the PostgreSQL half (.ci/run does)")
    return url


@contextmanager
def postgres_schema(prefix: str) -> Iterator[str]:
    """A PostgreSQL URL whose search_path is a schema of its own, for commands and processes
    that take a URL; the schema is dropped after."""
    url, schema = postgres_url(), f"{prefix}_{uuid.uuid4().hex[:12]}"

    async def schema_made(drop: bool) -> None:
        driver = await PostgresDriver.open(url, schema=schema)
        if drop:
            await driver.drop_schema()
        await driver.close()

    asyncio.run(schema_made(drop=False))
    try:
        yield f"{url}{'&' if '?' in url else '?'}search_path={schema}"
    finally:
        asyncio.run(schema_made(drop=True))


@dataclass
class Backend:
    name: str
    url: str
    schema: str | None = None

    async def open(self, **options: object) -> Storage:
        """Another connection to the same database: a second bot process, say."""
        return await open_storage(self.url, schema=self.schema, **options)


@pytest.fixture(params=["sqlite", "postgres"])
async def backend(request: pytest.FixtureRequest, tmp_path) -> AsyncIterator[Backend]:
    if request.param == "sqlite":
        yield Backend("sqlite", f"sqlite:///{tmp_path / 'poker.db'}")
        return
    found = Backend("postgres", postgres_url(), f"test_{uuid.uuid4().hex[:16]}")
    yield found
    driver = await PostgresDriver.open(found.url, schema=found.schema)
    await driver.drop_schema()
    await driver.close()


@pytest.fixture
async def storage(backend: Backend) -> AsyncIterator[Storage]:
    opened = await backend.open()
    yield opened
    await opened.close()


class Clock:
    """A clock the test moves by hand."""

    def __init__(self, start: datetime | None = None) -> None:
        self.now = start or datetime(2026, 3, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> None:
        self.now += timedelta(**delta)


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def bank(storage: Storage, clock: Clock) -> Bank:
    return Bank(storage, clock)


@pytest.fixture
def limits(storage: Storage, clock: Clock) -> Limits:
    return Limits(storage, clock)


@pytest.fixture
def tables(storage: Storage, limits: Limits, clock: Clock) -> TableService:
    return TableService(storage, limits, clock)


@pytest.fixture
def tournaments(storage: Storage, bank: Bank, tables: TableService, clock: Clock) -> TournamentService:
    return TournamentService(storage, bank, tables, clock)

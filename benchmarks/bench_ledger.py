"""Deals and settlements through the banker's ledger, each commit durable.

    python benchmarks/bench_ledger.py                      # SQLite (a temporary file)
    python benchmarks/bench_ledger.py --pg postgresql://user:pw@127.0.0.1/db
    TEST_DATABASE_URL=postgresql://... python benchmarks/bench_ledger.py

Two figures per backend:

- complete deals a second: robots play through the table service, so each deal
  is its start, every action and its settlement, each its own transaction
  (SQLite: WAL with synchronous=FULL, so every commit is synced to disk;
  PostgreSQL: its defaults, fsync and synchronous_commit on);
- settlements a second: the settlement transaction alone, as the table service
  writes it (lock the table, post a five-line entry, close the deal, store the
  table), one after another.

PostgreSQL runs in a schema of its own, dropped afterwards.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.services.ledger_simulation import simulate_with_ledger  # noqa: E402
from bot.storage import open_storage  # noqa: E402
from bot.storage.postgres import PostgresDriver  # noqa: E402
from engine.rules import Rules  # noqa: E402


async def deals_per_second(url: str, players: int, deals: int) -> tuple[float, float]:
    started = time.perf_counter()
    run = await simulate_with_ledger(url, players, deals, seed=1, rules=Rules(), check=False)
    seconds = time.perf_counter() - started
    commits = run.actions + 2 * run.hands  # every action, every start, every settlement
    return run.hands / seconds, commits / seconds


async def settlements_per_second(url: str, count: int) -> tuple[float, float]:
    storage = await open_storage(url)
    try:
        async with storage.transaction() as tx:
            table = await tx.create_table("bench", "bench", {"seats": []}, None, "t")
            seats = [await tx.account_id("bench", "seat", f"seat:{table}:{i}", member=str(i), table_id=table)
                     for i in range(3)]
            pool = await tx.account_id("bench", "pool", f"pool:{table}", table_id=table)
            kitty = await tx.account_id("bench", "kitty", "kitty")
            banker = await tx.account_id("bench", "banker", "banker")
            await tx.post("bench", "fill", {banker: -10 * count, pool: 10 * count}, at="t")
        latencies = []
        for n in range(count):
            async with storage.transaction() as tx:  # the deal to settle (one in play at a time): not timed
                deal = await tx.create_deal(table, n + 1, {}, "seed", "hash", {}, "t")
            begun = time.perf_counter()
            async with storage.transaction() as tx:
                await tx.lock_table(table)
                await tx.post("bench", "settle", {pool: -10, seats[0]: 6, seats[1]: 2, seats[2]: 1, kitty: 1},
                              at="t", idem_key=f"settle:bench:{n}", table_id=table, deal_id=deal)
                await tx.end_deal(deal, "finished", {"won": [6, 2, 1]}, "t")
                await tx.save_table_state(table, {"seats": [], "deals": n + 1})
            latencies.append(time.perf_counter() - begun)
        return count / sum(latencies), statistics.median(latencies) * 1000
    finally:
        await storage.close()


class Fresh:
    """A new, empty database for each run: a SQLite file, or a PostgreSQL schema dropped after."""

    def __init__(self, folder: str, pg: str | None) -> None:
        self.folder, self.pg, self.schemas = folder, pg, []

    async def url(self, tag: str) -> str:
        if self.pg is None:
            return f"sqlite:///{self.folder}/{tag}.db"
        schema = f"bench_{uuid.uuid4().hex[:10]}"
        await (await PostgresDriver.open(self.pg, schema=schema)).close()
        self.schemas.append(schema)
        return f"{self.pg}{'&' if '?' in self.pg else '?'}search_path={schema}"

    async def clean(self) -> None:
        for schema in self.schemas:
            driver = await PostgresDriver.open(self.pg, schema=schema)
            await driver.drop_schema()
            await driver.close()


async def bench(name: str, fresh: Fresh, args: argparse.Namespace) -> None:
    try:
        for players in (3, 6):
            rate, commits = await deals_per_second(await fresh.url(f"deals{players}"), players, args.deals)
            print(f"{name:>10}  complete deals, {players} robots: {rate:8,.0f} /s   ({commits:,.0f} commits/s)")
        rate, median = await settlements_per_second(await fresh.url("settle"), args.settlements)
        print(f"{name:>10}  settlement transactions:   {rate:8,.0f} /s   (median {median:.2f} ms each)")
    finally:
        await fresh.clean()


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=300, help="deals per run (default 300)")
    parser.add_argument("--settlements", type=int, default=1000, help="settlements timed (default 1000)")
    parser.add_argument("--pg", default=os.environ.get("TEST_DATABASE_URL"), help="a PostgreSQL URL")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        await bench("SQLite", Fresh(folder, None), args)
    if args.pg:
        await bench("PostgreSQL", Fresh("", args.pg), args)
    else:
        print("(PostgreSQL: give --pg URL or set TEST_DATABASE_URL)")


if __name__ == "__main__":
    asyncio.run(main())

"""`/poker stats` on a database of many recorded deals: how long the answer takes.

    python benchmarks/bench_stats.py                     # one million deals, SQLite and (if set) PostgreSQL
    python benchmarks/bench_stats.py --deals 100000
    python benchmarks/bench_stats.py --pg postgresql://user:pw@127.0.0.1/db

The database is built quickly but fully: robots play a pool of distinct deals in every variety
(`engine.simulate`), and these are written again and again, at tables of six members drawn
from `--members`, as finished deals with their actions (straight inserts, many to a
transaction), until `--deals` are recorded.  The running totals are what the settlements would
have added: each pool deal's parts (`bot.services.deal_stats`) summed per member.  Then
`--queries` answers are timed, each the member's totals read (one row, its own read-only
transaction) and written out as the embed's words, for a member chosen at random (one in ten
has never played) and all varieties or one.  Prints p50, p99 and the most.

With `--cost N` it measures instead what keeping the totals adds to each deal: the processor
time of working out a deal's parts, and the settlement transaction with the totals' upsert
and without, N of each timed in turn (so that both meet the same load on a shared machine);
their sum is set against the time of one complete deal of `bench_ledger.py` (robots through
the table service, every commit durable, `--deals` a run).

PostgreSQL runs in a schema of its own, dropped afterwards.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.services.deal_stats import ALL, Figures, SeatPart, Totals, deal_parts  # noqa: E402
from bot.services.hand_records import result_record, seed_hash  # noqa: E402
from bot.services.member_stats import member_totals, row_of, rows_of  # noqa: E402
from bot.storage import Storage, open_storage  # noqa: E402
from bot.storage.postgres import PostgresDriver  # noqa: E402
from bot.storage.records import dumps  # noqa: E402
from bot.text.stats_words import stats_text  # noqa: E402
from engine.deal import Deal  # noqa: E402
from engine.rules import Rules, Variety  # noqa: E402
from engine.simulate import simulate  # noqa: E402

GUILD, SEATS, PER_TABLE, BATCH = "bench", 6, 1000, 5000
AT = "2026-01-01T00:00:00+00:00"


@dataclass
class PoolDeal:
    """One simulated deal, ready to be written for any six members."""

    setup: dict[str, Any]
    seed: str
    result: str
    actions: list[str]
    parts: dict[int, SeatPart]  # by seat


def pool_of(size: int) -> list[PoolDeal]:
    deals: list[Deal] = []
    for variety in Variety:
        simulate(SEATS, max(1, size // len(Variety)), seed=7, rules=Rules(variety=variety), on_deal=deals.append)
    out = []
    for deal in deals:
        setup = deal.setup.to_dict()
        seed = str(setup.pop("seed"))
        seats = {deal.setup.players.index(p.member): p for p in deal_parts(deal)}
        out.append(PoolDeal(setup, seed, dumps(result_record(deal)), [dumps(a.to_dict()) for a in deal.history], seats))
    return out


async def build(storage: Storage, deals: int, members: int, pool: list[PoolDeal], rng: random.Random) -> None:
    totals: dict[tuple[str, str], Totals] = {}
    tables = (deals + PER_TABLE - 1) // PER_TABLE
    written = 0
    started = time.perf_counter()
    for table in range(1, tables + 1):
        seated = [str(10**17 + m) for m in rng.sample(range(members), SEATS)]
        rows, actions = [], []
        for number in range(1, min(PER_TABLE, deals - written) + 1):
            written += 1
            source = pool[rng.randrange(len(pool))]
            setup = {**source.setup, "players": seated, "number": number}
            rows.append((written, table, number, dumps(setup), source.seed, seed_hash(source.seed), source.result))
            actions += [(written, seq, action, seated[seq % SEATS]) for seq, action in enumerate(source.actions)]
            for seat, part in source.parts.items():
                for variety in (part.variety, ALL):
                    totals.setdefault((seated[seat], variety), Totals(Figures())).add(part)
        await _insert(storage, table, rows, actions)
        if table % 50 == 0 or table == tables:
            print(f"  {written:,} deals written ({time.perf_counter() - started:.0f} s)", flush=True)
    async with storage.transaction() as tx:
        await tx.replace_stats([row_of(GUILD, m, v, t) for (m, v), t in totals.items()])


async def _insert(storage: Storage, table: int, rows: list[tuple[Any, ...]], actions: list[tuple[Any, ...]]) -> None:
    async with storage.transaction() as tx:
        await tx.conn.execute("INSERT INTO poker_tables (id, guild_id, channel_id, status, state, version, opened_at) "
                              "VALUES (?, ?, ?, 'closed', '{}', 0, ?)", table, GUILD, str(table), AT)
        deal_rows = [(*r, "{}", "finished", AT, AT) for r in rows]
        action_rows = [(*a, AT) for a in actions]
        if storage.dialect == "sqlite":
            db = tx.conn.db  # type: ignore[attr-defined]
            await db.executemany("INSERT INTO deals (id, table_id, number, setup, seed, seed_hash, result, notes, "
                                 "status, started_at, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", deal_rows)
            await db.executemany("INSERT INTO deal_actions (deal_id, seq, action, actor, created_at) "
                                 "VALUES (?, ?, ?, ?, ?)", action_rows)
        else:
            pg = tx.conn.conn  # type: ignore[attr-defined]
            await pg.copy_records_to_table("deals", records=deal_rows, columns=[
                "id", "table_id", "number", "setup", "seed", "seed_hash", "result", "notes", "status",
                "started_at", "finished_at"])
            await pg.copy_records_to_table("deal_actions", records=action_rows,
                                           columns=["deal_id", "seq", "action", "actor", "created_at"])


async def time_queries(storage: Storage, members: int, queries: int, rng: random.Random) -> list[float]:
    varieties = [ALL, ALL, *(v.value for v in Variety)]
    took = []
    for _ in range(queries):
        member = str(10**17 + rng.randrange(members + members // 9))  # about one in ten never played
        begun = time.perf_counter()
        totals = await member_totals(storage, GUILD, member, rng.choice(varieties))
        stats_text(totals.public(), private=False)
        took.append(time.perf_counter() - begun)
    return took


async def bench(name: str, url: str, args: argparse.Namespace, pool: list[PoolDeal]) -> None:
    storage = await open_storage(url)
    try:
        started = time.perf_counter()
        await build(storage, args.deals, args.members, pool, random.Random(1))
        async with storage.transaction(readonly=True) as tx:
            counted = await tx.counts()
            kept = len(await tx.every_member_stats())
        print(f"{name}: built {counted['deals']:,} deals, {counted['actions']:,} actions, {kept:,} rows of "
              f"totals in {time.perf_counter() - started:.0f} s")
        await time_queries(storage, args.members, 200, random.Random(2))  # warm up
        took = sorted(await time_queries(storage, args.members, args.queries, random.Random(3)))
        p99 = took[min(len(took) - 1, int(len(took) * 0.99))]
        print(f"{name:>10}  /poker stats, {args.queries:,} answers: p50 {statistics.median(took) * 1000:.2f} ms, "
              f"p99 {p99 * 1000:.2f} ms, most {took[-1] * 1000:.2f} ms")
    finally:
        await storage.close()


async def settlements(url: str, count: int, parts: list[list[SeatPart]]) -> dict[bool, list[float]]:
    """Settlement transactions as the table service writes them, timed in pairs: one adding a
    simulated deal's parts to the totals, one not, in turn, so both meet the same load."""
    storage = await open_storage(url)
    took: dict[bool, list[float]] = {True: [], False: []}
    try:
        async with storage.transaction() as tx:
            table = await tx.create_table(GUILD, GUILD, {"seats": []}, None, AT)
            seats = [await tx.account_id(GUILD, "seat", f"seat:{table}:{i}", member=str(i), table_id=table)
                     for i in range(3)]
            pool = await tx.account_id(GUILD, "pool", f"pool:{table}", table_id=table)
            kitty = await tx.account_id(GUILD, "kitty", "kitty")
            banker = await tx.account_id(GUILD, "banker", "banker")
            await tx.post(GUILD, "fill", {banker: -20 * count, pool: 20 * count}, at=AT)
        for n in range(2 * count):
            kept = (n % 4) in (0, 3)  # with, without, without, with: neither always first
            rows = rows_of(GUILD, parts[n % len(parts)]) if kept else []
            async with storage.transaction() as tx:
                deal = await tx.create_deal(table, n + 1, {}, "seed", "hash", {}, AT)
            begun = time.perf_counter()
            async with storage.transaction() as tx:
                await tx.lock_table(table)
                await tx.post(GUILD, "settle", {pool: -10, seats[0]: 6, seats[1]: 2, seats[2]: 1, kitty: 1},
                              at=AT, idem_key=f"settle:bench:{n}", table_id=table, deal_id=deal)
                await tx.end_deal(deal, "finished", {"won": [6, 2, 1]}, AT)
                await tx.add_stats(rows)
                await tx.save_table_state(table, {"seats": [], "deals": n + 1})
            took[kept].append(time.perf_counter() - begun)
        return took
    finally:
        await storage.close()


async def cost(args: argparse.Namespace) -> None:
    """What keeping the totals adds to each deal, against `bench_ledger.py`'s complete deals."""
    import bench_ledger  # beside this file

    deals: list[Deal] = []
    for variety in Variety:
        simulate(4, 500, seed=5, rules=Rules(variety=variety), on_deal=deals.append)
    begun = time.process_time()
    parts = [deal_parts(deal) for deal in deals]
    for part in parts:
        rows_of(GUILD, part)
    work = (time.process_time() - begun) / len(deals)
    print(f"the parts of a deal and their rows: {work * 1000:.3f} ms of processor time (mean of {len(deals):,})")
    backends = [("SQLite", None)] + ([("PostgreSQL", args.pg)] if args.pg else [])
    with tempfile.TemporaryDirectory() as folder:
        for name, pg in backends:
            fresh = bench_ledger.Fresh(folder, pg)
            try:
                took = await settlements(await fresh.url("settle"), args.cost, parts)
                rates = [(await bench_ledger.deals_per_second(await fresh.url(f"deals{n}"), 4, args.deals))[0]
                         for n in range(3)]
            finally:
                await fresh.clean()
            with_, without = statistics.median(took[True]), statistics.median(took[False])
            rate = statistics.median(rates)
            added = with_ - without + work
            print(f"{name:>10}  settlement: median {without * 1000:.2f} ms without the totals, {with_ * 1000:.2f} ms "
                  f"with them ({args.cost:,} of each, in turn)")
            print(f"{name:>10}  complete deals, 4 robots: {rate:.0f}/s (median of 3 runs: "
                  f"{', '.join(f'{r:.0f}' for r in rates)}); the totals add {added * 1000:.2f} ms a deal, "
                  f"{added * rate:.1%} of its time")


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1_000_000, help="deals recorded (default 1,000,000)")
    parser.add_argument("--members", type=int, default=5000, help="members who play them (default 5,000)")
    parser.add_argument("--pool", type=int, default=4000, help="distinct deals simulated (default 4,000)")
    parser.add_argument("--queries", type=int, default=5000, help="answers timed (default 5,000)")
    parser.add_argument("--pg", default=os.environ.get("TEST_DATABASE_URL"), help="a PostgreSQL URL")
    parser.add_argument("--only", choices=["sqlite", "postgres"], help="one backend only")
    parser.add_argument("--cost", type=int, metavar="N", help="measure what the totals add to each deal")
    args = parser.parse_args()
    if args.cost is not None:
        if args.cost < 1 or args.deals > 100_000:
            parser.error("--cost needs at least 1 settlement, and --deals (deals per run) of at most 100,000")
        await cost(args)
        return
    if args.deals < 1 or args.members < SEATS:
        parser.error(f"--deals must be at least 1 and --members at least {SEATS}")
    started = time.perf_counter()
    pool = pool_of(args.pool)
    print(f"simulated {len(pool):,} distinct deals in {time.perf_counter() - started:.0f} s")
    if args.only != "postgres":
        with tempfile.TemporaryDirectory() as folder:
            await bench("SQLite", f"sqlite:///{folder}/stats.db", args, pool)
    if args.only == "sqlite":
        return
    if not args.pg:
        print("(PostgreSQL: give --pg URL or set TEST_DATABASE_URL)")
        return
    schema = f"bench_{uuid.uuid4().hex[:10]}"
    await (await PostgresDriver.open(args.pg, schema=schema)).close()
    try:
        await bench("PostgreSQL", f"{args.pg}{'&' if '?' in args.pg else '?'}search_path={schema}", args, pool)
    finally:
        driver = await PostgresDriver.open(args.pg, schema=schema)
        await driver.drop_schema()
        await driver.close()


if __name__ == "__main__":
    asyncio.run(main())

"""bench_bot.py --processes N: the same busy tables, played by a cluster of N bot processes.

The emulated Discord (benchmarks/emulated_discord.py) puts a guild on each of N shards
and deals the tables round them; N worker processes (this script, ``--worker
i``) each run shard i of N as `poker-bot run --shards i --shard-count N` would,
on one PostgreSQL database (a schema of its own for the run, dropped after),
and open the tables of their guild. The emulator counts the requests of all
of them together against Discord's one global limit.

    python benchmarks/bench_bot.py --processes 3 --database-url postgresql://… [--tables 300] [--think 3-12]
"""

from __future__ import annotations

import asyncio
import json
import logging
import sys
import tempfile
import time
from pathlib import Path

import discord
import yarl

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.busy_tables import (  # noqa: E402
    EmulatedDiscord,
    deal_lines,
    postgres_schema,
    set_up_tables,
    start_bot,
)
from bot.discord_side.app import PokerBot  # noqa: E402
from bot.settings import Settings  # noqa: E402


async def _lines(process: asyncio.subprocess.Process, timeout: float) -> dict:
    assert process.stdout is not None
    line = await asyncio.wait_for(process.stdout.readline(), timeout)
    if not line:
        raise RuntimeError(f"a worker stopped (exit {await process.wait()})")
    return json.loads(line)


def _send(process: asyncio.subprocess.Process, message: dict) -> None:
    assert process.stdin is not None
    process.stdin.write((json.dumps(message) + "\n").encode())


async def cluster(processes: int, url: str, tables: int, players: int, deals: int, ramp: float,
                  card_style: str, think: tuple[float, float], table_picture: bool = True) -> None:
    logging.basicConfig(level=logging.WARNING)
    limit = 120 + ramp + 3.0 * tables * deals + 40 * think[1] * deals
    async with postgres_schema(url) as run_url, EmulatedDiscord(tables, players, limit, shards=processes) as side:
        world = await side.read(60)
        workers = [await asyncio.create_subprocess_exec(
            sys.executable, __file__, "--worker", str(i), "--processes", str(processes), "--database-url",
            run_url, "--card-style", card_style, "--table-picture", "on" if table_picture else "off", stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE, limit=1 << 24) for i in range(processes)]
        try:
            for worker in workers:
                _send(worker, world)
            ids: dict[str, int] = {}
            for worker in workers:
                ids.update((await _lines(worker, 600))["ids"])
            print(f"{len(ids)} tables of {players} set up by {processes} processes")
            side.send({"tables": [ids[str(channel)] for channel, *_ in world["tables"]],
                       "deals": deals, "ramp": ramp, "think": think})
            result = await side.read(limit + 60)
        finally:
            for worker in workers:
                if worker.returncode is None:
                    _send(worker, {"stop": True})
            for worker in workers:
                try:
                    await asyncio.wait_for(worker.wait(), 60)
                except TimeoutError:
                    worker.kill()
        side.send({"stop": True})
    report(result, processes, tables, deals, think)


def report(result: dict, processes: int, tables: int, deals: int, think: tuple[float, float]) -> None:
    latencies = sorted(result["latencies"])
    elapsed = result["elapsed"]
    bound = len(result["bound"])
    print(f"{result['interactions']:,} interactions in {elapsed:.1f} s: {result['interactions'] / elapsed:,.1f} a second")
    print(f"time to the answer: p50 {latencies[len(latencies) // 2] * 1000:.1f} ms, "
          f"p99 {latencies[min(len(latencies) - 1, int(0.99 * len(latencies)))] * 1000:.1f} ms, "
          f"worst {latencies[-1] * 1000:.1f} ms; answered late or never: {result['late_callbacks']}")
    print(f"requests over Discord's limits, all {processes} processes counted together: "
          f"{sum(result['violations'].values())} {result['violations'] or ''}")
    if think[1] > 0:
        print(f"a busy table: its members think {think[0]:g} to {think[1]:g} s (seeded) before each decision")
    per_second = bound / elapsed
    print(f"against the global limit: {per_second:.1f} requests a second, {bound / max(tables * deals, 1):.1f} a deal; "
          f"the processes' shares (40 a second in all) carry about {int(tables * 40 / max(per_second, 1e-9)):,} "
          f"such tables (measured here: {tables})")
    deal_lines(result, tables, tables * deals)
    print(f"tables that failed: {result['failed_tables']}")
    for failure in result["failures"]:
        print(f"  {failure}")


async def worker(shard: int, processes: int, url: str, card_style: str, table_picture: bool = True) -> None:
    """One process of the cluster: shard `shard` of `processes`, its guild's tables."""
    logging.basicConfig(level=logging.WARNING)
    reader = asyncio.StreamReader(limit=1 << 24)
    await asyncio.get_running_loop().connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    world = json.loads(await reader.readline())
    discord.http.Route.BASE = world["api"]
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(world["gateway"])
    with tempfile.TemporaryDirectory() as tmp:
        bot = PokerBot(Settings(database_url=url, shards=str(shard), shard_count=processes, card_emojis=False,
                                card_art_dir=f"{tmp}/cards"), state_dir=Path(tmp), cogs=("cogs.poker",),
                       controller_options={"next_deal_after": -1, "turn_seconds": 600, "robot_delay": 0.01})
        connection = await start_bot(bot, world["token"])
        try:
            mine = [t for t in world["tables"] if bot.shard_plan.owns(t[2])]
            started = time.perf_counter()
            ids = await set_up_tables(bot, mine, card_style, table_picture)
            print(f"shard {shard}: {len(ids)} tables in {time.perf_counter() - started:.1f} s", file=sys.stderr)
            sys.stdout.write(json.dumps({"ids": {str(t[0]): i for t, i in zip(mine, ids, strict=True)}}) + "\n")
            sys.stdout.flush()
            await reader.readline()  # stop
        finally:
            for task in asyncio.all_tasks():
                if task.get_coro().__qualname__.startswith("TableController."):
                    task.cancel()
            await bot.close()
            await asyncio.wait({connection}, timeout=10)


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description="a worker of bench_bot.py --processes")
    parser.add_argument("--worker", type=int, required=True)
    parser.add_argument("--processes", type=int, required=True)
    parser.add_argument("--database-url", required=True)
    parser.add_argument("--card-style", default="text")
    parser.add_argument("--table-picture", choices=("on", "off"), default="on")
    args = parser.parse_args()
    asyncio.run(worker(args.worker, args.processes, args.database_url, args.card_style, args.table_picture == "on"))

"""The bot's memory with many open tables, each with a deal in play: RSS, and what a table keeps.

The emulated Discord runs in a process of its own (as in bench_bot.py), so the
figures are the bot's alone.  The tables are opened as bench_bot opens them,
each deals once, and its members then think for ten minutes, so every deal is
in play while the bot's resident memory (VmRSS, after a full collection) is
read.  Each count of tables is measured in a fresh process: memory a process
has taken is rarely given back, so counts measured one after the other in one
process would tell less.  Beside the RSS, what the Discord side keeps for the
tables: the table pictures' bytes, the interactions kept for their tokens, and
the tasks running.

    python benchmarks/bench_memory.py [--tables 0 100 500 1000] [--table-picture on]
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import logging
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def rss_kib() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS in /proc/self/status")


async def measure(tables: int, table_picture: bool, trace: bool = False) -> dict:
    import discord
    import yarl

    from benchmarks.busy_tables import EmulatedDiscord, set_up_tables, start_bot
    from bot.discord_side.app import PokerBot
    from bot.settings import Settings

    logging.basicConfig(level=logging.WARNING)
    limit = 600 + 3.0 * tables
    async with EmulatedDiscord(max(tables, 1), 5, limit) as side:
        world = await side.read(120)
        discord.http.Route.BASE = world["api"]
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(world["gateway"])
        with tempfile.TemporaryDirectory() as tmp:
            bot = PokerBot(Settings(database_url=f"sqlite:///{tmp}/bench.db", card_emojis=False,
                                    card_art_dir=f"{tmp}/cards"), state_dir=Path(tmp), cogs=("cogs.poker",),
                           controller_options={"next_deal_after": -1, "turn_seconds": 3600})
            connection = await start_bot(bot, world["token"])
            try:
                gc.collect()
                empty = rss_kib()
                if trace:
                    tracemalloc.start()
                ids = await set_up_tables(bot, world["tables"][:tables], "pictures", table_picture)
                if ids:
                    side.send({"tables": ids, "deals": 1, "ramp": 5, "think": [600, 600]})
                deadline = time.monotonic() + limit
                while sum(1 for t in ids if (live := bot.tables._live.get(t)) and live.deal) < len(ids):
                    if time.monotonic() > deadline:
                        raise TimeoutError("the deals did not all start")
                    await asyncio.sleep(0.5)
                await asyncio.sleep(10)  # the hands by DM and the table messages' edits sent
                gc.collect()
                full = rss_kib()
                uis = list(bot.table_controller.ui.values())
                if trace:  # what the tables hold, by where it was allocated
                    top = tracemalloc.take_snapshot().statistics("filename")[:15]
                    for stat in top:
                        print(f"{stat.size / 1024 / max(tables, 1):8.1f} KiB a table  {stat.traceback[0].filename}",
                              file=sys.stderr)
                return {"tables": tables, "rss_empty_kib": empty, "rss_kib": full,
                        "pictures_kib": sum(len(u.picture.data) for u in uis if u.picture) // 1024,
                        "hooks": sum(1 for u in uis if u.hook is not None),
                        "tasks": len(asyncio.all_tasks()),
                        "dm_channels": len(bot.table_controller.hands.channels)
                        if hasattr(bot.table_controller.hands, "channels") else 0}
            finally:
                for task in asyncio.all_tasks():
                    if task.get_coro().__qualname__.startswith("TableController."):
                        task.cancel()
                await bot.close()
                await asyncio.wait({connection}, timeout=10)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, nargs="+", default=[0, 100, 500, 1000])
    parser.add_argument("--table-picture", choices=("on", "off"), default="on")
    parser.add_argument("--trace", type=int, metavar="TABLES",
                        help="only this count, in this process: where the memory goes (tracemalloc, by file)")
    parser.add_argument("--one", type=int, help=argparse.SUPPRESS)  # a child's single measurement
    args = parser.parse_args()
    picture = args.table_picture == "on"
    if args.one is not None or args.trace is not None:
        print(json.dumps(asyncio.run(measure(args.one or args.trace or 0, picture, trace=args.trace is not None))))
        return
    print(f"{'tables':>7} {'RSS MiB':>8} {'per table KiB':>14} {'pictures KiB':>13} {'hooks':>6} {'tasks':>6}")
    base: int | None = None
    for tables in args.tables:
        done = subprocess.run([sys.executable, __file__, "--one", str(tables), "--table-picture", args.table_picture],
                              capture_output=True, text=True, check=False)
        if done.returncode != 0:
            print(f"{tables:>7} failed: {done.stderr.strip().splitlines()[-1:]}")
            continue
        row = json.loads(done.stdout.strip().splitlines()[-1])
        base = row["rss_kib"] if tables == 0 else base
        per = (row["rss_kib"] - base) / tables if tables and base is not None else 0.0
        print(f"{tables:>7} {row['rss_kib'] / 1024:>8.1f} {per:>14.1f} {row['pictures_kib']:>13} "
              f"{row['hooks']:>6} {row['tasks']:>6}")


if __name__ == "__main__":
    main()

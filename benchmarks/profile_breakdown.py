"""Where a profiled run's processor time went, by part: `bench_bot.py --profile FILE`, then

    python benchmarks/profile_breakdown.py FILE [--top 25]

Each function's own time (cProfile's tottime) is put to the part its file belongs to
(discord.py, aiohttp, the standard library's asyncio, our engine, storage, text, pictures...).
A built-in function (a C call: json, sqlite3, hashing, zlib) has no file: its time goes to
the parts that called it, in the shares cProfile recorded per caller, so "sqlite3's execute
called from aiosqlite" counts as the storage driver's.  The profiler's own cost inflates
small, frequent calls; the shares, not the milliseconds, are what to read.
"""

from __future__ import annotations

import argparse
import pstats
import sys
from collections import defaultdict

# (what the path holds, the part): the first that matches wins.
PARTS = (
    ("/discord/ext/", "discord.py (commands, the tree)"),
    ("/discord/app_commands/", "discord.py (commands, the tree)"),
    ("/discord/ui/", "discord.py (views and items)"),
    ("/discord/http.py", "discord.py (HTTP, its rate limits)"),
    ("/discord/gateway.py", "discord.py (the gateway)"),
    ("/discord/", "discord.py (parsing, models, state)"),
    ("/aiohttp/", "aiohttp, yarl, multidict (HTTP)"),
    ("methods aiohttp.", "aiohttp, yarl, multidict (HTTP)"),  # attrs' generated methods: its tracing's
    ("/aiosignal/", "aiohttp, yarl, multidict (HTTP)"),
    ("/yarl/", "aiohttp, yarl, multidict (HTTP)"),
    ("/multidict/", "aiohttp, yarl, multidict (HTTP)"),
    ("/aiosqlite/", "storage driver (aiosqlite, asyncpg)"),
    ("/asyncpg/", "storage driver (aiosqlite, asyncpg)"),
    ("/PIL/", "Pillow"),
    ("/pydantic", "pydantic"),
    ("/fluent/", "Fluent and Babel (formatting the words)"),
    ("methods fluent.", "Fluent and Babel (formatting the words)"),
    ("/babel/", "Fluent and Babel (formatting the words)"),
    ("/engine/", "engine (the laws, views, robots)"),
    ("/bot/storage/", "bot: storage (SQL, records)"),
    ("/bot/services/", "bot: services"),
    ("/bot/text/", "bot: text"),
    ("/bot/pictures/", "bot: pictures"),
    ("/bot/discord_side/", "bot: the Discord side"),
    ("/bot/", "bot: other"),
    ("/cogs/", "cogs"),
    ("/benchmarks/", "the benchmark's own probes"),
    ("/asyncio/", "asyncio (the loop, tasks, transports)"),
    ("selectors.py", "asyncio (the loop, tasks, transports)"),
    ("/json/", "json"),
    ("/logging/", "logging"),
)


def part_of(filename: str) -> str:
    for needle, part in PARTS:
        if needle in filename:
            return part
    return "the standard library, other" if "/lib/python" in filename else f"other ({filename.rsplit('/', 1)[-1]})"


def breakdown(stats: pstats.Stats) -> tuple[dict[str, float], dict[str, float]]:
    """(part -> seconds, built-in -> seconds): each function's own time by part, built-ins given
    to their callers' parts."""
    parts: dict[str, float] = defaultdict(float)
    builtins: dict[str, float] = defaultdict(float)
    for (filename, _line, name), (_cc, _nc, tottime, _ct, callers) in stats.stats.items():  # type: ignore[attr-defined]
        if filename != "~":
            parts[part_of(filename)] += tottime
            continue
        builtins[name] += tottime
        shares = {caller: entry[2] for caller, entry in callers.items()}
        whole = sum(shares.values())
        if not whole:
            parts["built-in, no caller recorded"] += tottime
            continue
        for (caller_file, _l, _n), share in shares.items():
            parts[part_of(caller_file) if caller_file != "~" else "built-in, no caller recorded"] += tottime * share / whole
    return dict(parts), dict(builtins)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("file")
    parser.add_argument("--top", type=int, default=12, help="built-ins listed")
    args = parser.parse_args()
    stats = pstats.Stats(args.file, stream=sys.stdout)
    parts, builtins = breakdown(stats)
    total = sum(parts.values())
    print(f"the loop's thread: {total:.1f} s of processor time profiled")
    for part, seconds in sorted(parts.items(), key=lambda kv: -kv[1]):
        print(f"  {seconds / total:6.1%}  {seconds:7.2f} s  {part}")
    print("the built-ins that took most (already counted above, in their callers' parts):")
    for name, seconds in sorted(builtins.items(), key=lambda kv: -kv[1])[:args.top]:
        print(f"  {seconds / total:6.1%}  {name}")


if __name__ == "__main__":
    main()

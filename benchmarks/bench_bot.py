"""Many busy tables at once through the local Discord emulation: throughput, answer times, rate limits.

The emulated Discord (the emulator and the members who click) runs in a
process of its own, benchmarks/emulated_discord.py, on 127.0.0.1; this process
runs only the bot.  So the emulator stamps each request when it arrives, not when a
loop shared with the bot gets to it, and the time from an interaction to its
answer is measured where Discord would measure it.  Each table has its own
channel and members, who play as people would: wait for the table message to
show the turn, click (an amount from the picker where one is asked), and
wait for the next step.  Reported: interactions a second, the 50th and 99th
percentile time to the answer (Discord allows 3 s), the same for the
``/poker deal`` commands alone, every request Discord
would rate-limit (the global 50 a second, the per-channel message buckets),
and the busiest second as received, as sent on the wire and as the bot's
pacer let requests go.

Each table's first ``/poker deal`` comes at a random moment in the first
``--ramp`` seconds (10 by default: 20 deals a second at 200 tables, where a
steady 200 tables start about one a second); ``--ramp 0`` sends them all in
the same instant, the worst burst there can be.  ``--warm-connections N``
opens N keep-alive connections from the bot to the emulator before the run,
to tell the cost of opening connections from the rest of a burst.

    python benchmarks/bench_bot.py [--tables 200] [--players 5] [--deals 1] [--ramp 10] [--warm-connections 0]
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import cProfile
import gc
import logging
import os
import re
import resource
import signal
import statistics
import sys
import tempfile
import time
import weakref
from collections.abc import Coroutine
from pathlib import Path
from typing import Any

import aiohttp
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
from benchmarks.timing import GcPauses, StorageTimes, cycles_by_kind  # noqa: E402
from bot.discord_side.app import PokerBot  # noqa: E402
from bot.discord_side.event_loop import loop_factory, runner  # noqa: E402
from bot.discord_side.pacing import GLOBAL_RATE  # noqa: E402
from bot.settings import Settings  # noqa: E402


def _busiest(times: list[float]) -> tuple[int, int, int]:
    """Most of these moments (sorted) inside any one second, and the first and last of them."""
    best, lo, at = 0, 0, (0, -1)
    for hi, t in enumerate(times):
        while t - times[lo] >= 1.0:
            lo += 1
        if hi - lo + 1 > best:
            best, at = hi - lo + 1, (lo, hi)
    return best, *at


def _peak(times: list[float]) -> int:
    return _busiest(sorted(times))[0]


def _busiest_second(bound: list[list]) -> str:
    """The one-second window with most requests bound by the global limit, by route."""
    bound = sorted(bound)
    best, first, last = _busiest([at for at, *_ in bound])
    routes: dict[str, int] = {}
    for _, route, _ in bound[first:last + 1]:
        routes[route] = routes.get(route, 0) + 1
    return f"{best} requests: " + ", ".join(f"{k} {v}" for k, v in sorted(routes.items(), key=lambda kv: -kv[1]))


def _wire_to_emulator(sent: list[tuple[float, str, str]], bound: list[list]) -> str:
    """How long after the bot wrote each request the emulator stamped it, matched in order per method and path."""
    written: dict[tuple[str, str], list[float]] = {}
    for at, method, path in sorted(sent):
        written.setdefault((method, path), []).append(at)
    seen: dict[tuple[str, str], int] = {}
    delays = []
    for at, route, path in sorted(bound):
        key = (route.split(" ")[0], path)
        n = seen[key] = seen.get(key, -1) + 1
        if n < len(written.get(key, ())):
            delays.append(at - written[key][n])
    if not delays:
        return "no requests matched"
    delays.sort()
    return (f"p50 {delays[len(delays) // 2] * 1000:.1f} ms, p99 {delays[int(0.99 * (len(delays) - 1))] * 1000:.1f} ms, "
            f"worst {delays[-1] * 1000:.1f} ms ({len(delays)} of {len(bound)} matched)")


def dump_tasks() -> None:
    """`kill -USR1` the benchmark: what each of the bot's tasks waits on, its awaits followed to
    the innermost, written to a file, and a count by where they wait, for a run that seems stuck
    (py-spy sees no task parked in the event loop)."""
    path = Path(tempfile.gettempdir()) / f"bench-tasks-{os.getpid()}.txt"
    where: collections.Counter[str] = collections.Counter()
    lines = []
    for task in asyncio.all_tasks():
        chain, awaited = [], task.get_coro()
        while awaited is not None and len(chain) < 40:
            frame = getattr(awaited, "cr_frame", None) or getattr(awaited, "gi_frame", None)
            if frame is not None:
                chain.append(f"{frame.f_code.co_filename.rsplit('site-packages/', 1)[-1]}:{frame.f_lineno} "
                             f"{frame.f_code.co_name}")
            awaited = getattr(awaited, "cr_await", None) or getattr(awaited, "gi_yieldfrom", None)
        where[" <- ".join(reversed(chain[-4:]))] += 1
        lines.append(f"--- {task.get_name()}\n  " + "\n  ".join(chain))
    with path.open("w") as out:
        out.write(f"{len(lines)} tasks at {time.monotonic():.1f}, by where they wait:\n")
        out.writelines(f"{n:6} {place}\n" for place, n in where.most_common())
        out.write("\n".join(lines) + "\n")
    print(f"the bot's tasks written to {path}", file=sys.stderr)


async def main_async(tables: int, players: int, deals: int, ramp: float, warm: int, card_style: str,
                     think: tuple[float, float], table_picture: bool = True, picture_worker: bool = True,
                     database_url: str | None = None) -> None:
    """One bot process against the emulated Discord: on a SQLite file, or on a schema of its own
    in the PostgreSQL database at `database_url`."""
    if database_url is None:
        await one_bot(tables, players, deals, ramp, warm, card_style, think, table_picture, picture_worker, None)
        return
    async with postgres_schema(database_url) as run_url:
        await one_bot(tables, players, deals, ramp, warm, card_style, think, table_picture, picture_worker, run_url)


async def one_bot(tables: int, players: int, deals: int, ramp: float, warm: int, card_style: str,
                  think: tuple[float, float], table_picture: bool, picture_worker: bool, url: str | None) -> None:
    logging.basicConfig(level=logging.WARNING)
    asyncio.get_running_loop().add_signal_handler(signal.SIGUSR1, dump_tasks)
    # The whole run, bounded: generous against the 0.8 s a table takes, and 40 decisions a deal of thinking.
    limit = 120 + ramp + 3.0 * tables * deals + 40 * think[1] * deals
    async with EmulatedDiscord(tables, players, limit) as side:
        world = await side.read(60)
        discord.http.Route.BASE = world["api"]
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(world["gateway"])
        sent: list[tuple[float, str, str]] = []  # when each request bound by the global limit was written
        uploaded = [0]  # bytes of request bodies written, every request
        requests = REQUESTS  # every request the bot began, bound by the global limit or not

        class Probes:
            """The bot's own watch of its requests, then the benchmark's counts (no aiohttp tracing:
            a trace config would make aiohttp trace every request, the bot's cost measured here)."""

            def __init__(self, inner) -> None:
                self.inner = inner
                self.answered = inner.answered
                self.protocols: weakref.WeakSet = weakref.WeakSet()  # connections seen: each new one made

            async def writing(self, request, conn) -> object:
                token = await self.inner.writing(request, conn)  # after the bot's own cap: the moment written
                path = request.url.path.removeprefix("/api/v10")
                requests[0] += 1
                ROUTES[f"{request.method} {_IDS.sub('{id}', path)}"] += 1
                if bot.wire_cap.bound(str(request.url)):
                    sent.append((time.monotonic(), request.method, path))
                uploaded[0] += getattr(request.body, "size", 0) or 0
                if conn.protocol is not None and conn.protocol not in self.protocols:
                    self.protocols.add(conn.protocol)
                    CONNECTIONS[0] += 1
                return token

        with tempfile.TemporaryDirectory() as tmp:
            # The card emojis are left out: they change what a message says, not how many are sent.
            bot = PokerBot(Settings(database_url=url or f"sqlite:///{tmp}/bench.db", card_emojis=False,
                                    card_art_dir=f"{tmp}/cards", picture_worker=picture_worker), state_dir=Path(tmp),
                           cogs=("cogs.poker",),
                           controller_options={"next_deal_after": -1, "turn_seconds": 600, "robot_delay": 0.01})
            bot.request_watch = Probes(bot.request_watch)  # installed at login
            connection = await start_bot(bot, world["token"])
            READY_RSS[0] = rss_mib()
            try:
                granted, result = await run(bot, side, world, limit, {"deals": deals, "ramp": ramp, "think": think},
                                            warm, sent, card_style, uploaded, table_picture)
            finally:
                for task in asyncio.all_tasks():  # edits and DMs still queued would fail on the closed session
                    if task.get_coro().__qualname__.startswith("TableController."):
                        task.cancel()
                await bot.close()
                await asyncio.wait({connection}, timeout=10)
        side.send({"stop": True})
    report(result, granted, sent, card_style, uploaded[0], tables * deals, tables, think, bot.wire_cap.cap)
    pictures = bot.table_controller.messages.pictures_sent
    print(f"table pictures ({'on' if table_picture else 'off'}): {pictures:,} uploaded, "
          f"{pictures / max(1, tables * deals):.1f} a deal; the bot's loop ran late by p99 "
          f"{result['bot_lag_p99'] * 1000:.1f} ms, at worst {result['bot_lag_max'] * 1000:.1f} ms")
    print(f"pictures drawn in the worker process: {bot.drawing.in_process:,}, in the bot's threads: "
          f"{bot.drawing.in_thread:,}")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # kilobytes on Linux
    print(f"the bot's process at its largest (RSS, the benchmark's own records included): {peak:,.0f} MiB, "
          f"{(peak - READY_RSS[0]) * 1024 / tables:,.0f} KiB a table over its {READY_RSS[0]:,.0f} MiB when ready")


async def loop_lag(lags: list[float], every: float = 0.02) -> None:
    """How late the bot's event loop wakes a task that asked to sleep `every` seconds."""
    while True:
        asked = time.perf_counter()
        await asyncio.sleep(every)
        lags.append(max(0.0, time.perf_counter() - asked - every))


def processor_seconds(side: EmulatedDiscord, bot: PokerBot) -> tuple[float, float, float]:
    """Processor seconds so far of the bot (this process, every thread), of the emulated Discord
    and of the bot's picture worker process: what each side's work costs, which others' load on
    the machine does not lengthen as it does the answer times (the others' only where /proc
    tells it)."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    emulator = _process_seconds(side.process.pid) if side.process is not None else 0.0
    worker = sum(_process_seconds(pid) for pid in bot.drawing.worker_pids())
    return own.ru_utime + own.ru_stime, emulator, worker


def _process_seconds(pid: int) -> float:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return 0.0


async def warm_connections(bot: PokerBot, api: str, count: int) -> None:
    """Open ``count`` connections in the bot's own pool at once: kept alive, its next requests use them."""
    async with aiohttp.ClientSession(connector=bot.http.connector, connector_owner=False) as session:
        async def one() -> None:
            async with session.get(api + "/gateway") as response:
                await response.read()
        await asyncio.gather(*(one() for _ in range(count)))


async def run(bot: PokerBot, side: EmulatedDiscord, world: dict, limit: float, order: dict, warm: int,
              sent: list, card_style: str, uploaded: list[int], table_picture: bool = True) -> tuple[list[float], dict]:
    granted: list[float] = []  # when the bot's pacer let each of its own requests go
    pacer_wait = bot.table_controller.pacer.wait

    async def recorded_wait(*args, **kwargs) -> bool:
        go = await pacer_wait(*args, **kwargs)
        if go:
            granted.append(time.monotonic())
        return go

    bot.table_controller.pacer.wait = recorded_wait  # type: ignore[method-assign]
    started = time.perf_counter()
    ids = await set_up_tables(bot, world["tables"], card_style, table_picture)
    print(f"{len(ids)} tables of {len(world['tables'][0][1])} set up in {time.perf_counter() - started:.1f} s")
    if warm:
        await warm_connections(bot, world["api"], warm)
        print(f"{warm} connections opened in the bot's pool, kept alive for the run")
    print(f"first deals spread over {order['ramp']:g} s" if order["ramp"] else "first deals all at once")
    sent.clear()  # the run's requests only, as the emulated Discord counts them
    granted.clear()
    uploaded[0] = 0
    REQUESTS[0] = CONNECTIONS[0] = 0
    ROUTES.clear()
    bot.table_controller.messages.pictures_sent = 0
    side.send({"tables": ids, **order})
    pauses = GcPauses()
    if CENSUS["cycles"]:
        gc.set_debug(gc.DEBUG_SAVEALL)  # what each collection finds in cycles is kept, to be counted
    storage = bot.storage.watch = StorageTimes(bot.storage.watch)
    blocks = getattr(bot.storage.driver, "blocks", 0)  # PostgreSQL's transactions sent with BEGIN and COMMIT
    lags: list[float] = []
    sampler = asyncio.create_task(loop_lag(lags))
    peak: list = [0, []]
    probe = asyncio.create_task(census(peak, CENSUS["every"])) if CENSUS["every"] else None
    cpu = processor_seconds(side, bot)
    profiler = None
    if CENSUS["profile"]:  # the loop's thread alone, by its own processor time (not the clock's)
        profiler = cProfile.Profile(time.thread_time)
        profiler.enable()
    result = await side.read(limit + 60)
    if profiler is not None:
        profiler.disable()
        profiler.dump_stats(str(CENSUS["profile"]))
    result["cpu"] = [b - a for a, b in zip(cpu, processor_seconds(side, bot), strict=True)]
    sampler.cancel()
    lags.sort()
    result["bot_lag_p99"] = lags[int(len(lags) * 0.99)] if lags else 0.0
    result["bot_lag_max"] = lags[-1] if lags else 0.0
    result["bot_gc_longest"] = pauses.longest
    result["bot_gc_full"] = (pauses.full, pauses.freed[2])
    result["bot_gc_line"] = pauses.line()
    if CENSUS["cycles"]:
        gc.set_debug(0)
        kinds = collections.Counter(f"{type(o).__module__}.{type(o).__qualname__}" for o in gc.garbage)
        result["cycles"] = (len(gc.garbage), kinds.most_common(12), cycles_by_kind(gc.garbage))
        gc.garbage.clear()
    if probe is not None:
        probe.cancel()
    result["census"] = peak
    result["storage"] = storage.lines(result["elapsed"]) + ["transactions by the function that asked, longest in all:"] + storage.sites()
    result["storage_times"] = storage
    result["requests"] = REQUESTS[0]
    result["trips_a_transaction"] = getattr(bot.storage.driver, "TRIPS_A_TRANSACTION", 0)
    result["blocks"] = getattr(bot.storage.driver, "blocks", 0) - blocks
    return granted, result


READY_RSS = [0.0]  # the bot's resident memory when ready, before any table
REQUESTS = [0]  # the HTTP requests the bot began (counted as each is written)
CONNECTIONS = [0]  # the connections it opened for them (each counted at its first request)
ROUTES: collections.Counter[str] = collections.Counter()  # and by route, each id or token as {id}
_IDS = re.compile(r"(?<=/)(?:\d{6,}|[A-Za-z0-9_.-]{40,})(?=/|$)")


def rss_mib() -> float:
    """This process's resident memory now, in MiB."""
    return int(Path("/proc/self/statm").read_text().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


# --census: seconds between counts of what the collector tracks (0: none); --cycles: count what
# it found in reference cycles, by type
CENSUS: dict[str, Any] = {"every": 0.0, "cycles": False, "profile": ""}


async def census(peak: list, every: float, top: int = 12) -> None:
    """What the collector tracks in the bot, by type, at the most it counted (every `every`
    seconds): what its full collections walk, the objects frozen at ready excepted.  Each count
    stalls the loop (some 0.2 s a million objects), so it is asked for, not run by default."""
    while True:
        await asyncio.sleep(every)
        objects = gc.get_objects()
        if len(objects) > peak[0]:
            counted = collections.Counter(type(o).__qualname__ for o in objects)
            peak[:] = [len(objects), counted.most_common(top)]
        del objects


def report(result: dict, granted: list[float], sent: list[float], card_style: str, uploaded: int,
           deals_played: int, tables: int, think: tuple[float, float], cap: int) -> None:
    latencies = sorted(result["latencies"])
    elapsed = result["elapsed"]
    p50 = statistics.median(latencies) * 1000
    p99 = latencies[min(len(latencies) - 1, int(0.99 * len(latencies)))] * 1000
    deals = sorted(result["deal_latencies"])
    print(f"{result['interactions']:,} interactions in {elapsed:.1f} s: {result['interactions'] / elapsed:,.1f} a second")
    print(f"time to the answer: p50 {p50:.1f} ms, p99 {p99:.1f} ms, worst {latencies[-1] * 1000:.1f} ms "
          f"(target: p99 under 100 ms); answered late or never: {result['late_callbacks']}, "
          f"done again by a member Discord told it failed: {result.get('again', 0)}")
    print(f"the {len(deals)} /poker deal commands alone: p50 {statistics.median(deals) * 1000:.1f} ms, "
          f"p99 {deals[min(len(deals) - 1, int(0.99 * len(deals)))] * 1000:.1f} ms")
    slowest: dict[str, int] = {}
    for _, kind in result["slowest"]:
        slowest[kind] = slowest.get(kind, 0) + 1
    print("the slowest 1% of answers were to: " + ", ".join(f"{k} {v}" for k, v in sorted(slowest.items())))
    print(f"requests over Discord's limits, as the emulator received them: {sum(result['violations'].values())} "
          f"{result['violations'] or ''}")
    print(f"the busiest second, as received: {_busiest_second(result['bound'])}")
    print(f"the busiest second, as the bot wrote them to the socket: {_peak([t for t, *_ in sent])} requests; "
          f"as its pacer let them go: {_peak(granted)}")
    print(f"from the bot's socket to the emulator's stamp: {_wire_to_emulator(sent, result['bound'])}")
    print(f"the emulator's own loop ran late by p99 {result['lag_p99'] * 1000:.1f} ms, "
          f"at worst {result['lag_max'] * 1000:.1f} ms, of which it spent {result['lag_max_cpu'] * 1000:.1f} ms working")
    for side, key in (("bot", "bot_gc_longest"), ("emulator", "gc_longest")):
        print(f"the {side}'s longest garbage collection, by generation: "
              + ", ".join(f"{g * 1000:.1f} ms" for g in result[key]))
    full, freed = result["bot_gc_full"]
    print(f"the bot's full collections: {full}; the longest freed {freed:,} unreachable objects")
    print(f"the bot's collections: {result['bot_gc_line']}")
    if "cycles" in result:
        found, common, cycles = result["cycles"]
        print(f"what the bot's collections found in cycles: {found:,} objects; most: "
              + ", ".join(f"{name} {n:,}" for name, n in common))
        print(f"the cycles themselves, by what each is made of: {sum(n for _, n in cycles):,} of the commonest; "
              + "; ".join(f"{name} {n:,}" for name, n in cycles))
    tracked, common = result["census"]
    if tracked:
        print(f"the bot's objects the collector walks, at the most counted: {tracked:,}; most: "
              + ", ".join(f"{name} {n:,}" for name, n in common))
    print(f"card_style {card_style}: {uploaded / elapsed / 1024:,.1f} KiB uploaded a second, "
          f"{len(sent) / max(deals_played, 1):.1f} requests a deal against the global limit")
    by_kind = sorted(result["kinds"].items(), key=lambda kv: -kv[1])
    print("of which, a deal, as the emulator received them: "
          + ", ".join(f"{kind} {n / max(deals_played, 1):.2f}" for kind, n in by_kind))
    print(f"share of the global limit ({GLOBAL_RATE} a second) used: {len(sent) / elapsed / GLOBAL_RATE:.0%}; "
          f"deal time p50 {statistics.median(result['deal_times']):.1f} s against "
          f"{statistics.median(result['think_times']):.1f} s of thinking")
    deal_lines(result, tables, deals_played)
    if think[1] > 0:
        print(f"a busy table: its members think {think[0]:g} to {think[1]:g} s (seeded, the same every run) "
              "before each decision, so more tables is more load, not faster deals")
    per_second = len(sent) / elapsed
    if per_second > 0:
        print(f"the ceiling: {per_second:.1f} requests a second against the global limit for {tables} tables; "
              f"the bot's cap of {cap} a second carries about {int(tables * cap / per_second):,} such tables "
              f"(measured here: {tables})")
    for line in result["storage"]:
        print(line)
    print(result["storage_times"].a_deal(max(deals_played, 1), result["trips_a_transaction"], result["blocks"]))
    bot_cpu, emulator_cpu, worker_cpu = result["cpu"]
    each = max(1, result["interactions"])
    print(f"processor time over the run: the bot {bot_cpu:.1f} s ({bot_cpu / each * 1000:.1f} ms an interaction), "
          f"its picture worker {worker_cpu:.1f} s ({worker_cpu / each * 1000:.1f} ms an interaction), "
          f"the emulated Discord {emulator_cpu:.1f} s")
    print(f"HTTP requests the bot sent: {result['requests']:,}, {result['requests'] / each:.2f} an interaction: "
          + ", ".join(f"{route} {n / each:.2f}" for route, n in ROUTES.most_common(8))
          + f"; connections opened for them: {CONNECTIONS[0]:,}")
    print(f"tables that failed: {result['failed_tables']}")
    for failure in result["failures"]:
        print(f"  {failure}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--deals", type=int, default=1)
    parser.add_argument("--ramp", type=float, default=10.0, help="seconds over which the first deals start")
    parser.add_argument("--table-picture", choices=("on", "off"), default="on",
                        help="the channels' table_picture limit: the table message carries a picture of the table")
    parser.add_argument("--picture-worker", choices=("on", "off"), default="on",
                        help="draw the pictures in the bot's worker process, the default (off: in its thread)")
    parser.add_argument("--card-style", choices=("text", "emoji", "pictures"), default="pictures",
                        help="how the tables show cards (pictures: DMs and show-downs carry files)")
    parser.add_argument("--census", type=float, default=0.0, metavar="SECONDS",
                        help="count what the bot's collector tracks this often, by type (stalls the bot)")
    parser.add_argument("--cycles", action="store_true",
                        help="count, by type, what the bot's collections find in reference cycles "
                             "(kept to the end to be counted: the bot's memory grows)")
    parser.add_argument("--loop", choices=("asyncio", "uvloop"), default=loop_factory()[0],
                        help="the bot's event loop (default: the bot's own, uvloop where installed)")
    parser.add_argument("--gc-thresholds", metavar="A,B,C",
                        help="the bot's collector thresholds once ready, for comparison (Python's: 700,10,10)")
    parser.add_argument("--warm-connections", type=int, default=0, metavar="N")
    parser.add_argument("--profile", metavar="FILE", default="",
                        help="profile the bot's event loop over the run (cProfile, its thread's processor time) into "
                             "FILE; benchmarks/profile_breakdown.py FILE says where the time went")
    parser.add_argument("--processes", type=int, default=1,
                        help="a cluster of this many bot processes, one shard each (needs --database-url)")
    parser.add_argument("--database-url", metavar="URL",
                        help="a PostgreSQL database (a cluster's default: TEST_DATABASE_URL; one process's: a "
                             "SQLite file); a schema of its own is made for the run and dropped after")
    parser.add_argument("--think", type=_think, default=(0.0, 0.0), metavar="LOW-HIGH",
                        help="seconds each member thinks before a decision, e.g. 3-12 (default: none)")
    args = parser.parse_args()
    CENSUS["every"] = args.census
    CENSUS["cycles"] = args.cycles
    CENSUS["profile"] = args.profile
    if args.gc_thresholds:
        import bot.discord_side.app as app_module

        app_module.GC_THRESHOLDS = tuple(int(n) for n in args.gc_thresholds.split(","))
    from bot.discord_side.app import GC_THRESHOLDS
    print(f"the bot's collector thresholds once ready: {GC_THRESHOLDS}")
    if args.processes > 1:
        from benchmarks.bench_cluster import cluster

        url = args.database_url or os.environ.get("TEST_DATABASE_URL", "")
        if not url.startswith(("postgresql://", "postgres://")):
            parser.error("--processes needs PostgreSQL: give --database-url postgresql://… (or TEST_DATABASE_URL)")
        asyncio.run(cluster(args.processes, url, args.tables, args.players, args.deals, args.ramp, args.card_style,
                            args.think, args.table_picture == "on"))
        return
    print(f"the bot's event loop: {args.loop}; discord.py reads JSON with "
          f"{'orjson' if discord.utils.HAS_ORJSON else 'the standard json'}")
    run_on(args.loop, main_async(args.tables, args.players, args.deals, args.ramp, args.warm_connections,
                                 args.card_style, args.think, args.table_picture == "on", args.picture_worker == "on",
                                 args.database_url))


def run_on(loop: str, work: Coroutine[Any, Any, None]) -> None:
    """Run the bot's side on the loop the bot runs on, or the one asked for."""
    with runner(loop) as on:
        on.run(work)


def _think(text: str) -> tuple[float, float]:
    try:
        low, high = (float(x) for x in text.split("-"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r}: give seconds as LOW-HIGH, e.g. 3-12") from None
    if not 0 <= low <= high <= 600:
        raise argparse.ArgumentTypeError(f"{text!r}: 0 <= LOW <= HIGH <= 600")
    return low, high


if __name__ == "__main__":
    main()

"""Many busy tables at once through the local Discord emulation: throughput, answer times, rate limits.

Each table has its own channel and its own members.  Drivers play every
table at once the way members would: they wait for the table message to
show the turn, click the button (an amount or a discard from the picker
where one is asked), and move on.  Reported: interactions a second, the
50th and 99th percentile time from an interaction to its answer (Discord
allows 3 s), and every request Discord would rate-limit (per-channel message
create and edit buckets, the global limit), counted by the emulator.

    python benchmarks/bench_bot.py [--tables 200] [--players 5] [--deals 1]
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.app import PokerBot  # noqa: E402
from bot.settings import Settings  # noqa: E402
from tests.discord_emulator import BotRunner, build_standard_world  # noqa: E402


async def poll(condition, timeout: float, every: float = 0.05) -> None:
    """Wait for a condition by looking now and then: cheap with hundreds of waiters at once."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError("timed out waiting for the table")
        await asyncio.sleep(every)


async def drive(world, bot, table_id: int, channel, members: dict[str, object], deals: int, counts: list[int],
                failures: list[str]) -> None:
    try:
        await _drive(world, bot, table_id, channel, members, deals, counts)
    except Exception as exc:  # one table's trouble is reported, not fatal to the others
        failures.append(f"table {table_id}: {type(exc).__name__}: {exc}"[:300])


async def _drive(world, bot, table_id: int, channel, members: dict[str, object], deals: int,
                 counts: list[int]) -> None:
    controller = bot.table_controller
    ui = controller.ui[table_id]
    for _ in range(deals):
        await controller.start_deal(ui)
        while True:
            live = bot.tables._live.get(table_id)
            deal = None if live is None else live.deal
            if deal is None:
                break
            number, step = deal.setup.number, len(deal.history)
            prefix = f"pk:{table_id}:{number}:{step}:"

            def shown(prefix: str = prefix) -> bool:
                return any(cid.startswith(prefix) for m in world.channel_messages(channel)[-2:] for cid in m.custom_ids)

            await poll(shown, timeout=600)
            message = next(m for m in reversed(world.channel_messages(channel))
                           if any(c.startswith(prefix) for c in m.custom_ids))
            user = members[deal.setup.players[deal.to_act]]
            kinds = {o.kind for o in deal.legal().options}
            if deal.phase.value == "drawing":
                kinds.add("pat")
            verb = next(v for v in ("decline_straddle", "come_in", "stay", "pat", "call", "see", "check", "pass")
                        if v in kinds)
            if "bet" in kinds:
                record = await world.click(user, message, prefix + "bet", timeout=600)
                picker = record.original
                select_id = next(c for c in picker.custom_ids if c.startswith("pka:"))
                await world.select(user, picker, select_id, ["1"], timeout=600)
                counts[0] += 2
            else:
                await world.click(user, message, prefix + verb, timeout=600)
                counts[0] += 1
            await poll(lambda n=number, s=step: _moved_on(bot, table_id, n, s), timeout=600)


def _peak(times: list[float]) -> int:
    best, lo = 0, 0
    for hi, t in enumerate(times):
        while t - times[lo] >= 1.0:
            lo += 1
        best = max(best, hi - lo + 1)
    return best


def _busiest_second(requests) -> str:
    """The one-second window with most requests bound by the global limit, by route."""
    bound = [r for r in requests if "/interactions/" not in r.route]
    best, lo, best_at = 0, 0, (0, 0)
    for hi, r in enumerate(bound):
        while r.at - bound[lo].at >= 1.0:
            lo += 1
        if hi - lo + 1 > best:
            best, best_at = hi - lo + 1, (lo, hi)
    routes: dict[str, int] = {}
    for r in bound[best_at[0]:best_at[1] + 1]:
        routes[f"{r.method} {r.route}"] = routes.get(f"{r.method} {r.route}", 0) + 1
    return f"{best} requests: " + ", ".join(f"{k} {v}" for k, v in sorted(routes.items(), key=lambda kv: -kv[1]))


def _moved_on(bot, table_id: int, number: int, step: int) -> bool:
    live = bot.tables._live.get(table_id)
    return live is None or live.deal is None or live.deal.setup.number != number or len(live.deal.history) > step


async def main_async(tables: int, players: int, deals: int) -> None:
    logging.basicConfig(level=logging.WARNING)
    world = build_standard_world()
    guild = world.cast.guild
    layout = []
    for t in range(tables):
        channel = world.add_text_channel(guild, f"table-{t}")
        users = [world.add_user(f"t{t}p{p}") for p in range(players)]
        for user in users:
            world.add_member(guild, user)
        layout.append((channel, users))
    await world.start()
    with tempfile.TemporaryDirectory() as tmp, world.patched_discord():
        bot = PokerBot(Settings(database_url=f"sqlite:///{tmp}/bench.db"), state_dir=Path(tmp), cogs=("cogs.poker",),
                       controller_options={"next_deal_after": -1, "turn_seconds": 600, "robot_delay": 0.01})
        runner = BotRunner(world)
        await runner.start(bot)
        granted: list[float] = []  # when the bot's pacer let each of its own requests go
        pacer_wait = bot.table_controller.pacer.wait

        async def recorded_wait() -> None:
            await pacer_wait()
            granted.append(time.monotonic())

        bot.table_controller.pacer.wait = recorded_wait  # type: ignore[method-assign]  # slot() calls it
        setup_started = time.perf_counter()
        ids = []
        for channel, users in layout:
            for user in users:
                await bot.bank.buy(guild.id, user.id, 200, by=0)
            summary = await bot.tables.open_table(guild.id, channel.id, by=users[0].id)
            for user in users:
                await bot.tables.sit(summary.table_id, user.id, 100)
            ui = bot.table_controller.table_ui(summary.table_id, channel.id)
            await bot.table_controller.post(ui)
            ids.append(summary.table_id)
        print(f"{tables} tables of {players} set up in {time.perf_counter() - setup_started:.1f} s")
        before = len(world.ack_latencies())
        counts = [0]
        failures: list[str] = []
        started = time.perf_counter()
        await asyncio.gather(*(drive(world, bot, table_id, channel, {str(u.id): u for u in users}, deals, counts,
                                     failures)
                               for table_id, (channel, users) in zip(ids, layout, strict=True)))
        elapsed = time.perf_counter() - started
        latencies = sorted(world.ack_latencies()[before:])
        violations = world.rate_limits.violations()
        busiest = _busiest_second(world.requests)
        sent_peak = _peak(granted)
        await runner.stop_all()
    await world.close()
    p50 = statistics.median(latencies) * 1000
    p99 = latencies[min(len(latencies) - 1, int(0.99 * len(latencies)))] * 1000
    print(f"{counts[0]:,} interactions in {elapsed:.1f} s: {counts[0] / elapsed:,.0f} a second")
    print(f"time to the answer: p50 {p50:.1f} ms, p99 {p99:.1f} ms, worst {latencies[-1] * 1000:.1f} ms "
          f"(target: p99 under 100 ms)")
    print(f"requests Discord would rate-limit: {len(violations)}")
    print(f"the busiest second of the bot's own requests, as the emulator received them: {busiest}")
    print(f"the busiest second as the bot sent them (its pacer): {sent_peak} requests")
    print(f"tables that failed: {len(failures)}")
    for failure in failures[:5]:
        print(f"  {failure}")
    for v in violations[:5]:
        print(f"  {v}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--deals", type=int, default=1)
    args = parser.parse_args()
    asyncio.run(main_async(args.tables, args.players, args.deals))


if __name__ == "__main__":
    main()

"""The coach: how long its advice and review take, and what it costs against Discord's limit.

Part one times `coach_advice` over many seats of random deals of each variety
(robots and random players, as the coach property test plays them) and
`deal_review` over finished deals: p50, p99 and the worst, in milliseconds.

Part two runs the real bot against the emulated Discord: three members play
deals at one table, each looking at My hand at every turn, with the
channel's coach limit off and on in turn (off, on, off, on...); a coached
member also presses Coach.  It counts the requests bound by Discord's global
limit in each deal (the emulator sees them all; interaction answers are
exempt) and names any route the coach added.

    python benchmarks/bench_coach.py [--seats N] [--deals N]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.coach import coach_advice, deal_review  # noqa: E402
from tests.test_coach import RULE_SETS, seats_to_act  # noqa: E402


def _ms(values: list[float]) -> str:
    values = sorted(values)
    p99 = values[min(len(values) - 1, int(len(values) * 0.99))]
    return f"p50 {statistics.median(values) * 1000:6.2f}  p99 {p99 * 1000:6.2f}  worst {values[-1] * 1000:6.2f}"


def time_advice(seats: int) -> None:
    print("coach_advice, ms per seat:")
    for rules in RULE_SETS:
        times, reviews, last = [], [], None
        for deal, seat in seats_to_act(rules, seats, seed=1):
            view = deal.seat_view(seat)
            started = time.perf_counter()
            coach_advice(view, rules)
            times.append(time.perf_counter() - started)
            if last is not None and last is not deal and last.result is not None:
                started = time.perf_counter()
                deal_review(last.setup, last.history, 0)
                reviews.append(time.perf_counter() - started)
            last = deal
        name = (f"{rules.variety.value}, {rules.hands.pack.value}" + (", jack-pots" if rules.all_jackpots else "")
                + (f", {rules.betting.value}" if rules.betting.value != "limit" else "")
                + (", refreshments" if rules.whisky_settlement.value == "refreshments" else ""))
        print(f"  {name:<28} {len(times):>6} seats  {_ms(times)}")
        if reviews:
            print(f"  {'  review of a deal':<28} {len(reviews):>6} deals  {_ms(reviews)}")


async def count_requests(deals: int) -> None:
    from discord_emulator import BotRunner, build_standard_world
    from tests.test_bot_tables import act, make_bot, setup_table

    world = build_standard_world()
    await world.start()
    try:
        with world.patched_discord(), tempfile.TemporaryDirectory() as tmp:
            bot = make_bot(Path(tmp))
            runner = BotRunner(world)
            await runner.start(bot)
            try:
                per_deal, routes = await _deals(world, bot, deals, act, setup_table)
            finally:
                await runner.stop_all()
    finally:
        await world.close()
    for mode in ("off", "on"):
        counts = per_deal[mode]
        print(f"coach {mode:>3}: {statistics.mean(counts):.1f} requests a deal against the global limit "
              f"(each deal: {counts})")
    added = set(routes["on"]) - set(routes["off"])
    print(f"routes only with the coach on: {sorted(added) or 'none'}")


async def _deals(world, bot, deals: int, act, setup_table) -> tuple[dict, dict]:
    """Deals with the coach off and on in turn: the requests bound by the global limit in each."""
    from discord_emulator.ratelimits import GLOBAL_EXEMPT
    cast = world.cast
    table_id = await setup_table(world, bot, [cast.alice, cast.bob, cast.carol], stake=400)
    per_deal: dict[str, list[int]] = {"off": [], "on": []}
    routes: dict[str, Counter[str]] = {"off": Counter(), "on": Counter()}
    for n in range(-1, deals * 2):  # deal -1 warms up: the first DMs open their channels
        mode = "on" if n % 2 else "off"
        await bot.tables.limits.set(cast.guild.id, cast.poker.id, "coach", "on" if mode == "on" else "member",
                                    by=cast.alice.id)
        first = len(world.requests)
        await (await world.slash(cast.bob, cast.poker, "poker deal")).wait_followups(1)
        await _play(world, bot, table_id, mode == "on", act)
        await asyncio.sleep(0.3)  # the last edits and DMs
        bound = [r for r in world.requests[first:] if not r.route.startswith(GLOBAL_EXEMPT)]
        if n < 0:
            continue
        per_deal[mode].append(len(bound))
        routes[mode].update(f"{r.method} {r.route}" for r in bound)
    return per_deal, routes


async def _play(world, bot, table_id, coached, act) -> None:
    from tests.test_bot_coach import my_hand
    from tests.test_bot_tables import user_of
    for _ in range(80):
        deal = await bot.tables.deal_in_play(table_id)
        if deal is None:
            return
        user = user_of(world, deal.setup.players[deal.to_act])
        if deal.phase.value != "straddling":
            hand = await my_hand(world, bot, table_id, user)
            coach = [c for c in hand.original.custom_ids if c.endswith(":coach")] if hand.original else []
            assert bool(coach) == coached
            if coach:
                await world.click(user, hand.original, coach[0])
        kinds = {o.kind for o in deal.legal().options}
        verb = next(v for v in ("decline_straddle", "come_in", "stay", "pat", "check", "call", "see", "pass")
                    if v in kinds or (v == "pat" and "draw" in kinds))
        await act(world, bot, table_id, verb)
    raise AssertionError("the deal did not end")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seats", type=int, default=2000, help="seats timed per set of rules")
    parser.add_argument("--deals", type=int, default=6, help="deals played with the coach off, and as many on")
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    time_advice(args.seats)
    asyncio.run(count_requests(args.deals))


if __name__ == "__main__":
    main()

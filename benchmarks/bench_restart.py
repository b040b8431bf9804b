"""Restart at scale: N tables with a deal in play, the bot restarted, each table shown again.

The emulated Discord runs in this process (unlike bench_bot.py), so its own work shares the
loop with the bot's: the times are upper bounds.  The tables are opened and a deal begun
at each (its first turn, the straddle, waiting); then the bot is stopped and a fresh one started on the same database.  At once a
share of the tables (``--clicking``) have their player to act click the table's old message,
as members do when the bot comes back.  Reported: the time from the new bot's start until
every table is shown again (its message posted afresh), for the tables clicked and the
others; each click's time to its answer; the requests against the global limit, by kind;
and any refused (the emulator enforces Discord's limits).

    python benchmarks/bench_restart.py [--tables 100] [--players 5] [--clicking 0.2]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.busy_tables import set_up_tables  # noqa: E402
from bot.discord_side.app import PokerBot  # noqa: E402
from bot.settings import Settings  # noqa: E402
from discord_emulator import BotRunner, build_standard_world  # noqa: E402
from discord_emulator.ratelimits import GLOBAL_EXEMPT  # noqa: E402

SEND = "/channels/{channel_id}/messages"
OPTIONS = {"next_deal_after": -1, "turn_seconds": 3600, "robot_delay": 0.01}


def make_bot(folder: str) -> PokerBot:
    # No card emojis: their upload at start is not what is measured.
    return PokerBot(Settings(database_url=f"sqlite:///{folder}/poker.db", card_emojis=False), state_dir=Path(folder),
                    cogs=("cogs.poker",), controller_options=dict(OPTIONS))


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] if values else float("nan")


async def settle(bot: PokerBot, timeout: float) -> None:
    """Until every table's edits are done and nothing waits for the limit."""
    async with asyncio.timeout(timeout):
        while bot.pacer.queue or any(ui.shown.edit_task is not None and not ui.shown.edit_task.done() or ui.running
                                     for ui in bot.table_controller.ui.values()):
            await asyncio.sleep(0.1)


async def run(tables: int, players: int, clicking: float, folder: str) -> dict:
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
    world.rate_limits.enforce = True
    runner = BotRunner(world)
    try:
        with world.patched_discord():
            bot = make_bot(folder)
            await runner.start(bot, timeout=120)
            ids = await set_up_tables(bot, [(c.id, [(u.id, u.payload()["global_name"]) for u in users], guild.id)
                                            for c, users in layout], "text", table_picture=False)
            controller = bot.table_controller
            for table_id in ids:
                ui = controller.ui[table_id]
                await controller.start_deal(ui)  # its first turn: the straddle, offered
            await settle(bot, 30 + tables)
            fresh = make_bot(folder)
            chosen = set(random.Random(30).sample(range(tables), round(clicking * tables)))
            olds = {}
            for i in chosen:
                channel, users = layout[i]
                deal = await bot.tables.deal_in_play(ids[i])
                message = next(m for m in reversed(world.channel_messages(channel)) if m.custom_ids)
                prefix = f"pk:{ids[i]}:{deal.setup.number}:{len(deal.history)}:"
                button = next(c for c in message.custom_ids if c.startswith(prefix))
                user = next(u for u in users if str(u.id) == deal.setup.players[deal.to_act])
                olds[i] = (user, message, button)
            await runner.stop(bot)
            mark, started = len(world.requests), time.monotonic()
            await runner.start(fresh, wait_for_sync=False, timeout=120)
            ready = time.monotonic() - started
            answers: list[float] = []

            async def click(i: int) -> None:
                user, message, button = olds[i]
                at = time.monotonic()
                await world.click(user, message, button, timeout=60)
                answers.append(time.monotonic() - at)

            await asyncio.gather(*(click(i) for i in chosen))
            channels = {str(c.id): i for i, (c, _) in enumerate(layout)}

            def shown() -> dict[int, float]:
                first: dict[int, float] = {}
                for r in world.requests[mark:]:
                    if r.method == "POST" and r.route == SEND and r.major in channels:
                        first.setdefault(channels[r.major], r.at - started)
                return first

            async with asyncio.timeout(60 + tables):
                while len(shown()) < tables:
                    await asyncio.sleep(0.1)
            await settle(fresh, 60 + tables)
            when = shown()
            bound = [r for r in world.requests[mark:] if not r.route.startswith(GLOBAL_EXEMPT)]
            kinds = Counter(f"{r.method} {r.route}" for r in bound)
            await runner.stop(fresh)
    finally:
        await world.close()
    return {
        "tables": tables, "ready": ready, "all shown": max(when.values()),
        "clicked shown p50/max": (pct([when[i] for i in chosen], 0.5), max((when[i] for i in chosen), default=0)),
        "others shown p50/max": (pct([w for i, w in when.items() if i not in chosen], 0.5),
                                 max((w for i, w in when.items() if i not in chosen), default=0)),
        "click answered p50/p99": (pct(answers, 0.5), pct(answers, 0.99)),
        "requests by kind": dict(kinds.most_common()), "429s": len(world.rate_limits.served_429),
        "load": os.getloadavg(),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--clicking", type=float, default=0.2, help="share of the tables clicked at once")
    args = parser.parse_args()
    if args.tables < 1 or not 0 <= args.clicking <= 1 or args.players < 2:
        parser.error("--tables must be at least 1, --players at least 2, --clicking from 0 to 1")
    with tempfile.TemporaryDirectory() as folder:
        result = asyncio.run(run(args.tables, args.players, args.clicking, folder))
    for key, value in result.items():
        print(f"{key}: {value}")


if __name__ == "__main__":
    main()

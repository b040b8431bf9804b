"""A tournament of 50 entrants on seven tables, through the real bot and the Discord emulation.

The members of the standard world and robots enter through ``/poker tournament``; the bot
opens seven tables in threads of the channel and plays them to the end, the robots by
themselves and the members by this script clicking their turns on the table messages.
Reported: the tournament's duration, deals played, the requests Discord's global limit
counts (in all, a second, a deal by kind, and any over a limit), the time from each
interaction to its answer (p50, p99), and the books at the end: every entrant placed once,
every account of the tournament (its pool, its tables' seats and pools) at zero, the audit
clean; the exit status is 1 if not.

The emulator runs in this process, as in tests/test_bot_tournament.py: a tournament's
load is a few tables, not hundreds, so the answer times include the loop the two share.

Every slash command is sent only once the bot has synced its commands (``wait_for_sync``):
an interaction for a command the emulator does not yet know is never delivered, and
whoever waits for its answer waits forever, doing nothing.

    python benchmarks/bench_tournament.py [--entrants 50] [--schedule "every 3 deals: ..."]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.discord_side.app import PokerBot  # noqa: E402
from bot.services.audit import audit  # noqa: E402
from bot.settings import Settings  # noqa: E402
from discord_emulator import BotRunner, build_standard_world  # noqa: E402
from discord_emulator.ratelimits import GLOBAL_EXEMPT  # noqa: E402

QUICK = ("pat", "check", "decline_straddle", "pass", "see", "call", "stay", "come_in")
SCHEDULE = "every 3 deals: 1/2, 2/4, 3/6, 4/8, 5/10"


async def answer(world, user, command: str, options: dict | None = None) -> str:
    record = await world.slash(user, world.cast.poker, command, options or {})
    await record.wait_for(lambda r: r.answered and (r.followups or r.callback_data.get("content")), timeout=120)
    return record.followups[-1].content if record.followups else record.callback_data["content"]


async def click_members(world, bot: PokerBot, members: dict) -> None:
    """Forever: where a member is to act at one of the tournament's tables, click a quick answer."""
    while True:
        with contextlib.suppress(Exception):  # a table closing under the click: look again
            for table_id, ui in list(bot.table_controller.ui.items()):
                deal = await bot.tables.deal_in_play(table_id)
                if deal is None or deal.to_act is None or deal.setup.players[deal.to_act] not in members:
                    continue
                prefix = f"pk:{table_id}:{deal.setup.number}:{len(deal.history)}:"
                for message in reversed(world.channel_messages(world.channels[ui.channel_id])):
                    verbs = [c.removeprefix(prefix) for c in message.custom_ids if c.startswith(prefix)]
                    choice = next((v for v in QUICK if v in verbs), None)
                    if choice is not None:
                        await world.click(members[deal.setup.players[deal.to_act]], message, prefix + choice)
                        break
        await asyncio.sleep(0.02)


def kind(record) -> str:
    if record.route == "/users/@me/channels":
        return "DM channel opened"
    if record.method == "POST" and record.route == "/channels/{channel_id}/messages":
        return "message posted"
    if record.method == "PATCH" and record.route == "/channels/{channel_id}/messages/{message_id}":
        return "message edited"
    return f"{record.method} {record.route}"


def percentile(values: list[float], share: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(share * len(values)))]


async def run(entrants: int, schedule: str, limit: float, enforce: bool) -> None:
    logging.basicConfig(level=logging.WARNING)
    world = build_standard_world()
    world.rate_limits.enforce = enforce  # answer 429 over a limit, as Discord does
    await world.start()
    cast = world.cast
    people = (cast.alice, cast.bob, cast.carol)  # the guild's members whose DMs are open
    with world.patched_discord(), tempfile.TemporaryDirectory() as tmp:
        options = {"next_deal_after": 0.02, "robot_delay": 0.0, "edit_every": 0.05, "turn_seconds": 30}
        bot = PokerBot(Settings(database_url=f"sqlite:///{tmp}/poker.db", card_emojis=False,
                                card_art_dir=f"{tmp}/cards"), state_dir=Path(tmp), cogs=("cogs.poker",),
                       controller_options=options)  # type: ignore[arg-type]
        runner = BotRunner(world)
        await runner.start(bot, wait_for_sync=True, timeout=60)
        guild = cast.guild.id
        members = {str(u.id): u for u in people}
        clicker: asyncio.Task[None] | None = None
        try:
            for user in people:
                await bot.bank.buy(guild, user.id, 10, by=cast.alice.id)
            print(await answer(world, cast.alice, "poker tournament create",
                               {"sweepstake": 10, "least": 3, "most": 80} | ({"schedule": schedule} if schedule else {})))
            for user in people:
                await answer(world, user, "poker tournament join")
            print(await answer(world, cast.alice, "poker tournament robots", {"count": entrants - len(people)}))
            tid = (await bot.tournaments.in_channel(guild, cast.poker.id)).id
            before_requests, before_interactions = len(world.requests), set(world.interactions)
            started = time.perf_counter()
            print(await answer(world, cast.alice, "poker tournament start"))
            clicker = asyncio.create_task(click_members(world, bot, members))
            deadline = time.monotonic() + limit
            while (standing := await bot.tournaments.standing(tid)).tournament.status != "finished":
                if time.monotonic() > deadline:
                    raise SystemExit(f"the tournament did not end within {limit:g} s")
                await asyncio.sleep(0.2)
            elapsed = time.perf_counter() - started
            async with bot.storage.transaction(readonly=True) as tx:
                deals = int(await tx.conn.fetchval("SELECT count(*) FROM deals WHERE status = 'finished'"))
                moves = len(await tx.moves(tid))
                left_over = await chips_left(tx, str(guild), tid)
            report = await audit(bot.storage)
            report_ok = report.ok
        finally:
            if clicker is not None:
                clicker.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await clicker
            await runner.stop_all()
            await world.close()
    requests = world.requests[before_requests:]
    bound = [r for r in requests if not r.route.startswith(GLOBAL_EXEMPT)]
    by_kind: dict[str, int] = {}
    for r in bound:
        by_kind[kind(r)] = by_kind.get(kind(r), 0) + 1
    waits = [r.ack_latency for i, r in world.interactions.items()
             if i not in before_interactions and r.ack_latency is not None]
    over: dict[str, int] = {}
    for v in world.rate_limits.violations():
        name = "global" if v.key[1] == "*" else f"{v.key[0]} {v.key[1]}"
        over[name] = over.get(name, 0) + 1
    peak = max((sum(1 for b in bound if 0 <= b.at - a.at < 1.0) for a in bound), default=0)
    print(f"{entrants} entrants on {len(standing.tables)} tables ({moves} moves, "
          f"{sum(t.status == 'broken' for t in standing.tables)} tables broken): {deals} deals in {elapsed:.1f} s")
    print(f"requests against the global limit: {len(bound):,} ({len(bound) / elapsed:.1f} a second, "
          f"{len(bound) / max(1, deals):.1f} a deal; the busiest second {peak}); "
          f"over a limit{'' if enforce else ' (counted, not refused)'}: {over or 'none'}; "
          f"429s served: {len(world.rate_limits.served_429)}")
    print("a deal, by kind: " + ", ".join(f"{k} {n / max(1, deals):.2f}"
                                          for k, n in sorted(by_kind.items(), key=lambda kv: -kv[1])))
    if waits:
        print(f"{len(waits)} interactions answered: p50 {statistics.median(waits) * 1000:.1f} ms, "
              f"p99 {percentile(waits, 0.99) * 1000:.1f} ms, worst {max(waits) * 1000:.1f} ms")
    placed = sorted(p.place for p in standing.places) == list(range(1, entrants + 1)) and \
        sorted(p.member for p in standing.places) == sorted(e.member for e in standing.entrants)
    print(f"every entrant placed once: {'yes' if placed else 'NO'} ({len(standing.places)} places for "
          f"{len(standing.entrants)} entrants); every tournament account at zero: "
          f"{'yes' if not left_over else 'NO: ' + ', '.join(f'{n} {c}' for n, c in left_over)}")
    print(f"places paid: {[p.payout for p in standing.places if p.payout]}; audit "
          f"{'clean' if report_ok else 'NOT clean: ' + '; '.join(b.detail for b in report.breaches[:5])}; "
          f"load average {os.getloadavg()[0]:.1f}")
    if not (placed and not left_over and report_ok):
        raise SystemExit(1)


async def chips_left(tx, guild: str, tournament_id: int) -> list[tuple[str, int]]:
    """The tournament's accounts that still hold chips: its pool, its tables' seats and pools."""
    held = []
    pool = await tx.account(guild, f"tournament:{tournament_id}")
    if pool is not None and pool.balance:
        held.append((pool.name, pool.balance))
    for table in await tx.tournament_tables(tournament_id):
        held += [(a.name, a.balance) for a in await tx.accounts(guild, table_id=table.table_id) if a.balance]
    return held


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entrants", type=int, default=50)
    parser.add_argument("--schedule", default=SCHEDULE, help="rising blinds ('' for Foster's, none)")
    parser.add_argument("--limit", type=float, default=1800.0, help="seconds before giving up")
    parser.add_argument("--enforce", action="store_true",
                        help="the emulator refuses (429) requests over Discord's limits instead of counting them")
    args = parser.parse_args()
    if not 5 <= args.entrants <= 80:
        parser.error("--entrants: 5 to 80")
    asyncio.run(run(args.entrants, args.schedule, args.limit, args.enforce))


if __name__ == "__main__":
    main()

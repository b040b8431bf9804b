"""What bench_bot.py and bench_cluster.py share: the emulated Discord in a process of its own,
a bot started against it, and the busy tables opened for the run."""

from __future__ import annotations

import asyncio
import contextlib
import json
import statistics
import sys
import uuid
from collections.abc import AsyncIterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.discord_side.app import PokerBot  # noqa: E402
from bot.storage import open_storage  # noqa: E402
from bot.storage.postgres import PostgresDriver  # noqa: E402


class EmulatedDiscord:
    """The emulator and its members in a child process: started, spoken to by JSON lines, and always stopped."""

    def __init__(self, tables: int, players: int, limit: float, shards: int = 1) -> None:
        self.args = ["--tables", str(tables), "--players", str(players), "--limit", str(limit), "--shards", str(shards)]
        self.limit = limit
        self.process: asyncio.subprocess.Process | None = None

    async def __aenter__(self) -> EmulatedDiscord:
        script = Path(__file__).with_name("emulated_discord.py")
        self.process = await asyncio.create_subprocess_exec(
            sys.executable, str(script), *self.args, stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE, limit=1 << 24)
        return self

    async def read(self, timeout: float) -> dict:
        assert self.process is not None and self.process.stdout is not None
        line = await asyncio.wait_for(self.process.stdout.readline(), timeout)
        if not line:
            raise RuntimeError(f"the emulated Discord stopped (exit {await self.process.wait()})")
        return json.loads(line)

    def send(self, message: dict) -> None:
        assert self.process is not None and self.process.stdin is not None
        self.process.stdin.write((json.dumps(message) + "\n").encode())

    async def __aexit__(self, *exc_info: object) -> None:
        assert self.process is not None
        if self.process.returncode is None:
            with contextlib.suppress(Exception):
                self.send({"stop": True})
            try:
                await asyncio.wait_for(self.process.wait(), 30)
            except TimeoutError:
                self.process.kill()
                await self.process.wait()


async def start_bot(bot: PokerBot, token: str, timeout: float = 60) -> asyncio.Task:
    """Log in (setup_hook syncs the commands), connect, and return once ready."""
    bot._connection.guild_ready_timeout = 0.05  # discord.py waits 2 s after the last guild otherwise
    async with asyncio.timeout(timeout):
        await bot.login(token)
        task = asyncio.create_task(bot.connect(reconnect=False))
        await bot.wait_until_ready()
    return task


async def set_up_tables(bot: PokerBot, tables: list, card_style: str, table_picture: bool = True) -> list[int]:
    """Open each table with its members seated (as /poker start and /poker join would), and post
    its message; returns the table ids, in order."""
    ids = []
    for guild in {guild for _, _, guild in tables}:
        await bot.tables.limits.set_many(guild, None, {"card_style": card_style, "table_picture": table_picture},
                                         by=0)
    for channel, members, guild in tables:
        users = [user for user, _ in members]
        for user, name in members:
            await bot.bank.buy(guild, user, 200, by=0)
            await bot.members.remember(str(guild), str(user), name)  # as /poker join would, by its interaction
        summary = await bot.tables.open_table(guild, channel, by=users[0])
        for user in users:
            await bot.tables.sit(summary.table_id, user, 100)
        await bot.table_controller.messages.post(bot.table_controller.ui.of(summary.table_id, channel, guild))
        ids.append(summary.table_id)
    return ids


def deal_lines(result: dict, tables: int, deals_played: int) -> None:
    """Print what a deal cost and how long it took: first deals and later ones apart, and the
    waits that are the bot's (what follows a decision, and the answer to a click)."""
    if deals_played > tables:  # later deals apart: a first deal also opens every member's DM channel
        for name, key, count in (("a first deal", "kinds_first", tables), ("a later deal", "kinds_later",
                                                                            deals_played - tables)):
            counted = sorted(result[key].items(), key=lambda kv: -kv[1])
            print(f"{name}: {sum(result[key].values()) / count:.2f} requests against the global limit: "
                  + ", ".join(f"{kind} {n / count:.2f}" for kind, n in counted))
        later, thought = result["later_deal_times"], result["later_think_times"]
        over = [d / t - 1 for d, t in zip(later, thought, strict=True) if t]
        if later:
            print(f"later deals: deal time p50 {statistics.median(later):.1f} s against "
                  f"{statistics.median(thought):.1f} s of thinking"
                  + (f"; the deal over its thinking, each deal: p50 {statistics.median(over):+.0%}" if over else ""))
    for name, key in (("from a member's decision (or /poker deal) to the table showing what follows", "shown_times"),
                      ("from a member's click or pick to its answer, as he waits on it", "answered_times")):
        waits = sorted(result.get(key) or [0.0])
        print(f"{name}: p50 {statistics.median(waits) * 1000:.0f} ms, p99 "
              f"{waits[int(0.99 * (len(waits) - 1))] * 1000:.0f} ms, {sum(waits) / max(deals_played, 1):.1f} s a deal")
    for after, waits in sorted((result.get("shown_after") or {}).items(), key=lambda kv: -sum(kv[1])):
        waits = sorted(waits)
        print(f"  after {after}: {len(waits):,}, p50 {statistics.median(waits) * 1000:.0f} ms, p99 "
              f"{waits[int(0.99 * (len(waits) - 1))] * 1000:.0f} ms, {sum(waits) / max(deals_played, 1):.1f} s a deal")


@contextlib.asynccontextmanager
async def postgres_schema(url: str) -> AsyncIterator[str]:
    """A schema of the run's own in this PostgreSQL database, migrated once and dropped after:
    the URL that reaches it."""
    schema = f"bench_{uuid.uuid4().hex[:10]}"
    made = await PostgresDriver.open(url, schema=schema)
    run_url = f"{url}{'&' if '?' in url else '?'}search_path={schema}"
    try:
        await (await open_storage(run_url)).close()  # migrated once, before any bot opens it
        yield run_url
    finally:
        await made.drop_schema()
        await made.close()

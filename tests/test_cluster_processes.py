"""A cluster of three real `poker-bot run --shards i --shard-count 3` processes on one PostgreSQL
database, against the Discord emulation (issue 18).

A table plays in a guild on each shard. A discard picked in a DM for the table on shard 1 goes
to shard 0's process, which passes it on. The process of shard 2 is killed with SIGKILL in the
middle of its deal and started again: its table resumes where it stood, while the table on
shard 0 plays on meanwhile. At the end the audit of the books is clean.

The deals are read from the database (each replayed from its record), as an umpire would.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import signal
import subprocess
import sys
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from bot.sandbox.bot_process import child_environment
from bot.services.hand_records import DealRecord
from bot.storage import open_storage
from discord_emulator import Channel, DiscordWorld, Guild, User
from discord_emulator import permissions as perms
from engine.deal import Deal

SHARDS = 3


@pytest.fixture
def postgres() -> Iterator[str]:
    from tests.banker.conftest import postgres_schema

    with postgres_schema("cluster3") as url:
        yield url


class Cluster:
    def __init__(self, world: DiscordWorld, url: str, folder: Path, shard_count: int = SHARDS) -> None:
        self.world = world
        self.shard_count = shard_count
        self.url = url
        self.folder = folder
        self.processes: dict[int, asyncio.subprocess.Process] = {}

    async def start(self, shard: int) -> None:
        state = self.folder / f"shard-{shard}"
        state.mkdir(exist_ok=True)
        env = child_environment(token=self.world.token, api_base=self.world.api_base,
                                gateway_url=self.world.gateway_url, database_url=self.url, state_dir=state,
                                card_art_dir=self.folder / "cards", card_deck="four-colour")
        env.update(CARD_EMOJIS="false", LOG_LEVEL="INFO")
        before = {id(s) for s in self.world.sessions}
        self.processes[shard] = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot", "run", "--shards", str(shard), "--shard-count", str(self.shard_count),
            env=env, cwd=state, stdin=subprocess.DEVNULL, stderr=open(state / "log.txt", "a"))  # noqa: SIM115
        await self.world.wait_until(lambda: any(s.shard_id == shard and s.live and id(s) not in before
                                                for s in self.world.sessions), timeout=60, what=f"shard {shard}")

    def log(self, shard: int) -> str:
        return (self.folder / f"shard-{shard}" / "log.txt").read_text()

    async def stop(self, shard: int, sig: int = signal.SIGTERM) -> int:
        process = self.processes.pop(shard)
        process.send_signal(sig)
        return await asyncio.wait_for(process.wait(), 60)


Running = tuple[Cluster, list[Guild], list[Channel], list[User]]


@contextlib.asynccontextmanager
async def running_cluster(folder: Path, url: str, shards: int) -> AsyncIterator[Running]:
    """A guild on each of `shards` shards with a #poker channel and alice (an admin), bob and
    carol in it, and one `poker-bot run` process a shard, its commands synced; killed after."""
    world = DiscordWorld()
    world.shard_count = shards
    players = [world.add_user(name) for name in ("alice", "bob", "carol")]
    guilds, channels = [], []
    for shard in range(shards):
        guild = world.add_guild(f"Club {shard}", shard=shard, shard_count=shards)
        admins = world.add_role(guild, "Admins", perms.MANAGE_GUILD)
        for i, user in enumerate(players):
            world.add_member(guild, user, roles=[admins] if i == 0 else [])
        guilds.append(guild)
        channels.append(world.add_text_channel(guild, "poker"))
    await world.start()
    running = Cluster(world, url, folder, shard_count=shards)
    try:
        await asyncio.gather(*(running.start(shard) for shard in range(shards)))
        await world.wait_until(lambda: world.commands(), timeout=60, what="the commands synced")
        yield running, guilds, channels, players
    finally:
        for shard in list(running.processes):
            await running.stop(shard, signal.SIGKILL)
        await world.close()


@pytest.fixture
async def cluster(tmp_path: Path, postgres: str) -> AsyncIterator[Running]:
    async with running_cluster(tmp_path, postgres, SHARDS) as running:
        yield running


async def deal_of(url: str, guild: Guild, channel: Channel) -> Deal | None:
    """The deal in play at the channel's table, replayed from the database."""
    storage = await open_storage(url, migrate=False)
    try:
        async with storage.transaction(readonly=True) as tx:
            table = await tx.open_table_in(str(guild.id), str(channel.id))
            row = None if table is None else await tx.playing_deal(table.id)
            actions = [] if row is None else await tx.actions(row.id)
    finally:
        await storage.close()
    return None if row is None else DealRecord.of(row, actions).replay()


async def open_table(world: DiscordWorld, channel: Channel, players: list[User]) -> None:
    alice = players[0]
    for user in players:
        granted = await world.slash(alice, channel, "poker-admin grant", {"member": user, "chips": 500})
        await granted.wait_followups(1)
    await (await world.slash(alice, channel, "poker-admin limits",
                             {"field": "turn_timeout", "value": "600"})).wait_followups(1)
    await (await world.slash(alice, channel, "poker start")).wait_followups(1)
    for user in players:
        await (await world.slash(user, channel, "poker join", {"stake": 100})).wait_followups(1)


async def step(world: DiscordWorld, url: str, guild: Guild, channel: Channel, players: list[User], *,
               drawer_uses_dm: bool = False) -> str:
    """The player to act plays the plain move on the table message (or draws one card through his
    DM picker); returns what was done."""
    deal = await deal_of(url, guild, channel)
    assert deal is not None and deal.to_act is not None
    user = next(u for u in players if str(u.id) == deal.setup.players[deal.to_act])
    kinds = {o.kind for o in deal.legal().options}
    done = len(deal.history)
    if drawer_uses_dm and "draw" in kinds:
        picker = next(m for m in world.dms(user) if any(c.startswith("pkd:") for c in m.custom_ids))
        select = next(c for c in picker.custom_ids if c.startswith("pkd:"))
        record = await world.select(user, picker, select, [picker.component(select)["options"][0]["value"]])
        what = "dm-draw"
    else:
        verb = next(v for v in ("decline_straddle", "come_in", "stay", "check", "call", "pat", "pass")
                    if v in kinds)
        message = await world.wait_until(lambda: next(
            (m for m in reversed(world.channel_messages(channel))
             if any(c.startswith("pk:") and c.endswith(f":{deal.setup.number}:{done}:{verb}") for c in m.custom_ids)),
            None), what="the table's buttons")
        custom_id = next(c for c in message.custom_ids if c.endswith(f":{deal.setup.number}:{done}:{verb}"))
        record = await world.click(user, message, custom_id)
        what = verb
    assert record.answered and record.ack_latency is not None and record.ack_latency < 3.0, record.attempts

    async def moved() -> bool:
        now = await deal_of(url, guild, channel)
        return now is None or len(now.history) > done

    for _ in range(1200):  # a minute: far beyond need on a busy machine
        if await moved():
            return what
        await asyncio.sleep(0.05)
    raise AssertionError(f"the table in {guild.name} did not move after {what}")


async def test_three_processes_share_the_shards_pass_dms_on_and_survive_a_kill(cluster) -> None:
    running, guilds, channels, players = cluster
    world = running.world
    for channel in channels:
        await open_table(world, channel, players)
        await (await world.slash(players[1], channel, "poker deal")).wait_followups(1)
    # Shard 1's table plays to its draw, and its drawer picks his discard in his DM (shard 0's).
    done = []
    while "dm-draw" not in done:
        done.append(await step(world, running.url, guilds[1], channels[1], players, drawer_uses_dm=True))
    assert "passed on to the process that plays guild" in running.log(0)
    # Shard 2's process dies in the middle of its deal; shard 0's table plays on meanwhile.
    await step(world, running.url, guilds[2], channels[2], players)
    stood = await deal_of(running.url, guilds[2], channels[2])
    assert await running.stop(2, signal.SIGKILL) == -signal.SIGKILL
    for _ in range(2):
        await step(world, running.url, guilds[0], channels[0], players)
    await running.start(2)
    await world.wait_until(lambda: re.search(r"ready as .*; \d+ tables? shown again", running.log(2)), timeout=30, what="shard 2 resumed")
    resumed = await deal_of(running.url, guilds[2], channels[2])
    assert resumed is not None and stood is not None and len(resumed.history) == len(stood.history)
    await step(world, running.url, guilds[2], channels[2], players)  # its new table message works
    for shard in list(running.processes):
        assert await running.stop(shard) == 0
    for shard in range(SHARDS):
        log = running.log(shard)
        assert " ERROR " not in log and "Traceback" not in log, log
    audit = subprocess.run([sys.executable, "-m", "bot", "audit"], capture_output=True, text=True, timeout=120,
                           env={**os.environ, "DATABASE_URL": running.url})
    assert audit.returncode == 0, audit.stdout + audit.stderr
    assert world.rate_limits.violations() == []

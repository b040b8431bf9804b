"""PostgreSQL restarted under a cluster of two real `poker-bot run` processes (issue 23).

A robot table plays by itself on shard 0; a table of members plays on shard 1. The server
is stopped (`pg_ctl stop -m fast`, as a host's restart does) for some seconds and started
again. Meanwhile members who type or click are told, in one line, that the bank cannot be
reached. After it, with nobody touching anything: the robot table deals on, the members'
table still answers, and a discard picked in a DM (which Discord delivers to shard 0) is
passed on to shard 1's process and answered, so each process listens again. Neither log holds
an ERROR or a traceback, each says once that the database went and once that it came back,
and the audit of the books is clean.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from bot.storage import open_storage
from discord_emulator import Channel, DiscordWorld, Guild, InteractionRecord
from tests.pg_server import PgServer, pg_server
from tests.test_cluster_processes import Running, running_cluster, step

SHARDS = 2
OUTAGE = 8.0  # seconds the server is away: every clock of the tables fires in it
UNREACHABLE = "bank cannot be reached"


@pytest.fixture
def server() -> Iterator[PgServer]:
    with pg_server() as found:
        yield found


@pytest.fixture
async def two(tmp_path: Path, server: PgServer) -> AsyncIterator[Running]:
    async with running_cluster(tmp_path, server.url, SHARDS) as running:
        yield running


def told(record: InteractionRecord) -> str:
    """Everything the member was told in answer, as text."""
    said = [str(record.callback_data.get("content") or "")]
    if record.original is not None:
        said.append(record.original.content)
    said += [m.content for m in record.followups]
    return "\n".join(s for s in said if s)


async def answered(world: DiscordWorld, record: InteractionRecord) -> str:
    await world.wait_until(lambda: told(record), what=f"an answer to {record.command_name}")
    assert record.ack_latency is not None and record.ack_latency < 3.0, record.attempts
    return told(record)


async def actors(url: str, guild: Guild, channel: Channel) -> list[str | None]:
    """Who played each action at the channel's table so far (a member, "robot", "timer"), from
    the database."""
    storage = await open_storage(url, migrate=False)
    try:
        async with storage.transaction(readonly=True) as tx:
            table = await tx.open_table_in(str(guild.id), str(channel.id))
            deals = [] if table is None else await tx.deals([table.id])
            played = await tx.actions_of([d.id for d in deals])
    finally:
        await storage.close()
    return [a.actor for d in deals for a in played[d.id]]


async def actions(url: str, guild: Guild, channel: Channel) -> int:
    return len(await actors(url, guild, channel))


async def wait_moves(url: str, guild: Guild, channel: Channel, moves: int, what: str) -> None:
    before = await actions(url, guild, channel)
    for _ in range(1200):  # two minutes: far beyond need on a busy machine
        if await actions(url, guild, channel) >= before + moves:
            return
        await asyncio.sleep(0.1)
    raise AssertionError(f"{what}: the table made no {moves} moves")


async def test_a_cluster_plays_on_after_postgresql_restarts(two, server: PgServer) -> None:
    running, guilds, channels, players = two
    world, url = running.world, running.url
    alice, bob, carol = players
    # Long turn timers: no timer may stand in for a robot that stopped playing.
    for channel in channels:
        await (await world.slash(alice, channel, "poker-admin limits",
                                 {"field": "turn_timeout", "value": "600"})).wait_followups(1)
    # Shard 0: a table of robots, which deals and plays by itself.
    await (await world.slash(alice, channels[0], "poker start")).wait_followups(1)
    await (await world.slash(alice, channels[0], "poker robots add", {"count": 3})).wait_followups(1)
    # Shard 1: a table of members, long turns, dealt by hand.
    for user in players:
        await (await world.slash(alice, channels[1], "poker-admin grant",
                                 {"member": user, "chips": 500})).wait_followups(1)
    await (await world.slash(alice, channels[1], "poker start")).wait_followups(1)
    for user in players:
        await (await world.slash(user, channels[1], "poker join", {"stake": 100})).wait_followups(1)
    await (await world.slash(bob, channels[1], "poker deal")).wait_followups(1)
    await wait_moves(url, guilds[0], channels[0], 3, "before the outage")

    server.stop()
    try:
        # Members who type or click while it is away are told so, in one line, at once.
        for user, channel in ((carol, channels[1]), (bob, channels[0])):
            said = await answered(world, await world.slash(user, channel, "poker hand"))
            assert UNREACHABLE in said and "went wrong" not in said, said
        await asyncio.sleep(OUTAGE)
    finally:
        server.start()

    # Nobody touches the robot table: it deals on by itself, the robots playing every turn.
    await wait_moves(url, guilds[0], channels[0], 3, "after the outage")
    assert set(await actors(url, guilds[0], channels[0])) == {"robot"}
    # The members' table plays on, and a DM discard is passed on from shard 0 to shard 1.
    passed_before = running.log(0).count("passed on to the process that plays guild")
    done: list[str] = []
    while "dm-draw" not in done:
        done.append(await step(world, url, guilds[1], channels[1], players, drawer_uses_dm=True))
    assert running.log(0).count("passed on to the process that plays guild") > passed_before
    listening = server.sql("SELECT count(*) FROM pg_stat_activity WHERE query LIKE 'LISTEN%'")
    assert listening == str(SHARDS), f"{listening} processes listen for passed-on clicks"

    for shard in list(running.processes):
        assert await running.stop(shard) == 0
    for shard in range(SHARDS):
        log = running.log(shard)
        assert " ERROR " not in log and "Traceback" not in log, log
        assert log.count("the database cannot be reached") == 1, log
        assert log.count("the database answers again") == 1, log
    audit = subprocess.run([sys.executable, "-m", "bot", "audit"], capture_output=True, text=True, timeout=120,
                           env={**os.environ, "DATABASE_URL": url})
    assert audit.returncode == 0, audit.stdout + audit.stderr

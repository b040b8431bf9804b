"""`poker-bot run` as a process, against the Discord emulation on 127.0.0.1: it stops cleanly.

On SIGTERM (what a service manager sends) or Ctrl-C, the bot takes no new work, lets the
interaction in hand finish, closes the database, logs one line and exits 0; the table in
play resumes on the next start.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path

from bot.services.audit import audit
from bot.storage import open_storage

ROOT = Path(__file__).resolve().parents[1]


async def start_bot(world, tmp_path: Path) -> asyncio.subprocess.Process:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "DISCORD_TOKEN": world.token,
           "DISCORD_API_BASE": world.api_base, "DISCORD_GATEWAY_URL": world.gateway_url,
           "DATABASE_URL": f"sqlite:///{tmp_path / 'poker.db'}", "LOG_LEVEL": "INFO"}
    sessions = len(world.sessions)
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", "run", cwd=tmp_path, env=env,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    await world.wait_until(lambda: len(world.sessions) > sessions and world.sessions[-1].ready, timeout=30,
                           what="the bot's gateway session")
    await world.wait_until(lambda: world.global_commands, timeout=30, what="the bot's commands")
    return process


async def stopped(process: asyncio.subprocess.Process, sig: int) -> tuple[int, str]:
    process.send_signal(sig)
    _out, err = await asyncio.wait_for(process.communicate(), timeout=30)
    return process.returncode, err.decode()


async def test_sigterm_and_ctrl_c_stop_the_bot_cleanly_and_the_table_resumes(discord_world, tmp_path):
    world, cast = discord_world, discord_world.cast
    process = await start_bot(world, tmp_path)
    try:
        for user in (cast.alice, cast.bob):
            await (await world.slash(user, cast.poker, "bank buy", {"chips": 100})).wait_followups(1)
        await (await world.slash(cast.alice, cast.poker, "poker start")).wait_followups(1)
        for user in (cast.alice, cast.bob):
            await (await world.slash(user, cast.poker, "poker join", {"stake": 50})).wait_followups(1)
        await (await world.slash(cast.bob, cast.poker, "poker deal")).wait_followups(1)
        # A command arrives just as the stop begins: it is answered, never left hanging.
        last = await world.slash(cast.alice, cast.poker, "bank balance", wait=False)
        status, err = await stopped(process, signal.SIGTERM)
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
    assert status == 0, err
    assert "Traceback" not in err and " ERROR " not in err, err
    lines = [line for line in err.splitlines() if "stopped on SIGTERM" in line]
    assert len(lines) == 1 and "1 table will resume on the next start" in lines[0], err
    assert last.answered and last.callback is not None, "the interaction in hand was left unanswered"

    storage = await open_storage(f"sqlite:///{tmp_path / 'poker.db'}", migrate=False)
    try:
        report = await audit(storage)
        async with storage.transaction(readonly=True) as tx:
            (table,) = await tx.tables()
            playing = await tx.playing_deal(table.id)
    finally:
        await storage.close()
    assert report.ok, report
    assert playing is not None, "the deal in play waits for the next start"

    posted = len(world.channel_messages(cast.poker))
    process = await start_bot(world, tmp_path)
    try:
        await world.wait_until(lambda: any(any(c.startswith("pk:") for c in m.custom_ids)
                                           for m in world.channel_messages(cast.poker)[posted:]),
                               timeout=30, what="the table shown again")
        status, err = await stopped(process, signal.SIGINT)
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
    assert status == 0 and "stopped on SIGINT" in err and "Traceback" not in err, err


async def test_a_stop_while_the_bot_starts_up_logs_no_error(tmp_path, caplog, monkeypatch):
    """SIGTERM while the bot still starts (`setup_hook` syncing its commands): the stop's close
    ends the start, which fails on the closed connection while the close goes on. That failure is
    the stop's own doing: no ERROR, no "Task exception was never retrieved" (the sandbox's Try it
    logged one once its start took longer)."""
    import gc
    import logging

    import aiohttp

    from bot.discord_side.app import PokerBot
    from tests.test_bot_tables import make_bot

    starting, failed = asyncio.Event(), asyncio.Event()

    async def start(self: PokerBot, token: str) -> None:
        # As setup_hook has by the time it syncs: something to close, which here lasts until the
        # start has failed, so that the failure comes while the close goes on, whatever the speed.
        self._let_go.push_async_callback(failed.wait)
        starting.set()
        while not self.stopping:  # the stop arrives, and closes the connection under the start
            await asyncio.sleep(0.01)
        failed.set()
        raise aiohttp.ClientConnectionError("Connector is closed.")

    monkeypatch.setattr(PokerBot, "start", start)
    caplog.set_level(logging.INFO)
    bot = make_bot(tmp_path)
    serving = asyncio.create_task(bot.serve("token", connect_timeout=60))
    await asyncio.wait_for(starting.wait(), 60)
    os.kill(os.getpid(), signal.SIGTERM)
    await asyncio.wait_for(serving, 60)
    del serving
    gc.collect()  # a task whose failure nobody read is reported as it goes
    await asyncio.sleep(0.1)
    errors = [f"{r.name}: {r.getMessage()}" for r in caplog.records if r.levelno >= logging.ERROR]
    assert errors == []
    assert any("stopped on SIGTERM" in r.getMessage() for r in caplog.records)

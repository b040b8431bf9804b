"""The sandbox keeps exactly one bot process, whatever restarts race, and leaves none behind.

The bot's processes are found as the system lists them: every live process whose
environment points at this sandbox's database (the sandbox itself has no such
setting; its bot child has it, and so would any stray copy).
"""

from __future__ import annotations

import asyncio
import os
import signal
import time
from pathlib import Path

import aiohttp
import pytest

from tests.sandbox_run import SandboxProcess, get_state, wait_online

pytestmark = pytest.mark.skipif(not Path("/proc/self/environ").exists(), reason="reads the process table in /proc")


def bot_processes(db: Path, *, helpers: bool = False) -> set[int]:
    """The live processes started with DATABASE_URL at ``db`` (a zombie's environment is empty).
    A bot's own helpers (its picture worker, multiprocessing's resource tracker) inherit that
    setting: they are counted only with `helpers`."""
    wanted = f"DATABASE_URL=sqlite:///{db}".encode()
    found = set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            environ = (entry / "environ").read_bytes()
        except OSError:  # gone meanwhile, or not ours
            continue
        if wanted in environ.split(b"\0"):
            found.add(int(entry.name))
    return found if helpers else {pid for pid in found if not _helper(pid, found)}


def _helper(pid: int, found: set[int]) -> bool:
    """A process a bot started for itself: a child of one (even before it has become the
    `python -c "from multiprocessing..."` it is started as), or such a process whose bot was
    killed and which lives on a moment under init."""
    proc = Path("/proc") / str(pid)
    try:
        parent = int((proc / "stat").read_text().rsplit(")", 1)[1].split()[1])
        return parent in found or b"multiprocessing" in (proc / "cmdline").read_bytes()
    except (OSError, IndexError, ValueError):
        return False


def test_concurrent_restarts_leave_one_bot_and_stopping_leaves_none(tmp_path: Path) -> None:
    db = tmp_path / "sandbox" / "poker.db"
    box = SandboxProcess(db)
    url = box.start()
    seen_at_once: list[int] = []

    async def race() -> list[set[int]]:
        after_each: list[set[int]] = []
        async with aiohttp.ClientSession() as session:
            await wait_online(session, url)
            counting = True

            async def count() -> None:  # how many bots are alive, looked at all along
                while counting:
                    seen_at_once.append(len(bot_processes(db)))
                    await asyncio.sleep(0.02)

            counter = asyncio.create_task(count())

            async def restart() -> int:
                async with session.post(url + "api/world", json={"op": "restart_bot"}) as answer:
                    return answer.status

            for _ in range(3):
                assert await asyncio.gather(*(restart() for _ in range(4))) == [200] * 4
                state = await wait_online(session, url)
                await asyncio.sleep(1.0)  # a stray process would have been started by now
                state = await get_state(session, url)
                after_each.append(bot_processes(db))
                assert after_each[-1] == {state["bot"]["pid"]}, (after_each, state["bot"])
            counting = False
            await counter
        return after_each

    try:
        after_each = asyncio.run(race())
    finally:
        code = box.stop()
        for _ in range(50):  # a bot's helpers go when their pipe to it closes: a moment after it
            left = bot_processes(db, helpers=True)
            if not left:
                break
            time.sleep(0.2)
        for pid in left:  # this test's own strays: the next test must not meet them
            os.kill(pid, signal.SIGKILL)
    assert [len(pids) for pids in after_each] == [1, 1, 1]
    assert max(seen_at_once) == 1, f"at one moment {max(seen_at_once)} bots were running"
    assert code == 0, box.output
    assert left == set(), f"{len(left)} bot processes (or their helpers) outlived the sandbox"
    assert box.problems() == [], box.output

"""kill -9 at moments defined by progress: robots play through the ledger in a subprocess that
is killed (SIGKILL, no chance to tidy up) again and again, and restarted each time.

Each kill comes once the database holds a chosen number of actions more than at the last
kill (1 to 40, from a seeded list), read from the database itself; never after a time, so
the test means the same on a fast machine and on a loaded one.  After every kill the
database, as the killed process left it, must pass the audit; each restart rebuilds the
table from the database and plays on; at the end no chip has been gained or lost.  The
last check reads the database with the standard library's sqlite3 (or plain asyncpg), not
through the bot's storage code.  Twenty kills on a SQLite file; eight on PostgreSQL.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
import uuid
from collections.abc import Callable
from pathlib import Path

import asyncpg

from bot.services.audit import audit
from bot.storage import open_storage
from bot.storage.postgres import PostgresDriver
from tests.banker.conftest import postgres_url

ROOT = Path(__file__).resolve().parents[2]
KILLS = 20
HANDS = 500
MOST_BETWEEN_KILLS = 40  # actions; 20 kills use at most 800 of a run's thousands
STALL = 180.0  # seconds without a new action before the test gives up on a run (none is that slow)
POLL = 0.01


async def _inspect(url: str) -> dict:
    storage = await open_storage(url)  # opening also recovers SQLite's WAL
    try:
        report = await audit(storage)
        async with storage.transaction(readonly=True) as tx:
            tables = await tx.tables()
            in_play = [await tx.playing_deal(t.id) for t in tables]
        return {"ok": report.ok, "breaches": report.breaches, "deals": report.checked["deals"],
                "in_play": sum(d is not None for d in in_play)}
    finally:
        await storage.close()


def sqlite_actions(db: Path) -> Callable[[], int]:
    """How many actions the SQLite file holds, read-only (0 before the file or its schema exists)."""

    def count() -> int:
        try:
            with sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=30) as conn:
                return conn.execute("SELECT COUNT(*) FROM deal_actions").fetchone()[0]
        except sqlite3.OperationalError:  # not made yet
            return 0

    return count


class PostgresActions:
    """How many actions the PostgreSQL schema holds, through one plain asyncpg connection."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.loop = asyncio.new_event_loop()
        self.conn: asyncpg.Connection | None = None

    def __call__(self) -> int:
        return self.loop.run_until_complete(self._count())

    async def _count(self) -> int:
        if self.conn is None:
            self.conn = await asyncpg.connect(self.url)
        try:
            return int(await self.conn.fetchval("SELECT COUNT(*) FROM deal_actions"))
        except asyncpg.UndefinedTableError:  # not migrated yet
            return 0

    def close(self) -> None:
        if self.conn is not None:
            self.loop.run_until_complete(self.conn.close())
        self.loop.close()


def _wait_for(process: subprocess.Popen, actions: Callable[[], int], target: int, kill: int) -> bool:
    """Poll until the database holds `target` actions (True), or the run ends first (False).
    A run that stores nothing new for STALL seconds fails the test, saying so."""
    seen, since = actions(), time.monotonic()
    while seen < target:
        if process.poll() is not None:
            stderr = process.stderr.read().decode() if process.stderr else ""
            assert process.returncode == 0, f"before kill {kill}, the run failed: {stderr}"
            return False
        time.sleep(POLL)
        now = actions()
        if now > seen:
            seen, since = now, time.monotonic()
        elif time.monotonic() - since > STALL:
            process.kill()
            process.wait()
            raise AssertionError(f"before kill {kill}: no action stored for {STALL:.0f} s "
                                 f"({seen} stored, waiting for {target})")
    return True


def kill_again_and_again(command: list[str], cwd: Path, url: str, kills_wanted: int,
                         actions: Callable[[], int]) -> tuple[int, int, list[int]]:
    """Start the run, kill -9 it once the database holds a few more actions, check the database, and again."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    rng = random.Random(20)
    kills = mid_deal = 0
    deals_seen = []
    started = time.monotonic()
    stored = actions()
    while kills < kills_wanted:
        target = stored + rng.randint(1, MOST_BETWEEN_KILLS)
        process = subprocess.Popen(command, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        try:
            if not _wait_for(process, actions, target, kills + 1):
                break  # it finished the run before this kill
            os.kill(process.pid, signal.SIGKILL)
            process.wait()
        finally:
            if process.stderr:
                process.stderr.close()
        kills += 1
        stored = actions()
        state = asyncio.run(_inspect(url))
        assert state["ok"], f"after kill {kills}: {state['breaches']}"
        mid_deal += state["in_play"]
        deals_seen.append(state["deals"])
    print(f"\ncrash test: {kills} kills in {time.monotonic() - started:.1f} s, {mid_deal} with a deal in play; "
          f"deals stored at each kill: {deals_seen}")
    assert kills == kills_wanted, f"the run ended after {kills} of {kills_wanted} kills"
    assert deals_seen == sorted(deals_seen) and deals_seen[-1] > deals_seen[0]  # every restart played on
    return kills, mid_deal, deals_seen


def finish(command: list[str], cwd: Path, db: str, hands: int) -> None:
    """The run completes; its own audit and `poker-bot audit` pass."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    finished = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=180)
    assert finished.returncode == 0, finished.stderr
    result = json.loads(finished.stdout)
    assert result["deals"] == hands and result["chips_conserved"] and result["audit_ok"]
    audited = subprocess.run([sys.executable, "-m", "bot", "audit", "--db", db], cwd=cwd, env=env,
                             capture_output=True, text=True, timeout=120)
    assert audited.returncode == 0, audited.stdout + audited.stderr


def test_kill_nine_at_random_moments_loses_no_chip(tmp_path):
    db = tmp_path / "crash.db"
    command = [sys.executable, "-m", "bot", "simulate", "--db", str(db), "--hands", str(HANDS),
               "--players", "5", "--seed", "11", "--kitty", "house", "--json"]
    kills, mid_deal, _ = kill_again_and_again(command, tmp_path, f"sqlite:///{db}", KILLS, sqlite_actions(db))
    assert mid_deal >= 5, f"only {mid_deal} kills caught a deal in play"
    finish(command, tmp_path, str(db), HANDS)

    # Independently of the bot's code: every chip sold is in a wallet, a seat, a pool or the kitty.
    with sqlite3.connect(db) as conn:
        balances = dict(conn.execute("SELECT kind, SUM(balance) FROM accounts GROUP BY kind").fetchall())
        sold = conn.execute(SOLD).fetchone()[0]
        state = json.loads(conn.execute("SELECT state FROM poker_tables").fetchone()[0])
        numbers = [n for (n,) in conn.execute("SELECT number FROM deals ORDER BY number")]
    _conserved(balances, sold, state, numbers, HANDS)


# A machine so loaded that the program takes seconds to start: the kills still come only
# once actions are stored, so every kill finds a deal to check (a clock would find none).
SLOW_START = ("import runpy, sys, time; time.sleep(3); sys.argv[0] = 'poker-bot'; "
              "runpy.run_module('bot', run_name='__main__')")


def test_the_kills_wait_for_progress_however_slow_the_start(tmp_path):
    db = tmp_path / "slow.db"
    command = [sys.executable, "-c", SLOW_START, "simulate", "--db", str(db), "--hands", "100",
               "--players", "3", "--seed", "5", "--json"]
    _, _, deals_seen = kill_again_and_again(command, tmp_path, f"sqlite:///{db}", 2, sqlite_actions(db))
    assert len(deals_seen) == 2 and all(deals > 0 for deals in deals_seen)


def test_kill_nine_on_postgresql(tmp_path):
    url, schema = postgres_url(), f"crash_{uuid.uuid4().hex[:12]}"
    scoped = f"{url}{'&' if '?' in url else '?'}search_path={schema}"
    asyncio.run(_schema(url, schema, drop=False))
    try:
        hands = 200
        command = [sys.executable, "-m", "bot", "simulate", "--db", scoped, "--hands", str(hands),
                   "--players", "4", "--seed", "12", "--json"]
        actions = PostgresActions(scoped)
        try:
            kill_again_and_again(command, tmp_path, scoped, 8, actions)
        finally:
            actions.close()
        finish(command, tmp_path, scoped, hands)
        balances, sold, state, numbers = asyncio.run(_read_postgres(scoped))
        _conserved(balances, sold, state, numbers, hands)
    finally:
        asyncio.run(_schema(url, schema, drop=True))


SOLD = ("SELECT COALESCE(SUM(l.amount), 0) FROM journal j JOIN journal_lines l ON l.entry_id = j.id "
        "JOIN accounts a ON a.id = l.account_id WHERE a.kind = 'wallet' AND j.kind IN ('buy', 'cashout')")


def _conserved(balances: dict, sold: int, state: dict, numbers: list[int], hands: int) -> None:
    held = sum(balances.get(k, 0) for k in ("wallet", "seat", "pool", "kitty"))
    assert -balances["banker"] == sold == held
    assert sum(s["stack"] for s in state["seats"]) + state["carried"] + state["kitty"] == \
        balances.get("seat", 0) + balances.get("pool", 0) + balances.get("kitty", 0)
    assert numbers == list(range(1, hands + 1))  # no deal lost, none dealt twice


async def _read_postgres(url: str) -> tuple[dict, int, dict, list[int]]:
    conn = await asyncpg.connect(url)  # plain asyncpg: not the bot's storage code
    try:
        balances = {r[0]: int(r[1]) for r in await conn.fetch("SELECT kind, SUM(balance) FROM accounts GROUP BY kind")}
        sold = int(await conn.fetchval(SOLD))
        state = json.loads(await conn.fetchval("SELECT state FROM poker_tables"))
        numbers = [r[0] for r in await conn.fetch("SELECT number FROM deals ORDER BY number")]
        return balances, sold, state, numbers
    finally:
        await conn.close()


async def _schema(url: str, schema: str, drop: bool) -> None:
    driver = await PostgresDriver.open(url, schema=schema)
    if drop:
        await driver.drop_schema()
    await driver.close()

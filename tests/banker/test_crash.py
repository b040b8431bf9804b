"""kill -9 at random moments: robots play through the ledger in a subprocess that is killed
(SIGKILL, no chance to tidy up) again and again, and restarted each time.

After every kill the database, as the killed process left it, must pass the
audit; each restart rebuilds the table from the database and plays on; at the
end no chip has been gained or lost.  The last check reads the database
with the standard library's sqlite3 (or plain asyncpg), not through the bot's
storage code.  Twenty kills on a SQLite file; eight on PostgreSQL.
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

from bot.audit import audit
from bot.storage import open_storage
from bot.storage.postgres import PostgresDriver
from tests.banker.conftest import postgres_url

ROOT = Path(__file__).resolve().parents[2]
KILLS = 20
HANDS = 500
BUDGET = 70.0  # seconds for the kills; each run lives well under a second


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


def kill_again_and_again(command: list[str], cwd: Path, url: str, kills_wanted: int, budget: float,
                         started_yet: Callable[[], bool]) -> tuple[int, int, list[int]]:
    """Start the run, kill -9 it at a random moment, check the database, and again."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    rng = random.Random(20)
    kills = mid_deal = 0
    deals_seen = []
    started = time.monotonic()
    while kills < kills_wanted and time.monotonic() - started < budget:
        process = subprocess.Popen(command, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        time.sleep(rng.uniform(0.3, 1.1))  # start-up takes about 0.4 s: some kills come before any deal
        if process.poll() is not None:
            assert process.returncode == 0, process.stderr.read().decode()
            break  # it finished the run before this kill
        os.kill(process.pid, signal.SIGKILL)
        process.wait()
        process.stderr.close()
        kills += 1
        if not started_yet():
            continue
        state = asyncio.run(_inspect(url))
        assert state["ok"], f"after kill {kills}: {state['breaches']}"
        mid_deal += state["in_play"]
        deals_seen.append(state["deals"])
    print(f"\ncrash test: {kills} kills in {time.monotonic() - started:.1f} s, {mid_deal} with a deal in play; "
          f"deals stored at each kill: {deals_seen}")
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
    kills, mid_deal, _ = kill_again_and_again(command, tmp_path, f"sqlite:///{db}", KILLS, BUDGET, db.exists)
    assert kills >= 15, f"only {kills} kills in {BUDGET} s"
    assert mid_deal >= 5, f"only {mid_deal} kills caught a deal in play"
    finish(command, tmp_path, str(db), HANDS)

    # Independently of the bot's code: every chip sold is in a wallet, a seat, a pool or the kitty.
    with sqlite3.connect(db) as conn:
        balances = dict(conn.execute("SELECT kind, SUM(balance) FROM accounts GROUP BY kind").fetchall())
        sold = conn.execute(SOLD).fetchone()[0]
        state = json.loads(conn.execute("SELECT state FROM poker_tables").fetchone()[0])
        numbers = [n for (n,) in conn.execute("SELECT number FROM deals ORDER BY number")]
    _conserved(balances, sold, state, numbers, HANDS)


def test_kill_nine_on_postgresql(tmp_path):
    url, schema = postgres_url(), f"crash_{uuid.uuid4().hex[:12]}"
    scoped = f"{url}{'&' if '?' in url else '?'}search_path={schema}"
    asyncio.run(_schema(url, schema, drop=False))
    try:
        hands = 200
        command = [sys.executable, "-m", "bot", "simulate", "--db", scoped, "--hands", str(hands),
                   "--players", "4", "--seed", "12", "--json"]
        kills, _, _ = kill_again_and_again(command, tmp_path, scoped, 8, 30.0, lambda: True)
        assert kills >= 6
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

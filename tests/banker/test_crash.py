"""kill -9 at random moments: robots play through the ledger in a subprocess that is killed
(SIGKILL, no chance to tidy up) again and again, and restarted each time.

After every kill the database, as the killed process left it, must pass the
audit; each restart rebuilds the table from the database and plays on; at the
end no chip has been gained or lost.  The last check reads the SQLite file
with the standard library's sqlite3, not through the bot's storage code.
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
from pathlib import Path

from bot.audit import audit
from bot.storage import open_storage

ROOT = Path(__file__).resolve().parents[2]
KILLS = 20
HANDS = 500
BUDGET = 70.0  # seconds for the kills; each run lives well under a second


async def _inspect(db: Path) -> dict:
    storage = await open_storage(f"sqlite:///{db}")  # opening also recovers SQLite's WAL
    try:
        report = await audit(storage)
        async with storage.transaction(readonly=True) as tx:
            tables = await tx.tables()
            in_play = [await tx.playing_deal(t.id) for t in tables]
        return {"ok": report.ok, "breaches": report.breaches, "deals": report.checked["deals"],
                "in_play": sum(d is not None for d in in_play)}
    finally:
        await storage.close()


def test_kill_nine_at_random_moments_loses_no_chip(tmp_path):
    db = tmp_path / "crash.db"
    command = [sys.executable, "-m", "bot", "simulate", "--db", str(db), "--hands", str(HANDS),
               "--players", "5", "--seed", "11", "--kitty", "house", "--json"]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    rng = random.Random(20)
    kills = mid_deal = 0
    deals_seen = []
    started = time.monotonic()
    while kills < KILLS and time.monotonic() - started < BUDGET:
        process = subprocess.Popen(command, cwd=tmp_path, env=env, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.PIPE)
        time.sleep(rng.uniform(0.3, 1.1))  # start-up takes about 0.4 s: some kills come before any deal
        if process.poll() is not None:
            assert process.returncode == 0, process.stderr.read().decode()
            break  # it finished the run before this kill
        os.kill(process.pid, signal.SIGKILL)
        process.wait()
        process.stderr.close()
        kills += 1
        if not db.exists():
            continue
        state = asyncio.run(_inspect(db))
        assert state["ok"], f"after kill {kills}: {state['breaches']}"
        mid_deal += state["in_play"]
        deals_seen.append(state["deals"])
    print(f"\ncrash test: {kills} kills in {time.monotonic() - started:.1f} s, {mid_deal} with a deal in play; "
          f"deals stored at each kill: {deals_seen}")
    assert kills >= 15, f"only {kills} kills in {BUDGET} s"
    assert mid_deal >= 5, f"only {mid_deal} kills caught a deal in play"
    assert deals_seen == sorted(deals_seen) and deals_seen[-1] > deals_seen[0]  # every restart played on

    finished = subprocess.run(command, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=180)
    assert finished.returncode == 0, finished.stderr
    result = json.loads(finished.stdout)
    assert result["deals"] == HANDS and result["chips_conserved"] and result["audit_ok"]
    audited = subprocess.run([sys.executable, "-m", "bot", "audit", "--db", str(db)], cwd=tmp_path, env=env,
                             capture_output=True, text=True, timeout=120)
    assert audited.returncode == 0, audited.stdout + audited.stderr

    # Independently of the bot's code: every chip sold is in a wallet, a seat, a pool or the kitty.
    with sqlite3.connect(db) as conn:
        balances = dict(conn.execute("SELECT kind, SUM(balance) FROM accounts GROUP BY kind").fetchall())
        sold = conn.execute(
            "SELECT COALESCE(SUM(l.amount), 0) FROM journal j JOIN journal_lines l ON l.entry_id = j.id "
            "JOIN accounts a ON a.id = l.account_id WHERE a.kind = 'wallet' AND j.kind IN ('buy', 'cashout')"
        ).fetchone()[0]
        state = json.loads(conn.execute("SELECT state FROM poker_tables").fetchone()[0])
        numbers = [n for (n,) in conn.execute("SELECT number FROM deals ORDER BY number")]
    held = sum(balances.get(k, 0) for k in ("wallet", "seat", "pool", "kitty"))
    assert -balances["banker"] == sold == held
    assert sum(s["stack"] for s in state["seats"]) + state["carried"] + state["kitty"] == \
        balances.get("seat", 0) + balances.get("pool", 0) + balances.get("kitty", 0)
    assert numbers == list(range(1, HANDS + 1))  # no deal lost, none dealt twice

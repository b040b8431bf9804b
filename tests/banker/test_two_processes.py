"""Two processes on one table, or on two tables of one guild, on a SQLite file and on PostgreSQL.

A second `simulate` on the same table once died with StaleAction; two
processes on two tables of a guild died when one's recovery settled a deal
the other was finishing, or when robots of the same name (one wallet) took
each other's chips.  Now each carries on: the table is read again, the chips
bought again.  The second process starts when the first has stored a given
number of deals (progress, not the clock), and the books must be right at the
end, checked by the audit and by plain SQL.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import asyncpg
import pytest

from bot.services.audit import audit
from bot.services.tables import TableService
from bot.services.tables.settlement import Settlement
from bot.storage import open_storage
from tests.banker.conftest import postgres_schema
from tests.banker.play import play_robots, seated_table
from tests.cli_run import LIMIT, environment

SIMULATE = ("--players", "4", "--seed", "21", "--kitty", "house", "--json")


@contextmanager
def database(kind: str, tmp_path: Path) -> Iterator[tuple[str, Callable[[str], int]]]:
    """A database URL for the processes, and a way to ask it one count (plain SQL, not the bot's)."""
    if kind == "sqlite":
        db = tmp_path / "shared.db"

        def count(sql: str) -> int:
            if not db.exists():
                return 0
            with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as conn:
                try:
                    return int(conn.execute(sql).fetchone()[0])
                except sqlite3.OperationalError:  # no tables yet
                    return 0

        yield str(db), count
        return
    with postgres_schema("two") as scoped:

        def count(sql: str) -> int:
            async def ask() -> int:
                conn = await asyncpg.connect(scoped)
                try:
                    return int(await conn.fetchval(sql))
                except asyncpg.UndefinedTableError:
                    return 0
                finally:
                    await conn.close()
            return asyncio.run(ask())

        yield scoped, count


# The second process is started early and waits, with everything imported, for the word to go:
# at a checkpoint it then begins at once, not a second of imports later (when the first may be done).
READY = """
import sys
from bot.cli import main
import bot.services.ledger_simulation, bot.storage, bot.services.audit
sys.stdin.readline()
sys.exit(main(sys.argv[1:]))
"""


def start(*argv: str, cwd: Path) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, *argv], cwd=cwd, env=environment(), stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def go(process: subprocess.Popen) -> subprocess.Popen:
    assert process.stdin is not None
    process.stdin.write("go\n")
    process.stdin.flush()  # communicate() closes it
    return process


def wait_for(count: Callable[[str], int], sql: str, at_least: int, process: subprocess.Popen) -> None:
    """Until the database holds `at_least` of something: the checkpoint is progress, not time."""
    deadline = time.monotonic() + LIMIT
    while count(sql) < at_least:
        if process.poll() is not None:
            pytest.fail(f"the first process ended before the checkpoint: {process.communicate()}")
        if time.monotonic() > deadline:
            process.kill()
            pytest.fail(f"no progress to {at_least} in {LIMIT:g} s: {sql}")
        time.sleep(0.02)


def finished(process: subprocess.Popen) -> dict:
    code, out, err = ended(process)
    assert code == 0, err
    return json.loads(out)


def _audit_passes(url: str) -> bool:
    async def look() -> bool:
        storage = await open_storage(url)
        try:
            return (await audit(storage)).ok
        finally:
            await storage.close()
    return asyncio.run(look())


SOLD = ("SELECT COALESCE(SUM(l.amount), 0) FROM journal j JOIN journal_lines l ON l.entry_id = j.id "
        "JOIN accounts a ON a.id = l.account_id WHERE a.kind = 'wallet' AND j.kind IN ('buy', 'cashout')")
HELD = "SELECT COALESCE(SUM(balance), 0) FROM accounts WHERE kind IN ('wallet', 'seat', 'pool', 'kitty')"
BANKER = "SELECT -COALESCE(SUM(balance), 0) FROM accounts WHERE kind = 'banker'"


def _chips_kept(count: Callable[[str], int]) -> None:
    """Independently of the bot's code: every chip sold is in a wallet, a seat, a pool or the kitty."""
    assert count(BANKER) == count(SOLD) == count(HELD) > 0


@pytest.mark.parametrize("kind", ["sqlite", "postgres"])
def test_a_second_simulation_of_one_table_never_crashes(kind, tmp_path):
    """Both play; one of them, losing turn after turn to the other, may leave the table to it
    with one line.  Whatever they do, the table is played to its total, each deal once."""
    hands = 30
    with database(kind, tmp_path) as (url, count):
        command = ("simulate", "--db", url, "--hands", str(hands), *SIMULATE)
        first = go(start("-c", READY, *command, cwd=tmp_path))
        second = start("-c", READY, *command, cwd=tmp_path)
        wait_for(count, "SELECT count(*) FROM deals WHERE status = 'finished'", 3, first)
        go(second)
        runs = [ended(first), ended(second)]
        done = [json.loads(out) for code, out, _ in runs if code == 0]
        assert done and all(d["chips_conserved"] and d["deals"] == hands for d in done), runs
        for code, out, err in runs:
            if code != 0:  # one line, naming what to do
                assert code == 2 and out == "" and len(err.strip().splitlines()) == 1, runs
                assert "the table is being played by another process" in err and "let it finish" in err
        numbers = count("SELECT count(DISTINCT number) FROM deals")
        assert numbers == count("SELECT count(*) FROM deals") == count("SELECT max(number) FROM deals") == hands
        assert _audit_passes(url)
        _chips_kept(count)


def ended(process: subprocess.Popen) -> tuple[int, str, str]:
    try:
        out, err = process.communicate(timeout=LIMIT)
    except subprocess.TimeoutExpired:
        process.kill()
        pytest.fail(f"still running after {LIMIT:g} s: {process.args}")
    assert "Traceback" not in err, err
    return process.returncode, out, err


TWO_TABLES = """
import asyncio, json, sys
from bot.services.ledger_simulation import simulate_with_ledger
from engine.rules import Rules
url, channel, hands, seed = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
sys.stdin.readline()
run = asyncio.run(simulate_with_ledger(url, 4, hands, seed, Rules(), stake=6, channel=channel))
print(json.dumps({**run.model_dump(mode="json"), "chips_conserved": run.chips_conserved}))
"""


@pytest.mark.parametrize("kind", ["sqlite", "postgres"])
def test_two_tables_of_one_guild_with_robots_sharing_wallets(kind, tmp_path):
    """Robots 1 to 4 sit at both tables with small stakes, so they go broke and buy again often
    from the one wallet each has in the guild; each start of the second process recovers every
    table of the guild, the first's included, while the first plays on."""
    with database(kind, tmp_path) as (url, count):
        first = go(start("-c", TWO_TABLES, url, "table-a", "30", "31", cwd=tmp_path))
        finished_b = []
        for n, hands in enumerate((6, 12)):
            second = start("-c", TWO_TABLES, url, "table-b", str(hands), "32", cwd=tmp_path)
            wait_for(count, "SELECT count(*) FROM deals d JOIN poker_tables t ON t.id = d.table_id "
                            "WHERE t.channel_id = 'table-a' AND d.status = 'finished'", 2 + 8 * n, first)
            finished_b.append(finished(go(second)))
        done_a = finished(first)
        assert done_a["deals"] == 30 and done_a["chips_conserved"]
        assert [b["deals"] for b in finished_b] == [6, 12] and all(b["chips_conserved"] for b in finished_b)
        assert done_a["rebuys"] > 0 and sum(b["rebuys"] for b in finished_b) > 0
        assert _audit_passes(url)
        _chips_kept(count)


async def test_a_deal_another_process_settles_first_is_taken_as_settled(backend, bank, tables, storage,
                                                                     monkeypatch):
    """The interleaving itself, made to happen: between our last action's commit and our
    settlement, another process starts and its recovery settles the deal."""
    table_id = await seated_table(bank, tables, ["ann", "bob", "cy"])
    await tables.start_deal(table_id, seed="settled-elsewhere")
    other = await backend.open()
    settle = Settlement.settle
    raced = []

    async def recovery_first(self, live):
        if self is tables.settlement and not raced:
            raced.append(await TableService(other).recover())
        await settle(self, live)

    monkeypatch.setattr(Settlement, "settle", recovery_first)
    try:
        await play_robots(tables, table_id, seed=4)  # ends the deal: no StaleAction reaches us
        assert raced and raced[0].settled == [(table_id, 1)]
        summary = await tables.summary(table_id)
        assert summary.deals == 1 and summary.in_play is None
        await tables.start_deal(table_id, seed="and-on")  # the table plays on
        await play_robots(tables, table_id, seed=5)
        assert (await audit(storage)).ok
    finally:
        await other.close()

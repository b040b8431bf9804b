"""`poker-bot backup` and `restore`: copies taken while `poker-bot simulate --db` writes restore,
audit clean and hold the same chips, on SQLite and on PostgreSQL, and into the other engine."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from bot.storage import open_storage
from bot.storage.backup import MARKS, TABLES
from bot.storage.migrations import latest, migrate
from tests.banker.conftest import postgres_schema
from tests.cli_run import environment, poker_bot

WAIT = 180.0  # seconds: only a hang takes this long

Rows = dict[str, list[tuple[Any, ...]]]


def jsonl_rows(path: Path) -> Rows:
    """Every table's rows as the backup file holds them, read here on its own."""
    out: Rows = {}
    lines = path.read_text(encoding="utf-8").splitlines()
    assert json.loads(lines[0])["format"] == "poker-bot-backup"
    table = ""
    for line in lines[1:]:
        item = json.loads(line)
        if isinstance(item, dict):
            table = item["table"]
            out[table] = []
        else:
            out[table].append(tuple(item))
    return out


def sqlite_rows(path: Path) -> Rows:
    db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        return {t: sorted(db.execute(f"SELECT * FROM {t}").fetchall()) for t in TABLES}
    finally:
        db.close()


def postgres_rows(url: str) -> Rows:
    async def read() -> Rows:
        conn = await asyncpg.connect(url)
        try:
            return {t: sorted(tuple(r) for r in await conn.fetch(f"SELECT * FROM {t}")) for t in TABLES}
        finally:
            await conn.close()
    return asyncio.run(read())


def balances(rows: Rows) -> dict[int, int]:
    """Account id -> balance (the id and balance are the accounts table's first and seventh columns)."""
    return {int(r[0]): int(r[6]) for r in rows["accounts"]}


@contextmanager
def simulating(db: str, cwd: Path) -> Iterator[subprocess.Popen[str]]:
    """`poker-bot simulate --db` playing far more deals than any test waits for; stopped after."""
    process = subprocess.Popen([sys.executable, "-m", "bot", "simulate", "--db", db, "--hands", "1000000",
                                "--players", "4", "--seed", "7"], cwd=cwd, env=environment(),
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        yield process
    finally:
        process.terminate()
        process.communicate(timeout=WAIT)


def backups_while_playing(db: str, tmp_path: Path, formats: list[str],
                          process: subprocess.Popen[str]) -> list[tuple[Path, Rows]]:
    """One backup in each format, each taken once the table has played more deals than at the
    last one, while the simulation is still writing."""
    taken: list[tuple[Path, Rows]] = []
    deadline = time.monotonic() + WAIT
    deals = 0
    while len(taken) < len(formats):
        assert process.poll() is None, process.communicate()
        assert time.monotonic() < deadline, "the simulation played no more deals (a hang)"
        kind = formats[len(taken)]
        out = tmp_path / f"backup{len(taken)}.{kind}"
        ran = poker_bot("backup", "--db", db, "--out", str(out), "--format", kind, cwd=tmp_path)
        if ran.code != 0 and ("schema version 0" in ran.err or "no database at" in ran.err):  # not made yet
            time.sleep(0.2)
            continue
        assert ran.code == 0, ran.err
        assert f"{kind} format" in ran.out
        rows = jsonl_rows(out) if kind == "jsonl" else sqlite_rows(out) if kind == "sqlite" else {}
        now = len(rows["deals"]) if rows else out.read_text(encoding="utf-8").count("INSERT INTO deals ")
        if now > deals:
            taken.append((out, rows))
            deals = now
        time.sleep(0.2)
    assert process.poll() is None, "the simulation ended before the backups were all taken"
    return taken


def restored_clean(backup: Path, db: str, cwd: Path) -> None:
    ran = poker_bot("restore", str(backup), "--db", db, cwd=cwd)
    assert ran.code == 0, ran.out + ran.err
    assert ran.out.splitlines()[-1].startswith("audit passed"), ran.out


def test_sqlite_backups_taken_while_simulate_writes_restore(tmp_path: Path) -> None:
    source = str(tmp_path / "source.db")
    with simulating(source, tmp_path) as process:
        taken = backups_while_playing(source, tmp_path, ["jsonl", "sqlite", "jsonl"], process)
    for number, (backup, rows) in enumerate(taken):
        target = str(tmp_path / f"restored{number}.db")
        restored_clean(backup, target, tmp_path)
        again = sqlite_rows(Path(target))
        assert balances(again) == balances(rows)
        assert sum(balances(again).values()) == 0  # the banker is out what the others hold
        assert again == {t: sorted(v) for t, v in rows.items()}
    # Once the writing has stopped, a backup is the source, row for row.
    final = tmp_path / "final.jsonl"
    assert poker_bot("backup", "--db", source, "--out", str(final), cwd=tmp_path).code == 0
    assert {t: sorted(v) for t, v in jsonl_rows(final).items()} == sqlite_rows(Path(source))


def test_postgres_backups_taken_while_simulate_writes_restore(tmp_path: Path) -> None:
    with postgres_schema("backup_src") as source, postgres_schema("backup_dst") as target:
        with simulating(source, tmp_path) as process:
            taken = backups_while_playing(source, tmp_path, ["jsonl", "sql"], process)
        jsonl, rows = taken[0]
        restored_clean(jsonl, target, tmp_path)
        assert balances(postgres_rows(target)) == balances(rows)
        assert postgres_rows(target) == {t: sorted(v) for t, v in rows.items()}
        # The same backup into SQLite, and a simulation carries on from it there.
        other = str(tmp_path / "from_postgres.db")
        restored_clean(jsonl, other, tmp_path)
        assert sqlite_rows(Path(other)) == {t: sorted(v) for t, v in rows.items()}
        played = len(rows["deals"]) + 3
        ran = poker_bot("simulate", "--db", other, "--hands", str(played), "--players", "4", "--seed", "7",
                        cwd=tmp_path)
        assert ran.code == 0 and "audit: passed" in ran.out, ran.out + ran.err
        # The SQL form names its schema version and ends its one transaction.
        sql = taken[1][0].read_text(encoding="utf-8")
        assert sql.startswith(f"-- poker-bot-backup as SQL: rows only, for a database migrated to schema version "
                              f"{latest('postgres')}")
        assert sql.rstrip().endswith("COMMIT;")
        # Ids go on from the restored ones: the restored database takes new deals.
        final = tmp_path / "final.jsonl"
        assert poker_bot("backup", "--db", source, "--out", str(final), cwd=tmp_path).code == 0
        assert poker_bot("restore", str(final), "--db", target, "--force", cwd=tmp_path).code == 0
        more = len(jsonl_rows(final)["deals"]) + 3
        ran = poker_bot("simulate", "--db", target, "--hands", str(more), "--players", "4", "--seed", "7",
                        cwd=tmp_path)
        assert ran.code == 0 and "audit: passed" in ran.out, ran.out + ran.err


def test_sqlite_backup_into_postgres(tmp_path: Path) -> None:
    source = str(tmp_path / "source.db")
    assert poker_bot("simulate", "--db", source, "--hands", "12", "--players", "3", cwd=tmp_path).code == 0
    backup = tmp_path / "copy.db"
    assert poker_bot("backup", "--db", source, "--out", str(backup), "--format", "sqlite", cwd=tmp_path).code == 0
    with postgres_schema("backup_in") as target:
        restored_clean(backup, target, tmp_path)
        assert postgres_rows(target) == sqlite_rows(Path(source))


@pytest.fixture
def played(tmp_path: Path) -> Path:
    source = tmp_path / "source.db"
    assert poker_bot("simulate", "--db", str(source), "--hands", "5", "--players", "3", cwd=tmp_path).code == 0
    backup = tmp_path / "b.jsonl"
    assert poker_bot("backup", "--db", str(source), "--out", str(backup), cwd=tmp_path).code == 0
    return backup


def test_restore_refuses_a_database_holding_data_unless_forced(tmp_path: Path, played: Path) -> None:
    other = tmp_path / "other.db"
    assert poker_bot("simulate", "--db", str(other), "--hands", "2", "--players", "5", cwd=tmp_path).code == 0
    before = sqlite_rows(other)
    poker_bot("restore", str(played), "--db", str(other), cwd=tmp_path).one_line(2, "already holds data", "--force")
    assert sqlite_rows(other) == before  # nothing lost
    ran = poker_bot("restore", str(played), "--db", str(other), "--force", cwd=tmp_path)
    assert ran.code == 0 and "audit passed" in ran.out, ran.out + ran.err
    assert sqlite_rows(other) == {t: sorted(v) for t, v in jsonl_rows(played).items()}


def test_restore_refuses_a_backup_of_a_newer_schema(tmp_path: Path, played: Path) -> None:
    lines = played.read_text(encoding="utf-8").splitlines()
    head = json.loads(lines[0])
    head["schema_version"] = latest("sqlite") + 1
    newer = tmp_path / "newer.jsonl"
    newer.write_text("\n".join([json.dumps(head), *lines[1:]]) + "\n", encoding="utf-8")
    target = tmp_path / "target.db"
    poker_bot("restore", str(newer), "--db", str(target), cwd=tmp_path).one_line(
        2, f"schema version {latest('sqlite') + 1}", "newer than this code", "upgrade the bot")


# A database just migrated: no rows but the mark a migration writes by itself (the stats' totals
# hold every deal, there being none).
FRESH = {t: [(1, "migration 0003")] if t in MARKS else [] for t in TABLES}


def test_restore_names_what_is_not_a_backup(tmp_path: Path, played: Path) -> None:
    target = str(tmp_path / "target.db")
    text = tmp_path / "notes.txt"
    text.write_text("hello\n")
    poker_bot("restore", str(text), "--db", target, cwd=tmp_path).one_line(2, "not a poker-bot backup")
    cut = tmp_path / "cut.jsonl"
    cut.write_text(played.read_text(encoding="utf-8")[:-30], encoding="utf-8")
    poker_bot("restore", str(cut), "--db", target, cwd=tmp_path).one_line(2, "not JSON")
    assert sqlite_rows(Path(target)) == FRESH  # the cut backup left nothing half-restored
    poker_bot("restore", str(tmp_path / "missing.jsonl"), "--db", target, cwd=tmp_path).one_line(
        2, "cannot read the backup")
    sql = tmp_path / "b.sql"
    assert poker_bot("backup", "--db", target, "--out", str(sql), "--format", "sql", cwd=tmp_path).code == 0
    poker_bot("restore", str(sql), "--db", target, cwd=tmp_path).one_line(2, "psql -f")


def test_a_backup_of_an_older_schema_restores_and_is_migrated(tmp_path: Path) -> None:
    old = tmp_path / "old.db"

    async def at_version_one() -> None:
        storage = await open_storage(str(old), migrate=False, require_schema=False)
        await migrate(storage.driver, upto=1)
        await storage.close()

    asyncio.run(at_version_one())
    backup = tmp_path / "old.jsonl"
    assert poker_bot("backup", "--db", str(old), "--out", str(backup), cwd=tmp_path).code == 0
    assert json.loads(backup.read_text().splitlines()[0])["schema_version"] == 1
    target = tmp_path / "new.db"
    ran = poker_bot("restore", str(backup), "--db", str(target), cwd=tmp_path)
    assert ran.code == 0 and "audit passed" in ran.out, ran.out + ran.err
    assert "schema version 1, " in ran.out and f"then migrated it to schema version {latest('sqlite')}" in ran.out
    ran = poker_bot("migrate", "--db", str(target), cwd=tmp_path)
    assert f"schema version {latest('sqlite')} (nothing to apply)" in ran.out


def test_backup_format_sqlite_needs_a_sqlite_file(tmp_path: Path) -> None:
    with postgres_schema("backup_fmt") as url:
        poker_bot("backup", "--db", url, "--out", str(tmp_path / "x.jsonl"), cwd=tmp_path).one_line(
            2, "schema version 0", "nothing to back up")
        assert not (tmp_path / "x.jsonl").exists()
        assert poker_bot("migrate", "--db", url, cwd=tmp_path).code == 0
        poker_bot("backup", "--db", url, "--out", str(tmp_path / "x.db"), "--format", "sqlite",
                  cwd=tmp_path).one_line(2, "for PostgreSQL use jsonl or sql")
        assert not (tmp_path / "x.db").exists()



def test_backup_names_a_bad_out_in_one_line(tmp_path: Path, played: Path) -> None:
    source = str(tmp_path / "source.db")
    poker_bot("backup", "--db", source, "--out", str(tmp_path / "nowhere" / "b.jsonl"), cwd=tmp_path).one_line(
        2, "--out", "the folder", "does not exist")
    poker_bot("backup", "--db", source, "--out", str(tmp_path), cwd=tmp_path).one_line(2, "is a folder")
    poker_bot("backup", "--db", str(tmp_path / "none.db"), "--out", str(tmp_path / "b2.jsonl"), cwd=tmp_path).one_line(
        2, "no database at")
    assert not (tmp_path / "b2.jsonl").exists() and not list(tmp_path.glob(".*.part"))


def test_restore_refuses_a_column_the_schema_does_not_hold(tmp_path: Path, played: Path) -> None:
    lines = played.read_text(encoding="utf-8").splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith('{"table": "banks"'))
    head = json.loads(lines[at])
    head["columns"][0] = "guild_id) VALUES (1); DROP TABLE deals; --"
    lines[at] = json.dumps(head)
    forged = tmp_path / "forged.jsonl"
    forged.write_text("\n".join(lines) + "\n", encoding="utf-8")
    target = tmp_path / "target.db"
    poker_bot("restore", str(forged), "--db", str(target), cwd=tmp_path).one_line(2, "has no column", "damaged")
    assert sqlite_rows(target) == FRESH  # every table there, and as a migration leaves it


def test_a_refused_restore_does_not_even_migrate(tmp_path: Path, played: Path) -> None:
    old = tmp_path / "old.db"

    async def at_version_one_with_a_bank() -> None:
        storage = await open_storage(str(old), migrate=False, require_schema=False)
        await migrate(storage.driver, upto=1)
        await storage.close()

    asyncio.run(at_version_one_with_a_bank())
    with sqlite3.connect(old) as conn:
        conn.execute("INSERT INTO banks (guild_id, updated_at) VALUES ('1', 'now')")
    poker_bot("restore", str(played), "--db", str(old), cwd=tmp_path).one_line(2, "already holds data")
    with sqlite3.connect(old) as conn:
        assert [r[0] for r in conn.execute("SELECT version FROM schema_migrations")] == [1]


def test_a_backup_holds_every_table_of_the_schema(tmp_path: Path) -> None:
    """A table a migration adds is in the backup's list, or its rows would be lost on restore
    (member_stats was, until this test: the restored totals no longer matched the deals)."""
    db = tmp_path / "schema.db"

    async def tables() -> set[str]:
        storage = await open_storage(str(db))
        try:
            async with storage.transaction(readonly=True) as tx:
                rows = await tx.conn.fetch("SELECT name FROM sqlite_master WHERE type = 'table'")
        finally:
            await storage.close()
        return {str(r[0]) for r in rows} - {"schema_migrations", "sqlite_sequence"}

    assert set(TABLES) == asyncio.run(tables())

"""`poker-bot backup` and `restore`: copies taken while `poker-bot simulate --db` writes restore,
audit clean and hold the same chips, on SQLite and on PostgreSQL, and into the other engine."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path

import pytest

from bot.storage import open_storage
from bot.storage.backup import MARKS, TABLES
from bot.storage.migrations import latest, migrate
from tests.banker.backup_rows import (
    jsonl_rows,
    postgres_rows,
    restored_clean,
    sqlite_rows,
)
from tests.banker.conftest import postgres_schema
from tests.cli_run import poker_bot


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
    source = str(tmp_path / "source.db")
    sql = tmp_path / "b.sql"
    assert poker_bot("backup", "--db", source, "--out", str(sql), "--format", "sql", cwd=tmp_path).code == 0
    text = sql.read_text(encoding="utf-8")
    cut = tmp_path / "cut.sql"
    cut.write_text(text[:text.index("-- table deals:")], encoding="utf-8")
    poker_bot("restore", str(cut), "--db", target, cwd=tmp_path).one_line(2, "ends before its last line", "cut")
    for end in (40, 200, 1000):  # mid-way through a line, a row, a table
        cut.write_text(text[:-end], encoding="utf-8")
        poker_bot("restore", str(cut), "--db", target, cwd=tmp_path).one_line(2, "cut")
    edited = tmp_path / "edited.sql"
    edited.write_text(text.replace("-- table deals:", "DROP TABLE banks;\n-- table deals:"), encoding="utf-8")
    poker_bot("restore", str(edited), "--db", target, cwd=tmp_path).one_line(2, "edited.sql, line", "not a row of")
    assert sqlite_rows(Path(target)) == FRESH  # none of them restored anything


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

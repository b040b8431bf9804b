"""`poker-bot audit` reads without writing, and checks the database's own integrity by name.

The damage test overwrites bytes at seeded random places in copies of a
database the simulation made; SQLite's own `PRAGMA integrity_check`, run
through the standard library, is the independent judge of which copies are
damaged, and every one it rejects must fail the audit.
"""

from __future__ import annotations

import asyncio
import json
import random
import shutil
import sqlite3
import threading
import uuid
from pathlib import Path

import asyncpg
import pytest

from bot.cli import main
from bot.services.audit import CHECKS, audit
from bot.storage import open_storage
from bot.storage.postgres import PostgresDriver
from tests.banker.conftest import postgres_url

SQLITE_HEADER = b"SQLite format 3\x00"


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


BEFORE: set[threading.Thread] = set()  # what earlier test files left running is not the audit's


@pytest.fixture(scope="module", autouse=True)
def _threads_before():
    BEFORE.update(threading.enumerate())


def no_thread_left() -> bool:
    """No aiosqlite worker thread outlives the command (it would keep the process alive)."""
    return all(t.daemon or t is threading.main_thread() or t in BEFORE for t in threading.enumerate())


@pytest.fixture(scope="module")
def played(tmp_path_factory) -> Path:
    """A database the simulation made: 12 deals by 4 robots, a house kitty."""
    db = tmp_path_factory.mktemp("played") / "played.db"
    assert main(["simulate", "--db", str(db), "--hands", "12", "--players", "4", "--seed", "5",
                 "--kitty", "house", "--json"]) == 0
    return db


def test_the_audit_changes_nothing_it_reads(capsys, played, tmp_path):
    db = tmp_path / "copy.db"
    shutil.copy(played, db)
    before, stat = db.read_bytes(), db.stat()
    code, out, _ = run(capsys, "audit", "--db", str(db), "--json")
    report = json.loads(out)
    assert code == 0 and report["ok"] and report["checks"][0] == "integrity"
    assert report["unchecked"] == {}  # SQLite always checks itself
    assert db.read_bytes() == before and db.stat().st_mtime_ns == stat.st_mtime_ns

    # An empty file is reported (no schema) and stays empty; a missing one is not made.
    empty = tmp_path / "empty.db"
    empty.touch()
    code, out, _ = run(capsys, "audit", "--db", str(empty))
    assert code == 1 and "schema: SQLite file" in out and "run poker-bot migrate" in out
    assert empty.stat().st_size == 0
    missing = tmp_path / "folder" / "missing.db"
    code, out, err = run(capsys, "audit", "--db", str(missing))
    assert code == 2 and out == "" and err.count("\n") == 1 and f"no database at {missing}" in err
    assert not missing.parent.exists()
    assert no_thread_left()


def test_the_audit_of_a_database_on_a_read_only_file_works(capsys, played, tmp_path):
    """Opened read-only, the audit needs no right to write the file (root aside, the mode
    shows it: SQLite opens a file it may not write read-only)."""
    db = tmp_path / "readonly.db"
    shutil.copy(played, db)
    db.chmod(0o444)
    code, out, err = run(capsys, "audit", "--db", str(db))
    assert code == 0 and out.startswith("audit passed: ") and err == ""


def _judge(path: Path) -> bool:
    """SQLite's own verdict, through the standard library: True if the file is sound."""
    try:
        with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as conn:
            conn.text_factory = bytes  # its report may quote damaged bytes
            rows = conn.execute("PRAGMA integrity_check").fetchall()
        return rows == [(b"ok",)]
    except (sqlite3.DatabaseError, UnicodeDecodeError):  # even its message may quote damaged bytes
        return False


def test_every_copy_sqlite_finds_damaged_fails_the_audit(capsys, played, tmp_path):
    original = played.read_bytes()
    rng = random.Random(8)
    damaged = 0
    for n in range(60):
        copy = tmp_path / f"copy{n}.db"
        data = bytearray(original)
        for _ in range(rng.randint(1, 6)):
            at = rng.randrange(len(data))
            width = rng.choice((1, 4, 16))
            data[at:at + width] = rng.randbytes(width)[:len(data) - at]
        copy.write_bytes(bytes(data))
        sound = _judge(copy)
        code, out, err = run(capsys, "audit", "--db", str(copy))
        assert "Traceback" not in out + err, f"copy {n}"
        assert code in (0, 1, 2)
        if sound:
            continue
        damaged += 1
        if data[:16] != SQLITE_HEADER:  # not even a database's first line: refused as one
            assert code == 2 and "is not a SQLite database" in err and err.count("\n") == 1, f"copy {n}"
        else:
            assert code == 1 and "integrity: " in out, f"copy {n}: {out}{err}"
    assert damaged >= 15, f"only {damaged} damaged copies: the test would mean little"
    assert no_thread_left()


def test_simulate_refuses_a_damaged_database_before_it_plays(capsys, played, tmp_path):
    """Every copy SQLite's own check rejects is refused in one line (exit status 2) and left as it
    was: no deal is played on a damaged file, to fail only in the audit at the end."""
    original = played.read_bytes()
    rng = random.Random(8)
    refused = 0
    for n in range(40):
        data = bytearray(original)
        for _ in range(rng.randint(1, 6)):
            at = rng.randrange(len(data))
            width = rng.choice((1, 4, 16))
            data[at:at + width] = rng.randbytes(width)[:len(data) - at]
        copy = tmp_path / f"copy{n}.db"
        copy.write_bytes(bytes(data))
        if _judge(copy) or data[:16] != SQLITE_HEADER:  # sound, or not even a database: other tests'
            continue
        code, out, err = run(capsys, "simulate", "--db", str(copy), "--hands", "14", "--players", "4",
                             "--seed", "5", "--kitty", "house")
        assert code == 2 and out == "" and err.count("\n") == 1, f"copy {n}: {code} {out}{err}"
        assert f"{copy}: it is damaged" in err and "Traceback" not in err, f"copy {n}: {err}"
        assert copy.read_bytes() == bytes(data), f"copy {n} was written to"
        refused += 1
    assert refused >= 8, f"only {refused} damaged copies: the test would mean little"
    assert no_thread_left()


async def test_the_audit_names_the_integrity_check_on_postgresql(tmp_path):
    """amcheck verifies PostgreSQL's indexes where it is installed and may be run; where not, the
    report says so by name (and the audit still runs its other checks)."""
    url, schema = postgres_url(), f"integrity_{uuid.uuid4().hex[:12]}"
    storage = await open_storage(url, schema=schema)
    try:
        report = await audit(storage)
        conn = await asyncpg.connect(url)
        try:
            home = await conn.fetchval("SELECT n.nspname FROM pg_extension e JOIN pg_namespace n "
                                       "ON n.oid = e.extnamespace WHERE e.extname = 'amcheck'")
            usable = home is not None and await conn.fetchval(
                "SELECT has_function_privilege($1, 'EXECUTE')", f'"{home}".bt_index_check(regclass)')
        finally:
            await conn.close()
        assert report.ok and "integrity" in CHECKS
        if usable:
            assert report.unchecked == {}
        else:
            assert "amcheck" in report.unchecked["integrity"]
            assert "not verified" in report.unchecked["integrity"]
    finally:
        await storage.close()
        driver = await PostgresDriver.open(url, schema=schema)
        await driver.drop_schema()
        await driver.close()


def test_the_audit_says_in_words_what_it_could_not_check(capsys, monkeypatch, tmp_path):
    """The text report names an unavailable check (here as the PostgreSQL driver reports it)."""
    from bot.storage import repository

    async def unavailable(self) -> tuple[list[str], str | None]:
        return [], "amcheck is not installed in this database"

    monkeypatch.setattr(repository.Storage, "integrity", unavailable)
    db = tmp_path / "words.db"
    assert main(["migrate", "--db", str(db)]) == 0
    capsys.readouterr()
    code, out, _ = run(capsys, "audit", "--db", str(db))
    assert code == 0 and "  integrity not checked: amcheck is not installed in this database" in out


def test_a_database_too_damaged_to_check_is_a_breach_not_a_mistake(capsys, played, tmp_path):
    """Cut short, the file's own check cannot even begin: the audit fails by `integrity`."""
    db = tmp_path / "cut.db"
    data = played.read_bytes()
    db.write_bytes(data[:len(data) // 2])
    code, out, err = run(capsys, "audit", "--db", str(db), "--json")
    report = json.loads(out)
    assert code == 1 and err == "" and [b["check"] for b in report["breaches"]] == ["integrity"]
    asyncio.run(_refused_as_damaged(db))


async def _refused_as_damaged(db: Path) -> None:
    """Opening the cut file at all is refused in one line naming it as damaged."""
    from bot.storage import DatabaseUnusable

    with pytest.raises(DatabaseUnusable, match=f"cannot use the SQLite file {db}: it is damaged") as caught:
        await open_storage(str(db), migrate=False, create=False, readonly=True, require_schema=False)
    assert caught.value.damaged

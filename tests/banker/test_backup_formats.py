"""Every backup format (`bot.storage.backup.KINDS`) round-trips on both stores while `poker-bot
simulate` writes: each backup is taken mid-play, put back into a fresh database the way
docs/operations.md says (the sql form by sqlite3 or psql, as well as by `poker-bot restore`), and
the audit of the copy counts what the source held at the backup's snapshot: the source's own rows
up to that point, read once the play has stopped."""

from __future__ import annotations

import asyncio
import glob
import json
import os
import shutil
import subprocess
from collections.abc import Callable, Iterator
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import parse_qsl, urlencode

import pytest

from bot.storage import open_storage
from bot.storage.backup import KINDS
from bot.storage.migrations import latest, migrate
from engine.plurals import counted
from tests.banker.backup_rows import (
    WAIT,
    Rows,
    Taken,
    backups_while_playing,
    balances,
    jsonl_rows,
    postgres_rows,
    restored_clean,
    simulating,
    sqlite_rows,
)
from tests.banker.conftest import postgres_schema
from tests.ci import missing
from tests.cli_run import ROOT, poker_bot

# What `poker-bot audit` counts, and the table it counts: the names its verdict prints.
AUDITED = (("entries", "journal"), ("lines", "journal_lines"), ("accounts", "accounts"),
           ("tables", "poker_tables"), ("deals", "deals"), ("actions", "deal_actions"))
DOC = (ROOT / "docs" / "operations.md").read_text(encoding="utf-8")
# The sql form's loading, as docs/operations.md shows it (FILE and DB stand for the doc's names).
SQLITE_LOAD = "sqlite3 data/new.db < backups/poker.sql"
PSQL_LOAD = 'psql "$URL" -f backups/poker.sql'


@dataclass
class Store:
    name: str
    fresh: Callable[[str], str]  # a new, empty database (its --db), by a label
    rows: Callable[[str], Rows]


@pytest.fixture(params=["sqlite", "postgres"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    if request.param == "sqlite":
        yield Store("sqlite", lambda label: str(tmp_path / f"{label}.db"), lambda db: sqlite_rows(Path(db)))
        return
    with ExitStack() as schemas:
        yield Store("postgres", lambda label: schemas.enter_context(postgres_schema(f"fmt_{label}")), postgres_rows)


def program(name: str) -> str:
    found = shutil.which(name) or next(iter(sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"))[-1:]), None)
    if found is None:
        missing(f"the {name} program is not installed (Debian's {'sqlite3' if name == 'sqlite3' else 'postgresql'})")
    assert found is not None
    return found


def libpq(url: str) -> tuple[str, dict[str, str]]:
    """A test URL as psql takes it: libpq knows no search_path in a URL, so the schema goes in
    PGOPTIONS (as docs/operations.md tells a host whose DATABASE_URL names one)."""
    base, _, query = url.partition("?")
    pairs = parse_qsl(query)
    schema = dict(pairs).get("search_path")
    rest = urlencode([(k, v) for k, v in pairs if k != "search_path"])
    return base + (f"?{rest}" if rest else ""), ({"PGOPTIONS": f"-c search_path={schema}"} if schema else {})


def load(store: str, backup: Path, db: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """The sql form through the engine's own tool, as docs/operations.md shows it."""
    if store == "sqlite":
        with backup.open(encoding="utf-8") as file:
            return subprocess.run([program("sqlite3"), db], stdin=file, capture_output=True, text=True,
                                  timeout=WAIT, cwd=cwd)
    url, env = libpq(db)
    return subprocess.run([program("psql"), url, "-f", str(backup)], capture_output=True, text=True, timeout=WAIT,
                          cwd=cwd, env={**os.environ, **env})


def load_sql(store: str, backup: Path, db: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """The sql form's documented path: the schema first, then the file through the tool."""
    assert poker_bot("migrate", "--db", db, cwd=cwd).code == 0
    return load(store, backup, db, cwd)


def audit_counts(db: str, cwd: Path) -> dict[str, int]:
    ran = poker_bot("audit", "--db", db, "--json", cwd=cwd)
    report = json.loads(ran.out)
    assert ran.code == 0 and report["ok"], ran.out + ran.err
    return {name: int(report["checked"][name]) for name, _ in AUDITED}


def held(taken: Taken) -> dict[str, int]:
    """What the backup holds, read from the file here: its rows, or its INSERT statements."""
    if taken.rows:
        return {name: len(taken.rows[table]) for name, table in AUDITED}
    text = taken.path.read_text(encoding="utf-8")
    return {name: text.count(f"\nINSERT INTO {table} (") for name, table in AUDITED}


def a_snapshot_of(copy: Rows, source: Rows) -> None:
    """The copy is the source as it stood at one moment: its first entries whole, with every line
    of them and nothing after (the simulation is one writer, so ids run in the order written)."""
    entries = sorted(copy["journal"])
    assert entries == sorted(source["journal"])[:len(entries)]
    kept = {row[0] for row in entries}
    assert sorted(copy["journal_lines"]) == sorted(r for r in source["journal_lines"] if r[0] in kept)
    deals = sorted(row[0] for row in copy["deals"])
    assert deals == sorted(row[0] for row in source["deals"])[:len(deals)]
    assert set(copy["deal_actions"]) <= set(source["deal_actions"])
    assert sum(balances(copy).values()) == 0  # the banker is out what the others hold


def kinds(store: str) -> list[str]:
    return [kind for kind in KINDS if store == "sqlite" or kind != "sqlite"]  # sqlite: a SQLite file's copy


def test_the_doc_shows_the_sql_forms_loading():
    assert SQLITE_LOAD in DOC and PSQL_LOAD in DOC


def test_every_format_round_trips_while_simulate_writes(store: Store, tmp_path: Path) -> None:
    source = store.fresh("source")
    with simulating(source, tmp_path) as process:
        taken = backups_while_playing(source, tmp_path, kinds(store.name), process)
    final = store.rows(source)
    for number, backup in enumerate(taken):
        kind = backup.path.suffix[1:]
        counts = held(backup)
        assert counts["deals"] > 0
        copy = store.fresh(f"copy{number}")
        if kind == "sql":
            loaded = load_sql(store.name, backup.path, copy, tmp_path)
            assert loaded.returncode == 0 and not loaded.stderr, loaded.stdout + loaded.stderr
        else:
            restored_clean(backup.path, copy, tmp_path)
        assert audit_counts(copy, tmp_path) == counts
        # What the backup said it holds, in the audit's words, is what the audit of its copy counts.
        assert ", ".join(counted(v, k) for k, v in counts.items()) in backup.said, backup.said
        rows = store.rows(copy)
        a_snapshot_of(rows, final)
        if kind == "sql":  # poker-bot restore reads it too, into either engine, to the same rows
            again = store.fresh(f"again{number}")
            restored_clean(backup.path, again, tmp_path)
            assert store.rows(again) == rows
            if store.name == "postgres":
                other = str(tmp_path / f"other{number}.db")
                restored_clean(backup.path, other, tmp_path)
                assert sqlite_rows(Path(other)) == rows
        else:
            assert rows == {t: sorted(v) for t, v in backup.rows.items()}
        # Play goes on in the copy: its ids carry on from the restored ones.
        more = counts["deals"] + 3
        ran = poker_bot("simulate", "--db", copy, "--hands", str(more), "--players", "4", "--seed", "7",
                        cwd=tmp_path)
        assert ran.code == 0 and "audit: passed" in ran.out, ran.out + ran.err
    # Once the writing has stopped, a backup is the source, row for row.
    last = tmp_path / "last.jsonl"
    assert poker_bot("backup", "--db", source, "--out", str(last), cwd=tmp_path).code == 0
    assert {t: sorted(v) for t, v in jsonl_rows(last).items()} == store.rows(source)


def refused(loaded: subprocess.CompletedProcess[str], *words: str) -> None:
    """The tool stopped (not exit 0, as psql -f is after an error unless told to stop), and its
    first line says why."""
    assert loaded.returncode != 0, loaded.stdout + loaded.stderr
    for word in words:
        assert word in loaded.stderr.splitlines()[0], loaded.stderr


def test_the_sql_form_refuses_a_database_it_does_not_fit(store: Store, tmp_path: Path) -> None:
    source = store.fresh("source")
    assert poker_bot("simulate", "--db", source, "--hands", "4", "--players", "3", cwd=tmp_path).code == 0
    backup = tmp_path / "b.sql"
    assert poker_bot("backup", "--db", source, "--out", str(backup), "--format", "sql", cwd=tmp_path).code == 0
    version = latest("sqlite" if store.name == "sqlite" else "postgres")
    target = store.fresh("target")
    refused(load(store.name, backup, target, tmp_path), f"loads only into a database at schema version {version}")
    older = store.fresh("older")  # a database of an earlier schema: its columns may differ
    asyncio.run(migrated_to(older, 1))
    refused(load(store.name, backup, older, tmp_path), f"schema version {version}")
    assert poker_bot("migrate", "--db", older, cwd=tmp_path).code == 0
    assert set(audit_counts(older, tmp_path).values()) == {0}  # nothing was written
    loaded = load_sql(store.name, backup, target, tmp_path)
    assert loaded.returncode == 0 and not loaded.stderr, loaded.stderr
    before = store.rows(target)
    assert before == store.rows(source)
    refused(load(store.name, backup, target, tmp_path), "already holds data", "into an empty one")
    assert store.rows(target) == before  # nothing added, nothing lost


async def migrated_to(db: str, version: int) -> None:
    storage = await open_storage(db, migrate=False, require_schema=False)
    try:
        await migrate(storage.driver, upto=version)
    finally:
        await storage.close()


# Names as a member may set them: quotes, line breaks, what looks like SQL or like the file's own
# comments, and letters beyond ASCII.
AWKWARD = ["O'Brien", "''", "", "two\nlines", "carriage\rreturn", "-- table deals: 3 rows", "semi; colon",
           "x'); DROP TABLE banks; --", "back\\slash", "Ünïcødé ♠ 🂡", "'\n-- end of the rows\nCOMMIT;\n'"]


async def named(db: str, names: list[str]) -> None:
    storage = await open_storage(db, require_schema=False)
    try:
        async with storage.transaction() as tx:
            for number, name in enumerate(names):
                await tx.conn.execute("INSERT INTO member_names (guild_id, member, name, updated_at) "
                                      "VALUES (?, ?, ?, ?)", "simulation", str(1000 + number), name, "now")
    finally:
        await storage.close()


def test_the_sql_form_keeps_any_text(store: Store, tmp_path: Path) -> None:
    source = store.fresh("source")
    assert poker_bot("simulate", "--db", source, "--hands", "2", "--players", "3", cwd=tmp_path).code == 0
    asyncio.run(named(source, AWKWARD))
    backup = tmp_path / "b.sql"
    assert poker_bot("backup", "--db", source, "--out", str(backup), "--format", "sql", cwd=tmp_path).code == 0
    rows = store.rows(source)
    assert sorted(r[2] for r in rows["member_names"]) == sorted(AWKWARD)
    by_tool, by_restore = store.fresh("by_tool"), store.fresh("by_restore")
    loaded = load_sql(store.name, backup, by_tool, tmp_path)
    assert loaded.returncode == 0 and not loaded.stderr, loaded.stderr
    restored_clean(backup, by_restore, tmp_path)
    assert store.rows(by_tool) == rows
    assert store.rows(by_restore) == rows

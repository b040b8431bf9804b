"""What the backup tests share: a simulation writing while backups are taken, and each table's
rows read straight from a backup file or a database, to compare a restore with."""

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
from typing import Any, NamedTuple

import asyncpg

from bot.storage.backup import TABLES
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


class Taken(NamedTuple):
    path: Path
    rows: Rows  # read from the file here (none for the sql form)
    said: str  # what poker-bot backup printed


def backups_while_playing(db: str, tmp_path: Path, formats: list[str],
                          process: subprocess.Popen[str]) -> list[Taken]:
    """One backup in each format, each taken once the table has played more deals than at the
    last one, while the simulation is still writing."""
    taken: list[Taken] = []
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
            taken.append(Taken(out, rows, ran.out))
            deals = now
        time.sleep(0.2)
    assert process.poll() is None, "the simulation ended before the backups were all taken"
    return taken


def restored_clean(backup: Path, db: str, cwd: Path) -> None:
    ran = poker_bot("restore", str(backup), "--db", db, cwd=cwd)
    assert ran.code == 0, ran.out + ran.err
    assert ran.out.splitlines()[-1].startswith("audit passed"), ran.out

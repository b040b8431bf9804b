"""poker-bot migrate, audit and simulate --db, as a user runs them."""

from __future__ import annotations

import json
import sqlite3

import pytest

from bot.cli import main
from tests.banker.conftest import postgres_schema


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_migrate_creates_the_schema_once(capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    db = "data/poker.db"  # the default folder is the one folder made when missing
    code, out, _ = run(capsys, "migrate", "--db", f"sqlite:///{db}")
    applied = "0001, 0002, 0003, 0004, 0005, 0006, 0007, 0008, 0009, 0010, 0011"
    assert code == 0 and out.strip() == f"SQLite file {db}: schema version 11 ({applied})"
    code, out, _ = run(capsys, "migrate", "--db", str(db))
    assert code == 0 and out.strip().endswith("schema version 11 (nothing to apply)")


def test_the_audit_reads_what_is_there_and_changes_nothing(capsys, tmp_path):
    missing = tmp_path / "missing.db"
    code, _, err = run(capsys, "audit", "--db", str(missing))
    assert code == 2 and f"no database at {missing}" in err
    assert not missing.exists()
    empty = tmp_path / "empty.db"
    sqlite3.connect(empty).close()
    code, out, _ = run(capsys, "audit", "--db", str(empty), "--json")
    data = json.loads(out)
    assert code == 1 and not data["ok"]
    assert data["breaches"][0]["check"] == "schema" and "run poker-bot migrate" in data["breaches"][0]["detail"]


def test_a_bad_database_url_is_one_line(capsys):
    code, out, err = run(capsys, "simulate", "--db", "mysql://h/db", "--hands", "1")
    assert code == 2 and out == ""
    assert err.strip() == ("poker-bot simulate: error: --db: DATABASE_URL: the scheme 'mysql' is not supported: "
                           "use sqlite:/// or postgresql://")


def test_the_audit_uses_database_url_by_default(capsys, tmp_path, monkeypatch):
    db = tmp_path / "env.db"
    assert run(capsys, "migrate", "--db", str(db))[0] == 0
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{db}")
    code, out, _ = run(capsys, "audit")
    assert code == 0 and out.startswith("audit passed: 0 entries")
    monkeypatch.setenv("DATABASE_URL", "mysql://h/db")
    code, _, err = run(capsys, "audit")
    assert code == 2
    assert err.strip() == "poker-bot audit: error: DATABASE_URL: the scheme 'mysql' is not supported: use sqlite:/// or postgresql://"


def test_simulate_through_the_ledger_resumes_and_the_audit_passes(capsys, tmp_path):
    db = str(tmp_path / "sim.db")
    args = ("simulate", "--db", db, "--players", "4", "--seed", "3", "--kitty", "house", "--json")
    code, out, _ = run(capsys, *args, "--hands", "25")
    first = json.loads(out)
    assert code == 0 and first["chips_conserved"] and first["audit_ok"] and first["books_balance"]
    assert (first["hands"], first["deals"]) == (25, 25)
    assert first["issued"] == first["held"] + first["in_pools"] + first["kitty"]
    code, out, _ = run(capsys, *args, "--hands", "40")  # the table's total: 15 more
    more = json.loads(out)
    assert code == 0 and (more["hands"], more["deals"]) == (15, 40) and more["chips_conserved"]
    code, out, _ = run(capsys, *args, "--hands", "40")
    assert json.loads(out)["hands"] == 0
    code, out, _ = run(capsys, "audit", "--db", db)
    assert code == 0 and "40 deals" in out
    # Damage the books: the audit names the breach and fails.
    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE accounts SET balance = balance + 1 WHERE name = 'wallet:Robot 1'")
    code, out, _ = run(capsys, "audit", "--db", db)
    assert code == 1 and "audit FAILED" in out
    assert "balances_match_lines: guild simulation, wallet:Robot 1: balance 1, its lines sum to 0" in out


def test_the_audit_fails_a_stats_total_changed_by_hand(capsys, tmp_path):
    db = str(tmp_path / "sim.db")
    code, _, _ = run(capsys, "simulate", "--db", db, "--players", "4", "--hands", "30")
    assert code == 0
    code, out, _ = run(capsys, "audit", "--db", db)
    assert code == 0, out
    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE member_stats SET net = net + 7 WHERE member = 'Robot 2' AND variety = 'all'")
    code, out, _ = run(capsys, "audit", "--db", db)
    assert code == 1 and "audit FAILED" in out
    assert "stats_match_deals: guild simulation, Robot 2, all: net " in out


def test_simulate_words(capsys, tmp_path):
    code, out, _ = run(capsys, "simulate", "--db", str(tmp_path / "w.db"), "--players", "3", "--hands", "5")
    assert code == 0
    assert out.splitlines()[0].startswith("5 deals through the ledger by 3 robots (seed 1)")
    assert "books balance: yes; audit: passed" in out


def test_simulate_through_the_ledger_on_postgresql(capsys):
    with postgres_schema("cli") as scoped:
        code, out, _ = run(capsys, "simulate", "--db", scoped, "--players", "3", "--hands", "12", "--json")
        data = json.loads(out)
        assert code == 0 and data["deals"] == 12 and data["chips_conserved"]
        code, out, _ = run(capsys, "audit", "--db", scoped, "--json")
        assert code == 0 and json.loads(out)["checked"]["deals"] == 12
        assert "poker" in json.loads(out)["database"] and "poker:" not in json.loads(out)["database"]


@pytest.mark.parametrize("argv", [["simulate", "--db", "x.db", "--stake", "0"]])
def test_simulate_refuses_a_stake_of_nothing(capsys, argv):
    code, _, err = run(capsys, *argv)
    assert code == 2 and "--stake: a whole number from 1 to 1,000,000,000, not '0'" in err

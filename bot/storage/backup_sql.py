"""The ``sql`` backup form: the rows as INSERT statements, loaded by the engine's own tool
(``sqlite3 DB < FILE``, ``psql URL -f FILE``) into an empty database migrated to the schema
version the file names, or read back by ``poker-bot restore``.

The file looks after itself under either tool: it stops at the first error (sqlite3's ``.bail``,
psql's ``ON_ERROR_STOP``, which a plain ``psql -f`` would otherwise go past, rolling back and
exiting 0), it refuses a database at another schema version or holding data before it writes
anything, and it replaces the mark a migration writes by itself (``MARKS``) with the backup's own.

``restore`` never runs the file's SQL: it reads each table's rows from the INSERT statements, in
exactly the form `insert` writes them, and puts them back as it does the jsonl form's.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

HEAD = "-- poker-bot-backup as SQL"
ENGINES = {"sqlite": "SQLite", "postgres": "PostgreSQL"}
END = "-- end of the rows"
_VERSION = re.compile(r"schema version (\d+)\b")
_TABLE = re.compile(r"^-- table ([a-z_]+): (\d+) rows?$")
_INSERT = re.compile(r"^INSERT INTO ([a-z_]+) \(([a-z_]+(?:, [a-z_]+)*)\) VALUES \((.*)\);$", re.S)
_VALUE = re.compile(r"NULL|-?\d+|'(?:[^']|'')*'")


class SqlFormError(ValueError):
    """The file is not the sql form as `poker-bot backup` writes it; the message says where."""


def literal(value: Any) -> str:
    if value is None:
        return "NULL"
    if isinstance(value, bool | int):
        return str(int(value))
    return "'" + str(value).replace("'", "''") + "'"


def _refusals(version: int) -> tuple[str, str]:
    return (f"this backup loads only into a database at schema version {version} (poker-bot migrate of that "
            "version makes one); poker-bot restore FILE takes it into any, migrating as it goes",
            "this database already holds data: load the backup into an empty one")


def head(dialect: str, version: int, tables: list[str], marks: list[str]) -> str:
    """Everything before the rows: what the file is, its tool's settings, and the checks that
    refuse a database it does not fit (`tables`: those the backup holds; `marks`: those to empty)."""
    engine = ENGINES[dialect]
    load = "sqlite3 DATABASE < FILE" if dialect == "sqlite" else "psql URL -f FILE"
    lines = [f"{HEAD}: rows only, for a database migrated to schema version {version} and empty.",
             f"-- From {engine}: load it with {load} (or poker-bot restore FILE), then run poker-bot audit.",
             ".bail on" if dialect == "sqlite" else "\\set ON_ERROR_STOP on\n\\set QUIET on",
             "BEGIN;"]
    wrong_version, not_empty = _refusals(version)
    holds = " OR ".join(f"EXISTS (SELECT 1 FROM {t})" for t in tables if t not in marks) or "FALSE"
    if dialect == "sqlite":  # a RAISE needs a trigger: one on a scratch table, dropped after
        lines += ["CREATE TEMP TABLE poker_restore_check (version INTEGER, holds INTEGER);",
                  "CREATE TEMP TRIGGER poker_restore_version BEFORE INSERT ON poker_restore_check "
                  f"WHEN NEW.version IS NOT {version} BEGIN SELECT RAISE(ABORT, '{wrong_version}'); END;",
                  "CREATE TEMP TRIGGER poker_restore_empty BEFORE INSERT ON poker_restore_check "
                  f"WHEN NEW.holds BEGIN SELECT RAISE(ABORT, '{not_empty}'); END;",
                  "INSERT INTO poker_restore_check SELECT NULL, 0 WHERE NOT EXISTS "
                  "(SELECT 1 FROM sqlite_master WHERE name = 'schema_migrations');",  # not migrated at all
                  "INSERT INTO poker_restore_check SELECT max(version), 0 FROM schema_migrations;",
                  f"INSERT INTO poker_restore_check SELECT {version}, {holds};",  # its tables are there
                  "DROP TABLE poker_restore_check;"]
    else:
        lines += ["DO $$ BEGIN",
                  f"IF to_regclass('schema_migrations') IS NULL THEN RAISE EXCEPTION '{wrong_version}'; END IF;",
                  f"IF (SELECT max(version) FROM schema_migrations) IS DISTINCT FROM {version} THEN "
                  f"RAISE EXCEPTION '{wrong_version}'; END IF;",
                  f"IF {holds} THEN RAISE EXCEPTION '{not_empty}'; END IF;",
                  "END $$;"]
    lines += [f"DELETE FROM {mark};" for mark in marks]
    return "\n".join(lines) + "\n"


def table(out: IO[str], name: str, columns: list[str], rows: list[list[Any]]) -> None:
    out.write(f"-- table {name}: {len(rows)} {'row' if len(rows) == 1 else 'rows'}\n")
    names = ", ".join(columns)
    for row in rows:
        out.write(f"INSERT INTO {name} ({names}) VALUES ({', '.join(map(literal, row))});\n")


def tail(dialect: str, identity: list[str]) -> str:
    """After the rows: on PostgreSQL the id counters set past the restored ids, then the commit."""
    lines = [END]
    if dialect == "postgres" and identity:
        lines += ["DO $$ BEGIN"]
        lines += [f"PERFORM setval(pg_get_serial_sequence('{t}', 'id'), "
                  f"COALESCE((SELECT max(id) FROM {t}), 0) + 1, false);" for t in identity]
        lines += ["END $$;"]
    lines += ["COMMIT;"]
    return "\n".join(lines) + "\n"


def version_of(first_line: str) -> int:
    found = _VERSION.search(first_line) if first_line.startswith(HEAD) else None
    if found is None:
        raise SqlFormError("its first line is not a poker-bot backup's")
    return int(found[1])


def _values(text: str) -> list[Any]:
    values: list[Any] = []
    at = 0
    while True:
        found = _VALUE.match(text, at)
        if found is None:
            raise SqlFormError("a value that is neither NULL, a whole number nor a quoted text")
        word = found[0]
        values.append(None if word == "NULL" else word[1:-1].replace("''", "'") if word[0] == "'" else int(word))
        at = found.end()
        if at == len(text):
            return values
        if not text.startswith(", ", at):
            raise SqlFormError("values not parted by a comma")
        at += 2


def statements(file: IO[str]) -> Iterator[tuple[int, str]]:
    """(line number, statement or comment) after the head: a quoted text may hold a line break."""
    held, start = "", 0
    for number, line in enumerate(file, start=1):
        if not held:
            start = number
        held += line
        if held.count("'") % 2 == 0:
            yield start, held.rstrip("\n")
            held = ""
    if held:
        yield start, held.rstrip("\n")


def parts(path: Path, tables: tuple[str, ...]) -> Iterator[tuple[str, list[str], list[list[Any]]] | int]:
    """The schema version, then (table, columns, rows) for each table, as `_jsonl_parts` gives them."""
    with path.open(encoding="utf-8", newline="") as file:
        lines = statements(file)
        number, first = next(lines, (1, ""))
        yield version_of(first)
        name: str | None = None
        columns: list[str] = []
        rows: list[list[Any]] = []
        expected = 0
        ended = False
        last = ""
        for number, text in lines:
            try:
                if ended or (name is None and not text.startswith("-- table ")):
                    last = text or last
                    continue  # the head's checks and the tail's counters: for the tools, not read here
                if text.startswith("-- table ") or text == END:
                    if name is not None:
                        if len(rows) != expected:
                            raise SqlFormError(f"the table {name} holds another count of rows than it "
                                               f"names ({len(rows)} against {expected})")
                        yield name, columns, rows
                    if text == END:
                        ended = True
                        continue
                    found = _TABLE.match(text)
                    if found is None or found[1] not in tables:
                        raise SqlFormError("not a table of this schema")
                    name, columns, rows, expected = found[1], [], [], int(found[2])
                    continue
                found = _INSERT.match(text)
                if found is None or found[1] != name:
                    raise SqlFormError(f"not a row of {name}")
                named = found[2].split(", ")
                if rows and named != columns:
                    raise SqlFormError(f"the columns of {name} change")
                columns = named
                values = _values(found[3])
                if len(values) != len(columns):
                    raise SqlFormError(f"{len(values)} values for {len(columns)} columns")
                rows.append(values)
            except SqlFormError as exc:
                raise SqlFormError(f"line {number}: {exc} (a cut or edited file?)") from None
        if not ended or last != "COMMIT;":
            raise SqlFormError("it ends before its last line (COMMIT): a cut file?")

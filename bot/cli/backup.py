"""``poker-bot backup`` and ``poker-bot restore``: a consistent copy, and putting one back."""

from __future__ import annotations

import argparse
from pathlib import Path

from bot.cli.storage import add_db, database_url, on_database, say_audit
from bot.cli.support import Parser, UsageError, path_error
from bot.text import cli_words as words
from engine.plurals import counted


def register_backup(commands: argparse._SubParsersAction[Parser]) -> None:
    parser = commands.add_parser("backup", help="copy the database, consistently, while the bot runs")
    add_db(parser)
    parser.add_argument("--out", metavar="FILE", required=True, help="the backup file to write (replaced)")
    parser.add_argument("--format", choices=("jsonl", "sqlite", "sql"), default="jsonl",
                        help="jsonl (default): the bot's own; sqlite: a plain SQLite file (SQLite only); "
                             "sql: INSERT statements, which also load with sqlite3 or psql -f. Each "
                             "restores into SQLite or PostgreSQL")
    parser.set_defaults(handler=run_backup)


def register_restore(commands: argparse._SubParsersAction[Parser]) -> None:
    parser = commands.add_parser("restore", help="put a backup back into an empty database, then audit it")
    parser.add_argument("file", metavar="FILE", help="a backup made by poker-bot backup (any format)")
    add_db(parser)
    parser.add_argument("--force", action="store_true",
                        help="replace everything in a database that is not empty")
    parser.set_defaults(handler=run_restore)


def _rows(rows: dict[str, int]) -> str:
    return words.rows(len(rows), sum(rows.values()))


def _audited(rows: dict[str, int]) -> str:
    """What the backup holds in the audit's words, for its restore's audit to be held to."""
    from bot.storage.audit_queries import COUNTED

    return ", ".join(counted(rows.get(table, 0), name) for name, table in COUNTED)


def run_backup(args: argparse.Namespace) -> int:
    from bot.storage.backup import write_backup

    out = Path(args.out)
    if out.is_dir():
        raise UsageError(words.out_is_folder(args.out))
    if not out.absolute().parent.is_dir():
        raise UsageError(words.out_no_folder(args.out, str(out.parent)))
    try:
        backed = on_database(write_backup(database_url(args), out, args.format))
    except OSError as exc:
        raise path_error("--out", args.out, exc) from None
    print(words.backup_written(str(out), args.format, backed.schema_version, _rows(backed.rows), _audited(backed.rows)))
    return 0


def run_restore(args: argparse.Namespace) -> int:
    from bot.services.audit import audit

    async def go() -> tuple[str, dict[str, object]]:
        from bot.storage.backup import restore

        backed, storage = await restore(Path(args.file), database_url(args), replace=args.force)
        try:
            report = await audit(storage)
            said = words.restored(args.file, backed.kind, backed.schema_version, _rows(backed.rows),
                                  storage.url.describe(), backed.migrated_to)
            return said, {**report.to_dict()}
        finally:
            await storage.close()

    said, data = on_database(go())
    print(said)
    return say_audit(data)

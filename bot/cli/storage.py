"""``poker-bot migrate`` and ``poker-bot audit``: the database's schema and the banker's books."""

from __future__ import annotations

import argparse
import asyncio
import json
from collections.abc import Coroutine
from typing import Any, TypeVar

from pydantic import ValidationError

from bot.cli.support import Parser, UsageError, settings_message
from bot.settings import Settings
from bot.storage import BadDatabaseUrl, DatabaseUnusable, StorageError, open_storage
from bot.text import cli_words as words
from engine.plurals import counted

T = TypeVar("T")


def register_migrate(commands: argparse._SubParsersAction[Parser]) -> None:
    parser = commands.add_parser("migrate", help="create or upgrade the database's schema")
    add_db(parser)
    parser.set_defaults(handler=run_migrate)


def register_audit(commands: argparse._SubParsersAction[Parser]) -> None:
    parser = commands.add_parser("audit", help="check every invariant of the banker's books; "
                                               "exit status 1 names each breach")
    add_db(parser)
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.set_defaults(handler=run_audit)


def add_db(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--db", metavar="PATH_OR_URL",
                        help="a SQLite file or a DATABASE_URL (default: DATABASE_URL from the "
                             "environment or .env, else sqlite:///data/poker.db)")


def on_database(work: Coroutine[Any, Any, T], named: str = "--db") -> T:
    """Run `work` on the database: a URL that is not one, or a database it cannot use, is a
    mistake in what was typed, said in one line (`named`: the option or setting that gave it)."""
    try:
        return asyncio.run(work)
    except BadDatabaseUrl as exc:
        raise UsageError(f"{named}: {exc}") from None
    except StorageError as exc:
        raise UsageError(str(exc)) from None


def database_url(args: argparse.Namespace) -> str:
    if args.db is not None:
        return str(args.db)
    try:
        return Settings().database_url
    except ValidationError as exc:  # a bad setting in the environment or .env
        raise UsageError(settings_message(exc)) from None


def run_migrate(args: argparse.Namespace) -> int:
    async def go() -> tuple[list[int], dict[str, Any]]:
        storage = await open_storage(database_url(args), migrate=False, require_schema=False)
        try:
            applied = await storage.migrate()
            return applied, await storage.describe()
        finally:
            await storage.close()

    applied, info = on_database(go())
    done = ", ".join(f"{v:04d}" for v in applied) if applied else words.nothing_to_apply()
    print(words.schema_version(info["database"], info["schema_version"], done))
    return 0


def run_audit(args: argparse.Namespace) -> int:
    from bot.services.audit import CHECKS, audit

    async def go() -> dict[str, Any]:
        # The audit reads what is there, read-only: it neither creates a file nor upgrades a schema.
        storage = await open_storage(database_url(args), migrate=False, create=False, readonly=True,
                                     require_schema=False)  # the audit reports the schema itself
        try:
            report = await audit(storage)
            return {**report.to_dict(), "database": storage.url.describe()}
        finally:
            await storage.close()

    try:
        data = asyncio.run(go())
    except BadDatabaseUrl as exc:
        raise UsageError(f"--db: {exc}") from None
    except DatabaseUnusable as exc:
        if not exc.damaged:
            raise UsageError(str(exc)) from None
        # So damaged that even its own check cannot run: the audit's finding, not a mistake.
        data = {"ok": False, "checks": list(CHECKS), "checked": {}, "unchecked": {},
                "breaches": [{"check": "integrity", "detail": str(exc)}]}
    except StorageError as exc:
        raise UsageError(str(exc)) from None
    if args.json:
        print(json.dumps(data))
        return 0 if data["ok"] else 1
    return say_audit(data)


def say_audit(data: dict[str, Any]) -> int:
    """The audit's verdict in words; returns the exit status (1 for a breach)."""
    checked = data.get("checked", {})
    summary = ", ".join(counted(v, k) for k, v in checked.items())
    if data["ok"]:
        print(words.audit_passed(summary))
    else:
        print(words.audit_failed(len(data["breaches"]), summary))
        for breach in data["breaches"]:
            print(f"  {breach['check']}: {breach['detail']}")
    for check, why in data.get("unchecked", {}).items():
        print("  " + words.audit_not_checked(check, why))
    return 0 if data["ok"] else 1

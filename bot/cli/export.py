"""``poker-bot export`` and ``poker-bot import-check``: finished deals out as PHH files, and back.

The export writes one file per finished deal (``table-T-deal-N.phh``); with
``--member`` only his deals, each as his own file: his cards and the cards
the table was shown, no seed.  The import-check reads such files and checks
each (`bot.services.phh_check`), saying which kind of check it made; with
``--pokerkit``, each of draw or straight poker is also replayed through
PokerKit (`bot.services.phh_pokerkit`, an optional extra).
"""

from __future__ import annotations

import argparse
import datetime
import sys
import time
import tomllib
from pathlib import Path
from types import ModuleType

from bot.cli.storage import add_db, database_url, on_database
from bot.cli.support import MOST_ID, Parser, UsageError, path_error, shown_path
from bot.services.hand_export import finished_records
from bot.services.phh import ExportError, file_name, phh_text
from bot.services.phh_check import FULL, PhhError, check_text
from bot.services.whole_numbers import argument
from bot.storage import open_storage
from bot.text import cli_words as words

PROGRESS_EVERY = 1000  # deals between two progress lines on stderr


def register_export(commands: argparse._SubParsersAction[Parser]) -> None:
    parser = commands.add_parser("export", help="write finished deals as hand history files (PHH)")
    add_db(parser)
    parser.add_argument("--format", choices=["phh"], default="phh", help="the file format (only phh)")
    parser.add_argument("--out", required=True, metavar="DIR", help="the folder to write the files into")
    parser.add_argument("--table", type=argument("--table", least=1, most=MOST_ID), metavar="ID",
                        help="only the deals of this table")
    parser.add_argument("--since", metavar="DATE", help="only deals started on or after this date (2026-11-26)")
    parser.add_argument("--member", metavar="ID",
                        help="only this member's deals, as his own files: his cards and the shown ones, no seed")
    parser.set_defaults(handler=run_export)


def register_import_check(commands: argparse._SubParsersAction[Parser]) -> None:
    parser = commands.add_parser("import-check", help="read PHH files written by the export and check each "
                                                      "against the engine; exit status 1 names each that differs")
    parser.add_argument("path", metavar="FILE|DIR", help="a .phh file, or a folder of them")
    parser.add_argument("--pokerkit", action="store_true",
                        help="also replay each file of draw or straight poker through PokerKit, which must "
                             "reach the same stacks (pip install 'foster-poker-bot[phh]')")
    parser.set_defaults(handler=run_import_check)


def _since(text: str | None) -> str | None:
    if text is None:
        return None
    try:
        return datetime.date.fromisoformat(text).isoformat()
    except ValueError:
        raise UsageError(words.export_not_a_date(repr(text[:40]))) from None


def _folder(text: str) -> Path:
    folder = Path(text)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise path_error("--out", text, exc) from None
    return folder


def run_export(args: argparse.Namespace) -> int:
    since = _since(args.since)
    if args.member is not None and not args.member.strip():
        raise UsageError(words.export_member())
    folder = _folder(args.out)
    url = database_url(args)

    async def go() -> tuple[int, list[str]]:
        storage = await open_storage(url, migrate=False, create=False, readonly=True)
        written, failed = 0, []
        try:
            async for record in finished_records(storage, table_ids=None if args.table is None else [args.table],
                                                 since=since, member=args.member):
                where = words.export_where(record.table_id, record.number)
                try:
                    text = phh_text(record, member=args.member)
                except ExportError as exc:  # a damaged record is reported, and the others still written
                    failed.append(words.export_not_written(where, str(exc)))
                    continue
                except Exception as exc:  # the same for a fault not foreseen: named, not a traceback
                    failed.append(words.export_not_written_fault(where, type(exc).__name__))
                    continue
                try:
                    (folder / file_name(record)).write_text(text, encoding="utf-8")
                except OSError as exc:
                    raise path_error("--out", args.out, exc) from None
                written += 1
                if written % PROGRESS_EVERY == 0:
                    print(words.export_progress(written), file=sys.stderr, flush=True)
        finally:
            await storage.close()
        return written, failed

    started = time.perf_counter()
    written, failed = on_database(go())
    seconds = time.perf_counter() - started
    for line in failed:
        print(line, file=sys.stderr)
    speed = written / seconds if written and seconds > 0 else None
    print(words.export_written(written, shown_path(str(folder)), speed, len(failed)))
    return 1 if failed else 0


def _pokerkit() -> ModuleType:
    try:
        from bot.services import phh_pokerkit
    except ModuleNotFoundError as exc:
        if exc.name != "pokerkit":
            raise
        raise UsageError(words.export_no_pokerkit()) from None
    return phh_pokerkit


def _by_pokerkit(pokerkit: ModuleType, text: str) -> str | None:
    """What PokerKit makes of a file that differs from it (None: it agrees)."""
    try:
        replayed = pokerkit.replay(text)
    except pokerkit.NotReplayed as exc:
        return f"PokerKit: {exc}"
    data = tomllib.loads(text)
    if replayed.finishing_stacks != data["finishing_stacks"]:
        return words.export_stacks(replayed.finishing_stacks, data["finishing_stacks"])
    if replayed.carried_out != data.get("_carried_out", 0):
        return words.export_carried(replayed.carried_out, data.get("_carried_out", 0))
    return None


def run_import_check(args: argparse.Namespace) -> int:
    pokerkit = _pokerkit() if args.pokerkit else None
    path = Path(args.path)
    try:
        files = sorted(path.glob("*.phh")) if path.is_dir() else [path] if path.is_file() else None
    except OSError as exc:
        raise path_error("FILE|DIR", args.path, exc, words.export_give_phh()) from None
    if files is None:
        raise UsageError(words.export_no_such(shown_path(args.path)))
    if not files:
        raise UsageError(words.export_no_phh(shown_path(args.path)))
    full = chips = replayed = 0
    wrong: list[str] = []
    for file in files:
        try:
            text = file.read_text(encoding="utf-8")
            checked = check_text(text)
        except (OSError, UnicodeDecodeError, PhhError) as exc:
            wrong.append(words.export_unreadable(file.name, str(exc)))
            continue
        if checked.how == FULL:
            full += 1
        else:
            chips += 1
        wrong.extend(f"{file.name}: {problem}" for problem in checked.problems)
        if pokerkit is not None and not checked.problems and tomllib.loads(text).get("variant") in pokerkit.REPLAYED:
            replayed += 1
            differs = _by_pokerkit(pokerkit, text)
            if differs is not None:
                wrong.append(f"{file.name}: {differs}")
    for line in wrong:
        print(line)
    print(words.export_checked(len(files), full, chips, None if pokerkit is None else replayed, len(wrong)))
    return 1 if wrong else 0

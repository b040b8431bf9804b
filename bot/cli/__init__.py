"""The ``poker-bot`` command line.

Each command lives in a module of its own with a ``register(subparsers)``
function that adds its parser and sets ``handler`` (a function of the parsed
arguments returning the exit status).  Adding a command is adding its
register function to `COMMANDS`.

A mistake in what the user typed is one line on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from bot.cli import (
    backup,
    cards,
    doctor,
    export,
    odds,
    play,
    run,
    sandbox,
    simulate,
    storage,
    verify,
)
from bot.cli.support import Parser, UsageError, host_locale, to_host
from bot.text import cli_words as words
from bot.text.i18n import start_reading

COMMANDS = (run.register, odds.register, simulate.register, play.register, storage.register_migrate,
            storage.register_audit, backup.register_backup, backup.register_restore, doctor.register,
            cards.register, sandbox.register, verify.register, export.register_export,
            export.register_import_check)


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="poker-bot",
        description="Five-card draw poker by R. F. Foster's Practical Poker (1905).",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for register in COMMANDS:
        register(commands)
    for command in commands.choices.values():  # errors name the command: "poker-bot simulate: error: ..."
        command.set_defaults(prog=command.prog)
    return parser


# The commands whose words are a server's members', each in his own: not the host's LANG, which
# their own lines to the host take for themselves (`support.to_host`).
SPEAKS_TO_MEMBERS = ("run", "sandbox")


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; returns the exit status (0 done, 2 a usage mistake)."""
    parser = build_parser()
    args = None
    try:
        start_reading(host_locale(os.environ))  # the host's own words, in his LANG: argparse's mistakes too
        args, unknown = parser.parse_known_args(argv)
        if args.command in SPEAKS_TO_MEMBERS:
            start_reading(None)  # the bot's words are each member's; its lines to the host say `to_host`
        if unknown:  # argparse would lay these at the top level's door; they belong to the command
            prog = getattr(args, "prog", None) or parser.prog
            with to_host():
                raise UsageError(words.unrecognized(unknown, prog), prog)
        code: int = args.handler(args)
        return code
    except UsageError as exc:
        prog = exc.prog or getattr(args, "prog", None) or parser.prog
        print(f"{prog}: error: {exc}", file=sys.stderr)
        return 2
    except SystemExit as exc:  # --help and friends exit from inside argparse
        return exc.code if isinstance(exc.code, int) else 0
    except BrokenPipeError:
        # The reader (head, less) stopped early.  Point stdout at devnull so the
        # interpreter's final flush does not fail again (Python's signal docs).
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1

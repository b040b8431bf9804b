"""``poker-bot sandbox``: the real bot, played in a web page, without Discord (docs/sandbox.md).

The page's port, the lock on the database and the database itself are checked
before anything starts, so each mistake is one line and exit status 2.
"""

from __future__ import annotations

import argparse
import asyncio
import errno
import signal
import socket
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from bot.cli.support import (
    Parser,
    UsageError,
    card_art_folder,
    path_error,
    settings_message,
    to_host,
)
from bot.services.whole_numbers import argument
from bot.text import cli_host_words as hw

if TYPE_CHECKING:
    from bot.sandbox.app import SandboxFiles

DEFAULT_DB_NAME = "poker.db"
DEFAULT_DB = f"data/sandbox/{DEFAULT_DB_NAME}"
DEFAULT_MEMBERS = "alice,bob,carol"
MOST_PORT = 65_535


def register(commands: argparse._SubParsersAction[Parser]) -> None:
    parser = commands.add_parser(
        "sandbox", help="play the real bot in a web page, without Discord (127.0.0.1 only)",
        description="Start a local Discord emulation, the real bot connected to it, and a web page "
                    "that looks and plays like a Discord channel. Ctrl-C stops everything.")
    parser.add_argument("--port", type=argument("--port", most=MOST_PORT), default=8080, help="the page's port on 127.0.0.1 (0: any free port; "
                                                                  "default 8080)")
    parser.add_argument("--db", default=DEFAULT_DB, metavar="FILE",
                        help=f"the sandbox's SQLite file; its world is kept beside it (default {DEFAULT_DB})")
    parser.add_argument("--members", type=_members, default=DEFAULT_MEMBERS, metavar="NAMES",
                        help=f"comma-separated members; the first is an admin (default {DEFAULT_MEMBERS})")
    parser.set_defaults(handler=sandbox)


def _members(text: str) -> list[str]:
    from bot.sandbox.changes import MOST_MEMBERS, Mistake, user_name

    names: list[str] = []
    for part in text.split(","):
        if not part.strip():
            continue
        try:
            name = user_name(part)
        except Mistake as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None
        if name in names:
            raise argparse.ArgumentTypeError(hw.said("cli-host-sandbox-twice", name=name))
        names.append(name)
    if not names:
        raise argparse.ArgumentTypeError(hw.said("cli-host-sandbox-no-member"))
    if len(names) > MOST_MEMBERS:  # a new world as an old one: the page's own rule
        raise argparse.ArgumentTypeError(hw.said("cli-host-sandbox-too-many", most=MOST_MEMBERS, n=len(names)))
    return names


def sandbox(args: argparse.Namespace) -> int:
    from bot.sandbox.app import SandboxError

    with to_host():  # what is said before the sandbox opens is the host's; the bot's words are not
        files, card_art_dir, card_deck = _prepared(args)
        try:
            sock = _listen(args.port)
        except SandboxError as exc:
            raise UsageError(str(exc)) from None
    try:  # outside `to_host`: the bot's tasks speak each member's language
        return asyncio.run(_main(files, args.members, sock, card_art_dir, card_deck))
    except SandboxError as exc:
        raise UsageError(str(exc)) from None


def _prepared(args: argparse.Namespace) -> tuple[SandboxFiles, Path, str]:
    """The sandbox's files, its card art's folder and its deck, each mistake a UsageError."""
    from pydantic import ValidationError

    from bot.sandbox.app import SandboxFiles
    from bot.settings import ArtSettings

    try:
        art = ArtSettings()
    except ValidationError as exc:  # a bad CARD_DECK in the environment or .env
        raise UsageError(settings_message(exc)) from None
    try:
        db = Path(args.db).expanduser().absolute()
    except RuntimeError:  # ~name of no user here
        raise UsageError(hw.said("cli-host-sandbox-no-home", db=args.db, user=args.db.split("/")[0])) from None
    try:
        if db.is_dir():
            raise UsageError(hw.said("cli-host-sandbox-db-folder", db=args.db, such=str(db / DEFAULT_DB_NAME)))
        if db.suffix in ("", ".json", ".lock"):
            raise UsageError(hw.said("cli-host-sandbox-db-name", db=args.db, such=DEFAULT_DB))
        db.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:  # a name too long, a folder on the way the user may not enter...
        raise path_error("--db", args.db, exc) from None
    card_art_dir = card_art_folder(art.card_art_dir).absolute()  # the bot keeps its drawn cards there
    return SandboxFiles(db), card_art_dir, art.card_deck


def _listen(port: int) -> socket.socket:
    from bot.sandbox.app import SandboxError
    from bot.sandbox.page import listening_socket

    try:
        return listening_socket(port)
    except OSError as exc:
        if exc.errno == errno.EADDRINUSE:
            raise SandboxError(hw.said("cli-host-sandbox-port-in-use", port=str(port))) from None
        raise SandboxError(hw.said("cli-host-sandbox-cannot-listen", port=str(port), error=str(exc.strerror))) from None


async def _main(files: SandboxFiles, members: list[str], sock: socket.socket, card_art_dir: Path, card_deck: str) -> int:
    from bot.cli.run import check_database
    from bot.sandbox.app import Sandbox, SandboxError
    from bot.sandbox.changes import Mistake
    from bot.sandbox.world_file import WorldFileError
    from bot.storage import StorageError

    try:
        await check_database(files.database_url)  # an unusable file is one line, before anything starts
    except StorageError as exc:
        sock.close()
        raise SandboxError(str(exc)) from None
    box = Sandbox(files, members, card_art_dir=card_art_dir, card_deck=card_deck)
    stop: asyncio.Event = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    try:
        try:
            await box.open(sock)
        except WorldFileError as exc:
            raise SandboxError(str(exc)) from None
        except Mistake as exc:  # --members names more newcomers than the world has room for
            with to_host():
                raise SandboxError(hw.said("cli-host-sandbox-no-room", why=str(exc), world=str(files.world))) from None
        host, port = sock.getsockname()[:2]
        with to_host():
            opened = hw.said("cli-host-sandbox-open", address=f"http://{host}:{port}/", folder=str(files.folder))
        print(opened, file=sys.stderr, flush=True)
        await stop.wait()
        with to_host():
            print(hw.said("cli-host-sandbox-stopping"), file=sys.stderr, flush=True)
    finally:
        await box.close()
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.remove_signal_handler(sig)
    return 0

"""``poker-bot doctor``: is this host ready to run the bot?  One line per check, ✔ or ✘ with
the fix; exit status 1 if any check fails.

It reads the same settings as ``poker-bot run`` (environment or .env), asks Discord at
DISCORD_API_BASE what the bot would, and opens the database read-only.  It changes nothing.
"""

from __future__ import annotations

import argparse
import asyncio
import shutil
from pathlib import Path
from typing import TYPE_CHECKING

from pydantic import ValidationError

from bot.cli.doctor_lines import Line, failed, not_checked, passed
from bot.cli.support import Parser, UsageError, settings_message
from bot.services.whole_numbers import argument
from bot.text import cli_host_words as hw
from bot.text.host_words import new_token, token_then_doctor

if TYPE_CHECKING:
    from bot.cli.doctor_discord import Discord
    from bot.settings import Settings

MIN_FREE_MB = 500  # below this much free space beside a SQLite file, the disk check fails


def register(commands: argparse._SubParsersAction[Parser]) -> None:
    parser = commands.add_parser("doctor", help="check the token, Discord's side, the database and the host; "
                                                "exit status 1 names each failure and its fix")
    parser.add_argument("--db", metavar="PATH_OR_URL",
                        help="the database to check (default: DATABASE_URL from the environment or .env)")
    parser.add_argument("--min-free", type=argument("--min-free", least=1), default=MIN_FREE_MB, metavar="MB",
                        help=f"free space the disk holding a SQLite database must have (default {MIN_FREE_MB})")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from bot.settings import Settings

    try:
        settings = Settings(**({"database_url": args.db} if args.db is not None else {}))
    except ValidationError as exc:
        raise UsageError(settings_message(exc)) from None
    lines = asyncio.run(_checks(settings, args.min_free))
    if not _has_token(settings):  # the first thing to do stands first and alone; the rest after it
        print(lines[0], end="\n\n", flush=True)
        lines = lines[1:]
    for line in lines:
        print(line, flush=True)
    return 1 if not _has_token(settings) or any(line.ok is False for line in lines) else 0


def _has_token(settings: Settings) -> bool:
    return bool(settings.discord_token and settings.discord_token.get_secret_value().strip())


# The checks that ask Discord, after the token's.
ASKING_DISCORD = ("clock", "application", "commands", "servers", "emojis")


async def _checks(settings: Settings, min_free_mb: int) -> list[Line]:
    lines, tables = await _database(settings.database_url)
    lines.append(_disk(settings.database_url, min_free_mb))
    if not _has_token(settings):  # one line says what to do; those Discord would answer wait for it
        return [failed(hw.check("token"), hw.said("cli-host-no-token"), token_then_doctor()),
                *lines, not_checked(hw.checks(ASKING_DISCORD), hw.said("cli-host-no-token-to-ask"))]
    return await _discord(settings, tables) + lines


async def _database(url: str) -> tuple[list[Line], list[tuple[str, str, int]] | None]:
    """The database reachable and migrated; its open tables (server, channel, id), if it could be read."""
    from bot.storage import StorageError, open_storage

    try:
        storage = await open_storage(url, migrate=False, create=False, readonly=True, require_schema=False)
    except StorageError as exc:
        fix = hw.said("cli-host-create-database" if "no database at" in str(exc) else "cli-host-database-down")
        return [failed(hw.check("database"), str(exc), fix)], None
    try:
        problem = await storage.schema_problem()
        if problem is not None:
            todo = hw.said("cli-host-upgrade" if "upgrade the bot" in problem else "cli-host-migrate")
            head = problem.split(": ")[0]
            return [failed(hw.check("database"), head, todo)], None
        async with storage.transaction(readonly=True) as tx:
            rows = [(t.guild_id, t.channel_id, t.id) for t in await tx.tables()]
        described = await storage.describe()
        return [passed(hw.check("database"), hw.said("cli-host-database-ok", database=described["database"],
                                                     version=str(described["schema_version"])))], rows
    except StorageError as exc:
        return [failed(hw.check("database"), str(exc), hw.said("cli-host-then-audit"))], None
    finally:
        await storage.close()


def _disk(url: str, min_free_mb: int) -> Line:
    from bot.storage import BadDatabaseUrl, parse_database_url

    try:
        parsed = parse_database_url(url)
    except BadDatabaseUrl:
        return not_checked(hw.check("disk"), hw.said("cli-host-url-unread"))
    if parsed.dialect != "sqlite" or parsed.target == ":memory:":
        return not_checked(hw.check("disk"), hw.said("cli-host-disk-unseen"))
    folder = Path(parsed.target).absolute().parent
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent
    try:
        free = shutil.disk_usage(folder).free
    except OSError as exc:
        return failed(hw.check("disk"), hw.said("cli-host-free-unread", folder=str(folder), error=str(exc.strerror or exc)),
                      hw.said("cli-host-check-folder"))
    mb = free // (1024 * 1024)
    if mb >= min_free_mb:
        return passed(hw.check("disk"), hw.said("cli-host-disk-ok", mb=mb))
    return failed(hw.check("disk"), hw.said("cli-host-disk-low", mb=mb, least=min_free_mb),
                  hw.said("cli-host-free-space", folder=str(folder)))


async def _discord(settings: Settings, table_rows: list[tuple[str, str, int]] | None) -> list[Line]:
    import aiohttp

    from bot.cli.doctor_discord import DISCORD_API, TIMEOUT, Discord, Trouble, clock_line

    rest = ASKING_DISCORD
    assert settings.discord_token is not None  # `_checks` asks Discord only with a token
    token = settings.discord_token.get_secret_value().strip()
    base = settings.discord_api_base or DISCORD_API
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=TIMEOUT)) as session:
        discord = Discord(session, base, token)
        try:
            answer = await discord.answer("/users/@me")
        except Trouble as exc:
            return [failed(hw.check("token"), exc.what, exc.fix),
                    *(not_checked(hw.check(n), hw.said("cli-host-no-answer")) for n in rest)]
        lines = []
        if answer.status == 401:
            lines.append(failed(hw.check("token"), hw.said("cli-host-token-refused"), new_token()))
            return [*lines, clock_line(answer), *(not_checked(hw.check(n), hw.said("cli-host-refused")) for n in rest[1:])]
        if answer.status != 200 or not isinstance(answer.data, dict) or "id" not in answer.data:
            return [failed(hw.check("token"), hw.said("cli-host-me-answered", base=base, status=str(answer.status)),
                           hw.said("cli-host-unset-base", discord=DISCORD_API)),
                    *(not_checked(hw.check(n), hw.said("cli-host-no-answer")) for n in rest)]
        me = answer.data
        lines.append(passed(hw.check("token"), hw.said("cli-host-token-ok", name=str(me.get("username", "?")),
                                                       id=str(me["id"]))))
        lines.append(clock_line(answer))
        lines += await _application(discord, settings, int(me["id"]), table_rows)
    return lines


async def _application(discord: Discord, settings: Settings, me: int,
                       table_rows: list[tuple[str, str, int]] | None) -> list[Line]:
    from bot.cli.doctor_discord import Trouble, commands_line, emojis_line

    try:
        app = await discord.get("/oauth2/applications/@me")
    except Trouble as exc:
        return [failed(hw.check("application"), exc.what, exc.fix or hw.said("cli-host-try-in-a-minute")),
                *(not_checked(hw.check(n), hw.said("cli-host-no-application")) for n in ("commands", "emojis")),
                *await _servers(discord, me, table_rows)]
    app_id = int(app["id"])
    lines = [passed(hw.check("application"), hw.said("cli-host-application-ok", id=str(app_id),
                                                      name=str(app.get("name", "?"))))]
    guild = settings.dev_guild_id
    where = hw.said("cli-host-in-server", server=str(guild)) if guild else hw.said("cli-host-globally")
    path = f"/applications/{app_id}/guilds/{guild}/commands" if guild else f"/applications/{app_id}/commands"
    try:
        lines.append(commands_line(await discord.get(path), await wanted_commands(settings), where))
    except Trouble as exc:
        if guild and exc.status == 403:
            lines.append(failed(hw.check("commands"), hw.said("cli-host-not-in-dev-guild", server=str(guild)),
                                hw.said("cli-host-invite-dev-guild")))
        else:
            lines.append(failed(hw.check("commands"), exc.what, exc.fix or hw.said("cli-host-try-in-a-minute")))
    lines += await _servers(discord, me, table_rows)
    if not settings.card_emojis:
        lines.append(passed(hw.check("emojis"), hw.said("cli-host-emojis-off")))
        return lines
    try:
        found = await discord.get(f"/applications/{app_id}/emojis")
        items = found.get("items", []) if isinstance(found, dict) else []
        lines.append(emojis_line(items, wanted_emojis(settings.card_deck), settings.card_deck))
    except Trouble as exc:
        lines.append(failed(hw.check("emojis"), exc.what, exc.fix or hw.said("cli-host-try-in-a-minute")))
    return lines


async def _servers(discord: Discord, me: int, table_rows: list[tuple[str, str, int]] | None) -> list[Line]:
    from bot.cli.doctor_discord import Trouble
    from bot.cli.doctor_servers import by_server, server_lines

    try:
        lines = await server_lines(discord, me, by_server(table_rows or []))
    except Trouble as exc:
        return [failed(hw.check("servers"), exc.what, exc.fix or hw.said("cli-host-try-in-a-minute"))]
    if table_rows is None:
        lines.append(not_checked(hw.check("channels"), hw.said("cli-host-database-unread")))
    return lines


async def wanted_commands(settings: Settings) -> dict[str, tuple[str, ...]]:
    """Every slash command path the bot registers, from its own command tree (built offline)."""
    from bot.cli.doctor_discord import command_paths
    from bot.discord_side.app import COGS, PokerBot

    bot = PokerBot(settings)
    for name in COGS:
        await bot.load_extension(name)
    return command_paths(c.to_dict(bot.tree) for c in bot.tree.get_commands())


def wanted_emojis(deck: str) -> set[str]:
    from bot.discord_side.card_emojis import emoji_name
    from bot.pictures.art import ART_VERSION
    from engine.cards import ALL_CARDS

    return {emoji_name(card, ART_VERSION, deck) for card in ALL_CARDS}


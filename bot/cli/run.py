"""``poker-bot run``: start the Discord bot.

The database is opened (and migrated) first, so a file it cannot use is one
line before anything goes to Discord.  Then the bot says where it connects
and gives up, with the reason, if it is not connected within
DISCORD_CONNECT_TIMEOUT seconds (a server that never answers would
otherwise keep it waiting for minutes).
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Callable

from pydantic import ValidationError

from bot.cli.storage import on_database
from bot.cli.support import Parser, UsageError, settings_message, to_host
from bot.services.shards import MOST_SHARDS
from bot.services.whole_numbers import argument
from bot.text import cli_host_words as hw
from bot.text.host_words import no_token, run_help, token_refused


def register(commands: argparse._SubParsersAction[Parser]) -> None:
    parser = commands.add_parser("run", help="start the Discord bot (DISCORD_TOKEN and the other settings from "
                                             "the environment or .env)", description=run_help())
    parser.add_argument("--shards", metavar="IDS",
                        help="run only these shards of a cluster, e.g. 0-3 or 0,2,5 (also SHARDS); needs PostgreSQL")
    parser.add_argument("--shard-count", type=argument("--shard-count", least=1, most=MOST_SHARDS), metavar="N",
                        help="how many shards the whole bot has (also SHARD_COUNT)")
    parser.set_defaults(handler=run)


def point_at(api_base: str | None, gateway_url: str | None) -> None:
    """Send REST calls and the gateway somewhere else (a proxy in front of Discord, or a test double)."""
    import discord
    import yarl

    if api_base:
        discord.http.Route.BASE = api_base.rstrip("/")
    if gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)


def without_voice() -> None:
    """The bot has no voice: keep discord.py's warnings about voice libraries out of the log."""
    from discord import VoiceClient

    for flag in ("warn_nacl", "warn_dave"):
        if getattr(VoiceClient, flag, False):
            setattr(VoiceClient, flag, False)


async def check_database(url: str) -> None:
    """Open the database (and migrate it) and close it: a file it cannot use is one line."""
    from bot.storage import open_storage

    storage = await open_storage(url)  # migrations applied here, as the bot would
    await storage.close()


def saying(log_format: str) -> Callable[..., None]:
    """How `run` says a line on standard error: as it is, or with LOG_FORMAT=json as a JSON line
    (through the log), so that a log collector reads every line the process prints."""

    def say(line: str, *, failed: bool = True) -> None:
        if log_format == "json":
            logging.getLogger("poker.cli").log(logging.ERROR if failed else logging.INFO, line)
        else:
            print(line, file=sys.stderr, flush=True)

    return say


def run(args: argparse.Namespace) -> int:
    from bot.settings import Settings
    from bot.storage import StorageError

    given = {k: v for k, v in (("shards", args.shards), ("shard_count", args.shard_count)) if v is not None}
    with to_host():  # what is said before the bot starts is the host's; the bot's words are not
        try:
            settings = Settings(**given)
        except ValidationError as exc:
            raise UsageError(settings_message(exc)) from None
        if settings.discord_token is None or not settings.discord_token.get_secret_value().strip():
            raise UsageError(no_token())
        settings.configure_logging()
        on_database(check_database(settings.database_url), named="DATABASE_URL")
    point_at(settings.discord_api_base, settings.discord_gateway_url)

    import aiohttp
    import discord

    from bot.discord_side.app import PokerBot
    from bot.discord_side.errors import CannotServe, NoAnswer
    from bot.discord_side.event_loop import runner

    without_voice()
    where = discord.http.Route.BASE
    plan = settings.shard_plan()
    say = saying(settings.log_format)
    with to_host():
        cluster = hw.said("cli-host-run-cluster", plan=plan.describe()) if plan.cluster else ""
        say(hw.said("cli-host-run-connecting", base=where, cluster=cluster), failed=False)
    bot = PokerBot(settings)
    try:
        # Until SIGTERM or Ctrl-C: then the interactions in hand finish and the database closes.
        with runner() as loop:  # outside `to_host`: the bot's tasks speak each member's language
            loop.run(bot.serve(settings.discord_token.get_secret_value(),
                               connect_timeout=settings.discord_connect_timeout))
    except NoAnswer as exc:
        with to_host():
            say(hw.said("cli-host-run-failed", why=hw.said("cli-host-run-no-answer", base=where, error=str(exc))))
        return 1
    except CannotServe as exc:
        with to_host():
            say(hw.said("cli-host-run-failed", why=str(exc)))
        return 2
    except discord.LoginFailure:
        with to_host():
            say(hw.said("cli-host-run-failed", why=token_refused()))
        return 2
    except discord.PrivilegedIntentsRequired:  # pragma: no cover - the bot asks for none
        with to_host():
            say(hw.said("cli-host-run-failed", why=hw.said("cli-host-run-intent")))
        return 2
    except discord.HTTPException as exc:
        answer = f"{exc.status} {exc.response.reason or ''}".rstrip()
        with to_host():
            say(hw.said("cli-host-run-failed", why=hw.said("cli-host-run-not-discord", base=where, answer=answer)))
        return 2
    except StorageError as exc:
        with to_host():
            say(hw.said("cli-host-run-failed", why=str(exc)))
        return 2
    except (OSError, aiohttp.ClientError, discord.GatewayNotFound) as exc:
        with to_host():
            say(hw.said("cli-host-run-failed", why=hw.said("cli-host-run-cannot-reach", base=where,
                                                           error=str(exc) or type(exc).__name__)))
        return 1
    return 0

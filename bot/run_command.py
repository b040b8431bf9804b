"""``poker-bot run``: start the Discord bot."""

from __future__ import annotations

import argparse
import asyncio
import sys

from pydantic import ValidationError

from bot.answers import validation_message
from bot.cli_support import UsageError

HOW_TO_GET_A_TOKEN = (
    "Create an application at https://discord.com/developers/applications, add a Bot to it, "
    "copy its token, and put DISCORD_TOKEN=<token> in the environment or in a .env file "
    "(see the README, 'Running the bot')."
)


def register(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser("run", help="start the Discord bot (settings from the environment or .env)")
    parser.set_defaults(handler=run)


def point_at(api_base: str | None, gateway_url: str | None) -> None:
    """Send REST calls and the gateway somewhere else (a proxy in front of Discord, or a test double)."""
    import discord
    import yarl

    if api_base:
        discord.http.Route.BASE = api_base.rstrip("/")
    if gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)


def run(args: argparse.Namespace) -> int:
    from bot.settings import Settings

    try:
        settings = Settings()
    except ValidationError as exc:
        raise UsageError(f"settings: {validation_message(exc)}") from None
    if settings.discord_token is None or not settings.discord_token.get_secret_value().strip():
        raise UsageError(f"DISCORD_TOKEN is not set. {HOW_TO_GET_A_TOKEN}")
    settings.configure_logging()
    point_at(settings.discord_api_base, settings.discord_gateway_url)

    import discord

    from bot.app import PokerBot

    bot = PokerBot(settings)
    try:
        # Until SIGTERM or Ctrl-C: then the interactions in hand finish and the database closes.
        asyncio.run(bot.serve(settings.discord_token.get_secret_value()))
    except discord.LoginFailure:
        print(f"poker-bot run: error: Discord refused the token (it is wrong or was reset). "
              f"{HOW_TO_GET_A_TOKEN}", file=sys.stderr)
        return 2
    except (OSError, discord.GatewayNotFound) as exc:
        where = settings.discord_api_base or "Discord"
        print(f"poker-bot run: error: cannot reach {where}: {exc}", file=sys.stderr)
        return 1
    except discord.PrivilegedIntentsRequired:  # pragma: no cover - the bot asks for none
        print("poker-bot run: error: the bot asked for a privileged intent it does not need", file=sys.stderr)
        return 2
    return 0

"""The Discord side's own failures: of the connection, not a member's mistake.

They reach the command line (`poker-bot run` says what happened); a member who meets one in an
interaction gets the answer for anything unexpected (`bot.discord_side.answers`).
"""

from __future__ import annotations


class DiscordSideError(Exception):
    """A failure between the bot and Discord; the message says at what step."""


class NoAnswer(DiscordSideError):
    """Discord (or what DISCORD_API_BASE names) did not answer in time; the message says at what step."""


class CannotServe(DiscordSideError):
    """The metrics and health checks cannot be served where METRICS_ADDRESS says (the port is taken)."""

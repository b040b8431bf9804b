"""What the user is told when something goes wrong.

One place turns every failure into a short private message:
- a mistake the user can mend (a bad card, an amount above the limit, the
  wrong turn) is answered with the reason, as the engine or the form gave it;
- anything else is logged with a reference and the user sees only
  "something went wrong (ref …)", never a traceback or a card.
"""

from __future__ import annotations

import logging
import secrets

import discord
from pydantic import ValidationError

from bot.errors import ServiceError
from engine.cards import CardError
from engine.deal import IllegalAction

log = logging.getLogger("poker.errors")


class UserError(ServiceError):
    """A problem the user can fix; its message is shown to him privately, as it is."""


def validation_message(exc: ValidationError) -> str:
    """A pydantic error as one line that starts with the field's name."""
    error = exc.errors()[0]
    message = str(error["msg"]).removeprefix("Value error, ")
    field = ".".join(str(p) for p in error["loc"])
    if field and not message.startswith(field.split(".")[-1]):
        message = f"{field}: {message}"
    return message


def user_message(exc: BaseException) -> str | None:
    """The private answer for a mistake the user can mend, or None for a real failure."""
    if isinstance(exc, ServiceError | IllegalAction | CardError):
        return str(exc)
    if isinstance(exc, ValidationError):
        return validation_message(exc)
    try:
        from engine.odds import OddsError
    except ImportError:  # pragma: no cover
        return None
    if isinstance(exc, OddsError):
        return str(exc)
    return None


def report_unexpected(exc: BaseException, where: str) -> str:
    """Log a failure with a fresh reference and return the words for the user."""
    ref = secrets.token_hex(4)
    # The traceback goes to the log; engine errors never carry hidden cards, and
    # nothing here formats a hand.
    log.error("unexpected error (ref %s) in %s", ref, where, exc_info=exc)
    return f"Something went wrong (ref {ref}). The table is unchanged; please try again."


async def answer_privately(interaction: discord.Interaction, message: str) -> None:
    """Answer one user privately, whatever state the interaction is in.

    If the token has expired (the 15 minutes are over, or Discord lost it),
    the answer goes by DM instead; if that fails too, it is only logged.
    """
    try:
        if interaction.response.is_done():
            await interaction.followup.send(message, ephemeral=True)
        else:
            await interaction.response.send_message(message, ephemeral=True)
        return
    except discord.NotFound:
        log.info("interaction %s expired before it was answered", interaction.id)
    except discord.HTTPException as exc:
        log.warning("could not answer interaction %s: %s", interaction.id, exc.status)
    try:
        await interaction.user.send(message)
    except discord.HTTPException:
        log.info("could not tell user %s by DM either", interaction.user.id)

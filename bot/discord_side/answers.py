"""What the user is told when something goes wrong.

One place (`answer_failure`, for every slash command and every button or picker) turns
every failure into a short private message, by its family:
- a refusal the user can mend, from the engine (`EngineError`: a bad card, an action the
  laws do not allow), the services (`ServiceError`: an amount above the limit, the wrong
  turn) or a form (pydantic's `ValidationError`), is answered with its reason;
- an interaction Discord delivered twice, or whose token ran out, gets no answer (an INFO line);
- anything else, the Discord side's own failures (`DiscordSideError`) among them, is logged at
  ERROR with its traceback and a reference, and the user sees only "something went wrong
  (ref …)", never a traceback or a card.
"""

from __future__ import annotations

import logging
import secrets
from typing import TYPE_CHECKING, Any

import discord
from pydantic import ValidationError

from bot.discord_side.direct_messages import PacedBot, send_dm
from bot.discord_side.pacing import Need
from bot.services.errors import ServiceError
from bot.storage import DatabaseUnavailable
from bot.text.failures import bank_away, unexpected
from bot.text.refusals import refusal, refused
from engine.errors import EngineError

if TYPE_CHECKING:  # for annotations only
    from bot.discord_side.metrics import BotMetrics

log = logging.getLogger("poker.errors")


def validation_message(exc: ValidationError) -> str:
    """A pydantic error as one line that starts with the field's name."""
    error = exc.errors()[0]
    message = str(error["msg"]).removeprefix("Value error, ")
    field = ".".join(str(p) for p in error["loc"])
    if field and not message.startswith(field.split(".")[-1]):
        message = f"{field}: {message}"
    return message


def user_message(exc: BaseException) -> str | None:
    """The private answer for a mistake the user can mend, or for a database that is away for a
    moment (`Outage` logs that once); None for a real failure."""
    if isinstance(exc, DatabaseUnavailable):
        return bank_away()
    if isinstance(exc, ServiceError | EngineError):
        return refused(exc)  # in the bot's voice and the reader's words (bot/text/refusals.py)
    if isinstance(exc, ValidationError):
        return refusal(validation_message(exc))
    return None


def report_unexpected(exc: BaseException, where: str, metrics: BotMetrics | None) -> str:
    """Log a failure with a fresh reference, count it, and return the words for the user."""
    if metrics is not None:
        metrics.error("unexpected")
    ref = secrets.token_hex(4)
    # The traceback goes to the log; engine errors never carry hidden cards, and
    # nothing here formats a hand.
    log.error("unexpected error (ref %s) in %s", ref, where, exc_info=exc)
    return unexpected(ref)


# Discord's codes for an interaction that can no longer be answered through its token.
UNKNOWN_INTERACTION = 10062  # the 3 seconds to answer had passed when the answer came
UNKNOWN_WEBHOOK = 10015  # the token is gone
INVALID_WEBHOOK_TOKEN = 50027  # the 15 minutes of follow-ups are over
ALREADY_ACKNOWLEDGED = 40060  # the same interaction delivered twice: the first delivery answered it
EXPIRED = frozenset({UNKNOWN_INTERACTION, UNKNOWN_WEBHOOK, INVALID_WEBHOOK_TOKEN})


def expired(exc: BaseException) -> bool:
    """Whether `exc` says the interaction's token no longer works."""
    return isinstance(exc, discord.HTTPException) and exc.code in EXPIRED


def repeated(exc: BaseException) -> bool:
    """Whether `exc` says this interaction was answered already (a repeated delivery)."""
    return isinstance(exc, discord.HTTPException) and exc.code == ALREADY_ACKNOWLEDGED


def failure_kind(exc: BaseException) -> str:
    """Which of the metrics' kinds of error `exc` is."""
    if expired(exc):
        return "expired"
    if isinstance(exc, DatabaseUnavailable):
        return "database_away"
    return "unexpected" if user_message(exc) is None else "refused"


async def answer_failure(interaction: discord.Interaction[PacedBot], exc: BaseException, where: str) -> None:
    """The one answer to a command or a click that raised `exc` (`where` names it in the log)."""
    metrics = interaction.client.metrics
    if metrics is not None and not repeated(exc) and (kind := failure_kind(exc)) != "unexpected":
        metrics.error(kind)  # an unexpected one is counted as it is reported
    if repeated(exc):
        # The same interaction delivered twice: the first delivery answered it; nothing to say.
        log.info("interaction %s was delivered again; answered once", interaction.id)
        return
    if expired(exc):
        # Too late to answer through Discord.  Every answer that reports work done goes by
        # `tell`, which falls back to a DM; what reaches here is an answer that failed with
        # nothing to report (the work stopped at its first answer), so say nothing.
        log.info("interaction %s could no longer be answered", interaction.id)
        return
    await tell(interaction, user_message(exc) or report_unexpected(exc, where, metrics))


async def tell(interaction: discord.Interaction, content: str | None = None, *,
               embed: discord.Embed | None = None, ephemeral: bool = True,
               view: discord.ui.View | None = None, file: discord.File | None = None) -> None:
    """Answer the member, in the interaction while its token works, else by DM.

    What was done must reach him even when Discord's token ran out while it was being done
    (a slow database, a long queue): the same words go by DM.  Nothing here says more than
    the caller's words, so the DM never claims a failure that did not happen.
    """
    try:
        await _tell(interaction, content, embed=embed, ephemeral=ephemeral, view=view, file=file)
    finally:
        let_go(view)


FILLED = "poker.reply_filled"  # in `Interaction.extras`: the deferred reply has been filled in


def awaits_its_reply(interaction: discord.Interaction) -> bool:
    """Whether the interaction was deferred "thinking" (type 5) and that reply is not yet
    filled in.  Its first answer must edit it: a follow-up would fill it in too, but Discord's
    docs ("Create Followup Message") call that deprecated."""
    return (interaction.response.type is discord.InteractionResponseType.deferred_channel_message
            and not interaction.extras.get(FILLED))


async def answer(interaction: discord.Interaction, content: str | None = None, *, ephemeral: bool = True,
                 embed: discord.Embed | None = None, files: list[discord.File] | None = None,
                 view: discord.ui.View | None = None,
                 allowed_mentions: discord.AllowedMentions | None = None) -> None:
    """Send an answer by the interaction's token, the right way for where it stands: its reply
    if none was given; after a "thinking" defer, that reply filled in (it keeps the defer's
    visibility, as Discord's does); else a follow-up of its own (after a click's silent
    defer, or once the reply is there)."""
    mentions = allowed_mentions or discord.AllowedMentions.none()
    if not interaction.response.is_done():
        await interaction.response.send_message(content, embed=embed or discord.utils.MISSING,
                                                files=files or discord.utils.MISSING,
                                                view=view or discord.utils.MISSING, ephemeral=ephemeral,
                                                allowed_mentions=mentions)
    elif awaits_its_reply(interaction):
        extras: dict[str, Any] = {"view": view} if view is not None else {}
        if files:
            extras["attachments"] = files
        await interaction.edit_original_response(content=content, embed=embed, allowed_mentions=mentions, **extras)
        interaction.extras[FILLED] = True
    else:
        await interaction.followup.send(content or discord.utils.MISSING, embed=embed or discord.utils.MISSING,
                                        files=files or discord.utils.MISSING, view=view or discord.utils.MISSING,
                                        ephemeral=ephemeral, allowed_mentions=mentions)


async def _tell(interaction: discord.Interaction, content: str | None, *, embed: discord.Embed | None,
                ephemeral: bool, view: discord.ui.View | None, file: discord.File | None) -> None:
    try:
        # `view`: its buttons go with the answer, the DM below says the words alone; `file`, his
        # own (an export), goes by DM too if it comes to that.
        await answer(interaction, content, ephemeral=ephemeral, embed=embed, view=view,
                     files=[file] if file is not None else None)
        return
    except discord.HTTPException as exc:
        if repeated(exc):
            log.info("interaction %s was delivered again; answered once", interaction.id)
            return
        if not expired(exc):
            log.warning("could not answer interaction %s: %s", interaction.id, exc.status)
        else:
            log.info("interaction %s expired before it was answered; telling the member by DM", interaction.id)
    try:
        extra: dict[str, Any] = {}
        if embed is not None:
            extra["embed"] = embed
        if file is not None:
            file.reset()
            extra["file"] = file
        client = interaction.client  # the buttons' callbacks type it as any client: it is the bot
        if isinstance(client, PacedBot):  # through the pacer, with his DM channel as kept
            await send_dm(client, client.members, str(interaction.user.id), Need.TOLD, content, **extra)
        else:
            await interaction.user.send(content, **extra)
    except DatabaseUnavailable:  # nowhere to read his DM channel from, and none opened
        log.info("could not tell user %s by DM: the database is away", interaction.user.id)
    except discord.HTTPException:
        log.info("could not tell user %s by DM either", interaction.user.id)


def let_go(view: discord.ui.View | None) -> None:
    """A view that was sent, once its items are all dynamic: discord.py dispatches those by their
    custom ids and keeps no view of them, so the view and its items are garbage, but in a cycle
    (each item names its view).  Unlinked, they are freed at once, not by the collector: at
    200 busy tables they were most of what it found in cycles (docs/benchmarks.md)."""
    if view is not None and all(isinstance(item, discord.ui.DynamicItem) for item in view.walk_children()):
        view.clear_items()

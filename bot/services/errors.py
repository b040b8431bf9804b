"""Refusals the bot's services give, each with a message fit to show the member.

Every refusal of the services is a `ServiceError` (`numbers.NumberError` and the ledger
simulation's `OtherOptions` and `InUseElsewhere` too); `bot.discord_side.answers` turns these,
and the engine's (`engine.errors.EngineError`), into private replies.
"""

from __future__ import annotations


class ServiceError(ValueError):
    """A request refused; the message names what is wrong.  Nothing was changed.

    `words`, where given, is the catalogue's message for the refusal and `said` its arguments:
    bot/text/refusals.py says it so in the reader's language (issue 44); the message itself
    stays the English clause, for the logs and the tests."""

    def __init__(self, *args: object, words: str | None = None, **said: object) -> None:
        super().__init__(*args)
        self.words = words
        self.said = said


class UserError(ServiceError):
    """A mistake the member can mend (a card not in the pack, a limit not allowed here): its
    message is shown to him privately, as it is."""


class BankError(ServiceError):
    """The banker will not sell, redeem or move these chips."""


class LimitError(ServiceError):
    """A channel limit refused: the message starts with the field's name."""


class TableError(ServiceError):
    """Not possible at this table now (no deal, a deal in play, not seated, ...)."""


class StaleAction(TableError):
    """The click was for a turn already played, or the table moved on in another process.

    `why` says which, for the words of the answer: ``deal_over`` (that deal is over),
    ``not_dealt_in``, ``turn_over`` (that step was played) or ``not_your_turn`` (`to_act` is the
    member to say); empty when it was another process."""

    def __init__(self, message: str, *, why: str = "", to_act: str | None = None) -> None:
        super().__init__(message)
        self.why = why
        self.to_act = to_act


class SeasonError(ServiceError):
    """No season to start, end or show as asked, or season chips cannot be had as asked."""


class TournamentError(ServiceError):
    """Not possible in this tournament now (entered twice, registration closed, ...)."""

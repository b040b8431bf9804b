"""The cogs' own answers in words (issue 44): what /poker-admin, /bank, /odds, /rules and
/poker language say themselves, beside the services' answers the other modules word. The cogs
call these and write no sentence (tests/test_catalogue_sources.py). The words are the
catalogue's (`locales/*/cogs.ftl`; /poker language's `language.ftl`, /glossary's `content.ftl`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.services.ledger import BankLimits
from bot.text.bank import bank_limits_text, who
from bot.text.i18n import t
from bot.text.limit_words import show_value
from engine.errors import quoted

# ----- /poker-admin ------------------------------------------------------------------------------


def limit_set_title() -> str:
    return t("cogs-limit-set-title")


def limit_set(field: str, after: Any, before: Any, *, channel: bool) -> str:
    """A limit set in this channel (`channel`) or as the server's default, with its old value."""
    return t("cogs-limit-set-channel" if channel else "cogs-limit-set-server", field=field,
             after=show_value(after), before=show_value(before))


def limit_own_here(field: str, here: Any) -> str:
    """Said under a server default this channel overrides with its own value."""
    return t("cogs-limit-own-here", field=field, here=show_value(here))


def limits_title() -> str:
    return t("cogs-limits-title")


def limits_shown(limits: str, bank: BankLimits) -> str:
    """The table's limits in force (`admin.limits_text`), then the banker's."""
    return f"{limits}\n\n" + t("cogs-banker-limits", limits=bank_limits_text(bank))


def changes_title() -> str:
    return t("cogs-changes-title")


def chips_given_title() -> str:
    return t("cogs-chips-given-title")


def chips_given(member: int, chips: int, wallet: int) -> str:
    return t("cogs-chips-given", who=who(str(member)), n=chips, wallet=wallet)


def table_reset_title() -> str:
    return t("cogs-table-reset-title")


def bank_limits_title() -> str:
    return t("cogs-bank-limits-title")


def bank_limits_now(limits: BankLimits) -> str:
    return t("cogs-bank-limits-now", limits=bank_limits_text(limits))


def bank_limits_in_force(limits: BankLimits) -> str:
    return t("cogs-bank-limits-in-force", limits=bank_limits_text(limits))


# ----- /bank: the answers' titles ----------------------------------------------------------------

def balance_title() -> str:
    return t("cogs-balance-title")


def bought_title() -> str:
    return t("cogs-bought-title")


def cashed_out_title() -> str:
    return t("cogs-cashed-out-title")


def statement_title() -> str:
    return t("cogs-statement-title")


def settling_title() -> str:
    return t("cogs-settling-title")


def leaderboard_title() -> str:
    return t("cogs-leaderboard-title")


# ----- /odds: cards typed wrongly (a clause; bot/text/refusals.py makes it the sentence) ----------

def not_in_pack(what: str, cards: Sequence[str], pack: str) -> str:
    """`what` is the option's name (hand, keep), as the member typed it, in every language."""
    return t("cogs-not-in-pack", what=what, cards=", ".join(cards), pack=pack)


def hand_size(what: str, count: int, given: int) -> str:
    return t("cogs-hand-size", what=what, count=count, given=given)


def kept_not_in_hand(cards: Sequence[str]) -> str:
    return t("cogs-kept-not-in-hand", cards=", ".join(cards))


# ----- /rules and /glossary ----------------------------------------------------------------------

def _nearest(said: str, hints: Sequence[str], otherwise: str | None = None) -> str:
    """Nothing found: the nearest names if any, else `otherwise`."""
    if hints:
        return f"{said} " + t("cogs-did-you-mean", hints=", ".join(hints))
    return said if otherwise is None else f"{said} {otherwise}"


def no_law(query: str, hints: Sequence[str]) -> str:
    return _nearest(t("cogs-no-law", query=quoted(query)), hints, t("cogs-no-law-index"))


def no_term(term: str, hints: Sequence[str]) -> str:
    return _nearest(t("cogs-no-term", term=quoted(term)), hints)


def glossary_more(topic: str) -> str:
    return t("glossary-more", topic=topic)


# ----- /poker language (language.ftl) ------------------------------------------------------------

def language_client(client: str) -> str:
    return t("language-client", locale=client)


def language_chosen(chosen: str, client: str) -> str:
    return t("language-chosen", locale=chosen, client=client)


def language_set(locale: str) -> str:
    return t("language-set", locale=locale)


def language_set_client(client: str) -> str:
    return t("language-set-client", locale=client)


def language_unknown(typed: str, locales: Sequence[str]) -> str:
    return t("language-unknown", typed=quoted(typed), locales=", ".join(locales))

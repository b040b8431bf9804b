"""What a member is told when the bot, not he, is at fault: one line each, no detail of ours.
The words are the catalogue's (`locales/*/failures.ftl`)."""

from __future__ import annotations

from bot.text.i18n import t


def bank_away() -> str:
    return t("failures-bank-away")


def owner_silent() -> str:
    return t("failures-owner-silent")


def owner_unreachable() -> str:
    return t("failures-owner-unreachable")


def restarting() -> str:
    return t("failures-restarting")


def in_a_server_only() -> str:
    return t("failures-in-a-server-only")


def needs_manage_server() -> str:
    return t("failures-needs-manage-server")


def not_here() -> str:
    return t("failures-not-here")


def unexpected(ref: str) -> str:
    """A failure of ours: the reference finds its traceback in the log."""
    return t("failures-unexpected", ref=ref)

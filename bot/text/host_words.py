"""What the command line says to the host about the bot's token: one wording, the README's
("On the Bot page, choose Reset Token"), for `poker-bot run`, its --help and `poker-bot doctor`.
The words are the catalogue's (`locales/*/host.ftl`), in the host's language."""

from __future__ import annotations

from bot.text.i18n import t

PORTAL = "https://discord.com/developers/applications"


def get_a_token() -> str:
    """The README's steps, in one sentence a line of output can hold."""
    return t("host-get-a-token", portal=PORTAL)


def new_token() -> str:
    return t("host-new-token", portal=PORTAL)


def run_help() -> str:
    return t("host-run-help", portal=PORTAL)


def no_token() -> str:
    """`poker-bot run` without a token: get one, then start it again."""
    return t("host-no-token-start", portal=PORTAL)


def token_then_doctor() -> str:
    """`poker-bot doctor` without a token: get one, then run the doctor again."""
    return t("host-token-then-doctor", portal=PORTAL)


def token_refused() -> str:
    return t("host-token-refused", portal=PORTAL)

"""The lines `doctor`, `run`, `sandbox` and `play` say to the host (issue 44), in his language
(`bot.cli.main` sets it from LC_ALL, LC_MESSAGES or LANG). The words are the catalogue's
(`locales/*/cli-host.ftl`); options, settings, commands and addresses are named as typed.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.text.i18n import t

# ----- poker-bot doctor ----------------------------------------------------------------------


def check(name: str) -> str:
    """A check's name as its line begins: token, database, disk, clock, application, commands,
    servers, emojis, channels."""
    return t(f"cli-host-check-{name}")


def checks(names: Iterable[str]) -> str:
    return ", ".join(check(n) for n in names)


def said(message: str, /, **values: object) -> str:
    """One of the host's lines by its id in cli-host.ftl ("cli-host-no-token"), with its values."""
    return t(message, **values)


def clock_off(seconds: float) -> str:
    """This machine's clock `seconds` ahead of Discord's (behind when below 0)."""
    return t("cli-host-clock-off", seconds=round(abs(seconds)), way="ahead" if seconds > 0 else "behind")


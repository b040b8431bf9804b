"""The slash commands' own words in each language: `locales/<locale>/commands.ftl`, read by the
command tree's translator (`bot/discord_side/translator.py`) as the commands are synced.

Each command, group and option is a message whose id is its path, `cmd-` and the words joined by
hyphens (`cmd-poker-join`, its option `cmd-poker-join-stake`), with a `.name` and a `.description`
attribute; a choice is `cmd-choice-` and its value, with a `.name` (discord.py hands a choice to
the translator without the command it belongs to). English's file (`en-US`) holds the names and
descriptions the code gives, which Discord shows where a locale has none; only the other folders
that hold a `commands.ftl` are sent to Discord as localizations.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache
from pathlib import Path

from fluent.runtime import FluentBundle, FluentResource

from bot.text.i18n import LOCALES, SOURCE

FILE = "commands.ftl"
_NOT_IN_AN_ID = re.compile(r"[^a-zA-Z0-9_-]")


def command_id(path: Sequence[str]) -> str:
    """The message of a command, group or option, by its path: ("poker", "join", "stake")."""
    return "cmd-" + "-".join(_NOT_IN_AN_ID.sub("_", word) for word in path)


def choice_id(value: object) -> str:
    return "cmd-choice-" + _NOT_IN_AN_ID.sub("_", str(value))


def localized_locales(folder: Path = LOCALES) -> frozenset[str]:
    """The locales whose commands are localized: every folder but English's with a commands.ftl."""
    return frozenset(p.parent.name for p in folder.glob(f"*/{FILE}") if p.parent.name != SOURCE)


def localized(locale: str, message: str, attribute: str, folder: Path = LOCALES) -> str | None:
    """A command's word in `locale`'s own commands.ftl; None where that file lacks it (Discord then
    shows the English)."""
    bundle = _bundle(folder, locale)
    if bundle is None or not bundle.has_message(message):
        return None
    pattern = bundle.get_message(message).attributes.get(attribute)
    if pattern is None:
        return None
    words, errors = bundle.format_pattern(pattern, {})
    return words if not errors and isinstance(words, str) else None


@cache
def _bundle(folder: Path, locale: str) -> FluentBundle | None:
    path = folder / locale / FILE
    if not path.is_file():
        return None
    bundle = FluentBundle([locale], use_isolating=False)
    bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return bundle


def forget() -> None:
    """Read the files afresh (a test that writes a catalogue of its own)."""
    _bundle.cache_clear()

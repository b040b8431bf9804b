"""The command tree's translator: every command, group, option and choice gets its
`name_localizations` and `description_localizations` from the catalogues' `commands.ftl`
(`bot/text/command_catalogue.py`), for each Discord locale that has one, as the tree is synced.

Discord shows a member a command in his client's language where it has one, in English where
not; the emulator holds the localizations to Discord's rules on sync (its `command_rules.py`).
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from bot.text.command_catalogue import FILE, choice_id, command_id, localized, localized_locales
from bot.text.i18n import LOCALES, SOURCE

NAMES = (Where.command_name, Where.group_name, Where.parameter_name, Where.choice_name)
DISCORD_LOCALES = frozenset(locale.value for locale in discord.Locale)


class CommandTranslator(app_commands.Translator):
    """Reads `folder/<locale>/commands.ftl` (the shipped catalogues unless a test names another)."""

    def __init__(self, folder: Path = LOCALES) -> None:
        self.folder = folder
        self.locales = localized_locales(folder) & DISCORD_LOCALES  # only Discord's keys are sent

    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        if locale.value not in self.locales:
            return None
        message = message_of(context)
        if message is None:
            return None
        return localized(locale.value, message, "name" if context.location in NAMES else "description", self.folder)


def message_of(context: app_commands.TranslationContextTypes) -> str | None:
    """The catalogue's message for what discord.py asks of: a command's, a group's, an option's
    (by its command's path), or a choice's (by its value)."""
    data = context.data
    if isinstance(data, app_commands.Command | app_commands.Group):
        return command_id(data.qualified_name.split())
    if isinstance(data, app_commands.Parameter):
        return command_id([*data.command.qualified_name.split(), data.name])
    if isinstance(data, app_commands.Choice):
        return choice_id(data.value)
    return None  # a context menu's: the bot has none


def catalogue_fingerprint(folder: Path = LOCALES) -> str:
    """What the localizations sent depend on: every locale's commands.ftl (a change syncs again)."""
    digest = hashlib.sha256()
    for path in sorted(folder.glob(f"*/{FILE}")):
        if path.parent.name != SOURCE:
            digest.update(path.parent.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def source_catalogue(tree: app_commands.CommandTree[discord.Client]) -> str:
    """English's commands.ftl as the code names and describes its commands: the file translators
    start from (tests/test_command_localizations.py holds the shipped one to it)."""
    lines = ["## The slash commands' names and descriptions (bot/discord_side/translator.py).",
             "## Names: lower case, no spaces, at most 32; descriptions at most 100 characters.", ""]
    choices: dict[str, str] = {}
    for command in sorted(tree.walk_commands(), key=lambda c: c.qualified_name):
        path = command.qualified_name.split()
        lines += [f"{command_id(path)} =", f"    .name = {command.name}", f"    .description = {command.description}"]
        if isinstance(command, app_commands.Command):
            for parameter in command.parameters:
                lines += [f"{command_id([*path, parameter.name])} =", f"    .name = {parameter.name}",
                          f"    .description = {parameter.description}"]
                choices.update({choice_id(c.value): c.name for c in parameter.choices})
    for message, name in sorted(choices.items()):
        lines += [f"{message} =", f"    .name = {name}"]
    return "\n".join(lines) + "\n"

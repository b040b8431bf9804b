"""The slash commands in each language we ship (issue 44): the tree's translator sends every
command, option and choice its localizations from `commands.ftl`, only for Discord's locales that
have one, and the emulator refuses, as Discord does, what breaks its rules.

A catalogue of the test's own stands in for a translation: German (`de`) made of English's with
every letter accented (`i18n.pseudo`), in a folder of the test's.
"""

from __future__ import annotations

import re
from pathlib import Path

import discord
import pytest
from discord.ext import commands

from bot.discord_side import app as bot_app
from bot.discord_side.app import COGS
from bot.discord_side.translator import CommandTranslator, source_catalogue
from bot.text import command_catalogue
from bot.text.i18n import LOCALES, SOURCE, pseudo
from discord_emulator import command_rules, openapi
from discord_emulator.errors import DiscordError
from tests.test_bot_defects import every_cog

SHIPPED = LOCALES / SOURCE / command_catalogue.FILE
ATTRIBUTE = re.compile(r"^(    \.(?:name|description) = )(.*)$", re.MULTILINE)


async def test_englishs_commands_ftl_holds_the_trees_own_names_and_descriptions() -> None:
    bot = commands.Bot(command_prefix="!", intents=discord.Intents.none())
    for name in COGS:
        await bot.load_extension(name)
    assert SHIPPED.read_text(encoding="utf-8") == source_catalogue(bot.tree), (
        "regenerate bot/text/locales/en-US/commands.ftl from the tree (translator.source_catalogue)")


def catalogue(folder: Path, locale: str, change=lambda message, attribute, words: pseudo(words)) -> Path:
    """`folder` with English's commands.ftl and `locale`'s, each word changed by `change`."""
    (folder / SOURCE).mkdir(parents=True, exist_ok=True)
    (folder / SOURCE / command_catalogue.FILE).write_text(SHIPPED.read_text(encoding="utf-8"), encoding="utf-8")
    lines, message = [], ""
    for line in SHIPPED.read_text(encoding="utf-8").splitlines():
        if line.startswith("cmd-"):
            message = line.split(" ")[0]
        found = ATTRIBUTE.match(line)
        if found:
            attribute = "name" if ".name" in found.group(1) else "description"
            line = found.group(1) + change(message, attribute, found.group(2))
        lines.append(line)
    (folder / locale).mkdir(exist_ok=True)
    (folder / locale / command_catalogue.FILE).write_text("\n".join(lines) + "\n", encoding="utf-8")
    command_catalogue.forget()
    return folder


@pytest.fixture
def translated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = catalogue(tmp_path / "locales", "de")
    catalogue(folder, "xx")  # a folder named for no Discord locale: never sent
    monkeypatch.setattr(bot_app, "CommandTranslator", lambda: CommandTranslator(folder))
    yield folder
    command_catalogue.forget()


def synced(world, name: str) -> dict:
    return next(c for c in world.commands() if c["name"] == name)


def option(node: dict, name: str) -> dict:
    return next(o for o in node["options"] if o["name"] == name)


async def test_the_synced_tree_carries_each_shipped_locales_words(discord_world, bot_runner, tmp_path, translated):
    await bot_runner.start(every_cog(tmp_path))
    poker = synced(discord_world, "poker")
    assert poker["name_localizations"] == {"de": pseudo("poker")}  # no xx, and no English beside the name
    assert poker["description_localizations"] == {"de": pseudo(poker["description"])}
    join = option(poker, "join")
    assert join["name_localizations"] == {"de": pseudo("join")}
    stake = option(join, "stake")
    assert (stake["name_localizations"], stake["description_localizations"]) == (
        {"de": pseudo("stake")}, {"de": pseudo(stake["description"])})
    setting = option(option(poker, "coach"), "setting")
    assert [c["name_localizations"] for c in setting["choices"]] == [{"de": pseudo("on")}, {"de": pseudo("off")}]
    admin = synced(discord_world, "poker-admin")
    assert option(admin, "limits")["description_localizations"]["de"] == pseudo(option(admin, "limits")["description"])


# (what, the message and attribute changed, to what): each refused by the emulator as Discord would.
BROKEN = [
    ("an upper-case name", "cmd-poker", "name", "Poker", "0.name_localizations.de", "APPLICATION_COMMAND_INVALID_NAME"),
    ("a name with a space", "cmd-poker-join", "name", "sich setzen",
     "options.1.name_localizations.de", "APPLICATION_COMMAND_INVALID_NAME"),
    ("a description over 100 characters", "cmd-poker-join", "description", "d" * 101,
     "options.1.description_localizations.de", "BASE_TYPE_BAD_LENGTH"),
    ("two options of one name", "cmd-poker-stats-variety", "name", pseudo("member"),
     "name_localizations.de", "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS"),
]


@pytest.mark.parametrize(("what", "message", "attribute", "words", "where", "code"), BROKEN, ids=[b[0] for b in BROKEN])
async def test_discord_refuses_a_catalogue_that_breaks_its_rules(discord_world, bot_runner, tmp_path, translated,
                                                                 what, message, attribute, words, where, code):
    bot = every_cog(tmp_path)
    await bot_runner.start(bot)  # the catalogue as translated: synced
    bad = catalogue(tmp_path / "bad", "de", lambda m, a, w: words if (m, a) == (message, attribute) else pseudo(w))
    await bot.tree.set_translator(CommandTranslator(bad))
    with pytest.raises(discord.HTTPException) as refused:
        await bot.tree.sync()
    assert refused.value.status == 400 and refused.value.code == 50035
    # The body refused, read again by the emulator's checks for the field and Discord's code.
    sent = next(r for r in reversed(discord_world.requests) if r.route.endswith("/commands") and r.status == 400)
    with pytest.raises(DiscordError) as why:
        read = openapi.check_body(sent.method, sent.route, sent.path, sent.json)
        command_rules.check_commands(read, openapi.locales())
    found = dict(flat(why.value.errors or {}))
    assert any(path.endswith(where) and found[path] == code for path in found), found
    discord_world.requests.remove(sent)  # the test's own refusal, not a message the bot lost


def flat(errors: dict, path: str = ""):
    """(field path, code) of each refusal in Discord's nested `errors`."""
    for key, value in errors.items():
        if key == "_errors":
            yield path, value[0]["code"]
        elif isinstance(value, dict):
            yield from flat(value, f"{path}.{key}" if path else key)

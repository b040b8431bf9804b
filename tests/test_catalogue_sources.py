"""No sentence is written in the code of a module whose words come from the catalogues (issue 44).

A string constant with two words of letters in it, outside a docstring, is a sentence a reader
could meet in English whatever his language; in a converted module it is a defect. The modules
still to convert are listed, one a line, and leave the list as they are converted.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

TEXT = Path(__file__).resolve().parents[1] / "bot" / "text"
WORDS = re.compile(r"[A-Za-z]{2,}[ ,;:.!?'’-]+[A-Za-z]{2,}")
UNCONVERTED: set[str] = set()  # every module's words come from the catalogues now
NOT_WORDS = {"__init__.py", "i18n.py", "command_catalogue.py"}  # ids and file names, no sentence
# The funnel's calls, and which argument is a message id ("seat-sat"), not words for a reader.
FUNNEL = {"t": 0, "attribute": 0, "text_in": 1}
# A message's id ("table-no-table") is how a module asks the catalogue for words, not words.
MESSAGE_IDS = {m[1] for path in (TEXT / "locales" / "en-US").glob("*.ftl")
               for m in re.finditer(r"^([a-z][a-z0-9-]*) =", path.read_text(encoding="utf-8"), re.MULTILINE)}


def is_message_id(words: str) -> bool:
    """A message's id, or the stem a module completes to one ("render-option-" and a kind)."""
    return words in MESSAGE_IDS or words.endswith("-") and any(m.startswith(words) for m in MESSAGE_IDS)


# Strings a module matches against another layer's English, never shown from there: each is
# argued beside it, and the module's own words still come from the catalogue.
MATCHED = {
    ("host_words.py", "https://discord.com/developers/applications"),  # an address, the same in every language
    # table_words: the engine's log lines the show-down repeats as they are, found by a word
    # in them (engine/jackpot.py, engine/whisky.py).
    ("table_words.py", "jack-pot"),
    # render: the engine's clauses (engine/betting.py) said with the chips they put in.
    ("render.py", "puts up the blind"), ("render.py", "comes in"), ("render.py", "makes good"),
    # table_picture: the engine's log words for chips handed back, not won (engine/ending.py).
    ("table_picture.py", "takes back"),
    # refusals: how bot.services.limits begins a number's range, which the refusal reads on from.
    ("refusals.py", "a whole number"),
    # refusals: pydantic's prefix to a validator's own message, taken off before it is read.
    ("refusals.py", "Value error, "),
}
# Modules whose regular expressions match another layer's English (refusals: pydantic's wording
# and the services' bare clauses; log_words: the engine's log clauses and reasons; each made into
# the catalogue's sentences): a pattern is matched, never shown, so a `re.compile` pattern there
# is not a sentence.
PATTERNS_MATCHED = {"refusals.py", "log_words.py"}


def sentences(source: str, patterns: bool = False) -> list[tuple[int, str]]:
    """Each string constant in `source` that reads as words, with its line; docstrings aside, and
    with `patterns`, the patterns of `re.compile`."""
    return [(node.lineno, node.value) for node in _sentence_nodes(ast.parse(source), patterns)]


def _sentence_nodes(tree: ast.AST, patterns: bool = False) -> list[ast.Constant]:
    if patterns:
        docstrings_or_patterns = {id(node.args[0]) for node in ast.walk(tree) if isinstance(node, ast.Call)
                                  and isinstance(node.func, ast.Attribute) and node.func.attr == "compile"
                                  and node.args and isinstance(node.args[0], ast.Constant)}
    else:
        docstrings_or_patterns = set()
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
                  and node.body and isinstance(node.body[0], ast.Expr)
                  and isinstance(node.body[0].value, ast.Constant)}
    ids = set()
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in FUNNEL
                and len(node.args) > FUNNEL[node.func.id]):
            first = node.args[FUNNEL[node.func.id]]  # an id, or one made of its parts: f"limit-means-{name}"
            ids |= {id(part) for part in ([first] if isinstance(first, ast.Constant)
                                          else first.values if isinstance(first, ast.JoinedStr) else [])}
    return [node for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in docstrings | docstrings_or_patterns | ids and WORDS.search(node.value)]


def converted() -> list[Path]:
    return sorted(p for p in TEXT.glob("*.py") if p.name not in UNCONVERTED | NOT_WORDS)


@pytest.mark.parametrize("path", converted(), ids=lambda p: p.name)
def test_no_sentence_in_the_code(path: Path) -> None:
    found = [(line, words) for line, words in sentences(path.read_text(encoding="utf-8"), path.name in PATTERNS_MATCHED)
             if not is_message_id(words) and (path.name, words) not in MATCHED]
    assert found == []


def test_a_message_id_passes_and_a_made_up_one_does_not() -> None:
    assert is_message_id("table-no-table") and is_message_id("render-option-")
    assert not is_message_id("table-no-such-message") and not is_message_id("no-such-")


def test_the_scan_finds_a_planted_sentence() -> None:
    planted = ('"""Doc string words."""\nX = "You sit down"\ndef f():\n    """More doc words."""\n'
               '    return f"{1} chips here" + t("seat-sat", n=1) + g("made-up words") + t(f"seat-as-{x}")\n')
    assert [line for line, _ in sentences(planted)] == [2, 5, 5]
    pattern = 'import re\nP = re.compile(r"^Input should be (.*)")\nQ = "You may not"\n'
    assert [line for line, _ in sentences(pattern, patterns=True)] == [3]
    assert sorted(line for line, _ in sentences(pattern)) == [2, 3]


def test_every_module_is_listed_or_converted() -> None:
    names = {p.name for p in TEXT.glob("*.py")}
    assert names >= UNCONVERTED, "a module listed as unconverted is gone: take it off the list"


# ----- the cogs (issue 44: "in the member's own language") ----------------------------------------

COGS = TEXT.parents[1] / "cogs"
# The command tree's own words (names, descriptions, choices) are the source of commands.ftl,
# which Discord shows each member in his language (bot/discord_side/translator.py); a logger's
# name is not read by a member.
TREE_CALLS = {"command", "describe", "choices", "autocomplete", "Group", "Choice", "getLogger"}


def _called(node: ast.Call) -> str:
    return node.func.id if isinstance(node.func, ast.Name) else node.func.attr if isinstance(node.func, ast.Attribute) else ""


def cog_sentences(source: str) -> list[tuple[int, str]]:
    """The words a cog writes itself: the sentences `sentences` finds, and any letters handed
    straight to a call (a reply's one-word title: "Bought"); the command tree's words aside."""
    tree = ast.parse(source)
    tree_words: set[int] = set()
    for node in ast.walk(tree):
        parts: list[ast.AST] = []
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            parts += node.decorator_list
        if isinstance(node, ast.ClassDef):
            parts += node.keywords  # group_name=, group_description=
        if isinstance(node, ast.Call) and _called(node) in TREE_CALLS:
            parts.append(node)
        tree_words |= {id(inner) for part in parts for inner in ast.walk(part)}
    handed = [arg for node in ast.walk(tree) if isinstance(node, ast.Call)
              for arg in (*node.args, *(k.value for k in node.keywords))
              if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and re.search("[A-Za-z]", arg.value)]
    found = {id(n): n for n in (*_sentence_nodes(tree), *handed) if id(n) not in tree_words}
    return sorted((n.lineno, n.value) for n in found.values())


def cogs() -> list[Path]:
    return sorted(p for p in COGS.glob("*.py") if p.name != "__init__.py")


@pytest.mark.parametrize("path", cogs(), ids=lambda p: p.name)
def test_no_sentence_in_a_cog(path: Path) -> None:
    """Every word a cog's member or admin reads is asked of bot/text; the cog writes none."""
    found = [(line, words) for line, words in cog_sentences(path.read_text(encoding="utf-8"))
             if not is_message_id(words)]
    assert found == []


def test_the_cog_scan_finds_a_planted_sentence() -> None:
    planted = ('''"""A cog's doc words."""\nlog = logging.getLogger("poker.admin")\n'''
               '''class A(commands.GroupCog, group_name="poker-admin", group_description="Chips and resets"):\n'''
               '''    @app_commands.command(name="grant", description="Give a member chips")\n'''
               '''    @app_commands.describe(chips=f"how many (default {N})")\n'''
               '''    async def grant(self, i):\n'''
               '''        await reply(i, "Bought", words.bought(1))\n'''
               '''        raise UserError(f"No law called {q}.")\n'''
               '''        return Choice(name="on", value="on"), "-", reply(i, "", t)\n''')
    assert cog_sentences(planted) == [(7, "Bought"), (8, "No law called ")]
    assert len(cogs()) >= 6


# ----- the command line (issue 44: the host's lines in his LANG) ----------------------------------

CLI = TEXT.parent / "cli"
CLI_UNCONVERTED: set[str] = set()  # every command's own lines come from the catalogues now
# argparse's declarations: the options' help, still English (--help), as are argparse's own words.
DECLARING = {"add_parser", "add_argument", "add_argument_group", "add_mutually_exclusive_group", "add_subparsers",
             "set_defaults", "Parser", "ArgumentParser", "getLogger"}
# Where a line goes to the host: any words given there, in an f-string too, are his to read.
PRINTING = {"print", "UsageError", "ArgumentTypeError", "path_error"}
# An option's, a setting's or an argument's name (--out, CARD_ART_DIR, FILE|DIR), the same in every language.
OPTION = re.compile(r"--[a-z][a-z0-9-]*|[A-Z][A-Z0-9]*(?:[_|][A-Z0-9]+)+")
CLI_MATCHED = {
    ("__init__.py", ": error: "),  # argparse's own form of an error line, which its errors share
    ("support.py", "Value error, "),  # pydantic's prefix to a validator's message, taken off
    ("doctor_servers.py", "/users/@me/guilds?limit="),  # Discord's API path, asked, not shown
    # doctor: the storage's own English (bot/storage), matched to choose the fix said beside it.
    ("doctor.py", "no database at"), ("doctor.py", "upgrade the bot"),
    # doctor_discord: the API's address, and the User-Agent header Discord asks a bot to send.
    ("doctor_discord.py", "https://discord.com/api/v10"), ("doctor_discord.py", "User-Agent"),
    ("doctor_discord.py", "DiscordBot (https://github.com/Rapptz/discord.py "),
    # play: a word the player types (help lists it), the same in every language.
    ("play.py", "jack-pot"), ("play.py", "come in"),
    # sandbox: its default members' names and its default file, the same in every language.
    ("sandbox.py", "alice,bob,carol"), ("sandbox.py", "poker.db"),
}


def cli_sentences(source: str) -> list[tuple[int, str]]:
    """The words a command-line module writes itself, argparse's declarations aside."""
    tree = ast.parse(source)
    declared = {id(inner) for node in ast.walk(tree) if isinstance(node, ast.Call) and _called(node) in DECLARING
                for inner in ast.walk(node)}
    printed = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _called(node) in PRINTING:
            for arg in (*node.args, *(k.value for k in node.keywords)):
                parts = arg.values if isinstance(arg, ast.JoinedStr) else [arg]
                printed += [p for p in parts if isinstance(p, ast.Constant) and isinstance(p.value, str)
                            and re.search("[A-Za-z]{2,}", OPTION.sub("", p.value))]
    found = {id(n): n for n in (*_sentence_nodes(tree), *printed)
             if id(n) not in declared and not OPTION.fullmatch(n.value)}
    return sorted((n.lineno, n.value) for n in found.values())


def cli_converted() -> list[Path]:
    return sorted(p for p in CLI.glob("*.py") if p.name not in CLI_UNCONVERTED)


@pytest.mark.parametrize("path", cli_converted(), ids=lambda p: p.name)
def test_no_sentence_in_a_converted_command(path: Path) -> None:
    found = [(line, words) for line, words in cli_sentences(path.read_text(encoding="utf-8"))
             if not is_message_id(words) and (path.name, words) not in CLI_MATCHED]
    assert found == []


def test_the_command_scan_finds_a_planted_line() -> None:
    planted = ('import argparse\np = argparse.ArgumentParser(description="Five-card draw poker")\n'
               'p.add_argument("--out", help="the file to write")\n'
               'print(f"wrote {path} ({n} bytes)")\nraise UsageError("--two-pairs-over-threes")\n'
               'raise UsageError(f"--out {x}: " + words.no_cards())\nX = "the disk is full"\n')
    assert cli_sentences(planted) == [(4, " bytes)"), (4, "wrote "), (7, "the disk is full")]


def test_every_command_module_is_listed_or_converted() -> None:
    names = {p.name for p in CLI.glob("*.py")}
    assert names >= CLI_UNCONVERTED, "a module listed as unconverted is gone: take it off the list"
    assert len(cli_converted()) >= 8

"""The content's data files: how they load, and the one-line error a broken one gives.

Each broken case edits the shipped file's text in one place and checks that the
error names the file, the entry and the field, on one line.
"""

from __future__ import annotations

import fnmatch
import subprocess
import sys
import tomllib
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.content import glossary, lawbook
from bot.content.loading import ContentError, read

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "bot" / "content" / "data"
LAWS, TOPICS, NOTES, GLOSSARY = (read(f) for f in
                                 ("laws.toml", "topics.toml", "notes.toml", "glossary.toml"))


def edit(text: str, old: str, new: str) -> str:
    assert text.count(old) >= 1, old  # the edit must really change the file
    return text.replace(old, new, 1)


def laws(text: str) -> Callable[[], object]:
    return lambda: lawbook.load_laws(text, lawbook.NOTES)


def topics(text: str) -> Callable[[], object]:
    return lambda: lawbook.load_topics(text, lawbook.LAWS, lawbook.NOTES)


def terms(text: str) -> Callable[[], object]:
    return lambda: glossary.load_terms(text, lawbook.TOPICS)


BROKEN = {
    "a gap in the laws": (
        laws(edit(LAWS, "number = 12\n", "number = 13\n")),
        "laws.toml: law 13, field 'number': expected law 12 here"),
    "a law missing at the end": (
        laws(LAWS[: LAWS.rindex("[[section]]")]),
        "laws.toml: the file, field 'law': 76 laws; Foster has 77"),
    "a section with no laws": (
        laws(LAWS[: LAWS.index("[[section.law]]\nnumber = 77")]),
        "laws.toml: section 'Disputes', field 'law': missing"),
    "two sections of one name": (
        laws(edit(LAWS, 'name = "Limits"', 'name = "Dealing"')),
        "laws.toml: section 'Dealing', field 'name': another section has this name"),
    "a misspelt field": (
        laws(edit(LAWS, "summary = '''\nA table holds", "sumary = '''\nA table holds")),
        "laws.toml: law 1, field 'sumary': no such field (did you mean 'summary'?)"),
    "a number in quotes": (
        laws(edit(LAWS, "number = 5\n", 'number = "5"\n')),
        "laws.toml: law '5', field 'number': Input should be a valid integer"),
    "an empty title": (
        laws(edit(LAWS, 'title = "Number of players"', "title = '''\n\n'''")),
        "laws.toml: law 1, field 'title': empty"),
    "a summary too long for an embed field": (
        laws(edit(LAWS, "A table holds", "word " * 300)),
        "laws.toml: law 1, field 'summary': 1625 characters, more than the 1024 Discord allows"),
    "a summary and note too long together": (
        laws(edit(LAWS, "A table holds", "word " * 170)),
        "laws.toml: law 1, field 'at_this_table': summary and note together make 1137 characters"),
    "a heading too long for a field name": (
        laws(edit(LAWS, 'title = "Number of players"', f'title = "{"n" * 250}"')),
        "laws.toml: law 1, field 'title': the heading"),
    "a section given to a law": (
        laws(edit(LAWS, "number = 3\n", 'number = 3\nsection = "Dealing"\n')),
        "laws.toml: law 3, field 'section': comes from the [[section]] the law is under"),
    "an unknown shared note": (
        laws(edit(LAWS, 'shared_note = "bot-deals"', 'shared_note = "bot-deal"')),
        "laws.toml: law 10, field 'shared_note': no note 'bot-deal' in notes.toml"),
    "a note both shared and written": (
        laws(edit(LAWS, 'shared_note = "bot-deals"',
                  'shared_note = "bot-deals"\nat_this_table = "x"')),
        "laws.toml: law 10, field 'shared_note': give at_this_table or shared_note, not both"),
    "a file that is not TOML": (
        laws(LAWS + "\n[[section\n"),
        "laws.toml: not valid TOML: "),
    "an empty laws file": (
        laws(""),
        "laws.toml: the file, field 'section': expected one or more [[section]] tables"),
    "a topic naming no such law": (
        topics(edit(TOPICS, "laws = [7, 27, 30, 37, 52]", "laws = [7, 27, 78]")),
        "topics.toml: topic 'blind', field 'laws': there is no law 78"),
    "a topic's laws out of order": (
        topics(edit(TOPICS, "laws = [7, 27, 30, 37, 52]", "laws = [27, 7]")),
        "topics.toml: topic 'blind', field 'laws': list the laws in order, each once"),
    "one alias for two topics": (
        topics(edit(TOPICS, 'aliases = ["straddles"', 'aliases = ["Blinds", "straddles"')),
        "topics.toml: topic 'straddle', field 'aliases': 'Blinds' would also find topic 'blind'"),
    "a title finding another topic": (
        topics(edit(TOPICS, 'title = "The straddle"', 'title = "The blind"')),
        "topics.toml: topic 'straddle', field 'title': 'The blind' would also find topic 'blind'"),
    "two topics of one name": (
        topics(edit(TOPICS, 'name = "straddle"', 'name = "blind"')),
        "topics.toml: topic 'blind', field 'name': another topic has this name"),
    "a topic name one cannot type": (
        topics(edit(TOPICS, 'name = "blind"', 'name = "Blind pot"')),
        "topics.toml: topic 'Blind pot', field 'name': use lower-case words joined by hyphens"),
    "a misspelt table": (
        topics(edit(TOPICS, "[[topic]]", "[[topics]]")),
        "topics.toml: table [topics]: unknown; this file holds [[topic]] tables"),
    "a term pointing to no topic": (
        terms(edit(GLOSSARY, 'topic = "the-age"', 'topic = "the-agee"')),
        "glossary.toml: term 'age', field 'topic': no topic 'the-agee' in topics.toml"),
    "two terms of one name": (
        terms(edit(GLOSSARY, 'name = "ante"', 'name = "age"')),
        "glossary.toml: term 'age', field 'name': another term has this name"),
    "one alias for two terms": (
        terms(edit(GLOSSARY, 'aliases = ["antes"]', 'aliases = ["antes", "eldest hands"]')),
        "glossary.toml: term 'ante', field 'aliases': 'eldest hands' would also find term 'age'"),
    "a term with no name": (
        terms(edit(GLOSSARY, 'name = "ante"\n', "")),
        "glossary.toml: term number 2 in the file, field 'name': missing"),
    "a shared note too long": (
        lambda: lawbook.load_notes(edit(NOTES, "Does not arise", "x" * 1100)),
        "notes.toml: note 'bot-deals': 1188 characters, more than the 1024 Discord allows"),
}


@pytest.mark.parametrize("case", list(BROKEN))
def test_a_broken_file_gives_one_line_naming_file_entry_and_field(case):
    load, expected = BROKEN[case]
    with pytest.raises(ContentError) as raised:
        load()
    message = str(raised.value)
    assert message.startswith("bot/content/data/")
    assert expected in message
    assert "\n" not in message


def test_the_shipped_files_load_as_they_stand():
    assert lawbook.load_laws(LAWS, lawbook.NOTES) == lawbook.LAWS
    assert lawbook.load_topics(TOPICS, lawbook.LAWS, lawbook.NOTES)[0] == lawbook.TOPICS
    assert glossary.load_terms(GLOSSARY, lawbook.TOPICS)[0] == glossary.TERMS


def test_prose_may_wrap_anyhow():
    """Line breaks and runs of spaces in the file become single spaces."""
    rewrapped = edit(
        LAWS,
        "A table holds two to seven players. With eight, whoever deals takes no hand\n",
        "A table   holds two\nto seven players.\n\n  With eight, whoever deals takes no hand\n",
    )
    assert lawbook.load_laws(rewrapped, lawbook.NOTES) == lawbook.LAWS
    assert lawbook.LAWS[1].summary.startswith("A table holds two to seven players. With eight,")


def test_shared_notes_are_the_same_text_everywhere():
    note = lawbook.NOTES["bot-deals"]
    dealt = [n for n, law in lawbook.LAWS.items() if law.at_this_table == note]
    assert len(dealt) == LAWS.count('shared_note = "bot-deals"') == 15
    assert lawbook.TOPICS["misdeals"].at_this_table == note


def test_sections_follow_the_file():
    assert lawbook._SECTIONS[0] == (1, 6, "Formation of the table")
    assert lawbook._SECTIONS[-1] == (77, 77, "Disputes")
    numbers = [n for first, last, _ in lawbook._SECTIONS for n in range(first, last + 1)]
    assert numbers == list(range(1, 78))


def test_every_data_file_is_packaged():
    """An installed wheel has only what package-data names; every data file must match it."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = config["tool"]["setuptools"]["package-data"]["bot.content"]
    files = sorted(p.relative_to(DATA.parent).as_posix() for p in DATA.iterdir())
    assert files == ["data/glossary.toml", "data/laws.toml", "data/notes.toml", "data/topics.toml"]
    for name in files:
        assert any(fnmatch.fnmatch(name, pattern) for pattern in patterns), name


def test_content_imports_nothing_of_discord_or_the_table():
    code = (
        "import sys\n"
        "import bot.content.lawbook, bot.content.glossary\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('discord', 'cogs')\n"
        "       or m in ('bot.discord_side.table_controller', 'bot.discord_side.app')]\n"
        "print(bad)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                            text=True, check=True)
    assert result.stdout.strip() == "[]"

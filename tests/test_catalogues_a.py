"""The catalogues of the modules converted for issue 44 (seat, turn, play, bank and the rest):
every message renders, in English and in the pseudo-locale, for counts that take each plural
form, and the converted functions really take their words from the catalogue."""

from __future__ import annotations

import pytest
from fluent.syntax import FluentParser, ast

from bot.text import bank, i18n, turn_words
from bot.text.i18n import speaking
from tests.catalogue_reading import SAMPLES, Catalogue

CATALOGUES = ("seat", "turn", "play", "component", "bank", "faces", "failures", "stats", "season",
              "replay", "limit", "admin", "host", "learn", "coach", "cogs", "memos", "cli")
FOLDER = i18n.LOCALES / i18n.SOURCE
Variables = tuple[frozenset[str], frozenset[str]]


def _messages() -> list[tuple[str, str, Variables]]:
    """(file, message id, (its variables, those read as numbers)) for each message, the
    variables of the messages it names (`{ chips }`) counted as its own."""
    english = Catalogue(FOLDER)
    out = []
    for name in CATALOGUES:
        for message in english.files.get(name, []):
            variables, numbers = english.message_reach(message)
            out.append((name, message, (frozenset(variables), frozenset(numbers))))
    return out


MESSAGES = _messages()


def test_each_converted_module_has_its_catalogue() -> None:
    assert {name for name, _, _ in MESSAGES} >= {"seat", "turn", "play", "component"}


@pytest.mark.parametrize("name", CATALOGUES)
def test_each_catalogue_parses_whole(name: str) -> None:
    """A message Fluent cannot parse is dropped as junk, silently: none may be."""
    path = FOLDER / f"{name}.ftl"
    if path.exists():
        body = FluentParser(with_spans=False).parse(path.read_text(encoding="utf-8")).body
        assert [entry.content for entry in body if isinstance(entry, ast.Junk)] == []


@pytest.mark.parametrize(("file", "message", "names"), MESSAGES, ids=[m for _, m, _ in MESSAGES])
@pytest.mark.parametrize("locale", [i18n.SOURCE, i18n.PSEUDO])
def test_every_message_renders_for_each_plural(locale: str, file: str, message: str, names: Variables) -> None:
    assert message.startswith(f"{file}-"), "a message's id begins with its catalogue's name"
    bundle = i18n._bundle(locale)
    found = bundle.get_message(message)
    assert found.value is not None
    every, numbers = names
    for n in SAMPLES:
        # Every variable a number, then the words' variables (names, cards) as text.
        for args in ({v: n for v in every}, {v: n if v in numbers else f"x{n}" for v in every}):
            words, errors = bundle.format_pattern(found.value, args)
            assert errors == [], (message, args)
            assert words.strip(), message
    for attribute in found.attributes.values():
        _, errors = bundle.format_pattern(attribute, {v: 1 for v in every})
        assert errors == []


def test_a_converted_function_speaks_the_pseudo_locale() -> None:
    assert turn_words.your_turn("<@1>", 1234) == "<@1>, your turn in deal 1234."
    with speaking(i18n.PSEUDO):
        said = turn_words.your_turn("<@1>", 1234)
        pings = turn_words.pings_on()
    assert said == "[<@1>, ẏǿŭř ŧŭřƞ īƞ ḓḗȧŀ 1234.]"  # the name and the number are not the catalogue's
    assert pings.startswith("[Ƥīƞɠş ȧřḗ ǿƞ") and pings.endswith("]")


def test_plurals_and_signs_follow_the_catalogue() -> None:
    """The banker's counts through `chips-grouped` and its signs through three messages."""
    assert [bank.signed(n) for n in (0, 1, -1500)] == ["even", "+1 up", "-1,500 down"]
    with speaking(i18n.PSEUDO):
        assert [bank.signed(n) for n in (0, 1, -1500)] == ["[ḗṽḗƞ]", "[+1 ŭƥ]", "[-1,500 ḓǿẇƞ]"]

"""The catalogues of the modules converted for issue 44 (seat, turn, play, bank and the rest):
every message renders, in English and in the pseudo-locale, for counts that take each plural
form, and the converted functions really take their words from the catalogue."""

from __future__ import annotations

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from bot.text import bank, i18n, turn_words
from bot.text.i18n import speaking

CATALOGUES = ("seat", "turn", "play", "component", "bank", "faces", "failures", "stats", "season",
              "replay", "limit", "admin", "host", "learn", "coach")
FOLDER = i18n.LOCALES / i18n.SOURCE
SAMPLES = (0, 1, 2, 5, 21)


class _Variables(Visitor):
    """The variables of a message, and which of them a selector or NUMBER() reads (numbers)."""

    def __init__(self) -> None:
        self.names: set[str] = set()
        self.numbers: set[str] = set()
        self.refs: list[str] = []

    def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802 (the visitor's names)
        self.names.add(node.id.name)

    def visit_MessageReference(self, node: ast.MessageReference) -> None:  # noqa: N802
        self.refs.append(node.id.name)

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:  # noqa: N802
        if isinstance(node.selector, ast.VariableReference):
            self.numbers.add(node.selector.id.name)
        self.generic_visit(node)

    def visit_FunctionReference(self, node: ast.FunctionReference) -> None:  # noqa: N802
        self.numbers |= {a.id.name for a in node.arguments.positional if isinstance(a, ast.VariableReference)}
        self.generic_visit(node)


Variables = tuple[frozenset[str], frozenset[str]]


def _messages() -> list[tuple[str, str, Variables]]:
    """(file, message id, (its variables, those read as numbers)) for each message, the
    variables of the messages it names (`{ chips }`) counted as its own."""
    every: dict[str, ast.Message] = {}
    for path in FOLDER.glob("*.ftl"):
        for entry in FluentParser(with_spans=False).parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message):
                every[entry.id.name] = entry

    def variables(message: ast.Message, seen: frozenset[str] = frozenset()) -> Variables:
        found = _Variables()
        found.visit(message)
        names, numbers = set(found.names), set(found.numbers)
        for ref in found.refs:
            if ref not in seen and ref in every:
                more, more_numbers = variables(every[ref], seen | {message.id.name})
                names |= more
                numbers |= more_numbers
        return frozenset(names), frozenset(numbers)

    out = []
    for name in CATALOGUES:
        path = FOLDER / f"{name}.ftl"
        if not path.exists():
            continue
        for entry in FluentParser(with_spans=False).parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message):
                out.append((name, entry.id.name, variables(entry)))
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

"""The catalogues read as Fluent's syntax, for the tests that hold them to English's: each
message's parts, and the variables its words reach (through the messages they name)."""

from __future__ import annotations

from pathlib import Path

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

SAMPLES = (0, 1, 2, 5, 21)  # a plural's zero, one, two, few, many and "21" (one again in Slavic rules)


class _Names(Visitor):
    """The variables a pattern uses, those a selector or NUMBER() reads (numbers), and the
    messages it names."""

    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.numbers: set[str] = set()
        self.messages: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802 (the visitor's names)
        self.variables.add(node.id.name)

    def visit_MessageReference(self, node: ast.MessageReference) -> None:  # noqa: N802
        self.messages.add(node.id.name)

    def visit_TermReference(self, node: ast.TermReference) -> None:  # noqa: N802
        self.generic_visit(node.arguments) if node.arguments else None  # a term's own are its arguments'

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:  # noqa: N802
        if isinstance(node.selector, ast.VariableReference):
            self.numbers.add(node.selector.id.name)
        self.generic_visit(node)

    def visit_FunctionReference(self, node: ast.FunctionReference) -> None:  # noqa: N802
        self.numbers |= {a.id.name for a in node.arguments.positional if isinstance(a, ast.VariableReference)}
        self.generic_visit(node)


class Catalogue:
    """One locale's folder of .ftl files, parsed."""

    def __init__(self, folder: Path) -> None:
        self.locale = folder.name
        self.messages: dict[str, ast.Message] = {}
        self.files: dict[str, list[str]] = {}  # each file's stem: the ids of its messages, in order
        self.junk: list[str] = []
        self.resources: list[str] = []
        for path in sorted(folder.glob("*.ftl")):
            text = path.read_text(encoding="utf-8")
            self.resources.append(text)
            ids = self.files.setdefault(path.stem, [])
            for entry in FluentParser(with_spans=False).parse(text).body:
                if isinstance(entry, ast.Message):
                    self.messages[entry.id.name] = entry
                    ids.append(entry.id.name)
                elif isinstance(entry, ast.Junk):
                    self.junk.append(f"{path.name}: {entry.content.strip().splitlines()[0]!r} does not parse")

    def parts(self, message: str) -> dict[str, ast.Pattern]:
        """A message's value ("") and attributes (".name") by name."""
        entry = self.messages[message]
        found = {f".{a.id.name}": a.value for a in entry.attributes}
        if entry.value is not None:
            found[""] = entry.value
        return found

    def reached(self, pattern: ast.Pattern, seen: frozenset[str] = frozenset()) -> tuple[set[str], set[str]]:
        """The variables a pattern reaches, its own and those of the messages it names, and
        which of them are read as numbers."""
        names = _Names()
        names.visit(pattern)
        variables, numbers = set(names.variables), set(names.numbers)
        for other in names.messages - seen:
            if other in self.messages and self.messages[other].value is not None:
                more, more_numbers = self.reached(self.messages[other].value, seen | {other})
                variables |= more
                numbers |= more_numbers
        return variables, numbers

    def variables(self, pattern: ast.Pattern) -> set[str]:
        return self.reached(pattern)[0]

    def message_reach(self, message: str) -> tuple[set[str], set[str]]:
        """`reached` over every part of a message."""
        variables: set[str] = set()
        numbers: set[str] = set()
        for pattern in self.parts(message).values():
            more, more_numbers = self.reached(pattern)
            variables |= more
            numbers |= more_numbers
        return variables, numbers

    def bundle(self) -> FluentBundle:
        bundle = FluentBundle([self.locale], use_isolating=False)
        for text in self.resources:
            bundle.add_resource(FluentResource(text))
        return bundle

"""The shape of a ``/rules`` or ``/glossary`` answer: an embed's worth of text, and autocomplete
choices. Plain data, so the content knows nothing of Discord."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple


class Field(NamedTuple):
    name: str
    value: str


@dataclass(frozen=True, slots=True)
class RulesAnswer:
    """What ``/rules`` shows: one embed's worth of text."""

    title: str
    description: str
    fields: tuple[Field, ...] = ()
    laws: tuple[int, ...] = ()
    topic: str | None = None

    def as_text(self) -> str:
        """The answer as plain text, for a terminal or a log."""
        parts = [self.title, "", self.description]
        for field in self.fields:
            parts += ["", field.name, field.value]
        return "\n".join(parts)

    def total_chars(self) -> int:
        """What Discord counts against its 6000-character embed total."""
        return (
            len(self.title)
            + len(self.description)
            + sum(len(f.name) + len(f.value) for f in self.fields)
        )


class Completion(NamedTuple):
    """An autocomplete choice: ``name`` is shown, ``value`` is sent back."""

    name: str
    value: str

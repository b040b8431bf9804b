"""The content behind ``/rules``: Foster's 77 laws and the topics players ask about.

The prose is in ``data/laws.toml``, ``data/topics.toml`` and ``data/notes.toml``,
loaded and checked here at import; the rest is lookup, autocomplete and answers,
with no Discord imports. The summaries are the project's own words, not the
book's (``tests/test_lawbook.py`` checks that no run of eight words is shared
with the source books). Where this table plays a law differently from the book,
or where the law cannot arise online, ``at_this_table`` says so;
``docs/rules.md`` is the long form.

The answers are shaped for a Discord embed: a title, a description and named
fields, each within Discord's limits (see ``EMBED_LIMITS``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import partial
from typing import Any, NamedTuple

from pydantic import StrictInt, TypeAdapter, ValidationInfo, field_validator

from bot.content.loading import (
    EMBED_LIMITS,
    Entry,
    Name,
    Prose,
    Title,
    build,
    checked,
    fail,
    label,
    parse,
    read,
    tables,
)
from bot.content.matching import (
    Index,
    flat,  # noqa: F401  # the tests read it here
    index_of,
    normalise,
    parse_law_numbers,
    typed_law_digits,
)

MAX_COMPLETIONS = 25
LAW_COUNT = 77


def _law_text(summary: str, note: str | None) -> str:
    """A law as a field of an answer: the summary, then how this table applies it."""
    return summary + (f"\n*At this table:* {note}" if note else "")


class Law(Entry):
    number: StrictInt
    title: Title
    summary: Prose
    section: Title
    at_this_table: Prose | None = None

    @property
    def heading(self) -> str:
        return f"Law {self.number} · {self.title}"

    @field_validator("title")
    @classmethod
    def _heading_fits(cls, title: str, info: ValidationInfo) -> str:
        heading = f"Law {info.data.get('number', LAW_COUNT)} · {title}"
        if len(heading) > EMBED_LIMITS["field_name"]:
            raise ValueError(f"the heading {heading[:30]!r}... is {len(heading)} characters, "
                             f"more than the {EMBED_LIMITS['field_name']} Discord allows")
        return title

    @field_validator("at_this_table")
    @classmethod
    def _field_fits(cls, note: str | None, info: ValidationInfo) -> str | None:
        value = _law_text(info.data.get("summary", ""), note)
        if len(value) > EMBED_LIMITS["field_value"]:
            raise ValueError(f"summary and note together make {len(value)} characters, "
                             f"more than the {EMBED_LIMITS['field_value']} Discord allows")
        return note


class Topic(Entry):
    name: Name  # the canonical, hyphenated name: "jack-pots"
    title: Title
    summary: Prose
    laws: tuple[StrictInt, ...] = ()
    aliases: tuple[Name, ...] = ()
    at_this_table: Prose | None = None

    @property
    def spellings(self) -> tuple[str, ...]:
        """What else finds this topic besides its name."""
        return (self.title, *self.aliases)

    @field_validator("name")
    @classmethod
    def _hyphenated(cls, name: str) -> str:
        if not re.fullmatch(r"[a-z]+(?:-[a-z]+)*", name):
            raise ValueError("use lower-case words joined by hyphens, like 'jack-pots'")
        return name

    @field_validator("laws")
    @classmethod
    def _known_laws(cls, laws: tuple[int, ...], info: ValidationInfo) -> tuple[int, ...]:
        known = (info.context or {}).get("laws")
        for number in laws:
            if known is not None and number not in known:
                raise ValueError(f"there is no law {number}")
        if list(laws) != sorted(set(laws)):
            raise ValueError("list the laws in order, each once")
        return laws


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


# ---------------------------------------------------------------------------
# Loading the data files
# ---------------------------------------------------------------------------

LAWS_FILE, TOPICS_FILE, NOTES_FILE = "laws.toml", "topics.toml", "notes.toml"


class _Section(Entry):
    name: Title
    law: list[dict[str, Any]]


_PROSE: TypeAdapter[str] = TypeAdapter(Prose)


def load_notes(text: str) -> dict[str, str]:
    """The notes several laws and topics share, by name."""
    notes: dict[str, str] = {}
    for name, value in parse(NOTES_FILE, text, ()).items():
        notes[name] = checked(NOTES_FILE, f"note {name!r}", partial(_PROSE.validate_python, value))
    return notes


def _with_note(
    file: str, entry: str, raw: Mapping[str, Any], notes: Mapping[str, str]
) -> dict[str, Any]:
    """The entry's fields, a ``shared_note`` replaced by the note's text as ``at_this_table``."""
    fields = dict(raw)
    if "shared_note" not in fields:
        return fields
    name = fields.pop("shared_note")
    if "at_this_table" in fields:
        fail(file, entry, "shared_note", "give at_this_table or shared_note, not both")
    if name not in notes:
        fail(file, entry, "shared_note", f"no note {name!r} in {NOTES_FILE}; "
             f"the notes are {', '.join(notes)}")
    fields["at_this_table"] = notes[name]
    return fields


def load_laws(text: str, notes: Mapping[str, str]) -> dict[int, Law]:
    """Every law by number, each knowing its section; 1 to ``LAW_COUNT`` in order."""
    laws: dict[int, Law] = {}
    names: set[str] = set()
    doc = parse(LAWS_FILE, text, ("section",))
    for i, raw_section in enumerate(tables(LAWS_FILE, doc, "section", "the file"), 1):
        where = label("section", raw_section, "name", i)
        section = build(_Section, LAWS_FILE, where, raw_section)
        if not section.law:
            fail(LAWS_FILE, where, "law", "a section needs at least one [[section.law]]")
        if section.name in names:
            fail(LAWS_FILE, where, "name", "another section has this name")
        names.add(section.name)
        for raw in section.law:
            entry = label("law", raw, "number", len(laws) + 1)
            if "section" in raw:
                fail(LAWS_FILE, entry, "section", "comes from the [[section]] the law is under")
            fields = _with_note(LAWS_FILE, entry, raw, notes) | {"section": section.name}
            law = build(Law, LAWS_FILE, entry, fields)
            if law.number != len(laws) + 1:
                fail(LAWS_FILE, entry, "number", f"expected law {len(laws) + 1} here: "
                     f"the laws run 1 to {LAW_COUNT} in order, with no gap")
            laws[law.number] = law
    if len(laws) != LAW_COUNT:
        fail(LAWS_FILE, "the file", "law", f"{len(laws)} laws; Foster has {LAW_COUNT}, "
             f"numbered 1 to {LAW_COUNT}")
    return laws


def load_topics(
    text: str, laws: Mapping[int, Law], notes: Mapping[str, str]
) -> tuple[dict[str, Topic], Index]:
    """Every topic by name, in the file's order, and the index that finds them."""
    doc = parse(TOPICS_FILE, text, ("topic",))
    topics = [
        build(Topic, TOPICS_FILE, entry, _with_note(TOPICS_FILE, entry, raw, notes), laws=laws)
        for i, raw in enumerate(tables(TOPICS_FILE, doc, "topic", "the file"), 1)
        for entry in [label("topic", raw, "name", i)]
    ]
    index = index_of(TOPICS_FILE, "topic", topics)
    return {topic.name: topic for topic in topics}, index


NOTES = load_notes(read(NOTES_FILE))
LAWS: dict[int, Law] = load_laws(read(LAWS_FILE), NOTES)
TOPICS, _TOPIC_INDEX = load_topics(read(TOPICS_FILE), LAWS, NOTES)


def sections(laws: Mapping[int, Law]) -> tuple[tuple[int, int, str], ...]:
    """(first law, last law, name) of each section, in order."""
    numbers: dict[str, list[int]] = {}
    for law in laws.values():
        numbers.setdefault(law.section, []).append(law.number)
    return tuple((n[0], n[-1], name) for name, n in numbers.items())


_SECTIONS = sections(LAWS)

MAX_RANGE = 10



# ---------------------------------------------------------------------------
# Answers
# ---------------------------------------------------------------------------


def _at_table(note: str | None) -> str:
    return f"\n\n**At this table:** {note}" if note else ""


def _law_field(law: Law, skip_note: str | None = None) -> Field:
    note = law.at_this_table if law.at_this_table != skip_note else None
    return Field(law.heading, _law_text(law.summary, note))


def topics_for_law(number: int) -> list[str]:
    return [t.name for t in TOPICS.values() if number in t.laws]


def _fit(title: str, description: str, fields: list[Field], overflow: str) -> tuple[Field, ...]:
    """As many fields as Discord allows; a last field names what was left out."""
    budget = EMBED_LIMITS["total"] - len(title) - len(description)
    kept: list[Field] = []
    reserve = len(overflow) + 300  # room for the field naming what was left out
    for i, field in enumerate(fields):
        size = len(field.name) + len(field.value)
        if len(kept) >= EMBED_LIMITS["fields"] - 1 or size + reserve > budget:
            rest = fields[i:]
            names = ", ".join(f.name.split(" · ")[0] for f in rest)
            kept.append(Field(overflow, f"Not shown here: {names}."[:1024]))
            return tuple(kept)
        kept.append(field)
        budget -= size
    return tuple(kept)


def law_answer(number: int) -> RulesAnswer | None:
    law = LAWS.get(number)
    if law is None:
        return None
    fields = [Field("Section", law.section)]
    topics = topics_for_law(number)
    if topics:
        fields.append(Field("Topics", ", ".join(topics)))
    return RulesAnswer(
        title=law.heading,
        description=law.summary + _at_table(law.at_this_table),
        fields=tuple(fields),
        laws=(number,),
    )


def range_answer(first: int, last: int) -> RulesAnswer | None:
    numbers = [n for n in range(first, last + 1) if n in LAWS]
    if not numbers:
        return None
    shown = numbers[:MAX_RANGE]
    title = f"Laws {shown[0]}-{shown[-1]}" if len(shown) > 1 else LAWS[shown[0]].heading
    if len(shown) == 1:
        return law_answer(shown[0])
    description = "Foster's laws, summarised."
    if len(numbers) > len(shown):
        description += f" Showing {len(shown)}; ask for law {shown[-1] + 1} onward separately."
    fields = _fit(title, description, [_law_field(LAWS[n]) for n in shown], "More laws")
    return RulesAnswer(title=title, description=description, fields=fields, laws=tuple(shown))


def topic_answer(name: str) -> RulesAnswer | None:
    topic = TOPICS.get(name)
    if topic is None:
        return None
    description = topic.summary + _at_table(topic.at_this_table)
    fields = [_law_field(LAWS[n], skip_note=topic.at_this_table) for n in topic.laws]
    return RulesAnswer(
        title=topic.title,
        description=description,
        fields=_fit(topic.title, description, fields, "More laws"),
        laws=topic.laws,
        topic=topic.name,
    )


def index_answer() -> RulesAnswer:
    """What ``/rules`` with no argument shows: the sections and the topics."""
    sections = "\n".join(
        f"{first}-{last} {name}" if first != last else f"{first} {name}"
        for first, last, name in _SECTIONS
    )
    topics = ", ".join(sorted(TOPICS))
    return RulesAnswer(
        title="Foster's laws of poker (1905)",
        description=(
            "Ask for a law by number (`/rules 37`, `/rules 27-29`) or for a topic "
            "(`/rules jack-pots`). Summaries are in our own words; **At this table** "
            "says how the bot applies a law."
        ),
        fields=(Field("Laws", sections), Field("Topics", topics)),
    )


def lookup_rules(query: str) -> RulesAnswer | None:
    """The answer for a law number, a range of laws, or a topic; None if none matches."""
    if not query.strip():
        return index_answer()
    numbers = parse_law_numbers(query)
    if numbers is not None:
        first, last = numbers
        return law_answer(first) if first == last else range_answer(first, last)
    name = _TOPIC_INDEX.find(query)
    if name is None:
        return None
    return topic_answer(name)


def suggest_rules(query: str, n: int = 5) -> list[str]:
    """The topic names closest to a query nothing matched, best first."""
    return _TOPIC_INDEX.suggest(query, n)


def complete(prefix: str, limit: int = MAX_COMPLETIONS) -> list[Completion]:
    """Autocomplete for ``/rules``: law numbers when digits are typed, else topics."""
    limit = min(limit, MAX_COMPLETIONS)
    typed = typed_law_digits(prefix)
    if typed is not None and (typed or prefix.strip()):
        laws = [law for n, law in LAWS.items() if str(n).startswith(typed)]
        if laws:
            return [Completion(law.heading[:100], str(law.number)) for law in laws[:limit]]
    found = _TOPIC_INDEX.complete(prefix)
    return [Completion(_choice_name(TOPICS[name], match), name) for name, match in found[:limit]]


def _choice_name(topic: Topic, match: str) -> str:
    label = topic.title
    if match != topic.name and normalise(match) not in (normalise(topic.title), topic.name):
        label = f"{label} ({match})"
    return label[: EMBED_LIMITS["choice"]]

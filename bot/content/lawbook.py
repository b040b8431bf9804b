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
from functools import cache, partial
from typing import Any

from pydantic import StrictInt, TypeAdapter, ValidationInfo, field_validator

import bot.text.i18n as i18n
from bot.content import localized
from bot.content.answers import Completion as Completion  # cogs/rules.py reads it here
from bot.content.answers import Field, RulesAnswer
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
    return summary + (i18n.t("rules-law-note", note=note) if note else "")


class Law(Entry):
    number: StrictInt
    title: Title
    summary: Prose
    section: Title
    at_this_table: Prose | None = None

    @property
    def heading(self) -> str:
        return i18n.t("rules-law-heading", number=self.number, title=self.title)

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
# The content in the reader's language (see bot/content/localized.py)
# ---------------------------------------------------------------------------

_NOTE_OF = {text: name for name, text in NOTES.items()}  # a shared note's text -> its name


def _note_in(locale: str, note: str | None, own: str | None) -> str | None:
    """A law's or topic's note in `locale`: a shared note from notes.ftl, else its own."""
    if note in _NOTE_OF:
        fields = localized.fields_of("note", _NOTE_OF[note], locale)
        return fields.get("", note) if fields else note
    return own if own is not None else note


@cache
def notes_in(locale: str) -> dict[str, str]:
    localized.unknown(locale, "note", {localized.message_id("note", n) for n in NOTES})
    found = {}
    for name in NOTES:
        fields = localized.fields_of("note", name, locale)
        if fields is not None:
            found[name] = checked(localized.where(locale, "note"), localized.message_id(
                "note", name), partial(_PROSE.validate_python, fields.get("")))
    return found


@cache
def laws_in(locale: str) -> dict[int, Law]:
    """The laws a locale's laws.ftl translates; a shared note comes from its notes.ftl."""
    notes_in(locale)  # checked first: a law's note may be one of them
    sections = {n: localized.message_id("law", f"section {n}") for _, _, n in _SECTIONS}
    localized.unknown(locale, "law", {localized.message_id("law", n) for n in LAWS}
                      | set(sections.values()))
    found = {}
    for number, law in LAWS.items():
        fields = localized.fields_of("law", number, locale)
        if fields is None:
            continue
        section = localized.fields_of("law", f"section {law.section}", locale) or {}
        raw = {"number": number, "title": fields.get(""), "summary": fields.get("summary"),
               "section": section.get("", law.section),
               "at_this_table": _note_in(locale, law.at_this_table, fields.get("at_this_table"))}
        found[number] = localized.validated(Law, locale, "law", number, raw)
    return found


@cache
def topics_in(locale: str) -> localized.Translated[Topic]:
    """The topics a locale's rules.ftl translates, and the index of their titles and aliases."""
    localized.unknown(locale, "topic", {localized.message_id("topic", n) for n in TOPICS})
    found = {}
    for name, topic in TOPICS.items():
        fields = localized.fields_of("topic", name, locale)
        if fields is None:
            continue
        raw = {"name": name, "title": fields.get(""), "summary": fields.get("summary"),
               "laws": topic.laws, "aliases": localized.aliases(fields.get("aliases")),
               "at_this_table": _note_in(locale, topic.at_this_table, fields.get("at_this_table"))}
        found[name] = localized.validated(Topic, locale, "topic", name, raw, laws=LAWS)
    return localized.translation(locale, "topic", found, lambda t: (t.title, t.aliases))


def _translated() -> localized.Translated[Topic] | None:
    locale = i18n.current()
    return topics_in(locale) if localized.translated(locale) else None


def law_in_reader(number: int) -> Law | None:
    """A law in the reader's language: his catalogue's words, else the English."""
    law, locale = LAWS.get(number), i18n.current()
    if law is None or locale == i18n.PSEUDO:
        return law and localized.pseudo_copy(law, "title", "summary", "at_this_table", "section")
    return laws_in(locale).get(number, law) if localized.translated(locale) else law


def topic_in_reader(name: str) -> Topic | None:
    topic, locale = TOPICS.get(name), i18n.current()
    if topic is None or locale == i18n.PSEUDO:
        return topic and localized.pseudo_copy(topic, "title", "summary", "at_this_table")
    own = _translated()
    return own.terms.get(name, topic) if own else topic


def section_in_reader(name: str) -> str:
    locale = i18n.current()
    if locale == i18n.PSEUDO:
        return i18n.pseudo(name)
    fields = localized.fields_of("law", f"section {name}", locale) if localized.translated(
        locale) else None
    return fields.get("", name) if fields else name



# ---------------------------------------------------------------------------
# Answers
# ---------------------------------------------------------------------------


def _at_table(note: str | None) -> str:
    return i18n.t("rules-note", note=note) if note else ""


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
            kept.append(Field(overflow, i18n.t("rules-not-shown", names=names)[:1024]))
            return tuple(kept)
        kept.append(field)
        budget -= size
    return tuple(kept)


def law_answer(number: int) -> RulesAnswer | None:
    law = law_in_reader(number)
    if law is None:
        return None
    fields = [Field(i18n.t("rules-section"), law.section)]
    topics = topics_for_law(number)
    if topics:
        fields.append(Field(i18n.t("rules-topics"), ", ".join(topics)))
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
    if len(shown) == 1:
        return law_answer(shown[0])
    title = i18n.t("rules-laws-range", first=shown[0], last=shown[-1])
    description = i18n.t("rules-laws-summarised")
    if len(numbers) > len(shown):
        description += i18n.t("rules-laws-more", shown=len(shown), next=shown[-1] + 1)
    laws = [_law_field(law) for n in shown if (law := law_in_reader(n))]
    fields = _fit(title, description, laws, i18n.t("rules-more-laws"))
    return RulesAnswer(title=title, description=description, fields=fields, laws=tuple(shown))


def topic_answer(name: str) -> RulesAnswer | None:
    topic = topic_in_reader(name)
    if topic is None:
        return None
    description = topic.summary + _at_table(topic.at_this_table)
    fields = [_law_field(law, skip_note=topic.at_this_table)
              for n in topic.laws if (law := law_in_reader(n))]
    return RulesAnswer(
        title=topic.title,
        description=description,
        fields=_fit(topic.title, description, fields, i18n.t("rules-more-laws")),
        laws=topic.laws,
        topic=topic.name,
    )


def index_answer() -> RulesAnswer:
    """What ``/rules`` with no argument shows: the sections and the topics."""
    sections = "\n".join(
        f"{first}-{last} {section_in_reader(name)}" if first != last
        else f"{first} {section_in_reader(name)}"
        for first, last, name in _SECTIONS
    )
    topics = ", ".join(sorted(TOPICS))
    return RulesAnswer(
        title=i18n.t("rules-index-title"),
        description=i18n.t("rules-index-description"),
        fields=(Field(i18n.t("rules-laws"), sections), Field(i18n.t("rules-topics"), topics)),
    )


def lookup_rules(query: str) -> RulesAnswer | None:
    """The answer for a law number, a range of laws, or a topic; None if none matches."""
    if not query.strip():
        return index_answer()
    numbers = parse_law_numbers(query)
    if numbers is not None:
        first, last = numbers
        return law_answer(first) if first == last else range_answer(first, last)
    own = _translated()
    mine = own.finder.find(query) if own else None
    name = own.english[mine] if own and mine else _TOPIC_INDEX.find(query)
    if name is None:
        return None
    return topic_answer(name)


def suggest_rules(query: str, n: int = 5) -> list[str]:
    """The topic names closest to a query nothing matched, best first (the names one types)."""
    own = _translated()
    found = [own.english[t] for t in own.finder.suggest(query, n)] if own else []
    return list(dict.fromkeys(found + _TOPIC_INDEX.suggest(query, n)))[:n]


def complete(prefix: str, limit: int = MAX_COMPLETIONS) -> list[Completion]:
    """Autocomplete for ``/rules``: law numbers when digits are typed, else topics."""
    limit = min(limit, MAX_COMPLETIONS)
    typed = typed_law_digits(prefix)
    if typed is not None and (typed or prefix.strip()):
        laws = [law for n, law in LAWS.items() if str(n).startswith(typed)]
        if laws:
            return [Completion(shown.heading[:100], str(law.number)) for law in laws[:limit]
                    if (shown := law_in_reader(law.number))]
    own = _translated()
    found = {own.english[t]: m for t, m in own.finder.complete(prefix)} if own else {}
    for name, match in _TOPIC_INDEX.complete(prefix):
        found.setdefault(name, match)
    return [Completion(_choice_name(topic, match), name)
            for name, match in list(found.items())[:limit]
            if (topic := topic_in_reader(name))]


def _choice_name(topic: Topic, match: str) -> str:
    label = topic.title
    if match != topic.name and normalise(match) not in (normalise(topic.title), topic.name):
        label = f"{label} ({match})"
    return label[: EMBED_LIMITS["choice"]]

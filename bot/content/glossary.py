"""The content behind ``/glossary``: the technical terms of Foster's game.

The definitions are in ``data/glossary.toml``, in the project's own words
(``tests/test_lawbook.py`` checks them against the source books). Each term may
point to a ``/rules`` topic for more. Loading, lookup and autocomplete; no
Discord imports.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from pydantic import ValidationInfo, field_validator

import bot.text.i18n as i18n
from bot.content import localized
from bot.content.answers import Completion
from bot.content.lawbook import MAX_COMPLETIONS, TOPICS, Topic
from bot.content.loading import (
    EMBED_LIMITS,
    Entry,
    Name,
    Prose,
    build,
    label,
    parse,
    read,
    tables,
)
from bot.content.matching import Index, index_of, normalise


class Term(Entry):
    name: Name
    aliases: tuple[Name, ...] = ()
    topic: Name | None = None  # a /rules topic that says more
    definition: Prose

    @property
    def spellings(self) -> tuple[str, ...]:
        """What else finds this term besides its name."""
        return self.aliases

    def as_text(self) -> str:
        return _term_text(self.name, self.definition, self.topic)

    @field_validator("topic")
    @classmethod
    def _known_topic(cls, topic: str | None, info: ValidationInfo) -> str | None:
        known = (info.context or {}).get("topics")
        if known is not None and topic not in known:
            raise ValueError(f"no topic {topic!r} in topics.toml")
        return topic

    @field_validator("definition")
    @classmethod
    def _fits(cls, definition: str, info: ValidationInfo) -> str:
        text = _term_text(info.data.get("name", ""), definition, info.data.get("topic"))
        if len(text) > EMBED_LIMITS["field_value"]:
            raise ValueError(f"the term as text is {len(text)} characters, "
                             f"more than the {EMBED_LIMITS['field_value']} Discord allows")
        return definition


def _term_text(name: str, definition: str, topic: str | None) -> str:
    more = i18n.t("glossary-see-topic", topic=topic) if topic else ""
    return i18n.t("glossary-term-text", name=name, definition=definition, more=more)


GLOSSARY_FILE = "glossary.toml"


def load_terms(text: str, topics: Mapping[str, Topic]) -> tuple[dict[str, Term], Index]:
    """Every term by name, in the file's order, and the index that finds them."""
    doc = parse(GLOSSARY_FILE, text, ("term",))
    terms = [
        build(Term, GLOSSARY_FILE, label("term", raw, "name", i), raw, topics=topics)
        for i, raw in enumerate(tables(GLOSSARY_FILE, doc, "term", "the file"), 1)
    ]
    index = index_of(GLOSSARY_FILE, "term", terms)
    return {term.name: term for term in terms}, index


TERMS, _TERM_INDEX = load_terms(read(GLOSSARY_FILE), TOPICS)


@cache
def terms_in(locale: str) -> localized.Translated[Term]:
    """The terms a locale's glossary.ftl translates, checked as the TOML's are (each fits an
    embed field, no spelling finds two terms)."""
    localized.unknown(locale, "term", {localized.message_id("term", name) for name in TERMS})
    found = {}
    for name, term in TERMS.items():
        fields = localized.fields_of("term", name, locale)
        if fields is None:
            continue
        raw = {"name": fields.get(""), "definition": fields.get("definition"),
               "aliases": localized.aliases(fields.get("aliases"))}
        if term.topic:
            raw["topic"] = term.topic
        found[name] = localized.validated(Term, locale, "term", name, raw, topics=TOPICS)
    return localized.translation(locale, "term", found, lambda t: (t.name, t.aliases))


def _translated() -> localized.Translated[Term] | None:
    locale = i18n.current()
    return terms_in(locale) if localized.translated(locale) else None


def in_reader(term: Term) -> Term:
    """The term in the reader's language: his catalogue's words, else the English."""
    if i18n.current() == i18n.PSEUDO:
        return localized.pseudo_copy(term, "name", "definition")
    own = _translated()
    return own.terms.get(term.name, term) if own else term


def lookup_term(query: str) -> Term | None:
    """The term a name or alias refers to, in the reader's language or in English; case,
    accents, hyphens and plurals do not matter. The answer is in the reader's language."""
    own = _translated()
    mine = own.finder.find(query) if own else None
    name = own.english[mine] if own and mine else _TERM_INDEX.find(query)
    return in_reader(TERMS[name]) if name is not None else None


def suggest_terms(query: str, n: int = 5) -> list[str]:
    """The term names closest to a query nothing matched, best first, as the reader reads them."""
    own = _translated()
    names = (own.finder.suggest(query, n) if own else []) + [
        in_reader(TERMS[name]).name for name in _TERM_INDEX.suggest(query, n)]
    return list(dict.fromkeys(names))[:n]


def complete(prefix: str, limit: int = MAX_COMPLETIONS) -> list[Completion]:
    """Autocomplete for ``/glossary``: terms whose name or alias starts as typed, the reader's
    own spellings first; the value sent back is the English name, which every locale finds."""
    limit = min(limit, MAX_COMPLETIONS)
    own = _translated()
    found = {own.english[name]: match for name, match in own.finder.complete(prefix)} if own else {}
    for name, match in _TERM_INDEX.complete(prefix):
        found.setdefault(name, match)
    return [Completion(_label(in_reader(TERMS[name]).name, match), name)
            for name, match in list(found.items())[:limit]]


def _label(name: str, match: str) -> str:
    shown = name if normalise(match) == normalise(name) else f"{name} ({match})"
    return shown[:100]


def topic_of(term: Term) -> str | None:
    """The /rules topic a term points to, if that topic exists."""
    return term.topic if term.topic in TOPICS else None

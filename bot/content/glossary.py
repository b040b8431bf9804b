"""The content behind ``/glossary``: the technical terms of Foster's game.

The definitions are in ``data/glossary.toml``, in the project's own words
(``tests/test_lawbook.py`` checks them against the source books). Each term may
point to a ``/rules`` topic for more. Loading, lookup and autocomplete; no
Discord imports.
"""

from __future__ import annotations

from collections.abc import Mapping

from pydantic import ValidationInfo, field_validator

from bot.content.lawbook import MAX_COMPLETIONS, TOPICS, Completion, Topic
from bot.content.loading import EMBED_LIMITS, Entry, Name, Prose, build, label, parse, read, tables
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
    more = f" (See /rules {topic}.)" if topic else ""
    return f"{name}: {definition}{more}"


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


def lookup_term(query: str) -> Term | None:
    """The term a name or alias refers to; case, hyphens and plurals do not matter."""
    name = _TERM_INDEX.find(query)
    return TERMS[name] if name is not None else None


def suggest_terms(query: str, n: int = 5) -> list[str]:
    """The term names closest to a query nothing matched, best first."""
    return _TERM_INDEX.suggest(query, n)


def complete(prefix: str, limit: int = MAX_COMPLETIONS) -> list[Completion]:
    """Autocomplete for ``/glossary``: terms whose name or alias starts as typed."""
    limit = min(limit, MAX_COMPLETIONS)
    found = _TERM_INDEX.complete(prefix)[:limit]
    return [Completion(_label(name, match), name) for name, match in found]


def _label(name: str, match: str) -> str:
    shown = name if normalise(match) == normalise(name) else f"{name} ({match})"
    return shown[:100]


def topic_of(term: Term) -> str | None:
    """The /rules topic a term points to, if that topic exists."""
    return term.topic if term.topic in TOPICS else None

"""The content in the reader's language: each shipped locale's Fluent files beside its catalogue.

The TOML files keep the structure (names, law numbers, topic links) and the English words, the
source; a locale's `glossary.ftl`, `rules.ftl` (the topics), `laws.ftl` and `notes.ftl` hold one
message per entry, its attributes the fields (`glossary-age = edad` with `.definition` and
`.aliases`). An entry a locale lacks is shown in English, so a half-done translation still
answers. The ids come from the TOML names and numbers (`message_id`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from functools import cache
from typing import Any, Generic, NamedTuple, TypeVar

from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser, ast
from pydantic import BaseModel

import bot.text.i18n as i18n
from bot.content.loading import ContentError, build, fold
from bot.content.matching import Index, SpellingClash

M = TypeVar("M", bound=BaseModel)

FILES = {"term": "glossary.ftl", "topic": "rules.ftl", "law": "laws.ftl", "note": "notes.ftl"}
_PREFIX = {"term": "glossary", "topic": "topic", "law": "law", "note": "note"}


def message_id(kind: str, key: str | int) -> str:
    """The Fluent id of an entry: `glossary-jack-pot`, `topic-the-age`, `law-37`."""
    return f"{_PREFIX[kind]}-" + re.sub(r"[^a-z0-9]+", "-", str(key).lower()).strip("-")


def where(locale: str, kind: str) -> str:
    return f"bot/text/locales/{locale}/{FILES[kind]}"


def translated(locale: str) -> bool:
    """Whether a catalogue has content files of its own (English and the pseudo-locale read TOML)."""
    return locale not in (i18n.SOURCE, i18n.PSEUDO)


@cache
def entries(locale: str, kind: str) -> dict[str, dict[str, str]]:
    """Every message of a locale's file for `kind`: id to {"": value, attribute: text}, folded."""
    path = i18n.LOCALES / locale / FILES[kind]
    if not translated(locale) or not path.is_file():
        return {}
    resource = FluentParser(with_spans=False).parse(path.read_text(encoding="utf-8"))
    for junk in (e for e in resource.body if isinstance(e, ast.Junk)):
        problem = junk.annotations[0].message if junk.annotations else "unreadable"
        raise ContentError(f"{where(locale, kind)}: not valid Fluent near "
                           f"{(junk.content or '')[:40]!r}: {problem}")
    bundle = FluentBundle([locale], use_isolating=False)
    bundle.add_resource(resource)
    found: dict[str, dict[str, str]] = {}
    for message in (e for e in resource.body if isinstance(e, ast.Message)):
        compiled = bundle.get_message(message.id.name)
        patterns = {"": compiled.value} if compiled.value is not None else {}
        patterns |= compiled.attributes
        fields = {}
        for name, pattern in patterns.items():
            words, errors = bundle.format_pattern(pattern, {})
            if errors:
                raise ContentError(f"{where(locale, kind)}: {message.id.name}.{name}: {errors[0]}")
            fields[name] = str(fold(words))
        found[message.id.name] = fields
    return found


def fields_of(kind: str, key: str | int, locale: str) -> dict[str, str] | None:
    """An entry's fields in `locale`'s own file, or None where it has none (read English)."""
    return entries(locale, kind).get(message_id(kind, key))


def aliases(text: str | None) -> tuple[str, ...]:
    """A `.aliases` attribute: spellings separated by commas."""
    return tuple(a.strip() for a in (text or "").split(",") if a.strip())


def unknown(locale: str, kind: str, keys: set[str]) -> None:
    """A message naming no entry of the TOML files is a misspelt id: say so, not ignore it."""
    stray = sorted(set(entries(locale, kind)) - keys)
    if stray:
        raise ContentError(f"{where(locale, kind)}: {stray[0]}: no such entry in the TOML files")


def validated(model: type[M], locale: str, kind: str, key: str | int,
              raw: Mapping[str, Any], **context: Any) -> M:
    """A translated entry checked as the TOML's are, a fault named by the locale's file."""
    with i18n.speaking(locale):  # the frame's words (a heading, a link) in that language
        try:
            given = {field: value for field, value in raw.items() if value is not None}
            return build(model, FILES[kind], message_id(kind, key), given, **context)
        except ContentError as error:
            raise ContentError(str(error).replace(f"bot/content/data/{FILES[kind]}",
                                                  where(locale, kind))) from None


class Translated(NamedTuple, Generic[M]):
    """A locale's translated entries by English name, and the index of their own spellings."""

    terms: dict[str, M]
    finder: Index  # finds an entry's localized name by its localized name or aliases
    english: dict[str, str]  # localized name -> English name


def translation(locale: str, kind: str, found: dict[str, M],
                spellings: Callable[[M], tuple[str, tuple[str, ...]]]) -> Translated[M]:
    """The index of the entries' localized spellings; one finding two entries is an error."""
    named = {key: spellings(entry) for key, entry in found.items()}
    try:
        finder = Index(named.values())
    except SpellingClash as clash:
        raise ContentError(f"{where(locale, kind)}: {clash}") from None
    return Translated(found, finder, {name: key for key, (name, _) in named.items()})


def pseudo_copy(entry: M, *fields: str) -> M:
    """The entry with its words in the pseudo-locale, so a test tells the content's words from
    a sentence written in the code."""
    return entry.model_copy(update={f: i18n.pseudo(v) for f in fields if (v := getattr(entry, f))})

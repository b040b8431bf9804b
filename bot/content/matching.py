"""Reading what a member types into ``/rules`` and ``/glossary``: the keys names are matched
by, the index of names and their spellings (lookup, suggestions, autocomplete), and law numbers.

Whatever is typed (Discord allows 6,000 characters) is read in time proportional to its length:
runs of white space are made one space before a pattern with several optional spaces reads it,
as such a pattern backtracks over a long run without end in sight.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Iterable, Sequence
from typing import Protocol

from bot.content.loading import fail

# English, Spanish and German articles: "la ciega" finds "ciega" as "the blind" finds "blind".
_ARTICLES = frozenset({"the", "a", "an", "el", "la", "los", "las", "un", "una",
                       "der", "die", "das", "den", "dem", "des", "ein", "eine"})


def _plain(text: str) -> str:
    """Lower case without accents, so "apuesta ciega" and "Schüttler" match however typed."""
    text = unicodedata.normalize("NFKD", text.lower().replace("ß", "ss"))
    text = "".join(c for c in text if not unicodedata.combining(c))
    return text.replace("'", "").replace("\u2019", "")


def one_spaced(text: str) -> str:
    """`text` with every run of white space made one space, and none at either end."""
    return " ".join(text.split())


def _words(text: str) -> list[str]:
    """Lower-case words: apostrophes dropped, other punctuation splits."""
    words = re.findall(r"[a-z0-9]+", _plain(text))
    while len(words) > 1 and words[0] in _ARTICLES:
        words = words[1:]
    return words


def _singular(word: str) -> str:
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def normalise(text: str) -> str:
    """The matching key: case, hyphens, spaces and plurals do not matter.

    "Jack-pots", "jack pot" and "JACKPOT" all give "jackpot".
    """
    return "".join(_singular(w) for w in _words(text))


def flat(text: str) -> str:
    """Like ``normalise`` but keeping plurals, for matching what is typed so far."""
    return "".join(_words(text))


def _raw(text: str) -> str:
    """Like ``flat`` but keeping a leading "the", so that typing "the" finds "The draw"."""
    return "".join(re.findall(r"[a-z0-9]+", _plain(text)))


class SpellingClash(ValueError):
    """One spelling would find two entries (or one name is given twice)."""

    def __init__(self, spelling: str, owner: str, name: str) -> None:
        self.spelling, self.owner, self.name = spelling, owner, name
        super().__init__(f"{name!r} is named twice" if owner == name
                         else f"{spelling!r} would name both {owner!r} and {name!r}")


class Index:
    """Names and aliases of some entries, for exact lookup, suggestions and autocomplete."""

    def __init__(self, entries: Iterable[tuple[str, Iterable[str]]]) -> None:
        self.names: list[str] = []
        self._exact: dict[str, str] = {}
        self._spellings: list[tuple[str, str, bool]] = []  # (spelling, name, is_name)
        for name, aliases in entries:
            if name in self.names:
                raise SpellingClash(name, name, name)
            self.names.append(name)
            for spelling in (name, *aliases):
                key = normalise(spelling)
                owner = self._exact.setdefault(key, name)
                if owner != name:
                    raise SpellingClash(spelling, owner, name)
                self._spellings.append((spelling, name, spelling == name))

    def find(self, query: str) -> str | None:
        return self._exact.get(normalise(query))

    def suggest(self, query: str, n: int = 5) -> list[str]:
        """The names closest to an unknown query, best first."""
        key = normalise(query)
        if not key:
            return []
        found: list[str] = []
        if len(key) >= 3:
            found += [
                self._exact[k]
                for k in self._exact
                if key in k or (k in key and len(k) >= 4)
            ]
        found += [
            self._exact[k]
            for k in difflib.get_close_matches(key, list(self._exact), n=n * 2, cutoff=0.6)
        ]
        return _unique(found)[:n]

    def complete(self, prefix: str) -> list[tuple[str, str]]:
        """(name, spelling matched) for each entry matching what is typed, best first."""
        typed, typed_raw = flat(prefix), _raw(prefix)
        if not typed_raw:
            return [(name, name) for name in sorted(self.names)]
        ranked: dict[str, tuple[int, str]] = {}
        for spelling, name, is_name in self._spellings:
            words = _words(spelling)
            if flat(spelling).startswith(typed) or _raw(spelling).startswith(typed_raw):
                rank = 0 if is_name else 1
            elif any("".join(words[i:]).startswith(typed) for i in range(1, len(words))):
                rank = 2
            else:
                continue
            if name not in ranked or rank < ranked[name][0]:
                ranked[name] = (rank, spelling)
        order = sorted(ranked, key=lambda name: (ranked[name][0], name))
        return [(name, ranked[name][1]) for name in order]


def _unique(items: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(items))


class Spelled(Protocol):
    """An entry an ``Index`` can find: a topic or a glossary term."""

    @property
    def name(self) -> str: ...

    @property
    def spellings(self) -> tuple[str, ...]: ...


def index_of(file: str, kind: str, entries: Sequence[Spelled]) -> Index:
    """The index of entries' names and spellings; one spelling finding two entries is an error."""
    try:
        return Index((e.name, e.spellings) for e in entries)
    except SpellingClash as clash:
        entry = next(e for e in entries if e.name == clash.name)
        if clash.owner == clash.name:
            fail(file, f"{kind} {clash.name!r}", "name", f"another {kind} has this name")
        field = "name" if clash.spelling == entry.name else (
            "title" if clash.spelling == getattr(entry, "title", None) else "aliases")
        fail(file, f"{kind} {clash.name!r}", field,
             f"{clash.spelling!r} would also find {kind} {clash.owner!r}")


# "Law" as a member may type it in English, Spanish or German: "law 37", "ley 37", "Regel 37".
_LAW = r"laws?|leyes|ley|regeln?|gesetze?"
_LAW_QUERY = re.compile(
    rf"^\s*(?:{_LAW}|l|#|§)?\s*\.?\s*(\d{{1,3}})"
    rf"(?:\s*(?:-|–|—|to|through|a|al|bis|\.\.)\s*(?:{_LAW}\s*)?(\d{{1,3}}))?\s*$",
    re.IGNORECASE,
)


def parse_law_numbers(query: str) -> tuple[int, int] | None:
    """``"37"``, ``"law 37"`` give (37, 37); ``"laws 27-29"`` gives (27, 29)."""
    match = _LAW_QUERY.match(one_spaced(query))
    if not match:
        return None
    first = int(match.group(1))
    last = int(match.group(2)) if match.group(2) else first
    return (min(first, last), max(first, last))


_TYPED_LAW = re.compile(rf"(?:{_LAW}|#)? ?(\d{{0,2}})", re.IGNORECASE)


def typed_law_digits(prefix: str) -> str | None:
    """The digits of a law number being typed ("law 3", "#", "12"), or None if it is not one."""
    match = _TYPED_LAW.fullmatch(one_spaced(prefix))
    return match.group(1) if match else None

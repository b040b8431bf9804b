"""The /rules and /glossary content: completeness, lookups, embed limits, and
that none of it is copied from the source books."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable, Iterator
from pathlib import Path

import pytest

from bot.content import glossary, lawbook
from bot.content.glossary import TERMS, Term, lookup_term, suggest_terms
from bot.content.lawbook import (
    EMBED_LIMITS,
    LAWS,
    TOPICS,
    Law,
    RulesAnswer,
    Topic,
    lookup_rules,
    suggest_rules,
)
from tests.ci import missing

REPO_ROOT = Path(__file__).resolve().parents[1]
SEEDS = REPO_ROOT.parent / "shared" / "seeds"
NGRAM = 8

# ---------------------------------------------------------------------------
# The copy checker
# ---------------------------------------------------------------------------


def words(text: str) -> list[str]:
    """Lower case, punctuation stripped, whitespace normalised.

    Apostrophes vanish ("dealer's" -> "dealers"); any other punctuation,
    hyphens included, separates words. A hyphen that breaks a word at the end
    of a line in the scanned books is joined up first.
    """
    text = re.sub(r"(\w)-\s*\n\s*(\w)", r"\1\2", text)
    text = text.lower().replace("'", "").replace("\u2019", "")
    return re.findall(r"[a-z0-9]+", text)


def ngrams(tokens: list[str], n: int = NGRAM) -> Iterator[tuple[str, ...]]:
    for i in range(len(tokens) - n + 1):
        yield tuple(tokens[i : i + n])


def book_ngrams(texts: Iterable[str], n: int = NGRAM) -> frozenset[tuple[str, ...]]:
    grams: set[tuple[str, ...]] = set()
    for text in texts:
        grams.update(ngrams(words(text), n))
    return frozenset(grams)


def copied_runs(text: str, grams: frozenset[tuple[str, ...]], n: int = NGRAM) -> list[str]:
    """Every run of ``n`` words in ``text`` that also occurs in the books."""
    return [" ".join(g) for g in ngrams(words(text), n) if g in grams]


def our_texts() -> Iterator[tuple[str, str]]:
    """(where, text) for every piece of prose the bot shows."""
    for law in LAWS.values():
        yield f"law {law.number} title", law.title
        yield f"law {law.number} summary", law.summary
        if law.at_this_table:
            yield f"law {law.number} at this table", law.at_this_table
    for topic in TOPICS.values():
        yield f"topic {topic.name} title", topic.title
        yield f"topic {topic.name} summary", topic.summary
        if topic.at_this_table:
            yield f"topic {topic.name} at this table", topic.at_this_table
    for term in TERMS.values():
        yield f"term {term.name}", term.definition
    yield "rules index", lawbook.index_answer().description


def source_books(folder: Path = SEEDS) -> list[Path]:
    """The rule books' texts; without them the copy checks skip, or in CI fail."""
    if not folder.is_dir():
        missing(f"source books not found at {folder} (expected shared/seeds beside the repo); "
                "the copy check needs them")
    books = sorted(folder.glob("*.txt"))
    if not books:
        missing(f"no .txt books in {folder}")
    return books


@pytest.fixture(scope="session")
def seed_ngrams() -> frozenset[tuple[str, ...]]:
    return book_ngrams(p.read_text(encoding="utf-8", errors="replace") for p in source_books())


def test_no_eight_word_run_is_copied_from_the_books(seed_ngrams):
    copied = {
        where: runs for where, text in our_texts() if (runs := copied_runs(text, seed_ngrams))
    }
    assert not copied, "shares 8-word runs with the books:\n" + "\n".join(
        f"  {where}: {runs}" for where, runs in copied.items()
    )


def data_strings(value: object) -> Iterator[str]:
    """Every string in a parsed TOML document: prose, titles, aliases, shared notes."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from data_strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from data_strings(item)


def test_no_eight_word_run_is_copied_into_the_data_files(seed_ngrams):
    """Read from the files themselves, so prose in a field nothing shows yet is checked too."""
    data = REPO_ROOT / "bot" / "content" / "data"
    files = sorted(data.glob("*.toml"))
    assert {"glossary.toml", "laws.toml", "notes.toml", "topics.toml"} <= {f.name for f in files}
    copied = {
        f"{path.name}: {text[:40]}...": runs
        for path in files
        for text in data_strings(tomllib.loads(path.read_text(encoding="utf-8")))
        if (runs := copied_runs(text, seed_ngrams))
    }
    assert not copied, "shares 8-word runs with the books:\n" + "\n".join(
        f"  {where}: {runs}" for where, runs in copied.items()
    )


def test_checker_catches_a_copied_sentence():
    book = (
        "It was a dark and stormy night; the rain fell in torrents, except at "
        "occasional intervals, when it was checked by a violent gust of wind."
    )
    grams = book_ngrams([book])
    pasted = "Our summary: the rain fell in torrents, except at occasional intervals."
    assert copied_runs(pasted, grams) == [
        "the rain fell in torrents except at occasional",
        "rain fell in torrents except at occasional intervals",
    ]
    # Case, punctuation and spacing do not hide a copy.
    assert copied_runs("THE RAIN -- fell in\n torrents, EXCEPT at occasional!", grams)
    # Seven words in common is allowed; a paraphrase is fine.
    assert not copied_runs("the rain fell in torrents except at", grams)
    assert not copied_runs("It poured all night, with gusts of wind now and then.", grams)


def test_checker_catches_a_sentence_from_the_real_books(seed_ngrams):
    foster = next(p for p in source_books() if p.stat().st_size > 100_000)
    tokens = words(foster.read_text(encoding="utf-8", errors="replace"))
    lifted = " ".join(tokens[20_000:20_012])
    summary = f"In short, {lifted.upper()}."
    assert len(copied_runs(summary, seed_ngrams)) == 12 - NGRAM + 1


@pytest.mark.parametrize("ci", ["true", ""])
@pytest.mark.parametrize("made", [False, True])  # no folder; an empty folder
def test_missing_books_skip_the_copy_check_but_fail_it_in_ci(monkeypatch, tmp_path, ci, made):
    folder = tmp_path / "seeds"
    if made:
        folder.mkdir()
    monkeypatch.setenv("CI", ci)
    outcome = pytest.fail.Exception if ci else pytest.skip.Exception
    with pytest.raises((pytest.fail.Exception, pytest.skip.Exception)) as raised:  # a skip must not skip this
        source_books(folder)
    assert raised.type is outcome and str(folder) in str(raised.value)


def test_hyphens_broken_across_lines_are_joined():
    assert words("subse-\nquent deal, Jack-pot") == ["subsequent", "deal", "jack", "pot"]


# ---------------------------------------------------------------------------
# Completeness
# ---------------------------------------------------------------------------


def test_every_law_is_present():
    assert sorted(LAWS) == list(range(1, 78))
    for number, law in LAWS.items():
        assert isinstance(law, Law)
        assert law.number == number
        assert law.title.strip() and law.summary.strip() and law.section.strip()
        assert law.summary.endswith((".", ")")), number
        assert law.at_this_table is None or law.at_this_table.strip()


def test_summaries_are_short():
    for law in LAWS.values():
        sentences = len(re.findall(r"[.!?](?:\s|$)", law.summary))
        assert 1 <= sentences <= 3, (law.number, sentences)
        assert len(law.summary) <= 500, law.number


def test_topics_are_sound():
    assert len(TOPICS) >= 30
    for name, topic in TOPICS.items():
        assert isinstance(topic, Topic)
        assert topic.name == name
        assert re.fullmatch(r"[a-z]+(?:-[a-z]+)*", name), name
        assert topic.title.strip() and topic.summary.strip()
        assert all(n in LAWS for n in topic.laws), name
        assert list(topic.laws) == sorted(set(topic.laws)), name


def test_topics_cover_what_players_ask_about():
    for query in [
        "blind", "straddle", "ante", "coming in", "raising", "the draw", "betting",
        "calling", "show-down", "jack-pots", "openers", "splitting openers", "fattening",
        "whangdoodle", "progressive jacks", "bobtails", "kitty", "table stakes", "sight",
        "freeze-out", "progressive limits", "rank of hands", "ties", "joker", "mistigris",
        "blaze", "tiger", "dogs", "skip", "round the corner", "the age", "dealer",
        "misdeals", "false openers", "buck", "limits",
    ]:
        assert lookup_rules(query) is not None, query


def test_every_law_in_a_section_is_reachable_from_some_topic():
    reached = {n for topic in TOPICS.values() for n in topic.laws}
    missing = sorted(set(LAWS) - reached)
    assert not missing, missing


def test_glossary_is_sound():
    assert len(TERMS) >= 60
    for name, term in TERMS.items():
        assert isinstance(term, Term)
        assert term.name == name
        assert term.definition.strip()
        sentences = len(re.findall(r"[.!?](?:\s|$)", term.definition))
        assert 1 <= sentences <= 3, name
        assert term.topic is None or term.topic in TOPICS, (name, term.topic)
        assert glossary.topic_of(term) == term.topic


def test_glossary_has_fosters_terms():
    for query in [
        "age", "ante", "blaze", "blind", "bluff", "bobtail", "buck", "call", "chips",
        "counters", "come in", "deadwood", "dealer", "draw", "edge", "fatten", "flush",
        "four flush", "freeze-out", "full hand", "jack-pot", "kicker", "kitty", "limit",
        "make good", "mistigris", "monkey flush", "openers", "pair", "pass", "pat",
        "pone", "pool", "pot", "progressive jacks", "raise", "round the corner", "see",
        "show-down", "sight", "skip", "Dutch straight", "splitting openers", "stay",
        "straddle", "straight", "table stakes", "tiger", "little dog", "big dog",
        "threes", "triplets", "under the gun", "whangdoodle", "widow", "whisky poker",
    ]:
        assert lookup_term(query) is not None, query


# ---------------------------------------------------------------------------
# Lookups
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "query", ["37", "law 37", "Law 37", "LAW37", "laws 37", "#37", " 37 ", "l 37"]
)
def test_law_by_number(query):
    answer = lookup_rules(query)
    assert answer is not None
    assert answer.laws == (37,)
    assert answer.title.startswith("Law 37")
    assert LAWS[37].summary in answer.description
    assert "At this table" in answer.description


def test_law_without_a_note_has_no_table_line():
    answer = lookup_rules("31")
    assert answer is not None and "At this table" not in answer.description


@pytest.mark.parametrize("query", ["0", "78", "law 99", "100"])
def test_no_such_law(query):
    assert lookup_rules(query) is None


@pytest.mark.parametrize(
    ("query", "laws"),
    [
        ("27-29", (27, 28, 29)),
        ("laws 27-29", (27, 28, 29)),
        ("law 29 to 27", (27, 28, 29)),
        ("75-90", (75, 76, 77)),
        ("1-77", tuple(range(1, 1 + lawbook.MAX_RANGE))),
    ],
)
def test_law_ranges(query, laws):
    answer = lookup_rules(query)
    assert answer is not None
    assert answer.laws == laws
    assert [f.name.split(" · ")[0] for f in answer.fields] == [f"Law {n}" for n in laws]


@pytest.mark.parametrize(
    ("query", "topic"),
    [
        ("jack-pots", "jack-pots"),
        ("jackpot", "jack-pots"),
        ("Jack Pot", "jack-pots"),
        ("JACK-POT", "jack-pots"),
        ("jackpots", "jack-pots"),
        ("the draw", "the-draw"),
        ("draw", "the-draw"),
        ("Drawing", "the-draw"),
        ("age", "the-age"),
        ("The Age", "the-age"),
        ("straddles", "straddle"),
        ("make good", "ante"),
        ("showdown", "show-down"),
        ("Show Down", "show-down"),
        ("splitting-openers", "splitting-openers"),
        ("split openers", "splitting-openers"),
        ("mistigris", "joker"),
        ("Round-the-Corner", "extra-hands"),
        ("little dogs", "extra-hands"),
        ("calling a sight", "sight"),
        ("whangdoodles", "whangdoodle"),
        ("misdeal", "misdeals"),
        ("freeze out", "freeze-out"),
        ("buck", "forced-jacks"),
    ],
)
def test_topic_aliases(query, topic):
    answer = lookup_rules(query)
    assert answer is not None, query
    assert answer.topic == topic
    assert answer.laws == TOPICS[topic].laws
    assert TOPICS[topic].summary in answer.description


def test_topic_answer_lists_its_laws():
    answer = lookup_rules("false openers")
    assert answer is not None
    assert [f.name for f in answer.fields] == [LAWS[n].heading for n in (66, 67, 68, 69, 70)]
    # The shared "cannot happen here" note is said once, not on every law.
    assert answer.as_text().count("refuses an opening") == 1


def test_empty_query_gives_the_index():
    answer = lookup_rules("  ")
    assert answer is not None
    assert "jack-pots" in answer.as_text() and "59-60 Making jack-pots" in answer.as_text()


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("jakpot", "jack-pots"),
        ("whangdodle", "whangdoodle"),
        ("straddel", "straddle"),
        ("openner", "openers"),
        ("progresive", "progressive-limits"),
        ("splitting", "splitting-openers"),
    ],
)
def test_rules_suggestions(query, expected):
    assert lookup_rules(query) is None or query == "splitting"
    assert expected in suggest_rules(query)


def test_nonsense_gets_no_rules_and_no_wild_suggestions():
    assert lookup_rules("xyzzy") is None
    assert suggest_rules("xyzzy") == []
    assert suggest_rules("") == []
    for query in ["xyzzy", "pokre", "chess clock"]:
        assert all(s in TOPICS for s in suggest_rules(query))
        assert len(suggest_rules(query)) <= 5


@pytest.mark.parametrize(
    ("query", "name"),
    [
        ("age", "age"),
        ("Edge", "age"),
        ("the age", "age"),
        ("jack pot", "jack-pot"),
        ("Jackpots", "jack-pot"),
        ("full house", "full hand"),
        ("Full-Hand", "full hand"),
        ("three of a kind", "threes"),
        ("Tiger", "little dog"),
        ("dutch straight", "Dutch straight"),
        ("joker", "mistigris"),
        ("counters", "chips"),
        ("standing pat", "pat hand"),
        ("fold", "pass"),
        ("showdown", "show-down"),
        ("round the corner", "round-the-corner"),
        ("freeze-outs", "freeze-out"),
    ],
)
def test_term_lookup(query, name):
    term = lookup_term(query)
    assert term is not None, query
    assert term.name == name


def test_term_suggestions():
    assert lookup_term("whangdodle") is None
    assert suggest_terms("whangdodle")[0] == "whangdoodle"
    assert "straddle" in suggest_terms("stradle")
    assert "bobtail" in suggest_terms("bobtial")
    assert suggest_terms("xyzzy") == []


def test_aliases_never_clash():
    with pytest.raises(ValueError, match="both"):
        lawbook.Index([("one", ("same",)), ("two", ("Same",))])


# ---------------------------------------------------------------------------
# Autocomplete
# ---------------------------------------------------------------------------


def test_rules_autocomplete_by_prefix():
    choices = lawbook.complete("jack")
    assert choices and len(choices) <= 25
    assert choices[0].value == "jack-pots"
    for choice in choices:
        topic = TOPICS[choice.value]
        spellings = [topic.name, topic.title, *topic.aliases]
        assert any(
            w.startswith("jack")
            for s in spellings
            for w in [lawbook.flat(" ".join(s.split()[i:])) for i in range(len(s.split()))]
            + [lawbook.flat(s)]
        ), choice


def test_rules_autocomplete_law_numbers():
    assert [c.value for c in lawbook.complete("7")] == ["7", *map(str, range(70, 78))]
    assert [c.value for c in lawbook.complete("law 3")] == ["3", *map(str, range(30, 40))]
    assert len(lawbook.complete("law")) == 25
    assert lawbook.complete("9")[0].name == "Law 9 · The cut"


def test_rules_autocomplete_values_are_answerable():
    for prefix in ["", "s", "p", "b", "jack", "the", "r", "1", "law 5"]:
        choices = lawbook.complete(prefix)
        assert 0 < len(choices) <= 25, prefix
        for choice in choices:
            assert lookup_rules(choice.value) is not None, choice
            assert 0 < len(choice.name) <= EMBED_LIMITS["choice"]
            assert 0 < len(choice.value) <= EMBED_LIMITS["choice"]


def test_glossary_autocomplete():
    assert len(glossary.complete("")) == 25
    assert len(glossary.complete("", limit=10)) == 10
    assert len(glossary.complete("", limit=99)) == 25
    straights = glossary.complete("str")
    assert [c.value for c in straights[:3]] == ["straddle", "straight", "straight flush"]
    for prefix in ["", "s", "st", "p", "f", "jack", "full h", "ro"]:
        choices = glossary.complete(prefix)
        assert len(choices) <= 25
        for choice in choices:
            assert lookup_term(choice.value) is not None
            assert len(choice.name) <= EMBED_LIMITS["choice"]
    assert [c.value for c in glossary.complete("full h")] == ["full hand"]
    assert glossary.complete("full ho")[0].name == "full hand (full house)"
    assert glossary.complete("zzz") == []


# ---------------------------------------------------------------------------
# Discord embed limits
# ---------------------------------------------------------------------------


def all_answers() -> Iterator[tuple[str, RulesAnswer]]:
    yield "index", lawbook.index_answer()
    for number in LAWS:
        answer = lookup_rules(str(number))
        assert answer is not None
        yield f"law {number}", answer
    for name in TOPICS:
        answer = lookup_rules(name)
        assert answer is not None
        yield f"topic {name}", answer
    for first in range(1, 78):
        answer = lookup_rules(f"{first}-{first + lawbook.MAX_RANGE - 1}")
        assert answer is not None
        yield f"laws {first}-", answer


def test_answers_fit_a_discord_embed():
    for where, answer in all_answers():
        assert 0 < len(answer.title) <= EMBED_LIMITS["title"], where
        assert 0 < len(answer.description) <= EMBED_LIMITS["description"], where
        assert len(answer.fields) <= EMBED_LIMITS["fields"], where
        for field in answer.fields:
            assert 0 < len(field.name) <= EMBED_LIMITS["field_name"], where
            assert 0 < len(field.value) <= EMBED_LIMITS["field_value"], where
        assert answer.total_chars() <= EMBED_LIMITS["total"], where


def test_topic_answers_show_every_law_they_name():
    """No topic is so long that its laws spill into a 'not shown' field."""
    for name, topic in TOPICS.items():
        answer = lookup_rules(name)
        assert answer is not None
        assert len(answer.fields) == len(topic.laws), name


def test_the_overflow_field_names_what_was_left_out():
    fields = [lawbook.Field(f"Law {n} · x", "y" * 1000) for n in range(1, 11)]
    kept = lawbook._fit("t", "d", fields, "More laws")
    assert kept[-1].name == "More laws"
    assert "Law 10" in kept[-1].value
    assert sum(len(f.name) + len(f.value) for f in kept) + 2 <= EMBED_LIMITS["total"]


def test_every_text_fits_a_field():
    for where, text in our_texts():
        assert len(text) <= EMBED_LIMITS["field_value"], where
    for term in TERMS.values():
        assert len(term.as_text()) <= EMBED_LIMITS["field_value"], term.name

"""The content in each shipped locale: every entry translated with its fields, within
Discord's limits and the content's own rules, none copied from the books; and the lookups
answering in the reader's language, in English where his catalogue lacks an entry."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from bot.content import glossary, localized
from bot.content.glossary import TERMS, lookup_term
from bot.content.loading import EMBED_LIMITS, ContentError
from bot.text import i18n
from tests.test_lawbook import book_ngrams, copied_runs, source_books

TRANSLATED = [locale for locale in i18n.shipped() if localized.translated(locale)]
KINDS = {"term": TERMS}


def sentences(text: str) -> int:
    return len(re.findall(r"[.!?](?:\s|$)", text))


@pytest.fixture(scope="module")
def seed_ngrams() -> frozenset[tuple[str, ...]]:
    return book_ngrams(p.read_text(encoding="utf-8", errors="replace") for p in source_books())


def test_spanish_and_german_are_shipped():
    assert {"es-ES", "de"} <= set(TRANSLATED)


@pytest.mark.parametrize("locale", TRANSLATED)
def test_every_term_is_translated_with_its_fields(locale):
    path = i18n.LOCALES / locale / localized.FILES["term"]
    assert path.is_file(), path
    own = glossary.terms_in(locale).terms
    assert list(own) == list(TERMS), sorted(set(TERMS) - set(own))
    for name, term in own.items():
        english = TERMS[name]
        fields = localized.fields_of("term", name, locale)
        assert fields is not None and fields.get("aliases"), (locale, name, "no .aliases")
        assert term.definition != english.definition, (locale, name, "left in English")
        assert term.topic == english.topic  # the links stay the TOML's


@pytest.mark.parametrize("locale", TRANSLATED)
def test_translated_terms_keep_the_contents_rules(locale):
    with i18n.speaking(locale):
        for name in TERMS:
            term = glossary.in_reader(TERMS[name])
            assert len(term.as_text()) <= EMBED_LIMITS["field_value"], (locale, name)
            assert len(term.name) <= EMBED_LIMITS["choice"], (locale, name)
            assert 1 <= sentences(term.definition) <= 3, (locale, name)
            if term.topic:  # the command a member types stays the English topic name
                assert f"/rules {term.topic}" in term.as_text()


@pytest.mark.parametrize("locale", TRANSLATED)
def test_no_eight_word_run_is_copied_into_a_translation(locale, seed_ngrams):
    path_of = {kind: i18n.LOCALES / locale / file for kind, file in localized.FILES.items()}
    copied = {
        f"{path_of[kind].name}: {message}.{field or 'value'}": runs
        for kind in localized.FILES
        for message, fields in localized.entries(locale, kind).items()
        for field, text in fields.items()
        if (runs := copied_runs(text, seed_ngrams))
    }
    assert not copied, copied


@pytest.mark.parametrize("locale", TRANSLATED)
def test_each_spelling_finds_its_own_term_in_its_locale(locale):
    with i18n.speaking(locale):
        for name, term in glossary.terms_in(locale).terms.items():
            for spelling in (term.name, *term.aliases, name):
                found = lookup_term(spelling)
                assert found is not None, (locale, spelling)
                # No spelling of the locale hijacks another term's English name either.
                assert found.definition == term.definition, (locale, spelling)


# ---------------------------------------------------------------------------
# Behaviour: the reader's language, and English for what his catalogue lacks
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("query", ["mano", "la mano", "el mano", "age", "AGE", "Eldest hand"])
def test_a_spanish_reader_gets_the_age_in_spanish(query):
    with i18n.speaking("es-ES"):
        term = lookup_term(query)
    assert term is not None
    assert term.name == "mano"
    assert term.definition.startswith("El jugador sentado a la izquierda del que da")
    assert term.topic == "the-age"


def test_accents_and_plurals_do_not_matter_in_spanish():
    with i18n.speaking("es-ES"):
        assert lookup_term("Poquer").name == "póquer"
        assert lookup_term("ciegas").name == "ciega"
        assert lookup_term("sobreciega").definition.startswith("Una apuesta del doble")


def test_a_german_reader_gets_german_and_english_readers_english():
    with i18n.speaking("de"):
        assert lookup_term("Öffner").name == "Öffner"
        assert lookup_term("openers").definition.startswith("Die Karten, die zum Eröffnen")
    assert lookup_term("openers").definition.startswith("The cards that entitle a player")
    assert lookup_term("Öffner") is None  # an English reader's index holds English only


def test_spanish_autocomplete_shows_spanish_names_and_sends_the_english():
    with i18n.speaking("es-ES"):
        choices = glossary.complete("bote")
    assert ("bote de jotas", "jack-pot") in choices
    assert all(lookup_term(value) for _, value in choices)  # answerable in any locale


@pytest.fixture
def half_translated(tmp_path, monkeypatch) -> str:
    """A locale `fr` whose glossary.ftl has only the age."""
    shutil.copytree(i18n.LOCALES / "en-US", tmp_path / "en-US")
    (tmp_path / "fr").mkdir()
    (tmp_path / "fr" / "glossary.ftl").write_text(
        "glossary-age = âge\n"
        "    .definition = Le joueur à gauche de celui qui donne.\n"
        "    .aliases = premier en main\n", encoding="utf-8")
    monkeypatch.setattr(i18n, "LOCALES", Path(tmp_path))
    caches = (i18n._bundle, localized.entries, glossary.terms_in)
    for cached in caches:
        cached.cache_clear()
    yield "fr"
    for cached in caches:
        cached.cache_clear()


def test_an_entry_a_locale_lacks_is_read_in_english(half_translated):
    with i18n.speaking(half_translated):
        assert lookup_term("premier en main").definition == "Le joueur à gauche de celui qui donne."
        ante = lookup_term("ante")
    assert ante is not None and ante == TERMS["ante"]


@pytest.mark.parametrize(("text", "expected"), [
    ("glossary-agee = x\n    .definition = y.\n", "glossary-agee: no such entry"),
    ("glossary-age = x\n", "glossary-age, field 'definition': missing"),
    ("glossary-age = x\n    .definition = y.\n    .aliases = z\n"
     "glossary-ante = z\n    .definition = w.\n", "'z' would name both"),
    ("glossary-age = x\n  .definition\n", "not valid Fluent"),
])
def test_a_broken_locale_file_says_where(half_translated, text, expected):
    (i18n.LOCALES / "fr" / "glossary.ftl").write_text(text, encoding="utf-8")
    with pytest.raises(ContentError) as raised:
        glossary.terms_in("fr")
    assert "bot/text/locales/fr/glossary.ftl" in str(raised.value)
    assert expected in str(raised.value)

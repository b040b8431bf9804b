"""The content in each shipped locale: every entry translated with its fields, within
Discord's limits and the content's own rules, none copied from the books; and the lookups
answering in the reader's language, in English where his catalogue lacks an entry."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from bot.content import glossary, lawbook, localized
from bot.content.glossary import TERMS, lookup_term
from bot.content.lawbook import LAWS, NOTES, TOPICS, lookup_rules
from bot.content.loading import EMBED_LIMITS, ContentError
from bot.text import i18n
from tests.test_lawbook import book_ngrams, copied_runs, source_books

TRANSLATED = [locale for locale in i18n.shipped() if localized.translated(locale)]
SHARED = set(NOTES.values())  # a topic or law with a shared note takes it from notes.ftl


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


@pytest.mark.parametrize("locale", TRANSLATED)
def test_every_topic_and_note_is_translated_with_its_fields(locale):
    for kind in ("topic", "note"):
        assert (i18n.LOCALES / locale / localized.FILES[kind]).is_file(), (locale, kind)
    assert list(lawbook.notes_in(locale)) == list(NOTES)
    for name, note in lawbook.notes_in(locale).items():
        assert note != NOTES[name], (locale, name, "left in English")
    own = lawbook.topics_in(locale).terms
    assert list(own) == list(TOPICS), sorted(set(TOPICS) - set(own))
    for name, topic in own.items():
        english, fields = TOPICS[name], localized.fields_of("topic", name, locale)
        assert fields is not None and fields.get("aliases"), (locale, name, "no .aliases")
        assert topic.summary != english.summary, (locale, name, "left in English")
        assert topic.laws == english.laws  # law citations stay the TOML's numbers
        own_note = english.at_this_table is not None and english.at_this_table not in SHARED
        assert ("at_this_table" in fields) == own_note, (locale, name, ".at_this_table")
        if english.at_this_table:
            assert topic.at_this_table and topic.at_this_table != english.at_this_table


@pytest.mark.parametrize("locale", TRANSLATED)
def test_every_law_and_section_is_translated_with_its_fields(locale):
    assert (i18n.LOCALES / locale / localized.FILES["law"]).is_file(), locale
    own = lawbook.laws_in(locale)
    assert list(own) == list(LAWS), sorted(set(LAWS) - set(own))
    sections = {law.section for law in LAWS.values()}
    assert all(localized.fields_of("law", f"section {name}", locale) for name in sections)
    assert len({law.section for law in own.values()}) == len(sections)
    for number, law in own.items():
        english, fields = LAWS[number], localized.fields_of("law", number, locale)
        assert fields is not None
        assert law.summary != english.summary and law.title != english.title, (locale, number)
        assert law.section != english.section, (locale, number, "section left in English")
        assert 1 <= sentences(law.summary) <= 3 and len(law.summary) <= 500, (locale, number)
        own_note = english.at_this_table is not None and english.at_this_table not in SHARED
        assert ("at_this_table" in fields) == own_note, (locale, number, ".at_this_table")
        assert (law.at_this_table is None) == (english.at_this_table is None)
        assert law.at_this_table is None or law.at_this_table != english.at_this_table
        with i18n.speaking(locale):  # the citation keeps its number
            assert law.heading.split(" · ")[0].endswith(f" {number}")


def fits_an_embed(answer: lawbook.RulesAnswer) -> bool:
    return (len(answer.title) <= EMBED_LIMITS["title"]
            and len(answer.description) <= EMBED_LIMITS["description"]
            and len(answer.fields) <= EMBED_LIMITS["fields"]
            and all(len(f.name) <= EMBED_LIMITS["field_name"]
                    and len(f.value) <= EMBED_LIMITS["field_value"] for f in answer.fields)
            and answer.total_chars() <= EMBED_LIMITS["total"])


@pytest.mark.parametrize("locale", TRANSLATED)
def test_every_rules_answer_fits_an_embed_in_each_locale(locale):
    with i18n.speaking(locale):
        answers = [lookup_rules(q) for q in ["", *TOPICS, *map(str, range(1, 78)), "1-10", "27-29"]]
        for answer in answers:
            assert answer is not None and fits_an_embed(answer), (locale, answer)
        for choice in lawbook.complete("") + lawbook.complete("3"):
            assert len(choice.name) <= EMBED_LIMITS["choice"]


@pytest.mark.parametrize("locale", TRANSLATED)
def test_each_spelling_finds_its_own_topic_in_its_locale(locale):
    with i18n.speaking(locale):
        for name, topic in lawbook.topics_in(locale).terms.items():
            for spelling in (topic.title, *topic.aliases, name):
                answer = lookup_rules(spelling)
                assert answer is not None and answer.topic == name, (locale, spelling)
                assert answer.title == topic.title


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


@pytest.mark.parametrize("query", ["bote de jotas", "Los botes de jotas", "jack-pots", "jackpot"])
def test_a_spanish_reader_gets_the_jack_pot_topic_in_spanish(query):
    with i18n.speaking("es-ES"):
        answer = lookup_rules(query)
    assert answer is not None and answer.topic == "jack-pots"
    assert answer.title == "Los botes de jotas"
    assert answer.description.startswith("El bote de jotas es un reparto especial.")
    assert "**En esta mesa:**" in answer.description
    assert answer.laws == (36, 37, 59, 60, 61, 62, 76)
    assert [f.name.split(" · ")[0] for f in answer.fields][:2] == ["Ley 36", "Ley 37"]


def test_a_shared_note_is_read_in_the_readers_language():
    with i18n.speaking("de"):
        answer = lookup_rules("misdeals")
    assert answer is not None
    assert answer.description.endswith("**An diesem Tisch:** Kommt hier nicht vor: der Bot mischt "
                                       "und gibt, also ist jedes Spiel vollständig und jedes "
                                       "Blatt hat fünf Karten.")
    english = lookup_rules("misdeals")
    assert english is not None and english.description.endswith(NOTES["bot-deals"])


@pytest.mark.parametrize("query", ["ley 37", "Regel 37", "law 37", "37"])
def test_a_law_is_asked_for_by_number_in_any_language(query):
    answer = lookup_rules(query)
    assert answer is not None and answer.laws == (37,)


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
    caches = (i18n._bundle, localized.entries, glossary.terms_in, lawbook.topics_in,
              lawbook.laws_in, lawbook.notes_in)
    for cached in caches:
        cached.cache_clear()
    yield "fr"
    for cached in caches:
        cached.cache_clear()


def test_an_entry_a_locale_lacks_is_read_in_english(half_translated):
    (i18n.LOCALES / "fr" / "rules.ftl").write_text(
        "topic-the-age = L'âge\n    .summary = Il parle le dernier.\n"
        "    .aliases = premier en main\n", encoding="utf-8")
    with i18n.speaking(half_translated):
        assert lookup_term("premier en main").definition == "Le joueur à gauche de celui qui donne."
        ante = lookup_term("ante")
        age, blind = lookup_rules("premier en main"), lookup_rules("blind")
    assert ante is not None and ante == TERMS["ante"]
    assert age is not None and (age.title, age.description) == ("L'âge", "Il parle le dernier.")
    assert blind is not None and blind.title == TOPICS["blind"].title
    assert blind.description.startswith(TOPICS["blind"].summary)


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


def test_the_pseudo_locale_transforms_every_word_of_the_content():
    """English content comes from TOML, not a catalogue: the pseudo-locale still marks it, so the
    whole-game test can tell it from a sentence written in the code."""
    with i18n.speaking(i18n.PSEUDO):
        term, topic, law = lookup_term("age"), lookup_rules("blind"), lookup_rules("36")
        index = lookup_rules("")
    assert term is not None and term.definition == i18n.pseudo(TERMS["age"].definition)
    assert term.name == i18n.pseudo("age") and "/rules the-age" in term.as_text()
    assert topic is not None and topic.title == i18n.pseudo(TOPICS["blind"].title)
    assert i18n.pseudo(TOPICS["blind"].at_this_table or "") in topic.description
    assert law is not None and law.description.startswith(i18n.pseudo(LAWS[36].summary))
    assert law.fields[0].value == i18n.pseudo(LAWS[36].section)
    assert index is not None and i18n.pseudo("Formation of the table") in index.fields[0].value

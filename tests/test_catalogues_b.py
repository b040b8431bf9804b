"""The catalogues of the table's, the show-down's, the clicks', the refusals', the tournaments',
the odds' and the table picture's words (issue 44): each message renders for sample values in
English and in the pseudo-locale, and the functions' words really come from them."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent

from bot.services import limits
from bot.services.errors import ServiceError, TableError
from bot.services.whole_numbers import parse_whole
from bot.text import (
    click_words,
    odds,
    refusals,
    render,
    showdown_words,
    table_picture,
    table_words,
    tournament_words,
)
from bot.text.i18n import LOCALES, PSEUDO, SOURCE, _bundle, speaking
from tests import public_words
from tests.catalogue_reading import SAMPLES, Catalogue
from tests.table_invariants import cards_in, public_cards
from tests.test_replay_privacy import VARIETIES, played

FILES = ("table", "render", "click", "showdown", "refusals", "tournament", "odds", "table-picture")
MODULES = (table_words, render, click_words, showdown_words, refusals, tournament_words, odds, table_picture)
ENGLISH = Catalogue(LOCALES / SOURCE)


def resource(name: str) -> fluent.Resource:
    return FluentParser().parse((LOCALES / SOURCE / f"{name}.ftl").read_text(encoding="utf-8"))


def messages(name: str) -> list[fluent.Message]:
    return [entry for entry in resource(name).body if isinstance(entry, fluent.Message)]


def variables(message_id: str) -> set[str]:
    """Every variable a message needs, those of the messages it refers to (`{ chips }`) included."""
    return ENGLISH.message_reach(message_id)[0]


def test_every_file_parses_whole() -> None:
    for name in FILES:
        junk = [entry.content for entry in resource(name).body if isinstance(entry, fluent.Junk)]
        assert junk == [], f"{name}.ftl: {junk}"


def test_each_message_is_its_files_own() -> None:
    for name in FILES:
        for message in messages(name):
            assert message.id.name.startswith(name + "-"), message.id.name


@pytest.mark.parametrize("locale", [SOURCE, PSEUDO])
@pytest.mark.parametrize("name", FILES)
def test_every_message_renders_for_every_sample(name: str, locale: str) -> None:
    bundle = _bundle(locale)
    for message in messages(name):
        needed = variables(message.id.name)
        found = bundle.get_message(message.id.name)
        patterns = [found.value, *found.attributes.values()] if found.value else list(found.attributes.values())
        for n in SAMPLES:
            for pattern in patterns:
                words, errors = bundle.format_pattern(pattern, dict.fromkeys(needed, n))
                assert errors == [], (message.id.name, n, errors)
                assert isinstance(words, str) and words.strip(), (message.id.name, n)
        if locale == PSEUDO and found.value is not None:
            words, _ = bundle.format_pattern(found.value, dict.fromkeys(needed, 1))
            assert words.startswith("[") and words.endswith("]"), (message.id.name, words)


def test_the_plurals_choose_by_the_count() -> None:
    bundle = _bundle(SOURCE)
    said = {n: bundle.format_pattern(bundle.get_message("table-robots-sat").value, {"n": n})[0] for n in SAMPLES}
    assert said == {0: "0 robots sat down.", 1: "1 robot sat down.", 2: "2 robots sat down.",
                    5: "5 robots sat down.", 21: "21 robots sat down."}


def _ids_in(module: object) -> set[str]:
    """The string constants of a module that name a message of these files."""
    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))  # type: ignore[attr-defined]
    return {node.value for node in ast.walk(tree) if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and any(node.value.startswith(name + "-") and not node.value.endswith("-") for name in FILES)}


def test_every_message_the_modules_ask_for_is_in_the_catalogue() -> None:
    known = {message.id.name for name in FILES for message in messages(name)}
    asked = set().union(*(_ids_in(module) for module in MODULES))
    assert asked and asked <= known, asked - known


def test_the_functions_words_come_from_the_catalogue() -> None:
    """Said in the pseudo-locale, each function's words are bracketed and accented: through `t`."""
    def said() -> list[str]:
        return [table_words.no_table(), table_words.left_table(5), click_words.how_much("raise"),
                tournament_words.started(2), odds.odds_against(1, 5), refusals.refusal("deal 17 is in play"),
                table_picture.pool_label(5), render.option_word(render.Kind.OPEN)]
    english = said()
    with speaking(PSEUDO):
        pseudo = said()
    assert english[0] == "There is no table in this channel: open one with /poker start."
    assert english[3] == "The tournament has begun on 2 tables."
    for plain, accented in zip(english, pseudo, strict=True):
        inner = accented.removeprefix("[").removesuffix("]") if accented.startswith("[") else accented
        assert accented != plain and "[" in accented, (plain, accented)
        assert not any(c.isascii() and c.isalpha() for c in inner), accented  # every letter accented
    assert pseudo[0].startswith("[Ŧħḗřḗ īş ƞǿ ŧȧƀŀḗ")
    assert said() == english  # and English again outside


# ----- the services' refusals that name their message ------------------------------------------

SERVICES = Path(__file__).resolve().parents[1] / "bot" / "services"


def test_every_message_a_service_names_is_in_the_catalogue() -> None:
    named = {m for path in SERVICES.rglob("*.py")
             for m in re.findall(r'"(refusals-[a-z-]+)"', path.read_text(encoding="utf-8"))}
    known = {message.id.name for message in messages("refusals")}
    assert len(named) >= 10 and named <= known, named - known


def _refusals() -> list[ServiceError]:
    """Refusals as the services raise them: two from the code itself, the others as they build them."""
    found: list[ServiceError] = []
    for call in (lambda: parse_whole("5x", "amount", least=1, most=86),
                 lambda: parse_whole("900", "raise_limit", least=1, most=86),
                 lambda: limits._parse("no_such_limit", "3")):
        with pytest.raises(ServiceError) as caught:
            call()
        found.append(caught.value)
    found += [TableError("deal 17 is still in play", words="refusals-deal-in-play", deal=17),
              TableError("deal 4 is in play: sit down when it is over", words="refusals-deal-in-play-sit-down", deal=4),
              TableError("no deal is in play at this table", words="refusals-no-deal"),
              TableError("stake: a freeze-out starts with equal stakes of 200", words="refusals-freeze-out-stake",
                         stake=200)]
    return found


def test_a_named_refusal_reads_in_english_as_its_clause_did() -> None:
    for exc in _refusals():
        assert exc.words is not None
        assert refusals.refused(exc) == refusals.refusal(str(exc)), exc


def test_a_named_refusal_follows_the_reader() -> None:
    for exc in _refusals():
        with speaking(PSEUDO):
            said = refusals.refused(exc)
        assert said.startswith("[") and said != refusals.refused(exc), said


# ----- privacy in every catalogue ---------------------------------------------------------------

@pytest.mark.parametrize("locale", public_words.LOCALES)
def test_the_public_words_name_no_card_the_table_was_not_shown(locale: str) -> None:
    """Random deals of every variety, every step: the table's words, the show-down's and the
    picture's description, said in each catalogue, name only cards the table was shown."""
    seen = 0
    with speaking(locale):
        for variety in VARIETIES:
            for seed in range(6):
                deal, views = played(variety, seed)
                for view in views:
                    texts = [table_picture.table_description(view), render.deal_heading(view), render.options_line(view),
                             *render.seat_lines(view), *(render.log_line(view, e) for e in view.log)]
                    if view.showdown is not None:
                        texts += [showdown_words.showdown_description(view),
                                  table_words.result_text(view, deal.result, view.pool, "ab" * 32, 1)]
                    for text in texts:
                        assert cards_in(text) <= public_cards(view.to_dict()), (locale, text)
                        seen += len(cards_in(text))
    assert seen > 1000  # the check read many cards, not empty words

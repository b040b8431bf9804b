"""The formatted words `bot.text.i18n` keeps: the same words as formatted afresh, never another
argument's, and never a reloaded catalogue's stale ones."""

from __future__ import annotations

from fluent.runtime.types import fluent_number

from bot.text import i18n
from tests.catalogue_reading import Catalogue

NUMBERS = (0, 1, 2, 5, 21, 1000, 12_345, -7, 10_000_000)  # plurals' forms, grouped, negative


def _afresh(locale: str, message: str, **args: object) -> str:
    return i18n._format(i18n._chain(locale), message, None, args)


def test_kept_words_are_the_words_formatted_afresh() -> None:
    for locale in i18n.shipped():
        for chips in (0, 7, 1234, 1_000_000):
            first = i18n.text_in(locale, "bank-at-table", chips=chips, table=12345)
            assert first == i18n.text_in(locale, "bank-at-table", chips=chips, table=12345)  # kept, this time
            assert first == _afresh(locale, "bank-at-table", chips=chips, table=12345)


def test_a_number_with_options_of_its_own_is_not_taken_for_the_plain_number() -> None:
    plain = i18n.text_in("en-US", "bank-at-table", chips=12345, table=1)
    grouped = i18n.text_in("en-US", "bank-at-table", chips=fluent_number(12345, useGrouping=False), table=1)
    assert plain == "12,345 at table 1" and grouped == "12345 at table 1"


def test_a_reloaded_catalogue_is_formatted_anew(monkeypatch) -> None:
    before = i18n.text_in("en-US", "table-picture-wins", chips=5)
    i18n._bundle.cache_clear()
    try:
        monkeypatch.setattr(i18n._Bundle, "format_pattern", lambda self, pattern, args: ("new", []))
        assert i18n.text_in("en-US", "table-picture-wins", chips=5) == "new" != before
    finally:
        monkeypatch.undo()
        i18n._bundle.cache_clear()


def _every_number_formatted(locale: str) -> list[tuple[str, str, str]]:
    """Each message and attribute of `locale`'s catalogue with each of NUMBERS in every variable
    read as a number: (what, its words by fluent.runtime's own bundle, by the bot's), twice for
    the bot's, the second from the numbers it keeps."""
    catalogue = Catalogue(i18n.LOCALES / locale)
    stock, ours = catalogue.bundle(), i18n._bundle(locale)
    out = []
    for message in catalogue.messages:
        for name in catalogue.parts(message):
            variables, numbers = catalogue.message_reach(message)
            for n in NUMBERS:
                args = {v: n if v in numbers else f"<{v}>" for v in variables}
                mine, theirs = ours.get_message(message), stock.get_message(message)
                pattern = mine.value if not name else mine.attributes[name[1:]]
                want = stock.format_pattern(theirs.value if not name else theirs.attributes[name[1:]], args)[0]
                for _ in range(2):
                    out.append((f"{locale} {message}{name} {n}", str(want), str(ours.format_pattern(pattern, args)[0])))
    return out


def test_a_number_kept_is_the_number_fluent_would_format() -> None:
    """Every message of every catalogue, with every sample number, reads the same through the
    numbers kept as through fluent.runtime's own bundle: the digits, the grouping, the plural."""
    checked = 0
    for locale in i18n.shipped():
        for what, want, got in _every_number_formatted(locale):
            assert got == want, what
            checked += 1
    assert checked > 5_000


def test_the_check_catches_a_number_kept_without_its_options(monkeypatch) -> None:
    """NUMBER($n, useGrouping: 0) kept as if it were the plain $n: caught (\"1,000\" for \"1000\")."""
    monkeypatch.setattr(i18n, "_number", lambda value, **options: i18n._kept_int(int(value)))
    i18n._bundle.cache_clear()
    i18n._numbers.clear()
    i18n._numbers_before.clear()
    try:
        wrong = [what for what, want, got in _every_number_formatted("en-US") if got != want]
        assert any("chips 1000" in what for what in wrong)
    finally:
        monkeypatch.undo()
        i18n._bundle.cache_clear()
        i18n._numbers.clear()
        i18n._numbers_before.clear()

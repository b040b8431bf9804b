"""The formatted words `bot.text.i18n` keeps: the same words as formatted afresh, never another
argument's, and never a reloaded catalogue's stale ones."""

from __future__ import annotations

from fluent.runtime.types import fluent_number

from bot.text import i18n


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
        monkeypatch.setattr(i18n.FluentBundle, "format_pattern", lambda self, pattern, args: ("new", []))
        assert i18n.text_in("en-US", "table-picture-wins", chips=5) == "new" != before
    finally:
        monkeypatch.undo()
        i18n._bundle.cache_clear()

"""The table picture's words in every shipped language are drawn in letters the bundled font
has (`pen.drawable`): a Spanish accent or a German umlaut it lacks would be drawn as a box."""

from __future__ import annotations

import pytest

from bot.pictures.art import font
from bot.pictures.pen import TEXT, drawable
from bot.text.i18n import shipped, text_in

BOX = bytes(font(TEXT).getmask("\uffff"))  # what the font draws for a letter it lacks


@pytest.mark.parametrize(("words", "drawn"), [
    ("cambió 3", "cambio 3"), ("angefüttert: 4 übertragen", "angefuettert: 4 uebertragen"), ("Nebenpötte", "Nebenpoette"),
    ("passed · drew 3", "passed · drew 3"), ("¿mano?", "mano?"),
])
def test_letters_the_font_lacks_are_spelled_without_their_marks(words, drawn):
    assert drawable(words) == drawn


@pytest.mark.parametrize("locale", shipped())
@pytest.mark.parametrize("message", ["table-picture-drew", "table-picture-fattened", "render-kind-ordinary"])
def test_every_letter_of_the_pictures_words_has_a_glyph(locale, message):
    words = drawable(text_in(locale, message, n=3, chips=4))
    assert all(bytes(font(TEXT).getmask(ch)) != BOX for ch in words if ch != " "), words
    if locale == "en-US":
        assert words == text_in(locale, message, n=3, chips=4)  # English as it was

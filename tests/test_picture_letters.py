"""The pictures' words in the reader's language: the table picture's are drawn in letters the bundled font
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


@pytest.mark.parametrize("kitty", [0, 2])
def test_the_show_down_pictures_title_is_the_readers(kitty):
    from bot.text.i18n import speaking
    from bot.text.showdown_words import picture_title

    with speaking("en-US"):
        assert picture_title(4, 9, kitty) == "Deal 4   pool 9" + (f"   kitty {kitty}" if kitty else "")  # as it was
    with speaking("es-ES"):
        assert picture_title(4, 9, kitty).startswith("Reparto 4   pozo 9")
    with speaking("de"):
        assert picture_title(4, 9, kitty).startswith("Spiel 4   Pott 9")


@pytest.mark.parametrize("locale", shipped())
def test_the_show_down_pictures_hand_names_have_a_glyph_each(locale):
    """The show-down picture writes each hand's name (bot/pictures/pictures.py): "König hoch"
    in German, drawn in letters the font has."""
    from bot.pictures.pictures import TITLE_SIZE, _fitted
    from bot.text.hand_words import name_words
    from bot.text.i18n import speaking
    from engine.hands import every_hand_name

    with speaking(locale):
        names = {name_words(name) for name in every_hand_name()}
    for words in names:
        drawn = _fitted(words, TITLE_SIZE, 10_000)
        assert all(bytes(font(TITLE_SIZE).getmask(ch)) != bytes(font(TITLE_SIZE).getmask("\uffff"))
                   for ch in drawn if ch != " "), words

"""What a player did at his draw, said to him in his own language (`you_drew`): English as the
engine says it, the others in their catalogue's words, not the engine's English."""

from __future__ import annotations

import pytest

from bot.text.click_words import after_your_draw, you_drew
from bot.text.i18n import shipped, speaking
from engine.actions import Draw
from engine.cards import parse_cards

CARDS = parse_cards("2c 3d 4h 5s 6c")


@pytest.mark.parametrize("n", range(6))
def test_english_says_what_the_engine_says(n):
    with speaking("en-US"):
        assert you_drew(n) == Draw(0, CARDS[:n]).words(you=True)


@pytest.mark.parametrize("locale", [locale for locale in shipped() if locale != "en-US"])
@pytest.mark.parametrize("n", range(6))
def test_other_languages_say_it_in_their_words(locale, n):
    with speaking(locale):
        said = after_your_draw(you_drew(n), "")
    assert not any(word in said for word in ("draw", "stand pat")), said

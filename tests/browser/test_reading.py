"""The browser test's eyes: `cards_in` finds a card however the page writes it, and nothing else;
`cards_in_order` keeps the order written; `hand_name` names five cards as Foster does.

Its privacy check is only as good as this reading, so it is checked on its own
(no browser needed): one hand written in each of the page's ways reads the same.
"""

from __future__ import annotations

import pytest

from bot.text.i18n import text_in
from tests.browser.hands import hand_name
from tests.browser.page import cards_in, cards_in_order, deals_named
from tests.public_words import LOCALES

HAND = {"As", "Th", "Tc", "2d", "Ks"}  # A♠ 10♥ 10♣ 2♦ K♠


def test_one_hand_read_from_symbols_emoji_names_emoji_pictures_a_description_and_a_pickers_values():
    symbols = "Your hand: A♠ 10♥ 10♣ 2♦ K♠"
    names = "Your hand: [img :pk1f_As:||] [img :pk1f_Th:||] [img :pk1f_Tc:||] [img :pk1f_2d:||] [img :pk1f_Ks:||]"
    markup = "<:pk1f_As:1><:pk1f_Th:2><:pk1f_Tc:3><:pk1f_2d:4><:pk1f_Ks:5>"  # not drawn as emojis at all
    pictures = " ".join(f"[img ||/emojis/{n}.png]" for n in "12345")  # known only by the emoji's id
    emojis = {"1": "pk1f_As", "2": "pk1f_Th", "3": "pk1f_Tc", "4": "pk1f_2d", "5": "pk1f_Ks"}
    described = "[img As Th Tc 2d Ks|hand.png|https://127.0.0.1/a/hand.png]"
    picker = "Cards to discard [value As] [value Th] [value Tc] [value 2d] [value Ks]"
    for text in (symbols, names, markup, described, picker):
        assert cards_in(text) == HAND, text
    assert cards_in(pictures, emojis) == HAND
    assert cards_in(pictures) == set()


def test_words_that_look_like_cards_are_not_read_as_cards():
    text = ("As the age, alice may straddle. Ks and Qs are no cards in prose; 10 chips; A♠-less. "
            "[img the show-down|showdown.png|/a/showdown.png] [label Js|]")
    assert cards_in(text) == {"As"}  # only the symbol
    assert cards_in("bob turned up J♣: the first jack deals (law 2)") == set()  # law 2's public card
    assert cards_in("bob turned up J♣: the first jack deals; carol holds Q♦") == {"Qd"}


def test_a_message_names_its_deal():
    assert deals_named("Deal 12, table #poker: Your hand") == {12}
    assert deals_named("**Deal 3**, the pool: 9 ... deal 4: seed sha256 ab") == {3}
    assert deals_named("You sit down with 200 chips.") == set()


@pytest.mark.parametrize("locale", LOCALES)
def test_a_message_in_any_language_names_its_deal_and_law_2s_card_is_public(locale):
    """The browser's privacy check skips another deal's messages and law 2's public card by the
    catalogue's own words, so it reads a German, Spanish or pseudo-locale page as an English one."""
    assert deals_named(text_in(locale, "table-picture-title", number=12)) == {12}
    assert deals_named(text_in(locale, "table-result-head", number=3, pool=9)) == {3}
    thrown = text_in(locale, "table-first-jack", name="bob", card="J♣")
    assert cards_in(thrown) == set()
    assert cards_in(f"{thrown}; carol: Q♦") == {"Qd"}


def test_cards_are_read_in_the_order_written_each_once():
    stud = "Deal 4, table #poker: Your down card: [img :pk1f_Qh:||] (face up: 7♣) [img Qh 7c|hand.png|/a/hand.png]"
    assert cards_in_order(stud) == ["Qh", "7c"]
    assert cards_in_order("10♥ [img :pk1f_2d:||] A♠ 10♥") == ["Th", "2d", "As"]


def test_a_hand_is_named_in_fosters_words():
    assert hand_name(["Kc", "Th", "7d", "4c", "2s"]) == "king high"
    assert hand_name(["5c", "5s", "8d", "9d", "2h"]) == "a pair of fives"
    assert hand_name(["Kc", "Kh", "4d", "4c", "As"]) == "two pairs, kings up"
    assert hand_name(["3c", "3h", "3d", "Jc", "2s"]) == "three treys"
    assert hand_name(["Ac", "2h", "3d", "4c", "5s"]) == "a straight, five high"
    assert hand_name(["9c", "Th", "Jd", "Qc", "Ks"]) == "a straight, king high"
    assert hand_name(["2h", "9h", "Jh", "4h", "Kh"]) == "a flush, king high"
    assert hand_name(["Qc", "Qh", "Qd", "2c", "2s"]) == "a full hand, queens full of deuces"
    assert hand_name(["2c", "2h", "2d", "Qc", "Qs"]) == "a full hand, deuces full of queens"
    assert hand_name(["7c", "7h", "7d", "7s", "As"]) == "four sevens"
    assert hand_name(["5d", "6d", "7d", "8d", "9d"]) == "a straight flush, nine high"
    assert hand_name(["Ts", "Js", "Qs", "Ks", "As"]) == "a royal flush"

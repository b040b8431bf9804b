"""Cards in chat: suit symbols, or the bot's card emojis (bot/text/faces.py)."""

from __future__ import annotations

from bot.text.faces import SYMBOL_CARD, TEXT, CardFaces, card_of_symbol
from engine.cards import ALL_CARDS, format_cards, parse_cards

EMOJIS = {str(c): f"<:pk1f_{c}:{1000 + i}>" for i, c in enumerate(ALL_CARDS)}


def test_every_card_written_with_its_symbol_is_found_and_read_back():
    text = format_cards(ALL_CARDS, symbols=True)
    found = SYMBOL_CARD.findall(text)
    assert [card_of_symbol(s) for s in found] == list(ALL_CARDS)


def test_emojis_replace_each_card_and_nothing_else():
    faces = CardFaces(EMOJIS)
    text = "Bob shows A♠ 10♥ 🃏: wins 10 chips (the 10 is not a card)"
    shown = faces.show(text)
    assert shown == (f"Bob shows {EMOJIS['As']} {EMOJIS['Th']} {EMOJIS['Jo']}: wins 10 chips "
                     "(the 10 is not a card)")
    assert TEXT.show(text) == text  # no emojis: as written


def test_a_card_without_an_emoji_stays_in_symbols():
    faces = CardFaces({"As": "<:pk1f_As:1>"})
    assert faces.show("A♠ K♠") == "<:pk1f_As:1> K♠"


def test_fit_cuts_at_a_line_end_never_inside_an_emoji():
    faces = CardFaces(EMOJIS)
    lines = [format_cards(parse_cards("As Kd Qh Jc Ts"), symbols=True)] * 20
    fitted = faces.fit("\n".join(lines), 1024)
    assert len(fitted) <= 1024 and fitted.count("<") == fitted.count(">")
    assert all(line == faces.show(lines[0]) for line in fitted.split("\n"))
    assert faces.fit("A♠", 1024) == EMOJIS["As"]


def test_the_invariants_read_a_card_emoji_as_its_card():
    """What the end-to-end leak check relies on: a card shown as its emoji in a public message
    counts as that card, so an unshown one is caught like its text would be."""
    from tests.table_invariants import cards_in

    shown = CardFaces(EMOJIS).show("Deal 3: Bob shows A♠ 10♥ 🃏")
    assert "♠" not in shown and cards_in(shown) == {"As", "Th", "Jo"}
    assert cards_in("Deal 3: no card here, <:other:123> and <:pk1f_zz:1>") == set()

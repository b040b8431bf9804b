import pickle
import random
import secrets

import pytest

from engine.cards import (
    ALL_CARDS,
    JOKER,
    Card,
    CardError,
    Pack,
    PackKind,
    card_from_code,
    format_cards,
    parse_card,
    parse_cards,
    seeded_rng,
    system_rng,
)


def test_every_card_round_trips_through_text_and_symbols():
    for card in ALL_CARDS:
        assert parse_card(str(card)) is card
        assert parse_card(card.symbol()) is card
        assert card_from_code(int(card)) is card
    assert len({int(c) for c in ALL_CARDS}) == 53


@pytest.mark.parametrize(
    "text, expected",
    [
        ("As Kd Th 9c 2h", ["As", "Kd", "Th", "9c", "2h"]),
        ("10h 10S", ["Th", "Ts"]),
        ("as,kd  , qH", ["As", "Kd", "Qh"]),
        ("A♠ K♥ 10♦ Jo", ["As", "Kh", "Td", "Jo"]),
    ],
)
def test_parse_forms(text, expected):
    assert [str(c) for c in parse_cards(text)] == expected


def test_symbols_for_chat():
    assert format_cards(parse_cards("As Kh Td 2c Jo"), symbols=True) == "A♠ K♥ 10♦ 2♣ 🃏"


@pytest.mark.parametrize("bad", ["Zz", "1s", "Ax", "AsK", "", "11h"])
def test_bad_token_is_named(bad):
    with pytest.raises(CardError) as err:
        parse_cards(f"As {bad} Kd") if bad else parse_card(bad)
    if bad:
        assert repr(bad) in str(err.value)


def test_every_bad_token_is_reported_at_once():
    with pytest.raises(CardError) as err:
        parse_cards("As Zz Kd Qq")
    assert "'Zz'" in str(err.value) and "'Qq'" in str(err.value)


def test_repeated_card_refused():
    with pytest.raises(CardError, match="As is given twice"):
        parse_cards("As Kd as")


def test_pack_sizes_and_contents():
    assert len(PackKind.STANDARD.cards()) == 52
    assert len(PackKind.JOKER.cards()) == 53 and JOKER in PackKind.JOKER.cards()
    ecarte = PackKind.ECARTE.cards()
    assert len(ecarte) == 32
    assert {c.rank for c in ecarte} == set(range(5, 13))  # sevens up


def test_seeded_shuffle_is_reproducible_and_a_permutation():
    a = Pack(PackKind.STANDARD, seeded_rng(42)).deal(52)
    b = Pack(PackKind.STANDARD, seeded_rng(42)).deal(52)
    c = Pack(PackKind.STANDARD, seeded_rng(43)).deal(52)
    assert a == b
    assert a != c
    assert sorted(a) == sorted(PackKind.STANDARD.cards())


def test_default_shuffler_is_the_system_entropy_source():
    assert isinstance(system_rng(), secrets.SystemRandom)
    assert not isinstance(seeded_rng(1), secrets.SystemRandom)
    assert isinstance(seeded_rng(1), random.Random)


def test_dealing_past_the_stock_is_refused():
    pack = Pack(PackKind.ECARTE, seeded_rng(1))
    pack.deal(30)
    assert len(pack) == 2
    with pytest.raises(IndexError, match="only 2 cards left"):
        pack.deal(3)


def test_ordered_pack_deals_in_order():
    cards = parse_cards("As Kd Qh")
    assert Pack.ordered(cards).deal(3) == cards


def test_cards_pickle_to_the_same_objects():
    for card in ALL_CARDS:
        assert pickle.loads(pickle.dumps(card)) is card
    assert Card(12, 3) is parse_card("As")

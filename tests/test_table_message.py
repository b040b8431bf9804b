"""The table message and button ids: privacy and round trips."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.custom_ids import ButtonId
from bot.table_message import table_embed
from engine.deal import Deal, DealKind, DealSetup, random_legal_action
from engine.rules import Rules


def test_button_ids_round_trip_and_fit_discord():
    bid = ButtonId(table=123456789012345678901, deal=12345, step=67, verb="come_in")
    assert ButtonId.decode(bid.encode()) == bid and len(bid.encode()) <= 100
    for bad in ["pk:1:2:3", "pk:a:2:3:pass", "other:1:2:3:pass", "pk:1:2:3:explode"]:
        with pytest.raises(ValueError):
            ButtonId.decode(bad)


def embed_text(embed) -> str:
    return json.dumps(embed.to_dict())


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32), n=st.integers(2, 7), jackpot=st.booleans())
def test_the_table_message_never_shows_an_unshown_card(seed, n, jackpot):
    rng = random.Random(seed)
    setup = DealSetup(Rules(), [f"P{i}" for i in range(n)], [100] * n, seed % n, seed,
                      kind=DealKind.JACKPOT if jackpot else DealKind.ORDINARY,
                      antes=[2] * n if jackpot else None)
    deal = Deal(setup)
    while True:
        text = embed_text(table_embed(deal.public_view(), deadline=1_800_000_000))
        shown = {c for cards in deal.shown.values() for c in cards}
        for hand in deal.hands:
            for card in hand:
                if card not in shown:
                    assert card.symbol() not in text and f" {card} " not in text
        assert len(text) < 6000  # Discord's embed limit
        if deal.result is not None:
            break
        deal.apply(random_legal_action(deal, rng))

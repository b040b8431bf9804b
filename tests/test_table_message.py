"""The table message and button ids: privacy and round trips."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.discord_side.custom_ids import ButtonId
from bot.discord_side.table_message import table_embed
from bot.text.i18n import speaking
from engine.deal import Deal, DealKind, DealSetup, random_legal_action
from engine.rules import Rules
from tests.public_words import LOCALES


def test_button_ids_round_trip_and_fit_discord():
    button_id = ButtonId(table=2**63 - 1, deal=12345, step=67, verb="come_in")  # the largest snowflake
    assert ButtonId.decode(button_id.encode()) == button_id and len(button_id.encode()) <= 100
    for bad in ["pk:1:2:3", "pk:a:2:3:pass", "other:1:2:3:pass", "pk:1:2:3:explode", f"pk:{2**63}:2:3:pass",
                "pk:1:" + "9" * 40 + ":3:pass"]:
        with pytest.raises(ValueError):
            ButtonId.decode(bad)


def embed_text(embed) -> str:
    return json.dumps(embed.to_dict(), ensure_ascii=False)  # escaped, a ♠ is "\u2660": no check would see it


def unshown_in(text: str, deal: Deal) -> set[str]:
    """The cards of the hands dealt, not shown to the table, that `text` writes."""
    shown = {c for cards in deal.shown.values() for c in cards}
    return {str(c) for hand in deal.hands for c in hand
            if c not in shown and (c.symbol() in text or f" {c} " in text)}


def leaky_embed(view, deal: Deal, **kw):
    """The table message with the hand of the seat to act on it, as his own view has it."""
    embed = table_embed(view, **kw)
    if view.to_act is not None and deal.hands[view.to_act]:
        embed.add_field(name="·", value=" ".join(c.symbol() for c in deal.hands[view.to_act]))
    return embed


def deal_of(seed: int, n: int, jackpot: bool) -> Deal:
    setup = DealSetup(Rules(), [f"P{i}" for i in range(n)], [100] * n, seed % n, seed,
                      kind=DealKind.JACKPOT if jackpot else DealKind.ORDINARY,
                      antes=[2] * n if jackpot else None)
    return Deal(setup)


@pytest.mark.parametrize("locale", LOCALES)
@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), n=st.integers(2, 7), jackpot=st.booleans())
def test_the_table_message_never_shows_an_unshown_card(locale, seed, n, jackpot):
    rng = random.Random(seed)
    deal = deal_of(seed, n, jackpot)
    while True:
        with speaking(locale):
            text = embed_text(table_embed(deal.view(), deadline=1_800_000_000))
        assert not unshown_in(text, deal), text
        assert len(text) < 6000  # Discord's embed limit
        if deal.result is not None:
            break
        deal.apply(random_legal_action(deal, rng))


@pytest.mark.parametrize("locale", LOCALES)
def test_the_check_catches_a_table_message_showing_a_hand(locale):
    """The same check fails a message that writes the hand of the seat to act, in every language."""
    caught = 0
    for seed in range(5):
        deal, rng = deal_of(seed, 4, False), random.Random(seed)
        while deal.result is None:
            with speaking(locale):
                text = embed_text(leaky_embed(deal.view(), deal, deadline=1_800_000_000))
            caught += bool(unshown_in(text, deal))
            deal.apply(random_legal_action(deal, rng))
    assert caught > 10


async def test_the_age_facing_a_straddle_is_offered_to_make_good_on_the_message_and_the_buttons():
    """Heads-up, the dealer straddles: the age is asked, and the table says "Make good" (laws 28, 30)."""
    from bot.discord_side.buttons import table_view
    from bot.text.render import options_line
    from engine.actions import ComeIn, Straddle

    deal = Deal(DealSetup(Rules(), ["D", "A"], [100, 100], dealer=0, seed=5))
    deal.apply(Straddle(0))
    view = deal.view()
    assert view.to_act == 1
    text = embed_text(table_embed(view, deadline=1_800_000_000))
    assert "Make good (3 chips), raising up to 10" in text and "Make good (3 chips)" in options_line(view)
    labels = [item.item.label for item in table_view(1, 1, 1, view).children]
    assert labels[:3] == ["Make good (3)", "Raise…", "Pass"]
    deal.apply(ComeIn(1))
    view = deal.view()
    labels = [item.item.label for item in table_view(1, 1, 2, view).children]
    assert labels[0] == "Make good (2)"  # the straddler has the last say

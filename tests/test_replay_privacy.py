"""The replay's steps hold no card the table had not been shown at that step; a member's own
view adds his cards, and only his (bot/discord_side/replay.py, drawn without Discord)."""

from __future__ import annotations

import hashlib
import json
import random

import pytest

from bot.discord_side.replay import ReplayId, mine_embed, public_embed, replay_buttons, step_deal
from bot.services.hand_records import DealRecord
from bot.text.i18n import SOURCE, speaking
from bot.text.table_picture import table_description
from engine.deal import DealKind, DealSetup, random_legal_action
from engine.rules import Rules
from engine.varieties import new_deal
from engine.whisky import random_whisky_action
from tests.public_words import LOCALES
from tests.table_invariants import cards_in, public_cards

VARIETIES = ("draw", "straight", "stud", "whisky")


def played(variety: str, seed: int, stop: int | None = None):
    """A deal played at random (to its end, or `stop` actions), with the view after each action."""
    players = 2 + seed % 4
    kind = DealKind.JACKPOT if variety == "draw" and seed % 3 == 0 else DealKind.ORDINARY
    setup = DealSetup(Rules(variety=variety, checking=seed % 2 == 0), [f"p{i}" for i in range(players)],
                      [60] * players, seed % players, seed=f"replay-{variety}-{seed}", kind=kind, number=seed + 1,
                      antes=[2] * players if kind is DealKind.JACKPOT else None)
    deal = new_deal(setup)
    views = [deal.view()]
    rng = random.Random(seed)
    pick = random_whisky_action if variety == "whisky" else random_legal_action
    while deal.result is None and (stop is None or len(deal.history) < stop):
        deal.apply(pick(deal, rng))
        views.append(deal.view())
    return deal, views


def record_of(deal, status="finished", reason=None) -> DealRecord:
    setup = deal.setup.to_dict()
    seed = str(setup.pop("seed"))
    return DealRecord(table_id=1, number=deal.setup.number, status=status, setup=setup, seed=seed,
                      seed_hash=hashlib.sha256(seed.encode()).hexdigest(), actions=[a.to_dict() for a in deal.history],
                      result=None, notes={}, void_reason=reason, started_at="", finished_at=None)


def unshown(text: str, view) -> set[str]:
    return cards_in(text) - public_cards(view.to_dict())


def embed_text(embed) -> str:
    return json.dumps(embed.to_dict(), ensure_ascii=False)


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("variety", VARIETIES)
def test_every_step_of_the_public_replay_shows_what_the_table_saw_and_no_more(variety, locale):
    """Every step, in every language (twelve deals in English, three in each other), public and
    pictured; and a member's own, which the check sees adds his cards."""
    with speaking(locale):
        leaks_caught = _replayed_privately(variety, 12 if locale == SOURCE else 3)
    assert leaks_caught > (50 if locale == SOURCE else 30)


def _replayed_privately(variety: str, seeds: int) -> int:
    """Each step of `seeds` deals checked; how many of a member's own views the check saw hold
    more than the table's."""
    leaks_caught = 0
    for seed in range(seeds):
        deal, live_views = played(variety, seed)
        record = record_of(deal)
        for step, seen in enumerate(live_views):
            view = step_deal(record, step).view()
            assert view == seen  # exactly the table's view at that step
            for pictured in (False, True):
                assert unshown(embed_text(public_embed(record, view, step, pictured=pictured)), view) == set()
            assert unshown(table_description(view), view) == set()
            # His own view adds his cards at that step, and no one else's.
            for seat in range(len(deal.setup.players)):
                hand = tuple(step_deal(record, step).seat_view(seat).hand)
                text = embed_text(mine_embed(record, view, hand, step))
                assert {str(c) for c in hand} <= cards_in(text)
                assert unshown(text, view) <= {str(c) for c in hand}
                leaks_caught += bool(unshown(text, view))  # the check sees a hand that is not the table's
    return leaks_caught


def test_a_void_deal_says_why_and_shows_only_its_steps():
    for variety in VARIETIES:
        deal, views = played(variety, 5, stop=3)
        record = record_of(deal, status="void", reason="stopped by Ann")
        for step, seen in enumerate(views):
            view = step_deal(record, step).view()
            assert view == seen
            text = embed_text(public_embed(record, view, step))
            assert "This deal was voided: stopped by Ann." in text and unshown(text, view) == set()


def test_the_buttons_carry_their_step_and_page_within_the_deal():
    view = replay_buttons(7, 3, 0, 12, "p")
    ids = [item.custom_id for item in view.children]
    assert ids == [f"pkr:7:3:0:{verb}:p" for verb in ("first", "prev", "next", "last", "mine", "proof")]
    assert [item.item.disabled for item in view.children][:4] == [True, True, False, False]
    assert "mine" not in json.dumps([i.custom_id for i in replay_buttons(7, 3, 12, 12, "m").children])
    for verb, step, expected in (("first", 5, 0), ("prev", 5, 4), ("prev", 0, 0), ("next", 5, 6), ("next", 12, 12),
                                 ("last", 5, 12), ("next", 99, 12)):
        assert ReplayId(7, 3, step, verb, "p").target(12) == expected

"""One list of action kinds (`engine.actions.Kind`): everything that names an action comes from it."""

from __future__ import annotations

import random

from bot.discord_side.buttons import button_label
from bot.discord_side.clicks import PLAIN_VERBS
from bot.discord_side.custom_ids import VERBS, ButtonId
from bot.text.render import OPTION_WORDS
from engine.actions import ACTION_TYPES, Kind, action_from_dict
from engine.deal import DealKind, DealSetup, random_legal_action
from engine.rules import Rules
from engine.varieties import new_deal
from engine.whisky import random_whisky_action


def test_every_kind_has_its_action_its_words_its_label_and_its_verb():
    assert set(ACTION_TYPES) == set(Kind)
    assert set(OPTION_WORDS) == set(Kind)
    assert set(Kind) <= VERBS
    for kind in Kind:
        assert ACTION_TYPES[kind].kind is kind
        assert ButtonId.decode(f"pk:1:1:1:{kind.value}").verb == kind
        # A kind that asks for more opens a picker; the others play at once.
        assert (kind in PLAIN_VERBS) == (ACTION_TYPES[kind].chosen is None)
        assert button_label(kind) != kind.value  # its own words, not the verb
        assert button_label(kind).endswith("…") == (ACTION_TYPES[kind].chosen is not None)


def test_every_option_any_game_offers_is_a_kind_and_round_trips_as_a_record():
    offered = set()
    for variety in ("draw", "straight", "stud", "whisky"):
        for seed in range(40):
            kind = DealKind.JACKPOT if variety == "draw" and seed % 3 == 0 else DealKind.ORDINARY
            rules = Rules(variety=variety, checking=seed % 2 == 0)
            deal = new_deal(DealSetup(rules, ["A", "B", "C", "D"], [40, 40, 40, 40], seed % 4, seed=seed, kind=kind,
                                      antes=[2] * 4 if kind is DealKind.JACKPOT else None))
            rng = random.Random(seed)
            while deal.result is None:
                legal = deal.legal()
                for option in legal.options:
                    assert isinstance(option.kind, Kind), option
                    offered.add(option.kind)
                pick = random_whisky_action if variety == "whisky" else random_legal_action
                action = pick(deal, rng)
                assert action_from_dict(action.to_dict()) == action
                deal.apply(action)
    assert offered == set(Kind), set(Kind) - offered

"""An action of the wrong shape is an illegal action (issue 23): an amount where its kind takes
none, no amount or a wrong one where it takes one, anything but cards where it takes cards.

The engine refuses it with `IllegalAction` (an `EngineError`: the bot answers it in one line) and
changes nothing, whatever builds it: `make_action` (a button's verb and a picked amount) or the
action's class itself.  Before, a forged amount picker for a draw raised a TypeError in the deal.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from engine.actions import ACTION_TYPES, Action, Exchange, Kind, make_action
from engine.cards import parse_card
from engine.deal import Deal, DealKind, DealSetup, IllegalAction, random_legal_action
from engine.errors import EngineError
from engine.rules import Rules
from engine.varieties import new_deal
from engine.views import WhiskyView
from engine.whisky import random_whisky_action

CARD = parse_card("As")
NOT_A_NUMBER = ["3", 3.0, True, None, (CARD,), CARD]  # bool and a card are ints, but not numbers of chips
WRONG = {  # each payload field, and values of the wrong shape for it
    "seat": ["0", None, True, 0.0],
    "amount": NOT_A_NUMBER,
    "raise_by": NOT_A_NUMBER,
    "discards": [2, "As", [CARD], (CARD, "Kd"), (2,), None, CARD],
    "discard": ["As", 5, None, (CARD,)],
    "take": ["As", 5, None, (CARD,)],
}


def _fields(cls: type[Action]) -> set[str]:
    return {f.name for f in dataclasses.fields(cls)} - {"seat"}


TAKES_AMOUNT = {kind for kind, cls in ACTION_TYPES.items() if _fields(cls) & {"amount", "raise_by"}}
NEEDS_AMOUNT = {kind for kind, cls in ACTION_TYPES.items() if "amount" in _fields(cls)}
TAKES_CARDS = {kind for kind, cls in ACTION_TYPES.items() if _fields(cls) & {"discards", "discard", "take"}}


def _where_offered() -> dict[Kind, tuple[DealSetup, list[Action]]]:
    """For each kind, a deal (its setup and actions so far) where the seat to act is offered it."""
    found: dict[Kind, tuple[DealSetup, list[Action]]] = {}
    for variety in ("draw", "straight", "stud", "whisky"):
        for seed in range(60):
            kind = DealKind.JACKPOT if variety == "draw" and seed % 3 == 0 else DealKind.ORDINARY
            rules = Rules(variety=variety, checking=seed % 2 == 0, straddles=True, age_may_make_jackpot=True)
            setup = DealSetup(rules, ["A", "B", "C", "D"], [40] * 4, seed % 4, seed=seed, kind=kind,
                              antes=[2] * 4 if kind is DealKind.JACKPOT else None)
            deal, played, rng = new_deal(setup), [], random.Random(seed)
            while deal.result is None:
                legal = deal.legal()
                for option in legal.options:
                    if option.kind not in found and (option.kind != Kind.OPEN or deal.holds_openers(legal.seat)):
                        found[option.kind] = (setup, list(played))
                action = (random_whisky_action if variety == "whisky" else random_legal_action)(deal, rng)
                deal.apply(action)
                played.append(action)
    assert set(found) == set(Kind), set(Kind) - set(found)
    return found


OFFERED = _where_offered()


def _deal_offering(kind: Kind) -> Deal:
    setup, played = OFFERED[kind]
    deal = new_deal(setup)
    for action in played:
        deal.apply(action)
    return deal


def _well_formed(deal: Deal, kind: Kind) -> Action:
    seat = deal.to_act
    assert seat is not None
    if kind == Kind.EXCHANGE:
        view = deal.view()
        assert isinstance(view, WhiskyView)
        return Exchange(seat, deal.hands[seat][0], view.widow[0])
    cls = ACTION_TYPES[kind]
    return cls(seat, 1) if "amount" in _fields(cls) else cls(seat)


def _refused(deal: Deal, action: Action) -> str:
    before = (deal.public_view(), [deal.private_view(s) for s in range(deal.n)], list(deal.history))
    with pytest.raises(IllegalAction) as refused:
        deal.apply(action)
    assert (deal.public_view(), [deal.private_view(s) for s in range(deal.n)], list(deal.history)) == before
    return str(refused.value)


@pytest.mark.parametrize("kind", list(Kind))
def test_every_kind_built_with_a_payload_of_the_wrong_shape_is_illegal(kind):
    deal = _deal_offering(kind)
    right = _well_formed(deal, kind)
    for name in ["seat", *sorted(_fields(type(right)))]:
        for wrong in WRONG[name]:
            message = _refused(deal, dataclasses.replace(right, **{name: wrong}))
            assert message and "\n" not in message, (kind, name, wrong)


@pytest.mark.parametrize("kind", list(Kind))
def test_make_action_refuses_every_payload_its_kind_does_not_take(kind):
    deal = _deal_offering(kind)
    seat = deal.to_act
    wrong: list[object] = []
    if kind in TAKES_CARDS:
        wrong += [None, 0, 2]  # its cards are chosen, never an amount
    elif kind in TAKES_AMOUNT:
        wrong += [a for a in NOT_A_NUMBER if a is not None or kind in NEEDS_AMOUNT]
    else:
        wrong += [0, 1, 3]
    for amount in wrong:
        try:
            action = make_action(kind, seat, amount)  # type: ignore[arg-type]
        except IllegalAction as refused:
            assert "\n" not in str(refused)
            continue
        _refused(deal, action)  # built, but the deal refuses it all the same


@pytest.mark.parametrize("verb", ["pat", "hand", "discard", "bogus", "", "RAISE"])
def test_make_action_refuses_what_is_no_kind_of_action(verb):
    with pytest.raises(IllegalAction):
        make_action(verb, 0)


def test_a_well_formed_action_is_still_played():
    deal = _deal_offering(Kind.RAISE)
    option = deal.legal().get(Kind.RAISE)
    deal.apply(make_action(Kind.RAISE, deal.to_act, option.most))
    assert deal.history[-1].amount == option.most
    assert issubclass(IllegalAction, EngineError)

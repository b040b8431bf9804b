"""Sealed shuffles: the pack's order as the seed gives it, the proof of a finished deal, and
its check (`engine.seal`, `engine.seal_check`)."""

from __future__ import annotations

import copy
import json
import random

import pytest

from engine.actions import Draw, make_action
from engine.cards import PackKind
from engine.deal import DealKind, DealSetup, random_legal_action
from engine.rules import HandRules, Rules
from engine.seal import build_proof, commitment, pack_order, root_of, salt, seal_root, trace
from engine.seal_check import ProofError, verdict, verify
from engine.varieties import new_deal
from engine.whisky import random_whisky_action
from tests.table_invariants import public_cards

VARIETIES = ("draw", "straight", "stud", "whisky")


def independent_order(seed: str, cards: list) -> list:
    """The engine's documented shuffle written out again: Fisher-Yates from the top, each card
    drawn uniformly among those not yet dealt, with Python's seeded generator."""
    rng = random.Random(seed)
    cards = list(cards)
    for i in range(len(cards)):
        j = i + rng.randrange(len(cards) - i)
        cards[i], cards[j] = cards[j], cards[i]
    return cards


def finished(variety: str, seed: int, players: int = 4):
    kind = DealKind.JACKPOT if variety == "draw" and seed % 3 == 0 else DealKind.ORDINARY
    rules = Rules(variety=variety, checking=seed % 2 == 0)
    deal = new_deal(DealSetup(rules, [f"p{i}" for i in range(players)], [60] * players, seed % players,
                              seed=f"seed-{variety}-{seed}", kind=kind, number=seed + 1,
                              antes=[2] * players if kind is DealKind.JACKPOT else None))
    rng = random.Random(seed)
    while deal.result is None:
        pick = random_whisky_action if variety == "whisky" else random_legal_action
        deal.apply(pick(deal, rng))
    return deal


def until_dealt(deal):
    """The deal once the first cards are out (an ordinary pool deals after the blind)."""
    rng = random.Random(0)
    while not any(deal.hands):
        deal.apply(random_legal_action(deal, rng))
    return deal


def actions_of(deal):
    return [a.to_dict() for a in deal.history]


@pytest.mark.parametrize("pack", [PackKind.STANDARD, PackKind.JOKER, PackKind.ECARTE])
def test_the_pack_order_is_the_shuffle_written_out_again_and_deals_the_hands(pack):
    rules = Rules(hands=HandRules(pack=pack), max_seats=4)
    for seed in range(20):
        setup = DealSetup(rules, ["a", "b", "c", "d"], [50] * 4, seed % 4, seed=f"s{seed}")
        order = pack_order(setup)
        assert order == independent_order(f"s{seed}", list(pack.cards()))
        deal = until_dealt(new_deal(setup))
        rotation = [(setup.dealer + i) % 4 for i in range(1, 5)]
        for k, seat in enumerate(rotation):  # five each, one at a time from the dealer's left
            assert deal.hands[seat] == order[k::4][:5]


def test_the_root_is_the_sha256_of_the_commitments_of_salted_cards():
    setup = DealSetup(Rules(), ["a", "b"], [50, 50], 0, seed="xyz")
    order = pack_order(setup)
    import hashlib
    import hmac
    c = [hashlib.sha256((hmac.new(b"xyz", f"card {i}".encode(), hashlib.sha256).hexdigest() + ":" + str(card))
                        .encode()).hexdigest() for i, card in enumerate(order)]
    assert seal_root(setup) == hashlib.sha256(",".join(c).encode()).hexdigest()
    assert seal_root(setup) != seal_root(DealSetup(Rules(), ["a", "b"], [50, 50], 0, seed="xyz2"))


@pytest.mark.parametrize("variety", VARIETIES)
def test_every_proof_of_a_finished_deal_checks_out_public_and_private(variety):
    for seed in range(25):
        deal = finished(variety, seed, players=2 + seed % 4)
        for seat in (None, *range(len(deal.setup.players))):
            proof = json.loads(json.dumps(build_proof(deal.setup, actions_of(deal), seat)))
            checks = verify(proof, published_root=seal_root(deal.setup)[:16] + "…")
            assert verdict(checks), [c.what for c in checks if not c.ok]


def unshown_in(proof: dict, public_view: dict) -> set[str]:
    """Cards a proof names that the table was not shown (the final public view): none may be
    in a public proof."""
    named = {e["card"] for key in ("shown", "own", "unsealed") for e in proof.get(key, [])}
    return named - public_cards(public_view)


@pytest.mark.parametrize("variety", VARIETIES)
def test_the_public_proof_names_no_card_the_table_was_not_shown(variety):
    hidden_somewhere = 0
    for seed in range(30):
        deal = finished(variety, seed)
        proof = build_proof(deal.setup, actions_of(deal))
        assert "own" not in proof and "seat" not in proof
        assert unshown_in(proof, deal.public_view()) == set()
        # The check itself catches a proof that opens one card more: a card the table never saw.
        seen = public_cards(deal.public_view())
        dealing = trace(deal.setup, actions_of(deal))
        hidden = [i for i, card in enumerate(dealing.order[:len(dealing.to)]) if str(card) not in seen]
        if hidden:
            hidden_somewhere += 1
            leaky = copy.deepcopy(proof)
            i = hidden[0]
            leaky["shown"].append({"position": i, "card": str(dealing.order[i]), "salt": salt(deal.setup.seed, i),
                                   "by": dealing.to[i]})
            assert verdict(verify(leaky))  # a true card: the hashes alone cannot tell...
            assert unshown_in(leaky, deal.public_view()) == {str(dealing.order[i])}  # ...the privacy check does
    assert hidden_somewhere > 10 or variety == "whisky"  # at whisky every hand is shown at the end


def test_the_member_is_opened_exactly_the_cards_dealt_to_him():
    for seed in range(20):
        deal = finished("draw", seed)
        dealing = trace(deal.setup, actions_of(deal))
        start = until_dealt(new_deal(deal.setup))
        for seat in range(4):
            own = {e["card"] for e in build_proof(deal.setup, actions_of(deal), seat)["own"]}
            assert {str(c) for c in start.hands[seat]} <= own  # his five, and what he drew
            assert own == {str(dealing.order[i]) for i, to in enumerate(dealing.to) if to == seat}
            assert {str(c) for c in deal.hands[seat]} <= own


def tampered(proof: dict, how: str) -> dict:
    bad = copy.deepcopy(proof)
    if how == "pack":  # two cards of the pack swapped, commitments and root made again to match
        order = [e for e in bad["commitments"]]
        order[0], order[1] = order[1], order[0]
        bad["commitments"] = order
        bad["root"] = root_of(order)
    elif how == "card":
        entry = bad["shown"][0]
        entry["card"] = "As" if entry["card"] != "As" else "Kd"
    elif how == "salt":
        entry = bad["shown"][0]
        entry["salt"] = salt("another seed", entry["position"])
    elif how == "position":
        entry = bad["shown"][0]
        entry["position"] = entry["position"] + 1
    elif how == "seat":
        entry = next(e for e in bad["shown"] if e["by"] is not None)
        entry["by"] = (entry["by"] + 1) % len(bad["dealt_in"])
    elif how == "dealing":
        bad["dealt"][0], bad["dealt"][1] = bad["dealt"][1], bad["dealt"][0]
    return bad


@pytest.mark.parametrize("how", ["pack", "card", "salt", "position", "seat", "dealing"])
def test_a_tampered_proof_fails(how):
    deal = next(d for d in (finished("draw", s) for s in range(1, 60)) if d.shown)
    proof = build_proof(deal.setup, actions_of(deal))
    published = seal_root(deal.setup)
    assert verdict(verify(proof, published))
    assert not verdict(verify(tampered(proof, how), published))


def test_a_pack_other_than_the_sealed_one_does_not_give_the_published_root():
    setup = DealSetup(Rules(), ["a", "b"], [50, 50], 0, seed="s")
    order = pack_order(setup)
    swapped = [order[1], order[0], *order[2:]]
    forged = [commitment(salt("s", i), str(card)) for i, card in enumerate(swapped)]
    assert root_of(forged) != seal_root(setup)


@pytest.mark.parametrize("broken", [None, [], {"sealed_shuffle": 1}, {"sealed_shuffle": 1, "root": "x"}])
def test_what_is_no_proof_is_refused_as_such(broken):
    with pytest.raises(ProofError):
        verify(broken)


def test_cards_dealt_from_discards_shuffled_again_are_named_unsealed_and_the_rest_checks():
    rules = Rules(max_seats=8, checking=True)
    for seed in range(40):
        deal = new_deal(DealSetup(rules, [f"p{i}" for i in range(8)], [80] * 8, seed % 8, seed=f"r{seed}"))
        while deal.result is None:
            seat, _phase, options = deal.legal()
            kinds = [o.kind for o in options]
            if "draw" in kinds:
                deal.apply(Draw(seat, tuple(deal.hands[seat])))  # five new cards each
            else:
                kind = next(k for k in ("decline_straddle", "come_in", "stay", "check", "call", "see", "pass") if k in kinds)
                deal.apply(make_action(kind, seat))
        if "the stock ran out" in json.dumps(deal.public_view()):
            break
    else:
        pytest.fail("no deal ran out of stock")
    proof = build_proof(deal.setup, actions_of(deal))
    assert proof["unsealed"]
    assert len(proof["dealt"]) < 52 or not proof["unsealed"]
    assert verdict(verify(proof))

"""Properties of every deal and every table, from random seeds and random legal actions."""

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.actions import Pass
from engine.cards import format_cards
from engine.deal import Deal, DealKind, DealSetup, IllegalAction, Phase, random_legal_action
from engine.rules import Rules
from engine.table import Table, new_table
from tests.engine_helpers import replayed

RULES = [
    Rules(),
    Rules(betting="table_stakes"),
    Rules(betting="progressive", progressive_max_raises=3),
    Rules(checking=True, kitty="house", straight_flush_premium=5, jackpot_after_raise_out=True),
    Rules(bobtail_openers=True, progressive_jacks=True, hands={"pack": "joker"}),
    Rules(hands={"pack": "ecarte", "straights": True}, fattening="first_ante_only", buck=True),
    Rules(all_jackpots=True, max_raises=2),
    Rules(betting="progressive", progressive_scheme="double_the_whole", raise_limit=4),
]

setups = st.builds(
    lambda rules_i, n, stacks, dealer, seed, kind, carried: DealSetup(
        rules=RULES[rules_i],
        players=[f"P{i}" for i in range(n)],
        stacks=stacks[:n],
        dealer=dealer % n,
        seed=seed,
        kind=kind,
        antes=[RULES[rules_i].jackpot_ante] * n if kind is DealKind.JACKPOT else None,
        carried=carried if kind is DealKind.JACKPOT else 0,
    ),
    rules_i=st.integers(0, len(RULES) - 1),
    n=st.integers(2, 8),
    stacks=st.lists(st.sampled_from([1, 3, 12, 40, 100, 500]), min_size=8, max_size=8),
    dealer=st.integers(0, 7),
    seed=st.integers(0, 2**32),
    kind=st.sampled_from([DealKind.ORDINARY, DealKind.JACKPOT]),
    carried=st.sampled_from([0, 0, 9]),
)


def unshown_cards(deal: Deal) -> set[str]:
    shown = {c for cards in deal.shown.values() for c in cards}
    return {str(c) for h in deal.hands for c in h if c not in shown}


def public_text(deal: Deal) -> str:
    return json.dumps(deal.public_view())


def card_tokens(text: str) -> set[str]:
    return {tok.strip('",[]{}:') for tok in text.split()}


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=setups, action_seed=st.integers(0, 2**32))
def test_every_deal_terminates_conserves_chips_hides_cards_and_replays(setup, action_seed):
    try:
        deal = Deal(setup)
    except ValueError:
        return  # fewer than two players with chips: refused, as it should be
    rng = random.Random(action_seed)
    chips_before = sum(setup.stacks) + setup.carried
    for _step in range(400):
        if deal.result is not None:
            break
        seat = deal.to_act
        # Nobody but the seat to act may act.
        other = (seat + 1) % deal.n
        with_text = public_text(deal)
        try:
            deal.apply(Pass(other))
            raise AssertionError("an out-of-turn action was accepted")
        except IllegalAction:
            pass
        assert public_text(deal) == with_text  # refused, and nothing changed
        # The public view never holds a card that has not been shown.
        assert not card_tokens(with_text) & unshown_cards(deal)
        deal.apply(random_legal_action(deal, rng))
        if deal.result is None:
            assert sum(deal.stacks) + deal.pool() == chips_before
    assert deal.result is not None, "the deal did not finish"
    result = deal.result
    assert deal.phase is Phase.COMPLETE
    assert sum(deal.stacks) + result.kitty + result.carried_out == chips_before
    assert all(s >= 0 for s in deal.stacks)
    assert not card_tokens(public_text(deal)) & unshown_cards(deal)
    # Each seat sees its own cards and no one else's unshown cards.
    for seat in range(deal.n):
        private = deal.private_view(seat)
        others = unshown_cards(deal) - {str(c) for c in deal.hands[seat]}
        assert not card_tokens(json.dumps(private)) & others
        assert private["hand"] == format_cards(deal.hands[seat])
    # The record rebuilds the very same state.
    again = replayed(deal)
    assert again.public_view() == deal.public_view()
    assert again.hands == deal.hands and again.stacks == deal.stacks


@settings(max_examples=40, deadline=None)
@given(rules_i=st.integers(0, len(RULES) - 1), seed=st.integers(0, 2**32), n=st.integers(2, 7))
def test_a_table_conserves_chips_across_deals(rules_i, seed, n):
    rules = RULES[rules_i]
    n = min(n, rules.max_seats)
    table, thrown = new_table(rules, [f"P{i}" for i in range(n)], seed=seed)
    assert thrown[-1][1][0] == "J" and table.dealer == thrown[-1][0]  # law 2: the first jack deals
    total = table.chips()
    rng = random.Random(seed)
    for number in range(60):
        if len(table.players_with_chips()) < 2:
            break
        deal = table.start(seed=f"{seed}:{number}")
        while deal.result is None:
            deal.apply(random_legal_action(deal, rng))
        table.settle(deal)
        assert table.chips() == total
        # What is stored between deals rebuilds the same table.
        assert Table.from_dict(json.loads(json.dumps(table.to_dict()))) == table


def _public_without_cards(deal: Deal) -> dict:
    """The public view with every card taken out: what the table may learn besides shown cards."""
    view = deal.public_view()
    for seat in view["seats"]:
        seat["shown"] = None
    view["log"] = [{k: v for k, v in e.items() if k not in ("cards", "text")} for e in view["log"]]
    return view


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=setups, other_seed=st.integers(0, 2**32), rng_seed=st.integers(0, 2**32))
def test_what_the_table_sees_does_not_depend_on_the_hidden_cards(setup, other_seed, rng_seed):
    """The same actions on another shuffle show the table the same options, turns and pools
    (until a hand is shown): no hidden card, such as who holds openers, shows through."""
    try:
        mine = Deal(setup)
    except ValueError:
        return  # more hands than the pack holds: refused alike on any shuffle
    theirs = Deal(DealSetup.from_dict({**setup.to_dict(), "seed": other_seed}))
    rng = random.Random(rng_seed)
    while mine.result is None and theirs.result is None:
        if mine.shown or theirs.shown:
            return  # a show-down, or openers shown: cards are public from here
        assert _public_without_cards(mine) == _public_without_cards(theirs)
        action = random_legal_action(mine, rng)
        try:
            theirs.apply(action)
        except IllegalAction:
            return  # e.g. an opening the other shuffle holds no openers for, or its own discards
        mine.apply(action)

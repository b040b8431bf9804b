"""Stud poker (Foster, "Varieties of Poker"): scenarios from his description, the showing that
decides who speaks first, the table across deals, robots, and the property tests of draw poker."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.actions import Bet, Call, Check, Pass, Raise
from engine.cards import JOKER, parse_cards
from engine.deal import FOLDED, IN, DealSetup, IllegalAction, Outcome, Phase, random_legal_action
from engine.handrules import HandRules
from engine.hands import evaluator_for
from engine.robots import Robot, Style
from engine.rules import Rules
from engine.simulate import simulate
from engine.stud import StudDeal, describe_showing, showing
from engine.table import Seat, Table, new_table
from engine.varieties import new_deal
from tests.engine_helpers import replayed

STUD = Rules(variety="stud")


def stud_pack(rounds: list[dict[int, str]], dealer: int, n: int) -> str:
    """The pack order that gives each seat its card in each round (the down card first),
    one at a time from the dealer's left; a seat left out of a round has dropped."""
    order = [(dealer + i) % n for i in range(1, n + 1)]
    return " ".join(r[s] for r in rounds for s in order if s in r)


def stud_deal(rounds: list[dict[int, str]], *, n: int, dealer: int = 0, rules: Rules = STUD,
              stacks: list[int] | None = None) -> StudDeal:
    setup = DealSetup(rules=rules, players=[chr(ord("A") + i) for i in range(n)],
                      stacks=stacks or [100] * n, dealer=dealer, seed=1, antes=[rules.blind] * n,
                      stacked=stud_pack(rounds, dealer, n))
    deal = new_deal(setup)
    assert isinstance(deal, StudDeal)
    return deal


def public(deal: StudDeal) -> str:
    return json.dumps(deal.public_view())


def tokens(text: str) -> set[str]:
    return {tok.strip('",[]{}:') for tok in text.split()}


def unshown_down_cards(deal: StudDeal) -> set[str]:
    shown = {c for cards in deal.shown.values() for c in cards}
    return {str(h[0]) for h in deal.hands if h and h[0] not in shown}


def speakers(deal: StudDeal) -> list[int]:
    return [e["seat"] for e in deal.log if e["text"].endswith("speaks first")]


# ----- Foster's description, step by step --------------------------------------------------------
def test_one_down_one_up_the_best_showing_speaks_and_a_bet_must_be_seen_or_the_hand_thrown_up():
    # Dealer A (seat 0): the cards go to B, C, D, A.  C shows an ace, so C speaks first,
    # though B sits on the dealer's left.
    rounds = [{1: "2c", 2: "7d", 3: "Qs", 0: "9h"}, {1: "Kc", 2: "Ah", 3: "4s", 0: "Kd"},
              {2: "Ad", 3: "4d", 0: "3c"}]
    deal = stud_deal(rounds, n=4)
    assert [deal.hands[s] for s in range(4)] == [parse_cards(x) for x in ("9h Kd", "2c Kc", "7d Ah", "Qs 4s")]
    assert deal.pool() == 4 and deal.phase is Phase.BETTING and deal.round == 2
    assert deal.to_act == 2 and speakers(deal) == [2]
    assert [o.kind for o in deal.legal().options] == ["bet", "pass"]
    deal.apply(Pass(2))  # a pass before any bet keeps the hand
    assert deal.status[2] == IN
    deal.apply(Bet(3, 3))
    assert [o.kind for o in deal.legal().options] == ["call", "pass"]  # no raise: see or drop
    deal.apply(Call(0))
    deal.apply(Pass(1))  # after a bet, a pass throws up the hand (drops)
    assert deal.status[1] == FOLDED
    assert deal.to_act == 2  # C passed before the bet and must now see it or drop
    deal.apply(Call(2))
    # The third card, face up, only to those still in; C's pair of aces showing speaks first.
    assert deal.round == 3 and [len(h) for h in deal.hands] == [3, 2, 3, 3]
    assert deal.to_act == 2 and speakers(deal) == [2, 2]
    view = deal.public_view()
    assert view["round"] == 3
    assert [s["up"] for s in view["seats"]] == [["Kd", "3c"], ["Kc"], ["Ah", "Ad"], ["4s", "4d"]]
    assert [s["down"] for s in view["seats"]] == [1, 0, 1, 1]
    assert not tokens(public(deal)) & {"9h", "2c", "7d", "Qs"}
    assert deal.pool() == 4 + 3 * 3
    deal.apply(Bet(2, 5))
    deal.apply(Pass(3))
    deal.apply(Pass(0))
    # The last one in takes the pool without showing his down card.
    result = deal.result
    assert result.outcome is Outcome.UNCONTESTED and result.winners == [2]
    assert result.won[2] == 4 + 9 + 5 and deal.shown == {}
    assert "7d" not in tokens(public(deal))
    assert sum(deal.stacks) == 400


def test_nobody_bets_five_cards_each_then_the_down_cards_turn_and_the_best_hand_wins():
    # Dealer C (seat 2): A holds a straight with his down nine, B a pair of kings.
    rounds = [{0: "9c", 1: "Kd", 2: "Qh"}, {0: "5d", 1: "Ks", 2: "Jc"}, {0: "6h", 1: "2c", 2: "Td"},
              {0: "7s", 1: "3d", 2: "8h"}, {0: "8c", 1: "4h", 2: "3s"}]
    for straights, winner in ((True, 0), (False, 1)):
        rules = Rules(variety="stud", hands=HandRules(straights=straights))
        deal = stud_deal(rounds, n=3, dealer=2, rules=rules)
        while deal.result is None:
            deal.apply(deal.timeout_action())  # every pass keeps the hand: nobody bets
        assert deal.result.outcome is Outcome.SHOWDOWN and deal.result.winners == [winner]
        assert deal.stacks[winner] == 102
        shown = deal.public_view()["seats"]
        assert [s["shown"] for s in shown] == ["9c 5d 6h 7s 8c", "Kd Ks 2c 3d 4h", "Qh Jc Td 8h 3s"]
        assert len(speakers(deal)) == 4  # a round of betting on two, three, four and five cards


def test_a_tie_in_the_showing_goes_to_the_first_from_the_dealers_left():
    rounds = [{0: "2c", 1: "3c", 2: "4c", 3: "5c"}, {0: "Kh", 1: "Ks", 2: "Kc", 3: "5d"}]
    assert stud_deal(rounds, n=4, dealer=1).to_act == 2  # C, D, A, B: C's king is the first
    assert stud_deal(rounds, n=4, dealer=3).to_act == 0  # A, B, C, D: A's king is the first


def test_a_joker_showing_is_what_suits_it_best_and_beats_the_same_showing_without_it():
    rules = Rules(variety="stud", hands=HandRules(pack="joker"))
    rounds = [{0: "2c", 1: "3c"}, {0: "As", 1: "Jo"}, {0: "Kd", 1: "5c"}]
    deal = stud_deal(rounds, n=2, dealer=1, rules=rules)
    assert deal.to_act == 1  # an ace against the joker named an ace: the joker wins the tie
    deal.apply(Pass(1))
    deal.apply(Pass(0))
    assert deal.to_act == 1  # joker and five: a pair of fives beats ace-king
    assert describe_showing(showing(deal.up_cards(1), rules.hands), rules.hands) == "a pair of fives, with the joker"


@pytest.mark.parametrize(("better", "worse"), [
    ("5c 5d 5h 5s", "Ac Ad Ah Ks"),  # fours beat threes
    ("2c 2d 2h 3s", "Ac Ad Kh Ks"),  # threes beat two pairs
    ("3c 3d 2h 2s", "Ac Ad Kh Qs"),  # two pairs beat a pair
    ("2c 2d 3h 4s", "Ac Kd Qh Js"),  # a pair beats the highest cards
    ("Ac 9d 5h 2s", "Ad 9c 4h 3s"),  # then card by card
    ("Kc Kd 2h", "Qc Qd Ah"),
    ("Jo Kd", "Ac Kh"),  # the joker pairs the king
])
def test_what_shows_best(better, worse):
    rules = HandRules(pack="joker")
    assert showing(parse_cards(better), rules) > showing(parse_cards(worse), rules)


def test_with_two_pairs_over_threes_the_showing_follows_the_same_order():
    rules = HandRules(pack="joker", joker_two_pairs_over_threes=True)
    assert showing(parse_cards("3c 3d 2h 2s"), rules) > showing(parse_cards("Ac Ad Ah Ks"), rules)


@pytest.mark.parametrize("pack", ["standard", "joker"])
def test_showing_agrees_with_the_evaluator_on_five_cards_without_straights_or_flushes(pack):
    # An enumeration check: where sequences and suits cannot count, the showing must order
    # hands exactly as the evaluator does.
    for rules in (HandRules(pack=pack, straights=False),
                  HandRules(pack=pack, straights=False, joker_two_pairs_over_threes=pack == "joker")):
        ev = evaluator_for(rules)
        rng = random.Random(pack)
        cards = list(rules.pack.cards())
        hands = []
        while len(hands) < 400:
            hand = rng.sample(cards, 5)
            if len({c.suit for c in hand if c is not JOKER}) >= 2:  # no flush possible
                hands.append(hand)
        for a, b in zip(hands, hands[1:], strict=False):
            by_eval = (ev.value(a) > ev.value(b)) - (ev.value(a) < ev.value(b))
            by_showing = (showing(a, rules) > showing(b, rules)) - (showing(a, rules) < showing(b, rules))
            assert by_eval == by_showing, (a, b)


# ----- betting: raises, table stakes, sights and side pools -------------------------------------
def test_raises_only_when_the_house_allows_them():
    rounds = [{0: "2c", 1: "3c"}, {0: "Ah", 1: "Kd"}]
    deal = stud_deal(rounds, n=2, dealer=1)
    deal.apply(Bet(0, 2))
    before = public(deal)
    with pytest.raises(IllegalAction):
        deal.apply(Raise(1, 2))
    with pytest.raises(IllegalAction):
        deal.apply(Check(1))
    assert public(deal) == before  # refused, and nothing changed
    raising = stud_deal(rounds, n=2, dealer=1, rules=Rules(variety="stud", stud_raises=True))
    raising.apply(Bet(0, 2))
    assert raising.legal().get("raise").most == 10
    raising.apply(Raise(1, 3))
    assert raising.to_act == 0 and raising.legal().get("call").chips == 3  # the bettor must answer
    raising.apply(Call(0))
    assert raising.round == 3 and raising.pool() == 2 + 5 + 5


def test_a_bet_stays_within_the_limit():
    deal = stud_deal([{0: "2c", 1: "3c"}, {0: "Ah", 1: "Kd"}], n=2, dealer=1)
    before = public(deal)
    for amount in (0, 11):
        with pytest.raises(IllegalAction):
            deal.apply(Bet(0, amount))
    assert public(deal) == before


def test_table_stakes_a_sight_makes_a_side_pool_and_the_hands_are_played_out():
    rules = Rules(variety="stud", betting="table_stakes")
    # Dealer C: A, B, C.  B (4 chips) ends with a pair of kings, C with a pair of queens.
    rounds = [{0: "2c", 1: "Kd", 2: "Qh"}, {0: "Ah", 1: "Ks", 2: "Qc"}, {0: "3d", 1: "4c", 2: "5s"},
              {0: "7d", 1: "8c", 2: "9s"}, {0: "Jd", 1: "Tc", 2: "6s"}]
    deal = stud_deal(rounds, n=3, dealer=2, rules=rules, stacks=[100, 4, 100])
    assert deal.to_act == 0  # A's ace shows best
    deal.apply(Pass(0))
    deal.apply(Pass(1))
    deal.apply(Bet(2, 10))
    deal.apply(Call(0))
    assert deal.legal().get("call").chips == 3
    deal.apply(Call(1))  # all he has: a sight
    assert {"seat": 1, "text": "calls a sight", "chips": 3} in deal.log
    while deal.result is None:
        deal.apply(deal.timeout_action())  # A and C pass to the end
    result = deal.result
    assert result.outcome is Outcome.SHOWDOWN
    # B takes the pool he could see (three antes and 3 from each); C the side pool of 7 and 7.
    assert result.won == [0, 12, 14]
    assert deal.stacks == [89, 12, 103]


def test_when_only_one_can_bet_the_cards_are_dealt_out_without_betting():
    deal = stud_deal([{0: "2c", 1: "3c"}, {0: "Ah", 1: "Kd"}], n=2, dealer=1, stacks=[100, 3])
    assert deal.legal().get("bet").most == 2  # nobody can be made to put up more than B can see
    deal.apply(Bet(0, 2))
    deal.apply(Call(1))
    assert deal.result.outcome is Outcome.SHOWDOWN and deal.round == 5
    assert [len(h) for h in deal.hands] == [5, 5]
    assert sum(deal.stacks) == 103


def test_timeout_passes_before_a_bet_and_drops_after_one():
    deal = stud_deal([{0: "2c", 1: "3c", 2: "4c"}, {0: "Ah", 1: "Kd", 2: "Qs"}], n=3, dealer=2)
    assert deal.timeout_action() == Pass(0)
    deal.apply(Bet(0, 1))
    deal.apply(deal.timeout_action())
    assert deal.status[1] == FOLDED


# ----- the table across deals ----------------------------------------------------------------------
def test_every_seat_dealt_in_antes_the_blind_and_the_deal_passes_left():
    rules = Rules(variety="stud", blind=2)
    table = Table(rules, [Seat("A", 100), Seat("B", 100), Seat("C", 0), Seat("D", 100)], dealer=0)
    dealers = []
    for number in range(4):
        deal = table.start(seed=number)
        dealers.append(deal.dealer)
        assert deal.put == [2, 2, 0, 2] and deal.status[2] != IN  # C has no chips: not dealt in
        while deal.result is None:
            deal.apply(deal.timeout_action())
        table.settle(deal)
        assert table.chips() == 300 and table.carried == 0
    assert dealers == [0, 1, 3, 0]


def test_robots_play_a_few_hundred_deals_conserving_chips():
    for rules in (STUD, Rules(variety="stud", stud_raises=True, betting="table_stakes"),
                  Rules(variety="stud", hands=HandRules(pack="joker", straights=False)),
                  Rules(variety="stud", betting="progressive", kitty="house",
                        hands=HandRules(extra_hands="blaze,skip,little_dog,big_dog,round_the_corner"))):
        report = simulate(players=6, hands=250, seed=3, rules=rules)
        assert report.chips_conserved and report.hands == 250
        assert report.outcomes["showdown"] and report.outcomes["uncontested"]


# ----- robots ----------------------------------------------------------------------------------------
def robot_choice(deal: StudDeal, style: Style = Style.CLOSE) -> object:
    seat = deal.to_act
    return Robot(deal.rules, style, seed=7).decide(deal.seat_view(seat))


def test_a_robot_bets_a_strong_hand_and_drops_when_plainly_beaten_on_the_board():
    # A holds aces (one down, one up) and speaks first; C, with a deuce under a trey, faces the bet
    # against A's ace showing.
    deal = stud_deal([{0: "As", 1: "Kd", 2: "2c"}, {0: "Ah", 1: "9d", 2: "3h"}], n=3, dealer=2)
    action = robot_choice(deal)
    assert isinstance(action, Bet)
    deal.apply(action)
    deal.apply(Call(1))
    assert robot_choice(deal) == Pass(2)


def test_a_robot_sees_a_bet_with_a_hidden_pair_the_board_does_not_beat():
    deal = stud_deal([{0: "2c", 1: "Kd", 2: "7h"}, {0: "Ah", 1: "Ks", 2: "3h"}], n=3, dealer=2)
    deal.apply(Bet(0, 2))  # A bets on an ace showing; B's kings beat it
    assert robot_choice(deal) in (Call(1), Raise(1, 10))


def test_a_robot_never_throws_up_a_hand_before_a_bet():
    deal = stud_deal([{0: "2c", 1: "4d", 2: "7h"}, {0: "Ah", 1: "3s", 2: "Kh"}], n=3, dealer=2)
    deal.apply(Pass(0))
    for style in Style:
        assert robot_choice(deal, style) == Pass(1)
    deal.apply(Pass(1))
    assert deal.status[1] == IN


def test_robots_take_chips_from_players_acting_at_random():
    rules = STUD
    names = [f"P{i}" for i in range(4)]
    table, _ = new_table(rules, names, [400] * 4, seed=5)
    robots = {0: Robot(rules, Style.CLOSE, 1), 2: Robot(rules, Style.LIBERAL, 2)}
    rng = random.Random(5)
    for number in range(300):
        if len(table.players_with_chips()) < 4:
            break
        deal = table.start(seed=number)
        while deal.result is None:
            seat = deal.to_act
            robot = robots.get(seat)
            deal.apply(robot.decide(deal.seat_view(seat)) if robot else random_legal_action(deal, rng))
        table.settle(deal)
    stacks = [s.stack for s in table.seats]
    assert stacks[0] + stacks[2] > stacks[1] + stacks[3]


# ----- the property tests of draw poker --------------------------------------------------------------
RULES = [
    STUD,
    Rules(variety="stud", stud_raises=True, betting="table_stakes"),
    Rules(variety="stud", stud_raises=True, betting="progressive", progressive_max_raises=3),
    Rules(variety="stud", stud_raises=True, betting="progressive", progressive_scheme="double_the_whole"),
    Rules(variety="stud", checking=True, kitty="house", straight_flush_premium=5, max_raises=2),
    Rules(variety="stud", hands=HandRules(pack="joker", joker_two_pairs_over_threes=True)),
    Rules(variety="stud", hands=HandRules(pack="ecarte", straights=False)),
    Rules(variety="stud", stud_raises=True,
          hands=HandRules(extra_hands="blaze,skip,little_dog,big_dog,round_the_corner",
                          extra_hand_ranking="calculated")),
]

setups = st.builds(
    lambda rules_i, n, stacks, dealer, seed: DealSetup(
        rules=RULES[rules_i], players=[f"P{i}" for i in range(n)], stacks=stacks[:n], dealer=dealer % n,
        seed=seed, antes=[RULES[rules_i].blind] * n),
    rules_i=st.integers(0, len(RULES) - 1),
    n=st.integers(2, 8),
    stacks=st.lists(st.sampled_from([0, 1, 3, 12, 40, 100, 500]), min_size=8, max_size=8),
    dealer=st.integers(0, 7),
    seed=st.integers(0, 2**32),
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=setups, action_seed=st.integers(0, 2**32))
def test_every_stud_deal_terminates_conserves_chips_hides_down_cards_and_replays(setup, action_seed):
    try:
        deal = new_deal(setup)
    except ValueError:
        return  # fewer than two dealt in, or more hands than the pack holds: refused
    rng = random.Random(action_seed)
    chips = sum(setup.stacks)
    for _step in range(300):
        if deal.result is not None:
            break
        seat = deal.to_act
        live = deal.live()
        assert all(len(deal.hands[s]) == deal.round for s in live)
        text = public(deal)
        assert not tokens(text) & unshown_down_cards(deal)
        for wrong in (Pass((seat + 1) % deal.n), Check(seat)):  # out of turn; never offered in stud
            with pytest.raises(IllegalAction):
                deal.apply(wrong)
            assert public(deal) == text  # refused, and nothing changed
        round_before = deal.round
        deal.apply(random_legal_action(deal, rng))
        assert sum(deal.stacks) + deal.pool() == chips or deal.result is not None
        if deal.result is None and deal.round > round_before:
            # A new round: nobody still in with chips shows better than the one who speaks.
            first = showing(deal.up_cards(deal.to_act), deal.rules.hands)
            assert all(showing(deal.up_cards(s), deal.rules.hands) <= first
                       for s in deal.live() if deal.stacks[s] > 0)
    result = deal.result
    assert result is not None and deal.phase is Phase.COMPLETE
    assert sum(deal.stacks) + result.kitty + result.carried_out == chips
    assert all(s >= 0 for s in deal.stacks)
    assert not tokens(public(deal)) & unshown_down_cards(deal)
    for seat in range(deal.n):
        private = deal.private_view(seat)
        others = unshown_down_cards(deal) - {str(c) for c in deal.hands[seat]}
        assert not tokens(json.dumps(private)) & others
    if result.outcome is Outcome.SHOWDOWN:
        assert all(len(deal.hands[s]) == 5 and deal.shown[s] == tuple(deal.hands[s]) for s in deal.live())
    again = replayed(deal)
    assert again.public_view() == deal.public_view() and again.hands == deal.hands


@settings(max_examples=30, deadline=None)
@given(rules_i=st.integers(0, len(RULES) - 1), seed=st.integers(0, 2**32), n=st.integers(2, 7))
def test_a_stud_table_conserves_chips_across_deals(rules_i, seed, n):
    rules = RULES[rules_i]
    n = min(n, rules.max_seats)
    table, _ = new_table(rules, [f"P{i}" for i in range(n)], seed=seed)
    total = table.chips()
    rng = random.Random(seed)
    for number in range(40):
        if len(table.players_with_chips()) < 2:
            break
        dealer = table.dealer
        deal = table.start(seed=f"{seed}:{number}")
        while deal.result is None:
            deal.apply(random_legal_action(deal, rng))
        table.settle(deal)
        assert table.chips() == total
        # The deal passes to the next seat on the left that still has chips.
        left = [(dealer + i) % n for i in range(1, n + 1)]
        if len(table.players_with_chips()) >= 2:
            assert table.dealer == next(s for s in left if table.seats[s].stack > 0)
        assert Table.from_dict(json.loads(json.dumps(table.to_dict()))) == table

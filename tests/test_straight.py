"""Straight poker ("bluff", Foster's Varieties of Poker): the deal, the table between deals, robots."""

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.cli import main
from engine.actions import Bet, Call, Check, Pass, Raise
from engine.cards import Pack, PackKind, format_cards, seeded_rng
from engine.deal import DealSetup, IllegalAction, Outcome, Phase, random_legal_action
from engine.hands import HandClass, evaluator_for
from engine.odds_dealt import percentile
from engine.robots import Robot, Style
from engine.rules import Rules
from engine.simulate import simulate
from engine.straight import StraightDeal
from engine.table import Seat, Table, new_table
from engine.varieties import new_deal
from tests.engine_helpers import play, replayed, stack
from tests.test_deal_properties import card_tokens, public_text, unshown_cards

STRAIGHT = Rules(variety="straight")
# Every betting kind, the joker, the extra hands both ways, no straights, the ecarte pack.
RULES = [
    STRAIGHT,
    Rules(variety="straight", betting="table_stakes"),
    Rules(variety="straight", betting="progressive", progressive_max_raises=3),
    Rules(variety="straight", betting="progressive", progressive_scheme="double_the_whole"),
    Rules(variety="straight", betting="freeze_out", max_raises=2, kitty="house", straight_flush_premium=5),
    Rules(variety="straight", hands={"pack": "joker"}),
    Rules(variety="straight", hands={"pack": "joker", "joker_two_pairs_over_threes": True, "straights": False}),
    Rules(variety="straight", hands={"extra_hands": ["blaze", "skip", "little_dog", "big_dog", "round_the_corner"]}),
    Rules(variety="straight", hands={"pack": "joker", "extra_hands": ["blaze", "big_dog"],
                                     "extra_hand_ranking": "calculated"}),
    Rules(variety="straight", hands={"pack": "ecarte", "straights": False}, checking=True),
]
NOTHING = ["2c 5d 8h Ts Qc", "3c 6d 9h Js Kd", "4h 7s 9c Td Qs", "2h 4s 7c 8d Ks"]


def straight(hands: dict[int, str], *, dealer: int = 0, rules: Rules = STRAIGHT, stacks: list[int] | None = None,
             buck: int | None = None, carried: int = 0) -> StraightDeal:
    n = len(hands)
    antes = None
    if buck is not None:
        antes = [0] * n
        antes[buck] = rules.ante
    setup = DealSetup(rules=rules, players=[chr(65 + i) for i in range(n)], stacks=stacks or [100] * n,
                      dealer=dealer, seed=1, antes=antes, carried=carried, stacked=stack(hands, dealer, n))
    deal = new_deal(setup)
    assert isinstance(deal, StraightDeal)
    return deal


def kinds(deal: StraightDeal) -> list[str]:
    return [o.kind for o in deal.legal().options]


# ----- one deal -----------------------------------------------------------------------------
def test_the_buck_antes_for_the_table_and_the_dealers_left_speaks_first():
    deal = straight(dict(enumerate(NOTHING)), dealer=0, buck=0)
    assert deal.stacks == [98, 100, 100, 100] and deal.pool() == STRAIGHT.ante
    assert deal.log[0] == {"seat": 0, "text": "antes for the table", "chips": 2}
    assert deal.phase is Phase.BETTING and deal.to_act == 1
    assert kinds(deal) == ["bet", "pass"] and deal.legal().get("bet").most == STRAIGHT.raise_limit
    view = deal.public_view()
    assert view["buck"] == 0 and view["age"] is None and view["blinds"] == []
    assert all(s["drew"] is None and s["cards"] == 5 for s in view["seats"])


def test_those_who_passed_before_the_bet_may_come_in_and_the_best_hand_takes_all():
    deal = straight({0: "2c 5d 8h Ts Qc", 1: "Kc Kd Kh 4s 8c", 2: "Ah Ad 3c 3d 9h", 3: "4h 7s 9c Td Qs"}, buck=0)
    play(deal, Pass(1), Bet(2, 5))
    assert deal.to_act == 3 and kinds(deal) == ["call", "raise", "pass"]
    play(deal, Pass(3))  # after a bet a pass throws up the hand
    assert deal.public_view()["seats"][3]["status"] == "passed"
    play(deal, Call(0))
    assert deal.to_act == 1 and kinds(deal) == ["call", "raise", "pass"]  # he passed before the bet
    play(deal, Raise(1, 3), Call(2))
    assert deal.to_act == 0  # seat 3 is out and is not asked again
    play(deal, Call(0))
    result = deal.result
    assert result.outcome is Outcome.SHOWDOWN and result.winners == [1]
    assert result.won[1] == 2 + 3 * 8 and deal.stacks == [90, 118, 92, 100]
    assert set(deal.shown) == {0, 1, 2}  # the hand thrown up is never shown


def test_when_everyone_passes_the_pool_stays_for_the_next_deal():
    deal = straight(dict(enumerate(NOTHING)), buck=2, carried=4)
    for seat in (1, 2, 3, 0):
        assert kinds(deal) == ["bet", "pass"]
        deal.apply(Pass(seat))
    result = deal.result
    assert result.outcome is Outcome.ALL_PASSED and result.winners == []
    assert result.carried_out == 4 + 2 and deal.stacks == [100, 100, 98, 100]
    assert deal.shown == {}


def test_a_bet_nobody_meets_takes_the_pool_unseen():
    deal = straight(dict(enumerate(NOTHING)), buck=0)
    play(deal, Pass(1), Pass(2), Bet(3, 10), Pass(0), Pass(1), Pass(2))
    assert deal.result.outcome is Outcome.UNCONTESTED and deal.result.winners == [3]
    assert deal.stacks == [98, 100, 100, 102]
    assert deal.shown == {} and not card_tokens(public_text(deal)) & unshown_cards(deal)


@pytest.mark.parametrize("straights, winner", [(True, 0), (False, 1)])
def test_straights_count_only_if_the_house_plays_them(straights, winner):
    rules = Rules(variety="straight", hands={"straights": straights})
    deal = straight({0: "Ah 2c 3d 4s 5h", 1: "2d 2s 9c Jh Kd"}, dealer=1, rules=rules, buck=1)
    play(deal, Bet(0, 1), Call(1))
    assert deal.result.winners == [winner]


def test_with_the_joker_a_pair_and_the_joker_are_threes():
    rules = Rules(variety="straight", hands={"pack": "joker"})
    deal = straight({0: "Jo Kh Kd 4c 7s", 1: "As Ad 3c 3d 9h"}, dealer=1, rules=rules, buck=1)
    play(deal, Bet(0, 4), Raise(1, 4), Call(0))
    assert deal.result.winners == [0] and deal.stacks == [110, 90]
    assert "three kings" in deal.log[-1]["text"]


def test_the_extra_hands_rank_as_the_house_plays_them():
    rules = Rules(variety="straight", hands={"extra_hands": ["blaze"]})
    deal = straight({0: "Kh Kd Qc Qs Jh", 1: "As Ad 9c 9d 3h"}, dealer=1, rules=rules, buck=1)
    play(deal, Bet(0, 2), Call(1))
    assert deal.result.winners == [0] and "blaze" in deal.log[-1]["text"]  # a blaze beats two pairs


def test_table_stakes_a_sight_call_wins_only_its_share():
    # Seat 0 cannot meet seat 1's bet of 10 and calls a sight for his 5; seat 2 meets it all.
    rules = Rules(variety="straight", betting="table_stakes")
    deal = straight({0: "Ac Ad Ah 4s 9c", 1: "2c 5d 8h Ts Qc", 2: "Kc Kd 3h 3s 7d"}, dealer=2, rules=rules,
                    stacks=[5, 50, 50], buck=2)
    play(deal, Pass(0), Bet(1, 10), Call(2), Call(0))
    assert any(e["seat"] == 0 and e["text"] == "calls a sight" for e in deal.log)
    result = deal.result
    # The main pool: the ante and 5 from each; the rest (5 each from seats 1 and 2) goes to seat 2.
    assert result.won == [2 + 3 * 5, 0, 2 * 5]
    assert result.winners == [0, 2] and deal.stacks == [17, 40, 48]


def test_under_progressive_limits_each_raise_may_double():
    rules = Rules(variety="straight", betting="progressive", progressive_max_raises=2)
    deal = straight(dict(enumerate(NOTHING)), rules=rules, buck=0)
    play(deal, Bet(1, 3))
    assert deal.legal().get("raise").most == 3  # the bet may be doubled
    play(deal, Raise(2, 3))
    assert deal.legal().get("raise").most == 6
    play(deal, Raise(3, 6))
    assert kinds(deal) == ["call", "pass"]  # the two raises allowed are made
    with pytest.raises(IllegalAction):
        deal.apply(Raise(0, 1))


def test_a_check_is_never_offered_or_taken_a_pass_before_a_bet_already_keeps_the_hand():
    deal = straight(dict(enumerate(NOTHING)), rules=Rules(variety="straight", checking=True), buck=0)
    before = public_text(deal)
    assert "check" not in kinds(deal)
    for wrong in (Check(1), Call(1), Raise(1, 2), Bet(1, 11), Bet(1, 0), Pass(2)):
        with pytest.raises(IllegalAction):
            deal.apply(wrong)
        assert public_text(deal) == before and deal.history == []
    assert deal.timeout_action() == Pass(1)


def test_a_buck_holder_left_without_chips_is_in_for_his_ante_and_the_hands_are_shown():
    deal = straight({0: "2c 5d 8h Ts Qc", 1: "Kc Kd 3h 3s 7d"}, dealer=0, stacks=[2, 30], buck=0)
    assert deal.result.outcome is Outcome.SHOWDOWN  # nobody can meet a bet, so nobody bets
    assert deal.stacks == [0, 32] and set(deal.shown) == {0, 1}
    # With two others to bet, he has matched nothing of their bets, so his better hand takes nothing.
    deal = straight({0: "Ac Ad Ah 4s 9c", 1: "2c 5d 8h Ts Qc", 2: "Kc Kd 3h 3s 7d"}, dealer=0,
                    stacks=[2, 30, 30], buck=0)
    play(deal, Bet(1, 5), Call(2))
    assert deal.result.winners == [2] and deal.stacks == [0, 25, 37]


def test_eight_players_are_all_dealt_in_the_dealer_too_for_there_is_no_draw():
    hands = "2c 5d 8h Ts Qc|3c 6d 9h Js Kd|4h 7s 9c Td Qs|2h 4s 7c 8d Ks|Ac Ad 3s 6h 9d|" \
            "Kh Qh 5s 6s 2d|Jc Jd 4c 4d 7h|Ah Kc Qd Tc 5c"
    deal = straight(dict(enumerate(hands.split("|"))), dealer=0, buck=0)
    assert deal.n_live == 8 and deal.stacks[0] == 98 and deal.pool() == 2 and deal.public_view()["buck"] == 0
    assert format_cards(deal.hands[0]) == "2c 5d 8h Ts Qc"
    broke = DealSetup(rules=STRAIGHT, players=list("ABCDEFGH"), stacks=[0] + [50] * 7, dealer=0, seed=1,
                      antes=[0, 2] + [0] * 6)
    deal = new_deal(broke)
    assert deal.n_live == 7 and deal.hands[0] == [] and deal.public_view()["buck"] == 1


# ----- between deals: the buck, the ante, who deals ---------------------------------------
def table(n: int = 4, dealer: int = 0, stacks: list[int] | None = None) -> Table:
    return Table(STRAIGHT, [Seat(chr(65 + i), (stacks or [100] * n)[i]) for i in range(n)], dealer=dealer)


def start(t: Table, hands: list[str] = NOTHING, seed: int = 1) -> StraightDeal:
    setup = t.next_setup(seed)
    order = [(setup.dealer + i) % len(setup.players) for i in range(1, len(setup.players) + 1)]
    setup.stacked = stack({seat: hands[i] for i, seat in enumerate(order)}, setup.dealer, len(order))
    return new_deal(setup)


def test_the_first_dealer_antes_for_everyone_then_the_winner_deals_and_the_buck_moves_left():
    t = table(dealer=2)
    deal = start(t)
    assert deal.setup.antes == [0, 0, STRAIGHT.ante, 0] and deal.public_view()["buck"] == 2
    play(deal, Bet(3, 2), Pass(0), Pass(1), Pass(2))
    t.settle(deal)
    assert t.dealer == 3 and t.buck == 3  # the winner deals; the buck is one seat to the left
    second = start(t)
    assert second.dealer == 3 and second.setup.antes == [0, 0, 0, STRAIGHT.ante] and second.pool() == 2


def test_after_a_deal_nobody_bets_on_the_deal_passes_left_and_the_next_buck_doubles_the_pool():
    t = table(dealer=1)
    deal = start(t)
    while deal.result is None:
        deal.apply(Pass(deal.to_act))
    t.settle(deal)
    assert t.carried == 2 and t.dealer == 2 and t.buck == 2
    second = start(t)
    assert second.pool() == 2 * STRAIGHT.ante and second.stacks == [100, 98, 98, 100] and t.chips() == 400


def test_a_buck_holder_with_no_chips_passes_it_on():
    t = table(dealer=0, stacks=[100, 0, 100, 100])
    t.buck = 1
    setup = t.next_setup(1)
    assert setup.dealt_in == [True, False, True, True] and setup.antes == [0, 0, 2, 0] and t.buck == 2


def left_with_chips(t: Table, seat: int) -> int:
    """The first seat to the left of `seat` that has chips."""
    n = len(t.seats)
    return next((seat + i) % n for i in range(1, n + 1) if t.seats[(seat + i) % n].stack > 0)


@settings(max_examples=25, deadline=None)
@given(rules_i=st.integers(0, len(RULES) - 1), seed=st.integers(0, 2**32), n=st.integers(2, 8))
def test_a_table_conserves_chips_and_keeps_its_buck_and_dealer_rules_over_many_deals(rules_i, seed, n):
    rules = RULES[rules_i]
    n = min(n, rules.max_seats)
    t, thrown = new_table(rules, [f"P{i}" for i in range(n)], seed=seed)
    total, rng = t.chips(), random.Random(seed)
    for number in range(50):
        if len(t.players_with_chips()) < 2:
            break
        deal = t.start(seed=f"{seed}:{number}")
        buck, dealer = deal.setup.antes.index(rules.ante), deal.dealer
        if number == 0:
            assert buck == dealer == thrown[-1][0]  # the first dealer antes for the table
        assert deal.public_view()["buck"] == buck and t.seats[buck].stack > 0
        while deal.result is None:
            deal.apply(random_legal_action(deal, rng))
        result = t.settle(deal)
        assert t.chips() == total
        if len(t.players_with_chips()) < 2:
            break
        assert t.buck == left_with_chips(t, buck)  # the buck always moves on to the left
        if result.outcome is Outcome.ALL_PASSED:
            assert t.carried == deal.pool() and t.dealer == left_with_chips(t, dealer)
        else:
            winner = result.winners[0]
            assert t.carried == 0
            assert t.dealer == (winner if t.seats[winner].stack else left_with_chips(t, winner))
        assert Table.from_dict(json.loads(json.dumps(t.to_dict()))) == t


# ----- Foster's figure: without a draw, hands run weak ---------------------------------------
def test_two_pairs_win_about_three_pools_in_four_at_five_hands_and_the_robots_estimate_agrees():
    ev = evaluator_for(STRAIGHT.hands)
    rng = seeded_rng("bluff")
    wins = {HandClass.TWO_PAIR: [0.0, 0, 0.0], HandClass.THREE_OF_A_KIND: [0.0, 0, 0.0]}
    for _ in range(12000):
        cards = Pack(PackKind.STANDARD, rng).deal(25)
        values = [ev.value(cards[i::5]) for i in range(5)]
        for value in values:
            tally = wins.get(ev.hand_class(value))
            if tally is not None:
                rivals = sorted(values)
                rivals.remove(value)
                tally[0] += 1.0 if rivals[-1] < value else 0.5 if rivals[-1] == value else 0.0
                tally[1] += 1
                tally[2] += percentile(value, STRAIGHT.hands) ** 4  # what the robot reckons
    two_pairs, threes = ([w / n, est / n] for w, n, est in wins.values())
    assert 0.70 <= two_pairs[0] <= 0.82  # "two pairs will win three pools out of four"
    assert threes[0] >= 0.85  # "three of a kind being very strong"
    for share, estimate in (two_pairs, threes):
        assert abs(share - estimate) < 0.04


# ----- properties from random seeds and random legal actions ---------------------------------

setups = st.builds(
    lambda rules_i, n, stacks, dealer, buck, seed, carried: DealSetup(
        rules=RULES[rules_i],
        players=[f"P{i}" for i in range(n)],
        stacks=stacks[:n],
        dealer=dealer % n,
        seed=seed,
        antes=[RULES[rules_i].ante if s == buck % n else 0 for s in range(n)] if buck is not None else None,
        carried=carried,
    ),
    rules_i=st.integers(0, len(RULES) - 1),
    n=st.integers(2, 8),
    stacks=st.lists(st.sampled_from([0, 1, 2, 3, 12, 40, 100, 500]), min_size=8, max_size=8),
    dealer=st.integers(0, 7),
    buck=st.one_of(st.none(), st.integers(0, 7)),
    seed=st.integers(0, 2**32),
    carried=st.sampled_from([0, 0, 2, 9]),
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=setups, action_seed=st.integers(0, 2**32))
def test_every_deal_terminates_conserves_chips_hides_cards_and_replays(setup, action_seed):
    try:
        deal = new_deal(setup)
    except ValueError:
        return  # fewer than two players with chips, or more hands than the pack holds: refused
    rng = random.Random(action_seed)
    chips_before = sum(setup.stacks) + setup.carried
    after_ante = list(deal.stacks)
    for _step in range(200):
        if deal.result is not None:
            break
        seat = deal.to_act
        with_text = public_text(deal)
        for wrong in (Pass((seat + 1) % deal.n), Check(seat), Bet(seat, 10**6)):
            with pytest.raises(IllegalAction):
                deal.apply(wrong)
            assert public_text(deal) == with_text  # refused, and nothing changed
        assert not card_tokens(with_text) & unshown_cards(deal)
        assert {o.kind for o in deal.legal().options} <= {"bet", "pass", "call", "raise"}
        deal.apply(random_legal_action(deal, rng))
        assert sum(deal.stacks) + deal.pool() == chips_before or deal.result is not None
    result = deal.result
    assert result is not None and deal.phase is Phase.COMPLETE
    assert sum(deal.stacks) + result.kitty + result.carried_out == chips_before
    assert all(s >= 0 for s in deal.stacks)
    if result.outcome is Outcome.ALL_PASSED:
        assert result.winners == [] and result.carried_out == deal.pool() and deal.stacks == after_ante
    else:
        assert result.carried_out == 0
    assert not card_tokens(public_text(deal)) & unshown_cards(deal)
    for seat in range(deal.n):
        private = deal.private_view(seat)
        others = unshown_cards(deal) - {str(c) for c in deal.hands[seat]}
        assert not card_tokens(json.dumps(private)) & others
        assert private["hand"] == format_cards(deal.hands[seat])
    again = replayed(deal)
    assert again.public_view() == deal.public_view()
    assert again.hands == deal.hands and again.stacks == deal.stacks


# ----- robots -------------------------------------------------------------------------------
@pytest.mark.parametrize("rules", RULES[:6], ids=lambda r: f"{r.betting.value}-{r.hands.pack.value}")
def test_robots_play_hundreds_of_deals_legally_conserving_chips(rules):
    report = simulate(players=5, hands=300, seed=3, rules=rules)
    assert report.chips_conserved and report.hands + report.finished_freeze_out > 0
    assert report.outcomes["showdown"] > 0 and report.outcomes["all_passed"] > 0


def test_a_straight_freeze_out_ends_with_one_player_holding_every_chip():
    rules = Rules(variety="straight", betting="freeze_out", freeze_out_stake=12, blind=1, raise_limit=4)
    last: list[StraightDeal] = []
    report = simulate(players=3, hands=5000, seed=2, rules=rules, on_deal=last.append)
    assert report.finished_freeze_out and report.chips_conserved and report.rebuys == 0
    final = last[-1]
    assert final.result.carried_out == 0 and sorted(final.stacks) == [0, 0, 36]


def test_robots_bet_by_strength_and_sometimes_bluff_and_get_away_with_it():
    bets: dict[str, list[int]] = {"threes or better": [0, 0], "pair or less": [0, 0]}
    bluffs_won = 0
    ev = evaluator_for(STRAIGHT.hands)
    threes = ev.class_floor(HandClass.THREE_OF_A_KIND)

    def look(deal: StraightDeal) -> None:
        nonlocal bluffs_won
        first = {}
        for action in deal.history:
            first.setdefault(action.seat, action)
            if isinstance(action, Bet) and ev.hand_class(ev.value(deal.hands[action.seat])) is HandClass.HIGH_CARD:
                bluffs_won += deal.result.outcome is Outcome.UNCONTESTED and deal.result.winners == [action.seat]
        for seat, action in first.items():
            key = "threes or better" if ev.value(deal.hands[seat]) >= threes else "pair or less"
            bets[key][0] += isinstance(action, (Bet, Raise))
            bets[key][1] += 1

    simulate(players=5, hands=600, seed=11, rules=STRAIGHT, on_deal=look)
    strong, weak = (b / n for b, n in bets.values())
    assert strong > 0.8 and weak < 0.35 and strong > weak
    assert bluffs_won > 0  # a bet on nothing sometimes takes the pool


def test_a_robot_with_nothing_passes_a_big_bet_and_with_threes_meets_or_raises_it():
    deal = straight({0: "2c 5d 8h Ts Qc", 1: "Kc Kd Kh 4s 9c", 2: "3h 4h 7c 9d Jd"}, dealer=2, buck=2)
    play(deal, Bet(0, 10))
    action = Robot(STRAIGHT, Style.CLOSE, seed=1).decide(deal.seat_view(1))
    assert isinstance(action, (Raise, Call))
    deal.apply(action)
    weak = Robot(STRAIGHT, Style.CLOSE, seed=1).decide(deal.seat_view(2))
    assert weak == Pass(2)


def test_a_robot_bluffs_rarely_and_more_often_when_everyone_before_it_has_passed():
    hands = {0: "2c 5d 8h Ts Qc", 1: "3c 6d 9h Js Kd", 2: "4h 7s 9c Td Qs", 3: "2h 4s 7c 8d 6h"}
    first = straight(hands, dealer=3, buck=3)  # seat 0 speaks first
    last = play(straight(hands, dealer=0, buck=0), Pass(1), Pass(2))  # seat 3 speaks after two passes
    rates = []
    for deal in (first, last):
        seat = deal.to_act
        view = deal.seat_view(seat)
        actions = [Robot(STRAIGHT, Style.CLOSE, seed=i).decide(view) for i in range(3000)]
        assert all(a == Pass(seat) or (isinstance(a, Bet) and a.amount == STRAIGHT.raise_limit) for a in actions)
        rates.append(sum(isinstance(a, Bet) for a in actions) / len(actions))
    assert 0.02 < rates[0] < rates[1] < 0.2  # a bluff bets the limit, like a strong hand


def test_poker_bot_simulate_plays_straight_poker(capsys):
    assert main(["simulate", "--variety", "straight", "--players", "5", "--hands", "100", "--seed", "2",
                 "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["hands"] == 100 and data["chips_conserved"] is True and data["outcomes"]["all_passed"] > 0

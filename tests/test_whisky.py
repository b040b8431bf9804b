"""Whisky poker: Foster's description played through stacked packs, then the properties every
deal must have, the table across deals, and the robots.

Seats are lettered in seat order; the dealer is seat 0 (D) unless said, so A (seat 1) has the
first say.  Stacked packs follow the book: five rounds of one card each from the dealer's left,
the widow served just before the dealer himself.
"""

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.actions import Exchange, Knock, Pass, TakeWidow, TurnUp, action_from_dict, make_action
from engine.cards import ALL_CARDS, PackKind, parse_card, parse_cards
from engine.deal import DealSetup, IllegalAction, Outcome, Phase
from engine.hands import evaluator_for
from engine.robots import Robot, Style
from engine.rules import Rules
from engine.simulate import simulate
from engine.table import Seat, Table
from engine.varieties import new_deal
from engine.views import PrivateView, WhiskyView
from engine.whisky import WhiskyDeal, random_whisky_action
from engine.whisky_robot import decide
from tests.engine_helpers import replayed

D, A, B, C = 0, 1, 2, 3
QUEEN_HIGH, KING_HIGH = "2c 5d 8h Ts Qc", "3c 6d 9h Js Kd"
FOUR_HANDS = {A: QUEEN_HIGH, B: KING_HIGH, C: "4h 7s 9c Td Qs", D: "2h 4s 7c 8d Ks"}
ACES_FULL = "Ac Ad Ah 3s 3d"


def whisky_stack(hands: dict[int, str], widow: str, dealer: int, n: int) -> str:
    """The pack as Foster deals it: a card at a time from the dealer's left, the widow's card
    just before the dealer's own."""
    order = [(dealer + i) % n for i in range(1, n + 1)]  # ends with the dealer
    slots = [hands[s].split() for s in order[:-1]] + [widow.split(), hands[dealer].split()]
    return " ".join(slot[r] for r in range(5) for slot in slots)


def whisky(dealt: dict[int, str], widow: str, *, dealer: int = 0, settlement: str = "pool",
           stacks: list[int] | None = None, **rules: object) -> WhiskyDeal:
    n = len(dealt)
    rules_ = Rules(variety="whisky", whisky_settlement=settlement, **rules)
    setup = DealSetup(
        rules=rules_, players=[chr(ord("A") + i) for i in range(n)], stacks=stacks or [100] * n,
        dealer=dealer, seed=1,
        antes=[rules_.blind] * n if settlement == "pool" else None,  # as the table puts them up
        stacked=whisky_stack(dealt, widow, dealer, n),
    )
    deal = new_deal(setup)
    assert isinstance(deal, WhiskyDeal)
    return deal


def play(deal: WhiskyDeal, *actions) -> WhiskyDeal:
    for action in actions:
        deal.apply(action)
    return deal


def cards(text: str) -> list:
    return parse_cards(text)


def kinds(deal: WhiskyDeal) -> set[str]:
    return {o.kind for o in deal.legal().options}


def tokens(obj: object) -> set[str]:
    return {t.strip('",[]{}:;') for t in json.dumps(obj).split()}


def state(deal: WhiskyDeal) -> str:
    return json.dumps([deal.public_view(), [deal.private_view(s) for s in range(deal.n)],
                       [str(c) for c in deal.widow], deal.stacks])


def refused(deal: WhiskyDeal, action) -> None:
    before = state(deal)
    with pytest.raises(IllegalAction):
        deal.apply(action)
    assert state(deal) == before


# ----- the deal and the first say ----------------------------------------------------
def test_the_widow_is_dealt_just_before_the_dealer_and_lies_face_down():
    deal = whisky(FOUR_HANDS, ACES_FULL)
    for seat, hand in FOUR_HANDS.items():
        assert deal.hands[seat] == cards(hand)
    assert deal.widow == cards(ACES_FULL)
    view = deal.public_view()
    assert view["variety"] == "whisky" and view["phase"] == Phase.EXCHANGING.value
    assert view["widow"] == [] and view["widow_up"] is False and view["knocker"] is None
    assert view["rounds"] == 0 and view["pool"] == 4 and view["to_act"] == A
    assert not tokens(view) & set(ACES_FULL.split())
    assert kinds(deal) == {"take_widow", "pass", "knock"}


def test_a_player_who_takes_the_widow_lays_his_own_hand_face_up():
    deal = play(whisky(FOUR_HANDS, ACES_FULL), TakeWidow(A))
    assert deal.hands[A] == cards(ACES_FULL)
    view = deal.public_view()
    assert view["widow_up"] and view["widow"] == QUEEN_HIGH.split()
    # The widow he took was never seen: it is in his own view only.
    assert not tokens(view) & set(ACES_FULL.split())
    assert view["seats"][A]["seen"] == []
    for seat in (B, C, D):
        assert not tokens(deal.private_view(seat)) & set(ACES_FULL.split())
    assert set(ACES_FULL.split()) <= tokens(deal.private_view(A))
    # Once it is up, the next may take it, exchange with it or knock, but not pass.
    assert deal.to_act == B and kinds(deal) == {"take_widow", "exchange", "knock"}
    refused(deal, Pass(B))


def test_a_knock_before_the_widow_is_up_leaves_it_down_and_each_other_has_one_more_turn():
    deal = play(whisky(FOUR_HANDS, ACES_FULL), Pass(A), Knock(B))
    assert deal.knocker == B and not deal.widow_up  # not turned up: that would spoil a pat knock
    assert kinds(deal) == {"take_widow", "pass"}  # one knock is enough
    play(deal, Pass(C))
    # It reaches the dealer still down: he must take it or turn it up.
    assert deal.to_act == D and kinds(deal) == {"take_widow", "turn_up"}
    refused(deal, Pass(D))
    refused(deal, Knock(D))
    play(deal, TurnUp(D))
    assert deal.public_view()["widow"] == ACES_FULL.split() and deal.rounds == 1
    assert deal.to_act == A and kinds(deal) == {"take_widow", "exchange", "pass"}
    play(deal, TakeWidow(A))
    # Back to the knocker: the hands are shown and the best takes the pool.
    result = deal.result
    assert result is not None and result.outcome is Outcome.SHOWDOWN and deal.phase is Phase.COMPLETE
    assert result.winners == [A] and result.won == [0, 4, 0, 0]
    assert deal.stacks == [99, 103, 99, 99]
    assert set(deal.shown) == {A, B, C, D} and deal.shown[A] == tuple(cards(ACES_FULL))
    assert [a.seat for a in deal.history] == [A, B, C, D, A]


def test_a_dealer_who_knocks_turns_up_the_widow_and_the_others_draw_once_more():
    deal = play(whisky(FOUR_HANDS, ACES_FULL), Pass(A), Pass(B), Pass(C))
    assert kinds(deal) == {"take_widow", "turn_up", "knock"}
    play(deal, Knock(D))
    assert deal.widow_up and deal.knocker == D and deal.public_view()["widow"] == ACES_FULL.split()
    play(deal, TakeWidow(A), Exchange(B, parse_card("3c"), parse_card("Qc")))
    assert deal.hands[B] == cards("Qc 6d 9h Js Kd")
    assert deal.public_view()["widow"] == ["2c", "5d", "8h", "Ts", "3c"]  # the discard lies in the widow
    assert deal.public_view()["seats"][B]["seen"] == ["Qc"]
    play(deal, Pass(C))
    assert deal.result is not None and deal.result.winners == [A]
    assert [a.seat for a in deal.history] == [A, B, C, D, A, B, C]


def test_an_exchange_must_give_a_card_held_for_a_card_in_the_widow():
    deal = play(whisky(FOUR_HANDS, ACES_FULL), Pass(A), Pass(B), Pass(C), TurnUp(D))
    refused(deal, Exchange(A, parse_card("Ac"), parse_card("2c")))  # the wrong way round
    refused(deal, Exchange(A, parse_card("2c"), parse_card("Ks")))  # the dealer's, not the widow's
    refused(deal, Exchange(B, parse_card("3c"), parse_card("Ac")))  # out of turn
    play(deal, Exchange(A, parse_card("2c"), parse_card("Ac")))
    assert sorted(deal.hands[A]) == sorted(cards("Ac 5d 8h Ts Qc"))
    assert sorted(deal.widow) == sorted(cards("2c Ad Ah 3s 3d"))


def test_tied_best_hands_divide_the_pool_the_odd_chip_nearest_the_dealers_left():
    hands = {A: "As Kd 9c 7h 4s", B: "Ah Ks 9d 7c 4h", D: "2c 3d 5h 8s Tc"}
    deal = play(whisky(hands, "6c 6d Jh Qs 2d"), Knock(A), Pass(B), TurnUp(D))
    assert deal.result.winners == [A, B] and deal.result.won == [0, 2, 1]


# ----- refreshments: the worst hand pays --------------------------------------------------
def test_in_the_refreshments_game_the_worst_hand_pays_the_kitty_a_chip_for_each_player():
    deal = play(whisky(FOUR_HANDS, ACES_FULL, settlement="refreshments", blind=2),
                TakeWidow(A), Knock(B), Pass(C), TakeWidow(D))
    assert deal.pool() == 0 and deal.put == [0, 0, 0, 0]  # nothing put up
    play(deal, Pass(A))
    # D now holds A's queen high (Q T 8 5 2), worse than C's (Q T 9 7 4).
    result = deal.result
    assert deal.hands[D] == cards(QUEEN_HIGH)
    assert result.kitty == 8 and result.put == [8, 0, 0, 0] and result.won == [0, 0, 0, 0]
    assert deal.pool() == 8 and result.carried_out == 0  # the chips went in with the last action
    assert deal.stacks == [92, 100, 100, 100]
    assert result.winners == []  # nobody takes anything


def test_the_worst_hand_pays_no_more_than_he_has():
    deal = whisky(FOUR_HANDS, ACES_FULL, settlement="refreshments", stacks=[2, 100, 100, 100])
    play(deal, TakeWidow(A), Knock(B), Pass(C), TakeWidow(D), Pass(A))
    assert deal.result.kitty == 2 and deal.stacks[D] == 0


def test_hands_tied_for_worst_share_the_bill():
    hands = {A: "Ac Kd 9c 7h 4s", B: "2c 3d 4h 6s 8c", C: "2d 3h 4c 6c 8d", 4: "Qs Qd 5c 7d 9s",
             D: "Kh Ks Jc Tc 5s"}
    deal = play(whisky(hands, "6h 6d Jh Qh 2h", settlement="refreshments"),
                Knock(A), Pass(B), Pass(C), Pass(4), TurnUp(D))
    assert deal.result.kitty == 5 and deal.result.put == [0, 0, 3, 2, 0]  # B nearer the dealer's left


def test_refreshments_at_the_table_go_to_its_kitty_and_chips_are_conserved():
    rules = Rules(variety="whisky", whisky_settlement="refreshments")
    table = Table(rules, [Seat(p, 50) for p in "ABCD"] + [Seat("E", 0)], dealer=1)
    ev = evaluator_for(rules.hands)
    rng = random.Random(4)
    for number in range(12):
        dealer = table.dealer
        setup = table.next_setup(seed=number)
        assert setup.antes is None and setup.dealt_in == [True] * 4 + [False]
        deal = new_deal(setup)
        while deal.result is None:
            deal.apply(random_whisky_action(deal, rng))
        kitty = table.kitty
        table.settle(deal)
        values = {s: ev.value(hand) for s, hand in deal.shown.items()}
        assert set(values) == {0, 1, 2, 3}  # the player with no chips was not dealt in
        payers = [s for s in range(5) if deal.result.put[s]]
        assert {values[s] for s in payers} == {min(values.values())}
        assert table.kitty - kitty == deal.result.kitty == 4
        assert table.chips() == 200
        assert table.dealer == (dealer + 1) % 4  # the deal passes left, past the empty seat


def test_the_pool_game_at_the_table_antes_a_chip_each_and_the_deal_passes_left():
    rules = Rules(variety="whisky", blind=2)
    table = Table(rules, [Seat(p, 40) for p in "ABC"], dealer=2)
    rng = random.Random(8)
    for number in range(9):
        setup = table.next_setup(seed=number)
        live = [s for s in range(3) if table.seats[s].stack > 0]
        assert setup.antes == [2 if s in live else 0 for s in range(3)]
        dealer = table.dealer
        deal = new_deal(setup)
        assert deal.pool() == sum(min(2, table.seats[s].stack) for s in live)
        while deal.result is None:
            deal.apply(random_whisky_action(deal, rng))
        table.settle(deal)
        assert table.chips() == 120 and table.kitty == 0
        assert table.dealer == next(s for s in ((dealer + i) % 3 for i in (1, 2, 3))
                                    if table.seats[s].stack > 0)
        if len(table.players_with_chips()) < 2:
            break


# ----- the rounds cap, timeouts, the joker and the extra hands ------------------------------
def test_with_nobody_knocking_the_hands_are_shown_after_the_agreed_rounds():
    hands = {A: QUEEN_HIGH, B: KING_HIGH, D: "4h 7s 9c Td Qs"}
    deal = play(whisky(hands, ACES_FULL, whisky_rounds=2), Pass(A), Pass(B), TurnUp(D))
    assert deal.rounds == 1 and deal.result is None
    play(deal, TakeWidow(A), TakeWidow(B), TakeWidow(D))
    assert deal.rounds == 2 and deal.result is not None and deal.result.outcome is Outcome.SHOWDOWN
    once = play(whisky(hands, ACES_FULL, whisky_rounds=1), Pass(A), Pass(B), TurnUp(D))
    assert once.result is not None


def test_a_player_who_does_not_answer_passes_while_the_widow_is_down_then_knocks():
    deal = whisky(FOUR_HANDS, ACES_FULL)
    assert deal.timeout_action() == Pass(A)
    play(deal, Pass(A), Pass(B), Pass(C))
    assert deal.timeout_action() == TurnUp(D)
    play(deal, deal.timeout_action())
    assert deal.timeout_action() == Knock(A)
    play(deal, deal.timeout_action())
    assert deal.timeout_action() == Pass(B)
    while deal.result is None:
        play(deal, deal.timeout_action())
    assert deal.timeout_action() is None and [a.seat for a in deal.history][-3:] == [B, C, D]


def test_the_joker_in_the_widow_makes_five_of_a_kind():
    hands = {A: "Ac Ad Ah As 2c", B: "Kc Kd Kh Ks 3c", D: "4h 7s 9c Td Qs"}
    deal = play(whisky(hands, "Jo 6d Jh Qh 2h", hands={"pack": "joker"}),
                Pass(A), Knock(B), TurnUp(D), Exchange(A, parse_card("2c"), parse_card("Jo")))
    assert deal.public_view()["seats"][A]["seen"] == ["Jo"]
    assert deal.result.winners == [A]
    assert any(e.get("won") and "five aces" in e["text"] for e in deal.log)


@pytest.mark.parametrize(("extra", "winner"), [((), B), (("blaze",), A)])
def test_a_blaze_beats_two_pairs_only_where_it_is_played(extra, winner):
    hands = {A: "Kc Kd Qh Qs Jd", B: "Ac Ad 9h 9s 2c", D: "4h 7s 8c Td 3s"}
    deal = play(whisky(hands, "5c 6d 7h 2h 3d", hands={"extra_hands": extra}), Knock(A), Pass(B), TurnUp(D))
    assert deal.result.winners == [winner]


def test_eight_players_all_take_cards_the_dealer_too():
    deal = new_deal(DealSetup(Rules(variety="whisky", max_seats=8), [f"P{i}" for i in range(8)],
                              [10] * 8, dealer=3, seed=5, antes=[1] * 8))
    dealt = [c for h in deal.hands for c in h] + deal.widow
    assert all(len(h) == 5 for h in deal.hands) and len(set(dealt)) == 45
    assert deal.pool() == 8 and deal.to_act == 4


def test_a_dealer_sitting_out_deals_the_widow_last_and_the_hand_on_his_right_has_his_say():
    hands = {A: QUEEN_HIGH, B: KING_HIGH, C: "4h 7s 9c Td Qs"}
    order = " ".join(f"{hands[A].split()[r]} {hands[B].split()[r]} {hands[C].split()[r]} {ACES_FULL.split()[r]}"
                     for r in range(5))
    deal = new_deal(DealSetup(Rules(variety="whisky"), list("DABC"), [100] * 4, dealer=D, seed=1,
                              antes=[1] * 4, dealt_in=[False, True, True, True], stacked=order))
    assert deal.widow == cards(ACES_FULL) and deal.hands[D] == [] and deal.pool() == 3
    play(deal, Pass(A), Pass(B))
    assert deal.to_act == C and kinds(deal) == {"take_widow", "turn_up", "knock"}


def test_the_four_actions_round_trip_through_the_record_and_exchange_needs_its_cards():
    for action in (TakeWidow(2), TurnUp(0), Knock(1), Exchange(3, parse_card("Td"), parse_card("Jo"))):
        record = json.loads(json.dumps(action.to_dict()))
        assert action_from_dict(record) == action
    assert Exchange(3, parse_card("Td"), parse_card("Jo")).to_dict()["take"] == "Jo"
    assert make_action("knock", 2) == Knock(2) and make_action("take_widow", 1) == TakeWidow(1)
    with pytest.raises(ValueError, match="two cards"):
        make_action("exchange", 1)


# ----- properties, from random seeds and random legal actions -------------------------------
RULES = [
    Rules(variety="whisky"),
    Rules(variety="whisky", whisky_settlement="refreshments", blind=3, raise_limit=10),
    Rules(variety="whisky", hands={"pack": "joker", "extra_hands": "blaze, skip, little_dog"},
          whisky_rounds=1, kitty="house"),
    Rules(variety="whisky", whisky_settlement="refreshments",
          hands={"pack": "joker", "extra_hands": "round_the_corner, big_dog",
                 "extra_hand_ranking": "calculated"}),
    Rules(variety="whisky", hands={"pack": "ecarte"}, whisky_rounds=3),
]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules_i=st.integers(0, len(RULES) - 1), n=st.integers(2, 8),
       stacks=st.lists(st.sampled_from([1, 2, 5, 40]), min_size=8, max_size=8),
       dealer=st.integers(0, 7), seed=st.integers(0, 2**32), action_seed=st.integers(0, 2**32),
       carried=st.sampled_from([0, 0, 7]), sitting_out=st.integers(-8, 7))
def test_every_deal_ends_conserves_chips_hides_face_down_cards_and_replays(
        rules_i, n, stacks, dealer, seed, action_seed, carried, sitting_out):
    rules = RULES[rules_i]
    pool_game = rules.whisky_settlement.value == "pool"
    dealt_in = [n < 3 or s != sitting_out for s in range(n)]  # a seat sitting out, the dealer's too
    setup = DealSetup(rules, [f"P{i}" for i in range(n)], stacks[:n], dealer % n, seed,
                      antes=[rules.blind] * n if pool_game else None, carried=carried, dealt_in=dealt_in)
    try:
        deal = new_deal(setup)
    except ValueError:
        assert rules.hands.pack is PackKind.ECARTE and n > 5  # only the short pack runs out
        return
    rng = random.Random(action_seed)
    total = sum(setup.stacks) + carried
    dealt = [c for h in deal.hands for c in h] + deal.widow
    assert len(set(dealt)) == len(dealt) == 5 * (deal.n_live + 1)
    face_up: set[str] = set()  # every card the table has seen lying in the widow
    limit = (rules.whisky_rounds + 2) * n
    for _step in range(limit):
        if deal.result is not None:
            break
        view = deal.public_view()
        face_up |= set(view["widow"])
        # Nothing the table sees is a card that never lay face up.
        assert tokens(view) & {str(c) for c in dealt} <= face_up
        for seat in range(n):
            others = {str(c) for s in range(n) if s != seat for c in deal.hands[s]} | set(map(str, deal.widow))
            assert tokens(deal.private_view(seat)) & others <= face_up
        seat = deal.to_act
        refused(deal, Pass((seat + 1) % n))  # out of turn
        legal = deal.legal()
        if legal.get("pass") is None:
            refused(deal, Pass(seat))
        if legal.get("exchange") is None:
            refused(deal, Exchange(seat, deal.hands[seat][0], deal.widow[0]))
        else:
            stranger = next(c for c in ALL_CARDS if c not in deal.hands[seat] and c not in deal.widow)
            refused(deal, Exchange(seat, stranger, deal.widow[0]))
        deal.apply(random_whisky_action(deal, rng))
        if deal.result is None:
            assert sum(deal.stacks) + deal.pool() == total
        assert sorted([c for h in deal.hands for c in h] + deal.widow) == sorted(dealt)
    result = deal.result
    assert result is not None, "the deal did not end"
    assert sum(deal.stacks) + result.kitty + result.carried_out == total
    assert min(deal.stacks) >= 0 and deal.pool() - sum(result.won) - result.kitty == result.carried_out
    assert set(deal.shown) == {s for s in range(n) if deal.status[s] == 1}
    public = tokens(deal.public_view()) & {str(c) for c in dealt}
    assert public <= face_up | set(deal.public_view()["widow"]) | {str(c) for h in deal.shown.values() for c in h}
    again = replayed(deal)
    assert state(again) == state(deal) and again.result == deal.result


# ----- the robots ------------------------------------------------------------------------
def robot_view(deal: WhiskyDeal, seat: int) -> PrivateView[WhiskyView]:
    return deal.seat_view(seat)  # the robot's whole knowledge: its seat's view


def test_the_robot_makes_the_take_or_exchange_that_improves_its_hand_most():
    hands = {A: "9c 9d 4h 7s 2c", B: KING_HIGH, D: "Th Jh 8c 6h 5s"}
    deal = play(whisky(hands, "9s 4d Qc Kh 3s"), Pass(A), Pass(B), TurnUp(D))
    robot = Robot(deal.rules, Style.CLOSE, seed=1)
    action = decide(robot, robot_view(deal, A))
    ev = robot.ev
    # Every move the robot could make, valued independently.
    hand, widow = deal.hands[A], deal.widow
    best = max([ev.value(widow)] + [ev.value([*hand[:i], t, *hand[i + 1:]]) for i in range(5) for t in widow])
    play(deal, action)
    assert ev.value(deal.hands[A]) == best > ev.value(cards(hands[A]))


def test_the_robot_knocks_on_a_good_hand_and_gambles_on_the_unseen_widow_only_with_a_poor_one():
    deal = whisky({A: "Qc Qd Qh 7s 2c", B: "2d 5h 8s 9c Kh", D: "4h 7c 9d Td 5s"}, ACES_FULL)
    robot = Robot(deal.rules, Style.CLOSE, seed=1)
    assert decide(robot, robot_view(deal, A)) == Knock(A)
    play(deal, Knock(A))
    assert decide(robot, robot_view(deal, B)) == TakeWidow(B)  # king high: worth the gamble
    play(deal, Pass(B))
    assert decide(robot, robot_view(deal, D)) == TakeWidow(D)  # ten high, and the dealer must act
    # After a knock, with nothing to gain from the widow, it keeps what it holds.
    flush = whisky({A: "Kc Jc 9c 7c 2c", B: "2d 5h 8s 9h Kh", D: "4h 7d 9d Td 3s"}, "3h 4s 5d 6s Qh")
    play(flush, Pass(A), Knock(B), TurnUp(D))
    assert decide(Robot(flush.rules, Style.LIBERAL, seed=2), robot_view(flush, A)) == Pass(A)


def _robots_against_random(settlement: str, seed: int) -> tuple[int, int]:
    """Two robots (seats 0, 2) and two players who act at random: how often each side pays
    (refreshments) or wins (pool), over 300 deals."""
    rules = Rules(variety="whisky", whisky_settlement=settlement)
    robots = {0: Robot(rules, Style.CLOSE, seed=1), 2: Robot(rules, Style.LIBERAL, seed=2)}
    rng = random.Random(seed)
    table = Table(rules, [Seat(p, 10_000) for p in "ABCD"], dealer=0)
    counts = [0, 0]
    for number in range(300):
        deal = table.start(seed=f"{seed}:{number}")
        while deal.result is None:
            seat = deal.to_act
            robot = robots.get(seat)
            deal.apply(robot.decide(deal.seat_view(seat)) if robot else random_whisky_action(deal, rng))
        table.settle(deal)
        counted = deal.result.winners if settlement == "pool" else [s for s in range(4) if deal.result.put[s]]
        for s in counted:
            counts[s % 2] += 1
    return counts[0], counts[1]


def test_robots_are_worst_less_often_than_random_players_and_win_more_pools():
    robots_paid, random_paid = _robots_against_random("refreshments", 3)
    assert robots_paid * 3 < random_paid
    robots_won, random_won = _robots_against_random("pool", 4)
    assert robots_won > 2 * random_won


@pytest.mark.parametrize("rules", [
    Rules(variety="whisky"),
    Rules(variety="whisky", whisky_settlement="refreshments"),
    Rules(variety="whisky", hands={"pack": "joker", "extra_hands": "blaze, big_dog, skip"}, max_seats=8),
    Rules(variety="whisky", whisky_settlement="refreshments", hands={"pack": "ecarte"}),
])
def test_robots_alone_play_hundreds_of_deals_and_conserve_every_chip(rules):
    report = simulate(players=min(rules.max_seats, 6), hands=250, seed=5, rules=rules, stake=30)
    assert report.chips_conserved and report.hands == 250
    assert report.outcomes == {"showdown": 250}
    if rules.whisky_settlement.value == "refreshments":
        assert report.kitty > 0


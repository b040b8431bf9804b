"""The show-down's laws as plain functions (engine/showdown.py), on hands and pools worked by hand.

Seats 0, 1, 2...; `ORDER` lists them from the dealer's left (the dealer is the last seat).
"""

from engine import showdown
from engine.cards import parse_cards
from engine.hands import evaluator_for
from engine.rules import Rules

EV = evaluator_for(Rules().hands)
ACES_UP = EV.value(parse_cards("Ac Ad 7h 7s 2c"))  # two pairs
KINGS = EV.value(parse_cards("Kc Kd 9h 6s 3c"))  # a pair
QUEEN_HIGH = EV.value(parse_cards("Qc Td 8h 5s 3d"))
QUEEN_HIGH_TOO = EV.value(parse_cards("Qd Th 8s 5c 3h"))  # the same ranks: a tie
STRAIGHT_FLUSH = EV.value(parse_cards("9h 8h 7h 6h 5h"))
FLUSH = EV.value(parse_cards("Ks 9s 7s 4s 2s"))
THREES = EV.value(parse_cards("8c 8d 8h Ks 2d"))


def test_a_short_caller_wins_only_what_he_matched_and_the_rest_is_a_side_pool():
    # Seat 0 called a sight for 10; 1 and 2 put up 30 each.  Main pool 3 x 10 = 30 to seat 0's
    # best hand; the side pool of 2 x 20 = 40 to seat 1, the better of the two who made it.
    award = showdown.award({0: ACES_UP, 1: KINGS, 2: QUEEN_HIGH}, [10, 30, 30], [True] * 3, 0,
                           (1, 2, 0), kitty=0, ev=EV)
    assert award.won == [30, 40, 0]
    assert award.winners == [1, 0]  # from the dealer's left
    assert award.best == ACES_UP


def test_chips_nobody_called_go_back_and_do_not_make_a_winner():
    # Seat 1 bet 20, seat 0 could see only 10 of it: the other 10 come back to seat 1, who lost.
    award = showdown.award({0: KINGS, 1: QUEEN_HIGH}, [10, 20], [True, True], 0, (1, 0), kitty=0, ev=EV)
    assert award.won == [20, 10]
    assert award.winners == [0]


def test_a_tie_divides_the_pool_and_the_odd_chip_goes_nearest_the_dealers_left():
    award = showdown.award({0: QUEEN_HIGH, 1: QUEEN_HIGH_TOO}, [5, 5], [True, True], 1, (1, 0), kitty=0, ev=EV)
    assert award.won == [5, 6]  # 11 chips: seat 1 is first from the dealer's left
    assert award.winners == [1, 0]


def test_the_kitty_comes_out_of_the_main_pool_and_never_more_than_it_holds():
    award = showdown.award({0: ACES_UP, 1: KINGS}, [1, 1], [True, True], 0, (1, 0), kitty=3, ev=EV)
    assert award.kitty == 2 and award.won == [0, 0]
    award = showdown.award({0: ACES_UP, 1: KINGS}, [10, 10], [True, True], 0, (1, 0), kitty=1, ev=EV)
    assert award.kitty == 1 and award.won == [19, 0]


def test_the_house_kitty_scale_and_the_one_chip_kitty():
    house = Rules(kitty="house")
    assert [showdown.kitty_for(house, EV, v) for v in (KINGS, ACES_UP, THREES, FLUSH)] == [0, 1, 2, 3]
    one_chip = Rules(kitty="one_chip")  # threes or better, by default
    assert [showdown.kitty_for(one_chip, EV, v) for v in (ACES_UP, THREES)] == [0, 1]
    assert showdown.kitty_for(Rules(), EV, STRAIGHT_FLUSH) == 0


def test_every_other_player_dealt_in_pays_the_straight_flush_premium_as_far_as_his_chips_go():
    rules = Rules(straight_flush_premium=5)
    values = {0: STRAIGHT_FLUSH, 1: KINGS}
    # Seat 2 passed out but was dealt in; seat 3 was not dealt in; seat 1 has only 3 chips.
    paid = showdown.premiums(rules, EV, values, [50, 3, 20, 40], [True, True, True, False])
    assert paid == [8, -3, -5, 0]
    assert showdown.premiums(Rules(), EV, values, [50, 3, 20, 40], [True] * 4) == [0] * 4


def test_what_makes_the_next_deal_a_jackpot():
    fours = EV.value(parse_cards("9c 9d 9h 9s 2c"))
    assert showdown.jackpot_after_call(Rules(), EV, fours) == (
        "fours or better were shown in a call: a whangdoodle", True)
    full = EV.value(parse_cards("Kc Kd Kh 2s 2c"))  # Foster's: a full hand or better (jackpot_after)
    assert showdown.jackpot_after_call(Rules(), EV, full) == (f"{EV.describe(full)} was shown in a call", False)
    assert showdown.jackpot_after_call(Rules(), EV, KINGS) == (None, False)
    assert showdown.jackpot_after_call(Rules(variety="stud"), EV, fours) == (None, False)
    forced = Rules(jackpot_after_raise_out=True)
    assert showdown.jackpot_after_raise_out(forced, True, True, 1) == "a raise drove everyone out before the draw"
    assert showdown.jackpot_after_raise_out(forced, True, True, 0) is None
    assert showdown.jackpot_after_raise_out(forced, False, True, 1) is None
    assert showdown.jackpot_after_raise_out(Rules(), True, True, 1) is None


def test_the_worst_hands_share_the_refreshments_the_odd_chip_nearest_the_dealers_left():
    values = {0: QUEEN_HIGH, 1: KINGS, 2: QUEEN_HIGH_TOO}
    assert showdown.worst_pays(values, (1, 2, 0), 3) == {2: 2, 0: 1}
    assert showdown.best_hands({0: QUEEN_HIGH, 1: QUEEN_HIGH_TOO, 2: KINGS}) == [2]

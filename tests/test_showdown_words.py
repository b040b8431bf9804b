"""The end of a deal in words (bot/text/showdown_words.py, `result_text`): the show-down message
and the show-down picture's description, word for word, for deals whose pools are worked out by
hand: Foster's sight at table stakes, a tie with an odd chip, a raise nobody could see, and a
straight flush's premium."""

from __future__ import annotations

from bot.text.showdown_words import DESCRIPTION_CHARS, showdown_description
from bot.text.table_words import result_text
from engine.actions import Bet, Call, ComeIn, Draw, Pass, Raise
from engine.rules import Rules
from tests.engine_helpers import make_deal, play
from tests.test_pictures import fosters_sight

NAMES = {"A": "Dee", "B": "Eve", "C": "Ann", "D": "Ben", "E": "Cy"}  # by seat: Foster's D, E, A, B, C
ROOT = "ab" * 32  # the seal's root, as the table was shown it when the deal began
SEALED = f"The shuffle was sealed by sha256 `{'ab' * 8}…` when the deal began: `/poker replay deal:0 table:1` opens it."


def said(deal):
    view = deal.view().with_names(NAMES)
    return showdown_description(view), result_text(view, deal.result, view.pool, ROOT, 1).split("\n")


def test_fosters_sight_main_pool_side_pool_and_kitty():
    # The blind (1), A's 12, B's 10, C's 22: 45.  Up to B's ten from each, less the kitty's two for
    # threes, is the main pool (29); A's two beyond it and C's twelve are the side pool (14).
    description, message = said(fosters_sight())
    assert description == (
        "Deal 0, the show-down. The pool: 45. Ben showed A♥ A♠ A♦ 9♣ 4♥, three aces, and took the main "
        "pool, 29. Cy showed K♥ K♠ 7♣ J♦ Q♥, a pair of kings, and took the side pool, 14. The kitty takes 2.")
    assert message == [
        "**Deal 0**, the pool: 45",
        "Ben shows A♥ A♠ A♦ 9♣ 4♥: three aces",
        "Cy shows K♥ K♠ 7♣ J♦ Q♥: a pair of kings",
        "Ben takes the main pool, 29, with three aces.",
        "Cy takes the side pool, 14, that nobody else could win.",
        "The kitty takes 2.",
        SEALED]


def test_a_tie_divides_the_pool_the_odd_chip_to_the_dealers_left():
    # One chip carried in, the blind made good (2), B's bet of one called (3 each): 7 between two
    # ace-highs of the same ranks; the odd chip to Eve, first from the dealer's left.
    deal = make_deal({0: "2c 5d 8h Ts Qc", 1: "Ac Kd 9h 6s 3c", 2: "Ad Kh 9s 6c 3d"}, rules=Rules(straddles=False),
                     carried=1)
    play(deal, ComeIn(2), Pass(0), ComeIn(1), Draw(1, ()), Draw(2, ()), Bet(2, 1), Call(1))
    description, message = said(deal)
    assert description == (
        "Deal 0, the show-down. The pool: 7. Eve showed A♣ K♦ 9♥ 6♠ 3♣, ace high, and took 4 of the pool, "
        "divided with Ann. Ann showed A♦ K♥ 9♠ 6♣ 3♦, ace high, and took 3 of the pool, divided with Eve.")
    assert message[1:-1] == [
        "Eve shows A♣ K♦ 9♥ 6♠ 3♣: ace high",
        "Ann shows A♦ K♥ 9♠ 6♣ 3♦: ace high",
        "Eve and Ann divide the pool, 7, with ace high: Eve 4, Ann 3."]


def test_a_raise_nobody_could_see_is_handed_back():
    # Ann (8 chips) bets 1, Dee raises 10, Eve drops, Ann calls a sight for her last 5.
    deal = make_deal({0: "Kh Ks 7c Jd Qh", 1: "2c 5d 8h Ts Qc", 2: "Ah As Ad 9c 4h"},
                     rules=Rules(betting="table_stakes", straddles=False), stacks=[100, 100, 8])
    play(deal, ComeIn(2), ComeIn(0), ComeIn(1), Draw(1, ()), Draw(2, ()), Draw(0, ()))
    play(deal, Bet(2, 1), Raise(0, 10), Pass(1), Call(2))
    description, message = said(deal)
    assert description == (  # in the order the message shows the hands: from the dealer's left
        "Deal 0, the show-down. The pool: 23. Ann showed A♥ A♠ A♦ 9♣ 4♥, three aces, and took the pool, 18. "
        "Dee showed K♥ K♠ 7♣ J♦ Q♥, a pair of kings, and took back 5 nobody called.")
    assert message[1:-1] == [
        "Ann shows A♥ A♠ A♦ 9♣ 4♥: three aces",
        "Dee shows K♥ K♠ 7♣ J♦ Q♥: a pair of kings",
        "Ann takes the pool, 18, with three aces.",
        "Dee takes back 5 nobody called."]


def test_nobody_coming_in_is_said_once():
    # Issue 41: "Nobody came in: the blind is taken back and the next deal is a jack-pot", then
    # "The next deal is a jack-pot: nobody came in (law 37)".  One statement of each fact.
    deal = make_deal({0: "2c 5d 8h Ts Qc", 1: "Kh Ks 7c Jd Qh", 2: "Ah As Ad 9c 4h"}, rules=Rules(straddles=False))
    while deal.result is None:
        play(deal, Pass(deal.to_act))
    _, message = said(deal)
    assert message[1:-1] == ["Nobody came in: the blind is taken back and the next deal is a jack-pot"], message
    assert sum("jack-pot" in line for line in message) == 1 and sum("came in" in line for line in message) == 1


def test_one_hand_that_takes_the_main_and_the_side_pool_is_said_once():
    # Ann (8 chips) bets 1, Dee raises 10, Eve calls, Ann calls a sight for her last 5: Dee's aces
    # take the main pool (3 x 8) and the side pool beside it (Dee's and Eve's 5 more each).
    deal = make_deal({0: "Ah As Ad 9c 4h", 1: "Kh Ks 7c Jd Qh", 2: "2c 5d 8h Ts Qc"},
                     rules=Rules(betting="table_stakes", straddles=False), stacks=[100, 100, 8])
    play(deal, ComeIn(2), ComeIn(0), ComeIn(1), Draw(1, ()), Draw(2, ()), Draw(0, ()))
    play(deal, Bet(2, 1), Raise(0, 10), Call(1), Call(2))
    description, message = said(deal)
    assert description == (  # from the dealer's left, as the message's lines
        "Deal 0, the show-down. The pool: 34. Eve showed K♥ K♠ 7♣ J♦ Q♥, a pair of kings. Ann showed "
        "2♣ 5♦ 8♥ 10♠ Q♣, queen high. Dee showed A♥ A♠ A♦ 9♣ 4♥, three aces, and took the main pool, 24, "
        "and the side pool, 10.")
    assert [line.split(" shows ")[0] for line in message if " shows " in line] == ["Eve", "Ann", "Dee"]
    assert message[-2] == "Dee takes the main pool, 24, and the side pool, 10, with three aces."
    assert sum("Dee takes" in line for line in message) == 1


def test_a_straight_flush_is_paid_its_premium_by_everyone_dealt_in():
    deal = make_deal({0: "2c 4s 8h Ts Qc", 1: "Ac Ad 9h 6s 3c", 2: "9d 8d 7d 6d 5d"},
                     rules=Rules(straddles=False, straight_flush_premium=5))
    play(deal, ComeIn(2), Pass(0), ComeIn(1), Draw(1, ()), Draw(2, ()), Bet(2, 1), Call(1))
    description, message = said(deal)
    assert description == (
        "Deal 0, the show-down. The pool: 6. Eve showed A♣ A♦ 9♥ 6♠ 3♣, a pair of aces. Ann showed "
        "9♦ 8♦ 7♦ 6♦ 5♦, a straight flush, nine high, and took the pool, 6. "
        "Straight-flush premium: Ann is paid 10; Dee pays 5, Eve pays 5.")
    assert message[1:-2] == [
        "Eve shows A♣ A♦ 9♥ 6♠ 3♣: a pair of aces",
        "Ann shows 9♦ 8♦ 7♦ 6♦ 5♦: a straight flush, nine high",
        "Ann takes the pool, 6, with a straight flush, nine high.",
        "Straight-flush premium: Ann is paid 10; Dee pays 5, Eve pays 5."]


def test_a_pool_taken_unseen_and_a_description_too_long_for_discord():
    deal = make_deal({0: "2c 5d 8h Ts Qc", 1: "Ac Kd 9h 6s 3c", 2: "Ad Kh 9s 6c 3d"}, rules=Rules(straddles=False))
    play(deal, ComeIn(2), Pass(0), Pass(1))
    description, message = said(deal)
    assert description == "Deal 0, the show-down. The pool: 3. Ann took the pool, 3, without showing."
    assert message[1:-1] == ["Ann takes the pool, 3, without showing."]
    view = deal.view().with_names({"C": "Ann" * 400})
    assert len(showdown_description(view)) == DESCRIPTION_CHARS and showdown_description(view).endswith("…")

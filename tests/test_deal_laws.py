"""Scenario tests: one or more per law, with Foster's worked examples where he gives them.

Seats are lettered A, B, C... in seat order; the dealer is seat 0 unless said,
so the age (who puts up the blind) is seat 1.
"""

import json

import pytest

from engine.actions import (
    Bet,
    Call,
    Check,
    ComeIn,
    DeclineStraddle,
    Draw,
    MakeJackpot,
    Open,
    Pass,
    Raise,
    See,
    Stay,
    Straddle,
)
from engine.cards import parse_cards
from engine.deal import DealKind, IllegalAction, Outcome, Phase
from engine.rules import Rules
from tests.engine_helpers import make_deal, play

# Hands for four seats that nobody can open a jack-pot on, and a few that can.
NOTHING = ["2c 5d 8h Ts Qc", "3c 6d 9h Js Kd", "4h 7s 9c Td Qs", "2h 4s 7c 8d Ks"]
JACKS = "Jc Jd 5h 8s 2d"
QUEENS = "Qh Qd 6c 9s 3h"


def draws_pat(deal, seats):
    return [Draw(s, ()) for s in seats]


# ----- straddles, the ante, laws 27-37 ---------------------------------------------
def test_fosters_straddle_example_makes_the_ante_eight():
    """A blinds one chip, B and C straddle: the ante is 8; if D antes, A adds 7, B adds 6, C adds 4."""
    hands = dict(enumerate(["2c 5d 8h Ts Qc", "3c 6d 9h Js Kd", "4h 7s 9c Td Qs", "2h 4s 7c 8d Ks",
                            "5c 6h Ah Kc 3d"]))
    # Seat 0 is the dealer E; A is the age at seat 1; B, C, D follow.
    deal = make_deal(hands, rules=Rules(raise_limit=16))
    A, B, C, D, E = 1, 2, 3, 4, 0
    assert deal.phase is Phase.STRADDLING and deal.put[A] == 1
    play(deal, Straddle(B), Straddle(C), DeclineStraddle(D))
    assert deal.put[B] == 2 and deal.put[C] == 4
    assert deal.phase is Phase.BEFORE_DRAW and deal.to_act == D  # left of the last straddler
    assert deal.legal().get("come_in").chips == 8
    play(deal, ComeIn(D), Pass(E))
    added = {}
    for seat in (A, B, C):
        before = deal.stacks[seat]
        deal.apply(ComeIn(seat))
        added[seat] = before - deal.stacks[seat]
    assert added == {A: 7, B: 6, C: 4}
    assert deal.phase is Phase.DRAWING


def test_when_everyone_blinded_or_straddled_each_still_declares_fosters_example_at_three():
    """Foster's example with D left out: A blinds one chip, B straddles, C (the dealer) straddles
    again.  Nobody is left but the blinds, yet each declares in turn from the left of the last
    straddler (law 30): A makes good with 7, B with 6, C with 4, and they draw."""
    hands = dict(enumerate(NOTHING[:3]))
    deal = make_deal(hands, rules=Rules(raise_limit=16))
    C, A, B = 0, 1, 2
    play(deal, Straddle(B), Straddle(C))
    assert deal.blinds == [A, B, C] and deal.put == [4, 1, 2]
    assert deal.result is None and deal.phase is Phase.BEFORE_DRAW
    added = {}
    for seat in (A, B, C):
        assert deal.to_act == seat
        assert {o.kind for o in deal.legal().options} == {"come_in", "pass"}
        before = deal.stacks[seat]
        deal.apply(ComeIn(seat))
        added[seat] = before - deal.stacks[seat]
    assert added == {A: 7, B: 6, C: 4}
    assert deal.phase is Phase.DRAWING and deal.pool() == 24


def test_when_everyone_blinded_or_straddled_a_blind_who_makes_good_takes_the_declined_straddles():
    """A makes good; B and C decline: their straddles stay in the pool (Foster) and A takes it."""
    deal = make_deal(dict(enumerate(NOTHING[:3])), rules=Rules(raise_limit=16))
    C, A, B = 0, 1, 2
    play(deal, Straddle(B), Straddle(C), ComeIn(A), Pass(B), Pass(C))
    result = deal.result
    assert result.outcome is Outcome.UNCONTESTED and result.winners == [A]
    assert deal.stacks == [100 - 4, 100 + 2 + 4, 100 - 2]


def test_heads_up_the_dealers_straddle_does_not_make_a_jackpot():
    """Two players: the age blinds, the dealer straddles.  The age still declares, and may make
    good; then the dealer, the last straddler, has the last say."""
    D, A = 0, 1
    hands = {D: "Kc Kd 5h 8s 2d", A: "Qh Qd 6c 9s 3h"}
    deal = make_deal(hands)
    play(deal, Straddle(D))
    assert deal.result is None and deal.to_act == A
    assert deal.legal().get("come_in").chips == 3  # the ante is 4; he has 1 up
    play(deal, ComeIn(A))
    assert deal.to_act == D and deal.legal().get("come_in").chips == 2
    play(deal, ComeIn(D))
    assert deal.phase is Phase.DRAWING and deal.put == [4, 4]
    # The dealer may decline to make good: his straddle stays in the pool for the age.
    deal = play(make_deal(hands), Straddle(D), ComeIn(A), Pass(D))
    assert deal.result.outcome is Outcome.UNCONTESTED and deal.stacks == [98, 102]
    # Only when all really pass is the blind taken back and the next deal a jack-pot (law 37).
    deal = play(make_deal(hands), Straddle(D), Pass(A))
    assert deal.result.outcome is Outcome.NO_ONE_CAME_IN and deal.result.next_jackpot
    assert deal.stacks == [100, 100] and deal.result.carried_out == 0


def test_after_everyone_else_passes_the_age_and_straddler_still_declare():
    """Four players, B straddles, C and the dealer pass: the age and B may still play it out."""
    D, A, B, C = 0, 1, 2, 3
    deal = make_deal(dict(enumerate(NOTHING)), rules=Rules(raise_limit=16))
    play(deal, Straddle(B), DeclineStraddle(C), Pass(C), Pass(D))
    assert deal.result is None and deal.to_act == A
    play(deal, ComeIn(A, raise_by=2))
    assert deal.to_act == B and deal.legal().get("come_in").chips == 4  # the ante 4, and A's 2
    play(deal, Pass(B))
    assert deal.result.outcome is Outcome.UNCONTESTED and deal.result.winners == [A]
    assert deal.stacks == [100, 100 + 2, 100 - 2, 100]


def test_blinds_all_in_on_their_blinds_cannot_declare_nobody_came_in():
    D, A = 0, 1
    deal = make_deal({D: "Kc Kd 5h 8s 2d", A: "Qh Qd 6c 9s 3h"}, stacks=[2, 1])
    play(deal, Straddle(D))  # every chip of both is up, and nobody can come in
    assert deal.result.outcome is Outcome.NO_ONE_CAME_IN
    assert deal.stacks == [2, 1]


def test_straddling_stops_at_half_the_limit_and_at_the_first_refusal():
    hands = dict(enumerate(NOTHING + ["5c 6h Ah Kc 3d"]))
    deal = make_deal(hands, rules=Rules(raise_limit=8))  # cap 4: blind 1, straddles 2 and 4
    play(deal, Straddle(2), Straddle(3))
    assert deal.phase is Phase.BEFORE_DRAW  # an 8-chip straddle would pass half the limit
    deal = make_deal(hands, rules=Rules(raise_limit=16))
    play(deal, DeclineStraddle(2))
    assert deal.phase is Phase.BEFORE_DRAW and deal.blinds == [1]  # law 29
    deal = make_deal(hands, rules=Rules(straddles=False))
    assert deal.phase is Phase.BEFORE_DRAW


def test_law_37_nobody_comes_in_the_blind_is_taken_back():
    deal = make_deal(dict(enumerate(NOTHING)), rules=Rules(straddles=False))
    play(deal, Pass(2), Pass(3), Pass(0))
    result = deal.result
    assert result.outcome is Outcome.NO_ONE_CAME_IN
    assert deal.stacks == [100] * 4 and result.next_jackpot
    assert result.carried_out == 0


def test_law_36_the_age_makes_it_a_jackpot_by_paying_the_one_player_in():
    deal = make_deal(dict(enumerate(NOTHING)), rules=Rules(straddles=False))
    play(deal, ComeIn(2), Pass(3), Pass(0))
    assert deal.legal().get("make_jackpot") is not None
    deal.apply(MakeJackpot(1))
    result = deal.result
    assert result.outcome is Outcome.MADE_JACKPOT and result.next_jackpot
    assert deal.stacks[2] == 100  # paid back the amount of his ante
    assert deal.stacks[1] == 100 - 1 - 2  # the blind, and the ante he paid
    assert result.carried_out == 3  # blind and ante stay in the pool for the jack-pot


def test_law_36_is_barred_by_a_raise():
    deal = make_deal(dict(enumerate(NOTHING)), rules=Rules(straddles=False))
    play(deal, ComeIn(2, raise_by=2), Pass(3), Pass(0))
    assert deal.legal().get("make_jackpot") is None
    with pytest.raises(IllegalAction, match="law 36"):
        deal.apply(MakeJackpot(1))


def test_law_35_a_raise_nobody_meets_takes_the_pool_unshown():
    deal = make_deal(dict(enumerate(NOTHING)), rules=Rules(straddles=False))
    play(deal, ComeIn(2), ComeIn(3, raise_by=5), Pass(0), Pass(1), Pass(2))
    result = deal.result
    assert result.outcome is Outcome.UNCONTESTED and result.winners == [3]
    assert result.won[3] == 1 + 2 + 7
    assert deal.shown == {}
    assert deal.stacks[3] == 100 + 1 + 2


def test_laws_32_33_those_already_in_see_the_raise_or_drop():
    deal = make_deal(dict(enumerate(NOTHING)), rules=Rules(straddles=False))
    play(deal, ComeIn(2), ComeIn(3, raise_by=3), ComeIn(0), ComeIn(1))
    assert deal.to_act == 2
    legal = deal.legal()
    assert {o.kind for o in legal.options} == {"see", "raise", "pass"}
    assert legal.get("see").chips == 3
    with pytest.raises(IllegalAction, match="above the limit"):
        deal.apply(Raise(2, 11))
    play(deal, See(2))
    assert deal.phase is Phase.DRAWING
    assert deal.put == [5, 5, 5, 5]


# ----- progressive limits ------------------------------------------------------
def _heads_up_after_the_draw(scheme: str, max_raises: int = 6):
    """Two players past the draw under progressive limits; seat 0 (Foster's A) bets first."""
    rules = Rules(straddles=False, betting="progressive", progressive_scheme=scheme,
                  progressive_max_raises=max_raises)
    deal = make_deal({0: "2c 5d 8h Ts Qc", 1: "3c 6d 9h Js Kd"}, rules=rules, stacks=[1000, 1000])
    play(deal, ComeIn(0), ComeIn(1), Draw(1, ()), Draw(0, ()))
    assert deal.phase is Phase.AFTER_DRAW and deal.to_act == 0
    return deal


def test_progressive_double_the_whole_fosters_example():
    """Foster, Progressive Limits: A bets the limit, a blue (here 10 chips); B may bet 2 blues, A
    then 4, B 10 (double the whole 5 A has bet), A 24 (double B's 12).  As raises: the call and
    the most raise make up twice what the last bettor has put up."""
    deal = _heads_up_after_the_draw("double_the_whole")
    A, B = 0, 1
    assert deal.legal().get("bet").most == 10  # the first bet only is limited
    put_in = []
    for seat, most in ((A, None), (B, 10), (A, 30), (B, 70), (A, 170)):
        before = deal.stacks[seat]
        if most is None:
            deal.apply(Bet(seat, 10))
        else:
            assert deal.legal().get("raise").most == most
            with pytest.raises(IllegalAction, match=f"the most you may raise now is {most}"):
                deal.apply(Raise(seat, most + 1))
            deal.apply(Raise(seat, most))
        put_in.append((before - deal.stacks[seat]) // 10)
    assert put_in == [1, 2, 4, 10, 24]
    assert deal.round_put == [290, 120]


def test_progressive_double_the_last_is_todays_scheme_and_the_default():
    """Each raise may at most double the bet to be met: the bets stand at 1, 2, 4, 8, 16 blues."""
    assert Rules().progressive_scheme == "double_the_last"
    deal = _heads_up_after_the_draw("double_the_last")
    A, B = 0, 1
    play(deal, Bet(A, 10))
    for seat, most in ((B, 10), (A, 20), (B, 40), (A, 80)):
        assert deal.legal().get("raise").most == most
        deal.apply(Raise(seat, most))
    assert deal.level == 160


def test_progressive_raises_stop_at_the_agreed_number_under_either_scheme():
    for scheme in ("double_the_last", "double_the_whole"):
        deal = _heads_up_after_the_draw(scheme, max_raises=2)
        play(deal, Bet(0, 5), Raise(1, 5), Raise(0, 5))
        assert deal.legal().get("raise") is None
        with pytest.raises(IllegalAction, match="the 2 raises of the progressive limit are made"):
            deal.apply(Raise(1, 1))


def test_progressive_double_the_whole_before_the_draw_counts_the_blind():
    """Coming in, the ante (2) is the bet to be met: B may put up 4; C, facing B's 4, may put up
    8; the age, his blind of 1 already up, may put up 16 more, twice C's whole 8."""
    rules = Rules(straddles=False, betting="progressive", progressive_scheme="double_the_whole",
                  raise_limit=50)
    deal = make_deal(dict(enumerate(NOTHING)), rules=rules)
    D, A, B, C = 0, 1, 2, 3
    assert deal.to_act == B and deal.legal().get("come_in").most == 2
    play(deal, ComeIn(B, raise_by=2))  # B puts up 4
    assert deal.legal().get("come_in").most == 4
    play(deal, ComeIn(C, raise_by=4), Pass(D))  # C puts up 8
    assert deal.to_act == A and deal.legal().get("come_in") == ("come_in", 7, 0, 9)
    before = deal.stacks[A]
    play(deal, ComeIn(A, raise_by=9))
    assert before - deal.stacks[A] == 16  # twice C's 8
    assert deal.level == 17


def test_progressive_scheme_is_checked_by_name():
    with pytest.raises(ValueError, match="progressive_scheme"):
        Rules(betting="progressive", progressive_scheme="double_everything")


# ----- the draw, laws 38-50 ---------------------------------------------------
def test_draw_order_from_the_dealers_left_and_the_cards_come_from_the_top():
    hands = dict(enumerate(NOTHING))
    deal = make_deal(hands, rules=Rules(straddles=False), draw="As Ad Ah Ac Kh Kc")
    play(deal, ComeIn(2), ComeIn(3), ComeIn(0), ComeIn(1))
    assert deal.to_act == 1  # the age is helped first
    play(deal, Draw(1, tuple(parse_cards("3c 6d"))))
    assert sorted(map(str, deal.hands[1])) == sorted(["9h", "Js", "Kd", "As", "Ad"])
    play(deal, Draw(2, ()), Draw(3, tuple(parse_cards("2h 4s 7c 8d"))))
    assert set(map(str, deal.hands[3])) == {"Ks", "Ah", "Ac", "Kh", "Kc"}
    public = deal.public_view()
    assert [s["drew"] for s in public["seats"]] == [None, 2, 0, 4]


def test_bad_draws_are_refused_and_change_nothing():
    deal = make_deal(dict(enumerate(NOTHING)), rules=Rules(straddles=False))
    play(deal, ComeIn(2), ComeIn(3), ComeIn(0), ComeIn(1))
    before = (deal.public_view(), [list(h) for h in deal.hands], len(deal.pack))
    with pytest.raises(IllegalAction, match="not in your hand"):
        deal.apply(Draw(1, tuple(parse_cards("As"))))
    with pytest.raises(IllegalAction, match="twice"):
        deal.apply(Draw(1, (parse_cards("3c")[0], parse_cards("3c")[0])))
    with pytest.raises(IllegalAction, match="at most five"):
        deal.apply(Draw(1, tuple(parse_cards("3c 6d 9h Js Kd 2s"))))
    with pytest.raises(IllegalAction, match="not .*turn"):
        deal.apply(Draw(2, ()))
    with pytest.raises(IllegalAction, match="you may: draw"):
        deal.apply(Bet(1, 2))
    assert (deal.public_view(), [list(h) for h in deal.hands], len(deal.pack)) == before


SEVEN_HANDS = [
    "2c 3c 4c 5c 6c", "7c 8c 9c Tc Jc", "Qc Kc Ac 2d 3d", "4d 5d 6d 7d 8d",
    "9d Td Jd Qd Kd", "Ad 2h 3h 4h 5h", "6h 7h 8h 9h Th",
]


def test_the_stock_running_out_is_made_up_from_the_discards():
    hands = dict(enumerate(SEVEN_HANDS))
    deal = make_deal(hands, rules=Rules(straddles=False))
    for seat in [2, 3, 4, 5, 6, 0, 1]:
        deal.apply(ComeIn(seat))
    for seat in [1, 2, 3, 4, 5, 6, 0]:
        deal.apply(Draw(seat, tuple(deal.hands[seat])))
    cards = [c for h in deal.hands for c in h]
    assert len(cards) == 35 and len(set(cards)) == 35
    for seat in range(7):
        assert not set(deal.hands[seat]) & set(parse_cards(hands[seat]))  # nobody got his own discards
    assert any("stock ran out" in e["text"] for e in deal.log)


def test_law_1_with_eight_players_the_dealer_takes_no_cards():
    hands = dict(enumerate(SEVEN_HANDS, start=1))
    deal = make_deal(hands, n=8, rules=Rules(straddles=False))
    assert deal.hands[0] == [] and all(len(deal.hands[s]) == 5 for s in range(1, 8))
    assert deal.public_view()["seats"][0]["status"] == "out"


# ----- betting on the hands, laws 51-55 -------------------------------------------
def _to_the_betting(hands, age_in=True, rules=None):
    deal = make_deal(hands, rules=rules or Rules(straddles=False))
    play(deal, ComeIn(2), ComeIn(3), ComeIn(0))
    deal.apply(ComeIn(1) if age_in else Pass(1))
    for seat in ([1] if age_in else []) + [2, 3, 0]:
        deal.apply(Draw(seat, ()))
    return deal


def test_law_52_the_first_bet_is_on_the_ages_left_even_when_he_is_out():
    deal = _to_the_betting(dict(enumerate(NOTHING)), age_in=False)
    assert deal.phase is Phase.AFTER_DRAW and deal.to_act == 2
    assert {o.kind for o in deal.legal().options} == {"bet", "pass"}  # no checking in Foster's game


def test_nobody_bets_and_the_age_takes_the_pool():
    deal = _to_the_betting(dict(enumerate(NOTHING)))
    play(deal, Pass(2), Pass(3), Pass(0))
    assert deal.result.outcome is Outcome.UNCONTESTED and deal.result.winners == [1]
    assert deal.shown == {}


def test_the_age_out_and_nobody_bets_the_last_to_say_takes_it():
    deal = _to_the_betting(dict(enumerate(NOTHING)), age_in=False)
    play(deal, Pass(2), Pass(3))
    assert deal.result.winners == [0]  # the player nearest the age's right


def test_checking_house_rule():
    deal = _to_the_betting(dict(enumerate(NOTHING)), rules=Rules(straddles=False, checking=True))
    assert deal.legal().get("check") is not None
    play(deal, Check(2), Check(3), Check(0), Check(1))
    assert deal.result.outcome is Outcome.SHOWDOWN


def test_laws_56_57_the_call_shows_every_hand_and_the_best_wins():
    hands = {0: "Ac Ad 5h 8s 2d", 1: "Kc Kd 6c 9s 3h", 2: "Qh Qd 7c Ts 4h", 3: "2c 5d 8h Th Jc"}
    deal = _to_the_betting(hands)
    play(deal, Bet(2, 3), Call(3), Call(0), Raise(1, 2), Call(2), Pass(3), Call(0))
    result = deal.result
    assert result.outcome is Outcome.SHOWDOWN and result.winners == [0]
    assert set(deal.shown) == {0, 1, 2}  # every hand in the call, not the one that dropped
    assert result.won[0] == sum(result.put)


def test_an_exact_tie_divides_the_pool_and_the_odd_chip_goes_left_of_the_dealer():
    hands = {0: "Ac Kd 9h 7s 4d", 1: "2c 3d 5h 8s Tc", 2: "Ad Kc 9s 7h 4c"}
    deal = make_deal(hands, rules=Rules(straddles=False))
    play(deal, ComeIn(2), ComeIn(0), ComeIn(1))
    play(deal, Draw(1, ()), Draw(2, ()), Draw(0, ()))
    play(deal, Bet(2, 1), Call(0), Call(1))
    result = deal.result
    assert sorted(result.winners) == [0, 2]
    assert result.won[2] == 5 and result.won[0] == 4  # seat 2 sits nearer the dealer's left


# ----- jack-pots, laws 59-76 -----------------------------------------------------
def jackpot(hands, rules=None, **kw):
    return make_deal(hands, rules=rules or Rules(), kind=DealKind.JACKPOT, **kw)


def test_law_62_only_jacks_or_better_open():
    deal = jackpot({0: NOTHING[0], 1: NOTHING[1], 2: JACKS, 3: NOTHING[3]})
    assert deal.put == [2, 2, 2, 2] and deal.to_act == 1
    # Open is offered to one without openers as to one with them: the table learns nothing ...
    offered = deal.public_view()["options"]
    assert [o["kind"] for o in offered] == ["open", "pass"] and not deal.holds_openers(1)
    before = json.dumps(deal.public_view())
    # ... until he tries: refused, and nothing changes.
    with pytest.raises(IllegalAction, match="do not hold openers"):
        deal.apply(Open(1, 2))
    assert json.dumps(deal.public_view()) == before
    deal.apply(Pass(1))
    assert deal.public_view()["options"] == offered and deal.holds_openers(2)
    assert deal.legal().get("open").most == 10


def test_law_65_those_who_passed_may_come_in_after_the_opening():
    deal = jackpot({0: NOTHING[0], 1: NOTHING[1], 2: JACKS, 3: NOTHING[3]})
    play(deal, Pass(1), Open(2, 3), Stay(3), Pass(0))
    assert deal.to_act == 1 and deal.legal().get("stay").chips == 3
    play(deal, Stay(1, raise_by=2))
    assert deal.to_act == 2 and {o.kind for o in deal.legal().options} == {"see", "raise", "pass"}


def test_law_73_the_opener_may_not_split_his_openers():
    deal = jackpot({0: NOTHING[0], 1: NOTHING[1], 2: "Jc Jd Th 9s 8s", 3: NOTHING[3]})
    play(deal, Pass(1), Open(2, 2), Stay(3), Pass(0), Pass(1))
    with pytest.raises(IllegalAction, match="split his openers"):
        deal.apply(Draw(2, tuple(parse_cards("Jc"))))
    deal.apply(Draw(2, tuple(parse_cards("Th 9s 8s"))))


def test_bobtail_openers_may_open_and_split():
    rules = Rules(bobtail_openers=True)
    deal = jackpot({0: NOTHING[0], 1: "Kh 9h 6h 3h 4c", 2: NOTHING[2], 3: NOTHING[3]}, rules=rules)
    play(deal, Open(1, 2), Stay(2), Pass(3), Pass(0))
    deal.apply(Draw(1, tuple(parse_cards("4c"))))
    assert deal.to_act == 2


def test_law_74_after_the_draw_the_opener_bets_first_and_shows_openers_if_he_will_not():
    deal = jackpot({0: NOTHING[0], 1: NOTHING[1], 2: JACKS, 3: NOTHING[3]})
    play(deal, Pass(1), Open(2, 2), Stay(3), Stay(0), Pass(1))
    play(deal, Draw(2, tuple(parse_cards("5h 8s 2d"))), Draw(3, ()), Draw(0, ()))
    assert deal.to_act == 2
    deal.apply(Pass(2))
    assert deal.shown[2] == tuple(parse_cards("Jc Jd"))  # only the openers
    assert deal.public_view()["seats"][2]["shown"] == "Jc Jd"
    assert deal.to_act == 3  # law 75: the next on the opener's left bets


def test_law_75_opener_raised_out_the_player_on_his_left_bets_first():
    deal = jackpot({0: NOTHING[0], 1: NOTHING[1], 2: JACKS, 3: NOTHING[3]})
    play(deal, Pass(1), Open(2, 2), Stay(3), Stay(0, raise_by=5), Pass(1))
    deal.apply(Pass(2))  # law 71: he will not meet the raise and shows his whole hand
    assert deal.shown[2] == tuple(parse_cards(JACKS))
    play(deal, See(3), Draw(3, ()), Draw(0, ()))
    assert deal.phase is Phase.AFTER_DRAW and deal.to_act == 3


def test_nobody_stays_the_opener_shows_his_hand_and_takes_the_pot():
    deal = jackpot({0: NOTHING[0], 1: NOTHING[1], 2: JACKS, 3: NOTHING[3]})
    play(deal, Pass(1), Open(2, 4), Pass(3), Pass(0), Pass(1))
    result = deal.result
    assert result.outcome is Outcome.UNCONTESTED and result.winners == [2]
    assert deal.shown[2] == tuple(parse_cards(JACKS))
    assert result.won[2] == 8 + 4


def test_others_stayed_and_nobody_called_the_opener_shows_only_openers():
    deal = jackpot({0: NOTHING[0], 1: NOTHING[1], 2: JACKS, 3: NOTHING[3]})
    play(deal, Pass(1), Open(2, 2), Stay(3), Pass(0), Pass(1), Draw(2, ()), Draw(3, ()))
    play(deal, Bet(2, 5), Pass(3))
    assert deal.result.winners == [2]
    assert deal.shown[2] == tuple(parse_cards("Jc Jd"))


def test_law_76_a_jackpot_nobody_opens_stays_in_the_pool():
    deal = jackpot(dict(enumerate(NOTHING)))
    play(deal, Pass(1), Pass(2), Pass(3), Pass(0))
    assert deal.result.outcome is Outcome.NOT_OPENED
    assert deal.result.carried_out == 8 and deal.stacks == [98] * 4


def test_progressive_jacks_need_the_higher_pair():
    hands = {0: NOTHING[0], 1: JACKS, 2: QUEENS, 3: NOTHING[3]}
    deal = jackpot(hands, rules=Rules(progressive_jacks=True), opening_rank=10)
    with pytest.raises(IllegalAction, match="queens or better"):
        deal.apply(Open(1, 2))
    play(deal, Pass(1), Open(2, 2))


# ----- what the call decides for the next deal (law 59), the kitty, premiums -----------
def _called(hands, rules):
    deal = make_deal(hands, rules=rules)
    play(deal, ComeIn(2), ComeIn(0), ComeIn(1), Draw(1, ()), Draw(2, ()), Draw(0, ()), Bet(2, 1), Call(0), Call(1))
    return deal.result


def test_law_59_a_full_hand_in_a_call_makes_a_jackpot_and_fours_a_whangdoodle():
    rules = Rules(straddles=False)
    full = _called({0: "Ac Ad 5h 8s 2d", 1: "2c 3d 5d 8h Tc", 2: "9c 9d 9h 4s 4c"}, rules)
    assert full.next_jackpot and not full.whangdoodle
    flush = _called({0: "Ac Ad 5h 8s 2d", 1: "2c 3d 5d 8h Tc", 2: "9c Jc 3c 4c 7c"}, rules)
    assert flush.next_jackpot is None  # a flush is not better than a flush
    fours = _called({0: "Ac Ad 5h 8s 2d", 1: "2c 3d 5d 8h Tc", 2: "9c 9d 9h 9s 4c"}, rules)
    assert fours.whangdoodle
    lower = _called({0: "Ac Ad 5h 8s 2d", 1: "2c 3d 5d 8h Tc", 2: "9c 9d 9h 4s 4c"},
                    Rules(straddles=False, jackpot_after="flush"))
    assert lower.next_jackpot


def test_straight_flush_premium_is_paid_by_every_other_player():
    rules = Rules(straddles=False, straight_flush_premium=5)
    result = _called({0: "Ac Ad 5h 8s 2d", 1: "2c 3d 5d 8h Tc", 2: "5c 6c 7c 8c 9c"}, rules)
    assert result.premiums == [-5, -5, 10]
    assert result.whangdoodle


def test_kitty_house_scale():
    rules = Rules(straddles=False, kitty="house")
    result = _called({0: "Ac Ad 5h 8s 2d", 1: "2c 3d 5d 8h Tc", 2: "9c Jc 3c 4c 7c"}, rules)
    assert result.kitty == 3
    result = _called({0: "Ac Ad 5h 8s 2d", 1: "2c 3d 5d 8h Tc", 2: "9c 9d 3c 3s 7c"}, rules)
    assert result.kitty == 1
    assert sum(result.won) + result.kitty == sum(result.put)


def test_the_kitty_never_takes_more_than_the_pool():
    # Two chips in the pool (the blind and one come-in), a flush shown: the house scale asks 3.
    rules = Rules(straddles=False, kitty="house")
    deal = make_deal({0: "4d Kd 7h 6d 8c", 1: "5h Kh Th 3h 8h"}, rules=rules, stacks=[1, 1])
    play(deal, ComeIn(0), Draw(1, ()), Draw(0, ()))
    result = deal.result
    assert result is not None and result.kitty == 2 and result.won == [0, 0]
    assert all(s >= 0 for s in deal.stacks) and sum(deal.stacks) + result.kitty == 2


# ----- table stakes (Foster's example) --------------------------------------------------
def test_fosters_table_stakes_example_side_pools():
    """A bets ten; B calls a sight for eight; C raises ten; A drops.  B's and C's hands decide
    the first pool, and C takes the two extra chips A put up."""
    D, E, A, B, C = 0, 1, 2, 3, 4
    for b_best in (True, False):
        hands = {D: NOTHING[0], E: NOTHING[1], A: "2h 2d 5s 6c 8d",
                 B: "Ah As Ad 9c 4h" if b_best else "3h 3s 7d 9c 4h", C: "Kh Ks 7c Jd Qh"}
        deal = make_deal(hands, rules=Rules(betting="table_stakes", straddles=False),
                         stacks=[100, 100, 100, 10, 100])
        play(deal, ComeIn(A), ComeIn(B), ComeIn(C), Pass(D), Pass(E))
        play(deal, Draw(A, ()), Draw(B, ()), Draw(C, ()))
        assert deal.stacks[B] == 8
        play(deal, Bet(A, 10), Call(B), Raise(C, 10), Pass(A))
        result = deal.result
        assert result.outcome is Outcome.SHOWDOWN and set(deal.shown) == {B, C}
        main = 1 + 3 * 2 + 3 * 8  # the blind, three antes, and eight each from A, B and C
        if b_best:
            assert result.won[B] == main
            assert result.won[C] == 2 + 2 + 10  # A's two extra, C's own two, C's unseen raise
        else:
            assert result.won[C] == sum(result.put)
        assert deal.stacks[A] == 100 - 12


def test_a_rejected_action_reports_why_and_leaves_everything_as_it_was():
    deal = make_deal(dict(enumerate(NOTHING)), rules=Rules(straddles=False))
    snapshot = (deal.public_view(), [deal.private_view(s) for s in range(4)])
    for action, words in [(ComeIn(3), "turn"), (Bet(2, 1), "cannot bet"), (ComeIn(2, raise_by=11), "limit"),
                          (Draw(2, ()), "cannot draw"), (See(2), "cannot see")]:
        with pytest.raises(IllegalAction, match=words):
            deal.apply(action)
    assert (deal.public_view(), [deal.private_view(s) for s in range(4)]) == snapshot


def test_timeout_passes_or_stands_pat():
    deal = make_deal(dict(enumerate(NOTHING + ["5c 6h Ah Kc 3d"])), rules=Rules(raise_limit=16))
    assert isinstance(deal.timeout_action(), DeclineStraddle)
    deal.apply(deal.timeout_action())
    assert isinstance(deal.timeout_action(), Pass)
    play(deal, ComeIn(2), ComeIn(3), ComeIn(4), ComeIn(0), ComeIn(1))
    assert deal.timeout_action() == Draw(1, ())


def test_the_one_left_with_chips_against_players_all_in_is_not_made_to_drop():
    """Table stakes: Cy (8 chips) is all in before the draw. After it Ann drops, and Bob is the
    only one still in with chips: nobody could see a bet of his, so the interval is over and the
    hands are shown. He was once offered only to pass, which dropped his live hand and gave the
    pool to the all-in player unseen."""
    deal = make_deal({0: "2c 5d 8h Ts Qc", 1: "Kh Ks 7c Jd Qh", 2: "Ah As Ad 9c 4h"},
                     rules=Rules(betting="table_stakes", straddles=False), stacks=[100, 100, 8])
    play(deal, ComeIn(2, 6), ComeIn(0), ComeIn(1), Draw(1, ()), Draw(2, ()), Draw(0, ()))
    assert deal.stacks == [92, 92, 0] and deal.to_act == 0
    play(deal, Pass(0))
    assert deal.result is not None and deal.result.outcome is Outcome.SHOWDOWN
    assert deal.result.won == [0, 0, 24]  # the aces take the 24 everyone put up
    assert set(deal.shown) == {1, 2}  # both hands still in were shown

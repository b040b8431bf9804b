"""What carries from one deal to the next: jack-pots made, fattening, whangdoodles, the buck."""

from engine.actions import Bet, Call, ComeIn, Draw, MakeJackpot, Open, Pass
from engine.deal import Deal, DealKind, Outcome
from engine.rules import Rules, Variety
from engine.table import Seat, Table
from tests.engine_helpers import stack

NOTHING = ["2c 5d 8h Ts Qc", "3c 6d 9h Js Kd", "4h 7s 9c Td Qs", "2h 4s 7c 8d Ks"]


def table(rules=None, n=4, dealer=0) -> Table:
    return Table(rules or Rules(straddles=False), [Seat(chr(65 + i), 100) for i in range(n)], dealer=dealer)


def start(t: Table, hands: list[str] | None = None, seed: int = 1) -> Deal:
    setup = t.next_setup(seed)
    order = [(setup.dealer + i) % len(setup.players) for i in range(1, len(setup.players) + 1)]
    hands = hands or NOTHING
    setup.stacked = stack({seat: hands[i] for i, seat in enumerate(order)}, setup.dealer, len(order))
    return Deal(setup)


def everyone_passes(deal: Deal) -> None:
    while deal.result is None:
        deal.apply(Pass(deal.to_act))


def test_nobody_comes_in_the_age_deals_a_natural_jackpot():
    t = table()
    deal = start(t)
    everyone_passes(deal)
    assert deal.result.outcome is Outcome.NO_ONE_CAME_IN
    t.settle(deal)
    assert t.dealer == 1  # the age of that deal deals the jack-pot
    setup = t.next_setup(2)
    assert setup.kind is DealKind.JACKPOT and setup.antes == [2, 2, 2, 2]


def test_an_unopened_jackpot_is_fattened_and_the_deal_passes_left():
    t = table()
    t.jackpot_reason = "test"
    deal = start(t)
    assert deal.kind is DealKind.JACKPOT
    everyone_passes(deal)
    t.settle(deal)
    assert t.carried == 8 and t.dealer == 1
    setup = t.next_setup(3)
    assert setup.kind is DealKind.JACKPOT and setup.carried == 8
    assert setup.antes == [1, 1, 1, 1]  # law 76: one white chip each
    assert setup.fattening and start(t).log[0]["text"] == "fattens"  # not a first ante


def test_first_ante_only_means_no_fattening():
    t = table(Rules(straddles=False, fattening="first_ante_only"))
    t.jackpot_reason = "test"
    deal = start(t)
    everyone_passes(deal)
    t.settle(deal)
    assert t.next_setup(3).antes is None and t.next_setup(3).carried == 8


def test_progressive_jacks_rise_then_fall():
    t = table(Rules(straddles=False, progressive_jacks=True))
    t.jackpot_reason = "test"
    ranks = []
    for seed in range(7):
        deal = start(t, seed=seed)
        ranks.append(deal.opening_rank)
        everyone_passes(deal)
        t.settle(deal)
    assert ranks == [9, 10, 11, 12, 11, 10, 9]


def _showdown_with(t: Table, strong: str) -> Deal:
    """The first to speak (left of the age) holds `strong`; the next player calls him down."""
    deal = start(t, [NOTHING[0], strong, NOTHING[2], NOTHING[3]])
    first = deal.to_act
    deal.apply(ComeIn(first))
    while deal.phase.value == "before_draw":
        deal.apply(ComeIn(deal.to_act) if deal.legal().get("come_in") and deal.to_act == (first + 1) % 4
                   else Pass(deal.to_act))
    while deal.phase.value == "drawing":
        deal.apply(Draw(deal.to_act, ()))
    while deal.result is None:
        legal = deal.legal()
        deal.apply(Bet(deal.to_act, 1) if legal.get("bet") else Call(deal.to_act))
    return deal


def test_fours_in_a_call_make_a_whangdoodle_each_dealer_dealing_off_his_jack():
    t = table()
    deal = _showdown_with(t, "Ac Ad Ah As 3d")
    assert deal.result.outcome is Outcome.SHOWDOWN and deal.result.whangdoodle
    t.settle(deal)
    assert t.whangdoodle_left == 4
    dealer = t.dealer
    # Not opened: the same dealer deals his jack again (law 14), fattened.
    deal = start(t, seed=5)
    assert deal.kind is DealKind.JACKPOT
    everyone_passes(deal)
    t.settle(deal)
    assert t.dealer == dealer and t.whangdoodle_left == 4
    # Opened and won: the round moves on.
    deal = start(t, ["Jc Jd 5h 8s 2d", NOTHING[1], NOTHING[2], NOTHING[3]], seed=6)
    opener = deal.to_act
    deal.apply(Open(opener, 2))
    while deal.result is None:
        deal.apply(Pass(deal.to_act))
    t.settle(deal)
    assert t.whangdoodle_left == 3 and t.dealer == (dealer + 1) % 4 and t.carried == 0
    kinds = []
    for seed in range(7, 10):
        deal = start(t, ["Jc Jd 5h 8s 2d", NOTHING[1], NOTHING[2], NOTHING[3]], seed=seed)
        kinds.append(deal.kind)
        deal.apply(Open(deal.to_act, 2))
        while deal.result is None:
            deal.apply(Pass(deal.to_act))
        t.settle(deal)
    assert kinds == [DealKind.JACKPOT] * 3 and t.whangdoodle_left == 0
    assert t.next_setup(11).kind is DealKind.ORDINARY


def test_a_full_hand_in_a_call_makes_the_next_deal_a_jackpot():
    t = table()
    deal = _showdown_with(t, "Ac Ad Ah 3s 3d")
    t.settle(deal)
    assert t.next_setup(1).kind is DealKind.JACKPOT and t.whangdoodle_left == 0
    deal = start(t, ["Jc Jd 5h 8s 2d", NOTHING[1], NOTHING[2], NOTHING[3]])
    deal.apply(Open(deal.to_act, 2))
    everyone_passes(deal)
    t.settle(deal)
    assert t.next_setup(2).kind is DealKind.ORDINARY


def test_law_36_the_pool_stays_for_the_jackpot():
    t = table()
    deal = start(t)
    age = deal.age
    deal.apply(ComeIn(deal.to_act))
    while deal.to_act != age:
        deal.apply(Pass(deal.to_act))
    deal.apply(MakeJackpot(age))
    t.settle(deal)
    setup = t.next_setup(2)
    assert setup.kind is DealKind.JACKPOT and setup.carried == 3
    assert setup.antes == [2, 2, 2, 2]  # a fresh jack-pot: everyone antes in full
    assert t.chips() == 400


def test_the_buck_makes_its_holders_deal_a_jackpot():
    t = table(Rules(straddles=False, buck=True))
    deal = start(t)
    deal.apply(ComeIn(deal.to_act))
    everyone_passes(deal)
    winner = deal.result.winners[0]
    t.settle(deal)
    assert t.buck == winner and not t.buck_in_pool
    while t.dealer != winner:
        assert t.next_kind()[0] is DealKind.ORDINARY
        deal = start(t)
        everyone_passes(deal)
        t.settle(deal)
        t.jackpot_reason = None  # keep natural jack-pots out of this test
    assert t.next_kind() == (DealKind.JACKPOT, "the dealer holds the buck")


def test_rule_changes_wait_for_the_next_deal():
    t = table()
    deal = start(t)
    t.change_rules(Rules(straddles=False, raise_limit=20))
    assert deal.rules.raise_limit == 10
    everyone_passes(deal)
    t.settle(deal)
    assert t.next_setup(2).rules.raise_limit == 20


def test_a_change_of_game_waits_until_the_jackpot_in_the_pool_is_won():
    """Issue 31, item 10 (law 76: fattened until it is opened and won): an unopened jack-pot's
    chips are not played for under another game; the change comes after it is won."""
    t = table()
    t.jackpot_reason = "test"
    deal = start(t)
    everyone_passes(deal)
    t.settle(deal)
    straight = Rules(variety="straight")
    t.change_rules(straight)
    assert t.holds_jackpot() and t.games_ahead() == (Variety.DRAW, Variety.STRAIGHT)
    setup = t.next_setup(2)
    assert setup.rules.variety is Variety.DRAW and setup.kind is DealKind.JACKPOT
    assert (setup.carried, setup.antes, setup.fattening) == (8, [1, 1, 1, 1], True)
    deal = start(t, ["Jc Jd 5h 8s 2d", NOTHING[1], NOTHING[2], NOTHING[3]], seed=2)
    deal.apply(Open(deal.to_act, 2))
    everyone_passes(deal)
    t.settle(deal)
    assert not t.holds_jackpot() and t.games_ahead() == (Variety.STRAIGHT, None)
    setup = t.next_setup(3)
    assert setup.rules == straight and setup.carried == 0 and t.pending_rules is None


def test_a_newcomer_sits_on_the_dealers_right_and_the_dealer_stays():
    t = table(dealer=2)
    dealer_name = t.seats[2].player
    t.add("E", 50)
    assert t.seats[t.dealer].player == dealer_name
    assert t.seats[t.dealer - 1].player == "E"  # on the dealer's right: dealt last
    assert t.remove("E") == 50 and t.seats[t.dealer].player == dealer_name

from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from engine.cards import JOKER, JOKER_RANK, PackKind, parse_cards
from engine.handrules import ExtraHand, HandRules
from engine.hands import HandClass, class_order, evaluator_for, value_of_ranks

H = HandClass
FOSTER = HandRules()
EXTRAS = frozenset(ExtraHand)
CUSTOMARY = HandRules(extra_hands=EXTRAS)
CALCULATED = HandRules(extra_hands=EXTRAS, extra_hand_ranking="calculated")
JOKER_RULES = HandRules(pack="joker")


def v(text, rules=FOSTER):
    return evaluator_for(rules).value(parse_cards(text))


def cls(text, rules=FOSTER):
    ev = evaluator_for(rules)
    return ev.hand_class(ev.value(parse_cards(text)))


def test_order_agrees_with_treys_on_every_hand_of_the_pack():
    """treys is an independent evaluator: both must order all 2,598,960 hands alike."""
    treys = pytest.importorskip("treys")
    ev = evaluator_for(FOSTER)
    pack = PackKind.STANDARD.cards()
    to_treys = [treys.Card.new(str(c)) for c in pack]
    five = treys.Evaluator()._five
    ours_to_theirs: dict[int, int] = {}
    value = ev.value
    for idx in combinations(range(52), 5):
        ours = value([pack[i] for i in idx])
        theirs = five([to_treys[i] for i in idx])
        assert ours_to_theirs.setdefault(ours, theirs) == theirs
    assert len(ours_to_theirs) == 7462  # the distinct hand values of the standard pack
    ranked = sorted(ours_to_theirs)
    assert all(ours_to_theirs[a] > ours_to_theirs[b] for a, b in zip(ranked, ranked[1:], strict=False))


@pytest.mark.parametrize(
    "better, worse",
    [
        # Foster, "Poker Hands": the rank of the cards decides within a class.
        ("Qh Qd 2c 2s 5h", "Jh Jd Tc Ts Ah"),  # queens up beat jacks up, whatever the second pair
        ("Th Td 8c 8s 2h", "Tc Ts 6c 6s Ah"),  # tens and eights beat tens and sixes
        ("Th Td 8c 8s 5h", "Tc Ts 8d 8h 4h"),  # then the odd card
        ("6c 5d 4h 3s 2c", "5c 4d 3h 2s Ac"),  # a six-high straight beats the ace-low one
        ("Ah Kh Jh 8h 3h", "As Ks Js 6s 3s"),  # flushes: the first card that differs
        ("5h 5d 5c 2s 2h", "4h 4d 4c As Ah"),  # full hands: the triplet decides
        ("8h 7h 6h 5h 4h", "5s 4s 3s 2s As"),  # the ace-low straight flush is only five high
        ("6c 6d 6h As Kd", "5c 5d 5h As Kh"),  # threes: the triplet alone
        ("Ac Ad 9h 5s 3c", "Ah As 9d 5c 2c"),  # a pair: then the outside cards in turn
        ("2c 2d 4h 5s 7c", "Ac Kd Qh Js 9s"),  # any pair beats no pair
    ],
)
def test_foster_tie_rules(better, worse):
    assert v(better) > v(worse)


def test_suits_never_rank_and_exact_ties_divide():
    assert v("Ah Kh Jh 8h 3h") == v("As Ks Js 8s 3s")
    assert v("Qc Qd 9h 5s 3c") == v("Qh Qs 9c 5d 3s")


def test_class_order_is_fosters():
    assert class_order(FOSTER) == (
        H.HIGH_CARD, H.ONE_PAIR, H.TWO_PAIR, H.THREE_OF_A_KIND, H.STRAIGHT,
        H.FLUSH, H.FULL_HOUSE, H.FOUR_OF_A_KIND, H.STRAIGHT_FLUSH,
    )
    examples = ["Ac Kd Qh Js 9s", "2c 2d 3h 4s 5c", "2c 2d 3h 3s 4c", "2c 2d 2h 3s 4c",
                "2c 3d 4h 5s 6c", "2c 3c 4c 5c 7c", "2c 2d 2h 3s 3c", "2c 2d 2h 2s 3c",
                "2c 3c 4c 5c 6c"]
    values = [v(h) for h in examples]
    assert values == sorted(values)
    assert [cls(h) for h in examples] == list(class_order(FOSTER))


def test_the_ace_is_never_in_the_middle():
    assert cls("Qc Kd Ah 2s 3c") is H.HIGH_CARD
    assert cls("Ac 2d 3h 4s 5c") is H.STRAIGHT
    assert cls("Tc Jd Qh Ks Ac") is H.STRAIGHT


def test_ecarte_pack_sevens_up():
    ecarte = HandRules(pack="ecarte")
    assert cls("Ac 7d 8h 9s Tc", ecarte) is H.HIGH_CARD  # the ace is not in sequence with the seven
    assert cls("7c 8d 9h Ts Jc", ecarte) is H.STRAIGHT
    assert v("8c 9d Th Js Qc", ecarte) > v("7c 8d 9h Ts Jc", ecarte)


def test_straights_not_counted():
    old = HandRules(straights=False)
    assert cls("2c 3d 4h 5s 6c", old) is H.HIGH_CARD
    assert cls("2c 3c 4c 5c 6c", old) is H.FLUSH
    assert v("Ac 2d 3h 4s 5c", old) < v("2c 2d 3h 4s 5c", old)


# The joker (mistigris), after Foster's chapter of that name.
@pytest.mark.parametrize(
    "hand, expected",
    [
        ("Jo Kh Kd 7c 2s", H.THREE_OF_A_KIND),  # the joker and a pair of kings: three kings
        ("Jo 9h 6h 4h 2h", H.FLUSH),  # four hearts and the joker
        ("Jo 9h 8c 6d 5s", H.STRAIGHT),  # it fills a straight inside
        ("Jo Ah Ad Ac As", H.FIVE_OF_A_KIND),
        ("Jo Kh Kd 7c 7s", H.FULL_HOUSE),  # with two pairs it makes a full hand
        ("Jo Ks Qs Js Ts", H.STRAIGHT_FLUSH),
    ],
)
def test_joker_names_the_best_card(hand, expected):
    assert cls(hand, JOKER_RULES) is expected


def test_joker_rules_of_rank():
    j = JOKER_RULES
    assert v("Jo Ah Ad Ac As", j) > v("As Ks Qs Js Ts", j)  # five of a kind beats a royal flush
    # Two pairs and the joker make a full of the higher pair: kings full of sevens.
    assert v("Jo Kh Kd 7c 7s", j) == v("Kc Ks Kh 7d 7h", j) | 1
    # Equal denomination: the hand with the joker wins.
    assert v("Jo Qs 9h 5d 3c", j) > v("Qh Qd 9c 5s 3s", j)
    assert v("Jo Kh 9h 5h 3h", j) > v("As Ks 9s 5s 3s", j)  # a flush joker high beats ace high
    # Natural hands tie as before.
    assert v("Qh Qd 9c 5s 3s", j) == v("Qc Qs 9d 5h 3h", j)


def test_a_flush_joker_high_beats_one_ace_high_and_nothing_better():
    """Mistigris: "A flush, joker high, will beat one ace high" on equal denomination.  The joker in
    a flush is a card of the suit the hand lacks: the ace if it can be, else the best one missing,
    so Jo-A-9-6-3 is A-K-9-6-3 just as Jo-K-9-6-3 is, never a flush with two aces."""
    j = JOKER_RULES
    assert v("Jo Kh 9h 6h 3h", j) > v("As Ks 9s 6s 3s", j)  # Foster's example
    assert v("Jo Kh 9h 6h 3h", j) < v("As Ks Qs 6s 3s", j)  # hands not otherwise alike
    assert v("Jo Ah 9h 6h 3h", j) == v("Jo Kh 9h 6h 3h", j)  # the joker is the king here
    assert v("Jo Ah 9h 6h 3h", j) > v("Ad Kd 9d 6d 3d", j)
    assert v("Jo Ah 9h 6h 3h", j) < v("Ac Kc Qc Jc 9c", j) < v("Jo Ah Kh Qh 9h", j)  # Jo the jack
    assert v("Jo Ah 9h 6h 3h", j) < v("Ac Kc Tc 6c 3c", j)
    assert cls("Jo 9c 6c 4c 2c", j) is H.FLUSH  # "four clubs and the joker is a club flush"
    assert cls("Jo Ah Kh Qh Jh", j) is H.STRAIGHT_FLUSH  # the joker is the ten: a royal flush
    assert describe_hand("Jo Ah 9h 6h 3h", j) == "a flush, ace high, with the joker"


def describe_hand(text, rules):
    ev = evaluator_for(rules)
    return ev.describe(ev.value(parse_cards(text)))


def _reference_flush_key(ranks, joker, straights):
    """An independent statement of the flush rule: (class, ranks, joker), compared as tuples.
    Five cards of one suit; with the joker, four ranks and the joker naming a card of the suit."""
    runs = [set(range(top - 4, top + 1)) for top in range(12, 3, -1)] + [{12, 0, 1, 2, 3}]
    tops = list(range(12, 3, -1)) + [3]
    if straights:
        for top, run in zip(tops, runs, strict=True):
            if set(ranks) <= run:  # four held and the joker, or all five, make the run
                return (2, (top,), joker)
    if joker:
        missing = max(r for r in range(13) if r not in ranks)
        ranks = [*ranks, missing]
    return (1, tuple(sorted(ranks, reverse=True)), joker)


@pytest.mark.parametrize("straights", [True, False])
def test_joker_flushes_rank_as_the_reference_over_every_flush(straights):
    """Every joker flush and every natural flush of one suit (715 + 1,287 hands), ordered by the
    evaluator exactly as by the reference rule above: same order, and ties only where it ties."""
    rules = HandRules(pack="joker", straights=straights)
    ev = evaluator_for(rules)
    names = "23456789TJQKA"
    hands = [(ranks, 0) for ranks in combinations(range(13), 5)]
    hands += [(ranks, 1) for ranks in combinations(range(13), 4)]
    by_key: dict[tuple, set[int]] = {}
    for ranks, joker in hands:
        cards = parse_cards(" ".join([names[r] + "h" for r in ranks] + (["Jo"] if joker else [])))
        by_key.setdefault(_reference_flush_key(list(ranks), joker, straights), set()).add(ev.value(cards))
    assert all(len(values) == 1 for values in by_key.values())
    ordered = [next(iter(by_key[k])) for k in sorted(by_key)]
    assert ordered == sorted(set(ordered)), "the evaluator orders some flushes differently"


def test_joker_two_pairs_above_threes():
    swapped = HandRules(pack="joker", joker_two_pairs_over_threes=True)
    assert v("2c 2d 3h 3s 4c", swapped) > v("Ac Ad Ah 3s 4c", swapped)
    # The joker with a pair is then named to make two pairs, the better hand.
    assert cls("Jo Kh Kd 7c 2s", swapped) is H.TWO_PAIR


def test_extra_hands_customary_ranking():
    r = CUSTOMARY
    assert cls("Kh Kd Qc Qs Jh", r) is H.BLAZE
    assert v("Kh Kd Qc Qs Jh", r) > v("Ah Ad Kc Ks Qh", r)  # beats any other two pairs
    assert v("Kh Kd Qc Qs Jh", r) < v("2h 2d 2c 3s 4h", r)
    assert cls("2c 4d 6h 8s Tc", r) is H.SKIP
    assert v("2c 4d 6h 8s Tc", r) > v("Kh Kd Qc Qs Jh", r)  # a skip beats a blaze
    assert v("2c 4d 6h 8s Tc", r) < v("2h 2d 2c 3s 4h", r)
    assert cls("Ac 3d 5h 7s 9c", r) is H.SKIP
    assert v("Ac 3d 5h 7s 9c", r) < v("2c 4d 6h 8s Tc", r)  # the ace plays low: nine high
    assert cls("Qc Kd Ah 2s 3c", r) is H.ROUND_THE_CORNER
    assert v("2h 2d 2c 3s 4h", r) < v("Qc Kd Ah 2s 3c", r) < v("Ac 2d 3h 4s 5c", r)
    assert cls("2c 3d 4h 6s 7c", r) is H.LITTLE_DOG
    assert cls("Ac Kd Qh Ts 9c", r) is H.BIG_DOG
    assert v("Tc Jd Qh Ks Ac", r) < v("2c 3d 4h 6s 7c", r) < v("Ac Kd Qh Ts 9c", r)
    assert v("Ac Kd Qh Ts 9c", r) < v("2c 3c 4c 5c 7c", r)  # the dogs lose to a flush
    assert cls("Kh Kd Kc Qs Jh", r) is H.THREE_OF_A_KIND  # a blaze that is threes stays threes


def test_extra_hands_calculated_ranking():
    r = CALCULATED
    assert v("Tc Jd Qh Ks Ac", r) < v("2c 4d 6h 8s Tc", r) < v("2c 3c 4c 5c 7c", r)
    assert v("2c 3c 4c 5c 7c", r) < v("2c 3d 4h 6s 7c", r) < v("2c 2d 2h 3s 3c", r)
    assert v("2c 2d 2h 3s 3c", r) < v("Qc Kd Ah 2s 3c", r) < v("Jh Jd Qc Qs Kh", r)
    assert v("Jh Jd Qc Qs Kh", r) < v("2c 2d 2h 2s 3c", r)
    assert cls("Kh Kd Kc Qs Qh", r) is H.BLAZE  # above a full hand, so the full is a blaze


def test_extra_hands_off_by_default():
    assert cls("Kh Kd Qc Qs Jh") is H.TWO_PAIR
    assert cls("2c 4d 6h 8s Tc") is H.HIGH_CARD


@pytest.mark.parametrize(
    "fields, field_name",
    [
        ({"joker_two_pairs_over_threes": True}, "joker_two_pairs_over_threes"),
        ({"pack": "ecarte", "extra_hands": "little_dog"}, "extra_hands"),
        ({"straights": False, "extra_hands": "skip"}, "extra_hands"),
        ({"extra_hands": "tigerr"}, "extra_hands"),
        ({"pack": "pinochle"}, "pack"),
    ],
)
def test_invalid_rules_name_the_field(fields, field_name):
    with pytest.raises(ValidationError) as err:
        HandRules(**fields)
    assert field_name in str(err.value)


@pytest.mark.parametrize(
    "text, words",
    [
        ("Kh Kd 2c 2s 9h", "two pairs, kings up"),
        ("Jh Jd 2c 5s 9h", "a pair of jacks"),
        ("As Ks Qs Js Ts", "a royal flush"),
        ("5c 4d 3h 2s Ad", "a straight, five high"),
        ("5h 5d 5c 2s 2h", "a full hand, fives full of deuces"),
        ("Ah Kd 9c 5s 3h", "ace high"),
    ],
)
def test_describe(text, words):
    ev = evaluator_for(FOSTER)
    assert ev.describe(ev.value(parse_cards(text))) == words


ALL_RULES = [FOSTER, JOKER_RULES, CUSTOMARY, CALCULATED, HandRules(pack="ecarte"),
             HandRules(straights=False), HandRules(pack="joker", joker_two_pairs_over_threes=True,
                                                   extra_hands=EXTRAS)]


@settings(max_examples=300, deadline=None)
@given(rules_index=st.integers(0, len(ALL_RULES) - 1), data=st.data())
def test_fast_table_matches_the_plain_definition(rules_index, data):
    rules = ALL_RULES[rules_index]
    hand = data.draw(st.permutations(rules.pack.cards()).map(lambda p: p[:5]))
    ranks = [c.rank for c in hand]
    natural = [c for c in hand if c is not JOKER]
    flush = len({c.suit for c in natural}) == 1
    assert evaluator_for(rules).value(hand) == value_of_ranks(ranks, flush, rules)
    assert (JOKER_RANK in ranks) == bool(evaluator_for(rules).value(hand) & 1)


@settings(max_examples=200, deadline=None)
@given(hand=st.permutations(PackKind.JOKER.cards()).map(lambda p: p[:5]), data=st.data())
def test_value_ignores_card_order_and_suit_names(hand, data):
    ev = evaluator_for(JOKER_RULES)
    shuffled = data.draw(st.permutations(hand))
    relabel = data.draw(st.permutations(range(4)))
    renamed = [c if c is JOKER else parse_cards(str(c)[0] + "cdhs"[relabel[c.suit]])[0] for c in hand]
    assert ev.value(hand) == ev.value(shuffled) == ev.value(renamed)

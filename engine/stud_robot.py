"""How a robot plays stud poker.

The robot weighs its whole hand (down card and up-cards) against the best
that any other player still in shows on the board.  Passing before a bet
costs nothing, so it never throws a hand away then.  Facing a bet it drops
when the board plainly beats it, sees with a pair or a high card still
alive while cards are to come and the price is fair, and raises (where the
house allows) on threes or better.  It bets a hand that beats every board
by a class, or a good pair against few players; a liberal robot whose
up-cards look best bets now and then on nothing.
"""

from __future__ import annotations

from engine.actions import Action, Bet, Call, Pass, Raise
from engine.cards import Card
from engine.hands import HandClass
from engine.robot_rules import RULES, Decision
from engine.robots import Options, Robot
from engine.stud import CARDS_IN_HAND, Showing, describe_showing, showing
from engine.views import PrivateView, StudView

H = HandClass
BLUFF = (0.03, 0.12)  # how often a robot whose board looks best bets on nothing (close, liberal)


def decide(robot: Robot, view: PrivateView[StudView]) -> Action:
    """The robot's action for the seat in `view` (always one of the options offered)."""
    return explain(robot, view).action


def explain(robot: Robot, view: PrivateView[StudView]) -> Decision:
    """The action with the rule that chose it."""
    seat, table = view.seat, view.table
    options: Options = {o.kind: o for o in table.options}
    hand = list(view.hand)
    rules = robot.rules.hands
    rivals = [s for i, s in enumerate(table.seats) if i != seat and s.status == "in"]
    board = max(showing(list(s.up), rules) for s in rivals)
    mine = _whole_hand(robot, hand)
    to_come = CARDS_IN_HAND - len(hand)
    place = robot.ev.order.index
    pair, two_pairs, threes = place(H.ONE_PAIR), place(H.TWO_PAIR), place(H.THREE_OF_A_KIND)
    good_pair = mine[0] == pair and mine[1][0] >= (9 if len(rivals) <= 2 else 11)  # jacks / kings
    strong = mine > board and (mine[0] >= two_pairs or good_pair or mine[0] > board[0])  # a class up
    pool = table.pool
    facts: dict[str, str | int] = dict(hand=_held(robot, hand), to_come=to_come, pool=pool,
                                       board_beats=int(board > mine))

    call = options.get("call")
    if call is None:
        bet = options.get("bet")
        if bet is None:
            return Decision(Pass(seat), RULES["stud_pass"].because(**facts))
        if strong:
            # Small while many cards are to come, full on threes or better.
            share = 1.0 if mine[0] >= threes else (0.5 if to_come <= 1 else 0.2)
            return Decision(Bet(seat, robot._size(bet.most, pool, share)), RULES["stud_bet"].because(**facts))
        looks_best = showing(hand[1:], rules) > board
        if looks_best and robot.rng.random() < BLUFF[robot.liberal]:  # a bluff must look like strength
            return Decision(Bet(seat, robot._size(bet.most, pool, 0.5)), RULES["stud_bluff"].because(**facts))
        return Decision(Pass(seat), RULES["stud_pass"].because(**facts))

    price = call.chips
    facts["price"] = price
    if board > mine:
        # Plainly beaten on the board.  A liberal robot may chase cheaply while cards are to come
        # if it is behind only on the size of its cards, not by a class.
        if robot.liberal and to_come and board[0] == mine[0] and price * 4 <= pool:
            return Decision(Call(seat), RULES["stud_chase"].because(**facts))
        return Decision(Pass(seat), RULES["stud_beaten"].because(**facts))
    rais = options.get("raise")
    if rais and mine[0] >= threes and mine[0] > board[0] and robot.rng.random() < 0.6:
        return Decision(Raise(seat, robot._size(rais.most, pool, 1.0)), RULES["stud_raise"].because(**facts))
    fair_price = price * (2 if robot.liberal else 3) <= pool
    if (strong or mine[0] >= two_pairs or (mine[0] == pair and (to_come or fair_price))
            # a high card not yet beaten, at a fair price, with cards to come
            or (to_come and fair_price and (mine > board or _high_cards(mine)))):
        return Decision(Call(seat), RULES["stud_call"].because(**facts))
    return Decision(Pass(seat), RULES["stud_drop"].because(**facts))


def _held(robot: Robot, hand: list[Card]) -> str:
    """His cards so far in words: the whole hand at five cards, else the best it shows."""
    if len(hand) == CARDS_IN_HAND:
        return robot.ev.describe(robot.ev.value(hand))
    return describe_showing(_whole_hand(robot, hand), robot.rules.hands)


def _whole_hand(robot: Robot, hand: list[Card]) -> Showing:
    """The robot's own cards, valued as a showing; at five cards a straight, a flush or an extra
    hand counts for its class (above anything four up-cards can show of lower class)."""
    key = showing(hand, robot.rules.hands)
    if len(hand) == CARDS_IN_HAND:
        value = robot.ev.value(hand)
        place = robot.ev.order.index(robot.ev.hand_class(value))
        if place > key[0]:
            key = (place, (), value & 1)
    return key


def _high_cards(key: Showing) -> bool:
    return bool(key[1]) and key[1][0] >= 11

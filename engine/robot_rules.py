"""The rules a robot plays by, each with the chapter of Foster's that gives it.

A robot's every decision is a `Decision`: the action and the `Rule` that
chose it, with the facts that made the rule apply (the hand held, the least
hand the rule asks for, the price...).  The coach (`engine.coach`) says the
same decisions in words, so what a robot does and what the coach advises
come from one place and cannot disagree.

Where a rule leaves something to chance (a bluff, a flier, a straddle) it is
marked `by_chance`: the words say so, since the same seat may be played the
other way another time.

Each rule also declares, as data, what its words take to be true of the hand
(`holds`) and, in draw poker, which draws it goes with (`draws`).  The robot
applies a rule only where those hold; tests/test_rule_facts.py recomputes them
from the cards of thousands of sampled seats, never from the robot's reading.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

from engine.actions import Action

Fact = str | int | float


class Chapter(StrEnum):
    """Foster's chapters on play, by the titles of his book."""

    COMING_IN = "Coming In"
    JACK_POTS = "Coming into Jack-Pots"
    RAISING = "Raising the Ante"
    DRAWING = "Drawing to Improve"
    BETTING = "Betting"
    CALLING = "Calling and Raising"
    BLUFFING = "Bluffing"
    STRAIGHT = "Straight Poker"
    STUD = "Stud Poker"
    WHISKY = "Whiskey Poker"


class Holds(StrEnum):
    """What a rule's words take to be true of the seat's own hand whenever it is applied.

    A threshold (`need`, `good`, `fair`, `stand_on`, `better`) is the rule's fact of that name.
    "Four to a straight" is four ranks of one straight; a card of either of two ranks fills it
    when it is open, of one rank only when it is inside (or open at one end only).
    """

    NO_PAIR = "no two cards of a rank, and no joker"
    PAIR = "a pair or better"
    TWO_PAIRS = "two pairs or better"
    THREES = "three of a kind or better"
    MADE = "a straight or better"
    FLUSH = "a flush or better"
    FOUR = "four to a flush or to an open straight"
    INSIDE = "four to a straight that one rank fills, and no four to a flush or open straight"
    BOBTAIL = "four to a flush or to a straight"
    NO_BOBTAIL = "no four to a flush or to a straight"
    AT_LEAST_NEED = "`need` or better"
    BELOW_NEED = "below `need`"
    AT_LEAST_GOOD = "`good` or better"
    BELOW_GOOD = "below `good`"
    AT_LEAST_FAIR = "`fair` or better"
    BELOW_FAIR = "below `fair`"
    AT_LEAST_STAND_ON = "`stand_on` or better"
    WIDOW_BETTERS = "the take or exchange makes the hand into `better`, a better hand"
    WIDOW_DOES_NOT_BETTER = "no take or exchange from the widow makes a better hand"
    BEATS_BOARDS = "better than what every other board shows"
    CLASS_ABOVE_BOARDS = "a class above what every other board shows"
    NOT_BEATEN_ON_BOARD = "no other board shows better"
    BEATEN_ON_BOARD = "some other board shows better"


class Draws(StrEnum):
    """A draw a rule goes with (draw poker): the cards kept, the rest drawn to."""

    PAT = "all five"
    MATCHED = "the cards that match, and the joker (with the best card, if the joker alone makes the pair)"
    FOUR = "four to a flush or to an open straight"
    INSIDE = "four to a straight that one rank fills"
    BOBTAIL = "four to a flush or to a straight"
    HIGH = "one card, an ace or a king"
    NONE = "none"


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule of play.  `facts` are filled in where the rule is applied (`because`).

    `holds`: what must be true of the hand for the rule to apply.  `draws`: in draw poker, the
    draws its words promise (the robot's draw is one of them); empty where it promises none.
    """

    id: str
    chapter: Chapter
    by_chance: bool = False
    facts: tuple[tuple[str, Fact], ...] = ()
    holds: tuple[Holds, ...] = ()
    draws: tuple[Draws, ...] = ()

    def because(self, **facts: Fact) -> Rule:
        return replace(self, facts=tuple(facts.items()))

    def fact(self, name: str, default: Fact = "") -> Fact:
        return dict(self.facts).get(name, default)


@dataclass(frozen=True, slots=True)
class Decision:
    action: Action
    rule: Rule


def _rules(*rules: Rule) -> dict[str, Rule]:
    return {r.id: r for r in rules}


C, F, D = Chapter, Holds, Draws
PAIRED = (D.PAT, D.MATCHED)  # a pair or better is drawn to as it stands
RULES = _rules(
    # Draw poker, before the draw.
    Rule("no_straddle", C.COMING_IN),
    Rule("straddle", C.COMING_IN, by_chance=True),
    Rule("no_openers", C.JACK_POTS, holds=(F.BELOW_NEED,)),
    Rule("cannot_open", C.JACK_POTS),
    Rule("wait_to_open", C.JACK_POTS, holds=(F.BELOW_NEED,)),
    Rule("open", C.JACK_POTS, holds=(F.AT_LEAST_NEED,), draws=PAIRED),
    Rule("open_bobtail", C.JACK_POTS, holds=(F.BELOW_NEED, F.BOBTAIL), draws=(D.BOBTAIL,)),
    Rule("make_jackpot", C.JACK_POTS, by_chance=True, holds=(F.NO_PAIR, F.NO_BOBTAIL)),
    Rule("come_in_raise", C.RAISING, holds=(F.TWO_PAIRS,), draws=PAIRED),
    Rule("come_in_pair", C.COMING_IN, holds=(F.AT_LEAST_NEED,), draws=PAIRED),
    Rule("come_in_cheap", C.COMING_IN, holds=(F.PAIR, F.BELOW_NEED), draws=(D.MATCHED,)),
    Rule("come_in_any_pair", C.COMING_IN, holds=(F.PAIR, F.BELOW_NEED), draws=(D.MATCHED,)),
    Rule("come_in_bobtail", C.COMING_IN, holds=(F.FOUR,), draws=(D.FOUR,)),
    Rule("come_in_inside", C.COMING_IN, holds=(F.NO_PAIR, F.INSIDE), draws=(D.INSIDE,)),
    Rule("come_in_flier", C.COMING_IN, by_chance=True),
    Rule("pass_weak", C.COMING_IN, holds=(F.BELOW_NEED,)),
    Rule("raise_back", C.RAISING, by_chance=True, holds=(F.THREES,), draws=PAIRED),
    Rule("see_raise", C.RAISING, holds=(F.PAIR,), draws=PAIRED),
    Rule("see_bobtail", C.RAISING, holds=(F.FOUR,), draws=(D.FOUR,)),
    Rule("see_inside", C.RAISING, holds=(F.INSIDE,), draws=(D.INSIDE,)),
    Rule("drop_raise", C.RAISING),
    # The draw.
    Rule("stand_pat", C.DRAWING, holds=(F.MADE,), draws=(D.PAT,)),
    Rule("keep_openers", C.DRAWING, holds=(F.AT_LEAST_NEED,), draws=PAIRED),
    Rule("keep_bobtail", C.DRAWING, holds=(F.BOBTAIL,), draws=(D.BOBTAIL,)),
    Rule("draw_to_pairs", C.DRAWING, holds=(F.PAIR,), draws=(D.MATCHED,)),
    Rule("draw_to_four", C.DRAWING, holds=(F.FOUR,), draws=(D.FOUR,)),
    Rule("draw_to_inside", C.DRAWING, holds=(F.NO_PAIR, F.INSIDE), draws=(D.INSIDE,)),
    Rule("draw_to_high", C.DRAWING, holds=(F.NO_PAIR,), draws=(D.HIGH,)),
    Rule("draw_five", C.DRAWING, holds=(F.NO_PAIR, F.NO_BOBTAIL), draws=(D.NONE,)),
    # After the draw.
    Rule("bet_good", C.BETTING, holds=(F.AT_LEAST_GOOD,)),
    Rule("bluff", C.BLUFFING, by_chance=True, holds=(F.BELOW_GOOD,)),
    Rule("bet_fair", C.BETTING, holds=(F.AT_LEAST_FAIR, F.BELOW_GOOD)),
    Rule("check_weak", C.BETTING, holds=(F.BELOW_GOOD,)),
    Rule("cannot_bet", C.BETTING, holds=(F.AT_LEAST_FAIR,)),
    Rule("raise_strong", C.CALLING, by_chance=True, holds=(F.FLUSH,)),
    Rule("call_good", C.CALLING, holds=(F.AT_LEAST_GOOD,)),
    Rule("call_price", C.CALLING, holds=(F.AT_LEAST_FAIR, F.BELOW_GOOD)),
    Rule("drop_price", C.CALLING, holds=(F.AT_LEAST_FAIR, F.BELOW_GOOD)),
    Rule("drop_weak", C.CALLING, holds=(F.BELOW_FAIR,)),
    # Straight poker: the rules weigh the share of dealt hands beaten, not the hand's shape.
    Rule("straight_bet", C.STRAIGHT),
    Rule("straight_bluff", C.BLUFFING, by_chance=True),
    Rule("straight_pass", C.STRAIGHT),
    Rule("straight_raise", C.STRAIGHT, by_chance=True),
    Rule("straight_call", C.STRAIGHT),
    Rule("straight_drop", C.STRAIGHT),
    # Stud poker.
    Rule("stud_bet", C.STUD, holds=(F.BEATS_BOARDS,)),
    Rule("stud_bluff", C.BLUFFING, by_chance=True),
    Rule("stud_pass", C.STUD),
    Rule("stud_chase", C.STUD, holds=(F.BEATEN_ON_BOARD,)),
    Rule("stud_beaten", C.STUD, holds=(F.BEATEN_ON_BOARD,)),
    Rule("stud_raise", C.STUD, by_chance=True, holds=(F.CLASS_ABOVE_BOARDS, F.THREES)),
    Rule("stud_call", C.STUD, holds=(F.NOT_BEATEN_ON_BOARD,)),
    Rule("stud_drop", C.STUD),
    # Whisky poker.
    Rule("whisky_knock", C.WHISKY, holds=(F.AT_LEAST_STAND_ON,)),
    Rule("whisky_take_blind", C.WHISKY, holds=(F.NO_PAIR,)),
    Rule("whisky_turn_up", C.WHISKY),
    Rule("whisky_improve", C.WHISKY, holds=(F.WIDOW_BETTERS,)),
    Rule("whisky_stand", C.WHISKY, holds=(F.WIDOW_DOES_NOT_BETTER,)),
    Rule("whisky_trade", C.WHISKY, holds=(F.WIDOW_DOES_NOT_BETTER,)),
    Rule("whisky_keep", C.WHISKY, holds=(F.WIDOW_DOES_NOT_BETTER,)),
)

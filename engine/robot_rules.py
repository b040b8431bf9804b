"""The rules a robot plays by, each with the chapter of Foster's that gives it.

A robot's every decision is a `Decision`: the action and the `Rule` that
chose it, with the facts that made the rule apply (the hand held, the least
hand the rule asks for, the price...).  The coach (`engine.coach`) says the
same decisions in words, so what a robot does and what the coach advises
come from one place and cannot disagree.

Where a rule leaves something to chance (a bluff, a flier, a straddle) it is
marked `by_chance`: the words say so, since the same seat may be played the
other way another time.
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


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule of play.  `facts` are filled in where the rule is applied (`because`)."""

    id: str
    chapter: Chapter
    by_chance: bool = False
    facts: tuple[tuple[str, Fact], ...] = ()

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


C = Chapter
RULES = _rules(
    # Draw poker, before the draw.
    Rule("no_straddle", C.COMING_IN),
    Rule("straddle", C.COMING_IN, by_chance=True),
    Rule("no_openers", C.JACK_POTS),
    Rule("wait_to_open", C.JACK_POTS),
    Rule("open", C.JACK_POTS),
    Rule("make_jackpot", C.JACK_POTS, by_chance=True),
    Rule("come_in_raise", C.RAISING),
    Rule("come_in_pair", C.COMING_IN),
    Rule("come_in_cheap", C.COMING_IN),
    Rule("come_in_bobtail", C.COMING_IN),
    Rule("come_in_flier", C.COMING_IN, by_chance=True),
    Rule("pass_weak", C.COMING_IN),
    Rule("raise_back", C.RAISING, by_chance=True),
    Rule("see_raise", C.RAISING),
    Rule("see_bobtail", C.RAISING),
    Rule("drop_raise", C.RAISING),
    # The draw.
    Rule("stand_pat", C.DRAWING),
    Rule("keep_openers", C.DRAWING),
    Rule("draw_to_pairs", C.DRAWING),
    Rule("draw_to_four", C.DRAWING),
    Rule("draw_to_inside", C.DRAWING),
    Rule("draw_to_high", C.DRAWING),
    Rule("draw_five", C.DRAWING),
    # After the draw.
    Rule("bet_good", C.BETTING),
    Rule("bluff", C.BLUFFING, by_chance=True),
    Rule("bet_fair", C.BETTING),
    Rule("check_weak", C.BETTING),
    Rule("raise_strong", C.CALLING, by_chance=True),
    Rule("call_good", C.CALLING),
    Rule("call_price", C.CALLING),
    Rule("drop_weak", C.CALLING),
    # Straight poker.
    Rule("straight_bet", C.STRAIGHT),
    Rule("straight_bluff", C.BLUFFING, by_chance=True),
    Rule("straight_pass", C.STRAIGHT),
    Rule("straight_raise", C.STRAIGHT, by_chance=True),
    Rule("straight_call", C.STRAIGHT),
    Rule("straight_drop", C.STRAIGHT),
    # Stud poker.
    Rule("stud_bet", C.STUD),
    Rule("stud_bluff", C.BLUFFING, by_chance=True),
    Rule("stud_pass", C.STUD),
    Rule("stud_chase", C.STUD),
    Rule("stud_beaten", C.STUD),
    Rule("stud_raise", C.STUD, by_chance=True),
    Rule("stud_call", C.STUD),
    Rule("stud_drop", C.STUD),
    # Whisky poker.
    Rule("whisky_knock", C.WHISKY),
    Rule("whisky_take_blind", C.WHISKY),
    Rule("whisky_turn_up", C.WHISKY),
    Rule("whisky_improve", C.WHISKY),
    Rule("whisky_stand", C.WHISKY),
    Rule("whisky_keep", C.WHISKY),
)

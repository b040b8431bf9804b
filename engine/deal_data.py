"""What a deal starts from and what it leaves: its setup, its log, its record and its result.

A deal is fully determined by its `DealSetup` (rules, seats, chips, dealer,
kind, seed) and the ordered list of actions applied to it, so the hand
record (`DealRecord`) is just those two and `Deal.replay` rebuilds any state
exactly.  `Legal` is what the seat to act may do; `DealResult` is how the
deal ended and who took what.  `prepare` builds ahead what every deal under
a set of rules shares.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, NamedTuple, TypedDict

from engine.cards import PackKind
from engine.hands import Evaluator, evaluator_for
from engine.phases import DealKind, Phase
from engine.rules import Rules, max_hands
from engine.showdown import ShowdownFacts
from engine.views import Option

# The edition of the laws as this engine plays them.  Raised whenever a change of the laws makes
# a recorded deal replay differently, so that a record says which laws it was played under:
# 1, the first; 2, everyone declares after the last straddle (laws 28, 30) and the joker in a
# flush is never a second ace (issue 13).
LAWS_EDITION = 2


class Outcome(StrEnum):
    SHOWDOWN = "showdown"  # hands shown in a call
    UNCONTESTED = "uncontested"  # a bet or raise nobody met (law 35), or all others passed out
    NO_ONE_CAME_IN = "no_one_came_in"  # law 37: blinds returned, a natural jack-pot follows
    MADE_JACKPOT = "made_jackpot"  # law 36: the age made it a jack-pot
    NOT_OPENED = "not_opened"  # law 76: the jack-pot stays, fattened, for the next deal
    ALL_PASSED = "all_passed"  # straight poker: nobody bet; the pool stays and the buck antes again


@dataclass(slots=True)
class DealSetup:
    """Everything a deal starts from.  Seats are listed in order round the table to the left."""

    rules: Rules
    players: list[str]
    stacks: list[int]
    dealer: int
    seed: int | str
    kind: DealKind = DealKind.ORDINARY
    dealt_in: list[bool] | None = None  # None: everyone with chips
    antes: list[int] | None = None  # chips each seat puts up before the deal (jack-pot antes, fattening)
    carried: int = 0  # chips already in the pool from an earlier deal
    opening_rank: int = 9  # the least pair that opens a jack-pot (9 = jacks)
    number: int = 0  # the deal's number at its table, for records
    stacked: str | None = None  # cards to deal first, in order (worked examples, tests); the rest shuffled
    fattening: bool = False  # the antes fatten a jack-pot nobody opened (law 76), not a first ante

    def to_dict(self) -> dict[str, object]:
        data: dict[str, object] = {
            "rules": self.rules.model_dump(mode="json"),
            "players": list(self.players),
            "stacks": list(self.stacks),
            "dealer": self.dealer,
            "seed": self.seed,
            "kind": self.kind.value,
            "dealt_in": None if self.dealt_in is None else list(self.dealt_in),
            "antes": None if self.antes is None else list(self.antes),
            "carried": self.carried,
            "opening_rank": self.opening_rank,
            "number": self.number,
            "stacked": self.stacked,
        }
        if self.fattening:  # only then: the records of every other deal read as before
            data["fattening"] = True
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> DealSetup:
        return cls(
            rules=Rules.model_validate(data["rules"]),
            players=list(data["players"]),
            stacks=list(data["stacks"]),
            dealer=data["dealer"],
            seed=data["seed"],
            kind=DealKind(data["kind"]),
            dealt_in=data.get("dealt_in"),
            antes=data.get("antes"),
            carried=data.get("carried", 0),
            opening_rank=data.get("opening_rank", 9),
            number=data.get("number", 0),
            stacked=data.get("stacked"),
            fattening=data.get("fattening", False),
        )


class NoteFigures(TypedDict, total=False):
    """What a line of the log names besides its words, where it names anything."""

    chips: int  # put into the pool
    won: int  # taken from the pool
    cards: str  # shown
    drew: int
    to: int  # the seat the age paid to make a jack-pot (law 36)
    discard: str  # whisky poker: put into the widow
    took: str  # and taken from it
    widow: str  # the widow's cards, face up
    up: str  # stud: the card dealt face up


class Note(NoteFigures):
    """One line of a deal's log: the seat it is about (None: the table's news) and what happened."""

    seat: int | None
    text: str


class DealRecord(TypedDict):
    """The hand record (`Deal.record`): the setup and the actions, enough to replay the deal."""

    setup: dict[str, object]
    actions: list[dict[str, object]]


class Legal(NamedTuple):
    seat: int
    phase: Phase
    options: tuple[Option, ...]

    def get(self, kind: str) -> Option | None:
        for option in self.options:
            if option.kind == kind:
                return option
        return None


@dataclass(slots=True)
class DealResult:
    outcome: Outcome
    winners: list[int]
    won: list[int]  # chips each seat takes from the pool
    put: list[int]  # chips each seat put into the pool this deal
    carried_out: int = 0  # chips left in the pool for the next deal
    kitty: int = 0
    premiums: list[int] = field(default_factory=list)  # straight-flush premiums, net per seat
    next_jackpot: str | None = None  # why the next deal must be a jack-pot
    whangdoodle: bool = False
    best_shown: int | None = None  # value of the best hand shown in a call
    # Who took which pool and with what, the hands shown named (None: no pool was taken).  Left
    # out of the repr: it is long, and derived from what the fields above and the cards shown
    # already say (the pinned deal digests fold in the repr as it was before it came).
    showdown: ShowdownFacts | None = field(default=None, repr=False)


# What a deal needs that depends on its rules alone (the evaluator, the pack, how many hands
# it holds), worked out once per Rules object: they are frozen, and looking these up afresh
# (hashing the hand rules for the evaluator's cache) was a good part of setting up a deal.
_FACTS: dict[int, tuple[Rules, Evaluator, PackKind, int]] = {}


def facts_of(rules: Rules) -> tuple[Rules, Evaluator, PackKind, int]:
    facts = _FACTS.get(id(rules))
    if facts is None or facts[0] is not rules:
        if len(_FACTS) >= 64:
            _FACTS.clear()  # tables come and go; keep the cache small
        pack = rules.hands.pack
        facts = _FACTS[id(rules)] = (rules, evaluator_for(rules.hands), pack, max_hands(pack, rules.variety))
    return facts


def prepare(rules: Rules) -> None:
    """Build now what deals under these rules share: the evaluator's tables take some 0.1 s,
    which a server would otherwise spend inside its first deal, stalling every other table."""
    facts_of(rules)

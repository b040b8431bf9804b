"""A table: the run of deals, and everything that carries from one deal to the next.

The deal passes to the left (law 14), except that in a whangdoodle each
dealer deals off his own jack-pot until it is opened.  What the last deal
showed decides whether the next is a jack-pot (laws 36, 37, 59; forced
jacks by agreement, law 60); an unopened jack-pot stays in the pool and is
fattened (law 76).  Rule changes take effect at the next deal, never in the
middle of one; a change of game waits until a jack-pot in the pool is won.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from engine import course as lessons
from engine.cards import JACK, PackKind, seeded_rng
from engine.deal import Deal, DealResult, DealSetup, Outcome
from engine.jackpot import NOT_OPENED
from engine.openers import opening_rank
from engine.phases import DealKind
from engine.plurals import counted
from engine.pools import divide
from engine.rules import Betting, Fattening, Rules, Variety, WhiskySettlement
from engine.varieties import new_deal


@dataclass(slots=True)
class Seat:
    """A chair at the table: who sits there, his chips, and whether he sits out the deals."""

    player: str
    stack: int
    sitting_out: bool = False
    leaving: bool = False  # asked to leave during a deal: he goes when it is settled, dealt no more

    def to_dict(self) -> dict[str, object]:
        data: dict[str, object] = {"player": self.player, "stack": self.stack, "sitting_out": self.sitting_out}
        if self.leaving:  # only then: a table's record reads as before for everyone else
            data["leaving"] = True
        return data


def choose_first_dealer(n: int, rng: random.Random) -> tuple[int, list[tuple[int, str]]]:
    """Law 2: cards are thrown round face up, one to each player in turn, and the first jack deals.

    Returns the dealer's seat and the cards thrown, in order, for the table to see.
    """
    pack = list(PackKind.STANDARD.cards())
    rng.shuffle(pack)
    thrown: list[tuple[int, str]] = []
    for i, card in enumerate(pack):
        seat = i % n
        thrown.append((seat, str(card)))
        if card.rank == JACK:
            return seat, thrown
    raise AssertionError("a standard pack always holds a jack")


@dataclass(slots=True)
class Table:
    rules: Rules
    seats: list[Seat]
    dealer: int = 0
    deals: int = 0  # deals played
    carried: int = 0  # chips left in the pool by an unopened jack-pot or law 36
    unopened: int = 0  # unopened jack-pots in a row (fattening, progressive jacks)
    jackpot_reason: str | None = None  # why the next deal must be a jack-pot
    whangdoodle_left: int = 0  # jack-pots still owed in a round of jacks
    buck: int | None = None  # the seat holding the buck: forced jacks in draw; who antes in straight poker
    buck_in_pool: bool = True  # the buck starts in the first pool played for
    kitty: int = 0
    pending_rules: Rules | None = None
    # Robots asked for during a deal, one entry each naming who asked: seated before the next deal.
    robots_due: list[str] = field(default_factory=list)
    # Chips asked for during a deal, to have in front of him once it is over (member -> chips): a
    # newcomer sits down with them, a seated player's stake is made up to them.  Table stakes
    # lets a stake change only between deals (Foster, "Table Stakes"); so does every seat here.
    joining: dict[str, int] = field(default_factory=dict)
    course: lessons.Course | None = None  # a tutorial table's learner and his place (engine.course)
    history: list[str] = field(default_factory=list, compare=False)  # words for display, not state

    # ----- records -------------------------------------------------------------
    def to_dict(self) -> dict[str, object]:
        """Everything that carries between deals, as plain data (stored after every deal)."""
        return {
            "rules": self.rules.model_dump(mode="json"),
            "pending_rules": None if self.pending_rules is None else self.pending_rules.model_dump(mode="json"),
            "seats": [s.to_dict() for s in self.seats],
            "dealer": self.dealer,
            "deals": self.deals,
            "carried": self.carried,
            "unopened": self.unopened,
            "jackpot_reason": self.jackpot_reason,
            "whangdoodle_left": self.whangdoodle_left,
            "buck": self.buck,
            "buck_in_pool": self.buck_in_pool,
            "kitty": self.kitty,
            **({"robots_due": list(self.robots_due)} if self.robots_due else {}),  # else as before
            **({"joining": [[m, c] for m, c in self.joining.items()]} if self.joining else {}),
            **({"course": self.course.to_dict()} if self.course is not None else {}),  # a tutorial's
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Table:
        pending = data.get("pending_rules")
        return cls(
            rules=Rules.model_validate(data["rules"]),
            seats=[Seat(s["player"], s["stack"], s.get("sitting_out", False), s.get("leaving", False))
                   for s in data["seats"]],
            dealer=data["dealer"],
            deals=data["deals"],
            carried=data["carried"],
            unopened=data["unopened"],
            jackpot_reason=data.get("jackpot_reason"),
            whangdoodle_left=data.get("whangdoodle_left", 0),
            buck=data.get("buck"),
            buck_in_pool=data.get("buck_in_pool", True),
            kitty=data.get("kitty", 0),
            pending_rules=None if pending is None else Rules.model_validate(pending),
            robots_due=list(data.get("robots_due", [])),
            joining={str(m): int(c) for m, c in data.get("joining", [])},
            course=lessons.Course.from_dict(data["course"]) if data.get("course") else None,
        )

    # ----- seats, between deals ----------------------------------------------
    def add(self, player: str, stack: int) -> int:
        """Seat a newcomer on the dealer's right, so he is dealt in last (law 6 simplified)."""
        if len(self.seats) >= self.rules.max_seats:
            raise ValueError(f"the table is full ({counted(self.rules.max_seats, 'seats')})")
        if any(s.player == player for s in self.seats):
            raise ValueError(f"{player} is already seated")
        if not self.seats:
            self.seats.append(Seat(player, stack))
            self.dealer = 0
            return 0
        index = self.dealer  # just before the dealer in seat order: on his right
        self.seats.insert(index, Seat(player, stack))
        self.dealer += 1
        if self.buck is not None and self.buck >= index:
            self.buck += 1
        return index

    def remove(self, player: str) -> int:
        """Unseat a player between deals; returns his chips.  His antes stay in the pool."""
        index = next((i for i, s in enumerate(self.seats) if s.player == player), None)
        if index is None:
            raise ValueError(f"{player} is not seated")
        seat = self.seats.pop(index)
        if index < self.dealer:
            self.dealer -= 1
        if self.dealer >= len(self.seats):
            self.dealer = 0  # the deal passes to the left of the one who left
        if self.buck is not None:
            if self.buck == index:
                self.buck, self.buck_in_pool = None, True  # he leaves it in the next pool
            elif self.buck > index:
                self.buck -= 1
        return seat.stack

    def change_rules(self, rules: Rules) -> None:
        """New rules apply from the next deal."""
        self.pending_rules = rules

    def players_with_chips(self) -> list[int]:
        return [i for i in range(len(self.seats)) if self._plays_on(i)]

    def free_seats(self) -> int:
        """Seats nobody holds or waits for: those who leave after the deal in play free theirs."""
        newcomers = [m for m in self.joining if all(s.player != m for s in self.seats)]
        return self.rules.max_seats - len(self.seats) - len(self.robots_due) - len(newcomers) + len(self.leavers())

    def leavers(self) -> list[str]:
        """The players who asked to leave during the deal just played, to unseat now it is over."""
        return [s.player for s in self.seats if s.leaving]

    @property
    def over(self) -> bool:
        """A freeze-out ends when one player has all the chips (one sitting out still holds his)."""
        return self.rules.betting is Betting.FREEZE_OUT and sum(1 for s in self.seats if s.stack > 0) <= 1

    def carried_shares(self, players: list[str] | None = None) -> dict[str, int]:
        """The pool carried over, shared back as the table closes with it unplayed: equal shares to
        the players seated (or `players`, when nobody is), the odd chips one each from the
        dealer's left, as a divided pool's are (`engine.pools.divide`)."""
        names = [s.player for s in self.seats] if self.seats else list(players or [])
        if not self.carried or not names:
            return {}
        n = len(names)
        start = (self.dealer + 1) % n if self.seats else 0
        order = [(start + i) % n for i in range(n)]
        shares = divide(self.carried, list(range(n)), order)
        return {names[seat]: shares[seat] for seat in order if shares[seat]}  # from the dealer's left

    def chips(self) -> int:
        """Every chip at the table: stacks, the pool carried over, the kitty."""
        return sum(s.stack for s in self.seats) + self.carried + self.kitty

    # ----- starting a deal ----------------------------------------------------
    def next_kind(self) -> tuple[DealKind, str | None]:
        rules = self.rules
        if rules.variety is not Variety.DRAW:
            return DealKind.ORDINARY, None  # jack-pots belong to draw poker
        if self.carried and self.unopened:
            return DealKind.JACKPOT, NOT_OPENED
        if self.whangdoodle_left:
            return DealKind.JACKPOT, "a whangdoodle: a round of jack-pots"
        if self.jackpot_reason:
            return DealKind.JACKPOT, self.jackpot_reason
        if rules.all_jackpots:
            return DealKind.JACKPOT, "every deal is a jack-pot"
        if rules.buck and not self.buck_in_pool and self.buck == self.dealer:
            return DealKind.JACKPOT, "the dealer holds the buck"
        return DealKind.ORDINARY, None

    def holds_jackpot(self) -> bool:
        """Whether the next deal is a jack-pot of draw poker with chips already in its pool (one
        nobody opened, or one the age made, law 36).  Law 76 has it fattened deal after deal
        until it is opened and won, so a change of game waits for that: its chips are never
        played for under another game's laws."""
        return self.rules.variety is Variety.DRAW and self.carried > 0 and self.next_kind()[0] is DealKind.JACKPOT

    def games_ahead(self) -> tuple[Variety, Variety | None]:
        """The game of the next deal, and the change of game that waits for its jack-pot, if any."""
        pending = self.pending_rules
        if pending is None or pending.variety is self.rules.variety:
            return (pending or self.rules).variety, None
        if self.holds_jackpot():
            return self.rules.variety, pending.variety
        return pending.variety, None

    def next_setup(self, seed: int | str, stacked: str | None = None) -> DealSetup:
        """The next deal's setup.  `stacked` deals chosen cards first (worked examples, tests); a
        tutorial table deals its lesson's (`engine.course`); every other table its seeded shuffle."""
        if stacked is None and self.course is not None:
            stacked = lessons.stacked_for(self)  # may move the dealer to where the lesson wants him
        if self.pending_rules is not None:
            if self.pending_rules.variety is self.rules.variety:
                self.rules, self.pending_rules = self.pending_rules, None
            elif not self.holds_jackpot():  # else the new game waits for the jack-pot to be won
                self._change_variety()
                self.rules, self.pending_rules = self.pending_rules, None
        rules = self.rules
        n = len(self.seats)
        dealt_in = [self._plays_on(i) for i in range(len(self.seats))]
        if sum(dealt_in) < 2:
            raise ValueError("two players with chips are needed to deal")
        kind, _reason = self.next_kind()
        antes = [0] * n
        continuing = False
        if kind is DealKind.JACKPOT:
            continuing = self.unopened > 0 and self.carried > 0
            if not continuing:
                each = rules.jackpot_ante
            elif rules.fattening is Fattening.EVERY_DEAL:
                each = rules.fatten_amount
            else:
                each = 0
            eight = sum(dealt_in) == 8
            for i in range(n):
                if dealt_in[i] and not (eight and i == self.dealer):  # law 1: he deals off his own jack
                    antes[i] = each
        elif rules.variety is Variety.STRAIGHT:
            # The holder of the buck antes for the whole table.
            self.buck = self._live_from(self.dealer if self.buck is None else self.buck, dealt_in)
            antes[self.buck] = rules.ante
        elif rules.variety is Variety.STUD or (
                rules.variety is Variety.WHISKY and rules.whisky_settlement is WhiskySettlement.POOL):
            antes = [rules.blind if d else 0 for d in dealt_in]  # a chip each makes the pool
        return DealSetup(
            rules=rules,
            players=[s.player for s in self.seats],
            stacks=[s.stack for s in self.seats],
            dealer=self.dealer,
            seed=seed,
            kind=kind,
            dealt_in=dealt_in,
            antes=antes if any(antes) else None,
            carried=self.carried,
            opening_rank=opening_rank(self.unopened, rules.progressive_jacks),
            number=self.deals + 1,
            fattening=kind is DealKind.JACKPOT and continuing and any(antes),
            stacked=stacked,
        )

    def start(self, seed: int | str, stacked: str | None = None) -> Deal:
        return new_deal(self.next_setup(seed, stacked))

    def _change_variety(self) -> None:
        """A new game from the next deal: what only draw poker carries between deals is dropped
        (a pool already carried stays in the pool)."""
        self.jackpot_reason, self.whangdoodle_left, self.unopened = None, 0, 0
        self.buck, self.buck_in_pool = None, True

    def _live_from(self, seat: int, dealt_in: list[bool]) -> int:
        """`seat` if he is dealt in, else the next seat to his left that is."""
        n = len(dealt_in)
        for step in range(n):
            if dealt_in[(seat + step) % n]:
                return (seat + step) % n
        raise ValueError("nobody is dealt in")

    # ----- after a deal -------------------------------------------------------
    def settle(self, deal: Deal) -> DealResult:
        """Take a finished deal's result into the table: stacks, pool, kitty, what comes next."""
        result = self._take_result(deal)
        lessons.after_deal(self, deal)  # a tutorial table's learner moves on
        return result

    def _take_result(self, deal: Deal) -> DealResult:
        result = deal.result
        if result is None:
            raise ValueError("the deal is not finished")
        for seat, stack in zip(self.seats, deal.stacks, strict=True):
            seat.stack = stack
        self.deals += 1
        self.kitty += result.kitty
        self.carried = result.carried_out
        rules = self.rules
        if rules.variety is not Variety.DRAW:
            self._after_variety(result)
            return result
        n_players = len(self.players_with_chips()) or len(self.seats)
        was_jackpot = deal.kind is DealKind.JACKPOT
        if rules.buck and was_jackpot and not self.buck_in_pool and self.buck == deal.dealer:
            self.buck, self.buck_in_pool = None, True  # he put the buck in with his ante
        if rules.buck and self.buck_in_pool and result.winners:
            self.buck, self.buck_in_pool = result.winners[0], False  # taken down with the pool

        if result.outcome is Outcome.NOT_OPENED:
            self.unopened += 1
            if self.whangdoodle_left:
                self.history.append("not opened: the same dealer deals his jack again")
                return result  # law 14: the dealer deals off his own jack
            self.history.append("not opened: every player fattens the pool")
        else:
            self.unopened = 0
            if was_jackpot and self.whangdoodle_left:
                self.whangdoodle_left -= 1
            self.jackpot_reason = result.next_jackpot
            if result.whangdoodle:
                self.whangdoodle_left = max(self.whangdoodle_left, n_players)
                self.history.append("a whangdoodle: a round of jack-pots, each player dealing off his own")
            elif result.next_jackpot:
                self.history.append(f"the next deal is a jack-pot: {result.next_jackpot}")
        self.dealer = self._next_dealer()
        return result

    def _after_variety(self, result: DealResult) -> None:
        """Who deals next in the other varieties: the deal passes to the left, except that in
        straight poker the winner of a pool deals the next, and the buck always moves on."""
        if self.rules.variety is Variety.STRAIGHT:
            self.buck = self._next_dealer(self.buck if self.buck is not None else self.dealer)
            if result.outcome is Outcome.ALL_PASSED:
                self.history.append("nobody bet: the pool stays, and the buck antes again")
            elif result.winners:
                winner = result.winners[0]
                live = self._plays_on(winner)
                self.dealer = winner if live else self._next_dealer(winner)
                return
        self.dealer = self._next_dealer()

    def _plays_on(self, seat: int) -> bool:
        """Whether this seat will be dealt the next hand: chips, not sitting out, not leaving."""
        chair = self.seats[seat]
        return chair.stack > 0 and not chair.sitting_out and not chair.leaving

    def _next_dealer(self, after: int | None = None) -> int:
        """The next seat to the left of `after` (the dealer by default) who can play."""
        n = len(self.seats)
        start = self.dealer if after is None else after
        for step in range(1, n + 1):
            seat = (start + step) % n
            if self._plays_on(seat):
                return seat
        return (start + 1) % n


def least_bring_in(rules: Rules) -> int:
    """The fewest chips worth sitting with: a jack-pot's ante, or an ordinary deal's (double the
    blind, law 30).  A player with fewer is dealt in, but can only call a sight."""
    return max(rules.jackpot_ante, 2 * rules.blind)


def new_table(rules: Rules, players: list[str], stacks: list[int] | None = None,
              seed: int | str | None = None) -> tuple[Table, list[tuple[int, str]]]:
    """Seat the players, stake them, and find the first dealer by law 2."""
    if not 2 <= len(players) <= rules.max_seats:
        raise ValueError(f"this table seats 2 to {rules.max_seats} players, not {len(players)}")
    if stacks is None:
        stake = rules.freeze_out_stake if rules.betting is Betting.FREEZE_OUT else 100
        stacks = [stake] * len(players)
    if rules.betting is Betting.FREEZE_OUT and len(set(stacks)) > 1:
        raise ValueError("a freeze-out starts with equal stakes")
    rng = seeded_rng(seed) if seed is not None else random.SystemRandom()
    dealer, thrown = choose_first_dealer(len(players), rng)
    table = Table(rules, [Seat(p, s) for p, s in zip(players, stacks, strict=True)], dealer=dealer)
    return table, thrown

"""Robots playing a whole multi-table freeze-out, with nothing but the engine.

Used by ``poker-bot simulate --tournament`` and the tests.  The entrants are
seated with `seat_at_random`; every table is a freeze-out (equal stakes, the
limit game).  The tables play in turn, one deal each a round (a table with one
player holding chips waits), and after each round `balance` moves players and
breaks tables, until one player holds every chip.  A moved player takes his
chips exactly, and is seated on the new dealer's right (`Table.add`).

Two rules of ours, since a pool can be carried over from one deal to the next
(an unopened jack-pot, law 76; law 36):
- players do not leave a table whose pool is carried over: its plan waits for a
  round, until that pool is won (their antes are in it);
- a table left with one player holding chips gives him the pool carried over:
  nobody else there can contest it; left with none (the last players anted
  their last chips into a jack-pot nobody could open), those players divide it.
Chips are counted after every deal: stacks and pools at every table must come
to the entrants times the stake, exactly.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TypedDict

from engine.deal import Deal
from engine.plurals import counted
from engine.pools import divide
from engine.robots import Robot, Style
from engine.rules import MAX_CHIPS, Betting, KittyScale, Rules
from engine.table import Table, new_table
from engine.tournament import (
    MAX_SEATS,
    Level,
    Plan,
    TableSeats,
    balance,
    level_at,
    payouts,
    places,
    seat_at_random,
)

# A round is a deal at every table; far more than any tournament of robots takes, so a run
# that would never end (it cannot, by the rules above, but a guard costs nothing) stops.
MOST_ROUNDS = 1_000_000


class TournamentFigures(TypedDict):
    """A tournament's figures as plain data (`TournamentReport.to_dict`, the JSON output)."""

    entrants: int
    seed: str
    stake: int
    tables: int
    finished: bool
    winner: int | None
    places: list[int]
    payouts: list[int]
    pool: int
    deals: int
    rounds: int
    broken: list[int]
    moves: int
    final_table_at_round: int | None
    last_level: dict[str, int] | None
    chips_conserved: bool


@dataclass(slots=True)
class TournamentReport:
    entrants: int
    seed: str
    stake: int
    tables: int  # at the start
    shares: tuple[int, ...]
    finished: bool = False
    places: list[int] = field(default_factory=list)  # player ids, first place first
    payouts: list[int] = field(default_factory=list)  # chips, first place first
    deals: int = 0  # at all tables
    rounds: int = 0
    broken: list[int] = field(default_factory=list)  # table numbers, in the order they closed
    moves: int = 0
    final_table_at_round: int | None = None  # the round after which one table was left
    last_level: Level | None = None
    chips_conserved: bool = True

    @property
    def pool(self) -> int:
        return self.entrants * self.stake

    def to_dict(self) -> TournamentFigures:
        level = self.last_level
        return {
            "entrants": self.entrants,
            "seed": self.seed,
            "stake": self.stake,
            "tables": self.tables,
            "finished": self.finished,
            "winner": self.places[0] if self.finished else None,
            "places": list(self.places),
            "payouts": list(self.payouts),
            "pool": self.pool,
            "deals": self.deals,
            "rounds": self.rounds,
            "broken": list(self.broken),
            "moves": self.moves,
            "final_table_at_round": self.final_table_at_round,
            "last_level": None if level is None else {"blind": level.blind, "ante": level.ante},
            "chips_conserved": self.chips_conserved,
        }


def tournament_rules(stake: int, base: Rules | None = None, max_seats: int = MAX_SEATS) -> Rules:
    """The rules of every table: `base` (Foster's by default) made a freeze-out at `stake`,
    with no kitty (its chips would leave the players for good)."""
    base = base or Rules()
    return Rules.model_validate({**base.model_dump(), "betting": Betting.FREEZE_OUT, "kitty": KittyScale.NONE,
                                 "freeze_out_stake": stake, "max_seats": max_seats})


def level_rules(base: Rules, level: Level) -> Rules:
    """`base` at a level: its blind and jack-pot ante, the raise limit (and any straddle cap)
    grown in step with the blind, so the ante never passes the limit."""
    scale = level.blind / base.blind
    update: dict[str, object] = {
        "blind": level.blind, "jackpot_ante": level.ante,
        "raise_limit": min(MAX_CHIPS, max(base.raise_limit, math.ceil(base.raise_limit * scale), 2 * level.blind)),
        "fatten_amount": min(MAX_CHIPS, max(base.fatten_amount, math.ceil(base.fatten_amount * scale))),
    }
    if base.straddle_cap is not None:
        update["straddle_cap"] = None  # half the new limit, as law 28 has it by default
    return Rules.model_validate({**base.model_dump(), **update})


def play_tournament(entrants: int, seed: int | str, stake: int = 200, shares: Sequence[int] = (100,),
                    schedule: Sequence[Level] = (), base: Rules | None = None,
                    max_seats: int = MAX_SEATS, most_rounds: int = MOST_ROUNDS,
                    progress: Callable[[int, int], None] | None = None,
                    on_deal: Callable[[int, int, Deal], None] | None = None) -> TournamentReport:
    """Play a freeze-out tournament of `entrants` robots (players 1 to `entrants`) to its end.
    Deterministic for a given seed.  ValueError for bad shares, more places paid than
    entrants, or a level whose ante the stake does not cover.  `progress(round, players still in)`
    after every round and `on_deal(round, table, deal)` after every deal, if given."""
    rules = tournament_rules(stake, base, max_seats)
    for number, rising in enumerate(schedule, start=1):
        if 2 * rising.blind > stake:  # Foster: a freeze-out's stake covers at least one ante
            raise ValueError(f"schedule: level {number} has an ante of {2 * rising.blind} (double the blind), "
                             f"more than the stake of {stake}")
    levels = {level: level_rules(rules, level) for level in schedule}
    if len(shares) > entrants:
        raise ValueError(f"shares: {counted(len(shares), 'places')} paid, but only {counted(entrants, 'entrants')}")
    prizes = payouts(entrants * stake, shares)
    run = _Run(rules, str(seed), entrants, stake, on_deal)
    seating = seat_at_random(range(1, entrants + 1), seed, max_seats)
    report = TournamentReport(entrants, str(seed), stake, len(seating), tuple(shares))
    run.seat(seating)
    level: Level | None = None
    while not run.over() and report.rounds < most_rounds:
        now = level_at(schedule, report.rounds)
        if now is not None and now != level:
            level = now
            run.change_rules(levels[now])
        report.rounds += 1
        played = run.play_round(report.rounds)
        report.deals += played
        report.chips_conserved = report.chips_conserved and run.conserved
        plan = run.plan()
        if plan is None and not played:
            break  # nothing can move: stopped, not finished (never seen; a guard)
        if plan is not None:
            run.apply(plan)
            report.moves += len(plan.moves)
            report.broken += plan.broken
        if len(run.tables) == 1 and report.final_table_at_round is None:
            report.final_table_at_round = report.rounds
        if progress is not None:
            progress(report.rounds, run.still_in())
    report.last_level = level
    report.finished = run.over()
    if report.finished:
        report.places = places(run.frozen_out, [run.winner()], run.started_with)
        report.payouts = prizes
    report.chips_conserved = report.chips_conserved and run.count() == entrants * stake
    return report


@dataclass(slots=True)
class _Run:
    """The tables while the tournament is played; engine tables know players by name."""

    rules: Rules
    seed: str
    entrants: int
    stake: int
    on_deal: Callable[[int, int, Deal], None] | None
    tables: dict[int, Table] = field(default_factory=dict)
    robots: dict[int, Robot] = field(default_factory=dict)
    frozen_out: list[tuple[int, int]] = field(default_factory=list)  # (player, round he went out)
    started_with: dict[int, int] = field(default_factory=dict)  # his chips as his last deal began
    conserved: bool = True

    def seat(self, seating: list[list[int]]) -> None:
        for number, players in enumerate(seating, start=1):
            self.tables[number], _thrown = new_table(self.rules, [_name(p) for p in players],
                                                     seed=f"{self.seed}:seats:{number}")
        for player in range(1, self.entrants + 1):
            style = Style.CLOSE if player % 2 else Style.LIBERAL
            self.robots[player] = Robot(self.rules, style, f"{self.seed}:{player}")

    def change_rules(self, rules: Rules) -> None:
        """A new level from the next deal at every table (the engine holds it back mid-deal)."""
        self.rules = rules
        for table in self.tables.values():
            table.change_rules(rules)
        for robot in self.robots.values():
            robot.rules = rules  # its bets are sized by the limit

    def play_round(self, round_number: int) -> int:
        """One deal at every table with two or more players holding chips; the deals played."""
        played = 0
        for number, table in sorted(self.tables.items()):
            if len(table.players_with_chips()) < 2:
                continue  # a table of one waits for players
            before = {_id(s.player): s.stack for s in table.seats}
            deal = table.start(seed=f"{self.seed}:{number}:{table.deals + 1}")
            while deal.result is None:
                seat = deal.to_act
                assert seat is not None  # somebody is to act until the deal has its result
                deal.apply(self.robots[_id(deal.setup.players[seat])].decide(deal.seat_view(seat)))
            table.settle(deal)
            played += 1
            if self.on_deal is not None:
                self.on_deal(round_number, number, deal)
            give_pool_left(table)
            for chair in [s for s in table.seats if s.stack == 0]:
                player = _id(chair.player)
                self.frozen_out.append((player, round_number))
                self.started_with[player] = before[player]
                table.remove(chair.player)
            self.conserved = self.conserved and self.count() == self.entrants * self.stake
        return played

    def plan(self) -> Plan | None:
        """The balancer's plan, or None while a table it would take players from has a pool
        carried over (or there is nothing to do)."""
        plan = balance([self._seats(n, t) for n, t in sorted(self.tables.items())], self.rules.max_seats)
        if not plan.moves and not plan.broken:
            return None
        if any(self.tables[move.from_table].carried for move in plan.moves):
            return None
        return plan

    def apply(self, plan: Plan) -> None:
        for move in plan.moves:
            name = _name(move.player)
            chips = self.tables[move.from_table].remove(name)
            self.tables[move.to_table].add(name, chips)
        for number in plan.broken:
            assert not self.tables[number].seats and not self.tables[number].carried
            del self.tables[number]

    def _seats(self, number: int, table: Table) -> TableSeats:
        live = table.players_with_chips()
        # The age, the first to the dealer's left who plays, puts up the next blind.
        age = next((i for i in live if i > table.dealer), live[0]) if live else None
        return TableSeats(number, tuple(_id(table.seats[i].player) for i in live),
                          None if age is None else _id(table.seats[age].player))

    def count(self) -> int:
        """Every chip, recounted: stacks, pools carried over and kitties at every table."""
        return sum(table.chips() for table in self.tables.values())

    def still_in(self) -> int:
        return sum(len(table.players_with_chips()) for table in self.tables.values())

    def over(self) -> bool:
        """One player holds every chip."""
        holders = [s for t in self.tables.values() for s in t.seats if s.stack]
        return len(holders) == 1 and holders[0].stack == self.entrants * self.stake

    def winner(self) -> int:
        return next(_id(s.player) for t in self.tables.values() for s in t.seats if s.stack)


def give_pool_left(table: Table) -> None:
    """A pool carried over that nobody at the table can play for, after a deal: it goes to the
    one player left holding chips; when none is, the players who anted it (all still seated,
    none yet frozen out) divide it, odd chips one each from the dealer's left."""
    if not table.carried:
        return
    holders = [i for i, seat in enumerate(table.seats) if seat.stack]
    if len(holders) > 1:
        return  # they play on for it
    n = len(table.seats)
    takers = holders or list(range(n))
    shares = divide(table.carried, takers, [(table.dealer + step) % n for step in range(1, n + 1)])
    for seat, chips in shares.items():
        table.seats[seat].stack += chips
    table.carried, table.unopened, table.jackpot_reason = 0, 0, None


def _name(player: int) -> str:
    return f"Robot {player}"


def _id(name: str) -> int:
    return int(name.removeprefix("Robot "))

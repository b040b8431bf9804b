"""A whole tournament of robots: `engine.tournament_play` and ``poker-bot simulate --tournament``."""

from __future__ import annotations

import json
from dataclasses import dataclass, field

import pytest

from bot.cli import main
from engine.deal import Deal
from engine.rules import MAX_CHIPS, Betting, Rules
from engine.table import Seat, Table
from engine.tournament import MAX_SEATS, Level, parse_schedule
from engine.tournament_play import give_pool_left, level_rules, play_tournament, tournament_rules
from tests.cli_run import ROOT, poker_bot


@dataclass
class Watch:
    """What a tournament shows deal by deal, kept apart from what it reports of itself."""

    stake: int
    chips: dict[int, int] = field(default_factory=dict)  # each player's stack after his last deal
    at: dict[int, int] = field(default_factory=dict)  # the table of his last deal
    pool_left: dict[int, int] = field(default_factory=dict)  # each table's pool carried over
    holding: dict[int, set[int]] = field(default_factory=dict)  # who holds chips at each table
    # The pool his table carried out of his last deal there, and who held chips after it: what he
    # left behind if he moves (a table may carry a new pool by the time he is dealt in elsewhere).
    parting: dict[int, tuple[int, frozenset[int]]] = field(default_factory=dict)
    out: list[tuple[int, int, int]] = field(default_factory=list)  # (player, round, chips he began it with)
    moves: int = 0
    deals: int = 0
    tables_in_round: dict[tuple[int, int], int] = field(default_factory=dict)
    last_round: int = 0
    final_tables: set[int] = field(default_factory=set)

    def deal(self, round_number: int, table: int, deal: Deal) -> None:
        setup, result = deal.setup, deal.result
        assert result is not None
        self.deals += 1
        assert setup.rules.betting is Betting.FREEZE_OUT
        assert len(setup.players) <= MAX_SEATS
        if round_number != self.last_round:
            self.last_round, self.final_tables = round_number, set()
        self.final_tables.add(table)
        for seat, name in enumerate(setup.players):
            player = int(name.removeprefix("Robot "))
            assert self.tables_in_round.setdefault((round_number, player), table) == table  # one table a round
            stack = setup.stacks[seat]
            assert stack > 0  # a player with no chips is frozen out, never dealt in
            was = self.at.get(player)
            if was is None:
                assert stack == self.stake
            elif stack != self.chips[player]:
                # Only the last holder of chips at a table, or when none is left those who anted
                # it, are given the pool it carried.
                assert self.holding[was] <= {player}
                gain = stack - self.chips[player]
                assert 0 < gain <= self.pool_left[was]
                self.pool_left[was] -= gain
            if was is not None and was != table:
                self.moves += 1
                carried, holders = self.parting[player]
                assert carried == 0 or holders == {player}  # nobody leaves a pool behind
        # The pool a table carried is still there when it deals again.
        assert setup.carried == self.pool_left.get(table, 0)
        # Every chip of the deal is accounted for: stacks and pool in, stacks and pool out.
        assert sum(setup.stacks) + setup.carried == sum(deal.stacks) + result.carried_out + result.kitty
        self.pool_left[table] = result.carried_out
        self.holding[table] = set()
        for seat, name in enumerate(setup.players):
            player = int(name.removeprefix("Robot "))
            self.chips[player], self.at[player] = deal.stacks[seat], table
            if deal.stacks[seat]:
                self.holding[table].add(player)
            else:
                self.out.append((player, round_number, setup.stacks[seat]))
        for name in setup.players:
            self.parting[int(name.removeprefix("Robot "))] = (result.carried_out, frozenset(self.holding[table]))


# Seed 2 holds a plan back for a carried pool and gives the last one to the lone winner; seed 12
# holds plans back twice.
@pytest.mark.parametrize("seed, stake, schedule", [(2, 40, ""), (12, 40, ""), (2, 30, "every 15 deals: 1, 2, 3, 4, 5")])
def test_a_tournament_keeps_the_freeze_out_laws_deal_by_deal(seed: int, stake: int, schedule: str) -> None:
    watch = Watch(stake)
    levels = parse_schedule(schedule) if schedule else ()
    report = play_tournament(20, seed, stake, (50, 30, 20), levels, on_deal=watch.deal)
    assert report.finished and report.chips_conserved
    winner = report.places[0]
    # One player holds every chip, and the rest have none.
    held = {player: chips for player, chips in watch.chips.items() if chips}
    assert held == {winner: 20 * stake - sum(watch.pool_left.values())}
    # A pool carried out of the last deal goes to its one holder, the winner, after it: no deal shows it.
    left = [table for table, chips in watch.pool_left.items() if chips]
    assert not left or (left == [watch.at[winner]] and watch.holding[left[0]] == {winner})
    assert len(watch.chips) == 20
    # Places: the last out highest; in the same round, more chips at the start of the deal higher.
    ranked = sorted(range(len(watch.out)), key=lambda i: (watch.out[i][1], watch.out[i][2], i), reverse=True)
    assert report.places == [winner] + [watch.out[i][0] for i in ranked]
    assert sorted(report.places) == list(range(1, 21))
    assert report.moves == watch.moves > 0
    assert report.tables == 3 and len(report.broken) == 2
    assert len(watch.final_tables) == 1 and not watch.final_tables & set(report.broken)
    assert report.payouts == [10 * stake, 6 * stake, 4 * stake]
    assert report.deals == watch.deals and report.deals >= report.rounds
    if levels:
        assert report.last_level is not None and report.last_level.blind > 1


def table_of(stacks: list[int], carried: int, dealer: int = 0) -> Table:
    rules = tournament_rules(40)
    return Table(rules, [Seat(f"Robot {i + 1}", chips) for i, chips in enumerate(stacks)], dealer=dealer,
                 carried=carried, unopened=2)


def test_the_last_holder_of_chips_at_a_table_takes_the_pool_left_there() -> None:
    table = table_of([0, 9, 0], carried=12)
    give_pool_left(table)
    assert [s.stack for s in table.seats] == [0, 21, 0] and table.carried == 0


def test_a_pool_left_when_nobody_holds_chips_is_divided_among_those_who_anted_it() -> None:
    # Two players ante their last chips into a jack-pot nobody can open: neither is frozen out
    # with the chips in the pool, since nobody else could ever win them.
    table = table_of([0, 0, 0], carried=7, dealer=1)
    give_pool_left(table)
    assert [s.stack for s in table.seats] == [2, 2, 3] and table.carried == 0  # odd chip: dealer's left
    assert table.unopened == 0


def test_a_pool_two_holders_of_chips_can_play_for_stays() -> None:
    table = table_of([0, 5, 6], carried=7)
    give_pool_left(table)
    assert [s.stack for s in table.seats] == [0, 5, 6] and table.carried == 7


def test_a_level_grows_the_limit_with_the_blind() -> None:
    base = Rules(betting=Betting.FREEZE_OUT, freeze_out_stake=100)
    rules = level_rules(base, Level(ante=10, blind=5, from_deal=1))
    assert (rules.blind, rules.jackpot_ante, rules.ante) == (5, 10, 10)
    assert rules.raise_limit == 50 and rules.ante <= rules.raise_limit
    assert level_rules(base, Level(2, 1, 1)).raise_limit == base.raise_limit


def test_a_level_the_stake_cannot_ante_is_refused() -> None:
    with pytest.raises(ValueError, match="level 2 has an ante of 60"):
        play_tournament(4, 1, 50, schedule=parse_schedule("every 5 deals: 1, 30"))


def json_of(*argv: str) -> dict[str, object]:
    ran = poker_bot("simulate", "--tournament", *argv, "--json", cwd=ROOT, limit=600)
    assert ran.code == 0, ran.err
    data: dict[str, object] = json.loads(ran.out)
    return data


def test_twenty_entrants_play_to_one_winner_with_every_chip_kept() -> None:
    data = json_of("--entrants", "20", "--seed", "1")
    assert data["finished"] is True and data["chips_conserved"] is True
    assert sorted(data["places"]) == list(range(1, 21))  # type: ignore[call-overload]
    assert data["winner"] == data["places"][0]  # type: ignore[index]
    assert data["tables"] == 3 and data["broken"] and data["moves"]
    assert data["pool"] == 20 * 100 and data["payouts"] == [2000]


def test_the_same_seed_plays_the_same_tournament() -> None:
    argv = ("--entrants", "12", "--seed", "7", "--stake", "30", "--shares", "65,35",
            "--schedule", "every 20 deals: 1/2, 2/4, 3/6")
    first, again = json_of(*argv), json_of(*argv)
    assert first == again
    assert first["payouts"] == [234, 126] and sum(first["payouts"]) == first["pool"] == 360  # type: ignore[arg-type]
    other = json_of(*argv[:3], "8", *argv[4:])
    assert other["places"] != first["places"]


def test_the_words_name_every_place_and_the_chips(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--tournament", "--entrants", "9", "--seed", "3", "--stake", "20",
                 "--shares", "70,30"]) == 0
    out = capsys.readouterr().out
    assert "A freeze-out of 9 robots at 2 tables" in out and "tables broken: " in out
    assert sum(line.lstrip()[:2].rstrip(".").isdigit() for line in out.splitlines()) == 9
    assert ": 126 chips" in out and ": 54 chips" in out
    assert out.rstrip().endswith("chips conserved: yes")


@pytest.mark.parametrize("argv, words", [
    (["--entrants", "5"], "--entrants: it belongs to a tournament"),
    (["--schedule", "every 5 deals: 1"], "--schedule: it belongs to a tournament"),
    (["--tournament", "--entrants", "1"], "--entrants"),
    (["--tournament", "--entrants", "many"], "--entrants"),
    (["--tournament", "--shares", "60,30"], "--shares: the percentages must add up to 100, not 90"),
    (["--tournament", "--shares", "30,70"], "--shares: a lower place may not be paid more"),
    (["--tournament", "--shares", "65;35"], "--shares: a whole number from 1 to 100, not '65;35'"),
    (["--tournament", "--entrants", "3", "--shares", "40,30,20,10"], "--shares: 4 places paid, but only 3"),
    (["--tournament", "--schedule", "every 0 deals: 1"], "--schedule: a level lasts 1 to"),
    (["--tournament", "--schedule", "fast"], "--schedule: 'fast' is not of the form"),
    (["--tournament", "--schedule", "every 5 deals: 1, 60"], "--schedule: level 2 has an ante of 120"),
    (["--tournament", "--db", "x.db"], "--db: not for a tournament"),
    (["--tournament", "--hands", "10"], "--hands: not for a tournament"),
    (["--tournament", "--players", "4"], "--players: not for a tournament"),
    (["--tournament", "--variety", "stud"], "--variety: a tournament is played at draw poker"),
    (["--tournament", "--betting", "table_stakes"], "--betting: a tournament is a freeze-out"),
    (["--tournament", "--kitty", "house"], "--kitty: a tournament keeps no kitty"),
    (["--tournament", "--stake", "1"], "--stake: 1 does not cover one ante"),
])
def test_bad_arguments_get_one_line_and_exit_2(capsys: pytest.CaptureFixture[str], argv: list[str],
                                               words: str) -> None:
    assert main(["simulate", *argv]) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert words in err, err


def test_the_short_pack_seats_five_a_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--tournament", "--pack", "ecarte", "--entrants", "11", "--seed", "2",
                 "--stake", "10", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["tables"] == 3 and data["finished"] and data["chips_conserved"]  # 4, 4, 3 at five a table


def test_a_level_far_above_the_limit_keeps_every_amount_in_bounds() -> None:
    base = tournament_rules(MAX_CHIPS, Rules(raise_limit=MAX_CHIPS // 2))
    rules = level_rules(base, Level(ante=MAX_CHIPS, blind=MAX_CHIPS // 2, from_deal=1))
    assert rules.raise_limit == MAX_CHIPS and rules.ante <= rules.raise_limit


def test_a_plain_simulation_keeps_its_defaults(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--hands", "5", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["hands"] == 5 and data["chips_conserved"] is True

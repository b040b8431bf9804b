"""``poker-bot simulate --tournament``: robots play a multi-table freeze-out to its end."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import TypeVar

from bot.cli.support import UsageError, table_rules_from_args
from bot.services.errors import TournamentError
from bot.services.tournaments.registration import parse_shares
from bot.services.whole_numbers import argument
from engine.plurals import counted
from engine.rules import Betting, KittyScale, Variety, max_hands
from engine.tournament import MAX_SEATS, Level, parse_schedule
from engine.tournament_play import TournamentReport, play_tournament

MOST_ENTRANTS = 10_000
TOURNAMENT_STAKE = 100  # Foster's rules' freeze-out stake, as a table's freeze-out has it
T = TypeVar("T")


def add_tournament_options(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("a tournament (with --tournament)")
    group.add_argument("--tournament", action="store_true",
                       help="play a multi-table freeze-out of --entrants robots until one holds every chip")
    group.add_argument("--entrants", type=argument("--entrants", least=2, most=MOST_ENTRANTS),
                       help=f"how many robots enter (2 to {MOST_ENTRANTS:,}; default 20)")
    group.add_argument("--shares", metavar="PERCENTS",
                       help="what each place is paid, in percent of the entries, first place first, "
                            "e.g. 65,35 (default 100: the winner takes all)")
    group.add_argument("--schedule", metavar="LEVELS",
                       help='rising blinds, ours not Foster\'s (off by default): "every 10 deals: 1/2, 2/4, '
                            '3/6", each level a blind/jack-pot ante, or a blind alone (its ante double it)')


def refuse_without_tournament(args: argparse.Namespace) -> None:
    for option in ("entrants", "shares", "schedule"):
        if getattr(args, option) is not None:
            raise UsageError(f"--{option}: it belongs to a tournament; add --tournament, or leave it out")


def play_from_args(args: argparse.Namespace) -> TournamentReport:
    """The tournament the options describe, played; a bad option is a UsageError naming it."""
    for option in ("players", "hands", "db"):
        if getattr(args, option) is not None:
            raise UsageError(f"--{option}: not for a tournament, where --entrants robots play to the end; "
                             "leave it out")
    if args.variety != Variety.DRAW.value:
        raise UsageError(f"--variety: a tournament is played at draw poker, not {args.variety} poker; "
                         "leave it out")
    if args.betting not in (Betting.LIMIT.value, Betting.FREEZE_OUT.value):
        raise UsageError(f"--betting: a tournament is a freeze-out (the limit game), not {args.betting}; "
                         "leave it out")
    if args.kitty != KittyScale.NONE.value:
        raise UsageError("--kitty: a tournament keeps no kitty (its chips would leave the players); leave it out")
    rules = table_rules_from_args(args)
    entrants = 20 if args.entrants is None else args.entrants
    stake = TOURNAMENT_STAKE if args.stake is None else args.stake
    if stake < rules.ante:
        raise UsageError(f"--stake: {stake} does not cover one ante ({rules.ante}, double the blind)")
    shares = _shares(args.shares)
    schedule: tuple[Level, ...] = ()
    if args.schedule is not None:
        schedule = _checked(lambda: parse_schedule(args.schedule))

    def progress(done: int, players: int) -> None:
        if not args.json and sys.stderr.isatty() and done % 1000 == 0:
            print(f"\rround {done:,}: {counted(players, 'players')} in", end="", file=sys.stderr, flush=True)

    seats = min(MAX_SEATS, max_hands(rules.hands.pack, Variety.DRAW))  # the short pack deals fewer hands
    return _checked(lambda: play_tournament(entrants, args.seed, stake, shares, schedule, rules,
                                            seats, progress=progress))


def _shares(text: str | None) -> tuple[int, ...]:
    if text is None:
        return (100,)
    try:
        return parse_shares(text, "--shares")
    except TournamentError as exc:
        raise UsageError(str(exc)) from None


def _checked(work: Callable[[], T]) -> T:
    """`work()`, its ValueError ("shares: ...", "schedule: ...") said as the option's one line."""
    try:
        return work()
    except ValueError as exc:
        raise UsageError(f"--{exc}") from None


def say_tournament(report: TournamentReport) -> None:
    print(f"A freeze-out of {counted(report.entrants, 'robots')} at {counted(report.tables, 'tables')} (seed {report.seed}, "
          f"a stake of {report.stake:,} each): {counted(report.deals, 'deals')} in {counted(report.rounds, 'rounds')}")
    broken = ", ".join(map(str, report.broken)) or "none"
    final = report.final_table_at_round
    print(f"  tables broken: {broken}; players moved: {report.moves:,}"
          + (f"; one table left after round {final:,}" if final is not None else ""))
    if report.last_level is not None:
        print(f"  last level: blind {report.last_level.blind:,}, jack-pot ante {report.last_level.ante:,}")
    if not report.finished:
        print("  NOT FINISHED: no player holds every chip")
    for place, player in enumerate(report.places, start=1):
        prize = report.payouts[place - 1] if place <= len(report.payouts) else 0
        print(f"  {place:>4}. Robot {player}" + (f": {counted(prize, 'chips')}" if prize else ""))
    print(f"  chips conserved: {'yes' if report.chips_conserved else 'NO'}")

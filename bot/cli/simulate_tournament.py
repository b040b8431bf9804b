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
from bot.text import cli_words as words
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
            raise UsageError(words.tournament_only(f"--{option}"))


def play_from_args(args: argparse.Namespace) -> TournamentReport:
    """The tournament the options describe, played; a bad option is a UsageError naming it."""
    for option in ("players", "hands", "db"):
        if getattr(args, option) is not None:
            raise UsageError(words.not_for_tournament(f"--{option}"))
    if args.variety != Variety.DRAW.value:
        raise UsageError(words.tournament_draw(args.variety))
    if args.betting not in (Betting.LIMIT.value, Betting.FREEZE_OUT.value):
        raise UsageError(words.tournament_freeze_out(args.betting))
    if args.kitty != KittyScale.NONE.value:
        raise UsageError(words.tournament_kitty())
    rules = table_rules_from_args(args)
    entrants = 20 if args.entrants is None else args.entrants
    stake = TOURNAMENT_STAKE if args.stake is None else args.stake
    if stake < rules.ante:
        raise UsageError(words.tournament_stake(stake, rules.ante))
    shares = _shares(args.shares)
    schedule: tuple[Level, ...] = ()
    if args.schedule is not None:
        schedule = _checked(lambda: parse_schedule(args.schedule))

    def progress(done: int, players: int) -> None:
        if not args.json and sys.stderr.isatty() and done % 1000 == 0:
            print("\r" + words.tournament_round(done, players), end="", file=sys.stderr, flush=True)

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
    print(words.tournament_head(report.entrants, report.tables, report.seed, report.stake, report.deals, report.rounds))
    print("  " + words.tournament_broken(report.broken, report.moves, report.final_table_at_round))
    if report.last_level is not None:
        print("  " + words.tournament_last_level(report.last_level.blind, report.last_level.ante))
    if not report.finished:
        print("  " + words.tournament_not_finished())
    for place, player in enumerate(report.places, start=1):
        prize = report.payouts[place - 1] if place <= len(report.payouts) else 0
        print("  " + words.tournament_place(place, player, prize))
    print("  " + words.chips_conserved(report.chips_conserved))

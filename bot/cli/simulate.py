"""``poker-bot simulate``: robots play deal after deal through the engine."""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from bot.cli.simulate_tournament import (
    add_tournament_options,
    play_from_args,
    refuse_without_tournament,
    say_tournament,
)
from bot.cli.support import (
    MOST_SEATS,
    MOST_SEED,
    Parser,
    UsageError,
    add_table_options,
    as_typed,
    check_seats,
    table_rules_from_args,
)
from bot.services.whole_numbers import argument
from bot.storage import BadDatabaseUrl, StorageError
from bot.text import cli_words as words
from engine.rules import Rules
from engine.simulate import SimulationReport, simulate

if TYPE_CHECKING:
    from bot.services.ledger_simulation import LedgerRun, OtherOptions

MOST_DEALS = 1_000_000_000  # a run of robots this long takes weeks: enough for anyone


def register(commands: argparse._SubParsersAction[Parser]) -> None:
    parser = commands.add_parser("simulate", help="robots play many deals; prints what happened")
    parser.add_argument("--players", type=argument("--players", least=2, most=MOST_SEATS),
                        help="2 to 7 robots (default 6; fewer with the 32-card pack)")
    parser.add_argument("--hands", type=argument("--hands", least=1, most=MOST_DEALS),
                        help="how many deals (default 1000)")
    parser.add_argument("--seed", type=argument("--seed", most=MOST_SEED), default=1,
                        help="the seed: the same seed plays the same deals")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.add_argument("--db", metavar="PATH_OR_URL",
                        help="play through the banker's ledger in this database (a SQLite file or a "
                             "DATABASE_URL); --hands is then the table's total, so a run that was "
                             "stopped resumes where it stood.  Resuming with other --players, --seed "
                             "or rules is refused, naming each (give the same options, or another "
                             "file); --stake may change: it is what a robot buys when it has lost "
                             "its stake.  Of folders, only the default data/ is made")
    parser.add_argument("--stake", type=argument("--stake", least=1),
                        help="each robot's stake (default 200; in a tournament 100)")
    add_table_options(parser)
    add_tournament_options(parser)
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    if args.tournament:
        tournament = play_from_args(args)
        return _report(args, dict(tournament.to_dict()), tournament.chips_conserved and tournament.finished,
                       lambda: say_tournament(tournament))
    refuse_without_tournament(args)
    args.players = 6 if args.players is None else args.players
    args.hands = 1000 if args.hands is None else args.hands
    args.stake = 200 if args.stake is None else args.stake
    rules = table_rules_from_args(args)
    check_seats(args.players, rules)

    def progress(done: int, total: int) -> None:
        if not args.json and sys.stderr.isatty():
            print("\r" + words.simulate_progress(done, total), end="", file=sys.stderr, flush=True)

    if args.db is not None:
        return run_with_ledger(args, rules, progress)
    report = simulate(args.players, args.hands, args.seed, rules, stake=args.stake, progress=progress)
    data = {"variety": rules.variety.value, **report.to_dict()}
    return _report(args, data, report.chips_conserved, lambda: _say_deals(args, rules, report, data))


def _say_deals(args: argparse.Namespace, rules: Rules, report: SimulationReport,
               data: dict[str, Any]) -> None:
    outcomes = report.outcomes
    print(words.simulate_head(data["hands"], rules.variety.value, args.players, args.seed, data["hands_per_second"]))
    if rules.variety.value == "draw":
        print("  " + words.simulate_jackpots(data["jack_pots"], data["not_opened"], data["whangdoodles"]))
        print("  " + words.simulate_draw_pools(data["showdowns"], outcomes.get("uncontested", 0),
                                               outcomes.get("no_one_came_in", 0), outcomes.get("made_jackpot", 0)))
    else:
        nobody_bet = outcomes.get("all_passed", 0) if rules.variety.value == "straight" else None
        print("  " + words.simulate_pools(data["showdowns"], outcomes.get("uncontested", 0), nobody_bet))
    print("  " + words.simulate_largest(data["largest_pool"], data["kitty"], data["rebuys"]))
    print("  " + words.chips_conserved(report.chips_conserved))


def run_with_ledger(args: argparse.Namespace, rules: Rules, progress: Callable[[int, int], None]) -> int:
    # The storage drivers are imported only when asked for.
    from bot.services.ledger_simulation import InUseElsewhere, OtherOptions, simulate_with_ledger

    try:
        run = asyncio.run(simulate_with_ledger(args.db, args.players, args.hands, args.seed, rules,
                                               stake=args.stake, progress=progress))
    except BadDatabaseUrl as exc:
        raise UsageError(f"--db: {exc}") from None
    except StorageError as exc:
        raise UsageError(str(exc)) from None
    except OtherOptions as exc:
        raise UsageError(_other_options(args.db, exc)) from None
    except InUseElsewhere as exc:
        raise UsageError(words.simulate_in_use(str(exc))) from None
    data = {**run.model_dump(mode="json"), "chips_conserved": run.chips_conserved}
    return _report(args, data, run.chips_conserved, lambda: _say_ledger_run(args, run))


def _say_ledger_run(args: argparse.Namespace, run: LedgerRun) -> None:
    recovered = run.recovery
    print(words.simulate_ledger_head(run.hands, args.players, args.seed, run.hands_per_second, run.deals))
    if recovered.resumed or recovered.settled or recovered.void:
        print("  " + words.simulate_recovered(len(recovered.resumed), len(recovered.settled), len(recovered.void)))
    print("  " + words.simulate_banker(run.issued, run.held, run.in_pools, run.kitty, run.rebuys))
    print("  " + words.simulate_books(run.books_balance, run.audit_ok))
    for breach in run.breaches:
        print(f"  {breach['check']}: {breach['detail']}")


def _report(args: argparse.Namespace, data: dict[str, Any], ok: bool, say: Callable[[], None]) -> int:
    """End the progress line, then print `data` as JSON (--json) or `say` it in words; the exit
    status is 1 where chips were not conserved."""
    if not args.json and sys.stderr.isatty():
        print(file=sys.stderr)
    if args.json:
        print(json.dumps(data))
    else:
        say()
    return 0 if ok else 1


def _other_options(db: str, exc: OtherOptions) -> str:
    def typed(what: str, value: object) -> str:
        return f"--{what} {value}" if what in ("players", "seed") else as_typed(what, value)

    stored = ", ".join(typed(what, was) for what, was, _ in exc.differences)
    asked = ", ".join(typed(what, now) for what, _, now in exc.differences)
    return words.simulate_other_options(db, stored, asked)

"""Complete deals per second through the engine, random legal actions, no I/O.

Each deal is set up, played to its end with actions drawn at random from
`Deal.legal()`, and discarded; a third of them are jack-pots.  PokerKit's
state machine (single-draw lowball, the nearest draw game it has) is driven
the same way in the same run when it is installed (`pip install pokerkit`),
so the two figures are measured side by side on this machine.

Both sides are warmed up first (our hand evaluator's tables are built once
per process, as they are once in the bot), then each is measured in several
short runs, interleaved, and the median and the best run are printed: the
machines are shared, and one long run mixes in whatever else they are doing.

    python benchmarks/bench_deals.py [--seconds S] [--repeats N]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.deal import Deal, DealKind, DealSetup, random_legal_action  # noqa: E402
from engine.rules import Rules  # noqa: E402


def ours(players: int, seconds: float) -> tuple[float, float]:
    rules = Rules()
    names = [f"P{i}" for i in range(players)]
    rng = random.Random(1)
    deals = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        jackpot = deals % 3 == 0
        deal = Deal(DealSetup(rules, names, [200] * players, deals % players, seed=deals,
                              kind=DealKind.JACKPOT if jackpot else DealKind.ORDINARY,
                              antes=[2] * players if jackpot else None))
        while deal.result is None:
            deal.apply(random_legal_action(deal, rng))
            actions += 1
        deals += 1
    elapsed = time.perf_counter() - start
    return deals / elapsed, actions / deals


def pokerkit(players: int, seconds: float) -> tuple[float, float] | None:
    try:
        from pokerkit import Automation
        from pokerkit import NoLimitDeuceToSevenLowballSingleDraw as Game
    except ImportError:
        return None
    automations = (
        Automation.ANTE_POSTING, Automation.BET_COLLECTION, Automation.BLIND_OR_STRADDLE_POSTING,
        Automation.CARD_BURNING, Automation.HOLE_DEALING, Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
        Automation.HAND_KILLING, Automation.CHIPS_PUSHING, Automation.CHIPS_PULLING,
    )
    rng = random.Random(1)
    deals = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = Game.create_state(automations, True, 0, (1, 2), 2, (200,) * players, players)
        while state.status:
            actions += 1
            if state.can_stand_pat_or_discard():
                hole = list(state.hole_cards[state.stand_patter_or_discarder_index])
                state.stand_pat_or_discard([c for c in hole if rng.random() < 0.4])
                continue
            moves = [m for m, ok in (("fold", state.can_fold()), ("call", state.can_check_or_call()),
                                     ("raise", state.can_complete_bet_or_raise_to())) if ok]
            move = rng.choice(moves)
            if move == "fold":
                state.fold()
            elif move == "call":
                state.check_or_call()
            else:
                low = state.min_completion_betting_or_raising_to_amount
                high = state.max_completion_betting_or_raising_to_amount
                state.complete_bet_or_raise_to(rng.randint(low, high))
        deals += 1
    elapsed = time.perf_counter() - start
    return deals / elapsed, actions / deals


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="time per run")
    parser.add_argument("--repeats", type=int, default=5, help="runs of each measurement")
    args = parser.parse_args()
    print(f"complete deals per second, random legal actions, one core, "
          f"{args.repeats} runs of {args.seconds:g} s each: median (best)")
    ours(6, 0.5)
    pokerkit(3, 0.5)
    for players in (3, 6):
        mine: list[float] = []
        peer: list[float] = []
        per = peer_per = 0.0
        for _ in range(args.repeats):
            rate, per = ours(players, args.seconds)
            mine.append(rate)
            theirs = pokerkit(players, args.seconds)
            if theirs is not None:
                peer.append(theirs[0])
                peer_per = theirs[1]
        median = statistics.median(mine)
        print(f"  ours     {players} players: {median:>8,.0f} deals/s ({max(mine):,.0f})  "
              f"({per:.1f} actions a deal)")
        if not peer:
            print(f"  PokerKit {players} players: not installed (pip install pokerkit to compare)")
        else:
            print(f"  PokerKit {players} players: {statistics.median(peer):>8,.0f} deals/s ({max(peer):,.0f})  "
                  f"({peer_per:.1f} actions a deal)   ours is {median / statistics.median(peer):.1f}x")
    print("target (issue 3): 10,000 six-player deals a second")


if __name__ == "__main__":
    main()

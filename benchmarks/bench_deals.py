"""Complete deals per second through the engine, random legal actions, no I/O, against PokerKit.

Each deal is set up, played to its end with actions drawn at random from
`Deal.legal()`, and discarded; a third of them are jack-pots.  PokerKit's
state machine (single-draw lowball, the nearest draw game it has) is driven
the same way when it is installed (`pip install -e ".[bench]"`).

The machines this runs on are shared, and one long run of each side mixes
in whatever else the cores are doing: two runs could differ by a third.  So
the two sides take turns in many short pairs.  In a pair each side plays its
batch three times, the sides alternating (ours, PokerKit, ours, ...; the
next pair PokerKit first), and keeps its quickest run, since a disturbance
only ever adds time; the pair's ratio is ours over PokerKit's.  Each batch
is the same deals every time, and the time is this process's processor time,
not the clock's, so a core lent to another program is not counted.  The
figure is the median over the pairs, with the interquartile range (the
middle half of the pairs) as its spread.

    python benchmarks/bench_deals.py            # 3 and 6 players, 21 pairs, batches of 1,000 deals
    python benchmarks/bench_deals.py --quick    # 6 players, 9 pairs, batches of 400 deals
    python benchmarks/bench_deals.py --players 6 --pairs 41 --deals 2000
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.deal import Deal, DealKind, DealSetup, random_legal_action  # noqa: E402
from engine.rules import Rules  # noqa: E402

TARGET = 10_000  # six-player deals a second (issue 3)
PEER_SHARE = 16  # PokerKit plays a sixteenth of our batch: about as long, at its speed


def ours(players: int, deals: int) -> int:
    """Play `deals` deals, the same ones every call; the number of actions taken."""
    rules = Rules()
    names = [f"P{i}" for i in range(players)]
    rng = random.Random(1)
    actions = 0
    for number in range(deals):
        jackpot = number % 3 == 0
        deal = Deal(DealSetup(rules, names, [200] * players, number % players, seed=number,
                              kind=DealKind.JACKPOT if jackpot else DealKind.ORDINARY,
                              antes=[2] * players if jackpot else None))
        while deal.result is None:
            action = random_legal_action(deal, rng)
            assert action is not None
            deal.apply(action)
            actions += 1
    return actions


def peer() -> Callable[[int, int], int] | None:
    """PokerKit's side, or None when it is not installed."""
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

    def pokerkit(players: int, deals: int) -> int:
        rng = random.Random(1)
        random.seed(1)  # PokerKit shuffles with the module's own generator: the same deals each batch
        actions = 0
        for _ in range(deals):
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
        return actions

    return pokerkit


def timed(play: Callable[[int, int], int], players: int, deals: int) -> float:
    """Seconds of this process's processor time to play the batch (time spent waiting for a core
    another program holds is not counted), the collector's leftovers cleared first."""
    gc.collect()
    start = time.process_time()
    play(players, deals)
    return time.process_time() - start


@dataclass(frozen=True)
class Spread:
    median: float
    low: float  # the first quartile
    high: float  # the third quartile

    @classmethod
    def of(cls, values: Sequence[float]) -> Spread:
        if len(values) == 1:
            return cls(values[0], values[0], values[0])
        low, median, high = statistics.quantiles(values, n=4, method="inclusive")
        return cls(median, low, high)

    def text(self, form: str) -> str:
        return f"{self.median:{form}} (IQR {self.low:{form}} to {self.high:{form}})"


@dataclass(frozen=True)
class Measured:
    players: int
    ours: Spread  # deals a second
    per_deal: float  # our actions a deal
    peer: Spread | None = None
    ratio: Spread | None = None  # ours over PokerKit's, pair by pair


def best_of(runs: int, sides: Sequence[tuple[Callable[[int, int], int], int]], players: int,
            peer_first: bool) -> list[float]:
    """Each side's best rate (deals a second) over `runs` turns, the sides taking turns.  A
    disturbance only ever adds time, so the quickest run is the least disturbed."""
    order = list(reversed(sides)) if peer_first else list(sides)
    best = {id(play): 0.0 for play, _ in sides}
    for _ in range(runs):
        for play, deals in order:
            best[id(play)] = max(best[id(play)], deals / timed(play, players, deals))
    return [best[id(play)] for play, _ in sides]


def measure(players: int, pairs: int, deals: int, theirs: Callable[[int, int], int] | None,
            runs: int = 3) -> Measured:
    """`pairs` pairs of measurements, the side that goes first alternating from pair to pair."""
    per_deal = ours(players, deals) / deals
    if theirs is None:
        rates = [best_of(runs, [(ours, deals)], players, False)[0] for _ in range(pairs)]
        return Measured(players, Spread.of(rates), per_deal)
    sides = [(ours, deals), (theirs, max(5, deals // PEER_SHARE))]
    mine: list[float] = []
    peers: list[float] = []
    for pair in range(pairs):
        rate, peer_rate = best_of(runs, sides, players, peer_first=pair % 2 == 1)
        mine.append(rate)
        peers.append(peer_rate)
    ratios = [m / p for m, p in zip(mine, peers, strict=True)]
    return Measured(players, Spread.of(mine), per_deal, Spread.of(peers), Spread.of(ratios))


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="six players, 9 pairs, batches of 400 deals")
    parser.add_argument("--players", type=int, action="append", choices=range(2, 9), metavar="N",
                        help="players at the table, 2 to 8 (repeat for several; default 3 and 6)")
    parser.add_argument("--pairs", type=int, help="pairs of measurements (default 21)")
    parser.add_argument("--deals", type=int, help=f"our batch of deals (default 1,000); PokerKit's is "
                                                   f"a {PEER_SHARE}th of it")
    args = parser.parse_args(argv)
    players = args.players or ([6] if args.quick else [3, 6])
    pairs = args.pairs if args.pairs is not None else 9 if args.quick else 21
    deals = args.deals if args.deals is not None else 400 if args.quick else 1000
    if pairs < 1 or deals < 1:
        parser.error(f"--{'pairs' if pairs < 1 else 'deals'} must be at least 1")
    print(f"complete deals a second of processor time, random legal actions: {pairs} pairs, our batch "
          f"{deals:,} deals, PokerKit's {max(5, deals // PEER_SHARE):,}; median (interquartile range)")
    theirs = peer()
    for n in players:
        ours(n, 50)  # warm: our evaluator's tables are built once a process, as in the bot
        if theirs is not None:
            theirs(n, 5)
        got = measure(n, pairs, deals, theirs)
        print(f"  ours     {n} players: {got.ours.text(',.0f')} deals/s, {got.per_deal:.1f} actions a deal")
        if got.peer is None or got.ratio is None:
            print(f"  PokerKit {n} players: not installed (pip install -e \".[bench]\" to compare)")
            continue
        print(f"  PokerKit {n} players: {got.peer.text(',.0f')} deals/s")
        print(f"  ours / PokerKit, {n} players: {got.ratio.text('.2f')}")
    print(f"target (issue 3): {TARGET:,} six-player deals a second")


if __name__ == "__main__":
    main()

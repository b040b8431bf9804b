"""Five-card hand evaluation speed, side by side with the treys library.

Both evaluators value the same 1,000,000 random hands from the standard
pack in the same process.  Each is timed through its public call for one
five-card hand, and through its fastest inner path; the best of three runs
counts.  The two orders are compared too, so a fast wrong answer is caught.

    python benchmarks/bench_evaluator.py [--hands N] [--seed S]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.timing import best_of  # noqa: E402
from engine.cards import PackKind  # noqa: E402
from engine.hands import evaluator_for  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=1_000_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()

    try:
        from treys import Card as TreysCard
        from treys import Evaluator as TreysEvaluator
    except ImportError:
        sys.exit("treys is not installed: pip install -e '.[dev]'")

    rng = random.Random(args.seed)
    pack = list(PackKind.STANDARD.cards())
    ours_hands = [tuple(rng.sample(pack, 5)) for _ in range(args.hands)]
    treys_of = {c: TreysCard.new(str(c)) for c in pack}
    treys_hands = [[treys_of[c] for c in h] for h in ours_hands]

    t0 = time.perf_counter()
    ev = evaluator_for()
    build = time.perf_counter() - t0
    tev = TreysEvaluator()

    value = ev.value
    plain, suited = ev.plain, ev.suited

    def ours_public() -> None:
        for h in ours_hands:
            value(h)

    def ours_inner() -> None:
        for a, b, c, d, e in ours_hands:
            (suited if a & b & c & d & e & 15 else plain)[(a + b + c + d + e) >> 6]

    evaluate = tev.evaluate
    five = tev._five

    def treys_public() -> None:
        for h in treys_hands:
            evaluate(h[:2], h[2:])

    def treys_inner() -> None:
        for h in treys_hands:
            five(h)

    # Agreement: both must order every hand the same way (treys: lower is better).
    sample = range(0, args.hands, max(1, args.hands // 20000))
    pairs = [(value(ours_hands[i]), -five(treys_hands[i])) for i in sample]
    ours_sorted = sorted(range(len(pairs)), key=lambda i: pairs[i][0])
    disagreements = sum(
        1
        for x, y in zip(ours_sorted, ours_sorted[1:], strict=False)
        if (pairs[x][0] < pairs[y][0]) != (pairs[x][1] < pairs[y][1])
    )

    n = args.hands
    rows = [
        ("ours, Evaluator.value(hand)", best_of(args.runs, ours_public)),
        ("ours, inline AND, sum and list lookup", best_of(args.runs, ours_inner)),
        ("treys, Evaluator.evaluate(hand, board)", best_of(args.runs, treys_public)),
        ("treys, Evaluator._five(cards)", best_of(args.runs, treys_inner)),
    ]
    print(f"{n:,} random five-card hands, standard pack, best of {args.runs} runs")
    print(f"our tables built in {build:.2f} s ({len(plain):,} slots each)")
    for label, secs in rows:
        print(f"  {label:<42} {n / secs:>12,.0f} hands/s")
    public_ratio = rows[2][1] / rows[0][1]
    inner_ratio = rows[3][1] / rows[1][1]
    print(f"ratio, public call to public call: {public_ratio:.2f}x treys")
    print(f"ratio, inner path to inner path:   {inner_ratio:.2f}x treys")
    print(f"order disagreements with treys on {len(pairs):,} sampled hands: {disagreements}")


if __name__ == "__main__":
    main()

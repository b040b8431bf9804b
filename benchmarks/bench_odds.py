"""Speed of the exact odds: the deal's figures and the 32-way draw analysis.

Times `dealt_counts` for each pack (cold, tables built and cached on first
use, and warm) and `advise` on a few hands, and prints the figures so that
a fast wrong answer shows.

    python benchmarks/bench_odds.py [--runs N]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.timing import best_of  # noqa: E402
from engine import odds  # noqa: E402
from engine.cards import parse_cards  # noqa: E402
from engine.handrules import FOSTER, HandRules  # noqa: E402
from engine.hands import evaluator_for  # noqa: E402

HANDS = [
    ("Js Jh Th 9h 2c", FOSTER),  # a pair of jacks with a three-flush
    ("9d 8d 7c 6s 2h", FOSTER),  # an open-ended four-straight
    ("2c 5d 8h Jc Kd", FOSTER),  # nothing: the five-card draw dominates
    ("As Ks Qs Js Ts", FOSTER),  # pat
    ("Jo 9h 8h 2c Kd", HandRules(pack="joker")),
    ("As Ah 8c Td 9s", HandRules(pack="ecarte")),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()

    print("dealt_counts")
    for rules in (FOSTER, HandRules(pack="joker"), HandRules(pack="ecarte")):
        start = time.perf_counter()
        evaluator_for(rules)
        build = time.perf_counter() - start
        start = time.perf_counter()
        counts = odds.dealt_counts(rules)
        cold = time.perf_counter() - start
        warm = best_of(args.runs, lambda r=rules: odds.dealt_counts(r))
        print(
            f"  {rules.pack:<8} evaluator {build * 1e3:6.1f} ms, counts cold {cold * 1e3:6.1f} ms, "
            f"warm {warm * 1e3:6.3f} ms"
        )
        print(
            f"    total {counts.total:,}; jacks or better {counts.jacks_or_better:,}; "
            f"bobtails {counts.bobtails:,} {counts.bobtail_kinds}"
        )
        print("    " + ", ".join(f"{c.value} {n:,}" for c, n in counts.classes.items()))

    print("advise (32 keep/discard choices)")
    for text, rules in HANDS:
        hand = parse_cards(text)
        secs = best_of(args.runs, lambda h=hand, r=rules: odds.advise(h, r))
        best = odds.advise(hand, rules)[0]
        keep = " ".join(map(str, best.keep)) or "nothing"
        print(
            f"  {text:<16} {rules.pack:<8} {secs * 1e3:6.1f} ms   best: keep {keep:<16} "
            f"improves {100 * best.p_improve:5.2f}%, expected {100 * best.expected_value:5.2f}%, "
            f"median {best.median_hand}"
        )

    hand = parse_cards("Js Jh 2c 7d Kh")
    secs = best_of(args.runs, lambda: odds.draw_outcomes(hand, hand[:2]))
    out = odds.draw_outcomes(hand, hand[:2])
    print(
        f"draw_outcomes, Js Jh from Js Jh 2c 7d Kh: {secs * 1e3:.2f} ms, {out.draws:,} draws: "
        + ", ".join(f"{c.value} {n:,}" for c, n in out.outcomes.items() if n)
    )


if __name__ == "__main__":
    main()

"""Are the robots worth playing against?  Each of Foster's styles against simple baselines.

Each style (close, liberal) plays a duplicate match against each baseline
(`engine/baselines.py`: the calling station, the tight-passive player, the
random player) at a table of four, the sides alternating, every session
played twice with the seats swapped and the same shuffles
(`engine/matches.py`).  Printed: the chips one robot's seat wins per 100
deals, with its 95% confidence interval; "yes" where the whole interval is
above zero.  Seeded: the same arguments print the same figures.

    python benchmarks/bench_robots.py                      # 24,000 deals a match
    python benchmarks/bench_robots.py --quick              # 2,400 deals a match
    python benchmarks/bench_robots.py --deals 100000 --seed 7
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.baselines import BASELINES  # noqa: E402
from engine.matches import SESSION, MatchFigures, duplicate_match  # noqa: E402
from engine.robots import Style  # noqa: E402


def sessions_for(deals: int) -> int:
    """Sessions that deal about `deals` deals in all (each session is played twice)."""
    return max(2, round(deals / (2 * SESSION)))


def line(figures: MatchFigures) -> str:
    beats = "yes" if figures.beats else "NO"
    return (f"| {figures.style} | {figures.baseline.replace('_', ' ')} | {figures.deals:,} | "
            f"{figures.per_100:+.1f} | {figures.low:+.1f} to {figures.high:+.1f} | {beats} |")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--deals", type=int, default=24_000, help="deals a match, both plays counted")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--quick", action="store_true", help="2,400 deals a match")
    args = parser.parse_args(argv)
    if args.deals < 1:
        parser.error(f"--deals: must be at least 1, not {args.deals}")
    deals = 2_400 if args.quick else args.deals
    sessions = sessions_for(deals)
    print(f"{sessions:,} sessions of {SESSION} deals a match, each played twice, seats swapped; "
          f"seed {args.seed}")
    print("| style | baseline | deals | chips won per 100 deals | 95% interval | beats it |")
    print("| --- | --- | --- | --- | --- | --- |")
    started = time.perf_counter()
    losing = 0
    for style in Style:
        for name in BASELINES:
            figures = duplicate_match(style, name, sessions, seed=args.seed)
            losing += not figures.beats
            print(line(figures), flush=True)
    print(f"{time.perf_counter() - started:.0f} s")
    if losing:
        print(f"{losing} match(es) not won with significance")
    return 0


if __name__ == "__main__":
    sys.exit(main())

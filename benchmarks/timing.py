"""What the benchmarks share: timing a piece of work."""

from __future__ import annotations

import time
from collections.abc import Callable


def best_of(runs: int, fn: Callable[[], object]) -> float:
    """The fastest of `runs` timings of `fn()`, in seconds: the least disturbed by the machine."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)

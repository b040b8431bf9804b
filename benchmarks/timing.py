"""What the benchmarks share: timing a piece of work, and the collector's pauses."""

from __future__ import annotations

import gc
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


class GcPauses:
    """The longest pause of each garbage-collector generation in this process."""

    def __init__(self) -> None:
        self.longest = [0.0, 0.0, 0.0]
        self.freed = [0, 0, 0]  # what the longest of each generation freed (unreachable objects)
        self.full = 0  # full collections (generation 2)
        self._started = 0.0
        gc.callbacks.append(self)

    def __call__(self, phase: str, info: dict) -> None:
        if phase == "start":
            self._started = time.perf_counter()
        else:
            generation, took = info["generation"], time.perf_counter() - self._started
            self.full += generation == 2
            if took > self.longest[generation]:
                self.longest[generation], self.freed[generation] = took, info["collected"]

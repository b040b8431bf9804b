"""What the benchmarks share: timing a piece of work, and the collector's pauses."""

from __future__ import annotations

import gc
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from types import CodeType, FrameType


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
        self.count = [0, 0, 0]
        self.total = [0.0, 0.0, 0.0]  # seconds paused, by generation
        self.over = [0, 0, 0]  # pauses of 100 ms or more, by generation
        self.collected = [0, 0, 0]  # unreachable objects freed, by generation
        self.working = [0.0, 0.0, 0.0]  # of the pauses, the thread's own processor time (the rest: not run)
        self.walked = [0, 0, 0]  # tracked objects in the generations each collection walks, summed
        self.longest_worked = [0.0, 0.0, 0.0]  # the longest pause's own processor time
        self._started = self._worked = 0.0
        gc.callbacks.append(self)

    def __call__(self, phase: str, info: dict) -> None:
        if phase == "start":
            # What it walks is counted before the clocks start, so the count is not in the pause.
            self.walked[info["generation"]] += sum(len(gc.get_objects(g)) for g in range(info["generation"] + 1))
            self._worked = time.thread_time()
            self._started = time.perf_counter()
        else:
            generation, took = info["generation"], time.perf_counter() - self._started
            worked = time.thread_time() - self._worked
            self.working[generation] += worked
            self.full += generation == 2
            self.count[generation] += 1
            self.total[generation] += took
            self.over[generation] += took >= 0.1
            self.collected[generation] += info["collected"]
            if took > self.longest[generation]:
                self.longest[generation], self.freed[generation] = took, info["collected"]
                self.longest_worked[generation] = worked


    def line(self) -> str:
        return "; ".join(f"generation {g}: {self.count[g]:,}, {self.total[g]:.1f} s in all ({self.working[g]:.1f} s "
                         f"its own processor time), {self.over[g]} of 100 ms or more (the longest "
                         f"{self.longest[g] * 1000:.0f} ms, {self.longest_worked[g] * 1000:.0f} ms of it working), "
                         f"{self.walked[g] // max(1, self.count[g]):,} objects walked each, "
                         f"{self.collected[g]:,} unreachable objects freed" for g in range(3))


class StorageTimes:
    """Passes the bot's storage timings on to its own watch (the metrics) and keeps them: each
    transaction's time from asking for it to its end, the waits for the connection included,
    and the time its statements took, so the two can be told apart."""

    def __init__(self, inner: object) -> None:
        self.inner = inner
        self.transactions: dict[str, list[float]] = {"read": [], "write": []}
        self.in_statements = 0.0  # seconds spent in statements (each one's trip to the database and back)
        self.statements = 0
        self.by_kind: dict[str, int] = {}
        self.by_site: dict[str, list[float]] = {}  # each transaction's time by the bot's function that asked

    def statement(self, kind: str, seconds: float) -> None:
        self.statements += 1
        self.by_kind[kind] = self.by_kind.get(kind, 0) + 1
        self.in_statements += seconds
        getattr(self.inner, "statement", lambda *_: None)(kind, seconds)

    def transaction(self, mode: str, seconds: float, failure: str | None) -> None:
        self.transactions.setdefault(mode, []).append(seconds)
        self.by_site.setdefault(f"{mode} {_asker()}", []).append(seconds)
        getattr(self.inner, "transaction", lambda *_: None)(mode, seconds, failure)

    def lines(self, elapsed: float) -> list[str]:
        out = []
        for mode, times in sorted(self.transactions.items()):
            if times:
                times = sorted(times)
                out.append(f"{mode} transactions: {len(times):,} ({len(times) / elapsed:,.1f} a second), "
                           f"{_middle_and_tail(times)}, worst {times[-1] * 1000:.0f} ms, {sum(times):,.1f} s in all")
        if self.statements:
            out.append(f"statements: {self.statements:,}, {self.in_statements / self.statements * 1000:.2f} ms each "
                       f"on average, {self.in_statements:,.1f} s in all")
        return out

    def sites(self, top: int = 8) -> list[str]:
        """The bot's functions whose transactions took longest in all, waits included."""
        ranked = sorted(self.by_site.items(), key=lambda kv: -sum(kv[1]))[:top]
        out = []
        for site, times in ranked:
            times = sorted(times)
            out.append(f"  {site}: {len(times):,}, {_middle_and_tail(times)}, {sum(times):,.1f} s in all")
        return out

    def a_deal(self, deals: int, trips_a_transaction: int, blocks: int | None = None) -> str:
        """Statements and transactions a deal; with `trips_a_transaction` (PostgreSQL's BEGIN and
        COMMIT, and the pool's reset of a connection given back, where it sends one) the round
        trips to the server a deal, which the statements' count alone understates.  `blocks`:
        the transactions that sent them (a single statement's sends neither), else all."""
        transactions = sum(len(t) for t in self.transactions.values())
        writes = len(self.transactions.get("write", []))
        line = (f"a deal: {self.statements / deals:.1f} statements ("
                + ", ".join(f"{k} {n / deals:.1f}" for k, n in sorted(self.by_kind.items(), key=lambda kv: -kv[1]))
                + f") in {transactions / deals:.1f} transactions ({writes / deals:.1f} writes)")
        if trips_a_transaction:
            begun = transactions if blocks is None else blocks
            trips = self.statements + trips_a_transaction * begun
            line += (f"; {trips / deals:.1f} round trips to the server, {trips_a_transaction} a transaction "
                     f"besides its statements ({begun / deals:.1f} such a deal; a single statement's none)")
        return line


def _middle_and_tail(times: list[float]) -> str:
    """p50 and p99 of sorted seconds, in milliseconds."""
    return f"p50 {times[len(times) // 2] * 1000:.1f} ms, p99 {times[int(0.99 * (len(times) - 1))] * 1000:.1f} ms"


_SITES: dict[CodeType, str | None] = {}  # each function's site, None if not the bot's services or Discord side


def _asker() -> str:
    """The first function of the bot's services or Discord side on the stack: where a
    transaction that just ended was asked for.  Each function is looked at once: the probe's
    own time is counted as the bot's."""
    frame: FrameType | None = sys._getframe(2)
    while frame is not None:
        code = frame.f_code
        if code not in _SITES:
            name = code.co_filename
            mine = ("/bot/services/" in name or "/bot/discord_side/" in name) and "/storage/" not in name
            _SITES[code] = f"{Path(name).stem}.{code.co_name}" if mine else None
        site = _SITES[code]
        if site is not None:
            return site
        frame = frame.f_back
    return "?"


def cycles_by_kind(garbage: list[object], top: int = 12) -> list[tuple[str, int]]:
    """The reference cycles among what a collection found unreachable (`gc.garbage` under
    DEBUG_SAVEALL), by the types each is made of: what made the garbage need the collector, where
    a count by type also holds everything the cycles merely reach."""
    index = {id(o): i for i, o in enumerate(garbage)}
    edges = [[index[id(r)] for r in gc.get_referents(o) if id(r) in index] for o in garbage]
    order, low, on_stack, stack, kinds = [-1] * len(garbage), [0] * len(garbage), [False] * len(garbage), [], Counter()
    counter = 0
    for root in range(len(garbage)):  # Tarjan's strongly connected components, without recursion
        if order[root] >= 0:
            continue
        work = [(root, 0)]
        while work:
            node, at = work.pop()
            if at == 0:
                order[node] = low[node] = counter
                counter += 1
                stack.append(node)
                on_stack[node] = True
            if at < len(edges[node]):
                work.append((node, at + 1))
                nxt = edges[node][at]
                if order[nxt] < 0:
                    work.append((nxt, 0))
                elif on_stack[nxt]:
                    low[node] = min(low[node], order[nxt])
                continue
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == order[node]:
                members = []
                while True:
                    member = stack.pop()
                    on_stack[member] = False
                    members.append(member)
                    if member == node:
                        break
                if len(members) > 1 or node in edges[node]:
                    names = sorted({type(garbage[m]).__qualname__ for m in members})
                    kinds[" + ".join(names[:4]) + (" …" if len(names) > 4 else "")] += 1
    return kinds.most_common(top)

"""PHH export: deals written a second from a database of many deals, and checked back.

    python benchmarks/bench_export.py                 # 5,000 deals in a temporary SQLite file
    python benchmarks/bench_export.py --deals 20000

The database holds finished deals of every variety (twelve sets of house
rules, two to eight seats), stored as the bot stores them. Three figures,
each the command as a user runs it (in this process, so the interpreter's
start is not counted), in wall-clock time and in processor time, which other
programs busy on the cores do not lengthen:

- `poker-bot export`: the host's files, every card and the seed;
- `poker-bot export --member`: one member's own files (his deals only);
- `poker-bot import-check`: every host's file replayed through the engine.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import io
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.cli import main  # noqa: E402
from tests.phh_deals import fill, random_records  # noqa: E402


def records(count: int) -> list:
    out: list = []
    seed = 0
    while len(out) < count:
        out.extend(r for _name, r in random_records(seed))
        seed += 1
    # One table, numbered in order, as a long-lived table's deals are.
    return [r.model_copy(update={"number": i + 1}) for i, r in enumerate(out[:count])]


def timed(*argv: str) -> tuple[float, float, str]:
    """Wall-clock and processor seconds, and the command's last line."""
    quiet = io.StringIO()
    started, processor = time.perf_counter(), time.process_time()
    with contextlib.redirect_stdout(quiet), contextlib.redirect_stderr(io.StringIO()):
        code = main(list(argv))
    seconds, processor = time.perf_counter() - started, time.process_time() - processor
    if code != 0:
        raise SystemExit(f"poker-bot {' '.join(argv)} exited {code}: {quiet.getvalue()}")
    return seconds, processor, quiet.getvalue().strip().splitlines()[-1]


def run(count: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        db = folder / "poker.db"
        made = records(count)
        asyncio.run(fill(f"sqlite:///{db}", made))
        mine = sum(1 for r in made if "m1" in r.setup["players"])
        runs = [("export, host's files", count, ("export", "--db", str(db), "--out", str(folder / "all"))),
                ("export, --member", mine, ("export", "--db", str(db), "--out", str(folder / "m1"), "--member", "m1")),
                ("import-check, replayed", count, ("import-check", str(folder / "all")))]
        for name, done, argv in runs:
            seconds, processor, said = timed(*argv)
            print(f"{name + ':':24}{done / seconds:7,.0f} a second, {done / processor:7,.0f} a second of "
                  f"processor time  ({said})")
        size = sum(f.stat().st_size for f in (folder / "all").iterdir()) / count
        print(f"a host's file: {size:,.0f} bytes on average")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=5000)
    run(parser.parse_args().deals)

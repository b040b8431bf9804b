"""Speed and size of the card pictures (bot/pictures).

Cold: a fresh `CardArt` over an empty folder, so the picture waits for its cards to be drawn.
Disk: a fresh `CardArt` over the folder the cold run filled (a restart: the cards are read
back, not drawn).  Warm: the cards in memory, only pasting and encoding: what every picture
after the first costs.  Also the bytes of each picture.

The table's picture is timed warm over every step of random deals of each variety (the mix a
table message would draw): p50 and p99 of the time and of the bytes, then the same pictures
from two threads at once, as the bot draws them off its event loop.

Then many tables' pictures in turn (`--busy N`, 200 by default), as a busy bot's picture worker
draws them: processor time, bytes, and how much of each picture came from its kept parts.

    python benchmarks/bench_pictures.py [--runs N] [--save DIR] [--busy N]

`--save DIR` writes an example of each picture there (hand.png, showdown.png, emojis.png,
table.png, table-showdown.png).
"""

from __future__ import annotations

import argparse
import io
import random
import statistics
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PIL import Image  # noqa: E402

import bot.pictures.table as table_module  # noqa: E402
from bot.pictures import (  # noqa: E402
    CardArt,
    Deck,
    card_emoji_image,
    emoji_sheet,
    hand_picture,
    showdown_picture,
)
from bot.pictures.table import draw_table, table_picture  # noqa: E402
from engine.cards import ALL_CARDS, parse_cards  # noqa: E402
from engine.deal import random_legal_action  # noqa: E402
from engine.rules import Rules  # noqa: E402
from engine.table import new_table  # noqa: E402
from engine.views import PublicView  # noqa: E402
from engine.whisky import WhiskyDeal, random_whisky_action  # noqa: E402

HAND = parse_cards("As Kd Qh Jc Ts")
NAMES = {"P0": "Ada", "P1": "Bertie", "P2": "Clementine", "P3": "Dora", "P4": "Ezra"}


def a_showdown():
    """A finished five-handed deal at table stakes in which three hands or more were shown in the
    call and a sight left a side pool that another player took."""
    rng = random.Random(2)
    table, _ = new_table(Rules(betting="table_stakes"), list(NAMES), [40, 12, 100, 25, 60], seed=2)
    for number in range(400):
        if len(table.players_with_chips()) < 3:
            table, _ = new_table(Rules(betting="table_stakes"), list(NAMES), [40, 12, 100, 25, 60], seed=number)
        deal = table.start(seed=f"bench:{number}")
        while deal.result is None:
            deal.apply(random_legal_action(deal, rng))
        table.settle(deal)
        facts = deal.view().showdown
        if (sum(s.shown is not None for s in deal.view().seats) >= 3 and facts is not None
                and len({p.takers for p in facts.pools if not p.uncalled}) >= 2):
            return deal.view()
    raise SystemExit("no show-down of three hands with a side pool another took in 400 deals")


TABLE_NAMES = {**NAMES, "P5": "Fitzwilliam Darcy 🎩", "P6": "Gus"}
TABLE_RULES = (Rules(), Rules(all_jackpots=True), Rules(variety="straight"), Rules(variety="stud"),
               Rules(variety="whisky"), Rules(betting="table_stakes"))


def table_views(deals: int = 6, players: int = 6) -> list[PublicView]:
    """The public view at every step of random deals of each variety, with members' names."""
    views = []
    for k, rules in enumerate(TABLE_RULES):
        rng = random.Random(k)
        table, _ = new_table(rules, [f"P{i}" for i in range(players)], seed=k)
        for number in range(deals):
            deal = table.start(seed=f"bench:{k}:{number}")
            pick = random_whisky_action if isinstance(deal, WhiskyDeal) else random_legal_action
            while True:
                views.append(deal.view().with_names(TABLE_NAMES))
                if deal.result is not None:
                    break
                deal.apply(pick(deal, rng))  # type: ignore[arg-type]
            table.settle(deal)
    return views


def busy_views(tables: int, deals: int = 2) -> list[PublicView]:
    """The pictures of many tables at once, as a busy bot draws them: `tables` tables, each its own
    players (so its own names and stacks), of every variety, their steps taken in turn, one step
    of each table before the next step of any (so what one table drew is the least recent when
    it draws again)."""
    sequences = []
    for t in range(tables):
        rules = TABLE_RULES[t % len(TABLE_RULES)]
        rng = random.Random(t)
        names = {f"P{i}": f"{list(TABLE_NAMES.values())[(t + i) % 7]} {t}" for i in range(6)}
        table, _ = new_table(rules, [f"P{i}" for i in range(6)], seed=t)
        steps = []
        for number in range(deals):
            deal = table.start(seed=f"busy:{t}:{number}")
            pick = random_whisky_action if isinstance(deal, WhiskyDeal) else random_legal_action
            while True:
                steps.append(deal.view().with_names(names))
                if deal.result is not None:
                    break
                deal.apply(pick(deal, rng))  # type: ignore[arg-type]
            table.settle(deal)
        sequences.append(steps)
    views = []
    for k in range(max(map(len, sequences))):
        views += [steps[k] for steps in sequences if k < len(steps)]
    return views


def a_jackpot_mid_deal() -> PublicView:
    """A fattened jack-pot after the draw at six seats, someone to say and someone dropped."""
    rng = random.Random(3)
    table, _ = new_table(Rules(all_jackpots=True), list(TABLE_NAMES)[:6], seed=3)
    for number in range(200):
        deal = table.start(seed=f"bench:{number}")
        while deal.result is None:
            view = deal.view()
            if (view.phase == "after_draw" and view.carried and view.to_act is not None
                    and any(s.status == "passed" for s in view.seats)):
                return view.with_names(TABLE_NAMES)
            deal.apply(random_legal_action(deal, rng))
        table.settle(deal)
    raise SystemExit("no fattened jack-pot after the draw in 200 deals")


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def bench_table() -> None:
    views = table_views()
    art = CardArt(None)
    art.warm()
    for view in views[:50]:
        table_picture(view, Deck.CLASSIC, art)  # the shrunk cards and the words kept
    wall, cpu, sizes, webp, webp_ms = [], [], [], [], []
    for i, view in enumerate(views):
        deck = list(Deck)[2 * i // len(views)]  # a table keeps its deck: half in each
        start, start_cpu = time.perf_counter(), time.thread_time()
        data = table_picture(view, deck, art)
        cpu.append((time.thread_time() - start_cpu) * 1000)  # this thread's own time: others' load aside
        wall.append((time.perf_counter() - start) * 1000)
        sizes.append(len(data))
        if i % 10 == 0:  # the same picture as lossless WebP, in the same 64 colours
            image = draw_table(view, deck, art).image.convert("RGB").quantize(64, method=Image.Quantize.FASTOCTREE)
            out = io.BytesIO()
            took, _ = timed(lambda: image.save(out, "WEBP", lossless=True))  # noqa: B023
            webp.append(len(out.getvalue()) / len(data))
            webp_ms.append(took * 1000)
    print(f"table picture, warm, {len(views)} views of 6 varieties at six seats (640x480 PNG, 64 colours):")
    print(f"  time       p50 {percentile(wall, 50):.1f} ms   p99 {percentile(wall, 99):.1f} ms   "
          f"max {max(wall):.1f} ms")
    print(f"  processor  p50 {percentile(cpu, 50):.1f} ms   p99 {percentile(cpu, 99):.1f} ms   "
          f"max {max(cpu):.1f} ms")
    print(f"  bytes      p50 {percentile(sizes, 50) / 1024:.1f} KB  p99 {percentile(sizes, 99) / 1024:.1f} KB  "
          f"max {max(sizes) / 1024:.1f} KB")
    print(f"  as lossless WebP instead: {statistics.median(webp):.0%} of the bytes, its encoding alone "
          f"{statistics.median(webp_ms):.1f} ms (p50)")
    start = time.perf_counter()
    with ThreadPoolExecutor(2) as pool:
        list(pool.map(lambda v: table_picture(v, Deck.CLASSIC, art), views))
    both = time.perf_counter() - start
    print(f"  two threads at once: {len(views) / both:.0f} pictures a second")


def bench_busy(tables: int) -> None:
    """Many tables' pictures in turn (`busy_views`): what a busy bot's picture worker draws, each
    table's parts the least recently used when it draws again."""
    views = busy_views(tables)
    art = CardArt(None)
    art.warm()
    for view in views[:50]:
        table_picture(view, Deck.CLASSIC, art)
    kept = table_module._kept_parts
    hits, misses = kept.hits, kept.misses
    cpu, sizes = [], []
    for view in views:
        start = time.thread_time()
        sizes.append(len(table_picture(view, Deck.CLASSIC, art)))
        cpu.append((time.thread_time() - start) * 1000)
    hits, misses = kept.hits - hits, kept.misses - misses
    print(f"table picture, {tables} tables in turn, {len(views)} pictures:")
    print(f"  processor  p50 {percentile(cpu, 50):.2f} ms   p99 {percentile(cpu, 99):.2f} ms   "
          f"mean {statistics.mean(cpu):.2f} ms")
    print(f"  bytes      p50 {percentile(sizes, 50) / 1024:.1f} KB")
    print(f"  parts kept {len(kept)}, {kept.weight / 2**20:.1f} MB of {table_module.PARTS_BUDGET / 2**20:.0f} MB; "
          f"{hits / max(hits + misses, 1):.0%} of parts pasted from them")


def timed(fn) -> tuple[float, bytes]:
    start = time.perf_counter()
    data = fn()
    return time.perf_counter() - start, data


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=50, help="warm renders to time (the median is shown)")
    parser.add_argument("--save", type=Path, help="write an example of each picture into this folder")
    parser.add_argument("--busy", type=int, default=200, help="tables drawn in turn (0: none)")
    args = parser.parse_args()
    view = a_showdown()
    shown = sum(s.shown is not None for s in view.seats)
    rng = random.Random(1)
    fresh = iter([tuple(rng.sample(ALL_CARDS[:52], 5)) for _ in range(args.runs + 8)])
    pictures = {
        "hand (5 cards), again": lambda art: hand_picture(HAND, Deck.CLASSIC, art),
        "hand (5 cards), new": lambda art: hand_picture(next(fresh), Deck.CLASSIC, art),
        f"show-down ({shown} hands)": lambda art: showdown_picture(view, Deck.FOUR_COLOUR, NAMES, art),
        "one card emoji": lambda art: card_emoji_image(HAND[0], Deck.CLASSIC, art),
    }
    print(f"{'picture':<26}{'cold':>10}{'disk':>10}{'warm':>10}{'warm cpu':>10}{'bytes':>10}")
    for name, render in pictures.items():
        with tempfile.TemporaryDirectory() as folder:
            cold, data = timed(lambda: render(CardArt(folder)))  # noqa: B023
            disk, _ = timed(lambda: render(CardArt(folder)))  # noqa: B023
            art = CardArt(folder)
            art.warm()  # every card in memory: a new hand's cards too
            render(art)
            warm, cpu = [], []
            for _ in range(args.runs):
                start_cpu = time.thread_time()
                warm.append(timed(lambda: render(art))[0])  # noqa: B023
                cpu.append(time.thread_time() - start_cpu)
        print(f"{name:<26}{cold * 1000:>8.1f}ms{disk * 1000:>8.1f}ms{statistics.median(warm) * 1000:>8.2f}ms"
              f"{statistics.median(cpu) * 1000:>8.2f}ms{len(data):>10,}")
    with tempfile.TemporaryDirectory() as folder:
        art = CardArt(folder)
        every, _ = timed(lambda: art.warm())
        print(f"drawing all 54 cards of both decks: {every:.2f} s ({art.draws} drawings)")
    bench_table()
    if args.busy:
        bench_busy(args.busy)
    if args.save:
        art = CardArt(None)
        args.save.mkdir(parents=True, exist_ok=True)
        for file, data in (("hand.png", hand_picture(HAND, Deck.CLASSIC, art)),
                           ("showdown.png", showdown_picture(view, Deck.FOUR_COLOUR, NAMES, art)),
                           ("emojis.png", emoji_sheet(Deck.FOUR_COLOUR, art)),
                           ("table.png", table_picture(a_jackpot_mid_deal(), Deck.CLASSIC, art)),
                           ("table-showdown.png", table_picture(view.with_names(NAMES), Deck.FOUR_COLOUR, art))):
            (args.save / file).write_bytes(data)
            print(f"wrote {args.save / file} ({len(data):,} bytes)")


if __name__ == "__main__":
    main()

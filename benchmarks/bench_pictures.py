"""Speed and size of the card pictures (bot/pictures).

Cold: a fresh `CardArt` over an empty folder, so the picture waits for its cards to be drawn.
Disk: a fresh `CardArt` over the folder the cold run filled (a restart: the cards are read
back, not drawn).  Warm: the cards in memory, only pasting and encoding: what every picture
after the first costs.  Also the bytes of each picture.

    python benchmarks/bench_pictures.py [--runs N] [--save DIR]

`--save DIR` writes an example of each picture there (hand.png, showdown.png, emojis.png).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.pictures import (  # noqa: E402
    CardArt,
    Deck,
    card_emoji_image,
    emoji_sheet,
    hand_picture,
    showdown_picture,
)
from engine.cards import parse_cards  # noqa: E402
from engine.deal import random_legal_action  # noqa: E402
from engine.rules import Rules  # noqa: E402
from engine.table import new_table  # noqa: E402

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


def timed(fn) -> tuple[float, bytes]:
    start = time.perf_counter()
    data = fn()
    return time.perf_counter() - start, data


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=50, help="warm renders to time (the median is shown)")
    parser.add_argument("--save", type=Path, help="write an example of each picture into this folder")
    args = parser.parse_args()
    view = a_showdown()
    shown = sum(s.shown is not None for s in view.seats)
    pictures = {
        "hand (5 cards)": lambda art: hand_picture(HAND, Deck.CLASSIC, art),
        f"show-down ({shown} hands)": lambda art: showdown_picture(view, Deck.FOUR_COLOUR, NAMES, art),
        "one card emoji": lambda art: card_emoji_image(HAND[0], Deck.CLASSIC, art),
    }
    print(f"{'picture':<24}{'cold':>10}{'disk':>10}{'warm':>10}{'bytes':>10}")
    for name, render in pictures.items():
        with tempfile.TemporaryDirectory() as folder:
            cold, data = timed(lambda: render(CardArt(folder)))  # noqa: B023
            disk, _ = timed(lambda: render(CardArt(folder)))  # noqa: B023
            art = CardArt(folder)
            render(art)
            warm = statistics.median(timed(lambda: render(art))[0] for _ in range(args.runs))  # noqa: B023
        print(f"{name:<24}{cold * 1000:>8.1f}ms{disk * 1000:>8.1f}ms{warm * 1000:>8.2f}ms{len(data):>10,}")
    with tempfile.TemporaryDirectory() as folder:
        art = CardArt(folder)
        every, _ = timed(lambda: art.warm())
        print(f"drawing all 54 cards of both decks: {every:.2f} s ({art.draws} drawings)")
    if args.save:
        art = CardArt(None)
        args.save.mkdir(parents=True, exist_ok=True)
        for file, data in (("hand.png", hand_picture(HAND, Deck.CLASSIC, art)),
                           ("showdown.png", showdown_picture(view, Deck.FOUR_COLOUR, NAMES, art)),
                           ("emojis.png", emoji_sheet(Deck.FOUR_COLOUR, art))):
            (args.save / file).write_bytes(data)
            print(f"wrote {args.save / file} ({len(data):,} bytes)")


if __name__ == "__main__":
    main()

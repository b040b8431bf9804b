"""A jack-pot of draw poker, played in the sandbox's page to its end.

alice, an admin, makes every deal of #poker a jack-pot through `/poker-admin limits` in her
page (`all_jackpots`); the three members play as in the ordinary deal's test, the holder of
openers opening for the least, until a jack-pot is opened and its hands are shown (a jack-pot
nobody opens passes to the next deal, fattened).  At every step the table message shows the
drawn table naming the deal and the seat to say, and no page shows a card not yet shown.
"""

from __future__ import annotations

import re
import time

import pytest

from tests.browser.docs import Wanted
from tests.browser.hands import hand_name
from tests.browser.sandbox import note
from tests.browser.table import NAMES, Deal, Table, open_tabs

pytestmark = pytest.mark.browser


def after_the_draw(described: str) -> bool:
    """The drawn table once every player still in has drawn, the bettor to say."""
    drawn = len(re.findall(r"\b(?:drew \d|stood pat)\b", described))
    return drawn == 3 and "to say" in described


def holds_openers(cards: set[str]) -> bool:
    """Jacks or better: a pair of jacks or higher, or any better hand."""
    named = hand_name(sorted(cards))
    if named.startswith("a pair of "):
        return named.removeprefix("a pair of ") in ("jacks", "queens", "kings", "aces")
    return not named.endswith(" high") or named.startswith(("a straight", "a flush"))


def test_a_jackpot_is_opened_and_played_to_its_end_in_the_page(sandbox, chrome, screenshots, docs_pictures, request):
    started = time.monotonic()
    table = Table(sandbox, open_tabs(sandbox, chrome), screenshots, variety="draw", docs=docs_pictures)
    table.wanted.append(Wanted("sandbox-jackpot.png", "bob", after_the_draw))
    table.sit_everyone({"all_jackpots": "true"}, {name: 200 for name in NAMES})

    def opened_and_shown(deal: Deal) -> bool:
        return len(deal.players) == 3 and any(verb == "open" for _, verb in deal.moves) and bool(deal.shown)

    played = table.play_until(opened_and_shown, deals=8)
    deal = played[-1]

    for each in played:
        assert each.kinds == {"jackpot"}, (each.number, each.kinds)  # the drawn table said so at every look
        assert each.pictured, each.number
    opener = next(name for name, verb in deal.moves if verb == "open")
    assert holds_openers(deal.final[opener]), (opener, deal.final[opener])  # he kept them, and showed them
    table.check_docs()
    took = time.monotonic() - started
    note(request.config, f"{request.node.nodeid}: {len(played)} deal(s), {table.shots} steps in {took:.0f} s")

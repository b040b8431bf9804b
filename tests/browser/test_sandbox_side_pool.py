"""A deal at table stakes, played in the sandbox's page to a show-down with a side pool.

alice, an admin, sets #poker's betting to table stakes through `/poker-admin limits` in her
page; alice, bob and carol sit down with different stakes (60, 120 and 200 chips), come in,
stand pat, and after the draw each bets or raises all he has, or calls all he can: all three
are all in, with unlike stacks, so the shortest stack plays for a main pool and the other two
for a side pool besides.  The show-down's message and its picture must then name each hand
shown, as worked out here from the cards alone, and say who took the main pool and the side
pool, each of the size the stacks make it.
"""

from __future__ import annotations

import re
import time

import pytest

from tests.browser.docs import Wanted
from tests.browser.hands import hand_name
from tests.browser.sandbox import note
from tests.browser.table import Deal, Table, open_tabs

pytestmark = pytest.mark.browser

STAKES = {"alice": 60, "bob": 120, "carol": 200}


def pools(deal: Deal) -> tuple[int, int]:
    """The main pool and the side pool, from the stacks the three began the deal with."""
    short, middle, _ = sorted(deal.stacks[name] for name in deal.players)
    return 3 * short, 2 * (middle - short)


def test_three_unlike_stacks_all_in_make_a_side_pool_named_at_the_show_down(
        sandbox, chrome, screenshots, docs_pictures, request):
    started = time.monotonic()
    table = Table(sandbox, open_tabs(sandbox, chrome), screenshots, variety="draw", docs=docs_pictures)
    table.wanted.append(Wanted("sandbox-side-pool.png", "alice", lambda text: "side pool" in text, at_end=True))
    table.sit_everyone({"betting": "table_stakes"}, STAKES)

    def three_in(deal: Deal) -> bool:  # a deal the clock dealt before carol sat is played for the least
        return len(deal.players) == 3

    played = table.play_until(lambda deal: three_in(deal) and bool(deal.shown), most=three_in, deals=4)
    deal = played[-1]
    assert deal.result is not None and len(set(deal.stacks.values())) == 3, deal.stacks

    words = deal.result.words()  # the message's own lines, its cards being pictures
    described = deal.result.picture("showdown.png")
    assert described, f"the show-down message has no picture: {deal.result.text[:300]}"
    for name in deal.players:
        assert deal.final[name] <= deal.shown, f"{name}'s hand was not shown: all three were all in"
        named = re.escape(hand_name(sorted(deal.final[name])))
        who = name.capitalize()
        assert re.search(rf"\b{who} shows\s*: {named}\b", words), (name, hand_name(sorted(deal.final[name])), words)
        assert re.search(rf"\b{who} showed [^,]*, {named}\b", described), (name, described)
    main, side = pools(deal)
    for text in (words, described):
        assert re.search(rf"\bthe main pool, {main}\b", text), (main, text)
        assert re.search(rf"\bthe side pool, {side}\b", text), (side, text)
    for each in played:
        assert each.kinds == {"draw"} and each.pictured, (each.number, each.kinds, each.pictured)
    table.check_docs()
    took = time.monotonic() - started
    note(request.config, f"{request.node.nodeid}: {len(played)} deal(s), {table.shots} steps in {took:.0f} s")

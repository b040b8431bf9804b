"""A deal of stud poker, played in the sandbox's page to its end.

alice, an admin, sets #poker's variety to stud through `/poker-admin limits` in her page; the
three members play it street by street (one card down and one up, then up-cards one at a
time to five), the first to speak betting the least and the others seeing, so the hands are
shown.  Each player's DM tells him his down card, the one card the table must not see before
the show-down: no page shows another player's down card until then.  At every step the
table message shows the drawn table, naming the deal as stud poker and the seat to say.
"""

from __future__ import annotations

import time

import pytest

from tests.browser.docs import Wanted
from tests.browser.sandbox import note
from tests.browser.table import NAMES, Deal, Table, open_tabs

pytestmark = pytest.mark.browser


def test_a_deal_of_stud_is_played_to_its_end_in_the_page(sandbox, chrome, screenshots, docs_pictures, request):
    started = time.monotonic()
    table = Table(sandbox, open_tabs(sandbox, chrome), screenshots, variety="stud", docs=docs_pictures)
    table.wanted.append(Wanted("sandbox-stud.png", "carol",
                               lambda described: "5 cards each" in described and "to say" in described))
    table.sit_everyone({"variety": "stud"}, {name: 200 for name in NAMES})

    def shown(deal: Deal) -> bool:
        return len(deal.players) == 3 and bool(deal.shown)

    played = table.play_until(shown, deals=4)
    deal = played[-1]

    for each in played:
        assert each.kinds == {"stud"}, (each.number, each.kinds)
        assert each.pictured, each.number
    bets = [verb for _, verb in deal.moves if verb == "bet"]
    assert len(bets) == 4, deal.moves  # a bet on each of the four streets, each seen
    assert all(deal.final[name] <= deal.shown for name in deal.players), "a down card was not turned at the end"
    table.check_docs()
    took = time.monotonic() - started
    note(request.config, f"{request.node.nodeid}: {len(played)} deal(s), {table.shots} steps in {took:.0f} s")

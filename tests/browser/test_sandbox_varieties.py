"""Straight poker and whisky poker, a deal of each played in the sandbox's page to its end.

alice, an admin, sets #poker's variety through `/poker-admin limits` in her page.  In straight
poker (no draw) the first to speak bets the least and the others see; in whisky poker the
first who may knocks, and the others pass or turn up the widow, so no hand changes before
they are shown.  At every step the table message shows the drawn table naming the deal's
variety and the seat to say, and no page shows a card not yet shown.
"""

from __future__ import annotations

import time

import pytest

from tests.browser.sandbox import note
from tests.browser.table import NAMES, Deal, Table, open_tabs

pytestmark = pytest.mark.browser

FIRST = {"straight": "bet", "whisky": "knock"}  # what the first mover of a deal of each does


@pytest.mark.parametrize("variety", ["straight", "whisky"])
def test_a_deal_of_each_other_variety_is_played_to_its_end_in_the_page(
        variety, sandbox, chrome, screenshots, request):
    started = time.monotonic()
    table = Table(sandbox, open_tabs(sandbox, chrome), screenshots, variety=variety)
    table.sit_everyone({"variety": variety}, {name: 200 for name in NAMES})

    def shown(deal: Deal) -> bool:
        return len(deal.players) == 3 and bool(deal.shown)

    played = table.play_until(shown, deals=4)
    deal = played[-1]

    for each in played:
        assert each.kinds == {variety}, (each.number, each.kinds)
        assert each.pictured, each.number
    assert FIRST[variety] in [verb for _, verb in deal.moves], deal.moves
    assert all(deal.final[name] <= deal.shown for name in deal.players), "a hand was not shown"
    took = time.monotonic() - started
    note(request.config, f"{request.node.nodeid}: {len(played)} deal(s), {table.shots} steps in {took:.0f} s")

"""Three members play a deal of draw poker in `poker-bot sandbox`'s page, in headless Chromium.

alice, bob and carol each have a tab (`tests.browser.table`).  They buy chips and sit down by
typing slash commands, and play by clicking the table message's buttons, each when the table
message and its drawn table name him to say; the first to draw throws his lowest card through
the discard picker in his DM, the others stand pat; after the draw the first to speak bets the
least and the others call, so the hands are shown.

After every move it reads each member's page, and the page's data (`/api/state` as him), and
fails if either holds a card of another player's hand that the show-down has not shown, or if
the table message does not show the deal's drawn table.  A screenshot of each page at each step
is kept.
"""

from __future__ import annotations

import json
import time

import pytest

from tests.browser.sandbox import note
from tests.browser.table import NAMES, RESULT, Deal, Table, open_tabs

pytestmark = pytest.mark.browser

STAKE = 200


def test_three_members_play_a_deal_in_the_page(sandbox, chrome, screenshots, request):
    started = time.monotonic()
    table = Table(sandbox, open_tabs(sandbox, chrome), screenshots)
    table.step("opened")
    table.sit_everyone({}, {name: STAKE for name in NAMES})

    def drawn_and_shown(deal: Deal) -> bool:
        return len(deal.players) == 3 and deal.drawer is not None and bool(deal.shown)

    # First, maybe, a deal the clock dealt before carol sat, or one nobody opened.
    played = table.play_until(drawn_and_shown, deals=4)
    deal = played[-1]

    assert deal.kinds == {"draw"}, deal.kinds  # its drawn table called it an ordinary pool at every look
    assert len(deal.final[deal.drawer]) == 5 and deal.secret[deal.drawer] != deal.final[deal.drawer]
    assert deal.shown >= deal.final[deal.drawer]  # the drawer's hand after the draw was shown
    for member in table.members.values():
        assert member.look().newest(f"Deal {deal.number}", RESULT) is not None
    took = time.monotonic() - started
    note(request.config, f"{request.node.nodeid}: {len(played)} deal(s), {table.shots} steps "
                         f"({table.checked} pages checked for others' cards) in {took:.0f} s")
    print(f"browser test: {took:.0f} s; screenshots in {screenshots}")
    (screenshots / "deals.json").write_text(json.dumps(
        [{"number": d.number, "players": d.players, "drawer": d.drawer, "shown": sorted(d.shown)} for d in played],
        indent=1))

"""Two deals in each shipped language, by members of three languages at one table (issue 44).

alice reads English, bob Spanish, carol German: each picks his client's language in the page's
member list.  For each shipped locale in turn alice sets the server's language below it, and
the three play two deals of draw poker through the page, clicking as members do
(`tests.browser.languages`).  Each one's own answers (the bank's, his seat, the amount picker)
and his DMs (his hand, and his hand after the draw) must be the catalogue's words in his
language; the table message, whose turn it is and the show-down, in the server's.  One sandbox
serves the three; a deal the clock dealt before the bot heard of the server's new language is
played out and not counted.  With --docs-pictures it writes sandbox-lang-<locale>.png for each
server language and sandbox-lang-phone.png (`tests.browser.language_pictures`).
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from bot.text.i18n import shipped
from tests.browser.language_pictures import photograph_deal, photograph_phone, photographed
from tests.browser.languages import (
    BUY,
    LIMITS,
    NAMES,
    SERVER_PICK,
    Deal,
    Players,
    choose_language,
    client_pick,
)
from tests.browser.page import Member, Message
from tests.browser.sandbox import note
from tests.browser.table import open_tabs
from tests.browser.test_sandbox_phone import slash_as

pytestmark = pytest.mark.browser

CLIENTS = dict(zip(NAMES, ("en-US", "es-ES", "de"), strict=True))
DEALS_EACH = 2


def test_each_member_reads_his_language_and_the_table_the_servers(sandbox, chrome, screenshots, docs_pictures,
                                                                   request):
    started = time.monotonic()
    assert set(CLIENTS.values()) == set(shipped())
    members = open_tabs(sandbox, chrome)
    for name, locale in CLIENTS.items():  # each in his own page, as a member sets his client
        choose_language(members[name], client_pick(sandbox, name), locale)
    sandbox.until("every client's language set", lambda: all(
        m["locale"] == CLIENTS[m["name"]] for m in sandbox.api("/api/state")["members"]))
    players = Players(sandbox, members, CLIENTS)
    phone: list[Path] = []

    def at_phone(member: Member, picker: Message) -> None:
        """A screenshot of the bettor's page mid-deal; and the phone's picture: a member of another
        language asked how much he bets, at the last server language's table."""
        member.screenshot(screenshots, f"{players.server}-{len(played) + 1}-picker")
        if docs_pictures is not None and players.server == shipped()[-1] != CLIENTS[member.name] and not phone:
            phone.append(photograph_phone(member, picker.id, docs_pictures / "sandbox-lang-phone.png"))

    players.on_picker = at_phone
    for field, value in LIMITS.items():  # the test's set-up, not what it reads: through the page's API
        assert "is now" in slash_as(sandbox, "alice", "poker-admin limits", field=field, value=value)
    for name in NAMES:
        players.slash(name, "bank buy", {"chips": str(BUY)}, "bank-bought", n=BUY, wallet=BUY)
    members["alice"].slash("poker start")
    for name in NAMES:
        players.sit_down(name)

    played: list[Deal] = []
    counted: dict[str, list[Deal]] = {}
    for server in shipped():
        if server != players.server:
            choose_language(members["alice"], SERVER_PICK, server)
            sandbox.until(f"the server's language {server}", lambda: sandbox.api("/api/state")["guild"]["locale"]
                          == server)  # noqa: B023 (waited for at once)
            players.server = server
        ours = counted.setdefault(server, [])
        for _ in range(DEALS_EACH + 3):
            # carol deals at once rather than wait for the clock (or it dealt: either answer will do)
            members["carol"].slash("poker deal")
            deal = players.next_deal(played[-1].number if played else 0)
            players.play(deal)
            played.append(deal)
            if deal.locale == server and set(deal.turns) == set(NAMES):
                ours.append(deal)
            if len(ours) == DEALS_EACH:
                break
        for member in members.values():
            member.screenshot(screenshots, f"deal{played[-1].number}-{server}")
        assert len(ours) == DEALS_EACH, f"{server}: only {[d.number for d in ours]} of {[d.number for d in played]}"
        if docs_pictures is not None:
            photograph_deal(players, ours[-1], docs_pictures / f"sandbox-lang-{server}.png")
    if docs_pictures is not None and not phone:  # each bet was the server's own language's: his result
        member = photographed(players, played[-1])
        result = players.result_in(member.look(), played[-1])
        assert result is not None
        photograph_phone(member, result.id, docs_pictures / "sandbox-lang-phone.png")
    took = time.monotonic() - started
    read = sorted(set(players.checked))
    note(request.config, f"{request.node.nodeid}: {len(played)} deals ({sum(map(len, counted.values()))} counted) "
                         f"in {took:.0f} s; read {len(players.checked)} sentences: {', '.join(read)}")

"""The sandbox's page on a phone (412 x 915, in headless Chromium): bob plays and chats by taps.

alice opens a table and sits down through the page's API; bob, at a phone's width, types
his slash commands (buy chips, sit down) through the suggestions, taps the table message's
buttons when it names him to say (alice's turns are played through the API), opens his DM
for his hand from the channels drawer, reads carol's chat and writes his own, and switches
to acting as alice from the members drawer.  At each look the channel fills the screen, its
last message is readable, what he taps is at least 40 px high, and the drawers are out of
the way until opened.  With --docs-pictures it writes sandbox-phone.png (the channel) and
sandbox-phone-channels.png (the channels drawer).
"""

from __future__ import annotations

import re
import time
from typing import Any

import pytest

from tests.browser.docs import screen
from tests.browser.page import Failed, Look, Member, Message
from tests.browser.phone import TAPPABLE, Layout, as_phone, last_readable, layout
from tests.browser.sandbox import Sandbox, note

pytestmark = pytest.mark.browser

STAKE = 200
SAFE = ("decline_straddle", "come_in", "stay", "pat", "check", "call", "see", "pass")  # no amount to pick
RESULT = "sealed by sha256"


def answer_to(sandbox: Sandbox, name: str, interaction_id: str) -> str:
    """The bot's answer to one of `name`'s interactions, once it is more than "thinking"."""
    def found() -> str | None:
        for messages in sandbox.state(name)["messages"].values():
            for m in messages:
                if (m.get("interaction_metadata") or {}).get("id") == interaction_id and not m["flags"] & 128:
                    return str(m.get("content") or m.get("embeds") or m.get("components"))
        return None
    return sandbox.until(f"the answer to {name}'s interaction", found)


def slash_as(sandbox: Sandbox, name: str, command: str, **options: Any) -> str:
    said = sandbox.api("/api/act", {"as": sandbox.members[name], "kind": "slash",
                                    "channel_id": sandbox.channels["poker"], "command": command, "options": options})
    return answer_to(sandbox, name, said["interaction_id"])


def to_say(look: Look) -> tuple[str, Message, dict[str, str], tuple[int, int]] | str | None:
    """Who the table message names to say, it, its verbs and (deal, step); "over" once the
    result is out."""
    if look.newest(RESULT):
        return "over"
    table = look.table_message()
    if table is None:
        return None
    named = [n for n in ("alice", "bob") if re.search(rf"\b{n} to say\b", table.words(), re.IGNORECASE)]
    steps = {(int(m["deal"]), int(m["step"])) for m in table.table_buttons()}
    if len(named) != 1 or len(steps) != 1:
        return None
    return named[0], table, {m["verb"]: m.group(0) for m in table.table_buttons()}, steps.pop()


def check_screen(bob: Member, what: str) -> Layout:
    """The channel fills his screen and its last message is readable (once a late picture has
    settled); all he may tap is big enough; the drawers are shut."""
    problems: list[str] = []

    def readable(_look: Look) -> Layout | None:
        found = layout(bob)
        shut = not found.channels["shown"] and not found.members["shown"]  # once slid away
        problems[:] = [last_readable(found) or ("" if shut else "a drawer is open")]
        return found if not problems[0] else None

    try:
        found = bob.wait(f"{what}: the last message readable", readable, timeout=30)
    except Failed:
        raise AssertionError(f"{what}: {problems[0]}") from None
    assert (found.width, found.chat["width"]) == (412, 412), f"{what}: {found.chat}"
    assert found.small == [], f"{what}: under {TAPPABLE} px high: {found.small}"
    return found


def tap(bob: Member, css: str) -> None:
    bob.click(css)


def open_drawer(bob: Member, which: str) -> Layout:
    """Tap the top bar's button for the drawer ("channels" or "members"); once it has slid in,
    fully on his screen and leaving a strip of the channel beside it."""
    tap(bob, f"#open-{which}")

    def in_place(_look: Look) -> Layout | None:
        found = layout(bob)
        drawer = getattr(found, which)
        return found if drawer["shown"] and drawer["left"] >= 0 and drawer["right"] <= 412 \
            and drawer["width"] <= 412 * 0.9 else None
    return bob.wait(f"the {which} drawer open", in_place)


def test_a_member_plays_chats_and_switches_at_a_phones_width(sandbox, chrome, screenshots, docs_pictures, request):
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import Select

    started = time.monotonic()
    bob = Member("bob", sandbox.members["bob"], chrome, chrome.current_window_handle)
    as_phone(bob)
    chrome.get(sandbox.page("bob"))
    bob.wait("the bot online and #poker open", lambda look: look.status == "online" and "poker" in look.channel)
    shots = 0

    def shoot(label: str) -> None:
        nonlocal shots
        shots += 1
        bob.screenshot(screenshots, f"{shots:02d}-{label}")

    for said in (slash_as(sandbox, "alice", "poker-admin limits", field="turn_timeout", value="3600"),
                 slash_as(sandbox, "alice", "bank buy", chips=500), slash_as(sandbox, "alice", "poker start"),
                 slash_as(sandbox, "alice", "poker join", stake=STAKE)):
        assert "went wrong" not in said, said
    shoot("opened")

    # Slash commands typed on the phone, chosen from the suggestions, their options filled in.
    bought = bob.slash("bank buy", {"chips": "500"})
    assert "500" in bought.text and bought.ephemeral, bought.text
    joined = bob.slash("poker join", {"stake": str(STAKE)})
    assert f"You sit down with {STAKE} chips" in joined.text, joined.text
    check_screen(bob, "seated")
    shoot("seated")

    # The deal: bob taps his turns' buttons; alice's are played through the API.
    tapped: list[str] = []
    for _ in range(40):
        turn = bob.wait("someone to say, or the result", to_say)
        if turn == "over" or (tapped and hand_in_dm(sandbox)):
            break
        assert not isinstance(turn, str)
        name, table, verbs, (number, step) = turn
        verb = next((v for v in SAFE if v in verbs), None)
        assert verb, f"{name} has no move the test knows among {sorted(verbs)}"
        if name == "bob":
            check_screen(bob, f"step {step}")
            shoot(f"{step:02d}-bob-to-say")
            tap(bob, f'#messages .message[data-message-id="{table.id}"] button[data-custom-id="{verbs[verb]}"]')
            tapped.append(verb)
        else:
            sandbox.api("/api/act", {"as": sandbox.members["alice"], "kind": "click", "message_id": table.id,
                                     "custom_id": verbs[verb]})
        bob.wait(f"deal {number} past step {step} ({name}: {verb})",
                 lambda look, at=(number, step): moved_on(look, at))
    assert tapped, "bob was never to say"
    shoot("tapped")

    # Chat: carol's line arrives at the foot of bob's channel; his own goes there too.
    sandbox.api("/api/act", {"as": sandbox.members["carol"], "kind": "message",
                             "channel_id": sandbox.channels["poker"], "content": "good luck, **bob**"})
    bob.wait("carol's line", lambda look: bool(look.messages) and "good luck, bob" in look.messages[-1].text or None)
    check_screen(bob, "carol's line")
    composer = bob.element("#composer")
    composer.click()
    composer.send_keys("thanks, *carol*", Keys.ENTER)
    bob.wait("bob's own line", lambda look: bool(look.messages) and "thanks, carol" in look.messages[-1].text or None)
    check_screen(bob, "bob's line")
    shoot("chat")
    if docs_pictures is not None:
        screen(bob, docs_pictures / "sandbox-phone.png")

    # The DM, from the channels drawer: his hand.
    open_drawer(bob, "channels")
    shoot("channels-drawer")
    if docs_pictures is not None:
        screen(bob, docs_pictures / "sandbox-phone-channels.png")
    dm = sandbox.until("bob's DM", lambda: (sandbox.state("bob").get("dm") or {}).get("id"))
    tap(bob, f'#channels [data-channel-id="{dm}"]')
    bob.wait("his hand in his DM", lambda look: look.newest("Your hand:"))
    check_screen(bob, "his DM")
    shoot("dm")
    open_drawer(bob, "channels")
    tap(bob, f'#channels [data-channel-id="{sandbox.channels["poker"]}"]')
    bob.wait("#poker again", lambda look: "poker" in look.channel or None)

    # Another member, from the members drawer.
    open_drawer(bob, "members")
    Select(bob.element("#as")).select_by_visible_text("alice")
    bob.wait("the page acting as alice", lambda look: layout(bob).acting == "alice" or None)
    alice_sees = bob.wait("alice's view of #poker", lambda look: look if look.newest("thanks, carol") else None)
    assert not any(m.id in (bought.id, joined.id) for m in alice_sees.messages), "alice sees bob's private answers"
    check_screen(bob, "acting as alice")
    shoot("alice")
    took = time.monotonic() - started
    note(request.config, f"{request.node.nodeid}: bob tapped {tapped}; {shots} screenshots in {took:.0f} s")


def hand_in_dm(sandbox: Sandbox) -> bool:
    state = sandbox.state("bob")
    dm = (state.get("dm") or {}).get("id")
    return any("Your hand:" in (m.get("content") or "") for m in state["messages"].get(dm, []))


def moved_on(look: Look, at: tuple[int, int]) -> bool:
    """The table message is past this (deal, step), or the deal's result is out."""
    if look.newest(RESULT):
        return True
    table = look.table_message()
    return bool(table) and any((int(m["deal"]), int(m["step"])) > at for m in table.table_buttons())

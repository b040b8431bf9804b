"""A deal played to its end by taps only, on two phones (412 x 915, headless Chromium), in a
busy channel (issue 40).

alice and bob each have a tab at a phone's width; each taps the table message's button when it
names him to say.  Before every turn carol says a line in #poker (through the page's API, as a
member at another client).  At each turn, on the page of the member to say, the live table is
within the last 3 messages of the channel, the channel's last message is readable at its foot,
and the button he taps is on his screen: the table followed the channel down past carol's lines.
With --docs-pictures it writes
sandbox-phone-deal.png (bob's phone at one of his turns, carol's lines above the table).
"""

from __future__ import annotations

import pytest

from tests.browser.docs import screen
from tests.browser.page import Member
from tests.browser.phone import as_phone, layout
from tests.browser.test_sandbox_phone import RESULT, SAFE, check_screen, moved_on, slash_as, to_say

pytestmark = pytest.mark.browser

STAKE = 100
LINES = ("who has the age?", "nice pool", "brb", "I would have stood pat", "good luck all")


def on_screen(member: Member, css: str) -> bool:
    """Whether the element is wholly between the top bar and the message box on his screen."""
    found = layout(member)
    box = member.driver.execute_script(
        "const r = document.querySelector(arguments[0]).getBoundingClientRect();"
        "return {top: r.top, bottom: r.bottom};", css)
    return bool(found.messages["top"] <= box["top"] and box["bottom"] <= found.composer["top"] + 1)


def test_a_deal_by_taps_on_two_phones_in_a_busy_channel(sandbox, chrome, screenshots, docs_pictures):
    members: dict[str, Member] = {}
    for i, name in enumerate(("alice", "bob")):
        if i:
            chrome.switch_to.new_window("tab")
        members[name] = Member(name, sandbox.members[name], chrome, chrome.current_window_handle)
        as_phone(members[name])
        chrome.get(sandbox.page(name))
        members[name].wait("the bot online and #poker open", lambda look: look.status == "online" and "poker" in look.channel)
    for said in (slash_as(sandbox, "alice", "poker-admin limits", field="turn_timeout", value="3600"),
                 *(slash_as(sandbox, name, command, **options) for name in members
                   for command, options in (("bank buy", {"chips": 500}),)),
                 slash_as(sandbox, "alice", "poker start"),
                 *(slash_as(sandbox, name, "poker join", stake=STAKE) for name in members),
                 slash_as(sandbox, "bob", "poker deal")):
        assert "went wrong" not in said, said
    bob = members["bob"]
    turns = 0
    photographed = False
    for n in range(40):
        sandbox.api("/api/act", {"as": sandbox.members["carol"], "kind": "message",
                                 "channel_id": sandbox.channels["poker"], "content": LINES[n % len(LINES)]})
        turn = bob.wait("someone to say, or the result", to_say)
        if turn == "over":
            break
        assert not isinstance(turn, str)
        name, _table, _verbs, (number, step) = turn
        member = members[name]
        # The line arrived, and the table came down past it: on his own page, at the foot.
        shown = member.wait(f"{name}'s table at the foot, after carol's line", lambda look, at=(number, step):
                            look if (t := look.table_message()) is not None and any(
                                (int(m["deal"]), int(m["step"])) == at for m in t.table_buttons())
                            and t in look.messages[-3:] else None)
        table = shown.table_message()
        assert table is not None
        verbs = {m["verb"]: m.group(0) for m in table.table_buttons()}
        verb = next((v for v in SAFE if v in verbs), None)
        assert verb, f"{name} has no move the test knows among {sorted(verbs)}"
        check_screen(member, f"{name} at step {step}")
        button = f'#messages .message[data-message-id="{table.id}"] button[data-custom-id="{verbs[verb]}"]'
        member.wait(f"{name}'s {verb} on his screen", lambda _look, css=button, who=member: on_screen(who, css) or None)
        member.screenshot(screenshots, f"{n:02d}-{name}-to-say")
        if name == "bob" and docs_pictures is not None and not photographed:
            screen(bob, docs_pictures / "sandbox-phone-deal.png")
            photographed = True
        member.click(button)
        turns += 1
        member.wait(f"deal {number} past step {step} ({name}: {verb})",
                    lambda look, at=(number, step): moved_on(look, at))
    assert turns >= 4, f"only {turns} turns were tapped"
    for member in members.values():
        member.wait(f"the result on {member.name}'s page", lambda look: look.newest(RESULT))
        member.screenshot(screenshots, "result")

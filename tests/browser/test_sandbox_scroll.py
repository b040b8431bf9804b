"""Who lets go of a channel's foot in the sandbox's page (headless Chromium, a phone's screen).

Discord keeps a reader at the foot of a channel as lines arrive, until he scrolls up himself.
bob's #poker fills past his screen with carol's and alice's lines.  A scroll the page did not get from him
(the layout moving it, as a picture that grows late does) leaves him at the foot: carol's next
line is in view.  His own wheel up lets go: her next line leaves his place alone.  His own
line brings him back down, as in Discord.
"""

from __future__ import annotations

import pytest

from tests.browser.page import Member
from tests.browser.phone import as_phone, last_readable, layout
from tests.browser.sandbox import Sandbox

pytestmark = pytest.mark.browser

TOP = "return document.querySelector('#messages').scrollTop;"


def say(sandbox: Sandbox, name: str, line: str) -> None:
    sandbox.api("/api/act", {"as": sandbox.members[name], "kind": "message",
                             "channel_id": sandbox.channels["poker"], "content": line})


def arrived(bob: Member, line: str) -> None:
    bob.wait(f"{line!r} in the page", lambda look: bool(look.messages) and line in look.messages[-1].text or None)


def test_only_the_readers_own_scroll_lets_go_of_the_channels_foot(sandbox, chrome, screenshots):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.actions.wheel_input import ScrollOrigin

    bob = Member("bob", sandbox.members["bob"], chrome, chrome.current_window_handle)
    as_phone(bob)
    chrome.get(sandbox.page("bob"))
    bob.wait("the bot online and #poker open", lambda look: look.status == "online" and "poker" in look.channel)
    for n in range(1, 31):  # two voices, so each line is a message with its author's name
        say(sandbox, ("carol", "alice")[n % 2], f"line {n} of a busy evening")
    arrived(bob, "line 30 ")
    bob.wait("the channel at its foot", lambda _look: last_readable(layout(bob)) is None or None)
    assert chrome.execute_script(TOP) > 500, "the channel does not fill past his screen"

    # The layout moves him up (no wheel, no touch, no key of his): he is still at the foot.
    chrome.execute_script("const box = document.querySelector('#messages'); box.scrollTop -= 400;")
    chrome.execute_script("return new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50)));")
    say(sandbox, "carol", "line 31, after the layout moved")
    arrived(bob, "line 31,")
    bob.wait("line 31 in view", lambda _look: last_readable(layout(bob)) is None or None)
    bob.screenshot(screenshots, "01-kept-at-the-foot")

    # His own wheel up lets go: carol's next line does not pull him down.
    box = bob.element("#messages")
    ActionChains(chrome).scroll_from_origin(ScrollOrigin.from_element(box), 0, -600).perform()
    bob.wait("his wheel taken", lambda _look: "foot" in (last_readable(layout(bob)) or "") or None)
    kept = chrome.execute_script(TOP)
    say(sandbox, "carol", "line 32, while he reads back")
    arrived(bob, "line 32,")
    chrome.execute_script("return new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50)));")
    assert abs(chrome.execute_script(TOP) - kept) <= 2, "a line arriving moved a reader who had scrolled up"
    assert "out of view" in (last_readable(layout(bob)) or "")
    bob.screenshot(screenshots, "02-reading-back")

    # His own line brings him back to the foot.
    composer = bob.element("#composer")
    composer.click()
    composer.send_keys("back at the table")
    bob.click("#send")
    arrived(bob, "back at the table")
    bob.wait("his own line in view", lambda _look: last_readable(layout(bob)) is None or None)

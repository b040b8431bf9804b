"""Members chat in the sandbox's page (headless Chromium): a line typed in the message box
shows in the channel for everyone, as Discord shows a member's message (his name, the text in
markdown); an empty or over-long one is refused in the page with one line, and nothing is sent."""

from __future__ import annotations

import pytest

from tests.browser.page import Look
from tests.browser.table import open_tabs

pytestmark = pytest.mark.browser

LINE = "anyone for a **jack-pot**? bring `500` chips"
READ = "anyone for a jack-pot? bring 500 chips"  # as the page shows it, the markdown drawn

SHOWN_JS = r"""
const m = [...document.querySelectorAll('#messages .message[data-message-id]')].pop();
return m ? {author: (m.querySelector('.author') || {}).textContent || '', bold: (m.querySelector('.content strong') || {}).textContent || '',
            code: (m.querySelector('.content .inline-code') || {}).textContent || '', bot: !!m.querySelector('.app-tag')} : null;
"""


def test_a_members_line_shows_for_everyone_and_a_bad_one_is_refused_in_the_page(sandbox, chrome, screenshots):
    members = open_tabs(sandbox, chrome)
    alice = members["alice"]
    composer = alice.element("#composer")
    composer.click()
    composer.send_keys(LINE)
    alice.click("#send")
    for member in members.values():
        member.wait(f"alice's line on {member.name}'s page",
                    lambda look: bool(look.messages) and READ in look.messages[-1].text or None)
        assert member.driver.execute_script(SHOWN_JS) == {"author": "Alice", "bold": "jack-pot", "code": "500",
                                                          "bot": False}
        member.screenshot(screenshots, "chat")
    assert alice.element("#composer").get_attribute("value") == ""  # the box empties once it is sent

    said = [m["content"] for m in sandbox.state("bob")["messages"][sandbox.channels["poker"]]]
    assert said == [LINE]
    for typed, line in (("x" * 2001, "A message is at most 2,000 characters: this one has 2,001."),
                        ("   ", "A message needs some text: type one, or / for the bot's commands.")):
        alice.driver.execute_script(  # 2,001 characters at once, as pasted
            "const box = document.querySelector('#composer'); box.value = arguments[0];"
            "box.dispatchEvent(new Event('input'));", typed)
        alice.click("#send")
        alice.wait(f"the page's refusal of {len(typed)} characters", lambda look, line=line: look.toast == line or None)
        assert [m["content"] for m in sandbox.state("bob")["messages"][sandbox.channels["poker"]]] == said
    alice.screenshot(screenshots, "refused")

    def no_more(look: Look) -> bool:
        return sum(READ in m.text for m in look.messages) == 1
    assert no_more(members["bob"].look())

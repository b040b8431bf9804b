"""The browser itself works: Chromium draws a page, runs its script, and a screenshot is written.

A failure here says the machine's Chromium or chromedriver is at fault, not the sandbox's page.
"""

from __future__ import annotations

import urllib.parse

import pytest

pytestmark = pytest.mark.browser

PAGE = """<!doctype html><meta charset="utf-8"><title>smoke</title>
<p id="cards">A♠ 10♥</p><button id="b" onclick="this.textContent = 'clicked'">click</button>"""


def test_headless_chromium_draws_a_page_and_writes_a_screenshot(chrome, screenshots):
    from selenium.webdriver.common.by import By

    chrome.get("data:text/html;charset=utf-8," + urllib.parse.quote(PAGE))
    assert chrome.title == "smoke"
    assert chrome.find_element(By.ID, "cards").text == "A♠ 10♥"  # the suit symbols survive the trip
    chrome.find_element(By.ID, "b").click()
    assert chrome.find_element(By.ID, "b").text == "clicked"  # its script ran
    shot = screenshots / "smoke.png"
    assert chrome.save_screenshot(str(shot))
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"

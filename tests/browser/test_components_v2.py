"""The page draws a message with the components v2 flag as Discord does: its text displays, its
container, the pictures of its media gallery (at the sandbox's own address of each file, as the
member), its file component and its buttons; a file no component names is not drawn.

The sandbox's page is served in the test's own process (no bot); Chromium reads it.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from discord_emulator.uploads import Upload
from tests.browser.page import IMAGE, Look, Member
from tests.sandbox_inproc import bot_says, member, page_served, poker
from tests.test_emulator_uploads import png

pytestmark = pytest.mark.browser

HAND, UNSHOWN = png(150, 60, 180), png(30, 30, 90)
TABLE = {"flags": 1 << 15, "components": [
    {"type": 17, "accent_color": 0x1F8B4C, "components": [
        {"type": 10, "content": "**Deal 1**: the pot holds 30"},
        {"type": 12, "items": [{"media": {"url": "attachment://hand.png"}, "description": "bob's hand"}]},
        {"type": 13, "file": {"url": "attachment://notes.txt"}},
        {"type": 1, "components": [{"type": 2, "style": 1, "label": "Call", "custom_id": "call"},
                                   {"type": 2, "style": 4, "label": "Drop", "custom_id": "drop"}]},
    ]},
    {"type": 10, "content": "Your turn, bob"},
]}


async def test_the_page_draws_a_components_v2_message(tmp_path: Path, chrome: Any, screenshots: Path) -> None:
    async with page_served(tmp_path) as (box, url):
        bob = member(box, "bob")
        sent = await bot_says(box, poker(box), TABLE, [Upload(0, "hand.png", HAND, None),
                                                       Upload(1, "unshown.png", UNSHOWN, None),
                                                       Upload(2, "notes.txt", b"pot 30", None)])
        hand = next(a for a in sent.attachments if a.filename == "hand.png")
        unshown = next(a for a in sent.attachments if a.filename == "unshown.png")
        page = f"{url}?as={bob.id}&channel={poker(box).id}"
        reader = Member("bob", str(bob.id), chrome, "")

        def drawn(look: Look) -> Any:
            return next((m for m in look.messages if m.id == str(sent.id) and "Deal 1" in m.text), None)

        def read() -> Any:
            chrome.get(page)
            reader.handle = chrome.current_window_handle
            message = reader.wait("the table message drawn", drawn)
            # The picture really opens at that address: the browser decoded it.
            reader.wait("the hand's picture loaded", lambda _look: chrome.execute_script(
                "const i = document.querySelector('img[src*=\"/hand.png\"]'); return i && i.naturalWidth;"))
            reader.screenshot(screenshots, "components-v2")
            return message

        message = await asyncio.to_thread(read)
    assert "Deal 1: the pot holds 30" in message.text and "Your turn, bob" in message.text
    assert "notes.txt" in message.text and "6 bytes" in message.text  # the file component
    sources = [src for _, _, src in IMAGE.findall(message.text)]
    assert f"{url}attachments/{sent.id}/{hand.id}/hand.png?as={bob.id}" in sources, sources
    assert not [s for s in sources if f"/{unshown.id}/" in s or box.world.base_url in s], sources
    assert ("call", "Call") in message.buttons and ("drop", "Drop") in message.buttons

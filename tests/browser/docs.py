"""The pictures of the sandbox in docs/pictures, taken by the browser tests only when asked:

    python -m pytest -q -m browser tests/browser --docs-pictures docs/pictures

A test names the moment (`Wanted`); when its member's page reaches it, the channel's column
is photographed with the message wanted scrolled to its foot, and written as a small PNG
(a palette of 128 colours).  Without the option nothing is written outside the run's own
temporary folder.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.browser.page import Member

COLUMN = "#chat"  # the channel's column: its name, its messages, the message box
HEIGHT = 1000  # the window's height for the picture: a whole table message fits
COLOURS = 128


@dataclass
class Wanted:
    """A picture for the docs: whose page, when (asked of the alt text of his table message's
    drawn table at each step, or of the show-down message at the end), and its file's name."""

    filename: str
    member: str
    when: Callable[[str], bool]
    at_end: bool = False  # the show-down message, once the deal is over
    taken: Path | None = None


def photograph(member: Member, message_id: str, path: Path) -> Path:
    """The channel's column of his page with this message at its foot, as a small PNG."""
    from PIL import Image

    member.front()
    driver = member.driver
    size = driver.get_window_size()
    driver.set_window_size(size["width"], HEIGHT)
    try:
        box = driver.execute_script(
            "const m = document.querySelector(`#messages .message[data-message-id='${arguments[0]}']`);"
            "m.scrollIntoView({block: 'end'});"
            "const r = document.querySelector(arguments[1]).getBoundingClientRect();"
            "return [r.left, r.top, r.right, r.bottom, window.devicePixelRatio];", message_id, COLUMN)
        shot = driver.get_screenshot_as_png()
    finally:
        driver.set_window_size(size["width"], size["height"])
        driver.execute_script("const m = document.querySelector('#messages'); m.scrollTop = m.scrollHeight;")
    left, top, right, bottom, ratio = box
    image = Image.open(io.BytesIO(shot)).convert("RGB")
    return _write(image.crop(tuple(round(v * ratio) for v in (left, top, right, bottom))), path)


def screen(member: Member, path: Path) -> Path:
    """His whole screen as it is (a phone's: the page is the screen), as a small PNG."""
    from PIL import Image

    member.front()
    return _write(Image.open(io.BytesIO(member.driver.get_screenshot_as_png())).convert("RGB"), path)


def _write(image: Any, path: Path) -> Path:
    from PIL import Image

    path.parent.mkdir(parents=True, exist_ok=True)
    image.quantize(colors=COLOURS, dither=Image.Dither.NONE).save(path, optimize=True)  # crisp letters
    return path

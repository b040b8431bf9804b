"""docs/pictures/sandbox-lang-*.png: what members of other languages than the server's see, taken
by tests/browser/test_sandbox_languages.py with --docs-pictures.

Each server language's picture is two columns of one member's page, side by side: #poker at the
deal's show-down (the table's words in the server's language, his own answers in his) and his
DM with the bot (his hand, and his hand after the draw, in his).  The member is one whose
language is not the server's, the deal's bettor if he is one (his amount picker is then in
#poker).  The phone's is one such member's whole screen at 390 px as the last server language's
table asks him how much he bets, in his own.
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

from bot.text.i18n import shipped
from tests.browser.docs import _write
from tests.browser.languages import Deal, Players
from tests.browser.page import Member

COLUMN = "#chat"
HEIGHT = 1000  # the window's height for the picture
PHONE = {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True}
HEADING = 30  # px above each column, naming whose page and which channel


def photographed(players: Players, deal: Deal) -> Member:
    """The member whose page is shown: the bettor if he reads another language than the server's,
    else the one who reads the language after the server's in the shipped list."""
    others = [n for n, locale in players.languages.items() if locale != players.server]
    if deal.bettor in others:
        return players.members[deal.bettor]
    order = list(shipped())
    after = order[(order.index(players.server) + 1) % len(order)]
    return players.members[next(n for n in others if players.languages[n] == after)]


def column(member: Member, message_id: str) -> Any:
    """The channel's column of his page, this message scrolled to its foot, as an image."""
    from PIL import Image

    driver = member.driver
    box = driver.execute_script(
        "const m = document.querySelector(`#messages .message[data-message-id='${arguments[0]}']`);"
        "m.scrollIntoView({block: 'end'});"
        "const r = document.querySelector(arguments[1]).getBoundingClientRect();"
        "return [r.left, r.top, r.right, r.bottom, window.devicePixelRatio];", message_id, COLUMN)
    left, top, right, bottom, ratio = box
    shot = Image.open(io.BytesIO(driver.get_screenshot_as_png())).convert("RGB")
    return shot.crop(tuple(round(v * ratio) for v in (left, top, right, bottom)))


def headed(image: Any, words: str) -> Any:
    from PIL import Image, ImageDraw, ImageFont

    out = Image.new("RGB", (image.width, image.height + HEADING), (30, 31, 34))
    ImageDraw.Draw(out).text((12, 6), words, fill=(242, 243, 245), font=ImageFont.load_default(size=17))
    out.paste(image, (0, HEADING))
    return out


def photograph_deal(players: Players, deal: Deal, path: Path) -> Path:
    """#poker at the deal's result and his DM, side by side, headed with who reads what."""
    from PIL import Image

    member = photographed(players, deal)
    name, locale = member.name, players.languages[member.name]
    member.front()
    size = member.driver.get_window_size()
    member.driver.set_window_size(size["width"], HEIGHT)
    try:
        result = member.wait("the result", lambda look: players.result_in(look, deal))
        table = headed(column(member, result.id), f"#poker as {name} sees it: the server's language, {players.server}")
        member.open_channel(players.dm(member))
        drawn = member.wait("his DM", lambda look: look.messages[-1] if look.messages else None)
        dm = headed(column(member, drawn.id), f"{name}'s DM with the bot: his client's language, {locale}")
        member.open_channel(players.sandbox.channels["poker"], "poker")
    finally:
        member.driver.set_window_size(size["width"], size["height"])
    both = Image.new("RGB", (table.width + dm.width, max(table.height, dm.height)), (49, 51, 56))
    both.paste(table, (0, 0))
    both.paste(dm, (table.width, 0))
    return _write(both, path)


def photograph_phone(member: Member, message_id: str, path: Path) -> Path:
    """His whole screen at a phone's width, this message at its foot."""
    from PIL import Image

    member.front()
    member.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", PHONE)
    try:  # the drawers slide away as the page becomes a phone's: once they are gone
        member.wait("the drawers shut at a phone's width", lambda _look: member.driver.execute_script(
            "return ['sidebar', 'side'].every(id => getComputedStyle(document.getElementById(id)).visibility"
            " === 'hidden')") or None)
        member.driver.execute_script(
            "document.querySelector(`#messages .message[data-message-id='${arguments[0]}']`)"
            ".scrollIntoView({block: 'end'});", message_id)
        shot = Image.open(io.BytesIO(member.driver.get_screenshot_as_png())).convert("RGB")
    finally:
        member.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    return _write(shot, path)

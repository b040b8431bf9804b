"""A member's page at a phone's width: the viewport set as a phone sets it, and what of the
page he can see and tap there, read in one script call per look."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tests.browser.page import Member

PHONE = {"width": 412, "height": 915, "deviceScaleFactor": 1, "mobile": True}  # a common phone's viewport
TAPPABLE = 40  # px: the least height of anything tapped (Android's 48 dp, less its margin)

LAYOUT_JS = r"""
function box(node) {
  if (!node) return null;
  const r = node.getBoundingClientRect(), s = getComputedStyle(node);
  return {left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height,
          shown: s.visibility !== 'hidden' && s.display !== 'none' && r.width > 0 && r.height > 0};
}
const q = (css) => document.querySelector(css);
const messages = [...document.querySelectorAll('#messages .message[data-message-id]')];
const last = messages[messages.length - 1];
const content = last && (last.querySelector('.content, .embeds, .components') || last);
const small = [...document.querySelectorAll(
    '#messages button[data-custom-id], #messages .select, .command-suggestion, #send, #composer-plus, '
    + '#open-channels, #open-members')]
  .filter((n) => box(n).shown && box(n).height < arguments[0])
  .map((n) => `${n.id || n.className} ${n.textContent.trim().slice(0, 30)}: ${box(n).height}px`);
return {width: innerWidth, height: innerHeight, chat: box(q('#chat')), messages: box(q('#messages')),
        composer: box(q('#composer-area')), channels: box(q('#sidebar')), members: box(q('#side')),
        last: last ? {id: last.getAttribute('data-message-id'), ...box(last),
                      font: parseFloat(getComputedStyle(content).fontSize)} : null,
        small, acting: (q('#acting-name') || {}).textContent || ''};
"""


@dataclass
class Layout:
    width: float
    height: float
    chat: dict[str, Any]
    messages: dict[str, Any]
    composer: dict[str, Any]
    channels: dict[str, Any]
    members: dict[str, Any]
    last: dict[str, Any] | None
    small: list[str]  # what is shown and tappable but under TAPPABLE px high
    acting: str  # the member the top bar names


def as_phone(member: Member) -> None:
    """His tab becomes a phone's screen: 412 x 915 CSS pixels, laid out as a phone lays out."""
    member.front()
    member.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", PHONE)


def layout(member: Member) -> Layout:
    member.front()
    return Layout(**member.driver.execute_script(LAYOUT_JS, TAPPABLE))


def last_readable(found: Layout) -> str | None:
    """Why the channel's last message cannot be read on his screen, or None: it must be wide
    (over 300 px), its foot in view above the message box, its text at least 14 px."""
    last = found.last
    if last is None:
        return "the channel shows no message"
    if last["width"] <= 300:
        return f"the last message is {last['width']:.0f} px wide"
    if not found.messages["top"] < last["bottom"] <= found.composer["top"] + 1:
        return f"the last message's foot ({last['bottom']:.0f} px) is out of view"
    if last["font"] < 14:
        return f"the last message's text is {last['font']} px"
    return None

"""A member at the sandbox's page, driven through Selenium: what he sees, and what he types and clicks.

Only the elements docs/sandbox.md promises are used.  Everything is read in one
script call per look (no element is held across a redraw), and every wait is a
WebDriverWait with a generous timeout: the test never depends on how fast the
machine is, only on what the page ends up showing.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from bot.text.faces import card_of_symbol
from tests.public_words import deal_number, first_jack

T = TypeVar("T")

WAIT = 90.0  # seconds for anything to appear: far beyond need, so only a real fault trips it

# What a message looks like to a member: its text with every picture written in as
# " [img alt|title|src] ", its buttons and selects.  Scripts and styles hold no text to read.
READ_JS = r"""
function textOf(node) {
  const copy = node.cloneNode(true);
  copy.querySelectorAll('script, style').forEach(e => e.remove());
  // A block ends a word, as on the screen; inline elements run on.
  copy.querySelectorAll(':not(span, strong, em, b, i, u, s, code, a, img, del, mark, small, sub, sup)')
    .forEach(e => e.append(' '));
  copy.querySelectorAll('img').forEach(img => img.replaceWith(
    ` [img ${img.getAttribute('alt') || ''}|${img.getAttribute('title') || ''}|${img.getAttribute('src') || ''}] `));
  copy.querySelectorAll('[data-value]').forEach(e => e.append(` [value ${e.getAttribute('data-value')}] `));
  copy.querySelectorAll('[title], [aria-label]').forEach(e => e.append(
    ` [label ${e.getAttribute('title') || ''}|${e.getAttribute('aria-label') || ''}] `));
  return copy.textContent.replace(/\s+/g, ' ');
}
const messages = [...document.querySelectorAll('#messages .message[data-message-id]')].map(m => ({
  id: m.getAttribute('data-message-id'),
  text: textOf(m),
  ephemeral: !!m.querySelector('.ephemeral-note'),
  thinking: !!m.querySelector('.thinking'),
  buttons: [...m.querySelectorAll('button[data-custom-id]')].map(b => [b.getAttribute('data-custom-id'), b.textContent.trim()]),
  selects: [...m.querySelectorAll('.select[data-custom-id]')].map(s => s.getAttribute('data-custom-id')),
}));
const rest = document.body.cloneNode(true);
rest.querySelectorAll('#messages .message').forEach(e => e.remove());
const status = document.querySelector('#bot-status');
const name = document.querySelector('#channel-name');
const toast = document.querySelector('#toast');
return {messages, rest: textOf(rest), status: status ? status.textContent.trim() : '',
        channel: name ? name.textContent.trim() : '', toast: toast ? toast.textContent.trim() : ''};
"""

SYMBOL = re.compile(r"(?:10|[2-9JQKA])[♣♦♥♠]")
IMAGE = re.compile(r"\[img ([^|\]]*)\|([^|\]]*)\|([^\]]*)\]")
VALUE = re.compile(r"\[value ([^\]]*)\]")
EMOJI_NAME = re.compile(r"pk\d+[a-z]_([2-9TJQKA][cdhs])\b")  # a card emoji, e.g. pk1f_As
CODE = re.compile(r"\b[2-9TJQKA][cdhs]\b")  # a card as a hand picture's description writes it
IN_ORDER = re.compile(f"{SYMBOL.pattern}|{EMOJI_NAME.pattern}")
EMOJI_SRC = re.compile(r"/emojis/(\d+)\.png")
# Law 2: the cards turned up to find the first dealer are public (and go back into the pack).
TURNED_UP = first_jack(r"(?:10|[2-9JQKA])[♣♦♥♠]")  # in every language the bot speaks
DEAL_NUMBER = deal_number(any_case=False)  # a deal as a title names it ("Deal 3", "Spiel 3"), not prose
BUTTON = re.compile(r"pk:(?P<table>\d+):(?P<deal>\d+):(?P<step>\d+):(?P<verb>[a-z_]+)$")


def cards_in(text: str, emojis: dict[str, str] | None = None) -> set[str]:
    """Every card `text` shows (as ``As``, ``Th``): suit symbols, card emojis by name or
    picture, a hand picture's description, a picker's values."""
    text = TURNED_UP.sub("", text)
    found = {str(card_of_symbol(s)) for s in SYMBOL.findall(text)} | set(EMOJI_NAME.findall(text))
    for alt, title, src in IMAGE.findall(text):
        source = EMOJI_SRC.search(src)
        found |= set(EMOJI_NAME.findall((emojis or {}).get(source.group(1), "") if source else ""))
        found |= set(CODE.findall(f"{alt} {title}"))
    for value in VALUE.findall(text):
        found |= set(CODE.findall(value))
    return found


def cards_in_order(text: str) -> list[str]:
    """The cards `text` writes with suit symbols or as card emojis by name, in the order written,
    each once: a stud player's down card comes first in his DM."""
    found: list[str] = []
    for match in IN_ORDER.finditer(TURNED_UP.sub("", text)):
        card = match.group(1) or str(card_of_symbol(match.group(0)))
        if card not in found:
            found.append(card)
    return found


def deals_named(text: str) -> set[int]:
    return {int(n) for n in DEAL_NUMBER.findall(text)}


@dataclass
class Message:
    id: str
    text: str
    ephemeral: bool
    thinking: bool
    buttons: list[tuple[str, str]]  # (custom id, label)
    selects: list[str]

    def table_buttons(self) -> list[re.Match[str]]:
        return [m for m in (BUTTON.match(cid) for cid, _ in self.buttons) if m]

    def picture(self, filename: str) -> str | None:
        """The alt text of the picture of this name the message shows (its description), or None."""
        return next((alt for alt, _, src in IMAGE.findall(self.text) if src.split("?")[0].endswith("/" + filename)),
                    None)

    def words(self) -> str:
        """Its text without its pictures' words."""
        return IMAGE.sub(" ", self.text)


@dataclass
class Look:
    """One reading of a member's page."""

    messages: list[Message]
    rest: str  # the page's text outside the messages: channels, members, health, modal, toast
    status: str
    channel: str
    toast: str

    def table_message(self) -> Message | None:
        """The newest message with the table's buttons."""
        return next((m for m in reversed(self.messages) if m.table_buttons()), None)

    def newest(self, *words: str) -> Message | None:
        return next((m for m in reversed(self.messages) if all(w in m.text for w in words)), None)


class Failed(AssertionError):
    pass


@dataclass
class Member:
    """One member's tab."""

    name: str
    user_id: str
    driver: Any
    handle: str  # his tab
    emojis: dict[str, str] = field(default_factory=dict)  # emoji id -> name, from the page's state

    def front(self) -> None:
        if self.driver.current_window_handle != self.handle:
            self.driver.switch_to.window(self.handle)

    def look(self) -> Look:
        self.front()
        raw = self.driver.execute_script(READ_JS)
        messages = [Message(m["id"], m["text"], m["ephemeral"], m["thinking"],
                            [tuple(b) for b in m["buttons"]], m["selects"]) for m in raw["messages"]]
        return Look(messages, raw["rest"], raw["status"], raw["channel"], raw["toast"])

    def wait(self, what: str, found: Callable[[Look], T | None], timeout: float = WAIT) -> T:
        """Look again and again until `found` answers something; fail with what the page shows."""
        from selenium.common.exceptions import StaleElementReferenceException, TimeoutException
        from selenium.webdriver.support.ui import WebDriverWait

        self.front()
        last: list[Look] = []

        def check(_driver: Any) -> T | None:
            look = self.look()
            last[:] = [look]
            return found(look)

        try:
            return WebDriverWait(self.driver, timeout, poll_frequency=0.1,
                                 ignored_exceptions=(StaleElementReferenceException,)).until(check)
        except TimeoutException:
            seen = last[0] if last else None
            shown = "\n".join(f"  {m.text[:300]}" for m in (seen.messages[-6:] if seen else []))
            raise Failed(f"{self.name}'s page: {what}, not within {timeout:.0f} s; it shows #{seen and seen.channel}"
                         f" (bot {seen and seen.status!r}, toast {seen and seen.toast!r}):\n{shown}") from None

    def element(self, css: str, timeout: float = WAIT) -> Any:
        from selenium.webdriver.common.by import By
        from selenium.webdriver.support import expected_conditions
        from selenium.webdriver.support.ui import WebDriverWait

        self.front()
        return WebDriverWait(self.driver, timeout, poll_frequency=0.1).until(
            expected_conditions.element_to_be_clickable((By.CSS_SELECTOR, css)),
            f"{self.name}'s page: no {css}")

    def click(self, css: str) -> None:
        from selenium.common.exceptions import (
            ElementClickInterceptedException,
            StaleElementReferenceException,
        )

        for _ in range(20):  # redrawn or covered for a moment by a live update: find it again
            try:
                self.element(css).click()
                return
            except (StaleElementReferenceException, ElementClickInterceptedException):
                continue
        self.element(css).click()

    def open_channel(self, channel_id: str, name: str | None = None) -> None:
        self.click(f'#channels [data-channel-id="{channel_id}"]')
        self.wait(f"#{name or channel_id} open", lambda look: (name is None or name in look.channel) or None)

    def slash(self, command: str, options: dict[str, str] | None = None, expect: str | None = None) -> Message:
        """Type `/command`, choose it among the suggestions, fill its options and send; the
        bot's answer (a new message, done thinking, holding `expect`)."""
        before = {m.id for m in self.look().messages}
        composer = self.element("#composer")
        composer.click()
        composer.send_keys("/" + command)
        self.click(f'.command-suggestion[data-command="{command}"]')
        for option, value in (options or {}).items():
            box = self.element(f'.command-option[data-option="{option}"] input')
            box.clear()
            box.send_keys(str(value))
        self.click("#send")

        def answered(look: Look) -> Message | None:
            return next((m for m in look.messages if m.id not in before and not m.thinking
                         and (expect is None or expect in m.text)), None)

        return self.wait(f"an answer to /{command}" + (f" saying {expect!r}" if expect else ""), answered)

    def screenshot(self, folder: Path, name: str) -> Path:
        self.front()
        path = folder / f"{name}-{self.name}.png"
        self.driver.save_screenshot(str(path))
        return path

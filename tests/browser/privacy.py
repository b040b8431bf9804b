"""The browser tests' privacy checks: no page, and no page's data, shows a card of another
player's hand that the table has not seen.

`hidden` is what the test knows of the others' cards from their own DMs, less what the
table has shown; the checks read every message as the member's page draws it and as the
page's data (`/api/state` as him) holds it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from tests.browser.page import Look, Member, cards_in, deals_named
from tests.browser.sandbox import Sandbox


def check_page(member: Member, look: Look, hidden: set[str], number: int | None, emojis: dict[str, str]) -> None:
    """His page as drawn: its messages and everything around them."""
    for message in look.messages:
        if another_deal(message.text, number):
            continue
        leaked = cards_in(message.text, emojis) & hidden
        assert not leaked, (f"{member.name}'s page shows {sorted(leaked)} of another player's unshown hand "
                            f"in #{look.channel}: {message.text[:400]}")
    leaked = cards_in(look.rest, emojis) & hidden
    assert not leaked, f"{member.name}'s page shows {sorted(leaked)} of another's hand outside the messages"


def check_state(sandbox: Sandbox, member: Member, hidden: set[str], number: int | None,
                emojis: dict[str, str]) -> None:
    """The page's data as him: no one else's ephemeral answer, no other hand's picture, no card."""
    state = sandbox.state(member.name)
    dm = (state.get("dm") or {}).get("id")
    for channel, messages in state["messages"].items():
        for message in messages:
            for_whom = ((message.get("interaction_metadata") or {}).get("user") or {}).get("id")
            if message.get("flags", 0) & 64 and for_whom is not None:
                assert str(for_whom) == member.user_id, f"{member.name} is sent an answer for {for_whom}"
            pictures = [a for a in message.get("attachments", []) if a.get("filename") == "hand.png"]
            assert not pictures or channel == dm or message.get("flags", 0) & 64, \
                f"{member.name}'s page is given a hand's picture in a channel not his own: {message.get('content')}"
            text = message_text(message)
            if another_deal(text, number):
                continue
            leaked = cards_in(text, emojis) & hidden
            assert not leaked, f"{member.name}'s page data holds {sorted(leaked)} of another's hand: {text[:400]}"


def message_text(message: dict[str, Any]) -> str:
    """A message of the page's data as text for `cards_in`: its words, embeds and components,
    each option's value, and each attachment's description as a picture's."""
    values: list[str] = []

    def walk(node: Any) -> Iterator[str]:
        if isinstance(node, dict):
            if "value" in node and isinstance(node["value"], str) and "label" in node:
                values.append(node["value"])  # a select's option
            for value in node.values():
                yield from walk(value)
        elif isinstance(node, list):
            for item in node:
                yield from walk(item)
        elif isinstance(node, str):
            yield node

    words = " ".join([*walk(message.get("content", "")), *walk(message.get("embeds", [])),
                      *walk(message.get("components", []))])
    pictures = " ".join(f" [img {a.get('description') or ''}|{a.get('filename') or ''}|] "
                        for a in message.get("attachments", []))
    return words + pictures + " ".join(f" [value {v}] " for v in values)


def another_deal(text: str, number: int | None) -> bool:
    """A message of another deal only (its cards are another shuffle's)."""
    named = deals_named(text)
    return number is not None and bool(named) and number not in named

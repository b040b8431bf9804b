"""What the page's API takes in, and how a mistake names it.

A body is a JSON object in UTF-8, at most ``MOST_BYTES`` and ``MOST_DEPTH`` levels
deep; its fields are read with the type and length each allows. A mistake is one
line that quotes at most ``QUOTED`` characters of what was sent, "…" marking a cut,
so that a huge field never comes back whole.
"""

from __future__ import annotations

import json
from typing import Any

from aiohttp import web

MOST_BYTES = 1024 * 1024
MOST_DEPTH = 32  # the API's bodies are two or three levels deep
QUOTED = 40
MOST_LINE = 300  # the emulation's own refusals may quote more; the line is cut here

Json = dict[str, Any]


class Mistake(Exception):
    """Something the page asked that cannot be done: its message is one line for the person."""


class TooLarge(Exception):
    """A body over ``MOST_BYTES``."""


def quote(value: object) -> str:
    """``value`` as a mistake names it: text in quotes, anything else as JSON, cut at ``QUOTED``."""
    if isinstance(value, str):
        return repr(value if len(value) <= QUOTED else value[:QUOTED] + "…")
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = type(value).__name__
    return text if len(text) <= QUOTED else text[:QUOTED] + "…"


def one_line(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= MOST_LINE else text[:MOST_LINE] + "…"


async def json_object(request: web.Request) -> Json:
    """The request's body: UTF-8 JSON, an object, neither too large nor too deep."""
    try:
        raw = await request.read()
    except web.HTTPRequestEntityTooLarge:
        raise TooLarge() from None
    charset = (request.charset or "utf-8").lower()
    if charset.replace("-", "").replace("_", "") != "utf8":
        raise Mistake(f"the request's body must be UTF-8 JSON, not charset {quote(charset)}")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise Mistake("the request's body is not UTF-8") from None
    try:
        body = json.loads(text)
    except RecursionError:
        raise Mistake(f"the request's body is nested more than {MOST_DEPTH} levels deep") from None
    except json.JSONDecodeError:
        raise Mistake("the request's body is not JSON") from None
    except ValueError:  # a number of more digits than Python reads
        raise Mistake("the request's body holds a number too long") from None
    if _deeper_than(body, MOST_DEPTH):
        raise Mistake(f"the request's body is nested more than {MOST_DEPTH} levels deep")
    if not isinstance(body, dict):
        raise Mistake("the request's body must be a JSON object")
    return body


def _deeper_than(value: object, most: int) -> bool:
    todo: list[tuple[object, int]] = [(value, 1)]
    while todo:
        item, depth = todo.pop()
        children = item.values() if isinstance(item, dict) else item if isinstance(item, list) else None
        if children is None:
            continue
        if depth > most:
            return True
        todo.extend((child, depth + 1) for child in children)
    return False


# -- fields ------------------------------------------------------------------------------


def text(body: Json, key: str, most: int) -> str:
    """A text field; left out or null, empty."""
    value = body.get(key)
    if value is None:
        return ""
    if not isinstance(value, str):
        raise Mistake(f"{key} must be text, not {quote(value)}")
    if len(value) > most:
        raise Mistake(f"{key} is longer than {most} characters: {quote(value)}")
    return value


def mapping(body: Json, key: str) -> Json:
    """An object field; left out or null, empty."""
    value = body.get(key)
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise Mistake(f"{key} must be a JSON object, not {quote(value)}")
    return value


def texts(body: Json, key: str, *, most_items: int, most: int) -> list[str]:
    """A list of text; left out or null, empty."""
    value = body.get(key)
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise Mistake(f"{key} must be a list of text, not {quote(value)}")
    if len(value) > most_items:
        raise Mistake(f"{key} holds more than {most_items} items")
    for item in value:
        if len(item) > most:
            raise Mistake(f"{key}: {quote(item)} is longer than {most} characters")
    return value

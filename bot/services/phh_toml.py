"""A small TOML writer for hand histories: the few kinds of value a PHH file holds.

Python reads TOML (`tomllib`) but does not write it; the values here are few
(text, whole numbers, true or false, a time of day, lists of these, and
tables of them on one line), so the writer is kept small rather than adding
a dependency.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Mapping
from typing import Any

# Characters a TOML basic string must escape, besides the control characters.
_ESCAPES = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\t": "\\t", "\r": "\\r", "\b": "\\b", "\f": "\\f"}


_BARE = re.compile(r"[A-Za-z0-9_-]+\Z")
_PLAIN = re.compile(r'[^"\\\x00-\x1f\x7f]*\Z')  # nothing to escape: most text, every card


def text(value: str) -> str:
    if _PLAIN.match(value):
        return f'"{value}"'
    out = []
    for ch in value:
        if ch in _ESCAPES:
            out.append(_ESCAPES[ch])
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\u{ord(ch):04X}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def _key(name: str) -> str:
    return name if _BARE.match(name) else text(name)


def value(item: Any) -> str:
    if isinstance(item, bool):  # before int: a bool is an int
        return "true" if item else "false"
    if isinstance(item, int):
        return str(item)
    if isinstance(item, str):
        return text(item)
    if isinstance(item, datetime.time):
        return item.strftime("%H:%M:%S")
    if isinstance(item, list | tuple | frozenset | set):
        return "[" + ", ".join(value(v) for v in item) + "]"
    if isinstance(item, Mapping):
        # TOML has no null: a missing key is read back as the field's default.
        return "{" + ", ".join(f"{_key(k)} = {value(v)}" for k, v in item.items() if v is not None) + "}"
    raise TypeError(f"no TOML form for {type(item).__name__}")


def dumps(fields: Mapping[str, Any]) -> str:
    """One `key = value` line per field, in the order given; a list of text one item a line."""
    lines = []
    for name, item in fields.items():
        if item is None:
            continue
        if isinstance(item, list) and item and all(isinstance(v, str) for v in item):
            lines.append(f"{_key(name)} = [\n" + "".join(f"  {text(v)},\n" for v in item) + "]")
        else:
            lines.append(f"{_key(name)} = {value(item)}")
    return "\n".join(lines) + "\n"

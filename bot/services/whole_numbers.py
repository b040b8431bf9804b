"""Numbers a person types: one parser for the bot, its pickers and the command line.

Only ASCII digits are read (``str.isdigit`` also accepts "²" and "٣", which
``int`` then refuses or reads as another script's digit), and every value is
bounded by what its field allows, so no typed number can overflow SQLite's
64-bit integers, a float, or a Discord select.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable

from bot.services.errors import ServiceError
from engine.errors import quoted
from engine.rules import MAX_CHIPS

__all__ = ["MAX_CHIPS", "NumberError", "parse_whole", "argument", "in_range"]

_DIGITS = re.compile(r"[0-9]+")
_GROUPED = re.compile(r"[0-9]{1,3}(?:[,_][0-9]{3})+")  # 1,000 or 1_000


class NumberError(ServiceError):
    """A typed number that is not a whole number in its field's range; the message says which."""


def _range(least: int, most: int) -> str:
    return f"a whole number from {least:,} to {most:,}"


def _refused(what: str, least: int, most: int, typed: str) -> NumberError:
    return NumberError(f"{what}: {_range(least, most)}, not {quoted(typed)}", words="refusals-number", what=what,
                       least=least, most=most, typed=quoted(typed))


def parse_whole(text: str, what: str, *, least: int = 0, most: int = MAX_CHIPS) -> int:
    """`text` as a whole number in [least, most], or NumberError naming `what` and the range.

    Accepts plain ASCII digits and thousands grouped by "," or "_" (1,000), with spaces around.
    """
    typed = text.strip()
    if _DIGITS.fullmatch(typed) is None and _GROUPED.fullmatch(typed) is None:
        raise _refused(what, least, most, text)
    digits = typed.replace(",", "").replace("_", "").lstrip("0") or "0"
    if len(digits) > len(str(most)) or not least <= int(digits) <= most:
        raise _refused(what, least, most, text)
    return int(digits)


def in_range(value: int, what: str, *, least: int = 0, most: int = MAX_CHIPS) -> int:
    """An already-typed integer (a slash command's option) checked against its field's range."""
    if isinstance(value, bool) or not isinstance(value, int) or not least <= value <= most:
        raise _refused(what, least, most, str(value))
    return value


def argument(what: str, *, least: int = 0, most: int = MAX_CHIPS) -> Callable[[str], int]:
    """An argparse `type=` that reads a bounded whole number (the error names the option)."""

    def read(text: str) -> int:
        try:
            return parse_whole(text, what, least=least, most=most)
        except NumberError as exc:
            raise argparse.ArgumentTypeError(str(exc).removeprefix(f"{what}: ")) from None

    read.__name__ = what  # argparse names the type in its messages
    return read


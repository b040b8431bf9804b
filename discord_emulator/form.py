"""How a refusal of a request's body is gathered: each check appends (path, code, message) to a
list, and a non-empty list becomes Discord's 400 "Invalid Form Body" (50035), its ``errors``
tree naming each field by its dotted path."""

from __future__ import annotations

from typing import Any

Problems = list[tuple[str, str, str]]


def max_len(problems: Problems, path: str, value: Any, limit: int) -> None:
    if isinstance(value, str) and len(value) > limit:
        problems.append((path, "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length."))


def bad_length(problems: Problems, path: str, least: int, most: int) -> None:
    problems.append((path, "BASE_TYPE_BAD_LENGTH", f"Must be between {least} and {most} in length."))


def required(problems: Problems, path: str) -> None:
    problems.append((path, "BASE_TYPE_REQUIRED", "This field is required"))


def bad(problems: Problems, path: str, message: str) -> None:
    problems.append((path, "COMPONENT_INVALID", message))

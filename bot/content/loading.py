"""Reading the content's TOML files and checking them with pydantic.

A broken file raises ``ContentError``: one line naming the file, the entry and
the field, so whoever edits the prose sees at once what to fix.
"""

from __future__ import annotations

import difflib
import tomllib
from collections.abc import Callable, Collection, Mapping
from importlib.resources import files
from typing import Annotated, Any, NoReturn, TypeVar

from pydantic import BaseModel, BeforeValidator, ConfigDict, StringConstraints, ValidationError
from pydantic_core import ErrorDetails

# Discord's embed limits, which every answer keeps within.
EMBED_LIMITS = {
    "title": 256,
    "description": 4096,
    "field_name": 256,
    "field_value": 1024,
    "fields": 25,
    "total": 6000,
    "choice": 100,  # an autocomplete choice's name or value
}


class ContentError(ValueError):
    """A data file is broken; the message names the file, the entry and the field."""


def fold(value: object) -> object:
    """Prose may wrap over lines in a file: each run of whitespace becomes one space."""
    return " ".join(value.split()) if isinstance(value, str) else value


_FOLD = BeforeValidator(fold)
_FIELD, _TITLE, _CHOICE = (EMBED_LIMITS[k] for k in ("field_value", "title", "choice"))
# A summary, a note, a definition: each fits an embed field.
Prose = Annotated[str, _FOLD, StringConstraints(min_length=1, max_length=_FIELD)]
Title = Annotated[str, _FOLD, StringConstraints(min_length=1, max_length=_TITLE)]
# A name or alias, which autocomplete sends back as a choice's value.
Name = Annotated[str, _FOLD, StringConstraints(min_length=1, max_length=_CHOICE)]


class Entry(BaseModel):
    """One entry of a data file: frozen, and a misspelt field is an error, not ignored."""

    model_config = ConfigDict(frozen=True, extra="forbid")


def where(file: str) -> str:
    return f"bot/content/data/{file}"


def fail(file: str, entry: str, field: str | None, problem: str) -> NoReturn:
    named = f", field {field!r}" if field else ""
    raise ContentError(f"{where(file)}: {entry}{named}: {problem}")


def read(file: str) -> str:
    """A data file's text, wherever the package is installed (a wheel included)."""
    return (files("bot.content") / "data" / file).read_text(encoding="utf-8")


def parse(file: str, text: str, keys: Collection[str]) -> dict[str, Any]:
    """The TOML document, whose top-level keys must be among ``keys`` (empty: any)."""
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise ContentError(f"{where(file)}: not valid TOML: {error}") from None
    for key in doc:
        if keys and key not in keys:
            known = " and ".join(f"[[{k}]]" for k in keys)
            fail(file, f"table [{key}]", None, f"unknown; this file holds {known} tables")
    return doc


def tables(file: str, doc: Mapping[str, Any], key: str, entry: str) -> list[dict[str, Any]]:
    """The ``[[key]]`` tables of a document (at least one)."""
    items = doc.get(key)
    if not isinstance(items, list) or not items or not all(isinstance(i, dict) for i in items):
        fail(file, entry, key, f"expected one or more [[{key}]] tables")
    return items


def label(kind: str, raw: Mapping[str, Any], key: str, position: int) -> str:
    """How an error names an entry: "law 12", "topic 'ante'", or its place in the file."""
    value = raw.get(key)
    if isinstance(value, int) and not isinstance(value, bool):
        return f"{kind} {value}"
    if isinstance(value, str) and value.strip():
        return f"{kind} {' '.join(value.split())!r}"
    return f"{kind} number {position} in the file"


M = TypeVar("M", bound=BaseModel)
T = TypeVar("T")


def build(model: type[M], file: str, entry: str, fields: Mapping[str, Any], **context: Any) -> M:
    """``model`` from one entry's fields, or a ``ContentError`` for the first thing wrong."""
    return checked(file, entry, lambda: model.model_validate(fields, context=context), model)


def checked(file: str, entry: str, validate: Callable[[], T],
            model: type[BaseModel] | None = None) -> T:
    """What ``validate`` returns, its ``ValidationError`` turned into one ``ContentError`` line."""
    try:
        return validate()
    except ValidationError as error:
        errors = error.errors()
        # A misspelt field also shows as the right one missing: name the misspelling.
        first = next((e for e in errors if e["type"] == "extra_forbidden"), errors[0])
        loc = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in first["loc"])
        problem = _problem(first, model)
        if len(errors) > 1:
            problem += f" (and {len(errors) - 1} more)"
        fail(file, entry, loc.lstrip(".") or None, problem)


def _problem(error: ErrorDetails, model: type[BaseModel] | None) -> str:
    kind, ctx = error["type"], error.get("ctx", {})
    if kind == "extra_forbidden":
        fields = list(model.model_fields) if model else []
        close = difflib.get_close_matches(str(error["loc"][-1]), fields, 1)
        return "no such field" + (f" (did you mean {close[0]!r}?)" if close else "")
    if kind == "missing":
        return "missing"
    if kind in ("too_long", "string_too_long"):  # "too_long" once the prose is folded
        length = ctx.get("actual_length") or len(error["input"])
        return f"{length} characters, more than the {ctx['max_length']} Discord allows"
    if kind in ("too_short", "string_too_short"):
        return "empty"
    if kind == "value_error":
        return str(ctx["error"])
    return error["msg"]

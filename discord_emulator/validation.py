"""The limits Discord enforces on what a bot sends, so the emulator refuses what Discord would.

Each check appends (path, code, message) to a list; a non-empty list becomes
Discord's 400 "Invalid Form Body" (50035).
"""

from __future__ import annotations

from collections.abc import Container
from typing import Any

from . import errors
from .components import (
    SELECTS,
    TEXT_INPUT,
    check_emojis,
    check_layout,
    check_rows,
    check_unique_ids,
    placed,
    walk,
    zero_min_values,
)
from .form import Problems, bad, bad_length, max_len
from .model import COMPONENTS_V2

EMBED_LIMITS = {"title": 256, "description": 4096}
FILE_UPLOAD, CHECKBOX_GROUP = 19, 22  # modal components with min_values, besides the selects


def check_message(body: dict[str, Any], *, has_files: bool, is_edit: bool = False, v2: bool | None = None,
                  emojis: Container[str] | None = None) -> None:
    """Refuse a message body Discord would refuse. Raises :class:`DiscordError`.

    ``v2``: whether the message has the components v2 flag after this request (an edit that
    leaves ``flags`` out keeps the message's); by default, whether the body sets it.
    ``emojis``: the custom emoji ids the bot may use (None: not checked).

    The body's shape has been held to Discord's published schema already (openapi.py); these
    are the rules the docs state and the schema does not hold, or holds otherwise: content is
    2,000 characters (the docs' "Create Message"; the schema of a channel message says 4,000,
    and Discord refuses past 2,000).
    """
    problems: Problems = []
    _check_mentions(problems, body.get("allowed_mentions"))
    if v2 is None:
        v2 = bool((body.get("flags") or 0) & COMPONENTS_V2)
    if v2:
        for key in ("content", "embeds"):
            if body.get(key):  # Component Reference: replaced by text displays and containers
                problems.append((key, "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
                                 f"The '{key}' field cannot be used with the components v2 flag"))
    max_len(problems, "content", body.get("content"), 2000)
    embeds = body.get("embeds") or []
    if len(embeds) > 10:
        problems.append(("embeds", "BASE_TYPE_MAX_LENGTH", "Must be 10 or fewer in length."))
    total = 0
    for i, embed in enumerate(embeds):
        total += _check_embed(problems, f"embeds.{i}", embed)
    if total > 6000:
        problems.append(("embeds", "MAX_EMBED_SIZE_EXCEEDED", "Embed size exceeds maximum size of 6000"))
    components = body.get("components") or []
    if v2:
        check_layout(problems, components)
    else:
        check_rows(problems, components)
    check_unique_ids(problems, components)
    if emojis is not None:
        check_emojis(problems, components, emojis)
    if problems:
        raise errors.invalid_form_body(problems)
    if not is_edit and not (
        body.get("content") or embeds or components or has_files
        or body.get("sticker_ids") or body.get("poll")
    ):
        raise errors.empty_message()


def _check_mentions(problems: Problems, mentions: Any) -> None:
    """The docs' "Allowed Mentions Object": ``parse`` is mutually exclusive with the ``users``
    and ``roles`` lists of its kind; an empty or null list "does not trigger a validation error".
    The answer is the one bots report (MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE)."""
    if not isinstance(mentions, dict):
        return
    for kind in ("users", "roles"):
        if kind in (mentions.get("parse") or ()) and mentions.get(kind):
            problems.append(("allowed_mentions", "MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE",
                             f'parse:["{kind}"] and {kind}: [ids...] are mutually exclusive.'))


TRIMMED = ("title", "description")


def trimmed(body: Any) -> Any:
    """``body`` with its embeds' text as Discord counts and keeps it: the docs' "Embed Limits"
    say leading and trailing whitespace "are not included (they are trimmed automatically)".
    A message's embeds, or those of an interaction callback's ``data``."""
    if not isinstance(body, dict):
        return body
    if isinstance(body.get("data"), dict) and "embeds" in body["data"]:
        return {**body, "data": trimmed(body["data"])}
    embeds = body.get("embeds")
    if not isinstance(embeds, list) or not embeds:
        return body
    return {**body, "embeds": [_trim_embed(e) if isinstance(e, dict) else e for e in embeds]}


def _trim_embed(embed: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {k: (v.strip() if k in TRIMMED and isinstance(v, str) else v) for k, v in embed.items()}
    if isinstance(out.get("fields"), list):
        out["fields"] = [{k: (v.strip() if k in ("name", "value") and isinstance(v, str) else v)
                          for k, v in f.items()} if isinstance(f, dict) else f for f in out["fields"]]
    for part, key in (("footer", "text"), ("author", "name")):
        holder = out.get(part)
        if isinstance(holder, dict) and isinstance(holder.get(key), str):
            out[part] = {**holder, key: holder[key].strip()}
    return out


def _check_embed(problems: Problems, path: str, embed: dict[str, Any]) -> int:
    size = 0
    for key, limit in EMBED_LIMITS.items():
        max_len(problems, f"{path}.{key}", embed.get(key), limit)
        size += len(embed.get(key) or "")
    fields = embed.get("fields") or []
    if len(fields) > 25:
        problems.append((f"{path}.fields", "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length."))
    for j, fld in enumerate(fields):
        max_len(problems, f"{path}.fields.{j}.name", fld.get("name"), 256)
        max_len(problems, f"{path}.fields.{j}.value", fld.get("value"), 1024)
        size += len(fld.get("name") or "") + len(fld.get("value") or "")
    footer = (embed.get("footer") or {}).get("text")
    author = (embed.get("author") or {}).get("name")
    max_len(problems, f"{path}.footer.text", footer, 2048)
    max_len(problems, f"{path}.author.name", author, 256)
    return size + len(footer or "") + len(author or "")


def check_choices(choices: list[dict[str, Any]]) -> None:
    """An autocomplete answer: at most 25 choices, each named in 1 to 100 characters, a string
    value of at most 100.  Paths are within the callback's ``data``."""
    problems: Problems = []
    if len(choices) > 25:
        problems.append(("choices", "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length."))
    for i, choice in enumerate(choices):
        if not 1 <= len(str(choice.get("name") or "")) <= 100:
            bad_length(problems, f"choices.{i}.name", 1, 100)
        max_len(problems, f"choices.{i}.value", choice.get("value"), 100)
    if problems:
        raise errors.invalid_form_body(problems)


def check_modal(data: dict[str, Any]) -> None:
    """A modal; paths are within the callback's ``data``."""
    problems: Problems = []
    max_len(problems, "title", data.get("title"), 45)
    max_len(problems, "custom_id", data.get("custom_id"), 100)
    if not data.get("title") or not data.get("custom_id"):
        bad(problems, "title", "A modal needs a title and a custom_id")
    top = data.get("components") or []
    if not 1 <= len(top) <= 5:
        bad(problems, "components", "A modal has 1 to 5 components")
    for path, item in placed(top):
        # Component Reference, each select, file upload and checkbox group in a modal: "min_values
        # must be either omitted or at least 1 if required is omitted or true".
        if item.get("type") in (*SELECTS, FILE_UPLOAD, CHECKBOX_GROUP) and item.get("min_values") == 0 \
                and item.get("required", True) is not False:
            zero_min_values(problems, path)
    for item in walk(top):
        if item.get("type") == TEXT_INPUT:
            max_len(problems, "components.label", item.get("label"), 45)
            max_len(problems, "components.placeholder", item.get("placeholder"), 100)
            max_len(problems, "components.value", item.get("value"), 4000)
            if not 0 <= item.get("min_length", 0) <= item.get("max_length", 4000) <= 4000:
                bad(problems, "components", "min_length and max_length are out of range")
    check_unique_ids(problems, top)
    if problems:
        raise errors.invalid_form_body(problems)

"""The limits Discord enforces on what a bot sends, so the emulator refuses what Discord would.

Each check appends (path, code, message) to a list; a non-empty list becomes
Discord's 400 "Invalid Form Body" (50035).
"""

from __future__ import annotations

import re
from typing import Any

from . import errors
from .components import TEXT_INPUT, check_layout, check_rows, check_unique_ids, walk
from .form import Problems, bad, bad_length, max_len
from .model import COMPONENTS_V2

EMBED_LIMITS = {"title": 256, "description": 4096}
COMMAND_NAME = re.compile(r"^[-_'\w]{1,32}$")


def check_message(body: dict[str, Any], *, has_files: bool, is_edit: bool = False, v2: bool | None = None) -> None:
    """Refuse a message body Discord would refuse. Raises :class:`DiscordError`.

    ``v2``: whether the message has the components v2 flag after this request (an edit that
    leaves ``flags`` out keeps the message's); by default, whether the body sets it.
    """
    problems: Problems = []
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
    if problems:
        raise errors.invalid_form_body(problems)
    if not is_edit and not (
        body.get("content") or embeds or components or has_files
        or body.get("sticker_ids") or body.get("poll")
    ):
        raise errors.empty_message()


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


def check_commands(commands: list[dict[str, Any]]) -> None:
    """Discord's rules for a bulk overwrite of application commands."""
    problems: Problems = []
    seen: set[tuple[int, str]] = set()
    for i, command in enumerate(commands):
        kind = command.get("type", 1)
        key = (kind, command.get("name", ""))
        if key in seen:
            problems.append((f"{i}.name", "APPLICATION_COMMANDS_DUPLICATE_NAME", "Application command names must be unique"))
        seen.add(key)
        if kind == 1:
            _check_chat_input(problems, str(i), command, kind=0)
        else:
            max_len(problems, f"{i}.name", command.get("name"), 32)
    if sum(1 for c in commands if c.get("type", 1) == 1) > 100:
        problems.append(("_", "BASE_TYPE_MAX_LENGTH", "Must be 100 or fewer chat input commands."))
    if problems:
        raise errors.invalid_form_body(problems)


def _check_chat_input(problems: Problems, path: str, node: dict[str, Any], *, kind: int) -> None:
    """``kind`` is 0 for the command itself, else the option type of ``node``."""
    name = node.get("name", "")
    if not COMMAND_NAME.match(name) or name != name.lower():
        problems.append((f"{path}.name", "APPLICATION_COMMAND_INVALID_NAME", f"Name is invalid: {name!r}"))
    if not 1 <= len(node.get("description", "")) <= 100:
        problems.append((f"{path}.description", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length."))
    options = node.get("options") or []
    if len(options) > 25:
        problems.append((f"{path}.options", "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length."))
    # A command holds groups and sub-commands or plain options; a group holds only
    # sub-commands; a sub-command holds only plain options.
    kinds = {o.get("type") for o in options}
    nested = kinds & {1, 2}
    if (
        (kind == 0 and nested and kinds - {1, 2})
        or (kind == 2 and kinds - {1})
        or (kind == 1 and nested)
    ):
        problems.append((f"{path}.options", "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
                         "Sub-commands and groups are nested wrongly or mixed with options"))
    optional_seen = False
    names: set[str] = set()
    for j, option in enumerate(options):
        opath = f"{path}.options.{j}"
        if option.get("name") in names:
            problems.append((f"{opath}.name", "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS",
                             "Option names must be unique"))
        names.add(option.get("name", ""))
        okind = option.get("type", 0)
        if okind in (1, 2):
            _check_chat_input(problems, opath, option, kind=okind)
            continue
        _check_chat_input(problems, opath, {**option, "options": []}, kind=okind)
        if option.get("required"):
            if optional_seen:
                problems.append((opath, "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                                 "Required options must be placed before non-required options"))
        else:
            optional_seen = True
        choices = option.get("choices") or []
        if len(choices) > 25:
            problems.append((f"{opath}.choices", "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length."))
        if choices and option.get("autocomplete"):
            problems.append((f"{opath}.autocomplete", "APPLICATION_COMMAND_AUTOCOMPLETE_INVALID",
                             "Autocomplete cannot be used with choices"))

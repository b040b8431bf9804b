"""Discord's rules for application commands that its published schema does not hold, from the
docs (discord-api-docs developers/interactions/application-commands.mdx): names, option
order and nesting, localizations, and a command's size.  The schema (openapi.py) has already
held each field's type and length."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator
from typing import Any

from . import errors
from .form import Problems

NAME_MARKS = "-_'"
# \p{sc=Deva} and \p{sc=Thai} of the docs' naming regex, as Unicode's blocks for those scripts
# (Devanagari, Devanagari Extended, Devanagari Extended-A; Thai): their vowel signs are marks,
# which \p{L} and \p{N} (and so Python's \w) leave out.
SCRIPTS = ((0x0900, 0x097F), (0xA8E0, 0xA8FF), (0x11B00, 0x11B5F), (0x0E00, 0x0E7F))
MOST_CHARACTERS = 8000
CHAT_INPUT, SUB_COMMAND, SUB_COMMAND_GROUP = 1, 1, 2


def name_ok(name: object) -> bool:
    """The docs' "Application Command Naming": ``^[-_'\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$``,
    and "if there is a lowercase variant of any letters used, you must use those"."""
    if not isinstance(name, str) or not 1 <= len(name) <= 32 or name != name.lower():
        return False
    return all(c in NAME_MARKS or unicodedata.category(c)[0] in "LN"
               or any(low <= ord(c) <= high for low, high in SCRIPTS) for c in name)


def check_commands(commands: list[dict[str, Any]], locales: frozenset[str]) -> None:
    """Discord's rules for a bulk overwrite of application commands (a single create is a list
    of one); ``locales`` are those a localization may be keyed by."""
    problems: Problems = []
    seen: set[tuple[int, str]] = set()
    for i, command in enumerate(commands):
        kind = command.get("type") or CHAT_INPUT
        key = (kind, command.get("name", ""))
        if key in seen:
            problems.append((f"{i}.name", "APPLICATION_COMMANDS_DUPLICATE_NAME", "Application command names must be unique"))
        seen.add(key)
        _check_localizations(problems, str(i), command, locales, chat_input=kind == CHAT_INPUT)
        if kind == CHAT_INPUT:
            _check_chat_input(problems, str(i), command, kind=0, locales=locales)
            if size(command) > MOST_CHARACTERS:
                # "Slash commands can have a maximum of 8000 characters for combined name,
                # description, and value properties": refused whole, named by no field.
                problems.append((str(i), "APPLICATION_COMMAND_TOO_LARGE",
                                 f"Command exceeds maximum size ({MOST_CHARACTERS})"))
    if sum(1 for c in commands if (c.get("type") or CHAT_INPUT) == CHAT_INPUT) > 100:
        problems.append(("_", "BASE_TYPE_MAX_LENGTH", "Must be 100 or fewer chat input commands."))
    if problems:
        raise errors.invalid_form_body(problems)


def size(command: dict[str, Any]) -> int:
    """A command's size as the docs count it: every name, description and choice value of the
    command and its options, each by its longest localization, the default among them."""
    return sum(_longest(node, key) for node, key in _sized(command))


def _sized(node: dict[str, Any]) -> Iterator[tuple[dict[str, Any], str]]:
    yield node, "name"
    yield node, "description"
    for choice in node.get("choices") or ():
        yield choice, "name"
        yield choice, "value"
    for option in node.get("options") or ():
        yield from _sized(option)


def _longest(node: dict[str, Any], key: str) -> int:
    texts = [str(node.get(key) if node.get(key) is not None else "")]
    texts += [str(v) for v in (node.get(f"{key}_localizations") or {}).values()]
    return max(len(t) for t in texts)


def _check_localizations(problems: Problems, path: str, node: dict[str, Any], locales: frozenset[str], *,
                         chat_input: bool) -> None:
    """``name_localizations`` and ``description_localizations``: "dictionary with keys in
    available locales" (reference.mdx "Locales"), whose "values follow the same restrictions"
    as the field they localize. Discord's code for a key outside the locales is not on record;
    it answers an unknown value of an enumeration BASE_TYPE_CHOICES, which stands in."""
    for field in ("name_localizations", "description_localizations"):
        table = node.get(field)
        if not isinstance(table, dict):
            continue
        for locale, text in table.items():
            where = f"{path}.{field}.{locale}"
            if locale not in locales:
                problems.append((where, "BASE_TYPE_CHOICES", f"Value must be one of {sorted(locales)}."))
            elif field == "name_localizations" and chat_input and not name_ok(text):
                problems.append((where, "APPLICATION_COMMAND_INVALID_NAME", f"Name is invalid: {text!r}"))


def _check_localized_names(problems: Problems, path: str, options: list[dict[str, Any]]) -> None:
    """The docs' "Localization": an option's names must stay unique among its siblings in each
    locale, an option not localized there going by its default name. Discord's code for it is
    not on record; the one for a default name met twice stands in."""
    for locale in sorted({key for o in options for key in (o.get("name_localizations") or {})}):
        seen: set[str] = set()
        for j, option in enumerate(options):
            name = (option.get("name_localizations") or {}).get(locale) or option.get("name", "")
            if name in seen:
                problems.append((f"{path}.options.{j}.name_localizations.{locale}",
                                 "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS",
                                 f"Option names must be unique per locale: {name!r} in {locale}"))
            seen.add(name)


def _check_chat_input(problems: Problems, path: str, node: dict[str, Any], *, kind: int,
                      locales: frozenset[str]) -> None:
    """``kind`` is 0 for the command itself, else the option type of ``node``."""
    name = node.get("name", "")
    if not name_ok(name):
        problems.append((f"{path}.name", "APPLICATION_COMMAND_INVALID_NAME", f"Name is invalid: {name!r}"))
    if not 1 <= len(node.get("description") or "") <= 100:
        problems.append((f"{path}.description", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length."))
    options = node.get("options") or []
    if len(options) > 25:
        problems.append((f"{path}.options", "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length."))
    # A command holds groups and sub-commands or plain options; a group holds only
    # sub-commands; a sub-command holds only plain options.
    kinds = {o.get("type") for o in options}
    nested = kinds & {SUB_COMMAND, SUB_COMMAND_GROUP}
    if (
        (kind == 0 and nested and kinds - {SUB_COMMAND, SUB_COMMAND_GROUP})
        or (kind == SUB_COMMAND_GROUP and kinds - {SUB_COMMAND})
        or (kind == SUB_COMMAND and nested)
    ):
        problems.append((f"{path}.options", "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
                         "Sub-commands and groups are nested wrongly or mixed with options"))
    _check_localized_names(problems, path, options)
    optional_seen = False
    names: set[str] = set()
    for j, option in enumerate(options):
        opath = f"{path}.options.{j}"
        if option.get("name") in names:
            problems.append((f"{opath}.name", "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS",
                             "Option names must be unique"))
        names.add(option.get("name", ""))
        _check_localizations(problems, opath, option, locales, chat_input=True)
        for k, choice in enumerate(option.get("choices") or []):
            _check_localizations(problems, f"{opath}.choices.{k}", choice, locales, chat_input=False)
        okind = option.get("type", 0)
        if okind in (SUB_COMMAND, SUB_COMMAND_GROUP):
            _check_chat_input(problems, opath, option, kind=okind, locales=locales)
            continue
        _check_chat_input(problems, opath, {**option, "options": []}, kind=okind, locales=locales)
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

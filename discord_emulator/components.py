"""A message's components as Discord checks them: action rows of buttons and selects, and with
the components v2 flag the layout around them.

Source: discord-api-docs, docs/components/reference.mdx (the Component Reference): each
component's fields, which are required, where it may stand, and its limits.  A component of
a type that may not stand where it is gets Discord's UNION_TYPE_CHOICES, naming the types
that may (as bots report it: "Value of field "type" must be one of (2, 3, 5, 6, 7, 8).").
"""

from __future__ import annotations

from collections.abc import Container
from typing import Any

from .form import Problems, bad, bad_length, max_len, required

ACTION_ROW, BUTTON, STRING_SELECT, TEXT_INPUT = 1, 2, 3, 4
SECTION, TEXT_DISPLAY, THUMBNAIL, MEDIA_GALLERY, FILE, SEPARATOR, CONTAINER, LABEL = 9, 10, 11, 12, 13, 14, 17, 18
SELECTS = (3, 5, 6, 7, 8)
LINK_STYLE, PREMIUM_STYLE = 5, 6

MOST_COMPONENTS_V2 = 40  # in all, nested ones counted
# Where each may stand: an action row's items, a section's text and accessory, a container's
# children, and the top of a message with the flag (a thumbnail only as an accessory).
IN_ROW = (BUTTON, *SELECTS)
IN_SECTION = (TEXT_DISPLAY,)
ACCESSORY = (BUTTON, THUMBNAIL)
IN_CONTAINER = (ACTION_ROW, TEXT_DISPLAY, SECTION, MEDIA_GALLERY, SEPARATOR, FILE)
TOP_V2 = (*IN_CONTAINER, CONTAINER)


def check_rows(problems: Problems, rows: list[dict[str, Any]]) -> None:
    """A message without the components v2 flag: at most 5 action rows and nothing else."""
    if len(rows) > 5:
        problems.append(("components", "BASE_TYPE_MAX_LENGTH", "Must be 5 or fewer in length."))
    for i, row in enumerate(rows):
        path = f"components.{i}"
        if _placed(problems, path, row, (ACTION_ROW,)):
            check_row(problems, path, row)


def check_row(problems: Problems, path: str, row: dict[str, Any]) -> None:
    items = row.get("components") or []
    selects = [c for c in items if c.get("type") in SELECTS]
    if not 1 <= len(items) <= 5:
        bad_length(problems, f"{path}.components", 1, 5)
    elif selects and len(items) > 1:
        bad(problems, path, "An action row holds 1 to 5 buttons or exactly one select")
    for j, item in enumerate(items):
        if _placed(problems, f"{path}.components.{j}", item, IN_ROW):
            check_interactive(problems, f"{path}.components.{j}", item)


def check_interactive(problems: Problems, path: str, item: dict[str, Any]) -> None:
    kind = item.get("type")
    if kind == BUTTON:
        style = item.get("style")
        if style == LINK_STYLE:
            if not item.get("url") or "custom_id" in item:
                bad(problems, path, "A link button has a url and no custom_id")
        elif style != PREMIUM_STYLE and not item.get("custom_id"):
            bad(problems, path, "A button needs a custom_id")
        if style != LINK_STYLE and item.get("url") is not None:
            # Component Reference, "Button": a non-link button "cannot have a url" (the spec
            # gives every button a url field). Discord's code for it is not on record; the
            # emulator's own for a docs rule stands in.
            bad(problems, f"{path}.url", "Only a link button may have a url")
        if not item.get("label") and not item.get("emoji") and style != PREMIUM_STYLE:
            bad(problems, path, "A button needs a label or an emoji")
        max_len(problems, f"{path}.label", item.get("label"), 80)
    elif kind in SELECTS:
        options = item.get("options") or []
        if kind == STRING_SELECT and not 1 <= len(options) <= 25:
            bad_length(problems, f"{path}.options", 1, 25)
        for k, option in enumerate(options):
            for key in ("label", "value", "description"):
                max_len(problems, f"{path}.options.{k}.{key}", option.get(key), 100)
        max_len(problems, f"{path}.placeholder", item.get("placeholder"), 150)
        low, high = item.get("min_values", 1), item.get("max_values", 1)
        if not (0 <= low <= high <= 25) or (kind == STRING_SELECT and high > len(options)):
            bad(problems, path, "min_values and max_values are out of range")
        if low == 0 and item.get("required") is True:
            zero_min_values(problems, path)
    max_len(problems, f"{path}.custom_id", item.get("custom_id"), 100)


def check_layout(problems: Problems, components: list[dict[str, Any]]) -> None:
    """A message with the components v2 flag: its layout, at most 40 components in all."""
    if len(walk(components)) > MOST_COMPONENTS_V2:
        problems.append(("components", "BASE_TYPE_MAX_LENGTH", f"Must be {MOST_COMPONENTS_V2} or fewer in length."))
    for i, item in enumerate(components):
        _check_v2(problems, f"components.{i}", item, TOP_V2)


def _placed(problems: Problems, path: str, item: Any, allowed: tuple[int, ...]) -> bool:
    if isinstance(item, dict) and item.get("type") in allowed:
        return True
    choices = ", ".join(str(t) for t in allowed)
    problems.append((path, "UNION_TYPE_CHOICES", f'Value of field "type" must be one of ({choices},).'
                     if len(allowed) == 1 else f'Value of field "type" must be one of ({choices}).'))
    return False


def _check_v2(problems: Problems, path: str, item: dict[str, Any], allowed: tuple[int, ...]) -> None:
    if not _placed(problems, path, item, allowed):
        return
    kind = item["type"]
    if kind == ACTION_ROW:
        check_row(problems, path, item)
    elif kind in (BUTTON, *SELECTS):
        check_interactive(problems, path, item)
    elif kind == CONTAINER:
        children = item.get("components")
        if not isinstance(children, list):
            required(problems, f"{path}.components")
        for j, child in enumerate(children or []):
            _check_v2(problems, f"{path}.components.{j}", child, IN_CONTAINER)
        color = item.get("accent_color")
        if color is not None and not (isinstance(color, int) and 0 <= color <= 0xFFFFFF):
            problems.append((f"{path}.accent_color", "NUMBER_TYPE_MAX", "int value should be less than or equal to 16777215."))
    elif kind == SECTION:
        texts = item.get("components") or []
        if not 1 <= len(texts) <= 3:
            bad_length(problems, f"{path}.components", 1, 3)
        for j, text in enumerate(texts):
            _check_v2(problems, f"{path}.components.{j}", text, IN_SECTION)
        if "accessory" not in item:
            required(problems, f"{path}.accessory")
        else:
            _check_v2(problems, f"{path}.accessory", item["accessory"], ACCESSORY)
    elif kind == TEXT_DISPLAY:
        if not isinstance(item.get("content"), str):
            required(problems, f"{path}.content")
    elif kind == THUMBNAIL:
        _check_media(problems, f"{path}.media", item.get("media"))
        max_len(problems, f"{path}.description", item.get("description"), 1024)
    elif kind == MEDIA_GALLERY:
        items = item.get("items") or []
        if not 1 <= len(items) <= 10:
            bad_length(problems, f"{path}.items", 1, 10)
        for j, entry in enumerate(items):
            _check_media(problems, f"{path}.items.{j}.media", entry.get("media"))
            max_len(problems, f"{path}.items.{j}.description", entry.get("description"), 1024)
    elif kind == FILE:
        _check_media(problems, f"{path}.file", item.get("file"))
        url = (item.get("file") or {}).get("url")
        if isinstance(url, str) and not url.startswith("attachment://"):
            bad(problems, f"{path}.file.url", "A file component takes only attachment://<filename>")
    elif kind == SEPARATOR and item.get("spacing", 1) not in (1, 2):
        bad(problems, f"{path}.spacing", "Spacing is 1 (small) or 2 (large)")


def _check_media(problems: Problems, path: str, media: Any) -> None:
    """An unfurled media item: only its ``url`` is the bot's to set (a link or attachment://)."""
    if not isinstance(media, dict) or not isinstance(media.get("url"), str) or not media["url"]:
        required(problems, f"{path}.url")


def walk(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Every component in the tree, nested ones too, in order."""
    out: list[dict[str, Any]] = []
    for item in components:
        out.append(item)
        out.extend(walk(item.get("components") or []))
        for key in ("component", "accessory"):
            if key in item:
                out.extend(walk([item[key]]))
    return out


def check_unique_ids(problems: Problems, components: list[dict[str, Any]]) -> None:
    ids = [c["custom_id"] for c in walk(components) if "custom_id" in c]
    if len(ids) != len(set(ids)):
        problems.append(("components", "COMPONENT_CUSTOM_ID_DUPLICATED", "Component custom id cannot be duplicated"))


def zero_min_values(problems: Problems, path: str) -> None:
    """A select that must be answered yet may be left empty. Component Reference, each select:
    "min_values must be either omitted or at least 1 if required is omitted or true" (PR
    #8177). In a message the docs say ``required`` is ignored, yet Discord refuses it set
    true beside ``min_values: 0`` (discord-api-docs issue #7800, which shows this answer;
    discord.py issue #10291 from ``@select(min_values=0)``): there only an explicit true
    counts. In a modal, leaving it out counts as true (`validation.check_modal`)."""
    problems.append((f"{path}.min_values", "SELECT_COMPONENT_REQUIRED_ZERO_MIN_VALUES",
                     "Select menus marked as required cannot have a min_values of 0"))


def placed(components: list[dict[str, Any]], path: str = "components") -> list[tuple[str, dict[str, Any]]]:
    """Every component in the tree with its path, nested ones too (a label's ``component``, a
    section's ``accessory``)."""
    out: list[tuple[str, dict[str, Any]]] = []
    for i, item in enumerate(components):
        if not isinstance(item, dict):
            continue
        here = f"{path}.{i}"
        out.append((here, item))
        out.extend(placed(item.get("components") or [], f"{here}.components"))
        for key in ("component", "accessory"):
            if isinstance(item.get(key), dict):
                out.append((f"{here}.{key}", item[key]))
                out.extend(placed(item[key].get("components") or [], f"{here}.{key}.components"))
    return out


def check_emojis(problems: Problems, components: list[dict[str, Any]], known: Container[str]) -> None:
    """A custom emoji on a button or a select's option must be one the bot may use: here, one of
    its application's (the emulator has no guild emojis). Discord refuses any other id with
    BUTTON_COMPONENT_INVALID_EMOJI, "Invalid emoji", on options too (discord-api-docs issue
    #8071); discord/discord-api-docs issue #7128 shows the check made against the app's own."""
    for path, item in placed(components):
        emojis = [(path, item.get("emoji"))]
        emojis += [(f"{path}.options.{k}", o.get("emoji")) for k, o in enumerate(item.get("options") or [])
                   if isinstance(o, dict)]
        for where, emoji in emojis:
            if isinstance(emoji, dict) and emoji.get("id") is not None and str(emoji["id"]) not in known:
                problems.append((f"{where}.emoji.id", "BUTTON_COMPONENT_INVALID_EMOJI", "Invalid emoji"))


def numbered(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The components as Discord stores them, each with its ``id``: the Component Reference says
    an id left out (or 0) "is generated sequentially", never one another component already has.
    Numbers them in place, in the order they stand (depth first), and returns them."""
    every = [item for _, item in placed(components)]
    taken = {item["id"] for item in every if isinstance(item.get("id"), int) and item["id"]}
    counter = 0
    for item in every:
        if not item.get("id"):
            counter += 1
            while counter in taken:
                counter += 1
            item["id"] = counter
    return components

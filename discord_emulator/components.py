"""A message's components as Discord checks them: action rows of buttons and selects."""

from __future__ import annotations

from typing import Any

from .form import Problems, bad, bad_length, max_len

ACTION_ROW, BUTTON, STRING_SELECT, TEXT_INPUT, LABEL = 1, 2, 3, 4, 18
SELECTS = {3, 5, 6, 7, 8}
LINK_STYLE, PREMIUM_STYLE = 5, 6


def check_rows(problems: Problems, rows: list[dict[str, Any]]) -> None:
    """A message without the components v2 flag: at most 5 action rows and nothing else."""
    if len(rows) > 5:
        problems.append(("components", "BASE_TYPE_MAX_LENGTH", "Must be 5 or fewer in length."))
    for i, row in enumerate(rows):
        path = f"components.{i}"
        if row.get("type") != ACTION_ROW:
            bad(problems, path, "Top-level components must be action rows")
            continue
        check_row(problems, path, row)


def check_row(problems: Problems, path: str, row: dict[str, Any]) -> None:
    items = row.get("components") or []
    selects = [c for c in items if c.get("type") in SELECTS]
    if not 1 <= len(items) <= 5:
        bad_length(problems, f"{path}.components", 1, 5)
    elif selects and len(items) > 1:
        bad(problems, path, "An action row holds 1 to 5 buttons or exactly one select")
    for j, item in enumerate(items):
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
    max_len(problems, f"{path}.custom_id", item.get("custom_id"), 100)


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

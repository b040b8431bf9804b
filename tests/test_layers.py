"""The layers, held to their imports: each may use only what lies below it, and nothing cycles.

    cogs  ->  bot.discord_side  ->  bot.services, bot.text, bot.content, bot.pictures  ->  bot.storage  ->  engine
    bot.cli (the command line)   ->  bot.services, bot.text, bot.pictures (and `run` starts bot.discord_side)

Every import counts, those inside functions too: a lazy import is a dependency all the same.
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("engine", "bot", "cogs")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(path: Path) -> set[str]:
    """Every module this file imports, by its full name."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found |= {f"{node.module}.{alias.name}" for alias in node.names}  # `from bot.cli import odds`
    return found


MODULES = {module_name(p): imports_of(p) for package in PACKAGES for p in (ROOT / package).rglob("*.py")}


def within(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


# What each layer may not import (besides the standard library and its own layer).
FORBIDDEN = {
    "engine": ("bot", "cogs", "discord", "aiosqlite", "asyncpg", "aiohttp", "pydantic_settings"),
    "bot.storage": ("bot.services", "bot.text", "bot.content", "bot.discord_side", "bot.cli", "cogs", "discord"),
    "bot.services": ("bot.text", "bot.content", "bot.discord_side", "bot.cli", "cogs", "discord"),
    "bot.text": ("bot.discord_side", "bot.cli", "bot.storage", "cogs", "discord"),
    # The pictures know the engine and the settings: no Discord, no database, no words of the bot.
    "bot.pictures": ("bot.services", "bot.text", "bot.content", "bot.discord_side", "bot.cli", "bot.storage",
                     "cogs", "discord"),
    "bot.content": ("bot.services", "bot.text", "bot.discord_side", "bot.cli", "bot.storage", "cogs", "discord"),
    "bot.discord_side": ("bot.cli", "cogs"),
    "bot.cli": ("cogs",),
    "cogs": ("bot.cli", "bot.storage"),
}


# Exceptions, each with its reason: the records are plain pydantic rows, what the services
# hand out, and no SQL comes with them.
ALLOWED = {"bot.text": ("bot.storage.records",)}


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_each_layer_imports_only_what_lies_below_it(layer):
    broken = sorted(f"{module} imports {target}" for module, targets in MODULES.items() if within(module, layer)
                    for target in targets for banned in FORBIDDEN[layer] if within(target, banned)
                    and not any(within(target, ok) for ok in ALLOWED.get(layer, ())))
    assert not broken, "\n".join(broken)


def test_no_module_is_left_in_the_flat_bot_folder():
    """Every module of `bot` lives in its layer; only the settings, shared by all, stay at the top."""
    flat = sorted(p.name for p in (ROOT / "bot").glob("*.py"))
    assert flat == ["__init__.py", "__main__.py", "settings.py"], flat


def test_no_import_cycle():
    ours = {m: {t for t in targets if t in MODULES and t != m} for m, targets in MODULES.items()}
    # A package imports its submodules by name; that is not a cycle of design.
    ours = {m: {t for t in targets if not within(t, m)} for m, targets in ours.items()}
    seen: dict[str, int] = {}  # 1 on the path, 2 done
    path: list[str] = []

    def visit(module: str) -> None:
        seen[module] = 1
        path.append(module)
        for target in sorted(ours[module]):
            if seen.get(target) == 1:
                cycle = path[path.index(target):] + [target]
                raise AssertionError("import cycle: " + " -> ".join(cycle))
            if target not in seen:
                visit(target)
        path.pop()
        seen[module] = 2

    for module in sorted(ours):
        if module not in seen:
            visit(module)


def test_no_test_helper_in_product_code():
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            source = path.read_text(encoding="utf-8")
            assert "for_tests" not in source and "from tests" not in source, path


@pytest.mark.parametrize("module", sorted(m for m in MODULES if m != "bot.__main__"))
def test_every_module_imports(module):
    """A moved name left behind fails here, not first in a cog at start-up."""
    importlib.import_module(module)

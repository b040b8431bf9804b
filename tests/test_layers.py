"""The layers, held to their imports: each may use only what lies below it, and nothing cycles.

    cogs  ->  bot.discord_side  ->  bot.services, bot.text, bot.content, bot.pictures  ->  bot.storage  ->  engine
    bot.cli (the command line)   ->  bot.services, bot.text, bot.pictures (and `run` starts bot.discord_side)
    discord_emulator (an emulation of Discord, not the bot): imports no bot, cogs or engine;
    of the product only bot.sandbox may import it (the tests and the benchmarks do too).
    benchmarks: import the product and the emulator, never each other in a circle; nothing imports them.

Every import counts, those inside functions too: a lazy import is a dependency all the same.
"""

from __future__ import annotations

import ast
import importlib
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("engine", "bot", "cogs", "discord_emulator")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def absolute(path: Path, node: ast.ImportFrom) -> str:
    """The full name of the module `from <node.module> import ...` names, `from .model` and `from .` too."""
    if node.level == 0:
        return node.module or ""
    package = module_name(path).split(".")
    if path.name != "__init__.py":
        package.pop()  # a module's `.` is its package
    base = package[: len(package) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def imports_of(path: Path, *, type_only: bool = True) -> set[str]:
    """Every module this file imports, by its full name (without those under `if TYPE_CHECKING:`, if asked)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped: set[int] = set()
    if not type_only:
        for node in ast.walk(tree):
            if isinstance(node, ast.If) and ast.unparse(node.test) in ("TYPE_CHECKING", "typing.TYPE_CHECKING"):
                skipped |= {id(inner) for branch in node.body for inner in ast.walk(branch)}
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            module = absolute(path, node)
            if module:
                found.add(module)
            found |= {f"{module}.{alias.name}".lstrip(".") for alias in node.names}  # `from bot.cli import odds`
    return found


MODULES = {module_name(p): imports_of(p) for package in PACKAGES for p in (ROOT / package).rglob("*.py")}
AT_RUN_TIME = {module_name(p): imports_of(p, type_only=False)
               for package in PACKAGES for p in (ROOT / package).rglob("*.py")}


def within(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


# What each layer may not import (besides the standard library and its own layer).
FORBIDDEN = {
    "engine": ("bot", "cogs", "discord", "aiosqlite", "asyncpg", "aiohttp", "pydantic_settings"),
    "bot.storage": ("bot.services", "bot.text", "bot.content", "bot.discord_side", "bot.cli", "cogs", "discord"),
    "bot.services": ("bot.text", "bot.content", "bot.discord_side", "bot.cli", "cogs", "discord"),
    "bot.text": ("bot.discord_side", "bot.cli", "bot.storage", "cogs", "discord"),
    # The pictures know the engine and the settings: no Discord, no database; of the bot's words
    # only those drawn from the public view (ALLOWED).
    "bot.pictures": ("bot.services", "bot.text", "bot.content", "bot.discord_side", "bot.cli", "bot.storage",
                     "cogs", "discord"),
    "bot.content": ("bot.services", "bot.text", "bot.discord_side", "bot.cli", "bot.storage", "cogs", "discord"),
    "bot.discord_side": ("bot.cli", "cogs"),
    "bot.cli": ("cogs",),
    "cogs": ("bot.cli", "bot.storage"),
    # An emulation of Discord, not part of the bot: it must hold without it (issue 17's sandbox).
    "discord_emulator": ("bot", "cogs", "engine"),
}


# Exceptions, each with its reason: the records are plain pydantic rows, what the services
# hand out, and no SQL comes with them; the table's picture and the show-down's write the
# table's words, which are read from the public view alone and import only the engine; the
# content's words go through the catalogues' funnel, which imports nothing of the content.
ALLOWED = {"bot.text": ("bot.storage.records",),
           "bot.pictures": ("bot.text.render", "bot.text.table_picture", "bot.text.showdown_words"),
           # The content is read in the reader's language through the one funnel (issue 44).
           "bot.content": ("bot.text.i18n",)}


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_each_layer_imports_only_what_lies_below_it(layer):
    broken = sorted(f"{module} imports {target}" for module, targets in MODULES.items() if within(module, layer)
                    for target in targets for banned in FORBIDDEN[layer] if within(target, banned)
                    and not any(within(target, ok) for ok in ALLOWED.get(layer, ())))
    assert not broken, "\n".join(broken)


def test_only_the_sandbox_uses_the_sandbox():
    """The bot runs on real Discord: no layer of it, nor a cog, may lean on the emulation. Only the
    command that starts the sandbox (`poker-bot sandbox`) reaches into it."""
    broken = sorted(f"{module} imports {target}" for module, targets in MODULES.items()
                    if (within(module, "bot") or within(module, "cogs"))
                    and not within(module, "bot.sandbox") and module != "bot.cli.sandbox"
                    for target in targets if within(target, "bot.sandbox"))
    assert not broken, "\n".join(broken)


def test_only_the_sandbox_uses_the_emulator():
    """Of the product, only the sandbox runs on the emulation of Discord; the engine, the bot's
    layers (its command line too: `poker-bot sandbox` reaches it through `bot.sandbox`) and the
    cogs know nothing of it."""
    broken = sorted(f"{module} imports {target}" for module, targets in MODULES.items()
                    if any(within(module, top) for top in ("engine", "bot", "cogs")) and not within(module, "bot.sandbox")
                    for target in targets if within(target, "discord_emulator"))
    assert not broken, "\n".join(broken)


def test_the_sandbox_plays_the_bot_only_as_its_own_process():
    """`poker-bot sandbox` runs the bot as `poker-bot run` in a child process, so that what it
    plays is the real thing: the sandbox imports none of the bot's layers, nor cogs or the engine."""
    broken = sorted(f"{module} imports {target}" for module, targets in MODULES.items()
                    if within(module, "bot.sandbox") for target in targets
                    if any(within(target, top) for top in ("bot", "cogs", "engine")) and not within(target, "bot.sandbox"))
    assert not broken, "\n".join(broken)


def test_no_module_is_left_in_the_flat_bot_folder():
    """Every module of `bot` lives in its layer; only the settings, shared by all, stay at the top."""
    flat = sorted(p.name for p in (ROOT / "bot").glob("*.py"))
    assert flat == ["__init__.py", "__main__.py", "settings.py"], flat


def layer_of(module: str) -> str:
    """The layer a module belongs to: the longest of the layers' names it lies within."""
    return max((layer for layer in (*FORBIDDEN, *PACKAGES) if within(module, layer)), key=len, default=module)


def first_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle of `graph` (module -> the modules it imports), or None."""
    # A package imports its submodules by name; that is not a cycle of design.
    graph = {m: {t for t in targets if t in graph and t != m and not within(t, m)} for m, targets in graph.items()}
    seen: dict[str, int] = {}  # 1 on the path, 2 done
    path: list[str] = []

    def visit(module: str) -> list[str] | None:
        seen[module] = 1
        path.append(module)
        for target in sorted(graph[module]):
            if seen.get(target) == 1:
                return path[path.index(target):] + [target]
            if target not in seen and (cycle := visit(target)):
                return cycle
        path.pop()
        seen[module] = 2
        return None

    for module in sorted(graph):
        if module not in seen and (cycle := visit(module)):
            return cycle
    return None


def test_no_import_cycle():
    """No cycle at run time. An import under `if TYPE_CHECKING:` names a class for annotations
    only; within one layer it is excused (the bot's class, say, in the buttons it owns), as
    discord.py and RoboDanny do; across layers it counts like any other."""
    def counted(module: str, target: str) -> bool:
        return target in AT_RUN_TIME[module] or layer_of(target) != layer_of(module)

    cycle = first_cycle({m: {t for t in targets if counted(m, t)} for m, targets in MODULES.items()})
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


def test_the_emulator_reads_top_down():
    """The emulator's modules import only those below them, with no cycle even through an import
    for annotations: its parts (the gateway, the routes, the message store) are handed what they
    need and never name the world that holds them."""
    emulator = {m: targets for m, targets in MODULES.items() if within(m, "discord_emulator")}
    cycle = first_cycle(emulator)
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


DISCORD_SIDE = {m: targets for m, targets in MODULES.items() if within(m, "bot.discord_side")}
COMPOSITION_ROOT = "bot.discord_side.app"  # builds the parts and hands each what it uses


def test_the_discord_side_reads_top_down():
    """As the emulator: no cycle among the Discord side's modules, even through an import for
    annotations only. A part calls what lies above it through a Protocol of its own, which the
    table controller satisfies; the items know the bot as `host.Host`, not `app.PokerBot`."""
    cycle = first_cycle(DISCORD_SIDE)
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


def test_only_the_composition_root_knows_the_table_controller():
    """The controller holds its parts together; no part names it back, not for annotations either."""
    broken = sorted(module for module, targets in DISCORD_SIDE.items() if module != COMPOSITION_ROOT
                    and any(within(t, "bot.discord_side.table_controller") for t in targets))
    assert not broken, "\n".join(f"{m} imports bot.discord_side.table_controller" for m in broken)


BENCHMARKS = {module_name(p): imports_of(p) for p in (ROOT / "benchmarks").rglob("*.py")}
TESTS = {module_name(p): imports_of(p) for p in (ROOT / "tests").rglob("*.py")}


def test_no_import_cycle_among_the_benchmarks():
    """A benchmark that another needs goes into a module both import: every import counts here,
    those inside functions too."""
    cycle = first_cycle(BENCHMARKS)
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


def test_nothing_imports_the_benchmarks():
    """The benchmarks stand on the product and the emulator; nothing stands on them, not the tests."""
    assert BENCHMARKS, "no benchmark found"
    broken = sorted(f"{module} imports {target}" for module, targets in {**MODULES, **TESTS}.items()
                    for target in targets if within(target, "benchmarks"))
    assert not broken, "\n".join(broken)


def test_no_test_helper_in_product_code():
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            source = path.read_text(encoding="utf-8")
            assert "for_tests" not in source and "from tests" not in source, path


@pytest.mark.parametrize("module", sorted(m for m in MODULES if m != "bot.__main__"))
def test_every_module_imports(module):
    """A moved name left behind fails here, not first in a cog at start-up."""
    importlib.import_module(module)


# ----- docs/architecture.md's table of layers is the code's ----------------------------------------

DOC_LAYERS = {"`cogs/`": "cogs", "`engine/`": "engine", "`discord_emulator/`": "discord_emulator",
              "`bot/settings.py`": "bot.settings"}


def _doc_name(cell: str) -> str:
    cell = cell.strip()
    return DOC_LAYERS.get(cell) or cell.strip("`/").replace("/", ".").removesuffix(".py")


def documented_layers() -> dict[str, set[str]]:
    """Each row of the layers table: the layer, and the layers it says it imports."""
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    section = text[text.index("## The layers"):text.index("\n## ", text.index("## The layers") + 1)]
    rows: dict[str, set[str]] = {}
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 3 or not cells[0].startswith("`"):
            continue
        said = re.sub(r"\([^)]*\)", "", cells[2])  # "(its plain records only)"
        rows[_doc_name(cells[0])] = set() if said.strip() == "nothing" else {
            _doc_name(c) for c in said.split(",") if c.strip()}
    return rows


def imported_layers(layers: list[str]) -> dict[str, set[str]]:
    """What each layer imports of the others, by the code."""
    def layer_in(module: str) -> str | None:
        found = [layer for layer in layers if within(module, layer)]
        return max(found, key=len) if found else None

    edges: dict[str, set[str]] = {layer: set() for layer in layers}
    for module, targets in MODULES.items():
        mine = layer_in(module)
        for target in targets:
            theirs = layer_in(target)
            if mine and theirs and mine != theirs:
                edges[mine].add(theirs)
    return edges


def test_the_documented_layers_are_the_code_s():
    documented = documented_layers()
    assert len(documented) >= 12, documented
    assert imported_layers(sorted(documented)) == documented

"""A count is printed with its noun in the singular for one: "1 table shown again", never
"1 tables". One helper (`engine.plurals.counted`) does it, and the code is held to using it."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from engine.plurals import counted, singular, verb

ROOT = Path(__file__).resolve().parents[1]
PRODUCT = ("engine", "bot", "cogs")  # the emulator is not the product: it speaks for Discord
# Parts that may not import the engine (tests/test_layers.py): the sandbox runs the bot only as a
# process, and the rule book's loader stands alone. Their counts are bounds above one (a field's
# most characters, the pages at once) or lengths over Discord's limits.
APART = ("bot/sandbox", "bot/content")

# Nouns the product counts. A number printed straight before one of these must go through counted().
COUNT_NOUNS = {
    "actions", "bytes", "cards", "channels", "characters", "chips", "commands", "commitments", "days",
    "deals", "draws", "entrants", "entries", "files", "hands", "histories", "items", "laws", "levels",
    "lines", "members", "minutes", "others", "pages", "places", "players", "pools", "raises", "robots",
    "rounds", "rows", "seats", "seconds", "shards", "sweepstakes", "tables", "times", "tournaments",
}


@pytest.mark.parametrize("number, plural, said", [
    (0, "tables", "0 tables"), (1, "tables", "1 table"), (2, "tables", "2 tables"),
    (1, "entries", "1 entry"), (3, "entries", "3 entries"), (1, "matches", "1 match"),
    (1, "others", "1 other"), (1, "season chips", "1 season chip"), (1, "hand histories", "1 hand history"),
    (1000, "deals", "1,000 deals"), (-1, "chips", "-1 chips"),
])
def test_a_count_takes_the_singular_for_one_only(number, plural, said):
    assert counted(number, plural) == said


def test_grouping_is_a_choice_and_the_verb_agrees():
    assert counted(1000, "chips", grouped=False) == "1000 chips" and counted(1, "chips", grouped=False) == "1 chip"
    assert [verb(n, "is", "are") for n in (0, 1, 2)] == ["are", "is", "are"]
    with pytest.raises(ValueError):
        singular("sheep")


def _is_constant(node: ast.expr) -> bool:
    """A bound named in capitals (MOST_MEMBERS, self.MAX): fixed, and more than one."""
    name = node.attr if isinstance(node, ast.Attribute) else node.id if isinstance(node, ast.Name) else ""
    return bool(name) and name.isupper()


def _one_apart(tree: ast.AST) -> set[int]:
    """The f-strings that are the branch of `... if n == 1 else f"{n} deals"` (or != 1) taken
    only when the count is not one: the one is said apart in other words."""
    apart: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.IfExp) and isinstance(node.test, ast.Compare) and len(node.test.ops) == 1 \
                and isinstance(node.test.comparators[0], ast.Constant) and node.test.comparators[0].value == 1:
            branch = node.orelse if isinstance(node.test.ops[0], ast.Eq) else node.body
            apart |= {id(inner) for inner in ast.walk(branch)}
    return apart


def uncounted(path: Path) -> list[str]:
    """Each place in the file where a number is printed before a count noun without counted(),
    and each home-made plural ("robot{'s' if n != 1 else ''}")."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    apart = _one_apart(tree)
    found = []
    for node in ast.walk(tree):
        where = f"{path.relative_to(ROOT)}:{getattr(node, 'lineno', '?')}"
        if isinstance(node, ast.JoinedStr) and id(node) not in apart:
            parts = node.values
            for i, part in enumerate(parts[:-1]):
                after = parts[i + 1]
                if not (isinstance(part, ast.FormattedValue) and isinstance(after, ast.Constant)):
                    continue
                noun = re.match(r" ([a-z]+)\b", str(after.value))
                before = parts[i - 1].value if i and isinstance(parts[i - 1], ast.Constant) else ""
                spec = "".join(str(v.value) for v in getattr(part.format_spec, "values", ()) if isinstance(v, ast.Constant))
                if noun and noun.group(1) in COUNT_NOUNS and not _is_constant(part.value) \
                        and not str(before).endswith(" to ") and "f" not in spec:  # a range; a rate, 2.5 deals
                    found.append(f"{where}: {{{ast.unparse(part.value)}}} {noun.group(1)}")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            for printf in re.finditer(r"%[ds] ([a-z]+)\b", node.value):
                if printf.group(1) in COUNT_NOUNS:
                    found.append(f"{where}: {printf.group(0)!r} in a log line")
        elif isinstance(node, ast.IfExp) and {getattr(b, "value", None) for b in (node.body, node.orelse)} == {"s", ""}:
            found.append(f"{where}: a home-made plural: {ast.unparse(node)}")
    return found


def test_every_count_the_product_prints_goes_through_the_one_helper():
    found = [line for package in PRODUCT for path in sorted((ROOT / package).rglob("*.py"))
             if not str(path.relative_to(ROOT)).startswith(APART) for line in uncounted(path)]
    assert not found, "counts printed without engine.plurals.counted:\n" + "\n".join(found)


def test_the_guard_sees_each_way_a_count_goes_wrong(tmp_path):
    """The check above, on lines written the old ways: each is caught, and the right ways are not."""
    wrong = tmp_path / "wrong.py"
    wrong.write_text('def f(n, shown, log):\n'
                     '    log.info("ready; %d tables shown again", shown)\n'
                     '    a = f"You leave the table with {n} chips."\n'
                     '    c = f"{n:,} deals through the ledger"\n'
                     '    b = f"{n} robot{\'s\' if n != 1 else \'\'} sat down"\n')
    right = tmp_path / "right.py"
    right.write_text('def f(n, MOST):\n'
                     '    a = f"You leave the table with {counted(n, \'chips\')}."\n'
                     '    b = f"a level lasts 1 to {n} deals"\n'
                     '    c = f"at most {MOST} members, {n:,.0f} deals a second"\n'
                     '    d = "One robot has entered." if n == 1 else f"{n} robots have entered."\n')
    global ROOT
    kept, ROOT = ROOT, tmp_path
    try:
        assert len(uncounted(wrong)) == 4, uncounted(wrong)
        assert uncounted(right) == []
    finally:
        ROOT = kept


def test_the_terminal_table_says_one_chip():
    """`poker-bot play` with 3 chips each: coming in for 2 leaves one, and every line says "1 chip"."""
    from tests.play_script import main_for_tests

    status, out = main_for_tests(["--seed", "2", "--players", "2", "--stake", "3"], ["no", "come in", "table", "q"])
    assert status == 0
    assert "→ Guest (you) [dealer]: 1 chip, in, 2 in the pool" in out
    assert out[-1] == "You leave the table with 1 chip."
    assert not any(re.search(r"\b1 chips\b", line) for line in out), out

"""No sentence is written in the code of a module whose words come from the catalogues (issue 44).

A string constant with two words of letters in it, outside a docstring, is a sentence a reader
could meet in English whatever his language; in a converted module it is a defect. The modules
still to convert are listed, one a line, and leave the list as they are converted.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

TEXT = Path(__file__).resolve().parents[1] / "bot" / "text"
WORDS = re.compile(r"[A-Za-z]{2,}[ ,;:.!?'’-]+[A-Za-z]{2,}")
UNCONVERTED = {
    "click_words.py",
    "odds.py",
    "refusals.py",
    "render.py",
    "showdown_words.py",
    "table_picture.py",
    "table_words.py",
    "tournament_words.py",
}
NOT_WORDS = {"__init__.py", "i18n.py", "command_catalogue.py"}  # ids and file names, no sentence
# Constants that read as words to the scan but are none, each with why.
NOT_SENTENCES = {
    ("host_words.py", "https://discord.com/developers/applications"),  # an address, the same in every language
}
# The funnel's calls, and which argument is a message id ("seat-sat"), not words for a reader.
FUNNEL = {"t": 0, "attribute": 0, "text_in": 1}


def sentences(source: str) -> list[tuple[int, str]]:
    """Each string constant in `source` that reads as words, with its line; docstrings aside."""
    tree = ast.parse(source)
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
                  and node.body and isinstance(node.body[0], ast.Expr)
                  and isinstance(node.body[0].value, ast.Constant)}
    ids = set()
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in FUNNEL
                and len(node.args) > FUNNEL[node.func.id]):
            first = node.args[FUNNEL[node.func.id]]  # an id, or one made of its parts: f"limit-means-{name}"
            ids |= {id(part) for part in ([first] if isinstance(first, ast.Constant)
                                          else first.values if isinstance(first, ast.JoinedStr) else [])}
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in docstrings | ids and WORDS.search(node.value)]


def converted() -> list[Path]:
    return sorted(p for p in TEXT.glob("*.py") if p.name not in UNCONVERTED | NOT_WORDS)


@pytest.mark.parametrize("path", converted(), ids=lambda p: p.name)
def test_no_sentence_in_the_code(path: Path) -> None:
    found = sentences(path.read_text(encoding="utf-8"))
    assert [(line, words) for line, words in found if (path.name, words) not in NOT_SENTENCES] == []


def test_the_scan_finds_a_planted_sentence() -> None:
    planted = ('"""Doc string words."""\nX = "You sit down"\ndef f():\n    """More doc words."""\n'
               '    return f"{1} chips here" + t("seat-sat", n=1) + g("seat-sat") + t(f"seat-as-{x}")\n')
    assert [line for line, _ in sentences(planted)] == [2, 5, 5]


def test_every_module_is_listed_or_converted() -> None:
    names = {p.name for p in TEXT.glob("*.py")}
    assert names >= UNCONVERTED, "a module listed as unconverted is gone: take it off the list"

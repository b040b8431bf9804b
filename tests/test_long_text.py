"""Long text a member types, read below the Discord side (issue 23): a refusal quotes a short,
marked piece of it, in one line, and reading it takes no time whatever its length."""

from __future__ import annotations

import subprocess
import sys

import pytest

LOOKUPS = """
from bot.content import glossary, lawbook
for text in (" " * 5999 + "x", "\\t" * 5999 + "y", "l" + " " * 5998 + "x", "law " * 1500, "1 - " * 1500,
             "#" + " " * 5999, ". " * 3000):
    for look in (lawbook.lookup_rules, lawbook.suggest_rules, lawbook.complete,
                 glossary.lookup_term, glossary.suggest_terms, glossary.complete):
        look(text)
"""


def test_looking_up_long_text_takes_no_time():
    """A run of spaces once made the law-number pattern backtrack for many minutes, with the
    bot's whole event loop stopped.  Run apart, so that a regression fails instead of hanging."""
    try:
        done = subprocess.run([sys.executable, "-c", LOOKUPS], capture_output=True, text=True, timeout=120)
    except subprocess.TimeoutExpired:
        pytest.fail("looking up 6,000 characters of /rules or /glossary did not finish in two minutes")
    assert done.returncode == 0, done.stderr

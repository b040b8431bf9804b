"""Long text a member types, read below the Discord side (issue 23): a refusal quotes a short,
marked piece of it, in one line, and reading it takes no time whatever its length."""

from __future__ import annotations

import subprocess
import sys

import pytest

from bot.services.whole_numbers import NumberError, parse_whole
from engine.cards import CardError, parse_cards
from engine.errors import quoted

LONG = "Zz " * 2000  # 6,000 characters: Discord's longest string option


@pytest.mark.parametrize(("text", "shown"), [
    ("Zz", "'Zz'"),
    ("x" * 40, repr("x" * 40)),
    ("x" * 41, "'" + "x" * 40 + "…'"),
    ("a\nb\x00c\u200fd", r"'a\nb\x00c\u200fd'"),  # one line, the invisible made visible
    ("it's", '"it\'s"'),
])
def test_quoted_shows_at_most_a_marked_piece_in_one_line(text, shown):
    assert quoted(text) == shown


def test_quoted_counts_what_it_shows_not_what_was_typed():
    """Escapes are longer than what they stand for: the quote stays short all the same."""
    for text in ("\x00" * 6000, "\U000e0001" * 6000, "\u200f" * 6000, "🃏" * 6000):
        shown = quoted(text)
        assert len(shown) <= 40 + 3 and shown.endswith("…'") and "\n" not in shown, shown


def test_a_long_run_of_bad_cards_is_named_in_a_short_line():
    with pytest.raises(CardError) as refused:
        parse_cards(LONG)
    message = str(refused.value)
    assert len(message) < 400 and "\n" not in message, message
    assert message.startswith("'Zz' is not a card") and "1,999 more" in message, message


def test_one_long_bad_card_is_quoted_short():
    with pytest.raises(CardError) as refused:
        parse_cards("A" * 6000)
    message = str(refused.value)
    assert message.startswith("'" + "A" * 40 + "…' is not a card") and len(message) < 300, message


def test_a_long_number_is_quoted_short():
    with pytest.raises(NumberError) as refused:
        parse_whole("9" * 6000 + "x", "chips")
    assert "'" + "9" * 40 + "…'" in str(refused.value) and len(str(refused.value)) < 200


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

"""The one parser of typed numbers: ASCII digits only, and every value inside its field's range."""

from __future__ import annotations

import argparse

import pytest

from bot.services.whole_numbers import MAX_CHIPS, NumberError, argument, in_range, parse_whole


@pytest.mark.parametrize("text, value", [("12", 12), (" 7 ", 7), ("0012", 12), ("1,000", 1000),
                                         ("1_000_000", 1_000_000), (str(MAX_CHIPS), MAX_CHIPS)])
def test_plain_and_grouped_digits_are_read(text, value):
    assert parse_whole(text, "stake", least=1) == value


@pytest.mark.parametrize("text", ["²", "٣", "٥", "³4", "-5", "+5", "1.5", "5.0", "1e3", "1_0", "10**30", "", "  ",
                                  "1,00", "0x10", "1,000.0", "1 000", "5\u200b",
                                  "9" * 400, str(MAX_CHIPS + 1), "0"])
def test_anything_else_is_refused_naming_the_field_and_the_range(text):
    with pytest.raises(NumberError) as caught:
        parse_whole(text, "stake", least=1)
    message = str(caught.value)
    assert message.startswith("stake: a whole number from 1 to 1,000,000,000, not ")
    assert len(message) < 120  # a 400-digit number is not echoed whole


def test_the_bounds_are_the_fields_own():
    assert parse_whole("25", "count", least=1, most=25) == 25
    with pytest.raises(NumberError, match="count: a whole number from 1 to 25, not '26'"):
        parse_whole("26", "count", least=1, most=25)
    assert in_range(6, "count", least=1, most=6) == 6
    for bad in (7, 0, True, 10**30):
        with pytest.raises(NumberError):
            in_range(bad, "count", least=1, most=6)


def test_argparse_sees_a_type_error_without_the_field_repeated():
    parser = argparse.ArgumentParser(exit_on_error=False)
    parser.add_argument("--limit", type=argument("--limit", least=1))
    assert parser.parse_args(["--limit", "10"]).limit == 10
    with pytest.raises(argparse.ArgumentError, match="a whole number from 1 to 1,000,000,000, not '²'"):
        parser.parse_args(["--limit", "²"])

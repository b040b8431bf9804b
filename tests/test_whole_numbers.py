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


def test_a_tournaments_payouts_are_read_share_by_share():
    from bot.services.errors import TournamentError
    from bot.services.tournaments.registration import parse_shares

    assert parse_shares("65/35") == parse_shares(" 65 , 35 ") == parse_shares("65/35/") == (65, 35)
    for typed in ("+65/35", "65.0/35", "6_5/35", "٦٥/35", "65/3e1", "65;35", "-65/165"):
        with pytest.raises(TournamentError) as refused:
            parse_shares(typed)
        assert str(refused.value).startswith("payouts: a whole number from 1 to 100, not "), typed
    with pytest.raises(TournamentError, match="^payouts: give the shares of each place, such as 65/35$"):
        parse_shares(" / ")
    with pytest.raises(TournamentError, match="^payouts: the percentages must add up to 100, not 90$"):
        parse_shares("60/30")
    with pytest.raises(TournamentError, match="^payouts: at most 100 places are paid, not 3,000$"):
        parse_shares("1," * 3000)

"""A PostgreSQL address asyncpg would misread is refused in one line that shows no part of the password.

A password holding /, # or ? ends the address's first part early, and asyncpg
then takes a piece of the password for the port (its error, and under `run`
the log, once quoted it).  A port that is not a number is refused the same way.
"""

from __future__ import annotations

import logging

import pytest

from bot.cli import main
from tests.cli_run import environment, poker_bot

PIECES = ("Zq7", "Wv9", "Kp3", "Mt5")  # the password's pieces between its special characters


BAD = [
    "postgresql://poker:Zq7/Wv9#Kp3?Mt5@127.0.0.1:5432/poker",
    "postgresql://poker:Zq7#Wv9Kp3Mt5@127.0.0.1:5432/poker",
    "postgresql://poker:Zq7Wv9?Kp3Mt5@127.0.0.1/poker",
    "postgres://poker:Zq7/Wv9/Kp3Mt5@127.0.0.1/poker",
    "postgresql://poker:Zq7Wv9Kp3Mt5@127.0.0.1:port/poker",  # a port that is not a number
]


def _shows_nothing_of_the_password(text: str) -> None:
    for piece in PIECES:
        assert piece not in text


@pytest.mark.parametrize("url", BAD)
@pytest.mark.parametrize("command", ["migrate", "audit", "simulate"])
def test_a_misread_password_or_port_is_refused_without_showing_it(url, command, capsys, caplog):
    caplog.set_level(logging.DEBUG)
    extra = ["--hands", "1"] if command == "simulate" else []
    assert main([command, "--db", url, *extra]) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.strip().splitlines()) == 1
    assert ("percent-encode / as %2F, # as %23, ? as %3F" in err) or ("the port" in err and "not a number" in err)
    _shows_nothing_of_the_password(out + err + caplog.text)


def test_under_run_the_log_shows_nothing_of_it_either(tmp_path):
    ran = poker_bot("run", cwd=tmp_path, env=environment(DISCORD_TOKEN="x", DATABASE_URL=BAD[0], LOG_LEVEL="DEBUG"))
    ran.one_line(2, "DATABASE_URL: ", "percent-encode")
    _shows_nothing_of_the_password(ran.out + ran.err)


def test_a_percent_encoded_password_is_read_as_written():
    from bot.storage import parse_database_url

    url = "postgresql://poker:Zq7%2FWv9%23Kp3%3FMt5@127.0.0.1:5432/poker"
    assert parse_database_url(url).target == url
    assert "Zq7" not in parse_database_url(url).describe()

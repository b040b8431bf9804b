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


@pytest.fixture
def silent_server():
    """A server that takes connections and never says a word (a database hung mid-start)."""
    import socket
    import threading

    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    held: list[socket.socket] = []
    stop = threading.Event()

    def hold() -> None:
        listener.settimeout(0.2)
        while not stop.is_set():
            try:
                held.append(listener.accept()[0])
            except OSError:
                continue

    thread = threading.Thread(target=hold, daemon=True)
    thread.start()
    yield listener.getsockname()[1]
    stop.set()
    thread.join()
    for conn in held:
        conn.close()
    listener.close()


@pytest.mark.parametrize("command", ["audit", "run"])
def test_a_database_that_never_answers_is_named_at_once_and_given_up_in_time(command, silent_server, tmp_path):
    where = f"127.0.0.1:{silent_server}"
    url = f"postgresql://poker:Zq7Wv9@{where}/poker?connect_timeout=2"
    ran = poker_bot(command, cwd=tmp_path, limit=30,
                    env=environment(DATABASE_URL=url, DISCORD_TOKEN="x", LOG_LEVEL="INFO"))
    shown = f"{ran.code}\n{ran.err}"
    assert ran.code == 2 and ran.out == "" and "Traceback" not in ran.err, shown
    waiting, *rest = [line for line in ran.lines if "PostgreSQL" in line]
    assert f"waiting for PostgreSQL at {where} (up to 2 s)" in waiting, shown
    assert len(rest) == 1 and rest[0].endswith(f"cannot connect to PostgreSQL: no answer from {where} in 2 s"), shown
    _shows_nothing_of_the_password(ran.out + ran.err)


def test_connect_timeout_is_taken_out_of_the_address_and_checked():
    from bot.storage import BadDatabaseUrl, parse_database_url

    url = parse_database_url("postgresql://u:p@h/db?connect_timeout=2.5&search_path=x")
    assert (url.target, url.connect_timeout) == ("postgresql://u:p@h/db?search_path=x", 2.5)
    assert parse_database_url("postgresql://u:p@h/db").connect_timeout == 10
    assert parse_database_url("postgresql://u:p@h/db?connect_timeout=7").target == "postgresql://u:p@h/db"
    for bad in ("0", "-1", "x", "601", "nan"):
        with pytest.raises(BadDatabaseUrl, match="connect_timeout"):
            parse_database_url(f"postgresql://u:p@h/db?connect_timeout={bad}")


def test_pool_size_is_taken_out_of_the_address_and_checked():
    from bot.storage import BadDatabaseUrl, parse_database_url

    url = parse_database_url("postgresql://u:p@h/db?pool_size=20&connect_timeout=3&search_path=x")
    assert (url.target, url.pool_size, url.connect_timeout) == ("postgresql://u:p@h/db?search_path=x", 20, 3)
    assert parse_database_url("postgresql://u:p@h/db").pool_size == 4
    for bad in ("0", "101", "2.5", "x", "nan", ""):
        with pytest.raises(BadDatabaseUrl, match="pool_size is the connections one process may hold"):
            parse_database_url(f"postgresql://u:p@h/db?pool_size={bad}")

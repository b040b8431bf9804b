"""`poker-bot run` against servers that are not Discord, all on 127.0.0.1.

It says where it connects, gives up after DISCORD_CONNECT_TIMEOUT seconds
when nobody answers (once it waited some five minutes and then printed an
empty reason), and answers a server that is not Discord's API, or an address
that is not one, in one line.  The log stays clean of discord.py's warnings
about voice, which the bot does not use.
"""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from tests.cli_run import environment, poker_bot


@contextmanager
def silent_server() -> Iterator[int]:
    """A port that accepts connections (the kernel completes them) and never answers."""
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(8)
        yield listener.getsockname()[1]


class _NotFound(BaseHTTPRequestHandler):
    def do_GET(self) -> None:  # noqa: N802 - http.server's name
        body = b'{"message": "404: Not Found", "code": 0}'
        self.send_response(404)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - http.server's name
        pass


@contextmanager
def not_found_server() -> Iterator[int]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _NotFound)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server.server_address[1]
    finally:
        server.shutdown()
        server.server_close()


def _run(tmp_path, **settings: str):
    return poker_bot("run", cwd=tmp_path, env=environment(DISCORD_TOKEN="not-a-real-token",
                                                         DATABASE_URL=f"sqlite:///{tmp_path / 'poker.db'}",
                                                         **settings))


def test_a_server_that_never_answers_is_given_up_in_bounded_time(tmp_path):
    with silent_server() as port:
        base = f"http://127.0.0.1:{port}/api/v10"
        ran = _run(tmp_path, DISCORD_API_BASE=base, DISCORD_CONNECT_TIMEOUT="1")
    lines = ran.err.strip().splitlines()
    assert ran.code == 1 and ran.out == "" and "Traceback" not in ran.err, ran
    assert f"poker-bot run: connecting to Discord at {base}" in lines
    assert lines[-1].startswith(f"poker-bot run: error: {base}: no answer within 1 s while logging in; ")
    assert "DISCORD_CONNECT_TIMEOUT" in lines[-1]
    assert "PyNaCl" not in ran.err and "voice" not in ran.err


def test_a_server_that_is_not_discords_api_is_one_line(tmp_path, capsys, monkeypatch):
    from bot.cli import main
    from bot.cli.run import point_at

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "not-a-real-token")
    monkeypatch.setenv("LOG_LEVEL", "WARNING")
    with not_found_server() as port:
        base = f"http://127.0.0.1:{port}/api/v10"
        monkeypatch.setenv("DISCORD_API_BASE", base)
        try:
            code = main(["run"])
        finally:
            point_at("https://discord.com/api/v10", None)  # discord.py's address, for the tests after
    out, err = capsys.readouterr()
    lines = err.strip().splitlines()
    assert code == 2 and out == "" and "Traceback" not in err
    assert lines == [f"poker-bot run: connecting to Discord at {base}",
                     f"poker-bot run: error: {base} answered 404 Not Found: it is not Discord's API; leave "
                     "DISCORD_API_BASE unset, or point it at Discord's API (https://discord.com/api/v10) "
                     "or a proxy of it"]


@pytest.mark.parametrize("name, value", [
    ("DISCORD_API_BASE", "discord.com/api"),
    ("DISCORD_API_BASE", "http://127.0.0.1:port/api"),
    ("DISCORD_GATEWAY_URL", "https://gateway.discord.gg"),
    ("DISCORD_CONNECT_TIMEOUT", "soon"),
])
def test_a_setting_that_is_not_an_address_is_one_line(tmp_path, name, value, capsys, monkeypatch):
    from bot.cli import main

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "not-a-real-token")
    monkeypatch.setenv(name, value)
    assert main(["run"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.strip().splitlines()) == 1 and err.startswith(f"poker-bot run: error: {name}: ")
    assert not (tmp_path / "data").exists()  # refused before anything was opened

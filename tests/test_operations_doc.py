"""docs/operations.md, tested where it can be: every command it shows exists with every option
it gives, its systemd units parse (`systemd-analyze verify`, where there is one), its watchdog
script tells systemd what it should, and a downgrade is refused as it says."""

from __future__ import annotations

import os
import re
import shutil
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot.storage.migrations import latest
from tests.cli_run import ROOT, environment, poker_bot

DOC = (ROOT / "docs" / "operations.md").read_text(encoding="utf-8")
WAIT = 60.0  # seconds: only a hang takes this long


def blocks(language: str) -> list[str]:
    return re.findall(rf"```{language}\n(.*?)```", DOC, flags=re.S)


def shown_commands() -> list[list[str]]:
    """Every `poker-bot ...` command line the doc shows, in shell blocks and in the units."""
    found = []
    for text in blocks("sh") + blocks("ini"):
        for line in text.splitlines():
            line = line.split(" #", 1)[0].strip().strip("'")
            at = line.find("poker-bot ")
            if at >= 0 and not line.startswith("#"):
                words = line[at:].split()
                if words[1].isidentifier():  # a command, not poker-bot-backup.timer
                    found.append(words)
    return found


def test_the_doc_has_its_sections():
    headings = re.findall(r"^## (.+)$", DOC, flags=re.M)
    for section in ("Doctor", "Backups and restore", "Running under systemd", "Upgrading"):
        assert section in headings


def test_every_command_the_doc_shows_exists_with_its_options(tmp_path):
    commands = shown_commands()
    assert {c[1] for c in commands} >= {"doctor", "backup", "restore", "migrate"}
    listed = poker_bot("--help", cwd=tmp_path).out
    for words in commands:
        assert re.search(rf"^\s+{words[1]}\s", listed, flags=re.M), f"{words[1]} is not in poker-bot --help"
        helped = poker_bot(words[1], "--help", cwd=tmp_path).out
        for option in (w.split("=")[0] for w in words[2:] if w.startswith("--")):
            assert option in helped, f"poker-bot {words[1]} has no {option}"


def units() -> dict[str, str]:
    """The unit files the doc shows, by their name (from the heading comment or the sentence above)."""
    named = {}
    for text in blocks("ini"):
        first = text.splitlines()[0]
        if first.startswith("# /etc/systemd/system/"):
            named[first.rsplit("/", 1)[1]] = text
        else:
            named["poker-bot.service"] = text
    return named


def watched_script() -> str:
    (script,) = [b for b in blocks("sh") if b.startswith("#!/bin/sh")]
    return script


def test_the_units_parse(tmp_path):
    if shutil.which("systemd-analyze") is None:
        pytest.skip("no systemd-analyze on this machine")
    home = tmp_path / "srv"
    (home / ".venv" / "bin").mkdir(parents=True)
    (home / ".venv" / "bin" / "poker-bot").symlink_to(shutil.which("poker-bot") or sys.executable)
    script = home / "watched.sh"
    script.write_text(watched_script())
    script.chmod(0o755)
    found = units()
    assert set(found) == {"poker-bot.service", "poker-bot-backup.service", "poker-bot-backup.timer"}
    assert "WatchdogSec=" in found["poker-bot.service"]
    folder = tmp_path / "units"
    folder.mkdir()
    for name, text in found.items():
        (folder / name).write_text(text.replace("/srv/poker-bot", str(home)))
    for name in found:
        done = subprocess.run(["systemd-analyze", "verify", str(folder / name)], capture_output=True, text=True,
                              timeout=WAIT)
        about = [line for line in done.stderr.splitlines() if name in line]
        assert done.returncode == 0 and not about, done.stderr


FAKE_BOT = """\
import http.server, os, pathlib, signal, sys, threading, time
host, port = os.environ["METRICS_ADDRESS"].split(":")
stop = pathlib.Path(os.environ["STOP_FILE"])
sick, answered = stop.with_suffix(".sick"), stop.with_suffix(".answered")
class Health(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        code = 503 if sick.exists() else 200
        with answered.open("a") as log:
            log.write(f"{code}\\n")
        self.send_response(code)
        self.end_headers()
    def log_message(self, *args):
        pass
server = http.server.ThreadingHTTPServer((host, int(port)), Health)
threading.Thread(target=server.serve_forever, daemon=True).start()
signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
while not stop.exists():
    time.sleep(0.05)
sys.exit(3)
"""


def test_the_watchdog_script_speaks_for_a_live_bot_only(tmp_path):
    if shutil.which("curl") is None:
        pytest.skip("no curl on this machine")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    said = tmp_path / "said"
    (bin_dir / "systemd-notify").write_text(f'#!/bin/sh\necho "$@" >> {said}\n')
    (bin_dir / "poker-bot").write_text(f"#!/bin/sh\nexec {sys.executable} {tmp_path / 'fake_bot.py'}\n")
    (tmp_path / "fake_bot.py").write_text(FAKE_BOT)
    for tool in ("systemd-notify", "poker-bot"):
        (bin_dir / tool).chmod(0o755)
    script = tmp_path / "watched.sh"
    script.write_text(watched_script())
    script.chmod(0o755)
    import socket
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    stop = tmp_path / "stop"
    env = environment(PATH=f"{bin_dir}:{os.environ['PATH']}", METRICS_ADDRESS=f"127.0.0.1:{port}",
                      WATCHDOG_EVERY="0.2", POKER_BOT=str(bin_dir / "poker-bot"), STOP_FILE=str(stop))
    process = subprocess.Popen([str(script)], env=env, cwd=tmp_path)
    try:
        def lines() -> list[str]:
            return said.read_text().splitlines() if said.exists() else []

        deadline = time.monotonic() + WAIT
        while lines().count("WATCHDOG=1") < 2:
            assert time.monotonic() < deadline and process.poll() is None, lines()
            time.sleep(0.05)
        assert lines()[0] == "--ready" and lines().count("--ready") == 1
        # A bot whose /healthz fails gets no more notices: systemd's watchdog then restarts it.
        stop.with_suffix(".sick").touch()
        answered = stop.with_suffix(".answered")

        def failures() -> int:
            return answered.read_text().split().count("503")

        def await_failures(count: int) -> None:
            while failures() < count:
                assert time.monotonic() < deadline and process.poll() is None, lines()
                time.sleep(0.05)

        await_failures(1)  # the script asks one /healthz at a time: any earlier notice is sent by now
        quiet_from = len(lines())
        await_failures(4)
        assert len(lines()) == quiet_from, "a notice while /healthz failed"
        stop.touch()  # the bot ends with status 3: the script ends with it (Restart=on-failure)
        assert process.wait(timeout=WAIT) == 3
    finally:
        if process.poll() is None:
            process.kill()


def dump(db: Path) -> list[str]:
    conn = sqlite3.connect(db)
    try:
        return list(conn.iterdump())
    finally:
        conn.close()


def test_a_downgrade_is_refused_in_one_line_and_changes_nothing(tmp_path):
    db = tmp_path / "poker.db"
    assert poker_bot("migrate", "--db", str(db), cwd=tmp_path).code == 0
    newer = latest("sqlite") + 1
    with sqlite3.connect(db) as conn:  # as a newer version of the bot would have left it
        conn.execute("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, 'later', 'x')", (newer,))
    before = dump(db)
    words = (f"schema version {newer}", "newer than this code", "upgrade the bot")
    poker_bot("migrate", "--db", str(db), cwd=tmp_path).one_line(2, *words)
    ran = poker_bot("run", cwd=tmp_path, env=environment(DISCORD_TOKEN="x", DATABASE_URL=f"sqlite:///{db}",
                                                        DISCORD_API_BASE="http://127.0.0.1:9"))
    ran.one_line(2, *words)
    assert dump(db) == before  # the file may be checkpointed, but what it holds is the same

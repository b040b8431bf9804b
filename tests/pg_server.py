"""A PostgreSQL server of a test's own, which the test may stop and start again.

The server `.ci/run` starts is shared by every test, so a test that takes the database
away makes one of its own: Debian's `initdb` in a fresh folder, on a free port of
127.0.0.1, run as the `postgres` user when the tests run as root (PostgreSQL refuses
root), and removed after.
"""

from __future__ import annotations

import contextlib
import glob
import os
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.ci import missing


def _bin() -> Path | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    return Path(initdb).parent if initdb else None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class PgServer:
    def __init__(self, bin_dir: Path, folder: Path, port: int) -> None:
        self.bin = bin_dir
        self.folder = folder
        self.port = port
        self.url = f"postgresql://poker:poker@127.0.0.1:{port}/poker"

    def _run(self, *args: str) -> None:
        command = [str(self.bin / args[0]), *args[1:]]
        if os.geteuid() == 0:
            command = ["runuser", "-u", "postgres", "--", *command]
        subprocess.run(command, check=True, capture_output=True, timeout=120)

    def start(self) -> None:
        self._run("pg_ctl", "-D", str(self.folder / "data"), "-l", str(self.folder / "server.log"), "-w",
                  "-o", f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1", "start")

    def stop(self) -> None:
        """As a host's restart does: `-m fast` ends every session at once."""
        self._run("pg_ctl", "-D", str(self.folder / "data"), "-m", "fast", "-w", "stop")

    def sql(self, statement: str) -> str:
        done = subprocess.run([str(self.bin / "psql"), "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres",
                               "-d", "poker", "-At", "-v", "ON_ERROR_STOP=1", "-c", statement],
                              check=True, capture_output=True, text=True, timeout=60)
        return done.stdout.strip()


@contextmanager
def pg_server() -> Iterator[PgServer]:
    """A fresh server with a `poker` role owning a `poker` database; stopped and removed after."""
    bin_dir = _bin()
    if bin_dir is None or (os.geteuid() == 0 and shutil.which("runuser") is None):
        missing("PostgreSQL's programs (initdb, pg_ctl) are not installed")
        raise AssertionError("unreachable")
    folder = Path(tempfile.mkdtemp(prefix="poker-pg-"))
    if os.geteuid() == 0:
        shutil.chown(folder, "postgres", "postgres")
    server = PgServer(bin_dir, folder, _free_port())
    try:
        server._run("initdb", "-D", str(folder / "data"), "-U", "postgres", "-A", "trust", "--no-sync")
        server.start()
        subprocess.run([str(bin_dir / "psql"), "-h", "127.0.0.1", "-p", str(server.port), "-U", "postgres", "-d",
                        "postgres", "-q", "-v", "ON_ERROR_STOP=1", "-c", "CREATE ROLE poker LOGIN PASSWORD 'poker'",
                        "-c", "CREATE DATABASE poker OWNER poker"], check=True, capture_output=True, timeout=60)
        yield server
    finally:
        with contextlib.suppress(subprocess.CalledProcessError):  # stopped already
            server.stop()
        shutil.rmtree(folder, ignore_errors=True)

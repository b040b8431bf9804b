"""The browser tests' fixtures: Debian's headless Chromium driven by Selenium, and `poker-bot sandbox`.

Selenium is given the system chromedriver's path, so Selenium Manager never runs
(and `SE_OFFLINE` forbids it any download should it run); Chromium is started with
its background networking off.  Nothing here reaches beyond 127.0.0.1.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.browser.sandbox import SUMMARY, Sandbox, note
from tests.ci import missing

CHROMIUM = "/usr/bin/chromium"  # Debian's chromium package
CHROMEDRIVER = "/usr/bin/chromedriver"  # Debian's chromium-driver package
CHROMIUM_FLAGS = (
    "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
    "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
    # Every member's tab keeps running while another is in front (headless tabs are "hidden").
    "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
    "--disable-backgrounding-occluded-windows",
    "--window-size=1280,900",
)
START_TIMEOUT = 180.0  # the sandbox's start: migrations, the bot's login and command sync
STOP_TIMEOUT = 60.0


def pytest_terminal_summary(terminalreporter: Any, config: pytest.Config) -> None:
    lines = config.stash.get(SUMMARY, [])
    if lines:
        terminalreporter.section("browser tests")
        for line in lines:
            terminalreporter.write_line(line)


@pytest.fixture
def screenshots(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """This test's folder of screenshots: under --screenshots DIR, or the run's temporary folder."""
    chosen = request.config.getoption("--screenshots")
    base = Path(chosen) if chosen else tmp_path_factory.getbasetemp() / "screenshots"
    folder = base / re.sub(r"[^\w.-]+", "_", request.node.name)
    folder.mkdir(parents=True, exist_ok=True)
    note(request.config, f"{request.node.nodeid}: screenshots in {folder}")
    return folder


@pytest.fixture
def chrome(tmp_path: Path) -> Iterator[Any]:
    """One headless Chromium with a fresh profile, driven through the system chromedriver."""
    if not (os.access(CHROMIUM, os.X_OK) and os.access(CHROMEDRIVER, os.X_OK)):
        missing(f"no {CHROMIUM} or {CHROMEDRIVER}: apt-get install chromium chromium-driver")
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        missing('Selenium is not installed: pip install -e ".[dev]"')
    os.environ.setdefault("SE_OFFLINE", "true")  # Selenium Manager downloads nothing, ever
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in CHROMIUM_FLAGS:
        options.add_argument(flag)
    profile = tmp_path / "chromium-profile"
    profile.mkdir()
    options.add_argument(f"--user-data-dir={profile}")
    service = Service(executable_path=CHROMEDRIVER, log_output=str(tmp_path / "chromedriver.log"))
    driver = webdriver.Chrome(options=options, service=service)
    try:
        yield driver
    finally:
        driver.quit()


def _wait(what: str, ready: Any, process: subprocess.Popen[bytes], logs: Sandbox | tuple[Path, Path],
          timeout: float) -> Any:
    """Poll `ready` until it answers something true; fail with the sandbox's output if it dies first."""
    deadline = time.monotonic() + timeout
    while True:
        found = ready()
        if found:
            return found
        if process.poll() is not None or time.monotonic() > deadline:
            out, err = (logs.stdout, logs.stderr) if isinstance(logs, Sandbox) else logs
            why = f"exited with {process.returncode}" if process.poll() is not None else f"not within {timeout:.0f} s"
            pytest.fail(f"the sandbox: {what}: {why}\n--- stdout\n{out.read_text(errors='replace')}"
                        f"\n--- stderr\n{err.read_text(errors='replace')}", pytrace=False)
        time.sleep(0.2)


@pytest.fixture
def sandbox(tmp_path: Path) -> Iterator[Sandbox]:
    """`poker-bot sandbox --port 0` on a fresh database with alice, bob and carol, once its bot is
    online; stopped with Ctrl-C (SIGINT) at the end, which must end it cleanly: exit 0, in time,
    and no traceback or ERROR line in what it wrote."""
    folder = tmp_path / "sandbox"
    folder.mkdir()
    stdout, stderr = tmp_path / "sandbox.out", tmp_path / "sandbox.err"
    env = dict(os.environ, PYTHONUNBUFFERED="1", CARD_EMOJIS="true")  # the cards as members see them
    with stdout.open("wb") as out, stderr.open("wb") as err:
        process = subprocess.Popen(
            [sys.executable, "-m", "bot", "sandbox", "--port", "0", "--db", str(folder / "poker.db"),
             "--members", "alice,bob,carol"],
            stdout=out, stderr=err, stdin=subprocess.DEVNULL, env=env, cwd=tmp_path)
    try:
        def address() -> str | None:
            found = re.search(r"http://127\.0\.0\.1:\d+/?", stdout.read_text(errors="replace"))
            return found.group(0) if found else None

        url = _wait("printed no address", address, process, (stdout, stderr), START_TIMEOUT)
        box = Sandbox(url=url, process=process, stdout=stdout, stderr=stderr)

        def online() -> dict[str, Any] | None:
            try:
                state = box.api("/api/state")
            except (urllib.error.URLError, OSError, ValueError):
                return None
            return state if state.get("bot", {}).get("status") == "online" else None

        state = _wait("its bot did not come online", online, process, box, START_TIMEOUT)
        box.members = {m["name"]: m["id"] for m in state["members"]}
        box.channels = {c["name"]: c["id"] for c in state["channels"]}
        yield box
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGINT)
            try:
                process.wait(timeout=STOP_TIMEOUT)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
                pytest.fail(f"the sandbox did not stop within {STOP_TIMEOUT:.0f} s of Ctrl-C", pytrace=False)
    said = stderr.read_text(errors="replace")
    bad = [line for line in said.splitlines() if "Traceback" in line or re.search(r"\bERROR\b", line)]
    assert process.returncode == 0, f"the sandbox exited with {process.returncode}:\n{said}"
    assert not bad, "the sandbox wrote a traceback or an ERROR:\n" + said

"""The browser tests' fixtures: Debian's headless Chromium driven by Selenium, and `poker-bot sandbox`.

Selenium is given the system chromedriver's path, so Selenium Manager never runs
(and `SE_OFFLINE` forbids it any download should it run); Chromium is started with
its background networking off.  Nothing here reaches beyond 127.0.0.1.
"""

from __future__ import annotations

import os
import re
import urllib.error
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.browser.sandbox import SUMMARY, Sandbox, note
from tests.ci import missing
from tests.sandbox_run import SandboxProcess

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
def docs_pictures(request: pytest.FixtureRequest) -> Path | None:
    """Where to write the README's pictures of the sandbox (--docs-pictures DIR); None: nowhere."""
    chosen = request.config.getoption("--docs-pictures")
    return Path(chosen) if chosen else None


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


@pytest.fixture
def sandbox(tmp_path: Path) -> Iterator[Sandbox]:
    """`poker-bot sandbox --port 0` on a fresh database with alice, bob and carol (card emojis on,
    as members see them), once its bot is online with its commands synced; stopped with Ctrl-C
    at the end, which must end it cleanly: exit 0, in time, no traceback and no ERROR line."""
    process = SandboxProcess(tmp_path / "sandbox" / "poker.db", "alice,bob,carol")
    box = Sandbox(url=process.start(timeout=START_TIMEOUT), process=process)
    try:
        state = box.until("the bot online with its commands", lambda: _online(box), START_TIMEOUT)
        box.members = {m["name"]: m["id"] for m in state["members"]}
        box.channels = {c["name"]: c["id"] for c in state["channels"]}
        yield box
    finally:
        code = process.stop(timeout=STOP_TIMEOUT)
    assert code == 0, f"the sandbox exited with {code} on Ctrl-C:\n{process.output}"
    assert not process.problems(), "the sandbox wrote a traceback or an ERROR:\n" + process.output


def _online(box: Sandbox) -> dict[str, Any] | None:
    try:
        state = box.api("/api/state")
    except (urllib.error.URLError, OSError, ValueError):
        return None
    return state if state["bot"]["status"] == "online" and state["commands"] else None

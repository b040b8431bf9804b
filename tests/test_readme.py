"""The README starts a stranger in a minute, and what it says of the tests is what CI runs."""

from __future__ import annotations

import contextlib
import os
import re
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
CI_RUN = (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def headings(text: str) -> list[str]:
    return [line.lstrip("#").strip() for line in text.splitlines() if re.match(r"#{1,6} ", line)]


def slug(heading: str) -> str:
    """GitHub's anchor for a heading."""
    return re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-")


def shell_lines(text: str) -> list[str]:
    """Every line of the ```sh blocks, in order."""
    blocks = re.findall(r"```sh\n(.*?)```", text, flags=re.S)
    return [line.strip() for block in blocks for line in block.splitlines() if line.strip()]


def section(text: str, title: str) -> str:
    start = text.index(f"## {title}\n")
    end = text.find("\n## ", start + 1)
    return text[start:end if end > 0 else len(text)]


def ci_test_command() -> str:
    return [line for line in CI_RUN.splitlines() if line.strip() and not line.startswith("#")][-1].strip()


def test_ci_runs_exactly_the_readmes_test_command_with_ci_set():
    assert ci_test_command() == "ruff check . && mypy && python -m pytest -q"
    quick, tests = shell_lines(section(README, "Quick start")), shell_lines(section(README, "Tests"))
    assert quick[-1] == tests[0] == ci_test_command()
    assert re.search(r"^export CI=true$", CI_RUN, flags=re.M)


def test_the_readme_opens_with_a_quick_start_of_lines_to_copy():
    order = headings(README)
    assert order.index("Contents") < order.index("Quick start") < order.index("Running the bot") \
        < order.index("The `poker-bot` command")
    steps = shell_lines(section(README, "Quick start"))
    assert steps[0].startswith("git clone ")
    assert steps[1] == "python3 -m venv .venv && . .venv/bin/activate"  # before pip: Debian refuses pip outside
    assert steps[2] == 'pip install -e ".[dev]"'
    assert steps[3].startswith("poker-bot ")
    assert len(steps) == 5


def test_every_link_and_anchor_in_the_readme_and_docs_leads_somewhere():
    broken = []
    for page in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        text = page.read_text(encoding="utf-8")
        for target in re.findall(r"\]\(([^)\s]+)\)", text):
            if target.startswith(("http://", "https://")):
                continue
            path, _, anchor = target.partition("#")
            found = (page.parent / path).resolve() if path else page
            if not found.exists():
                broken.append(f"{page.name}: {target}")
            elif anchor and anchor not in {slug(h) for h in headings(found.read_text(encoding="utf-8"))}:
                broken.append(f"{page.name}: {target} (no such heading)")
    assert not broken, broken


def test_the_storage_and_benchmark_details_live_in_docs():
    assert len(README.splitlines()) < 400
    storage, benchmarks = (ROOT / "docs" / "storage.md").read_text(), (ROOT / "docs" / "benchmarks.md").read_text()
    assert "## The banker" in storage and "`deals_replay`" in storage
    assert "| benchmark | ours | peer |" in benchmarks
    assert "| benchmark | ours | peer |" not in README and "## The banker" not in README
    assert "(docs/storage.md)" in README and "(docs/benchmarks.md)" in README


# A fresh Debian or Ubuntu shell: the system's Python, none of ours (no virtual environment, no pyenv).
SYSTEM_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
UP_WITHIN = 600.0  # a fresh virtual environment installs the project and its dependencies first
STOPPED_WITHIN = 60.0


def try_it_lines() -> list[str]:
    """The README's first block of shell lines, which must be the one under "Try it"."""
    first = re.search(r"```sh\n(.*?)```", README, flags=re.S)
    assert first and first.start() > README.index("## Try it\n"), "the README's first shell block is not Try it's"
    assert first.start() < README.index("\n## ", README.index("## Try it\n"))
    return [line.strip() for line in first.group(1).splitlines() if line.strip()]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def page(url: str) -> tuple[int, str] | None:
    """The status and text of the page, or None while nothing answers there."""
    try:
        with urllib.request.urlopen(url, timeout=10) as answer:
            return answer.status, answer.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as refusal:
        return refusal.code, refusal.read().decode("utf-8", "replace")
    except OSError:
        return None


def tail(log: Path) -> str:
    return "\n".join(log.read_text(errors="replace").splitlines()[-30:])


def test_try_it_brings_the_sandbox_up_in_a_fresh_clone(tmp_path):
    """The lines of "Try it", copied as they are into bash in a fresh clone with the system's Python,
    serve the sandbox's page; Ctrl-C then stops everything they started. Only the port is ours:
    a free one instead of 8080."""
    title = re.search(r"<title>(.*?)</title>", (ROOT / "bot" / "sandbox" / "static" / "index.html").read_text())
    assert title, "the sandbox's page has no title"
    port = free_port()
    script, starts = re.subn(r"\bpoker-bot sandbox\b", f"poker-bot sandbox --port {port}", "\n".join(try_it_lines()))
    assert starts == 1, "Try it should start the sandbox once"
    clone = tmp_path / "clone"
    subprocess.run(["git", "clone", "--quiet", str(ROOT), str(clone)], check=True, timeout=120)
    (tmp_path / "try-it.sh").write_text(script + "\n")
    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH", "PYTHONHOME")}
    env["PATH"] = SYSTEM_PATH
    log = tmp_path / "output.txt"
    with log.open("w") as output:
        shell = subprocess.Popen(["bash", "-e", str(tmp_path / "try-it.sh")], cwd=clone, env=env, stdin=subprocess.DEVNULL,
                                 stdout=output, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        deadline = time.monotonic() + UP_WITHIN
        while (shown := page(f"http://127.0.0.1:{port}/")) is None:
            assert shell.poll() is None, f"Try it stopped (exit {shell.returncode}) before the page came up:\n{tail(log)}"
            assert time.monotonic() < deadline, f"no page within {UP_WITHIN:g} s:\n{tail(log)}"
            time.sleep(1)
        status, body = shown
        assert status == 200 and f"<title>{title.group(1)}</title>" in body, body[:500]

        os.killpg(shell.pid, signal.SIGINT)  # Ctrl-C: the terminal signals the whole foreground group
        try:
            code = shell.wait(STOPPED_WITHIN)
        except subprocess.TimeoutExpired:
            raise AssertionError(f"Ctrl-C did not stop it within {STOPPED_WITHIN:g} s:\n{tail(log)}") from None
        assert code == 0, f"exit {code} after Ctrl-C:\n{tail(log)}"
        assert page(f"http://127.0.0.1:{port}/") is None, "the page is still served"
        deadline = time.monotonic() + STOPPED_WITHIN
        while True:  # nothing it started is left: not the bot's process either
            try:
                os.killpg(shell.pid, 0)
            except ProcessLookupError:
                break
            assert time.monotonic() < deadline, f"a process of Try it outlived Ctrl-C:\n{tail(log)}"
            time.sleep(0.5)
        assert "Traceback" not in log.read_text(errors="replace"), tail(log)
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(shell.pid, signal.SIGKILL)
        shell.wait()

"""The README starts a stranger in a minute, and what it says of the tests is what CI runs."""

from __future__ import annotations

import contextlib
import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

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
    assert steps[0] == "python3 -m venv .venv && . .venv/bin/activate"  # before pip: Debian refuses pip outside
    assert steps[1] == 'pip install -e ".[dev]"'
    assert steps[2].startswith("poker-bot ")
    assert steps[3] == QUICK_SUBSET and steps[4] == ci_test_command()
    assert len(steps) == 5


# Every line to copy is copied as it is: nothing in it stands for something the reader must supply.
PLACEHOLDER = re.compile(r"\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|<[a-z][^>]*>")


def test_no_line_to_copy_holds_a_placeholder():
    """The quick start once began `git clone REPOSITORY_URL`, an address never given; the clone is
    now what Try it and the quick start stand in, and say how it is made."""
    for title in ("Try it", "Quick start"):
        text = section(README, title)
        for line in shell_lines(text):
            assert not PLACEHOLDER.search(line), f"{title}: {line!r} cannot be copied as it is"
        assert "REPOSITORY_URL" not in text and "a clone of the repository" in text
    assert "git clone" in section(README, "Try it")  # how a clone is got


QUICK_SUBSET = 'python -m pytest -q -m "not end_to_end"'
TIME = re.compile(r"\((?:about )?(\d+) (seconds|minutes)(?: of tests)? on two cores\)")


def test_each_test_command_says_how_long_it_takes_on_two_cores():
    """The times are measured ones (the closing note's `.ci/run`, and the quick subset on the same
    two cores); a test cannot measure them, only hold the README to saying them beside each."""
    quick = section(README, "Quick start")
    steps = re.split(r"\n\d\. ", quick)
    subset = next(s for s in steps if QUICK_SUBSET in s)
    whole = next(s for s in steps if ci_test_command() in s)
    seconds = []
    for step in (subset, whole):
        said = TIME.search(" ".join(step.split()))
        assert said, f"no time on two cores beside:\n{step}"
        seconds.append(int(said[1]) * (60 if said[2] == "minutes" else 1))
    assert seconds[0] < seconds[1]
    pyproject = (ROOT / "pyproject.toml").read_text()
    assert re.search(r'"end_to_end: ', pyproject), "the quick subset's marker is not registered"


def test_the_contents_name_every_command_and_the_code_every_doc():
    from bot.cli import build_parser

    commands = next(a for a in build_parser()._actions if a.dest == "command").choices
    contents = section(README, "Contents")
    listed = next(line for line in contents.splitlines() if "(#the-poker-bot-command)" in line)
    assert [c for c in commands if f"`{c}`" not in listed] == [], listed
    code = next(line for line in section(README, "The code").splitlines() if line.startswith("| `docs/` |"))
    docs = sorted(p.name for p in (ROOT / "docs").glob("*.md"))
    assert [d for d in docs if f"(docs/{d})" not in code] == [], code
    reading = contents[contents.index("Further reading"):]
    assert [d for d in docs if f"(docs/{d})" not in reading] == [], reading


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
QUICK_START_WITHIN = 1800.0  # installing the test tools from PyPI, and mypy's first run, on a loaded machine


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


def system_shell() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH", "PYTHONHOME")}
    env["PATH"] = SYSTEM_PATH
    return env


def processes_of(clone: Path) -> dict[int, str]:
    """Every live process that belongs to the clone, whatever its process group or session: one
    working in it, run by its virtual environment's Python, or whose environment names it (the
    activated venv, the sandbox's database). The sandbox's bot runs in a group of its own, so a
    search by the shell's group would not see it. Returns each one's command line."""
    inside = str(clone.resolve()).encode()
    found = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            if (entry / "stat").read_text().rpartition(")")[2].split()[0] == "Z":
                continue  # ended, waiting for its parent to read its status: nothing runs
            cmdline = (entry / "cmdline").read_bytes()
            environ = (entry / "environ").read_bytes()
            cwd = os.readlink(entry / "cwd").encode()
        except OSError:  # gone meanwhile, or not ours to read
            continue
        if cwd == inside or cwd.startswith(inside + b"/") or inside in cmdline or inside in environ:
            found[int(entry.name)] = cmdline.replace(b"\0", b" ").decode(errors="replace").strip()
    return found


def the_bot(processes: dict[int, str]) -> list[int]:
    """The bot's own process among them: the sandbox starts it as `python -m bot run`."""
    return [pid for pid, command in processes.items() if command.endswith(" -m bot run")]


def wait_for_none(clone: Path, log: Path) -> None:
    deadline = time.monotonic() + STOPPED_WITHIN
    while left := processes_of(clone):
        assert time.monotonic() < deadline, f"processes of the clone outlived Ctrl-C: {left}\n{tail(log)}"
        time.sleep(0.5)


def clean(clone: Path) -> str:
    """What `git status` lists in the clone: nothing, once the README's lines have run."""
    return subprocess.run(["git", "status", "--porcelain", "--untracked-files=all"], cwd=clone, check=True,
                          capture_output=True, text=True, timeout=60).stdout


@pytest.fixture(scope="module")
def fresh_clone(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh clone of this repository, as `git clone` makes one: the README's lines run in it."""
    clone = tmp_path_factory.mktemp("fresh") / "clone"
    subprocess.run(["git", "clone", "--quiet", str(ROOT), str(clone)], check=True, timeout=120)
    return clone


def test_a_leftover_bot_in_a_group_of_its_own_is_found(tmp_path):
    """The search for what Try it left behind finds a process like the sandbox's bot: one started
    in a session (and group) of its own, working in the clone's data/sandbox with its database."""
    clone = tmp_path / "clone"
    (clone / "data" / "sandbox").mkdir(parents=True)
    env = {**system_shell(), "DATABASE_URL": f"sqlite:///{clone}/data/sandbox/poker.db"}
    planted = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"], cwd=clone / "data" / "sandbox",
                               env=env, start_new_session=True)
    elsewhere = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"], cwd=tmp_path, env=env,
                                 start_new_session=True)  # working elsewhere: its database names the clone
    try:
        assert os.getpgid(planted.pid) == planted.pid != os.getpgid(0)  # not in the test's group, as the bot is not
        deadline = time.monotonic() + STOPPED_WITHIN
        while not {planted.pid, elsewhere.pid} <= set(processes_of(clone)):
            assert time.monotonic() < deadline, processes_of(clone)
            time.sleep(0.2)
    finally:
        for leftover in (planted, elsewhere):
            leftover.kill()
            leftover.wait()
    assert processes_of(clone) == {}  # and once they are gone, nothing is


@pytest.mark.end_to_end
def test_the_quick_start_runs_as_written_in_a_fresh_clone(fresh_clone, tmp_path):
    """The quick start's lines, copied as they are into bash in a fresh clone with the system's
    Python. `poker-bot play` reads q and leaves; of the test steps, ruff and mypy run as written
    and pytest collects (running them is what CI does, in a fresh clone of its own)."""
    lines = shell_lines(section(README, "Quick start"))
    script = []
    for line in lines:
        if line == "poker-bot play":
            line = "echo q | poker-bot play"
        elif "python -m pytest" in line:
            line = line.replace("python -m pytest -q", "python -m pytest -q --collect-only")
        script.append(line)
    assert sum("--collect-only" in line for line in script) == 2 and "echo q | poker-bot play" in script
    (tmp_path / "quick-start.sh").write_text("\n".join(script) + "\n")
    log = tmp_path / "output.txt"
    with log.open("w") as output:
        done = subprocess.run(["bash", "-e", str(tmp_path / "quick-start.sh")], cwd=fresh_clone, env=system_shell(),
                              stdin=subprocess.DEVNULL, stdout=output, stderr=subprocess.STDOUT,
                              timeout=QUICK_START_WITHIN)
    text = log.read_text(errors="replace")
    assert done.returncode == 0, f"the quick start failed (exit {done.returncode}):\n{tail(log)}"
    # Unseeded, the deal is any: he may have put up the blind before he is first asked.
    assert re.search(r"^You leave the table with (100|99) chips\.$", text, flags=re.M), tail(log)
    assert "Traceback" not in text, tail(log)
    assert "Success: no issues found" in text and "All checks passed!" in text, tail(log)
    subset, whole = _collected(text)
    assert 0 < subset[0] < whole[0] and subset[1] == whole[0] - subset[0], (subset, whole)  # the marker leaves some out
    wait_for_none(fresh_clone, log)
    assert clean(fresh_clone) == "", f"the quick start left the clone dirty:\n{clean(fresh_clone)}"


def _collected(text: str) -> tuple[tuple[int, int], tuple[int, int]]:
    """(selected, deselected) of the quick subset's collection, then of the whole suite's."""
    found = [(int(m[1]), int(m[2] or 0)) for m in
             re.finditer(r"^(\d+)(?:/\d+)? tests? collected(?: \((\d+) deselected\))?", text, flags=re.M)]
    assert len(found) == 2, text[-3000:]
    return found[0], found[1]


@pytest.mark.end_to_end
def test_try_it_brings_the_sandbox_up_in_a_fresh_clone(fresh_clone, tmp_path):
    """The lines of "Try it", copied as they are into bash in a fresh clone with the system's Python,
    serve the sandbox's page; Ctrl-C then stops everything they started, the sandbox's bot (in a
    group of its own) too, and the clone is left clean. Only the port is ours: a free one instead
    of 8080. After the quick start (when the module runs whole) it runs in the same clone, as a
    newcomer would go on."""
    title = re.search(r"<title>(.*?)</title>", (ROOT / "bot" / "sandbox" / "static" / "index.html").read_text())
    assert title, "the sandbox's page has no title"
    port = free_port()
    script, starts = re.subn(r"\bpoker-bot sandbox\b", f"poker-bot sandbox --port {port}", "\n".join(try_it_lines()))
    assert starts == 1, "Try it should start the sandbox once"
    (tmp_path / "try-it.sh").write_text(script + "\n")
    log = tmp_path / "output.txt"
    with log.open("w") as output:
        shell = subprocess.Popen(["bash", "-e", str(tmp_path / "try-it.sh")], cwd=fresh_clone, env=system_shell(),
                                 stdin=subprocess.DEVNULL, stdout=output, stderr=subprocess.STDOUT,
                                 start_new_session=True)
    try:
        deadline = time.monotonic() + UP_WITHIN
        while (shown := page(f"http://127.0.0.1:{port}/")) is None:
            assert shell.poll() is None, f"Try it stopped (exit {shell.returncode}) before the page came up:\n{tail(log)}"
            assert time.monotonic() < deadline, f"no page within {UP_WITHIN:g} s:\n{tail(log)}"
            time.sleep(1)
        status, body = shown
        assert status == 200 and f"<title>{title.group(1)}</title>" in body, body[:500]
        deadline = time.monotonic() + UP_WITHIN
        while not (bots := the_bot(processes_of(fresh_clone))):  # the search sees the bot itself
            assert time.monotonic() < deadline, f"no bot process found: {processes_of(fresh_clone)}\n{tail(log)}"
            time.sleep(0.5)
        assert len(bots) == 1 and os.getpgid(bots[0]) != shell.pid  # in a group of its own, not the shell's

        os.killpg(shell.pid, signal.SIGINT)  # Ctrl-C: the terminal signals the whole foreground group
        try:
            code = shell.wait(STOPPED_WITHIN)
        except subprocess.TimeoutExpired:
            raise AssertionError(f"Ctrl-C did not stop it within {STOPPED_WITHIN:g} s:\n{tail(log)}") from None
        assert code == 0, f"exit {code} after Ctrl-C:\n{tail(log)}"
        assert page(f"http://127.0.0.1:{port}/") is None, "the page is still served"
        wait_for_none(fresh_clone, log)  # nothing it started is left: not the bot's process either
        assert "Traceback" not in log.read_text(errors="replace"), tail(log)
        assert clean(fresh_clone) == "", f"Try it left the clone dirty:\n{clean(fresh_clone)}"
    finally:
        for pid in processes_of(fresh_clone):
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        with contextlib.suppress(ProcessLookupError):
            os.killpg(shell.pid, signal.SIGKILL)
        shell.wait()

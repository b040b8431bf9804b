"""The README starts a stranger in a minute, and what it says of the tests is what CI runs."""

from __future__ import annotations

import re
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

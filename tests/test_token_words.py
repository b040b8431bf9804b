"""Without a token, `poker-bot doctor` and `poker-bot run` say first what to do, in the README's
own words for getting one ("On the Bot page, choose Reset Token"); `run --help` names DISCORD_TOKEN."""

from __future__ import annotations

import re
from pathlib import Path

from tests.cli_run import environment, poker_bot

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
ASKING_DISCORD = ("clock", "application", "commands", "servers", "card emojis")


def readme_step() -> str:
    """The README's step for the token, its markdown taken off: 'On the Bot page, choose Reset Token'."""
    found = re.search(r"On the \*\*Bot\*\* page, choose \*\*Reset Token\*\*", README)
    assert found, "the README no longer says how to get the token in these words"
    return found.group(0).replace("**", "")


def says_the_readmes_step(line: str) -> bool:
    step = readme_step()
    return step in line or (step[0].lower() + step[1:]) in line


def migrated(tmp_path: Path) -> str:
    url = f"sqlite:///{tmp_path / 'poker.db'}"
    ran = poker_bot("migrate", cwd=tmp_path, env=environment(DATABASE_URL=url))
    assert ran.code == 0, ran
    return url


def test_doctor_without_a_token_says_the_one_thing_to_do_first_and_alone(tmp_path):
    ran = poker_bot("doctor", "--min-free", "1", cwd=tmp_path, env=environment(DATABASE_URL=migrated(tmp_path)))
    lines = ran.out.splitlines()
    assert ran.code == 1 and ran.err == "", ran
    first = lines[0]
    assert first.startswith("✘ token: no DISCORD_TOKEN — ") and first.endswith("; then run poker-bot doctor again")
    assert says_the_readmes_step(first), first
    assert lines[1] == ""  # alone: the rest comes after a blank line
    rest = lines[2:]
    assert [line[:2] for line in rest] == ["✔ ", "✔ ", "· "], ran.out  # the database, the disk; one line not checked
    assert rest[0].startswith("✔ database: ") and rest[1].startswith("✔ disk: ")
    assert rest[2] == f"· {', '.join(ASKING_DISCORD)}: not checked: no token to ask Discord with"


def test_doctor_with_a_blank_token_is_as_without_one(tmp_path):
    ran = poker_bot("doctor", "--min-free", "1", cwd=tmp_path,
                    env=environment(DATABASE_URL=migrated(tmp_path), DISCORD_TOKEN="   "))
    assert ran.code == 1 and ran.out.splitlines()[0].startswith("✘ token: no DISCORD_TOKEN — "), ran


def test_run_without_a_token_says_how_to_get_one_in_the_readmes_words(tmp_path):
    ran = poker_bot("run", cwd=tmp_path, env=environment(DATABASE_URL=f"sqlite:///{tmp_path / 'poker.db'}"))
    line = ran.one_line(2, "poker-bot run: error: no DISCORD_TOKEN: ", "https://discord.com/developers/applications")
    assert says_the_readmes_step(line) and "add a Bot" not in line, line
    assert not (tmp_path / "poker.db").exists()  # nothing was started


def test_run_help_names_the_token_and_how_to_get_it(tmp_path):
    ran = poker_bot("run", "--help", cwd=tmp_path)
    assert ran.code == 0, ran
    text = " ".join(ran.out.split())  # argparse wraps the description
    assert "DISCORD_TOKEN" in text and says_the_readmes_step(text), ran.out


def test_the_token_is_told_in_one_wording_everywhere():
    """No other way of getting the token is told: not the portal's old "add a Bot"."""
    from bot.text.host_words import get_a_token, new_token

    assert says_the_readmes_step(get_a_token()) and says_the_readmes_step(new_token())
    for path in [*(ROOT / "bot").rglob("*.py"), *(ROOT / "bot").rglob("*.ftl"), *(ROOT / "docs").glob("*.md"),
                 ROOT / "README.md"]:
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"add a bot\b", text, flags=re.I), path
        assert "Bot page" not in text.replace("**", "") or says_the_readmes_step(text.replace("**", "")), path

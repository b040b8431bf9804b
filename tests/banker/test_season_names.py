"""A season's name is shown in public (the table, the leaderboard): plain words of a sane length.
A name with markup, a mention or a character nobody can see is refused in one line, and no
season is started."""

from __future__ import annotations

import pytest

from bot.services.errors import SeasonError
from bot.services.seasons import MAX_NAME, Seasons
from tests.banker.play import GUILD


@pytest.fixture
def seasons(storage, clock) -> Seasons:
    return Seasons(storage, clock)


@pytest.mark.parametrize(("name", "says"), [
    ("<script>alert(1)</script> @everyone", "without '<'"),
    ("Spring @here", "without '@'"),
    ("**bold** season", "without '*'"),
    ("||spoiler||", "without '|'"),
    ("Winter\u202e2026", "without '\\u202e'"),  # a right-to-left override: turns the text round
    ("Zero\u200bwidth", "without '\\u200b'"),
    ("bell\x07", "without '\\x07'"),
    ("x" * (MAX_NAME + 1), f"at most {MAX_NAME} characters, not {MAX_NAME + 1}"),
])
async def test_a_name_that_is_not_plain_words_is_refused_and_nothing_starts(seasons, name, says):
    with pytest.raises(SeasonError) as refused:
        await seasons.start(GUILD, by="admin", name=name)
    line = str(refused.value)
    assert line.startswith("name: ") and says in line and "\n" not in line, line
    assert await seasons.running(GUILD) is None


@pytest.mark.parametrize("name", ["Spring 2027", "Bob's league #3", "Été — la saison", "冬のリーグ", "  Autumn   cup  "])
async def test_plain_words_in_any_script_name_a_season(seasons, name):
    season = await seasons.start(GUILD, by="admin", name=name)
    assert season.name == " ".join(name.split())

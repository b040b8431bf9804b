"""Long and odd text in every free-text option (issue 23): whatever a member types, he gets one
answer that Discord accepts, naming what is wrong in one line.

The options are those of the command tree the bot synced (`tests.free_text`), so a new command
with a string option is tried here without a change to this file.
"""

from __future__ import annotations

import contextlib
import random

import pytest

from tests.free_text import (
    MAX_OPTION,
    answer_problems,
    answered,
    free_text_options,
    odd_text,
    options_with,
)
from tests.test_bot_defects import every_cog

pytestmark = pytest.mark.voice  # every private answer a sentence in the bot's voice (tests/table_invariants.py)

AUTOCOMPLETE_CHOICES, CHOICE_LENGTH = 25, 100  # Discord's limits on an autocomplete answer


async def test_every_free_text_option_at_discords_maximum_length(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    await bot_runner.start(every_cog(tmp_path))
    options = free_text_options(world, cast.guild)
    assert {str(o) for o in options} >= {"/odds draw hand", "/odds draw keep", "/odds advise hand",
                                         "/rules query", "/glossary term"}, options
    rng = random.Random(23)
    problems: list[str] = []
    for free in options:
        for typed in ("Z" * MAX_OPTION, odd_text(rng, 5000)):
            given = await options_with(world, cast.alice, cast.poker, free, typed)
            dms = len(world.dms(cast.alice))
            record = await world.slash(cast.alice, cast.poker, free.command, given)
            with contextlib.suppress(AssertionError):  # no answer: reported below, with what Discord refused
                await record.wait_for(answered)
            problems += [f"{free} ({len(typed)} characters): {p}"
                         for p in answer_problems(world, record, typed, dms)]
    assert not problems, "\n".join(problems)


async def test_autocomplete_answers_fit_discords_limits_whatever_is_typed(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    await bot_runner.start(every_cog(tmp_path))
    rng = random.Random(6000)
    completed = [o for o in free_text_options(world, cast.guild) if o.option.get("autocomplete")]
    assert completed, "no option is completed as it is typed"
    for free in completed:
        for typed in ("", "a", " " * MAX_OPTION, " " * (MAX_OPTION - 1) + "x", "law" + " " * 5990 + "3",
                      odd_text(rng, MAX_OPTION)):
            choices = await world.autocomplete(cast.alice, cast.poker, free.command, {free.name: typed},
                                               focused=free.name)
            assert len(choices) <= AUTOCOMPLETE_CHOICES, free
            assert all(1 <= len(c["name"]) <= CHOICE_LENGTH and len(str(c["value"])) <= CHOICE_LENGTH
                       for c in choices), (free, choices)

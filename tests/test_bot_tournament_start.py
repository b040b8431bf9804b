"""A tournament's planned start, through the real bot in the Discord emulation: at that time it
starts if the least number have entered, and says so in its channel if not; a restart before
the time keeps the plan."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

from tests.test_bot_tournament import answer, make_bot


async def _status(bot, tid: int) -> str:
    return (await bot.tournaments.standing(tid)).tournament.status


async def _wait_status(bot, tid: int, wanted: str) -> None:
    for _ in range(600):  # a minute at most on a loaded machine
        if await _status(bot, tid) == wanted:
            return
        await asyncio.sleep(0.1)
    raise AssertionError(f"still {await _status(bot, tid)!r}, not {wanted!r}")


async def _wait_seated(bot, tid: int) -> None:
    for _ in range(600):
        standing = await bot.tournaments.standing(tid)
        if standing.tables and sum(len(t.chips) for t in standing.tables) == len(standing.entrants):
            return
        await asyncio.sleep(0.1)
    raise AssertionError("the entrants were never all seated")


async def test_the_command_plans_the_start(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    said = await answer(world, cast.alice, "poker tournament create", {"sweepstake": 10, "starts_in": 60})
    assert "open for entries" in said
    row = await bot.tournaments.in_channel(cast.guild.id, cast.poker.id)
    assert row is not None and row.id in bot.tournament_controller.timers


async def test_it_starts_at_its_time_after_a_restart(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    guild, channel = cast.guild.id, cast.poker.id
    soon = datetime.now(UTC) + timedelta(seconds=3)
    row = await bot.tournaments.create(guild, channel, by=cast.alice.id, sweepstake=10, min_entrants=3,
                                       starts_at=soon)
    assert await bot.tournaments.add_robots(guild, channel, 3, by=cast.alice.id) == 3
    fresh = make_bot(tmp_path)
    await bot_runner.restart(bot, fresh, wait_for_sync=False)  # the first bot never planned it: the restart finds it
    await _wait_status(fresh, row.id, "playing")
    assert datetime.now(UTC) >= soon
    # "playing" is written before the tables are opened: its one thread follows.
    await world.wait_until(lambda: world.requests_to("POST", "/channels/{channel_id}/threads"), timeout=60)
    await _wait_seated(fresh, row.id)
    assert len(world.requests_to("POST", "/channels/{channel_id}/threads")) == 1


async def test_too_few_at_the_time_is_said_and_it_waits(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    guild, channel = cast.guild.id, cast.poker.id
    row = await bot.tournaments.create(guild, channel, by=cast.alice.id, sweepstake=10, min_entrants=3,
                                       starts_at=datetime.now(UTC) + timedelta(seconds=1))
    await bot.tournaments.add_robots(guild, channel, 1, by=cast.alice.id)
    bot.tournament_controller.plan_start(row)
    await world.wait_until(lambda: any("only 1 of the 3" in m.content for m in world.channel_messages(cast.poker)),
                           timeout=60)
    assert await _status(bot, row.id) == "registering"
    assert not world.requests_to("POST", "/channels/{channel_id}/threads")

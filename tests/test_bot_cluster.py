"""A cluster (issue 18): processes that each run some of the bot's shards, on one PostgreSQL
database. Each plays only the tables of the guilds on its shards: after a restart each takes
back its own tables and leaves the others' alone."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("discord")

from bot.discord_side.app import PokerBot  # noqa: E402
from bot.services.shards import ShardError, parse_shards  # noqa: E402
from bot.settings import Settings  # noqa: E402

COGS = ("cogs.poker", "cogs.bank")


@pytest.fixture
def postgres() -> Iterator[str]:
    from tests.banker.conftest import postgres_schema

    with postgres_schema("cluster") as url:
        yield url


def shard_bot(url: str, shard: int, state: Path) -> PokerBot:
    return PokerBot(Settings(database_url=url, shards=str(shard), shard_count=2, card_emojis=False),
                    state_dir=state, cogs=COGS,
                    controller_options={"next_deal_after": -1, "robot_delay": 0.01, "edit_every": 0.05,
                                        "turn_seconds": 600})


def test_a_shard_list_is_read_as_written_and_every_mistake_named() -> None:
    plan = parse_shards("0-2, 5,7-7", 8)
    assert plan.ids == (0, 1, 2, 5, 7) and plan.describe() == "shards 0-2,5,7 of 8" and plan.share == 5 / 8
    guilds = [(n << 22) | 12345 for n in range(16)]  # guild n lies on shard n % 8
    assert [g for g in guilds if plan.owns(g)] == [g for g in guilds if (g >> 22) % 8 in (0, 1, 2, 5, 7)]
    assert parse_shards(None, None).owns(guilds[3]) and parse_shards(None, None).share == 1
    for text, count, says in (("0-3", None, "SHARD_COUNT"), (None, 4, "SHARDS"), ("4", 4, "0 to 3 of 4"),
                              ("3-1", 4, "lower number up"), ("a", 4, "e.g. 0-3"), ("0", 0, "out of range")):
        with pytest.raises(ShardError, match=says):
            parse_shards(text, count)


async def test_each_process_takes_back_only_the_tables_of_its_shards(discord_world, bot_runner, tmp_path,
                                                                      postgres) -> None:
    world, cast = discord_world, discord_world.cast
    world.shard_count = 2
    home = (cast.guild.id >> 22) % 2
    club = world.add_guild("Second Club", shard=1 - home, shard_count=2)
    for user in (cast.alice, cast.bob):
        world.add_member(club, user)
    far = world.add_text_channel(club, "poker")
    first = [shard_bot(postgres, home, tmp_path / "a"), shard_bot(postgres, 1 - home, tmp_path / "b")]
    for bot in first:
        await bot_runner.start(bot)
    assert sorted((s.shard_id, s.shard_count) for s in world.sessions) == [(0, 2), (1, 2)]
    # A command in each guild reaches the process that runs its shard, by the gateway alone.
    for channel, bot in ((cast.poker, first[0]), (far, first[1])):
        started = await world.slash(cast.alice, channel, "poker start")
        await started.wait_followups(1)
        assert "The table is open" in started.followups[0].content, started.followups[0].content
        assert [ui.channel_id for ui in bot.table_controller.ui.values()] == [channel.id]
    for bot in first:
        await bot_runner.stop(bot)

    again = [shard_bot(postgres, home, tmp_path / "a"), shard_bot(postgres, 1 - home, tmp_path / "b")]
    for bot in again:
        await bot_runner.start(bot, wait_for_sync=False)  # the commands are as they were synced
        await world.wait_until(lambda b=bot: b._resumed and b.table_controller.ui, what="the tables resumed")
    assert [ui.channel_id for ui in again[0].table_controller.ui.values()] == [cast.poker.id]
    assert [ui.channel_id for ui in again[1].table_controller.ui.values()] == [far.id]
    assert sorted(again[0].tables._live) != sorted(again[1].tables._live)
    # Each posted its own table afresh; neither touched the other's.
    for channel in (cast.poker, far):
        tables = [m for m in world.channel_messages(channel) if m.embeds and "table" in m.embeds[0].get("title", "")]
        assert len(tables) == 2, [m.embeds for m in tables]  # the first start's, and the restart's
    for bot in again:
        assert bot.global_share == 25  # half the shards: half of Discord's 50 a second
        assert bot.table_controller.pacer.rate == 25 * 0.7

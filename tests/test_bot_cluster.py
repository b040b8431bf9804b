"""A cluster (issue 18): processes that each run some of the bot's shards, on one PostgreSQL
database. Each plays only the tables of the guilds on its shards: after a restart each takes
back its own tables and leaves the others' alone."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.discord_side.app import PokerBot
from bot.services.shards import ShardError, parse_shards
from bot.settings import Settings

COGS = ("cogs.poker", "cogs.bank")


@pytest.fixture
def postgres() -> Iterator[str]:
    """A schema of its own. Ask for it before `bot_runner`: fixtures are torn down in the reverse
    order, so the bots are closed before the schema is dropped. Dropped first, DROP SCHEMA would
    wait forever on a transaction a bot still held, whose loop no longer runs."""
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


async def test_each_process_takes_back_only_the_tables_of_its_shards(postgres, discord_world, bot_runner,
                                                                      tmp_path) -> None:
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


async def _far_table_at_its_draw(world, cast, postgres: str, tmp_path: Path, bot_runner):
    """A table of a guild on shard 1, dealt and played to its draw, with both processes up:
    (shard 0's bot, shard 1's bot, the table, the drawer, his DM picker, its select, a card)."""
    world.shard_count = 2
    far = world.add_guild("Far Club", shard=1, shard_count=2)
    players = [cast.alice, cast.bob, cast.carol]
    for user in players:
        world.add_member(far, user)
    channel = world.add_text_channel(far, "poker")
    zero, one = shard_bot(postgres, 0, tmp_path / "zero"), shard_bot(postgres, 1, tmp_path / "one")
    for bot in (zero, one):
        await bot_runner.start(bot)
    for user in players:
        await one.bank.buy(far.id, user.id, 500, by=user.id)
    await (await world.slash(cast.alice, channel, "poker start")).wait_followups(1)
    for user in players:
        await (await world.slash(user, channel, "poker join", {"stake": 100})).wait_followups(1)
    table = (await one.tables.table_in(far.id, channel.id)).table_id
    await (await world.slash(cast.bob, channel, "poker deal")).wait_followups(1)
    by_id = {str(u.id): u for u in players}
    for _ in range(20):  # everyone declines to straddle and comes in
        deal = await one.tables.deal_in_play(table)
        if deal.phase.value == "drawing":
            break
        verb = "decline_straddle" if "decline_straddle" in {o.kind for o in deal.legal().options} else "come_in"
        step = len(deal.history)
        custom_id = f"pk:{table}:{deal.setup.number}:{step}:{verb}"
        message = await world.wait_until(lambda c=custom_id: next(
            (m for m in reversed(world.channel_messages(channel)) if c in m.custom_ids), None), what=custom_id)
        await world.click(by_id[deal.setup.players[deal.to_act]], message, custom_id)
        await world.wait_until(lambda s=step: len(one.tables._live[table].deal.history) > s, what="the step")
    deal = await one.tables.deal_in_play(table)
    drawer = by_id[deal.setup.players[deal.to_act]]
    picker = await world.wait_until(lambda: next((m for m in world.dms(drawer)
                                                  if any(c.startswith("pkd:") for c in m.custom_ids)), None))
    select = next(c for c in picker.custom_ids if c.startswith("pkd:"))
    throw = picker.component(select)["options"][0]["value"]
    return zero, one, table, drawer, picker, select, throw


async def test_a_discard_picked_in_a_dm_reaches_the_process_that_plays_the_table(postgres, discord_world,
                                                                                 bot_runner, tmp_path) -> None:
    """Discord delivers every DM interaction to shard 0. A discard picked in a DM for a table
    of a guild on shard 1 is passed on through PostgreSQL to shard 1's process, which plays it
    and answers it within Discord's 3 seconds; shard 0's process answers nothing."""
    world = discord_world
    zero, one, table, drawer, picker, select, throw = await _far_table_at_its_draw(
        world, world.cast, postgres, tmp_path, bot_runner)
    before = len(one.tables._live[table].deal.history)
    record = await world.select(drawer, picker, select, [throw])
    assert record.callback_type == 6 and record.ack_latency < 3.0, record.attempts
    assert len(record.attempts) == 1  # one process answered it: the one that plays the table
    await world.wait_until(lambda: len(one.tables._live[table].deal.history) > before, what="the draw")
    drawn = one.tables._live[table].deal.history[before]
    assert drawn.kind.value == "draw" and [str(c) for c in drawn.discards] == [throw]
    assert table not in zero.tables._live  # shard 0's process never played it


async def test_a_dm_click_its_table_process_does_not_take_is_answered_all_the_same(postgres, discord_world,
                                                                                   bot_runner, tmp_path) -> None:
    """Shard 1's process is down when a DM discard for its table reaches shard 0: nobody takes
    what shard 0 passes on, so shard 0 answers the member itself, within Discord's 3 seconds,
    and nothing is played."""
    world = discord_world
    zero, one, table, drawer, picker, select, throw = await _far_table_at_its_draw(
        world, world.cast, postgres, tmp_path, bot_runner)
    before = len(one.tables._live[table].deal.history)
    await bot_runner.stop(one)
    record = await world.select(drawer, picker, select, [throw])
    await record.wait_for(lambda r: r.answered)
    assert record.ack_latency < 3.0 and len(record.attempts) == 1, record.attempts
    assert "did not take your click in time" in record.callback_data.get("content", ""), record.callback_data
    async with zero.storage.transaction(readonly=True) as tx:
        row = await tx.playing_deal(table)
        assert len(await tx.actions(row.id)) == before  # nothing was played

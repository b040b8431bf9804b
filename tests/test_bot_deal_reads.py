"""Issue 43: what a deal reads of the database on its way to its first turn.  On PostgreSQL
every read is a trip to the server that a busy loop comes round to late, so a deal reads the
channel's limits once, as it is dealt, and is shown by what it read then."""

from __future__ import annotations

from tests.test_bot_tables import make_bot, play_to_the_end, setup_table, wait_for_step


async def test_a_deal_reads_the_channels_limits_once_on_its_way_to_its_first_turn(discord_world, bot_runner,
                                                                                  tmp_path, monkeypatch):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    table_id = await setup_table(world, bot, [cast.alice, cast.bob, cast.carol])
    limits, reads = bot.tables.limits, []
    effective = limits.effective

    async def counted(guild, channel):
        reads.append(str(channel))
        return await effective(guild, channel)

    monkeypatch.setattr(limits, "effective", counted)  # nothing else reads them before a click
    await (await world.slash(cast.alice, cast.poker, "poker deal")).wait_followups(1)
    await wait_for_step(world, bot, table_id, 1, 0)
    assert reads == [str(cast.poker.id)]  # its rules, language and table picture, read once
    monkeypatch.undo()
    await play_to_the_end(world, bot, table_id)

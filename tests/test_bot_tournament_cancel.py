"""An admin cancels a tournament under way, through the real bot in the Discord emulation:
every sweepstake goes back, the tables stop, and the audit is clean.  Resetting one of its
tables instead is refused: its chips are the tournament's, not its players' wallets'."""

from __future__ import annotations

import asyncio

from bot.services.audit import audit
from tests.test_bot_tournament import answer, make_bot


async def test_an_admin_cancels_a_tournament_under_way(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    bot.cog_names = ("cogs.poker", "cogs.admin")  # /poker-admin reset-table too
    await bot_runner.start(bot)
    guild = cast.guild.id
    await bot.bank.buy(guild, cast.alice.id, 10, by=cast.alice.id)
    await answer(world, cast.alice, "poker tournament create", {"sweepstake": 10, "least": 3})
    await answer(world, cast.alice, "poker tournament join")
    await answer(world, cast.alice, "poker tournament robots", {"count": 11})
    assert "2 tables" in await answer(world, cast.alice, "poker tournament start")
    tid = (await bot.tournaments.in_channel(guild, cast.poker.id)).id

    async def deals_finished() -> int:
        async with bot.storage.transaction(readonly=True) as tx:
            return int(await tx.conn.fetchval("SELECT count(*) FROM deals WHERE status = 'finished'"))
    for _ in range(600):
        if await deals_finished() >= 3:
            break
        await asyncio.sleep(0.1)
    thread = world.channels[int((await bot.tournaments.standing(tid)).tables[0].thread_id)]
    record = await world.slash(cast.alice, thread, "poker-admin reset-table", {})
    await record.wait_followups(1, timeout=30)
    assert "closes only with the tournament" in record.followups[-1].content
    assert (await bot.tournaments.standing(tid)).tables[0].status == "playing"
    said = await answer(world, cast.alice, "poker tournament cancel")
    assert "cancelled" in said and "12 sweepstakes" in said
    standing = await bot.tournaments.standing(tid)
    assert standing.tournament.status == "cancelled"
    assert (await bot.bank.holding(guild, cast.alice.id)).wallet == 10
    finished = await deals_finished()
    await asyncio.sleep(1.0)  # no table deals again
    assert await deals_finished() == finished
    assert not bot.table_controller.ui
    report = await audit(bot.storage)
    assert report.ok, report.breaches

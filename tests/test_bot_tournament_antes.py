"""A deal over as it is dealt, through the real bot in the Discord emulation: at straight poker
the holder of the buck antes for the table, and with a sweepstake of 2 that ante is all his
chips, so the first deals are settled as they are dealt, with nobody to act.  Such a deal ends
like any other at a tournament's table: its result is shown, the player it froze out is placed
and unseated, the next deal is dealt, and the tournament comes to its end, every prize paid.

The seats are drawn from a chosen seed, not a secret one, so that each history is played every
time: one whose deal over as dealt ends the tournament, and one where it leaves two players
with chips, so that the next deal is set going from inside the clock task that dealt it."""

from __future__ import annotations

import asyncio
import types

import pytest

from bot.services.audit import audit
from bot.services.tournaments import running
from tests.test_bot_tournament import answer, make_bot


# Two seat draws (engine.tournament.seat_at_random): after "seats-a" the third deal, over as
# dealt, leaves 4 chips and 2 and the next is dealt from inside the task that dealt it (it
# stalled so); after "seats-c" the deal over as dealt is the last, ending the tournament.
@pytest.mark.parametrize("seats", ["seats-a", "seats-c"])
async def test_deals_over_as_dealt_play_a_tournament_to_its_end(discord_world, bot_runner, tmp_path, monkeypatch,
                                                                 seats):
    monkeypatch.setattr(running, "secrets", types.SimpleNamespace(token_hex=lambda _n: seats))
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    guild, channel = cast.guild.id, cast.poker.id
    await bot.tables.limits.set(guild, channel, "variety", "straight", by=cast.alice.id)
    assert "open for entries" in await answer(world, cast.alice, "poker tournament create",
                                              {"sweepstake": 2, "payouts": "65/35", "least": 3})
    assert "3 robots" in await answer(world, cast.alice, "poker tournament robots", {"count": 3})
    tid = (await bot.tournaments.in_channel(guild, channel)).id
    assert "one table" in await answer(world, cast.alice, "poker tournament start")
    for _ in range(600):  # a minute at most on a loaded machine; it takes a few deals
        standing = await bot.tournaments.standing(tid)
        if standing.tournament.status == "finished":
            break
        await asyncio.sleep(0.1)
    assert standing.tournament.status == "finished", standing.tables
    async with bot.storage.transaction(readonly=True) as tx:
        dealt = int(await tx.conn.fetchval(
            "SELECT count(*) FROM deals d WHERE d.status = 'finished' AND NOT EXISTS "
            "(SELECT 1 FROM deal_actions a WHERE a.deal_id = d.id)"))
        shown = len(world.channel_messages(world.channels[int(standing.tables[0].thread_id)]))
    assert dealt >= 1, "no deal was settled as it was dealt"
    assert shown > 1  # the table message, and the results
    assert [p.place for p in standing.places] == [1, 2, 3]
    assert [p.payout for p in standing.places] == [4, 2, 0]  # 65/35 of 6: the odd chip to the first
    report = await audit(bot.storage)
    assert report.ok, report.breaches

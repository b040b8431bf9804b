"""Issue 30: what a deal leaves for Python's collector.  At 1,000 tables its pauses made the
answers' slowest 1%; most of what they walked were discord.py views in reference cycles (a
view names its items, each item its view): the table message's buttons on every edit, the
pickers, and the view discord.py builds of a clicked message to dispatch a dynamic item.  Issue
43: then every interaction (its response names it back) with its message and user, and every
picture's buffer (discord.py's `File.close` makes it name itself), which the busy tables kept
past the young collections."""

from __future__ import annotations

import gc
import io

import discord
import pytest

from tests.test_bot_tables import (
    act,
    audit_ok,
    make_bot,
    play_to_the_end,
    setup_table,
    table_message,
    user_of,
    wait_for_step,
)

pytestmark = pytest.mark.voice  # every private answer a sentence in the bot's voice (tests/table_invariants.py)


async def test_a_deal_leaves_no_view_for_the_collector(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    table_id = await setup_table(world, bot, [cast.alice, cast.bob, cast.carol])
    gc.collect()
    gc.disable()  # what the deal leaves in cycles stays until the count below
    try:
        await (await world.slash(cast.alice, cast.poker, "poker deal")).wait_followups(1)
        deal = await bot.tables.deal_in_play(table_id)
        number, step = deal.setup.number, len(deal.history)
        await wait_for_step(world, bot, table_id, number, step)
        hand = f"pk:{table_id}:{number}:{step}:hand"  # "My hand": an answer with his view
        await world.click(user_of(world, deal.setup.players[0]), table_message(world), hand)
        if "decline_straddle" in {o.kind for o in deal.legal().options}:
            await act(world, bot, table_id, "decline_straddle")
        await play_to_the_end(world, bot, table_id)  # bets and calls: pickers, clicks, table edits
        await world.wait_until(lambda: all(r.answered or r.expired for r in world.interactions.values()),
                               what="every interaction answered")
        gc.set_debug(gc.DEBUG_SAVEALL)
        try:
            looped: list[object] = []
            looped.append(looped)  # a cycle of its own, to show that the count sees cycles
            del looped
            gc.collect()
            seen = sum(isinstance(o, list) and len(o) == 1 and o[0] is o for o in gc.garbage)
            views = [o for o in gc.garbage if isinstance(o, discord.ui.View)]
            interactions = sum(isinstance(o, discord.Interaction) for o in gc.garbage)
            buffers = sum(isinstance(o, io.BytesIO) for o in gc.garbage)
        finally:
            gc.set_debug(0)
            gc.garbage.clear()
    finally:
        gc.enable()
    assert seen == 1, "the count saw no cycle"
    assert views == [], f"{len(views)} views left for the collector"
    assert interactions == 0, f"{interactions} interactions left for the collector"
    assert buffers == 0, f"{buffers} pictures' buffers left for the collector"
    await audit_ok(bot)

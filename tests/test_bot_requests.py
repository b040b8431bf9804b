"""Issue 30: what a deal spends of Discord's global limit, end to end against the emulation.

Requests bound by the global limit are counted as the emulator received them, by route; the
interaction's own endpoints (its callback, its webhook) are free and are told apart.
"""

from __future__ import annotations

import pytest

pytest.importorskip("discord")

from discord_emulator.ratelimits import GLOBAL_EXEMPT  # noqa: E402
from engine.cards import format_cards  # noqa: E402
from tests.test_bot_tables import (  # noqa: E402
    _moved_on,
    audit_ok,
    make_bot,
    play_to_the_end,
    setup_table,
    to_the_draw,
    user_of,
)

DM_OPEN = "/users/@me/channels"
SEND = "/channels/{channel_id}/messages"


def bound(world) -> list:
    """Every request the emulator counted against the global limit."""
    return [r for r in world.requests if not r.route.startswith(GLOBAL_EXEMPT)]


async def test_the_hand_after_the_draw_is_the_answer_to_the_dm_picker(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    table_id = await setup_table(world, bot, [cast.alice, cast.bob, cast.carol])
    await (await world.slash(cast.alice, cast.poker, "poker deal")).wait_followups(1)
    deal = await to_the_draw(world, bot, table_id)
    seat = deal.to_act
    user = user_of(world, deal.setup.players[seat])
    dm = next(m for m in reversed(world.dms(user)) if any(c.startswith("pkd:") for c in m.custom_ids))
    select_id = next(c for c in dm.custom_ids if c.startswith("pkd:"))
    dms_before, bound_before = len(world.dms(user)), len(bound(world))
    number, step = deal.setup.number, len(deal.history)
    answer = await world.select(user, dm, select_id, [str(c) for c in deal.hands[seat][:2]])
    assert not answer.ephemeral, answer.callback_data  # taken, not refused
    await world.wait_until(lambda: _moved_on(bot, table_id, number, step), timeout=5)
    after = await bot.tables.deal_in_play(table_id)
    assert after.drew[seat] == 2
    cards = format_cards(after.hands[seat], symbols=True)
    # The picker's own message now shows his hand after the draw, edited through his interaction.
    await world.wait_until(lambda: "after the draw" in dm.content, timeout=5, what="the hand after the draw")
    assert cards in dm.content and not any(c.startswith("pkd:") for c in dm.custom_ids)
    hooks = [r for r in world.requests if answer.token in r.path and r.method == "PATCH"]
    assert hooks and any(cards in str(r.json) for r in hooks)
    # No new DM, no DM channel opened, nothing spent of the global limit for his draw.
    assert len(world.dms(user)) == dms_before
    spent = [r for r in bound(world)[bound_before:] if r.route in (DM_OPEN, SEND) and r.major != str(cast.poker.id)]
    assert spent == []
    await play_to_the_end(world, bot, table_id)
    await audit_ok(bot)

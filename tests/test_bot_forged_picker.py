"""A forged amount picker for the draw (issue 23), played as a member would meet it.

discord.py passes on only a component that is on the message clicked, so the forged picker sits
on a message of its own in the channel (as one of an older version of the bot would).  The
engine refuses the draw it names, an amount in place of cards, as an illegal action: one private
line, nothing changed, and no ERROR (`tests.table_invariants`).
"""

from __future__ import annotations

from tests.test_bot_defects import refusal, started
from tests.test_bot_tables import audit_ok, play_to_the_end, to_the_draw, user_of
from tests.test_bot_varieties import deal_one


async def test_an_amount_picked_for_a_draw_is_an_illegal_action(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot, table_id = await started(world, bot_runner, tmp_path)
    await deal_one(world, bot, table_id, cast.bob)
    deal = await to_the_draw(world, bot, table_id)
    user = user_of(world, deal.setup.players[deal.to_act])
    number, step = deal.setup.number, len(deal.history)
    custom_id = f"pka:{table_id}:{number}:{step}:draw"
    forged = await world.messages.create(cast.poker, {"content": "How much do you draw?", "components": [
        {"type": 1, "components": [{"type": 3, "custom_id": custom_id, "placeholder": "How much?",
                                    "min_values": 1, "max_values": 1,  # as discord.py sends every select
                                    "options": [{"label": str(n), "value": str(n)} for n in range(6)]}]}]},
        [], author=world.bot_user)
    picked = await world.select(user, forged, custom_id, ["2"])
    said = await refusal(picked)
    assert picked.ephemeral and said and "\n" not in said and "went wrong" not in said, said
    assert "draw" in said and "card" in said, said
    assert (await bot.tables.deal_in_play(table_id)).history == deal.history
    await play_to_the_end(world, bot, table_id)
    await audit_ok(bot)

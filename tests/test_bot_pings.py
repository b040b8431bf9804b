"""`/poker pings` with the real bot against the Discord emulation: the choice is answered and
kept; the ping the bot would send for a turn, sent as discord.py sends it, notifies the member
to say and nobody else (Discord's rules as the emulator keeps them: ``notifications.py``),
once a turn, never a member who turned his pings off."""

from __future__ import annotations

import discord

from bot.discord_side.turn_pings import turn_ping
from bot.text.turn_words import pings_off, pings_on
from tests.test_bot_tables import make_bot, setup_table


async def test_the_member_to_say_is_pinged_once_and_one_who_turned_pings_off_never(discord_world, bot_runner,
                                                                                tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    table_id = await setup_table(world, bot, [cast.alice, cast.bob, cast.carol])
    off = await world.slash(cast.bob, cast.poker, "poker pings", {"setting": "off"})
    assert off.ephemeral and off.callback_data["content"] == pings_off()
    on = await world.slash(cast.carol, cast.poker, "poker pings", {"setting": "on"})
    assert on.callback_data["content"] == pings_on()
    assert await bot.pings.choice(cast.guild.id, str(cast.bob.id)) is False
    await (await world.slash(cast.alice, cast.poker, "poker deal")).wait_followups(1)
    deal = await bot.tables.deal_in_play(table_id)
    channel = bot.get_channel(cast.poker.id)
    assert isinstance(channel, discord.TextChannel)
    guild = str(cast.guild.id)
    pinged: set[str] = set()
    for step in range(len(deal.history), len(deal.history) + 3):  # three turns, by the rotation
        member = deal.setup.players[(deal.to_act + step - len(deal.history)) % len(deal.setup.players)]
        ping = await turn_ping(bot.pings, table_id, guild, member, (deal.setup.number, step))
        assert await turn_ping(bot.pings, table_id, guild, member, (deal.setup.number, step)) is None  # once
        if member == str(cast.bob.id):
            assert ping is None
            continue
        assert ping is not None and ping.member == member
        others = f" <@{cast.dave.id}>"  # a mention the ping does not allow: no phantom ping
        await channel.send(ping.content + others, allowed_mentions=ping.allowed_mentions)
        pinged.add(member)
    for user in (cast.alice, cast.bob, cast.carol, cast.dave):
        got = [n.why for n in world.notifications(user)]
        assert got == (["mention"] if str(user.id) in pinged else []), (user.name, got)
    assert pinged == {str(cast.alice.id), str(cast.carol.id)}

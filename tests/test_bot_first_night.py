"""The first night (issue 40), end to end against the Discord emulation: four members, and the
table keeps up with a busy channel.

alice and bob sit down; carol with a stake of the least bring-in, so that she goes short; dave
is new to the server (no wallet, no history) and sits down by the table message's button in the
middle of deal 1.  bob has turned his pings off.  Ten deals are played, with five lines of chat
between turns, and two turns left to the clock (its own time-out, run by the test, so that
nothing hangs on the machine's speed).  At every turn:

- the message with the live buttons is within the last 3 messages of the channel;
- the member to say got exactly one notifying ping for that turn (bob none);

and after the night no message but the newest table message carries a live button or a
"to say".  dave is seated by one interaction and dealt in deal 2; carol, short after losing her
blind, makes up her stake between deals without leaving.  The shared invariants hold throughout
(the ``bot_runner`` fixture); the books balance and the audit is clean at the end.
"""

from __future__ import annotations

import re

from bot.text.seat_words import wallet_first
from engine.table import least_bring_in
from tests.busy_channel import chatter
from tests.test_bot_defects import started, text_of
from tests.test_bot_seats import books_balance, plain_turn, sit_button
from tests.test_bot_table_words import answer_of
from tests.test_bot_tables import act, table_message, user_of, wait_for_step

DEALS = 10
CHAT = 5  # lines said before every turn
LATE = {(3, 0), (6, 2)}  # (deal, step): turns the clock plays
TO_SAY = re.compile(r"to say", re.IGNORECASE)


def pings_of(world, user, number: int, step: int) -> int:
    """The notifying pings `user` got from table messages showing step `step` of deal `number`."""
    mark = re.compile(rf"^pk:\d+:{number}:{step}:")
    return sum(n.why == "mention" and n.push and any(mark.match(c) for c in n.message.custom_ids)
               for n in world.notifications(user))


def live_buttons(message) -> bool:
    return any(c.startswith("pk:") for c in message.custom_ids)


async def test_a_first_night_at_a_busy_table(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot, table_id = await started(world, bot_runner, tmp_path, members=[cast.alice, cast.bob])
    guild, poker = cast.guild.id, cast.poker
    controller = bot.table_controller
    least = least_bring_in((await bot.tables.limits.effective(guild, poker.id)).rules)
    await bot.bank.buy(guild, cast.carol.id, 200, by=cast.alice.id)
    await answer_of(await world.slash(cast.carol, poker, "poker join", {"stake": least}))
    turned = await world.slash(cast.bob, poker, "poker pings", {"setting": "off"})
    assert "off" in text_of(turned).lower(), text_of(turned)
    assert await bot.bank.statement(guild, cast.dave.id) == []  # dave: no history at all
    members = [cast.alice, cast.bob, cast.carol, cast.dave]
    carol, dave = str(cast.carol.id), str(cast.dave.id)
    said = 0
    turns = 0
    short_after: list[int] = []
    for number in range(1, DEALS + 1):
        await (await world.slash(cast.alice, poker, "poker deal")).wait_followups(1)
        while (deal := await bot.tables.deal_in_play(table_id)) is not None:
            assert deal.setup.number == number
            step = len(deal.history)
            await wait_for_step(world, bot, table_id, number, step)
            member = deal.setup.players[deal.to_act]
            user = user_of(world, member)
            table = table_message(world)
            foot = world.last_messages(poker, 3)
            assert table in foot, f"deal {number} step {step}: the live table is not in the last 3 messages"
            assert pings_of(world, user, number, step) == (0 if user is cast.bob else 1), (number, step, user.name)
            turns += 1
            if number == 1 and step == 1:  # dave sits down by the button, in one step, mid-deal
                pressed = await world.click(cast.dave, table, sit_button(table))
                (answer,) = await pressed.wait_followups(1)
                assert answer.content == (  # one step: the wallet said, the chips sold, the seat taken
                    f"{wallet_first()}\nDeal 1 is in play: you sit down with 100 chips when it is over, and are dealt "
                    "the next hand. Changed your mind? Press Do not sit down, or type /poker leave. The banker sold "
                    "you 100 chips for it, your wallet being short."), answer.content
            await chatter(world, poker, members, CHAT, start=said)  # the turn's table goes up the channel
            said += CHAT
            kinds = {o.kind for o in deal.legal().options}
            if (number, step) in LATE:
                await controller.clock._act_for_the_late(controller.ui[table_id], number, step)
            elif member == carol and "pass" in kinds:
                await act(world, bot, table_id, "pass")  # she drops: as the blind, she loses it
            else:
                await plain_turn(world, bot, table_id, kinds)
        dealt = (await bot.tables.recent_deals(table_id, limit=1))[0].replay()
        if number == 1:
            assert dave not in dealt.setup.players
        if number == 2:
            assert dave in dealt.setup.players, "the join mid-deal was not dealt in the next deal"
        seats = dict((await bot.tables.summary(table_id)).seats)
        if 0 < seats.get(carol, 0) < least or seats.get(carol) == 0:
            short_after.append(number)  # she tops up from her wallet, without leaving
            answer = await answer_of(await world.slash(cast.carol, poker, "poker join", {"stake": 20}))
            assert answer.startswith("You were short"), answer
            assert dict((await bot.tables.summary(table_id)).seats)[carol] == 20
    assert short_after, "carol never went short: the top-up was not tried"
    assert turns >= DEALS * 4
    # After the night: only the newest table message has live buttons, and no other says "to say".
    await world.wait_until(lambda: len([m for m in world.channel_messages(poker) if live_buttons(m)]) <= 1,
                           what="the old table messages deleted")  # each in a task of its own
    shown = world.channel_messages(poker)
    live = [m for m in shown if live_buttons(m)]
    assert not live or live[0] is table_message(world)
    for message in shown:
        if message not in live:
            text = " ".join([message.content or "", *(str(e) for e in message.embeds)])
            assert not TO_SAY.search(text), text[:300]
    await books_balance(bot, guild)

"""Issue 30: what a deal spends of Discord's global limit, end to end against the emulation.

Requests bound by the global limit are counted as the emulator received them, by route; the
interaction's own endpoints (its callback, its webhook) are free and are told apart.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

from discord_emulator.ratelimits import GLOBAL_EXEMPT
from engine.cards import format_cards
from tests.test_bot_tables import (
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
FOLLOW_UP = "/webhooks/{webhook_id}/{webhook_token}"  # a follow-up through a click (the result)


def shows(world, prefix: str) -> bool:
    """Whether the table's channel holds a message with buttons for this step."""
    return any(c.startswith(prefix) for m in world.channel_messages(world.cast.poker) for c in m.custom_ids)


async def pass_to_the_end(world, bot, table_id: int, timeout: float,
                          before_click: Callable[[], Awaitable[None]] | None = None) -> int:
    """Everyone declines the straddle or passes on the table message until the deal is over (it
    is then his to take); returns the deal's number.  `before_click` runs before each click."""
    from tests.test_bot_tables import table_message

    number = 0
    while (deal := await bot.tables.deal_in_play(table_id)) is not None:
        number, step = deal.setup.number, len(deal.history)
        prefix = f"pk:{table_id}:{number}:{step}:"
        await world.wait_until(lambda p=prefix: shows(world, p), timeout=timeout, what="the turn on the table message")
        kinds = {o.kind for o in deal.legal().options}
        verb = "decline_straddle" if "decline_straddle" in kinds else "pass"
        if before_click is not None:
            await before_click()
        await world.click(user_of(world, deal.setup.players[deal.to_act]), table_message(world), prefix + verb)
        await world.wait_until(lambda n=number, s=step: _moved_on(bot, table_id, n, s), timeout=timeout)
    return number


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
    await world.wait_until(lambda: all(world.dms(m) for m in (cast.alice, cast.bob, cast.carol)),
                           what="every hand dealt")  # none still on its way as the count starts
    dm = next(m for m in reversed(world.dms(user)) if any(c.startswith("pkd:") for c in m.custom_ids))
    select_id = next(c for c in dm.custom_ids if c.startswith("pkd:"))
    dms_before, bound_before = len(world.dms(user)), len(bound(world))
    number, step = deal.setup.number, len(deal.history)
    answer = await world.select(user, dm, select_id, [str(c) for c in deal.hands[seat][:2]])
    assert not answer.ephemeral, answer.callback_data  # taken, not refused
    await world.wait_until(lambda: _moved_on(bot, table_id, number, step))
    after = await bot.tables.deal_in_play(table_id)
    assert after.drew[seat] == 2
    cards = format_cards(after.hands[seat], symbols=True)
    # The picker's own message now shows his hand after the draw, edited through his interaction.
    await world.wait_until(lambda: "after the draw" in dm.content, what="the hand after the draw")
    assert cards in dm.content and not any(c.startswith("pkd:") for c in dm.custom_ids)
    hooks = [r for r in world.requests if answer.token in r.path and r.method == "PATCH"]
    assert hooks and any(cards in str(r.json) for r in hooks)
    # No new DM, no DM channel opened, nothing spent of the global limit for his draw.
    assert len(world.dms(user)) == dms_before
    spent = [r for r in bound(world)[bound_before:] if r.route in (DM_OPEN, SEND) and r.major != str(cast.poker.id)]
    assert spent == []
    await play_to_the_end(world, bot, table_id)
    await audit_ok(bot)


async def test_the_card_emojis_upload_goes_through_the_pacer(discord_world, bot_runner, tmp_path, monkeypatch):
    """Every emoji request at start waits for the pacer like every other request the global limit
    counts; under a tight limit, enforced, none is refused."""
    from bot.discord_side.pacing import Pacer
    from discord_emulator.ratelimits import Limit
    from engine.cards import ALL_CARDS
    from tests.test_bot_pictures import EMOJI_ROUTE, emojis_ready

    world = discord_world
    world.rate_limits.limits[EMOJI_ROUTE] = Limit(200, 3600.0)  # no published figure: not what is tested
    world.rate_limits.global_limit = Limit(5, 1.0)
    world.rate_limits.enforce = True
    monkeypatch.setenv("CARD_EMOJIS", "true")
    monkeypatch.setenv("DISCORD_GLOBAL_RATE", "5")
    paced = []
    pacer_wait = Pacer.wait

    async def counted(self, *args, **kwargs):
        paced.append(args)
        return await pacer_wait(self, *args, **kwargs)

    monkeypatch.setattr(Pacer, "wait", counted)
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)  # no table is open: the emojis are all the pacer is asked for
    await emojis_ready(bot, timeout=120)
    emoji_requests = [r for r in world.requests if "/emojis" in r.route]
    assert len(world.emojis.created) == len(ALL_CARDS)
    assert len(paced) == len(emoji_requests) == len(ALL_CARDS) + 1  # the list, then each upload
    assert world.rate_limits.served_429 == [] and world.rate_limits.violations() == []


async def test_under_a_tight_limit_a_deal_over_drops_its_hands_still_queued(discord_world, bot_runner, tmp_path,
                                                                           monkeypatch):
    """At one request a second, enforced, three hands by DM take seconds; the players pass at once
    through the table message (their clicks are free), so the deal is over first: its result goes,
    the hands still on their way are dropped, with no picture drawn for them, and nothing is refused."""
    from discord_emulator.ratelimits import Limit

    world, cast = discord_world, discord_world.cast
    world.rate_limits.global_limit = Limit(1, 1.0)
    world.rate_limits.enforce = True
    monkeypatch.setenv("DISCORD_GLOBAL_RATE", "1")
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    drawn = [0]
    draw_hand = bot.drawing.hand

    async def counted_hand(*args, **kwargs):
        drawn[0] += 1
        return await draw_hand(*args, **kwargs)

    bot.drawing.hand = counted_hand
    members = [cast.alice, cast.bob, cast.carol]
    table_id = await setup_table(world, bot, members)
    # Each hand's DM channel opening, let go by the pacer, is held until the result is out: the
    # deal is over first for certain, not by a race, and no hand is on its way as it ends.
    over, create_dm = asyncio.Event(), bot.create_dm

    async def held_create_dm(*args, **kwargs):
        await over.wait()
        return await create_dm(*args, **kwargs)

    bot.create_dm = held_create_dm
    await (await world.slash(cast.alice, cast.poker, "poker deal")).wait_followups(1)
    number = await pass_to_the_end(world, bot, table_id, 60)
    result = await world.wait_until(
        lambda: next((r for r in world.requests if r.method == "POST" and r.route in (SEND, FOLLOW_UP)
                      and str(r.json).find(f"Deal {number}") >= 0 and "pool" in str(r.json)), None),
        timeout=60, what="the result")
    over.set()
    async with asyncio.timeout(60):  # every hand's task done (a task's end wakes no emulator waiter: poll)
        while bot.pacer.dropped < len(members) or bot.pacer.queue:
            await asyncio.sleep(0.05)
    dm_channels = {str(c.id) for c in world.dm_channels.values()}
    hands_after = [r for r in world.requests_to("POST", SEND) if r.major in dm_channels and r.at > result.at]
    assert hands_after == []  # no hand of a deal over reached anyone after its result
    assert bot.pacer.dropped >= 1
    sent = sum(len(world.dms(m)) for m in members)
    assert sent < len(members)  # some hands were never sent
    assert drawn[0] == sent  # and no picture was drawn for them
    assert world.rate_limits.served_429 == [] and world.rate_limits.violations() == []


async def test_a_draw_picked_in_a_dm_costs_nothing_against_the_global_limit(discord_world, bot_runner, tmp_path):
    """The table message's edit for a draw picked in a DM (no click on the table message) goes
    through the latest click's token on that message, still good, like the draw's own answer."""
    from tests.test_bot_tables import wait_for_step

    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    table_id = await setup_table(world, bot, [cast.alice, cast.bob, cast.carol])
    await (await world.slash(cast.alice, cast.poker, "poker deal")).wait_followups(1)
    deal = await to_the_draw(world, bot, table_id)
    seat, number, step = deal.to_act, deal.setup.number, len(deal.history)
    user = user_of(world, deal.setup.players[seat])
    await world.wait_until(lambda: all(world.dms(m) for m in (cast.alice, cast.bob, cast.carol)),
                           what="every hand dealt")  # none still on its way as the count starts
    dm = next(m for m in reversed(world.dms(user)) if any(c.startswith("pkd:") for c in m.custom_ids))
    select_id = next(c for c in dm.custom_ids if c.startswith("pkd:"))
    async with asyncio.timeout(10):  # the table's edits done (a task's end wakes no emulator waiter: poll)
        while not bot.table_controller.ui[table_id].shown.edit_task.done():
            await asyncio.sleep(0.02)
    bound_before = len(bound(world))
    await world.select(user, dm, select_id, [str(deal.hands[seat][0])])
    await wait_for_step(world, bot, table_id, number, step + 1)  # the table shows the next turn
    await world.wait_until(lambda: "after the draw" in dm.content, what="the answer")
    assert bound(world)[bound_before:] == []
    await play_to_the_end(world, bot, table_id)
    await audit_ok(bot)


async def test_a_result_after_a_click_is_its_follow_up_and_costs_nothing(discord_world, bot_runner, tmp_path):
    """The click that ends a deal carries its result: a follow-up through that click's token, a
    message in the table's channel that Discord's global limit does not count."""

    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    members = [cast.alice, cast.bob, cast.carol]
    table_id = await setup_table(world, bot, members)
    await (await world.slash(cast.alice, cast.poker, "poker deal")).wait_followups(1)
    counted = [0]

    async def count_before_click() -> None:
        await asyncio.sleep(0.3)  # the hands dealt have gone: what follows the last click is its own
        counted[0] = len(bound(world))

    number = await pass_to_the_end(world, bot, table_id, 10, count_before_click)
    result = await world.wait_until(
        lambda: next((m for m in world.channel_messages(cast.poker) if m.content.startswith(f"**Deal {number}")),
                     None), what="the result in the channel")
    assert "pool" in result.content
    await asyncio.sleep(1.5)  # the table's edit between deals, coalesced, has gone too
    assert bound(world)[counted[0]:] == []
    await audit_ok(bot)


async def test_a_table_played_before_it_is_shown_again_is_posted_once(discord_world, bot_runner, tmp_path,
                                                                      monkeypatch):
    """After a restart a click on the old message can come before the resume reaches its table:
    the click's redraw posts the table afresh, and the resume must not post it a second time,
    however long the limit holds that post back (here one request a second)."""
    world, cast = discord_world, discord_world.cast
    monkeypatch.setenv("DISCORD_GLOBAL_RATE", "1")
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    table_id = await setup_table(world, bot, [cast.alice, cast.bob])
    controller = bot.table_controller
    ui = controller.ui[table_id]
    async with asyncio.timeout(10):
        while ui.shown.edit_task is not None and not ui.shown.edit_task.done():
            await asyncio.sleep(0.02)
    ui.shown.message = None  # as after a restart: nothing shown yet by this process
    before = len(world.requests_to("POST", SEND))
    controller.messages.refresh(ui)  # a click's redraw, under way
    await controller.resume()  # what on_ready does, reaching the table meanwhile
    async with asyncio.timeout(10):
        while not ui.shown.edit_task.done():
            await asyncio.sleep(0.02)
    await asyncio.sleep(0.3)  # anything else on its way arrives
    assert len(world.requests_to("POST", SEND)) == before + 1


async def test_a_restarted_bot_opens_no_dm_channel_it_opened_before(discord_world, bot_runner, tmp_path):
    """Each member's DM channel is kept in the database: the first deal after a restart sends every
    hand without opening a DM channel again (one request each against the global limit)."""
    world, cast = discord_world, discord_world.cast
    members = [cast.alice, cast.bob, cast.carol]
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    table_id = await setup_table(world, bot, members)
    await (await world.slash(cast.alice, cast.poker, "poker deal")).wait_followups(1)
    await to_the_draw(world, bot, table_id)  # the cards are dealt once the straddle is settled
    await world.wait_until(lambda: all(world.dms(m) for m in members), what="every hand dealt")
    await play_to_the_end(world, bot, table_id)
    assert len(world.requests_to("POST", DM_OPEN)) == len(members)  # each opened once, the first time
    fresh = make_bot(tmp_path)
    await bot_runner.restart(bot, fresh, wait_for_sync=False)
    opened, dms = len(world.requests_to("POST", DM_OPEN)), {m.id: len(world.dms(m)) for m in members}
    await (await world.slash(cast.alice, cast.poker, "poker deal")).wait_followups(1)
    await to_the_draw(world, fresh, table_id)
    await world.wait_until(lambda: all(len(world.dms(m)) > dms[m.id] for m in members),
                           what="every hand of the first deal after the restart")
    assert len(world.requests_to("POST", DM_OPEN)) == opened
    await play_to_the_end(world, fresh, table_id)
    await audit_ok(fresh)


def tight(world, monkeypatch, rate: int = 2) -> None:
    """Discord's global limit at `rate` a second, enforced, and the bot told so."""
    from discord_emulator.ratelimits import Limit

    world.rate_limits.global_limit = Limit(rate, 1.0)
    world.rate_limits.enforce = True
    monkeypatch.setenv("DISCORD_GLOBAL_RATE", str(rate))


def granted(bot) -> int:
    return sum(bot.pacer.granted.values())


async def test_what_an_expired_answer_tells_by_dm_waits_for_the_pacer(discord_world, bot_runner, tmp_path,
                                                                     monkeypatch):
    """The DM that says what a command did when its token ran out (its DM channel opened, then
    the message) is two requests the global limit counts: each has its token from the pacer."""
    from tests.test_bot_defects import every_cog

    world, cast = discord_world, discord_world.cast
    tight(world, monkeypatch)
    bot = every_cog(tmp_path)
    await bot_runner.start(bot)
    buy = bot.bank.buy

    async def slow_buy(*args, **kwargs):
        receipt = await buy(*args, **kwargs)
        for record in world.interactions.values():  # the 15 minutes ran out while it was stored
            record.expired = True
        return receipt

    bot.bank.buy = slow_buy  # type: ignore[method-assign]
    bound_before, granted_before = len(bound(world)), granted(bot)
    await world.slash(cast.bob, cast.poker, "bank buy", {"chips": 40})
    await world.wait_until(lambda: world.dms(cast.bob), what="the answer by DM")
    spent = bound(world)[bound_before:]
    assert [r.route for r in spent] == [DM_OPEN, SEND]
    assert granted(bot) - granted_before == len(spent)
    assert world.rate_limits.served_429 == [] and world.rate_limits.violations() == []


async def test_a_table_channel_not_in_the_cache_is_fetched_through_the_pacer(discord_world, bot_runner, tmp_path,
                                                                              monkeypatch):
    """A table posted in a channel discord.py has not cached asks Discord for the channel first:
    that request waits for the pacer too, and none is refused under a tight limit."""
    world, cast = discord_world, discord_world.cast
    tight(world, monkeypatch)
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    table_id = await setup_table(world, bot, [cast.alice, cast.bob])
    controller = bot.table_controller
    ui = controller.ui[table_id]
    async with asyncio.timeout(10):
        while ui.shown.edit_task is not None and not ui.shown.edit_task.done():
            await asyncio.sleep(0.02)
    monkeypatch.setattr(bot, "get_channel", lambda _channel_id: None)  # as if the cache had lost it
    bound_before, granted_before = len(bound(world)), granted(bot)
    ui.shown.message = None  # posted afresh, as after a restart
    controller.messages.refresh(ui)
    async with asyncio.timeout(10):
        while not ui.shown.edit_task.done():
            await asyncio.sleep(0.02)
    spent = bound(world)[bound_before:]
    assert [(r.method, r.route) for r in spent] == [("GET", "/channels/{channel_id}"), ("POST", SEND)]
    assert granted(bot) - granted_before == len(spent)
    assert world.rate_limits.served_429 == [] and world.rate_limits.violations() == []

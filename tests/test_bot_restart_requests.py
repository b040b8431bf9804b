"""Issue 30: what a restart spends of Discord's global limit, and in what order it shows the tables."""

from __future__ import annotations

import asyncio

from tests.test_bot_requests import SEND, bound, tight
from tests.test_bot_tables import make_bot, setup_table, to_the_draw, user_of


async def edits_done(bot, table_id: int) -> None:
    async with asyncio.timeout(20):  # a task's end wakes no emulator waiter: poll
        while table_id not in bot.table_controller.ui:  # not yet reached by the resume
            await asyncio.sleep(0.02)
        ui = bot.table_controller.ui[table_id]
        while ui.shown.edit_task is None or not ui.shown.edit_task.done():
            await asyncio.sleep(0.02)


async def test_a_restart_posts_each_table_once_as_it_stands(discord_world, bot_runner, tmp_path):
    """A table in play is shown again by one request, its post, already drawn with the turn's
    deadline: no edit follows it."""
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    table_id = await setup_table(world, bot, [cast.alice, cast.bob, cast.carol])
    await (await world.slash(cast.alice, cast.poker, "poker deal")).wait_followups(1)
    await to_the_draw(world, bot, table_id)
    await world.wait_until(lambda: all(world.dms(m) for m in (cast.alice, cast.bob, cast.carol)),
                           what="every hand dealt")
    fresh = make_bot(tmp_path)
    mark = len(world.requests)
    await bot_runner.restart(bot, fresh, wait_for_sync=False)
    await edits_done(fresh, table_id)
    await asyncio.sleep(0.5)  # anything else on its way arrives
    spent = [r for r in bound(world) if world.requests.index(r) >= mark and r.major == str(cast.poker.id)]
    assert [(r.method, r.route) for r in spent] == [("POST", SEND)]
    assert "<t:" in str(spent[0].json)  # the turn's deadline, drawn in the one post


async def test_a_table_played_while_the_restart_posts_wait_is_shown_first(discord_world, bot_runner, tmp_path,
                                                                          monkeypatch):
    """Under a tight limit the tables shown again after a restart wait for it, in turn; a table
    whose player clicks its old message meanwhile goes before those still waiting (here, the
    last table goes before the one before it, which is posted at its turn)."""
    world, cast = discord_world, discord_world.cast
    members = [cast.alice, cast.bob]
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    channels = [cast.poker, *(world.add_text_channel(cast.guild, f"poker-{n}") for n in range(2, 7))]
    tables = []
    for user in members:
        await bot.bank.buy(cast.guild.id, user.id, 900, by=cast.alice.id)
    for channel in channels:
        await (await world.slash(cast.alice, channel, "poker start")).wait_followups(1)
        for user in members:
            await (await world.slash(user, channel, "poker join", {"stake": 100})).wait_followups(1)
        table_id = (await bot.tables.table_in(cast.guild.id, channel.id)).table_id
        await (await world.slash(cast.alice, channel, "poker deal")).wait_followups(1)
        await edits_done(bot, table_id)
        tables.append((table_id, channel))
    last_id, last_channel = tables[-1]
    old = next(m for m in reversed(world.channel_messages(last_channel)) if m.custom_ids)
    deal = await bot.tables.deal_in_play(last_id)
    prefix = f"pk:{last_id}:{deal.setup.number}:{len(deal.history)}:"
    verb = next(c for c in old.custom_ids if c.startswith(prefix)).removeprefix(prefix)
    tight(world, monkeypatch)
    world.rate_limits.enforce = False  # the old bot's last requests and the new one's log-in share a second
    fresh = make_bot(tmp_path)
    await bot_runner.restart(bot, fresh, wait_for_sync=False)
    world.rate_limits.enforce = True
    await world.wait_until(lambda: len(fresh.pacer.queue) >= 2, what="posts waiting for the limit")
    mark = len(world.requests)
    await world.click(user_of(world, deal.setup.players[deal.to_act]), old, prefix + verb)
    for table_id, _ in tables:
        await edits_done(fresh, table_id)
    ids = {str(c.id): t for t, c in tables}
    posted = [ids[r.major] for r in world.requests[mark:] if r.method == "POST" and r.route == SEND
              and r.major in ids]
    # Without the click the resume's order holds (the tables in order of id), the last one last.
    assert posted.index(last_id) < posted.index(tables[-2][0]), posted
    # Its post, drawn once its turn came, shows what the click did: no edit follows it.
    clicked = [(r.method, r.route) for r in bound(world) if r.major == str(last_channel.id)
               and world.requests.index(r) >= mark]
    assert clicked == [("POST", SEND)], clicked
    assert world.rate_limits.served_429 == []  # enforced since the restart: none went over

"""End to end: the cards as pictures and emojis, through the real discord.py client (issue 16).

A table shows pictures by default (`card_style`): each player's DM carries his
hand as a picture, "My hand" answers with it, and the show-down's result
carries the show-down drawn from the public view.  `card_style=text` sends
no file.  The card emojis are uploaded once and reused after a restart, and
every public message's emojis are held by the invariants (tests/table_invariants.py)
to the cards the table was shown.
"""

from __future__ import annotations

import asyncio
import io

import pytest
from PIL import Image

from bot.discord_side.card_emojis import NAME
from bot.pictures.art import ART_VERSION
from discord_emulator.ratelimits import Limit
from engine.cards import ALL_CARDS
from tests.in_language import started_in
from tests.public_words import LOCALES
from tests.test_bot_tables import (
    act,
    audit_ok,
    make_bot,
    play_to_the_end,
    setup_table,
    table_message,
    wait_for_step,
)

EMOJI_ROUTE = ("POST", "/applications/{application_id}/emojis")


def png_size(data: bytes) -> tuple[int, int]:
    with Image.open(io.BytesIO(data)) as image:
        assert image.format == "PNG"
        return image.size


async def emojis_ready(bot, timeout: float = 30) -> None:
    """Until the bot's card emojis are all there (a log line wakes no emulator waiter: poll)."""
    async with asyncio.timeout(timeout):
        while bot.card_emojis is None or not bot.card_emojis.markup:
            await asyncio.sleep(0.05)


async def deal(world, bot, table_id):
    """Deal, and decline every straddle: the cards come once the straddles are over."""
    await (await world.slash(world.cast.bob, world.cast.poker, "poker deal")).wait_followups(1)
    while "decline_straddle" in {o.kind for o in (await bot.tables.deal_in_play(table_id)).legal().options}:
        await act(world, bot, table_id, "decline_straddle")
    return await bot.tables.deal_in_play(table_id)


async def test_hands_by_dm_my_hand_and_the_show_down_come_as_pictures(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    members = [cast.alice, cast.bob, cast.carol]
    table_id = await setup_table(world, bot, members)
    in_play = await deal(world, bot, table_id)
    for user in members:
        await world.wait_until(lambda u=user: world.dms(u))
        dm = world.dms(user)[0]
        assert [a.filename for a in dm.attachments] == ["hand.png"], dm.payload
        width, height = png_size(dm.attachments[0].data)
        assert width > height  # five cards in a row
        assert "Your hand" in dm.content  # the words stay for a screen reader
    number, step = in_play.setup.number, len(in_play.history)
    await wait_for_step(world, bot, table_id, number, step)
    mine = await world.click(cast.alice, table_message(world), f"pk:{table_id}:{number}:{step}:hand")
    assert mine.ephemeral and [a.filename for a in mine.original.attachments] == ["hand.png"]
    await play_to_the_end(world, bot, table_id)
    results = [m for m in world.channel_messages(cast.poker) if m.content.startswith(f"**Deal {number}**")]
    assert len(results) == 1
    record = (await bot.tables.recent_deals(table_id, limit=1))[0]
    if record.replay().shown:  # hands shown in a call
        assert [a.filename for a in results[0].attachments] == ["showdown.png"]
        png_size(results[0].attachments[0].data)
    await audit_ok(bot)


async def test_card_style_text_sends_no_file(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    await bot.tables.limits.set(cast.guild.id, cast.poker.id, "card_style", "text", by=cast.alice.id)
    members = [cast.alice, cast.bob, cast.carol]
    table_id = await setup_table(world, bot, members)
    in_play = await deal(world, bot, table_id)
    await world.wait_until(lambda: all(world.dms(u) for u in members))
    number, step = in_play.setup.number, len(in_play.history)
    await wait_for_step(world, bot, table_id, number, step)
    mine = await world.click(cast.alice, table_message(world), f"pk:{table_id}:{number}:{step}:hand")
    assert mine.ephemeral and not mine.original.attachments
    await play_to_the_end(world, bot, table_id)
    every = world.shown_messages(cast.poker) + [m for u in members for m in world.dms(u)]
    assert all(not m.attachments for m in every)
    await audit_ok(bot)


async def test_card_emojis_are_uploaded_once_and_reused_after_a_restart(discord_world, bot_runner, tmp_path,
                                                                       monkeypatch):
    world, cast = discord_world, discord_world.cast
    # Discord publishes no limit for application emojis; the emulator's guess (50 an hour, a
    # server's) would hold the last three cards back an hour.
    world.rate_limits.limits[EMOJI_ROUTE] = Limit(200, 3600.0)
    monkeypatch.setenv("CARD_EMOJIS", "true")
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    await emojis_ready(bot)
    names = {e.name for e in world.emojis.by_id.values()}
    assert len(names) == len(ALL_CARDS) and len(world.emojis.created) == len(ALL_CARDS)
    assert all((m := NAME.fullmatch(n)) and int(m["version"]) == ART_VERSION for n in names)
    members = [cast.alice, cast.bob, cast.carol]
    table_id = await setup_table(world, bot, members)
    await deal(world, bot, table_id)
    await world.wait_until(lambda: world.dms(cast.alice))
    assert "<:pk" in world.dms(cast.alice)[0].content  # his cards, as emojis
    again = make_bot(tmp_path)
    await bot_runner.restart(bot, again, wait_for_sync=False)
    await emojis_ready(again)
    assert len(world.emojis.created) == len(ALL_CARDS) and again.card_emojis.uploaded == 0
    await play_to_the_end(world, again, table_id)
    await audit_ok(again)


@pytest.mark.parametrize("locale", LOCALES)
async def test_the_invariants_catch_a_show_down_picture_that_shows_an_unshown_hand(discord_world, bot_runner,
                                                                                  tmp_path, locale):
    """The check on public pictures can fail, in every language: a bot whose show-down picture
    (and so its alt text) showed every hand dealt, not only those shown in the call, is caught."""
    import dataclasses

    world = discord_world
    bot, table_id = await started_in(world, bot_runner, tmp_path, locale)
    tools = bot.table_tools
    honest = tools.showdown_picture

    async def leaky(ui, view):
        deal = last_deal[0]
        seats = tuple(dataclasses.replace(s, shown=tuple(deal.hands[i]) if deal.hands[i] else None)
                      for i, s in enumerate(view.seats))
        return await honest(ui, dataclasses.replace(view, seats=seats))

    last_deal = []
    tools.showdown_picture = leaky
    for _ in range(6):  # until a deal ends with a hand that was never shown
        last_deal[:] = [await deal(world, bot, table_id)]
        if "pass" in {o.kind for o in last_deal[0].legal().options}:
            await act(world, bot, table_id, "pass")  # his hand goes out unseen
        await play_to_the_end(world, bot, table_id)
        finished = last_deal[0]
        if len(finished.shown) >= 2 and any(finished.hands[i] and i not in finished.shown
                                            for i in range(finished.n)):
            break
    await bot_runner.invariants.settle()
    caught = [p for p in bot_runner.invariants.problems if "show-down picture" in p]
    assert caught, "a leaking show-down picture went unnoticed"
    alt = [p for p in bot_runner.invariants.problems if "not yet shown in a public message" in p]
    assert alt, "a leaking show-down picture's alt text went unnoticed"
    caught += alt
    bot_runner.invariants.problems[:] = [p for p in bot_runner.invariants.problems if p not in caught]


async def test_without_attach_files_the_result_goes_as_text(discord_world, bot_runner, tmp_path):
    """Where the bot may not attach files, the show-down's result comes without its picture (and
    without an error); the DMs, which need no permission, still carry the hands."""
    from discord_emulator import permissions as perms

    world, cast = discord_world, discord_world.cast
    bot_role = next(r for r in cast.guild.roles.values() if r.bot_id == world.bot_user.id)
    cast.poker.overwrites.append(perms.Overwrite(bot_role.id, 0, deny=perms.ATTACH_FILES))
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    members = [cast.alice, cast.bob, cast.carol]
    table_id = await setup_table(world, bot, members)
    number = (await deal(world, bot, table_id)).setup.number
    await world.wait_until(lambda: world.dms(cast.alice))
    assert [a.filename for a in world.dms(cast.alice)[0].attachments] == ["hand.png"]
    await play_to_the_end(world, bot, table_id)
    results = [m for m in world.channel_messages(cast.poker) if m.content.startswith(f"**Deal {number}**")]
    assert len(results) == 1 and not results[0].attachments
    assert all(not m.attachments for m in world.channel_messages(cast.poker))
    await audit_ok(bot)


async def test_the_discard_picker_shows_each_card_as_its_card_emoji(discord_world, bot_runner, tmp_path,
                                                                    monkeypatch):
    """Select options take an emoji: each card of the DM's discard picker carries the application's
    emoji of that very card (by the emoji's name, `pk<version><deck>_<card>`), its name beside it."""
    world, cast = discord_world, discord_world.cast
    world.rate_limits.limits[EMOJI_ROUTE] = Limit(200, 3600.0)  # all 53 cards at once (see above)
    monkeypatch.setenv("CARD_EMOJIS", "true")
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    await emojis_ready(bot)
    members = [cast.alice, cast.bob, cast.carol]
    table_id = await setup_table(world, bot, members)
    in_play = await deal(world, bot, table_id)
    for user in members:
        picker = await world.wait_until(lambda u=user: next(
            (m for m in world.dms(u) if any(c.startswith("pkd:") for c in m.custom_ids)), None))
        select = picker.component(next(c for c in picker.custom_ids if c.startswith("pkd:")))
        hand = in_play.hands[in_play.setup.players.index(str(user.id))]
        assert [o["value"] for o in select["options"]] == [str(c) for c in hand]
        for option in select["options"]:
            emoji = world.emojis.get(int(option["emoji"]["id"]))
            assert emoji.name.endswith(f"_{option['value']}") and option["emoji"]["name"] == emoji.name, option
    await play_to_the_end(world, bot, table_id)
    await audit_ok(bot)

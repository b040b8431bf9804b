"""End to end: straight, stud and whisky poker at a Discord table, with the real discord.py client.

The channel's admin picks the variety (a channel limit); members start the
table, deal, and click the buttons in that game's words.  What each game
shows everyone (stud's up-cards, whisky's face-up widow) must be on the
table message, and nothing else of anyone's hand before the show-down.
Every chip is checked by the ledger's audit at the end.
"""

from __future__ import annotations

from engine.cards import parse_cards
from tests.test_bot_tables import (
    _moved_on,
    act,
    audit_ok,
    make_bot,
    public_text,
    setup_table,
    symbols_in,
    table_message,
    user_of,
    wait_for_step,
)


async def choose(world, bot, variety, **more):
    cast = world.cast
    await bot.tables.limits.set(cast.guild.id, cast.poker.id, "variety", variety, by=cast.alice.id)
    for field, value in more.items():
        await bot.tables.limits.set(cast.guild.id, cast.poker.id, field, value, by=cast.alice.id)


async def deal_one(world, bot, table_id, who):
    await (await world.slash(who, world.cast.poker, "poker deal")).wait_followups(1)
    return await bot.tables.deal_in_play(table_id)


async def first_dm(world, user):
    await world.wait_until(lambda: world.dms(user))
    return world.dms(user)[0]


def embed_text(message) -> str:
    """What the table message says: its embed, and the words of its picture (the alt text, where
    the picture carries the seats)."""
    return " ".join([*(str(e) for e in message.embeds), *(a.description or "" for a in message.attachments)])


async def bet_and_call_to_the_end(world, bot, table_id):
    """The first to speak in each round bets 1, the rest call; whisky players knock."""
    for _ in range(80):
        deal = await bot.tables.deal_in_play(table_id)
        if deal is None:
            return
        kinds = {o.kind for o in deal.legal().options}
        if "bet" in kinds:
            await act(world, bot, table_id, "bet", amount=1)
        elif "call" in kinds:
            await act(world, bot, table_id, "call")
        elif "knock" in kinds:
            await act(world, bot, table_id, "knock")
        elif "pass" in kinds:
            await act(world, bot, table_id, "pass")
        else:  # the dealer, after a knock, with the widow still down: take it or turn it up
            await act(world, bot, table_id, "turn_up")
    raise AssertionError("the deal did not end")


async def test_straight_poker_from_the_buck_to_the_show_down(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    await choose(world, bot, "straight")
    table_id = await setup_table(world, bot, [cast.alice, cast.bob, cast.carol])
    deal = await deal_one(world, bot, table_id, cast.alice)
    assert deal.rules.variety.value == "straight" and deal.phase.value == "betting"
    await wait_for_step(world, bot, table_id, deal.setup.number, 0)
    message = table_message(world)
    assert "straight poker" in embed_text(message) and "buck" in embed_text(message)
    # No draw in straight poker: the buttons are bet and pass (and Sit down, for anyone to join the
    # next deal), and nothing of any hand is public.
    assert {cid.rsplit(":", 1)[1] for cid in message.custom_ids if cid.startswith("pk:")} == {"bet", "pass", "hand"}
    assert f"pkj:{table_id}" in message.custom_ids
    held = {c.symbol() for hand in deal.hands for c in hand}
    assert len(held) == 15 and not held & symbols_in(public_text(world))
    # Each hand comes by DM, with no discard picker: there is no draw to pick for.
    for seat, member in enumerate(deal.setup.players):
        dm = await first_dm(world, user_of(world, member))
        assert {c.symbol() for c in deal.hands[seat]} <= symbols_in(dm.content)
        assert not any(c.startswith("pkd:") for c in dm.custom_ids)
    await bet_and_call_to_the_end(world, bot, table_id)
    record = (await bot.tables.recent_deals(table_id, limit=1))[0]
    finished = record.replay()
    shown = {c.symbol() for cards in finished.shown.values() for c in cards}
    thrown = {parse_cards(card)[0].symbol() for _, card in (record.notes.get("thrown") or [])}
    assert finished.result.outcome.value == "showdown" and len(finished.shown) == 3
    assert symbols_in(public_text(world)) <= shown | thrown
    # The winner of the pool deals the next one.
    summary = await bot.tables.summary(table_id)
    assert summary.dealer == finished.result.winners[0]
    await audit_ok(bot)


async def test_stud_poker_shows_the_up_cards_and_hides_the_down_card(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    await choose(world, bot, "stud")
    table_id = await setup_table(world, bot, [cast.alice, cast.bob, cast.carol])
    deal = await deal_one(world, bot, table_id, cast.bob)
    assert deal.rules.variety.value == "stud"
    view = deal.public_view()
    up = {c for seat in view["seats"] for c in parse_cards(" ".join(seat["up"]))}
    down = {c.symbol() for hand in deal.hands for c in hand if c not in up}
    assert len(up) == 3 and len(down) == 3 and all(seat["down"] == 1 for seat in view["seats"])
    await wait_for_step(world, bot, table_id, deal.setup.number, 0)
    text = embed_text(table_message(world))
    assert "stud poker" in text
    assert {c.symbol() for c in up} <= symbols_in(text), "every up-card is on the table message"
    assert not down & symbols_in(public_text(world)), "a down card was shown before the show-down"
    # The DM names the down card; the up-card beside it is the one on the table.
    for seat, member in enumerate(deal.setup.players):
        dm = await first_dm(world, user_of(world, member))
        assert f"Your down card: **{deal.hands[seat][0].symbol()}**" in dm.content
        assert not any(c.startswith("pkd:") for c in dm.custom_ids)
    # Bet and call round after round; a new up-card each time, and the down cards stay hidden.
    for _ in range(60):
        now = await bot.tables.deal_in_play(table_id)
        if now is None or now.result is not None:
            break
        assert not down & symbols_in(public_text(world)) or any(now.shown.values())
        kinds = {o.kind for o in now.legal().options}
        await act(world, bot, table_id, "bet" if "bet" in kinds else "call", amount=1 if "bet" in kinds else None)
    record = (await bot.tables.recent_deals(table_id, limit=1))[0]
    finished = record.replay()
    assert finished.result.outcome.value == "showdown"
    assert all(len(h) == 5 for h in finished.hands), "each stayed to his fifth card"
    shown = {c.symbol() for cards in finished.shown.values() for c in cards}
    assert down <= shown, "the down cards are turned at the end"
    await audit_ok(bot)


async def test_whisky_poker_widow_exchange_knock_and_refreshments(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    await choose(world, bot, "whisky")
    table_id = await setup_table(world, bot, [cast.alice, cast.bob, cast.carol])
    deal = await deal_one(world, bot, table_id, cast.carol)
    number = deal.setup.number
    assert deal.rules.variety.value == "whisky" and not deal.public_view()["widow_up"]
    await wait_for_step(world, bot, table_id, number, 0)
    assert "face down" in embed_text(table_message(world))
    held = {c.symbol() for hand in deal.hands for c in hand}
    assert len(held) == 15 and not held & symbols_in(public_text(world)), "no hand is public before the widow is taken"
    # The first player takes the widow: his own five go face up on the table.
    first = deal.to_act
    given_up = {c.symbol() for c in deal.hands[first]}
    widow_cards = {c.symbol() for c in deal.widow}
    taken = await act(world, bot, table_id, "take_widow")
    await wait_for_step(world, bot, table_id, number, 1)
    assert given_up <= symbols_in(embed_text(table_message(world))), "the new widow lies face up"
    # The taker is told, privately, the hand he now holds: the widow's five.
    told = (await taken.wait_followups(1))[0]
    assert told.flags & 64 and symbols_in(told.content) == widow_cards
    # The next exchanges one card through the picker under "Exchange…".
    deal = await bot.tables.deal_in_play(table_id)
    seat = deal.to_act
    user = user_of(world, deal.setup.players[seat])
    before = list(deal.hands[seat])
    reply = await world.click(user, table_message(world), f"pk:{table_id}:{number}:1:exchange")
    assert reply.ephemeral
    picker = reply.original
    select_id = next(c for c in picker.custom_ids if c.startswith("pkx:"))
    widow = deal.public_view()["widow"]
    choice = f"{before[0]}>{widow[0]}"
    await world.select(user, picker, select_id, [choice])
    await world.wait_until(lambda: _moved_on(bot, table_id, number, 1))
    after = await bot.tables.deal_in_play(table_id)
    assert before[0] not in after.hands[seat] and str(widow[0]) in {str(c) for c in after.hands[seat]}
    assert before[0] in parse_cards(" ".join(after.public_view()["widow"])), "the card given up lies face up"
    # The picker's message becomes his new hand, for his eyes only.
    answer = await world.wait_until(lambda: "Your hand now" in picker.content and picker)
    assert symbols_in(answer.content.split("Your hand now")[1]) == {c.symbol() for c in after.hands[seat]}
    # The third knocks; each other player has one more turn, then the hands are shown.
    await act(world, bot, table_id, "knock")
    await bet_and_call_to_the_end(world, bot, table_id)
    record = (await bot.tables.recent_deals(table_id, limit=1))[0]
    assert record.replay().result.outcome.value == "showdown"
    await audit_ok(bot)

    # The refreshments game: nothing is put up, and the worst hand pays the kitty.
    await choose(world, bot, "whisky", whisky_settlement="refreshments")
    kitty_before = (await bot.tables.summary(table_id)).kitty
    await deal_one(world, bot, table_id, cast.carol)
    await bet_and_call_to_the_end(world, bot, table_id)
    record = (await bot.tables.recent_deals(table_id, limit=1))[0]
    paid = record.replay().result.kitty
    assert paid > 0 and (await bot.tables.summary(table_id)).kitty == kitty_before + paid
    # The result message follows the deal's end: wait for it rather than race it.
    await world.wait_until(lambda: "refreshments" in public_text(world), what="the result message")
    await audit_ok(bot)


async def test_robots_play_every_variety_at_a_table(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    table_id = await setup_table(world, bot, [cast.alice])
    await (await world.slash(cast.alice, cast.poker, "poker robots add", {"count": 2})).wait_followups(1)
    await bot.tables.set_sitting_out(table_id, str(cast.alice.id), True)
    for variety in ("straight", "stud", "whisky"):
        await choose(world, bot, variety)
        deal = await deal_one(world, bot, table_id, cast.alice)
        assert deal.rules.variety.value == variety
        number = deal.setup.number
        await world.wait_until(lambda n=number: _moved_on(bot, table_id, n, 10_000))
        record = (await bot.tables.recent_deals(table_id, limit=1))[0]
        assert record.result is not None and record.replay().rules.variety.value == variety
    await audit_ok(bot)

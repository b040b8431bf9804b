"""End to end: what members meant at the table, and words that agree with it (issue 31).

Each test plays the moment as a member meets it, in the Discord emulation, and checks the exact
words he reads then.  Every one failed before its change.  The invariants of
`tests.table_invariants` (no ERROR, every interaction answered in 3 s, no unshown card in public)
are checked at the end of each by the ``bot_runner`` fixture.
"""

from __future__ import annotations

import pytest

from tests.test_bot_defects import every_cog, refusal, started, text_of
from tests.test_bot_tables import (
    _moved_on,
    act,
    audit_ok,
    play_to_the_end,
    table_message,
    to_the_draw,
    user_of,
    wait_for_step,
)
from tests.test_bot_varieties import deal_one


def field_of(message, name: str) -> str:
    """The value of the table message's field whose name starts with `name`."""
    fields = [f for e in message.embeds for f in e.get("fields", []) if f["name"].startswith(name)]
    assert fields, (name, message.embeds)
    return fields[0]["value"]


def description(message) -> str:
    return message.embeds[0].get("description", "")


def newest(world):
    """The newest message of the table's channel (the table message while a deal is in play)."""
    return world.channel_messages(world.cast.poker)[-1]


def footer(message) -> str:
    return message.embeds[0].get("footer", {}).get("text", "")


def button_labels(message) -> dict[str, str]:
    return {c["custom_id"]: c.get("label", "") for c in message.interactive_components()}


def name_of(world, member: str) -> str:
    return user_of(world, member).name.title()  # the name the emulator's users go by


async def shown(world, bot, table_id):
    """The deal in play, once the table message shows its step."""
    deal = await bot.tables.deal_in_play(table_id)
    await wait_for_step(world, bot, table_id, deal.setup.number, len(deal.history))
    return deal


async def unopened_jackpot(world, bot, table_id, who):
    """Deal a jack-pot and have everyone pass it: nobody opens."""
    await deal_one(world, bot, table_id, who)
    await play_to_the_end(world, bot, table_id, open_with_openers=False)
    record = (await bot.tables.recent_deals(table_id, limit=1))[0]
    assert record.result["outcome"] == "not_opened"


# ----- 9. fattening is said as fattening -----------------------------------------------------------
async def test_fattening_a_jackpot_is_logged_as_fattening(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot, table_id = await started(world, bot_runner, tmp_path, all_jackpots=True)
    await unopened_jackpot(world, bot, table_id, cast.bob)
    deal = await deal_one(world, bot, table_id, cast.bob)
    await shown(world, bot, table_id)
    said = field_of(table_message(world), "Last said")
    for member in deal.setup.players:
        assert f"{name_of(world, member)} fattens (1)" in said, said
    assert "antes" not in said
    await bot.tables.void_deal(table_id, "test over")
    await audit_ok(bot)


# ----- 7 and 8. the pool line during the draw, and what a Call adds ---------------------------------
async def test_the_pool_line_names_no_bet_during_the_draw(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot, table_id = await started(world, bot_runner, tmp_path)
    await deal_one(world, bot, table_id, cast.bob)
    deal = await to_the_draw(world, bot, table_id)
    await shown(world, bot, table_id)
    assert deal.level, "a bet stood before the draw: the line had something to drop"
    assert description(table_message(world)) == f"**The pool: {deal.pool()}**"
    await play_to_the_end(world, bot, table_id)
    await audit_ok(bot)


async def test_a_call_says_what_it_adds_and_the_pool_line_the_bet(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot, table_id = await started(world, bot_runner, tmp_path)
    await deal_one(world, bot, table_id, cast.bob)
    deal = await to_the_draw(world, bot, table_id)
    while deal.phase.value == "drawing":
        await act(world, bot, table_id, "pat")
        deal = await bot.tables.deal_in_play(table_id)
    first = deal.to_act
    await act(world, bot, table_id, "bet", amount=1)
    await act(world, bot, table_id, "raise", amount=1)
    await act(world, bot, table_id, "call")
    deal = await shown(world, bot, table_id)
    assert deal.to_act == first  # he bet 1; the bet is now 2: he adds 1 to call
    message = table_message(world)
    assert description(message) == f"**The pool: {deal.pool()}** · this round's bet: 2"
    assert button_labels(message)[f"pk:{table_id}:{deal.setup.number}:{len(deal.history)}:call"] == "Call (1 more)"
    assert "Call (1 more)" in field_of(message, f"{name_of(world, deal.setup.players[first])} to say")
    await play_to_the_end(world, bot, table_id)
    await audit_ok(bot)


# ----- 6. the jack-pot's footer speaks of the last deal as the last deal ---------------------------
async def test_the_footer_of_a_jackpot_nobody_opened_stays_true_once_it_is_opened(
        discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot, table_id = await started(world, bot_runner, tmp_path, all_jackpots=True)
    for _ in range(12):  # until a jack-pot nobody opened is followed by one somebody can open
        await unopened_jackpot(world, bot, table_id, cast.bob)
        deal = await deal_one(world, bot, table_id, cast.bob)
        if any(deal.holds_openers(s) for s in range(deal.n)):
            break
        await play_to_the_end(world, bot, table_id, open_with_openers=False)
    else:
        pytest.fail("no jack-pot after an unopened one could be opened in twelve tries")
    note = "a jack-pot again: nobody opened the last one, so everyone fattened it"
    while deal.opener is None:
        await shown(world, bot, table_id)
        assert footer(table_message(world)).endswith(" · " + note)
        seat = deal.to_act
        await act(world, bot, table_id, "open" if deal.holds_openers(seat) else "pass",
                  amount=2 if deal.holds_openers(seat) else None)
        deal = await bot.tables.deal_in_play(table_id)
    await shown(world, bot, table_id)
    message = table_message(world)
    assert f"{name_of(world, deal.setup.players[deal.opener])} opens for 2" in field_of(message, "Last said")
    assert footer(message).endswith(" · " + note) and "was not opened" not in footer(message)
    await play_to_the_end(world, bot, table_id)
    await audit_ok(bot)


# ----- 5. a list from a deal that is over says what it is ------------------------------------------
async def test_a_list_from_a_deal_that_is_over_names_itself(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot, table_id = await started(world, bot_runner, tmp_path)
    await deal_one(world, bot, table_id, cast.bob)
    await act(world, bot, table_id, "decline_straddle")
    deal = await shown(world, bot, table_id)
    number, step = deal.setup.number, len(deal.history)
    user = user_of(world, deal.setup.players[deal.to_act])
    asked = await world.click(user, table_message(world), f"pk:{table_id}:{number}:{step}:raise")
    amounts = asked.original
    deal = await to_the_draw(world, bot, table_id)
    drawer = user_of(world, deal.setup.players[deal.to_act])
    dm = await world.wait_until(lambda: next((m for m in reversed(world.dms(drawer))
                                              if any(c.startswith("pkd:") for c in m.custom_ids)), None))
    await play_to_the_end(world, bot, table_id)
    # The deal is over; its lists are still on screen.
    amount_id = next(c for c in amounts.custom_ids if c.startswith("pka:"))
    late = await world.select(user, amounts, amount_id, [amounts.interactive_components()[0]["options"][0]["value"]])
    assert await refusal(late) == f"That list of amounts was for deal {number}, which is over."
    discard_id = next(c for c in dm.custom_ids if c.startswith("pkd:"))
    late = await world.select(drawer, dm, discard_id, [])
    assert await refusal(late) == f"That list of cards to throw away was for deal {number}, which is over."
    await audit_ok(bot)


async def answer_of(record) -> str:
    (message,) = await record.wait_followups(1)
    return message.content


# ----- 1. leaving during a deal ----------------------------------------------------------------------
async def test_leaving_during_a_deal_takes_effect_when_it_is_over(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot, table_id = await started(world, bot_runner, tmp_path)
    deal = await deal_one(world, bot, table_id, cast.bob)
    asked = await world.slash(cast.bob, cast.poker, "poker leave")
    (answer,) = await asked.wait_followups(1)
    assert answer.content == (f"You leave the table when deal {deal.setup.number} is over, and your chips go back "
                              "to your wallet then. Changed your mind? Press Stay at the table, or type /poker join.")
    assert answer.flags & 64 and list(button_labels(answer).values()) == ["Stay at the table"]
    # Carol asks too, and takes it back with the button.
    carol = await world.slash(cast.carol, cast.poker, "poker leave")
    (carols,) = await carol.wait_followups(1)
    stay = await world.click(cast.carol, carols, next(iter(button_labels(carols))))
    assert stay.callback_data["content"] == "You stay at the table after all." and not carols.custom_ids
    # Alice asks, and takes it back by sitting down again.
    await world.slash(cast.alice, cast.poker, "poker leave")
    back = await world.slash(cast.alice, cast.poker, "poker join", {"stake": 10})
    assert await answer_of(back) == f"You stay at the table: you were to leave when deal {deal.setup.number} is over."
    await world.wait_until(lambda: footer(newest(world)).endswith(" · Bob leaves after this deal"),
                           what="the table told Bob leaves (and nothing of the others)")
    # Bob plays his hand out; as the deal ends his chips go back, and the next deal leaves him out.
    await play_to_the_end(world, bot, table_id)
    over = (await bot.tables.recent_deals(table_id, limit=1))[0].replay()
    bob = over.stacks[over.setup.players.index(str(cast.bob.id))]
    assert (await bot.bank.holding(cast.guild.id, cast.bob.id)).wallet == 400 + bob  # 500 bought, 100 staked
    summary = await bot.tables.summary(table_id)
    assert str(cast.bob.id) not in dict(summary.seats)
    nxt = await deal_one(world, bot, table_id, cast.alice)
    assert str(cast.bob.id) not in nxt.setup.players
    assert {str(cast.alice.id), str(cast.carol.id)} <= set(nxt.setup.players)
    late = await world.click(cast.bob, answer, next(iter(button_labels(answer))))
    assert late.callback_data["content"] == "You have left the table already: /poker join sits you down again."
    await bot.tables.void_deal(table_id, "test over")
    await audit_ok(bot)


# ----- 2. robots asked for during a deal ---------------------------------------------------------------
async def test_robots_asked_for_during_a_deal_sit_down_at_the_next(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot, table_id = await started(world, bot_runner, tmp_path, members=[cast.alice, cast.bob])
    deal = await deal_one(world, bot, table_id, cast.bob)
    asked = await world.slash(cast.alice, cast.poker, "poker robots add", {"count": 2})
    assert await answer_of(asked) == f"2 robots will sit down when deal {deal.setup.number} is over."
    assert not any(m.startswith("robot-") for m, _ in (await bot.tables.summary(table_id)).seats)
    await play_to_the_end(world, bot, table_id)

    def seated_robots() -> list[str]:  # they sit down as the deal's end is shown
        live = bot.tables._live.get(table_id)
        return [] if live is None else [s.player for s in live.table.seats if s.player.startswith("robot-")]

    robots = await world.wait_until(lambda: len(seated_robots()) == 2 and seated_robots())
    nxt = await deal_one(world, bot, table_id, cast.bob)
    assert set(robots) <= set(nxt.setup.players)
    await bot.tables.void_deal(table_id, "test over")
    await audit_ok(bot)


# ----- 3. /poker join by a member at the table ---------------------------------------------------------
async def test_joining_a_table_one_sits_at_says_so_with_his_chips(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot, table_id = await started(world, bot_runner, tmp_path)
    deal = await deal_one(world, bot, table_id, cast.bob)
    await act(world, bot, table_id, "decline_straddle")
    deal = await bot.tables.deal_in_play(table_id)
    for user in (cast.alice, cast.bob, cast.carol):
        chips = deal.stacks[deal.setup.players.index(str(user.id))]
        again = await world.slash(user, cast.poker, "poker join", {"stake": 10})
        assert await answer_of(again) == f"You are at this table already, with {chips} chips."
    await play_to_the_end(world, bot, table_id)
    again = await world.slash(cast.bob, cast.poker, "poker join", {"stake": 10})
    chips = dict((await bot.tables.summary(table_id)).seats)[str(cast.bob.id)]
    assert await answer_of(again) == f"You are at this table already, with {chips} chips."
    await audit_ok(bot)


# ----- 10. a change of game waits for the jack-pot in the pool -----------------------------------------
async def test_a_change_of_game_waits_until_the_jackpot_nobody_opened_is_won(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot, table_id = await started(world, bot_runner, tmp_path, all_jackpots=True)
    await unopened_jackpot(world, bot, table_id, cast.bob)
    result = world.channel_messages(cast.poker)[-1].content
    assert "everyone fattens it next deal" in result
    await world.slash(cast.alice, cast.poker, "poker-admin limits", {"field": "all_jackpots", "value": "none"})
    changed = await world.slash(cast.alice, cast.poker, "poker-admin limits", {"field": "variety", "value": "straight"})
    (answer,) = await changed.wait_followups(1)
    # The next deal is the jack-pot, fattened as promised: the 6 carried and one chip from each.
    deal = await deal_one(world, bot, table_id, cast.bob)
    assert (deal.setup.carried, deal.setup.antes, deal.pool()) == (6, [1, 1, 1], 9)
    assert deal.rules.variety.value == "draw" and deal.kind.value == "jackpot"
    # The admin was told, and the table is.
    assert ("This channel's table has a jack-pot to play out first: the new game begins once it is won (law 76)."
            in " ".join(e.get("description", "") for e in answer.embeds))
    await shown(world, bot, table_id)
    message = table_message(world)
    assert message.embeds[0]["title"] == "Deal 2: a jack-pot (jacks or better to open)"
    assert "straight poker begins once this jack-pot is won (law 76)" in footer(message)
    for _ in range(12):  # until it is opened and won
        await play_to_the_end(world, bot, table_id)
        if (await bot.tables.recent_deals(table_id, limit=1))[0].result["outcome"] != "not_opened":
            break
        deal = await deal_one(world, bot, table_id, cast.bob)
        assert deal.rules.variety.value == "draw" and deal.kind.value == "jackpot"
    else:
        pytest.fail("nobody opened the jack-pot in twelve deals")
    deal = await deal_one(world, bot, table_id, cast.bob)
    assert deal.rules.variety.value == "straight" and deal.setup.carried == 0 and deal.pool() == 2
    await bot.tables.void_deal(table_id, "test over")
    await audit_ok(bot)


# ----- 4. a bet of any amount at table stakes --------------------------------------------------------
async def test_at_table_stakes_the_picker_offers_round_amounts_and_a_form_for_any(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot, table_id = await started(world, bot_runner, tmp_path, betting="table_stakes")
    await deal_one(world, bot, table_id, cast.bob)
    deal = await to_the_draw(world, bot, table_id)
    while deal.phase.value == "drawing":
        await act(world, bot, table_id, "pat")
        deal = await shown(world, bot, table_id)
    number, step, seat = deal.setup.number, len(deal.history), deal.to_act
    stack, pool = deal.stacks[seat], deal.pool()
    user = user_of(world, deal.setup.players[seat])
    asked = await world.click(user, table_message(world), f"pk:{table_id}:{number}:{step}:bet")
    picker = asked.original
    (select,) = picker.interactive_components()
    labels = {o["value"]: o["label"] for o in select["options"]}
    assert {"1", "2", "5", "10", "20", "50"} <= set(labels), labels
    assert labels[str(stack)] == f"{stack} (all in)" and labels[str(pool)] == f"{pool} (the pool)"
    assert labels["typed"] == f"Type an amount (1 to {stack})…"
    # Typing an amount: a form, its number read as every typed number is, and played.
    form = await world.select(user, picker, select["custom_id"], ["typed"])
    assert form.modal["title"] == "How much do you bet?"
    # Read as every typed number is (an empty form Discord does not send: the input is required).
    # A wrong amount is answered with what was wrong, the turn's time left, and the form again
    # one click away (issue 40).
    deadline = bot.table_controller.ui[table_id].clocks.deadline
    assert deadline
    again = f". Your turn's time runs out <t:{deadline}:R>. Press Type again to try once more."
    for wrong in ("lots", "5.0", "+5", "1_0", "1e3", "٥"):
        refused = await world.submit_modal(user, form, {"amount": wrong})
        assert refused.ephemeral and text_of(refused) == f"Amount: a whole number from 1 to {stack}, not {wrong!r}{again}"
    refused = await world.submit_modal(user, form, {"amount": str(stack + 1)})
    assert text_of(refused) == f"Amount: a whole number from 1 to {stack}, not '{stack + 1}'{again}"
    assert (await bot.tables.deal_in_play(table_id)).history == deal.history
    assert list(button_labels(refused.original).values()) == ["Type again"]
    form = await world.click(user, refused.original, next(iter(button_labels(refused.original))))
    assert form.modal["title"] == "How much do you bet?"  # the same form, in one step
    typed = await world.submit_modal(user, form, {"amount": "37"})
    await world.wait_until(lambda: _moved_on(bot, table_id, number, step))
    await typed.wait_original_edits(1)
    # The answer it was typed from says what was done, in place of its button.
    assert refused.original.content == "You bet 37." and not refused.original.custom_ids
    assert (await bot.tables.deal_in_play(table_id)).history[-1].amount == 37
    await play_to_the_end(world, bot, table_id)
    await audit_ok(bot)


async def test_a_form_shown_before_a_restart_is_answered_after_it(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot, table_id = await started(world, bot_runner, tmp_path, betting="table_stakes")
    await deal_one(world, bot, table_id, cast.bob)
    await act(world, bot, table_id, "decline_straddle")
    deal = await shown(world, bot, table_id)
    number, step = deal.setup.number, len(deal.history)
    user = user_of(world, deal.setup.players[deal.to_act])
    asked = await world.click(user, table_message(world), f"pk:{table_id}:{number}:{step}:raise")
    select_id = next(c for c in asked.original.custom_ids if c.startswith("pka:"))
    form = await world.select(user, asked.original, select_id, ["typed"])
    fresh = every_cog(tmp_path)
    await bot_runner.restart(bot, fresh, wait_for_sync=False)
    typed = await world.submit_modal(user, form, {"amount": "30"})
    await world.wait_until(lambda: _moved_on(fresh, table_id, number, step))
    assert typed.callback is not None
    assert (await fresh.tables.deal_in_play(table_id)).history[-1].raise_by == 30
    await play_to_the_end(world, fresh, table_id)
    await audit_ok(fresh)

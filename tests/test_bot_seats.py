"""End to end: getting seated, and back in, in one step (issue 40).

A newcomer with an empty wallet and no history sits down with one interaction, the banker's
sale in the ledger as a normal buy; a join during a deal is taken for the next deal, and can be
taken back; a member short of the table's least bring-in makes up his stake without leaving,
between deals only (table stakes).  The invariants of `tests.table_invariants` hold throughout
(the ``bot_runner`` fixture), and every test ends with the audit clean and the books balanced.
"""

from __future__ import annotations

from bot.text.seat_words import wallet_first
from engine.table import least_bring_in
from tests.test_bot_defects import started
from tests.test_bot_table_words import answer_of, button_labels, newest
from tests.test_bot_tables import act, audit_ok, play_to_the_end
from tests.test_bot_varieties import deal_one


async def books_balance(bot, guild) -> None:
    settlement = await bot.bank.settlement(guild)
    assert settlement.balanced, settlement
    await audit_ok(bot)


def sit_button(message) -> str:
    (custom_id,) = [c for c in message.custom_ids if c.startswith("pkj:")]
    return custom_id


async def test_a_newcomer_with_an_empty_wallet_sits_down_in_one_step(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot, table_id = await started(world, bot_runner, tmp_path, members=[cast.alice, cast.bob])
    assert await bot.bank.statement(cast.guild.id, cast.dave.id) == []  # no history at all
    # The table between deals says how, and carries the button.
    idle = newest(world)
    assert "Sit down" in idle.embeds[0]["description"] and "/poker join" in idle.embeds[0]["description"]
    pressed = await world.click(cast.dave, idle, sit_button(idle))
    (answer,) = await pressed.wait_followups(1)
    assert answer.flags & 64  # private
    assert answer.content == (f"{wallet_first()}\nYou sit down with 100 chips. The banker sold you 100 chips for "
                              "it, your wallet being short.")
    assert dict((await bot.tables.summary(table_id)).seats)[str(cast.dave.id)] == 100
    lines = await bot.bank.statement(cast.guild.id, cast.dave.id)
    assert sorted(line.kind for line in lines) == ["buy", "sit", "sit"]  # the buy's and the sit's lines
    holding = await bot.bank.holding(cast.guild.id, cast.dave.id)
    assert (holding.wallet, holding.bought, holding.at_tables) == (0, 100, {table_id: 100})
    # Carol, with 30 in her wallet and a history, is sold only what it lacks, and told nothing new.
    await bot.bank.buy(cast.guild.id, cast.carol.id, 30, by=cast.alice.id)
    joined = await world.slash(cast.carol, cast.poker, "poker join", {"stake": 50})
    assert await answer_of(joined) == ("You sit down with 50 chips. The banker sold you 20 chips for it, "
                                       "your wallet being short.")
    # The bank's limits still hold: beyond them nothing is sold and nobody is seated.
    await bot.bank.set_limits(cast.guild.id, by=cast.alice.id, daily_allowance=100)
    await (await world.slash(cast.dave, cast.poker, "poker leave")).wait_followups(1)
    refused = await world.slash(cast.dave, cast.poker, "poker join", {"stake": 200})
    assert await answer_of(refused) == ("Chips: the daily allowance is 100 and 100 were bought today (UTC), "
                                        "so 0 more at most until tomorrow.")
    assert str(cast.dave.id) not in dict((await bot.tables.summary(table_id)).seats)
    assert (await bot.bank.holding(cast.guild.id, cast.dave.id)).wallet == 100
    await books_balance(bot, cast.guild.id)


async def test_a_join_during_a_deal_is_dealt_the_next_and_can_be_taken_back(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot, table_id = await started(world, bot_runner, tmp_path, members=[cast.alice, cast.bob])
    await bot.bank.buy(cast.guild.id, cast.carol.id, 500, by=cast.alice.id)
    deal = await deal_one(world, bot, table_id, cast.bob)
    number = deal.setup.number
    # Carol by /poker join, Dave by the table message's button: both taken for the next deal.
    carol = await world.slash(cast.carol, cast.poker, "poker join", {"stake": 60})
    (carols,) = await carol.wait_followups(1)
    assert carols.content == (f"Deal {number} is in play: you sit down with 60 chips when it is over, and are "
                              "dealt the next hand. Changed your mind? Press Do not sit down, or type /poker leave.")
    assert list(button_labels(carols).values()) == ["Do not sit down"]
    table = newest(world)
    dave = await world.click(cast.dave, table, sit_button(table))
    (daves,) = await dave.wait_followups(1)
    assert daves.content.startswith(f"{wallet_first()}\nDeal {number} is in play: you sit down with 100 chips")
    assert str(cast.carol.id) not in deal.setup.players and len((await bot.tables.summary(table_id)).seats) == 2
    # Dave takes it back with the button under his answer; his bought chips stay in his wallet.
    back = await world.click(cast.dave, daves, next(iter(button_labels(daves))))
    assert back.callback_data["content"] == "You will not sit down after all; your chips stay in your wallet."
    again = await world.click(cast.dave, daves, next(iter(button_labels(daves)), "x")) if daves.custom_ids else None
    assert again is None  # the button went with the answer
    await play_to_the_end(world, bot, table_id)
    nxt = await deal_one(world, bot, table_id, cast.alice)
    assert str(cast.carol.id) in nxt.setup.players and str(cast.dave.id) not in nxt.setup.players
    assert nxt.setup.stacks[nxt.setup.players.index(str(cast.carol.id))] == 60
    assert (await bot.bank.holding(cast.guild.id, cast.dave.id)).wallet == 100
    # During this deal Dave asks again and takes it back by /poker leave.
    await (await world.slash(cast.dave, cast.poker, "poker join")).wait_followups(1)
    left = await world.slash(cast.dave, cast.poker, "poker leave")
    assert await answer_of(left) == (f"You will not sit down when deal {nxt.setup.number} is over; your chips stay "
                                     "in your wallet.")
    await play_to_the_end(world, bot, table_id)
    third = await deal_one(world, bot, table_id, cast.bob)
    assert str(cast.dave.id) not in third.setup.players
    await bot.tables.void_deal(table_id, "test over")
    await books_balance(bot, cast.guild.id)


async def test_a_member_short_of_the_least_bring_in_makes_up_his_stake_without_leaving(
        discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot, table_id = await started(world, bot_runner, tmp_path, members=[cast.alice, cast.bob])
    await bot.bank.buy(cast.guild.id, cast.carol.id, 200, by=cast.alice.id)
    least = least_bring_in((await bot.tables.limits.effective(cast.guild.id, cast.poker.id)).rules)
    assert least == 2  # the ante of an ordinary deal: double the blind of 1
    joined = await world.slash(cast.carol, cast.poker, "poker join", {"stake": 1})
    assert await answer_of(joined) == "You sit down with 1 chip."
    # Between deals, /poker join makes her stake up to what she asks, from her wallet.
    again = await world.slash(cast.carol, cast.poker, "poker join", {"stake": 80})
    assert await answer_of(again) == "You were short: 79 chips more from your wallet, so 80 chips in front of you now."
    assert dict((await bot.tables.summary(table_id)).seats)[str(cast.carol.id)] == 80
    # Seated with chips enough, nothing changes.
    enough = await world.slash(cast.carol, cast.poker, "poker join", {"stake": 500})
    assert await answer_of(enough) == "You are at this table already, with 80 chips."
    # During a deal she is short again (she put her stake back to 1 by leaving and sitting down):
    # the top-up waits for the deal's end, and she plays on in the next without leaving.
    await (await world.slash(cast.carol, cast.poker, "poker leave")).wait_followups(1)
    await (await world.slash(cast.carol, cast.poker, "poker join", {"stake": 1})).wait_followups(1)
    deal = await deal_one(world, bot, table_id, cast.bob)
    asked = await world.slash(cast.carol, cast.poker, "poker join", {"stake": 50})
    assert await answer_of(asked) == (f"You are short, and at table stakes a stake changes only between deals: when "
                                      f"deal {deal.setup.number} is over, yours is made up to 50 chips from your "
                                      "wallet.")
    carol = str(cast.carol.id)
    while (now := await bot.tables.deal_in_play(table_id)) is not None:
        kinds = {o.kind for o in now.legal().options}
        if now.setup.players[now.to_act] == carol and "pass" in kinds:
            await act(world, bot, table_id, "pass")  # she drops: her 1 chip at most is lost
        else:
            await plain_turn(world, bot, table_id, kinds)
    record = (await bot.tables.recent_deals(table_id, limit=1))[0].replay()
    ended = record.stacks[record.setup.players.index(carol)]
    assert ended < least, "she did not go short: the deal tested nothing"
    await world.wait_until(lambda: _chips_of(bot, table_id, carol) == 50, what="her stake made up")
    nxt = await deal_one(world, bot, table_id, cast.alice)
    assert nxt.setup.stacks[nxt.setup.players.index(carol)] == 50
    # 200 bought; 1, then 79 more, seated; 80 back on leaving; 1 seated again; made up to 50.
    assert (await bot.bank.holding(cast.guild.id, cast.carol.id)).wallet == 200 - 1 - (50 - ended)
    await bot.tables.void_deal(table_id, "test over")
    await books_balance(bot, cast.guild.id)


async def plain_turn(world, bot, table_id, kinds) -> None:
    """One turn played plainly, as `play_to_the_end` plays each."""
    for verb, amount in (("decline_straddle", None), ("come_in", None), ("stay", None), ("pat", None),
                         ("bet", 1), ("call", None), ("see", None), ("pass", None)):
        if verb in kinds or (verb == "pat" and "draw" in kinds):
            await act(world, bot, table_id, verb, amount=amount)
            return
    raise AssertionError(kinds)


def _chips_of(bot, table_id, member) -> int | None:
    live = bot.tables._live.get(table_id)
    if live is None:
        return None
    return next((s.stack for s in live.table.seats if s.player == member), None)

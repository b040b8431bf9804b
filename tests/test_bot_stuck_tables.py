"""End to end, issue 41: a table an admin can always close, and refusals that name the real reason.

- a pool carried over (an ordinary one, straight poker's nobody-bet pool) no longer keeps a
  table open: `/poker stop` closes it, the pool goes back in equal shares (docs/rules.md), one
  "pool_back" entry in the ledger, and the table's last message says it is closed, no button;
- a freeze-out where one of two players with chips sits out is not "over": the refusal says
  two players must be dealt in;
- a running table is not switched to a freeze-out at unequal stacks: the admin is told how to
  start one, and nothing changes; a table that is one says so in its message.
"""

from __future__ import annotations

import pytest

from engine.actions import Pass
from tests.test_bot_bank_admin import audit_passes, make_bot, text_of


@pytest.fixture
async def bot(discord_world, bot_runner, tmp_path):
    started = make_bot(tmp_path)
    await bot_runner.start(started)
    return started


async def ask(world, user, command, options=None) -> tuple[str, bool]:
    """The bot's first answer, a reply or (after a defer) a follow-up: its words, and whether private."""
    record = await world.slash(user, world.cast.poker, command, options or {})
    await record.wait_for(lambda r: bool(r.followups) or bool(r.callback_data.get("content")))
    if record.followups:
        return text_of(record.followups[0]), record.followups[0].ephemeral
    return str(record.callback_data["content"]), record.ephemeral

STOP_WORDS = ["The table is closed; every chip at it went back to its owner."]


async def _seated(world, bot, stakes: dict) -> int:
    cast, tables = world.cast, bot.tables
    table = await tables.open_table(cast.guild.id, cast.poker.id, by=cast.alice.id)
    for user, stake in stakes.items():
        await bot.bank.buy(cast.guild.id, user.id, 500)
        await tables.sit(table.table_id, user.id, stake)
    return table.table_id


async def test_stop_closes_a_table_with_an_ordinary_pool_carried_and_shares_it_back(discord_world, bot, tmp_path,
                                                                                   capsys):
    world, cast = discord_world, discord_world.cast
    guild, tables, controller = cast.guild.id, bot.tables, bot.table_controller
    await tables.limits.set(guild, cast.poker.id, "variety", "straight", by=cast.alice.id)
    table_id = await _seated(world, bot, {cast.bob: 120, cast.carol: 60, cast.dave: 60})
    ui = controller.ui.of(table_id, cast.poker.id, guild)
    await controller.start_deal(ui)
    while (deal := await tables.deal_in_play(table_id)) is not None:  # nobody bets: the pool stays
        await tables.act(table_id, Pass(seat=deal.to_act))
    summary = await tables.summary(table_id)
    carried = summary.carried
    assert carried == 2 and not summary.jackpot  # an ordinary pool, no jack-pot: 1 odd chip
    await controller.messages.post(ui)

    text, private = await ask(world, cast.alice, "poker stop")
    lines = text.split("\n")
    assert private and lines[0] == STOP_WORDS[0]
    assert lines[1].startswith("The 2 chips carried in the pool, never played for, went back in equal shares "
                               "to the players seated: ")
    order = [m for m, _ in summary.seats]
    dealer = order[summary.dealer]  # who deals next: the deal has passed on
    left = order[(order.index(dealer) + 1) % 3]  # 2 chips among 3: none each, the odd ones from his left
    second = order[(order.index(dealer) + 2) % 3]
    assert lines[1].endswith(f"<@{left}> 1, <@{second}> 1."), lines[1]
    assert await tables.table_in(guild, cast.poker.id) is None
    async with bot.storage.transaction(readonly=True) as tx:
        back = {user: [(line.amount, line.memo) for line in await tx.statement(str(guild), str(user.id))
                       if line.kind == "pool_back"] for user in (cast.bob, cast.carol, cast.dave)}
    assert {str(user.id): [chips for chips, _ in lines] for user, lines in back.items()} == {
        left: [1], second: [1], dealer: []}
    assert back[next(u for u in back if str(u.id) == left)][0][1] == (
        f"table {table_id} closes: the pool carried over, 2 chips, shared back ({left} 1, {second} 1)")
    settlement = await bot.bank.settlement(guild)
    assert settlement.balanced and settlement.in_pools == 0
    wallets = [(await bot.bank.holding(guild, u.id)).wallet for u in (cast.bob, cast.carol, cast.dave)]
    assert sum(wallets) == 1500  # every chip bought is back in a wallet

    # The table's last message says it is closed, and nothing on it can be pressed.
    await world.wait_until(lambda: any(m.embeds and m.embeds[0].get("title") == "This table is closed"
                                     for m in world.channel_messages(cast.poker)))
    last = next(m for m in world.channel_messages(cast.poker) if m.embeds
                and m.embeds[0].get("title") == "This table is closed")
    assert not last.custom_ids and "to say" not in text_of(last) and not last.attachments
    await audit_passes(tmp_path, capsys)


async def test_a_freeze_out_with_a_player_sitting_out_is_not_over(discord_world, bot, tmp_path, capsys):
    world, cast = discord_world, discord_world.cast
    guild, tables = cast.guild.id, bot.tables
    await tables.limits.set_many(guild, cast.poker.id, {"betting": "freeze_out", "freeze_out_stake": 40},
                                 by=cast.alice.id)
    table_id = await _seated(world, bot, {cast.bob: 40, cast.carol: 40})
    await tables.toggle_sitting_out(table_id, str(cast.carol.id))
    assert (await tables.summary(table_id)).sitting_out == [str(cast.carol.id)]
    text, private = await ask(world, cast.bob, "poker deal")
    assert private and text == ("Two players with chips, not sitting out, are needed to deal: someone sits down, "
                                "comes back (/poker sitout) or a robot is seated (/poker robots add).")
    assert "freeze-out is over" not in text
    await audit_passes(tmp_path, capsys)


async def test_a_running_table_is_not_switched_to_a_freeze_out_at_unequal_stacks(discord_world, bot, tmp_path,
                                                                                capsys):
    world, cast = discord_world, discord_world.cast
    guild, tables = cast.guild.id, bot.tables
    table_id = await _seated(world, bot, {cast.bob: 243, cast.carol: 55})
    text, private = await ask(world, cast.alice, "poker-admin limits", {"field": "betting", "value": "freeze_out"})
    assert private and text == (
        "The table in this channel has chips in play at unequal stakes (55 and 243), and a freeze-out begins "
        "with every player's stake equal (freeze_out_stake, 100). Close the table (/poker stop) and open a new "
        "one, where everyone sits down with 100; or set betting to freeze_out while no table is open here.")
    assert (await tables.limits.effective(guild, cast.poker.id)).rules.betting.value == "limit"
    assert await tables.limits.history(guild, everywhere=True) == []  # nothing was changed

    # Closed, and opened afresh: the freeze-out starts at equal stakes, and the table says it is one.
    await ask(world, cast.alice, "poker stop")
    text, _ = await ask(world, cast.alice, "poker-admin limits", {"field": "betting", "value": "freeze_out"})
    assert "`betting` is now freeze_out in this channel" in text, text
    table_id = await _seated(world, bot, {cast.bob: 100, cast.carol: 100})
    ui = bot.table_controller.ui.of(table_id, cast.poker.id, guild)
    await bot.table_controller.messages.post(ui)
    await world.wait_until(lambda: "a freeze-out" in (world.last_message(cast.poker).embeds or [{}])[0].get("title", ""))
    await bot.table_controller.start_deal(ui)
    await world.wait_until(lambda: any("Deal 1" in m.embeds[0].get("title", "") and "a freeze-out" in
                                     m.embeds[0].get("title", "") for m in world.channel_messages(cast.poker)
                                     if m.embeds))
    await audit_passes(tmp_path, capsys)

"""End to end: `/poker stats` with the real discord.py client against the emulator.

Members play straight poker to the show-down, then ask for figures: their own (private, with
the best hand they held), another member's or a robot's (public, only what the table saw), one
variety's.  The answers must be the totals kept, and those the records' (the audit)."""

from __future__ import annotations

from bot.services.member_stats import member_totals
from bot.text.bank import signed
from bot.text.stats_words import held_figure, member_or_robot, private_note, public_note
from tests.test_bot_bank_admin import text_of
from tests.test_bot_tables import audit_ok, make_bot, setup_table
from tests.test_bot_varieties import bet_and_call_to_the_end, choose, deal_one


async def ask(world, user, options=None) -> tuple[str, bool]:
    record = await world.slash(user, world.cast.poker, "poker stats", options or {})
    (message, *_rest) = await record.wait_followups(1)
    return text_of(message), message.ephemeral


async def test_stats_mine_privately_and_others_publicly(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    await choose(world, bot, "straight")
    table_id = await setup_table(world, bot, [cast.alice, cast.bob, cast.carol])
    for _ in range(2):
        await deal_one(world, bot, table_id, cast.alice)
        await bet_and_call_to_the_end(world, bot, table_id)
    guild = str(cast.guild.id)
    alice = await member_totals(bot.storage, guild, str(cast.alice.id))
    assert alice.figures.deals == 2 and alice.figures.showdowns == 2 and alice.best_held is not None

    text, private = await ask(world, cast.alice)
    assert private and private_note() in text and cast.alice.name.title() in text
    assert "**Deals dealt in:** 2" in text and f"**Show-downs won:** {alice.figures.showdowns_won} of 2" in text
    assert f"{held_figure()}:** {alice.best_held.words}" in text

    text, private = await ask(world, cast.bob, {"member": cast.alice})
    assert not private and public_note() in text and held_figure() not in text
    assert f"**Chips:** {alice.figures.net:+,}" in text or alice.figures.net == 0
    assert alice.best_shown is not None and alice.best_shown.words in text

    text, private = await ask(world, cast.carol, {"variety": "stud"})
    assert private and "stud poker" in text and "No deals played yet." in text
    text, private = await ask(world, cast.carol, {"robot": 2})
    assert not private and "Robot 2 (robot)" in text and "No deals played yet." in text
    record = await world.slash(cast.carol, cast.poker, "poker stats", {"member": cast.bob, "robot": 1})
    assert record.ephemeral and record.callback_data["content"] == member_or_robot()

    # A member's chips up or down are what the ledger moved on his seat, the buck's antes for the
    # table included: what the banker's holding (/bank balance) says he is up or down, having
    # bought 500 and sat down with 100 of them.
    for user in (cast.alice, cast.bob, cast.carol):
        held = await bot.bank.holding(cast.guild.id, user.id)
        assert (await member_totals(bot.storage, guild, str(user.id))).figures.net == held.net, user.name
        text, _ = await ask(world, user)
        assert f"**Chips:** {signed(held.net)}" in text
    await audit_ok(bot)

"""End to end: a season with the real discord.py client against the emulator.

An admin starts a season and marks the channel for season play; members sit with season
chips, play straight poker to the show-down, read the public leaderboard, and the admin ends
the season; its final standings are read back.  Wallets are never touched, and the audit
passes throughout."""

from __future__ import annotations

from bot.text.season_words import apart
from tests.test_bot_bank_admin import ask, make_bot, text_of
from tests.test_bot_tables import audit_ok
from tests.test_bot_varieties import bet_and_call_to_the_end, choose, deal_one

RESERVE = 400


async def season_chips(bot, season_id: int, member: str) -> int:
    async with bot.storage.transaction(readonly=True) as tx:
        return sum(a.balance for a in await tx.accounts(member=member) if a.season_id == season_id)


async def test_a_season_from_start_to_final_standings(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    guild = cast.guild.id
    players = [cast.alice, cast.bob, cast.carol]
    for user in players:
        await bot.bank.buy(guild, user.id, 500, by=cast.alice.id)
    wallets = {u.id: await bot.bank.holding(guild, u.id) for u in players}

    text, private = await ask(world, cast.alice, "poker-admin season start",
                              {"reserve": RESERVE, "min_deals": 2, "name": "Winter"})
    assert private and "Season 1: Winter has begun" in text and f"{RESERVE:,} season chips" in text
    text, _ = await ask(world, cast.alice, "poker-admin season start")
    assert "Season 1 is running: end it first" in text
    await choose(world, bot, "straight", season_play="true")
    text, _ = await ask(world, cast.alice, "poker start")
    assert f"The table is open for Season 1: Winter: seats take season chips, not the wallet's ({RESERVE:,}" in text
    text, _ = await ask(world, cast.bob, "poker join", {"stake": RESERVE + 1})
    assert "season chips cannot be bought" in text
    for user in players:
        text, private = await ask(world, user, "poker join", {"stake": 150})
        assert private and "150" in text
    table_id = (await bot.tables.table_in(guild, cast.poker.id)).table_id
    for n in range(2):
        await deal_one(world, bot, table_id, cast.alice)
        if n == 0:  # asked during a deal, and taken back
            text, _ = await ask(world, cast.carol, "poker leave")
            assert "your chips go back to your season chips then" in text
            await ask(world, cast.carol, "poker join")
        await bet_and_call_to_the_end(world, bot, table_id)

    for user in players:  # the wallets were never touched
        assert await bot.bank.holding(guild, user.id) == wallets[user.id]
    board = await bot.seasons.board(guild)
    assert [r.deals for r in board.ranked] == [2, 2, 2] and not board.unranked
    for row in board.ranked:
        assert row.won == await season_chips(bot, board.season.id, row.member) - RESERVE
    record = await world.slash(cast.carol, cast.poker, "poker season")
    (message, *_rest) = await record.wait_followups(1)
    shown = text_of(message)
    assert not message.ephemeral and "Season 1: Winter (leaderboard)" in shown
    for row in board.ranked:
        assert f"**{row.place}.** <@{row.member}>" in shown
    assert "♠" not in shown and "♥" not in shown  # no card on a public board
    text, private = await ask(world, cast.alice, "poker-admin season show")
    assert private and "Season 1: Winter (leaderboard)" in text and "at least 2 deals" in text
    await audit_ok(bot)

    text, private = await ask(world, cast.alice, "poker-admin season end")
    assert private and "Season 1: Winter is over" in text and apart() in text
    before = await season_chips(bot, board.season.id, str(cast.bob.id))
    text, _ = await ask(world, cast.bob, "poker leave")  # his stake goes back to his season wallet
    assert "go back to your season chips, apart from your wallet" in text
    assert await season_chips(bot, board.season.id, str(cast.bob.id)) == before
    text, _ = await ask(world, cast.bob, "poker join", {"stake": 10})
    assert "Season 1 is over" in text
    record = await world.slash(cast.bob, cast.poker, "poker season", {"number": 1})
    (message, *_rest) = await record.wait_followups(1)
    final = text_of(message)
    assert "Season 1: Winter (final standings)" in final
    assert [line for line in final.splitlines() if line.startswith("**")] == \
        [line for line in shown.splitlines() if line.startswith("**")]
    wrong = await world.slash(cast.bob, cast.poker, "poker season", {"number": 2})
    assert wrong.ephemeral and "there is no season 2" in wrong.callback_data["content"]  # told him alone
    text, _ = await ask(world, cast.alice, "poker-admin season show")
    assert "No season is running. The last was Season 1: Winter" in text
    for user in players:
        assert await bot.bank.holding(guild, user.id) == wallets[user.id]
    await audit_ok(bot)

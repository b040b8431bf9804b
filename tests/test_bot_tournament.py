"""End to end: a tournament of twenty in the Discord emulation, through the real bot.

Two members and eighteen robots enter through /poker tournament; the bot opens three tables
in threads of the channel and plays them, the robots by themselves and the members by the
test clicking their turns on the table messages in the threads.  In the middle the bot is
restarted.  It must play to the end with tables balanced and one broken, the places paid
through the ledger, the audit clean, and every invariant of the shared fixtures kept.
"""

from __future__ import annotations

import asyncio
import contextlib

from bot.discord_side.app import PokerBot
from bot.services.audit import audit
from bot.settings import Settings

COGS = ("cogs.poker",)
QUICK = ("pat", "check", "decline_straddle", "pass", "see", "call", "stay", "come_in")  # no picker to fill in
SCHEDULE = "every 3 deals: 1/2, 2/4, 3/6, 4/8, 5/10"


def make_bot(tmp_path) -> PokerBot:
    options = {"next_deal_after": 0.02, "robot_delay": 0.0, "edit_every": 0.05, "turn_seconds": 30,
               "seeds": lambda n: f"tournament-seed-{n}"}
    return PokerBot(Settings(database_url=f"sqlite:///{tmp_path}/poker.db"), state_dir=tmp_path,
                    cogs=COGS, controller_options=options)  # type: ignore[arg-type]


async def answer(world, user, command, options=None) -> str:
    record = await world.slash(user, world.cast.poker, command, options or {})
    await record.wait_followups(1, timeout=30)
    assert record.ephemeral
    return record.followups[-1].content


async def click_members(world, bot_of, members, clicking: asyncio.Lock) -> None:
    """Forever: where a member is to act at a tournament's table, click a quick answer.  Each
    look and its click hold `clicking`, which the restart takes: a click sent to a bot going
    down is lost, as at Discord, and would count as an interaction never answered."""
    while True:
        async with clicking:
            await click_once(world, bot_of(), members)
        await asyncio.sleep(0.02)


async def click_once(world, bot, members) -> None:
    with contextlib.suppress(Exception):  # a table closing under the click: look again
        for table_id, ui in list(bot.table_controller.ui.items()):
            deal = await bot.tables.deal_in_play(table_id)
            if deal is None or deal.to_act is None:
                continue
            member = deal.setup.players[deal.to_act]
            if member not in members:
                continue
            prefix = f"pk:{table_id}:{deal.setup.number}:{len(deal.history)}:"
            thread = world.channels[ui.channel_id]
            for message in reversed(world.channel_messages(thread)):
                ids = [c for c in message.custom_ids if c.startswith(prefix)]
                verbs = [c.removeprefix(prefix) for c in ids]
                choice = next((v for v in QUICK if v in verbs), None)
                if choice is not None:
                    await world.click(members[member], message, prefix + choice)
                    break


async def test_twenty_entrants_on_three_tables_to_the_end_through_a_restart(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    guild = cast.guild.id
    for user in (cast.alice, cast.bob):
        await bot.bank.buy(guild, user.id, 10, by=cast.alice.id)
    assert "only an admin" in (await answer(world, cast.bob, "poker tournament create", {"sweepstake": 10})).lower()
    said = await answer(world, cast.alice, "poker tournament create",
                        {"sweepstake": 10, "payouts": "65/35", "least": 3, "schedule": SCHEDULE})
    assert "open for entries" in said
    assert "one at a time" in await answer(world, cast.alice, "poker tournament create", {"sweepstake": 5})
    assert "entered" in await answer(world, cast.alice, "poker tournament join")
    assert "entered" in await answer(world, cast.bob, "poker tournament join")
    assert "already" in await answer(world, cast.bob, "poker tournament join")
    assert "wallet holds 0" in await answer(world, cast.carol, "poker tournament join")
    assert "18 robots" in await answer(world, cast.alice, "poker tournament robots", {"count": 18})
    assert "Only whoever created" in await answer(world, cast.bob, "poker tournament start")
    assert "3 tables" in await answer(world, cast.alice, "poker tournament start")
    assert len(world.requests_to("POST", "/channels/{channel_id}/threads")) == 3
    tid = (await bot.tournaments.in_channel(guild, cast.poker.id)).id
    thread = world.channels[int((await bot.tournaments.standing(tid)).tables[0].thread_id)]
    for command in ("poker leave", "poker join", "poker stop", "poker sitout"):  # the seats are the tournament's
        record = await world.slash(cast.alice, thread, command, {})
        await record.wait_for(lambda r: r.answered and (r.followups or r.callback_data.get("content")), timeout=30)
        said = record.followups[-1].content if record.followups else record.callback_data["content"]
        assert "tournament's table" in said, (command, said)
    members = {str(cast.alice.id): cast.alice, str(cast.bob.id): cast.bob}
    current, clicking = [bot], asyncio.Lock()
    clicker = asyncio.create_task(click_members(world, lambda: current[0], members, clicking))
    try:
        async def deals_finished() -> int:
            async with current[0].storage.transaction(readonly=True) as tx:
                return int(await tx.conn.fetchval("SELECT count(*) FROM deals WHERE status = 'finished'"))
        for _ in range(600):
            if await deals_finished() >= 15:
                break
            await asyncio.sleep(0.1)
        fresh = make_bot(tmp_path)
        async with clicking:  # no click in flight as the bot goes down
            await bot_runner.restart(bot, fresh, wait_for_sync=False)
            current[0] = fresh
        for _ in range(2400):  # at most four minutes on a loaded machine
            standing = await fresh.tournaments.standing(tid)
            if standing.tournament.status == "finished":
                break
            await asyncio.sleep(0.1)
    finally:
        clicker.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await clicker
    assert standing.tournament.status == "finished", standing.tables
    assert [p.place for p in standing.places] == list(range(1, 21))
    assert [p.payout for p in standing.places[:3]] == [130, 70, 0]
    assert any(t.status == "broken" for t in standing.tables)
    async with fresh.storage.transaction(readonly=True) as tx:
        moves = await tx.moves(tid)
    assert moves and all(m.status == "done" for m in moves)
    for member in members:
        payout = next(p.payout for p in standing.places if p.member == member)
        assert (await fresh.bank.holding(guild, member)).wallet == payout

    def shown_over() -> bool:  # the lobby edited, and the places posted, just after the end is stored
        lobby = world.channel_messages(cast.poker)
        return (any(m.embeds and "over" in m.embeds[0].get("title", "") for m in lobby)
                and any("The tournament is over." in m.content for m in lobby))
    await world.wait_until(shown_over, timeout=30)
    report = await audit(fresh.storage)
    assert report.ok, report.breaches

"""A tournament's player who leaves it, through the real bot in the Discord emulation: his seat
acts at once as the laws act for a silent player (actor "away" in the record), never by the
timer, and the clock never arms a deadline for him; and the tournament's commands, typed in
its table's thread, mean that tournament (before: "there is no tournament in this channel")."""

from __future__ import annotations

import asyncio

from bot.discord_side.app import PokerBot
from bot.services.audit import audit
from bot.settings import Settings
from bot.text.tournament_words import left
from tests.test_bot_tournament import answer

WAITS = 600  # tenths of a second: far beyond need, on a loaded machine


def make_bot(tmp_path) -> PokerBot:
    # A turn timer of ten minutes: a leaver's seat that waited for it would hold the table still.
    options = {"next_deal_after": 0.02, "robot_delay": 0.0, "edit_every": 0.05, "turn_seconds": 600,
               "seeds": lambda n: f"leave-seed-{n}"}
    return PokerBot(Settings(database_url=f"sqlite:///{tmp_path}/poker.db"), state_dir=tmp_path,
                    cogs=("cogs.poker",), controller_options=options)  # type: ignore[arg-type]


async def in_thread(world, user, thread, command, options=None) -> str:
    record = await world.slash(user, thread, command, options or {})
    await record.wait_followups(1, timeout=30)
    assert record.ephemeral
    message = record.followups[-1]
    return message.content + " ".join(str(e) for e in message.embeds)


async def test_a_leavers_seat_acts_at_once_and_the_thread_means_its_tournament(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    guild, channel = cast.guild.id, cast.poker.id
    bob = str(cast.bob.id)
    armed_for: list[str] = []  # whom the clock armed a deadline for, once Bob has left
    arm = bot.table_controller.clock.arm_timer

    def spying(ui, deal, seconds):
        if deal.to_act is not None:
            armed_for.append(deal.setup.players[deal.to_act])
        arm(ui, deal, seconds)

    await bot.bank.buy(guild, cast.bob.id, 100, by=cast.alice.id)
    assert "open for entries" in await answer(world, cast.alice, "poker tournament create",
                                              {"sweepstake": 20, "payouts": "100", "least": 3})
    await answer(world, cast.bob, "poker tournament join")
    await answer(world, cast.alice, "poker tournament robots", {"count": 2})
    tid = (await bot.tournaments.in_channel(guild, channel)).id
    assert "one table" in await answer(world, cast.alice, "poker tournament start")
    standing = await bot.tournaments.standing(tid)
    thread = world.channels[int(standing.tables[0].thread_id)]
    shown = await in_thread(world, cast.bob, thread, "poker tournament show")
    assert "no tournament" not in shown and str(tid) in shown, shown
    bot.table_controller.clock.arm_timer = spying
    said = await in_thread(world, cast.bob, thread, "poker tournament leave")
    assert said == left(True, 20), said
    assert next(e for e in (await bot.tournaments.standing(tid)).entrants if e.member == bob).away
    async with bot.storage.transaction(readonly=True) as tx:
        before = int(await tx.conn.fetchval("SELECT count(*) FROM deal_actions WHERE actor = 'timer'"))
    acted = 0
    for _ in range(WAITS):  # his seat plays itself: three of its actions, or the tournament over
        async with bot.storage.transaction(readonly=True) as tx:
            acted = int(await tx.conn.fetchval("SELECT count(*) FROM deal_actions WHERE actor = 'away'"))
        status = (await bot.tournaments.standing(tid)).tournament.status
        if acted >= 3 or status == "finished":
            break
        await asyncio.sleep(0.1)
    assert acted >= 1, "his seat never acted by itself"
    async with bot.storage.transaction(readonly=True) as tx:
        timed = int(await tx.conn.fetchval("SELECT count(*) FROM deal_actions WHERE actor = 'timer'"))
    assert timed == before == 0  # no action of the timer's, his or anyone's
    assert bob not in armed_for, armed_for  # no deadline was ever armed for him
    report = await audit(bot.storage)
    assert report.ok, report.breaches

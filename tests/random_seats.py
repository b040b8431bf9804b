"""The randomised member's seats (tests/test_bot_random.py): the table message's Sit down button,
at any moment, and a short stake made up by /poker join (issue 40)."""

from __future__ import annotations

from discord_emulator import InjectionError

# What a join answers when he will be dealt in after all: he stays, sits down now, or after the deal.
SEATED_AGAIN = ("You stay at the table", "You sit down", "you sit down")


async def sat_by_button(run, user, table_id, record) -> None:
    """What Sit down answered: he stays (a leave taken back), sits down, or waits for the deal's end."""
    try:
        answer = " ".join(m.content for m in await record.wait_followups(1))
    except AssertionError:
        return  # no answer yet: the invariants report it if none comes
    if any(said in answer for said in SEATED_AGAIN):  # a leave taken back, or seated anew after it
        run.leaving.pop((table_id, str(user.id)), None)
    run.count("pressed Sit down: " + answer.rpartition("\n")[2][:24])


async def sit_down_by_button(run, user, channel) -> None:
    """Sit down from the table message's button, as a newcomer would (any time, mid-deal too)."""
    message = next((m for m in reversed(run.world.channel_messages(channel))
                    if any(c.startswith("pkj:") for c in m.custom_ids)), None)
    if message is None:
        return
    custom_id = next(c for c in message.custom_ids if c.startswith("pkj:"))
    try:
        record = await run.world.click(user, message, custom_id)
    except InjectionError:
        return
    await run.sat_by_button(user, int(custom_id.split(":")[1]), record)


async def top_up(run, user, channel) -> None:
    """/poker join by a member seated with next to nothing: his stake made up, now or after the deal."""
    table = await run.bot.tables.table_in(run.cast.guild.id, channel.id)
    short = [u for u in run.members if table is not None and dict(table.seats).get(str(u.id), 99) < 2]
    record = await run.slash(run.rng.choice(short) if short else user, channel, "poker join",
                             {"stake": run.rng.choice([20, 100])})
    if record is not None and short:
        answer = " ".join(m.content for m in await record.wait_followups(1))
        run.count("short, joined: " + answer[:24])

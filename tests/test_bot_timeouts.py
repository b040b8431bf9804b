"""Time-outs say so, with the real bot against the Discord emulation: each action the clock
took for a late member is marked "(time)" in the table message's log, never shown unmarked,
and a member sat out for timing out twice is told at once by DM, with the step that brings
him back.  The clock's own time-out is run by the test at each turn (the turn timer is set
far off), so nothing hangs on the machine's speed."""

from __future__ import annotations

from bot.text.turn_words import TIMED, sat_out_by_dm
from tests.test_bot_tables import audit_ok, make_bot, setup_table, user_of


def said_lines(world) -> list[str]:
    """Every "Last said" line the table's messages ever showed, in every version, deleted since too."""
    lines: list[str] = []
    for message in world.shown_messages(world.cast.poker):
        for version in [*message.history, message.payload]:
            for embed in version.get("embeds") or []:
                for f in embed.get("fields") or []:
                    if f["name"] == "Last said":
                        lines += f["value"].splitlines()
    return lines


async def test_the_clocks_actions_are_marked_and_the_sat_out_member_is_told_by_dm(discord_world, bot_runner,
                                                                                   tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path, turn_seconds=600)
    await bot_runner.start(bot)
    table_id = await setup_table(world, bot, [cast.alice, cast.bob, cast.carol])
    await (await world.slash(cast.bob, cast.poker, "poker deal")).wait_followups(1)
    controller = bot.table_controller
    ui = controller.ui[table_id]
    expected: list[str] = []
    late = None
    for _ in range(20):  # every turn timed out, until one member has timed out twice
        deal = await bot.tables.deal_in_play(table_id)
        if deal is None or deal.to_act is None:
            break
        member = deal.setup.players[deal.to_act]
        line = f"{controller.tools.name_of(ui, member)} {deal.timeout_action().words()}{TIMED}"
        await controller.clock._act_for_the_late(ui, deal.setup.number, len(deal.history))
        expected.append(line)
        if await bot.tables.deal_in_play(table_id) is not None:  # shown on the table message, marked
            await world.wait_until(lambda line=line: line in said_lines(world), timeout=10, what=line)
        if ui.clocks.timeouts.get(member, 0) >= 2:
            late = member
            break
    assert late is not None, expected
    shown = said_lines(world)
    assert {s for s in shown if s.endswith(TIMED)} <= set(expected)
    assert not {e.removesuffix(TIMED) for e in expected} & set(shown)  # never shown unmarked
    told = sat_out_by_dm(f"<#{cast.poker.id}>")
    assert "/poker sitout" in told
    user = user_of(world, late)
    await world.wait_until(lambda: any(m.content == told for m in world.dms(user)), timeout=10)
    assert sum(m.content == told for m in world.dms(user)) == 1
    await audit_ok(bot)

"""Time-outs say so, with the real bot against the Discord emulation: each action the clock
took for a late member is marked "(time)" in the table message's log, no action he chose is,
and a member sat out for timing out twice is told at once by DM, with the step that brings
him back.  The truth is the database: the actions it records as the timer's."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("discord")

from bot.text.render import log_line  # noqa: E402
from bot.text.turn_words import TIMED, sat_out_by_dm  # noqa: E402
from engine.actions import action_from_dict  # noqa: E402
from tests.test_bot_tables import audit_ok, make_bot, setup_table, user_of  # noqa: E402


def said_lines(world) -> list[str]:
    """Every "Last said" line the table's messages ever showed, in every version."""
    lines: list[str] = []
    for message in world.channel_messages(world.cast.poker):
        for version in [*message.history, message.payload]:
            for embed in version.get("embeds") or []:
                for f in embed.get("fields") or []:
                    if f["name"] == "Last said":
                        lines += f["value"].splitlines()
    return lines


async def test_the_clocks_actions_are_marked_and_the_sat_out_member_is_told_by_dm(discord_world, bot_runner,
                                                                                   tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path, turn_seconds=1)
    await bot_runner.start(bot)
    table_id = await setup_table(world, bot, [cast.bob, cast.carol])
    await (await world.slash(cast.bob, cast.poker, "poker deal")).wait_followups(1)
    deal = await bot.tables.deal_in_play(table_id)
    dealer = deal.setup.players[deal.dealer]
    late = user_of(world, dealer)

    # Two players: the dealer is first to straddle and first to come in; silent, he declines
    # the straddle and passes (law 37 then ends the deal), and is sat out.
    told = sat_out_by_dm(f"<#{cast.poker.id}>")
    await world.wait_until(lambda: any(m.content == told for m in world.dms(late)), timeout=15)
    assert "/poker sitout" in told
    async with bot.storage.transaction(readonly=True) as tx:
        rows = await tx.conn.fetch("SELECT action, actor FROM deal_actions ORDER BY deal_id, seq")
    timed = [action_from_dict(json.loads(r[0])) for r in rows if r[1] == "timer"]
    assert len(timed) == 2
    controller = bot.table_controller
    ui = controller.ui[table_id]
    name = controller.name_of(ui, dealer)
    expected = {f"{name} {a.words()}{TIMED}" for a in timed}
    # The deal's whole log as the bot shows it (the last line, which ended the deal, is on no
    # table message); and on the table message, every line of the clock's that it showed.
    assert ui.finished is not None
    view = controller.view_with_names(ui, ui.finished.view())
    whole = [log_line(view, e) for e in view.log]
    assert {line for line in whole if line.endswith(TIMED)} == expected, whole
    shown = said_lines(world)
    assert {line for line in shown if line.endswith(TIMED)} & expected, shown
    assert not {line for line in shown if line.endswith(TIMED)} - expected
    assert not {line.removesuffix(TIMED) for line in expected} & set(shown)  # never shown unmarked
    await audit_ok(bot)

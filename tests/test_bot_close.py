"""Closing the bot stops every table task, those of tables forgotten while they ran included.

A robot's play can end a tournament's table: the table is forgotten (`TableController.forget`)
while that play's task goes on telling the other tables.  If the bot closes meanwhile, that task
must stop with it, or it sends through a closed connection ("Session is closed", logged as an
ERROR nobody retrieved)."""

from __future__ import annotations

import asyncio

from tests.test_bot_tables import make_bot


async def test_a_task_of_a_table_forgotten_while_it_ran_stops_with_the_bot(discord_world, bot_runner, tmp_path):
    cast = discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    controller = bot.table_controller
    table = await bot.tables.open_table(cast.guild.id, cast.poker.id, by=cast.alice.id)
    ui = controller.ui.of(table.table_id, cast.poker.id, cast.guild.id)
    await controller.messages.post(ui)
    forgotten = asyncio.Event()

    async def the_last_play() -> None:  # as a robot's play that ends its table, then tells the others
        controller.forget(ui)
        forgotten.set()
        await asyncio.sleep(3600)

    task = ui.spawn(the_last_play())
    await forgotten.wait()
    await controller.stop_clocks()  # what closing the bot does first
    assert task.cancelled(), "the forgotten table's task outlived the bot's close"

"""A click's path, as docs/architecture.md lists it, is the path a click takes.

A member clicks **Call** on the table message. Every module of the bot's (bot, cogs, engine)
that runs from the moment discord.py hands over the interaction to the moment the answer leaves
(the table message edited through the click's own webhook) is recorded, in the order each is
first entered; the document's list must be exactly that. Pictures drawn for the answer count too:
the bot here draws them in its picture thread, as it does while its worker process starts. A module added to the path, or one that leaves it, fails here until the document
says so.
"""

from __future__ import annotations

import asyncio
import re
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from types import FrameType
from typing import Any

import discord

from tests.test_bot_tables import act, make_bot, setup_table, table_message, to_the_draw

DOC = Path(__file__).resolve().parents[1] / "docs" / "architecture.md"
OURS = ("bot.", "cogs.", "engine.")


def documented_path() -> list[str]:
    """The modules of the ```path block of docs/architecture.md, in order."""
    block = re.search(r"```path\n(.*?)```", DOC.read_text(encoding="utf-8"), flags=re.S)
    assert block is not None, "docs/architecture.md has no ```path block"
    return [line.split()[1] for line in block.group(1).splitlines() if re.match(r"\s*\d+\.", line)]


async def traced_call(world: Any, bot: Any, table: int) -> list[str]:
    deal = await bot.tables.deal_in_play(table)
    verb = next(o.kind for o in deal.legal().options if o.kind in ("call", "see"))
    custom_id = f"pk:{table}:{deal.setup.number}:{len(deal.history)}:{verb}"
    message = await world.wait_until(lambda: custom_id in table_message(world).custom_ids and table_message(world))
    clicker = next(u for u in (world.cast.alice, world.cast.bob, world.cast.carol)
                   if str(u.id) == deal.setup.players[deal.to_act])
    ui = bot.table_controller.ui[table]  # quiet before the click: the last change drawn, DMs sent
    for _ in range(600):
        if not ui.stale and (ui.edit_task is None or ui.edit_task.done()) and not ui.running:
            break
        await asyncio.sleep(0.05)
    entered: list[str] = []
    answered = asyncio.Event()
    loop = asyncio.get_running_loop()
    answer = discord.Interaction.edit_original_response.__code__

    def watch(frame: FrameType, event: str, _arg: object) -> None:
        if event != "call" or answered.is_set():
            return
        if frame.f_code is answer:
            loop.call_soon_threadsafe(answered.set)
            answered.set()
            return
        module = frame.f_globals.get("__name__", "")
        if module.startswith(OURS) and module not in entered:
            entered.append(module)

    # Pictures are drawn in the bot's picture thread: a new one, started under the profiler, draws
    # them (and the loop's threads, for whatever else runs in them).
    loop.set_default_executor(ThreadPoolExecutor(thread_name_prefix="traced"))
    bot.drawing._threads = ThreadPoolExecutor(1, thread_name_prefix="traced picture")
    sys.setprofile(watch)
    threading.setprofile(watch)
    try:
        await world.click(clicker, message, custom_id)
        await asyncio.wait_for(answered.wait(), 30)
    finally:
        sys.setprofile(None)
        threading.setprofile(None)
    return entered


async def test_the_documented_path_of_a_click_is_the_path_it_takes(discord_world, bot_runner, tmp_path) -> None:
    world = discord_world
    bot = make_bot(tmp_path)
    bot.settings.picture_worker = False  # its pictures drawn in threads, where the profiler sees them
    await bot_runner.start(bot)
    cast = world.cast
    table = await setup_table(world, bot, [cast.alice, cast.bob, cast.carol])
    await (await world.slash(cast.bob, cast.poker, "poker deal")).wait_followups(1)
    deal = await to_the_draw(world, bot, table)
    while deal.phase.value == "drawing":  # everyone stands pat
        await act(world, bot, table, "pat")
        deal = await bot.tables.deal_in_play(table)
    least = deal.legal().get("bet").least
    await act(world, bot, table, "bet", amount=least)  # the next player is offered Call
    path = await traced_call(world, bot, table)
    assert path == documented_path(), "\n".join(path)

"""A click's path: its shape, and docs/architecture.md's list of it.

A member clicks **Call** on the table message. Every module of the bot's (bot, cogs, engine)
that runs from the moment discord.py hands over the interaction to the moment the answer leaves
(the table message edited through the click's own webhook) is recorded, in the order each is
first entered, and so is every call from one of those modules into another. Pictures drawn for
the answer count too: the bot here draws them in its picture thread, as it does while its worker
process starts.

The shape held: within the Discord side, calls go down its floors (a module calls only what it
imports, or a sibling's method it was handed), but for two, each through a Protocol the lower
module owns: the item that discord.py picked hands the click to the clicks (`host.Clicking`), the
way down; the clicks hand the played action to the table controller (`clicks.Following`), entered
once, the way home. Nothing is called back up after it. The bot's class (the composition root,
which every item knows as its host) is not a floor. The
document's list names the modules on the path in the order they are first entered: the Discord
side's all of them, the layers below as many as it cares to.
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

from bot.discord_side.table_state import TableUI
from tests.test_bot_tables import act, make_bot, setup_table, table_message, to_the_draw
from tests.test_layers import MODULES, within

DOC = Path(__file__).resolve().parents[1] / "docs" / "architecture.md"
OURS = ("bot.", "cogs.", "engine.")
SIDE = "bot.discord_side"
ROOT = "bot.discord_side.app"  # the composition root: the items' host, not a floor
CONTROLLER = "bot.discord_side.table_controller"
STARTED = TableUI._stalling.__code__  # a table's task runs its work from here: started, not called


def below(module: str) -> set[str]:
    """The Discord side's modules `module` imports, directly or through others (its floors below)."""
    found: set[str] = set()
    todo = [module]
    while todo:
        for target in MODULES.get(todo.pop(), ()):
            if within(target, SIDE) and target in MODULES and target not in found:
                found.add(target)
                todo.append(target)
    return found


def upward(calls: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The calls inside the Discord side that go up a floor: into a module that imports the caller."""
    return [(caller, callee) for caller, callee in calls
            if within(caller, SIDE) and within(callee, SIDE) and ROOT not in (caller, callee)
            and caller in below(callee)]


def check_shape(calls: list[tuple[str, str]]) -> None:
    """One way down, one way back: the item's call into the clicks, the clicks' into the controller."""
    assert upward(calls) == [("bot.discord_side.buttons", "bot.discord_side.clicks"),
                             ("bot.discord_side.clicks", CONTROLLER)], upward(calls)
    entries = [call for call in calls if call[1] == CONTROLLER]
    assert len(entries) == 1, f"the controller entered {len(entries)} times: {entries}"


def documented_path() -> list[str]:
    """The modules of the ```path block of docs/architecture.md, in order."""
    block = re.search(r"```path\n(.*?)```", DOC.read_text(encoding="utf-8"), flags=re.S)
    assert block is not None, "docs/architecture.md has no ```path block"
    return [line.split()[1] for line in block.group(1).splitlines() if re.match(r"\s*\d+\.", line)]


async def traced_call(world: Any, bot: Any, table: int) -> tuple[list[str], list[tuple[str, str]]]:
    deal = await bot.tables.deal_in_play(table)
    verb = next(o.kind for o in deal.legal().options if o.kind in ("call", "see"))
    custom_id = f"pk:{table}:{deal.setup.number}:{len(deal.history)}:{verb}"
    message = await world.wait_until(lambda: custom_id in table_message(world).custom_ids and table_message(world))
    clicker = next(u for u in (world.cast.alice, world.cast.bob, world.cast.carol)
                   if str(u.id) == deal.setup.players[deal.to_act])
    ui = bot.table_controller.ui[table]  # quiet before the click: the last change drawn, DMs sent
    for _ in range(600):
        if not ui.shown.stale and (ui.shown.edit_task is None or ui.shown.edit_task.done()) and not ui.running:
            break
        await asyncio.sleep(0.05)
    entered: list[str] = []
    calls: list[tuple[str, str]] = []  # (caller, callee), one for each new call across modules
    begun: set[FrameType] = set()  # a coroutine resumed is the same call, not a new one
    answered = asyncio.Event()
    loop = asyncio.get_running_loop()
    # The answer: the table posted afresh at the next member's turn (a follow-up), or edited.
    answers = {discord.Webhook.send.__code__, discord.Interaction.edit_original_response.__code__}

    def watch(frame: FrameType, event: str, _arg: object) -> None:
        if event != "call" or answered.is_set():
            return
        if frame.f_code in answers:
            loop.call_soon_threadsafe(answered.set)
            answered.set()
            return
        module = frame.f_globals.get("__name__", "")
        if not module.startswith(OURS) or frame in begun:
            return
        begun.add(frame)
        if module not in entered:
            entered.append(module)
        caller = frame.f_back
        while caller is not None and not caller.f_globals.get("__name__", "").startswith(OURS):
            caller = caller.f_back  # through asyncio and discord.py, to the nearest of ours
        if caller is not None and caller.f_code is not STARTED and caller.f_globals["__name__"] != module:
            calls.append((caller.f_globals["__name__"], module))

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
    return entered, calls


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
    path, calls = await traced_call(world, bot, table)
    check_shape(calls)
    documented = documented_path()
    assert [m for m in path if m in documented] == documented, "\n".join(path)
    assert [m for m in documented if within(m, SIDE)] == [m for m in path if within(m, SIDE)], "\n".join(path)

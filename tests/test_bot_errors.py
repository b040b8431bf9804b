"""End to end: a slash command and a table button fail alike (`answers.answer_failure`).

Each family of failure has one answer, whichever way the member asked:
- a refusal (the engine's `EngineError`, the services' `ServiceError`): its own words, privately,
  and nothing logged at ERROR;
- anything unexpected: "Something went wrong (ref …)", privately, and one ERROR line with the
  same reference and the traceback;
- an interaction whose token ran out: no answer at all, an INFO line, nothing played.
"""

from __future__ import annotations

import asyncio
import logging
import re

import pytest

from bot.services.errors import TableError
from bot.text.refusals import refusal
from discord_emulator import CallbackType
from engine.deal import IllegalAction
from engine.errors import EngineError
from tests.test_bot_defects import started
from tests.test_bot_tables import table_message, wait_for_step
from tests.test_bot_varieties import deal_one

WENT_WRONG = re.compile(r"Something went wrong \(ref ([0-9a-f]{8})\)\. The table is unchanged; please try again\.")
DEFERRED = (CallbackType.DEFERRED_CHANNEL_MESSAGE, CallbackType.DEFERRED_UPDATE_MESSAGE)


async def answer(record) -> tuple[str, bool]:
    """The bot's answer to an interaction: its words and whether only the member saw them."""
    if record.callback_type in DEFERRED:
        (message, *_rest) = await record.wait_followups(1)
        return message.content, message.ephemeral
    return record.callback_data.get("content", ""), record.ephemeral


def errors_logged(caplog) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.levelno >= logging.ERROR]


def forgive(runner, refs: list[str]) -> None:
    """The failures this test caused on purpose are not the invariants' business; any other is."""
    problems = runner.invariants.problems
    problems[:] = [p for p in problems if not any(f"ref {ref}" in p for ref in refs)]


class Boom(RuntimeError):
    """A failure nobody planned for."""


FAILURES = {
    "unexpected": Boom("a wire came loose"),
    "service refusal": TableError("no deal is in play at this table"),
    "engine refusal": IllegalAction("you may not pass now"),
    "engine base": EngineError("that card is not in the pack"),
}


@pytest.mark.parametrize("family", sorted(FAILURES))
async def test_a_command_and_a_button_give_the_same_answer(discord_world, bot_runner, tmp_path, caplog,
                                                            monkeypatch, family):
    caplog.set_level(logging.INFO)
    world, cast = discord_world, discord_world.cast
    bot, table_id = await started(world, bot_runner, tmp_path)
    deal = await deal_one(world, bot, table_id, cast.bob)
    await wait_for_step(world, bot, table_id, deal.setup.number, len(deal.history))
    failure = FAILURES[family]

    async def fail(*_args: object, **_kwargs: object) -> None:
        raise failure

    caplog.clear()
    with monkeypatch.context() as patch:
        patch.setattr(bot.tables, "table_in", fail)  # /poker table's first look-up
        typed = await answer(await world.slash(cast.alice, cast.poker, "poker table"))
    typed_errors = errors_logged(caplog)

    caplog.clear()
    with monkeypatch.context() as patch:
        patch.setattr(bot.clicks, "on_hand", fail)
        message = table_message(world)
        hand_button = next(c for c in message.custom_ids if c.endswith(":hand"))
        clicked = await answer(await world.click(cast.alice, message, hand_button))
    clicked_errors = errors_logged(caplog)

    assert typed[1] and clicked[1], "a failure is told privately"
    if family == "unexpected":
        refs = []
        for (text, _private), errors in ((typed, typed_errors), (clicked, clicked_errors)):
            match = WENT_WRONG.fullmatch(text)
            assert match, text
            refs.append(match[1])
            assert len(errors) == 1, [r.getMessage() for r in errors]
            assert f"ref {match[1]}" in errors[0].getMessage()
            assert errors[0].exc_info is not None and errors[0].exc_info[1] is failure
        assert refs[0] != refs[1]
        forgive(bot_runner, refs)
    else:
        assert typed[0] == clicked[0] == refusal(str(failure)) == str(failure).capitalize() + "."
        assert typed_errors == clicked_errors == []


async def test_an_expired_command_and_an_expired_click_are_left_alike(discord_world, bot_runner, tmp_path, caplog):
    """Discord's token ran out before the bot answered: the command and the click both stop at
    their first answer, say nothing (not even by DM), log no ERROR, and change nothing."""
    caplog.set_level(logging.INFO)
    world, cast = discord_world, discord_world.cast
    bot, table_id = await started(world, bot_runner, tmp_path)
    deal = await deal_one(world, bot, table_id, cast.bob)
    number, step = deal.setup.number, len(deal.history)
    await wait_for_step(world, bot, table_id, number, step)
    to_act = next(u for u in (cast.alice, cast.bob, cast.carol) if str(u.id) == deal.setup.players[deal.to_act])
    verb = next(v for v in ("decline_straddle", "come_in", "pass") if v in {o.kind for o in deal.legal().options})

    async def gave_up(times: int) -> None:
        """Until the bot has given up `times` interactions (a log line wakes no emulator waiter)."""
        async with asyncio.timeout(10):
            while caplog.text.count("could no longer be answered") < times:
                await asyncio.sleep(0.01)

    caplog.clear()
    typed = await world.slash(cast.alice, cast.poker, "poker table", expired=True)
    await gave_up(1)
    message = table_message(world)
    clicked = await world.click(to_act, message, f"pk:{table_id}:{number}:{step}:{verb}", expired=True)
    await gave_up(2)

    for record in (typed, clicked):
        bot_runner.invariants.exempt(record.id)
        assert record.callback is None and record.followups == []
    assert errors_logged(caplog) == []
    for user in {cast.alice, to_act}:
        assert not any("went wrong" in m.content.lower() for m in world.dms(user))
    assert len((await bot.tables.deal_in_play(table_id)).history) == step, "the expired click played nothing"

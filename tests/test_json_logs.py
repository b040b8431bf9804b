"""LOG_FORMAT=json: one JSON object a line, with the table, deal and guild where they apply; the
text format stays the default; and the log's privacy check reads what either format prints."""

from __future__ import annotations

import asyncio
import io
import json
import logging

import pytest

from bot.settings import LOG_IDS, TEXT_FORMAT, JsonLines, Settings


def capture(formatter: logging.Formatter) -> tuple[logging.Handler, io.StringIO]:
    out = io.StringIO()
    handler = logging.StreamHandler(out)
    handler.setFormatter(formatter)
    return handler, out


def lines_of(out: io.StringIO) -> list[dict[str, object]]:
    return [json.loads(line) for line in out.getvalue().splitlines()]


@pytest.fixture
def poker_log():
    logger = logging.getLogger("poker.test_json_logs")
    logger.setLevel(logging.DEBUG)
    handler, out = capture(JsonLines())
    logger.addHandler(handler)
    try:
        yield logger, out
    finally:
        logger.removeHandler(handler)


def test_text_is_the_default_and_json_is_asked_for():
    assert Settings().log_format == "text"
    assert Settings(log_format=" JSON ").log_format == "json"
    assert isinstance(Settings(log_format="json").log_handler().formatter, JsonLines)
    text = Settings().log_handler().formatter
    assert text is not None and not isinstance(text, JsonLines) and text._fmt == TEXT_FORMAT


def test_a_bad_log_format_is_named_in_one_line():
    from pydantic import ValidationError

    from bot.cli.support import settings_message

    with pytest.raises(ValidationError) as caught:
        Settings(log_format="xml")
    message = settings_message(caught.value)
    assert "\n" not in message and message.startswith("LOG_FORMAT"), message


def test_a_json_line_is_one_object_with_time_level_logger_and_message(poker_log):
    logger, out = poker_log
    logger.info("table %s stopped", 7, extra={"table": 7, "guild": 1575453883109609472})
    try:
        raise ValueError("two\nlines")
    except ValueError:
        logger.warning("it failed", exc_info=True)
    assert len(out.getvalue().splitlines()) == 2  # the traceback stays on its line
    first, second = lines_of(out)
    assert set(first) == {"time", "level", "logger", "message", "table", "guild"}
    assert first["message"] == "table 7 stopped" and first["level"] == "INFO"
    assert first["logger"] == "poker.test_json_logs"
    assert first["table"] == 7 and first["guild"] == "1575453883109609472"  # a snowflake as text
    assert str(first["time"]).endswith("+00:00")
    assert "ValueError: two\nlines" in str(second["exception"])
    assert "table" not in second  # nothing said what it was about


def test_a_tables_task_logs_about_its_table(poker_log):
    from bot.discord_side.table_state import TableUI

    logger, out = poker_log
    ui = TableUI(table_id=12, channel_id=34, guild="56")

    async def work() -> None:
        logger.info("the clock fired")

    async def main() -> None:
        LOG_IDS.set((("table", 99), ("deal", 3)))  # a click's, before the task starts
        await ui.start(work())
        logger.info("after")

    asyncio.run(main())
    inside, after = lines_of(out)
    assert (inside["table"], inside["guild"]) == (12, "56") and "deal" not in inside
    assert (after["table"], after["deal"]) == (99, 3)  # the task's marks stayed in the task


def test_the_privacy_check_reads_a_card_in_a_json_line_and_in_a_chained_traceback():
    """A card that only the formatted line shows (the cause of a chained exception, which the
    text and JSON formats print in full) is caught, as a card in the message is."""
    from tests.table_invariants import TableInvariants, _LogWatch

    invariants = TableInvariants(world=None)  # type: ignore[arg-type]
    watch = _LogWatch(invariants)
    logger = logging.getLogger("poker.test_json_logs.watched")
    logger.addHandler(watch)
    try:
        try:
            try:
                raise ValueError("the discard was A♠ K♦")
            except ValueError as cause:
                raise RuntimeError("a DM failed") from cause
        except RuntimeError:
            logger.warning("could not send", exc_info=True)
        logger.info("plain line", extra={"table": 3})
    finally:
        logger.removeHandler(watch)
    assert [p for p in invariants.problems if p.startswith("a card in a log line")], invariants.problems
    assert len(invariants.problems) == 1, invariants.problems


async def test_a_click_that_fails_logs_its_table_deal_and_guild(discord_world, bot_runner, tmp_path,
                                                               monkeypatch, poker_log):
    """End to end in JSON: the ERROR of a click's unexpected failure names its table, deal and
    guild, with the traceback on the same line."""
    from tests.test_bot_defects import started
    from tests.test_bot_errors import WENT_WRONG, answer, forgive
    from tests.test_bot_tables import table_message, wait_for_step
    from tests.test_bot_varieties import deal_one

    world, cast = discord_world, discord_world.cast
    bot, table_id = await started(world, bot_runner, tmp_path)
    deal = await deal_one(world, bot, table_id, cast.bob)
    await wait_for_step(world, bot, table_id, deal.setup.number, len(deal.history))
    handler, out = capture(JsonLines())
    errors = logging.getLogger("poker.errors")
    errors.addHandler(handler)

    async def fail(*_args: object, **_kwargs: object) -> None:
        raise RuntimeError("a wire came loose")

    try:
        with monkeypatch.context() as patch:
            patch.setattr(bot.clicks, "on_hand", fail)
            message = table_message(world)
            hand_button = next(c for c in message.custom_ids if c.endswith(":hand"))
            text, _private = await answer(await world.click(cast.alice, message, hand_button))
    finally:
        errors.removeHandler(handler)
    ref = WENT_WRONG.fullmatch(text)
    assert ref, text
    forgive(bot_runner, [ref[1]])
    (line,) = lines_of(out)
    assert line["level"] == "ERROR" and f"ref {ref[1]}" in str(line["message"])
    assert (line["table"], line["deal"], line["guild"]) == (table_id, deal.setup.number, str(cast.guild.id))
    assert "RuntimeError: a wire came loose" in str(line["exception"])


async def test_poker_bot_run_in_json_prints_only_json_lines_and_serves_its_checks(discord_world, tmp_path):
    """`poker-bot run` with LOG_FORMAT=json and METRICS_ADDRESS, as a process: every line it
    prints is one JSON object (its own "connecting" line too), and /readyz and /metrics answer."""
    import os
    import signal
    import socket
    import sys
    from pathlib import Path

    import aiohttp

    world, cast = discord_world, discord_world.cast
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1]), "DISCORD_TOKEN": world.token,
           "DISCORD_API_BASE": world.api_base, "DISCORD_GATEWAY_URL": world.gateway_url,
           "DATABASE_URL": f"sqlite:///{tmp_path / 'poker.db'}", "LOG_LEVEL": "INFO",
           "LOG_FORMAT": "json", "METRICS_ADDRESS": f"127.0.0.1:{port}"}
    sessions = len(world.sessions)
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", "run", cwd=tmp_path, env=env,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    try:
        await world.wait_until(lambda: len(world.sessions) > sessions and world.sessions[-1].ready, timeout=30,
                               what="the bot's gateway session")
        await world.wait_until(lambda: world.global_commands, timeout=30, what="the bot's commands")
        await (await world.slash(cast.alice, cast.poker, "poker start")).wait_followups(1)
        async with aiohttp.ClientSession() as session:
            for _ in range(120):  # READY reaches the bot a moment after the emulator sends it
                async with session.get(f"http://127.0.0.1:{port}/readyz") as response:
                    if response.status == 200:
                        break
                await asyncio.sleep(0.25)
            assert response.status == 200, await response.text()
            async with session.get(f"http://127.0.0.1:{port}/metrics") as response:
                scraped = await response.text()
        process.send_signal(signal.SIGTERM)
        _out, err = await asyncio.wait_for(process.communicate(), timeout=30)
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
    assert process.returncode == 0, err.decode()
    assert 'poker_tables_open{variety="draw"} 1.0' in scraped
    lines = [json.loads(line) for line in err.decode().splitlines()]
    assert lines and all({"time", "level", "logger", "message"} <= set(line) for line in lines)
    messages = [str(line["message"]) for line in lines]
    assert any(m.startswith("poker-bot run: connecting to Discord at") for m in messages), messages
    assert any("stopped on SIGTERM" in m for m in messages), messages
    assert not [line for line in lines if line["level"] in ("ERROR", "CRITICAL")], lines

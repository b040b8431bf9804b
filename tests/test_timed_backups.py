"""BACKUP_EVERY and BACKUP_KEEP: the running bot backs its database up on a timer, keeps the
newest, and each restores with a clean audit; a bad setting is one line."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from pydantic import ValidationError

from bot.cli.support import settings_message
from bot.services.backups import TimedBackups, parse_every
from bot.settings import Settings
from tests.cli_run import environment, poker_bot

WAIT = 60.0  # seconds: only a hang takes this long


def test_the_time_between_backups_is_read_with_its_unit():
    assert [parse_every(t) for t in ("90", "90s", "30m", "6h", "1d", " 2H ")] == [90, 90, 1800, 21600, 86400, 7200]
    for bad in ("0", "soon", "6 hours", "-1h", "400d", "1.5h"):
        with pytest.raises(ValueError):
            parse_every(bad)


def test_a_bad_setting_is_one_line_naming_it(monkeypatch, tmp_path):
    monkeypatch.setenv("BACKUP_EVERY", "soon")
    with pytest.raises(ValidationError) as caught:
        Settings()
    assert settings_message(caught.value).startswith("BACKUP_EVERY: 'soon' is not a time between backups")
    ran = poker_bot("run", cwd=tmp_path, env=environment(DISCORD_TOKEN="x", BACKUP_EVERY="soon"))
    ran.one_line(2, "BACKUP_EVERY", "30m, 6h or 1d")
    monkeypatch.setenv("BACKUP_EVERY", "")
    assert Settings().backup_seconds() is None  # unset: no timed backups


async def until(check, what: str) -> None:
    async with asyncio.timeout(WAIT):
        while not check():
            await asyncio.sleep(0.05)


async def test_timed_backups_keep_the_newest_and_each_restores(tmp_path):
    db = tmp_path / "poker.db"
    assert poker_bot("simulate", "--db", str(db), "--hands", "6", "--players", "3", cwd=tmp_path).code == 0
    folder = tmp_path / "backups"
    (folder).mkdir()
    (folder / "notes.txt").write_text("not a backup: left alone")
    backups = TimedBackups(f"sqlite:///{db}", folder, every=1.0, keep=2)
    task = asyncio.create_task(backups.run())
    try:
        await until(lambda: len(backups.written) >= 4, "four timed backups")
    finally:
        backups.stop()
        await task
    kept = sorted(p.name for p in folder.glob("poker-*.jsonl"))
    assert kept == sorted(p.name for p in backups.written[-2:]), kept  # the newest two
    assert (folder / "notes.txt").exists()
    for name in kept:
        ran = await asyncio.to_thread(poker_bot, "restore", str(folder / name), "--db", str(tmp_path / f"{name}.db"),
                                      cwd=tmp_path)
        assert ran.code == 0 and "audit passed" in ran.out, ran.out + ran.err


async def test_a_failed_backup_is_logged_and_the_timer_goes_on(tmp_path, caplog):
    backups = TimedBackups(f"sqlite:///{tmp_path / 'missing.db'}", tmp_path / "backups", every=1.0, keep=2)
    assert await backups.once() is None
    assert "timed backup" in caplog.text and "no database at" in caplog.text


async def test_the_bot_backs_up_while_it_runs(discord_world, bot_runner, tmp_path, monkeypatch):
    from bot.discord_side.app import PokerBot

    monkeypatch.setenv("BACKUP_EVERY", "1s")
    monkeypatch.setenv("BACKUP_KEEP", "1")
    bot = PokerBot(Settings(database_url=f"sqlite:///{tmp_path}/poker.db"), state_dir=tmp_path)
    await bot_runner.start(bot)
    assert bot.backups is not None
    backups = bot.backups
    await until(lambda: len(backups.written) >= 2, "two timed backups")
    await bot_runner.stop(bot)
    assert bot._backing_up is not None and bot._backing_up.done()  # stopped with the bot
    assert [p.name for p in Path(tmp_path / "backups").glob("poker-*.jsonl")] == [backups.written[-1].name]

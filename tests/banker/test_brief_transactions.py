"""Brief transactions (a click's action, a hand noted as sent, a keyed read): the same laws as
any other on both backends, and on SQLite their statements run on the event loop's thread,
while whatever may wait on another process stays in the connection's own."""

from __future__ import annotations

import asyncio
import threading

import pytest

from bot.storage import DatabaseUnusable, IntegrityViolation, open_storage
from bot.storage.sqlite import SqliteDriver


async def _funded(storage) -> tuple[int, int]:
    async with storage.transaction() as tx:
        banker = await tx.account_id("g", "banker", "banker")
        wallet = await tx.account_id("g", "wallet", "wallet:m", member="m")
        await tx.post("g", "buy", {banker: -5, wallet: 5}, at="t", member="m")
    return banker, wallet


async def test_a_brief_write_commits_refuses_and_rolls_back_as_any_other(storage):
    banker, wallet = await _funded(storage)
    async with storage.transaction(brief=True) as tx:
        await tx.post("g", "cashout", {banker: 2, wallet: -2}, at="t", member="m", idem_key="out:1")
    with pytest.raises(IntegrityViolation) as caught:  # below zero: the whole transaction refused
        async with storage.transaction(brief=True) as tx:
            await tx.post("g", "cashout", {banker: 1, wallet: -1}, at="t", member="m")
            await tx.post("g", "cashout", {banker: 9, wallet: -9}, at="t", member="m")
    assert caught.value.kind == "check"
    with pytest.raises(RuntimeError):
        async with storage.transaction(brief=True) as tx:
            await tx.post("g", "cashout", {banker: 1, wallet: -1}, at="t", member="m")
            raise RuntimeError("the bot fell over")
    async with storage.transaction(brief=True) as tx:  # the same key posts once
        assert await tx.post("g", "cashout", {banker: 2, wallet: -2}, at="t", member="m", idem_key="out:1") is None
    async with storage.transaction(readonly=True, brief=True) as tx:
        assert await tx.balances([banker, wallet]) == {banker: -3, wallet: 3}
        assert (await tx.counts())["entries"] == 2


async def test_a_brief_read_sees_a_write_whole_or_not_at_all(storage):
    """Read while a write is half done: SQLite's reader waits for it to commit (one connection),
    PostgreSQL's sees the state before it; neither sees the half."""
    banker, wallet = await _funded(storage)
    seen: list[dict[int, int]] = []
    go_on = asyncio.Event()

    async def writer() -> None:
        async with storage.transaction() as tx:
            await tx.post("g", "cashout", {banker: 1, wallet: -1}, at="t", member="m")
            go_on.set()
            await asyncio.sleep(0.05)  # the reader reads meanwhile
            await tx.post("g", "cashout", {banker: 2, wallet: -2}, at="t", member="m")

    async def reader() -> None:
        await go_on.wait()
        async with storage.transaction(readonly=True, brief=True) as tx:
            seen.append(await tx.balances([banker, wallet]))

    await asyncio.gather(writer(), reader())
    before, after = {banker: -5, wallet: 5}, {banker: -2, wallet: 2}
    assert seen == [after if storage.dialect == "sqlite" else before]


def _thread_probe(driver: SqliteDriver) -> list[int]:
    """The threads a `SELECT probe()` ran on, in order."""
    threads: list[int] = []
    assert driver.raw is not None
    driver.raw.create_function("probe", 0, lambda: threads.append(threading.get_ident()) or 1)
    return threads


async def test_on_sqlite_a_brief_transaction_runs_its_statements_on_the_loops_thread(tmp_path):
    storage = await open_storage(f"sqlite:///{tmp_path / 'poker.db'}")
    try:
        driver = storage.driver
        assert isinstance(driver, SqliteDriver)
        threads = _thread_probe(driver)
        loop_thread = threading.get_ident()
        for readonly in (False, True):
            async with storage.transaction(readonly=readonly, brief=True) as tx:
                await tx.conn.fetchval("SELECT probe()")
            async with storage.transaction(readonly=readonly) as tx:
                await tx.conn.fetchval("SELECT probe()")
        assert threads[0] == threads[2] == loop_thread  # brief: no trip to the connection's thread
        assert threads[1] != loop_thread and threads[3] != loop_thread  # the others: in its thread
    finally:
        await storage.close()


async def test_on_sqlite_a_brief_write_waits_for_another_process_without_stopping_the_loop(tmp_path):
    """Its BEGIN IMMEDIATE waits (the busy timeout) in the connection's thread: had it waited on
    the loop's, the other connection, on the same loop, could never commit, and the brief write
    would fail as locked once the timeout ran out."""
    path = f"sqlite:///{tmp_path / 'poker.db'}"
    first, second = await open_storage(path), await open_storage(path)
    try:
        banker, wallet = await _funded(first)
        holding = asyncio.Event()

        async def hold_the_lock() -> None:
            async with first.transaction() as tx:
                await tx.post("g", "cashout", {banker: 1, wallet: -1}, at="t", member="m")
                holding.set()
                await asyncio.sleep(0.3)

        async def brief_write() -> None:
            await holding.wait()
            async with second.transaction(brief=True) as tx:
                await tx.post("g", "cashout", {banker: 2, wallet: -2}, at="t", member="m")

        await asyncio.wait_for(asyncio.gather(hold_the_lock(), brief_write()), timeout=30)
        async with second.transaction(readonly=True, brief=True) as tx:
            assert await tx.balances([banker, wallet]) == {banker: -2, wallet: 2}
    except DatabaseUnusable as exc:  # what a BEGIN IMMEDIATE on the loop's thread comes to
        pytest.fail(f"the brief write did not wait its turn: {exc}")
    finally:
        await second.close()
        await first.close()

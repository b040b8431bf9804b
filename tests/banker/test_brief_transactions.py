"""Brief transactions (a click's action, a hand noted as sent, a keyed read): the same laws as
any other on both backends, and on SQLite their statements run on the event loop's thread,
while whatever may wait on another process stays in the connection's own."""

from __future__ import annotations

import asyncio
import threading
import time

import pytest

from bot.storage import DatabaseUnusable, IntegrityViolation, StorageError, open_storage
from bot.storage.sqlite import BUSY_TIMEOUT_MS, SqliteDriver
from bot.storage.sqlite_log import EVERY


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
    the loop's, the other connection, on the same loop, could not go on until the timeout ran
    out (its 0.3 s would take the 10 s), and the brief write would fail as locked."""
    path = f"sqlite:///{tmp_path / 'poker.db'}"
    first, second = await open_storage(path), await open_storage(path)
    try:
        banker, wallet = await _funded(first)
        holding = asyncio.Event()
        held: list[float] = []

        async def hold_the_lock() -> None:
            async with first.transaction() as tx:
                await tx.post("g", "cashout", {banker: 1, wallet: -1}, at="t", member="m")
                holding.set()
                began = time.monotonic()
                await asyncio.sleep(0.3)
                held.append(time.monotonic() - began)

        async def brief_write() -> None:
            await holding.wait()
            async with second.transaction(brief=True) as tx:
                await tx.post("g", "cashout", {banker: 2, wallet: -2}, at="t", member="m")

        await asyncio.wait_for(asyncio.gather(hold_the_lock(), brief_write()), timeout=30)
        assert held[0] < BUSY_TIMEOUT_MS / 2000, f"the loop stood still for {held[0]:.1f} s"
        async with second.transaction(readonly=True, brief=True) as tx:
            assert await tx.balances([banker, wallet]) == {banker: -2, wallet: 2}
    except DatabaseUnusable as exc:  # what a BEGIN IMMEDIATE on the loop's thread comes to
        pytest.fail(f"the brief write did not wait its turn: {exc}")
    finally:
        await second.close()
        await first.close()


async def test_on_sqlite_the_log_is_checkpointed_by_a_connection_of_its_own(tmp_path):
    """The bot's connection never checkpoints (a brief write's commit is on the loop's thread);
    the checkpoints' connection does, so the log is reused, not grown without end."""
    storage = await open_storage(f"sqlite:///{tmp_path / 'poker.db'}")
    try:
        driver = storage.driver
        assert isinstance(driver, SqliteDriver) and driver.log is not None
        assert await driver.pragma("wal_autocheckpoint") == 0
        banker, wallet = await _funded(storage)
        sizes = []
        for _ in range(5):
            for _ in range(EVERY):
                async with storage.transaction(brief=True) as tx:
                    await tx.post("g", "cashout", {banker: 1, wallet: -1}, at="t", member="m")
                    await tx.post("g", "buy", {banker: -1, wallet: 1}, at="t", member="m")
            if driver.log._checkpoint is not None:
                await driver.log._checkpoint
            sizes.append((tmp_path / "poker.db-wal").stat().st_size)
        # Unchecked, the log would hold all 1,000 writes: five times the first 200's.
        assert sizes[-1] <= 2 * sizes[0], f"the log grew: {sizes}"
    finally:
        await storage.close()


async def test_on_sqlite_no_write_is_over_before_the_log_is_synced_after_its_commit(tmp_path):
    """Commits append to the log unsynced, off the loop's way; a write's caller goes on only
    once a sync begun after its commit has ended, and writes made together share syncs."""
    storage = await open_storage(f"sqlite:///{tmp_path / 'poker.db'}")
    try:
        driver = storage.driver
        assert isinstance(driver, SqliteDriver) and driver.log is not None
        log, begun = driver.log, []
        sync = log.sync_file

        def recorded_sync() -> None:
            begun.append(log.commits)  # the commits made when this sync began
            sync()

        log.sync_file = recorded_sync  # type: ignore[method-assign]
        banker, wallet = await _funded(storage)
        for brief in (True, False, True):
            async with storage.transaction(brief=brief) as tx:
                await tx.post("g", "cashout", {banker: 1, wallet: -1}, at="t", member="m")
            assert begun and max(begun) >= log.commits, "a write was over before its commit was synced"

        async def one_write() -> None:
            async with storage.transaction(brief=True) as tx:
                await tx.post("g", "buy", {banker: -1, wallet: 1}, at="t", member="m")

        before = len(begun)
        await asyncio.gather(*(one_write() for _ in range(50)))
        assert max(begun) >= log.commits
        assert len(begun) - before <= 3, f"{len(begun) - before} syncs for 50 writes made together"
    finally:
        await storage.close()


async def test_on_sqlite_a_failed_sync_fails_its_writes_and_the_next_write_is_synced(tmp_path):
    """The disk refusing a sync fails the writes that waited on it, in words; the log's own
    thread goes on, so the next write is synced and over as any other."""
    storage = await open_storage(f"sqlite:///{tmp_path / 'poker.db'}")
    try:
        driver = storage.driver
        assert isinstance(driver, SqliteDriver) and driver.log is not None
        log, sync, refused = driver.log, driver.log.sync_file, []

        def refusing_once() -> None:
            if not refused:
                refused.append(log.commits)
                raise OSError(5, "Input/output error")
            sync()

        banker, wallet = await _funded(storage)
        log.sync_file = refusing_once  # type: ignore[method-assign]
        with pytest.raises(DatabaseUnusable, match="the disk failed to write it"):
            async with storage.transaction(brief=True) as tx:
                await tx.post("g", "cashout", {banker: 1, wallet: -1}, at="t", member="m")
        syncs = log.syncs
        async with storage.transaction(brief=True) as tx:
            await tx.post("g", "buy", {banker: -1, wallet: 1}, at="t", member="m")
        assert refused and log.syncs == syncs + 1 and log.synced == log.commits
    finally:
        await storage.close()


async def test_on_sqlite_without_wal_each_commit_syncs_itself(tmp_path, monkeypatch):
    """Where the filesystem gives no write-ahead log, there is no log to sync after the commit:
    SQLite's own FULL sync does it, and brief writes work as any other."""
    import bot.storage.sqlite as sqlite_module

    async def no_wal(db) -> str:
        return "delete"

    monkeypatch.setattr(sqlite_module, "_journal_mode", no_wal)
    storage = await open_storage(f"sqlite:///{tmp_path / 'poker.db'}")
    try:
        driver = storage.driver
        assert isinstance(driver, SqliteDriver)
        assert driver.log is None and await driver.pragma("synchronous") == 2
        banker, wallet = await _funded(storage)
        async with storage.transaction(brief=True) as tx:
            await tx.post("g", "cashout", {banker: 2, wallet: -2}, at="t", member="m")
        async with storage.transaction(readonly=True, brief=True) as tx:
            assert await tx.balances([banker, wallet]) == {banker: -3, wallet: 3}
    finally:
        await storage.close()


async def test_a_single_statements_transaction_runs_it_and_refuses_a_second(storage):
    """`single`: a transaction of one statement, which may go without BEGIN and COMMIT; a
    second statement would not be atomic with it, so it is refused before it runs."""
    banker, wallet = await _funded(storage)
    async with storage.transaction(readonly=True, brief=True, single=True) as tx:
        assert await tx.balances([banker, wallet]) == {banker: -5, wallet: 5}
    with pytest.raises(StorageError, match="second statement"):
        async with storage.transaction(readonly=True, brief=True, single=True) as tx:
            await tx.balances([banker])
            await tx.balances([wallet])
    async with storage.transaction(brief=True, single=True) as tx:
        await tx.save_dm_channel("m", "11", "t")
    with pytest.raises(IntegrityViolation):  # refused whole, as in a transaction
        async with storage.transaction(brief=True, single=True) as tx:
            await tx.conn.execute("INSERT INTO dm_channels (member, channel_id, updated_at) VALUES (?, ?, ?), "
                                  "(?, ?, ?)", "n", "12", "t", "n", "13", "t")
    async with storage.transaction(readonly=True) as tx:
        assert await tx.dm_channels(["m", "n"]) == {"m": "11"}


async def test_on_postgres_a_single_statement_is_sent_alone(storage):
    """No BEGIN and COMMIT around it (a trip each on a busy loop): it runs outside any
    transaction block, at the server's own isolation (a read in a transaction: REPEATABLE
    READ)."""
    if storage.dialect != "postgres":
        pytest.skip("SQLite's BEGIN is no trip to a server")
    sql = "SELECT current_setting('transaction_isolation')"
    async with storage.transaction(readonly=True, brief=True) as tx:
        assert await tx.conn.fetchval(sql) == "repeatable read"
    begun = storage.driver.blocks
    async with storage.transaction(readonly=True, brief=True, single=True) as tx:
        assert await tx.conn.fetchval(sql) == "read committed"
    async with storage.transaction(brief=True, single=True) as tx:  # a write alike
        await tx.save_dm_channel("m", "11", "t")
    assert storage.driver.blocks == begun
    async with storage.transaction(brief=True) as tx:
        await tx.save_dm_channel("m", "12", "t")
    assert storage.driver.blocks == begun + 1

"""Posting an entry in few trips to the database: what it sends, and the locks it takes."""

from __future__ import annotations

import asyncio

import pytest

from bot.storage.timing import StorageWatch


class Counted(StorageWatch):
    def __init__(self) -> None:
        self.statements = 0

    def statement(self, kind: str, seconds: float) -> None:
        self.statements += 1


async def test_an_entry_of_many_lines_is_one_statement_on_postgres_and_three_on_sqlite(storage, backend):
    async with storage.transaction() as tx:
        banker = await tx.account_id("g", "banker", "banker")
        seats = [await tx.account_id("g", "seat", f"seat:{n}", member=str(n)) for n in range(6)]
    storage.watch = watch = Counted()
    lines = {banker: -21, **{seat: n + 1 for n, seat in enumerate(seats)}}
    async with storage.transaction() as tx:
        entry = await tx.post("g", "buy", lines, at="t", idem_key="k")
    assert watch.statements == (1 if backend.name == "postgres" else 3)
    async with storage.transaction(readonly=True) as tx:  # what the separate statements stored
        assert entry is not None and await tx.entry_lines(entry) == lines
        assert await tx.balances(list(lines)) == lines


async def test_an_entry_locks_its_accounts_in_the_order_of_their_ids(backend):
    """Two posts at once over shared accounts cannot deadlock: each takes its accounts' locks
    lowest id first.  A post waiting for account a must not already hold b, or a transaction
    that holds a and then posts to b waits for it, and it for that one."""
    if backend.name != "postgres":
        pytest.skip("SQLite lets one transaction write at a time: there is no row lock to order")
    first, second = await backend.open(), await backend.open()
    try:
        async with first.transaction() as tx:
            a = await tx.account_id("g", "banker", "banker")
            b = await tx.account_id("g", "wallet", "wallet:b", member="b")
            c = await tx.account_id("g", "wallet", "wallet:c", member="c")
            await tx.post("g", "buy", {a: -10, b: 10}, at="t")
        assert a < b < c
        holding, waiting = asyncio.Event(), asyncio.Event()

        async def hold_a_then_post_to_b() -> None:
            async with first.transaction() as tx:
                await tx.lock_account(a)
                holding.set()
                await waiting.wait()
                await tx.post("g", "give", {b: -1, c: 1}, at="t")

        async def post_to_b_and_a() -> None:
            await holding.wait()
            async with second.transaction() as tx:
                await tx.post("g", "buy", {b: 2, a: -2}, at="t")

        held = asyncio.create_task(hold_a_then_post_to_b())
        posting = asyncio.create_task(post_to_b_and_a())
        await holding.wait()
        async with asyncio.timeout(30):  # the second post waits for a, which the first holds
            while not await _waiting_for_a_lock(first):
                await asyncio.sleep(0.01)
        waiting.set()
        await asyncio.gather(held, posting)  # a deadlock would raise here
        async with first.transaction(readonly=True) as tx:
            assert await tx.balances([a, b, c]) == {a: -12, b: 11, c: 1}
    finally:
        await first.close()
        await second.close()


async def _waiting_for_a_lock(storage) -> bool:
    async with storage.transaction(readonly=True) as tx:
        return bool(await tx.conn.fetchval("SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' "
                                           "AND datname = current_database()"))

"""A click's write on both engines: the table's lock, the action and its chips in one statement
on PostgreSQL, all or nothing, and the lock still holding against another process."""

from __future__ import annotations

import asyncio
import random

import pytest

from bot.services.audit import audit
from bot.storage import IntegrityViolation, StorageError
from bot.storage.ledger_queries import Posting
from bot.storage.play_queries import Recorded
from bot.storage.postgres import PostgresDriver
from engine.deal import random_legal_action
from tests.banker.play import GUILD, seated_table
from tests.banker.test_member_locales import Counted, blocks


async def _dealt(bank, tables, storage, seed: str = "click write") -> tuple[int, int, int, dict[str, int], int]:
    """A table of three with a deal in play: (table, its version, the deal, seat accounts, pool)."""
    table_id = await seated_table(bank, tables, ["ann", "bob", "cy"])
    await tables.start_deal(table_id, seed=seed)
    async with storage.transaction(readonly=True) as tx:
        table = await tx.table(table_id)
        deal = await tx.playing_deal(table_id)
        owned = await tx.accounts(GUILD, table_id=table_id)
    seats = {a.member: a.id for a in owned if a.kind == "seat"}
    pool = next(a.id for a in owned if a.kind == "pool")
    return table_id, table.version, deal.id, seats, pool


async def _stored(storage, table_id: int, deal_id: int) -> tuple[int, int, int, dict[int, int]]:
    """(the table's version, the deal's actions, the journal's entries, the balances)."""
    async with storage.transaction(readonly=True) as tx:
        version = (await tx.table(table_id)).version
        actions = len(await tx.actions(deal_id))
        entries = await tx.conn.fetchval("SELECT count(*) FROM journal")
        balances = {a.id: a.balance for a in await tx.accounts(GUILD, table_id=table_id)}
    return version, actions, int(entries), balances


def _bet(table_id: int, deal_id: int, seat: int, pool: int, chips: int, seq: int = 0) -> Posting:
    return Posting(GUILD, "action", {seat: -chips, pool: chips}, "t", idem_key=f"test:{table_id}:{seq}",
                   table_id=table_id, deal_id=deal_id, seq=seq, memo="a test's bet")


async def test_a_click_is_one_statement_alone_on_postgres(backend, bank, tables, storage):
    table_id = await seated_table(bank, tables, ["ann", "bob", "cy"])
    await tables.start_deal(table_id, seed="one trip")
    rng, moved = random.Random(3), 0
    for _ in range(2):  # the first two actions (a deal of three goes on after them)
        deal = await tables.deal_in_play(table_id)
        action = random_legal_action(deal, rng)
        stacks = list(deal.stacks)
        storage.watch = watch = Counted()
        begun = blocks(storage)
        await tables.act(table_id, action, expect=(deal.setup.number, len(deal.history)))
        storage.watch = None
        chips = (await tables.deal_in_play(table_id)).stacks != stacks
        moved += chips
        sqlite = 2 + 3 * chips  # the lock with its check, the action, the entry's three
        assert (watch.statements, watch.transactions) == (1 if backend.name == "postgres" else sqlite, 1)
        assert blocks(storage) == begun  # no BEGIN and COMMIT
    assert moved == 1  # one of them moved chips, one did not
    assert (await audit(storage)).ok


async def test_a_refusal_writes_nothing(bank, tables, storage):
    table_id, version, deal_id, seats, pool = await _dealt(bank, tables, storage)
    before = await _stored(storage, table_id, deal_id)
    action = {"kind": "test"}
    async with storage.transaction(brief=True, single=True) as tx:  # another process changed the table
        done = await tx.play_action(table_id, version - 1, deal_id, 0, action, "ann", "t",
                                    _bet(table_id, deal_id, seats["ann"], pool, 5))
    assert (done.version, done.stale) == (None, True)
    assert await _stored(storage, table_id, deal_id) == before
    async with storage.transaction(brief=True, single=True) as tx:
        done = await tx.play_action(table_id, version, deal_id, 0, action, "ann", "t",
                                    _bet(table_id, deal_id, seats["ann"], pool, 5))
    assert done.version == version + 1
    played = await _stored(storage, table_id, deal_id)
    assert played[:3] == (version + 1, 1, before[2] + 1)
    assert played[3][seats["ann"]] == before[3][seats["ann"]] - 5
    async with storage.transaction(brief=True, single=True) as tx:  # that number is taken
        done = await tx.play_action(table_id, version + 1, deal_id, 0, action, "bob", "t",
                                    _bet(table_id, deal_id, seats["bob"], pool, 5, seq=1))
    assert (done.version, done.stale) == (None, False)
    assert await _stored(storage, table_id, deal_id) == played


async def test_chips_a_seat_has_not_fail_the_whole_statement(bank, tables, storage):
    table_id, version, deal_id, seats, pool = await _dealt(bank, tables, storage)
    before = await _stored(storage, table_id, deal_id)
    with pytest.raises(IntegrityViolation):
        async with storage.transaction(brief=True, single=True) as tx:
            await tx.play_action(table_id, version, deal_id, 0, {"kind": "test"}, "ann", "t",
                                 _bet(table_id, deal_id, seats["ann"], pool, 1_000))
    assert await _stored(storage, table_id, deal_id) == before  # no action, no version bumped


async def test_several_statements_are_refused_in_a_single_on_postgres(backend, storage):
    if backend.name != "postgres":
        pytest.skip("SQLite's single is a transaction still: several statements are atomic there")
    with pytest.raises(StorageError, match="several statements"):
        async with storage.transaction(single=True) as tx:
            tx.conn.together()


async def test_the_click_waits_for_another_process_holding_the_table(backend, bank, tables, storage):
    """The lock taken by the one statement is the one `lock_table` takes: a click waits for
    another process's transaction on the table, goes on if it rolled back, and is refused,
    writing nothing, if it changed the table."""
    if backend.name != "postgres":
        pytest.skip("SQLite lets one transaction write at a time: there is no row lock to wait for")
    table_id, version, deal_id, seats, pool = await _dealt(bank, tables, storage)
    other = await backend.open()
    try:
        for changes, seq in ((False, 0), (True, 1)):
            holding, letting_go = asyncio.Event(), asyncio.Event()
            held = asyncio.create_task(_hold(other, table_id, holding, letting_go, changes))
            await holding.wait()
            clicked = asyncio.create_task(_click(storage, table_id, version + seq, deal_id, seq,
                                                 _bet(table_id, deal_id, seats["ann"], pool, 1, seq=seq)))
            async with asyncio.timeout(30):
                while not await _waiting_for_a_lock(storage):
                    await asyncio.sleep(0.01)
            assert not clicked.done()
            letting_go.set()
            await held
            done = await clicked
            if not changes:
                assert done.version == version + 1
            else:
                assert (done.version, done.stale) == (None, True)
                stored = await _stored(storage, table_id, deal_id)
                assert stored[:2] == (version + 2, 1)  # the other's bump; our action not stored
    finally:
        await other.close()


async def _hold(storage, table_id: int, holding: asyncio.Event, letting_go: asyncio.Event, changes: bool) -> None:
    """Another process's transaction on the table: it changes it, or rolls back."""
    try:
        async with storage.transaction() as tx:
            await tx.lock_table(table_id)
            holding.set()
            await letting_go.wait()
            if not changes:
                raise RuntimeError("rolled back")
    except RuntimeError:
        assert not changes


async def _click(storage, table_id: int, version: int, deal_id: int, seq: int, posting: Posting) -> Recorded:
    async with storage.transaction(brief=True, single=True) as tx:
        return await tx.play_action(table_id, version, deal_id, seq, {"kind": "test"}, "ann", "t", posting)


async def _waiting_for_a_lock(storage) -> bool:
    assert isinstance(storage.driver, PostgresDriver)
    async with storage.transaction(readonly=True) as tx:
        return bool(await tx.conn.fetchval("SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' "
                                           "AND datname = current_database() AND query LIKE 'WITH tabled %'"))

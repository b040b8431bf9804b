"""Crash recovery: tables rebuilt exactly where they stood; a deal that cannot be rebuilt is void.

Each test plays with one service, then starts another on a fresh connection,
as the bot does after a restart.
"""

from __future__ import annotations

import random
import re

import pytest

from bot.services.audit import audit
from bot.services.ledger import Bank
from bot.services.tables import TableService
from engine.actions import Pass
from engine.deal import random_legal_action
from tests.banker.play import GUILD, balance, play_out, seat_balances, seated_table


async def restarted(backend):
    storage = await backend.open()
    return storage, TableService(storage)


async def test_a_deal_in_play_is_rebuilt_where_it_stood(backend, bank, tables, storage):
    table_id = await seated_table(bank, tables, ["ann", "bob", "cy", "dee"])
    await tables.start_deal(table_id, seed="resume")
    await play_out(tables, table_id, random.Random(1), most=5)
    before = await tables.deal_in_play(table_id)
    assert before is not None and len(before.history) == 5
    storage2, after_restart = await restarted(backend)
    try:
        report = await after_restart.recover()
        assert (report.tables, report.resumed, report.settled, report.void) == (1, [(table_id, 1)], [], [])
        rebuilt = await after_restart.deal_in_play(table_id)
        assert rebuilt.history == before.history
        assert rebuilt.to_act == before.to_act  # whose turn it is
        for seat in range(4):
            assert rebuilt.private_view(seat) == before.private_view(seat)
        # Play on in the new process: the old one's copy is simply out of date.
        await play_out(after_restart, table_id, random.Random(2))
        assert (await after_restart.summary(table_id)).deals == 1
        assert (await audit(storage2)).ok
    finally:
        await storage2.close()


async def test_a_deal_that_ended_but_was_not_paid_is_paid_on_recovery(backend, bank, tables, storage, monkeypatch):
    table_id = await seated_table(bank, tables, ["ann", "bob", "cy"])
    await tables.start_deal(table_id, seed="unpaid")

    async def crash(live):  # the bot dies between the last action's commit and the settlement's
        raise SystemExit("killed")

    monkeypatch.setattr(tables.settlement, "settle", crash)
    with pytest.raises(SystemExit):
        await play_out(tables, table_id, random.Random(3))
    # The last action and its chips are stored; the pool is not yet paid.
    async with storage.transaction(readonly=True) as tx:
        deal_row = await tx.playing_deal(table_id)
        assert deal_row is not None
    assert (await audit(storage)).ok  # consistent even at this moment
    storage2, after_restart = await restarted(backend)
    try:
        report = await after_restart.recover()
        assert report.settled == [(table_id, 1)] and report.resumed == []
        record = await after_restart.deal_record(table_id, 1)
        assert record.status == "finished" and record.verify() == []
        replayed = record.replay()
        seats = await seat_balances(storage2, GUILD, table_id)
        assert seats == dict(zip(replayed.setup.players, replayed.stacks, strict=True))
        assert await balance(storage2, GUILD, f"pool:{table_id}") == replayed.result.carried_out
        assert (await audit(storage2)).ok
    finally:
        await storage2.close()


async def _corrupt_the_record(storage, table_id: int) -> None:
    """Append an action the engine will refuse (the wrong seat), as a damaged record would hold."""
    async with storage.transaction() as tx:
        deal_row = await tx.playing_deal(table_id)
        actions = await tx.actions(deal_row.id)
        await tx.append_action(deal_row.id, len(actions), Pass(99).to_dict(), None, "t")


async def test_a_deal_that_cannot_be_rebuilt_is_void_and_every_bet_returned(backend, bank, tables, storage, limits):
    await limits.set(GUILD, "channel-1", "all_jackpots", True, by="admin")
    table_id = await seated_table(bank, tables, ["ann", "bob", "cy"], stake=50)
    # Deal 1: nobody opens, so its antes stay in the pool: an earlier deal, which stands.
    await tables.start_deal(table_id, seed="carried")
    while (deal := await tables.deal_in_play(table_id)) is not None:
        await tables.act(table_id, Pass(deal.to_act))
    standing = await seat_balances(storage, GUILD, table_id)
    carried = (await tables.summary(table_id)).carried
    assert carried == 6
    # Deal 2 is opened and bet on, then its record is damaged.
    await tables.start_deal(table_id, seed="damaged")
    rng = random.Random(4)
    for _ in range(4):
        deal = await tables.deal_in_play(table_id)
        if deal is None:
            break
        await tables.act(table_id, random_legal_action(deal, rng), expect=(2, len(deal.history)))
    if await tables.deal_in_play(table_id) is None:
        pytest.fail("the seed should keep deal 2 in play for four actions")
    assert await seat_balances(storage, GUILD, table_id) != standing  # fattening and bets went in
    await _corrupt_the_record(storage, table_id)
    storage2, after_restart = await restarted(backend)
    try:
        report = await after_restart.recover()
        assert report.void == [(table_id, 2, "action 4 (pass) cannot be replayed (IllegalAction)")]
        assert await seat_balances(storage2, GUILD, table_id) == standing
        assert await balance(storage2, GUILD, f"pool:{table_id}") == carried
        summary = await after_restart.summary(table_id)
        assert (summary.deals, summary.carried, summary.in_play) == (2, 6, None)
        assert dict(summary.seats) == standing
        record = await after_restart.deal_record(table_id, 2)
        assert record.status == "void" and "cannot be replayed" in record.void_reason
        await after_restart.start_deal(table_id, seed="after the void")  # the numbering goes on
        assert (await after_restart.deal_in_play(table_id)).setup.number == 3
        assert (await audit(storage2)).ok
    finally:
        await storage2.close()


async def test_a_record_the_ledger_disagrees_with_is_void(backend, bank, tables, storage):
    table_id = await seated_table(bank, tables, ["ann", "bob", "cy"])
    await tables.start_deal(table_id, seed="disagree")
    await play_out(tables, table_id, random.Random(2), most=3)
    assert (await tables.deal_in_play(table_id)) is not None
    async with storage.transaction() as tx:  # a stray movement: ann's seat loses a chip to bob's
        ann = (await tx.account(GUILD, f"seat:{table_id}:ann")).id
        bob = (await tx.account(GUILD, f"seat:{table_id}:bob")).id
        await tx.post(GUILD, "stray", {ann: -1, bob: 1}, at="t", table_id=table_id)
    storage2, after_restart = await restarted(backend)
    try:
        report = await after_restart.recover()
        assert [(t, n) for t, n, _ in report.void] == [(table_id, 1)]
        assert re.fullmatch("the ledger does not hold (ann|bob)'s chips as the record has them", report.void[0][2])
        # The deal's own entries are reversed; the stray entry, no part of the deal, stays.
        seats = await seat_balances(storage2, GUILD, table_id)
        assert seats == {"ann": 99, "bob": 101, "cy": 100}
        assert dict((await after_restart.summary(table_id)).seats) == seats
    finally:
        await storage2.close()


async def test_recovery_rebuilds_only_the_guilds_asked_for(backend, storage, clock):
    bank, tables = Bank(storage, clock), TableService(storage)
    first = await seated_table(bank, tables, ["ann", "bob"], guild="g1", channel="c")
    second = await seated_table(bank, tables, ["ann", "bob"], guild="g2", channel="c")
    for table_id in (first, second):
        await tables.start_deal(table_id, seed="shards")
    storage2, shard = await restarted(backend)
    try:
        report = await shard.recover(guilds=["g2"])
        assert report.tables == 1 and report.resumed == [(second, 1)]
    finally:
        await storage2.close()

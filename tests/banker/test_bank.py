"""The banker: selling and redeeming chips within the guild's limits, exactly once, never below zero."""

from __future__ import annotations

import asyncio
import random

import pytest

from bot.services.errors import BankError
from bot.services.ledger import Bank, BankLimits
from bot.services.tables import TableService
from bot.storage import IntegrityViolation
from tests.banker.play import GUILD, balance, play_out, seated_table


async def test_buying_moves_chips_from_the_banker_to_the_wallet(bank, storage):
    receipt = await bank.buy(GUILD, 7, 150)
    assert (receipt.member, receipt.kind, receipt.chips, receipt.wallet) == ("7", "buy", 150, 150)
    await bank.buy(GUILD, "7", 50)
    assert await balance(storage, GUILD, "wallet:7") == 200
    assert await balance(storage, GUILD, "banker") == -200
    holding = await bank.holding(GUILD, 7)
    assert (holding.wallet, holding.bought, holding.returned, holding.net) == (200, 200, 0, 0)


async def test_cashing_out_redeems_from_the_wallet_only(bank, tables, storage):
    await bank.buy(GUILD, "ann", 100)
    table_id = await seated_table(bank, tables, ["bob", "cy"])
    await bank.buy(GUILD, "bob", 30)
    with pytest.raises(BankError, match=r"chips: you have 30 in your wallet, not 31 \(100 more are at a table"):
        await bank.cash_out(GUILD, "bob", 31)
    receipt = await bank.cash_out(GUILD, "ann", 40)
    assert (receipt.chips, receipt.wallet) == (40, 60)
    receipt = await bank.cash_out(GUILD, "ann")  # the rest
    assert (receipt.chips, receipt.wallet) == (60, 0)
    with pytest.raises(BankError, match="you have no chips in your wallet to cash out"):
        await bank.cash_out(GUILD, "ann")
    holding = await bank.holding(GUILD, "ann")
    assert (holding.bought, holding.returned, holding.net) == (100, 100, 0)
    assert table_id


@pytest.mark.parametrize("chips", [0, -5, 2.5, True, "10"])
async def test_a_purchase_must_be_a_positive_whole_number(bank, chips):
    with pytest.raises(BankError, match="chips: "):
        await bank.buy(GUILD, "ann", chips)


async def test_the_most_a_member_may_have_out(bank, clock):
    await bank.set_limits(GUILD, by="admin", max_outstanding=300, daily_allowance=None)
    await bank.buy(GUILD, "ann", 200)
    with pytest.raises(BankError, match="not returned is 300; 200 are out now, so 100 more at most"):
        await bank.buy(GUILD, "ann", 101)
    await bank.buy(GUILD, "ann", 100)
    await bank.cash_out(GUILD, "ann", 150)  # returning chips makes room again
    await bank.buy(GUILD, "ann", 150)
    with pytest.raises(BankError, match="0 more at most"):
        await bank.buy(GUILD, "ann", 1)
    await bank.buy(GUILD, "bob", 300)  # the limit is each member's own


async def test_the_daily_allowance_resets_at_midnight_utc(bank, clock):
    await bank.set_limits(GUILD, by="admin", daily_allowance=100, max_outstanding=None)
    clock.now = clock.now.replace(hour=23, minute=58)
    await bank.buy(GUILD, "ann", 60)
    with pytest.raises(BankError, match="the daily allowance is 100 and 60 were bought today"):
        await bank.buy(GUILD, "ann", 41)
    await bank.cash_out(GUILD, "ann", 60)  # returning does not give back today's allowance
    with pytest.raises(BankError, match="40 more at most until tomorrow"):
        await bank.buy(GUILD, "ann", 41)
    clock.advance(minutes=3)  # 00:01 the next day
    await bank.buy(GUILD, "ann", 100)


async def test_limits_are_checked_and_every_change_recorded(bank, limits, clock):
    assert await bank.limits(GUILD) == BankLimits()
    with pytest.raises(BankError, match="daily_allowance: a whole number from 0 to 1,000,000,000, not '-1'"):
        await bank.set_limits(GUILD, by="admin", daily_allowance=-1)
    with pytest.raises(BankError, match="max_outstanding: a whole number from 0 to"):
        await bank.set_limits(GUILD, by="admin", max_outstanding=2**63)  # beyond SQLite's and PostgreSQL's integers
    with pytest.raises(BankError, match="interest: not a bank limit"):
        await bank.set_limits(GUILD, by="admin", interest=5)
    await bank.set_limits(GUILD, by="admin", daily_allowance=250)
    clock.advance(hours=1)
    await bank.set_limits(GUILD, by="owner", max_outstanding=None)
    assert await bank.limits(GUILD) == BankLimits(max_outstanding=None, daily_allowance=250)
    changes = await limits.history(GUILD, everywhere=True)
    assert [(c.field, c.old, c.new, c.changed_by) for c in changes] == [
        ("bank.max_outstanding", 10_000, None, "owner"),
        ("bank.daily_allowance", 1_000, 250, "admin"),
    ]
    assert changes[0].changed_at > changes[1].changed_at


async def test_a_request_delivered_twice_counts_once(bank, storage):
    first = await bank.buy(GUILD, "ann", 70, key="interaction-1")
    again = await bank.buy(GUILD, "ann", 70, key="interaction-1")
    assert not first.duplicate and again.duplicate and again.entry_id == first.entry_id
    assert await balance(storage, GUILD, "wallet:ann") == 70
    out = await bank.cash_out(GUILD, "ann", 20, key="interaction-2")
    assert (await bank.cash_out(GUILD, "ann", 20, key="interaction-2")).duplicate
    assert out.wallet == 50 and await balance(storage, GUILD, "wallet:ann") == 50
    with pytest.raises(BankError, match="already used for another request"):
        await bank.buy(GUILD, "bob", 70, key="interaction-1")


async def test_no_wallet_goes_below_zero_even_when_asked_directly(bank, storage):
    await bank.buy(GUILD, "ann", 10)
    with pytest.raises(IntegrityViolation):
        async with storage.transaction() as tx:
            wallet = (await tx.account(GUILD, "wallet:ann")).id
            banker = (await tx.account(GUILD, "banker")).id
            await tx.post(GUILD, "cashout", {wallet: -11, banker: 11}, at="t", member="ann")
    assert await balance(storage, GUILD, "wallet:ann") == 10


async def test_two_processes_buying_at_once_keep_to_the_daily_allowance(backend, clock):
    # Two bot processes, each with its own connection, race to sell to one member.
    first, second = await backend.open(), await backend.open()
    try:
        await Bank(first, clock).set_limits(GUILD, by="admin", daily_allowance=50, max_outstanding=None)
        banks = [Bank(first, clock), Bank(second, clock)]
        results = await asyncio.gather(*(banks[i % 2].buy(GUILD, "ann", 10) for i in range(10)),
                                       return_exceptions=True)
        sold = [r for r in results if not isinstance(r, Exception)]
        refused = [r for r in results if isinstance(r, BankError)]
        assert len(sold) == 5 and len(refused) == 5
        assert await balance(first, GUILD, "wallet:ann") == 50
    finally:
        await first.close()
        await second.close()


async def test_settling_up_balances_to_the_chip(bank, tables, storage, limits):
    """Foster: at the end of the game all accounts balance.  Members' winnings and losses
    sum to minus what is still in the pools and the kitty, and every chip sold is somewhere."""
    await limits.set("g2", None, "kitty", "house", by="admin")
    service = TableService(storage, limits)
    players = ["ann", "bob", "cy", "dee"]
    table_id = await seated_table(bank, service, players, stake=100, guild="g2", channel="c")
    rng = random.Random(4)
    for n in range(25):
        await service.start_deal(table_id, seed=f"settle {n}")
        await play_out(service, table_id, rng)
    await bank.buy("g2", "eve", 40)
    await bank.cash_out("g2", "eve", 15)
    books = await bank.settlement("g2")
    assert books.balanced
    assert books.issued == 4 * 100 + 40 - 15
    assert sum(m.net for m in books.members) == -(books.in_pools + books.kitty)
    assert [m.net for m in books.members] == sorted((m.net for m in books.members), reverse=True)
    by_member = {m.member: m for m in books.members}
    assert by_member["eve"].chips == 25 and by_member["eve"].net == 0
    summary = await service.summary(table_id)
    assert {m: by_member[m].at_tables.get(table_id, 0) for m, _ in summary.seats} == dict(summary.seats)
    assert books.kitty == summary.kitty and books.in_pools == summary.carried


async def test_a_statement_traces_every_movement(bank, tables):
    await bank.buy(GUILD, "ann", 100)
    await bank.buy(GUILD, "bob", 100)
    table_id = (await tables.open_table(GUILD, "c")).table_id
    await tables.sit(table_id, "ann", 60)
    await tables.sit(table_id, "bob", 60)
    await tables.leave(table_id, "ann")
    await bank.cash_out(GUILD, "ann", 10)
    lines = await bank.statement(GUILD, "ann")
    assert [(line.kind, line.account, line.amount) for line in lines] == [
        ("cashout", "wallet:ann", -10),
        ("leave", f"seat:{table_id}:ann", -60), ("leave", "wallet:ann", 60),
        ("sit", f"seat:{table_id}:ann", 60), ("sit", "wallet:ann", -60),
        ("buy", "wallet:ann", 100),
    ]
    assert lines[-1].memo == "buys 100 chips from the banker"

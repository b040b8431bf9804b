"""The audit passes on honest books and names every kind of breach.

Each test plays some deals, damages the database in one way (as a bug, a
half-applied hand edit or a bad restore would), and checks that the audit
reports that breach under its name.
"""

from __future__ import annotations

import pytest

from bot.services.audit import CHECKS, audit
from bot.storage.records import dumps
from engine.deal import LAWS_EDITION
from tests.banker.play import GUILD, play_robots, seated_table


@pytest.fixture
async def played(bank, tables, limits, storage) -> int:
    """Three players and a kitty; deals played until the kitty has chips, and one more in play."""
    await limits.set_many(GUILD, "channel-1", {"kitty": "one_chip", "kitty_min_class": "one_pair"}, by="admin")
    table_id = await seated_table(bank, tables, ["ann", "bob", "cy"])
    n = 0
    while n < 3 or not (await tables.summary(table_id)).kitty:
        assert n < 40, "forty deals and the kitty still empty"
        n += 1
        await tables.start_deal(table_id, seed=f"audit {n}")
        await play_robots(tables, table_id, n)
    await tables.start_deal(table_id, seed="audit in play")
    await play_robots(tables, table_id, 0, most=2)
    assert (await tables.deal_in_play(table_id)) is not None
    report = await audit(storage)
    assert report.ok, report.breaches
    assert report.checked["deals"] == n + 1
    return table_id


async def breaches(storage) -> set[str]:
    report = await audit(storage)
    assert set(b.check for b in report.breaches) <= set(CHECKS)
    return {b.check for b in report.breaches}


async def execute(storage, sql: str, *args) -> None:
    async with storage.transaction() as tx:
        await tx.conn.execute(sql, *args)


async def move(storage, kind: str, lines: dict[str, int], **options) -> None:
    async with storage.transaction() as tx:
        ids = {}
        for name in lines:
            account = await tx.account(GUILD, name)
            ids[name] = account.id if account else await tx.account_id(GUILD, "wallet", name, member=name[7:])
        await tx.post(GUILD, kind, {ids[n]: v for n, v in lines.items()}, at="t", **options)


async def test_honest_books_pass(played, storage):
    assert await breaches(storage) == set()


async def test_a_balance_that_is_not_the_sum_of_its_lines(played, storage):
    await execute(storage, "UPDATE accounts SET balance = balance + 5 WHERE name = 'wallet:ann'")
    assert {"balances_match_lines", "books_balance"} <= await breaches(storage)


async def test_an_entry_that_does_not_balance(played, storage):
    await execute(storage, "UPDATE journal_lines SET amount = amount + 1 WHERE entry_id = "
                           "(SELECT MIN(entry_id) FROM journal_lines)")
    assert "journal_balanced" in await breaches(storage)


async def test_an_entry_that_moved_nothing(played, storage):
    await execute(storage, "INSERT INTO journal (guild_id, kind, memo, created_at) VALUES (?, 'gift', '', 't')", GUILD)
    assert await breaches(storage) == {"entries_have_lines"}


async def test_a_table_state_that_is_not_the_escrow(played, storage):
    async with storage.transaction() as tx:
        row = await tx.table(played)
        state = dict(row.state)
        state["seats"][0]["stack"] += 1
        await tx.save_table_state(played, state)
    assert "escrow_matches_tables" in await breaches(storage)


async def test_chips_taken_out_of_a_pool(played, storage):
    await move(storage, "stray", {f"pool:{played}": -1, "wallet:ann": 1})
    assert await breaches(storage) == {"pools_match_deals"}


async def test_chips_taken_out_of_the_kitty(played, storage):
    await move(storage, "stray", {"kitty": -1, "wallet:bob": 1})
    assert await breaches(storage) == {"kitty_matches_tables"}


async def test_chips_the_banker_gave_away_without_a_sale(played, storage):
    await move(storage, "gift", {"banker": -5, "wallet:zed": 5}, member="zed")
    assert await breaches(storage) == {"books_balance"}


async def test_an_action_entry_whose_action_is_gone(played, storage):
    async with storage.transaction() as tx:
        deal = await tx.deal(played, 1)
        entry = (await tx.conn.fetch("SELECT seq FROM journal WHERE deal_id = ? AND kind = 'action'", deal.id))[0]
        await tx.conn.execute("DELETE FROM deal_actions WHERE deal_id = ? AND seq = ?", deal.id, entry[0])
    assert {"nothing_orphaned", "deals_replay"} <= await breaches(storage)


async def test_a_forged_seed(played, storage):
    await execute(storage, "UPDATE deals SET seed = 'forged' WHERE table_id = ? AND number = 2", played)
    assert "deals_replay" in await breaches(storage)


async def test_payouts_that_the_actions_do_not_give(played, storage):
    async with storage.transaction() as tx:
        deal = await tx.deal(played, 3)
        result = dict(deal.result)
        result["won"] = [result["won"][0] + 1, *result["won"][1:]]
        await tx.conn.execute("UPDATE deals SET result = ? WHERE id = ?", dumps(result), deal.id)
    assert await breaches(storage) == {"deals_replay"}


async def test_a_deal_of_an_earlier_edition_of_the_laws_is_not_called_a_breach(played, storage):
    """A deal played before a change of the laws (`LAWS_EDITION`) may no longer replay to its
    payouts: the audit says it could not re-derive them, and calls nothing a breach; the same
    mismatch in a deal of this edition is one, and so is a forged seed in an older deal."""
    async with storage.transaction() as tx:
        deal = await tx.deal(played, 3)
        assert deal.notes["laws"] == LAWS_EDITION
        result = dict(deal.result)
        result["won"] = [result["won"][0] + 1, *result["won"][1:]]  # what older laws might have paid
        await tx.conn.execute("UPDATE deals SET result = ?, notes = ? WHERE id = ?", dumps(result),
                              dumps({**deal.notes, "laws": 1}), deal.id)
    report = await audit(storage)
    assert report.ok, report.breaches
    assert "1 deal(s) played under an earlier edition of the laws" in report.unchecked["deals_replay"]
    await execute(storage, "UPDATE deals SET seed = 'forged' WHERE table_id = ? AND number = 3", played)
    assert "deals_replay" in await breaches(storage)


async def test_a_table_whose_deal_count_is_off(played, storage):
    async with storage.transaction() as tx:
        state = dict((await tx.table(played)).state)
        state["deals"] += 1
        await tx.save_table_state(played, state)
    assert "nothing_orphaned" in await breaches(storage)


async def test_an_account_with_no_proper_owner(played, storage):
    await execute(storage, "INSERT INTO accounts (guild_id, kind, name, balance) VALUES (?, 'seat', 'seat:?', 0)",
                  GUILD)
    assert await breaches(storage) == {"accounts_owned"}


async def test_an_entry_filed_under_another_table(played, bank, tables, storage):
    other = await seated_table(bank, tables, ["dee", "eve"], channel="channel-2")
    async with storage.transaction() as tx:
        deal = await tx.deal(played, 2)
        await tx.conn.execute("UPDATE journal SET table_id = ? WHERE deal_id = ?", other, deal.id)
    assert "nothing_orphaned" in await breaches(storage)

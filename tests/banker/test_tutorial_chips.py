"""The tutorial's play chips: its seats are funded by the guild's tutorial account, never by a
wallet; the audit holds that account to the chips on the tutorial's tables; its deals stay out
of `/poker stats`."""

from __future__ import annotations

import pytest

from bot.services.audit import audit
from bot.services.ledger import Bank
from bot.services.tables import TableService
from bot.storage import open_storage
from bot.storage.migrations import migrate
from tests.banker.play import CHANNEL, GUILD, play_robots, seated_table

PLAYERS = ["cy", "robot:1", "robot:2", "robot:3"]


async def tutorial_played(bank, tables, deals: int, channel: str = CHANNEL) -> int:
    """A tutorial table for cy (who bought 50 chips of his own) and three others, `deals` deals
    played and the pool empty."""
    await bank.buy(GUILD, "cy", 50)
    table_id = (await tables.open_table(GUILD, channel, by="cy", learner="cy")).table_id
    for player in PLAYERS:
        await tables.sit(table_id, player, 200)
    n = 0
    while n < deals or (await tables.summary(table_id)).carried:
        assert n < deals + 30, "thirty more deals and a jack-pot still in the pool"
        n += 1
        await tables.start_deal(table_id, seed=f"tutorial {n}")
        await play_robots(tables, table_id, n)
    return table_id


async def wallets(storage) -> dict[str, int]:
    async with storage.transaction(readonly=True) as tx:
        return {a.member or "": a.balance for a in await tx.accounts(GUILD, kind="wallet")}


async def test_a_whole_tutorial_leaves_every_wallet_untouched(bank, tables, storage):
    table_id = await tutorial_played(bank, tables, 4)
    assert await wallets(storage) == {"cy": 50}  # robots bought nothing, cy's own chips stayed put
    books = await bank.settlement(GUILD)  # play chips are not the banker's: not in his books
    assert (books.issued, books.held, books.in_pools) == (50, 50, 0) and books.balanced
    holding = await bank.holding(GUILD, "cy")
    assert (holding.wallet, holding.at_tables, holding.net) == (50, {}, 0)
    report = await audit(storage)
    assert report.ok, report.breaches
    async with storage.transaction(readonly=True) as tx:
        assert await tx.every_member_stats() == []  # lessons are nobody's record

    await tables.close_table(table_id, by="cy")
    assert await wallets(storage) == {"cy": 50}
    async with storage.transaction(readonly=True) as tx:
        (tutorial,) = await tx.accounts(GUILD, kind="tutorial")
    assert tutorial.balance == 0  # every play chip came back when the table closed
    assert (await bank.settlement(GUILD)).balanced and (await audit(storage)).ok


async def test_the_audit_flags_a_tutorial_total_changed_by_hand(bank, tables, storage):
    await tutorial_played(bank, tables, 2)
    async with storage.transaction() as tx:
        await tx.conn.execute("UPDATE accounts SET balance = balance + 7 WHERE kind = 'tutorial'")
    books = [b.detail for b in (await audit(storage)).breaches if b.check == "books_balance"]
    assert any("tutorial is out 793 play chips, but its tables hold 800" in d for d in books), books


async def test_the_audit_flags_play_chips_moved_to_a_wallet(bank, tables, storage):
    """An entry that balances, with lines that match, still may not turn play chips into a
    member's own: only the tutorial check sees it."""
    await tutorial_played(bank, tables, 2)
    async with storage.transaction() as tx:
        (tutorial,) = await tx.accounts(GUILD, kind="tutorial")
        wallet = await tx.account_id(GUILD, "wallet", "wallet:cy", member="cy")
        await tx.post(GUILD, "gift", {tutorial.id: -30, wallet: 30}, at="t", member="cy")
    report = await audit(storage)
    assert {b.check for b in report.breaches} == {"books_balance"}, report.breaches
    assert "tutorial is out 830 play chips, but its tables hold 800" in report.breaches[0].detail



async def test_migration_0007_keeps_every_account_and_line(backend):
    """On SQLite 0007 rebuilds accounts and journal_lines: a database with books in it keeps them
    line for line, its foreign keys whole, and then takes play chips."""
    storage = await open_storage(backend.url, schema=backend.schema, migrate=False, require_schema=False)
    try:
        await migrate(storage.driver, upto=6)  # every migration before 0007
        bank, tables = Bank(storage), TableService(storage)
        table_id = await seated_table(bank, tables, ["ann", "bob"])
        await tables.start_deal(table_id, seed="before 0007")
        await play_robots(tables, table_id, 1)

        async def books() -> tuple[list[tuple], list[tuple]]:
            async with storage.transaction(readonly=True) as tx:
                accounts = sorted(tuple(r) for r in await tx.conn.fetch("SELECT * FROM accounts"))
                lines = sorted(tuple(r) for r in await tx.conn.fetch("SELECT * FROM journal_lines"))
            return accounts, lines

        before = await books()
        assert len(before[1]) > 4
        assert await migrate(storage.driver, upto=7) == [7]
        assert await books() == before
        await migrate(storage.driver)  # and those after it
        report = await audit(storage)
        assert report.ok, report.breaches
        await tutorial_played(bank, tables, 1, channel="lessons")
        assert (await audit(storage)).ok
    finally:
        await storage.close()


async def test_only_the_banker_and_the_tutorial_may_go_below_zero(storage):
    """The database's own constraint, on either engine after 0007."""
    async with storage.transaction() as tx:
        tutorial = await tx.account_id(GUILD, "tutorial", "tutorial")
        kitty = await tx.account_id(GUILD, "kitty", "kitty")
        await tx.conn.execute("UPDATE accounts SET balance = -5 WHERE id = ?", tutorial)
    with pytest.raises(Exception, match="(?i)check"):
        async with storage.transaction() as tx:
            await tx.conn.execute("UPDATE accounts SET balance = -5 WHERE id = ?", kitty)
    async with storage.transaction(readonly=True) as tx:
        assert {a.kind: a.balance for a in await tx.accounts(GUILD)} == {"tutorial": -5, "kitty": 0}

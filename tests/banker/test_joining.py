"""`TableService.join` (issue 40): one step to a seat, joins during a deal kept for its end, a
short stake made up between deals only; the ledger and the audit clean after each."""

from __future__ import annotations

import random

import pytest

from bot.services.audit import audit
from bot.services.errors import BankError, TableError
from engine.rules import Rules
from engine.table import Seat, Table, least_bring_in
from tests.banker.play import GUILD, play_out, seated_table
from tests.banker.test_seasons import RESERVE, season_table, seasons  # noqa: F401 (a fixture)


async def clean(storage, bank) -> None:
    assert (await audit(storage)).ok
    assert (await bank.settlement(GUILD)).balanced


def test_a_tables_record_keeps_its_joins_and_reads_as_before_without_them():
    table = Table(Rules(max_seats=3), [Seat("ann", 5), Seat("bob", 0, leaving=True)])
    assert "joining" not in table.to_dict()  # a table's record reads as before for everyone else
    table.joining = {"cy": 40, "bob": 9}
    again = Table.from_dict(table.to_dict())
    assert again.joining == {"cy": 40, "bob": 9}
    # Three seats: ann's, bob's (freed as he leaves), and cy's, waiting; bob's own top-up takes none.
    assert again.free_seats() == 3 - 2 - 1 + 1
    assert least_bring_in(Rules()) == 2 and least_bring_in(Rules(blind=5, jackpot_ante=3)) == 10


async def test_a_join_during_a_deal_waits_for_its_end(bank, tables, limits, storage):
    await limits.set(GUILD, "channel-1", "max_seats", "3", by="admin")
    table_id = await seated_table(bank, tables, ["ann", "bob"])
    await tables.start_deal(table_id, seed="deal 1")
    joined = await tables.join(table_id, "cy", 30, key="i-1")
    assert (joined.kind, joined.deal, joined.bought, joined.first) == ("after_deal", 1, 30, True)
    assert (await bank.holding(GUILD, "cy")).wallet == 30  # bought now, kept in his wallet till then
    assert "cy" not in dict((await tables.summary(table_id)).seats)
    with pytest.raises(TableError, match="the table is full"):  # cy's is the last seat
        await tables.join(table_id, "dee", 30)
    await clean(storage, bank)
    await play_out(tables, table_id, random.Random(1))
    brought = await tables.bring_in_due(table_id)
    assert [(m, j.kind, j.chips) for m, j in brought] == [("cy", "sat", 30)]
    assert dict((await tables.summary(table_id)).seats)["cy"] == 30
    assert (await bank.holding(GUILD, "cy")).wallet == 0
    await clean(storage, bank)


async def test_a_join_taken_back_or_refused_at_the_deals_end_leaves_nothing_behind(bank, tables, storage):
    table_id = await seated_table(bank, tables, ["ann", "bob"])
    await tables.start_deal(table_id, seed="deal 1")
    await tables.join(table_id, "cy", 30)
    assert (await tables.leave(table_id, "cy")).withdrawn == 1
    assert not await tables.withdraw(table_id, "cy")  # nothing left to take back
    await tables.join(table_id, "dee", 50)
    await bank.cash_out(GUILD, "dee")  # his wallet empties before the deal is over
    await bank.set_limits(GUILD, by="admin", daily_allowance=50)  # and the banker will sell no more
    await play_out(tables, table_id, random.Random(2))
    (refused,) = await tables.bring_in_due(table_id)
    assert refused[0] == "dee" and "daily allowance" in refused[1]
    assert {m for m, _ in (await tables.summary(table_id)).seats} == {"ann", "bob"}
    await clean(storage, bank)


async def test_a_short_stake_is_made_up_between_deals_only(bank, tables, storage):
    table_id = await seated_table(bank, tables, ["ann", "bob"])
    await bank.buy(GUILD, "cy", 100)
    await tables.sit(table_id, "cy", 1)
    assert await tables.short_stakes(table_id) == ["cy"]  # the table offers him the step back in
    made = await tables.join(table_id, "cy", 40)
    assert await tables.short_stakes(table_id) == []
    assert (made.kind, made.added, made.chips, made.bought) == ("topped_up", 39, 40, 0)
    assert (await tables.join(table_id, "cy", 90)).kind == "seated"  # 40 is no short stake
    await clean(storage, bank)


async def test_a_freeze_out_and_a_season_table_keep_their_rules(bank, tables, limits, storage, seasons):  # noqa: F811
    await limits.set(GUILD, "channel-1", "betting", "freeze_out", by="admin")
    table_id = await seated_table(bank, tables, ["ann", "bob"])
    await tables.start_deal(table_id, seed="deal 1")
    with pytest.raises(TableError, match="the freeze-out has begun"):
        await tables.join(table_id, "cy")
    await seasons.start(GUILD, by="admin", reserve=RESERVE)
    season = await season_table(tables, limits, [])
    joined = await tables.join(season, "dee", RESERVE)
    assert (joined.kind, joined.bought, joined.season) == ("sat", 0, True)  # season chips are never sold
    with pytest.raises(BankError, match="season chips cannot be bought"):
        await tables.join(season, "eve", RESERVE + 1)
    await clean(storage, bank)

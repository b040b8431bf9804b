"""The running totals behind `/poker stats`: kept in the settlement's transaction, equal to a
count from the hand records made by another route (tests/stats_recount.py), built once for
deals recorded before them, and held to the records by the audit."""

from __future__ import annotations

import asyncio

import pytest

from bot.services.audit import audit
from bot.services.deal_stats import ALL, COUNTS, deal_parts
from bot.services.hand_records import DealRecord
from bot.services.member_stats import build_if_needed, member_totals, rows_of
from bot.services.member_stats import recount as recount_rows
from tests.banker.play import GUILD, play_robots, seated_table
from tests.stats_recount import recount


@pytest.fixture
async def played(bank, tables, limits, storage) -> list[int]:
    """Draw poker at one table and stud at another, the same three members and a robot at both."""
    await limits.set_many(GUILD, "channel-2", {"variety": "stud"}, by="admin")
    ids = [await seated_table(bank, tables, ["ann", "bob", "cy", "robot-1"], channel=channel)
           for channel in ("channel-1", "channel-2")]
    for n in range(1, 13):
        for table_id in ids:
            await tables.start_deal(table_id, seed=f"stats {table_id} {n}")
            await play_robots(tables, table_id, n)
    return ids


async def stored_records(storage) -> list[tuple[dict, list[dict], dict]]:
    async with storage.transaction(readonly=True) as tx:
        deals = await tx.deals(statuses=["finished"])
        actions = await tx.actions_of([d.id for d in deals])
    return [({**d.setup, "seed": d.seed}, [a.action for a in actions[d.id]], d.result) for d in deals]


async def test_the_totals_kept_are_the_count_from_the_records(played, storage):
    counted = recount(await stored_records(storage))
    assert {v for _, v in counted} == {"draw", "stud", ALL}
    for (member, variety), want in counted.items():
        totals = await member_totals(storage, GUILD, member, variety)
        assert {n: getattr(totals.figures, n) for n in COUNTS} == {n: want[n] for n in COUNTS}, (member, variety)
        assert (None if totals.best_shown is None else totals.best_shown.value) == want.get("best_shown")
    ann = await member_totals(storage, GUILD, "ann")
    assert ann.figures.deals == 24 and ann.best_held is not None
    nobody = await member_totals(storage, GUILD, "dan")
    assert nobody.figures.deals == 0 and nobody.best_shown is None


async def test_the_audit_reports_a_total_changed_by_hand(played, storage):
    assert (await audit(storage)).ok
    async with storage.transaction() as tx:
        await tx.conn.execute("UPDATE member_stats SET pools_won = pools_won + 1 "
                              "WHERE guild_id = ? AND member = 'bob' AND variety = 'stud'", GUILD)
    report = await audit(storage)
    found = [b for b in report.breaches if b.check == "stats_match_deals"]
    assert len(found) == 1 and "bob, stud" in found[0].detail and "pools_won" in found[0].detail


async def test_the_audit_reports_totals_lost_or_made_up(played, storage):
    async with storage.transaction() as tx:
        await tx.conn.execute("DELETE FROM member_stats WHERE member = 'cy' AND variety = 'draw'")
        await tx.conn.execute("INSERT INTO member_stats (guild_id, member, variety, deals) VALUES (?, 'eve', 'all', 3)",
                              GUILD)
    details = [b.detail for b in (await audit(storage)).breaches if b.check == "stats_match_deals"]
    assert len(details) == 2
    assert any("cy, draw" in d for d in details) and any("eve, all" in d for d in details)


async def test_deals_recorded_before_the_totals_are_counted_once_when_built(played, storage, clock):
    counted = recount(await stored_records(storage))
    async with storage.transaction() as tx:  # as a database migrated from before the totals stands
        await tx.conn.execute("DELETE FROM member_stats")
        await tx.conn.execute("DELETE FROM member_stats_built")
    report = await audit(storage)
    assert report.ok and "stats_match_deals" in report.unchecked
    assert await build_if_needed(storage, clock)
    assert not await build_if_needed(storage, clock)  # once
    assert (await audit(storage)).ok
    totals = await member_totals(storage, GUILD, "ann", "stud")
    assert totals.figures.net == counted[("ann", "stud")]["net"]


async def test_a_new_database_keeps_its_totals_from_the_first_deal(storage):
    async with storage.transaction(readonly=True) as tx:
        assert await tx.stats_built()


async def test_a_changed_private_figure_is_reported_without_saying_it(played, storage):
    async with storage.transaction() as tx:
        await tx.conn.execute("UPDATE member_stats SET best_held = best_held - 1 WHERE member = 'ann' AND variety = 'all'")
    found = [b.detail for b in (await audit(storage)).breaches if b.check == "stats_match_deals"]
    assert found == [f"guild {GUILD}, ann, all: best_held is not the records'"]


async def test_totals_gone_wrong_are_counted_afresh_once_marked_unbuilt(played, storage, clock):
    async with storage.transaction() as tx:
        await tx.conn.execute("UPDATE member_stats SET deals = deals + 5 WHERE member = 'bob'")
        await tx.conn.execute("DELETE FROM member_stats_built")
    assert await build_if_needed(storage, clock)
    assert (await audit(storage)).ok


async def test_two_processes_starting_together_count_the_totals_once(played, storage, backend, clock):
    async with storage.transaction() as tx:
        await tx.conn.execute("DELETE FROM member_stats_built")
    other = await backend.open()
    try:
        done = await asyncio.gather(build_if_needed(storage, clock), build_if_needed(other, clock))
    finally:
        await other.close()
    assert sorted(done) == [False, True]
    assert (await audit(storage)).ok


async def test_a_deal_settled_while_the_totals_are_first_counted_is_counted_once(played, storage, backend, clock):
    """A settlement of another process, its transaction open when the first count begins: the
    count waits for it, and neither loses its deal nor counts it twice."""
    async with storage.transaction() as tx:
        tables = await tx.tables(status=None)
        deals = await tx.deals(statuses=["finished"])
        actions = await tx.actions_of([d.id for d in deals])
        last = deals[-1]
        await tx.conn.execute("UPDATE deals SET status = 'playing', result = NULL, finished_at = NULL WHERE id = ?",
                              last.id)
        await tx.replace_stats(list(recount_rows(tables, deals[:-1], actions).values()))
        await tx.conn.execute("DELETE FROM member_stats_built")
    parts = rows_of(GUILD, deal_parts(DealRecord.of(last, actions[last.id]).replay()))
    other = await backend.open()
    written, release = asyncio.Event(), asyncio.Event()

    async def settle() -> None:  # as the settlement writes it: the deal's end, then its totals
        async with other.transaction() as tx:
            assert await tx.end_deal(last.id, "finished", last.result, last.finished_at or "t")
            await tx.add_stats(parts)
            written.set()
            await release.wait()

    try:
        settling = asyncio.create_task(settle())
        await written.wait()
        building = asyncio.create_task(build_if_needed(storage, clock))
        await asyncio.sleep(0.5)  # let the count reach the settlement's rows (sooner or later, it must not matter)
        release.set()
        await settling
        assert await building
    finally:
        await other.close()
    report = await audit(storage)
    assert not [b for b in report.breaches if b.check == "stats_match_deals"], report.breaches

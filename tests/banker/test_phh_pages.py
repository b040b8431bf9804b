"""Finished deals read a page at a time for the PHH export, on SQLite and PostgreSQL."""

from __future__ import annotations

import io
import zipfile

import pytest

from bot.services import hand_export
from bot.services.hand_export import finished_records, member_export
from tests.phh_deals import fill, random_records


def dealt_cards(record, member: str) -> bool:
    """Whether the member was dealt in, by the setup's own flags and law 1 (with eight in draw or
    stud poker, the dealer takes no cards): a member's file holds only such deals."""
    setup = record.setup
    if member not in setup["players"]:
        return False
    seat = setup["players"].index(member)
    flags = setup["dealt_in"] or [s > 0 for s in setup["stacks"]]
    law_1 = sum(flags) == 8 and seat == setup["dealer"] and setup["rules"]["variety"] in ("draw", "stud")
    return flags[seat] and not law_1


@pytest.fixture
def records():
    made = [r for _n, r in random_records(31, per_table=2)][:40]
    # Two tables of guild "1"; the second's first ten deals began in 2025.
    return [r.model_copy(update={"number": i + 1, "table_id": 1 + i % 2,
                                 "started_at": "2025-06-01T12:00:00+00:00" if i % 2 and i < 20 else r.started_at})
            for i, r in enumerate(made)]


async def test_every_finished_deal_comes_once_in_order_across_pages(backend, records, monkeypatch):
    monkeypatch.setattr(hand_export, "PAGE", 7)  # 40 deals: six pages, the last short
    tables = await fill(backend.url, records, schema=backend.schema)
    storage = await backend.open()
    try:
        every = [(r.table_id, r.number) async for r in finished_records(storage)]
        assert [n for _t, n in every] == list(range(1, 41))
        newest = [(r.table_id, r.number) async for r in finished_records(storage, newest_first=True)]
        assert newest == every[::-1]
        second = [r.number async for r in finished_records(storage, table_ids=[tables[1]])]
        assert second == list(range(2, 41, 2))
        since = [r.number async for r in finished_records(storage, since="2026-01-01")]
        assert since == [n for n in range(1, 41) if not (n % 2 == 0 and n <= 20)]
        his = [r async for r in finished_records(storage, member="m7")]
        assert his and all("m7" in r.setup["players"] for r in his)
        assert len(his) == sum(1 for r in records if dealt_cards(r, "m7"))
        assert len(his) < sum(1 for r in records if "m7" in r.setup["players"])  # one he sat at, broke
    finally:
        await storage.close()


async def test_a_members_zip_holds_his_newest_deals_up_to_the_most(backend, records):
    await fill(backend.url, records, schema=backend.schema)
    storage = await backend.open()
    try:
        his = [r.number for r in records if dealt_cards(r, "m1")]
        made = await member_export(storage, "1", "m1", most=5)
        names = zipfile.ZipFile(io.BytesIO(made.data)).namelist()
        assert (made.deals, made.capped) == (5, True)
        assert sorted(int(n.rsplit("-", 1)[1].removesuffix(".phh")) for n in names) == sorted(his)[-5:]
        everything = await member_export(storage, "1", "m1")
        assert (everything.deals, everything.capped) == (len(his), False)
        assert (await member_export(storage, "2", "m1")).deals == 0  # another server's tables: none
    finally:
        await storage.close()


async def test_a_deal_that_does_not_replay_is_counted_not_fatal(backend, records):
    his = [i for i, r in enumerate(records) if dealt_cards(r, "m1")]
    bad = records[his[-1]]
    records[his[-1]] = bad.model_copy(update={"result": {**bad.result, "kitty": bad.result["kitty"] + 3}})
    await fill(backend.url, records, schema=backend.schema)
    storage = await backend.open()
    try:
        made = await member_export(storage, "1", "m1")
        assert (made.deals, made.skipped) == (len(his) - 1, 1)
        assert len(zipfile.ZipFile(io.BytesIO(made.data)).namelist()) == len(his) - 1
    finally:
        await storage.close()

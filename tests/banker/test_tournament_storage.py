"""The tournaments' rows (migration 0004) on both engines: one going per channel, and every
part read back as written."""

from __future__ import annotations

import pytest

from bot.storage import Storage
from bot.storage.errors import IntegrityViolation
from bot.storage.tournament_queries import NewTournament

AT = "2026-03-01T12:00:00.000000+00:00"


def _new(channel: str = "c1") -> NewTournament:
    return NewTournament(guild_id="g", channel_id=channel, sweepstake=50, min_entrants=2, max_entrants=20,
                         shares=(65, 35), table_rules={"betting": "freeze_out"}, schedule="1/2 every 10",
                         starts_at=AT, created_by="m1")


async def test_a_tournament_and_its_parts_read_back(storage: Storage) -> None:
    async with storage.transaction() as tx:
        tid = await tx.create_tournament(_new(), AT)
        await tx.add_entrant(tid, "m1", False, 50, AT)
        await tx.add_entrant(tid, "robot-1", True, 50, AT)
        table = await tx.create_table("g", "thread-1", {"x": 1}, None, AT)
        await tx.add_tournament_table(tid, 1, table, "thread-1")
        move = await tx.record_move(tid, "m1", 1, 2, AT)
        await tx.move_out(move, 73)
        await tx.add_place(tid, 2, "robot-1", AT)
        await tx.set_payout(tid, 2, 35)
        await tx.keep_record(tid, {"places": ["m1", "robot-1"]})
    async with storage.transaction(readonly=True) as tx:
        row = await tx.tournament(tid)
        assert row is not None
        assert (row.status, row.shares, row.table_rules, row.schedule) == ("registering", [65, 35],
                                                                           {"betting": "freeze_out"}, "1/2 every 10")
        assert row.record == {"places": ["m1", "robot-1"]}
        assert [(e.member, e.robot, e.paid) for e in await tx.entrants(tid)] == [("m1", False, 50),
                                                                                 ("robot-1", True, 50)]
        assert [(t.number, t.table_id, t.thread_id) for t in await tx.tournament_tables(tid)] == [(1, table, "thread-1")]
        assert (await tx.tournament_of_table(table)) is not None
        [moved] = await tx.moves(tid, unfinished=True)
        assert (moved.member, moved.chips, moved.status) == ("m1", 73, "out")
        assert [(p.place, p.member, p.payout) for p in await tx.places(tid)] == [(2, "robot-1", 35)]


async def test_one_tournament_going_in_a_channel(storage: Storage) -> None:
    async with storage.transaction() as tx:
        first = await tx.create_tournament(_new(), AT)
    with pytest.raises(IntegrityViolation):
        async with storage.transaction() as tx:
            await tx.create_tournament(_new(), AT)
    async with storage.transaction() as tx:
        await tx.set_tournament_status(first, "finished", AT)
        second = await tx.create_tournament(_new(), AT)  # the first is over: a new one may begin
        assert (await tx.active_tournament_in("g", "c1")).id == second  # type: ignore[union-attr]

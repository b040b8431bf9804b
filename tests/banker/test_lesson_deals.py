"""A tutorial table's lesson dealt through the table service: the stacked hands are dealt, kept in
the deal's record, rebuilt after a restart, and the ledger's audit stays clean."""

from __future__ import annotations

import random

from bot.services.audit import audit
from bot.services.tables import TableService
from engine.cards import parse_cards
from engine.course import COURSE, Place, prepare
from engine.table import Table
from tests.banker.play import play_out, play_robots, seated_table

PLAYERS = ["ann", "bob", "cy", "dee"]
LESSON = 2  # the draw: the learner is the age and draws first


def lesson_of(learner: str, place: Place):
    def stack(table: Table) -> str | None:
        seat = next(i for i, s in enumerate(table.seats) if s.player == learner)
        return prepare(table, place, seat, COURSE)
    return stack


async def test_a_lesson_is_dealt_kept_and_rebuilt_after_a_restart(backend, bank, tables, storage):
    table_id = await seated_table(bank, tables, PLAYERS, stake=200)
    started = await tables.start_deal(table_id, seed="lesson", stack=lesson_of("cy", Place(LESSON, 0)))
    assert started.thrown is None  # the lesson places the dealer: no cards thrown for one
    deal = await tables.deal_in_play(table_id)
    assert deal is not None and deal.setup.stacked
    learner = deal.setup.players.index("cy")
    assert deal.dealer == (learner + COURSE[LESSON].dealer) % 4
    while deal.phase == "straddling":  # the cards are dealt once the straddles are over
        await play_robots(tables, table_id, 1, most=1)
        deal = await tables.deal_in_play(table_id)
        assert deal is not None
    for i, hand in enumerate(COURSE[LESSON].deals[0].hands):
        assert sorted(deal.hands[(learner + i) % 4]) == sorted(parse_cards(hand))
    await play_robots(tables, table_id, 2, most=2)
    before = await tables.deal_in_play(table_id)
    assert before is not None

    storage2 = await backend.open()
    try:
        after_restart = TableService(storage2)
        report = await after_restart.recover()
        assert report.resumed == [(table_id, 1)] and report.void == []
        rebuilt = await after_restart.deal_in_play(table_id)
        assert rebuilt is not None and rebuilt.history == before.history
        for seat in range(4):
            assert rebuilt.private_view(seat) == before.private_view(seat)
        await play_out(after_restart, table_id, random.Random(5))
        record = await after_restart.deal_record(table_id, 1)
        assert record.status == "finished" and record.verify() == []
        assert (await audit(storage2)).ok
    finally:
        await storage2.close()


async def test_without_a_lesson_the_pack_is_only_shuffled(bank, tables):
    table_id = await seated_table(bank, tables, PLAYERS)
    started = await tables.start_deal(table_id, seed="plain")
    assert started.thrown  # law 2 as ever
    deal = await tables.deal_in_play(table_id)
    assert deal is not None and deal.setup.stacked is None

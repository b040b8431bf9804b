"""A tutorial table through the table service: its deals are the learner's lessons in order, kept
in each deal's record and in the table's state, so a restart finds the deal and the learner
where they were; the ledger's audit stays clean."""

from __future__ import annotations

import random

from bot.services.audit import audit
from bot.services.tables import TableService
from engine.cards import parse_cards
from engine.course import COURSE, Course, Place
from tests.banker.play import CHANNEL, GUILD, play_out, play_robots

PLAYERS = ["ann", "bob", "cy", "dee"]


async def tutorial_table(bank, tables: TableService, learner: str) -> int:
    table = await tables.open_table(GUILD, CHANNEL, by=learner, learner=learner)
    for player in PLAYERS:
        await bank.buy(GUILD, player, 200)
        await tables.sit(table.table_id, player, 200)
    return table.table_id


async def dealt_hands(tables: TableService, table_id: int):
    """The deal in play once its cards are dealt (robots answer the straddles first)."""
    deal = await tables.deal_in_play(table_id)
    while deal is not None and deal.phase == "straddling":
        await play_robots(tables, table_id, 1, most=1)
        deal = await tables.deal_in_play(table_id)
    assert deal is not None
    return deal


async def test_the_lessons_are_dealt_in_order_and_survive_a_restart(backend, bank, tables, storage):
    table_id = await tutorial_table(bank, tables, "cy")
    started = await tables.start_deal(table_id, seed="lesson-1")
    assert started.thrown is None  # the lesson places the dealer: no cards thrown for one
    deal = await dealt_hands(tables, table_id)
    learner = deal.setup.players.index("cy")
    assert deal.setup.stacked and deal.dealer == (learner + COURSE[0].dealer) % 4
    for i, hand in enumerate(COURSE[0].deals[0].hands):
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

        # The learner moved on, in the table's stored state: the next deal is the next lesson.
        storage3 = await backend.open()
        try:
            again = TableService(storage3)
            await again.recover()
            await again.start_deal(table_id, seed="lesson-2")
            second = await dealt_hands(again, table_id)
            assert second.setup.stacked
            assert sorted(second.hands[second.setup.players.index("cy")]) == sorted(
                parse_cards(COURSE[1].deals[0].hands[0]))
            assert (await audit(storage3)).ok
        finally:
            await storage3.close()
    finally:
        await storage2.close()


async def test_an_ordinary_table_is_only_shuffled(bank, tables):
    table = await tables.open_table(GUILD, CHANNEL, by="ann")
    for player in PLAYERS:
        await bank.buy(GUILD, player, 100)
        await tables.sit(table.table_id, player, 100)
    started = await tables.start_deal(table.table_id, seed="plain")
    assert started.thrown  # law 2 as ever
    deal = await tables.deal_in_play(table.table_id)
    assert deal is not None and deal.setup.stacked is None


def test_the_course_is_plain_data_in_the_table_state():
    assert Course.from_dict(Course("cy", Place(3, 1)).to_dict()) == Course("cy", Place(3, 1))

"""A member's click through the table service (`act_as`): checked, acknowledged, played.

The acknowledgement is the Discord side's HTTP call; the table must not wait on it.  Each
test holds one click's acknowledgement open on an event and looks at what the table does
meanwhile.  The timeouts only bound a wait that must end at once: they are generous.
"""

from __future__ import annotations

import asyncio
import random
from contextlib import asynccontextmanager

import pytest

from bot.services.errors import StaleAction
from engine.deal import random_legal_action
from tests.banker.play import seated_table

WAIT = 30  # seconds: far more than any of these operations needs


class HeldAcknowledgement:
    """An `acknowledge` that says when it was called and returns (or fails) only when let go."""

    def __init__(self, fails: bool = False) -> None:
        self.called, self.let_go, self.fails = asyncio.Event(), asyncio.Event(), fails

    async def __call__(self) -> None:
        self.called.set()
        await self.let_go.wait()
        if self.fails:
            raise ConnectionError("the interaction's token ran out")


@asynccontextmanager
async def click_in_flight(tables, table_id: int, ack: HeldAcknowledgement):
    """The player to act clicks a legal action: (the click's task, the deal, the step) while
    his click is being acknowledged; let go and finished on the way out."""
    deal = await tables.deal_in_play(table_id)
    member, step = deal.setup.players[deal.to_act], len(deal.history)
    chosen = random_legal_action(deal, random.Random(step))
    click = asyncio.create_task(tables.act_as(table_id, member, lambda _deal, _seat: chosen,
                                              expect=(deal.setup.number, step), acknowledge=ack))
    try:
        await asyncio.wait_for(ack.called.wait(), WAIT)
        yield click, deal.setup.number, step
    finally:
        ack.let_go.set()
        await asyncio.wait({click}, timeout=WAIT)


async def test_the_table_is_not_held_while_a_click_is_acknowledged(bank, tables):
    table_id = await seated_table(bank, tables, ["ann", "bob", "cy"])
    await tables.start_deal(table_id, seed="held-ack")
    async with click_in_flight(tables, table_id, HeldAcknowledgement()) as (click, number, step):
        summary = await asyncio.wait_for(tables.summary(table_id), WAIT)
        due = await asyncio.wait_for(tables.timeout_action(table_id), WAIT)
    assert summary.in_play == number and due is not None and due[0] == (number, step)
    played = click.result()
    assert (played.number, played.seq, played.duplicate) == (number, step, False)
    assert len((await tables.deal_in_play(table_id)).history) == step + 1


async def test_a_turn_played_while_the_click_is_acknowledged_makes_the_click_stale(bank, tables, storage):
    table_id = await seated_table(bank, tables, ["ann", "bob", "cy"])
    await tables.start_deal(table_id, seed="timer-first")
    async with click_in_flight(tables, table_id, HeldAcknowledgement()) as (click, number, step):
        expect, action = await asyncio.wait_for(tables.timeout_action(table_id), WAIT)
        timed_out = await asyncio.wait_for(tables.act(table_id, action, expect=expect, actor="clock"), WAIT)
    assert (timed_out.number, timed_out.seq, timed_out.duplicate) == (number, step, False)
    with pytest.raises(StaleAction) as refused:
        click.result()
    assert refused.value.why == "turn_over"
    async with storage.transaction(readonly=True) as tx:
        stored = await tx.actions((await tx.deal(table_id, number)).id)
    assert [row.actor for row in stored] == ["clock"]  # the click played nothing


async def test_a_deal_voided_while_the_click_is_acknowledged_plays_nothing(bank, tables, storage):
    table_id = await seated_table(bank, tables, ["ann", "bob", "cy"])
    await tables.start_deal(table_id, seed="void-first")
    async with click_in_flight(tables, table_id, HeldAcknowledgement()) as (click, number, _):
        await asyncio.wait_for(tables.void_deal(table_id, "stopped by an admin"), WAIT)
    with pytest.raises(StaleAction) as refused:
        click.result()
    assert refused.value.why == "deal_over"
    record = await tables.deal_record(table_id, number)
    assert record.status == "void" and record.actions == []


async def test_a_click_whose_acknowledgement_fails_plays_nothing(bank, tables):
    table_id = await seated_table(bank, tables, ["ann", "bob", "cy"])
    await tables.start_deal(table_id, seed="ack-fails")
    async with click_in_flight(tables, table_id, HeldAcknowledgement(fails=True)) as (click, number, step):
        pass
    with pytest.raises(ConnectionError):
        click.result()
    deal = await tables.deal_in_play(table_id)
    assert (deal.setup.number, len(deal.history)) == (number, step)

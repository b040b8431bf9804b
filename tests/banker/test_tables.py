"""The table service: escrow, deals through the ledger, exactly-once actions, hand records.

The ledger is checked against the bare engine: the same seeds and actions
played on a plain `engine.table.Table`, with no storage at all, must leave
every seat, the pool and the kitty holding the same chips.
"""

from __future__ import annotations

import asyncio
import hashlib
import random

import pytest

from bot.services import accounts
from bot.services.audit import audit
from bot.services.errors import BankError, StaleAction, TableError
from bot.services.tables import TableService
from engine.actions import Pass, action_from_dict
from engine.deal import IllegalAction, random_legal_action
from engine.hands import _evaluator_cached
from engine.table import Seat, Table
from tests.banker.play import CHANNEL, GUILD, balance, play_out, seat_balances, seated_table

RULE_SETS = {
    "foster_with_kitty": {"kitty": "house", "straight_flush_premium": 2},
    "table_stakes_checking": {"betting": "table_stakes", "checking": True},
    "progressive_jack_pots": {"all_jackpots": True, "progressive_jacks": True, "jackpot_ante": 1,
                              "fattening": "first_ante_only", "bobtail_openers": True},
}


@pytest.mark.parametrize("house", sorted(RULE_SETS))
async def test_the_ledger_holds_what_the_bare_engine_says(bank, tables, limits, storage, house):
    await limits.set_many(GUILD, CHANNEL, RULE_SETS[house], by="admin")
    players = ["ann", "bob", "cy", "dee"]
    table_id = await seated_table(bank, tables, players, stake=60)
    rng = random.Random(house)
    oracle: Table | None = None
    seen = {"carried": 0, "kitty": 0, "rebuys": 0}
    for n in range(1, 31):
        summary = await tables.summary(table_id)
        for member, chips in summary.seats:  # a broke player buys again, in both worlds
            if chips == 0:
                await bank.buy(GUILD, member, 60)
                await tables.top_up(table_id, member, 60)
                next(s for s in oracle.seats if s.player == member).stack += 60
                seen["rebuys"] += 1
        started = await tables.start_deal(table_id, seed=f"deal {n}")
        deal = await tables.deal_in_play(table_id) if not started.finished else None
        if oracle is None:  # the bare engine takes the same seats and the first dealer
            setup = deal.setup
            oracle = Table(setup.rules, [Seat(p, s) for p, s in zip(setup.players, setup.stacks, strict=True)],
                           dealer=setup.dealer)
        bare = oracle.start(f"deal {n}")
        assert bare.setup.to_dict() == deal.setup.to_dict()
        while (deal := await tables.deal_in_play(table_id)) is not None:
            action = random_legal_action(deal, rng)
            bare.apply(action)
            await tables.act(table_id, action, expect=(n, len(deal.history)))
        oracle.settle(bare)
        seats = await seat_balances(storage, GUILD, table_id)
        assert {s.player: s.stack for s in oracle.seats} == seats
        assert await balance(storage, GUILD, f"pool:{table_id}") == oracle.carried
        assert await balance(storage, GUILD, "kitty") == oracle.kitty
        seen["carried"] = max(seen["carried"], oracle.carried)
        seen["kitty"] = oracle.kitty
    # The run went through what each house's rules are for: a kitty, jack-pots carried, rebuys.
    wanted = {"foster_with_kitty": "kitty", "progressive_jack_pots": "carried", "table_stakes_checking": "rebuys"}
    assert seen[wanted[house]] > 0, seen
    summary = await tables.summary(table_id)
    assert (summary.deals, summary.carried, summary.kitty) == (30, oracle.carried, oracle.kitty)
    books = await bank.settlement(GUILD)
    assert books.balanced and books.issued == books.held + books.in_pools + books.kitty
    report = await audit(storage)
    assert report.ok, report.breaches


async def test_sitting_down_and_leaving_move_the_stake_through_escrow(bank, tables, storage):
    table_id = (await tables.open_table(GUILD, CHANNEL)).table_id
    await bank.buy(GUILD, "ann", 100)
    summary = await tables.sit(table_id, "ann", 80)
    assert summary.seats == [("ann", 80)]
    assert await balance(storage, GUILD, "wallet:ann") == 20
    assert await balance(storage, GUILD, f"seat:{table_id}:ann") == 80
    with pytest.raises(BankError, match="stake: you have 0 chips in your wallet, not 50: buy more first \\(/bank buy\\)"):
        await tables.sit(table_id, "bob", 50)
    with pytest.raises(TableError, match="you are seated at this table already"):
        await tables.sit(table_id, "ann", 10)
    with pytest.raises(TableError, match="stake: a whole number of chips, at least 1"):
        await tables.sit(table_id, "bob", 0)
    assert (await tables.leave(table_id, "ann")).chips == 80
    assert await balance(storage, GUILD, "wallet:ann") == 100
    assert await balance(storage, GUILD, f"seat:{table_id}:ann") == 0
    with pytest.raises(TableError, match="you are not seated at this table"):
        await tables.leave(table_id, "ann")
    assert (await audit(storage)).ok


async def test_a_table_seats_no_more_than_its_limit(bank, tables, limits):
    await limits.set(GUILD, CHANNEL, "max_seats", 2, by="admin")
    table_id = await seated_table(bank, tables, ["ann", "bob"])
    await bank.buy(GUILD, "cy", 100)
    with pytest.raises(TableError, match=r"the table is full \(2 seats\)"):
        await tables.sit(table_id, "cy", 100)


async def test_nothing_changes_seats_while_a_deal_is_in_play(bank, tables):
    table_id = await seated_table(bank, tables, ["ann", "bob", "cy"])
    await bank.buy(GUILD, "dee", 100)
    await tables.start_deal(table_id, seed="tables 1")
    for attempt, words in ((tables.sit(table_id, "dee", 50), "sit down"),
                           (tables.top_up(table_id, "ann", 5), "add chips"), (tables.close_table(table_id), "close")):
        with pytest.raises(TableError, match=f"deal 1 is in play: {words}"):
            await attempt
    with pytest.raises(TableError, match="deal 1 is still in play"):
        await tables.start_deal(table_id, seed="tables 2")


async def test_a_leave_asked_during_a_deal_is_carried_out_as_it_is_settled(bank, tables, storage, limits, clock):
    """Issue 31: /poker leave during a deal.  He plays on (or the clock does for him), and as the
    deal is settled his chips go back to his wallet in the same transaction; the next deal does
    not deal him in.  The leave is table state: it survives a restart, and may be taken back."""
    table_id = await seated_table(bank, tables, ["ann", "bob", "cy", "dee"])
    await tables.start_deal(table_id, seed="leaving 1")
    leaving = await tables.leave(table_id, "bob")
    assert (leaving.chips, leaving.after_deal) == (None, 1)
    assert (await tables.leave(table_id, "bob")).after_deal == 1  # asked again, it stands
    assert await tables.leave(table_id, "cy") and await tables.stay(table_id, "cy") == "stays"
    assert await tables.stay(table_id, "cy") == "not_leaving"
    assert (await tables.summary(table_id)).leaving == ["bob"]
    restarted = TableService(storage, limits, clock)  # another process reads the table afresh
    assert (await restarted.summary(table_id)).leaving == ["bob"]
    played = await play_out(restarted, table_id, random.Random(1))
    deal = played.deal
    bob_end = deal.stacks[deal.setup.players.index("bob")]
    assert played.left == [("bob", bob_end)]
    summary = await restarted.summary(table_id)
    assert "bob" not in dict(summary.seats) and summary.leaving == []
    assert await balance(storage, GUILD, "wallet:bob") == bob_end
    assert await balance(storage, GUILD, f"seat:{table_id}:bob") == 0
    started = await restarted.start_deal(table_id, seed="leaving 2")
    assert "bob" not in started.deal.setup.players
    assert await restarted.stay(table_id, "bob") == "not_seated"
    assert (await audit(storage)).ok


async def test_a_leave_asked_during_a_deal_voided_is_carried_out_too(bank, tables, storage):
    table_id = await seated_table(bank, tables, ["ann", "bob", "cy"])
    await tables.start_deal(table_id, seed="leaving 3")
    await tables.leave(table_id, "ann")
    await tables.void_deal(table_id, "test")
    assert "ann" not in dict((await tables.summary(table_id)).seats)
    assert await balance(storage, GUILD, "wallet:ann") == 100
    assert (await audit(storage)).ok


async def test_one_table_per_channel_and_two_players_to_deal(bank, tables):
    table_id = await seated_table(bank, tables, ["ann"])
    with pytest.raises(TableError, match="a table is already open in channel channel-1"):
        await tables.open_table(GUILD, CHANNEL)
    with pytest.raises(TableError, match="two players with chips are needed to deal"):
        await tables.start_deal(table_id, seed="tables 3")
    with pytest.raises(TableError, match="no deal is in play"):
        await tables.act(table_id, Pass(0))


async def test_the_seed_is_hashed_at_the_start_and_revealed_at_the_end(bank, tables):
    table_id = await seated_table(bank, tables, ["ann", "bob", "cy"])
    started = await tables.start_deal(table_id)
    assert started.number == 1 and len(started.seed_hash) == 64
    assert started.thrown and started.thrown[-1][1][0] == "J"  # law 2: the first jack deals
    with pytest.raises(TableError, match="deal 1 is still in play: its record is published when it ends"):
        await tables.deal_record(table_id, 1)
    last = await play_out(tables, table_id, random.Random(1))
    record = await tables.deal_record(table_id, 1)
    assert last.finished and last.seed == record.seed  # the deal's end reveals the seed
    assert hashlib.sha256(record.seed.encode()).hexdigest() == started.seed_hash
    assert record.verify() == []
    rebuilt = record.replay()
    assert rebuilt.result is not None and rebuilt.result.won == record.result["won"]
    assert record.setup["players"] == [m for m, _ in (await tables.summary(table_id)).seats]
    assert "seed" not in record.setup


async def test_members_can_look_back_at_recent_deals(bank, tables):
    table_id = await seated_table(bank, tables, ["ann", "bob", "cy"])
    rng = random.Random(2)
    for n in range(4):
        await tables.start_deal(table_id, seed=f"recent {n}")
        await play_out(tables, table_id, rng)
    await tables.start_deal(table_id, seed="tables 4")  # in play: not among the records yet
    records = await tables.recent_deals(table_id, limit=3)
    assert [r.number for r in records] == [4, 3, 2]
    assert all(r.verify() == [] for r in records)
    tampered = records[0].model_copy(update={"seed": "not the seed"})
    assert "the seed does not match the sha256 published when the deal started" in tampered.verify()
    payouts = dict(records[1].result)
    payouts["won"] = [w + 1 if i == 0 else w for i, w in enumerate(payouts["won"])]
    assert records[1].model_copy(update={"result": payouts}).verify() == [
        "the recorded payouts are not what the actions give"]


async def test_a_click_delivered_twice_plays_once(bank, tables, storage):
    table_id = await seated_table(bank, tables, ["ann", "bob", "cy"])
    await tables.start_deal(table_id, seed="tables 5")
    deal = await tables.deal_in_play(table_id)
    action = random_legal_action(deal, random.Random(3))
    key = (1, len(deal.history))
    first = await tables.act(table_id, action, expect=key)
    seats, pool = await seat_balances(storage, GUILD, table_id), await balance(storage, GUILD, f"pool:{table_id}")
    again = await tables.act(table_id, action, expect=key)
    assert not first.duplicate and again.duplicate
    assert len((await tables.deal_in_play(table_id)).history) == 1
    assert await seat_balances(storage, GUILD, table_id) == seats
    assert await balance(storage, GUILD, f"pool:{table_id}") == pool
    # The click that ended a deal, delivered again after the deal was paid.
    last = await play_out(tables, table_id, random.Random(3))
    assert last.finished
    record = await tables.deal_record(table_id, 1)
    repeat = await tables.act(table_id, action_from_dict(record.actions[last.seq]), expect=(1, last.seq))
    assert repeat.duplicate
    assert (await audit(storage)).ok


async def test_a_click_for_a_turn_already_gone_is_refused(bank, tables):
    table_id = await seated_table(bank, tables, ["ann", "bob", "cy"])
    await tables.start_deal(table_id, seed="tables 6")
    deal = await tables.deal_in_play(table_id)
    first = random_legal_action(deal, random.Random(5))
    await tables.act(table_id, first, expect=(1, 0))
    other = random_legal_action(await tables.deal_in_play(table_id), random.Random(5))
    with pytest.raises(StaleAction, match="that was for action 0 of deal 1; the table is at action 1 of deal 1"):
        await tables.act(table_id, other, expect=(1, 0))


async def test_an_illegal_action_changes_nothing(bank, tables, storage):
    table_id = await seated_table(bank, tables, ["ann", "bob", "cy"])
    await tables.start_deal(table_id, seed="tables 7")
    deal = await tables.deal_in_play(table_id)
    wrong_seat = (deal.to_act + 1) % 3
    before = await seat_balances(storage, GUILD, table_id)
    with pytest.raises(IllegalAction, match="is to act"):
        await tables.act(table_id, Pass(wrong_seat))
    assert (await tables.deal_in_play(table_id)).history == []
    assert await seat_balances(storage, GUILD, table_id) == before
    async with storage.transaction(readonly=True) as tx:
        assert (await tx.counts())["actions"] == 0


async def test_two_processes_never_play_the_same_turn_twice(backend, bank, tables, storage):
    table_id = await seated_table(bank, tables, ["ann", "bob", "cy"])
    await tables.start_deal(table_id, seed="tables 8")
    other_storage = await backend.open()
    try:
        other = TableService(other_storage)
        deal = await other.deal_in_play(table_id)  # the second process has read the table too
        action = random_legal_action(deal, random.Random(6))
        await tables.act(table_id, action, expect=(1, 0))
        # The second process still holds the table as it was: its copy is found out of date ...
        with pytest.raises(StaleAction, match="changed elsewhere"):
            await other.act(table_id, action, expect=(1, 0))
        # ... and when the click comes again it reads afresh and knows the turn was played.
        assert (await other.act(table_id, action, expect=(1, 0))).duplicate
        # Both processes get the same next click at the same moment: it is played once.
        deal = await tables.deal_in_play(table_id)
        await other.deal_in_play(table_id)
        action = random_legal_action(deal, random.Random(7))
        results = await asyncio.gather(tables.act(table_id, action, expect=(1, 1)),
                                       other.act(table_id, action, expect=(1, 1)), return_exceptions=True)
        played = [r for r in results if not isinstance(r, Exception) and not r.duplicate]
        assert len(played) == 1, results
        assert all(isinstance(r, StaleAction) or not isinstance(r, Exception) for r in results)
        async with storage.transaction(readonly=True) as tx:
            assert (await tx.counts())["actions"] == 2
        assert (await audit(storage)).ok
    finally:
        await other_storage.close()


async def test_closing_a_table_returns_every_stake(bank, tables, storage, limits):
    await limits.set(GUILD, CHANNEL, "all_jackpots", True, by="admin")
    table_id = await seated_table(bank, tables, ["ann", "bob", "cy"], stake=50)
    await tables.start_deal(table_id, seed="tables 9")
    while (deal := await tables.deal_in_play(table_id)) is not None:
        await tables.act(table_id, Pass(deal.to_act))  # nobody opens: the jack-pot stays in the pool
    carried = (await tables.summary(table_id)).carried
    assert carried == 6
    closed = await tables.close_table(table_id)  # the unplayed jack-pot goes back, 2 each
    assert all(chips == 0 for _, chips in closed.seats)
    assert sorted(closed.pool_back) == [("ann", 2), ("bob", 2), ("cy", 2)]
    books = await bank.settlement(GUILD)
    assert books.held == 150 and sum(m.wallet for m in books.members) == 150 and books.in_pools == 0
    async with storage.transaction(readonly=True) as tx:
        back = [line for line in await tx.statement(GUILD, "ann") if line.kind == "pool_back"]
        assert [(line.amount, line.memo) for line in back] == [
            (2, f"table {table_id} closes: the pool carried over, 6 chips, shared back (ann 2, bob 2, cy 2)")]  # from the dealer's left
        entry = await tx.entry_lines(back[0].entry_id)
        pool = await accounts.pool(tx, GUILD, table_id)
        assert entry[pool] == -6 and sorted(entry.values()) == [-6, 2, 2, 2]
    assert await tables.table_in(GUILD, CHANNEL) is None
    assert (await audit(storage)).ok
    reopened = await tables.open_table(GUILD, CHANNEL)
    assert reopened.table_id != table_id


def test_a_carried_pool_is_shared_back_with_the_odd_chips_from_the_dealers_left():
    from engine.rules import Rules
    from engine.table import Seat, Table

    table = Table(Rules(), [Seat("ann", 10), Seat("bob", 0), Seat("cy", 5)], dealer=1, carried=8)
    assert table.carried_shares() == {"cy": 3, "ann": 3, "bob": 2}  # 8 = 2 each and 2 odd: cy, then ann
    table.seats = []
    assert table.carried_shares(["dan", "eve"]) == {"dan": 4, "eve": 4}


async def test_a_freeze_out_starts_with_equal_stakes(bank, tables, limits):
    await limits.set_many(GUILD, CHANNEL, {"betting": "freeze_out", "freeze_out_stake": 40}, by="admin")
    table_id = (await tables.open_table(GUILD, CHANNEL)).table_id
    for member in ("ann", "bob"):
        await bank.buy(GUILD, member, 100)
    with pytest.raises(TableError, match="stake: a freeze-out starts with equal stakes of 40"):
        await tables.sit(table_id, "ann", 50)
    await tables.sit(table_id, "ann", 40)
    await tables.sit(table_id, "bob", 40)
    with pytest.raises(TableError, match="in a freeze-out nobody adds chips"):
        await tables.top_up(table_id, "ann", 5)


async def test_adding_chips_between_deals_counts_a_repeated_request_once(bank, tables, storage):
    table_id = await seated_table(bank, tables, ["ann", "bob"], stake=50)
    await bank.buy(GUILD, "ann", 30)
    await tables.top_up(table_id, "ann", 20, key="interaction-9")
    summary = await tables.top_up(table_id, "ann", 20, key="interaction-9")
    assert dict(summary.seats)["ann"] == 70
    assert await balance(storage, GUILD, "wallet:ann") == 10
    with pytest.raises(BankError, match="chips: you have 10 chips in your wallet, not 11"):
        await tables.top_up(table_id, "ann", 11)
    with pytest.raises(TableError, match="you are not seated at this table"):
        await tables.top_up(table_id, "cy", 1)
    assert (await audit(storage)).ok


def _already_built(hands) -> bool:
    """Whether the evaluator for these hand rules was built before this call asked for it."""
    misses = _evaluator_cached.cache_info().misses
    _evaluator_cached(hands)
    return _evaluator_cached.cache_info().misses == misses


async def test_the_evaluator_is_built_before_the_first_deal_not_inside_it(backend, bank, tables, storage, limits):
    # Building it takes some 0.1 s: inside a deal that would stall every other table on the server.
    _evaluator_cached.cache_clear()
    changed = await limits.set(GUILD, CHANNEL, "straights", False, by="admin")
    assert _already_built(changed.rules.hands)  # an admin's change of hand values
    _evaluator_cached.cache_clear()
    table_id = (await tables.open_table(GUILD, CHANNEL)).table_id
    assert _already_built(changed.rules.hands)  # a table opened
    restarted = TableService(await backend.open())
    try:
        _evaluator_cached.cache_clear()
        await restarted.recover()
        assert (await restarted.summary(table_id)).table_id == table_id
        assert _already_built(changed.rules.hands)  # a table brought back after a restart
    finally:
        await restarted.storage.close()


async def test_robots_seated_at_two_tables_at_once_both_sit(bank, tables, limits, storage):
    """A robot's wallet serves every table of its guild: seating robots at two tables at the same
    moment once failed when one table took the chips the other had just bought (issue 18)."""
    from bot.services.seating import seat_robots

    await limits.set(GUILD, None, "robots_allowed", True, by="admin")
    first = await tables.open_table(GUILD, "chan-a", by="admin")
    second = await tables.open_table(GUILD, "chan-b", by="admin")
    sit = tables.sit
    first_bought, second_sat = asyncio.Event(), asyncio.Event()

    async def in_turn(table_id, member, stake, **options):
        if table_id == first.table_id and not first_bought.is_set():
            first_bought.set()  # bought, not yet seated: the other table seats the same robot now
            await second_sat.wait()
            return await sit(table_id, member, stake, **options)
        done = await sit(table_id, member, stake, **options)
        second_sat.set()
        return done

    async def after_the_first_bought(table_id):
        await first_bought.wait()
        return await seat_robots(tables, bank, table_id, 2, by="admin")

    tables.sit = in_turn
    seated = await asyncio.gather(seat_robots(tables, bank, first.table_id, 2, by="admin"),
                                  after_the_first_bought(second.table_id))
    assert seated == [2, 2]
    for table in (first, second):
        assert sorted(m for m, _ in (await tables.summary(table.table_id)).seats) == ["robot-1", "robot-2"]
    report = await audit(storage)
    assert report.ok, report

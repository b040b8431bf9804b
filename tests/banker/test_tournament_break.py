"""Issue 42's race, forced: a player frozen out in the last deal of a table that is broken right
after that deal.  The deal ends in the middle of a between-deals step that has just seen it in
play (another table's step, or the recovery's after a restart); the step then breaks the table.
He must be placed all the same, in the deal's own settlement, at every break the balancing
makes from ten tables down to the final one, and the places and the prizes come out whole.

The run is steered (tests/tournament_steering.py): each deal's seed is chosen so that every
break comes right after a freeze-out at the table broken, and the same run comes each time.
"""

from __future__ import annotations

import pytest

from bot.services.audit import audit
from bot.services.ledger import Bank
from bot.services.tables import TableService
from bot.services.tournaments import TournamentService
from bot.storage import Storage
from engine.tournament import payouts
from tests.banker.conftest import Backend, Clock
from tests.tournament_steering import Steered

G, C = "guild", "channel"
SHARES = "50/30/20"


async def _entered(tournaments: TournamentService, bank: Bank, entrants: int) -> int:
    for member in ("ann", "bob", "cy"):
        await bank.buy(G, member, 10)
    row = await tournaments.create(G, C, by="ann", sweepstake=10, shares=SHARES, min_entrants=3,
                                   schedule="every 3 deals: 1/2, 2/4, 3/6, 4/8, 5/10")
    for member in ("ann", "bob", "cy"):
        await tournaments.join(G, C, member)
    await tournaments.add_robots(G, C, entrants - 3, by="ann")
    return row.id


# In a live step: 73 entrants on ten tables of seven or eight, the most a tournament opens, so
# that every count of tables is broken.  After a restart at each break: five tables (33), to
# keep the time modest; the recovery's step is the same step.
@pytest.mark.parametrize(("restart", "entrants", "count"), [(False, 73, 10), (True, 33, 5)],
                         ids=["in_a_step", "after_a_restart"])
async def test_a_player_frozen_out_as_his_table_breaks_is_placed(
        restart: bool, entrants: int, count: int, backend: Backend, storage: Storage, bank: Bank,
        tables: TableService, tournaments: TournamentService, clock: Clock) -> None:
    tid = await _entered(tournaments, bank, entrants)
    run = Steered(backend, clock, storage, tables, tournaments, tid, restart)
    await tournaments.start(G, C, run.threads, seed="break")
    assert len((await tournaments.standing(tid)).tables) == count
    try:
        await run.play()
        standing = await run.tournaments.standing(tid)
        print(f"\n{run.deals} deals dealt, {run.voided} void; staged at {[(s.tables, s.number) for s in run.staged]} {run.by_count}")
        # The race came at every break: ten (or five) tables to one fewer, ..., two to the final one.
        assert [s.tables for s in run.staged] == list(range(count, 1, -1))
        for staged in run.staged:  # placed as his deal was settled, before the step broke his table
            assert staged.placed_at_once, staged
        assert standing.tournament.status == "finished"
        assert [p.place for p in standing.places] == list(range(1, entrants + 1))
        assert sorted(p.member for p in standing.places) == sorted(e.member for e in standing.entrants)
        paid = payouts(10 * entrants, [50, 30, 20])
        assert [p.payout for p in standing.places] == paid + [0] * (entrants - len(paid))
        async with run.storage.transaction(readonly=True) as tx:
            pool = await tx.account(G, f"tournament:{tid}")
        assert pool is not None and pool.balance == 0  # every prize reached its place
        report = await audit(run.storage)
        assert report.ok, report.breaches
    finally:
        await run.close()

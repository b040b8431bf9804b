"""The tournament's end when the last deal ends in the middle of a between-deals step: after a
restart the recovery runs that step while the final table's deal is still in play, and the
deal may end just after the step has looked at the table.  Its losers are placed all the same
(as the deal is settled), and the survivor takes first place."""

from __future__ import annotations

from bot.services.tables import TableService
from bot.services.tournaments import TournamentService
from engine.actions import Action
from engine.deal import Deal
from tests.banker.test_tournaments import _twenty
from tests.tournament_driver import Played, Threads, play
from tests.tournament_steering import deal_ends_once_looked_at


async def test_losers_of_a_deal_ended_during_the_step_are_placed_before_the_survivor(
        bank, tables: TableService, tournaments: TournamentService) -> None:
    tid = await _twenty(tournaments, bank)
    threads = Threads()
    first = await tournaments.start("guild", "channel", threads, seed="twenty")
    staged: list[int] = []

    async def the_last_action_mid_step(table_id: int, deal: Deal, action: Action) -> bool:
        """The action that ends the tournament (one table left, one player with chips after
        it) is played inside the recovery's step instead, just after it looks at the table."""
        standing = await tournaments.standing(tid)
        live = [t for t in standing.tables if t.table_id is not None and t.status == "playing"]
        trial = Deal.replay(deal.setup, [*deal.history, action])  # what the action would make of it
        if staged or trial.result is None or len(live) > 1 or sum(1 for s in trial.stacks if s) > 1:
            return False
        staged.append(table_id)
        expect = (deal.setup.number, len(deal.history))

        async def last() -> None:
            await tables.act(table_id, action, expect=expect)
        with deal_ends_once_looked_at(tables, table_id, last) as fired:
            await tournaments.between_deals_of(tid, threads)
        assert fired, "the step never looked at the table"
        return True

    await play(tournaments, tables, tid, threads, Played(), first=first, instead=the_last_action_mid_step)
    standing = await tournaments.standing(tid)
    assert staged and standing.tournament.status == "finished"
    assert [p.place for p in standing.places] == list(range(1, 21))

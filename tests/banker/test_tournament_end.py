"""The tournament's end when the last deal ends in the middle of a between-deals step: after a
restart the recovery runs that step while the final table's deal is still in play, and the
deal may end after the freeze-out looked at the table.  Its losers are placed all the same."""

from __future__ import annotations

from bot.services.tables import TableService
from bot.services.tournaments import Progress, TournamentService
from bot.storage.records import TournamentRow
from engine.actions import Action
from engine.deal import Deal
from tests.banker.test_tournaments import _twenty
from tests.tournament_driver import Played, Threads, play


async def _ended_during_the_step(tournaments: TournamentService, tables: TableService, tid: int, threads: Threads,
                                 table_id: int, action: Action, expect: tuple[int, int]) -> None:
    """The recovery's between-deals step, with the deal's last action played in the middle of
    it: just after the freeze-out has looked at the tables."""
    running = tournaments.running
    freeze_out, acted = running._freeze_out, []

    async def freeze_then_the_deal_ends(row: TournamentRow, progress: Progress) -> None:
        await freeze_out(row, progress)
        if not acted:
            acted.append(await tables.act(table_id, action, expect=expect, actor=None))

    running._freeze_out = freeze_then_the_deal_ends  # type: ignore[method-assign]
    try:
        await running.between_deals_of(tid, threads)
    finally:
        del running._freeze_out
    assert acted, "the step never looked at the tables"


async def test_losers_of_a_deal_ended_during_the_step_are_placed_before_the_survivor(
        bank, tables: TableService, tournaments: TournamentService) -> None:
    tid = await _twenty(tournaments, bank)
    threads = Threads()
    first = await tournaments.start("guild", "channel", threads, seed="twenty")
    staged: list[int] = []

    async def the_last_action_mid_step(table_id: int, deal: Deal, action: Action) -> bool:
        """The action that ends the tournament (one table left, one player with chips after
        it) is played inside the recovery's step instead."""
        standing = await tournaments.standing(tid)
        live = [t for t in standing.tables if t.table_id is not None and t.status == "playing"]
        trial = Deal.replay(deal.setup, [*deal.history, action])  # what the action would make of it
        if staged or trial.result is None or len(live) > 1 or sum(1 for s in trial.stacks if s) > 1:
            return False
        staged.append(table_id)
        await _ended_during_the_step(tournaments, tables, tid, threads, table_id, action,
                                     (deal.setup.number, len(deal.history)))
        return True

    await play(tournaments, tables, tid, threads, Played(), first=first, instead=the_last_action_mid_step)
    standing = await tournaments.standing(tid)
    assert staged and standing.tournament.status == "finished"
    assert [p.place for p in standing.places] == list(range(1, 21))

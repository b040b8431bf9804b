"""The tournament's end when the last deal ends in the middle of a between-deals step: after a
restart the recovery runs that step while the final table's deal is still in play, and the
deal may end after the freeze-out looked at the table.  Its losers are placed all the same."""

from __future__ import annotations

from bot.services.tables import TableService
from bot.services.tournaments import Progress, TournamentService
from bot.storage.records import TournamentRow
from engine.actions import Action
from engine.deal import Deal
from engine.robots import Robot, Style
from tests.banker.test_tournaments import _twenty
from tests.tournament_driver import Threads


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
    ready, staged = set(first.may_deal), False
    robots: dict[str, Robot] = {}
    for _ in range(200_000):
        standing = await tournaments.standing(tid)
        if standing.tournament.status == "finished":
            break
        live = [t for t in standing.tables if t.table_id is not None and t.status == "playing"]
        for table in live:
            assert table.table_id is not None
            deal = await tables.deal_in_play(table.table_id)
            if deal is None:
                if table.table_id in ready:
                    ready.discard(table.table_id)
                    await tables.start_deal(table.table_id, seed=f"{tid}:{table.number}:{table.deals}")
                continue
            seat = deal.to_act
            assert seat is not None
            member = deal.setup.players[seat]
            robot = robots.setdefault(member, Robot(deal.setup.rules, Style.LIBERAL, member))
            action, expect = robot.decide(deal.seat_view(seat)), (deal.setup.number, len(deal.history))
            trial = Deal.replay(deal.setup, [*deal.history, action])  # what the action would make of it
            last = trial.result is not None and len(live) == 1 and sum(1 for s in trial.stacks if s) <= 1
            if last and not staged:
                staged = True
                await _ended_during_the_step(tournaments, tables, tid, threads, table.table_id, action, expect)
                break  # the step has ended the tournament (its table closed): look again
            await tables.act(table.table_id, action, expect=expect, actor=None)
            if await tables.deal_in_play(table.table_id) is None:
                progress = await tournaments.between_deals(table.table_id, threads)
                assert progress is not None
                ready = set(progress.may_deal)  # the whole tournament as it now stands
                break  # tables may have broken or filled: look again
    standing = await tournaments.standing(tid)
    assert staged and standing.tournament.status == "finished"
    assert [p.place for p in standing.places] == list(range(1, 21))

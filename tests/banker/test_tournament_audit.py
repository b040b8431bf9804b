"""The audit knows tournaments and seasons (issue 42): sound books pass, and each wrong book,
written straight into the store as a bug would have left it, is named: the tournament, its
channel and the account.

The first is the books of the two failing runs of issue 42: a finished tournament with a place
given to nobody and its prize still in the pool, which the old audit passed (the pool held
exactly the sweepstakes less the payouts its places record).
"""

from __future__ import annotations

import asyncio

import pytest

from bot.cli import main
from bot.services import accounts
from bot.services.audit import CHECKS, AuditReport, audit
from bot.services.ledger import Bank
from bot.services.seasons import Seasons
from bot.services.tables import TableService
from bot.services.tournaments import TournamentService
from bot.storage import Storage
from engine.actions import Action
from engine.deal import Deal
from tests.banker.conftest import Backend, Clock
from tests.tournament_driver import Played, Threads, play

G, C = "guild", "channel"


class Enough(Exception):
    """The play stops here."""
TOURNAMENT_CHECKS = {"tournaments_escrow", "tournaments_closed_empty", "tournaments_places", "tournaments_payouts",
                     "tournaments_cancelled"}


async def _nine(tournaments: TournamentService, bank: Bank, *, season_play: bool = False) -> int:
    """Nine entrants on two tables, 65/35: a table broken, a short tournament."""
    if not season_play:
        await bank.buy(G, "ann", 10)
    row = await tournaments.create(G, C, by="ann", sweepstake=10, shares="65/35", min_entrants=3,
                                   schedule="every 3 deals: 1/2, 2/4, 3/6, 4/8, 5/10", season_play=season_play)
    await tournaments.join(G, C, "ann")
    await tournaments.add_robots(G, C, 8, by="ann")
    return row.id


async def _played(tournaments: TournamentService, tables: TableService, tid: int, **options: int) -> None:
    threads = Threads()
    first = await tournaments.start(G, C, threads, seed="audit")
    await play(tournaments, tables, tid, threads, Played(), first=first, **options)


async def _checks(storage: Storage) -> tuple[set[str], AuditReport]:
    report = await audit(storage)
    assert {b.check for b in report.breaches} <= set(CHECKS)
    return {b.check for b in report.breaches}, report


def _said(report: AuditReport, check: str) -> str:
    return "\n".join(b.detail for b in report.breaches if b.check == check)


async def _unpost(storage: Storage, key: str) -> dict[int, int]:
    """The entry of key `key` taken out of the books as if it had never been posted: its lines
    gone and every balance it moved put back.  What it had moved, by account."""
    async with storage.transaction() as tx:
        entry = await tx.entry_by_key(key)
        assert entry is not None, key
        lines = await tx.entry_lines(entry.id)
        for account, chips in lines.items():
            await tx.conn.execute("UPDATE accounts SET balance = balance - ? WHERE id = ?", chips, account)
        await tx.conn.execute("DELETE FROM journal_lines WHERE entry_id = ?", entry.id)
        await tx.conn.execute("DELETE FROM journal WHERE id = ?", entry.id)
    return lines


async def test_sound_books_pass(storage: Storage, bank: Bank, tables: TableService,
                                tournaments: TournamentService, clock: Clock) -> None:
    finished = await _nine(tournaments, bank)
    await _played(tournaments, tables, finished)
    cancelled = await tournaments.create(G, C, by="ann", sweepstake=10)
    await tournaments.join(G, C, "robot-1")
    await tournaments.cancel(G, C)
    await Seasons(storage, clock).start(G, by="ann", reserve=30)
    season = await _nine(tournaments, bank, season_play=True)
    await _played(tournaments, tables, season, stop_after_deals=6)  # under way, players frozen out or not
    checks, report = await _checks(storage)
    assert not checks, report.breaches
    standing = await tournaments.standing(finished)
    assert standing.tournament.status == "finished" and len(standing.places) == 9
    assert (await tournaments.standing(cancelled.id)).tournament.status == "cancelled"


async def test_the_failing_runs_books_are_named(backend: Backend, storage: Storage, bank: Bank, tables: TableService,
                                                tournaments: TournamentService, capsys: pytest.CaptureFixture) -> None:
    """Place 2 given to nobody, its 35% still in the pool: issue 42's books."""
    tid = await _nine(tournaments, bank)
    await _played(tournaments, tables, tid)
    standing = await tournaments.standing(tid)
    second = standing.places[1]
    assert (second.place, second.payout) == (2, 31)  # 35% of 90, the odd chip to first place
    await _unpost(storage, f"payout:{tid}:2")
    async with storage.transaction() as tx:
        await tx.conn.execute("DELETE FROM tournament_places WHERE tournament_id = ? AND place = 2", tid)
    checks, report = await _checks(storage)
    # The pool holds the sweepstakes less the payouts the places record: the old check passes.
    assert checks == {"tournaments_closed_empty", "tournaments_places", "tournaments_payouts"}, report.breaches
    name = f"tournament {tid} (channel {C})"
    assert f"{name}: it is finished, but its pool tournament:{tid} still holds 31" in _said(report, "tournaments_closed_empty")
    assert f"{name}: it is finished, but place 2 of 9 is given to nobody" in _said(report, "tournaments_places")
    assert f"{name}: it is finished, but {second.member} has no place" in _said(report, "tournaments_places")
    assert f"{name}: place 2's prize of 31 (of the pool of 90, paid 65/35) went to nobody" in \
        _said(report, "tournaments_payouts")
    # And `poker-bot audit` says so, and fails.
    url = backend.url if backend.schema is None else f"{backend.url}?search_path={backend.schema}"
    code = await asyncio.to_thread(main, ["audit", "--db", url])
    out = capsys.readouterr().out
    assert code == 1 and "audit FAILED" in out
    assert f"tournaments_closed_empty: {name}: it is finished, but its pool tournament:{tid} still holds 31" in out


async def test_a_place_deleted_is_named(storage: Storage, bank: Bank, tables: TableService,
                                        tournaments: TournamentService) -> None:
    tid = await _nine(tournaments, bank)
    await _played(tournaments, tables, tid)
    last = (await tournaments.standing(tid)).places[-1]  # ninth, paid nothing: only the place is wrong
    async with storage.transaction() as tx:
        await tx.conn.execute("DELETE FROM tournament_places WHERE tournament_id = ? AND place = 9", tid)
    checks, report = await _checks(storage)
    assert checks == {"tournaments_places"}, report.breaches
    assert "place 9 of 9 is given to nobody" in _said(report, "tournaments_places")
    assert f"{last.member} has no place" in _said(report, "tournaments_places")


@pytest.mark.parametrize("recorded", [True, False], ids=["payout_recorded", "payout_not_recorded"])
async def test_a_prize_left_in_the_pool_is_named(recorded: bool, storage: Storage, bank: Bank, tables: TableService,
                                                 tournaments: TournamentService) -> None:
    tid = await _nine(tournaments, bank)
    await _played(tournaments, tables, tid)
    winner = (await tournaments.standing(tid)).places[0]
    await _unpost(storage, f"payout:{tid}:1")
    if not recorded:
        async with storage.transaction() as tx:
            await tx.set_payout(tid, 1, 0)
    checks, report = await _checks(storage)
    # Recorded as paid, the pool holds more than the books allow; not recorded, it holds what
    # the places say and only the new checks see the prize that never left.
    assert checks == {"tournaments_closed_empty", "tournaments_payouts"} | ({"tournaments_escrow"} if recorded else set())
    assert f"its pool tournament:{tid} still holds 59" in _said(report, "tournaments_closed_empty")
    payouts = _said(report, "tournaments_payouts")
    assert f"place 1's prize of 59 did not reach {winner.member}: the pool tournament:{tid} paid him 0" in payouts
    assert recorded or f"place 1 ({winner.member}) is recorded as paid 0, its share of the pool of 90 is 59" in payouts


async def test_a_sweepstake_not_returned_on_cancel_is_named(storage: Storage, bank: Bank, tables: TableService,
                                                            tournaments: TournamentService) -> None:
    tid = await _nine(tournaments, bank)
    await _played(tournaments, tables, tid, stop_after_deals=5)
    await tournaments.cancel(G, C, by="ann")  # under way: every sweepstake back
    checks, report = await _checks(storage)
    assert not checks, report.breaches
    await _unpost_return(storage, tid, "robot-3")  # as if the cancel had passed him by
    async with storage.transaction() as tx:
        await tx.set_paid(tid, "robot-3", 10)
    checks, report = await _checks(storage)
    # The pool holds the sweepstake still marked paid: the old check passes.
    assert checks == {"tournaments_closed_empty", "tournaments_cancelled"}, report.breaches
    assert f"it is cancelled, but its pool tournament:{tid} still holds 10" in _said(report, "tournaments_closed_empty")
    said = _said(report, "tournaments_cancelled")
    assert f"it was cancelled, but 10 of robot-3's sweepstake stayed in its pool tournament:{tid}" in said
    assert "it was cancelled, but robot-3's sweepstake of 10 is still marked paid" in said


async def _unpost_return(storage: Storage, tid: int, member: str) -> None:
    """The sweepstake given back to `member` on the cancel, taken out of the books."""
    async with storage.transaction() as tx:
        found = await tx.conn.fetchval("SELECT id FROM journal WHERE kind = 'sweepstake_back' AND member = ?", member)
        await tx.conn.execute("UPDATE journal SET idem_key = ? WHERE id = ?", f"test:back:{tid}:{member}", found)
    await _unpost(storage, f"test:back:{tid}:{member}")


async def test_a_frozen_out_player_unplaced_under_way_is_named(storage: Storage, bank: Bank, tables: TableService,
                                                               tournaments: TournamentService) -> None:
    tid = await _nine(tournaments, bank)
    threads = Threads()
    first = await tournaments.start(G, C, threads, seed="audit")

    async def stop_once_one_is_out(table_id: int, deal: Deal, action: Action) -> bool:
        if (await tournaments.standing(tid)).places:
            raise Enough
        return False
    with pytest.raises(Enough):
        await play(tournaments, tables, tid, threads, Played(), first=first, instead=stop_once_one_is_out)
    standing = await tournaments.standing(tid)
    out = standing.places[-1]
    assert out.place == 9 and not any(m == out.member for t in standing.tables for m, _ in t.chips)  # unseated
    async with storage.transaction() as tx:
        await tx.conn.execute("DELETE FROM tournament_places WHERE tournament_id = ? AND place = 9", tid)
    checks, report = await _checks(storage)
    assert checks == {"tournaments_places"}, report.breaches
    assert f"{out.member} holds no chips at its tables and has no place: frozen out and never placed" in \
        _said(report, "tournaments_places")


async def test_a_season_s_chips_that_do_not_add_up_are_named(storage: Storage, bank: Bank, tables: TableService,
                                                             tournaments: TournamentService, clock: Clock) -> None:
    season = await Seasons(storage, clock).start(G, by="ann", reserve=30)
    tid = await _nine(tournaments, bank, season_play=True)
    await _played(tournaments, tables, tid)
    checks, report = await _checks(storage)
    assert not checks, report.breaches
    async with storage.transaction() as tx:  # season chips out of the reserve, not as any grant
        reserve = await accounts.season_reserve(tx, G, season.id)
        wallet = await accounts.season_wallet(tx, G, season.id, "ann")
        await tx.post(G, "adjust", {reserve: -5, wallet: 5}, at="t", member="ann", memo="by hand")
    checks, report = await _checks(storage)
    assert "season_chips_add_up" in checks, report.breaches
    said = _said(report, "season_chips_add_up")
    granted = 9 * 30  # each entrant his reserve, robots too
    assert (f"season row {season.id}: its reserve season:{season.id}:reserve is out {granted + 5} season chips, "
            f"but {granted} were granted") in said
    assert not checks & TOURNAMENT_CHECKS  # the tournament's own books still hold

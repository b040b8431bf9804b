"""Cancelling a tournament under way (an admin's choice): every table's deal in play is void,
each table closes into the tournament's pool, and every entrant gets his sweepstake back,
those already frozen out too, as if the tournament had not been played.

Returning the sweepstakes, not the chips at the tables, is the choice: the pool then pays back
exactly what went in, and no one profits from a tournament that did not finish.  The intent
is written first (the record's ``cancelling``), so no table deals again and a restart
finishes a cancel cut short.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from bot.services import memos
from bot.services.accounts import stamp
from bot.services.errors import TableError, TournamentError
from bot.services.tournaments import escrow
from bot.services.tournaments.season_play import season_of
from bot.storage.tournament_queries import TournamentRow

if TYPE_CHECKING:
    from bot.services.tournaments.running import Running

WHY = "the tournament was cancelled"


def cancelling(row: TournamentRow) -> bool:
    return bool((row.record or {}).get("cancelling"))


async def cancel_under_way(running: Running, row: TournamentRow, by: str) -> int:
    """Cancel a tournament in play; how many sweepstakes went back."""
    if row.status != "playing":
        raise TournamentError("the tournament is not under way")
    async with running.lock(row.id):
        # Read again under the locks: the tournament may have ended while this waited for them
        # (random seed 10: its places were paid, then every sweepstake went back from the pool).
        async with running.storage.transaction() as tx:
            await tx.lock_tournament(row.id)
            now = await tx.tournament(row.id)
            if now is None or now.status != "playing":
                raise TournamentError("the tournament ended a moment ago: there is nothing to cancel",
                                      words="refusals-tournament-ended-meanwhile")
            if not cancelling(now):
                await tx.keep_record(now.id, {**(now.record or {}), "cancelling": by})
        return await _finish(running, now, by)


async def finish_cancel(running: Running, row: TournamentRow) -> int:
    """At start-up: a cancel the bot stopped in the middle of, finished."""
    async with running.lock(row.id):
        return await _finish(running, row, str((row.record or {}).get("cancelling")))


async def _finish(running: Running, row: TournamentRow, by: str) -> int:
    pool = await running.pool_of(row)
    for table in await running.standing_tables(row):
        if table.table_id is not None and table.status == "playing":
            await _close(running, row, table.table_id, table.number, pool)
    at = stamp(running.clock)
    async with running.storage.transaction() as tx:
        await tx.lock_tournament(row.id)
        returned = {}
        for entrant in await tx.entrants(row.id):
            if entrant.paid:
                await escrow.return_sweepstake(tx, row.guild_id, row.id, entrant.member, entrant.paid, at,
                                               "cancelled-under-way", season_of(row))
                await tx.set_paid(row.id, entrant.member, 0)
                returned[entrant.member] = entrant.paid
        await tx.keep_record(row.id, {**({"season": season_of(row)} if season_of(row) is not None else {}),
                                      "cancelled_by": by, "seed": row.seed, "returned": returned})
        await tx.set_tournament_status(row.id, "cancelled", at)
    return len(returned)


async def _close(running: Running, row: TournamentRow, table_id: int, number: int, pool: int) -> None:
    """One table closed into the pool, its deal in play void first.  Once the intent is written
    no table deals again (`why_no_deal`), so a deal begun just before it is all that can come
    between a look and the close.  A table that will not close stops the cancel before any
    sweepstake goes back: the pool pays them only with every table's chips in it."""
    for _ in range(50):
        try:
            if await running.tables.deal_in_play(table_id) is not None:
                await running.tables.void_deal(table_id, WHY)
            await running.tables.close_into(table_id, pool, key=f"tournament_cancel:{row.id}:{number}",
                                            memo=memos.write("cancelled", tournament=row.id, table=number),
                                            also=closed_as(row.id, number, "final"))
            return
        except TableError:
            await asyncio.sleep(0.02)  # the deal ended, or began, between the look and the act: look again
    raise TournamentError(f"table {number} of the tournament did not close: cancel it again in a moment",
                          words="refusals-tournament-table-not-closing", table=number)


def closed_as(tournament_id: int, number: int, status: str) -> Callable[[Any, int], Awaitable[None]]:
    """Marks the tournament's table `number` broken or final in the transaction that closes it,
    so that a restart never finds it closed and still marked as playing."""
    async def mark(tx: Any, chips: int) -> None:
        await tx.set_table_status(tournament_id, number, status)
    return mark

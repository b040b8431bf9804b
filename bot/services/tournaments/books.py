"""The audit's check of every tournament's books: its pool, with the chips out at its tables,
holds the sweepstakes its entrants paid less the payouts its places record."""

from __future__ import annotations

from collections import defaultdict

from bot.services.accounts import tournament_name
from bot.storage import Tx
from bot.storage.records import AccountRow


async def tournament_breaches(tx: Tx, every: list[AccountRow]) -> list[str]:
    by_name = {(a.guild_id, a.name): a for a in every}
    at_table: dict[int, int] = defaultdict(int)
    for account in every:
        if account.table_id is not None and account.kind in ("seat", "pool"):
            at_table[account.table_id] += account.balance
    out = []
    for row in await tx.tournaments():
        paid = sum(e.paid for e in await tx.entrants(row.id))
        payouts = sum(p.payout for p in await tx.places(row.id))
        pool = by_name.get((row.guild_id, tournament_name(row.id)))
        held = 0 if pool is None else pool.balance
        out_there = sum(at_table[t.table_id] for t in await tx.tournament_tables(row.id) if t.table_id is not None)
        if held + out_there != paid - payouts:
            out.append(f"tournament {row.id}: its pool holds {held} and its tables {out_there}, but its entrants "
                       f"paid {paid} and {payouts} was paid out")
    return out

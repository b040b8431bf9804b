"""A tournament's places, given in the transaction that settles the deal freezing a player out.

Whatever happens to his table next (a player moved off it, the table broken, the final
table made, the tournament's end), the place is in the books with the deal that took his
last chip: nothing later has to see him at the table with no chips to place him.

The deal's settlement (`bot.services.tables.settlement`) calls `place_frozen_out` for the
players its deal left with no chips; at a table that is no tournament's it does nothing.
It lives apart from `bot.services.tournaments`, which uses the table service, so that the
table service may call it.

Places go from the bottom up in the order the deals froze players out, the settlements
taking the tournament's row one at a time.  Players frozen out in the same deal place by
the chips they began that deal with, more chips higher; with equal chips, the one seated
later in the deal's order places higher (`engine.tournament.places`).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.storage import Tx
from engine.tournament import places


async def place_frozen_out(tx: Tx, table_id: int, out: Sequence[tuple[str, int]], at: str) -> list[tuple[str, int]]:
    """Place the players of `out`, (member, chips he began the deal with) in seat order, if the
    table is a tournament's under way; the places given, (member, place), lowest first."""
    if not out:
        return []
    found = await tx.tournament_of_table(table_id)
    if found is None:
        return []
    row = await tx.lock_tournament(found.tournament_id)  # one settlement at a time counts the places
    if row is None or row.status != "playing":
        return []
    members = [e.member for e in await tx.entrants(row.id)]
    placed = {p.member for p in await tx.places(row.id)}
    index = {m: i for i, m in enumerate(members)}
    fresh = [(m, chips) for m, chips in out if m in index and m not in placed]
    order = places([(index[m], 0) for m, _ in fresh], [], {index[m]: chips for m, chips in fresh})
    remaining = len(members) - len(placed)
    given = []
    for player in reversed(order):  # the lowest place first
        await tx.add_place(row.id, remaining, members[player], at)
        given.append((members[player], remaining))
        remaining -= 1
    return given

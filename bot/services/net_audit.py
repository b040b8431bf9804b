"""The audit's check of a member's net against the ledger (``stats_match_ledger``).

`/poker stats` keeps each member's net as the chips his seat gained or lost over each deal
(`bot.services.deal_stats.seat_net`, docs/storage.md): what the ledger moved on his seat in
that deal's entries (the antes, each action, the settlement).  So his net over every deal
the totals count is the sum of those lines, found here from the ledger alone.  The audit
(`bot.services.audit`) checks it once the totals are built (``tx.stats_built()``).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping

from bot.services.deal_stats import ALL
from bot.storage.records import AccountRow, DealRow, MemberStatsRow, TableRow


def ledger_nets(every: Iterable[AccountRow], tables: Iterable[TableRow], deals: Iterable[DealRow],
                lines: Mapping[int, Mapping[int, int]]) -> dict[tuple[str, str], int]:
    """(guild, member) -> the chips the ledger moved on his seats over the finished deals the
    totals count (a tutorial's are not: they are lessons).  A deal in play is left out, as
    the totals leave it; a void one moved nothing in the end."""
    seats = {a.id: (a.guild_id, a.member) for a in every if a.kind == "seat" and a.member is not None}
    lessons = {t.id for t in tables if t.state.get("course")}
    out: dict[tuple[str, str], int] = defaultdict(int)
    for deal in deals:
        if deal.status != "finished" or deal.table_id in lessons:
            continue
        for account, chips in lines.get(deal.id, {}).items():
            owner = seats.get(account)
            if owner is not None:
                out[owner] += chips
    return dict(out)


def net_differences(stats: Iterable[MemberStatsRow], every: Iterable[AccountRow], tables: Iterable[TableRow],
                    deals: Iterable[DealRow], lines: Mapping[int, Mapping[int, int]]) -> list[str]:
    """Where a member's net, as the totals keep it, is not what the ledger moved on his seats,
    one line each."""
    kept = {(r.guild_id, r.member): r.net for r in stats if r.variety == ALL}
    moved = ledger_nets(every, tables, deals, lines)
    return [f"guild {guild}, {member}: the totals keep a net of {kept.get((guild, member), 0):+}, "
            f"the ledger moved {moved.get((guild, member), 0):+} on his seats in the deals counted"
            for guild, member in sorted(set(kept) | set(moved))
            if kept.get((guild, member), 0) != moved.get((guild, member), 0)]

"""The audit's checks of season chips: kept apart from the wallet's, the reserve granted once,
and the leaderboard's running totals what the hand records give."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Sequence

from bot.services.season_chips import Totals
from bot.storage import Tx
from bot.storage.records import AccountRow, DealRow, SeasonMemberRow, TableRow
from engine.plurals import counted

MOST = 20


async def check_seasons(tx: Tx, add: Callable[[str, str], None], every: Sequence[AccountRow]) -> None:
    """The ledger's season checks, each breach given to `add(check, detail)`; `every`, the
    accounts, for the sums of each season's chips."""
    for entry, kind, seasons in await tx.mixed_entries(MOST):
        sides = ", ".join("the wallet's side" if s == "0" else f"season row {s}" for s in seasons.split(", "))
        add("season_chips_apart", f"entry {entry} ({kind}) moves chips between {sides}")
    for guild, name in await tx.escrow_off_season(MOST):
        add("season_chips_apart", f"guild {guild}, {name}: not the season of its table")
    reserves = {s.id: s.reserve for s in await tx.every_season()}
    grants = await tx.reserve_grants()
    for problem in chips_add_up(every, grants):
        add("season_chips_add_up", problem)
    for season, member, entries, chips in grants:
        if entries > 1:
            add("season_reserve_once", f"season row {season}: {member} was granted the reserve {counted(entries, 'times')}")
        elif chips != reserves.get(season):
            add("season_reserve_once", f"season row {season}: {member} was granted {chips}, "
                                       f"the reserve is {reserves.get(season)}")


def chips_add_up(every: Sequence[AccountRow], grants: Sequence[tuple[int, str, int, int]]) -> list[str]:
    """Where a season's chips do not add up: its reserve out other than the reserves it granted,
    or its accounts holding other than that (the chips granted are all the chips it has)."""
    granted: dict[int, int] = defaultdict(int)
    for season, _member, _entries, chips in grants:
        granted[season] += chips
    out: dict[int, int] = defaultdict(int)
    held: dict[int, int] = defaultdict(int)
    reserve: dict[int, str] = {}
    for account in every:
        if account.season_id is None:
            continue
        if account.kind == "banker":
            out[account.season_id] -= account.balance
            reserve[account.season_id] = account.name
        else:
            held[account.season_id] += account.balance
    problems = []
    for season in sorted(set(granted) | set(out) | set(held)):
        name = reserve.get(season, f"season:{season}:reserve")
        if out[season] != granted[season]:
            problems.append(f"season row {season}: its reserve {name} is out {out[season]} season chips, but "
                            f"{granted[season]} were granted")
        if held[season] != granted[season]:
            problems.append(f"season row {season}: its accounts hold {held[season]} season chips, but "
                            f"{granted[season]} were granted")
    return problems


def season_differences(kept: dict[int, list[SeasonMemberRow]], recounted: Totals) -> list[str]:
    """Where the kept season totals are not what the hand records give, one line each."""
    have = {(season, r.member): (r.deals, r.won) for season, rows in kept.items() for r in rows}
    out = []
    for key in sorted(set(have) | set(recounted)):
        got, want = have.get(key, (0, 0)), recounted.get(key, (0, 0))
        if got != want:
            out.append(f"season row {key[0]}, {key[1]}: kept {counted(got[0], 'deals')} and chips {got[1]:+}, "
                       f"the records give {want[0]} and {want[1]:+}")
    return out


def ledger_differences(kept: dict[int, list[SeasonMemberRow]], every: list[AccountRow],
                       grants: list[tuple[int, str, int, int]], tables: list[TableRow],
                       deals: list[DealRow], tournaments: Sequence[tuple[int, str, int]] = ()) -> list[str]:
    """Where a member's chips won, as kept, are not his season chips in the ledger less his
    reserve and less what a season tournament's pool gave or took from him (`tournaments`:
    its payouts share the pool by place, not by the chips won in its deals).  A season with a
    deal in play is left out: its bets are in a pool until it ends."""
    playing = {d.table_id for d in deals if d.status == "playing"}
    busy = {t.season_id for t in tables if t.season_id is not None and t.id in playing}
    held: dict[tuple[int, str], int] = defaultdict(int)
    for account in every:
        if account.season_id is not None and account.member is not None and account.kind in ("wallet", "seat"):
            held[account.season_id, account.member] += account.balance
    for season, member, _entries, chips in grants:
        held[season, member] -= chips
    for season, member, chips in tournaments:
        held[season, member] -= chips
    won = {(season, r.member): r.won for season, rows in kept.items() for r in rows}
    out = []
    for key in sorted(set(held) | set(won)):
        if key[0] not in busy and held.get(key, 0) != won.get(key, 0):
            out.append(f"season row {key[0]}, {key[1]}: the ledger gives chips won {held.get(key, 0):+}, "
                       f"the totals kept {won.get(key, 0):+}")
    return out

"""The running totals kept with the deals: what a settlement adds, what `/poker stats` reads,
and the same totals worked out afresh from the hand records (the audit, and the first build
on a database that already holds deals)."""

from __future__ import annotations

from collections.abc import Iterable

from bot.services.accounts import Clock, stamp
from bot.services.deal_stats import (
    ALL,
    COUNTS,
    Figures,
    Hand,
    SeatPart,
    Totals,
    deal_parts,
    totals_of,
)
from bot.services.hand_records import finished_deals
from bot.storage import Storage
from bot.storage.records import ActionRow, DealRow, MemberStatsRow, TableRow
from engine.deal import Deal

Key = tuple[str, str, str]  # guild, member, variety


def rows_of(guild: str, parts: Iterable[SeatPart]) -> list[MemberStatsRow]:
    """The rows that add these parts to a guild's totals (each variety's, and ALL)."""
    return [row_of(guild, member, variety, totals) for (member, variety), totals in totals_of(list(parts)).items()]


def row_of(guild: str, member: str, variety: str, totals: Totals) -> MemberStatsRow:
    shown, held = totals.best_shown, totals.best_held
    return MemberStatsRow(guild_id=guild, member=member, variety=variety,
                          **{name: getattr(totals.figures, name) for name in COUNTS},
                          best_shown=None if shown is None else shown.value,
                          best_shown_words=None if shown is None else shown.words,
                          best_held=None if held is None else held.value,
                          best_held_words=None if held is None else held.words)


def totals_of_row(row: MemberStatsRow) -> Totals:
    figures = Figures(**{name: getattr(row, name) for name in COUNTS})
    shown = None if row.best_shown is None else Hand(row.best_shown, row.best_shown_words or "")
    held = None if row.best_held is None else Hand(row.best_held, row.best_held_words or "")
    return Totals(figures, shown, held)


def recount(tables: Iterable[TableRow], deals: Iterable[DealRow], actions: dict[int, list[ActionRow]],
            replayed: dict[int, Deal] | None = None) -> dict[Key, MemberStatsRow]:
    """Every total, from the hand records: each finished deal replayed (or taken from
    `replayed`, by deal row) and its parts added up.  A deal that does not replay adds nothing."""
    tables = list(tables)
    guild_of = {t.id: t.guild_id for t in tables}
    lessons = {t.id for t in tables if t.state.get("course")}  # a tutorial's deals are not counted
    by_guild: dict[str, list[SeatPart]] = {}
    for row, deal in finished_deals((d for d in deals if d.table_id not in lessons), actions, replayed):
        by_guild.setdefault(guild_of.get(row.table_id, ""), []).extend(deal_parts(deal))
    return {(r.guild_id, r.member, r.variety): r for guild, parts in by_guild.items() for r in rows_of(guild, parts)}


async def build_if_needed(storage: Storage, clock: Clock) -> bool:
    """Work the totals out from the deals already recorded, once, on the first start after the
    totals came in (a new database has none to count).  Whether it was done now."""
    async with storage.transaction(readonly=True) as tx:
        if await tx.stats_built():
            return False
    async with storage.transaction() as tx:
        if not await tx.claim_stats_build(stamp(clock)):
            return False
        tables = await tx.tables(status=None)
        deals = await tx.deals(statuses=["finished"])
        actions = await tx.actions_of([d.id for d in deals])
        await tx.replace_stats(list(recount(tables, deals, actions).values()))
    return True


async def member_totals(storage: Storage, guild: str, member: str, variety: str = ALL) -> Totals:
    """One member's totals: one row read.  All zero for a member who has played no deal."""
    async with storage.transaction(readonly=True) as tx:
        row = await tx.member_stats(guild, member, variety)
    return Totals(Figures()) if row is None else totals_of_row(row)


def differences(stored: Iterable[MemberStatsRow], recounted: dict[Key, MemberStatsRow]) -> list[str]:
    """Where the kept totals are not what the hand records give, one line each."""
    kept = {(r.guild_id, r.member, r.variety): r for r in stored}
    out = []
    for key in sorted(set(kept) | set(recounted)):
        guild, member, variety = key
        have, want = kept.get(key), recounted.get(key)
        if have is None or want is None:
            out.append(f"guild {guild}, {member}, {variety}: totals kept for no deal recorded" if want is None
                       else f"guild {guild}, {member}, {variety}: the deals recorded have no totals kept")
            continue
        wrong = [f"{name} {getattr(have, name)} (the records give {getattr(want, name)})"
                 for name in (*COUNTS, "best_shown") if getattr(have, name) != getattr(want, name)]
        if have.best_held != want.best_held:  # private: said to differ, not what it is
            wrong.append("best_held is not the records'")
        if wrong:
            out.append(f"guild {guild}, {member}, {variety}: " + ", ".join(wrong))
    return out

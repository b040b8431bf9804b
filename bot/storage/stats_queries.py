"""Members' running totals at the tables (`member_stats`): added to once per finished deal,
read one row at a time, and rebuilt or compared whole by the audit."""

from __future__ import annotations

from collections.abc import Sequence

from bot.storage.driver import Conn
from bot.storage.records import MemberStatsRow

# The columns that add up, and those that keep the most (and their words).
SUMMED = ("deals", "came_in", "opened", "straddled", "raised", "draws", "cards_drawn", "pools_won",
          "won_at_showdown", "won_without", "showdowns", "showdowns_won", "net")
_KEY = ("guild_id", "member", "variety")
_BEST = ("best_shown", "best_held")
COLUMNS = (*_KEY, *SUMMED, "biggest_pool", "best_shown", "best_shown_words", "best_held", "best_held_words")
_ADD = ", ".join(
    [f"{c} = member_stats.{c} + excluded.{c}" for c in SUMMED]
    + ["biggest_pool = CASE WHEN excluded.biggest_pool > member_stats.biggest_pool "
       "THEN excluded.biggest_pool ELSE member_stats.biggest_pool END"]
    # A better hand replaces the one kept, with its words; a tie keeps the earlier.
    + [f"{c}{part} = CASE WHEN member_stats.{c} IS NULL OR excluded.{c} > member_stats.{c} "
       f"THEN excluded.{c}{part} ELSE member_stats.{c}{part} END" for c in _BEST for part in ("_words", "")]
)


class StatsQueries:
    conn: Conn

    async def add_stats(self, rows: Sequence[MemberStatsRow]) -> None:
        """Add one deal's parts to the totals: one statement, each (guild, member, variety) once."""
        if not rows:
            return
        one = f"({', '.join('?' * len(COLUMNS))})"
        args = [getattr(r, c) for r in rows for c in COLUMNS]
        await self.conn.execute(
            f"INSERT INTO member_stats ({', '.join(COLUMNS)}) VALUES {', '.join([one] * len(rows))} "
            f"ON CONFLICT (guild_id, member, variety) DO UPDATE SET {_ADD}", *args)

    async def member_stats(self, guild: str, member: str, variety: str) -> MemberStatsRow | None:
        row = await self.conn.fetchrow(
            f"SELECT {', '.join(COLUMNS)} FROM member_stats WHERE guild_id = ? AND member = ? AND variety = ?",
            guild, member, variety)
        return None if row is None else MemberStatsRow.of(row)

    async def every_member_stats(self) -> list[MemberStatsRow]:
        rows = await self.conn.fetch(f"SELECT {', '.join(COLUMNS)} FROM member_stats ORDER BY {', '.join(_KEY)}")
        return [MemberStatsRow.of(r) for r in rows]

    async def stats_built(self) -> bool:
        return bool(await self.conn.fetchval("SELECT count(*) FROM member_stats_built"))

    async def claim_stats_build(self, at: str) -> bool:
        """Mark the totals built, first thing in the transaction that builds them; False if they
        are already (another process's build waits here for the first to end).  On PostgreSQL
        the totals are then locked against settlements until the build commits: one already
        writing is waited for (its deal is then read as finished), the next waits its turn.
        SQLite lets one transaction write at a time, so there the claim alone does it."""
        claimed = await self.conn.execute(
            "INSERT INTO member_stats_built (id, built_at) VALUES (1, ?) ON CONFLICT (id) DO NOTHING", at) == 1
        if claimed and self.conn.dialect == "postgres":
            await self.conn.execute("LOCK TABLE member_stats IN EXCLUSIVE MODE")
        return claimed

    async def replace_stats(self, rows: Sequence[MemberStatsRow]) -> None:
        """Every total replaced by these, worked out afresh from the hand records."""
        await self.conn.execute("DELETE FROM member_stats")
        for start in range(0, len(rows), 200):
            await self.add_stats(rows[start:start + 200])

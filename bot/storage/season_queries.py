"""Seasons: the season running in a guild, its members' running totals, the final standings,
and the audit's questions about season chips."""

from __future__ import annotations

from collections.abc import Sequence

from bot.storage.driver import Conn
from bot.storage.records import SeasonMemberRow, SeasonRow

_SEASON = "id, guild_id, number, name, reserve, min_deals, started_by, started_at, ended_by, ended_at"


class SeasonQueries:
    conn: Conn

    async def running_season(self, guild: str) -> SeasonRow | None:
        row = await self.conn.fetchrow(
            f"SELECT {_SEASON} FROM seasons WHERE guild_id = ? AND ended_at IS NULL", guild)
        return None if row is None else SeasonRow.of(row)

    async def season(self, guild: str, number: int | None = None) -> SeasonRow | None:
        """The season of that number in the guild, or (None) the latest."""
        if number is None:
            row = await self.conn.fetchrow(
                f"SELECT {_SEASON} FROM seasons WHERE guild_id = ? ORDER BY number DESC LIMIT 1", guild)
        else:
            row = await self.conn.fetchrow(
                f"SELECT {_SEASON} FROM seasons WHERE guild_id = ? AND number = ?", guild, number)
        return None if row is None else SeasonRow.of(row)

    async def season_by_id(self, season_id: int) -> SeasonRow | None:
        row = await self.conn.fetchrow(f"SELECT {_SEASON} FROM seasons WHERE id = ?", season_id)
        return None if row is None else SeasonRow.of(row)

    async def every_season(self) -> list[SeasonRow]:
        return [SeasonRow.of(r) for r in await self.conn.fetch(f"SELECT {_SEASON} FROM seasons ORDER BY id")]

    async def start_season(self, guild: str, name: str, reserve: int, min_deals: int, by: str | None,
                           at: str) -> int:
        """A new season numbered after the guild's last; IntegrityViolation('unique') if one runs."""
        number = await self.conn.fetchval(
            "SELECT COALESCE(MAX(number), 0) + 1 FROM seasons WHERE guild_id = ?", guild)
        made = await self.conn.fetchval(
            "INSERT INTO seasons (guild_id, number, name, reserve, min_deals, started_by, started_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id",
            guild, int(number), name, reserve, min_deals, by, at)
        return int(made)

    async def end_season(self, season_id: int, by: str | None, at: str) -> bool:
        """Whether this call ended it (False: it had ended already)."""
        done = await self.conn.fetchval(
            "UPDATE seasons SET ended_by = ?, ended_at = ? WHERE id = ? AND ended_at IS NULL RETURNING id",
            by, at, season_id)
        return done is not None

    async def add_season_results(self, season_id: int, rows: Sequence[SeasonMemberRow]) -> None:
        """Add one deal's parts to the season's running totals."""
        for row in rows:
            await self.conn.execute(
                "INSERT INTO season_members (season_id, member, deals, won) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (season_id, member) DO UPDATE SET deals = season_members.deals + excluded.deals, "
                "won = season_members.won + excluded.won",
                season_id, row.member, row.deals, row.won)

    async def season_members(self, season_id: int | None = None) -> dict[int, list[SeasonMemberRow]]:
        """Running totals by season (of one season, or of all)."""
        sql = "SELECT season_id, member, deals, won FROM season_members"
        rows = await (self.conn.fetch(sql + " WHERE season_id = ? ORDER BY member", season_id)
                      if season_id is not None else self.conn.fetch(sql + " ORDER BY season_id, member"))
        out: dict[int, list[SeasonMemberRow]] = {}
        for r in rows:
            out.setdefault(int(r[0]), []).append(SeasonMemberRow(member=r[1], deals=int(r[2]), won=int(r[3])))
        return out

    async def save_standings(self, season_id: int, rows: Sequence[SeasonMemberRow]) -> None:
        for row in rows:
            await self.conn.execute(
                "INSERT INTO season_standings (season_id, member, place, deals, won) VALUES (?, ?, ?, ?, ?)",
                season_id, row.member, row.place, row.deals, row.won)

    async def standings(self, season_id: int) -> list[SeasonMemberRow]:
        rows = await self.conn.fetch(
            "SELECT member, deals, won, place FROM season_standings WHERE season_id = ? "
            "ORDER BY place IS NULL, place, won DESC, member", season_id)
        return [SeasonMemberRow(member=r[0], deals=int(r[1]), won=int(r[2]), place=r[3]) for r in rows]

    # ----- the audit's questions -------------------------------------------------------
    async def mixed_entries(self, limit: int = 20) -> list[tuple[int, str, str]]:
        """(entry, kind, the seasons its lines touch) for entries that move chips between a
        season's accounts and any other's (the wallet's side counted as season 0)."""
        rows = await self.conn.fetch(
            "SELECT j.id, j.kind FROM journal j JOIN journal_lines l ON l.entry_id = j.id "
            "JOIN accounts a ON a.id = l.account_id GROUP BY j.id, j.kind "
            "HAVING COUNT(DISTINCT COALESCE(a.season_id, 0)) > 1 ORDER BY j.id LIMIT ?", limit)
        out = []
        for entry, kind in rows:
            seasons = await self.conn.fetch(
                "SELECT DISTINCT COALESCE(a.season_id, 0) FROM journal_lines l JOIN accounts a "
                "ON a.id = l.account_id WHERE l.entry_id = ? ORDER BY 1", entry)
            out.append((int(entry), str(kind), ", ".join(str(int(s[0])) for s in seasons)))
        return out

    async def escrow_off_season(self, limit: int = 20) -> list[tuple[str, str]]:
        """(guild, account) for a table's account whose season is not its table's."""
        rows = await self.conn.fetch(
            "SELECT a.guild_id, a.name FROM accounts a JOIN poker_tables t ON t.id = a.table_id "
            "WHERE COALESCE(a.season_id, 0) <> COALESCE(t.season_id, 0) ORDER BY a.id LIMIT ?", limit)
        return [(r[0], r[1]) for r in rows]

    async def tournament_flows(self) -> list[tuple[int, str, int]]:
        """(season, member, chips) each member's season wallet and seats took, net, in entries
        with a season tournament's pool (sweepstakes, seats, moves, the close and the payouts) or
        that shared back a pool carried over as its table closed ("pool_back"): chips no deal gave."""
        rows = await self.conn.fetch(
            "SELECT a.season_id, a.member, CAST(SUM(l.amount) AS BIGINT) FROM journal_lines l "
            "JOIN accounts a ON a.id = l.account_id "
            "WHERE a.season_id IS NOT NULL AND a.member IS NOT NULL AND a.kind IN ('wallet', 'seat') "
            "AND (l.entry_id IN (SELECT p.entry_id FROM journal_lines p JOIN accounts t ON t.id = p.account_id "
            "WHERE t.name LIKE 'tournament:%' AND t.season_id IS NOT NULL) "
            "OR l.entry_id IN (SELECT j.id FROM journal j WHERE j.kind = 'pool_back')) "
            "GROUP BY a.season_id, a.member ORDER BY a.season_id, a.member")
        return [(int(r[0]), str(r[1]), int(r[2])) for r in rows]

    async def reserve_grants(self) -> list[tuple[int, str, int, int]]:
        """(season, member, entries, chips) of the reserve granted to each season wallet."""
        rows = await self.conn.fetch(
            "SELECT a.season_id, a.member, COUNT(*), CAST(SUM(l.amount) AS BIGINT) FROM journal j "
            "JOIN journal_lines l ON l.entry_id = j.id JOIN accounts a ON a.id = l.account_id "
            "WHERE j.kind = 'season_reserve' AND a.kind = 'wallet' "
            "GROUP BY a.season_id, a.member ORDER BY a.season_id, a.member")
        return [(int(r[0]) if r[0] is not None else 0, str(r[1]), int(r[2]), int(r[3])) for r in rows]

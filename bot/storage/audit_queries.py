"""Read-only questions the audit asks of the whole database."""

from __future__ import annotations

from bot.storage.driver import Conn

# What the audit counts, by the name its verdict gives and the table it counts (a backup names
# the same counts, for a host to hold a restore's audit to).
COUNTED = (("entries", "journal"), ("lines", "journal_lines"), ("accounts", "accounts"),
           ("tables", "poker_tables"), ("deals", "deals"), ("actions", "deal_actions"))


class AuditQueries:
    conn: Conn

    async def counts(self) -> dict[str, int]:
        out = {}
        for name, table in COUNTED:
            out[name] = int(await self.conn.fetchval(f"SELECT count(*) FROM {table}"))
        return out

    async def unbalanced_entries(self, limit: int = 20) -> list[tuple[int, int]]:
        """(entry, sum of its lines) for entries whose lines do not sum to zero."""
        rows = await self.conn.fetch(
            "SELECT entry_id, CAST(SUM(amount) AS BIGINT) FROM journal_lines GROUP BY entry_id "
            "HAVING SUM(amount) <> 0 ORDER BY entry_id LIMIT ?", limit,
        )
        return [(int(r[0]), int(r[1])) for r in rows]

    async def thin_entries(self, limit: int = 20) -> list[tuple[int, int]]:
        """(entry, number of lines) for entries with fewer than two lines: nothing moved."""
        rows = await self.conn.fetch(
            "SELECT j.id, count(l.entry_id) FROM journal j LEFT JOIN journal_lines l ON l.entry_id = j.id "
            "GROUP BY j.id HAVING count(l.entry_id) < 2 ORDER BY j.id LIMIT ?", limit,
        )
        return [(int(r[0]), int(r[1])) for r in rows]

    async def balance_mismatches(self, limit: int = 20) -> list[tuple[str, str, int, int]]:
        """(guild, account, balance kept, sum of its lines) where the two differ."""
        rows = await self.conn.fetch(
            "SELECT a.guild_id, a.name, a.balance, CAST(COALESCE(s.total, 0) AS BIGINT) FROM accounts a "
            "LEFT JOIN (SELECT account_id, SUM(amount) AS total FROM journal_lines GROUP BY account_id) s "
            "ON s.account_id = a.id WHERE a.balance <> COALESCE(s.total, 0) ORDER BY a.id LIMIT ?", limit,
        )
        return [(r[0], r[1], int(r[2]), int(r[3])) for r in rows]

    async def negative_accounts(self, limit: int = 20) -> list[tuple[str, str, int]]:
        rows = await self.conn.fetch(
            "SELECT guild_id, name, balance FROM accounts WHERE kind NOT IN ('banker', 'tutorial') AND balance < 0 "
            "ORDER BY id LIMIT ?", limit,
        )
        return [(r[0], r[1], int(r[2])) for r in rows]

    async def misfiled_accounts(self, limit: int = 20) -> list[tuple[str, str, str]]:
        """Accounts whose kind and owner do not fit: a seat or pool with no table (but a
        tournament's pool, owned by its tournament), a wallet
        with no member, a table account in another guild than its table."""
        rows = await self.conn.fetch(
            "SELECT a.guild_id, a.name, a.kind FROM accounts a LEFT JOIN poker_tables t ON t.id = a.table_id "
            "WHERE (a.kind = 'seat' AND (t.id IS NULL OR t.guild_id <> a.guild_id)) "
            "OR (a.kind = 'pool' AND (t.id IS NULL OR t.guild_id <> a.guild_id) AND NOT EXISTS "
            "(SELECT 1 FROM tournaments r WHERE a.table_id IS NULL AND r.guild_id = a.guild_id "
            "AND a.name = 'tournament:' || CAST(r.id AS TEXT))) "
            "OR (a.kind IN ('wallet', 'seat') AND a.member IS NULL) "
            "OR (a.kind IN ('banker', 'kitty', 'wallet', 'tutorial') AND a.table_id IS NOT NULL) "
            "ORDER BY a.id LIMIT ?", limit,
        )
        return [(r[0], r[1], r[2]) for r in rows]

    async def orphan_action_entries(self, limit: int = 20) -> list[tuple[int, int | None, int | None]]:
        """(entry, deal, seq): action entries whose action is not in the hand record."""
        rows = await self.conn.fetch(
            "SELECT j.id, j.deal_id, j.seq FROM journal j WHERE j.kind = 'action' AND NOT EXISTS "
            "(SELECT 1 FROM deal_actions d WHERE d.deal_id = j.deal_id AND d.seq = j.seq) ORDER BY j.id LIMIT ?",
            limit,
        )
        return [(int(r[0]), r[1], r[2]) for r in rows]

    async def entries_off_their_table(self, limit: int = 20) -> list[tuple[int, int]]:
        """(entry, deal): entries of a deal that name another table, or another guild."""
        rows = await self.conn.fetch(
            "SELECT j.id, j.deal_id FROM journal j JOIN deals d ON d.id = j.deal_id "
            "JOIN poker_tables t ON t.id = d.table_id "
            "WHERE j.table_id IS NULL OR j.table_id <> d.table_id OR j.guild_id <> t.guild_id "
            "ORDER BY j.id LIMIT ?", limit,
        )
        return [(int(r[0]), int(r[1])) for r in rows]

    async def lines_by_deal(self) -> dict[int, dict[int, int]]:
        """Deal -> account -> chips moved over all that deal's entries."""
        rows = await self.conn.fetch(
            "SELECT j.deal_id, l.account_id, CAST(SUM(l.amount) AS BIGINT) FROM journal j "
            "JOIN journal_lines l ON l.entry_id = j.id WHERE j.deal_id IS NOT NULL "
            "GROUP BY j.deal_id, l.account_id"
        )
        out: dict[int, dict[int, int]] = {}
        for deal, account, total in rows:
            if int(total):
                out.setdefault(int(deal), {})[int(account)] = int(total)
        return out

    async def tournament_pool_flows(self) -> list[tuple[str, str, str, str | None, int]]:
        """(guild, pool account, entry kind, member, chips into the pool) over every entry with a
        line on a tournament's pool, summed by kind and member: the sweepstakes in and back, the
        payouts, the chips to and from its tables."""
        rows = await self.conn.fetch(
            "SELECT a.guild_id, a.name, j.kind, j.member, CAST(SUM(l.amount) AS BIGINT) FROM journal_lines l "
            "JOIN accounts a ON a.id = l.account_id JOIN journal j ON j.id = l.entry_id "
            "WHERE a.kind = 'pool' AND a.table_id IS NULL AND a.name LIKE 'tournament:%' "
            "GROUP BY a.guild_id, a.name, j.kind, j.member ORDER BY 1, 2, 3, 4")
        return [(r[0], r[1], r[2], r[3], int(r[4])) for r in rows]

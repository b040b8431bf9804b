"""The journal and its accounts: posting entries, balances, what members bought and returned."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from bot.storage.driver import Conn
from bot.storage.records import AccountRow, BankRow, EntryRow, StatementLine

_ENTRY = "id, guild_id, kind, idem_key, member, table_id, deal_id, seq, actor, memo, created_at"
_ACCOUNT = "id, guild_id, kind, name, member, table_id, balance, season_id"


_ENTRY_INSERT = (
    "INSERT INTO journal (guild_id, kind, idem_key, member, table_id, deal_id, seq, actor, memo, created_at) "
    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (idem_key) DO NOTHING RETURNING id")


def _pairs(n: int) -> str:
    """n rows of (account, amount) as VALUES, typed (PostgreSQL cannot tell a bare parameter's type)."""
    return ", ".join(["(CAST(? AS BIGINT), CAST(? AS BIGINT))"] * n)


def posting_parts(n: int, entry: str) -> str:
    """PostgreSQL: the parts of a WITH posting an entry of n lines, after `entry`, the statement
    inserting the entry (RETURNING its id; none when its key was posted already).  The accounts
    are locked in the order of their ids before any is changed, as every post locks them, so
    two posts at once cannot deadlock; an entry not inserted posts nothing (the parts all key
    on it).  A balance taken below zero fails the whole statement, as separate statements did.
    The lines' arguments follow the entry's: (account, amount) pairs, by account."""
    return (
        f"entry AS ({entry}), "
        f"moved (account, amount) AS (VALUES {_pairs(n)}), "
        "locked AS MATERIALIZED (SELECT id FROM accounts WHERE id IN (SELECT account FROM moved) "
        "AND EXISTS (SELECT 1 FROM entry) ORDER BY id FOR UPDATE), "
        "lined AS (INSERT INTO journal_lines (entry_id, account_id, amount) "
        "SELECT entry.id, moved.account, moved.amount FROM entry, moved), "
        "paid AS (UPDATE accounts SET balance = accounts.balance + moved.amount FROM locked "
        "JOIN moved ON moved.account = locked.id WHERE accounts.id = locked.id)")


@lru_cache(maxsize=32)
def _post_at_once(n: int) -> str:
    """PostgreSQL: an entry of n lines posted in one statement (`posting_parts`)."""
    return f"WITH {posting_parts(n, _ENTRY_INSERT)} SELECT id FROM entry"


class UnbalancedEntry(ValueError):
    """A journal entry whose lines do not sum to zero: a bug in the caller, never stored."""


@dataclass(frozen=True, slots=True)
class Posting:
    """An entry to post (`LedgerQueries.post`'s arguments), for a query that posts it with more."""

    guild: str
    kind: str
    lines: Mapping[int, int]
    at: str
    idem_key: str | None = None
    member: str | None = None
    table_id: int | None = None
    deal_id: int | None = None
    seq: int | None = None
    actor: str | None = None
    memo: str = ""

    def checked(self) -> tuple[tuple[object, ...], list[int]]:
        """(the entry's arguments, the lines' as (account, amount) pairs by account), or
        UnbalancedEntry: the lines must move chips and sum to zero."""
        moved = {a: v for a, v in self.lines.items() if v}
        if sum(moved.values()) != 0:
            raise UnbalancedEntry(f"entry {self.kind!r} does not balance: {moved}")
        if not moved:
            raise UnbalancedEntry(f"entry {self.kind!r} moves no chips")
        entry = (self.guild, self.kind, self.idem_key, self.member, self.table_id, self.deal_id, self.seq,
                 self.actor, self.memo, self.at)
        return entry, [x for line in sorted(moved.items()) for x in line]


async def post_apart(conn: Conn, entry_args: tuple[object, ...], pairs: list[int]) -> int | None:
    """SQLite: an entry posted in three statements (the entry, its lines, the balances)."""
    entry = await conn.fetchval(_ENTRY_INSERT, *entry_args)
    if entry is None:
        return None
    n = len(pairs) // 2
    await conn.execute(
        f"INSERT INTO journal_lines (entry_id, account_id, amount) VALUES {', '.join(['(?, ?, ?)'] * n)}",
        *[x for i in range(n) for x in (entry, pairs[2 * i], pairs[2 * i + 1])])
    await conn.execute(
        f"UPDATE accounts SET balance = balance + v.column2 FROM (VALUES {_pairs(n)}) AS v "
        "WHERE accounts.id = v.column1", *pairs)
    return int(entry)


class LedgerQueries:
    conn: Conn

    # ----- accounts ------------------------------------------------------------
    async def account_id(self, guild: str, kind: str, name: str, *, member: str | None = None,
                         table_id: int | None = None, season_id: int | None = None) -> int:
        """The id of the named account, opened (at zero) if it does not exist yet."""
        found = await self.conn.fetchval("SELECT id FROM accounts WHERE guild_id = ? AND name = ?", guild, name)
        if found is not None:
            return int(found)
        made = await self.conn.fetchval(
            "INSERT INTO accounts (guild_id, kind, name, member, table_id, balance, season_id) "
            "VALUES (?, ?, ?, ?, ?, 0, ?) ON CONFLICT (guild_id, name) DO NOTHING RETURNING id",
            guild, kind, name, member, table_id, season_id,
        )
        if made is None:  # opened by another process a moment ago
            made = await self.conn.fetchval("SELECT id FROM accounts WHERE guild_id = ? AND name = ?", guild, name)
        return int(made)

    async def account(self, guild: str, name: str) -> AccountRow | None:
        row = await self.conn.fetchrow(f"SELECT {_ACCOUNT} FROM accounts WHERE guild_id = ? AND name = ?", guild, name)
        return None if row is None else AccountRow.of(row)

    async def accounts(self, guild: str | None = None, *, kind: str | None = None,
                       table_id: int | None = None, member: str | None = None) -> list[AccountRow]:
        where, args = ["1 = 1"], []
        for column, value in (("guild_id", guild), ("kind", kind), ("table_id", table_id), ("member", member)):
            if value is not None:
                where.append(f"{column} = ?")
                args.append(value)
        rows = await self.conn.fetch(f"SELECT {_ACCOUNT} FROM accounts WHERE {' AND '.join(where)} ORDER BY id", *args)
        return [AccountRow.of(r) for r in rows]

    async def balances(self, ids: list[int]) -> dict[int, int]:
        if not ids:
            return {}
        marks = ", ".join("?" * len(ids))
        rows = await self.conn.fetch(f"SELECT id, balance FROM accounts WHERE id IN ({marks})", *ids)
        return {int(r[0]): int(r[1]) for r in rows}

    async def lock_account(self, account_id: int) -> int:
        """Take the account's row lock for this transaction (PostgreSQL; SQLite locks the file)
        so that a read-then-write decision on it cannot interleave with another process.
        Returns the balance."""
        value = await self.conn.fetchval(
            "UPDATE accounts SET balance = balance WHERE id = ? RETURNING balance", account_id
        )
        if value is None:
            raise LookupError(f"no account {account_id}")
        return int(value)

    # ----- the journal -----------------------------------------------------------
    async def post(self, guild: str, kind: str, lines: Mapping[int, int], *, at: str,
                   idem_key: str | None = None, member: str | None = None, table_id: int | None = None,
                   deal_id: int | None = None, seq: int | None = None, actor: str | None = None,
                   memo: str = "") -> int | None:
        """Post one entry: its lines (account id -> chips, + in, - out) must sum to zero.

        Returns the entry id, or None when an entry with this idempotency key is
        already posted (nothing is changed then).  A line that would take an
        account other than the banker's below zero fails the whole transaction.
        """
        entry_args, pairs = Posting(guild, kind, lines, at, idem_key, member, table_id, deal_id, seq, actor,
                                    memo).checked()
        if self.conn.dialect == "postgres":  # one statement: one trip to the server, not 2n + 1
            entry = await self.conn.fetchval(_post_at_once(len(pairs) // 2), *entry_args, *pairs)
            return None if entry is None else int(entry)
        return await post_apart(self.conn, entry_args, pairs)

    async def entry_by_key(self, idem_key: str) -> EntryRow | None:
        row = await self.conn.fetchrow(f"SELECT {_ENTRY} FROM journal WHERE idem_key = ?", idem_key)
        return None if row is None else EntryRow.of(row)

    async def entry_lines(self, entry_id: int) -> dict[int, int]:
        rows = await self.conn.fetch("SELECT account_id, amount FROM journal_lines WHERE entry_id = ?", entry_id)
        return {int(r[0]): int(r[1]) for r in rows}

    async def deal_lines(self, deal_id: int) -> dict[int, int]:
        """Chips each account has gained (+) or given (-) over every entry of one deal."""
        rows = await self.conn.fetch(
            "SELECT l.account_id, CAST(SUM(l.amount) AS BIGINT) FROM journal j "
            "JOIN journal_lines l ON l.entry_id = j.id WHERE j.deal_id = ? GROUP BY l.account_id",
            deal_id,
        )
        return {int(r[0]): int(r[1]) for r in rows if int(r[1])}

    # ----- what members bought and returned ------------------------------------------
    async def member_flow(self, guild: str, member: str, since: str | None = None) -> tuple[int, int]:
        """(chips bought, chips returned) by one member, all time or since a moment."""
        flows = await self._flows(guild, member, since)
        return flows.get(member, (0, 0))

    async def flows(self, guild: str) -> dict[str, tuple[int, int]]:
        """(bought, returned) for every member who ever dealt with the bank."""
        return await self._flows(guild, None, None)

    async def _flows(self, guild: str, member: str | None, since: str | None) -> dict[str, tuple[int, int]]:
        sql = ("SELECT j.member, j.kind, CAST(SUM(l.amount) AS BIGINT) FROM journal j "
               "JOIN journal_lines l ON l.entry_id = j.id JOIN accounts a ON a.id = l.account_id "
               "WHERE j.guild_id = ? AND a.kind = 'wallet' AND j.kind IN ('buy', 'cashout')")
        args: list[object] = [guild]
        if member is not None:
            sql += " AND j.member = ?"
            args.append(member)
        if since is not None:
            sql += " AND j.created_at >= ?"
            args.append(since)
        sql += " GROUP BY j.member, j.kind"
        out: dict[str, list[int]] = {}
        for who, kind, total in await self.conn.fetch(sql, *args):
            pair = out.setdefault(who, [0, 0])
            if kind == "buy":
                pair[0] += int(total)
            else:
                pair[1] -= int(total)
        return {k: (v[0], v[1]) for k, v in out.items()}

    async def statement(self, guild: str, member: str, limit: int = 20) -> list[StatementLine]:
        rows = await self.conn.fetch(
            "SELECT j.id AS entry_id, j.kind, j.memo, j.created_at, a.name AS account, l.amount "
            "FROM journal_lines l JOIN journal j ON j.id = l.entry_id JOIN accounts a ON a.id = l.account_id "
            "WHERE a.guild_id = ? AND a.member = ? AND a.season_id IS NULL ORDER BY j.id DESC, a.name LIMIT ?",
            guild, member, limit,
        )
        return [StatementLine.of(r) for r in rows]

    # ----- the bank's limits --------------------------------------------------------
    async def bank(self, guild: str) -> BankRow | None:
        row = await self.conn.fetchrow(
            "SELECT guild_id, max_outstanding, daily_allowance, updated_by, updated_at FROM banks WHERE guild_id = ?",
            guild,
        )
        return None if row is None else BankRow.of(row)

    async def save_bank(self, guild: str, max_outstanding: int | None, daily_allowance: int | None,
                        by: str | None, at: str) -> None:
        await self.conn.execute(
            "INSERT INTO banks (guild_id, max_outstanding, daily_allowance, updated_by, updated_at) "
            "VALUES (?, ?, ?, ?, ?) ON CONFLICT (guild_id) DO UPDATE SET "
            "max_outstanding = excluded.max_outstanding, daily_allowance = excluded.daily_allowance, "
            "updated_by = excluded.updated_by, updated_at = excluded.updated_at",
            guild, max_outstanding, daily_allowance, by, at,
        )

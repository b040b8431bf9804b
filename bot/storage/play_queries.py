"""A click's write: the table's lock, the action and the chips it moved, at once.

Every action of a deal is stored with its table's row locked and its version checked and
bumped (`TableQueries.lock_table`), and with the entry of the chips it moved, all or nothing.
On PostgreSQL that was five trips to the server (BEGIN, the lock, the action, its entry,
COMMIT), each waiting its turn on a busy loop with a pooled connection held; here it is one
statement, sent alone (`transaction(single=True)`), which is atomic by itself.  A refusal
writes nothing, on either engine: the table not at the version the caller holds (another
process changed it), or the action's number taken already.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from bot.storage.driver import Conn, OneStatement
from bot.storage.ledger_queries import LedgerQueries, Posting, post_apart, posting_parts
from bot.storage.records import dumps
from bot.storage.table_queries import TableQueries

# The entry inserted only once the action is (`acted`), so the chips move with it or not at all.
_ENTRY_AFTER_ACTION = (
    "INSERT INTO journal (guild_id, kind, idem_key, member, table_id, deal_id, seq, actor, memo, created_at) "
    "SELECT CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS BIGINT), "
    "CAST(? AS BIGINT), CAST(? AS INTEGER), CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT) FROM acted "
    "ON CONFLICT (idem_key) DO NOTHING RETURNING id")


@lru_cache(maxsize=32)
def _played_at_once(lines: int) -> str:
    """PostgreSQL: the table's row locked at the version given (FOR NO KEY UPDATE, the lock
    `lock_table`'s UPDATE takes: a writer of another process waits for it, as it waited
    before; one that changed the row meanwhile leaves no row at that version); the action
    inserted if that row was; the version bumped if the action was; its entry of `lines`
    lines (none: no chips moved) posted if the action was.  It answers the version found at
    the one given (None: changed elsewhere) and the version after (None: nothing written)."""
    parts = [
        "tabled AS MATERIALIZED (SELECT version FROM poker_tables WHERE id = ? AND version = ? "
        "FOR NO KEY UPDATE)",
        "acted AS (INSERT INTO deal_actions (deal_id, seq, action, actor, created_at) "
        "SELECT CAST(? AS BIGINT), CAST(? AS INTEGER), CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT) "
        "FROM tabled ON CONFLICT (deal_id, seq) DO NOTHING RETURNING seq)",
        "bumped AS (UPDATE poker_tables SET version = version + 1 WHERE id = ? "
        "AND EXISTS (SELECT 1 FROM acted) RETURNING version)",
    ]
    if lines:
        parts.append(posting_parts(lines, _ENTRY_AFTER_ACTION))
    return f"WITH {', '.join(parts)} SELECT (SELECT version FROM tabled), (SELECT version FROM bumped)"


@dataclass(frozen=True, slots=True)
class Recorded:
    """What `PlayQueries.play_action` did: `version`, the table's after the action, or None
    when refused (nothing written): `stale` if the table was not at the version given, else
    the action's number was taken."""

    version: int | None
    stale: bool = False


class PlayQueries(LedgerQueries, TableQueries):
    conn: Conn

    async def play_action(self, table_id: int, version: int, deal_id: int, seq: int, action: dict[str, Any],
                          actor: str | None, at: str, posting: Posting | None) -> Recorded:
        """Store action `seq` of a deal with the chips it moved (`posting`, None if it moved
        none), if the table is at `version`; its version is then bumped, as `lock_table` does.
        One statement on PostgreSQL (run it in a `single` transaction); on SQLite, whose
        `single` is a transaction still, a few (its writer holds the file's lock from BEGIN)."""
        entry_args, pairs = posting.checked() if posting is not None else ((), [])
        if self.conn.dialect == "postgres":
            row = await self.conn.fetchrow(
                _played_at_once(len(pairs) // 2), table_id, version, deal_id, seq, dumps(action), actor, at,
                table_id, *entry_args, *pairs)
            assert row is not None  # a SELECT of two values answers one row
            found, now = row[0], row[1]
            return Recorded(None if now is None else int(now), stale=found is None)
        conn = self.conn.together() if isinstance(self.conn, OneStatement) else self.conn
        now = await conn.fetchval(
            "UPDATE poker_tables SET version = version + 1 WHERE id = ? AND version = ? AND NOT EXISTS "
            "(SELECT 1 FROM deal_actions WHERE deal_id = ? AND seq = ?) RETURNING version",
            table_id, version, deal_id, seq)
        if now is None:  # why: a refusal's rare second look
            found = await conn.fetchval("SELECT version FROM poker_tables WHERE id = ?", table_id)
            return Recorded(None, stale=found != version)
        await conn.execute(
            "INSERT INTO deal_actions (deal_id, seq, action, actor, created_at) VALUES (?, ?, ?, ?, ?)",
            deal_id, seq, dumps(action), actor, at)
        if posting is not None:
            await post_apart(conn, entry_args, pairs)
        return Recorded(int(now))

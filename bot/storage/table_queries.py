"""Tables in channels, their deals, and every action of every deal."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.storage.driver import Conn
from bot.storage.records import ActionRow, DealRow, TableRow, dumps

_TABLE = "id, guild_id, channel_id, status, state, version, opened_by, opened_at, closed_at, season_id"
_DEAL = ("id, table_id, number, status, setup, seed, seed_hash, notes, result, void_reason, "
         "started_at, finished_at")


class TableQueries:
    conn: Conn

    # ----- tables --------------------------------------------------------------------
    async def create_table(self, guild: str, channel: str, state: dict[str, Any], by: str | None, at: str,
                           season_id: int | None = None) -> int:
        """A new open table (for a season's play, given its id); IntegrityViolation('unique') if the
        channel already has one."""
        made = await self.conn.fetchval(
            "INSERT INTO poker_tables (guild_id, channel_id, status, state, version, opened_by, opened_at, season_id) "
            "VALUES (?, ?, 'open', ?, 0, ?, ?, ?) RETURNING id",
            guild, channel, dumps(state), by, at, season_id,
        )
        return int(made)

    async def table(self, table_id: int) -> TableRow | None:
        row = await self.conn.fetchrow(f"SELECT {_TABLE} FROM poker_tables WHERE id = ?", table_id)
        return None if row is None else TableRow.of(row)

    async def open_table_in(self, guild: str, channel: str) -> TableRow | None:
        row = await self.conn.fetchrow(
            f"SELECT {_TABLE} FROM poker_tables WHERE guild_id = ? AND channel_id = ? AND status = 'open'",
            guild, channel,
        )
        return None if row is None else TableRow.of(row)

    async def latest_table_in(self, guild: str, channel: str) -> TableRow | None:
        """The channel's newest table, open or closed: its deals are still replayable."""
        row = await self.conn.fetchrow(
            f"SELECT {_TABLE} FROM poker_tables WHERE guild_id = ? AND channel_id = ? ORDER BY id DESC LIMIT 1",
            guild, channel,
        )
        return None if row is None else TableRow.of(row)

    async def tables(self, guilds: Sequence[str] | None = None, status: str | None = "open") -> list[TableRow]:
        sql, args = f"SELECT {_TABLE} FROM poker_tables WHERE 1 = 1", []
        if status is not None:
            sql += " AND status = ?"
            args.append(status)
        if guilds is not None:
            if not guilds:
                return []
            sql += f" AND guild_id IN ({', '.join('?' * len(guilds))})"
            args.extend(guilds)
        return [TableRow.of(r) for r in await self.conn.fetch(sql + " ORDER BY id", *args)]

    async def lock_table(self, table_id: int, state: dict[str, Any] | None = None) -> int | None:
        """Take the table's row for this transaction and bump its version; returns the new
        version (None: no such table).  Every change to a table or its deal goes through here,
        so a process holding an older version knows it is out of date.  `state`, when the
        transaction already knows it, is stored with the same statement (`save_table_state`)."""
        if state is not None:
            value = await self.conn.fetchval(
                "UPDATE poker_tables SET version = version + 1, state = ? WHERE id = ? RETURNING version",
                dumps(state), table_id)
        else:
            value = await self.conn.fetchval(
                "UPDATE poker_tables SET version = version + 1 WHERE id = ? RETURNING version", table_id
            )
        return None if value is None else int(value)

    async def save_table_state(self, table_id: int, state: dict[str, Any]) -> None:
        await self.conn.execute("UPDATE poker_tables SET state = ? WHERE id = ?", dumps(state), table_id)

    async def close_table(self, table_id: int, at: str) -> None:
        await self.conn.execute(
            "UPDATE poker_tables SET status = 'closed', closed_at = ? WHERE id = ? AND status = 'open'", at, table_id
        )

    # ----- deals ----------------------------------------------------------------------
    async def create_deal(self, table_id: int, number: int, setup: dict[str, Any], seed: str, seed_hash: str,
                          notes: dict[str, Any], at: str) -> int:
        made = await self.conn.fetchval(
            "INSERT INTO deals (table_id, number, status, setup, seed, seed_hash, notes, started_at) "
            "VALUES (?, ?, 'playing', ?, ?, ?, ?, ?) RETURNING id",
            table_id, number, dumps(setup), seed, seed_hash, dumps(notes), at,
        )
        return int(made)

    async def playing_deal(self, table_id: int) -> DealRow | None:
        row = await self.conn.fetchrow(f"SELECT {_DEAL} FROM deals WHERE table_id = ? AND status = 'playing'", table_id)
        return None if row is None else DealRow.of(row)

    async def deal(self, table_id: int, number: int) -> DealRow | None:
        row = await self.conn.fetchrow(f"SELECT {_DEAL} FROM deals WHERE table_id = ? AND number = ?", table_id, number)
        return None if row is None else DealRow.of(row)

    async def deals(self, table_ids: Sequence[int] | None = None, *, statuses: Sequence[str] | None = None,
                    limit: int | None = None, newest_first: bool = False) -> list[DealRow]:
        sql = f"SELECT {_DEAL} FROM deals WHERE 1 = 1"
        args: list[object] = []
        if table_ids is not None:
            if not table_ids:
                return []
            sql += f" AND table_id IN ({', '.join('?' * len(table_ids))})"
            args.extend(table_ids)
        if statuses is not None:
            sql += f" AND status IN ({', '.join('?' * len(statuses))})"
            args.extend(statuses)
        sql += " ORDER BY id DESC" if newest_first else " ORDER BY id"
        if limit is not None:
            sql += " LIMIT ?"
            args.append(limit)
        return [DealRow.of(r) for r in await self.conn.fetch(sql, *args)]

    async def finished_deals(self, *, after: int = 0, before: int | None = None, newest_first: bool = False,
                             table_ids: Sequence[int] | None = None, since: str | None = None,
                             player: str | None = None, limit: int = 500) -> list[DealRow]:
        """Finished deals a page at a time, by id: above `after` and below `before`, oldest or
        newest first; `since` an ISO date or time the deal started at or after; `player` one
        whose seats name him (or, as LIKE reads it, a little more: the caller checks)."""
        sql = f"SELECT {_DEAL} FROM deals WHERE status = 'finished' AND id > ?"
        args: list[object] = [after]
        if before is not None:
            sql += " AND id < ?"
            args.append(before)
        if table_ids is not None:
            if not table_ids:
                return []
            sql += f" AND table_id IN ({', '.join('?' * len(table_ids))})"
            args.extend(table_ids)
        if since is not None:
            sql += " AND started_at >= ?"
            args.append(since)
        if player is not None:
            sql += " AND setup LIKE ?"
            args.append(f"%{dumps(player)}%")  # the setup is stored as dumps() writes it
        sql += (" ORDER BY id DESC" if newest_first else " ORDER BY id") + " LIMIT ?"
        args.append(limit)
        return [DealRow.of(r) for r in await self.conn.fetch(sql, *args)]

    async def end_deal(self, deal_id: int, status: str, result: dict[str, Any] | None, at: str,
                       void_reason: str | None = None) -> bool:
        """Mark a playing deal finished or void; False if it was not playing."""
        changed = await self.conn.execute(
            "UPDATE deals SET status = ?, result = ?, void_reason = ?, finished_at = ? "
            "WHERE id = ? AND status = 'playing'",
            status, None if result is None else dumps(result), void_reason, at, deal_id,
        )
        return changed == 1

    # ----- actions ----------------------------------------------------------------------
    async def append_action(self, deal_id: int, seq: int, action: dict[str, Any], actor: str | None, at: str) -> bool:
        """Record action number `seq` of a deal; False if that number is already taken."""
        changed = await self.conn.execute(
            "INSERT INTO deal_actions (deal_id, seq, action, actor, created_at) VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT (deal_id, seq) DO NOTHING",
            deal_id, seq, dumps(action), actor, at,
        )
        return changed == 1

    async def actions(self, deal_id: int) -> list[ActionRow]:
        rows = await self.conn.fetch(
            "SELECT deal_id, seq, action, actor, created_at FROM deal_actions WHERE deal_id = ? ORDER BY seq", deal_id
        )
        return [ActionRow.of(r) for r in rows]

    async def actions_of(self, deal_ids: Sequence[int]) -> dict[int, list[ActionRow]]:
        out: dict[int, list[ActionRow]] = {d: [] for d in deal_ids}
        for start in range(0, len(deal_ids), 500):  # keep the IN list short
            chunk = list(deal_ids[start:start + 500])
            rows = await self.conn.fetch(
                "SELECT deal_id, seq, action, actor, created_at FROM deal_actions "
                f"WHERE deal_id IN ({', '.join('?' * len(chunk))}) ORDER BY deal_id, seq", *chunk
            )
            for r in rows:
                out[int(r[0])].append(ActionRow.of(r))
        return out

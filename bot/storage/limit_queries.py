"""Channel limits: the overrides a guild or a channel has set, and the log of every change."""

from __future__ import annotations

import json
from typing import Any

from bot.storage.driver import Conn
from bot.storage.records import LimitChangeRow, dumps


class LimitQueries:
    conn: Conn

    async def limit_overrides(self, guild: str) -> dict[str, dict[str, Any]]:
        """Channel id ('' for the guild's default) -> the fields it sets."""
        rows = await self.conn.fetch("SELECT channel_id, overrides FROM limit_overrides WHERE guild_id = ?", guild)
        return {r[0]: json.loads(r[1]) for r in rows}

    async def save_limit_overrides(self, guild: str, channel: str, overrides: dict[str, Any]) -> None:
        if not overrides:
            await self.conn.execute(
                "DELETE FROM limit_overrides WHERE guild_id = ? AND channel_id = ?", guild, channel
            )
            return
        await self.conn.execute(
            "INSERT INTO limit_overrides (guild_id, channel_id, overrides) VALUES (?, ?, ?) "
            "ON CONFLICT (guild_id, channel_id) DO UPDATE SET overrides = excluded.overrides",
            guild, channel, dumps(overrides),
        )

    async def record_limit_change(self, guild: str, channel: str, field: str, old: object, new: object,
                                  by: str, at: str) -> None:
        await self.conn.execute(
            "INSERT INTO limit_changes (guild_id, channel_id, field, old_value, new_value, changed_by, changed_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            guild, channel, field, dumps(old), dumps(new), by, at,
        )

    async def limit_changes(self, guild: str, channel: str | None = None, limit: int = 20) -> list[LimitChangeRow]:
        sql = ("SELECT id, guild_id, channel_id, field, old_value, new_value, changed_by, changed_at "
               "FROM limit_changes WHERE guild_id = ?")
        args: list[object] = [guild]
        if channel is not None:
            sql += " AND channel_id = ?"
            args.append(channel)
        rows = await self.conn.fetch(sql + " ORDER BY id DESC LIMIT ?", *args, limit)
        return [LimitChangeRow.of(r) for r in rows]

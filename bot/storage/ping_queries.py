"""Each member's own choice of being pinged at his turn, in each server."""

from __future__ import annotations

from bot.storage.driver import Conn


class PingQueries:
    conn: Conn

    async def save_ping_choice(self, guild: str, member: str, pinged: bool, at: str) -> None:
        await self.conn.execute(
            "INSERT INTO ping_choices (guild_id, member, pinged, set_at) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (guild_id, member) DO UPDATE SET pinged = excluded.pinged, set_at = excluded.set_at",
            guild, member, int(pinged), at,
        )

    async def ping_choice(self, guild: str, member: str) -> bool | None:
        """His choice in that server; None if he never made one."""
        value = await self.conn.fetchval(
            "SELECT pinged FROM ping_choices WHERE guild_id = ? AND member = ?", guild, member)
        return None if value is None else bool(value)

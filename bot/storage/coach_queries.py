"""Each member's own choice of the coach, in each server."""

from __future__ import annotations

from bot.storage.driver import Conn


class CoachQueries:
    conn: Conn

    async def save_coach_choice(self, guild: str, member: str, coached: bool, at: str) -> None:
        await self.conn.execute(
            "INSERT INTO coach_choices (guild_id, member, coached, set_at) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (guild_id, member) DO UPDATE SET coached = excluded.coached, set_at = excluded.set_at",
            guild, member, int(coached), at,
        )

    async def coach_choice(self, guild: str, member: str) -> bool | None:
        """His choice in that server; None if he never made one."""
        value = await self.conn.fetchval(
            "SELECT coached FROM coach_choices WHERE guild_id = ? AND member = ?", guild, member)
        return None if value is None else bool(value)

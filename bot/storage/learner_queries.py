"""Each member's tutorial (`learners`): the private thread it is played in, and its table."""

from __future__ import annotations

from dataclasses import dataclass

from bot.storage.driver import Conn


@dataclass(frozen=True, slots=True)
class LearnerRow:
    guild_id: str
    member: str
    channel_id: str  # where he typed /poker learn: the thread's parent
    thread_id: str
    table_id: int | None
    opened_at: str
    closed_at: str | None  # None while the thread is open


_COLUMNS = "guild_id, member, channel_id, thread_id, table_id, opened_at, closed_at"


class LearnerQueries:
    conn: Conn

    async def learner(self, guild: str, member: str) -> LearnerRow | None:
        row = await self.conn.fetchrow(f"SELECT {_COLUMNS} FROM learners WHERE guild_id = ? AND member = ?",
                                       guild, member)
        if row is None:
            return None
        return LearnerRow(str(row[0]), str(row[1]), str(row[2]), str(row[3]),
                          None if row[4] is None else int(row[4]), str(row[5]), row[6])

    async def save_learner(self, guild: str, member: str, channel: str, thread: str, table_id: int,
                           at: str) -> None:
        """His tutorial now: this thread and table, open."""
        await self.conn.execute(
            f"INSERT INTO learners ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, NULL) "
            "ON CONFLICT (guild_id, member) DO UPDATE SET channel_id = excluded.channel_id, "
            "thread_id = excluded.thread_id, table_id = excluded.table_id, opened_at = excluded.opened_at, "
            "closed_at = NULL",
            guild, member, channel, thread, table_id, at,
        )

    async def close_learner(self, guild: str, member: str, at: str) -> None:
        await self.conn.execute("UPDATE learners SET closed_at = ? WHERE guild_id = ? AND member = ?",
                                at, guild, member)

"""Members' names, the hands each player has been sent by DM, each member's DM channel and his language."""

from __future__ import annotations

from collections.abc import Sequence

from bot.storage.driver import Conn


class MemberQueries:
    conn: Conn

    async def save_name(self, guild: str, member: str, name: str, at: str) -> None:
        await self.conn.execute(
            "INSERT INTO member_names (guild_id, member, name, updated_at) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (guild_id, member) DO UPDATE SET name = excluded.name, updated_at = excluded.updated_at",
            guild, member, name, at,
        )

    async def names(self, guild: str, members: Sequence[str]) -> dict[str, str]:
        if not members:
            return {}
        marks = ", ".join("?" for _ in members)
        rows = await self.conn.fetch(
            f"SELECT member, name FROM member_names WHERE guild_id = ? AND member IN ({marks})", guild, *members)
        return {r[0]: r[1] for r in rows}

    async def note_hand_sent(self, table_id: int, number: int, member: str, stage: str, at: str) -> None:
        await self.conn.execute(
            "INSERT INTO hand_notices (table_id, number, member, stage, sent_at) VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT (table_id, number, member, stage) DO NOTHING",
            table_id, number, member, stage, at,
        )

    async def hands_sent(self, table_id: int, number: int) -> set[tuple[str, str]]:
        rows = await self.conn.fetch(
            "SELECT member, stage FROM hand_notices WHERE table_id = ? AND number = ?", table_id, number)
        return {(r[0], r[1]) for r in rows}

    async def save_dm_channel(self, member: str, channel_id: str, at: str) -> None:
        await self.conn.execute(
            "INSERT INTO dm_channels (member, channel_id, updated_at) VALUES (?, ?, ?) "
            "ON CONFLICT (member) DO UPDATE SET channel_id = excluded.channel_id, updated_at = excluded.updated_at",
            member, channel_id, at,
        )

    async def dm_channels(self, members: Sequence[str]) -> dict[str, str]:
        if not members:
            return {}
        marks = ", ".join("?" for _ in members)
        rows = await self.conn.fetch(
            f"SELECT member, channel_id FROM dm_channels WHERE member IN ({marks})", *members)
        return {r[0]: r[1] for r in rows}

    async def save_seen_locale(self, member: str, locale: str, at: str) -> str | None:
        """Note the locale his client sent (its time kept when it is the one noted already) and
        return the one he chose (None: none), in one statement."""
        chosen = await self.conn.fetchval(
            "INSERT INTO member_locales (member, seen, chosen, updated_at) VALUES (?, ?, NULL, ?) "
            "ON CONFLICT (member) DO UPDATE SET seen = excluded.seen, updated_at = CASE "
            "WHEN member_locales.seen = excluded.seen THEN member_locales.updated_at ELSE excluded.updated_at END "
            "RETURNING chosen",
            member, locale, at,
        )
        return None if chosen is None else str(chosen)

    async def save_chosen_locale(self, member: str, locale: str | None, at: str) -> None:
        await self.conn.execute(
            "INSERT INTO member_locales (member, seen, chosen, updated_at) VALUES (?, NULL, ?, ?) "
            "ON CONFLICT (member) DO UPDATE SET chosen = excluded.chosen, updated_at = excluded.updated_at",
            member, locale, at,
        )

    async def member_locales(self, members: Sequence[str]) -> dict[str, tuple[str | None, str | None]]:
        """(seen, chosen) of each of these members who has a row."""
        if not members:
            return {}
        marks = ", ".join("?" for _ in members)
        rows = await self.conn.fetch(
            f"SELECT member, seen, chosen FROM member_locales WHERE member IN ({marks})", *members)
        return {r[0]: (r[1], r[2]) for r in rows}

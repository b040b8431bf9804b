"""Tournaments: the tournament, its entrants, its tables in threads, the moves and the places."""

from __future__ import annotations

import json
from typing import Any

from pydantic import BaseModel, ConfigDict

from bot.storage.driver import Conn, Row
from bot.storage.records import (
    EntrantRow,
    MoveRow,
    PlaceRow,
    TournamentRow,
    TournamentTableRow,
    dumps,
)

_TOURNAMENT = ("id, guild_id, channel_id, status, sweepstake, min_entrants, max_entrants, shares, table_rules, "
               "schedule, starts_at, seed, lobby_id, record, created_by, created_at, started_at, finished_at")
_MOVE = "id, tournament_id, member, from_table, to_table, chips, status, created_at, done_at"
__all__ = ["EntrantRow", "MoveRow", "NewTournament", "PlaceRow", "TournamentRow", "TournamentTableRow"]


class NewTournament(BaseModel):
    """What a tournament is created with."""

    model_config = ConfigDict(frozen=True)

    guild_id: str
    channel_id: str
    sweepstake: int
    min_entrants: int
    max_entrants: int
    shares: tuple[int, ...]
    table_rules: dict[str, Any]
    schedule: str = ""
    starts_at: str | None = None
    created_by: str


def _json(row: Row, *columns: str) -> dict[str, Any]:
    out = {key: row[key] for key in row.keys()}  # noqa: SIM118 - sqlite3.Row
    for column in columns:
        if isinstance(out.get(column), str):
            out[column] = json.loads(out[column])
    return out


def _tournament(row: Row) -> TournamentRow:
    return TournamentRow.model_validate(_json(row, "shares", "table_rules", "record"))


class TournamentQueries:
    conn: Conn

    # ----- the tournament ------------------------------------------------------------
    async def create_tournament(self, new: NewTournament, at: str) -> int:
        """A new tournament, registering; IntegrityViolation('unique') if the channel has one going."""
        made = await self.conn.fetchval(
            "INSERT INTO tournaments (guild_id, channel_id, status, sweepstake, min_entrants, max_entrants, shares, "
            "table_rules, schedule, starts_at, created_by, created_at) "
            "VALUES (?, ?, 'registering', ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
            new.guild_id, new.channel_id, new.sweepstake, new.min_entrants, new.max_entrants, dumps(list(new.shares)),
            dumps(new.table_rules), new.schedule, new.starts_at, new.created_by, at,
        )
        return int(made)

    async def tournament(self, tournament_id: int) -> TournamentRow | None:
        row = await self.conn.fetchrow(f"SELECT {_TOURNAMENT} FROM tournaments WHERE id = ?", tournament_id)
        return None if row is None else _tournament(row)

    async def active_tournament_in(self, guild: str, channel: str) -> TournamentRow | None:
        row = await self.conn.fetchrow(
            f"SELECT {_TOURNAMENT} FROM tournaments WHERE guild_id = ? AND channel_id = ? "
            "AND status IN ('registering', 'playing')", guild, channel)
        return None if row is None else _tournament(row)

    async def tournaments(self, status: str | None = None) -> list[TournamentRow]:
        sql, args = f"SELECT {_TOURNAMENT} FROM tournaments", []
        if status is not None:
            sql += " WHERE status = ?"
            args.append(status)
        return [_tournament(r) for r in await self.conn.fetch(sql + " ORDER BY id", *args)]

    async def lock_tournament(self, tournament_id: int) -> TournamentRow | None:
        """Take the tournament's row for this transaction (PostgreSQL; SQLite locks the file)."""
        row = await self.conn.fetchrow(
            f"UPDATE tournaments SET status = status WHERE id = ? RETURNING {_TOURNAMENT}", tournament_id)
        return None if row is None else _tournament(row)

    async def set_tournament_status(self, tournament_id: int, status: str, at: str) -> None:
        column = {"playing": "started_at"}.get(status, "finished_at")
        await self.conn.execute(f"UPDATE tournaments SET status = ?, {column} = ? WHERE id = ?",
                                status, at, tournament_id)

    async def set_tournament_seed(self, tournament_id: int, seed: str) -> None:
        await self.conn.execute("UPDATE tournaments SET seed = ? WHERE id = ?", seed, tournament_id)

    async def set_lobby(self, tournament_id: int, message_id: str) -> None:
        await self.conn.execute("UPDATE tournaments SET lobby_id = ? WHERE id = ?", message_id, tournament_id)

    async def keep_record(self, tournament_id: int, record: dict[str, Any]) -> None:
        await self.conn.execute("UPDATE tournaments SET record = ? WHERE id = ?", dumps(record), tournament_id)

    # ----- entrants ------------------------------------------------------------------
    async def add_entrant(self, tournament_id: int, member: str, robot: bool, paid: int, at: str) -> None:
        await self.conn.execute(
            "INSERT INTO tournament_entrants (tournament_id, member, robot, paid, away, joined_at) "
            "VALUES (?, ?, ?, ?, 0, ?)", tournament_id, member, int(robot), paid, at)

    async def remove_entrant(self, tournament_id: int, member: str) -> None:
        await self.conn.execute("DELETE FROM tournament_entrants WHERE tournament_id = ? AND member = ?",
                                tournament_id, member)

    async def set_paid(self, tournament_id: int, member: str, paid: int) -> None:
        await self.conn.execute("UPDATE tournament_entrants SET paid = ? WHERE tournament_id = ? AND member = ?",
                                paid, tournament_id, member)

    async def set_away(self, tournament_id: int, member: str, away: bool) -> None:
        await self.conn.execute("UPDATE tournament_entrants SET away = ? WHERE tournament_id = ? AND member = ?",
                                int(away), tournament_id, member)

    async def entrants(self, tournament_id: int) -> list[EntrantRow]:
        rows = await self.conn.fetch(
            "SELECT tournament_id, member, robot, paid, away, joined_at FROM tournament_entrants "
            "WHERE tournament_id = ? ORDER BY joined_at, member", tournament_id)
        return [EntrantRow.of(r) for r in rows]

    async def away_at_table(self, table_id: int, member: str) -> bool:
        """Whether ``member`` has left the tournament whose table this is (his chips still there)."""
        value = await self.conn.fetchval(
            "SELECT e.away FROM tournament_tables t JOIN tournament_entrants e ON e.tournament_id = t.tournament_id "
            "WHERE t.table_id = ? AND e.member = ?", table_id, member)
        return bool(value)

    # ----- tables --------------------------------------------------------------------
    async def add_tournament_table(self, tournament_id: int, number: int, table_id: int, thread_id: str) -> None:
        await self.conn.execute(
            "INSERT INTO tournament_tables (tournament_id, number, table_id, thread_id, status) "
            "VALUES (?, ?, ?, ?, 'playing')", tournament_id, number, table_id, thread_id)

    async def set_table_status(self, tournament_id: int, number: int, status: str) -> None:
        await self.conn.execute("UPDATE tournament_tables SET status = ? WHERE tournament_id = ? AND number = ?",
                                status, tournament_id, number)

    async def tournament_tables(self, tournament_id: int | None = None) -> list[TournamentTableRow]:
        sql, args = "SELECT tournament_id, number, table_id, thread_id, status FROM tournament_tables", []
        if tournament_id is not None:
            sql += " WHERE tournament_id = ?"
            args.append(tournament_id)
        return [TournamentTableRow.of(r) for r in await self.conn.fetch(sql + " ORDER BY tournament_id, number", *args)]

    async def tournament_deals(self, tournament_id: int) -> int:
        """Deals finished at all of the tournament's tables, broken ones too: its rising blinds' clock."""
        return int(await self.conn.fetchval(
            "SELECT count(*) FROM deals d JOIN tournament_tables t ON t.table_id = d.table_id "
            "WHERE t.tournament_id = ? AND d.status = 'finished'", tournament_id))

    async def channel_of_thread(self, guild: str, thread_id: str) -> str | None:
        """The channel of the tournament one of whose tables' threads this is, if any."""
        value = await self.conn.fetchval(
            "SELECT t.channel_id FROM tournament_tables tt JOIN tournaments t ON t.id = tt.tournament_id "
            "WHERE tt.thread_id = ? AND t.guild_id = ? ORDER BY t.id DESC LIMIT 1", thread_id, guild)
        return None if value is None else str(value)

    async def tournament_of_table(self, table_id: int) -> TournamentTableRow | None:
        row = await self.conn.fetchrow(
            "SELECT tournament_id, number, table_id, thread_id, status FROM tournament_tables WHERE table_id = ?",
            table_id)
        return None if row is None else TournamentTableRow.of(row)

    # ----- moves ---------------------------------------------------------------------
    async def record_move(self, tournament_id: int, member: str, from_table: int, to_table: int, at: str) -> int:
        made = await self.conn.fetchval(
            "INSERT INTO tournament_moves (tournament_id, member, from_table, to_table, status, created_at) "
            "VALUES (?, ?, ?, ?, 'recorded', ?) RETURNING id", tournament_id, member, from_table, to_table, at)
        return int(made)

    async def move_out(self, move_id: int, chips: int) -> None:
        await self.conn.execute("UPDATE tournament_moves SET status = 'out', chips = ? WHERE id = ?", chips, move_id)

    async def move_done(self, move_id: int, at: str) -> None:
        await self.conn.execute("UPDATE tournament_moves SET status = 'done', done_at = ? WHERE id = ?", at, move_id)

    async def moves(self, tournament_id: int, *, unfinished: bool = False) -> list[MoveRow]:
        sql = f"SELECT {_MOVE} FROM tournament_moves WHERE tournament_id = ?"
        if unfinished:
            sql += " AND status <> 'done'"
        return [MoveRow.of(r) for r in await self.conn.fetch(sql + " ORDER BY id", tournament_id)]

    # ----- places --------------------------------------------------------------------
    async def add_place(self, tournament_id: int, place: int, member: str, at: str) -> None:
        await self.conn.execute(
            "INSERT INTO tournament_places (tournament_id, place, member, payout, at) VALUES (?, ?, ?, 0, ?)",
            tournament_id, place, member, at)

    async def set_payout(self, tournament_id: int, place: int, payout: int) -> None:
        await self.conn.execute("UPDATE tournament_places SET payout = ? WHERE tournament_id = ? AND place = ?",
                                payout, tournament_id, place)

    async def places(self, tournament_id: int | None = None) -> list[PlaceRow]:
        sql, args = "SELECT tournament_id, place, member, payout, at FROM tournament_places", []
        if tournament_id is not None:
            sql += " WHERE tournament_id = ?"
            args.append(tournament_id)
        return [PlaceRow.of(r) for r in await self.conn.fetch(sql + " ORDER BY tournament_id, place", *args)]

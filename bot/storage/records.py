"""What the storage hands back: validated records, JSON columns already decoded."""

from __future__ import annotations

import json
from typing import Any

from pydantic import BaseModel, ConfigDict

from bot.storage.driver import Row
from bot.storage.errors import DatabaseUnusable

JSON_COLUMNS = frozenset({"state", "setup", "notes", "result", "action", "overrides", "old_value", "new_value"})


def _fields(row: Row) -> dict[str, Any]:
    out = {}
    for key in row.keys():  # noqa: SIM118 - iterating a sqlite3.Row gives values, not keys
        value = row[key]
        if key in JSON_COLUMNS and isinstance(value, str):
            value = json.loads(value)
        out[key] = value
    return out


class Record(BaseModel):
    model_config = ConfigDict(frozen=True, extra="ignore")

    @classmethod
    def of(cls, row: Row) -> Any:
        try:
            return cls.model_validate(_fields(row))
        except ValueError as exc:  # bad JSON, or a value of the wrong kind: damaged since written
            where = f" {row['id']}" if "id" in row.keys() else ""  # noqa: SIM118 - sqlite3.Row
            raise DatabaseUnusable(f"the database is damaged: the stored {cls.__name__.removesuffix('Row').lower()}"
                                   f"{where} cannot be read ({type(exc).__name__}); restore it from a backup",
                                   damaged=True) from None


class AccountRow(Record):
    id: int
    guild_id: str
    kind: str  # banker, kitty, wallet, seat, pool
    name: str
    member: str | None
    table_id: int | None
    balance: int
    season_id: int | None = None  # a season's chips: its reserve, wallets, kitty, and its tables' escrow


class EntryRow(Record):
    id: int
    guild_id: str
    kind: str
    idem_key: str | None
    member: str | None
    table_id: int | None
    deal_id: int | None
    seq: int | None
    actor: str | None
    memo: str
    created_at: str


class StatementLine(Record):
    """One line of a member's statement: an entry seen from one of his accounts."""

    entry_id: int
    kind: str
    memo: str
    created_at: str
    account: str
    amount: int


class BankRow(Record):
    guild_id: str
    max_outstanding: int | None
    daily_allowance: int | None
    updated_by: str | None
    updated_at: str


class TableRow(Record):
    id: int
    guild_id: str
    channel_id: str
    status: str
    state: dict[str, Any]
    version: int
    opened_by: str | None
    opened_at: str
    closed_at: str | None
    season_id: int | None = None  # season play: the season whose chips its seats hold


class DealRow(Record):
    id: int
    table_id: int
    number: int
    status: str  # playing, finished, void
    setup: dict[str, Any]  # DealSetup.to_dict() without the seed
    seed: str
    seed_hash: str
    notes: dict[str, Any]
    result: dict[str, Any] | None
    void_reason: str | None
    started_at: str
    finished_at: str | None


class ActionRow(Record):
    deal_id: int
    seq: int
    action: dict[str, Any]
    actor: str | None
    created_at: str


class LimitChangeRow(Record):
    id: int
    guild_id: str
    channel_id: str  # '' for the guild's default
    field: str
    old_value: Any
    new_value: Any
    changed_by: str
    changed_at: str


def dumps(value: object) -> str:
    return json.dumps(value, separators=(",", ":"), sort_keys=True)


class MemberStatsRow(Record):
    """A member's running totals at a guild's tables, for one variety or 'all' of them."""

    guild_id: str
    member: str
    variety: str
    deals: int = 0
    came_in: int = 0
    opened: int = 0
    straddled: int = 0
    raised: int = 0
    draws: int = 0
    cards_drawn: int = 0
    pools_won: int = 0
    won_at_showdown: int = 0
    won_without: int = 0
    showdowns: int = 0
    showdowns_won: int = 0
    net: int = 0
    biggest_pool: int = 0
    best_shown: int | None = None
    best_shown_words: str | None = None
    best_held: int | None = None  # private: the member's own hands, shown or not
    best_held_words: str | None = None


class SeasonRow(Record):
    id: int
    guild_id: str
    number: int  # 1, 2, ... in the guild
    name: str
    reserve: int
    min_deals: int
    started_by: str | None
    started_at: str
    ended_by: str | None
    ended_at: str | None


class SeasonMemberRow(Record):
    """A member's running totals in a season, or his line in its final standings."""

    member: str
    deals: int
    won: int
    place: int | None = None  # the final standings only: None below the minimum of deals


class TournamentRow(Record):
    id: int
    guild_id: str
    channel_id: str
    status: str  # registering, playing, finished, cancelled
    sweepstake: int
    min_entrants: int
    max_entrants: int
    shares: list[int]  # the payout table in parts of a hundred, first place first
    table_rules: dict[str, Any]  # the rules every table of it plays (engine Rules as data)
    schedule: str  # the rising antes and blinds as written, '' for none
    starts_at: str | None
    seed: str | None  # the seating's seed, recorded at the start
    lobby_id: str | None
    record: dict[str, Any] | None  # what is kept once it is over
    created_by: str
    created_at: str
    started_at: str | None
    finished_at: str | None


class EntrantRow(Record):
    tournament_id: int
    member: str
    robot: bool
    paid: int
    away: bool
    joined_at: str


class TournamentTableRow(Record):
    tournament_id: int
    number: int
    table_id: int | None
    thread_id: str
    status: str  # playing, broken, final


class MoveRow(Record):
    id: int
    tournament_id: int
    member: str
    from_table: int
    to_table: int
    chips: int | None
    status: str  # recorded, out, done
    created_at: str
    done_at: str | None


class PlaceRow(Record):
    tournament_id: int
    place: int
    member: str
    payout: int
    at: str

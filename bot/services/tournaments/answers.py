"""What the tournament service answers: a tournament as it stands, and what a deal's end changed."""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.storage.tournament_queries import (
    EntrantRow,
    MoveRow,
    PlaceRow,
    TournamentRow,
    TournamentTableRow,
)


@dataclass(frozen=True, slots=True)
class TableStanding:
    number: int
    table_id: int | None
    thread_id: str
    status: str  # playing, broken, final
    chips: tuple[tuple[str, int], ...]  # each player at it and his chips, in seat order
    deals: int
    in_play: bool


@dataclass(frozen=True, slots=True)
class Standing:
    """A tournament as it stands, for the lobby and `/poker tournament show`."""

    tournament: TournamentRow
    entrants: tuple[EntrantRow, ...]
    tables: tuple[TableStanding, ...]
    places: tuple[PlaceRow, ...]
    next_rise: tuple[int, int, int] | None = None  # (blind, jack-pot ante, from deal) of the next level

    @property
    def pool(self) -> int:
        return sum(e.paid for e in self.entrants)


@dataclass(frozen=True, slots=True)
class Moved:
    member: str
    from_table: int
    to_table: int
    from_thread: str
    to_thread: str
    chips: int


@dataclass(slots=True)
class Progress:
    """What happened between deals: who went out and where he placed, who moved, which
    tables broke, which tables may deal now, and whether the tournament is over."""

    tournament_id: int
    frozen_out: list[tuple[str, int]] = field(default_factory=list)  # (member, place)
    moves: list[Moved] = field(default_factory=list)
    broken: list[int] = field(default_factory=list)  # table numbers
    may_deal: list[int] = field(default_factory=list)  # table ids
    finished: bool = False

    @property
    def changed(self) -> bool:
        return bool(self.frozen_out or self.moves or self.broken or self.finished)


def unfinished(moves: list[MoveRow]) -> list[MoveRow]:
    return [m for m in moves if m.status != "done"]


def tables_by_number(rows: list[TournamentTableRow]) -> dict[int, TournamentTableRow]:
    return {r.number: r for r in rows}

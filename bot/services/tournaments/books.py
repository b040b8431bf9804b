"""The audit's checks of every tournament's books, each breach naming the tournament (its id and
channel) and the account or place that is wrong.

- tournaments_escrow: its pool, with the chips out at its tables, holds the sweepstakes its
  entrants paid less the payouts its places record;
- tournaments_closed_empty: once finished or cancelled, its pool and its tables' seats and
  pools hold nothing, and none of its tables is still open;
- tournaments_places: finished, every entrant has exactly one place and the places run 1 to
  the number who entered; under way, the places given are the lowest ones, nobody placed still
  holds chips, and nobody without chips (at a table between deals, not moving) is unplaced;
- tournaments_payouts: finished, each place is paid its share of the pool by the payouts the
  tournament stated, and the ledger paid exactly that, to that member, from the pool;
- tournaments_cancelled: cancelled, every sweepstake went back to whoever paid it, and
  nothing was paid out.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.services.accounts import seat_name, tournament_name
from bot.storage import Tx
from bot.storage.records import (
    AccountRow,
    EntrantRow,
    PlaceRow,
    TableRow,
    TournamentRow,
    TournamentTableRow,
)
from engine.plurals import counted
from engine.tournament import payouts

CHECKS = ("tournaments_escrow", "tournaments_closed_empty", "tournaments_places", "tournaments_payouts",
          "tournaments_cancelled")


@dataclass
class _Books:
    """One tournament as its books hold it."""

    row: TournamentRow
    entrants: list[EntrantRow]
    places: list[PlaceRow]
    tables: list[TournamentTableRow]
    moving: set[str]
    pool: AccountRow | None
    flows: dict[tuple[str, str | None], int]  # (entry kind, member) -> chips into the pool
    out: list[tuple[str, str]] = field(default_factory=list)

    @property
    def name(self) -> str:
        return f"tournament {self.row.id} (channel {self.row.channel_id})"

    @property
    def pool_name(self) -> str:
        return tournament_name(self.row.id)

    def add(self, check: str, detail: str) -> None:
        self.out.append((check, f"{self.name}: {detail}"))


async def tournament_breaches(tx: Tx, every: list[AccountRow], tables: list[TableRow]) -> list[tuple[str, str]]:
    """Every breach of the tournaments' books, as (check, detail); `tables`, every table."""
    by_name = {(a.guild_id, a.name): a for a in every}
    at_table: dict[int, list[AccountRow]] = defaultdict(list)
    for account in every:
        if account.table_id is not None and account.kind in ("seat", "pool"):
            at_table[account.table_id].append(account)
    # Each open table's stacks as stored: as the table stands, or as its deal in play began
    # (a player's seat then holds only what is still in front of him).
    stacks = {t.id: {s["player"]: int(s["stack"]) for s in t.state.get("seats", [])} for t in tables
              if t.status == "open"}
    flows: dict[tuple[str, str], dict[tuple[str, str | None], int]] = defaultdict(dict)
    for guild, name, kind, member, chips in await tx.tournament_pool_flows():
        flows[guild, name][kind, member] = chips
    out = []
    for row in await tx.tournaments():
        books = _Books(row, await tx.entrants(row.id), await tx.places(row.id), await tx.tournament_tables(row.id),
                       {m.member for m in await tx.moves(row.id, unfinished=True)},
                       by_name.get((row.guild_id, tournament_name(row.id))),
                       flows.get((row.guild_id, tournament_name(row.id)), {}))
        _escrow(books, at_table)
        if row.status in ("finished", "cancelled"):
            _closed_empty(books, at_table, set(stacks))
        if row.status == "finished":
            _places_at_the_end(books)
            _payouts(books)
        elif row.status == "playing":
            _places_under_way(books, stacks)
        elif row.status == "cancelled":
            _cancelled(books)
        out += books.out
    return out


def _escrow(books: _Books, at_table: dict[int, list[AccountRow]]) -> None:
    paid = sum(e.paid for e in books.entrants)
    paid_out = sum(p.payout for p in books.places)
    held = 0 if books.pool is None else books.pool.balance
    out_there = sum(a.balance for t in books.tables if t.table_id is not None for a in at_table[t.table_id])
    if held + out_there != paid - paid_out:
        books.add("tournaments_escrow", f"its pool {books.pool_name} holds {held} and its tables {out_there}, but its "
                                        f"entrants paid {paid} and {paid_out} was paid out")


def _closed_empty(books: _Books, at_table: dict[int, list[AccountRow]], open_tables: set[int]) -> None:
    status = books.row.status
    if books.pool is not None and books.pool.balance:
        books.add("tournaments_closed_empty", f"it is {status}, but its pool {books.pool_name} still holds "
                                              f"{books.pool.balance}")
    for table in books.tables:
        if table.table_id is None:
            continue
        if table.table_id in open_tables:
            books.add("tournaments_closed_empty", f"it is {status}, but its table {table.number} "
                                                  f"(table {table.table_id}) is still open")
        for account in at_table[table.table_id]:
            if account.balance:
                books.add("tournaments_closed_empty", f"it is {status}, but {account.name} at its table "
                                                      f"{table.number} still holds {account.balance}")


def _placing(books: _Books) -> dict[str, list[int]]:
    """Each member's places; one held by somebody who never entered is a breach."""
    given: dict[str, list[int]] = defaultdict(list)
    for place in books.places:
        given[place.member].append(place.place)
    for member in sorted(set(given) - {e.member for e in books.entrants}):
        books.add("tournaments_places", f"{member} holds place {given[member][0]} but never entered")
    return given


def _places_at_the_end(books: _Books) -> None:
    given = _placing(books)
    count = len(books.entrants)
    numbers = [p.place for p in books.places]
    for place in sorted(set(range(1, count + 1)) - set(numbers)):
        books.add("tournaments_places", f"it is finished, but place {place} of {count} is given to nobody")
    for place in sorted(n for n in set(numbers) if n > count):
        books.add("tournaments_places", f"place {place} is given, but only {count} entered")
    for entrant in books.entrants:
        if not given.get(entrant.member):
            books.add("tournaments_places", f"it is finished, but {entrant.member} has no place")
        elif len(given[entrant.member]) > 1:
            books.add("tournaments_places", f"{entrant.member} holds {counted(len(given[entrant.member]), 'places')}")


def _places_under_way(books: _Books, stacks: dict[int, dict[str, int]]) -> None:
    given, entered = _placing(books), {e.member for e in books.entrants}
    count, numbers = len(books.entrants), sorted(p.place for p in books.places)
    if numbers != list(range(count - len(numbers) + 1, count + 1)):
        books.add("tournaments_places", f"under way, the places given ({_short(numbers)}) are not the lowest "
                                        f"{len(numbers)} of {count}: they go from the bottom up")
    chips: dict[str, int] = defaultdict(int)
    for table in books.tables:
        for member, stack in stacks.get(table.table_id or 0, {}).items():
            chips[member] += stack
            if stack and member in given:
                books.add("tournaments_places", f"{member} holds place {given[member][0]}, but holds {stack} at its "
                                                f"table {table.number} ({seat_name(table.table_id or 0, member)})")
    for member in sorted(entered - set(given) - books.moving):
        if not chips.get(member):
            books.add("tournaments_places", f"{member} holds no chips at its tables and has no place: frozen out "
                                            "and never placed")


def _payouts(books: _Books) -> None:
    pool = sum(e.paid for e in books.entrants)
    shares = payouts(pool, books.row.shares)
    by_place = {p.place: p for p in books.places}
    paid = {m: -chips for (kind, m), chips in books.flows.items() if kind == "payout" and m is not None}
    for number, share in enumerate(shares, start=1):
        place = by_place.get(number)
        if place is None:
            books.add("tournaments_payouts", f"place {number}'s prize of {share} (of the pool of {pool}, paid "
                                             f"{_split(books.row.shares)}) went to nobody")
            continue
        if place.payout != share:
            books.add("tournaments_payouts", f"place {number} ({place.member}) is recorded as paid {place.payout}, "
                                             f"its share of the pool of {pool} is {share}")
        if paid.get(place.member, 0) != share:
            books.add("tournaments_payouts", f"place {number}'s prize of {share} did not reach {place.member}: the "
                                             f"pool {books.pool_name} paid him {paid.get(place.member, 0)}")
    winners = {by_place[n].member for n in range(1, len(shares) + 1) if n in by_place}
    for member, chips in sorted(paid.items()):
        if chips and member not in winners:
            books.add("tournaments_payouts", f"the pool {books.pool_name} paid {member} {chips}, who won no prize")


def _cancelled(books: _Books) -> None:
    net: dict[str | None, int] = defaultdict(int)
    for (kind, member), chips in books.flows.items():
        if kind in ("sweepstake", "sweepstake_back"):
            net[member] += chips
        elif kind == "payout" and chips:
            books.add("tournaments_cancelled", f"it was cancelled, but its pool {books.pool_name} paid "
                                               f"{member} a prize of {-chips}")
    for entrant in books.entrants:
        if entrant.paid:
            books.add("tournaments_cancelled", f"it was cancelled, but {entrant.member}'s sweepstake of "
                                               f"{entrant.paid} is still marked paid")
    for member, chips in sorted(net.items(), key=lambda m: m[0] or ""):
        if chips:
            books.add("tournaments_cancelled", f"it was cancelled, but {chips} of {member}'s sweepstake stayed in "
                                               f"its pool {books.pool_name}")


def _short(numbers: Sequence[int]) -> str:
    return ", ".join(map(str, numbers[:6])) + (", ..." if len(numbers) > 6 else "")


def _split(shares: Sequence[int]) -> str:
    return "/".join(map(str, shares))

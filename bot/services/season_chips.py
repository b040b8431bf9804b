"""Season chips at the tables: the reserve granted on a member's first season play, what a
finished deal adds to the season's running totals, and the same totals worked out afresh
from the hand records (the audit, the tests)."""

from __future__ import annotations

from collections.abc import Iterable

from bot.services import accounts, memos
from bot.services.deal_stats import deal_parts, seat_net
from bot.services.errors import SeasonError
from bot.services.hand_records import finished_deals
from bot.storage import Tx
from bot.storage.records import ActionRow, DealRow, SeasonMemberRow, SeasonRow, TableRow
from engine.deal import Deal

Totals = dict[tuple[int, str], tuple[int, int]]  # (season, member) -> (deals, chips won)


async def playing(tx: Tx, season_id: int) -> SeasonRow:
    """The season a table or tournament plays for, refused once it has ended."""
    season = await tx.season_by_id(season_id)
    if season is None or season.ended_at is not None:
        number = "" if season is None else f" {season.number}"
        raise SeasonError(f"season{number} is over: its chips count for nothing now; close this table "
                          "(/poker stop) and open a new one for the next season")
    return season


async def enter(tx: Tx, season: SeasonRow, member: str, at: str) -> int:
    """The member's season wallet, granted the season's reserve if this is his first time in
    its play.  The hook for every kind of season play (a table's seat, a tournament's entry):
    take the chips from the account returned into accounts marked with the season's id, and
    add each finished deal's `season_parts` to the season (`tx.add_season_results`)."""
    wallet = await accounts.season_wallet(tx, season.guild_id, season.id, member)
    reserve = await accounts.season_reserve(tx, season.guild_id, season.id)
    # The key makes it one entry whatever happens: a second sit, a double click, a restart.
    await tx.post(season.guild_id, "season_reserve", {reserve: -season.reserve, wallet: season.reserve}, at=at,
                  idem_key=f"season_reserve:{season.id}:{member}", member=member,
                  memo=memos.write("reserve", season=season.number, amount=season.reserve))
    return wallet


def season_parts(deal: Deal) -> list[SeasonMemberRow]:
    """What one finished deal adds to its season: for each player, his net over it (`seat_net`,
    as `/poker stats` counts it), and one deal for each dealt in."""
    assert deal.result is not None, "only a finished deal counts"
    dealt = {p.member for p in deal_parts(deal)}
    rows = []
    for seat, member in enumerate(deal.setup.players):
        won = seat_net(deal, seat)
        if member in dealt or won:
            rows.append(SeasonMemberRow(member=member, deals=int(member in dealt), won=won))
    return rows


def recount(tables: Iterable[TableRow], deals: Iterable[DealRow], actions: dict[int, list[ActionRow]],
            replayed: dict[int, Deal] | None = None) -> Totals:
    """Every season's totals from the hand records: each finished deal at a season table
    replayed (or taken from `replayed`, by deal row) and its results added up."""
    season_of = {t.id: t.season_id for t in tables if t.season_id is not None}
    out: Totals = {}
    for row, deal in finished_deals((d for d in deals if d.table_id in season_of), actions, replayed):
        season = season_of[row.table_id]
        for part in season_parts(deal):
            count, won = out.get((season, part.member), (0, 0))
            out[(season, part.member)] = (count + part.deals, won + part.won)
    return out

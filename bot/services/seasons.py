"""Seasons: every member who plays in one starts with the same reserve of season chips.

A guild runs one season at a time.  The first time a member sits at a season table (or
enters any other season play) the season's reserve is granted to his season wallet, once
(`bot.services.season_chips.enter`).  Season chips are never bought, never cashed out and
never meet the wallet's chips (`bot.services.accounts`; the audit holds the ledger to it).

The leaderboard ranks by chips won in the season: the sum of each season deal's result
for the member, kept as running totals beside the deals (`season_members`) and worked
out afresh from the hand records by the audit (`season_chips.recount`).  A member needs the
season's minimum of deals to be ranked; robots never are.  Ending a season writes its
final standings, which stay.
"""

from __future__ import annotations

from pydantic import BaseModel

from bot.services.accounts import Clock, stamp, utc_now
from bot.services.errors import SeasonError
from bot.services.ids import Snowflake
from bot.services.seating import is_robot
from bot.services.whole_numbers import MAX_CHIPS, NumberError, in_range
from bot.storage import Storage
from bot.storage.errors import IntegrityViolation
from bot.storage.records import SeasonMemberRow, SeasonRow

DEFAULT_RESERVE = 1_000
DEFAULT_MIN_DEALS = 10
MAX_MIN_DEALS = 100_000
MAX_NAME = 60
# What Discord would read as markup in a name shown in public: a mention or a channel (@, <, >),
# code, emphasis, spoilers, a quote or an escape. A season's name is plain words.
MARKUP = frozenset("@<>`*_~|\\")


def season_name_problem(name: str) -> str | None:
    """Why `name` (spaces already collapsed) cannot name a season, or None."""
    if len(name) > MAX_NAME:
        return f"name: at most {MAX_NAME} characters, not {len(name)}"
    odd = next((ch for ch in name if not ch.isprintable() or ch in MARKUP), None)
    if odd is not None:
        shown = repr(odd) if not odd.isprintable() else f"'{odd}'"
        return f"name: plain words only, without {shown} (no mentions, markup or control characters)"
    return None


class Board(BaseModel):
    """A season's leaderboard: running, or its final standings once it has ended."""

    season: SeasonRow
    ranked: list[SeasonMemberRow]  # place 1 first
    unranked: list[SeasonMemberRow]  # fewer deals than the minimum, most deals first

    @property
    def final(self) -> bool:
        return self.season.ended_at is not None


def rank(rows: list[SeasonMemberRow], min_deals: int) -> tuple[list[SeasonMemberRow], list[SeasonMemberRow]]:
    """Members with at least `min_deals` deals, by chips won (equal chips share a place), and
    the rest apart; robots are left out."""
    people = [r for r in rows if not is_robot(r.member)]
    ranked = sorted((r for r in people if r.deals >= min_deals), key=lambda r: (-r.won, -r.deals, r.member))
    placed, place = [], 0
    for index, row in enumerate(ranked):
        if index == 0 or row.won != ranked[index - 1].won:
            place = index + 1
        placed.append(row.model_copy(update={"place": place}))
    unranked = sorted((r.model_copy(update={"place": None}) for r in people if r.deals < min_deals),
                      key=lambda r: (-r.deals, -r.won, r.member))
    return placed, unranked


class Seasons:
    def __init__(self, storage: Storage, clock: Clock = utc_now) -> None:
        self.storage = storage
        self.clock = clock

    async def running(self, guild: Snowflake) -> SeasonRow | None:
        async with self.storage.transaction(readonly=True) as tx:
            return await tx.running_season(str(guild))

    async def latest(self, guild: Snowflake) -> SeasonRow | None:
        async with self.storage.transaction(readonly=True) as tx:
            return await tx.season(str(guild))

    async def start(self, guild: Snowflake, *, by: Snowflake, reserve: int | None = None,
                    min_deals: int | None = None, name: str | None = None) -> SeasonRow:
        reserve = DEFAULT_RESERVE if reserve is None else _number(reserve, "reserve", 1, MAX_CHIPS)
        min_deals = DEFAULT_MIN_DEALS if min_deals is None else _number(min_deals, "min_deals", 0, MAX_MIN_DEALS)
        name = " ".join((name or "").split())
        if (problem := season_name_problem(name)) is not None:
            raise SeasonError(problem)
        async with self.storage.transaction() as tx:
            if (now := await tx.running_season(str(guild))) is not None:
                raise SeasonError(f"season {now.number} is running: end it first (/poker-admin season end)")
            try:
                made = await tx.start_season(str(guild), name, reserve, min_deals, str(by), stamp(self.clock))
            except IntegrityViolation:  # another admin started one a moment ago
                raise SeasonError("a season was started a moment ago: see /poker-admin season show") from None
            season = await tx.season_by_id(made)
        assert season is not None
        return season

    async def end(self, guild: Snowflake, *, by: Snowflake) -> Board:
        """End the running season: its standings are written as they stand, for good.  Refused
        while a tournament played for it is open for entries or under way: its deals and its
        payouts belong to the season, so the season waits for its end (or its cancel)."""
        async with self.storage.transaction() as tx:
            season = await tx.running_season(str(guild))
            if season is None:
                raise SeasonError("no season is running")
            going = [t for status in ("registering", "playing") for t in await tx.tournaments(status)
                     if (t.record or {}).get("season") == season.id]
            if going:
                named = " and ".join(f"tournament {t.id} in <#{t.channel_id}> "
                                     f"({'open for entries' if t.status == 'registering' else 'under way'})"
                                     for t in going)
                them = "it" if len(going) == 1 else "them"
                raise SeasonError(f"season {season.number} cannot end while {named} "
                                  f"{'is' if len(going) == 1 else 'are'} played for it: let {them} finish, or "
                                  f"cancel {them} (/poker tournament cancel), then end the season")
            if not await tx.end_season(season.id, str(by), stamp(self.clock)):
                raise SeasonError("the season was ended a moment ago")
            rows = (await tx.season_members(season.id)).get(season.id, [])
            ranked, unranked = rank(rows, season.min_deals)
            await tx.save_standings(season.id, ranked + unranked)
            ended = await tx.season_by_id(season.id)
        assert ended is not None
        return Board(season=ended, ranked=ranked, unranked=unranked)

    async def board(self, guild: Snowflake, number: int | None = None) -> Board:
        """The leaderboard of season `number` (None: the running one, else the latest)."""
        async with self.storage.transaction(readonly=True) as tx:
            season = await tx.running_season(str(guild)) if number is None else None
            season = season or await tx.season(str(guild), number)
            if season is None:
                raise SeasonError("no season has been played here yet" if number is None
                                  else f"number: there is no season {number} here")
            if season.ended_at is not None:
                final = await tx.standings(season.id)
                return Board(season=season, ranked=[r for r in final if r.place is not None],
                             unranked=[r for r in final if r.place is None])
            rows = (await tx.season_members(season.id)).get(season.id, [])
        ranked, unranked = rank(rows, season.min_deals)
        return Board(season=season, ranked=ranked, unranked=unranked)


def _number(value: int, what: str, least: int, most: int) -> int:
    try:
        return in_range(value, what, least=least, most=most)
    except NumberError as exc:
        raise SeasonError(str(exc)) from None

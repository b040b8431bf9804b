"""A tournament played for the season: its sweepstakes come from the entrants' season wallets
(the season's reserve granted on a first entry), its pool and its tables hold season chips,
and its payouts go back to season wallets.  The season is kept in the tournament's record
(``{"season": id}``) from its creation; each finished deal at its tables adds to the
season's totals as at any season table."""

from __future__ import annotations

from bot.services import accounts
from bot.services.season_chips import enter, playing
from bot.storage import Tx
from bot.storage.records import TournamentRow


def season_of(row: TournamentRow) -> int | None:
    season = (row.record or {}).get("season")
    return None if season is None else int(season)


async def paying_wallet(tx: Tx, guild: str, season: int | None, member: str, at: str) -> int:
    """The wallet a sweepstake comes from: his own, or his season wallet (the reserve granted
    the first time he plays in the season; refused once it has ended)."""
    if season is None:
        return await accounts.wallet(tx, guild, member)
    return await enter(tx, await playing(tx, season), member, at)


async def paid_wallet(tx: Tx, guild: str, season: int | None, member: str) -> int:
    """The wallet chips go back or are paid to."""
    if season is None:
        return await accounts.wallet(tx, guild, member)
    return await accounts.season_wallet(tx, guild, season, member)

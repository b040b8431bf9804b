"""The banker's accounts in one guild, and the clock every entry is stamped with.

    banker              minus the chips sold and not yet redeemed
    kitty               chips taken from pools for the kitty (Foster: kept by the banker)
    wallet:<member>     a member's chips away from the tables
    seat:<table>:<m>    a member's chips at a table: his stake in escrow
    pool:<table>        the chips in a table's pool, carried jack-pots included
    tutorial            minus the tutorial's play chips out at tutorial tables: they fund
                        those seats instead of the wallets, and never reach a wallet
    tournament:<t>      a tournament's pool (kind 'pool', no table): the sweepstakes held
                        until paid out, less the chips out at its tables' seats

A season's chips have accounts of their own, each marked with the season's id:

    season:<id>:reserve         minus the season chips granted (a banker of that season only)
    season:<id>:wallet:<m>      a member's season chips away from the tables
    season:<id>:kitty           the kitty of that season's tables

and a season table's seats and pool carry its season's id too.  No entry moves chips
between accounts of different seasons, or between a season's and the wallet's side.

Member and guild ids are Discord snowflakes, kept as text.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from bot.storage import Tx

Clock = Callable[[], datetime]
BANKER, KITTY, TUTORIAL = "banker", "kitty", "tutorial"


def utc_now() -> datetime:
    return datetime.now(UTC)


def iso(moment: datetime) -> str:
    """An ISO 8601 UTC time; all stamps share one format, so they sort as text."""
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def stamp(clock: Clock) -> str:
    return iso(clock())


def wallet_name(member: str) -> str:
    return f"wallet:{member}"


def seat_name(table_id: int, member: str) -> str:
    return f"seat:{table_id}:{member}"


def pool_name(table_id: int) -> str:
    return f"pool:{table_id}"


def tournament_name(tournament_id: int) -> str:
    return f"tournament:{tournament_id}"


async def banker(tx: Tx, guild: str) -> int:
    return await tx.account_id(guild, "banker", BANKER)


async def kitty(tx: Tx, guild: str) -> int:
    return await tx.account_id(guild, "kitty", KITTY)


async def tutorial(tx: Tx, guild: str) -> int:
    return await tx.account_id(guild, "tutorial", TUTORIAL)


async def wallet(tx: Tx, guild: str, member: str) -> int:
    return await tx.account_id(guild, "wallet", wallet_name(member), member=member)


async def seat(tx: Tx, guild: str, table_id: int, member: str, season: int | None = None) -> int:
    return await tx.account_id(guild, "seat", seat_name(table_id, member), member=member, table_id=table_id,
                               season_id=season)


async def pool(tx: Tx, guild: str, table_id: int, season: int | None = None) -> int:
    return await tx.account_id(guild, "pool", pool_name(table_id), table_id=table_id, season_id=season)


async def season_reserve(tx: Tx, guild: str, season: int) -> int:
    return await tx.account_id(guild, "banker", f"season:{season}:reserve", season_id=season)


async def season_wallet(tx: Tx, guild: str, season: int, member: str) -> int:
    return await tx.account_id(guild, "wallet", f"season:{season}:wallet:{member}", member=member, season_id=season)


async def home(tx: Tx, guild: str, member: str, season: int | None) -> int:
    """Where a player's chips come from and go back to: his wallet, or at a season's table
    his wallet of that season."""
    return await (wallet(tx, guild, member) if season is None else season_wallet(tx, guild, season, member))


async def table_kitty(tx: Tx, guild: str, season: int | None) -> int:
    """The kitty a table's cut goes to: the guild's, or its season's."""
    if season is None:
        return await kitty(tx, guild)
    return await tx.account_id(guild, "kitty", f"season:{season}:kitty", season_id=season)


async def tournament(tx: Tx, guild: str, tournament_id: int, season: int | None = None) -> int:
    """The tournament's pool; `season` marks it a season's when it is opened (at creation)."""
    return await tx.account_id(guild, "pool", tournament_name(tournament_id), season_id=season)

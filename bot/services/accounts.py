"""The banker's accounts in one guild, and the clock every entry is stamped with.

    banker              minus the chips sold and not yet redeemed
    kitty               chips taken from pools for the kitty (Foster: kept by the banker)
    wallet:<member>     a member's chips away from the tables
    seat:<table>:<m>    a member's chips at a table: his stake in escrow
    pool:<table>        the chips in a table's pool, carried jack-pots included
    tutorial            minus the tutorial's play chips out at tutorial tables: they fund
                        those seats instead of the wallets, and never reach a wallet

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


async def banker(tx: Tx, guild: str) -> int:
    return await tx.account_id(guild, "banker", BANKER)


async def kitty(tx: Tx, guild: str) -> int:
    return await tx.account_id(guild, "kitty", KITTY)


async def tutorial(tx: Tx, guild: str) -> int:
    return await tx.account_id(guild, "tutorial", TUTORIAL)


async def wallet(tx: Tx, guild: str, member: str) -> int:
    return await tx.account_id(guild, "wallet", wallet_name(member), member=member)


async def seat(tx: Tx, guild: str, table_id: int, member: str) -> int:
    return await tx.account_id(guild, "seat", seat_name(table_id, member), member=member, table_id=table_id)


async def pool(tx: Tx, guild: str, table_id: int) -> int:
    return await tx.account_id(guild, "pool", pool_name(table_id), table_id=table_id)

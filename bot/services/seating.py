"""Robots at the tables: who is one, what it is called, and how it takes a seat.

A robot is a member like any other to the banker: it buys its stake from the
banker and sits down with it, so every chip it plays is accounted for.
"""

from __future__ import annotations

from bot.services.errors import BankError, UserError
from bot.services.ids import Snowflake
from bot.services.ledger import Bank
from bot.services.tables import TableService
from engine.rules import Betting

ROBOT_PREFIX = "robot-"
SEAT_TRIES = 5
ROBOT_STAKE = 100  # what a robot brings, but in a freeze-out (where the stake is the table's)


def is_robot(member: str) -> bool:
    return member.startswith(ROBOT_PREFIX)


def robot_name(member: str) -> str:
    """'Robot 2' for the member id 'robot-2'."""
    return "Robot " + member.removeprefix(ROBOT_PREFIX)


async def seat_robots(tables: TableService, bank: Bank, table_id: int, count: int, *, by: Snowflake) -> int:
    """Seat `count` robots at the table, each under the first free robot name, each buying its
    stake from the banker first.  Refused where the channel does not allow robots."""
    summary = await tables.summary(table_id)
    limits = await tables.limits.effective(summary.guild, summary.channel)
    if not limits.robots_allowed:
        raise UserError("Robots are not allowed at this channel's table (an admin sets robots_allowed).")
    taken = {member for member, _ in summary.seats}
    stake = limits.rules.freeze_out_stake if limits.rules.betting is Betting.FREEZE_OUT else ROBOT_STAKE
    seated, number = 0, 1
    while seated < count:
        member = f"{ROBOT_PREFIX}{number}"
        number += 1
        if member in taken:
            continue
        await _buy_and_sit(tables, bank, summary.guild, table_id, member, stake, by=by)
        seated += 1
    return seated


async def _buy_and_sit(tables: TableService, bank: Bank, guild: str, table_id: int, member: str, stake: int, *,
                       by: Snowflake) -> None:
    """A robot's wallet is one for every table of the guild: another table may seat it between its
    buying and its sitting here, and take the chips. Then it buys again; each try is progress
    elsewhere, so a few end it."""
    for attempt in range(SEAT_TRIES):
        holding = await bank.holding(guild, member)
        if holding.wallet < stake:
            await bank.buy(guild, member, stake - holding.wallet, by=by)
        try:
            await tables.sit(table_id, member, stake, by=by)
            return
        except BankError:
            if attempt == SEAT_TRIES - 1:
                raise


async def unseat_robots(tables: TableService, table_id: int, *, by: Snowflake) -> int:
    """Take every robot away from the table (between deals), its chips back to its wallet;
    returns how many left."""
    summary = await tables.summary(table_id)
    gone = 0
    for member, _chips in summary.seats:
        if is_robot(member):
            await tables.leave(table_id, member, by=by)
            gone += 1
    return gone

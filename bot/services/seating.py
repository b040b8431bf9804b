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


async def ask_for_robots(tables: TableService, bank: Bank, table_id: int, count: int, *,
                         by: Snowflake) -> tuple[int, int | None]:
    """`count` robots for the table: seated now between deals, or, during a deal, noted to sit
    down once it is over.  How many, and the deal they wait for (None: seated now).  Refused
    where the channel does not allow robots."""
    await _robots_allowed(tables, table_id)
    noted = await tables.robots_after_deal(table_id, count, by=by)
    if noted is not None:
        waits_for, how_many = noted
        return how_many, waits_for
    return await seat_robots(tables, bank, table_id, count, by=by), None


async def seat_robots_due(tables: TableService, bank: Bank, table_id: int) -> int:
    """Between deals, seat the robots asked for during the last one, each bought for by whoever
    asked; how many sat down.  A refusal (robots no longer allowed, the table full, the banker's
    limits) ends it, the robots not yet seated forgotten, as one asked for now would be refused."""
    due = await tables.take_robots_due(table_id)
    seated = 0
    for asker in dict.fromkeys(due):  # each asker's robots together, in the order asked
        seated += await seat_robots(tables, bank, table_id, due.count(asker), by=asker)
    return seated


async def _robots_allowed(tables: TableService, table_id: int) -> None:
    summary = await tables.summary(table_id)
    limits = await tables.limits.effective(summary.guild, summary.channel)
    if not limits.robots_allowed:
        raise UserError("Robots are not allowed at this channel's table (an admin sets robots_allowed).")


async def seat_robots(tables: TableService, bank: Bank, table_id: int, count: int, *, by: Snowflake) -> int:
    """Seat `count` robots at the table, each under the first free robot name, each buying its
    stake from the banker first.  Refused where the channel does not allow robots."""
    await _robots_allowed(tables, table_id)
    summary = await tables.summary(table_id)
    limits = await tables.limits.effective(summary.guild, summary.channel)
    taken = {member for member, _ in summary.seats}
    stake = limits.rules.freeze_out_stake if limits.rules.betting is Betting.FREEZE_OUT else ROBOT_STAKE
    seated, number = 0, 1
    while seated < count:
        member = f"{ROBOT_PREFIX}{number}"
        number += 1
        if member in taken:
            continue
        if summary.season is None:
            await _buy_and_sit(tables, bank, summary.guild, table_id, member, stake, by=by)
        else:  # season chips: its reserve, granted as it sits; none are bought
            await tables.sit(table_id, member, stake, by=by)
        seated += 1
    return seated


async def _buy_and_sit(tables: TableService, bank: Bank, guild: str, table_id: int, member: str, stake: int, *,
                       by: Snowflake) -> None:
    """A robot's wallet is one for every table of the guild: another table may seat it between its
    buying and its sitting here, and take the chips. Then it buys again; each try is progress
    elsewhere, so a few end it."""
    if (await tables.summary(table_id)).learner is not None:
        await tables.sit(table_id, member, stake, by=by)  # the tutorial's play chips: nothing to buy
        return
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


async def unseat_robots(tables: TableService, table_id: int, *, by: Snowflake) -> tuple[int, int | None]:
    """Take every robot away from the table, its chips back to its wallet: between deals now,
    during a deal once it is over.  How many, and the deal they wait for (None: gone now)."""
    summary = await tables.summary(table_id)
    gone, waits_for = 0, None
    for member, _chips in summary.seats:
        if is_robot(member):
            waits_for = (await tables.leave(table_id, member, by=by)).after_deal
            gone += 1
    return gone, waits_for

"""Helpers: seat players through the bank, and play deals with random legal actions."""

from __future__ import annotations

import random

from bot.services.ledger import Bank
from bot.services.tables import Played, TableService
from engine.deal import random_legal_action

GUILD, CHANNEL = "guild-1", "channel-1"


async def seated_table(bank: Bank, tables: TableService, players: list[str], stake: int = 100,
                       guild: str = GUILD, channel: str = CHANNEL) -> int:
    """A table in the channel with each player bought in for `stake` and seated."""
    table = await tables.open_table(guild, channel, by="admin")
    for player in players:
        await bank.buy(guild, player, stake)
        await tables.sit(table.table_id, player, stake)
    return table.table_id


async def play_out(tables: TableService, table_id: int, rng: random.Random, most: int | None = None) -> Played | None:
    """Random legal actions, each with its (deal, action) key, until the deal ends (or `most` actions)."""
    played = None
    count = 0
    while (deal := await tables.deal_in_play(table_id)) is not None:
        if most is not None and count >= most:
            break
        action = random_legal_action(deal, rng)
        assert action is not None
        played = await tables.act(table_id, action, expect=(deal.setup.number, len(deal.history)))
        count += 1
    return played


async def seat_balances(storage, guild: str, table_id: int) -> dict[str, int]:
    async with storage.transaction(readonly=True) as tx:
        return {a.member: a.balance for a in await tx.accounts(guild, kind="seat", table_id=table_id)}


async def balance(storage, guild: str, name: str) -> int:
    async with storage.transaction(readonly=True) as tx:
        account = await tx.account(guild, name)
    return 0 if account is None else account.balance


async def play_robots(tables: TableService, table_id: int, seed: int, most: int | None = None) -> None:
    """Foster's robots play the deal in play (or `most` actions of it)."""
    from engine.robots import Robot, Style

    count = 0
    while (deal := await tables.deal_in_play(table_id)) is not None:
        if most is not None and count >= most:
            return
        seat = deal.to_act
        robot = Robot(deal.rules, Style.LIBERAL, f"{seed}:{len(deal.history)}")
        action = robot.decide(deal.seat_view(seat))
        await tables.act(table_id, action, expect=(deal.setup.number, len(deal.history)))
        count += 1

"""Settling a deal that is over: the pools to their winners, the kitty's chips, the
straight-flush premiums, the seed revealed, the players' running totals added to
(`bot.services.deal_stats`), at a tournament's table the places of those it froze out
(`bot.services.tournament_places`), and the table's state stored, in one transaction.

A deal is settled exactly once: by the process that played its last action, or by the
recovery of a process that finds it over and unpaid (recovery.py).
"""

from __future__ import annotations

from bot.services import accounts, memos
from bot.services.accounts import Clock, stamp
from bot.services.deal_stats import deal_parts
from bot.services.errors import StaleAction
from bot.services.hand_records import result_record
from bot.services.member_stats import rows_of
from bot.services.season_chips import season_parts
from bot.services.tables.live import LiveTable, claim
from bot.services.tables.seats import unseat_leavers
from bot.services.tournament_places import place_frozen_out
from bot.storage import Storage
from engine.table import Table


class Settlement:
    def __init__(self, storage: Storage, clock: Clock) -> None:
        self.storage = storage
        self.clock = clock

    async def settle(self, live: LiveTable) -> list[tuple[str, int]]:
        """Pay a finished deal's result, reveal its seed, unseat those who asked to leave during
        it (their chips back to their wallets), store the table: one transaction.  Who left."""
        deal = live.deal
        assert deal is not None and deal.result is not None and live.deal_id is not None
        result, number = deal.result, deal.setup.number
        table = Table.from_dict(live.table.to_dict())
        table.settle(deal)
        premiums = result.premiums or [0] * deal.n
        lines: dict[int, int] = {}
        for player, won, premium in zip(deal.setup.players, result.won, premiums, strict=True):
            if won + premium:
                account = live.seats[player]
                lines[account] = lines.get(account, 0) + won + premium
        paid = sum(result.won) + result.kitty
        out = [(player, was) for player, was, now in zip(deal.setup.players, deal.setup.stacks, deal.stacks, strict=True)
               if was and not now]  # frozen out by this deal, with the chips he began it with
        # A tutorial's deals are lessons, stacked and played for play chips: not in /poker stats.
        stats = [] if live.table.course is not None else rows_of(live.guild, deal_parts(deal))
        if deal.pool() - paid != result.carried_out:
            raise AssertionError(f"deal {number}: the pool of {deal.pool()} does not cover what was paid")
        leaving = bool(table.leavers())  # none: the table's state is known now, stored with its lock
        async with self.storage.transaction(brief=True) as tx:
            await claim(tx, live, None if leaving else table.to_dict())
            if paid:
                lines[live.pool] = -paid
            if result.kitty:
                lines[await accounts.table_kitty(tx, live.guild, live.season)] = result.kitty
            if lines:
                await tx.post(live.guild, "settle", lines, at=stamp(self.clock), idem_key=f"settle:{live.id}:{number}",
                              table_id=live.id, deal_id=live.deal_id, memo=memos.write("settled", deal=number, outcome=result.outcome.value))
            if not await tx.end_deal(live.deal_id, "finished", result_record(deal), stamp(self.clock)):
                raise StaleAction(f"deal {number} was already settled")
            await tx.add_stats(stats)
            if out and live.table.course is None:  # at a tournament's table, placed with the deal that froze him out
                await place_frozen_out(tx, live.id, out, stamp(self.clock))
            if live.season is not None:
                await tx.add_season_results(live.season, season_parts(deal))
            left = await unseat_leavers(tx, live, table, number, stamp(self.clock))
            if leaving:
                await tx.save_table_state(live.id, table.to_dict())
        live.table, live.deal, live.deal_id = table, None, None
        return left

    async def settle_or_see_settled(self, live: LiveTable) -> list[tuple[str, int]] | None:
        """Settle the deal that just ended (who left with it), unless another process settled it
        first: the recovery of a bot or simulation starting beside us settles every deal it finds
        over and unpaid, and it may find ours between its last action and its settlement.
        None in that case: the copy held is behind, and the caller drops it."""
        assert live.deal is not None
        try:
            return await self.settle(live)
        except StaleAction:
            async with self.storage.transaction(readonly=True) as tx:
                row = await tx.deal(live.id, live.deal.setup.number)
            if row is None or row.status != "finished":
                raise
            return None

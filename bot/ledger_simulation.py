"""Robots playing through the banker's ledger: ``poker-bot simulate --db PATH``.

The same robots as `engine.simulate`, but every chip goes through the bank:
each robot buys its stake and sits down (escrow), every action and every
settlement is a transaction, the kitty is kept, and a broke robot buys again
between deals.  The run is resumable: `hands` is the table's total, so after
a crash (or a kill -9) the same command rebuilds the table from the database
and plays on to the total.  The seed of deal n is "<seed>:<n>", so a deal
dealt again after a crash is the same deal.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from pydantic import BaseModel

from bot.audit import audit
from bot.ledger import Bank
from bot.limits import ChannelLimits, Limits
from bot.storage import open_storage
from bot.tables import Recovery, TableService
from engine.robots import Robot, Style
from engine.rules import Betting, Rules

GUILD = CHANNEL = "simulation"
BY = "poker-bot simulate"


class LedgerRun(BaseModel):
    hands: int = 0  # deals played by this run
    deals: int = 0  # deals the table has played in all (void ones counted)
    actions: int = 0
    rebuys: int = 0
    recovery: Recovery = Recovery()
    hands_per_second: float = 0.0
    issued: int = 0  # chips the banker has sold and not redeemed
    held: int = 0  # chips in the robots' wallets and seats
    in_pools: int = 0
    kitty: int = 0
    books_balance: bool = False
    audit_ok: bool | None = None  # None: not audited
    breaches: list[dict] = []
    finished_freeze_out: bool = False

    @property
    def chips_conserved(self) -> bool:
        return self.books_balance and self.audit_ok is not False


async def simulate_with_ledger(url: str, players: int, hands: int, seed: int, rules: Rules, *,
                               stake: int = 200, check: bool = True,
                               progress: Callable[[int, int], None] | None = None) -> LedgerRun:
    storage = await open_storage(url)
    try:
        bank, limits = Bank(storage), Limits(storage)
        service = TableService(storage, limits)
        run = LedgerRun()
        names = [f"Robot {i + 1}" for i in range(players)]
        robots = {name: Robot(rules, Style.CLOSE if i % 2 == 0 else Style.LIBERAL, f"{seed}:{name}")
                  for i, name in enumerate(names)}
        if rules.betting is Betting.FREEZE_OUT:
            stake = rules.freeze_out_stake
        table_id, run.recovery = await _set_up(bank, limits, service, names, stake, rules)
        started = time.perf_counter()
        while True:
            deal = await service.deal_in_play(table_id)
            if deal is None:
                summary = await service.summary(table_id)
                run.deals = summary.deals
                if summary.deals >= hands:
                    break
                if rules.betting is Betting.FREEZE_OUT:
                    if sum(1 for _, chips in summary.seats if chips) <= 1:
                        run.finished_freeze_out = True
                        break
                else:
                    run.rebuys += await _rebuy(bank, service, table_id, summary.seats, stake)
                await service.start_deal(table_id, seed=f"{seed}:{summary.deals + 1}")
                run.hands += 1
                if progress is not None and run.deals % 100 == 99:
                    progress(run.deals + 1, hands)
                continue
            seat = deal.to_act
            assert seat is not None
            action = robots[deal.setup.players[seat]].decide(deal.private_view(seat))
            await service.act(table_id, action, expect=(deal.setup.number, len(deal.history)))
            run.actions += 1
        run.hands_per_second = round(run.hands / max(time.perf_counter() - started, 1e-9), 1)
        books = await bank.settlement(GUILD)
        run.issued, run.held, run.in_pools, run.kitty = books.issued, books.held, books.in_pools, books.kitty
        run.books_balance = books.balanced
        if check:
            report = await audit(storage)
            run.audit_ok = report.ok
            run.breaches = report.to_dict()["breaches"]
        return run
    finally:
        await storage.close()


async def _set_up(bank: Bank, limits: Limits, service: TableService, names: list[str], stake: int,
                  rules: Rules) -> tuple[int, Recovery]:
    """The table, the channel's limits and the robots' seats; each step is skipped when a run
    before this one (perhaps killed half-way through) already did it."""
    wanted, now = ChannelLimits(rules=rules).flat(), (await limits.effective(GUILD, CHANNEL)).flat()
    changed = {k: v for k, v in wanted.items() if now[k] != v}
    if changed:
        await limits.set_many(GUILD, CHANNEL, changed, by=BY)
    bank_limits = await bank.limits(GUILD)
    if bank_limits.max_outstanding is not None or bank_limits.daily_allowance is not None:
        await bank.set_limits(GUILD, by=BY, max_outstanding=None, daily_allowance=None)
    recovery = await service.recover([GUILD])
    table = await service.table_in(GUILD, CHANNEL)
    if table is None:
        table = await service.open_table(GUILD, CHANNEL, by=BY)
    seated = {member for member, _ in table.seats}
    if table.deals == 0 and table.in_play is None:
        for name in names:
            if name not in seated:
                holding = await bank.holding(GUILD, name)
                if holding.wallet < stake:
                    await bank.buy(GUILD, name, stake - holding.wallet, by=BY)
                await service.sit(table.table_id, name, stake, by=BY)
    return table.table_id, recovery


async def _rebuy(bank: Bank, service: TableService, table_id: int, seats: list[tuple[str, int]], stake: int) -> int:
    """A robot that has lost its stake buys another (from its wallet first)."""
    bought = 0
    for member, chips in seats:
        if chips == 0:
            holding = await bank.holding(GUILD, member)
            if holding.wallet < stake:
                await bank.buy(GUILD, member, stake - holding.wallet, by=BY)
            await service.top_up(table_id, member, stake)
            bought += 1
    return bought

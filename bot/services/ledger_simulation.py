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

import asyncio
import random
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any, TypeVar

from pydantic import BaseModel

from bot.services.audit import audit, refuse_if_damaged
from bot.services.errors import BankError, StaleAction, TableError
from bot.services.ledger import Bank
from bot.services.limits import ChannelLimits, Limits
from bot.services.tables import Recovery, TableService, TableSummary
from bot.storage import IntegrityViolation, open_storage
from engine.plurals import counted
from engine.robots import Robot, Style
from engine.rules import Betting, Rules

GUILD = CHANNEL = "simulation"
BY = "poker-bot simulate"
T = TypeVar("T")


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
    breaches: list[dict[str, str]] = []
    finished_freeze_out: bool = False

    @property
    def chips_conserved(self) -> bool:
        return self.books_balance and self.audit_ok is not False


class OtherOptions(TableError):
    """The table in the database was played with other options than this run asks for.

    `differences` holds (what, as stored, as asked): what is "players", "seed", or a
    table rule by its flat name (`ChannelLimits.flat`).
    """

    def __init__(self, differences: list[tuple[str, object, object]]) -> None:
        super().__init__(", ".join(f"{what} {stored} (not {asked})" for what, stored, asked in differences))
        self.differences = differences


class InUseElsewhere(TableError):
    """Another process keeps changing the table: it is playing it, and this one leaves it to it."""


# How often one step is tried again when another process changed the table (StaleAction) or took
# the chips a robot had bought from the wallet it shares with a robot of the same name at another
# table (BankError).  Each retry follows that other process's progress, so a few are plenty.
_TRIES = 50
# Turns lost in a row before this process leaves the table to another that is playing it.
_TURNS_LOST = 30
_backoff = random.Random()  # not the game's: how long to step aside


async def simulate_with_ledger(url: str, players: int, hands: int, seed: int, rules: Rules, *,
                               stake: int = 200, check: bool = True, channel: str = CHANNEL,
                               progress: Callable[[int, int], None] | None = None) -> LedgerRun:
    """Play to `hands` deals at the table in `channel` of the simulation's guild.  Another
    process may play the same table, or another table of the guild, at the same time.
    `check`: a damaged database is refused before a deal is played, and the run ends with an audit."""
    storage = await open_storage(url)
    try:
        if check:
            await refuse_if_damaged(storage)  # a damaged file played on would only fail the audit at the end
        bank, limits = Bank(storage), Limits(storage)
        names = [f"Robot {i + 1}" for i in range(players)]
        sim = _Simulation(
            bank=bank, limits=limits, service=TableService(storage, limits), channel=channel, rules=rules,
            names=names, seed=seed, hands=hands, progress=progress,
            stake=rules.freeze_out_stake if rules.betting is Betting.FREEZE_OUT else stake,
            robots={name: Robot(rules, Style.CLOSE if i % 2 == 0 else Style.LIBERAL, f"{seed}:{name}")
                    for i, name in enumerate(names)},
        )
        run = sim.run
        table_id, run.recovery = await _again_if_changed(sim.set_up)
        started = time.perf_counter()
        stale = 0
        while True:
            try:
                if await sim.step(table_id):
                    break
                stale = 0
            except StaleAction:
                # Another process moved the table on; our copy is dropped and read afresh.  A turn
                # lost now and then is a race; many in a row, another process playing this table.
                stale += 1
                if stale >= _TURNS_LOST:
                    raise InUseElsewhere(f"the table is being played by another process: {counted(run.hands, 'deals')} "
                                         f"dealt by this one, {counted(run.actions, 'actions')} played") from None
                await asyncio.sleep(_backoff.uniform(0, 0.002 * stale))
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


async def _again_if_changed(step: Callable[[], Awaitable[T]]) -> T:
    """`step` again while another process changes the table under it (it skips what is done)."""
    for attempt in range(_TRIES):
        try:
            return await step()
        except StaleAction:
            if attempt == _TRIES - 1:
                raise InUseElsewhere("the table is being played by another process") from None
    raise AssertionError("unreachable")


@dataclass(slots=True)
class _Simulation:
    bank: Bank
    limits: Limits
    service: TableService
    channel: str
    rules: Rules
    names: list[str]
    robots: dict[str, Robot]
    seed: int
    stake: int
    hands: int
    progress: Callable[[int, int], None] | None
    run: LedgerRun = field(default_factory=LedgerRun)

    async def set_up(self) -> tuple[int, Recovery]:
        """The table, the channel's limits and the robots' seats; each step is skipped when a run
        before this one (perhaps killed half-way through, perhaps still playing) already did it.
        A table already there must have been played with the same options (OtherOptions)."""
        bank, limits, service = self.bank, self.limits, self.service
        wanted = ChannelLimits(rules=self.rules).flat()
        now = (await limits.effective(GUILD, self.channel)).flat()
        table = await service.table_in(GUILD, self.channel)
        if table is not None:
            await self._same_options(table, wanted, now)
        changed = {k: v for k, v in wanted.items() if now[k] != v}
        if changed:
            await limits.set_many(GUILD, self.channel, changed, by=BY)
        bank_limits = await bank.limits(GUILD)
        if bank_limits.max_outstanding is not None or bank_limits.daily_allowance is not None:
            await bank.set_limits(GUILD, by=BY, max_outstanding=None, daily_allowance=None)
        recovery = await service.recover([GUILD])
        table = await service.table_in(GUILD, self.channel)
        if table is None:
            try:
                table = await service.open_table(GUILD, self.channel, by=BY)
            except (TableError, IntegrityViolation):  # another process opened it just now
                table = await service.table_in(GUILD, self.channel)
                if table is None:
                    raise
        seated = {member for member, _ in table.seats}
        if table.deals == 0 and table.in_play is None:
            for name in self.names:
                if name not in seated:
                    await self._buy_in(name, partial(service.sit, table.table_id, name, self.stake, by=BY))
        return table.table_id, recovery

    async def _same_options(self, table: TableSummary, wanted: dict[str, Any], now: dict[str, Any]) -> None:
        differences: list[tuple[str, object, object]] = []
        seated = [member for member, _ in table.seats]
        if set(seated) - set(self.names) or (table.deals and set(seated) != set(self.names)):
            differences.append(("players", len(seated), len(self.names)))
        async with self.service.storage.transaction(readonly=True) as tx:
            first = await tx.deal(table.table_id, 1)
        if first is not None:
            played = first.seed.rpartition(":")[0]  # deal n's seed is "<seed>:<n>"
            if played != str(self.seed):
                differences.append(("seed", played, self.seed))
        differences += [(k, now[k], v) for k, v in wanted.items() if now[k] != v]
        if differences:
            raise OtherOptions(differences)

    async def step(self, table_id: int) -> bool:
        """One action, or the next deal; True when the table has played its deals (or the
        freeze-out is over)."""
        service, run = self.service, self.run
        deal = await service.deal_in_play(table_id)
        if deal is None:
            summary = await service.summary(table_id)
            run.deals = summary.deals
            if summary.deals >= self.hands:
                return True
            if self.rules.betting is Betting.FREEZE_OUT:
                if sum(1 for _, chips in summary.seats if chips) <= 1:
                    run.finished_freeze_out = True
                    return True
            else:
                for member, chips in summary.seats:
                    if chips == 0:  # a robot that has lost its stake buys another
                        await self._buy_in(member, partial(service.top_up, table_id, member, self.stake))
                        run.rebuys += 1
            await service.start_deal(table_id, seed=f"{self.seed}:{summary.deals + 1}")
            run.hands += 1
            if self.progress is not None and run.deals % 100 == 99:
                self.progress(run.deals + 1, self.hands)
            return False
        seat = deal.to_act
        assert seat is not None
        action = self.robots[deal.setup.players[seat]].decide(deal.seat_view(seat))
        await service.act(table_id, action, expect=(deal.setup.number, len(deal.history)))
        run.actions += 1
        return False

    async def _buy_in(self, member: str, seat: Callable[[], Awaitable[object]]) -> None:
        """Buy what the wallet lacks of the stake, then take it to the seat.  A robot of the same
        name at another table of the guild shares the wallet and may take the chips first: then
        buy again."""
        for attempt in range(_TRIES):
            holding = await self.bank.holding(GUILD, member)
            if holding.wallet < self.stake:
                await self.bank.buy(GUILD, member, self.stake - holding.wallet, by=BY)
            try:
                await seat()
                return
            except BankError:
                if attempt == _TRIES - 1:
                    raise

"""The table service: tables in channels, played through the banker's ledger.

What the Discord cogs (and ``poker-bot simulate --db``) call; nothing here
knows Discord.  It owns, for every table:

- opening it in a channel and closing it;
- seating and unseating between deals: the stake moves from the member's
  wallet to his seat at the table (escrow) and back;
- starting a deal: the hand record (rules in force, seats, stakes, the seed
  kept secret and its sha256 published) and the blind or antes, in one
  transaction;
- every action: checked by the engine first, then the action and the chips it
  moved stored in ONE transaction, exactly once (the action's number in the
  deal is its key);
- finishing a deal: the settlement (pools to winners, the kitty's chips, the
  straight-flush premiums), the seed revealed, the table's state stored, in
  one transaction;
- `recover` at start-up: every table in play rebuilt from its record exactly
  where it stood.  A deal that cannot be rebuilt is void and every bet in it
  returned; earlier deals stand (Foster: an imperfect pack).

Between deals a table's state is the engine `Table`; during a deal it is the
`Table` as the deal began plus the `Deal` replayed from its actions.  The
seat accounts always hold what the engine says is in front of each player
(before the deal's result is paid), the pool account what is in the pool.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from bot.services import accounts
from bot.services.accounts import Clock, stamp, utc_now
from bot.services.errors import BankError, StaleAction, TableError
from bot.services.hand_records import DealRecord, result_record, seed_hash
from bot.services.limits import CardStyle, Limits
from bot.storage import Storage, Tx
from bot.storage.records import DealRow
from engine.actions import Action, action_from_dict
from engine.cards import seeded_rng
from engine.deal import LAWS_EDITION, Deal, DealSetup, prepare
from engine.rules import Betting
from engine.table import Table, choose_first_dealer
from engine.varieties import new_deal

log = logging.getLogger(__name__)
_RELOADS = 20  # reads of a table that another process keeps changing before StaleAction is let through


class TableSummary(BaseModel):
    table_id: int
    guild: str
    channel: str
    seats: list[tuple[str, int]]  # (member, chips in front of him), round the table to the left
    dealer: int | None
    deals: int  # deals played (void ones counted)
    carried: int  # chips left in the pool for the next deal
    kitty: int
    in_play: int | None  # the number of the deal in play, if any
    variety: str = "draw"  # the game the next deal will be (a change of limits waits for it)
    card_style: CardStyle = CardStyle.PICTURES  # how the deal in play (else the last) shows its cards


class StartedDeal(BaseModel):
    model_config = ConfigDict(arbitrary_types_allowed=True)

    table_id: int
    number: int
    seed_hash: str  # publish this now; the seed itself comes with the deal's end
    kind: str  # ordinary, jackpot
    reason: str | None  # why it is a jack-pot
    thrown: list[tuple[int, str]] | None  # law 2: cards thrown round for the first dealer
    finished: bool  # over before anyone acted (it can happen: law 37 with two players)
    seed: str | None = None  # only when it is already over
    deal: Deal | None = Field(default=None, repr=False)  # the deal in hand
    turn_timeout: int | None = None
    card_style: CardStyle = CardStyle.PICTURES


class Played(BaseModel):
    """What an action did, and all the caller needs to answer and redraw: the deal in hand
    (its `view()`; its result once over), and the time the next player has to answer."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    table_id: int
    number: int
    seq: int  # the action's number in the deal, from 0
    duplicate: bool = False  # this very action was already played: nothing more was done
    finished: bool = False  # the deal ended with it and is settled
    outcome: str | None = None
    seed: str | None = None  # revealed with the deal's end, to check against the published sha256
    deal: Deal | None = Field(default=None, repr=False)  # as it stands after the action; None if duplicate
    turn_timeout: int | None = None  # seconds the player now to act has, as the deal began
    card_style: CardStyle = CardStyle.PICTURES  # how the deal's cards are shown, as it began


class Stopped(BaseModel):
    """What stopping a table did."""

    table_id: int
    voided: int | None = None  # the number of the deal in play, void and every bet in it returned
    closed: bool = False  # every chip went back to its owner's wallet
    stays_open: str | None = None  # why not: a jack-pot still in the pool must be played out


class Recovery(BaseModel):
    tables: int = 0
    resumed: list[tuple[int, int]] = []  # (table, deal) in play, rebuilt where they stood
    settled: list[tuple[int, int]] = []  # finished but not yet paid when the bot stopped
    void: list[tuple[int, int, str]] = []  # (table, deal, why): bets returned


@dataclass(slots=True)
class _Live:
    """A table as this process holds it; always what the database says (or dropped)."""

    id: int
    guild: str
    channel: str
    version: int
    table: Table  # as the current deal began, or after the last deal
    pool: int  # the pool account
    seats: dict[str, int] = field(default_factory=dict)  # member -> seat account
    deal: Deal | None = None
    deal_id: int | None = None
    turn_timeout: int | None = None  # the deal in play's, from the limits as it began
    card_style: CardStyle = CardStyle.PICTURES  # likewise
    unchanged: bool = False  # the operation under way has only checked so far: keep this copy if it fails


def chips_in_front(deal: Deal) -> list[int]:
    """Each seat's chips before the deal's result is paid: what the seat accounts hold."""
    result = deal.result
    if result is None:
        return list(deal.stacks)
    premiums = result.premiums or [0] * deal.n
    return [s - w - p for s, w, p in zip(deal.stacks, result.won, premiums, strict=True)]


def _movement(live: _Live, players: Sequence[str], before: Sequence[int], after: Sequence[int],
              pool_before: int, pool_after: int) -> dict[int, int]:
    lines: dict[int, int] = {}
    for player, was, now in zip(players, before, after, strict=True):
        if now != was:
            account = live.seats[player]
            lines[account] = lines.get(account, 0) + now - was
    if pool_after != pool_before:
        lines[live.pool] = lines.get(live.pool, 0) + pool_after - pool_before
    return lines


def _chips(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise TableError(f"{what}: a whole number of chips, at least 1, not {value!r}")
    return value


class TableService:
    def __init__(self, storage: Storage, limits: Limits | None = None, clock: Clock = utc_now, *,
                 owns: Callable[[str], bool] = lambda guild: True) -> None:
        self.storage = storage
        self.owns = owns  # the guilds whose tables this process plays (a cluster: its shards')
        self.limits = limits or Limits(storage, clock)
        self.clock = clock
        self._live: dict[int, _Live] = {}
        self._locks: dict[int, asyncio.Lock] = {}

    # ----- opening and closing -----------------------------------------------------------
    async def open_table(self, guild: str | int, channel: str | int, *, by: str | int | None = None) -> TableSummary:
        guild, channel = str(guild), str(channel)
        rules = (await self.limits.effective(guild, channel)).rules
        prepare(rules)
        at = stamp(self.clock)
        async with self.storage.transaction() as tx:
            if await tx.open_table_in(guild, channel) is not None:
                raise TableError(f"a table is already open in channel {channel}")
            table_id = await tx.create_table(guild, channel, Table(rules, []).to_dict(),
                                             None if by is None else str(by), at)
            await accounts.pool(tx, guild, table_id)
        return await self.summary(table_id)

    async def table_in(self, guild: str | int, channel: str | int) -> TableSummary | None:
        async with self.storage.transaction(readonly=True) as tx:
            row = await tx.open_table_in(str(guild), str(channel))
        return None if row is None else await self.summary(row.id)

    async def close_table(self, table_id: int, *, by: str | int | None = None) -> TableSummary:
        """Everyone's chips go back to their wallets and the table closes.  Refused while a
        deal is in play or a jack-pot is still in the pool: that must be played out."""
        async with self._changing(table_id) as live:
            self._between_deals(live, "close the table")
            if live.table.carried:
                raise TableError(f"{live.table.carried} chips are still in the pool for the next deal: "
                                 "play the jack-pot out before closing")
            at = stamp(self.clock)
            async with self.storage.transaction() as tx:
                await self._lock(tx, live)
                for seat in live.table.seats:
                    if seat.stack:
                        wallet = await accounts.wallet(tx, live.guild, seat.player)
                        await tx.post(live.guild, "leave", {live.seats[seat.player]: -seat.stack, wallet: seat.stack},
                                      at=at, member=seat.player, table_id=live.id, actor=_actor(by),
                                      memo=f"table {live.id} closes: {seat.stack} chips back to the wallet")
                closed = Table.from_dict(live.table.to_dict())
                for seat in closed.seats:
                    seat.stack = 0
                await tx.save_table_state(live.id, closed.to_dict())
                await tx.close_table(live.id, at)
            self._live.pop(table_id, None)
            return _summary(live, closed)

    async def stop_table(self, table_id: int, *, by: str | int | None, why: str) -> Stopped:
        """Stop a table: the deal in play, if any, is void (every bet returned, `why` recorded);
        then the table closes, unless a jack-pot is still in the pool, which keeps it open."""
        stopped = Stopped(table_id=table_id, voided=(await self.summary(table_id)).in_play)
        if stopped.voided is not None:
            await self.void_deal(table_id, why)
        try:
            await self.close_table(table_id, by=by)
        except TableError as exc:
            if stopped.voided is None:
                raise  # nothing was done: the refusal is the answer
            stopped.stays_open = str(exc)
        else:
            stopped.closed = True
        return stopped

    # ----- seats, between deals ---------------------------------------------------------
    async def sit(self, table_id: int, member: str | int, stake: int, *, by: str | int | None = None) -> TableSummary:
        """Take a seat with `stake` chips from the wallet (Foster, law 6: on the dealer's right)."""
        member, stake = str(member), _chips(stake, "stake")
        async with self._changing(table_id) as live:
            self._between_deals(live, "sit down")
            table = Table.from_dict(live.table.to_dict())
            rules = table.rules
            if rules.betting is Betting.FREEZE_OUT:
                if table.deals:
                    raise TableError("the freeze-out has begun: nobody may join until it is over")
                if stake != rules.freeze_out_stake:
                    raise TableError(f"stake: a freeze-out starts with equal stakes of {rules.freeze_out_stake}")
            if any(s.player == member for s in table.seats):
                raise TableError("you are seated at this table already")
            try:
                table.add(member, stake)
            except ValueError as exc:
                raise TableError(str(exc)) from None
            async with self.storage.transaction() as tx:
                await self._lock(tx, live)
                wallet = await accounts.wallet(tx, live.guild, member)
                seat = await accounts.seat(tx, live.guild, live.id, member)
                await self._take_from_wallet(tx, wallet, member, stake, "stake")
                await tx.post(live.guild, "sit", {wallet: -stake, seat: stake}, at=stamp(self.clock), member=member,
                              table_id=live.id, actor=_actor(by), memo=f"sits down at table {live.id} with {stake}")
                await tx.save_table_state(live.id, table.to_dict())
            live.table, live.seats[member] = table, seat
            return _summary(live, table)

    async def top_up(self, table_id: int, member: str | int, chips: int, *, key: str | None = None) -> TableSummary:
        """Add chips from the wallet to a seat between deals (not in a freeze-out).  `key` (e.g. the
        Discord interaction id) makes a request delivered twice add the chips once."""
        member, chips = str(member), _chips(chips, "chips")
        idem = None if key is None else f"top_up:{table_id}:{key}"
        async with self._changing(table_id) as live:
            self._between_deals(live, "add chips")
            table = Table.from_dict(live.table.to_dict())
            if table.rules.betting is Betting.FREEZE_OUT:
                raise TableError("in a freeze-out nobody adds chips to his stake")
            seat = next((s for s in table.seats if s.player == member), None)
            if seat is None:
                raise TableError("you are not seated at this table")
            seat.stack += chips
            async with self.storage.transaction() as tx:
                await self._lock(tx, live)
                if idem is not None and await tx.entry_by_key(idem) is not None:
                    return _summary(live, live.table)  # done already: nothing more
                wallet = await accounts.wallet(tx, live.guild, member)
                await self._take_from_wallet(tx, wallet, member, chips, "chips")
                await tx.post(live.guild, "top_up", {wallet: -chips, live.seats[member]: chips}, at=stamp(self.clock),
                              idem_key=idem, member=member, table_id=live.id,
                              memo=f"adds {chips} to his stake at table {live.id}")
                await tx.save_table_state(live.id, table.to_dict())
            live.table = table
            return _summary(live, table)

    async def leave(self, table_id: int, member: str | int, *, by: str | int | None = None) -> int:
        """Leave the table between deals; returns the chips put back in the wallet."""
        member = str(member)
        async with self._changing(table_id) as live:
            self._between_deals(live, "leave")
            table = Table.from_dict(live.table.to_dict())
            if not any(s.player == member for s in table.seats):
                raise TableError("you are not seated at this table")
            chips = table.remove(member)
            async with self.storage.transaction() as tx:
                await self._lock(tx, live)
                if chips:
                    wallet = await accounts.wallet(tx, live.guild, member)
                    await tx.post(live.guild, "leave", {live.seats[member]: -chips, wallet: chips}, at=stamp(self.clock),
                                  member=member, table_id=live.id, actor=_actor(by),
                                  memo=f"leaves table {live.id} with {chips}")
                await tx.save_table_state(live.id, table.to_dict())
            live.table = table
            return chips

    async def _take_from_wallet(self, tx: Tx, wallet: int, member: str, chips: int, what: str) -> None:
        balance = await tx.lock_account(wallet)
        if balance < chips:
            raise BankError(f"{what}: you have {balance} chips in your wallet, not {chips}: buy more first")

    # ----- deals --------------------------------------------------------------------------
    async def start_deal(self, table_id: int, seed: str | None = None) -> StartedDeal:
        """Deal the next hand.  The rules in force in the channel now apply from this deal."""
        seed = secrets.token_hex(16) if seed is None else str(seed)  # text: replay must seed alike
        async with self._changing(table_id) as live:
            if live.deal is not None:
                raise TableError(f"deal {live.deal.setup.number} is still in play")
            table = Table.from_dict(live.table.to_dict())
            if table.over:
                raise TableError("the freeze-out is over: one player has all the chips")
            limits = await self.limits.effective(live.guild, live.channel)
            rules = limits.rules
            if rules != table.rules:
                table.change_rules(rules)
            thrown = None
            if table.deals == 0 and len(table.seats) >= 2:
                # Law 2: cards thrown round face up, the first jack deals; from its own stream of the seed.
                table.dealer, thrown = choose_first_dealer(len(table.seats), seeded_rng(f"{seed}/first-dealer"))
            try:
                deal = table.start(seed)
            except ValueError as exc:
                raise TableError(str(exc)) from None
            _, reason = table.next_kind()
            setup = deal.setup.to_dict()
            del setup["seed"]  # kept apart: secret until the deal ends
            number = deal.setup.number
            notes = {"thrown": thrown, "reason": reason, "turn_timeout": limits.turn_timeout, "laws": LAWS_EDITION,
                     "card_style": limits.card_style.value}
            async with self.storage.transaction() as tx:
                await self._lock(tx, live)
                deal_id = await tx.create_deal(live.id, number, setup, seed, seed_hash(seed), notes,
                                               stamp(self.clock))
                lines = _movement(live, deal.setup.players, deal.setup.stacks, chips_in_front(deal),
                                  deal.setup.carried, deal.pool())
                if lines:
                    await tx.post(live.guild, "ante", lines, at=stamp(self.clock), idem_key=f"start:{live.id}:{number}",
                                  table_id=live.id, deal_id=deal_id, memo=f"deal {number}: the blind and antes")
                await tx.save_table_state(live.id, table.to_dict())
            live.table, live.deal, live.deal_id = table, deal, deal_id
            live.turn_timeout, live.card_style = limits.turn_timeout, limits.card_style
            if deal.result is not None:
                await self._settle_or_see_settled(live)
            return StartedDeal(table_id=live.id, number=number, seed_hash=seed_hash(seed), kind=deal.kind.value,
                               reason=reason, thrown=thrown, finished=deal.result is not None,
                               seed=seed if deal.result is not None else None, deal=deal,
                               turn_timeout=limits.turn_timeout, card_style=limits.card_style)

    async def act(self, table_id: int, action: Action, *, expect: tuple[int, int] | None = None,
                  actor: str | int | None = None) -> Played:
        """Play one action.  The engine checks it (IllegalAction, with nothing changed); then the
        action and the chips it moved are stored in one transaction.

        `expect` is (deal number, action number) the player was answering, e.g. from the button
        he clicked: the same click delivered twice plays once (the second answer says
        ``duplicate``), and a click for a turn already gone is refused with StaleAction.
        """
        async with self._changing(table_id) as live:
            deal = live.deal
            number = deal.setup.number if deal is not None else None
            seq = len(deal.history) if deal is not None else None
            if expect is not None and expect != (number, seq):
                if await self._played_before(live, expect, action):
                    return Played(table_id=live.id, number=expect[0], seq=expect[1], duplicate=True)
                where = "no deal is in play" if deal is None else f"the table is at action {seq} of deal {number}"
                raise StaleAction(f"that was for action {expect[1]} of deal {expect[0]}; {where}")
            if deal is None or number is None or seq is None:
                raise TableError("no deal is in play at this table")
            return await self._play(live, deal, action, actor)

    async def act_as(self, table_id: int, member: str, choose: Callable[[Deal, int], Action], *,
                     expect: tuple[int, int | None], acknowledge: Callable[[], Awaitable[None]] | None = None,
                     actor: str | None = None) -> Played:
        """A member's click: the one place a click's staleness is checked.  `expect` is the (deal
        number, action number) of the button, the action number None where any step of his turn
        will do (his draw).  Refused with StaleAction (`why` says which) unless that deal is in
        play, he is dealt in, and it is his turn at that step.  Then `choose(deal, seat)` makes the
        action from what he picked (ServiceError: refused, nothing changed); `acknowledge()` is
        awaited, and if it fails nothing is played (a click its member was told had failed must
        not play); then the action is played."""
        async with self._changing(table_id) as live:
            live.unchanged = True  # a refusal from here to the action's applying leaves the copy good
            deal, seat = _clicker(live.deal, member, expect, own_turn=True)
            action = choose(deal, seat)
            if acknowledge is not None:
                await acknowledge()
            return await self._play(live, deal, action, actor or member)

    async def seat_of(self, table_id: int, member: str, expect: tuple[int, int | None], *,
                      own_turn: bool) -> tuple[Deal, int]:
        """For a click that plays nothing yet (his hand, a picker to open): the deal in play and
        his seat, checked as `act_as` checks (`own_turn`: and it is his turn at that step)."""
        async with self._changing(table_id) as live:
            live.unchanged = True
            return _clicker(live.deal, member, expect, own_turn=own_turn)

    async def _play(self, live: _Live, deal: Deal, action: Action, actor: str | int | None) -> Played:
        """Apply the action and store it with the chips it moved: one transaction."""
        number, seq = deal.setup.number, len(deal.history)
        before, pool_before = chips_in_front(deal), deal.pool()
        deal.apply(action)  # IllegalAction: refused, nothing changed
        live.unchanged = False
        player = deal.setup.players[action.seat]
        async with self.storage.transaction() as tx:
            await self._lock(tx, live)
            assert live.deal_id is not None
            if not await tx.append_action(live.deal_id, seq, action.to_dict(), _actor(actor), stamp(self.clock)):
                raise StaleAction(f"action {seq} of deal {number} was already played")
            lines = _movement(live, deal.setup.players, before, chips_in_front(deal), pool_before, deal.pool())
            if lines:
                await tx.post(live.guild, "action", lines, at=stamp(self.clock),
                              idem_key=f"action:{live.id}:{number}:{seq}", member=player, table_id=live.id,
                              deal_id=live.deal_id, seq=seq, actor=_actor(actor),
                              memo=f"deal {number}: {player} {action.words()}")
        finished = deal.result is not None
        if finished:
            await self._settle_or_see_settled(live)
        outcome = deal.result.outcome.value if deal.result is not None else None
        return Played(table_id=live.id, number=number, seq=seq, finished=finished, outcome=outcome,
                      seed=deal.setup.seed if finished else None, deal=deal, turn_timeout=live.turn_timeout,
                      card_style=live.card_style)

    async def _played_before(self, live: _Live, expect: tuple[int, int], action: Action) -> bool:
        number, seq = expect
        if live.deal is not None and live.deal.setup.number == number:
            history = live.deal.history
            return seq < len(history) and history[seq] == action
        async with self.storage.transaction(readonly=True) as tx:
            row = await tx.deal(live.id, number)
            stored = [] if row is None else await tx.actions(row.id)
        return seq < len(stored) and action_from_dict(stored[seq].action) == action

    async def _settle(self, live: _Live) -> None:
        """Pay a finished deal's result, reveal its seed, store the table: one transaction."""
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
        if deal.pool() - paid != result.carried_out:
            raise AssertionError(f"deal {number}: the pool of {deal.pool()} does not cover what was paid")
        async with self.storage.transaction() as tx:
            await self._lock(tx, live)
            if paid:
                lines[live.pool] = -paid
            if result.kitty:
                lines[await accounts.kitty(tx, live.guild)] = result.kitty
            if lines:
                await tx.post(live.guild, "settle", lines, at=stamp(self.clock), idem_key=f"settle:{live.id}:{number}",
                              table_id=live.id, deal_id=live.deal_id, memo=f"deal {number}: {result.outcome.value}")
            if not await tx.end_deal(live.deal_id, "finished", result_record(deal), stamp(self.clock)):
                raise StaleAction(f"deal {number} was already settled")
            await tx.save_table_state(live.id, table.to_dict())
        live.table, live.deal, live.deal_id = table, None, None

    async def _settle_or_see_settled(self, live: _Live) -> None:
        """Settle the deal that just ended, unless another process settled it first: the
        recovery of a bot or simulation starting beside us settles every deal it finds over
        and unpaid, and it may find ours between its last action and its settlement."""
        assert live.deal is not None
        try:
            await self._settle(live)
        except StaleAction:
            async with self.storage.transaction(readonly=True) as tx:
                row = await tx.deal(live.id, live.deal.setup.number)
            if row is None or row.status != "finished":
                raise
            self._live.pop(live.id, None)  # our copy is behind: the next operation reads it afresh

    async def _void(self, live: _Live, row_id: int, number: int, reason: str) -> None:
        """A deal that cannot be rebuilt: every chip its entries moved goes back, and it counts as
        played (so the numbering goes on); the same dealer deals again."""
        log.warning("table %s: deal %s is void: %s", live.id, number, reason)
        async with self.storage.transaction() as tx:
            await self._lock(tx, live)
            moved = await tx.deal_lines(row_id)
            back = {account: -chips for account, chips in moved.items()}
            if back:
                await tx.post(live.guild, "void", back, at=stamp(self.clock), idem_key=f"void:{live.id}:{number}",
                              table_id=live.id, deal_id=row_id, memo=f"deal {number} is void: every bet returned")
            await tx.end_deal(row_id, "void", None, stamp(self.clock), void_reason=reason)
            table = Table.from_dict(live.table.to_dict())
            balances = await tx.balances([live.seats[s.player] for s in table.seats])
            for seat in table.seats:
                seat.stack = balances[live.seats[seat.player]]
            table.deals = max(table.deals, number)
            await tx.save_table_state(live.id, table.to_dict())
        live.table, live.deal, live.deal_id = table, None, None

    # ----- for the Discord table: sitting out, stopping ----------------------------------
    async def toggle_sitting_out(self, table_id: int, member: str | int) -> bool:
        """Sit out from the next deal, or come back; returns whether he now sits out."""
        member = str(member)
        async with self._changing(table_id) as live:
            seat = next((s for s in live.table.seats if s.player == member), None)
            if seat is None:
                raise TableError("you are not seated at this table")
            return await self._sitting_out(live, member, not seat.sitting_out)

    async def set_sitting_out(self, table_id: int, member: str | int, out: bool) -> None:
        async with self._changing(table_id) as live:
            await self._sitting_out(live, str(member), out)

    async def _sitting_out(self, live: _Live, member: str, out: bool) -> bool:
        # The table as the current deal began: the flag counts from the next deal, and
        # settling the deal keeps it (the engine carries seats over by name).
        table = Table.from_dict(live.table.to_dict())
        for seat in table.seats:
            if seat.player == member:
                seat.sitting_out = out
        async with self.storage.transaction() as tx:
            await self._lock(tx, live)
            await tx.save_table_state(live.id, table.to_dict())
        live.table = table
        return out

    async def guild_of(self, table_id: int) -> str | None:
        """The guild a table was opened in (it never moves), or None if there is no such table."""
        live = self._live.get(table_id)
        if live is not None:
            return live.guild
        async with self.storage.transaction(readonly=True) as tx:
            row = await tx.table(table_id)
        return None if row is None else row.guild_id

    async def open_tables(self) -> list[TableSummary]:
        """Every open table, for the Discord side to show again after a restart.  A table that
        cannot be loaded is reported and left out; the others are all there."""
        async with self.storage.transaction(readonly=True) as tx:
            rows = [row for row in await tx.tables() if self.owns(row.guild_id)]
        found = []
        for row in rows:
            try:
                found.append(await self.summary(row.id))
            except Exception as exc:
                log.warning("table %s cannot be loaded (%s); left out", row.id, type(exc).__name__)
        return found

    async def turn_timeout(self, table_id: int) -> int:
        """Seconds a player has to act in the deal in play: the channel's limit as the deal began
        (a change applies from the next deal); between deals, the limit in force now."""
        async with self._changing(table_id) as live:
            if live.deal is not None and live.turn_timeout is not None:
                return live.turn_timeout
            guild, channel = live.guild, live.channel
        return (await self.limits.effective(guild, channel)).turn_timeout

    async def opened_by(self, table_id: int) -> str | None:
        async with self.storage.transaction(readonly=True) as tx:
            row = await tx.table(table_id)
        return None if row is None else row.opened_by

    async def void_deal(self, table_id: int, reason: str) -> None:
        """Stop the deal in play: it is void and every bet in it returned (its record says why)."""
        async with self._changing(table_id) as live:
            if live.deal is None or live.deal_id is None:
                raise TableError("no deal is in play at this table")
            await self._void(live, live.deal_id, live.deal.setup.number, reason)

    # ----- looking at a table -------------------------------------------------------------
    async def summary(self, table_id: int) -> TableSummary:
        async with self._changing(table_id) as live:
            return _summary(live, live.table)

    async def deal_in_play(self, table_id: int) -> Deal | None:
        """The deal in play, for views (`view`, `seat_view`) and the turn timer.
        Read it; change it only through `act`."""
        async with self._changing(table_id) as live:
            return live.deal

    async def timeout_action(self, table_id: int) -> tuple[tuple[int, int], Action] | None:
        """What the laws make of the player to act if he does not answer, with the (deal number,
        action number) to pass to `act` as `expect`; None when nobody is to act."""
        deal = await self.deal_in_play(table_id)
        if deal is None:
            return None
        action = deal.timeout_action()
        return None if action is None else ((deal.setup.number, len(deal.history)), action)

    async def recent_deals(self, table_id: int, limit: int = 10) -> list[DealRecord]:
        """The latest deals that are over, newest first, with seeds and every action."""
        async with self.storage.transaction(readonly=True) as tx:
            rows = await tx.deals([table_id], statuses=("finished", "void"), limit=limit, newest_first=True)
            actions = await tx.actions_of([r.id for r in rows])
        return [DealRecord.of(r, actions[r.id]) for r in rows]

    async def deal_record(self, table_id: int, number: int) -> DealRecord:
        async with self.storage.transaction(readonly=True) as tx:
            row = await tx.deal(table_id, number)
            if row is None:
                raise TableError(f"table {table_id} has no deal {number}")
            if row.status == "playing":
                raise TableError(f"deal {number} is still in play: its record is published when it ends")
            actions = await tx.actions(row.id)
        return DealRecord.of(row, actions)

    # ----- recovery -----------------------------------------------------------------------
    async def recover(self, guilds: Sequence[str | int] | None = None) -> Recovery:
        """Rebuild every open table (of these guilds, of this process's) from the database, as it stood."""
        report = Recovery()
        async with self.storage.transaction(readonly=True) as tx:
            rows = await tx.tables(None if guilds is None else [str(g) for g in guilds])
        for row in [r for r in rows if self.owns(r.guild_id)]:  # another process's are its own to recover
            self._live.pop(row.id, None)
            async with self._table_lock(row.id):
                await self._load(row.id, report)
            report.tables += 1
        return report

    # ----- the machinery ------------------------------------------------------------------
    def _table_lock(self, table_id: int) -> asyncio.Lock:
        return self._locks.setdefault(table_id, asyncio.Lock())

    @asynccontextmanager
    async def _changing(self, table_id: int) -> AsyncIterator[_Live]:
        """The table, loaded if need be, for one operation at a time.  If anything goes wrong the
        copy held here is dropped, so the next operation reads the database afresh."""
        async with self._table_lock(table_id):
            live = self._live.get(table_id) or await self._load(table_id)
            live.unchanged = False  # an operation says so while only checking
            try:
                yield live
            except BaseException:
                if not live.unchanged:
                    self._live.pop(table_id, None)
                raise

    async def _lock(self, tx: Tx, live: _Live) -> None:
        version = await tx.lock_table(live.id)
        if version != live.version + 1:
            # Another process changed this table since we read it: our copy is out of date.
            raise StaleAction("the table was changed elsewhere; look again and retry")
        live.version = version  # if the transaction fails, the copy is dropped anyway

    async def _load(self, table_id: int, report: Recovery | None = None) -> _Live:
        """The table as the database holds it, its deal in play rebuilt (and settled or void if
        need be).  If another process changes it while we settle or void, read it again: each
        such change is that process's progress, so this ends."""
        for attempt in range(_RELOADS):
            try:
                return await self._load_once(table_id, report)
            except StaleAction:
                if attempt == _RELOADS - 1:
                    raise
        raise AssertionError("unreachable")

    async def _load_once(self, table_id: int, report: Recovery | None) -> _Live:
        async with self.storage.transaction(readonly=True) as tx:
            row = await tx.table(table_id)
            if row is None or row.status != "open":
                raise TableError(f"there is no open table {table_id}")
            owned = await tx.accounts(row.guild_id, table_id=table_id)
            deal_row = await tx.playing_deal(table_id)
            actions = [] if deal_row is None else await tx.actions(deal_row.id)
            balances = {a.id: a.balance for a in owned}
        pool = next(a.id for a in owned if a.kind == "pool")
        live = _Live(id=table_id, guild=row.guild_id, channel=row.channel_id, version=row.version,
                     table=Table.from_dict(row.state), pool=pool,
                     seats={a.member: a.id for a in owned if a.kind == "seat" and a.member is not None})
        prepare(live.table.pending_rules or live.table.rules)
        if deal_row is not None:
            await self._resume(live, deal_row, [a.action for a in actions], balances, report)
        self._live[table_id] = live  # only a copy that matches the database is kept
        return live

    async def _resume(self, live: _Live, deal_row: DealRow, actions: list[dict[str, Any]], balances: dict[int, int],
                      report: Recovery | None) -> None:
        key = (live.id, deal_row.number)
        try:
            deal = self._rebuild(live, deal_row.setup, deal_row.seed, actions, balances)
        except _Unbuildable as exc:
            await self._void(live, deal_row.id, deal_row.number, str(exc))
            if report is not None:
                report.void.append((*key, str(exc)))
            return
        live.deal, live.deal_id = deal, deal_row.id
        live.turn_timeout = (deal_row.notes or {}).get("turn_timeout")  # None for deals stored before it was
        live.card_style = CardStyle((deal_row.notes or {}).get("card_style", CardStyle.TEXT))  # text before pictures
        if deal.result is not None:
            await self._settle(live)  # it ended, but the bot stopped before paying it
            if report is not None:
                report.settled.append(key)
        elif report is not None:
            report.resumed.append(key)

    def _rebuild(self, live: _Live, setup_data: dict[str, Any], seed: str, actions: list[dict[str, Any]],
                 balances: dict[int, int]) -> Deal:
        """The deal in play from its record, checked against the table and the ledger."""
        try:
            setup = DealSetup.from_dict({**setup_data, "seed": seed})
        except Exception as exc:
            raise _Unbuildable(f"its setup cannot be read ({type(exc).__name__})") from None
        deal = new_deal(setup)
        for index, data in enumerate(actions):
            try:
                deal.apply(action_from_dict(data))
            except Exception as exc:
                # The reason is public: name the action, never its cards.
                raise _Unbuildable(f"action {index} ({data.get('type')}) cannot be replayed "
                                   f"({type(exc).__name__})") from None
        table = live.table
        if setup.players != [s.player for s in table.seats] or setup.stacks != [s.stack for s in table.seats]:
            raise _Unbuildable("its seats and stakes are not the table's")
        front = chips_in_front(deal)
        for player, chips in zip(setup.players, front, strict=True):
            if balances.get(live.seats.get(player, -1)) != chips:
                raise _Unbuildable(f"the ledger does not hold {player}'s chips as the record has them")
        if balances.get(live.pool) != deal.pool():
            raise _Unbuildable("the ledger does not hold the pool the record has")
        return deal

    def _between_deals(self, live: _Live, what: str) -> None:
        if live.deal is not None:
            raise TableError(f"deal {live.deal.setup.number} is in play: {what} when it is over")


class _Unbuildable(Exception):
    """Why a deal in play cannot be rebuilt from its record (a public reason: no cards in it)."""


def _clicker(deal: Deal | None, member: str, expect: tuple[int, int | None], *,
             own_turn: bool) -> tuple[Deal, int]:
    """The deal a click was for and the clicker's seat, or StaleAction saying why not."""
    number, seq = expect
    if deal is None or deal.setup.number != number:
        raise StaleAction(f"deal {number} is over", why="deal_over")
    if member not in deal.setup.players:
        raise StaleAction("you are not dealt in at this table", why="not_dealt_in")
    seat = deal.setup.players.index(member)
    if own_turn:
        if seq is not None and seq != len(deal.history):
            raise StaleAction(f"action {seq} of deal {number} was played already", why="turn_over")
        if deal.to_act != seat:
            to_act = deal.setup.players[deal.to_act] if deal.to_act is not None else None
            raise StaleAction("it is not your turn", why="not_your_turn", to_act=to_act)
    return deal, seat


def _actor(by: str | int | None) -> str | None:
    return None if by is None else str(by)


def _summary(live: _Live, table: Table) -> TableSummary:
    return TableSummary(
        table_id=live.id, guild=live.guild, channel=live.channel,
        seats=[(s.player, s.stack) for s in table.seats],
        dealer=table.dealer if table.seats else None, deals=table.deals, carried=table.carried,
        kitty=table.kitty, in_play=None if live.deal is None else live.deal.setup.number,
        variety=(table.pending_rules or table.rules).variety.value, card_style=live.card_style,
    )

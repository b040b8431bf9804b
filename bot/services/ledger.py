"""The banker (Foster, "Banker"): he sells chips and redeems them, keeps the kitty,
and at the end of the game all accounts balance.

Here the bot is the banker of each Discord guild.  These are play chips,
not money: nothing is paid for them and nothing is paid out.

Every movement is one journal entry whose lines sum to zero (see
`bot.services.accounts` for the accounts).  A member buys from the banker into his
wallet, up to two limits the guild's admins set: the most chips he may have
bought and not returned (``max_outstanding``), and the most he may buy in
one UTC day (``daily_allowance``).  He cashes out from his wallet; chips at a
table come back to the wallet when he leaves it.  `Bank.settlement` is
Foster's balancing at the end of the game: who is up and who is down.
"""

from __future__ import annotations

from datetime import UTC, datetime, time

from pydantic import BaseModel, ConfigDict

from bot.services import accounts, memos
from bot.services.accounts import Clock, iso, stamp, utc_now
from bot.services.errors import BankError
from bot.services.ids import Snowflake
from bot.services.whole_numbers import NumberError, in_range
from bot.storage import Storage, Tx
from bot.storage.records import AccountRow, StatementLine


class BankLimits(BaseModel):
    """None is no limit."""

    model_config = ConfigDict(frozen=True)

    max_outstanding: int | None = 10_000
    daily_allowance: int | None = 1_000


class Receipt(BaseModel):
    member: str
    kind: str  # buy, cashout
    chips: int
    wallet: int  # the wallet after it
    entry_id: int
    duplicate: bool = False  # the same request, delivered again: nothing more was done


class Holding(BaseModel):
    """One member's account with the bank."""

    member: str
    wallet: int = 0
    at_tables: dict[int, int] = {}  # table id -> chips in escrow there
    bought: int = 0
    returned: int = 0

    @property
    def chips(self) -> int:
        return self.wallet + sum(self.at_tables.values())

    @property
    def net(self) -> int:
        """Up (+) or down (-) on everything he bought."""
        return self.chips + self.returned - self.bought


class Settlement(BaseModel):
    """The banker's balance sheet for a guild."""

    members: list[Holding]  # the biggest winner first
    issued: int  # chips sold and not redeemed
    in_pools: int  # chips in the tables' pools (a deal in play, a jack-pot carried over)
    kitty: int

    @property
    def held(self) -> int:
        return sum(m.chips for m in self.members)

    @property
    def balanced(self) -> bool:
        """Every chip sold is in someone's hands, a pool, or the kitty."""
        return self.issued == self.held + self.in_pools + self.kitty


def _chips(value: object, what: str = "chips") -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise BankError(f"{what}: a whole number of chips, not {value!r}")
    if value < 1:
        raise BankError(f"{what}: at least 1 chip, not {value}")
    return value


class Bank:
    def __init__(self, storage: Storage, clock: Clock = utc_now) -> None:
        self.storage = storage
        self.clock = clock

    # ----- the limits the guild's admins set -----------------------------------------
    async def limits(self, guild: Snowflake) -> BankLimits:
        async with self.storage.transaction(readonly=True) as tx:
            return await self._limits(tx, str(guild))

    async def _limits(self, tx: Tx, guild: str) -> BankLimits:
        return await _limits_of(tx, guild)

    async def set_limits(self, guild: Snowflake, *, by: Snowflake, **changes: int | None) -> BankLimits:
        """Set ``max_outstanding`` and/or ``daily_allowance`` (None: no limit); each change is
        recorded, with who made it, in the limits' history (field ``bank.<name>``)."""
        guild = str(guild)
        for name, value in changes.items():
            if name not in BankLimits.model_fields:
                raise BankError(f"{name}: not a bank limit; the limits are max_outstanding and daily_allowance")
            if value is not None:
                try:
                    in_range(value, name)
                except NumberError as exc:
                    raise BankError(f"{exc}, or none for no limit") from None
        at = stamp(self.clock)
        async with self.storage.transaction() as tx:
            old = await self._limits(tx, guild)
            new = old.model_copy(update=changes)
            await tx.save_bank(guild, new.max_outstanding, new.daily_allowance, str(by), at)
            for name in changes:
                if getattr(old, name) != getattr(new, name):
                    await tx.record_limit_change(guild, "", f"bank.{name}", getattr(old, name),
                                                 getattr(new, name), str(by), at)
        return new

    # ----- buying and redeeming --------------------------------------------------------
    async def buy(self, guild: Snowflake, member: Snowflake, chips: int, *, key: str | None = None,
                  by: Snowflake | None = None) -> Receipt:
        """Sell `chips` to a member's wallet.  `key` (e.g. the Discord interaction id) makes a
        request delivered twice count once."""
        guild, member, chips = str(guild), str(member), _chips(chips)
        idem = None if key is None else f"buy:{guild}:{key}"
        now = self.clock().astimezone(UTC)  # the allowance runs by the UTC day
        async with self.storage.transaction() as tx:
            if idem is not None and (done := await self._done(tx, idem, member, "buy")):
                return done
            entry, balance = await sell(tx, guild, member, chips, now, idem=idem, by=by)
        return Receipt(member=member, kind="buy", chips=chips, wallet=balance + chips, entry_id=entry)

    async def cash_out(self, guild: Snowflake, member: Snowflake, chips: int | None = None, *,
                       key: str | None = None, by: Snowflake | None = None) -> Receipt:
        """Redeem chips from the wallet (all of them when `chips` is None)."""
        guild, member = str(guild), str(member)
        if chips is not None:
            chips = _chips(chips)
        idem = None if key is None else f"cashout:{guild}:{key}"
        async with self.storage.transaction() as tx:
            if idem is not None and (done := await self._done(tx, idem, member, "cashout")):
                return done
            banker = await accounts.banker(tx, guild)
            wallet = await accounts.wallet(tx, guild, member)
            balance = await tx.lock_account(wallet)
            amount = balance if chips is None else chips
            if amount == 0:
                raise BankError("you have no chips in your wallet to cash out" + await self._elsewhere(tx, guild, member))
            if amount > balance:
                raise BankError(f"chips: you have {balance} in your wallet, not {amount}"
                                + await self._elsewhere(tx, guild, member))
            entry = await tx.post(guild, "cashout", {wallet: -amount, banker: amount}, at=stamp(self.clock),
                                  idem_key=idem, member=member, actor=None if by is None else str(by),
                                  memo=memos.write("returns", chips=amount))
            assert entry is not None
        return Receipt(member=member, kind="cashout", chips=amount, wallet=balance - amount, entry_id=entry)

    async def _done(self, tx: Tx, idem: str, member: str, kind: str) -> Receipt | None:
        entry = await tx.entry_by_key(idem)
        if entry is None:
            return None
        if entry.member != member or entry.kind != kind:
            raise BankError("that request key was already used for another request")
        wallet = await accounts.wallet(tx, entry.guild_id, member)
        lines = await tx.entry_lines(entry.id)
        balance = (await tx.balances([wallet]))[wallet]
        return Receipt(member=member, kind=kind, chips=abs(lines[wallet]), wallet=balance,
                       entry_id=entry.id, duplicate=True)

    async def _elsewhere(self, tx: Tx, guild: str, member: str) -> str:
        seated = [a for a in await tx.accounts(guild, kind="seat", member=member) if a.balance and a.season_id is None]
        if not seated:
            return ""
        return f" ({sum(a.balance for a in seated)} more are at a table: leave it first)"

    # ----- accounts ---------------------------------------------------------------------
    async def holding(self, guild: Snowflake, member: Snowflake) -> Holding:
        guild, member = str(guild), str(member)
        async with self.storage.transaction(readonly=True) as tx:
            held = _real(await tx.accounts(guild, member=member), await _tutorial_tables(tx, guild))
            bought, returned = await tx.member_flow(guild, member)
        return _holding(member, held, bought, returned)

    async def settlement(self, guild: Snowflake) -> Settlement:
        """Foster's settling up: for every member, what he bought, returned and holds."""
        guild = str(guild)
        async with self.storage.transaction(readonly=True) as tx:
            every = [a for a in _real(await tx.accounts(guild), await _tutorial_tables(tx, guild))
                     if a.season_id is None]  # season chips and play chips are apart
            flows = await tx.flows(guild)
        by_member: dict[str, list[AccountRow]] = {}
        for account in every:
            if account.member is not None:
                by_member.setdefault(account.member, []).append(account)
        members = [_holding(m, by_member.get(m, []), *flows.get(m, (0, 0)))
                   for m in sorted(set(by_member) | set(flows))]
        members.sort(key=lambda h: (-h.net, h.member))
        banker = next((a.balance for a in every if a.kind == "banker"), 0)
        return Settlement(
            members=members,
            issued=-banker,
            in_pools=sum(a.balance for a in every if a.kind == "pool"),
            kitty=sum(a.balance for a in every if a.kind == "kitty"),
        )

    async def statement(self, guild: Snowflake, member: Snowflake, limit: int = 20) -> list[StatementLine]:
        """The latest movements on a member's wallet and seats, newest first."""
        async with self.storage.transaction(readonly=True) as tx:
            return await tx.statement(str(guild), str(member), limit)


async def sell(tx: Tx, guild: str, member: str, chips: int, now: datetime, *, idem: str | None = None,
               by: Snowflake | None = None) -> tuple[int, int]:
    """The banker sells `chips` to the member's wallet within the guild's two limits, in the
    caller's transaction (`Bank.buy`, or sitting down short: `bot.services.tables.seats`).
    The entry's id and the wallet's balance before it."""
    banker = await accounts.banker(tx, guild)
    wallet = await accounts.wallet(tx, guild, member)
    balance = await tx.lock_account(wallet)  # one decision at a time per member
    limits = await _limits_of(tx, guild)
    bought, returned = await tx.member_flow(guild, member)
    out = bought - returned
    if limits.max_outstanding is not None and out + chips > limits.max_outstanding:
        room = max(limits.max_outstanding - out, 0)
        raise BankError(
            f"chips: the most a member may have bought and not returned is {limits.max_outstanding}; "
            f"{out} are out now, so {room} more at most"
        )
    if limits.daily_allowance is not None:
        midnight = datetime.combine(now.date(), time(), tzinfo=UTC)
        today, _ = await tx.member_flow(guild, member, since=iso(midnight))
        if today + chips > limits.daily_allowance:
            room = max(limits.daily_allowance - today, 0)
            raise BankError(
                f"chips: the daily allowance is {limits.daily_allowance} and {today} were bought "
                f"today (UTC), so {room} more at most until tomorrow"
            )
    entry = await tx.post(guild, "buy", {banker: -chips, wallet: chips}, at=iso(now),
                          idem_key=idem, member=member, actor=None if by is None else str(by),
                          memo=memos.write("buys", chips=chips))
    assert entry is not None  # a duplicate key is answered before, under the same lock
    return entry, balance


async def _limits_of(tx: Tx, guild: str) -> BankLimits:
    row = await tx.bank(guild)
    if row is None:
        return BankLimits()
    return BankLimits(max_outstanding=row.max_outstanding, daily_allowance=row.daily_allowance)


def _holding(member: str, held: list[AccountRow], bought: int, returned: int) -> Holding:
    held = [a for a in held if a.season_id is None]  # season chips are worth nothing in the wallet
    wallet = sum(a.balance for a in held if a.kind == "wallet")
    tables = {a.table_id: a.balance for a in held if a.kind == "seat" and a.balance}
    return Holding(member=member, wallet=wallet, at_tables=tables, bought=bought, returned=returned)


async def _tutorial_tables(tx: Tx, guild: str) -> set[int]:
    """The guild's open tutorial tables: their seats and pools hold play chips (closed ones hold none)."""
    return {t.id for t in await tx.tables([guild]) if t.state.get("course")}


def _real(held: list[AccountRow], tutorial_tables: set[int]) -> list[AccountRow]:
    """The accounts that hold chips bought from the banker: not the tutorial's play chips, which
    it lends and takes back by itself (the audit holds it to that)."""
    return [a for a in held if a.kind != "tutorial" and a.table_id not in tutorial_tables]

"""Who sits at a table, and the chips each holds there in escrow.

Opening a table in a channel and closing it; between deals, sitting down with a stake
(chips from the wallet to the seat's account), topping it up, leaving with it; sitting
out from the next deal.  During a deal, leaving, joining and robots wait for its end: the
leave is noted on his seat and carried out as the deal is settled or voided (`unseat_leavers`),
a join (or a short stake made up) and the robots asked for noted on the table, for the Discord
side to carry out between deals (`bring_in_due`).  `/poker join` is one step (`join`): at an
ordinary table the banker sells what the wallet lacks, as a normal buy in the ledger.  Closing
puts every stake back in its owner's wallet.
"""

from __future__ import annotations

from datetime import UTC

from bot.services import accounts, memos
from bot.services.accounts import Clock, stamp
from bot.services.errors import BankError, SeasonError, ServiceError, TableError
from bot.services.ids import Snowflake
from bot.services.ledger import sell
from bot.services.limits import Limits
from bot.services.season_chips import enter, playing
from bot.services.tables.answers import Joined, Leaving, Stay, TableSummary
from bot.services.tables.live import LiveTable, LiveTables, actor_of, claim
from bot.storage import Storage, Tx
from engine.course import Course, Place
from engine.deal import prepare
from engine.plurals import counted
from engine.rules import Betting
from engine.table import Table, least_bring_in

DEFAULT_STAKE = 100  # what /poker join and the Sit down button bring, unless told


class Seats:
    """A part of `TableService` (its base): the state is the service's, set in its __init__."""

    live: LiveTables
    storage: Storage
    limits: Limits
    clock: Clock

    async def open_table(self, guild: Snowflake, channel: Snowflake, *, by: Snowflake | None = None,
                         season_play: bool | None = None, learner: Snowflake | None = None,
                         place: Place | None = None) -> TableSummary:
        """A new table in the channel, under the rules in force there; for the running season
        where `season_play` says so, or if None where the channel's `season_play` limit is on.
        With `learner`, a tutorial table: its deals are his lessons (`engine.course`) until the
        course is over, played with the tutorial's play chips (never a season's), from `place`
        (the first lesson, if not given)."""
        guild, channel = str(guild), str(channel)
        limits = await self.limits.effective(guild, channel)
        rules = limits.rules
        prepare(rules)
        at = stamp(self.clock)
        async with self.storage.transaction() as tx:
            if await tx.open_table_in(guild, channel) is not None:
                raise TableError(f"a table is already open in channel {channel}")
            season = None
            if learner is None and (limits.season_play if season_play is None else season_play):
                running = await tx.running_season(guild)
                if running is None:
                    raise SeasonError("this channel plays for the season, and no season is running: an admin "
                                      "starts one (/poker-admin season start)")
                season = running.id
            course = None if learner is None else Course(str(learner), place or Place())
            table_id = await tx.create_table(guild, channel, Table(rules, [], course=course).to_dict(), actor_of(by), at,
                                             season)
            await accounts.pool(tx, guild, table_id, season)
        async with self.live.changing(table_id) as live:
            return live.summary()

    async def close_table(self, table_id: int, *, by: Snowflake | None = None) -> TableSummary:
        """Every stake goes back to its owner's wallet and the table closes; refused while a deal
        is in play (void it first: `Recoverer.stop_table`).  A pool carried over and never played
        for is shared back (`Table.carried_shares`, docs/rules.md), one "pool_back" entry."""
        async with self.live.changing(table_id) as live:
            live.between_deals("close the table", "refusals-deal-in-play-close")
            at = stamp(self.clock)
            async with self.storage.transaction() as tx:
                await claim(tx, live)
                if await tx.tournament_of_table(live.id) is not None:  # its stakes are its pool's, not wallets'
                    raise TableError("a tournament's table closes with its tournament",
                                     words="refusals-tournament-table-close")
                if live.table.carried and live.table.course is not None:  # play chips, back to the tutorial
                    await tx.post(live.guild, "close", {live.pool: -live.table.carried,
                                                        await accounts.tutorial(tx, live.guild): live.table.carried},
                                  at=at, table_id=live.id, actor=actor_of(by),
                                  memo=memos.write("closes-tutorial", table=live.id))
                shares = {} if live.table.course is not None else await _pool_back(tx, live, at, by)
                for seat in live.table.seats:
                    if seat.stack:
                        wallet = await home(tx, live, seat.player)
                        await tx.post(live.guild, "leave", {live.seats[seat.player]: -seat.stack, wallet: seat.stack},
                                      at=at, member=seat.player, table_id=live.id, actor=actor_of(by),
                                      memo=memos.write("closes", table=live.id, chips=seat.stack))
                closed = Table.from_dict(live.table.to_dict())
                closed.carried = 0
                for seat in closed.seats:
                    seat.stack = 0
                await tx.save_table_state(live.id, closed.to_dict())
                await tx.close_table(live.id, at)
            self.live.forget(table_id)
            return live.summary(closed).model_copy(update={"pool_back": list(shares.items())})

    async def sit(self, table_id: int, member: Snowflake, stake: int, *, by: Snowflake | None = None) -> TableSummary:
        """Take a seat with `stake` chips from the wallet (Foster, law 6: on the dealer's right)."""
        member = str(member)
        stake = _chips(stake, "stake")
        async with self.live.changing(table_id) as live:
            if any(s.player == member for s in live.table.seats):
                raise TableError("you are seated at this table already")
            live.between_deals("sit down", "refusals-deal-in-play-sit-down")
            summary, _bought, _first = await self._seat_now(live, member, stake, by=by, buy=False)
            return summary

    async def _seat_now(self, live: LiveTable, member: str, stake: int, *, by: Snowflake | None,
                        buy: bool) -> tuple[TableSummary, int, bool]:
        """Seat him now, between deals; with `buy`, the banker sells what his wallet lacks in the
        same transaction.  The summary, the chips sold, and whether they are his first."""
        table = Table.from_dict(live.table.to_dict())
        table.joining.pop(member, None)
        rules = table.rules
        if rules.betting is Betting.FREEZE_OUT:
            if table.deals:
                raise TableError("the freeze-out has begun: nobody may join until it is over",
                                 words="refusals-freeze-out-begun")
            if stake != rules.freeze_out_stake:
                raise TableError(f"stake: a freeze-out starts with equal stakes of {rules.freeze_out_stake}",
                                 words="refusals-freeze-out-stake", stake=rules.freeze_out_stake)
        try:
            table.add(member, stake)
        except ValueError as exc:
            raise TableError(str(exc)) from None
        async with self.storage.transaction() as tx:
            await claim(tx, live)
            if live.season is None:
                wallet = await home(tx, live, member)
            else:  # season chips: the reserve granted on his first season play
                wallet = await enter(tx, await playing(tx, live.season), member, stamp(self.clock))
            bought, first = await self._made_good(tx, live, wallet, member, stake) if buy else (0, False)
            seat = await accounts.seat(tx, live.guild, live.id, member, live.season)
            await _take_from_wallet(tx, live, wallet, stake, "stake")
            await tx.post(live.guild, "sit", {wallet: -stake, seat: stake}, at=stamp(self.clock), member=member,
                          table_id=live.id, actor=actor_of(by), memo=memos.write("sits-down", table=live.id, amount=stake))
            await tx.save_table_state(live.id, table.to_dict())
        live.table, live.seats[member] = table, seat
        return live.summary(table), bought, first

    async def _made_good(self, tx: Tx, live: LiveTable, wallet: int, member: str, chips: int) -> tuple[int, bool]:
        """At an ordinary table, the banker sells what the wallet lacks of `chips`, within the
        bank's limits, as `/bank buy` would (a season's chips and a tutorial's are never sold).
        The chips sold, and whether he had never moved a chip before (his first message)."""
        if live.season is not None or live.table.course is not None:
            return 0, False
        first = not await tx.statement(live.guild, member, 1)
        balance = await tx.lock_account(wallet)
        if balance >= chips:
            return 0, first
        await sell(tx, live.guild, member, chips - balance, self.clock().astimezone(UTC), by=member)
        return chips - balance, first

    async def join(self, table_id: int, member: Snowflake, stake: int | None = None, *,
                   key: str | None = None) -> Joined:
        """`/poker join` and the Sit down button, in one step.  Between deals he sits down with
        `stake` chips from his wallet, the banker selling him what it lacks (an ordinary table);
        during a deal that is noted for its end (`bring_in_due`), his wallet made good now.
        Seated, a leave asked during the deal is taken back; a stake short of the table's least
        bring-in is made up to `stake`, and, at table stakes, only between deals (Foster), so
        during a deal it too waits for its end.  Else nothing changes.  No `stake`: the table's
        own in a freeze-out, else DEFAULT_STAKE."""
        member = str(member)
        async with self.live.changing(table_id) as live:
            table = Table.from_dict(live.table.to_dict())
            if stake is None:
                freeze_out = table.rules.betting is Betting.FREEZE_OUT
                stake = table.rules.freeze_out_stake if freeze_out else DEFAULT_STAKE
            stake = _chips(stake, "stake")
            season = live.season is not None
            number = None if live.deal is None else live.deal.setup.number
            seat = next((s for s in table.seats if s.player == member), None)
            if seat is None and number is None:
                _summary, bought, first = await self._seat_now(live, member, stake, by=member, buy=True)
                return Joined(kind="sat", chips=stake, bought=bought, first=first, season=season)
            if seat is None:
                if table.rules.betting is Betting.FREEZE_OUT:
                    raise TableError("the freeze-out has begun: nobody may join until it is over",
                                 words="refusals-freeze-out-begun")
                if member not in table.joining and table.free_seats() < 1:
                    raise TableError(f"the table is full ({counted(table.rules.max_seats, 'seats')})")
                bought, first = await self._note_joining(live, table, member, stake, stake)
                return Joined(kind="after_deal", chips=stake, deal=number, bought=bought, first=first,
                              season=season)
            if number is not None and seat.leaving:
                seat.leaving = False
                await self._store(live, table)
                return Joined(kind="stays", deal=number, season=season)
            chips = seat.stack
            if live.deal is not None and member in live.deal.setup.players:
                chips = live.deal.stacks[live.deal.setup.players.index(member)]
            short = (chips < least_bring_in(table.rules) and chips < stake and table.course is None
                     and table.rules.betting is not Betting.FREEZE_OUT)
            if not short:
                return Joined(kind="seated", chips=chips, sitting_out=seat.sitting_out, season=season)
            if number is not None:
                bought, _first = await self._note_joining(live, table, member, stake, stake - chips)
                return Joined(kind="top_up_after", chips=stake, deal=number, bought=bought, season=season)
            added, bought = await self._add_now(live, member, stake - chips, key=key, buy=True)
            return Joined(kind="topped_up", chips=chips + added, added=added, bought=bought, season=season)

    async def _note_joining(self, live: LiveTable, table: Table, member: str, stake: int,
                            needs: int) -> tuple[int, bool]:
        """Note on the table, beside the deal in play, that he is to have `stake` in front of him
        once it is over, his wallet made good for the `needs` chips that takes now (they stay
        in his wallet till then).  The chips sold, and whether they are his first."""
        table.joining[member] = stake
        async with self.storage.transaction() as tx:
            await claim(tx, live)
            bought, first = 0, False
            if live.season is None and table.course is None:  # else nothing is sold: see `_made_good`
                bought, first = await self._made_good(tx, live, await home(tx, live, member), member, needs)
            await tx.save_table_state(live.id, table.to_dict())
        live.table = table
        return bought, first

    async def short_stakes(self, table_id: int) -> list[str]:
        """Between deals, who sits with fewer chips than the least bring-in and could make it up
        (not in a freeze-out or a tutorial, nor one leaving or sitting out)."""
        async with self.live.changing(table_id) as live:
            live.unchanged = True
            table = live.table
            if live.deal is not None or table.course is not None or table.rules.betting is Betting.FREEZE_OUT:
                return []
            least = least_bring_in(table.rules)
            return [s.player for s in table.seats if s.stack < least and not s.sitting_out and not s.leaving]

    async def withdraw(self, table_id: int, member: Snowflake) -> bool:
        """Take back a join asked during the deal in play (not a top-up): whether there was one."""
        member = str(member)
        async with self.live.changing(table_id) as live:
            if member not in live.table.joining or any(s.player == member for s in live.table.seats):
                return False
            table = Table.from_dict(live.table.to_dict())
            del table.joining[member]
            await self._store(live, table)
            return True

    async def bring_in_due(self, table_id: int) -> list[tuple[str, Joined | str]]:
        """Between deals: those who asked during the last deal to sit down or make up their
        stake, each done now as `/poker join` would (his wallet made good again if need be).
        Each one with what was done, or why it was refused (the table full, the bank's limits)."""
        async with self.live.changing(table_id) as live:
            if live.deal is not None or not live.table.joining:
                return []
            table = Table.from_dict(live.table.to_dict())
            due, table.joining = table.joining, {}
            await self._store(live, table)
        brought: list[tuple[str, Joined | str]] = []
        for member, chips in due.items():
            try:
                brought.append((member, await self.join(table_id, member, chips)))
            except ServiceError as exc:
                brought.append((member, str(exc)))
        return brought

    async def top_up(self, table_id: int, member: Snowflake, chips: int, *, key: str | None = None) -> TableSummary:
        """Add chips from the wallet to a seat between deals (not in a freeze-out).  `key` (e.g. the
        Discord interaction id) makes a request delivered twice add the chips once."""
        chips, member = _chips(chips, "chips"), str(member)
        async with self.live.changing(table_id) as live:
            await self._add_now(live, member, chips, key=key, buy=False)
            return live.summary()

    async def _add_now(self, live: LiveTable, member: str, chips: int, *, key: str | None,
                       buy: bool) -> tuple[int, int]:
        """Add to his stake now, between deals; with `buy`, the banker sells what his wallet
        lacks.  The chips added (none for a request done already), and the chips sold."""
        idem = None if key is None else f"top_up:{live.id}:{key}"
        live.between_deals("add chips", "refusals-deal-in-play-add-chips")
        table = Table.from_dict(live.table.to_dict())
        table.joining.pop(member, None)
        if table.rules.betting is Betting.FREEZE_OUT:
            raise TableError("in a freeze-out nobody adds chips to his stake")
        seat = next((s for s in table.seats if s.player == member), None)
        if seat is None:
            raise TableError("you are not seated at this table")
        seat.stack += chips
        async with self.storage.transaction() as tx:
            await claim(tx, live)
            if idem is not None and await tx.entry_by_key(idem) is not None:
                return 0, 0  # done already: nothing more
            if live.season is not None:
                await playing(tx, live.season)
            wallet = await home(tx, live, member)
            bought = (await self._made_good(tx, live, wallet, member, chips))[0] if buy else 0
            await _take_from_wallet(tx, live, wallet, chips, "chips")
            await tx.post(live.guild, "top_up", {wallet: -chips, live.seats[member]: chips}, at=stamp(self.clock),
                          idem_key=idem, member=member, table_id=live.id,
                          memo=memos.write("adds", table=live.id, amount=chips))
            await tx.save_table_state(live.id, table.to_dict())
        live.table = table
        return chips, bought

    async def leave(self, table_id: int, member: Snowflake, *, by: Snowflake | None = None) -> Leaving:
        """Leave the table: between deals at once, the chips put back in the wallet; during a deal
        once it is settled (`unseat_leavers`), dealt no more hands.  Asked again, it stands."""
        member = str(member)
        async with self.live.changing(table_id) as live:
            table = Table.from_dict(live.table.to_dict())
            seat = next((s for s in table.seats if s.player == member), None)
            if seat is None:
                if live.deal is not None and member in table.joining:  # he takes back his join
                    del table.joining[member]
                    await self._store(live, table)
                    return Leaving(withdrawn=live.deal.setup.number, season=live.season is not None)
                raise TableError("you are not seated at this table")
            if live.deal is not None:
                if not seat.leaving or member in table.joining:
                    seat.leaving = True
                    table.joining.pop(member, None)  # a top-up asked for goes with him
                    await self._store(live, table)
                return Leaving(after_deal=live.deal.setup.number, season=live.season is not None)
            chips = table.remove(member)
            async with self.storage.transaction() as tx:
                await claim(tx, live)
                if chips:
                    wallet = await home(tx, live, member)
                    await tx.post(live.guild, "leave", {live.seats[member]: -chips, wallet: chips}, at=stamp(self.clock),
                                  member=member, table_id=live.id, actor=actor_of(by),
                                  memo=memos.write("leaves", table=live.id, amount=chips))
                await tx.save_table_state(live.id, table.to_dict())
            live.table = table
            return Leaving(chips=chips, season=live.season is not None)

    async def stay(self, table_id: int, member: Snowflake) -> Stay:
        """Take back a leave asked during a deal: he stays seated.  Says what it found."""
        member = str(member)
        async with self.live.changing(table_id) as live:
            table = Table.from_dict(live.table.to_dict())
            seat = next((s for s in table.seats if s.player == member), None)
            if seat is None:
                return "not_seated"
            if not seat.leaving:
                return "not_leaving"
            seat.leaving = False
            await self._store(live, table)
            return "stays"

    async def robots_after_deal(self, table_id: int, count: int, *, by: Snowflake) -> tuple[int, int] | None:
        """Robots asked for during a deal: noted (as many as there will be seats for), to sit down
        once it is over.  The deal in play's number and how many were noted, or None when no deal
        is in play (seat them now)."""
        async with self.live.changing(table_id) as live:
            if live.deal is None:
                return None
            table = Table.from_dict(live.table.to_dict())
            free = table.free_seats()
            if free < 1:
                raise TableError(f"the table is full ({counted(table.rules.max_seats, 'seats')})")
            noted = min(count, free)
            table.robots_due += [str(by)] * noted
            await self._store(live, table)
            return live.deal.setup.number, noted

    async def take_robots_due(self, table_id: int) -> list[str]:
        """Between deals: the robots asked for during the last one (who asked, one each), taken
        off the table's list for the caller to seat."""
        async with self.live.changing(table_id) as live:
            if live.deal is not None or not live.table.robots_due:
                return []
            table = Table.from_dict(live.table.to_dict())
            due, table.robots_due = table.robots_due, []
            await self._store(live, table)
            return due

    async def _store(self, live: LiveTable, table: Table) -> None:
        """The table's state changed between deals or beside the deal in play (which keeps the
        table as it began; settling carries these changes over)."""
        async with self.storage.transaction() as tx:
            await claim(tx, live)
            await tx.save_table_state(live.id, table.to_dict())
        live.table = table

    async def toggle_sitting_out(self, table_id: int, member: Snowflake) -> bool:
        """Sit out from the next deal, or come back; returns whether he now sits out."""
        member = str(member)
        async with self.live.changing(table_id) as live:
            seat = next((s for s in live.table.seats if s.player == member), None)
            if seat is None:
                raise TableError("you are not seated at this table")
            return await self._sitting_out(live, member, not seat.sitting_out)

    async def set_sitting_out(self, table_id: int, member: Snowflake, out: bool) -> None:
        async with self.live.changing(table_id) as live:
            await self._sitting_out(live, str(member), out)

    async def _sitting_out(self, live: LiveTable, member: str, out: bool) -> bool:
        # The table as the current deal began: the flag counts from the next deal, and
        # settling the deal keeps it (the engine carries seats over by name).
        table = Table.from_dict(live.table.to_dict())
        for seat in table.seats:
            if seat.player == member:
                seat.sitting_out = out
        await self._store(live, table)
        return out


async def _pool_back(tx: Tx, live: LiveTable, at: str, by: Snowflake | None) -> dict[str, int]:
    """The pool carried over, unplayed as the table closes, back to the players' wallets in the
    shares `Table.carried_shares` gives (to the last deal's players if nobody is seated)."""
    table = live.table
    if not table.carried:
        return {}
    last = None if table.seats or not table.deals else await tx.deal(live.id, table.deals)
    shares = table.carried_shares(None if last is None else list(last.setup.get("players", [])))
    if not shares:
        raise TableError("the pool carried over has nobody to go back to: the table's record is wrong")
    lines = {live.pool: -table.carried}
    for member, chips in shares.items():
        wallet = await home(tx, live, member)
        lines[wallet] = lines.get(wallet, 0) + chips
    who = ", ".join(f"{member} {chips}" for member, chips in shares.items())
    await tx.post(live.guild, "pool_back", lines, at=at, table_id=live.id, actor=actor_of(by),
                  memo=memos.write("pool-back", table=live.id, chips=table.carried, shares=who))
    return shares


async def unseat_leavers(tx: Tx, live: LiveTable, table: Table, number: int, at: str) -> list[tuple[str, int]]:
    """Those who asked to leave during deal `number`, now over, leave: each one's chips from his
    seat back to his wallet, in the transaction that settles or voids the deal.  Who left, with
    how many chips."""
    gone = []
    for member in table.leavers():
        table.joining.pop(member, None)
        chips = table.remove(member)
        if chips:
            wallet = await home(tx, live, member)
            await tx.post(live.guild, "leave", {live.seats[member]: -chips, wallet: chips}, at=at,
                          idem_key=f"leave:{live.id}:{number}:{member}", member=member, table_id=live.id,
                          actor=member, memo=memos.write("leaves-after", table=live.id, amount=chips, deal=number))
        gone.append((member, chips))
    return gone


async def home(tx: Tx, live: LiveTable, member: str) -> int:
    """The account a seat's chips come from and go back to: the member's wallet, at a season's
    table his wallet of that season, or at a tutorial table the tutorial's play chips, so a
    tutorial never touches a wallet."""
    if live.table.course is not None:
        return await accounts.tutorial(tx, live.guild)
    return await accounts.home(tx, live.guild, member, live.season)


async def _take_from_wallet(tx: Tx, live: LiveTable, wallet: int, chips: int, what: str) -> None:
    if live.table.course is not None:
        return  # the tutorial's play chips, never short
    season = live.season
    balance = await tx.lock_account(wallet)
    if balance < chips:
        if season is not None:
            raise BankError(f"{what}: you have {counted(balance, 'season chips', grouped=False)}, not {chips}; "
                            "season chips cannot be "
                            "bought, so everyone plays the season with the same reserve")
        raise BankError(f"{what}: you have {counted(balance, 'chips', grouped=False)} in your wallet, not {chips}: "
                    "buy more first (/bank buy)")


def _chips(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise TableError(f"{what}: a whole number of chips, at least 1, not {value!r}")
    return value

"""Chips to and from a table's seats from an account other than the member's wallet: a
tournament's pool.  The freeze-out's own laws (equal stakes, nobody joins once it has
begun) do not hold here: the tournament seats its players with the chips they carry.

Each is one transaction between deals, keyed so that done twice it is done once, and
`also(tx, chips)` runs in the same transaction (a tournament records there how far a
move has got, so a restart knows).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from bot.services import accounts
from bot.services.accounts import Clock, stamp
from bot.services.errors import TableError
from bot.services.tables.live import LiveTables, claim
from bot.storage import Storage, Tx
from engine.table import Table

Also = Callable[[Tx, int], Awaitable[None]]


async def _nothing(tx: Tx, chips: int) -> None:
    return None


class Transfers:
    """A part of `TableService` (its base): the state is the service's, set in its __init__."""

    live: LiveTables
    storage: Storage
    clock: Clock

    async def seat_from(self, table_id: int, member: str, chips: int, source: int, *, key: str, memo: str,
                        also: Also = _nothing) -> None:
        """Between deals, seat `member` with `chips` taken from the account `source` (a tournament's pool)."""
        async with self.live.changing(table_id) as live:
            live.between_deals("seat a player", "refusals-deal-in-play-seat-player")
            table = Table.from_dict(live.table.to_dict())
            try:
                table.add(member, chips)
            except ValueError as exc:
                raise TableError(str(exc)) from None
            async with self.storage.transaction() as tx:
                await claim(tx, live)
                seat = await accounts.seat(tx, live.guild, live.id, member, live.season)  # a season table's
                if chips:
                    await tx.post(live.guild, "transfer_in", {source: -chips, seat: chips}, at=stamp(self.clock),
                                  idem_key=key, member=member, table_id=live.id, memo=memo)
                await tx.save_table_state(live.id, table.to_dict())
                await also(tx, chips)
            live.table, live.seats[member] = table, seat

    async def unseat_to(self, table_id: int, member: str, target: int, *, key: str, memo: str,
                        also: Also = _nothing) -> int:
        """Unseat `member`, his chips to the account `target`; returns them."""
        async with self.live.changing(table_id) as live:
            live.between_deals("move a player", "refusals-deal-in-play-move-player")
            table = Table.from_dict(live.table.to_dict())
            try:
                chips = table.remove(member)
            except ValueError as exc:
                raise TableError(str(exc)) from None
            async with self.storage.transaction() as tx:
                await claim(tx, live)
                if chips:
                    await tx.post(live.guild, "transfer_out", {live.seats[member]: -chips, target: chips},
                                  at=stamp(self.clock), idem_key=key, member=member, table_id=live.id, memo=memo)
                await tx.save_table_state(live.id, table.to_dict())
                await also(tx, chips)
            live.table = table
            return chips

    async def close_into(self, table_id: int, target: int, *, key: str, memo: str, also: Also = _nothing) -> int:
        """Close the table between deals: every stake and the pool carried over to `target`.
        Returns the chips moved."""
        async with self.live.changing(table_id) as live:
            live.between_deals("close the table", "refusals-deal-in-play-close")
            at = stamp(self.clock)
            closed = Table.from_dict(live.table.to_dict())
            lines = {live.seats[s.player]: -s.stack for s in closed.seats if s.stack}
            if closed.carried:
                lines[live.pool] = -closed.carried
            moved = -sum(lines.values())
            async with self.storage.transaction() as tx:
                await claim(tx, live)
                if moved:
                    await tx.post(live.guild, "transfer_out", {**lines, target: moved}, at=at, idem_key=key,
                                  table_id=live.id, memo=memo)
                for seat in closed.seats:
                    seat.stack = 0
                closed.carried = 0
                await tx.save_table_state(live.id, closed.to_dict())
                await tx.close_table(live.id, at)
                await also(tx, moved)
            self.live.forget(table_id)
            return moved

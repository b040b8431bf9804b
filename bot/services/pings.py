"""Who is pinged when his turn comes: the member to say, once a turn, never a robot, never one
who turned his pings off (`/poker pings off`).

His choice is kept in the database per server, as the coach's is, so a restart knows it; it is
read once and held, each change written through, as the coach's (`coaching`): `/poker pings`
is a command of the server, which reaches the process of its shard, the one that pings at its
tables, so no other process changes it behind this one's back.  Which turns were pinged
is this process's memory only (`TurnPings`): after a restart a turn may be pinged once more.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.services.accounts import Clock, utc_now
from bot.services.ids import Snowflake
from bot.services.member_choices import HeldChoices
from bot.services.seating import is_robot
from bot.storage import Storage, Tx

Turn = tuple[int, int]  # (deal number, actions played before it): one turn of one deal


def wants_pings(choice: bool | None) -> bool:
    """Whether a member is pinged, given his own choice (None: he never chose: pinged)."""
    return choice is not False


def to_ping(member: str | None, turn: Turn | None, pinged: Turn | None, choice: bool | None) -> str | None:
    """The member to ping for ``turn``, or None: nobody is to say (``member`` or ``turn`` None),
    a robot is, this turn was pinged already (``pinged``: the last turn pinged at the table),
    or he turned his pings off (``choice`` False)."""
    if member is None or turn is None or is_robot(member) or turn == pinged:
        return None
    return member if wants_pings(choice) else None


@dataclass
class TurnPings:
    """The last turn pinged at each table, so that each turn is pinged once whatever redraws it."""

    last: dict[int, Turn] = field(default_factory=dict)

    def due(self, table_id: int, member: str | None, turn: Turn | None, choice: bool | None) -> str | None:
        """The member to ping now for ``turn`` at the table, noted as pinged; else None."""
        who = to_ping(member, turn, self.last.get(table_id), choice)
        if who is not None and turn is not None:
            self.last[table_id] = turn
        return who

    def forget(self, table_id: int) -> None:
        self.last.pop(table_id, None)


class Pings:
    def __init__(self, storage: Storage, clock: Clock = utc_now) -> None:
        self.storage = storage
        self.clock = clock
        self.turns = TurnPings()
        self._choices = HeldChoices(clock, Tx.ping_choice, Tx.save_ping_choice)

    async def choose(self, guild: Snowflake, member: str, on: bool) -> None:
        """Keep his `/poker pings on|off` in this server (held once written)."""
        await self._choices.choose(self.storage, guild, member, on)

    async def choice(self, guild: Snowflake, member: str) -> bool | None:
        """His own choice in this server, as the database holds it (read once); None if he
        never chose."""
        return await self._choices.choice(self.storage, guild, member)

    async def due(self, table_id: int, guild: Snowflake, member: str | None, turn: Turn | None) -> str | None:
        """The member to ping for this turn at the table, if any (each turn once); his choice is
        read only when he might be pinged."""
        if to_ping(member, turn, self.turns.last.get(table_id), None) is None:
            return None
        assert member is not None
        return self.turns.due(table_id, member, turn, await self.choice(guild, member))

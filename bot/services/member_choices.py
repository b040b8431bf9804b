"""A member's own on/off choice in a server (`/poker coach`, `/poker pings`), held once read.

Only the process that plays a server's tables hears its members' commands (they are guild
commands, delivered to the shard that owns the server), so a choice read or written here is the
one the database holds until this process writes another.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from bot.services.accounts import Clock, stamp
from bot.services.ids import Snowflake
from bot.storage import Storage, Tx

Read = Callable[[Tx, str, str], Awaitable[bool | None]]  # (tx, server, member): his choice, None if none
Save = Callable[[Tx, str, str, bool, str], Awaitable[None]]  # (tx, server, member, on, at)


class HeldChoices:
    def __init__(self, clock: Clock, read: Read, save: Save) -> None:
        self.clock = clock
        self.read = read
        self.save = save
        self._held: dict[tuple[str, str], bool | None] = {}  # (server, member): as last read or written

    async def choose(self, storage: Storage, guild: Snowflake, member: str, on: bool) -> None:
        """Keep his choice in this server: held once the database (the service's) has it."""
        async with storage.transaction() as tx:
            await self.save(tx, str(guild), member, on, stamp(self.clock))
        self._held[(str(guild), member)] = on

    async def choice(self, storage: Storage, guild: Snowflake, member: str) -> bool | None:
        """His own choice in this server, as the database holds it (read once); None if he
        never chose."""
        key = (str(guild), member)
        if key not in self._held:
            async with storage.transaction(readonly=True, brief=True, single=True) as tx:
                self._held[key] = await self.read(tx, *key)
        return self._held[key]

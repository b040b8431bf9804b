"""Members as the tables know them: their names in each server, and the hands sent to them.

Discord-free, like the other services.  A name is kept so that a table still names
its players after a restart (no mention, which would ping, or could not be drawn in
an embed's field name); a hand sent by DM is noted, so a restart does not send it again;
a member's DM channel is kept, so no restart or other shard process opens it again (a request
against Discord's global limit each time); and his language, the one his client last sent and the
one he chose, for the words made for him when he is not clicking (his hand's DM, the coach's mail).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.services.accounts import Clock, stamp, utc_now
from bot.storage import Storage


class Members:
    def __init__(self, storage: Storage, clock: Clock = utc_now) -> None:
        self.storage = storage
        self.clock = clock
        self._names: dict[tuple[str, str], str] = {}  # what the database holds, as last read or written
        self._dm_channels: dict[str, int] = {}  # likewise: member -> his DM channel's id
        self._locales: dict[str, tuple[str | None, str | None]] = {}  # likewise: (seen, chosen)

    def known(self, guild: str, member: str) -> str | None:
        return self._names.get((guild, member))

    async def remember(self, guild: str, member: str, name: str) -> None:
        """Keep the member's name in this server; written only when it changed."""
        name = name.strip()[:100] or member
        if self._names.get((guild, member)) == name:
            return
        async with self.storage.transaction(brief=True, single=True) as tx:  # one trip: his first click's
            await tx.save_name(guild, member, name, stamp(self.clock))
        self._names[(guild, member)] = name

    async def load(self, guild: str, members: Sequence[str]) -> dict[str, str]:
        """The names kept for these members of the server (those it has)."""
        async with self.storage.transaction(readonly=True) as tx:
            found = await tx.names(guild, list(members))
        self._names.update({(guild, member): name for member, name in found.items()})
        return found

    async def hand_sent(self, table_id: int, number: int, member: str, stage: str) -> None:
        async with self.storage.transaction(brief=True, single=True) as tx:
            await tx.note_hand_sent(table_id, number, member, stage, stamp(self.clock))

    async def hands_sent(self, table_id: int, number: int) -> set[tuple[str, str]]:
        """(member, stage) of every hand already sent in this deal."""
        async with self.storage.transaction(readonly=True, brief=True, single=True) as tx:
            return await tx.hands_sent(table_id, number)

    async def dm_channel(self, member: str) -> int | None:
        """His DM channel's id, if it was ever opened or clicked in (by any process)."""
        if member not in self._dm_channels:
            async with self.storage.transaction(readonly=True, brief=True, single=True) as tx:
                found = await tx.dm_channels([member])
            if member in found:
                self._dm_channels[member] = int(found[member])
        return self._dm_channels.get(member)

    async def keep_dm_channel(self, member: str, channel_id: int) -> None:
        """Keep his DM channel's id; written only when it changed."""
        if self._dm_channels.get(member) == channel_id:
            return
        self._dm_channels[member] = channel_id  # in memory even if the database is away
        async with self.storage.transaction(brief=True, single=True) as tx:
            await tx.save_dm_channel(member, str(channel_id), stamp(self.clock))

    async def _locales_of(self, member: str) -> tuple[str | None, str | None]:
        if member not in self._locales:
            async with self.storage.transaction(readonly=True, brief=True, single=True) as tx:
                found = await tx.member_locales([member])
            self._locales[member] = found.get(member, (None, None))
        return self._locales[member]

    async def seen_locale(self, member: str, locale: str) -> str:
        """Note the locale his client sent with an interaction (written when it is not the one
        held), and return the language his words are made in: the one he chose, else this one.
        One trip at most, before the interaction is answered: the write returns his choice, so
        a member not held yet is not read first."""
        held = self._locales.get(member)
        if held is not None and held[0] == locale:
            return held[1] or locale
        if held is not None:  # his client's changed: in memory even if the database is away
            self._locales[member] = (locale, held[1])
        async with self.storage.transaction(brief=True, single=True) as tx:
            chosen = await tx.save_seen_locale(member, locale, stamp(self.clock))
        self._locales[member] = (locale, chosen)
        return chosen or locale

    async def locale_of(self, member: str) -> str | None:
        """His language when he is not clicking: the one he chose, else his client's as last seen;
        None if neither is known."""
        seen, chosen = await self._locales_of(member)
        return chosen or seen

    async def chosen_locale(self, member: str) -> str | None:
        return (await self._locales_of(member))[1]

    async def choose_locale(self, member: str, locale: str | None) -> None:
        """His own choice (`/poker language`), over his client's; None: his client's again."""
        seen, _ = await self._locales_of(member)
        async with self.storage.transaction(brief=True) as tx:
            await tx.save_chosen_locale(member, locale, stamp(self.clock))
        self._locales[member] = (seen, locale)

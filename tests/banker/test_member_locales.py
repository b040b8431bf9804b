"""A member's language on both engines: the locale his client sends noted, the one he chose
winning, and his first interaction costing one trip to the database before it is answered."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from bot.discord_side.languages import member_locale
from bot.services.members import Members
from bot.storage import DatabaseUnavailable
from bot.storage.postgres import PostgresDriver
from bot.storage.timing import StorageWatch


class Counted(StorageWatch):
    """The statements and transactions the storage ran (its BEGIN blocks on PostgreSQL: the
    driver's own count)."""

    def __init__(self) -> None:
        self.statements = 0
        self.transactions = 0

    def statement(self, kind: str, seconds: float) -> None:
        self.statements += 1

    def transaction(self, mode: str, seconds: float, failure: str | None) -> None:
        self.transactions += 1


def blocks(storage) -> int:
    return storage.driver.blocks if isinstance(storage.driver, PostgresDriver) else 0


async def _row(storage, member: str) -> tuple | None:
    async with storage.transaction(readonly=True) as tx:
        row = await tx.conn.fetchrow("SELECT seen, chosen, updated_at FROM member_locales WHERE member = ?", member)
    return None if row is None else tuple(row)


async def test_a_first_interaction_is_one_statement_alone_and_a_second_none(storage, clock):
    members = Members(storage, clock)
    storage.watch = watch = Counted()
    begun = blocks(storage)
    assert await members.seen_locale("ann", "de") == "de"
    # One trip: the write that returns his choice, sent without BEGIN and COMMIT (PostgreSQL).
    assert (watch.statements, watch.transactions, blocks(storage) - begun) == (1, 1, 0)
    assert await members.seen_locale("ann", "de") == "de"  # held: no trip at all
    assert (watch.statements, watch.transactions) == (1, 1)
    assert await members.locale_of("ann") == "de"
    assert (watch.statements, watch.transactions) == (1, 1)
    storage.watch = None
    assert await _row(storage, "ann") == ("de", None, clock().isoformat(timespec="microseconds"))


async def test_his_choice_wins_over_his_client_after_a_restart(backend, storage, clock):
    await Members(storage, clock).choose_locale("ann", "fr")
    other = await backend.open()  # a restarted bot, or another shard process
    try:
        again = Members(other, clock)
        other.watch = watch = Counted()
        assert await again.seen_locale("ann", "en-US") == "fr"
        assert (watch.statements, watch.transactions) == (1, 1)
        assert await again.locale_of("ann") == "fr"
        assert await again.chosen_locale("ann") == "fr"
        assert watch.statements == 1  # the cache holds both
        await again.choose_locale("ann", None)  # his client's again
        assert await again.seen_locale("ann", "en-US") == "en-US"
    finally:
        await other.close()
    assert (await _row(storage, "ann"))[:2] == ("en-US", None)


async def test_the_time_noted_changes_only_with_his_clients_locale(backend, storage, clock):
    first = clock().isoformat(timespec="microseconds")
    await Members(storage, clock).seen_locale("ann", "de")
    clock.advance(minutes=5)
    await Members(storage, clock).seen_locale("ann", "de")  # a restart, the same locale
    assert await _row(storage, "ann") == ("de", None, first)
    clock.advance(minutes=5)
    await Members(storage, clock).seen_locale("ann", "it")
    assert await _row(storage, "ann") == ("it", None, clock().isoformat(timespec="microseconds"))


async def test_a_changed_client_locale_is_written_and_reads_his_choice_again(backend, storage, clock):
    """A member held whose client now sends another locale: one statement, which also brings
    back a choice another process made meanwhile."""
    members = Members(storage, clock)
    assert await members.seen_locale("ann", "de") == "de"
    other = await backend.open()
    try:
        await Members(other, clock).choose_locale("ann", "fr")
    finally:
        await other.close()
    storage.watch = watch = Counted()
    assert await members.seen_locale("ann", "it") == "fr"
    assert (watch.statements, watch.transactions) == (1, 1)
    assert await members.locale_of("ann") == "fr"


class Away:
    """A storage whose server cannot be reached."""

    def transaction(self, **_: object):
        raise DatabaseUnavailable("away")


async def test_while_the_database_is_away_his_clients_locale_is_kept_in_memory(storage, clock):
    members = Members(storage, clock)
    assert await members.seen_locale("ann", "de") == "de"
    members.storage = Away()  # type: ignore[assignment]
    with pytest.raises(DatabaseUnavailable):
        await members.seen_locale("ann", "it")
    assert await members.seen_locale("ann", "it") == "it"  # held: not tried again while away
    assert await members.locale_of("ann") == "it"
    # One never seen is answered in his client's locale (`languages.member_locale`), held nowhere.
    clicking = SimpleNamespace(locale="pt-BR", user=SimpleNamespace(id=7))
    assert await member_locale(members, clicking) == "pt-BR"  # type: ignore[arg-type]
    assert "7" not in members._locales


async def test_a_name_and_a_dm_channel_are_one_statement_each_alone(storage, clock):
    """His first click in a server notes his name there, in a DM his DM channel: each one
    statement sent alone (no BEGIN and COMMIT on PostgreSQL), and none while unchanged."""
    members = Members(storage, clock)
    storage.watch = watch = Counted()
    begun = blocks(storage)
    await members.remember("g", "ann", "Ann")
    await members.keep_dm_channel("ann", 11)
    await members.remember("g", "ann", "Ann")
    await members.keep_dm_channel("ann", 11)
    assert (watch.statements, watch.transactions, blocks(storage) - begun) == (2, 2, 0)
    storage.watch = None
    assert await Members(storage, clock).load("g", ["ann"]) == {"ann": "Ann"}
    assert await Members(storage, clock).dm_channel("ann") == 11

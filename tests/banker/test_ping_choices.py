"""Pings at a member's turn, on both engines: his own `/poker pings on|off` is kept per server
and read back by another connection (a restart, another shard process); the member to say is
pinged once a turn, never a robot, never one who turned his pings off."""

from __future__ import annotations

import pytest

from bot.services.pings import Pings, TurnPings, to_ping
from bot.storage import DatabaseUnavailable
from tests.banker.play import GUILD
from tests.banker.test_member_locales import Away, Counted

OTHER_GUILD = "other-guild"


async def test_a_choice_is_kept_per_member_and_server_and_read_by_another_process(backend, storage, clock):
    pings = Pings(storage, clock)
    assert await pings.choice(GUILD, "ann") is None  # never chose
    await pings.choose(GUILD, "ann", False)
    await pings.choose(GUILD, "ben", False)
    clock.advance(minutes=5)
    await pings.choose(GUILD, "ben", True)  # changed his mind
    await pings.choose(OTHER_GUILD, "ann", True)  # another server, another choice
    other = await backend.open()  # a restarted bot, or another shard process
    try:
        again = Pings(other, clock)
        assert [await again.choice(GUILD, m) for m in ("ann", "ben", "cy")] == [False, True, None]
        assert await again.choice(OTHER_GUILD, "ann") is True
        async with other.transaction(readonly=True) as tx:
            rows = await tx.conn.fetch("SELECT member, pinged FROM ping_choices WHERE guild_id = ? ORDER BY member",
                                       GUILD)
        assert [tuple(r) for r in rows] == [("ann", 0), ("ben", 1)]
    finally:
        await other.close()


@pytest.mark.parametrize(("member", "turn", "pinged", "choice", "expected"), [
    ("ann", (1, 0), None, None, "ann"),  # never chose: pinged
    ("ann", (1, 0), None, True, "ann"),
    ("ann", (1, 0), None, False, None),  # turned them off
    ("robot-1", (1, 0), None, None, None),  # never a robot
    ("ann", (1, 0), (1, 0), None, None),  # this turn was pinged already
    ("ann", (1, 1), (1, 0), None, "ann"),  # the next turn is another
    ("ann", (2, 0), (1, 5), None, "ann"),  # the next deal's first
    (None, (1, 0), None, None, None),  # nobody to say
    ("ann", None, None, None, None),
])
def test_who_is_pinged(member, turn, pinged, choice, expected):
    assert to_ping(member, turn, pinged, choice) == expected


def test_each_turn_is_pinged_once_at_each_table():
    turns = TurnPings()
    assert turns.due(1, "ann", (1, 0), None) == "ann"
    assert turns.due(1, "ann", (1, 0), None) is None  # redrawn, the same turn
    assert turns.due(2, "ann", (1, 0), None) == "ann"  # another table's
    assert turns.due(1, "robot-2", (1, 1), None) is None
    assert turns.due(1, "ben", (1, 2), False) is None  # off: and the turn is not spent on him
    assert turns.due(1, "ben", (1, 2), True) == "ben"
    turns.forget(1)
    assert turns.due(1, "ben", (1, 2), None) == "ben"


async def test_the_turn_reads_his_choice_from_the_database(storage, clock):
    pings = Pings(storage, clock)
    await pings.choose(GUILD, "ann", False)
    assert await pings.due(7, GUILD, "ann", (1, 0)) is None
    assert await pings.due(7, GUILD, "ben", (1, 1)) == "ben"
    assert await pings.due(7, GUILD, "ben", (1, 1)) is None
    await pings.choose(GUILD, "ann", True)
    assert await pings.due(7, GUILD, "ann", (1, 2)) == "ann"


async def test_a_choice_is_read_once_and_a_change_written_through(storage, clock):
    """Held by the process after its first read (asked at every turn that might ping him);
    `/poker pings` reaches the process of the server's shard, which writes it through."""
    pings = Pings(storage, clock)
    storage.watch = watch = Counted()
    assert [await pings.choice(GUILD, "ann") for _ in range(3)] == [None] * 3
    assert watch.statements == 1
    await pings.choose(GUILD, "ann", False)
    assert [await pings.choice(GUILD, "ann") for _ in range(3)] == [False] * 3
    assert watch.statements == 2  # the write only
    pings.storage = Away()  # type: ignore[assignment]
    with pytest.raises(DatabaseUnavailable):
        await pings.choose(GUILD, "ann", True)
    assert await pings.choice(GUILD, "ann") is False  # a write refused is not held

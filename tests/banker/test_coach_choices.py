"""The coach's choices on both engines: each member's own `/poker coach on|off` is kept per
server, read back by another connection (a restart, another shard process), and the channel's
`coach` limit decides for a member who never chose."""

from __future__ import annotations

import pytest

from bot.services.coaching import Coaching, is_coached
from bot.services.limits import CoachSetting, Limits
from bot.storage import DatabaseUnavailable
from tests.banker.play import GUILD
from tests.banker.test_member_locales import Away, Counted

OTHER_GUILD = "other-guild"


async def test_a_choice_is_kept_per_member_and_server_and_read_by_another_process(backend, storage, limits, clock):
    coaching = Coaching(storage, limits, clock)
    assert await coaching.choice(GUILD, "ann") is None  # never chose
    await coaching.choose(GUILD, "ann", True)
    await coaching.choose(GUILD, "ben", False)
    clock.advance(minutes=5)
    await coaching.choose(GUILD, "ben", True)
    await coaching.choose(GUILD, "ann", False)  # changed her mind
    await coaching.choose(OTHER_GUILD, "ann", True)  # another server, another choice
    other = await backend.open()  # a restarted bot, or another shard process
    try:
        again = Coaching(other, Limits(other, clock), clock)
        assert [await again.choice(GUILD, m) for m in ("ann", "ben", "cy")] == [False, True, None]
        assert await again.choice(OTHER_GUILD, "ann") is True
        async with other.transaction(readonly=True) as tx:
            rows = await tx.conn.fetch("SELECT member, coached, set_at FROM coach_choices "
                                       "WHERE guild_id = ? ORDER BY member", GUILD)
        assert [tuple(r) for r in rows] == [("ann", 0, clock().isoformat(timespec="microseconds")), ("ben", 1, clock().isoformat(timespec="microseconds"))]
    finally:
        await other.close()


@pytest.mark.parametrize(("setting", "choice", "coached"), [
    (CoachSetting.MEMBER, None, False), (CoachSetting.MEMBER, True, True), (CoachSetting.MEMBER, False, False),
    (CoachSetting.NEW_MEMBERS, None, True), (CoachSetting.NEW_MEMBERS, True, True),
    (CoachSetting.NEW_MEMBERS, False, False),  # his own off wins over the server's default
    (CoachSetting.ON, None, True), (CoachSetting.ON, False, True),  # the tutorial's thread coaches everyone
])
def test_who_is_coached(setting, choice, coached):
    assert is_coached(setting, choice) is coached


async def test_a_server_default_of_new_members_reaches_every_channel_but_a_channels_own(storage, limits):
    coaching = Coaching(storage, limits)
    await limits.set(GUILD, None, "coach", "new_members", by="admin")  # the server's default
    await limits.set(GUILD, "quiet", "coach", "member", by="admin")
    assert await coaching.setting(GUILD, "any") is CoachSetting.NEW_MEMBERS
    assert await coaching.setting(GUILD, "quiet") is CoachSetting.MEMBER
    await coaching.choose(GUILD, "said-off", False)
    setting = await coaching.setting(GUILD, "any")
    assert is_coached(setting, await coaching.choice(GUILD, "never-chose"))
    assert not is_coached(setting, await coaching.choice(GUILD, "said-off"))


async def test_a_choice_is_read_once_and_a_change_written_through(storage, limits, clock):
    """Held by the process after its first read (the clicks of a deal ask it again and again);
    `/poker coach` reaches the process of the server's shard, which writes it through."""
    coaching = Coaching(storage, limits, clock)
    storage.watch = watch = Counted()
    assert [await coaching.choice(GUILD, "ann") for _ in range(3)] == [None] * 3
    assert watch.statements == 1
    await coaching.choose(GUILD, "ann", True)
    assert [await coaching.choice(GUILD, "ann") for _ in range(3)] == [True] * 3
    assert watch.statements == 2  # the write only
    assert await coaching.choice(OTHER_GUILD, "ann") is None  # another server's: its own read
    assert watch.statements == 3


async def test_a_choice_not_written_is_not_held(storage, limits, clock):
    coaching = Coaching(storage, limits, clock)
    await coaching.choose(GUILD, "ann", True)
    coaching.storage = Away()  # type: ignore[assignment]
    with pytest.raises(DatabaseUnavailable):
        await coaching.choose(GUILD, "ann", False)
    assert await coaching.choice(GUILD, "ann") is True

"""The busy channel's helper (`tests.busy_channel.chatter`) and the emulator's foot of a channel
(`world.last_messages`): members' lines come in turn and in order, and a deal played with five
lines of chat between turns plays to its end under every invariant."""

from __future__ import annotations

from tests.busy_channel import LINES, chatter
from tests.test_bot_tables import audit_ok, make_bot, play_to_the_end, setup_table


async def test_members_post_their_lines_in_turn_and_the_foot_of_the_channel_reads_them_in_order(discord_world):
    world, cast = discord_world, discord_world.cast
    first = await chatter(world, cast.poker, [cast.bob, cast.carol], 3)
    more = await chatter(world, cast.poker, [cast.alice], 2, start=3)
    assert [m.author_id for m in first + more] == [cast.bob.id, cast.carol.id, cast.bob.id, cast.alice.id, cast.alice.id]
    assert [m.content for m in first + more] == list(LINES[:5])
    assert world.last_messages(cast.poker, 2) == more
    assert world.last_messages(cast.poker, 99) == first + more  # no more than there are
    assert world.last_messages(cast.poker, 0) == []
    await world.delete_message(cast.alice, more[-1])
    assert world.last_messages(cast.poker, 2) == [first[-1], more[0]]  # what a member sees: not the deleted


async def test_a_deal_with_chat_between_turns_plays_to_its_end(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = make_bot(tmp_path)
    await bot_runner.start(bot)
    members = [cast.alice, cast.bob, cast.carol]
    table_id = await setup_table(world, bot, members)
    dealt = await world.slash(cast.bob, cast.poker, "poker deal")
    await dealt.wait_followups(1)
    said, turns = [], []

    async def talk(turn: int) -> None:
        lines = await chatter(world, cast.poker, members, 5, start=turn)
        assert world.last_messages(cast.poker, 5) == lines  # at the foot of the channel, the table above
        said.extend(lines)
        turns.append(turn)

    await play_to_the_end(world, bot, table_id, between=talk)
    assert len(turns) >= 3 and len(said) == 5 * len(turns)  # five lines before every turn; three players at least one each
    assert all(not m.deleted and m.edit_count == 0 for m in said)  # the bot leaves members' words alone
    await audit_ok(bot)

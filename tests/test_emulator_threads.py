"""Private threads in the emulator as on Discord: who sees them, joining, archiving; and the
sandbox's pages showing a private thread only to its members."""

from __future__ import annotations

from pathlib import Path

import discord
import pytest
from discord.ext import commands

from bot.sandbox import seen, world_file
from discord_emulator import BotRunner, DiscordWorld
from discord_emulator import permissions as perms
from discord_emulator.model import Guild


class ThreadBot(commands.Bot):
    def __init__(self) -> None:
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default())

    async def setup_hook(self) -> None:
        await self.tree.sync()  # the runner waits for it, as for any bot


def grant_bot(world: DiscordWorld, guild: Guild, bits: int, *, take: bool = False) -> None:
    role = next(r for r in guild.roles.values() if r.bot_id == world.bot_user.id)
    role.permissions = role.permissions & ~bits if take else role.permissions | bits


@pytest.fixture
async def bot(bot_runner: BotRunner) -> ThreadBot:
    bot = ThreadBot()
    await bot_runner.start(bot)
    return bot


def sees(guild: Guild, user_id: int, channel) -> bool:
    return bool(guild.permissions(user_id, channel) & perms.VIEW_CHANNEL)


async def private_thread(world: DiscordWorld, bot: ThreadBot, name: str = "lessons") -> discord.Thread:
    channel = bot.get_channel(world.cast.poker.id)
    assert isinstance(channel, discord.TextChannel)
    return await channel.create_thread(name=name, type=discord.ChannelType.private_thread)


async def test_a_private_thread_needs_the_permission_to_create_one(discord_world: DiscordWorld,
                                                                 bot: ThreadBot) -> None:
    grant_bot(discord_world, discord_world.cast.guild, perms.CREATE_PRIVATE_THREADS, take=True)
    with pytest.raises(discord.Forbidden):
        await private_thread(discord_world, bot)  # as for a bot invited with the earlier link


async def test_a_private_thread_is_seen_by_its_members_and_those_who_manage_threads(
        discord_world: DiscordWorld, bot: ThreadBot) -> None:
    cast = discord_world.cast
    grant_bot(discord_world, cast.guild, perms.CREATE_PRIVATE_THREADS)
    thread = await private_thread(discord_world, bot)
    made = discord_world.channels[thread.id]
    assert made.is_private_thread and made.thread_members == {discord_world.bot_user.id}
    assert not any(sees(cast.guild, u.id, made) for u in (cast.alice, cast.bob, cast.carol))
    assert sees(cast.guild, cast.guild.owner_id, made)  # the owner manages everything

    await thread.add_user(discord.Object(cast.bob.id))
    assert made.thread_members == {discord_world.bot_user.id, cast.bob.id}
    assert sees(cast.guild, cast.bob.id, made) and not sees(cast.guild, cast.carol.id, made)
    members = await thread.fetch_members()
    assert {m.id for m in members} == {discord_world.bot_user.id, cast.bob.id}

    moderators = discord_world.add_role(cast.guild, "Moderators", perms.MANAGE_THREADS)
    cast.guild.members[cast.carol.id].role_ids.append(moderators.id)
    assert sees(cast.guild, cast.carol.id, made)

    with pytest.raises(discord.NotFound):
        await thread.add_user(discord.Object(cast.erin.id))  # not a member of the guild


async def test_archiving_needs_manage_threads_and_a_locked_thread_stays_shut(
        discord_world: DiscordWorld, bot: ThreadBot) -> None:
    cast = discord_world.cast
    grant_bot(discord_world, cast.guild, perms.MANAGE_THREADS, take=True)  # as with the earlier link
    thread = await private_thread(discord_world, bot)
    made = discord_world.channels[thread.id]
    with pytest.raises(discord.Forbidden):
        await thread.edit(archived=True)
    assert not made.archived

    grant_bot(discord_world, cast.guild, perms.MANAGE_THREADS)
    await thread.edit(archived=True)
    assert made.archived
    with pytest.raises(discord.HTTPException) as refused:
        await thread.add_user(discord.Object(cast.bob.id))
    assert refused.value.code == 50083
    await thread.send("back again")  # a message opens an unlocked archived thread
    assert not made.archived

    await thread.edit(archived=True, locked=True)
    grant_bot(discord_world, cast.guild, perms.MANAGE_THREADS, take=True)
    with pytest.raises(discord.HTTPException) as refused:
        await thread.send("let me in")
    assert refused.value.code == 50083 and made.archived
    with pytest.raises(discord.Forbidden):
        await thread.edit(archived=False)  # locked: only those who manage threads open it


async def test_a_sandbox_page_shows_a_private_thread_only_to_its_members(tmp_path: Path) -> None:
    world = world_file.new_world(["alice", "bob", "carol"])
    guild = world_file.sandbox_guild(world)
    alice, bob, carol = (world.user_named(n) for n in ("alice", "bob", "carol"))
    poker = next(c for c in guild.channels if c.name == "poker")
    thread = world.add_thread(poker, "bob's lessons", private=True)
    thread.thread_members.add(bob.id)
    said = await world.messages.create(thread, {"content": "the coach: keep your pair"}, [],
                                       author=world.bot_user)
    for user, may in ((bob, True), (carol, False), (alice, False)):  # alice: admin, but not of threads
        state = seen.state(world, user, {})
        assert seen.may_see(user, said) is may
        assert (str(thread.id) in state["messages"]) is may
        assert any(c["id"] == str(thread.id) for c in state["channels"]) is may

    # Kept across a restart of the sandbox: the world file holds who joined.
    path = tmp_path / "world.json"
    world_file.write(path, world_file.snapshot(world))
    again = world_file.load(path)
    kept = again.channels[thread.id]
    assert kept.is_private_thread and kept.thread_members == thread.thread_members

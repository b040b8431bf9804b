"""Members' plain messages in the emulator, delivered to the bot as Discord delivers them.

The truth is Discord's docs: "List of Intents" (a guild message reaches a bot that
identified with GUILD_MESSAGES, a DM one with DIRECT_MESSAGES), "Message Content Intent"
(without MESSAGE_CONTENT a member's message comes with empty content, embeds, attachments
and components, but for the bot's own messages, DMs and messages that mention it), "HTTP
Restrictions" (over REST the portal's setting decides) and Create Message's 2,000 characters.
The bot is the real discord.py client; what it is told is read from its own events.
"""

from __future__ import annotations

import asyncio

import aiohttp
import discord
import pytest

from discord_emulator import BotRunner, DiscordWorld, InjectionError, MessageRefused, User
from discord_emulator import permissions as perms
from discord_emulator.content import without_content
from discord_emulator.openapi import check_event_message

WAIT = 10.0  # seconds for an event to arrive: far beyond need


class Listener(discord.Client):
    """A bot that notes every message, edit and deletion it is told of, in order."""

    def __init__(self, intents: discord.Intents) -> None:
        super().__init__(intents=intents)
        self.heard: asyncio.Queue[discord.Message] = asyncio.Queue()
        self.edits: asyncio.Queue[discord.RawMessageUpdateEvent] = asyncio.Queue()
        self.deletions: asyncio.Queue[discord.RawMessageDeleteEvent] = asyncio.Queue()

    async def on_message(self, message: discord.Message) -> None:
        self.heard.put_nowait(message)

    async def on_raw_message_edit(self, event: discord.RawMessageUpdateEvent) -> None:
        self.edits.put_nowait(event)

    async def on_raw_message_delete(self, event: discord.RawMessageDeleteEvent) -> None:
        self.deletions.put_nowait(event)

    async def next_message(self) -> discord.Message:
        return await asyncio.wait_for(self.heard.get(), WAIT)


def intents(*, guild_messages: bool = True, dm_messages: bool = True, content: bool = False) -> discord.Intents:
    chosen = discord.Intents.none()
    chosen.guilds = True
    chosen.guild_messages, chosen.dm_messages, chosen.message_content = guild_messages, dm_messages, content
    return chosen


async def listening(runner: BotRunner, world: DiscordWorld, chosen: discord.Intents) -> Listener:
    world.answer_problems = []  # every message event held to the spec's message object
    bot = Listener(chosen)
    await runner.start(bot, wait_for_sync=False)
    return bot


async def test_a_bot_with_the_content_intent_reads_a_members_message(discord_world: DiscordWorld,
                                                                    bot_runner: BotRunner) -> None:
    world, cast = discord_world, discord_world.cast
    bot = await listening(bot_runner, world, intents(content=True))
    posted = await world.post_message(cast.bob, cast.poker, "anyone for a **jack-pot**?")
    heard = await bot.next_message()
    assert (heard.id, heard.channel.id, heard.author.id) == (posted.id, cast.poker.id, cast.bob.id)
    assert heard.content == "anyone for a **jack-pot**?"
    assert isinstance(heard.author, discord.Member) and heard.author.guild.id == cast.guild.id  # its member came too
    in_thread = await world.post_message(cast.carol, cast.table_thread, "in the thread")
    heard = await bot.next_message()
    assert (heard.id, heard.channel.id, heard.content) == (in_thread.id, cast.table_thread.id, "in the thread")
    assert world.answer_problems == []


async def test_without_the_content_intent_a_members_message_comes_empty_but_for_a_mention_or_a_dm(
        discord_world: DiscordWorld, bot_runner: BotRunner) -> None:
    world, cast = discord_world, discord_world.cast
    bot = await listening(bot_runner, world, intents())
    posted = await world.post_message(cast.bob, cast.poker, "raise you ten")
    heard = await bot.next_message()
    assert heard.id == posted.id and heard.author.id == cast.bob.id
    assert (heard.content, heard.embeds, heard.attachments, heard.components) == ("", [], [], [])
    assert posted.content == "raise you ten"  # what the channel shows is whole: only the bot's copy is empty

    mention = f"<@{world.bot_user.id}> deal me in"
    await world.post_message(cast.carol, cast.poker, mention)
    heard = await bot.next_message()
    assert heard.content == mention and [u.id for u in heard.mentions] == [world.bot_user.id]

    await world.post_message(cast.bob, world.dm_channel(cast.bob), "a word in private")
    heard = await bot.next_message()
    assert heard.content == "a word in private" and isinstance(heard.channel, discord.DMChannel)
    assert world.answer_problems == []


async def test_the_bots_own_messages_come_back_to_it_whole(discord_world: DiscordWorld, bot_runner: BotRunner) -> None:
    world, cast = discord_world, discord_world.cast
    bot = await listening(bot_runner, world, intents())  # no content intent: its own are read anyway
    channel = bot.get_channel(cast.poker.id)
    assert isinstance(channel, discord.TextChannel)
    sent = await channel.send("Deal 1: bob to say")
    heard = await bot.next_message()
    assert (heard.id, heard.author.id, heard.content) == (sent.id, world.bot_user.id, "Deal 1: bob to say")
    assert world.last_messages(cast.poker, 1)[0].id == sent.id
    assert world.answer_problems == []


async def test_without_the_messages_intent_nothing_of_the_channel_arrives(discord_world: DiscordWorld,
                                                                         bot_runner: BotRunner) -> None:
    world, cast = discord_world, discord_world.cast
    bot = await listening(bot_runner, world, intents(guild_messages=False, content=True))
    await world.post_message(cast.bob, cast.poker, "nobody hears this")
    dm = await world.post_message(cast.bob, world.dm_channel(cast.bob), "but this")
    heard = await bot.next_message()  # the gateway keeps order: the channel's came first, if at all
    assert heard.id == dm.id and bot.heard.empty()
    session = world.sessions[-1]
    assert [p["t"] for p in session.sent if p["t"].startswith("MESSAGE")] == ["MESSAGE_CREATE"]


async def test_a_dm_needs_the_direct_messages_intent(discord_world: DiscordWorld, bot_runner: BotRunner) -> None:
    world, cast = discord_world, discord_world.cast
    bot = await listening(bot_runner, world, intents(dm_messages=False, content=True))
    await world.post_message(cast.bob, world.dm_channel(cast.bob), "unheard")
    posted = await world.post_message(cast.bob, cast.poker, "heard")
    heard = await bot.next_message()
    assert heard.id == posted.id and bot.heard.empty()


async def test_edits_and_deletions_reach_the_bot_as_its_intents_allow(discord_world: DiscordWorld,
                                                                      bot_runner: BotRunner) -> None:
    world, cast = discord_world, discord_world.cast
    bot = await listening(bot_runner, world, intents())
    posted = await world.post_message(cast.bob, cast.poker, "I pass")
    await bot.next_message()
    await world.edit_message(cast.bob, posted, f"I pass, <@{world.bot_user.id}>")
    edit = await asyncio.wait_for(bot.edits.get(), WAIT)
    assert edit.message_id == posted.id and edit.data["content"] == f"I pass, <@{world.bot_user.id}>"
    assert posted.content == f"I pass, <@{world.bot_user.id}>" and posted.payload["edited_timestamp"]
    await world.edit_message(cast.bob, posted, "I pass")  # the mention gone, the content is hidden again
    edit = await asyncio.wait_for(bot.edits.get(), WAIT)
    assert edit.data["content"] == "" and edit.data["mentions"] == []
    with pytest.raises(MessageRefused) as refused:
        await world.edit_message(cast.carol, posted, "not hers")
    assert refused.value.error.code == 50005
    with pytest.raises(MessageRefused) as refused:
        await world.delete_message(cast.carol, posted)
    assert refused.value.error.code == 50013
    await world.delete_message(cast.bob, posted)
    gone = await asyncio.wait_for(bot.deletions.get(), WAIT)
    assert (gone.message_id, gone.channel_id) == (posted.id, cast.poker.id)
    assert posted.id not in [m.id for m in world.channel_messages(cast.poker)]
    assert world.answer_problems == []


async def test_a_members_message_is_held_to_discords_limits(discord_world: DiscordWorld) -> None:
    world, cast = discord_world, discord_world.cast
    with pytest.raises(MessageRefused) as refused:
        await world.post_message(cast.bob, cast.poker, "")
    assert (refused.value.error.status, refused.value.error.code) == (400, 50006)
    with pytest.raises(MessageRefused) as refused:
        await world.post_message(cast.bob, cast.poker, "x" * 2001)
    assert refused.value.error.body() == {"message": "Invalid Form Body", "code": 50035, "errors": {
        "content": {"_errors": [{"code": "BASE_TYPE_MAX_LENGTH", "message": "Must be 2000 or fewer in length."}]}}}
    kept = await world.post_message(cast.bob, cast.poker, "♠" * 2000)  # code points, as Discord counts
    assert [m.id for m in world.channel_messages(cast.poker)] == [kept.id]  # the refused ones left nothing


async def test_a_member_writes_only_where_he_may(discord_world: DiscordWorld) -> None:
    world, cast = discord_world, discord_world.cast
    quiet = world.add_text_channel(cast.guild, "rules", overwrites=[
        perms.Overwrite(cast.guild.id, 0, deny=perms.SEND_MESSAGES)])
    with pytest.raises(MessageRefused) as refused:
        await world.post_message(cast.bob, quiet, "hello")
    assert (refused.value.error.status, refused.value.error.code) == (403, 50013)
    hidden = world.add_thread(cast.poker, "lessons", private=True, owner=cast.carol)
    with pytest.raises(InjectionError, match="cannot see"):
        await world.post_message(cast.bob, hidden, "let me in")
    with pytest.raises(InjectionError, match="not a member"):
        await world.post_message(cast.erin, cast.poker, "hello")
    with pytest.raises(InjectionError, match="not in that DM"):
        await world.post_message(cast.carol, world.dm_channel(cast.bob), "hello")
    cast.table_thread.archived = True
    await world.post_message(cast.bob, cast.table_thread, "wake up")  # opens it again, as the bot's would
    assert not cast.table_thread.archived
    cast.table_thread.archived = cast.table_thread.locked = True
    with pytest.raises(MessageRefused) as refused:
        await world.post_message(cast.bob, cast.table_thread, "still locked")
    assert refused.value.error.code == 50083


async def test_mentions_are_parsed_as_discord_does(discord_world: DiscordWorld) -> None:
    world, cast = discord_world, discord_world.cast
    posted = await world.post_message(cast.alice, cast.poker, f"<@{cast.bob.id}> <@!{cast.carol.id}> <@{cast.bob.id}> "
                                      f"<@&{cast.croupier.id}> <@999> @everyone")
    assert [u["id"] for u in posted.payload["mentions"]] == [str(cast.bob.id), str(cast.carol.id)]
    assert posted.payload["mention_roles"] == [str(cast.croupier.id)]
    assert posted.payload["mention_everyone"] is False  # alice may not mention everyone
    event = world.messages._event(posted)
    assert event["member"]["roles"] == [str(cast.croupier.id)]
    assert [u["member"]["joined_at"] for u in event["mentions"]]  # each mention with its member, in a guild


async def test_over_rest_the_portal_setting_decides_what_the_bot_reads(discord_world: DiscordWorld) -> None:
    world, cast = discord_world, discord_world.cast
    posted = await world.post_message(cast.bob, cast.poker, "hello table")
    url = f"{world.api_base}/channels/{cast.poker.id}/messages"
    auth = {"Authorization": f"Bot {world.token}"}
    async with aiohttp.ClientSession() as http:
        async with http.get(url, headers=auth) as answer:
            assert [m["content"] for m in await answer.json()] == ["hello table"]
        world.privileged_intents.discard("message_content")
        async with http.get(url, headers=auth) as answer:
            assert [m["content"] for m in await answer.json()] == [""]
        async with http.get(f"{url}/{posted.id}", headers=auth) as answer:
            assert (await answer.json())["content"] == ""


def test_an_event_message_of_the_wrong_shape_is_noticed() -> None:
    """The check the gateway's message events are held to can fail: an id as a number, a
    required field left out."""
    good = {"id": "1", "channel_id": "2", "author": User(3, "bob").payload(),
            "content": "", "timestamp": "2026-01-01T00:00:00+00:00", "edited_timestamp": None, "tts": False,
            "mention_everyone": False, "mentions": [], "mention_roles": [], "attachments": [], "embeds": [],
            "components": [], "pinned": False, "type": 0, "flags": 0}
    assert check_event_message(good) == []
    assert check_event_message({**good, "id": 1}) != []
    assert check_event_message({k: v for k, v in good.items() if k != "mentions"}) != []
    assert without_content({**good, "content": "x", "poll": {}}) == good

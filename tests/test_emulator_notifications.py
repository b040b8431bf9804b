"""Who the emulated Discord notifies of a message, held to Discord's published rules.

The truth is Discord's docs: the "Allowed Mentions Object" (a mention pings only as
``allowed_mentions`` lets it; replies ping their author only with ``replied_user``;
``SUPPRESS_NOTIFICATIONS`` leaves a badge, no push), Edit Message (an edit rebuilds
``mentions`` but a notification comes only with a new message), and ephemeral answers,
seen only by the member who acted. Requests go over the emulator's real REST routes.
"""

from __future__ import annotations

from typing import Any

import aiohttp

from discord_emulator import DiscordWorld, InteractionRecord, InteractionType, User
from discord_emulator.model import Channel


def auth(world: DiscordWorld) -> dict[str, str]:
    return {"Authorization": f"Bot {world.token}"}


async def bot_post(world: DiscordWorld, channel: Channel, body: dict[str, Any]) -> dict[str, Any]:
    """The bot creates a message in ``channel`` (Create Message), as discord.py sends it."""
    url = f"{world.api_base}/channels/{channel.id}/messages"
    async with aiohttp.ClientSession() as http, http.post(url, json=body, headers=auth(world)) as answer:
        assert answer.status == 200, await answer.text()
        data: dict[str, Any] = await answer.json()
        return data


async def bot_edit(world: DiscordWorld, channel: Channel, message_id: str, body: dict[str, Any]) -> None:
    url = f"{world.api_base}/channels/{channel.id}/messages/{message_id}"
    async with aiohttp.ClientSession() as http, http.patch(url, json=body, headers=auth(world)) as answer:
        assert answer.status == 200, await answer.text()


def whys(world: DiscordWorld, user: User) -> list[str]:
    return [n.why for n in world.notifications(user)]


async def test_a_mention_notifies_as_allowed_mentions_allows(discord_world: DiscordWorld) -> None:
    world, cast = discord_world, discord_world.cast
    bob, carol = cast.bob, cast.carol
    both = f"<@{bob.id}> and <@{carol.id}>, your turn"
    await bot_post(world, cast.poker, {"content": both, "allowed_mentions": {"parse": []}})
    assert world.notifications(bob) == [] and world.notifications(carol) == []  # the pill, no ping
    sent = await bot_post(world, cast.poker, {"content": both, "allowed_mentions": {"users": [str(bob.id)]}})
    assert whys(world, bob) == ["mention"] and world.notifications(carol) == []
    assert [u["id"] for u in sent["mentions"]] == [str(bob.id)]  # only whom it pinged
    await bot_post(world, cast.poker, {"content": both, "allowed_mentions": {"parse": ["users"]}})
    await bot_post(world, cast.poker, {"content": both})  # no field: every mention parsed
    assert whys(world, bob) == ["mention"] * 3 and whys(world, carol) == ["mention"] * 2
    # No phantom ping: a listed user the content does not mention is not notified.
    await bot_post(world, cast.poker, {"content": "nobody", "allowed_mentions": {"users": [str(carol.id)]}})
    assert len(world.notifications(carol)) == 2


async def test_an_edit_never_notifies(discord_world: DiscordWorld) -> None:
    world, cast = discord_world, discord_world.cast
    sent = await bot_post(world, cast.poker, {"content": "Deal 1", "allowed_mentions": {"parse": []}})
    await bot_edit(world, cast.poker, sent["id"], {"content": f"Deal 1: <@{cast.bob.id}> to say",
                                                     "allowed_mentions": {"parse": ["users"]}})
    stored = world.messages.by_id[int(sent["id"])]
    assert [u["id"] for u in stored.payload["mentions"]] == [str(cast.bob.id)]  # rebuilt, as the docs say
    assert world.notifications(cast.bob) == []
    await world.post_message(cast.alice, cast.poker, "hello")
    own = world.last_message(cast.poker)
    await world.edit_message(cast.alice, own, f"hello <@{cast.carol.id}>")
    assert world.notifications(cast.carol) == []


async def test_a_dm_notifies_its_reader_and_a_reply_pings_only_when_asked(discord_world: DiscordWorld) -> None:
    world, cast = discord_world, discord_world.cast
    dm = world.dm_channel(cast.bob)
    await bot_post(world, dm, {"content": "your turn", "allowed_mentions": {"parse": []}})
    assert whys(world, cast.bob) == ["dm"]
    await world.post_message(cast.bob, dm, "thanks")  # his own: nobody is notified
    assert whys(world, cast.bob) == ["dm"] and world.notifications(world.bot_user) == []
    said = await world.post_message(cast.carol, cast.poker, "who deals?")
    reference = {"message_id": str(said.id), "channel_id": str(cast.poker.id)}
    await bot_post(world, cast.poker, {"content": "alice", "message_reference": reference,
                                       "allowed_mentions": {"parse": []}})
    assert world.notifications(cast.carol) == []  # replied_user defaults to false
    await bot_post(world, cast.poker, {"content": "alice", "message_reference": reference,
                                       "allowed_mentions": {"parse": [], "replied_user": True}})
    assert whys(world, cast.carol) == ["reply"]


async def test_a_member_mention_notifies_only_who_can_see_it(discord_world: DiscordWorld) -> None:
    world, cast = discord_world, discord_world.cast
    await world.post_message(cast.alice, cast.poker, f"<@{cast.bob.id}> <@{cast.erin.id}> <@{cast.alice.id}>")
    assert whys(world, cast.bob) == ["mention"]
    assert world.notifications(cast.erin) == []  # not in the guild
    assert world.notifications(cast.alice) == []  # nobody is pinged by himself


async def test_a_silent_message_badges_without_pushing(discord_world: DiscordWorld) -> None:
    world, cast = discord_world, discord_world.cast
    await bot_post(world, cast.poker, {"content": f"<@{cast.bob.id}>", "flags": 1 << 12})
    [note] = world.notifications(cast.bob)
    assert note.push is False


async def test_an_ephemeral_answer_notifies_nobody(discord_world: DiscordWorld) -> None:
    """An interaction's answers: an ephemeral one pings nobody, a public follow-up pings as
    its ``allowed_mentions`` allow (it is a new message)."""
    world, cast = discord_world, discord_world.cast
    record = InteractionRecord(world, world.ids.next(), "interaction.notify-test", InteractionType.APPLICATION_COMMAND,
                               cast.bob, cast.poker, cast.guild, {"data": {"name": "poker"}})
    world.interactions[record.id] = record
    world.interaction_tokens[record.token] = record
    mention = f"<@{cast.bob.id}> <@{cast.carol.id}>"
    async with aiohttp.ClientSession() as http:
        callback = f"{world.api_base}/interactions/{record.id}/{record.token}/callback"
        async with http.post(callback, json={"type": 4, "data": {"content": mention, "flags": 64}}) as answer:
            assert answer.status in (200, 204), await answer.text()
        hook = f"{world.api_base}/webhooks/{world.application_id}/{record.token}"
        async with http.post(hook, json={"content": mention, "flags": 64}) as answer:
            assert answer.status in (200, 204), await answer.text()
        assert world.notifications(cast.bob) == [] and world.notifications(cast.carol) == []
        async with http.post(hook, json={"content": mention, "allowed_mentions": {"users": [str(cast.carol.id)]}}) as answer:
            assert answer.status in (200, 204), await answer.text()
    assert whys(world, cast.carol) == ["mention"] and world.notifications(cast.bob) == []

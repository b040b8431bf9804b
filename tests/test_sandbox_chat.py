"""Members chat in the sandbox: `POST /api/act` with `"kind": "message"` posts a plain message,
which every page in the channel is sent, the world file keeps, and a bot connected to the
sandbox's Discord receives as Discord delivers a message create. Refused as Discord refuses
(1 to 2,000 characters), in one line with Discord's own answer beside it."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import aiohttp
import discord

from bot.sandbox import world_file
from discord_emulator import BotRunner
from tests.sandbox_inproc import member, page_served, poker

MAX_LENGTH = {"message": "Invalid Form Body", "code": 50035, "errors": {
    "content": {"_errors": [{"code": "BASE_TYPE_MAX_LENGTH", "message": "Must be 2000 or fewer in length."}]}}}


class Listener(discord.Client):
    def __init__(self) -> None:
        chosen = discord.Intents.default()
        chosen.message_content = True
        super().__init__(intents=chosen)
        self.heard: asyncio.Queue[discord.Message] = asyncio.Queue()

    async def on_message(self, message: discord.Message) -> None:
        self.heard.put_nowait(message)


async def _post(session: aiohttp.ClientSession, url: str, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    async with session.post(url + "api/act", json={"kind": "message", **body}) as answer:
        return answer.status, await answer.json()


async def test_a_members_line_reaches_every_page_the_bot_and_the_world_file(tmp_path: Path) -> None:
    async with page_served(tmp_path) as (box, url), aiohttp.ClientSession() as session:
        world = box.world
        bob, carol = member(box, "bob"), member(box, "carol")
        runner = BotRunner(world)
        with world.patched_discord():
            bot = Listener()
            await runner.start(bot, wait_for_sync=False)
            try:
                page = await session.ws_connect(f"{url}api/live?as={carol.id}")
                assert (await page.receive_json(timeout=10))["type"] == "state"
                status, said = await _post(session, url, {"as": str(bob.id), "channel_id": str(poker(box).id),
                                                          "content": "  anyone for **a jack-pot**?\n"})
                assert status == 200, said
                event = await page.receive_json(timeout=10)
                assert event["type"] == "message" and event["message"]["id"] == said["message_id"]
                assert event["message"]["author"]["username"] == "bob"
                assert event["message"]["content"] == "anyone for **a jack-pot**?"  # trimmed, as the client sends it
                heard = await asyncio.wait_for(bot.heard.get(), 10)
                assert (str(heard.id), heard.author.id, heard.content) == (
                    said["message_id"], bob.id, "anyone for **a jack-pot**?")
                await page.close()
            finally:
                await runner.stop_all()
        async with session.get(f"{url}api/state?as={carol.id}") as answer:
            shown = (await answer.json())["messages"][str(poker(box).id)]
        assert [(m["author"]["username"], m["content"]) for m in shown] == [("bob", "anyone for **a jack-pot**?")]
        world_file.write(box.files.world, world_file.snapshot(world))
        again = world_file.load(box.files.world)
        (kept,) = again.messages.in_channel(next(c for c in again.channels.values() if c.name == "poker"))
        assert (kept.author_id, kept.content) == (bob.id, "anyone for **a jack-pot**?")


async def test_a_message_is_refused_as_discord_refuses_it(tmp_path: Path) -> None:
    async with page_served(tmp_path) as (box, url), aiohttp.ClientSession() as session:
        bob = {"as": str(member(box, "bob").id), "channel_id": str(poker(box).id)}
        for empty in ("", "  \n\t ", None):
            status, said = await _post(session, url, {**bob, "content": empty})
            assert (status, said) == (400, {"error": "a message needs some text: this one is empty",
                                            "discord": {"message": "Cannot send an empty message", "code": 50006}})
        status, said = await _post(session, url, {**bob, "content": "x" * 2001})
        assert (status, said) == (400, {"error": "a message is at most 2,000 characters: this one has 2,001",
                                        "discord": MAX_LENGTH})
        status, said = await _post(session, url, {**bob, "content": "x" * 1_000_000})  # quoted by length alone
        assert status == 400 and said["error"] == "a message is at most 2,000 characters: this one has 1,000,000"
        status, said = await _post(session, url, {**bob, "content": "♠" * 2000})  # code points, as Discord counts
        assert status == 200, said
        status, said = await _post(session, url, {**bob, "content": 5})
        assert (status, said) == (400, {"error": "content must be text, not 5"})
        dm = box.world.dm_channel(member(box, "carol"))
        status, said = await _post(session, url, {**bob, "channel_id": str(dm.id), "content": "psst"})
        assert (status, said) == (400, {"error": "bob is not in that DM"})
        status, said = await _post(session, url, {**bob, "channel_id": "42", "content": "hello"})
        assert (status, said) == (400, {"error": "no channel with id 42"})
        assert [m.content for m in box.world.channel_messages(poker(box))] == ["♠" * 2000]

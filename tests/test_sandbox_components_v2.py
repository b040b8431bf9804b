"""Components v2 through the sandbox: a file a component shows reaches a member only if he may
see the message, at the sandbox's own address as him, as attachments do; and it outlives a
restart of the sandbox."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import aiohttp

from bot.sandbox import world_file
from bot.sandbox.app import Sandbox
from discord_emulator import Message, User
from discord_emulator.media import media_items
from discord_emulator.uploads import Upload
from tests.sandbox_inproc import bot_says, member, page_served, poker
from tests.test_emulator_uploads import png

V2 = 1 << 15
NOTES = b"the pot holds 30"


def table(*names: str, file: str | None = None) -> dict[str, Any]:
    """A message as a table message could be: a container of text, a gallery, a row of buttons."""
    return {"flags": V2, "components": [
        {"type": 17, "components": [
            {"type": 10, "content": "Deal 1"},
            {"type": 12, "items": [{"media": {"url": f"attachment://{n}"}} for n in names]},
            *([{"type": 13, "file": {"url": f"attachment://{file}"}}] if file else []),
            {"type": 1, "components": [{"type": 2, "style": 1, "label": "Call", "custom_id": "call"}]},
        ]}]}


async def _v2(box: Sandbox, where: User | None, files: dict[str, bytes], *, file: str | None = None,
              for_only: User | None = None) -> Message:
    """The bot's message with the flag in ``where``'s DM, else in #poker (ephemeral for ``for_only``)."""
    channel = box.world.dm_channel(where) if where is not None else poker(box)
    pictures = [n for n in files if n != file]
    uploads = [Upload(i, name, data, None) for i, (name, data) in enumerate(files.items())]
    message = await bot_says(box, channel, table(*pictures, file=file), uploads)
    assert message.payload["attachments"] == []  # every file is shown by a component
    if for_only is not None:
        message.payload["flags"] |= 64
        message.visible_to = for_only.id
    return message


def _component_urls(state: dict[str, Any]) -> list[str]:
    return [str(media["url"]) for messages in state["messages"].values() for m in messages
            for _, media, _ in media_items(m["components"])]


async def test_a_components_file_reaches_only_members_who_may_see_its_message(tmp_path: Path) -> None:
    async with page_served(tmp_path) as (box, url):
        alice, bob, carol = (member(box, n) for n in ("alice", "bob", "carol"))
        bobs_hand, alices_hand, showdown = png(5, 2, 1), png(5, 2, 2), png(7, 3, 3)
        await _v2(box, bob, {"hand.png": bobs_hand})
        await _v2(box, None, {"hand.png": alices_hand}, for_only=alice)
        await _v2(box, None, {"showdown.png": showdown, "notes.txt": NOTES}, file="notes.txt")
        async with aiohttp.ClientSession() as session:

            async def state(who: User) -> dict[str, Any]:
                async with session.get(f"{url}api/state?as={who.id}") as answer:
                    data: dict[str, Any] = await answer.json()
                    return data

            async def fetch(path: str) -> tuple[int, bytes]:
                async with session.get(url + path.lstrip("/")) as answer:
                    return answer.status, await answer.read()

            bobs_state = await state(bob)
            assert box.world.base_url.split("//")[1] not in json.dumps(bobs_state)
            given = _component_urls(bobs_state)
            assert len(given) == 3 and all(u.startswith("/attachments/") and u.endswith(f"?as={bob.id}")
                                           for u in given), given
            assert {await fetch(u) for u in given} == {(200, bobs_hand), (200, showdown), (200, NOTES)}
            # Alice's addresses, fetched as bob: the public ones open, her answer does not.
            opened = set()
            for address in _component_urls(await state(alice)):
                status, data = await fetch(address.replace(f"as={alice.id}", f"as={bob.id}"))
                assert status in (200, 404)
                if status == 200:
                    opened.add(data)
            assert opened == {showdown, NOTES}
            carols = [await fetch(u) for u in _component_urls(await state(carol))]
            assert {data for _, data in carols} == {showdown, NOTES}  # not alice's answer

            # A new message on two pages at once: each is given his own addresses.
            pages = {}
            for who in (bob, carol):
                pages[who.id] = await session.ws_connect(f"{url}api/live?as={who.id}")
                assert (await pages[who.id].receive_json())["type"] == "state"
            await _v2(box, None, {"river.png": png(2, 2, 9)})
            for who in (bob, carol):
                event = await pages[who.id].receive_json(timeout=10)
                (address,) = [str(m["url"]) for _, m, _ in media_items(event["message"]["components"])]
                assert address.endswith(f"?as={who.id}"), (who.name, address)
                assert await fetch(address) == (200, png(2, 2, 9))
                await pages[who.id].close()


async def test_a_components_file_outlives_a_restart(tmp_path: Path) -> None:
    async with page_served(tmp_path) as (box, _):
        sent = await _v2(box, None, {"showdown.png": png(7, 3, 3)})
        saved = world_file.snapshot(box.world)
    path = tmp_path / "world.json"
    world_file.write(path, saved)
    world = world_file.load(path)
    await world.start()
    try:
        world_file.fix_urls(world)
        again = world.messages.by_id[sent.id]
        assert again.files == {"showdown.png": png(7, 3, 3)}
        ((_, media, _),) = list(media_items(again.components))
        assert media["url"].startswith(world.base_url) and media["url"] == again.attachments[0].url
        async with aiohttp.ClientSession() as session, session.get(media["url"]) as answer:
            assert answer.status == 200 and await answer.read() == png(7, 3, 3)
    finally:
        await world.close()

"""Through the sandbox, a member gets the files of the messages he may see and no others:
his own DMs, the ephemeral answers meant for him, and the channels' messages. His page is
given the sandbox's address of each file (as him), never the emulation's own."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import aiohttp

from bot.sandbox.app import Sandbox
from discord_emulator import Message, User
from discord_emulator.uploads import Upload
from tests.sandbox_inproc import bot_says, member, page_served, poker
from tests.test_emulator_uploads import png


async def _picture(box: Sandbox, where: User | None, name: str, data: bytes, *, for_only: User | None = None
                   ) -> Message:
    """A message of the bot with one file: in ``where``'s DM, else in #poker (ephemeral, when
    ``for_only`` is given: marked as the emulation marks an answer only he sees)."""
    channel = box.world.dm_channel(where) if where is not None else poker(box)
    message = await bot_says(box, channel, {"content": name}, [Upload(0, name, data, "image/png")])
    if for_only is not None:
        message.payload["flags"] |= 64
        message.visible_to = for_only.id
    return message


def _urls(state: dict[str, Any]) -> list[str]:
    return [a["url"] for messages in state["messages"].values() for m in messages for a in m["attachments"]]


async def test_a_member_gets_only_the_files_of_messages_he_may_see(tmp_path: Path) -> None:
    async with page_served(tmp_path) as (box, url):
        alice, bob, carol = (member(box, n) for n in ("alice", "bob", "carol"))
        files = {
            "alice's hand": (await _picture(box, alice, "hand.png", png(5, 2, 1)), png(5, 2, 1)),
            "bob's hand": (await _picture(box, bob, "hand.png", png(5, 2, 2)), png(5, 2, 2)),
            "carol's hand": (await _picture(box, carol, "hand.png", png(5, 2, 3)), png(5, 2, 3)),
            "alice's answer": (await _picture(box, None, "hand.png", png(5, 2, 4), for_only=alice), png(5, 2, 4)),
            "the show-down": (await _picture(box, None, "showdown.png", png(7, 3, 5)), png(7, 3, 5)),
        }
        bobs = {files["bob's hand"][1], files["the show-down"][1]}  # what bob may see, by construction

        async with aiohttp.ClientSession() as session:

            async def state(who: User) -> dict[str, Any]:
                async with session.get(f"{url}api/state?as={who.id}") as answer:
                    data: dict[str, Any] = await answer.json()
                    return data

            async def fetch(path: str) -> tuple[int, bytes]:
                async with session.get(url + path.lstrip("/")) as answer:
                    return answer.status, await answer.read()

            # His page is given the sandbox's addresses, as him, and each opens.
            bobs_state = await state(bob)
            # The emulation's own address (and a file's secret in it) never reaches a page.
            assert box.world.base_url.split("//")[1] not in json.dumps(bobs_state)
            given = _urls(bobs_state)
            assert len(given) == 2 and all(u.startswith("/attachments/") and u.endswith(f"?as={bob.id}")
                                           for u in given), given
            assert {await fetch(u) for u in given} == {(200, data) for data in bobs}
            # Alice's addresses, fetched as bob: only the public one opens.
            for address in _urls(await state(alice)):
                status, data = await fetch(address.replace(f"as={alice.id}", f"as={bob.id}"))
                assert data in bobs if status == 200 else status == 404, (address, status)
            # Every message and file id the world holds, under either name, as bob.
            opened = set()
            ids = [(m.id, a.id) for m, _ in files.values() for a in m.attachments]
            for message_id, _ in ids:
                for _, attachment_id in ids:
                    for name in ("hand.png", "showdown.png"):
                        status, data = await fetch(f"/attachments/{message_id}/{attachment_id}/{name}?as={bob.id}")
                        assert status in (200, 404)
                        if status == 200:
                            opened.add(data)
            assert opened == bobs
            # Without saying who asks, nothing opens.
            message, _ = files["the show-down"]
            status, _ = await fetch(f"/attachments/{message.id}/{message.attachments[0].id}/showdown.png")
            assert status == 400

            # A new picture on a page: the live message carries the sandbox's address too.
            ws = await session.ws_connect(f"{url}api/live?as={bob.id}")
            assert (await ws.receive_json())["type"] == "state"
            await _picture(box, bob, "hand.png", png(5, 2, 6))
            event = await ws.receive_json(timeout=10)
            (address,) = [a["url"] for a in event["message"]["attachments"]]
            assert address.startswith("/attachments/") and address.endswith(f"?as={bob.id}")
            assert await fetch(address) == (200, png(5, 2, 6))
            await ws.close()

"""Files in a message with the components v2 flag, as Discord holds them (sources in
``discord_emulator/media.py``).

A file is shown only by a component that names it (``attachment://<filename>``): Discord fills
in that media item (address, size, type, ``attachment_id``) and leaves the file out of the
message's ``attachments``. A file no component names is kept, not refused (clients just do not
draw it). And, as discord-api-docs issue #7529 reports (open): an edit through the interaction
webhook that puts a media gallery with a new upload into a message is answered 400.
"""

from __future__ import annotations

import io
import json
from typing import Any

import aiohttp
import discord
import pytest
from discord import ui

from discord_emulator import BotRunner, DiscordWorld, InteractionType
from tests.test_emulator_limits import _send, _tree
from tests.test_emulator_uploads import HAND, SHOWDOWN, png

V2 = 1 << 15
NOT_FOUND = "UNFURLED_MEDIA_ITEM_REFERENCED_ATTACHMENT_NOT_FOUND"


def gallery(*names: str) -> dict[str, Any]:
    return {"type": 12, "items": [{"media": {"url": f"attachment://{n}"}} for n in names]}


def text(content: str) -> dict[str, Any]:
    return {"type": 10, "content": content}


async def _multipart(http: aiohttp.ClientSession, method: str, url: str, body: dict[str, Any],
                     files: dict[str, bytes], token: str | None = None) -> tuple[int, Any]:
    """As discord.py sends files: ``payload_json`` and ``files[n]``."""
    form = aiohttp.FormData()
    form.add_field("payload_json", json.dumps(body), content_type="application/json")
    for i, (name, data) in enumerate(files.items()):
        form.add_field(f"files[{i}]", data, filename=name, content_type="application/octet-stream")
    headers = {"Authorization": f"Bot {token}"} if token else {}
    async with http.request(method, url, data=form, headers=headers) as answer:
        return answer.status, (await answer.json() if answer.status != 204 else None)


def _not_found(path: str, name: str) -> dict[str, Any]:
    return _tree(path, NOT_FOUND, f'Referenced attachment "{name}" is not among the files')


async def test_a_file_shows_through_the_component_that_names_it(discord_world: DiscordWorld) -> None:
    world = discord_world
    url = f"{world.api_base}/channels/{world.cast.poker.id}/messages"
    body = {"flags": V2, "components": [
        {"type": 17, "components": [text("Your hand"), gallery("hand.png")]},
        {"type": 13, "file": {"url": "attachment://notes.txt"}}]}
    async with aiohttp.ClientSession() as http:
        status, sent = await _multipart(http, "POST", url, body,
                                        {"hand.png": HAND, "notes.txt": b"pot 30", "unused.png": SHOWDOWN},
                                        world.token)
        assert status == 200, sent
        message = world.last_message(world.cast.poker)
        by_name = {a.filename: a for a in message.attachments}
        assert set(by_name) == {"hand.png", "notes.txt", "unused.png"}  # all three kept, none refused
        # Only the one no component names is in the message's attachments (drawn by no client).
        assert [a["filename"] for a in sent["attachments"]] == ["unused.png"]
        media = sent["components"][0]["components"][1]["items"][0]["media"]
        hand = by_name["hand.png"]
        assert media == {"url": hand.url, "proxy_url": hand.url, "content_type": "image/png",
                         "attachment_id": str(hand.id), "width": 5, "height": 2}
        file = sent["components"][1]
        assert (file["name"], file["size"], file["file"]["attachment_id"]) == ("notes.txt", 6,
                                                                              str(by_name["notes.txt"].id))
        async with http.get(media["url"]) as answer:  # the address Discord gives opens the file
            assert answer.status == 200 and await answer.read() == HAND

        # A name the message has no file of: refused, nothing kept.
        status, answer = await _multipart(http, "POST", url, {"flags": V2, "components": [gallery("hand.png")]},
                                          {"other.png": HAND}, world.token)
        assert (status, answer["errors"]) == (400, _not_found("components.0.items.0.media.url", "hand.png"))
    assert world.channel_messages(world.cast.poker) == [message]


class TableView(ui.LayoutView):
    """What a table message could be: text, the hand's picture, a row of buttons, in a container."""

    def __init__(self) -> None:
        super().__init__()
        call = ui.Button(label="Call", custom_id="call")
        call.callback = self.called  # type: ignore[method-assign]
        self.add_item(ui.Container(
            ui.TextDisplay("Deal 1: the pot holds 30"),
            ui.MediaGallery(discord.MediaGalleryItem("attachment://hand.png", description="your hand")),
            ui.ActionRow(call),
            accent_colour=discord.Colour.dark_green(),
        ))

    async def called(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message("called", ephemeral=True)


async def test_discord_py_sends_a_components_v2_message_the_emulator_takes(discord_world: DiscordWorld,
                                                                          bot_runner: BotRunner) -> None:
    bot = discord.Client(intents=discord.Intents.default())
    await bot_runner.start(bot, wait_for_sync=False)
    channel = bot.get_channel(discord_world.cast.poker.id)
    assert isinstance(channel, discord.TextChannel)
    sent = await channel.send(view=TableView(), file=discord.File(io.BytesIO(HAND), filename="hand.png"))
    assert sent.flags.components_v2 and not sent.attachments  # the picture is the gallery's
    (container,) = sent.components
    assert isinstance(container, discord.Container)
    item = container.children[1].items[0]  # type: ignore[attr-defined]
    assert item.media.url.endswith("hand.png?" + item.media.url.split("?")[1]) and item.media.width == 5
    held = discord_world.last_message(discord_world.cast.poker)
    assert held.files == {"hand.png": HAND} and held.custom_ids == ["call"]
    record = await discord_world.click(discord_world.cast.bob, held, "call")
    assert record.callback_data["content"] == "called"


# -- discord-api-docs issue #7529: a media gallery's new upload through the interaction webhook


@pytest.fixture
async def client(bot_runner: BotRunner) -> discord.Client:
    """A bot that never answers an interaction itself: the test answers it, byte for byte."""
    bot = discord.Client(intents=discord.Intents.default())
    await bot_runner.start(bot, wait_for_sync=False)
    return bot


async def test_a_webhook_edit_cannot_bring_a_new_upload_into_a_gallery(discord_world: DiscordWorld, client) -> None:
    world, cast = discord_world, discord_world.cast
    record = await world.inject(InteractionType.APPLICATION_COMMAND, cast.bob, cast.poker,
                                {"id": "1", "name": "anything", "type": 1}, wait=False)
    callback = f"{world.api_base}/interactions/{record.id}/{record.token}/callback"
    hook = f"{world.api_base}/webhooks/{world.application_id}/{record.token}"
    shown = {"flags": V2, "components": [text("Your hand"), gallery("hand.png")]}
    redrawn = {"flags": V2, "components": [text("Redrawn"), gallery("new.png")]}
    async with aiohttp.ClientSession() as http:
        # The first reply may carry it (the issue: "DOES work as expected").
        status, _ = await _multipart(http, "POST", callback, {"type": 4, "data": shown}, {"hand.png": HAND})
        assert status == 204
        # Editing it through the webhook with a new upload in the gallery: refused.
        status, answer = await _multipart(http, "PATCH", f"{hook}/messages/@original", redrawn, {"new.png": SHOWDOWN})
        assert (status, answer["errors"]) == (400, _not_found("components.1.items.0.media.url", "new.png")), answer
        # The same edit naming the file the message already holds: taken.
        status, edited = await _send(http, "PATCH", f"{hook}/messages/@original",
                                     {"flags": V2, "components": [text("Same hand"), gallery("hand.png")]})
        assert status == 200 and edited["components"][0]["content"] == "Same hand"
        # A new follow-up may carry a new upload in its gallery; editing that one may not.
        status, followup = await _multipart(http, "POST", f"{hook}?wait=true", redrawn, {"new.png": SHOWDOWN})
        assert status == 200 and world.messages.by_id[int(followup["id"])].files == {"new.png": SHOWDOWN}
        refused = {"flags": V2, "components": [text("Redrawn"), gallery("again.png")]}
        status, answer = await _multipart(http, "PATCH", f"{hook}/messages/{followup['id']}", refused,
                                          {"again.png": HAND})
        assert (status, answer["errors"]) == (400, _not_found("components.1.items.0.media.url", "again.png"))
        # Only the webhook: the bot's own edit of a channel message takes it.
        channel_edit = f"{world.api_base}/channels/{cast.poker.id}/messages/{followup['id']}"
        status, _ = await _multipart(http, "PATCH", channel_edit, refused, {"again.png": HAND}, world.token)
        assert status == 200
    original = record.original
    assert original is not None and original.files == {"hand.png": HAND}
    # Without an attachments list the old file stays: no component names it any more, so it is
    # back among the message's attachments.
    edited_followup = world.messages.by_id[int(followup["id"])]
    assert edited_followup.files == {"new.png": SHOWDOWN, "again.png": HAND}
    assert [a["filename"] for a in edited_followup.payload["attachments"]] == ["new.png"]


async def test_a_follow_up_filling_in_a_deferred_reply_keeps_the_flag_but_not_a_gallerys_upload(
        discord_world: DiscordWorld, client) -> None:
    world, cast = discord_world, discord_world.cast
    async with aiohttp.ClientSession() as http:
        for files, expected in (({"hand.png": HAND}, 400), ({}, 204)):
            record = await world.inject(InteractionType.APPLICATION_COMMAND, cast.bob, cast.poker,
                                        {"id": "1", "name": "anything", "type": 1}, wait=False)
            callback = f"{world.api_base}/interactions/{record.id}/{record.token}/callback"
            hook = f"{world.api_base}/webhooks/{world.application_id}/{record.token}"
            assert (await _send(http, "POST", callback, {"type": 5}))[0] == 204
            components = [text("Your hand"), *([gallery("hand.png")] if files else [])]
            status, answer = await _multipart(http, "POST", hook, {"flags": V2, "components": components}, files)
            assert status == expected, answer
            original = record.original
            assert original is not None
            if expected == 204:  # filled in as v2, the flag kept
                assert original.flags & V2 and original.components == [{**text("Your hand"), "id": 1}]  # its generated id
            else:
                assert answer["errors"] == _not_found("components.1.items.0.media.url", "hand.png")
                assert original.flags & (1 << 7)  # still thinking


async def test_each_gallery_item_carries_its_own_pictures_size(discord_world: DiscordWorld) -> None:
    world = discord_world
    url = f"{world.api_base}/channels/{world.cast.poker.id}/messages"
    async with aiohttp.ClientSession() as http:
        status, sent = await _multipart(http, "POST", url, {"flags": V2, "components": [gallery("a.png", "b.png")]},
                                        {"a.png": png(3, 4), "b.png": png(6, 1)}, world.token)
    assert status == 200
    sizes = [(i["media"]["width"], i["media"]["height"]) for i in sent["components"][0]["items"]]
    assert sizes == [(3, 4), (6, 1)] and sent["attachments"] == []

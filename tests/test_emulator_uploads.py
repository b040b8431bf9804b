"""The emulator's file uploads and application emojis, driven by the real discord.py client.

Each expectation is Discord's documented behaviour (see ``discord_emulator/uploads.py``
and ``discord_emulator/emojis.py`` for the sources): what a test sends is what it
must be able to fetch back, byte for byte.
"""

from __future__ import annotations

import asyncio
import io
import struct
import zlib

import aiohttp
import discord
import pytest
import yarl
from discord import app_commands

from discord_emulator import BotRunner, CallbackType, DiscordError, DiscordWorld
from discord_emulator.emojis import MAX_EMOJIS, MAX_IMAGE_BYTES
from discord_emulator.ratelimits import EMOJI_CREATE_LIMIT
from discord_emulator.uploads import MAX_ATTACHMENTS, MAX_FILE_BYTES

SEND_ROUTE = "/channels/{channel_id}/messages"
EMOJI_ROUTE = "/applications/{application_id}/emojis"


def png(width: int, height: int, shade: int = 0) -> bytes:
    """A real (grey) PNG of the given size, built by hand so the test needs no imaging library."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    rows = b"".join(b"\x00" + bytes([shade % 256]) * width for _ in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


HAND = png(5, 2, 10)  # five cards in a row
SHOWDOWN = png(7, 3, 20)
BACK = png(1, 1, 30)


def picture(data: bytes, name: str) -> discord.File:
    return discord.File(io.BytesIO(data), filename=name)


class RedrawView(discord.ui.View):
    @discord.ui.button(label="Redraw", custom_id="redraw")
    async def redraw(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        # Type 7, multipart: the clicked message's pictures replaced by one new one.
        await interaction.response.edit_message(content="redrawn", attachments=[picture(BACK, "back.png")])


pics = app_commands.Group(name="pics", description="Pictures through interactions")


@pics.command(description="Reply, follow up and edit the reply, each with a picture")
async def hand(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("your hand", file=picture(HAND, "hand.png"), view=RedrawView())
    await interaction.followup.send("the show-down", file=picture(SHOWDOWN, "showdown.png"))
    await interaction.edit_original_response(attachments=[picture(BACK, "back.png")])


class PictureBot(discord.Client):
    def __init__(self) -> None:
        super().__init__(intents=discord.Intents.default())
        self.tree = app_commands.CommandTree(self)

    async def setup_hook(self) -> None:
        self.tree.add_command(pics)
        await self.tree.sync()


@pytest.fixture
async def bot(bot_runner: BotRunner) -> PictureBot:
    bot = PictureBot()
    await bot_runner.start(bot)
    return bot


def _channel(bot: discord.Client, world: DiscordWorld) -> discord.TextChannel:
    assert world.cast is not None
    channel = bot.get_channel(world.cast.poker.id)
    assert isinstance(channel, discord.TextChannel)
    return channel


# -- attachments ----------------------------------------------------------------------


async def test_message_with_a_picture_is_stored_and_served(discord_world: DiscordWorld, bot: PictureBot) -> None:
    seen: list[list[str]] = []
    discord_world.message_observers.append(lambda m: seen.append([a.filename for a in m.attachments]))
    sent = await _channel(bot, discord_world).send("Deal 1", file=picture(HAND, "hand.png"))

    (request,) = discord_world.requests_to("POST", SEND_ROUTE)
    assert request.files == ["hand.png"] and request.json["content"] == "Deal 1"  # payload_json + files[0]
    stored = discord_world.last_message(discord_world.cast.poker)
    (attachment,) = stored.attachments
    assert attachment.data == HAND and attachment.size == len(HAND)
    assert (attachment.content_type, attachment.width, attachment.height) == ("image/png", 5, 2)
    assert stored.files == {"hand.png": HAND} and seen == [["hand.png"]]
    # What discord.py made of the answer, and the bytes back from the URL it was given.
    (got,) = sent.attachments
    assert (got.filename, got.size, got.width, got.height, got.content_type) == ("hand.png", len(HAND), 5, 2, "image/png")
    assert got.url.startswith(discord_world.base_url)
    assert await got.read() == HAND


async def test_edit_keeps_listed_files_adds_new_and_drops_the_rest(discord_world: DiscordWorld, bot: PictureBot) -> None:
    sent = await _channel(bot, discord_world).send(file=picture(HAND, "hand.png"))
    kept = sent.attachments[0]
    both = await sent.edit(attachments=[kept, picture(SHOWDOWN, "showdown.png")])
    assert [a.filename for a in both.attachments] == ["hand.png", "showdown.png"]
    assert both.attachments[0].id == kept.id  # the same file, not a new upload
    assert await both.attachments[1].read() == SHOWDOWN

    only_back = await both.edit(attachments=[picture(BACK, "back.png")])
    stored = discord_world.last_message(discord_world.cast.poker)
    assert [a.filename for a in only_back.attachments] == ["back.png"]
    assert stored.files == {"back.png": BACK}
    assert [[a["filename"] for a in old["attachments"]] for old in stored.history] == [
        ["hand.png"], ["hand.png", "showdown.png"]]
    # An edit without attachments leaves the files alone.
    await only_back.edit(content="Deal 1")
    assert stored.files == {"back.png": BACK} and stored.content == "Deal 1"


async def test_dm_with_a_picture(discord_world: DiscordWorld, bot: PictureBot) -> None:
    bob = await bot.fetch_user(discord_world.cast.bob.id)
    sent = await bob.send("your cards", file=picture(HAND, "hand.png"))
    (dm,) = discord_world.dms(discord_world.cast.bob)
    assert dm.files == {"hand.png": HAND} and dm.content == "your cards"
    assert await sent.attachments[0].read() == HAND


async def test_interaction_reply_follow_up_and_original_edit_carry_pictures(
    discord_world: DiscordWorld, bot: PictureBot
) -> None:
    cast = discord_world.cast
    record = await discord_world.slash(cast.bob, cast.poker, "pics hand")
    await record.wait_followups(1)
    await record.wait_original_edits(1)
    assert record.callback_type is CallbackType.CHANNEL_MESSAGE
    original = record.original
    assert original is not None and original.files == {"back.png": BACK}
    assert original.history[0]["attachments"][0]["filename"] == "hand.png"
    (followup,) = record.followups
    assert followup.files == {"showdown.png": SHOWDOWN}
    callback = discord_world.requests_to("POST", "/interactions/{webhook_id}/{webhook_token}/callback")[0]
    assert callback.files == ["hand.png"] and callback.json["data"]["attachments"] == [{"id": 0, "filename": "hand.png"}]

    # A button on that message answers with type 7 (update), replacing its picture.
    clicked = await discord_world.click(cast.carol, original, "redraw")
    assert clicked.callback_type is CallbackType.UPDATE_MESSAGE
    assert original.content == "redrawn" and [a.data for a in original.attachments] == [BACK]


async def test_too_many_attachments_is_refused_whole(discord_world: DiscordWorld, bot: PictureBot) -> None:
    channel = _channel(bot, discord_world)
    files = [picture(png(1, 1, n), f"card{n}.png") for n in range(MAX_ATTACHMENTS + 1)]
    with pytest.raises(discord.HTTPException) as refused:
        await channel.send(files=files)
    assert (refused.value.status, refused.value.code) == (400, 30015)
    assert discord_world.channel_messages(discord_world.cast.poker) == []

    ten = await channel.send(files=files[:MAX_ATTACHMENTS])
    assert len(ten.attachments) == MAX_ATTACHMENTS
    with pytest.raises(discord.HTTPException) as refused:
        await ten.edit(attachments=[*ten.attachments, picture(BACK, "back.png")])
    assert refused.value.code == 30015
    stored = discord_world.last_message(discord_world.cast.poker)
    assert len(stored.attachments) == MAX_ATTACHMENTS and stored.edit_count == 0  # nothing half-written


async def test_oversize_file_gets_413(discord_world: DiscordWorld, bot: PictureBot) -> None:
    big = b"\x89PNG\r\n\x1a\n" + bytes(MAX_FILE_BYTES)
    with pytest.raises(discord.HTTPException) as refused:
        await _channel(bot, discord_world).send(file=picture(big, "big.png"))
    assert (refused.value.status, refused.value.code) == (413, 40005)
    assert discord_world.channel_messages(discord_world.cast.poker) == []


async def test_unknown_attachment_url_is_404(discord_world: DiscordWorld, bot: PictureBot) -> None:
    sent = await _channel(bot, discord_world).send(file=picture(HAND, "hand.png"))
    wrong = sent.attachments[0].url.replace("hand.png", "other.png")
    with pytest.raises(discord.NotFound):
        await bot.http.get_from_cdn(wrong)


async def test_no_member_fetches_anothers_hand_picture_by_guessing_its_address(
    discord_world: DiscordWorld, bot: PictureBot
) -> None:
    """Bob holds his own hand picture's address. Ids are sequential and every hand is
    "hand.png": from his address he tries every id near his own and the others' true ids
    too, in his DM channel and theirs, with his own query string and with none. Only his
    own address opens, as on Discord's CDN, whose links are signed."""
    cast = discord_world.cast
    hands = {}
    for shade, name in enumerate(("alice", "bob", "carol")):
        member = await bot.fetch_user(getattr(cast, name).id)
        sent = await member.send("your hand", file=picture(png(5, 2, 100 + shade), "hand.png"))
        hands[name] = sent.attachments[0]
    mine = yarl.URL(hands["bob"].url)
    channels = [str(discord_world.dm_channel(getattr(cast, n)).id) for n in ("alice", "bob", "carol")]
    ids = {hands["bob"].id + step for step in range(-300, 301)} | {hands["alice"].id, hands["carol"].id}
    others = {await hands[n].read() for n in ("alice", "carol")}
    opened = []
    async with aiohttp.ClientSession() as session:
        for channel in channels:
            for attachment_id in sorted(ids):
                for query in (mine.query, {}):
                    url = mine.with_path(f"/attachments/{channel}/{attachment_id}/hand.png").with_query(query)
                    async with session.get(url) as answer:
                        if answer.status != 404:
                            opened.append((str(url), answer.status, await answer.read() in others))
    assert opened == [(str(mine), 200, False)]
    assert set(mine.query) == {"ex", "is", "hm"}  # the CDN's signed form


# -- application emojis ----------------------------------------------------------------


async def test_create_list_rename_and_delete_application_emojis(discord_world: DiscordWorld, bot: PictureBot) -> None:
    assert await bot.fetch_application_emojis() == []
    ace = await bot.create_application_emoji(name="card_As", image=png(4, 4, 1))
    king = await bot.create_application_emoji(name="card_Kd", image=png(4, 4, 2))
    listed = await bot.fetch_application_emojis()
    assert {(e.id, e.name) for e in listed} == {(ace.id, "card_As"), (king.id, "card_Kd")}
    assert str(ace) == f"<:card_As:{ace.id}>" and ace.user is not None and ace.user.id == bot.user.id
    assert discord_world.emojis.by_id[ace.id].image == png(4, 4, 1)

    renamed = await king.edit(name="card_Kh")
    assert renamed.name == "card_Kh" and (await bot.fetch_application_emoji(king.id)).name == "card_Kh"
    await ace.delete()
    assert [e.name for e in await bot.fetch_application_emojis()] == ["card_Kh"]
    with pytest.raises(discord.NotFound) as missing:
        await bot.fetch_application_emoji(ace.id)
    assert missing.value.code == 10014
    assert discord_world.emojis.created == ["card_As", "card_Kd"] and discord_world.emojis.deleted == ["card_As"]


@pytest.mark.parametrize("name", ["a", "x" * 33, "card-As", "carte♠"])
async def test_bad_emoji_name_is_refused(discord_world: DiscordWorld, bot: PictureBot, name: str) -> None:
    with pytest.raises(discord.HTTPException) as refused:
        await bot.create_application_emoji(name=name, image=png(2, 2))
    assert refused.value.code == 50035 and "name" in refused.value.text
    assert discord_world.emojis.by_id == {}


async def test_oversize_emoji_image_is_refused(discord_world: DiscordWorld, bot: PictureBot) -> None:
    just_fits = png(2, 2) + bytes(MAX_IMAGE_BYTES - len(png(2, 2)))
    await bot.create_application_emoji(name="fits", image=just_fits)
    with pytest.raises(discord.HTTPException) as refused:
        await bot.create_application_emoji(name="too_big", image=just_fits + b"\x00")
    assert refused.value.code == 50035 and "256" in refused.value.text
    assert [e.name for e in await bot.fetch_application_emojis()] == ["fits"]


async def test_duplicate_emoji_name_is_refused(discord_world: DiscordWorld, bot: PictureBot) -> None:
    first = await bot.create_application_emoji(name="card_Jo", image=png(2, 2))
    with pytest.raises(discord.HTTPException) as refused:
        await bot.create_application_emoji(name="card_Jo", image=png(3, 3))
    assert refused.value.code == 50035 and "In name: Emoji name already taken" in refused.value.text
    with pytest.raises(DiscordError) as body:  # the nested code bots match on
        discord_world.emojis.create({"name": "card_Jo", "image": "data:image/png;base64,iVBORw0KGgo="})
    assert body.value.body()["errors"]["name"]["_errors"][0]["code"] == "APPLICATION_EMOJI_NAME_ALREADY_TAKEN"
    other = await bot.create_application_emoji(name="card_back", image=png(2, 2))
    with pytest.raises(discord.HTTPException):
        await other.edit(name="card_Jo")
    assert (await first.edit(name="card_Jo")).name == "card_Jo"  # its own name is no clash


async def test_two_thousand_emojis_at_most(discord_world: DiscordWorld, bot: PictureBot) -> None:
    image = "data:image/png;base64,iVBORw0KGgo="
    for n in range(MAX_EMOJIS):
        discord_world.emojis.create({"name": f"e{n}", "image": image})
    with pytest.raises(discord.HTTPException) as refused:
        await bot.create_application_emoji(name="one_more", image=png(2, 2))
    assert (refused.value.status, refused.value.code) == (400, 30008)
    assert len(await bot.fetch_application_emojis()) == MAX_EMOJIS


async def test_emojis_outlive_a_restart_and_uploads_are_counted(
    discord_world: DiscordWorld, bot_runner: BotRunner, bot: PictureBot
) -> None:
    for name in ("card_As", "card_Ks"):
        await bot.create_application_emoji(name=name, image=png(2, 2))
    first_ids = {e.id for e in await bot.fetch_application_emojis()}
    fresh = PictureBot()
    await bot_runner.restart(bot, fresh)
    assert {e.id for e in await fresh.fetch_application_emojis()} == first_ids
    assert discord_world.emojis.created == ["card_As", "card_Ks"]  # uploaded once, nothing since
    assert len(discord_world.requests_to("POST", EMOJI_ROUTE)) == 2


async def test_emoji_creation_counts_against_its_own_limit(discord_world: DiscordWorld, bot: PictureBot) -> None:
    await asyncio.gather(*(
        bot.create_application_emoji(name=f"card_{n}", image=png(2, 2)) for n in range(EMOJI_CREATE_LIMIT.count + 1)
    ))
    over = [v for v in discord_world.rate_limits.violations() if v.key[1] == EMOJI_ROUTE]
    assert len(over) == 1 and over[0].limit == EMOJI_CREATE_LIMIT
    assert len(discord_world.emojis.by_id) == EMOJI_CREATE_LIMIT.count + 1  # counted, not enforced by default

"""The emulator held to Discord's own rules (issue 38): its published OpenAPI description
(discord_emulator/spec, API v10) for the shape of every request body, and its developer docs for
the rules the description does not encode.

Each rule is tried through the real middleware, over HTTP on 127.0.0.1: a body that keeps it is
taken, its neighbour that breaks it is refused with Discord's 400 "Invalid Form Body" (50035),
the errors tree naming the field and Discord's code.  Three bodies the emulator used to refuse
and Discord takes are taken; a malformed id is a 400, not a 500.
"""

from __future__ import annotations

import base64
import hashlib
import struct
import zlib
from pathlib import Path
from typing import Any

import aiohttp
import discord
import pytest

from bot.discord_side.buttons import DiscardSelect
from bot.discord_side.custom_ids import ButtonId
from discord_emulator import BotRunner, DiscordWorld, InteractionType, openapi
from discord_emulator.command_rules import size
from tests.table_invariants import TableInvariants

SHARED_SPEC = Path("/work/shared/discord-api-spec")
V2 = 1 << 15


def _tree(path: str, code: str) -> dict[str, Any]:
    """The errors tree Discord answers for one problem at a dotted path, its message left out."""
    tree: dict[str, Any] = {"_errors": [code]}
    for part in reversed(path.split(".")) if path else ():
        tree = {part: tree}
    return tree


def _codes(errors: Any) -> Any:
    """An errors tree with each problem reduced to its code (the messages are Discord's prose)."""
    if isinstance(errors, dict):
        return {k: ([e["code"] for e in v] if k == "_errors" else _codes(v)) for k, v in errors.items()}
    return errors


def _row(*items: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(items)}


def _button(**more: Any) -> dict[str, Any]:
    return {"type": 2, "style": 1, "label": "Go", "custom_id": "go", **more}


def _select(**more: Any) -> dict[str, Any]:
    return {"type": 3, "custom_id": "pick", "options": [{"label": "Ace", "value": "As"}], **more}


def _png() -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(b"\x00\xff\x00\x00")) + chunk(b"IEND", b""))


def _command(**more: Any) -> dict[str, Any]:
    return {"name": "poker", "description": "Play", "type": 1, **more}


def _option(name: str, **more: Any) -> dict[str, Any]:
    return {"type": 3, "name": name, "description": "d", **more}


def _sized_command(total: int) -> dict[str, Any]:
    """A valid command whose size, as the docs count it, is exactly ``total``: string options,
    each named in 3 characters and described in 100, with choices of up to 200 (name and value)."""
    command = _command(options=[])
    rest = total - size(command)
    while rest > 0:
        budget = min(rest, 3 + 100 + 25 * 200)
        if 0 < rest - budget < 4:  # too little left for another option: leave it room
            budget -= 4
        describe = min(100, budget - 3)
        left = budget - 3 - describe
        if left == 1:
            describe, left = describe - 1, 2
        choices = []
        while left > 0:
            chars = min(200, left) if left - min(200, left) != 1 else 199
            name = min(100, chars - 1)
            choices.append({"name": "n" * name, "value": "v" * (chars - name)})
            left -= chars
        command["options"].append({"type": 3, "name": f"o{len(command['options']):02d}",
                                   "description": "d" * describe, "choices": choices})
        rest -= budget
    assert size(command) == total
    return command


EMOJI = "{emoji}"  # stands for the id of an emoji the application has, filled in by the test
UNKNOWN_EMOJI = "1577434989358878720"

# (what, where it is sent, a body that keeps the rule, its neighbour that breaks it, path, code)
REFUSED = [
    ("an embed's colour is within 0xFFFFFF", "message", {"embeds": [{"description": "d", "color": 0xFFFFFF}]},
     {"embeds": [{"description": "d", "color": 0x1000000}]}, "embeds.0.color", "NUMBER_TYPE_MAX"),
    ("an embed's url is a URL", "message", {"embeds": [{"title": "t", "url": "https://example.org/x"}]},
     {"embeds": [{"title": "t", "url": "the table"}]}, "embeds.0.url", "URL_TYPE_INVALID_URL"),
    ("only a link button has a url", "message", {"components": [_row({"type": 2, "style": 5, "label": "Laws",
                                                                       "url": "https://example.org"})]},
     {"components": [_row(_button(url="https://example.org"))]}, "components.0.components.0.url", "COMPONENT_INVALID"),
    ("a button's style is 1 to 6", "message", {"components": [_row(_button(style=4))]},
     {"components": [_row(_button(style=7))]}, "components.0.components.0.style", "BASE_TYPE_CHOICES"),
    ("a required select is not min_values 0", "message",
     {"components": [_row(_select(min_values=0, required=False))]},
     {"components": [_row(_select(min_values=0, required=True))]}, "components.0.components.0.min_values",
     "SELECT_COMPONENT_REQUIRED_ZERO_MIN_VALUES"),
    ("a required select is not min_values 0, in a reply", "callback",
     {"type": 4, "data": {"components": [_row(_select(min_values=0))]}},
     {"type": 4, "data": {"components": [_row(_select(min_values=0, required=True))]}},
     "data.components.0.components.0.min_values", "SELECT_COMPONENT_REQUIRED_ZERO_MIN_VALUES"),
    ("an option has a label", "message", {"components": [_row(_select())]},
     {"components": [_row(_select(options=[{"value": "As"}]))]}, "components.0.components.0.options.0.label",
     "BASE_TYPE_REQUIRED"),
    ("an option's emoji is one the bot has", "message",
     {"components": [_row(_select(options=[{"label": "A", "value": "As", "emoji": {"id": EMOJI, "name": "pk"}}]))]},
     {"components": [_row(_select(options=[{"label": "A", "value": "As",
                                             "emoji": {"id": UNKNOWN_EMOJI, "name": "pk"}}]))]},
     "components.0.components.0.options.0.emoji.id", "BUTTON_COMPONENT_INVALID_EMOJI"),
    ("a button's emoji is one the bot has", "message",
     {"components": [_row(_button(emoji={"id": EMOJI, "name": "pk"}))]},
     {"components": [_row(_button(emoji={"id": UNKNOWN_EMOJI, "name": "pk"}))]},
     "components.0.components.0.emoji.id", "BUTTON_COMPONENT_INVALID_EMOJI"),
    ("parse users and a users list are exclusive", "message",
     {"content": "hi", "allowed_mentions": {"parse": ["users"], "users": []}},
     {"content": "hi", "allowed_mentions": {"parse": ["users"], "users": ["1"]}}, "allowed_mentions",
     "MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE"),
    ("parse names users, roles or everyone", "message", {"content": "hi", "allowed_mentions": {"parse": ["roles"]}},
     {"content": "hi", "allowed_mentions": {"parse": ["channels"]}}, "allowed_mentions.parse.0", "BASE_TYPE_CHOICES"),
    ("at most three stickers", "message", {"content": "hi", "sticker_ids": ["1", "2", "3"]},
     {"content": "hi", "sticker_ids": ["1", "2", "3", "4"]}, "sticker_ids", "BASE_TYPE_MAX_LENGTH"),
    ("a nonce is at most 25 characters", "message", {"content": "hi", "nonce": "n" * 25},
     {"content": "hi", "nonce": "n" * 26}, "nonce", "BASE_TYPE_MAX_LENGTH"),
    ("a text display holds at most 4,000 characters", "message",
     {"flags": V2, "components": [{"type": 10, "content": "x" * 4000}]},
     {"flags": V2, "components": [{"type": 10, "content": "x" * 4001}]}, "components.0.content",
     "BASE_TYPE_BAD_LENGTH"),
    ("no button in a modal", "callback",
     {"type": 9, "data": {"custom_id": "m", "title": "Raise", "components": [_row(
         {"type": 4, "custom_id": "amount", "style": 1, "label": "How much"})]}},
     {"type": 9, "data": {"custom_id": "m", "title": "Raise", "components": [_row(_button())]}},
     "data.components.0.components.0", "UNION_TYPE_CHOICES"),
    ("a localization is keyed by a locale", "commands", [_command(name_localizations={"fr": "poque"})],
     [_command(name_localizations={"xx": "poque"})], "0.name_localizations.xx", "BASE_TYPE_CHOICES"),
    ("a localized name is lower case", "commands", [_command(name_localizations={"fr": "poque"})],
     [_command(name_localizations={"fr": "Poque"})], "0.name_localizations.fr", "APPLICATION_COMMAND_INVALID_NAME"),
    ("a localized name keeps the naming pattern", "commands", [_command(name_localizations={"de": "pokern"})],
     [_command(name_localizations={"de": "poker spielen"})], "0.name_localizations.de",
     "APPLICATION_COMMAND_INVALID_NAME"),
    ("a localized option name is lower case", "commands",
     [_command(options=[_option("seat", name_localizations={"de": "platz"})])],
     [_command(options=[_option("seat", name_localizations={"de": "Platz"})])],
     "0.options.0.name_localizations.de", "APPLICATION_COMMAND_INVALID_NAME"),
    ("a localized description is at most 100 characters", "commands",
     [_command(description_localizations={"de": "d" * 100})],
     [_command(description_localizations={"de": "d" * 101})], "0.description_localizations.de",
     "BASE_TYPE_BAD_LENGTH"),
    ("options are named apart in each locale", "commands",
     [_command(options=[_option("seat", name_localizations={"de": "platz"}), _option("stake")])],
     [_command(options=[_option("seat", name_localizations={"de": "stake"}), _option("stake")])],
     "0.options.1.name_localizations.de", "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS"),
    ("a command holds at most 8,000 characters", "commands", [_sized_command(8000)], [_sized_command(8001)],
     "0", "APPLICATION_COMMAND_TOO_LARGE"),
    ("an option's min_length is at most 6,000", "commands",
     [_command(options=[{"type": 3, "name": "hand", "description": "d", "min_length": 6000}])],
     [_command(options=[{"type": 3, "name": "hand", "description": "d", "min_length": 6001}])],
     "0.options.0.min_length", "NUMBER_TYPE_MAX"),
]


class _Sender:
    """Sends bodies as the bot would, where each kind goes: a channel message, an interaction's
    callback (a fresh interaction each time), the bulk overwrite of the commands."""

    def __init__(self, world: DiscordWorld, http: aiohttp.ClientSession) -> None:
        self.world, self.http = world, http
        self.headers = {"Authorization": f"Bot {world.token}"}

    async def send(self, kind: str, body: Any) -> tuple[int, Any]:
        world = self.world
        if kind == "message":
            url = f"{world.api_base}/channels/{world.cast.poker.id}/messages"
            return await self.request("POST", url, body)
        if kind == "callback":
            record = await world.inject(InteractionType.APPLICATION_COMMAND, world.cast.bob, world.cast.poker,
                                        {"id": "1", "name": "anything", "type": 1}, wait=False)
            return await self.request("POST", f"{world.api_base}/interactions/{record.id}/{record.token}/callback",
                                      body)
        return await self.request("PUT", f"{world.api_base}/applications/{world.application_id}/commands", body)

    async def request(self, method: str, url: str, body: Any) -> tuple[int, Any]:
        async with self.http.request(method, url, json=body, headers=self.headers) as response:
            return response.status, (await response.json() if response.status != 204 else None)

    async def emoji(self) -> str:
        """An emoji of the application's own, uploaded as a bot does."""
        image = "data:image/png;base64," + base64.b64encode(_png()).decode()
        status, made = await self.request("POST", f"{self.world.api_base}/applications/{self.world.application_id}"
                                          "/emojis", {"name": "pk_as", "image": image})
        assert status == 201, made
        return str(made["id"])


def _filled(body: Any, emoji: str) -> Any:
    if isinstance(body, dict):
        return {k: _filled(v, emoji) for k, v in body.items()}
    if isinstance(body, list):
        return [_filled(v, emoji) for v in body]
    return emoji if body == EMOJI else body


@pytest.fixture
async def client(bot_runner: BotRunner) -> discord.Client:
    """A bot that never answers an interaction itself: the test answers it, byte for byte."""
    bot = discord.Client(intents=discord.Intents.default())
    await bot_runner.start(bot, wait_for_sync=False)
    return bot


@pytest.mark.parametrize(("what", "kind", "fits", "breaks", "path", "code"), REFUSED, ids=[r[0] for r in REFUSED])
async def test_discord_refuses_what_its_spec_or_docs_refuse(discord_world: DiscordWorld, client, what, kind, fits,
                                                           breaks, path, code) -> None:
    async with aiohttp.ClientSession() as http:
        sender = _Sender(discord_world, http)
        emoji = await sender.emoji()
        status, answer = await sender.send(kind, _filled(fits, emoji))
        assert status in (200, 204), (what, answer)
        status, answer = await sender.send(kind, _filled(breaks, emoji))
    assert status == 400 and answer["code"] == 50035 and answer["message"] == "Invalid Form Body", answer
    assert _codes(answer["errors"]) == _tree(path, code), answer


async def test_an_embed_is_measured_as_discord_trims_it(discord_world: DiscordWorld) -> None:
    """The docs' embed limits leave out leading and trailing whitespace: 6,000 characters and
    three trailing spaces is 6,000, taken and kept trimmed; one more character is refused."""
    text = {"title": "t" * 256, "description": "d" * 4096, "footer": {"text": "f" * 1648}}
    async with aiohttp.ClientSession() as http:
        sender = _Sender(discord_world, http)
        status, sent = await sender.send("message", {"embeds": [{**text, "description": "d" * 4096 + "   "}]})
        assert status == 200, sent
        assert sent["embeds"][0]["description"] == "d" * 4096
        status, answer = await sender.send("message", {"embeds": [{**text, "footer": {"text": "f" * 1649}}]})
    assert status == 400 and _codes(answer["errors"]) == _tree("embeds", "MAX_EMBED_SIZE_EXCEEDED")


@pytest.mark.parametrize("name", ["नमस्ते", "สวัสดี"], ids=["Devanagari", "Thai"])
async def test_command_names_in_devanagari_and_thai_are_taken(discord_world: DiscordWorld, name: str) -> None:
    """The docs' naming regex takes \\p{sc=Deva} and \\p{sc=Thai}, vowel signs and all (marks,
    which Python's \\w refuses); upper case is still refused."""
    async with aiohttp.ClientSession() as http:
        sender = _Sender(discord_world, http)
        status, answer = await sender.send("commands", [_command(name=name)])
        assert status == 200, answer
        assert [c["name"] for c in discord_world.commands()] == [name]
        status, answer = await sender.send("commands", [_command(name="Poker")])
    assert status == 400 and _codes(answer["errors"]) == _tree("0.name", "APPLICATION_COMMAND_INVALID_NAME")


async def test_a_malformed_id_is_a_400_and_an_integer_one_is_taken(discord_world: DiscordWorld) -> None:
    """Discord answers an id that is no snowflake with 400 (NUMBER_TYPE_COERCE), and takes one
    sent as an integer (the docs' "ID Serialization"; discord.py sends them so)."""
    url = f"{discord_world.api_base}/users/@me/channels"
    async with aiohttp.ClientSession() as http:
        sender = _Sender(discord_world, http)
        status, answer = await sender.request("POST", url, {"recipient_id": "abc"})
        assert status == 400 and _codes(answer["errors"]) == _tree("recipient_id", "NUMBER_TYPE_COERCE"), answer
        status, channel = await sender.request("POST", url, {"recipient_id": discord_world.cast.bob.id})
    assert status == 200 and channel["recipients"][0]["id"] == str(discord_world.cast.bob.id)


async def test_ids_the_bot_sends_as_integers_come_back_as_strings(discord_world: DiscordWorld) -> None:
    """Discord echoes every snowflake as a string: an emoji id sent as a JSON number must not reach
    a page as one (JavaScript would round 1577434989358878720 to …878700)."""
    async with aiohttp.ClientSession() as http:
        sender = _Sender(discord_world, http)
        emoji = int(await sender.emoji())
        option = {"label": "A", "value": "As", "emoji": {"id": emoji, "name": "pk"}}
        status, sent = await sender.send("message", {"components": [_row(_select(options=[option]))]})
    assert status == 200, sent
    echoed = sent["components"][0]["components"][0]["options"][0]["emoji"]["id"]
    stored = discord_world.last_message(discord_world.cast.poker).components[0]["components"][0]
    assert echoed == str(emoji) and stored["options"][0]["emoji"]["id"] == str(emoji)


async def test_the_bots_own_picker_with_discord_pys_default_is_refused(discord_world: DiscordWorld, client) -> None:
    """The check can fail: the bot's discard picker as discord.py makes a select by default
    (required=True) is refused, and the shared invariants name that refusal; as the bot sends it
    (required=False), it is taken and they find nothing."""
    invariants = TableInvariants(discord_world)
    channel = client.get_partial_messageable(discord_world.cast.poker.id)
    hand = [("As", "A♠"), ("Kd", "K♦"), ("7c", "7♣")]

    def view(*, as_discord_py_makes_it: bool) -> discord.ui.View:
        picker = DiscardSelect(ButtonId(table=1, deal=1, step=0, verb="discard"), hand)
        if as_discord_py_makes_it:
            picker.item.required = True  # discord.py's default for a string select
        return discord.ui.View().add_item(picker)

    await channel.send("Your hand", view=view(as_discord_py_makes_it=False))  # the bot's own, untouched
    assert invariants.refused_requests() == []
    with pytest.raises(discord.HTTPException) as refused:
        await channel.send("Your hand", view=view(as_discord_py_makes_it=True))
    assert refused.value.code == 50035 and "min_values" in str(refused.value)
    (problem,) = invariants.refused_requests()
    assert "Invalid Form Body" in problem and "/channels/{channel_id}/messages" in problem


async def test_a_follow_up_filling_a_thinking_reply_is_noted(discord_world: DiscordWorld, client) -> None:
    """Discord still lets a follow-up fill in a "thinking" reply, but its docs call that
    deprecated; the emulator answers it as Discord does and notes it, for the invariants to
    flag. Editing the original response notes nothing; a follow-up after it is a message."""
    world = discord_world
    async with aiohttp.ClientSession() as http:
        sender = _Sender(world, http)
        for way in ("follow-up", "edit"):
            record = await world.inject(InteractionType.APPLICATION_COMMAND, world.cast.bob, world.cast.poker,
                                        {"id": "1", "name": "anything", "type": 1}, wait=False)
            await sender.request("POST", f"{world.api_base}/interactions/{record.id}/{record.token}/callback",
                                 {"type": 5})
            hook = f"{world.api_base}/webhooks/{world.application_id}/{record.token}"
            if way == "follow-up":
                assert (await sender.request("POST", hook, {"content": "done"}))[0] == 204
                assert record.deprecated_fills == 1 and record.original.content == "done"
                assert any("deprecated" in p for p in TableInvariants(world).verdict())
            else:
                assert (await sender.request("PATCH", f"{hook}/messages/@original", {"content": "done"}))[0] == 200
                assert (await sender.request("POST", hook, {"content": "more"}))[0] == 204
                assert record.deprecated_fills == 0 and record.original.content == "done"
                # The reply filled in counts first among the answers after the defer, as in the other way.
                assert [m.content for m in record.followups] == ["done", "more"]
                assert record.followups[0] is record.original


async def test_the_emulators_answers_have_the_specs_shape(discord_world: DiscordWorld, client) -> None:
    """What the emulator answers a bot holds to the schema the spec gives for that route and
    status: ids as strings, every field it requires (a message's, its author's, its components'
    generated ids; a command's; a thread's; the callback's answer without a resource for a defer)."""
    world = discord_world
    world.answer_problems = []
    async with aiohttp.ClientSession() as http:
        sender = _Sender(world, http)
        await sender.emoji()
        assert (await sender.send("commands", [_command(default_member_permissions="32")]))[0] == 200
        status, sent = await sender.send("message", {"content": "hi", "components": [_row(_button(), _button(
            custom_id="two"))], "embeds": [{"title": "t", "color": 5}]})
        assert status == 200
        url = f"{world.api_base}/channels/{world.cast.poker.id}/messages/{sent['id']}"
        assert (await sender.request("PATCH", url, {"content": "edited"}))[0] == 200
        assert (await sender.request("GET", url, None))[0] == 200
        assert (await sender.request("POST", f"{world.api_base}/users/@me/channels",
                                     {"recipient_id": str(world.cast.bob.id)}))[0] == 200
        for body in ({"type": 4, "data": {"content": "reply"}}, {"type": 5, "data": {"flags": 64}}):
            assert (await sender.send("callback", body))[0] == 204
        record = await world.inject(InteractionType.APPLICATION_COMMAND, world.cast.bob, world.cast.poker,
                                    {"id": "1", "name": "anything", "type": 1}, wait=False)
        callback = f"{world.api_base}/interactions/{record.id}/{record.token}/callback?with_response=true"
        assert (await sender.request("POST", callback, {"type": 5}))[0] == 200
        hook = f"{world.api_base}/webhooks/{world.application_id}/{record.token}"
        assert (await sender.request("PATCH", f"{hook}/messages/@original", {"content": "done"}))[0] == 200
        assert (await sender.request("POST", f"{hook}?wait=true", {"content": "more"}))[0] == 200
        for path in ("/users/@me", "/oauth2/applications/@me", f"/channels/{world.cast.table_thread.id}",
                     f"/guilds/{world.cast.guild.id}/channels", f"/applications/{world.application_id}/commands"):
            assert (await sender.request("GET", world.api_base + path, None))[0] == 200, path
    assert world.answer_problems == []


def test_the_vendored_spec_is_discords_unchanged() -> None:
    """The copy the emulator ships is byte for byte the shared one, where that is at hand."""
    vendored = openapi.SPEC_FILE.read_bytes()
    if not (SHARED_SPEC / "openapi.json").exists():
        pytest.skip("no shared copy of discord-api-spec on this machine")
    assert hashlib.sha256(vendored).digest() == hashlib.sha256((SHARED_SPEC / "openapi.json").read_bytes()).digest()
    assert (openapi.SPEC_FILE.parent / "LICENSE").read_bytes() == (SHARED_SPEC / "LICENSE").read_bytes()
    commit = next(w for w in (SHARED_SPEC / "README.md").read_text().split() if len(w) == 40)
    assert commit in (openapi.SPEC_FILE.parent / "README.md").read_text()

"""Discord's limits on what a bot sends, as the emulator holds every request to them (issue 23).

Each limit is tried at its figure (accepted) and one over (refused with Discord's 400 "Invalid
Form Body", code 50035, and an errors tree naming the field).  A message is held to them
wherever it goes: a channel, an interaction's reply (whose fields Discord names within
``data``), a follow-up, an ephemeral follow-up, an edit through the interaction's webhook; so
are an autocomplete's choices.  A member cannot type more than 6,000 characters into an option.
"""

from __future__ import annotations

from typing import Any

import aiohttp
import discord
import pytest

from discord_emulator import BotRunner, DiscordWorld, InjectionError, InteractionType
from discord_emulator.interactions import command_data


def _button(n: int, label: str = "b") -> dict[str, Any]:
    return {"type": 2, "style": 1, "label": label, "custom_id": f"c{n}"}


def _row(*items: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(items)}


def _select(options: int, placeholder: str = "p", custom_id: str = "s") -> dict[str, Any]:
    return {"type": 3, "custom_id": custom_id, "placeholder": placeholder,
            "options": [{"label": str(i), "value": str(i)} for i in range(options)]}


def _embed(**fields: Any) -> dict[str, Any]:
    return {"description": "d", **fields}


def _fields(count: int, name: str = "n", value: str = "v") -> list[dict[str, str]]:
    return [{"name": name, "value": value} for _ in range(count)]


# (what is limited, a body at the limit, the same one over, the errors path, code, message)
LIMITS = [
    ("content", lambda n: {"content": "x" * n}, 2000, "content", "BASE_TYPE_MAX_LENGTH", "Must be 2000 or fewer in length."),
    ("embed title", lambda n: {"embeds": [_embed(title="x" * n)]}, 256, "embeds.0.title", "BASE_TYPE_MAX_LENGTH",
     "Must be 256 or fewer in length."),
    ("embed description", lambda n: {"embeds": [{"description": "x" * n}]}, 4096, "embeds.0.description",
     "BASE_TYPE_MAX_LENGTH", "Must be 4096 or fewer in length."),
    ("field name", lambda n: {"embeds": [_embed(fields=_fields(1, name="x" * n))]}, 256, "embeds.0.fields.0.name",
     "BASE_TYPE_MAX_LENGTH", "Must be 256 or fewer in length."),
    ("field value", lambda n: {"embeds": [_embed(fields=_fields(1, value="x" * n))]}, 1024, "embeds.0.fields.0.value",
     "BASE_TYPE_MAX_LENGTH", "Must be 1024 or fewer in length."),
    ("footer", lambda n: {"embeds": [_embed(footer={"text": "x" * n})]}, 2048, "embeds.0.footer.text",
     "BASE_TYPE_MAX_LENGTH", "Must be 2048 or fewer in length."),
    ("author name", lambda n: {"embeds": [_embed(author={"name": "x" * n})]}, 256, "embeds.0.author.name",
     "BASE_TYPE_MAX_LENGTH", "Must be 256 or fewer in length."),
    ("fields", lambda n: {"embeds": [_embed(fields=_fields(n))]}, 25, "embeds.0.fields", "BASE_TYPE_MAX_LENGTH",
     "Must be 25 or fewer in length."),
    ("embeds", lambda n: {"embeds": [_embed() for _ in range(n)]}, 10, "embeds", "BASE_TYPE_MAX_LENGTH",
     "Must be 10 or fewer in length."),
    ("all embeds together", lambda n: {"embeds": [{"description": "x" * (n - 3000)}, {"description": "x" * 3000}]},
     6000, "embeds", "MAX_EMBED_SIZE_EXCEEDED", "Embed size exceeds maximum size of 6000"),
    ("action rows", lambda n: {"components": [_row(_button(i)) for i in range(n)]}, 5, "components",
     "BASE_TYPE_MAX_LENGTH", "Must be 5 or fewer in length."),
    ("buttons in a row", lambda n: {"components": [_row(*(_button(i) for i in range(n)))]}, 5,
     "components.0.components", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 5 in length."),
    ("button label", lambda n: {"components": [_row(_button(0, "x" * n))]}, 80, "components.0.components.0.label",
     "BASE_TYPE_MAX_LENGTH", "Must be 80 or fewer in length."),
    ("select options", lambda n: {"components": [_row(_select(n))]}, 25, "components.0.components.0.options",
     "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 25 in length."),
    ("custom id", lambda n: {"components": [_row(_select(1, custom_id="x" * n))]}, 100,
     "components.0.components.0.custom_id", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length."),
    ("placeholder", lambda n: {"components": [_row(_select(1, placeholder="x" * n))]}, 150,
     "components.0.components.0.placeholder", "BASE_TYPE_MAX_LENGTH", "Must be 150 or fewer in length."),
]


def _tree(path: str, code: str, message: str) -> dict[str, Any]:
    """Discord's errors tree for one problem at a dotted path."""
    tree: dict[str, Any] = {"_errors": [{"code": code, "message": message}]}
    for part in reversed(path.split(".")):
        tree = {part: tree}
    return tree


async def _send(http: aiohttp.ClientSession, method: str, url: str, body: dict[str, Any],
                token: str | None = None) -> tuple[int, Any]:
    headers = {"Authorization": f"Bot {token}"} if token else {}
    async with http.request(method, url, json=body, headers=headers) as response:
        return response.status, (await response.json() if response.status != 204 else None)


@pytest.mark.parametrize(("what", "body", "limit", "path", "code", "message"), LIMITS, ids=[x[0] for x in LIMITS])
async def test_a_channel_message_is_held_to_discords_limits(discord_world: DiscordWorld, what, body, limit, path,
                                                            code, message) -> None:
    url = f"{discord_world.api_base}/channels/{discord_world.cast.poker.id}/messages"
    async with aiohttp.ClientSession() as http:
        status, _ = await _send(http, "POST", url, body(limit), discord_world.token)
        assert status == 200, what
        status, answer = await _send(http, "POST", url, body(limit + 1), discord_world.token)
    assert status == 400 and answer == {"message": "Invalid Form Body", "code": 50035,
                                        "errors": _tree(path, code, message)}, answer


@pytest.fixture
async def client(bot_runner: BotRunner) -> discord.Client:
    """A bot that never answers an interaction itself: the test answers it, byte for byte."""
    bot = discord.Client(intents=discord.Intents.default())
    await bot_runner.start(bot, wait_for_sync=False)
    return bot


async def test_every_answer_to_an_interaction_is_held_to_the_limits(discord_world: DiscordWorld, client) -> None:
    world, cast = discord_world, discord_world.cast
    record = await world.inject(InteractionType.APPLICATION_COMMAND, cast.bob, cast.poker,
                                {"id": "1", "name": "anything", "type": 1}, wait=False)
    callback = f"{world.api_base}/interactions/{record.id}/{record.token}/callback"
    hook = f"{world.api_base}/webhooks/{world.application_id}/{record.token}"
    over = {"content": "x" * 2001}
    content = _tree("content", "BASE_TYPE_MAX_LENGTH", "Must be 2000 or fewer in length.")
    async with aiohttp.ClientSession() as http:
        status, answer = await _send(http, "POST", callback, {"type": 4, "data": over})
        assert (status, answer["code"], answer["errors"]) == (400, 50035, {"data": content})
        assert record.callback is None  # refused: the interaction is still unanswered
        status, _ = await _send(http, "POST", callback, {"type": 5, "data": {"flags": 64}})
        assert status == 204
        status, answer = await _send(http, "POST", hook, over)  # would resolve the deferral
        assert (status, answer["errors"]) == (400, content)
        assert record.original.flags & (1 << 7)  # still thinking
        assert (await _send(http, "POST", hook, {"content": "done"}))[0] == 204
        status, answer = await _send(http, "POST", hook, {**over, "flags": 64})  # an ephemeral follow-up
        assert (status, answer["errors"]) == (400, content)
        status, answer = await _send(http, "POST", hook, {"embeds": [{"description": "x" * 4097}]})
        assert status == 400 and "description" in answer["errors"]["embeds"]["0"]
        status, answer = await _send(http, "PATCH", hook + "/messages/@original", over)
        assert (status, answer["errors"]) == (400, content)
    assert record.original.content == "done" and not record.followups[1:]


@pytest.mark.parametrize(("choices", "errors"), [
    ([{"name": "x" * 101, "value": "v"}],
     {"choices": {"0": {"name": {"_errors": [{"code": "BASE_TYPE_BAD_LENGTH",
                                              "message": "Must be between 1 and 100 in length."}]}}}}),
    ([{"name": "", "value": "v"}],
     {"choices": {"0": {"name": {"_errors": [{"code": "BASE_TYPE_BAD_LENGTH",
                                              "message": "Must be between 1 and 100 in length."}]}}}}),
    ([{"name": "n", "value": "v" * 101}],
     {"choices": {"0": {"value": {"_errors": [{"code": "BASE_TYPE_MAX_LENGTH",
                                               "message": "Must be 100 or fewer in length."}]}}}}),
    ([{"name": "n", "value": "v"}] * 26,
     {"choices": {"_errors": [{"code": "BASE_TYPE_MAX_LENGTH", "message": "Must be 25 or fewer in length."}]}}),
])
async def test_autocomplete_choices_are_held_to_the_limits(discord_world: DiscordWorld, client, choices,
                                                           errors) -> None:
    world, cast = discord_world, discord_world.cast
    record = await world.inject(InteractionType.AUTOCOMPLETE, cast.bob, cast.poker,
                                {"id": "1", "name": "anything", "type": 1}, wait=False)
    callback = f"{world.api_base}/interactions/{record.id}/{record.token}/callback"
    async with aiohttp.ClientSession() as http:
        status, answer = await _send(http, "POST", callback, {"type": 8, "data": {"choices": choices}})
        assert (status, answer["code"], answer["errors"]) == (400, 50035, {"data": errors})
        fitting = [{"name": "n" * 100, "value": "v" * 100}] * 25
        assert (await _send(http, "POST", callback, {"type": 8, "data": {"choices": fitting}}))[0] == 204


def test_a_member_types_at_most_6000_characters_into_an_option(discord_world: DiscordWorld) -> None:
    cast = discord_world.cast
    command = {"id": "1", "name": "say", "options": [
        {"type": 3, "name": "text", "description": "d"},
        {"type": 3, "name": "short", "description": "d", "max_length": 10}]}
    assert command_data(command, [], {"text": "x" * 6000}, user=cast.bob, guild=cast.guild)
    for given in ({"text": "x" * 6001}, {"short": "x" * 11}):
        with pytest.raises(InjectionError):
            command_data(command, [], given, user=cast.bob, guild=cast.guild)
        with pytest.raises(InjectionError):
            command_data(command, [], given, user=cast.bob, guild=cast.guild, focused=next(iter(given)))

"""The parts of discord.py the bot reaches inside (`bot/discord_side/internals.py`), pinned
against the installed version: an upgrade that moves one fails here, by name."""

from __future__ import annotations

import inspect
import io

import aiohttp
import discord
from discord import app_commands

from bot.discord_side.internals import (
    TreeAroundEachCommand,
    WholeBodies,
    deliver_interaction,
    one_piece,
    send_forms_whole,
    watch_interactions,
)


def test_the_connection_state_reads_interactions_through_its_parsers_table() -> None:
    client = discord.Client(intents=discord.Intents.none())
    state = client._connection
    assert callable(state.parsers["INTERACTION_CREATE"])
    assert inspect.signature(state.parse_interaction_create).parameters.keys() == {"data"}


def test_a_watched_interaction_is_seen_then_read_by_discord_py(monkeypatch) -> None:
    client = discord.Client(intents=discord.Intents.none())
    read: list[object] = []
    client._connection.parsers["INTERACTION_CREATE"] = read.append  # stands for discord.py's reader
    seen: list[object] = []
    watch_interactions(client, seen.append)
    client._connection.parsers["INTERACTION_CREATE"]({"id": "1"})
    assert seen == read == [{"id": "1"}]
    delivered: list[object] = []
    monkeypatch.setattr(client._connection, "parse_interaction_create", delivered.append)
    deliver_interaction(client, {"id": "2"})
    assert delivered == [{"id": "2"}]


def test_the_command_tree_runs_each_command_through_call() -> None:
    call = app_commands.CommandTree._call
    assert inspect.iscoroutinefunction(call)
    assert list(inspect.signature(call).parameters) == ["self", "interaction"]
    # The tree's own reader of an interaction hands it to `_call`: what our override wraps.
    assert "self._call(interaction)" in inspect.getsource(app_commands.CommandTree._from_interaction)
    assert TreeAroundEachCommand._call is not call


def _message_with_a_picture() -> aiohttp.FormData:
    """A form as discord.py builds one for a message with a file (http.py, webhook/async_.py)."""
    form = aiohttp.FormData(quote_fields=False)
    form.add_field(name="payload_json", value='{"content":"x","attachments":[{"id":0}]}',
                   content_type="application/json")
    form.add_field(name="files[0]", value=io.BytesIO(b"\x89PNG" + bytes(range(256)) * 70),
                   filename="table.png", content_type="application/octet-stream")
    return form


async def test_a_form_sent_whole_is_the_bytes_aiohttp_writes_part_by_part() -> None:
    writer = _message_with_a_picture()()
    whole = one_piece(writer)
    assert isinstance(whole, aiohttp.payload.BytesPayload) and whole is not writer
    assert whole.size == writer.size
    assert dict(whole.headers) == dict(writer.headers)  # the boundary, in the Content-Type
    assert whole._value == await writer.as_bytes()  # aiohttp's own reading of what it writes


async def test_the_session_discord_py_makes_sends_forms_whole() -> None:
    client = discord.Client(intents=discord.Intents.none())
    session = aiohttp.ClientSession()
    client.http._HTTPClient__session = session  # what login makes (discord.http.HTTPClient.static_login)
    try:
        send_forms_whole(client)
        assert session._request_class is WholeBodies
    finally:
        await session.close()
    assert "self.__session = aiohttp.ClientSession(" in inspect.getsource(discord.http.HTTPClient.static_login)
    assert "aiohttp.FormData(" in inspect.getsource(discord.webhook.async_.AsyncWebhookAdapter.request)

"""The parts of discord.py the bot reaches inside (`bot/discord_side/internals.py`), pinned
against the installed version: an upgrade that moves one fails here, by name."""

from __future__ import annotations

import gc
import inspect
import io
import re

import aiohttp
import discord
from discord import app_commands

from bot.discord_side.internals import (
    BytesFile,
    TreeAroundEachCommand,
    WholeBodies,
    deliver_interaction,
    one_piece,
    send_forms_whole,
    unlink_response,
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


def test_an_interactions_response_reads_its_parent_and_sets_nothing_on_it() -> None:
    # `unlink_response` hands the response a copy of its interaction: that holds only while the
    # response reads its parent's fields and sets none, and keeps it in the slots named here.
    assert {"_cs_response", "_original_response"} <= set(discord.Interaction.__slots__)
    assert "_parent" in discord.InteractionResponse.__slots__
    source = inspect.getsource(discord.InteractionResponse)
    assert re.search(r"parent\.\w+\s*=[^=]", source) is None


def test_a_response_unlinked_answers_as_before_and_leaves_no_cycle() -> None:
    client = discord.Client(intents=discord.Intents.none())
    data = {"id": "1", "type": 3, "token": "t", "version": 1, "application_id": "2",
            "attachment_size_limit": 8_388_608,
            "data": {"custom_id": "x", "component_type": 2}, "user": {"id": "3", "username": "u", "discriminator": "0"}}
    interaction = discord.Interaction(data=data, state=client._connection)  # type: ignore[arg-type]
    unlink_response(interaction)
    response = interaction.response
    assert response._parent is not interaction and response._parent.token == "t" and response._parent.id == 1
    assert not response.is_done()
    response._response_type = discord.InteractionResponseType.deferred_message_update
    assert interaction.response.is_done()  # the same response, its state kept
    # No way back from the copy: refcounting frees the interaction, its response and the copy.
    assert not {id(interaction), id(response)} & {id(o) for o in gc.get_referents(response._parent)}


def test_a_file_from_bytes_closes_as_discord_pys_and_leaves_no_cycle() -> None:
    assert {"fp", "_owner", "_closer"} <= set(discord.File.__slots__)
    assert "self.fp.close = self._closer" in inspect.getsource(discord.File.close)
    file = BytesFile(b"png", "hand.png", description="words")
    assert (file.filename, file.description) == ("hand.png", "words")
    file.fp.close()  # the stub while it is sent: it stays open
    assert not file.fp.closed
    file.close()
    assert "close" not in vars(file.fp) and not file.fp.closed and file.fp.read() == b"png"

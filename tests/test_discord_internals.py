"""The parts of discord.py the bot reaches inside (`bot/discord_side/internals.py`), pinned
against the installed version: an upgrade that moves one fails here, by name."""

from __future__ import annotations

import inspect

import discord
from discord import app_commands

from bot.discord_side.internals import (
    TreeAroundEachCommand,
    deliver_interaction,
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

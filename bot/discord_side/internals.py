"""The only places the bot reaches inside discord.py, where it offers no public way; each is
pinned by tests/test_discord_internals.py against the installed discord.py, so an upgrade that
moves one fails there first, not at a table.

- A cluster's DMs (`forwarding.py`): an interaction passed on from another process must be read
  as if Discord had delivered it here. discord.py reads gateway events only from its own
  socket, through its connection state's table of parsers.
- The drain on stop (`app.py`): a slash command counts as work in hand for the whole of its run,
  autocomplete and checks included; the command tree has no public hook around that run.
- The choices' localizations (`translator.py`): discord.py asks the translator for a choice's
  name only when it was given as a `locale_str`, and keeps no public way to make it one after.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractAsyncContextManager
from typing import Any

import discord
from discord import app_commands

RawEvent = dict[str, Any]


def _state(client: discord.Client) -> Any:
    return client._connection  # discord.py's ConnectionState


def watch_interactions(client: discord.Client, seen: Callable[[RawEvent], None]) -> None:
    """Call `seen` with every INTERACTION_CREATE as Discord sent it, before discord.py reads it."""
    parsers: dict[str, Callable[[RawEvent], None]] = _state(client).parsers
    parse = parsers["INTERACTION_CREATE"]

    def keep(data: RawEvent) -> None:
        seen(data)
        parse(data)

    parsers["INTERACTION_CREATE"] = keep


def deliver_interaction(client: discord.Client, data: RawEvent) -> None:
    """Read `data` as an INTERACTION_CREATE from Discord: the client dispatches it as usual."""
    _state(client).parse_interaction_create(data)


class TreeAroundEachCommand(app_commands.CommandTree[Any]):
    """A command tree that runs each slash command (or autocomplete) within `around`."""

    def around(self, interaction: discord.Interaction[Any]) -> AbstractAsyncContextManager[None]:
        raise NotImplementedError

    async def _call(self, interaction: discord.Interaction[Any]) -> None:
        async with self.around(interaction):
            await super()._call(interaction)


def localizable_choices(tree: app_commands.CommandTree[Any]) -> None:
    """Make every choice of the tree's commands, named in a plain string (or made by discord.py of
    a `Literal`), one the translator is asked about, as a command's own name already is."""
    for command in tree.walk_commands():
        if isinstance(command, app_commands.Command):
            for parameter in command.parameters:
                for choice in parameter.choices:
                    if choice._locale_name is None:
                        choice._locale_name = app_commands.locale_str(choice.name)

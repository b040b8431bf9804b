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
- A message with files leaves in one piece (`app.py`): discord.py hands aiohttp a form, which
  aiohttp writes part by part (nine writes to the socket, each traced, for one picture); the
  session discord.py makes is told to send it whole instead, the same bytes.
- Two reference cycles discord.py makes for every interaction and every file sent
  (`unlink_response`, `BytesFile`): at hundreds of busy tables what they hold outlived the
  young collections, and the older ones that free it paused every table (docs/benchmarks.md).
"""

from __future__ import annotations

import copy
import io
from collections.abc import Callable
from contextlib import AbstractAsyncContextManager
from typing import Any

import aiohttp
import discord
from aiohttp.payload import BytesIOPayload, BytesPayload, Payload
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


class WholeBodies(aiohttp.ClientRequest):
    """A request whose multipart form goes as one body of the same bytes: one write to the socket
    with the headers, instead of one for each boundary, part's headers, part and line end."""

    def update_body_from_data(self, body: Any, _stacklevel: int = 3) -> None:
        if isinstance(body, aiohttp.FormData) and body.is_multipart:
            body = one_piece(body())
        super().update_body_from_data(body, _stacklevel + 1)


def one_piece(form: Payload) -> Payload:
    """A multipart `form`'s bytes as aiohttp would write them, as one payload; the form itself
    where a part is not held in memory as bytes (nothing the bot sends)."""
    if not isinstance(form, aiohttp.MultipartWriter):
        return form
    pieces: list[bytes] = []
    boundary = b"--" + form._boundary
    for part, encoding, te_encoding in form._parts:
        if encoding or te_encoding:
            return form
        if isinstance(part, BytesPayload):  # discord.py's payload_json, a str
            value = bytes(part._value)
        elif isinstance(part, BytesIOPayload):  # a discord.File of BytesIO
            start = part._value.tell()
            value = part._value.read()
            part._value.seek(start)  # as it was: a retry of the request reads it again
        else:
            return form
        pieces += (boundary, b"\r\n", part._binary_headers, value, b"\r\n")
    pieces += (boundary, b"--\r\n")
    return BytesPayload(b"".join(pieces), content_type=form.content_type)


def send_forms_whole(client: discord.Client) -> None:
    """Have the HTTP session discord.py made at login send its forms whole (`WholeBodies`)."""
    session = getattr(client.http, "_HTTPClient__session", None)
    if isinstance(session, aiohttp.ClientSession):  # logged in
        session._request_class = WholeBodies


def unlink_response(interaction: discord.Interaction[Any]) -> None:
    """Point the interaction's response at a copy of it: discord.py's names the interaction
    itself, which names it back, so an interaction and all it holds (its message, its user,
    their components) were freed only by the collector.  The response reads its parent's
    fields and sets none, so a copy of them serves it the same, and refcounting frees both."""
    response = interaction.response  # made now if not yet
    parent: Any = copy.copy(interaction)
    del parent._cs_response  # the copy names no response: no way back to the cycle
    response._parent = parent


class BytesFile(discord.File):
    """A file sent from bytes in memory.  discord.py's `close` gives the buffer back its own
    bound `close` as an attribute of its own, so the buffer names itself, a cycle keeping the
    picture's bytes for the collector; this one just takes the stub away (same effect)."""

    __slots__ = ()

    def __init__(self, data: bytes, filename: str, *, description: str | None = None) -> None:
        super().__init__(io.BytesIO(data), filename=filename, description=description)

    def close(self) -> None:
        vars(self.fp).pop("close", None)
        if self._owner:
            self._closer()

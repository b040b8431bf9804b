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
  session discord.py makes is told to send it whole instead, the same bytes, written from the
  form's fields (`form_bytes`) where they are as discord.py makes them.
- Every request watched without aiohttp's tracing (`watch_requests`): a trace config makes
  aiohttp build and send some seven traced events a request, each its own object and
  coroutine; the wire cap, the metrics and the benchmark need two moments, just before the
  request is written and when its answer's head has come back, which the session's request and
  response classes give for one call each.
- Its rate limit buckets' sweep (`sweep_buckets_now_and_then`): past 256 buckets discord.py
  looks at every bucket each time it makes a new one (a DM channel, a table's channel), to drop
  those idle five minutes; at a thousand members that is a million looks in a first deal.
- A follow-up whose message is kept for its id only (`follow_up_kept_by_id`): discord.py reads
  the whole answer into a `WebhookMessage` (its embed, components, author, attachments), which
  the table, posted afresh at each member's turn, never reads but for its id.
- Two reference cycles discord.py makes for every interaction and every file sent
  (`unlink_response`, `BytesFile`): at hundreds of busy tables what they hold outlived the
  young collections, and the older ones that free it paused every table (docs/benchmarks.md).
"""

from __future__ import annotations

import copy
import io
import time
from collections.abc import Callable
from contextlib import AbstractAsyncContextManager
from types import SimpleNamespace
from typing import Any, ClassVar, Protocol

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
            body = form_bytes(body) or one_piece(body())
        super().update_body_from_data(body, _stacklevel + 1)


def form_bytes(form: aiohttp.FormData) -> BytesPayload | None:
    """The bytes `one_piece` makes of discord.py's form, written from its fields at once: without
    a payload object made for each field, its headers' dictionary and its disposition quoted,
    most of the cost of sending a picture on the event loop.  None (and the form untouched)
    where a field is not as discord.py gives them: a string with no charset of its own, or a
    file of bytes in memory whose content type is given; names left unquoted."""
    if not form.is_multipart or form._quote_fields or form._charset is not None:
        return None
    parts = []
    for options, headers, value in form._fields:
        if set(options) - {"name", "filename"} or set(headers) - {"Content-Type"}:
            return None
        kind = headers.get("Content-Type")
        if isinstance(value, str) and (kind is None or ";" not in kind):
            data = value.encode()
            kind = kind or "text/plain; charset=utf-8"
        elif isinstance(value, io.BytesIO) and kind is not None:
            data = value.getvalue()  # the buffer itself, not a copy, while it is unchanged
            data = data[value.tell():] if value.tell() else data  # from where it stands, as aiohttp reads it
        else:
            return None
        disposition = "form-data" + "".join(f'; {key}="{_escaped(options[key])}"' for key in ("name", "filename")
                                            if key in options)
        parts.append((f"Content-Type: {kind}\r\nContent-Disposition: {disposition}\r\n\r\n".encode(), data))
    writer = form._writer
    boundary = b"--" + writer._boundary
    pieces: list[bytes] = []
    for head, data in parts:
        pieces += (boundary, b"\r\n", head, data, b"\r\n")
    pieces += (boundary, b"--\r\n")
    form._fields.clear()  # taken, as its own reading takes them
    return BytesPayload(b"".join(pieces), content_type=writer.content_type)


def _escaped(value: str) -> str:
    """A disposition's parameter as aiohttp writes it unquoted: its backslashes and quotes escaped."""
    return value.replace("\\", "\\\\").replace('"', '\\"')


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


class _KeptById(discord.Webhook):
    """An interaction's webhook whose messages sent are known by their ids alone."""

    __slots__ = ()

    def _create_message(self, data: Any, *, thread: object) -> Any:
        return discord.Object(int(data["id"]))


async def follow_up_kept_by_id(interaction: discord.Interaction[Any], **said: Any) -> discord.Object:
    """`interaction.followup.send(wait=True, **said)`, the message sent known by its id alone:
    the same request and the same view stored under that id, without the message read."""
    webhook: Any = interaction.followup  # a new Webhook at each reading of the property
    webhook.__class__ = _KeptById  # the same slots: only how it reads a message sent differs
    sent: discord.Object = await webhook.send(wait=True, **said)
    return sent


SWEEP_EVERY = 30.0  # seconds between sweeps of discord.py's idle rate limit buckets


def sweep_buckets_now_and_then(client: discord.Client, every: float = SWEEP_EVERY) -> None:
    """Have discord.py sweep its idle rate limit buckets at most once every `every` seconds, not
    at each new bucket: a bucket is dropped only five minutes idle, so a sweep half a minute
    later drops it as well, and the buckets stay as few."""
    http: Any = client.http
    sweep = http._try_clear_expired_ratelimits
    last = [-every]

    def now_and_then() -> None:
        now = time.monotonic()
        if now - last[0] >= every:
            last[0] = now
            sweep()

    http._try_clear_expired_ratelimits = now_and_then


class RequestWatch(Protocol):
    """What a session's requests tell as they go (`watch_requests`)."""

    async def writing(self, request: aiohttp.ClientRequest, conn: Any) -> object:
        """Awaited just before `request` is written on the connection `conn`; what it returns is
        handed back to `answered`."""

    def answered(self, token: object, response: aiohttp.ClientResponse | None) -> None:
        """Its answer's status and headers have come (`response`), or it failed (None)."""


class WatchedRequest(WholeBodies):
    """A request that tells its session's watch when it is about to be written."""

    watch: ClassVar[RequestWatch]

    async def send(self, conn: Any) -> aiohttp.ClientResponse:
        watch = self.watch
        token = await watch.writing(self, conn)
        try:
            response = await super().send(conn)
        except BaseException:
            watch.answered(token, None)
            raise
        if isinstance(response, WatchedResponse):
            response._told = (watch, token)  # the response names no request: no cycle
        else:
            watch.answered(token, None)
        return response


class WatchedResponse(aiohttp.ClientResponse):
    """A response that tells the watch of its request once its head is read (or failed)."""

    _told: tuple[RequestWatch, object] | None = None

    async def start(self, connection: Any) -> WatchedResponse:
        told, self._told = self._told, None
        try:
            await super().start(connection)
        except BaseException:
            if told is not None:
                told[0].answered(told[1], None)
            raise
        if told is not None:
            told[0].answered(told[1], self)
        return self


def watched_classes(watch: RequestWatch) -> tuple[type[WatchedRequest], type[WatchedResponse]]:
    """The request and response classes for a session whose requests `watch` sees."""
    return type("WatchedRequest", (WatchedRequest,), {"watch": watch}), WatchedResponse


def login_trace(watch: RequestWatch) -> aiohttp.TraceConfig:
    """For ``discord.Client(http_trace=...)``: `watch` told of the requests discord.py makes at
    login (the bot's user, its application), on the session it makes there, before
    `watch_requests` can be set on it; `watch_requests` then takes this trace away."""

    async def writing(session: object, context: SimpleNamespace, params: aiohttp.TraceRequestHeadersSentParams) -> None:
        context.told = [*getattr(context, "told", ()), await watch.writing(params, None)]  # type: ignore[arg-type]

    async def answered(session: object, context: SimpleNamespace, params: Any) -> None:
        for token in getattr(context, "told", ()):
            watch.answered(token, getattr(params, "response", None))
        context.told = []

    trace = aiohttp.TraceConfig()
    trace.on_request_headers_sent.append(writing)
    trace.on_request_end.append(answered)
    trace.on_request_exception.append(answered)
    return trace


def watch_requests(client: discord.Client, watch: RequestWatch) -> None:
    """Have the HTTP session discord.py made at login send its forms whole (`WholeBodies`) and
    tell `watch` of every request (the interactions' webhooks share that session), with no
    tracing from now on (`login_trace`'s, or any)."""
    session = getattr(client.http, "_HTTPClient__session", None)
    if isinstance(session, aiohttp.ClientSession):  # logged in
        session._request_class, session._response_class = watched_classes(watch)
        session._trace_configs = []


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

"""The parts of discord.py the bot reaches inside (`bot/discord_side/internals.py`), pinned
against the installed version: an upgrade that moves one fails here, by name."""

from __future__ import annotations

import gc
import inspect
import io
import re

import aiohttp
import discord
import pytest
from discord import app_commands

from bot.discord_side.internals import (
    BytesFile,
    TreeAroundEachCommand,
    WatchedRequest,
    WatchedResponse,
    WholeBodies,
    deliver_interaction,
    follow_up_kept_by_id,
    form_bytes,
    login_trace,
    one_piece,
    sweep_buckets_now_and_then,
    unlink_response,
    watch_interactions,
    watch_requests,
    watched_classes,
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


def _forms() -> list[aiohttp.FormData]:
    """Forms as discord.py makes them (a message, a picture or two), and names to escape."""
    forms = [_message_with_a_picture()]
    for files in (1, 2):
        form = aiohttp.FormData(quote_fields=False)
        form.add_field(name="payload_json", value='{"content":"é ♠"}')  # discord.py's: no content type
        for i in range(files):
            form.add_field(name=f"files[{i}]", value=io.BytesIO(bytes([i]) * (1000 + i)),
                           filename=f'hand {i} "\\".png', content_type="application/octet-stream")
        forms.append(form)
    moved = _message_with_a_picture()
    moved._fields[1][2].seek(7)  # a file read from where it stands
    return [*forms, moved]


async def test_a_form_written_at_once_is_the_bytes_aiohttp_writes() -> None:
    for ours, theirs in zip(_forms(), _forms(), strict=True):
        theirs._writer = aiohttp.MultipartWriter("form-data", boundary=ours._writer._boundary.decode())
        whole = form_bytes(ours)
        assert whole is not None and not ours._fields
        writer = theirs()
        assert dict(whole.headers) == dict(writer.headers)
        assert whole._value == await writer.as_bytes()


def test_a_form_not_as_discord_py_makes_them_is_left_to_aiohttp() -> None:
    quoted = aiohttp.FormData()  # quote_fields: names in RFC 2231's quoting
    quoted.add_field(name="files[0]", value=io.BytesIO(b"x"), filename="a.png", content_type="image/png")
    guessed = aiohttp.FormData(quote_fields=False)  # no content type: aiohttp guesses one from the name
    guessed.add_field(name="files[0]", value=io.BytesIO(b"x"), filename="a.png")
    for form in (quoted, guessed):
        assert form_bytes(form) is None and form._fields


class _Told:
    """A request watch that writes down what it is told."""

    def __init__(self) -> None:
        self.said: list[tuple[str, object]] = []

    async def writing(self, request: aiohttp.ClientRequest, conn: object) -> object:
        self.said.append(("writing", str(request.url)))
        return len(self.said)

    def answered(self, token: object, response: aiohttp.ClientResponse | None) -> None:
        self.said.append(("answered", (token, None if response is None else response.status)))


async def test_the_session_discord_py_makes_sends_forms_whole_and_is_watched() -> None:
    client = discord.Client(intents=discord.Intents.none())
    session = aiohttp.ClientSession()
    client.http._HTTPClient__session = session  # what login makes (discord.http.HTTPClient.static_login)
    told = _Told()
    session._trace_configs = [login_trace(told)]
    try:
        watch_requests(client, told)
        assert session._trace_configs == []  # nothing traced once watched
        assert issubclass(session._request_class, WatchedRequest) and issubclass(session._request_class, WholeBodies)
        assert session._request_class.watch is told and session._response_class is WatchedResponse
    finally:
        await session.close()
    login = inspect.getsource(discord.http.HTTPClient.static_login)
    assert "self.__session = aiohttp.ClientSession(" in login and "trace_configs=None if self.http_trace is None else [self.http_trace]" in login
    # The login's own requests go before setup_hook, where the session is watched: traced until then.
    client_login = inspect.getsource(discord.Client.login)
    assert client_login.index("static_login(") < client_login.index("await self.setup_hook()")
    assert "aiohttp.FormData(" in inspect.getsource(discord.webhook.async_.AsyncWebhookAdapter.request)
    # The interactions' webhooks (follow-ups, @original) are sent on that same session.
    assert "session = http._HTTPClient__session" in inspect.getsource(discord.webhook.async_.Webhook.from_state)


async def test_a_watched_request_is_told_before_it_is_written_and_when_answered() -> None:
    from aiohttp import web

    async def answer(request: web.Request) -> web.Response:
        if request.match_info["status"] == "cut":  # the connection dropped before any answer
            assert request.transport is not None
            request.transport.abort()
            return web.Response()
        return web.json_response({}, status=int(request.match_info["status"]))

    app = web.Application()
    app.router.add_route("*", "/{status}", answer)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    base = f"http://127.0.0.1:{port}"

    async def three(session: aiohttp.ClientSession) -> None:
        for status in (200, 429):
            async with session.post(f"{base}/{status}", data=b"x") as response:
                assert response.status == status
        with pytest.raises(aiohttp.ClientError):
            async with session.get(f"{base}/cut"):
                pass

    told, traced = _Told(), _Told()
    request_class, response_class = watched_classes(told)
    assert request_class.watch is told
    try:
        async with aiohttp.ClientSession(request_class=request_class, response_class=response_class) as session:
            await three(session)
        async with aiohttp.ClientSession(trace_configs=[login_trace(traced)]) as session:  # as at login
            await three(session)
    finally:
        await runner.cleanup()
    for said in (told.said, traced.said):
        assert said[:4] == [("writing", f"{base}/200"), ("answered", (1, 200)),
                            ("writing", f"{base}/429"), ("answered", (3, 429))]
        # The dropped one (aiohttp tries a GET again on a reused connection): each try answered, failed.
        tries = said[4:]
        written = [4 + n + 1 for n, (what, _) in enumerate(tries) if what == "writing"]
        answered = [told for what, told in tries if what == "answered"]
        assert written and {url for what, url in tries if what == "writing"} == {f"{base}/cut"}
        assert sorted(answered) == [(n, None) for n in written]  # each once, as failed
    # aiohttp's own order, which the two classes rely on: a request sent, then its response's head read.
    source = inspect.getsource(aiohttp.ClientSession._request)
    assert "resp = await req.send(conn)" in source and "await resp.start(conn)" in source


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


async def test_discord_pys_buckets_are_swept_now_and_then_not_at_each_new_one(monkeypatch) -> None:
    client = discord.Client(intents=discord.Intents.none())
    http = client.http
    looked = [0]
    inactive = discord.http.Ratelimit.is_inactive

    def counted(self: discord.http.Ratelimit) -> bool:
        looked[0] += 1
        return inactive(self)

    monkeypatch.setattr(discord.http.Ratelimit, "is_inactive", counted)
    clock = [1000.0]
    monkeypatch.setattr("bot.discord_side.internals.time.monotonic", lambda: clock[0])
    sweep_buckets_now_and_then(client, every=30)
    for n in range(400):  # a bucket for each DM channel
        http.get_ratelimit(f"POST /channels/{{channel_id}}/messages:({n},)")
    assert looked[0] == 0  # under 256 at the first, none since
    clock[0] += 30
    http.get_ratelimit("one more")
    assert looked[0] == 401  # one sweep of them all, after its half minute
    for bucket in list(http._buckets.values())[:100]:
        bucket._last_request -= 301  # five minutes idle: swept at the next
    clock[0] += 30
    http.get_ratelimit("and one more")
    assert len(http._buckets) == 302
    # discord.py's own: a sweep at each new bucket past 256, dropping those idle five minutes.
    assert "self._try_clear_expired_ratelimits()" in inspect.getsource(discord.http.HTTPClient.get_ratelimit)
    source = inspect.getsource(discord.http.HTTPClient._try_clear_expired_ratelimits)
    assert "len(self._buckets) < 256" in source and "bucket.is_inactive()" in source
    assert "delta >= 300" in inspect.getsource(inactive)


def test_a_follow_up_kept_by_id_reads_no_message() -> None:
    # discord.py's follow-up: the answer read by `_create_message`, and only the message's id
    # used after it (the view stored under it); what `follow_up_kept_by_id` puts in its place.
    send = inspect.getsource(discord.webhook.async_.Webhook.send)
    assert "msg = self._create_message(data, thread=thread)" in send
    after = send[send.index("msg = self._create_message(data, thread=thread)"):]
    assert re.findall(r"\bmsg\.\w+", after) == ["msg.id"]
    assert "poll._update(msg)" in after  # a poll reads it: the table sends none
    assert list(inspect.signature(discord.webhook.async_.Webhook._create_message).parameters) == ["self", "data", "thread"]
    # The interaction's webhook turned into one that keeps ids: the same slots, nothing else new.
    from bot.discord_side.internals import _KeptById
    assert _KeptById.__slots__ == () and _KeptById.__mro__[1] is discord.webhook.async_.Webhook
    assert "Webhook.from_state(" in inspect.getsource(discord.Interaction.followup.function)
    assert inspect.iscoroutinefunction(follow_up_kept_by_id)

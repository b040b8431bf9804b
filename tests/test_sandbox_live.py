"""The sandbox's live pages (`/api/live`): at most `MOST_PAGES` at once, one more refused
in words; what a page held is let go when it closes, or when it stops reading and falls
too far behind."""

from __future__ import annotations

import asyncio
import base64
import gc
import os
import socket
import weakref
from collections.abc import Callable
from pathlib import Path

import aiohttp

from bot.sandbox.live import BACKLOG, MOST_PAGES, REFUSED, Page, refusal
from tests.sandbox_inproc import member, page_served


async def _until(test: Callable[[], object], what: str, timeout: float = 30.0) -> None:
    try:
        async with asyncio.timeout(timeout):
            while not test():
                await asyncio.sleep(0.02)
    except TimeoutError:
        raise AssertionError(f"timed out after {timeout:g} s waiting for {what}") from None


async def test_pages_past_the_cap_are_refused_in_words_until_one_closes(tmp_path: Path) -> None:
    async with page_served(tmp_path) as (box, url), aiohttp.ClientSession() as session:
        people = [str(member(box, n).id) for n in ("alice", "bob", "carol")]
        pages = []
        for i in range(MOST_PAGES):
            ws = await session.ws_connect(f"{url}api/live?as={people[i % 3]}")
            assert (await ws.receive_json(timeout=10))["type"] == "state"
            pages.append(ws)
        extra = await session.ws_connect(f"{url}api/live?as={people[0]}")
        said = await extra.receive(timeout=10)
        assert said.type == aiohttp.WSMsgType.CLOSE, said
        assert (said.data, said.extra) == (REFUSED, refusal(MOST_PAGES))
        assert refusal(MOST_PAGES) == f"at most {MOST_PAGES} pages may be open at once: close one"
        assert len(box.live.pages) == MOST_PAGES
        await pages.pop().close()
        await _until(lambda: len(box.live.pages) < MOST_PAGES, "a page to close")
        again = await session.ws_connect(f"{url}api/live?as={people[1]}")
        assert (await again.receive_json(timeout=10))["type"] == "state"
        for ws in [*pages, again]:
            await ws.close()
        await _until(lambda: not box.live.pages, "every page to close")


async def _stalled(port: int, user_id: str) -> socket.socket:
    """A page that opens its websocket and then reads nothing at all."""
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.setblocking(False)
    loop = asyncio.get_running_loop()
    await loop.sock_connect(sock, ("127.0.0.1", port))
    key = base64.b64encode(os.urandom(16)).decode()
    await loop.sock_sendall(sock, (f"GET /api/live?as={user_id} HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                                   "Upgrade: websocket\r\nConnection: Upgrade\r\n"
                                   f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    return sock


async def test_a_page_lets_go_of_what_it_held_when_it_closes_or_stops_reading(tmp_path: Path) -> None:
    async with page_served(tmp_path) as (box, url), aiohttp.ClientSession() as session:
        alice, carol = str(member(box, "alice").id), str(member(box, "carol").id)
        held: list[weakref.ref[Page]] = []
        for _ in range(10):  # pages opened and closed
            ws = await session.ws_connect(f"{url}api/live?as={alice}")
            await ws.receive_json(timeout=10)
            held.extend(weakref.ref(p) for p in box.live.pages)
            await ws.close()
        await _until(lambda: not box.live.pages, "the pages to close")

        sock = await _stalled(int(url.rsplit(":", 1)[1].strip("/")), carol)
        try:
            await _until(lambda: box.live.pages, "the stalled page to open")
            (stalled,) = box.live.pages
            held.append(weakref.ref(stalled))
            event = {"type": "health", "health": {"filler": "z" * 20_000}}
            for _ in range(3 * BACKLOG):  # far more than any socket buffer holds
                box.live.to_all(event)
                await asyncio.sleep(0)
            behind = stalled.queue.qsize()
            await _until(lambda: held[-1]() not in box.live.pages, f"the stalled page to be cut off ({behind} behind)")
            assert stalled.queue.qsize() == 0, "a page cut off still holds its backlog"
            del stalled
        finally:
            sock.close()
        await _until(lambda: gc.collect() >= 0 and all(r() is None for r in held), "closed pages to be let go")

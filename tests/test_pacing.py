"""The cap on requests at the wire: never more than its count in any window, and only for requests it binds."""

from __future__ import annotations

import asyncio
import time

import aiohttp
import discord.http
import pytest
from aiohttp import web

from bot.discord_side.internals import watched_classes
from bot.discord_side.pacing import BotRequests, WireCap


def most_in_any_window(times: list[float], window: float) -> int:
    """Brute force over every request as a window's first: the independent count."""
    return max(sum(1 for t in times if start <= t < start + window) for start in times)


async def test_a_burst_leaves_no_faster_than_the_cap() -> None:
    cap = WireCap(cap=3, window=0.2)
    left: list[float] = []

    async def request() -> None:
        await cap.wait()
        left.append(time.monotonic())

    started = time.monotonic()
    await asyncio.wait_for(asyncio.gather(*(request() for _ in range(10))), 5)
    assert len(left) == 10
    assert most_in_any_window(left, 0.2) == 3  # full use of the cap, never more
    assert left[-1] - started >= 3 * 0.2 - 0.01  # ten at three a window need three more windows


def test_only_requests_bound_by_the_global_limit_wait() -> None:
    cap = WireCap()
    base = discord.http.Route.BASE
    assert cap.bound(base + "/channels/1/messages")
    assert cap.bound(base + "/users/@me/channels")
    assert not cap.bound(base + "/interactions/5/tok/callback?with_response=1")
    assert not cap.bound(base + "/webhooks/7/tok/messages/@original")
    assert not cap.bound(base + "/webhooks/7/tok?wait=true")
    assert cap.bound(base + "/webhooks/7")  # a webhook fetched by the bot, with its own token: bound
    assert not cap.bound("wss://gateway.discord.gg/?v=10&encoding=json")


async def test_a_burst_arrives_no_faster_than_the_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    # A real server stamps each request as it arrives; a slow start on the client side must not bunch them.
    arrived: list[float] = []

    async def stamp(request: web.Request) -> web.Response:
        arrived.append(time.monotonic())
        return web.json_response({})

    app = web.Application()
    app.router.add_route("*", "/{tail:.*}", stamp)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    monkeypatch.setattr(discord.http.Route, "BASE", f"http://127.0.0.1:{port}/api/v10")
    cap = WireCap(cap=3, window=0.5)
    counted: list[tuple[str, int]] = []
    request_class, response_class = watched_classes(BotRequests(cap, lambda url, status, _h: counted.append((url, status))))
    try:
        async with aiohttp.ClientSession(request_class=request_class, response_class=response_class) as session:

            async def request(n: int) -> None:
                async with session.post(f"{discord.http.Route.BASE}/channels/{n}/messages", json={"n": n}) as r:
                    assert r.status == 200

            async def answer(n: int) -> None:  # an interaction callback: exempt, never waits
                async with session.post(f"{discord.http.Route.BASE}/interactions/{n}/tok/callback") as r:
                    assert r.status == 200

            started = time.monotonic()
            await asyncio.wait_for(asyncio.gather(*(request(n) for n in range(9))), 10)
            assert len(arrived) == 9
            # This server shares the client's loop, so it may stamp a request some milliseconds late:
            # the cap must hold in a window shortened by that much.
            assert most_in_any_window(arrived, 0.5 - 0.05) <= 3
            assert arrived[-1] - started >= 2 * 0.5 - 0.01  # nine at three a window span three windows
            arrived.clear()
            await asyncio.wait_for(asyncio.gather(*(answer(n) for n in range(12))), 10)
            assert len(arrived) == 12 and most_in_any_window(arrived, 0.5) == 12  # all in one go
            assert len(counted) == 21 and {status for _url, status in counted} == {200}
            assert not any(slot[0] == WireCap.ON_THE_WAY for slot in cap.sent)  # every answer came back
    finally:
        await runner.cleanup()


def test_the_global_limit_is_a_setting_and_the_margins_follow_it(tmp_path):
    """DISCORD_GLOBAL_RATE (issue 18): a bot Discord granted more keeps the same margins under it."""
    import pydantic

    from bot.discord_side.app import PokerBot
    from bot.discord_side.pacing import Pacer
    from bot.settings import Settings

    assert (Pacer.under(50).rate, Pacer.under(50).burst, WireCap.under(50).cap) == (35.0, 5, 40)  # as before
    assert (Pacer.under(500).rate, Pacer.under(500).burst, WireCap.under(500).cap) == (350.0, 50, 400)
    bot = PokerBot(Settings(database_url=f"sqlite:///{tmp_path}/p.db", discord_global_rate=500), state_dir=tmp_path)
    assert bot.wire_cap.cap == 400
    with pytest.raises(pydantic.ValidationError, match="discord_global_rate"):
        Settings(discord_global_rate=0)


async def test_when_the_limit_binds_requests_go_by_need_then_by_arrival() -> None:
    """The policy of docs/scale.md: cards, turns and results first; posts and cosmetic edits next;
    the card emojis last.  A request no longer wanted when its turn comes spends nothing."""
    from bot.discord_side.pacing import Need, Pacer

    pacer = Pacer(rate=50, burst=1)
    assert await pacer.wait(Need.COSMETIC)  # the one token there is: the rest must queue
    went: list[str] = []

    async def ask(name: str, need: Need, wanted: bool = True) -> None:
        if await pacer.wait(need, lambda: wanted):
            went.append(name)

    arrivals = [("emojis", Need.EMOJIS, True), ("note", Need.COSMETIC, True), ("repost", Need.POST, True),
                ("hand of a deal over", Need.HAND, False), ("turn", Need.TURN, True), ("hand", Need.HAND, True),
                ("result", Need.RESULT, True)]
    tasks = []
    for name, need, wanted in arrivals:
        tasks.append(asyncio.create_task(ask(name, need, wanted)))
        await asyncio.sleep(0)  # each in the queue before the next arrives
    await asyncio.wait_for(asyncio.gather(*tasks), 5)
    assert went == ["turn", "hand", "result", "note", "repost", "emojis"]
    assert pacer.dropped == 1 and sum(pacer.granted.values()) == 7  # the first, then six of seven


async def test_a_request_no_longer_wanted_is_dropped_with_a_token_free_too() -> None:
    """A hand's DM waits twice (its channel opened, then the message): its deal can end between
    the two, and the second may find a token free; it must not go then either."""
    from bot.discord_side.pacing import Need, Pacer

    pacer = Pacer(rate=50, burst=1)
    assert not await pacer.wait(Need.HAND, lambda: False)
    assert pacer.dropped == 1 and pacer.tokens >= 1 and not pacer.granted  # nothing spent
    assert await pacer.wait(Need.HAND, lambda: True)


async def test_a_cancelled_waiter_neither_blocks_the_queue_nor_loses_a_token() -> None:
    from bot.discord_side.pacing import Need, Pacer

    pacer = Pacer(rate=20, burst=1)
    assert await pacer.wait()
    gone = asyncio.create_task(pacer.wait(Need.HAND))
    await asyncio.sleep(0)
    gone.cancel()
    assert await asyncio.wait_for(pacer.wait(Need.EMOJIS), 5)
    assert pacer.granted[Need.HAND] == 0 and pacer.granted[Need.EMOJIS] == 1


async def test_a_queued_request_hastened_goes_at_its_new_rank_in_its_arrival_order() -> None:
    """A cosmetic edit waiting when a new turn comes for its message goes with the turns, ahead of
    the turns that came after it; it is counted once, under the need it went at."""
    from bot.discord_side.pacing import Need, Pacer

    pacer = Pacer(rate=50, burst=1)
    assert await pacer.wait(Need.COSMETIC)  # the one token there is: the rest must queue
    went: list[str] = []

    async def ask(name: str, need: Need, key: str | None = None) -> None:
        if await pacer.wait(need, key=key):
            went.append(name)

    tasks = []
    for name, need, key in [("other note", Need.COSMETIC, None), ("table's note", Need.COSMETIC, "table"),
                            ("other turn", Need.TURN, None)]:
        tasks.append(asyncio.create_task(ask(name, need, key)))
        await asyncio.sleep(0)
    pacer.hasten("table", Need.TURN)
    pacer.hasten("table", Need.EMOJIS)  # never lowered
    pacer.hasten("nothing queued", Need.TURN)  # nothing to raise
    await asyncio.wait_for(asyncio.gather(*tasks), 5)
    assert went == ["table's note", "other turn", "other note"]
    assert pacer.granted == {Need.COSMETIC: 2, Need.TURN: 2} and pacer.keyed == {}


async def test_a_new_turn_raises_the_table_edit_waiting_for_the_limit() -> None:
    """TableMessage.refresh, with an edit of the table under way (waiting for the pacer as a
    cosmetic edit) and a turn the message does not show yet, raises that edit to a turn's rank."""
    from types import SimpleNamespace

    from bot.discord_side.pacing import Need, Pacer
    from bot.discord_side.table_message import TableMessage
    from bot.discord_side.table_state import TableUI

    pacer = Pacer(rate=50, burst=1)
    assert await pacer.wait(Need.COSMETIC)
    nothing = SimpleNamespace()  # only its pacer is read
    messages = TableMessage(nothing, nothing, pacer, nothing, card_deck="", metrics=None)  # type: ignore[arg-type]
    ui = TableUI(table_id=7, channel_id=1, turn=(1, 3))
    ui.shown.turn_shown = (1, 3)
    went: list[str] = []

    async def edit() -> None:  # what _edit_soon does for a change that shows no new turn
        await pacer.wait(Need.COSMETIC, key=messages.key(ui))
        went.append("table")

    async def other(need: Need) -> None:
        await pacer.wait(need)
        went.append(need.words)

    first = asyncio.create_task(other(Need.COSMETIC))
    await asyncio.sleep(0)
    ui.shown.edit_task = asyncio.create_task(edit())
    await asyncio.sleep(0)
    later = asyncio.create_task(other(Need.TURN))
    await asyncio.sleep(0)
    ui.turn = (1, 4)  # a robot played meanwhile
    messages.refresh(ui)
    await asyncio.wait_for(asyncio.gather(first, ui.shown.edit_task, later), 5)
    assert went == ["table", "table edit", "cosmetic edit"]

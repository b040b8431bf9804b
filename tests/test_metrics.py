"""Metrics and health checks served by a bot playing against the Discord emulation.

The bot serves /metrics, /healthz and /readyz on a free loopback port (METRICS_ADDRESS with
port 0).  Each metric is read before and after the event it counts, from a real scrape parsed
by prometheus-client's own parser; no label value may look like a Discord id or a card.
"""

from __future__ import annotations

import asyncio
import re

import aiohttp
import aiohttp.web
import pytest

pytest.importorskip("prometheus_client")

from prometheus_client.parser import text_string_to_metric_families  # noqa: E402

from bot.discord_side.app import PokerBot  # noqa: E402
from bot.discord_side.metrics import route_group  # noqa: E402
from bot.discord_side.pacing import WireCap  # noqa: E402
from bot.settings import Settings  # noqa: E402
from tests.test_bot_tables import (  # noqa: E402
    COGS,
    play_to_the_end,
    setup_table,
    table_message,
    wait_for_step,
)

Samples = dict[tuple[str, tuple[tuple[str, str], ...]], float]
SNOWFLAKE = re.compile(r"\d{15,20}")
CARD = re.compile(r"^(?:10|[2-9JQKA])[♣♦♥♠]$|^(?:[2-9TJQKA][cdhs]|Jo)$")


def metrics_bot(tmp_path, database_url: str | None = None, **settings) -> PokerBot:
    options = {"next_deal_after": -1, "robot_delay": 0.01, "edit_every": 0.05, "turn_seconds": 600,
               "seeds": lambda n: f"metrics-seed-{n}"}
    url = database_url or f"sqlite:///{tmp_path}/poker.db"
    return PokerBot(Settings(database_url=url, metrics_address="127.0.0.1:0", **settings),
                    state_dir=tmp_path, cogs=COGS, controller_options=options)


def base(bot: PokerBot) -> str:
    assert bot.health is not None
    return f"http://127.0.0.1:{bot.health.port}"


async def get(bot: PokerBot, path: str) -> tuple[int, str]:
    async with aiohttp.ClientSession() as session, session.get(base(bot) + path) as response:
        return response.status, await response.text()


async def scrape(bot: PokerBot) -> Samples:
    status, text = await get(bot, "/metrics")
    assert status == 200
    samples: Samples = {}
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            samples[(sample.name, tuple(sorted(sample.labels.items())))] = sample.value
    return samples


def value(samples: Samples, name: str, **labels: str) -> float:
    key = (name, tuple(sorted(labels.items())))
    assert key in samples, f"{name}{labels} is not in the scrape"
    return samples[key]


async def until(predicate, what: str, timeout: float = 60.0) -> None:
    """Poll `predicate` (the emulator's own wait wakes only on its own events)."""
    async with asyncio.timeout(timeout):
        while not predicate():
            await asyncio.sleep(0.1)


async def ready(bot: PokerBot) -> tuple[int, str]:
    return await get(bot, "/readyz")


async def test_each_metric_moves_when_its_event_happens(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    cast.carol.dms_open = False  # her hand cannot go by DM: a DM refused
    bot = metrics_bot(tmp_path)
    await bot_runner.start(bot)
    before = await scrape(bot)
    assert value(before, "poker_tables_open", variety="draw") == 0
    assert value(before, "poker_gateway_ready") == 1
    assert value(before, "poker_database_up") == 1
    assert value(before, "process_resident_memory_bytes") > 0

    table_id = await setup_table(world, bot, [cast.alice, cast.bob, cast.carol])
    world.rate_limits.force_429(method="POST", template="/channels/{channel_id}/messages", count=1)
    await (await world.slash(cast.bob, cast.poker, "poker deal")).wait_followups(1)
    during = await scrape(bot)
    assert value(during, "poker_tables_open", variety="draw") == 1
    assert value(during, "poker_tables_in_play", variety="draw") == 1
    assert value(during, "poker_tables_in_play", variety="stud") == 0

    # Someone clicks out of turn: a refusal, counted as one.
    deal = await bot.tables.deal_in_play(table_id)
    idle = next(p for i, p in enumerate(deal.setup.players) if i != deal.to_act)
    number, step = deal.setup.number, len(deal.history)
    idler = next(u for u in (cast.alice, cast.bob, cast.carol) if str(u.id) == idle)
    await wait_for_step(world, bot, table_id, number, step)
    verb = next(c.rsplit(":", 1)[1] for c in table_message(world).custom_ids
                if c.startswith(f"pk:{table_id}:{number}:{step}:") and not c.endswith(":hand"))
    refused = await world.click(idler, table_message(world), f"pk:{table_id}:{number}:{step}:{verb}")
    await world.wait_until(lambda: refused.followups or refused.callback_data.get("content"))
    await play_to_the_end(world, bot, table_id)
    after = await scrape(bot)

    def moved(name: str, **labels: str) -> bool:
        return value(after, name, **labels) > before.get((name, tuple(sorted(labels.items()))), 0.0)

    assert value(after, "poker_tables_in_play", variety="draw") == 0
    assert moved("poker_deals_finished_total", variety="draw")
    assert moved("poker_interactions_total", kind="command")
    assert moved("poker_interactions_total", kind="component")
    assert moved("poker_interaction_answer_seconds_count", kind="command")
    assert moved("poker_interaction_answer_seconds_count", kind="component")
    assert moved("poker_discord_requests_total", route="messages", status="2xx")
    assert moved("poker_discord_requests_total", route="interactions", status="2xx")
    assert moved("poker_discord_requests_total", route="messages", status="429")
    assert moved("poker_discord_rate_limited_total", scope="user")
    assert moved("poker_dms_refused_total")
    assert moved("poker_errors_total", kind="refused")
    assert value(after, "poker_errors_total", kind="unexpected") == 0
    assert moved("poker_database_seconds_count", operation="select")
    assert moved("poker_database_seconds_count", operation="insert")
    assert moved("poker_database_transaction_seconds_count", mode="write")
    assert moved("poker_picture_seconds_count", picture="table")
    assert moved("poker_picture_seconds_count", picture="hand")
    assert moved("poker_event_loop_lag_seconds_count")
    assert 0 <= value(after, "poker_discord_global_budget_used") <= 1
    assert ("poker_discord_paced_total", (("stage", "pacer"),)) in after


async def test_no_label_holds_an_id_or_a_card(discord_world, bot_runner, tmp_path):
    world, cast = discord_world, discord_world.cast
    bot = metrics_bot(tmp_path)
    await bot_runner.start(bot)
    table_id = await setup_table(world, bot, [cast.alice, cast.bob])
    await (await world.slash(cast.bob, cast.poker, "poker deal")).wait_followups(1)
    await play_to_the_end(world, bot, table_id)
    status, text = await get(bot, "/metrics")
    labels = [value for family in text_string_to_metric_families(text)
              for sample in family.samples for value in sample.labels.values()]
    assert labels, text[:500]
    ids = {str(u.id) for u in (cast.alice, cast.bob)} | {str(cast.guild.id), str(cast.poker.id), str(table_id)}
    assert not [v for v in labels if SNOWFLAKE.search(v) or CARD.match(v) or v in ids]
    assert "_created" not in text  # no time-stamp twin of every series


async def test_a_paced_bot_counts_the_requests_that_waited(discord_world, bot_runner, tmp_path):
    """Under a global limit of 1 a second, the table's messages wait for the pacer."""
    world, cast = discord_world, discord_world.cast
    bot = metrics_bot(tmp_path, discord_global_rate=1)
    await bot_runner.start(bot)
    table_id = await setup_table(world, bot, [cast.alice, cast.bob])
    await (await world.slash(cast.bob, cast.poker, "poker deal")).wait_followups(1)
    await until(lambda: bot.table_controller.pacer.waited > 0, "a paced request")
    samples = await scrape(bot)
    assert value(samples, "poker_discord_paced_total", stage="pacer") >= 1
    await bot.tables.stop_table(table_id, by=cast.alice.id, why="the test is over")


def test_the_budget_used_is_the_share_of_the_cap_sent_in_its_window():
    async def two_of_four() -> float:
        cap = WireCap(cap=4, window=3600.0)  # a window no test outlasts
        await cap.wait()
        await cap.wait()
        return cap.used()

    assert asyncio.run(two_of_four()) == 0.5


@pytest.mark.parametrize(("path", "group"), [
    ("/interactions/1234567890123456789/tok-en/callback", "interactions"),
    ("/webhooks/1234567890123456789/tok-en/messages/@original", "webhooks"),
    ("/channels/1234567890123456789/messages/1234567890123456780", "messages"),
    ("/channels/1234567890123456789", "channels"),
    ("/users/@me/channels", "dm_channels"),
    ("/users/1234567890123456789", "users"),
    ("/applications/1234567890123456789/guilds/1/commands", "commands"),
    ("/applications/1234567890123456789/emojis", "emojis"),
    ("/guilds/1234567890123456789/members/1", "guilds"),
    ("/gateway/bot", "gateway"),
])
def test_a_route_is_named_by_its_group_never_its_ids(path, group):
    import discord.http

    assert route_group(discord.http.Route.BASE + path + "?with_counts=true") == group


async def test_healthz_answers_and_readyz_says_ready(discord_world, bot_runner, tmp_path):
    bot = metrics_bot(tmp_path)
    await bot_runner.start(bot)
    status, text = await get(bot, "/healthz")
    assert status == 200 and '"healthy": true' in text
    status, text = await ready(bot)
    assert status == 200, text
    assert '"gateway": "ok"' in text and '"database": "ok"' in text


async def test_readyz_is_not_ready_while_the_schema_is_not_this_codes(discord_world, bot_runner, tmp_path):
    """A newer bot migrated the database meanwhile (a version this code does not know)."""
    from bot.storage import migrations

    bot = metrics_bot(tmp_path)
    await bot_runner.start(bot)
    latest = migrations.latest(bot.storage.dialect)
    async with bot.storage.transaction() as tx:
        await tx.conn.execute("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
                              latest + 1, "from a newer bot", "2026-01-01T00:00:00+00:00")
    status, text = await ready(bot)
    assert status == 503, text
    assert f'"database": "schema version {latest + 1}, this code needs {latest}: upgrade the bot"' in text


async def test_readyz_is_not_ready_until_the_gateway_is_connected(discord_world, tmp_path):
    """Logged in (the database open, the server listening) but not yet connected to the gateway."""
    bot = metrics_bot(tmp_path)
    await bot.login(discord_world.token)
    try:
        status, text = await ready(bot)
        assert status == 503, text
        assert '"gateway": "not connected"' in text and '"database": "ok"' in text
        status, _ = await get(bot, "/healthz")
        assert status == 200
    finally:
        await bot.close()


async def test_readyz_is_not_ready_while_the_gateway_is_down(discord_world, tmp_path, monkeypatch):
    """The gateway's connection drops and the emulator refuses every new one for a while:
    /readyz says so; once the gateway takes connections again, ready by itself.  (Not under
    the table invariants: discord.py logs each refused reconnection at ERROR.)"""
    import discord_emulator.server as server
    from discord_emulator import BotRunner

    world = discord_world
    bot = metrics_bot(tmp_path)
    runner = BotRunner(world)
    await runner.start(bot)
    try:
        await _gateway_down_and_back(world, bot, server, monkeypatch)
    finally:
        await runner.stop_all()


async def _gateway_down_and_back(world, bot, server, monkeypatch):
    assert (await ready(bot))[0] == 200

    async def refused(world, request):
        return aiohttp.web.Response(status=503, text="down for maintenance")

    monkeypatch.setattr(server, "handle_gateway", refused)
    session = await world.live_session(None)
    assert session.connection is not None
    await session.connection.close(4000)  # unknown error: the client reconnects, and is refused
    await until(lambda: bot.shards_away, "the gateway dropped")
    status, text = await ready(bot)
    assert status == 503 and '"gateway": "not connected"' in text, text
    assert value(await scrape(bot), "poker_gateway_ready") == 0

    monkeypatch.undo()
    for _ in range(240):  # discord.py tries again after a growing pause
        if (await ready(bot))[0] == 200:
            break
        await asyncio.sleep(0.5)
    status, text = await ready(bot)
    assert status == 200, text
    assert value(await scrape(bot), "poker_gateway_ready") == 1


async def test_readyz_and_the_metrics_while_postgresql_is_stopped_and_started(discord_world, tmp_path):
    """A PostgreSQL server of the test's own is stopped as a host's restart does: /readyz says
    the database is away, the failed transactions are counted, and both recover by themselves
    once it is started again.  (Not under the table invariants: their checks of each message
    read the database the test takes away.)"""
    from discord_emulator import BotRunner
    from tests.pg_server import pg_server

    with pg_server() as server:
        bot = metrics_bot(tmp_path, database_url=server.url)
        runner = BotRunner(discord_world)
        await runner.start(bot)
        try:
            await _database_away_and_back(discord_world, bot, server)
        finally:
            await runner.stop_all()


async def _database_away_and_back(world, bot, server):
    from bot.storage import DatabaseUnavailable

    cast = world.cast
    table_id = await setup_table(world, bot, [cast.alice, cast.bob])
    await (await world.slash(cast.bob, cast.poker, "poker deal")).wait_followups(1)
    assert (await ready(bot))[0] == 200
    before = await scrape(bot)
    assert value(before, "poker_tables_in_play", variety="draw") == 1

    await asyncio.to_thread(server.stop)
    status, text = await ready(bot)  # its own look at the database finds it away
    assert status == 503 and '"database": "away"' in text, text
    assert '"gateway": "ok"' in text
    # A change to the table fails meanwhile: its copy in memory is dropped with the failed
    # transaction, yet the table is still open, of its variety, its deal still in play.
    with pytest.raises(DatabaseUnavailable):
        await bot.tables.void_deal(table_id, "the test")
    assert table_id not in bot.tables._live
    away = await scrape(bot)
    assert value(away, "poker_database_up") == 0
    assert value(away, "poker_tables_open", variety="draw") == 1
    assert value(away, "poker_tables_in_play", variety="draw") == 1
    assert (value(away, "poker_database_failures_total", reason="unavailable")
            > value(before, "poker_database_failures_total", reason="unavailable"))

    await asyncio.to_thread(server.start)
    for _ in range(240):  # the outage's probe finds it back within a few seconds
        if (await ready(bot))[0] == 200:
            break
        await asyncio.sleep(0.5)
    status, text = await ready(bot)
    assert status == 200, text
    assert value(await scrape(bot), "poker_database_up") == 1


@pytest.mark.parametrize(("given", "address"), [
    (None, None), ("", None), ("off", None), ("on", "127.0.0.1:9108"), ("TRUE", "127.0.0.1:9108"),
    ("0.0.0.0:9200", "0.0.0.0:9200"), ("[::1]:9108", "[::1]:9108"),
])
def test_metrics_address_is_off_on_or_an_address(given, address):
    assert Settings(metrics_address=given).metrics_address == address


@pytest.mark.parametrize("given", ["9108", ":9108", "localhost", "host:port", "127.0.0.1:70000"])
def test_a_bad_metrics_address_is_named_in_one_line(given):
    from pydantic import ValidationError

    from bot.cli.support import settings_message

    with pytest.raises(ValidationError) as caught:
        Settings(metrics_address=given)
    message = settings_message(caught.value)
    assert "\n" not in message and "METRICS_ADDRESS" in message.upper() and "host:port" in message, message


async def test_a_port_already_taken_is_one_clear_failure():
    import socket

    from bot.discord_side.errors import CannotServe
    from bot.discord_side.health import HealthServer
    from bot.discord_side.metrics import BotMetrics

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        server = HealthServer(None, BotMetrics(), "127.0.0.1", port)  # type: ignore[arg-type]
        with pytest.raises(CannotServe, match=f"METRICS_ADDRESS 127.0.0.1:{port}: cannot listen there"):
            await server.start()


def test_the_sandboxs_bot_leaves_the_real_bots_metrics_address_alone(monkeypatch, tmp_path):
    """METRICS_ADDRESS in the environment (or .env) is the real bot's: the sandbox's bot (and a
    test's cluster of processes) would take the same port, fail to start, and be started again
    and again."""
    from bot.sandbox.bot_process import child_environment

    monkeypatch.setenv("METRICS_ADDRESS", "127.0.0.1:9108")
    env = child_environment(token="t", api_base="http://127.0.0.1:1/api/v10", gateway_url="ws://127.0.0.1:1",
                            database_url=f"sqlite:///{tmp_path}/p.db", state_dir=tmp_path, card_art_dir=tmp_path,
                            card_deck="classic")
    assert env["METRICS_ADDRESS"] == "off"

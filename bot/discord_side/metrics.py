"""The bot's metrics, in the Prometheus text format (prometheus-client), in a registry of its own.

Each bot owns one `BotMetrics` when METRICS_ADDRESS is set (`health.py` serves it), so several
bots in one process (the tests) never share a count.  Events are counted where they happen;
what is a state (tables held, the database up, the share of Discord's global limit used) is
read when scraped.  Every label takes its values from a small fixed set: a route group, a kind,
a variety, never a member's or a channel's id, and never a card.
"""

from __future__ import annotations

import re
import time
from collections import OrderedDict
from collections.abc import Collection, Iterator, Mapping
from typing import TYPE_CHECKING, Protocol
from urllib.parse import urlsplit

import discord
import discord.http
from prometheus_client import (
    CollectorRegistry,
    Counter,
    Histogram,
    ProcessCollector,
    disable_created_metrics,
)
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, Metric
from prometheus_client.registry import Collector

from bot.storage.timing import StorageWatch
from engine.rules import Variety

if TYPE_CHECKING:  # for annotations only: the bot's module imports this one
    from bot.discord_side.pacing import Pacer, WireCap
    from bot.services.tables import TableService
    from bot.storage import Storage


class Watched(Protocol):
    """What the metrics and the health checks read of the bot when asked (`PokerBot` is it)."""

    stopping: bool
    shards_away: set[int]
    tables: TableService
    pacer: Pacer
    wire_cap: WireCap
    storage: Storage

    @property
    def built(self) -> bool: ...

    @property
    def shards(self) -> Mapping[int, discord.ShardInfo]: ...

    def tables_shown(self) -> Collection[int]: ...

    def is_ready(self) -> bool: ...

    def is_closed(self) -> bool: ...


ANSWER_BUCKETS = (0.05, 0.1, 0.25, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 5.0, 10.0)  # Discord allows 3 s
FAST_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0)
LAG_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0)
REMEMBERED = 4096  # interactions waiting for their answer; older ones are forgotten

KINDS = {
    discord.InteractionType.application_command: "command",
    discord.InteractionType.component: "component",
    discord.InteractionType.modal_submit: "form",
    discord.InteractionType.autocomplete: "autocomplete",
}
SCOPES = ("user", "global", "shared")  # X-RateLimit-Scope of a 429
ERRORS = ("unexpected", "refused", "database_away", "expired")
PICTURES = ("hand", "showdown", "table")
CALLBACK = re.compile(r"/interactions/(\d+)/[^/]+/callback")


def route_group(url: str) -> str:
    """A request's route, as one of a few groups: never the ids or the token in its path."""
    base = urlsplit(discord.http.Route.BASE).path  # read each time: settings and tests point it elsewhere
    path = urlsplit(url).path
    if not path.startswith(base):
        return "other"
    parts = path[len(base):].strip("/").split("/")
    head = parts[0]
    if head == "interactions":
        return "interactions"
    if head == "webhooks":
        return "webhooks"  # an interaction's follow-ups and @original
    if head == "channels":
        return "messages" if len(parts) > 2 and parts[2] == "messages" else "channels"
    if head == "users":
        return "dm_channels" if parts[1:3] == ["@me", "channels"] else "users"
    if head in ("applications", "oauth2"):
        if "commands" in parts:
            return "commands"
        return "emojis" if "emojis" in parts else "application"
    return head if head in ("guilds", "gateway") else "other"


def status_class(status: int) -> str:
    return "429" if status == 429 else f"{status // 100}xx"


class BotMetrics(StorageWatch):
    """Every metric of one bot; `watch(bot)` adds the ones read from it when scraped."""

    def __init__(self) -> None:
        # No "_created" twin of every counter: half the scrape, of no use here.
        disable_created_metrics()  # type: ignore[no-untyped-call]  # untyped in prometheus-client
        self.registry = r = CollectorRegistry()
        ProcessCollector(registry=r)  # process_resident_memory_bytes, CPU, open files
        self.deals_finished = Counter("poker_deals_finished", "Deals played to their end, by variety",
                                      ["variety"], registry=r)
        self.interactions = Counter("poker_interactions", "Interactions received, by kind", ["kind"], registry=r)
        self.answer_seconds = Histogram("poker_interaction_answer_seconds",
                                        "From an interaction's arrival to its first answer's sending",
                                        ["kind"], buckets=ANSWER_BUCKETS, registry=r)
        self.requests = Counter("poker_discord_requests", "Requests to Discord's API, by route group and status",
                                ["route", "status"], registry=r)
        self.rate_limited = Counter("poker_discord_rate_limited", "429 answers from Discord, by scope",
                                    ["scope"], registry=r)
        self.dms_refused = Counter("poker_dms_refused", "DMs Discord refused (the member takes no DMs)",
                                   registry=r)
        self.db_seconds = Histogram("poker_database_seconds", "Time of each database statement, by kind",
                                    ["operation"], buckets=FAST_BUCKETS, registry=r)
        self.db_transactions = Histogram("poker_database_transaction_seconds",
                                         "Time of each database transaction, read or write",
                                         ["mode"], buckets=FAST_BUCKETS, registry=r)
        self.db_failures = Counter("poker_database_failures", "Database transactions that failed, by reason",
                                   ["reason"], registry=r)
        self.loop_lag = Histogram("poker_event_loop_lag_seconds", "How late the event loop ran a timer",
                                  buckets=LAG_BUCKETS, registry=r)
        self.picture_seconds = Histogram("poker_picture_seconds", "Time to draw a picture, by picture",
                                         ["picture"], buckets=FAST_BUCKETS, registry=r)
        self.errors = Counter("poker_errors", "Failures, by kind", ["kind"], registry=r)
        for kind in KINDS.values():  # every series present from the start, at zero
            self.interactions.labels(kind)
            self.answer_seconds.labels(kind)
        for scope in SCOPES:
            self.rate_limited.labels(scope)
        for variety in Variety:
            self.deals_finished.labels(variety.value)
        for op in ("select", "insert", "update", "delete", "other"):
            self.db_seconds.labels(op)
        for reason in ("unavailable", "rolled_back"):
            self.db_failures.labels(reason)
        for picture in PICTURES:
            self.picture_seconds.labels(picture)
        for error in ERRORS:
            self.errors.labels(error)
        self._arrived: OrderedDict[int, tuple[str, float]] = OrderedDict()

    def watch(self, bot: Watched) -> None:
        """Read the bot's state at each scrape: its tables, its pacing, the gateway, the database."""
        self.registry.register(_BotState(bot))

    # ----- interactions ---------------------------------------------------------------
    def arrived(self, interaction: discord.Interaction) -> None:
        kind = KINDS.get(interaction.type)
        if kind is None:
            return
        self.interactions.labels(kind).inc()
        self._arrived[interaction.id] = (kind, time.monotonic())
        if len(self._arrived) > REMEMBERED:
            self._arrived.popitem(last=False)

    def _answered(self, url: str) -> None:
        found = CALLBACK.search(url)
        if found is None:
            return
        arrival = self._arrived.pop(int(found.group(1)), None)
        if arrival is not None:
            kind, at = arrival
            self.answer_seconds.labels(kind).observe(time.monotonic() - at)

    # ----- requests to Discord ----------------------------------------------------------
    def answered(self, url: str, status: int, headers: Mapping[str, str]) -> None:
        """Count a request the bot's HTTP session made, once its answer's head came back."""
        if not url.startswith(discord.http.Route.BASE):
            return
        self.requests.labels(route_group(url), status_class(status)).inc()
        if status == 429:
            scope = headers.get("X-RateLimit-Scope", "")
            self.rate_limited.labels(scope if scope in SCOPES else "unknown").inc()
        elif status < 400:
            self._answered(url)

    # ----- the database (a StorageWatch) -------------------------------------------------
    def statement(self, kind: str, seconds: float) -> None:
        self.db_seconds.labels(kind).observe(seconds)

    def transaction(self, mode: str, seconds: float, failure: str | None) -> None:
        self.db_transactions.labels(mode).observe(seconds)
        if failure is not None:
            self.db_failures.labels(failure).inc()

    # ----- the rest ---------------------------------------------------------------------
    def error(self, kind: str) -> None:
        self.errors.labels(kind).inc()


class _BotState(Collector):
    """What is read from the bot when scraped, rather than counted as it happens."""

    def __init__(self, bot: Watched) -> None:
        self.bot = bot

    def collect(self) -> Iterator[Metric]:
        bot = self.bot
        opened = GaugeMetricFamily("poker_tables_open", "Tables this process shows, by variety",
                                   labels=["variety"])
        playing = GaugeMetricFamily("poker_tables_in_play", "Tables with a deal in play, by variety",
                                    labels=["variety"])
        counts = {variety.value: [0, 0] for variety in Variety}
        for table_id in bot.tables_shown():
            variety, dealing = bot.tables.held(table_id)
            count = counts.setdefault(variety, [0, 0])
            count[0] += 1
            count[1] += dealing
        for variety, (open_, in_play) in counts.items():
            opened.add_metric([variety], open_)
            playing.add_metric([variety], in_play)
        yield opened
        yield playing
        paced = CounterMetricFamily("poker_discord_paced", "Requests that waited for Discord's global limit, "
                                    "by stage (the pacer, or the cap at the socket)", labels=["stage"])
        paced.add_metric(["pacer"], bot.pacer.waited if bot.built else 0)
        paced.add_metric(["socket"], bot.wire_cap.held)
        yield paced
        yield GaugeMetricFamily("poker_discord_global_budget_used",
                                "Share of this process's cap under Discord's global limit used in the last second",
                                value=bot.wire_cap.used())
        yield GaugeMetricFamily("poker_gateway_ready", "1 when the gateway is connected and READY",
                                value=float(gateway_ready(bot)))
        yield GaugeMetricFamily("poker_database_up", "0 while the database cannot be reached",
                                value=float(bot.built and not bot.storage.outage.away))


def gateway_ready(bot: Watched) -> bool:
    """Whether every shard's gateway connection is open and READY (or RESUMED) came since it last dropped."""
    return (bot.is_ready() and not bot.is_closed() and bool(bot.shards) and not bot.shards_away
            and all(not shard.is_closed() for shard in bot.shards.values()))

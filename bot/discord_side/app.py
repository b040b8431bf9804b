"""The bot: an AutoShardedBot that owns its services and loads the cogs.

No privileged intents: the bot works from slash commands, buttons and DMs.
Commands are synced at start-up only when the command tree has changed
since the last sync (a hash of the tree is kept beside the database), so
restarts do not spend Discord's sync rate limit.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import hashlib
import json
import logging
import signal
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable, Sequence
from pathlib import Path
from typing import Any, TypedDict

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord_side.amounts import on_form
from bot.discord_side.answers import answer_failure, tell
from bot.discord_side.buttons import DYNAMIC_ITEMS
from bot.discord_side.card_emojis import CardEmojis
from bot.discord_side.drawing import Drawing
from bot.discord_side.errors import NoAnswer
from bot.discord_side.forwarding import Forwarder
from bot.discord_side.health import HealthServer
from bot.discord_side.host import Host
from bot.discord_side.internals import (
    RequestWatch,
    TreeAroundEachCommand,
    localizable_choices,
    login_trace,
    sweep_buckets_now_and_then,
    unlink_response,
    watch_requests,
)
from bot.discord_side.languages import client_locale, member_locale
from bot.discord_side.metrics import BotMetrics
from bot.discord_side.pacing import BotRequests, Pacer, WireCap
from bot.discord_side.replay import ReplayButton, Replays
from bot.discord_side.table_controller import TableController
from bot.discord_side.table_tools import TableTools
from bot.discord_side.tournament_controller import TournamentController
from bot.discord_side.translator import CommandTranslator, catalogue_fingerprint
from bot.pictures.art import ART_VERSION, CardArt
from bot.pictures.pictures import card_emoji_image
from bot.services.accounts import utc_now
from bot.services.backups import TimedBackups
from bot.services.ledger import Bank
from bot.services.member_stats import build_if_needed
from bot.services.members import Members
from bot.services.pings import Pings
from bot.services.seasons import Seasons
from bot.services.tables import TableService
from bot.services.tournaments import TournamentService
from bot.settings import Settings, quiet_payload_loggers
from bot.storage import DatabaseUnavailable, Storage, open_storage
from bot.text.failures import (
    in_a_server_only,
    needs_manage_server,
    not_here,
    owner_unreachable,
    restarting,
)
from bot.text.i18n import speaking
from engine.plurals import counted

log = logging.getLogger("poker.bot")

COGS: tuple[str, ...] = ("cogs.poker", "cogs.bank", "cogs.admin", "cogs.odds", "cogs.rules")


REMEMBERED = 2048  # interaction ids kept to know a repeated delivery
DRAIN_SECONDS = 10.0  # how long a stop waits for the interactions in hand
# The collector's thresholds once ready.  Python's (700, 10, 10) collect the youngest objects
# after every 700 allocations: at hundreds of busy tables, whatever waits on the network for a
# moment (a request, its coroutine and frames) is collected twice and lands among the old, and
# the full collections that follow pause every table at once.  A young generation this large
# lets those die young (docs/benchmarks.md).
GC_THRESHOLDS = (50_000, 20, 10)


class PokerTree(TreeAroundEachCommand):
    """The command tree: a repeated delivery of a command is dropped before it runs, and while
    the bot stops no new command starts; every command counts as work in hand until done."""

    client: PokerBot

    async def interaction_check(self, interaction: PokerInteraction, /) -> bool:
        return await self.client.admit(interaction)

    def around(self, interaction: PokerInteraction) -> contextlib.AbstractAsyncContextManager[None]:
        return self.client.work(interaction)

    async def on_error(self, interaction: PokerInteraction, error: app_commands.AppCommandError, /) -> None:
        await self.client.on_app_command_error(interaction, error)


class ControllerOptions(TypedDict, total=False):
    """What a test or a benchmark may set of the table controller (`TableController`)."""

    turn_seconds: int | None
    next_deal_after: float
    robot_delay: float
    edit_every: float
    seeds: Callable[[int], str] | None


class PokerBot(Host):
    """The composition root: owns the settings, and builds once (`setup_hook`) the runtime every
    cog, button and job reaches through it, typed: the database, the banker, the table
    service, the members, the seasons, the card art and emojis, the table controller (with its pacing) and,
    in a cluster, the link to the other processes."""

    # Built by setup_hook, before any interaction can arrive.
    storage: Storage
    bank: Bank
    tables: TableService
    members: Members
    seasons: Seasons
    pings: Pings
    card_art: CardArt
    drawing: Drawing
    card_emojis: CardEmojis | None
    table_tools: TableTools
    table_controller: TableController
    replays: Replays
    tournaments: TournamentService
    tournament_controller: TournamentController

    def __init__(self, settings: Settings | None = None, *, state_dir: Path | None = None,
                 cogs: Sequence[str] = COGS, controller_options: ControllerOptions | None = None,
                 **options: Any) -> None:
        self.settings = settings or Settings()
        quiet_payload_loggers()  # whoever configured logging, no card or seed reaches it
        intents = discord.Intents.none()
        intents.guilds = True  # channels and threads, for the tables
        self.shard_plan = self.settings.shard_plan()
        if self.shard_plan.cluster:  # these shards of the bot's, the others run elsewhere
            options.setdefault("shard_ids", list(self.shard_plan.ids))
            options.setdefault("shard_count", self.shard_plan.count)
        self.wire_cap = WireCap.under(self.global_share)  # kept where requests leave for Discord
        self.pacer = Pacer.under(self.global_share)  # every request the limit counts, in order of need
        # Metrics only where they are served: a bot without METRICS_ADDRESS counts nothing.
        self.metrics = BotMetrics() if self.settings.metrics_address else None
        # Every request's way past the cap and into the metrics, without aiohttp's tracing (its
        # events cost each request more than the cap and the counts do): set at login.
        self.request_watch: RequestWatch = BotRequests(self.wire_cap, None if self.metrics is None else self.metrics.answered)
        options.setdefault("http_trace", login_trace(self.request_watch))  # at login only: then `watch_requests`
        # Names, never pings: a result or a table message must not notify every player.
        options.setdefault("allowed_mentions", discord.AllowedMentions.none())
        super().__init__(command_prefix=commands.when_mentioned, intents=intents, help_command=None,
                         tree_cls=PokerTree, **options)
        sweep_buckets_now_and_then(self)
        self.dev_guild_id = self.settings.dev_guild_id
        self.state_dir = state_dir or Path(self.settings.state_dir)
        self.cog_names = tuple(cogs)
        self.synced = False
        self.controller_options: ControllerOptions = controller_options or {}
        self._resumed = False
        self._seen: OrderedDict[int, None] = OrderedDict()
        self._in_hand = 0  # interactions being handled now
        self._idle = asyncio.Event()
        self._idle.set()
        self.stopping = False
        self.forwarder = Forwarder(self)
        self._emoji_sync: asyncio.Task[bool] | None = None
        self.backups: TimedBackups | None = None  # BACKUP_EVERY's, in the process running shard 0
        self._backing_up: asyncio.Task[None] | None = None
        # What setup_hook built, undone by close however far it got: the tables' clocks before
        # the connection closes, the database after it.
        self._built = False
        self.health: HealthServer | None = None
        self.shards_away: set[int] = set()  # shards whose gateway dropped, until READY or RESUMED again
        self._stop_tables = contextlib.AsyncExitStack()
        self._let_go = contextlib.AsyncExitStack()

    @property
    def built(self) -> bool:
        """Whether `setup_hook` has built the runtime (the database, the tables, the controller)."""
        return self._built

    def tables_shown(self) -> list[int]:
        """The tables this process shows now (for the metrics)."""
        return list(self.table_controller.ui) if self._built else []

    @property
    def global_share(self) -> int:
        """Requests a second this process may make: Discord's global limit is one for the whole
        bot, so a cluster's processes divide it by the shards each runs."""
        return max(1, int(self.settings.discord_global_rate * self.shard_plan.share))

    async def setup_hook(self) -> None:
        """Build the runtime, load the cogs, sync the commands if they changed, recover the tables."""
        settings = self.settings
        watch_requests(self, self.request_watch)  # the session discord.py made at login, before any request
        if self.metrics is not None and (where := settings.metrics_host_port()) is not None:
            self.metrics.watch(self)
            self.health = HealthServer(self, self.metrics, *where)
            await self.health.start()  # /healthz answers while the rest starts; /readyz is not ready yet
            self._let_go.push_async_callback(self.health.stop)
        self.storage = await open_storage(settings.database_url)  # migrations applied here
        self._let_go.push_async_callback(self.storage.close)
        self.storage.watch = self.metrics
        await build_if_needed(self.storage, utc_now)  # the running totals of deals recorded before them
        self.bank = Bank(self.storage)
        self.tables = TableService(self.storage, owns=self.shard_plan.owns)
        self.members = Members(self.storage)
        self.seasons = Seasons(self.storage)
        self.pings = Pings(self.storage)  # who is pinged at his turn
        self.card_art = CardArt(settings.card_art_dir)
        self.drawing = Drawing(self.card_art, settings.card_deck, settings.picture_worker, self.metrics)
        self.drawing.start()
        self._let_go.push_async_callback(self.drawing.aclose)
        self.card_emojis = None
        if settings.card_emojis:
            deck, art = settings.card_deck, self.card_art
            self.card_emojis = CardEmojis(self, lambda card: card_emoji_image(card, deck, art),
                                          version=ART_VERSION, deck=deck, pacer=self.pacer)
        # The tables' parts, each handed what it uses: the tools they share, built once here.
        self.table_tools = TableTools(self.members, self.drawing, self.card_emojis, self.tables.limits, self)
        self.tournaments = TournamentService(self.storage, self.bank, self.tables)
        self.table_controller = TableController(
            self, self.tables, self.bank, self.table_tools, self.tournaments,
            after_deal=lambda ui: self.tournament_controller.after_deal(ui), metrics=self.metrics,
            card_deck=settings.card_deck, pings=self.pings, **self.controller_options)
        self._stop_tables.push_async_callback(self.table_controller.stop_clocks)
        self.clicks = self.table_controller.clicks  # what the items answer with
        self.replays = Replays(self.tables, self.table_tools, self.table_controller.ui)
        self.tournament_controller = TournamentController(self, self.tournaments, self.table_controller,
                                                          self.table_tools)
        self._stop_tables.push_async_callback(self.tournament_controller.stop_timers)
        self._built = True
        if self.shard_plan.cluster:
            self.forwarder.install()
            await self.forwarder.listen()
        self.add_dynamic_items(*DYNAMIC_ITEMS, ReplayButton)  # buttons on old messages keep working
        for name in self.cog_names:
            await self.load_extension(name)
        localizable_choices(self.tree)
        await self.tree.set_translator(CommandTranslator())  # each command in every language we ship
        await self.sync_if_changed()
        self._start_backups()
        recovery = await self.tables.recover()
        log.info("tables recovered: %d (%s resumed, %d void)", recovery.tables, counted(len(recovery.resumed), "deals"),
                 len(recovery.void))

    def _start_backups(self) -> None:
        """BACKUP_EVERY: timed backups into STATE_DIR/backups; in a cluster, by shard 0's process only."""
        every = self.settings.backup_seconds()
        if every is None or (self.shard_plan.cluster and 0 not in self.shard_plan.ids):
            return
        self.backups = TimedBackups(self.settings.database_url, self.state_dir / "backups", every=every,
                                    keep=self.settings.backup_keep)
        self._backing_up = asyncio.create_task(self.backups.run(), name="timed-backups")

    async def on_ready(self) -> None:
        if not self._resumed:
            self._resumed = True
            while True:
                try:
                    shown = await self.table_controller.resume()
                    break
                except DatabaseUnavailable:  # the tables are shown once it is back
                    await self.storage.outage.back()
            log.info("ready as %s; %s shown again", self.user, counted(shown, "tables"))
            taken_up = await self.tournament_controller.recover()
            if taken_up:
                log.info("%s taken up again", counted(taken_up, "tournaments"))
            if self.card_emojis is not None:  # cards are text until every emoji is there
                self._emoji_sync = asyncio.create_task(self.card_emojis.sync())
            # What the bot holds from its start (libraries, commands, the guild caches filled at
            # ready) lives as long as the process: out of the collector's sight, the full
            # collections that pause every table at once scan only what came since.
            gc.collect()
            gc.freeze()
            gc.set_threshold(*GC_THRESHOLDS)

    # The gateway, shard by shard, for /readyz: away from a drop until READY or RESUMED.
    async def on_shard_disconnect(self, shard_id: int) -> None:
        self.shards_away.add(shard_id)

    async def on_shard_ready(self, shard_id: int) -> None:
        self.shards_away.discard(shard_id)

    async def on_shard_resumed(self, shard_id: int) -> None:
        self.shards_away.discard(shard_id)

    async def close(self) -> None:
        """Close cleanly, however the close came: no new work, the interactions in hand finished
        (for at most `DRAIN_SECONDS`), the tables' clocks stopped, then the connection and the
        database.  A deal in play resumes on the next start."""
        self.stopping = True
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._idle.wait(), DRAIN_SECONDS)
        if self._emoji_sync is not None:
            self._emoji_sync.cancel()
        if self.backups is not None and self._backing_up is not None:
            self.backups.stop()
            await self._backing_up  # a backup being written is finished, not left half-made
        await self._stop_tables.aclose()  # no table work may outlive the connection and the database
        await super().close()
        await self._let_go.aclose()

    # ----- taking work, and stopping -------------------------------------------------
    async def admit(self, interaction: discord.Interaction[PokerBot]) -> bool:
        """Whether to handle this interaction: not a repeated delivery (Discord may deliver one
        twice, e.g. on a gateway replay; the first was handled), and not while stopping."""
        unlink_response(interaction)  # freed by refcounting once done, not by the collector
        if interaction.id in self._seen:
            log.info("interaction %s was delivered again; handled once", interaction.id)
            return False
        self._seen[interaction.id] = None
        if len(self._seen) > REMEMBERED:
            self._seen.popitem(last=False)
        if self.stopping:
            with speaking(client_locale(interaction)):
                await tell(interaction, restarting())
            return False
        return True

    async def plays(self, interaction: discord.Interaction[PokerBot], table_id: int) -> bool:
        """Whether this process plays the table a click is for; if not (a DM of a cluster, which
        Discord delivers to shard 0), the click is passed on to the process that does."""
        if not self.shard_plan.cluster or interaction.guild_id is not None:
            return True  # guild interactions reach the process of their shard by themselves
        try:
            guild = await self.tables.guild_of(table_id)
            if guild is None or self.shard_plan.owns(guild):
                return True
            if not await self.forwarder.send(interaction, guild):
                await tell(interaction, owner_unreachable())
        except Exception as exc:  # a check's failure would otherwise go unanswered
            await answer_failure(interaction, exc, "passing a click on")
        return False

    @contextlib.asynccontextmanager
    async def work(self, interaction: discord.Interaction[Any] | None = None) -> AsyncIterator[None]:
        """An interaction in hand: a stop waits for it to finish. The words made while it is
        handled are the member's own, in his language (`languages.member_locale`); the public
        ones say so where they are made."""
        self._in_hand += 1
        self._idle.clear()
        try:
            if interaction is None or not self._built:
                yield
            else:
                with speaking(await member_locale(self.members, interaction)):
                    yield
        finally:
            self._in_hand -= 1
            if not self._in_hand:
                self._idle.set()

    async def stop(self, why: str) -> None:
        """Stop on a signal (`close`), and say so in one line."""
        tables = len(self.table_controller.ui) if self._built else 0
        await self.close()
        log.info("stopped on %s: %s will resume on the next start", why, counted(tables, "tables"))

    async def serve(self, token: str, *, connect_timeout: float | None = None) -> None:
        """Run until SIGTERM or SIGINT (Ctrl-C), then `stop`.  `NoAnswer` if not connected within
        `connect_timeout` seconds; a login or connection failure raises as it is."""
        loop = asyncio.get_running_loop()
        signalled: asyncio.Queue[str] = asyncio.Queue()
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(sig, signalled.put_nowait, sig.name)
        try:
            async with self:  # the client's own set-up, and its close however this ends
                await self._serve(token, signalled, connect_timeout)
        finally:
            for sig in (signal.SIGTERM, signal.SIGINT):
                loop.remove_signal_handler(sig)

    async def _serve(self, token: str, signalled: asyncio.Queue[str], connect_timeout: float | None) -> None:
        running = asyncio.create_task(self.start(token))
        waiting = asyncio.create_task(signalled.get())
        connected = asyncio.create_task(self.wait_for("connect"))
        try:
            # First the connection, within its time; then the bot runs until it stops or a signal.
            done, _ = await asyncio.wait({running, waiting, connected}, timeout=connect_timeout,
                                         return_when=asyncio.FIRST_COMPLETED)
            if not done:
                raise NoAnswer(f"no answer within {connect_timeout:g} s while "
                               + ("logging in" if self.user is None else "starting up after logging in"))
            if connected in done and not waiting.done():
                await asyncio.wait({running, waiting}, return_when=asyncio.FIRST_COMPLETED)
            if waiting.done():
                await self.stop(waiting.result())
            elif running.done():
                running.result()  # LoginFailure, a lost connection: the caller says what
        finally:
            for task in (waiting, connected, running):
                if not task.done():
                    task.cancel()
                    with contextlib.suppress(asyncio.CancelledError, Exception):
                        await task
            if waiting.done() and running.done() and not running.cancelled():
                running.exception()  # a start the stop's close cut short (a request on the closed connection)

    async def on_interaction(self, interaction: PokerInteraction) -> None:
        """A submitted form of the table's ("type an amount"): answered by its custom id
        (`amounts.on_form`); every other interaction has its own handler.  Each one is counted."""
        if self.metrics is not None:
            self.metrics.arrived(interaction)
        if interaction.type is discord.InteractionType.modal_submit:
            await on_form(interaction)

    # ----- command sync ----------------------------------------------------------
    def tree_fingerprint(self) -> str:
        guild = discord.Object(self.dev_guild_id) if self.dev_guild_id else None
        payload = [c.to_dict(self.tree) for c in self.tree.get_commands(guild=guild)]
        localized = catalogue_fingerprint()  # the localizations the sync sends with them
        return hashlib.sha256((json.dumps(payload, sort_keys=True) + localized).encode()).hexdigest()

    async def sync_if_changed(self) -> bool:
        """Sync the commands when they differ from the last sync; returns whether it synced."""
        # One marker per application: a test bot and the real one may share a state folder.
        marker = self.state_dir / f"commands-{self.application_id}-{self.dev_guild_id or 'global'}.sha256"
        if self.dev_guild_id:
            self.tree.copy_global_to(guild=discord.Object(self.dev_guild_id))
        fingerprint = self.tree_fingerprint()
        if marker.exists() and marker.read_text().strip() == fingerprint:
            log.info("command tree unchanged since the last sync")
            return False
        guild = discord.Object(self.dev_guild_id) if self.dev_guild_id else None
        synced = await self.tree.sync(guild=guild)
        self.state_dir.mkdir(parents=True, exist_ok=True)
        marker.write_text(fingerprint)
        self.synced = True
        log.info("synced %s%s", counted(len(synced), "commands"), f" to guild {self.dev_guild_id}" if guild else "")
        return True

    # ----- the one error handler ---------------------------------------------------
    async def on_app_command_error(self, interaction: PokerInteraction,
                                   error: app_commands.AppCommandError) -> None:
        """Every slash command's failure: the checks' refusals here, the rest as a button's
        (`answer_failure`)."""
        if isinstance(error, app_commands.NoPrivateMessage):
            await tell(interaction, in_a_server_only())
        elif isinstance(error, app_commands.MissingPermissions):
            await tell(interaction, needs_manage_server())
        elif isinstance(error, app_commands.CheckFailure):
            await tell(interaction, str(error) or not_here())
        else:
            where = f"/{interaction.command.qualified_name if interaction.command else '?'}"
            # A command's own exception comes wrapped: its original is what failed.
            failed = error.original if isinstance(error, app_commands.CommandInvokeError) else error
            await answer_failure(interaction, failed, where)


# What every command and button of this bot receives: `interaction.client` is the PokerBot.
PokerInteraction = discord.Interaction[PokerBot]

"""The Discord emulator, proved with the real discord.py client and a tiny bot defined here."""

from __future__ import annotations

import asyncio
import io
import re
import time

import aiohttp
import discord
import pytest
from discord import app_commands
from discord.ext import commands

from discord_emulator import (
    BotRunner,
    CallbackType,
    DiscordWorld,
    EmulatorTimeout,
    InjectionError,
    arrivals,
)
from discord_emulator.ratelimits import GLOBAL_KEY, Limit, RateLimits

EDIT_ROUTE = "/channels/{channel_id}/messages/{message_id}"
SEND_ROUTE = "/channels/{channel_id}/messages"


class JoinButton(discord.ui.DynamicItem[discord.ui.Button], template=r"table:(?P<table>\d+):join"):
    """A persistent button whose custom id carries the table number."""

    def __init__(self, table: int) -> None:
        super().__init__(discord.ui.Button(label="Join", custom_id=f"table:{table}:join"))
        self.table = table

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> JoinButton:
        return cls(int(match["table"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        interaction.client.joins.append((self.table, interaction.user.id))
        await interaction.response.send_message(f"you joined table {self.table}", ephemeral=True)


class BetModal(discord.ui.Modal, title="Your bet"):
    amount = discord.ui.TextInput(label="Chips", max_length=5)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"bet {self.amount.value}", ephemeral=True)


demo = app_commands.Group(name="demo", description="Emulator checks")


@demo.command(description="An ephemeral hello")
async def hello(interaction: discord.Interaction) -> None:
    await interaction.response.send_message(f"hello {interaction.user.name}", ephemeral=True)


@demo.command(description="Say the member's and the server's languages as discord.py reads them")
async def languages(interaction: discord.Interaction) -> None:
    guild = interaction.guild
    said = f"{interaction.locale.value} {interaction.guild_locale and interaction.guild_locale.value}"
    await interaction.response.send_message(f"{said} {guild and guild.preferred_locale.value}", ephemeral=True)


@demo.command(description="Reply, follow up, then edit the reply")
async def steps(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("step 1")
    await interaction.followup.send("step 2")
    await interaction.edit_original_response(content="step 1, edited")


@demo.command(description="Defer, then answer with a follow-up")
async def thinking(interaction: discord.Interaction, secret: bool = False) -> None:
    await interaction.response.defer(thinking=True)
    await interaction.followup.send("done thinking", ephemeral=secret)


@demo.command(description="Send a direct message")
async def whisper(interaction: discord.Interaction, who: discord.User) -> None:
    try:
        await who.send("psst")
    except discord.Forbidden as error:
        interaction.client.dm_errors.append(error)
        await interaction.response.send_message("cannot DM them", ephemeral=True)
        return
    await interaction.response.send_message("sent", ephemeral=True)


@demo.command(description="Send a card picture")
async def card(interaction: discord.Interaction) -> None:
    picture = discord.File(io.BytesIO(b"\x89PNG ace of hearts"), filename="ah.png")
    await interaction.response.send_message("your card", file=picture, ephemeral=True)


class DiscardView(discord.ui.View):
    def __init__(self, *, timeout: float) -> None:
        super().__init__(timeout=timeout)
        # None may be picked, so it may not be required: discord.py's default (required=True, which
        # its decorator cannot change) beside min_values=0 is refused by Discord (discord-api-docs
        # issue #7800, discord.py issue #10291).
        self.discard.required = False

    @discord.ui.select(
        custom_id="discard", min_values=0, max_values=2,
        options=[discord.SelectOption(label=card, value=card) for card in ("Ah", "Kd", "7c")],
    )
    async def discard(self, interaction: discord.Interaction, select: discord.ui.Select) -> None:
        await interaction.response.edit_message(content=f"discarding {' '.join(select.values)}", view=None)


@demo.command(description="Choose from a select menu")
async def draw(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("choose", view=DiscardView(timeout=30), ephemeral=True)


async def seats(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
    return [app_commands.Choice(name=f"seat {n}", value=n) for n in range(1, 8) if str(n).startswith(current)]


@demo.command(description="Take a seat")
@app_commands.autocomplete(seat=seats)
async def sit(interaction: discord.Interaction, seat: int) -> None:
    await interaction.response.send_message(f"seat {seat}")


@demo.command(description="Open a thread for a hand")
async def hand(interaction: discord.Interaction) -> None:
    thread = await interaction.channel.create_thread(name="hand 1", type=discord.ChannelType.public_thread)
    await thread.send("cards are in the air")
    await interaction.response.send_message(f"see {thread.mention}")


@demo.command(description="Fetch, edit and delete messages")
async def tidy(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("temporary")
    original = await interaction.original_response()
    note = await interaction.followup.send("note", wait=True)
    await note.edit(content="note, edited")
    posted = await interaction.channel.send("kept")
    fetched = await interaction.channel.fetch_message(posted.id)
    history = [m.content async for m in interaction.channel.history(limit=10)]
    await original.delete()
    interaction.client.tidied.set_result((fetched.content, history))


@demo.command(description="Ask for a bet in a modal")
async def bet(interaction: discord.Interaction) -> None:
    await interaction.response.send_modal(BetModal())


table = app_commands.Group(
    name="table", description="Tables", guild_only=True, default_permissions=discord.Permissions(manage_guild=True)
)


@table.command(description="Open a table with a join button")
@app_commands.describe(number="Table number")
async def open(interaction: discord.Interaction, number: app_commands.Range[int, 1, 99]) -> None:
    view = discord.ui.View(timeout=None)
    view.add_item(JoinButton(number))
    await interaction.channel.send(f"Table {number} is open", view=view)
    await interaction.response.send_message("opened", ephemeral=True)


@table.command(description="Post in a channel")
async def post(interaction: discord.Interaction, where: discord.TextChannel, times: int = 1) -> None:
    await interaction.response.defer(ephemeral=True)
    try:
        message = await where.send("post 0")
        for n in range(1, times):
            await message.edit(content=f"post {n}")
    except discord.HTTPException as error:
        interaction.client.send_errors.append(error)
    await interaction.followup.send("posted", ephemeral=True)


class TinyBot(commands.AutoShardedBot):
    def __init__(self, intents: discord.Intents | None = None) -> None:
        super().__init__(command_prefix=commands.when_mentioned, intents=intents or discord.Intents.default())
        self.joins: list[tuple[int, int]] = []
        self.dm_errors: list[discord.Forbidden] = []
        self.send_errors: list[discord.HTTPException] = []
        self.command_errors: asyncio.Queue[Exception] = asyncio.Queue()
        self.tidied: asyncio.Future[tuple[str, list[str]]] = asyncio.get_running_loop().create_future()

    async def setup_hook(self) -> None:
        self.add_dynamic_items(JoinButton)
        self.tree.add_command(demo)
        self.tree.add_command(table)
        self.tree.on_error = self._on_command_error
        await self.tree.sync()

    async def _on_command_error(self, interaction: discord.Interaction, error: Exception) -> None:
        self.command_errors.put_nowait(getattr(error, "original", error))


@pytest.fixture
async def bot(bot_runner: BotRunner) -> TinyBot:
    bot = TinyBot()
    await bot_runner.start(bot)
    return bot


async def test_startup_calls_identify_and_sync(discord_world: DiscordWorld, bot: TinyBot) -> None:
    world = discord_world
    startup = [(r.method, r.route) for r in world.requests]
    assert startup == [
        ("GET", "/users/@me"),
        ("GET", "/oauth2/applications/@me"),
        ("PUT", "/applications/{application_id}/commands"),
        ("GET", "/gateway/bot"),
    ]
    assert world.unhandled == []
    assert {c["name"] for c in world.commands()} == {"demo", "table"}
    (connection,) = world.connections
    assert connection.compression == "zlib-stream"
    identify = next(m for m in connection.received if m["op"] == 2)
    assert identify["d"]["shard"] == [0, 1]
    assert identify["d"]["intents"] == discord.Intents.default().value
    assert bot.is_ready() and bot.get_guild(world.cast.guild.id).me is not None
    assert bot.get_channel(world.cast.table_thread.id) is not None


async def test_an_interaction_carries_the_members_and_the_servers_languages(discord_world: DiscordWorld,
                                                                           bot: TinyBot) -> None:
    world, cast = discord_world, discord_world.cast
    reply = await world.slash(cast.bob, cast.poker, "demo languages")
    assert reply.callback_data["content"] == "en-US en-US en-US"  # a new client and server: English
    world.set_locale(cast.bob, "de")
    await world.set_guild_locale(cast.guild, "fr")  # its GUILD_UPDATE reaches the bot before the next interaction
    reply = await world.slash(cast.bob, cast.poker, "demo languages")
    assert (reply.payload["locale"], reply.payload["guild_locale"]) == ("de", "fr")
    assert reply.callback_data["content"] == "de fr fr"
    assert (await world.slash(cast.carol, cast.poker, "demo languages")).callback_data["content"] == "en-US fr fr"


async def test_ephemeral_reply(discord_world: DiscordWorld, bot: TinyBot) -> None:
    cast = discord_world.cast
    reply = await discord_world.slash(cast.bob, cast.poker, "demo hello")
    assert reply.callback_type is CallbackType.CHANNEL_MESSAGE
    assert reply.callback_data["content"] == "hello bob"
    assert reply.ephemeral and reply.original.visible_to == cast.bob.id
    # The reply names the command, its group and subcommand, as Discord's does.
    assert reply.original.payload["interaction"]["name"] == "demo hello"
    assert reply.original.payload["interaction"]["user"]["id"] == str(cast.bob.id)
    assert discord_world.channel_messages(cast.poker) == []  # nobody else sees it
    assert 0 < reply.ack_latency < 1


async def test_follow_up_and_original_edit(discord_world: DiscordWorld, bot: TinyBot) -> None:
    cast = discord_world.cast
    reply = await discord_world.slash(cast.carol, cast.table_thread, "demo steps")
    (follow_up,) = await reply.wait_followups(1)
    original = await reply.wait_original_edits(1)
    assert follow_up.content == "step 2"
    assert original.content == "step 1, edited" and original.history[0]["content"] == "step 1"
    assert [m.content for m in discord_world.channel_messages(cast.table_thread)] == ["step 1, edited", "step 2"]


async def test_follow_up_resolves_a_deferral_and_keeps_its_visibility(
    discord_world: DiscordWorld, bot: TinyBot
) -> None:
    cast = discord_world.cast
    reply = await discord_world.slash(cast.bob, cast.poker, "demo thinking", {"secret": True})
    assert reply.callback_type is CallbackType.DEFERRED_CHANNEL_MESSAGE
    (answer,) = await reply.wait_followups(1)
    # As on Discord: the follow-up fills in the public "thinking" message, so asking
    # for ephemeral is ignored. The emulator shows such leaks instead of hiding them.
    assert answer is reply.original
    assert answer.content == "done thinking" and not answer.ephemeral


async def test_button_reaches_the_dynamic_item(discord_world: DiscordWorld, bot: TinyBot) -> None:
    cast = discord_world.cast
    await discord_world.slash(cast.alice, cast.poker, "table open", {"number": 7})
    board = discord_world.last_message(cast.poker)
    assert board.content == "Table 7 is open" and board.custom_ids == ["table:7:join"]
    click = await discord_world.click(cast.bob, board, "table:7:join")
    assert click.callback_data["content"] == "you joined table 7" and click.ephemeral
    assert bot.joins == [(7, cast.bob.id)]


async def test_the_emulator_refuses_what_a_user_could_not_do(discord_world: DiscordWorld, bot: TinyBot) -> None:
    cast = discord_world.cast
    with pytest.raises(InjectionError, match="may not use /table"):
        await discord_world.slash(cast.bob, cast.poker, "table open", {"number": 7})
    with pytest.raises(InjectionError, match="outside max_value"):
        await discord_world.slash(cast.alice, cast.poker, "table open", {"number": 100})
    with pytest.raises(InjectionError, match="never synced"):
        await discord_world.slash(cast.alice, cast.poker, "deal")
    await discord_world.slash(cast.alice, cast.poker, "table open", {"number": 3})
    with pytest.raises(InjectionError, match="no component"):
        await discord_world.click(cast.bob, discord_world.last_message(cast.poker), "table:4:join")


async def test_direct_messages(discord_world: DiscordWorld, bot: TinyBot) -> None:
    cast = discord_world.cast
    sent = await discord_world.slash(cast.alice, cast.poker, "demo whisper", {"who": cast.bob})
    assert sent.callback_data["content"] == "sent"
    assert [m.content for m in discord_world.dms(cast.bob)] == ["psst"]

    refused = await discord_world.slash(cast.alice, cast.poker, "demo whisper", {"who": cast.dave})
    assert refused.callback_data["content"] == "cannot DM them"
    (error,) = bot.dm_errors
    assert isinstance(error, discord.Forbidden) and error.code == 50007
    assert discord_world.dms(cast.dave) == []


async def test_slash_command_in_a_dm(discord_world: DiscordWorld, bot: TinyBot) -> None:
    cast = discord_world.cast
    dm = discord_world.dm_channel(cast.carol)
    reply = await discord_world.slash(cast.carol, dm, "demo hello")
    assert reply.callback_data["content"] == "hello carol"
    with pytest.raises(InjectionError, match="not available in DMs"):
        await discord_world.slash(cast.alice, discord_world.dm_channel(cast.alice), "table open", {"number": 1})


async def test_modal_round_trip(discord_world: DiscordWorld, bot: TinyBot) -> None:
    cast = discord_world.cast
    shown = await discord_world.slash(cast.bob, cast.poker, "demo bet")
    assert shown.callback_type is CallbackType.MODAL and shown.modal["title"] == "Your bet"
    (custom_id,) = [c["custom_id"] for row in shown.modal["components"] for c in row["components"]]
    submitted = await discord_world.submit_modal(cast.bob, shown, {custom_id: "25"})
    assert submitted.callback_data["content"] == "bet 25"
    with pytest.raises(InjectionError, match="does not fit"):
        await discord_world.submit_modal(cast.bob, shown, {custom_id: "1000000"})


async def test_expired_interaction_token(discord_world: DiscordWorld, bot: TinyBot) -> None:
    cast = discord_world.cast
    late = await discord_world.slash(cast.bob, cast.poker, "demo hello", expired=True)
    assert late.callback is None and late.attempts[0][0] == 404
    error = await asyncio.wait_for(bot.command_errors.get(), 2)
    assert isinstance(error, discord.NotFound) and error.code == 10062

    discord_world.ack_deadline = 0.0  # every answer is now too late
    slow = await discord_world.slash(cast.bob, cast.poker, "demo hello")
    assert slow.callback is None and slow.attempts[0][0] == 404
    error = await asyncio.wait_for(bot.command_errors.get(), 2)
    assert isinstance(error, discord.NotFound) and error.code == 10062


async def test_a_request_is_stamped_when_it_arrives_not_when_the_emulator_gets_to_it(
    discord_world: DiscordWorld, bot: TinyBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The emulator's loop is held up for 0.3 s after the callback's bytes arrive and before
    # its handler runs: Discord would have stamped it on arrival, within the 0.2 s allowed.
    held = []
    data_received = arrivals._Stamped.data_received

    def hold_up(self, data: bytes) -> None:
        if not held and data.startswith(b"POST") and b"/callback" in data.split(b"\r\n", 1)[0]:
            held.append(time.monotonic())
            asyncio.get_running_loop().call_soon(time.sleep, 0.3)
        data_received(self, data)

    monkeypatch.setattr(arrivals._Stamped, "data_received", hold_up)
    discord_world.ack_deadline = 0.2
    reply = await discord_world.slash(discord_world.cast.bob, discord_world.cast.poker, "demo hello")
    assert held and reply.callback_data["content"] == "hello bob"
    assert held[0] <= reply.acked_at < held[0] + 0.05  # stamped as it came in, before the hold-up
    assert time.monotonic() - held[0] >= 0.3  # and the handler did wait behind it


async def test_missing_permission_is_forbidden(discord_world: DiscordWorld, bot: TinyBot) -> None:
    cast = discord_world.cast
    reply = await discord_world.slash(cast.alice, cast.poker, "table post", {"where": cast.read_only})
    await reply.wait_followups(1)
    (error,) = bot.send_errors
    assert isinstance(error, discord.Forbidden) and error.code == 50013


def test_interaction_endpoints_are_outside_the_global_limit() -> None:
    # Discord exempts interaction endpoints from the 50-a-second global limit: the callback
    # and the interaction's webhook (follow-ups, @original edits). Everything else counts.
    limits = RateLimits()
    webhook = "/webhooks/{webhook_id}/{webhook_token}"
    for n in range(60):
        limits.check("POST", "/interactions/{webhook_id}/{webhook_token}/callback", f"{n}+token{n}")
        limits.check("POST", webhook, f"1+token{n}")
        limits.check("PATCH", webhook + "/messages/{message_id}", f"1+token{n}")
    assert limits.violations() == []
    allowed = limits.global_limit.count
    for _ in range(allowed + 2):
        limits.check("GET", "/users/{user_id}", "")
    over = [v for v in limits.violations() if v.key == GLOBAL_KEY]
    assert [v.count for v in over] == [allowed + 1, allowed + 2]  # only the requests past the 50th


async def test_edit_bursts_are_counted_per_channel(discord_world: DiscordWorld, bot: TinyBot) -> None:
    cast = discord_world.cast
    reply = await discord_world.slash(cast.alice, cast.poker, "table post", {"where": cast.poker, "times": 8})
    await reply.wait_followups(1)
    assert discord_world.last_message(cast.poker).content == "post 7"
    major = str(cast.poker.id)
    assert discord_world.rate_limits.peak("PATCH", EDIT_ROUTE, major, window=5.0) == 7
    (violation,) = [v for v in discord_world.rate_limits.violations() if v.key[1] == EDIT_ROUTE][-1:]
    assert violation.count == 7 and violation.limit == Limit(5, 5.0)


async def test_enforced_limits_make_discord_py_pace_itself(discord_world: DiscordWorld, bot: TinyBot) -> None:
    cast = discord_world.cast
    limits = discord_world.rate_limits
    limits.enforce = True
    limits.limits[("PATCH", EDIT_ROUTE)] = Limit(2, 0.2)
    reply = await discord_world.slash(cast.alice, cast.poker, "table post", {"where": cast.poker, "times": 5})
    await reply.wait_followups(1)
    edits = discord_world.requests_to("PATCH", EDIT_ROUTE)
    assert [r.status for r in edits] == [200] * 4
    assert limits.served_429 == [] and limits.violations() == []
    assert edits[-1].at - edits[0].at > 0.15  # discord.py waited for the 0.2 s window to reset


async def test_a_forced_429_is_retried(discord_world: DiscordWorld, bot: TinyBot) -> None:
    cast = discord_world.cast
    discord_world.rate_limits.force_429(method="POST", template=SEND_ROUTE, retry_after=0.05)
    reply = await discord_world.slash(cast.alice, cast.poker, "table post", {"where": cast.poker})
    await reply.wait_followups(1)
    assert [r.status for r in discord_world.requests_to("POST", SEND_ROUTE)] == [429, 200]
    assert [m.content for m in discord_world.channel_messages(cast.poker)] == ["post 0"]


async def test_restarted_bot_handles_old_buttons(
    discord_world: DiscordWorld, bot_runner: BotRunner, bot: TinyBot
) -> None:
    cast = discord_world.cast
    await discord_world.slash(cast.alice, cast.poker, "table open", {"number": 12})
    board = discord_world.last_message(cast.poker)
    ids_before = {c["name"]: c["id"] for c in discord_world.commands()}

    fresh = TinyBot()
    await bot_runner.restart(bot, fresh)
    assert bot.is_closed() and fresh.is_ready()
    first, second = discord_world.sessions
    assert not first.resumable and second.live  # the old session ended with close code 1000

    click = await discord_world.click(cast.carol, board, "table:12:join")
    assert click.callback_data["content"] == "you joined table 12"
    assert fresh.joins == [(12, cast.carol.id)] and bot.joins == []
    assert {c["name"]: c["id"] for c in discord_world.commands()} == ids_before  # a re-sync keeps ids


async def test_gateway_reconnect_resumes_the_session(discord_world: DiscordWorld, bot: TinyBot) -> None:
    session = await discord_world.request_reconnect()
    await discord_world.wait_until(lambda: session.resumes == 1 and session.live)
    assert discord_world.gateway_connects[-1][0] == "/resume-gateway"
    reply = await discord_world.slash(discord_world.cast.bob, discord_world.cast.poker, "demo hello")
    assert reply.callback_data["content"] == "hello bob"


async def test_two_shards_split_the_guilds(discord_world: DiscordWorld, bot_runner: BotRunner) -> None:
    world = discord_world
    world.shard_count = 2
    home = world.cast.guild
    other = world.add_guild("Second Club", shard=1 - (home.id >> 22) % 2, shard_count=2)
    lobby = world.add_text_channel(other, "lobby")
    world.add_member(other, world.cast.bob)
    bot = TinyBot()
    await bot_runner.start(bot)
    assert bot.shard_count == 2 and {s.shard_id for s in world.sessions} == {0, 1}
    assert bot.get_guild(other.id).shard_id != bot.get_guild(home.id).shard_id
    for channel in (lobby, world.cast.poker, world.dm_channel(world.cast.bob)):
        reply = await world.slash(world.cast.bob, channel, "demo hello")
        assert reply.callback_data["content"] == "hello bob"


async def test_invalid_command_sync_is_rejected(discord_world: DiscordWorld, bot_runner: BotRunner) -> None:
    class BadBot(TinyBot):
        async def setup_hook(self) -> None:
            @self.tree.command(name="deal", description="x" * 101)
            async def deal(interaction: discord.Interaction) -> None: ...

            await self.tree.sync()

    with pytest.raises(discord.HTTPException) as caught:
        await bot_runner.start(BadBot())
    assert caught.value.status == 400 and caught.value.code == 50035
    assert "description" in caught.value.text


async def test_waiting_for_a_silent_bot_times_out(discord_world: DiscordWorld, bot: TinyBot) -> None:
    bot.tree.clear_commands(guild=None)  # the bot forgets its commands but Discord still offers them
    with pytest.raises(EmulatorTimeout, match="interaction"):
        await discord_world.slash(discord_world.cast.bob, discord_world.cast.poker, "demo hello", timeout=0.3)


async def test_fetch_history_edit_and_delete(discord_world: DiscordWorld, bot: TinyBot) -> None:
    cast = discord_world.cast
    await discord_world.slash(cast.bob, cast.poker, "demo tidy")
    fetched, history = await asyncio.wait_for(bot.tidied, 2)
    assert fetched == "kept" and history == ["kept", "note, edited", "temporary"]
    assert [m.content for m in discord_world.channel_messages(cast.poker)] == ["note, edited", "kept"]
    webhook_message = "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"
    assert [(r.method, r.route) for r in discord_world.requests[-8:]] == [
        ("POST", "/interactions/{webhook_id}/{webhook_token}/callback"),
        ("GET", webhook_message),
        ("POST", "/webhooks/{webhook_id}/{webhook_token}"),
        ("PATCH", webhook_message),
        ("POST", SEND_ROUTE),
        ("GET", EDIT_ROUTE),
        ("GET", SEND_ROUTE),
        ("DELETE", webhook_message),
    ]


async def test_file_attachment(discord_world: DiscordWorld, bot: TinyBot) -> None:
    cast = discord_world.cast
    reply = await discord_world.slash(cast.bob, cast.poker, "demo card")
    (attachment,) = reply.original.payload["attachments"]
    assert attachment["filename"] == "ah.png" and attachment["size"] == len(b"\x89PNG ace of hearts")
    assert reply.original.files == {"ah.png": b"\x89PNG ace of hearts"} and reply.ephemeral


async def test_select_menu_updates_its_message(discord_world: DiscordWorld, bot: TinyBot) -> None:
    cast = discord_world.cast
    shown = await discord_world.slash(cast.bob, cast.poker, "demo draw")
    menu = shown.original
    with pytest.raises(InjectionError, match="cannot see that ephemeral"):
        await discord_world.select(cast.carol, menu, "discard", ["Ah"])
    with pytest.raises(InjectionError, match="not options"):
        await discord_world.select(cast.bob, menu, "discard", ["As"])
    chosen = await discord_world.select(cast.bob, menu, "discard", ["Ah", "7c"])
    assert chosen.callback_type is CallbackType.UPDATE_MESSAGE and chosen.original is menu
    assert menu.content == "discarding Ah 7c" and menu.components == [] and menu.edit_count == 1


async def test_autocomplete(discord_world: DiscordWorld, bot: TinyBot) -> None:
    cast = discord_world.cast
    choices = await discord_world.autocomplete(cast.bob, cast.poker, "demo sit", {"seat": "3"}, focused="seat")
    assert choices == [{"name": "seat 3", "value": 3}]


async def test_thread_creation(discord_world: DiscordWorld, bot: TinyBot) -> None:
    cast = discord_world.cast
    reply = await discord_world.slash(cast.bob, cast.poker, "demo hand")
    thread = discord_world.channel_named("hand 1")
    assert thread.parent is cast.poker and reply.callback_data["content"] == f"see <#{thread.id}>"
    assert [m.content for m in discord_world.channel_messages(thread)] == ["cards are in the air"]
    assert bot.get_channel(thread.id) is not None  # THREAD_CREATE reached the bot


async def test_privileged_intents_must_be_enabled(discord_world: DiscordWorld, bot_runner: BotRunner) -> None:
    discord_world.privileged_intents = {"message_content"}
    with pytest.raises(discord.PrivilegedIntentsRequired):
        await bot_runner.start(TinyBot(discord.Intents.all()))


async def test_members_intent_chunks_guilds(discord_world: DiscordWorld, bot_runner: BotRunner) -> None:
    intents = discord.Intents.default()
    intents.members = True
    bot = TinyBot(intents)
    await bot_runner.start(bot)
    guild = bot.get_guild(discord_world.cast.guild.id)
    assert guild.chunked and {m.name for m in guild.members} >= {"alice", "bob", "carol", "dave"}
    assert guild.get_member(discord_world.cast.alice.id).guild_permissions.manage_guild


async def test_raw_http_answers_like_discord(discord_world: DiscordWorld) -> None:
    api, auth = discord_world.api_base, {"Authorization": f"Bot {discord_world.token}"}
    async with aiohttp.ClientSession() as http:
        async with http.get(api + "/gateway/bot", headers=auth) as response:
            assert response.headers["Content-Type"] == "application/json"  # no charset suffix
            assert (await response.json())["url"] == discord_world.gateway_url
        async with http.get(api + "/users/@me", headers={"Authorization": "Bot nope"}) as response:
            assert response.status == 401 and await response.json() == {"message": "401: Unauthorized", "code": 0}
        async with http.get(api + "/guilds/1/bans", headers=auth) as response:
            assert response.status == 404 and (await response.json())["code"] == 0
    assert [r.path for r in discord_world.unhandled] == ["/guilds/1/bans"]


async def test_follow_up_tokens_expire(discord_world: DiscordWorld, bot: TinyBot) -> None:
    cast = discord_world.cast
    reply = await discord_world.slash(cast.bob, cast.poker, "demo hello")
    original = f"{discord_world.api_base}/webhooks/{discord_world.application_id}/{reply.token}/messages/@original"
    async with aiohttp.ClientSession() as http:
        async with http.get(original) as response:
            assert response.status == 200 and (await response.json())["content"] == "hello bob"
        reply.expired = True  # as after 15 minutes
        async with http.get(original) as response:
            assert response.status == 401 and (await response.json())["code"] == 50027

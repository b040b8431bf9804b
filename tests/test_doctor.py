"""`poker-bot doctor` against the Discord emulation: on a good set-up every check passes; each
failure, provoked, is named (✘ with its fix) while every other check still passes, and the
exit status is 1."""

from __future__ import annotations

import asyncio
import re
import sqlite3
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.discord_side.app import PokerBot
from bot.settings import Settings
from discord_emulator import permissions as perms
from discord_emulator.ratelimits import Limit
from engine.cards import ALL_CARDS
from tests.cli_run import environment, poker_bot
from tests.test_bot_pictures import EMOJI_ROUTE, emojis_ready

LIMIT = 120.0  # seconds: only a hang takes this long
CHECKS = ("token", "clock", "application", "commands", "Foster's Club", "#poker (Foster's Club)",
          "#table-1 (Foster's Club)", "card emojis", "database", "disk")


@dataclass
class Doctor:
    code: int
    out: str
    err: str

    @property
    def lines(self) -> list[str]:
        return self.out.splitlines()

    def line(self, name: str) -> str:
        found = [line for line in self.lines if line[2:].startswith(f"{name}: ")]
        assert len(found) == 1, f"no one line for {name!r}:\n{self.out}{self.err}"
        return found[0]

    def only_failure(self, name: str, *words: str) -> str:
        """Exit status 1, the check `name` failed with each word in its line, every other passed."""
        shown = f"exit {self.code}\n{self.out}{self.err}"
        assert self.code == 1 and "Traceback" not in self.err, shown
        line = self.line(name)
        assert line.startswith("✘ ") and " — " in line, shown  # what is wrong — the fix
        for word in words:
            assert word in line, shown
        others = [x for x in self.lines if x != line and not x.startswith("· ")]
        assert all(x.startswith("✔ ") for x in others), shown
        return line


@dataclass
class Setup:
    world: object
    db: Path
    state: Path
    env: dict[str, str]

    async def doctor(self, *argv: str, **settings: str) -> Doctor:
        """`poker-bot doctor` as its own process (the emulation keeps serving meanwhile)."""
        env = {**self.env, **settings}
        process = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot", "doctor", "--min-free", "1", *argv, env=env, cwd=self.db.parent,
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
        try:
            out, err = await asyncio.wait_for(process.communicate(), LIMIT)
        except TimeoutError:
            process.kill()
            pytest.fail(f"poker-bot doctor still running after {LIMIT:g} s (a hang)")
        return Doctor(process.returncode or 0, out.decode(), err.decode())


@pytest.fixture
async def ready(discord_world, bot_runner, tmp_path, monkeypatch) -> Setup:
    """The bot started once (commands synced, card emojis uploaded), a table open in #poker and
    one in its thread, then stopped: a host as it should be."""
    world, cast = discord_world, discord_world.cast
    world.rate_limits.limits[EMOJI_ROUTE] = Limit(200, 3600.0)
    monkeypatch.setenv("CARD_EMOJIS", "true")
    bot = PokerBot(Settings(database_url=f"sqlite:///{tmp_path}/poker.db"), state_dir=tmp_path,
                   controller_options={"next_deal_after": -1, "turn_seconds": 600})  # every cog: all commands
    await bot_runner.start(bot)
    await emojis_ready(bot)
    for channel in (cast.poker, cast.table_thread):
        await (await world.slash(cast.alice, channel, "poker start")).wait_followups(1)
        assert await bot.tables.table_in(cast.guild.id, channel.id) is not None
    await bot_runner.stop(bot)
    db = tmp_path / "poker.db"
    env = environment(DISCORD_TOKEN=world.token, DISCORD_API_BASE=world.api_base, DATABASE_URL=f"sqlite:///{db}",
                      STATE_DIR=str(tmp_path), CARD_EMOJIS="true")
    return Setup(world, db, tmp_path, env)


def bot_role(world):
    return next(r for r in world.cast.guild.roles.values() if r.bot_id == world.bot_user.id)


async def test_every_check_passes_on_a_good_set_up(ready):
    done = await ready.doctor()
    assert done.code == 0, done.out + done.err
    for name in CHECKS:
        assert done.line(name).startswith("✔ "), done.out
    assert len(done.lines) == len(CHECKS), done.out
    assert f"all {len(ALL_CARDS)} of the four-colour deck" in done.line("card emojis")
    assert "table 2" in done.line("#table-1 (Foster's Club)")  # the thread's table


async def test_a_refused_token(ready):
    done = await ready.doctor(DISCORD_TOKEN="not.the.token")
    assert done.code == 1
    assert done.line("token").startswith("✘ token: Discord refused DISCORD_TOKEN (401 Unauthorized)")
    assert "Reset" in done.line("token") or "reset" in done.line("token")
    assert done.line("clock").startswith("✔ ")  # a refusal is dated too
    assert done.line("application").startswith("· application: not checked")
    assert done.line("database").startswith("✔ ")


async def test_no_token(ready):
    done = await ready.doctor(DISCORD_TOKEN="")
    assert done.code == 1 and done.lines[0].startswith("✘ token: no DISCORD_TOKEN — ") and done.lines[1] == ""
    assert done.line("database").startswith("✔ ") and done.lines[-1].startswith("· clock, application, ")


async def test_a_skewed_clock(ready):
    ready.world.clock_offset = 90.0  # Discord's clock 90 s ahead: this machine's is behind
    done = await ready.doctor()
    line = done.only_failure("clock", "behind Discord's", "timedatectl set-ntp")
    assert re.search(r"about (89|90|91) s behind", line), line
    ready.world.clock_offset = -90.0
    done = await ready.doctor()
    done.only_failure("clock", "ahead of Discord's")


async def test_an_application_that_cannot_be_read(ready):
    ready.world.rate_limits.force_429(method="GET", template="/oauth2/applications/@me", retry_after=600.0)
    done = await ready.doctor()
    line = done.code == 1 and done.line("application")
    assert line and line.startswith("✘ application: Discord asks the bot to wait 600 s"), done.out
    assert done.line("commands").startswith("· commands: not checked")


async def test_commands_not_synced(ready):
    world = ready.world
    poker = next(k for k in world.global_commands if k[1] == "poker")
    del world.global_commands[poker]
    world.global_commands[(1, "old-game")] = {  # as Discord keeps one: ids, version and all (the spec's shape)
        "id": str(world.ids.next()), "application_id": str(world.application_id), "version": str(world.ids.next()),
        "name": "old-game", "description": "An older game", "type": 1, "options": [],
        "default_member_permissions": None}
    done = await ready.doctor()
    line = done.only_failure("commands", "not registered globally", "/poker deal", "/old-game", "STATE_DIR")
    assert "/bank" not in line  # what is registered is not named


async def test_a_command_registered_with_old_options(ready):
    world = ready.world
    poker = world.global_commands[next(k for k in world.global_commands if k[1] == "poker")]
    join = next(o for o in poker["options"] if o["name"] == "join")
    join["options"] = [o for o in join.get("options") or [] if o["name"] != "stake"]  # as an older bot had it
    done = await ready.doctor()
    line = done.only_failure("commands", "1 registered with other options than this bot's (/poker join)")
    assert "not registered" not in line


async def test_dev_guild_the_bot_is_not_in(ready):
    done = await ready.doctor(DEV_GUILD_ID="123456789012345678")
    done.only_failure("commands", "DEV_GUILD_ID 123456789012345678 names a server the bot is not in")


async def test_the_bots_role_lacks_a_permission_in_the_server(ready):
    for role in (bot_role(ready.world), ready.world.cast.guild.everyone):  # @everyone grants it too
        role.permissions &= ~perms.ATTACH_FILES
    done = await ready.doctor()
    assert done.code == 1
    assert done.line("Foster's Club").startswith("✘ Foster's Club: the bot's roles lack Attach Files — ")
    # Without it in the server, no table channel has it either.
    for channel in ("#poker (Foster's Club)", "#table-1 (Foster's Club)"):
        assert done.line(channel).startswith(f"✘ {channel}: missing Attach Files — ")


async def test_a_table_channel_denies_what_a_table_needs(ready):
    world = ready.world
    world.cast.poker.overwrites.append(perms.Overwrite(bot_role(world).id, 0, deny=perms.EMBED_LINKS | perms.ATTACH_FILES))
    done = await ready.doctor()
    assert done.code == 1, done.out
    line = done.line("#poker (Foster's Club)")
    assert line == ("✘ #poker (Foster's Club): missing Embed Links, Attach Files — give the bot's role these "
                    "in the channel's permissions")
    assert done.line("#table-1 (Foster's Club)").startswith("✘ ")  # the thread takes its parent's
    assert done.line("Foster's Club").startswith("✔ ")


async def test_a_thread_table_without_send_messages_in_threads(ready):
    world = ready.world
    everyone = world.cast.guild.id
    world.cast.poker.overwrites.append(perms.Overwrite(everyone, 0, deny=perms.SEND_MESSAGES_IN_THREADS))
    done = await ready.doctor()
    done.only_failure("#table-1 (Foster's Club)", "missing Send Messages in Threads", "parent channel")


async def test_an_administrator_role_overrides_every_overwrite(ready):
    world = ready.world
    world.cast.poker.overwrites.append(perms.Overwrite(bot_role(world).id, 0, deny=perms.ALL))
    bot_role(world).permissions |= perms.ADMINISTRATOR
    done = await ready.doctor()
    assert done.code == 0, done.out


async def test_a_deleted_table_channel(ready):
    world = ready.world
    del world.channels[world.cast.table_thread.id]
    done = await ready.doctor()
    done.only_failure(f"channel {world.cast.table_thread.id} (Foster's Club, table 2)", "no such channel")


async def test_tables_in_a_server_the_bot_left(ready):
    world = ready.world
    del world.cast.guild.members[world.bot_user.id]
    done = await ready.doctor()
    assert done.code == 1
    line = done.line(f"server {world.cast.guild.id}")
    assert line.startswith(f"✘ server {world.cast.guild.id}: 2 open table(s) there, but the bot is not in")
    assert done.line("servers").startswith("✘ servers: the bot is in no server — invite")


async def test_missing_card_emojis(ready):
    store = ready.world.emojis
    store.delete(next(iter(store.by_id.values())))
    done = await ready.doctor()
    done.only_failure("card emojis", f"1 of the {len(ALL_CARDS)} card emojis of the four-colour deck is missing", "start the bot")


async def test_card_emojis_turned_off_are_no_failure(ready):
    store = ready.world.emojis
    for emoji in list(store.by_id.values()):
        store.delete(emoji)
    done = await ready.doctor(CARD_EMOJIS="false")
    assert done.code == 0 and "turned off" in done.line("card emojis"), done.out


async def test_a_database_not_migrated_or_missing(ready, tmp_path):
    empty = tmp_path / "empty.db"
    sqlite3.connect(empty).close()
    done = await ready.doctor(DATABASE_URL=f"sqlite:///{empty}")
    line = done.code == 1 and done.line("database")
    assert line and line.startswith("✘ database: ") and "schema version 0" in line and "poker-bot migrate" in line
    assert done.line("table channels").startswith("· table channels: not checked")
    done = await ready.doctor(DATABASE_URL=f"sqlite:///{tmp_path / 'nowhere.db'}")
    assert "no database at" in done.line("database") and done.code == 1
    assert not (tmp_path / "nowhere.db").exists()  # the doctor makes nothing


async def test_too_little_free_disk(ready):
    done = await ready.doctor("--min-free", str(10**9))  # MB: a petabyte
    done.only_failure("disk", "MB free beside the SQLite file", "free some space")


async def test_a_usage_mistake_is_one_line(ready):
    done = await ready.doctor("--min-free", "0")
    assert done.code == 2 and done.out == "" and len(done.err.strip().splitlines()) == 1, done.err


async def test_every_server_is_checked_past_discords_page_of_200(ready):
    world = ready.world
    for number in range(205):
        world.add_guild(f"Club {number:03d}")
    last = world.guilds[max(world.guilds)]  # the last server listed, on the second page
    for role in (last.everyone, next(r for r in last.roles.values() if r.bot_id)):
        role.permissions &= ~perms.EMBED_LINKS
    done = await ready.doctor()
    assert sum(line[2:].startswith("Club ") for line in done.lines) == 205, done.out
    done.only_failure("Club 204", "lack Embed Links")


async def test_discord_out_of_reach_or_not_discord(ready):
    done = await ready.doctor(DISCORD_API_BASE="http://127.0.0.1:9/api/v10")  # nothing listens on port 9
    assert done.code == 1 and done.line("token").startswith("✘ token: cannot reach http://127.0.0.1:9/api/v10")
    assert "DISCORD_API_BASE" in done.line("token") and done.line("database").startswith("✔ ")
    done = await ready.doctor(DISCORD_API_BASE=ready.world.base_url + "/elsewhere")
    line = done.line("token")
    assert done.code == 1 and "answered 404" in line and "not Discord's API" in line, done.out


async def test_a_postgresql_database(ready):
    from tests.banker.conftest import postgres_schema

    place = postgres_schema("doctor")
    url = await asyncio.to_thread(place.__enter__)
    try:
        done = await ready.doctor(DATABASE_URL=url)
        assert done.line("database").startswith("✘ database: PostgreSQL") and "poker-bot migrate" in done.out
        migrated = await asyncio.to_thread(poker_bot, "migrate", "--db", url, cwd=ready.db.parent)
        assert migrated.code == 0, migrated.err
        done = await ready.doctor(DATABASE_URL=url)
        assert done.code == 0, done.out  # no table there: the channels checked are none
        assert done.line("database").startswith("✔ database: PostgreSQL")
        assert done.line("disk").startswith("· disk: not checked: the database is on a PostgreSQL server")
        assert "#poker" not in done.out
    finally:
        await asyncio.to_thread(place.__exit__, None, None, None)


async def test_a_server_on_the_earlier_invite_lacks_what_poker_learn_needs(ready):
    for role in (bot_role(ready.world), ready.world.cast.guild.everyone):
        role.permissions &= ~(perms.CREATE_PRIVATE_THREADS | perms.MANAGE_THREADS)
    done = await ready.doctor()
    assert done.code == 1
    line = done.line("Foster's Club")
    assert line.startswith("✘ Foster's Club: the bot's roles lack Manage Threads, Create Private Threads — ")
    assert "permissions=360777370624" in line

"""`poker-bot doctor`'s checks that ask Discord: the token, the clock, the application, the slash
commands, the permissions in every server and table channel, and the card emojis.

It asks Discord's REST API with plain aiohttp at DISCORD_API_BASE, as the bot would, and only
reads: nothing is created, synced or uploaded.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterable
from dataclasses import dataclass
from email.utils import parsedate_to_datetime
from typing import Any

import aiohttp
import discord

from bot.cli.doctor_lines import Line, failed, not_checked, passed
from bot.text import cli_host_words as hw

DISCORD_API = "https://discord.com/api/v10"
CLOCK_SKEW = 5.0  # seconds this machine's clock may differ from Discord's
LONGEST_WAIT = 5.0  # seconds of a rate limit waited out before asking again; a longer one fails the check
TIMEOUT = 20.0  # seconds for one request
ADMINISTRATOR = 1 << 3
EVERYTHING = (1 << 53) - 1
THREADS = (10, 11, 12)  # announcement, public and private threads


def _flag(**one: bool) -> int:
    return discord.Permissions(**one).value


# The permissions the README asks for, each said by the name Discord's settings show (cli-host.ftl).
VIEW, SEND, EMBED, ATTACH, HISTORY, IN_THREADS = (
    _flag(view_channel=True), _flag(send_messages=True), _flag(embed_links=True), _flag(attach_files=True),
    _flag(read_message_history=True), _flag(send_messages_in_threads=True))
MANAGE_THREADS, PRIVATE_THREADS = _flag(manage_threads=True), _flag(create_private_threads=True)  # /poker learn
NAMES = {VIEW: "cli-host-perm-view", SEND: "cli-host-perm-send", EMBED: "cli-host-perm-embed",
         ATTACH: "cli-host-perm-attach", HISTORY: "cli-host-perm-history", IN_THREADS: "cli-host-perm-in-threads",
         MANAGE_THREADS: "cli-host-perm-manage-threads", PRIVATE_THREADS: "cli-host-perm-private-threads"}
SERVER_NEEDS = (VIEW, SEND, EMBED, ATTACH, HISTORY, IN_THREADS, MANAGE_THREADS, PRIVATE_THREADS)
CHANNEL_NEEDS = (VIEW, SEND, EMBED, ATTACH, HISTORY)
THREAD_NEEDS = (VIEW, IN_THREADS, EMBED, ATTACH, HISTORY)


class Trouble(Exception):
    """Discord's answer (or no answer) that fails a check: what is wrong, and the fix."""

    def __init__(self, what: str, fix: str, status: int = 0, code: int = 0) -> None:
        super().__init__(what)
        self.what, self.fix, self.status, self.code = what, fix, status, code


@dataclass
class Answer:
    status: int
    data: Any
    date: str | None
    arrived: float  # this machine's clock when it came


class Discord:
    """GET requests to Discord's REST API as the bot."""

    def __init__(self, session: aiohttp.ClientSession, base: str, token: str) -> None:
        self.session, self.base = session, base.rstrip("/")
        self.headers = {"Authorization": f"Bot {token}",
                        "User-Agent": f"DiscordBot (https://github.com/Rapptz/discord.py {discord.__version__})"}

    async def answer(self, path: str) -> Answer:
        """The answer to GET `path`, whatever its status; a short rate limit is waited out."""
        for _ in range(3):
            try:
                async with self.session.get(self.base + path, headers=self.headers) as response:
                    text = await response.text()
                    arrived = time.time()
                    data: Any = None
                    if response.content_type == "application/json":
                        try:
                            data = await response.json()
                        except ValueError:
                            data = None
                    date = response.headers.get("Date")
            except (aiohttp.ClientError, OSError, TimeoutError) as exc:
                why = str(exc) or type(exc).__name__
                raise Trouble(hw.said("cli-host-cannot-reach", base=self.base, why=why),
                              hw.said("cli-host-check-network")) from None
            if response.status == 429:
                wait = float((data or {}).get("retry_after", 60)) if isinstance(data, dict) else 60.0
                if wait <= LONGEST_WAIT:
                    await asyncio.sleep(wait)
                    continue
                raise Trouble(hw.said("cli-host-wait", seconds=round(wait)), hw.said("cli-host-wait-fix"), 429)
            if data is None and response.status != 204:
                raise Trouble(hw.said("cli-host-not-json", base=self.base, text=repr(text[:40]),
                                      answer=f"{response.status} {response.reason or ''}".rstrip()),
                              hw.said("cli-host-not-json-fix", discord=DISCORD_API), response.status)
            return Answer(response.status, data, date, arrived)
        raise Trouble(hw.said("cli-host-kept-waiting"), hw.said("cli-host-try-in-a-minute"), 429)

    async def get(self, path: str) -> Any:
        """The JSON of a successful GET; any refusal is a Trouble naming Discord's message."""
        answer = await self.answer(path)
        if answer.status >= 400:
            body = answer.data if isinstance(answer.data, dict) else {}
            message = body.get("message", "")
            raise Trouble(hw.said("cli-host-answered", status=str(answer.status), message=message).rstrip(), "",
                          answer.status,
                          int(body.get("code", 0) or 0))
        return answer.data


def clock_line(answer: Answer) -> Line:
    """This machine's clock against the Date of Discord's answer (which has whole seconds)."""
    if not answer.date:
        return not_checked(hw.check("clock"), hw.said("cli-host-no-date"))
    try:
        theirs = parsedate_to_datetime(answer.date).timestamp()
    except (TypeError, ValueError):
        return not_checked(hw.check("clock"), hw.said("cli-host-date-unread", date=repr(answer.date[:40])))
    ahead = answer.arrived - theirs  # in [0, 1) s plus the way back when both are right
    if -CLOCK_SKEW <= ahead <= CLOCK_SKEW + 1:
        return passed(hw.check("clock"), hw.said("cli-host-clock-ok"))
    off = ahead - 0.5  # the middle of the second Discord's Date names
    return failed(hw.check("clock"), hw.clock_off(off), hw.said("cli-host-clock-fix"))


def permission_names(missing: Iterable[int]) -> str:
    return ", ".join(hw.said(NAMES[p]) for p in missing)


def invite() -> str:
    """How to give the bot the README's permissions again."""
    return hw.said("cli-host-invite")


def server_permissions(guild: dict[str, Any], member: dict[str, Any], me: int) -> int:
    """What the bot may do in the server: @everyone and its roles; the owner and Administrator all."""
    if int(guild.get("owner_id", 0)) == me:
        return EVERYTHING
    roles = {int(r["id"]): int(r["permissions"]) for r in guild.get("roles", [])}
    perms = roles.get(int(guild["id"]), 0)
    for role in member.get("roles", []):
        perms |= roles.get(int(role), 0)
    return EVERYTHING if perms & ADMINISTRATOR else perms


def channel_permissions(base: int, guild_id: int, member: dict[str, Any], me: int,
                        overwrites: list[dict[str, Any]]) -> int:
    """Discord's order: the server's, then @everyone's overwrite, the roles' together, the member's."""
    if base & ADMINISTRATOR or base == EVERYTHING:
        return EVERYTHING
    by_target = {(int(o["type"]), int(o["id"])): (int(o["allow"]), int(o["deny"])) for o in overwrites}
    perms = base
    if (everyone := by_target.get((0, guild_id))) is not None:
        perms = (perms & ~everyone[1]) | everyone[0]
    allow = deny = 0
    for role in member.get("roles", []):
        if (found := by_target.get((0, int(role)))) is not None:
            allow, deny = allow | found[0], deny | found[1]
    perms = (perms & ~deny) | allow
    if (mine := by_target.get((1, me))) is not None:
        perms = (perms & ~mine[1]) | mine[0]
    return perms if perms & VIEW else 0


def command_paths(commands: Iterable[dict[str, Any]]) -> dict[str, tuple[str, ...]]:
    """Every slash command a member can type, by its full name ("poker join"), with the names
    of its options (what a member fills in)."""
    def walk(node: dict[str, Any], prefix: str) -> Iterable[tuple[str, tuple[str, ...]]]:
        options = node.get("options") or []
        subs = [o for o in options if int(o.get("type", 0)) in (1, 2)]
        if not subs:
            yield prefix, tuple(sorted(str(o["name"]) for o in options))
        for sub in subs:
            yield from walk(sub, f"{prefix} {sub['name']}")

    return {path: names for command in commands if int(command.get("type", 1)) == 1
            for path, names in walk(command, str(command["name"]))}


def _some(paths: list[str]) -> str:
    return "/" + ", /".join(paths[:4]) + (", ..." if len(paths) > 4 else "")


def commands_line(registered: list[dict[str, Any]], wanted: dict[str, tuple[str, ...]], where: str) -> Line:
    have = command_paths(registered)
    missing, extra = sorted(wanted.keys() - have.keys()), sorted(have.keys() - wanted.keys())
    changed = sorted(p for p in wanted.keys() & have.keys() if wanted[p] != have[p])
    if not missing and not extra and not changed:
        return passed(hw.check("commands"), hw.said("cli-host-commands-ok", n=len(wanted), where=where))
    said = []
    if missing:
        said.append(hw.said("cli-host-commands-missing", n=len(missing), where=where, some=_some(missing)))
    if changed:
        said.append(hw.said("cli-host-commands-changed", n=len(changed), some=_some(changed)))
    if extra:
        said.append(hw.said("cli-host-commands-extra", n=len(extra), some=_some(extra)))
    return failed(hw.check("commands"), "; ".join(said), hw.said("cli-host-commands-fix"))


def emojis_line(items: list[dict[str, Any]], wanted: set[str], deck: str) -> Line:
    have = {str(e.get("name")) for e in items}
    missing = sorted(wanted - have)
    if not missing:
        return passed(hw.check("emojis"), hw.said("cli-host-emojis-ok", n=len(wanted), deck=deck))
    some = ", ".join(missing[:3]) + (", ..." if len(missing) > 3 else "")
    return failed(hw.check("emojis"), hw.said("cli-host-emojis-missing", n=len(missing), all=len(wanted), deck=deck,
                                              some=some), hw.said("cli-host-emojis-fix"))

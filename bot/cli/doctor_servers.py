"""`poker-bot doctor`'s permission checks: in every server the bot is in, and in every channel
(or thread) where a table is open, the bot may do what the README asks for."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from bot.cli.doctor_discord import (
    CHANNEL_NEEDS,
    SERVER_NEEDS,
    THREAD_NEEDS,
    THREADS,
    Discord,
    Trouble,
    channel_permissions,
    invite,
    permission_names,
    server_permissions,
)
from bot.cli.doctor_lines import Line, failed, passed
from bot.text import cli_host_words as hw
from bot.text import cli_words as words

PAGE = 200  # servers Discord lists in one answer, at most
Tables = dict[int, list[tuple[int, int]]]  # server id -> (channel id, table id) of each open table


async def server_lines(discord: Discord, me: int, tables: Tables) -> list[Line]:
    """A line for each server the bot is in, then one for each channel with an open table."""
    guilds = await _all_guilds(discord)
    lines: list[Line] = []
    if not guilds:
        lines.append(failed(hw.check("servers"), words.doctor_no_server(), invite()))
    seen: set[int] = set()
    for partial in guilds:
        guild_id = int(partial["id"])
        seen.add(guild_id)
        lines += await _one_server(discord, me, guild_id, str(partial.get("name", guild_id)), tables.get(guild_id, []))
    for guild_id, where in sorted(tables.items()):
        if guild_id not in seen:
            lines.append(failed(words.doctor_server(guild_id), words.doctor_tables_gone(len(where)), invite()))
    return lines


async def _all_guilds(discord: Discord) -> list[dict[str, Any]]:
    """Every server the bot is in, a page of at most 200 at a time, as Discord hands them out."""
    found: dict[int, dict[str, Any]] = {}
    after = 0
    while True:
        page = await discord.get(f"/users/@me/guilds?limit={PAGE}&after={after}")
        new = [g for g in page if int(g["id"]) not in found]
        found.update((int(g["id"]), g) for g in new)
        if len(page) < PAGE or not new:
            return list(found.values())
        after = max(int(g["id"]) for g in new)


async def _one_server(discord: Discord, me: int, guild_id: int, name: str,
                      tables: list[tuple[int, int]]) -> list[Line]:
    try:
        guild = await discord.get(f"/guilds/{guild_id}")
        member = await discord.get(f"/guilds/{guild_id}/members/{me}")
    except Trouble as exc:
        return [failed(name, words.doctor_roles_unread(exc.what), exc.fix or invite())]
    base = server_permissions(guild, member, me)
    missing = [p for p in SERVER_NEEDS if not base & p]
    lines = [passed(name, words.doctor_roles_ok()) if not missing else
             failed(name, words.doctor_roles_lack(permission_names(missing)), words.doctor_give_roles(invite()))]
    channels: dict[int, dict[str, Any] | Trouble] = {}
    for channel_id, table_id in sorted(tables):
        lines.append(await _table_channel(discord, me, guild_id, name, base, member, channel_id, table_id, channels))
    return lines


async def _channel(discord: Discord, channel_id: int, known: dict[int, dict[str, Any] | Trouble]) -> dict[str, Any]:
    if channel_id not in known:
        try:
            known[channel_id] = await discord.get(f"/channels/{channel_id}")
        except Trouble as exc:
            known[channel_id] = exc
    found = known[channel_id]
    if isinstance(found, Trouble):
        raise found
    return found


async def _table_channel(discord: Discord, me: int, guild_id: int, server: str, base: int, member: dict[str, Any],
                         channel_id: int, table_id: int, known: dict[int, dict[str, Any] | Trouble]) -> Line:
    try:
        channel = await _channel(discord, channel_id, known)
        thread = int(channel.get("type", 0)) in THREADS
        source = await _channel(discord, int(channel["parent_id"]), known) if thread else channel
    except Trouble as exc:
        where = words.doctor_channel(channel_id, server, table_id)
        if exc.status == 404:
            return failed(where, words.doctor_no_channel(), words.doctor_no_channel_fix())
        if exc.status == 403:
            return failed(where, words.doctor_cannot_see(), words.doctor_cannot_see_fix())
        return failed(where, exc.what, exc.fix or words.doctor_try_again())
    where = f"#{channel.get('name', channel_id)} ({server})"
    perms = channel_permissions(base, guild_id, member, me, source.get("permission_overwrites") or [])
    missing = [p for p in (THREAD_NEEDS if thread else CHANNEL_NEEDS) if not perms & p]
    if not missing:
        return passed(where, words.doctor_channel_ok(table_id))
    return failed(where, words.doctor_missing(permission_names(missing)), words.doctor_give_in(thread))


def by_server(rows: list[tuple[str, str, int]]) -> Tables:
    """Open tables as (server, channel, table id) rows, keyed by server; rows that are no
    Discord ids (a simulation's tables) are left out."""
    out: Tables = defaultdict(list)
    for guild, channel, table_id in rows:
        if guild.isdigit() and channel.isdigit():
            out[int(guild)].append((int(channel), table_id))
    return dict(out)

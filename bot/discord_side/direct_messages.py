"""A DM from the bot, every request of it through the pacer.

discord.py's `User.send` opens the DM channel by itself when it has not kept it (it keeps the
latest 128, none across a restart): a request against Discord's global limit that no pacer
saw.  Here the channel's id is read from the database (`Members.dm_channel`) and opened only
the first time ever, each request after a wait at its rank.
"""

from __future__ import annotations

import contextlib
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import discord
from discord.ext import commands

from bot.discord_side.pacing import Need, Pacer, Wanted
from bot.storage import DatabaseUnavailable

if TYPE_CHECKING:  # for annotations only
    from bot.discord_side.metrics import BotMetrics
    from bot.services.members import Members


class PacedBot(commands.AutoShardedBot):
    """What a DM needs of the bot: its pacer and the members' DM channels; and what an answer
    counts in (its metrics, None where none are served).  `PokerBot` is the one there is; this
    base lets answers.py, which the bot's module imports, know it."""

    pacer: Pacer
    members: Members
    metrics: BotMetrics | None


async def dm_channel(bot: PacedBot, members: Members, member: str, need: Need,
                     wanted: Wanted | None = None) -> int | None:
    """His DM channel's id: kept, else opened (a request of its own); None if `wanted` says no
    while the opening waits."""
    channel_id = None
    with contextlib.suppress(DatabaseUnavailable):  # then opened afresh: a request, no more
        channel_id = await members.dm_channel(member)
    if channel_id is None:
        if not await bot.pacer.wait(need, wanted):
            return None
        channel_id = (await bot.create_dm(discord.Object(int(member)))).id
        with contextlib.suppress(DatabaseUnavailable):  # kept in memory: a restart opens it once more
            await members.keep_dm_channel(member, channel_id)
    return channel_id


async def send_dm(bot: PacedBot, members: Members, member: str, need: Need, content: str | None = None,
                  wanted: Wanted | None = None, picture: Callable[[], Awaitable[discord.File | None]] | None = None,
                  **extras: Any) -> bool:
    """Send him a DM at rank `need`; False, having sent nothing, if `wanted` said no meanwhile.
    `picture` is drawn once the DM may go: one that is dropped (its deal over) costs no drawing.
    Discord's refusals (he takes no DMs) are raised as discord.py raises them."""
    channel_id = await dm_channel(bot, members, member, need, wanted)
    if channel_id is None or not await bot.pacer.wait(need, wanted):
        return False
    drawn = await picture() if picture is not None else None
    if drawn is not None:
        extras["file"] = drawn
    await bot.get_partial_messageable(channel_id, type=discord.ChannelType.private).send(content, **extras)
    return True

"""The mention that pings the member to say at a new turn (`bot.services.pings` decides who).

Discord notifies only of a new message, never of an edit, and only of the mentions its
`allowed_mentions` lets through: the ping is the content and mentions of a message that shows
the turn afresh, allowing exactly the one member.  Sending it (through a click's follow-up,
which Discord's global limit does not count) is the table message's work.
"""

from __future__ import annotations

from dataclasses import dataclass

import discord

from bot.services.pings import Pings, Turn
from bot.text.turn_words import your_turn


@dataclass(frozen=True)
class TurnPing:
    member: str
    content: str
    allowed_mentions: discord.AllowedMentions


def ping_for(member: str, deal: int) -> TurnPing:
    """A member's ping: his mention in the content, and only him allowed to be notified."""
    allowed = discord.AllowedMentions(everyone=False, roles=False, replied_user=False,
                                      users=[discord.Object(int(member))])
    return TurnPing(member, your_turn(f"<@{member}>", deal), allowed)


async def turn_ping(pings: Pings, table_id: int, guild: str, member: str | None, turn: Turn | None) -> TurnPing | None:
    """The ping for this turn at the table, once a turn: None for a robot, a member with pings
    off, a turn pinged already, or one not at Discord (a simulated table's names)."""
    if member is None or not member.isdigit() or turn is None:
        return None
    who = await pings.due(table_id, guild, member, turn)
    return None if who is None else ping_for(who, turn[0])

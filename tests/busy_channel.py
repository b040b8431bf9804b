"""A busy channel for end-to-end tests: members chatting between turns, as a real channel does.

`chatter` has members post plain lines into a channel through the emulator (each a
MESSAGE_CREATE to a bot that asks for guild messages); `world.last_messages(channel, k)`
then reads the foot of the channel as a member sees it.  The lines hold no card and no
number a test could mistake for the table's.
"""

from __future__ import annotations

from collections.abc import Sequence

from discord_emulator import Channel, DiscordWorld, Message, User

LINES = (
    "anyone for a jack-pot after this one?",
    "nice hand",
    "brb, the kettle",
    "who has the age?",
    "I would have stood pat there",
    "ha, that was a bold straddle",
    "good luck all",
    "is it my deal next?",
)


async def chatter(world: DiscordWorld, channel: Channel, members: Sequence[User], count: int, *,
                  start: int = 0) -> list[Message]:
    """`count` plain lines posted in `channel`, by `members` in turn (line n by
    members[n % len(members)]), the words taken from `LINES` from `start` on; returns the
    messages, oldest first. It returns once each is stored and dispatched: a test that needs
    the bot to have acted on them waits for what the bot does."""
    if not members:
        raise ValueError("chatter needs at least one member to talk")
    posted = []
    for n in range(count):
        line = LINES[(start + n) % len(LINES)]
        posted.append(await world.post_message(members[n % len(members)], channel, line))
    return posted

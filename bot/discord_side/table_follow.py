"""The table follows the channel: which webhook may carry the table message's next request.

A busy channel pushes the table message up and out of sight, and Discord notifies nobody of an
edit.  So at each new turn of a member the table is posted afresh at the channel's foot, as a
follow-up of the latest click on one of its messages (the ping to the member to say is its
content), and the message it replaces is deleted.  Every one of those requests goes through an
interaction's webhook while its token lasts, and Discord's global limit counts none of them; the
channel itself is asked only when no token lasts (a table nobody clicked for in 14 minutes).
"""

from __future__ import annotations

import time
from typing import Any, cast

import discord

from bot.discord_side.table_state import Shown

HOOK_LIFE = 14 * 60  # an interaction's token works for 15 minutes


def lasts(at: float) -> bool:
    """Whether a token acknowledged at `at` (monotonic seconds) still works, with a minute spare."""
    return time.monotonic() - at < HOOK_LIFE


def live_hook(shown: Shown) -> tuple[discord.Interaction, float] | None:
    """The latest click on a public message of the table's, and when, while its token lasts:
    what a follow-up posting the table afresh goes through."""
    if shown.hook is None or not lasts(shown.hook_at):
        shown.hook = None
        return None
    return shown.hook, shown.hook_at


def hook_on_shown(shown: Shown) -> discord.Interaction | None:
    """The latest click, if it was on the message shown now and its token lasts: its own original
    response is that message, which it may edit again and again."""
    found = live_hook(shown)
    if found is None or shown.message is None or found[0].message is None or found[0].message.id != shown.message.id:
        return None
    return found[0]


def own_webhook(shown: Shown) -> discord.Interaction | None:
    """The click whose follow-up the message shown now is, while its token lasts: that webhook
    edits and deletes its own follow-up."""
    if shown.via is None or not lasts(shown.via_at):
        shown.via = None
        return None
    return shown.via


def in_channel(channel: discord.abc.Messageable, message_id: int) -> discord.PartialMessage:
    """A table message as the channel's (not a webhook's) to edit or delete: for a follow-up
    whose token has run out, its webhook would refuse (401)."""
    partial: discord.PartialMessage = cast(Any, channel).get_partial_message(message_id)
    return partial

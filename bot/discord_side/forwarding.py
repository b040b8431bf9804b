"""A cluster's DMs: Discord delivers every DM interaction to shard 0, whichever process runs the
table it is for. The process that receives one for a table it does not play passes it on, through
PostgreSQL (NOTIFY, carrying the interaction as Discord sent it), to every process; the one whose
shards hold the table's guild handles it as if Discord had delivered it there, and answers it
through its webhook, which any process may do with the interaction's token.

No Python state is shared and no protocol of our own is spoken: the database is the one
meeting place the processes already have.
"""

from __future__ import annotations

import json
import logging
from collections import OrderedDict
from collections.abc import Callable
from typing import Any, Protocol

import discord

from bot.services.shards import ShardPlan
from bot.storage import Storage


class Cluster(Protocol):
    """What passing interactions on needs of the bot (`PokerBot`, which imports this module)."""

    _connection: Any  # discord.py's connection state: its parsers, and the one that reads an interaction
    storage: Storage
    shard_plan: ShardPlan
    stopping: bool

log = logging.getLogger("poker.cluster")

CHANNEL = "poker_interactions"
KEPT = 1_000  # raw interactions kept for passing on: those of the last moments
MOST_NOTICE = 7_900  # PostgreSQL refuses a NOTIFY of 8,000 bytes or more
MESSAGE_KEYS = ("id", "channel_id", "type", "flags", "author", "components", "timestamp", "edited_timestamp",
                "tts", "mention_everyone", "mentions", "mention_roles", "pinned", "attachments", "embeds")


class Forwarder:
    def __init__(self, bot: Cluster) -> None:
        self.bot = bot
        self.raw: OrderedDict[int, dict[str, Any]] = OrderedDict()

    def install(self) -> None:
        """Keep each interaction as Discord sent it, to pass it on whole if need be."""
        parsers: dict[str, Callable[[Any], None]] = self.bot._connection.parsers  # discord.py's own table
        parse = parsers["INTERACTION_CREATE"]

        def keep(data: dict[str, Any]) -> None:
            self.raw[int(data["id"])] = data
            if len(self.raw) > KEPT:
                self.raw.popitem(last=False)
            parse(data)

        parsers["INTERACTION_CREATE"] = keep

    async def listen(self) -> None:
        await self.bot.storage.listen(CHANNEL, self._heard)

    async def send(self, interaction: discord.Interaction, guild: str) -> bool:
        """Pass `interaction` on to the process that plays `guild`; False if it cannot go."""
        data = self.raw.pop(interaction.id, None)
        if data is None:
            return False
        message = data.get("message")
        if isinstance(message, dict):  # what the items need of it: its id and components
            data = {**data, "message": {k: message[k] for k in MESSAGE_KEYS if k in message} | {
                "content": "", "embeds": [], "attachments": []}}
        notice = json.dumps({"guild": guild, "interaction": data}, separators=(",", ":"))
        if len(notice.encode()) > MOST_NOTICE:
            log.warning("interaction %s is too large to pass on (%d bytes)", interaction.id, len(notice))
            return False
        await self.bot.storage.notify(CHANNEL, notice)
        log.info("interaction %s passed on to the process that plays guild %s", interaction.id, guild)
        return True

    def _heard(self, text: str) -> None:
        try:
            notice = json.loads(text)
            guild, data = str(notice["guild"]), notice["interaction"]
        except (ValueError, KeyError, TypeError):
            log.warning("a notice on %s that is not a passed-on interaction was ignored", CHANNEL)
            return
        if self.bot.shard_plan.owns(guild) and not self.bot.stopping:
            self.bot._connection.parse_interaction_create(data)  # as if Discord had sent it here

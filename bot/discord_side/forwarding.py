"""A cluster's DMs: Discord delivers every DM interaction to shard 0, whichever process runs the
table it is for. The process that receives one for a table it does not play passes it on, through
PostgreSQL (NOTIFY, carrying the interaction as Discord sent it), to every process; the one whose
shards hold the table's guild handles it as if Discord had delivered it there, and answers it
through its webhook, which any process may do with the interaction's token.

The owner says at once that it took the interaction (a notice of its own, `{"taken": id}`);
if no owner says so within `TAKE_WITHIN` seconds (its process is down, or the database lost a
notice while it restarted), the receiver answers the member itself, within Discord's 3 seconds,
so that no click is left without an answer.

No Python state is shared and no protocol of our own is spoken: the database is the one
meeting place the processes already have.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections import OrderedDict
from typing import TYPE_CHECKING

import discord

from bot.discord_side.answers import tell
from bot.discord_side.internals import RawEvent, deliver_interaction, watch_interactions
from bot.storage import DatabaseUnavailable
from bot.text.failures import owner_silent
from engine.plurals import counted

if TYPE_CHECKING:  # for annotations only: the bot's module imports this one
    from bot.discord_side.host import Host

log = logging.getLogger("poker.cluster")

CHANNEL = "poker_interactions"
KEPT = 1_000  # raw interactions kept for passing on: those of the last moments
MOST_NOTICE = 7_900  # PostgreSQL refuses a NOTIFY of 8,000 bytes or more
TAKE_WITHIN = 1.5  # seconds the owner has to say it took a passed-on interaction (Discord allows 3 to answer)
MESSAGE_KEYS = ("id", "channel_id", "type", "flags", "author", "components", "timestamp", "edited_timestamp",
                "tts", "mention_everyone", "mentions", "mention_roles", "pinned", "attachments", "embeds")


class Forwarder:
    def __init__(self, bot: Host) -> None:
        self.bot = bot
        self.raw: OrderedDict[int, RawEvent] = OrderedDict()
        self.waiting: dict[int, asyncio.Future[None]] = {}  # passed on, not yet said to be taken
        self._saying: set[asyncio.Task[None]] = set()

    def install(self) -> None:
        """Keep each interaction as Discord sent it, to pass it on whole if need be."""
        def keep(data: RawEvent) -> None:
            self.raw[int(data["id"])] = data
            if len(self.raw) > KEPT:
                self.raw.popitem(last=False)

        watch_interactions(self.bot, keep)

    async def listen(self) -> None:
        await self.bot.storage.listen(CHANNEL, self._heard)

    async def send(self, interaction: discord.Interaction, guild: str) -> bool:
        """Pass `interaction` on to the process that plays `guild`, and answer it here if that
        process does not say it took it in time; False if it cannot go."""
        data = self.raw.pop(interaction.id, None)
        if data is None:
            return False
        message = data.get("message")
        if isinstance(message, dict):  # what the items need of it: its id and components
            data = {**data, "message": {k: message[k] for k in MESSAGE_KEYS if k in message} | {
                "content": "", "embeds": [], "attachments": []}}
        notice = json.dumps({"guild": guild, "interaction": data}, separators=(",", ":"))
        if len(notice.encode()) > MOST_NOTICE:
            log.warning("interaction %s is too large to pass on (%s)", interaction.id, counted(len(notice), "bytes"))
            return False
        taken = self.waiting[interaction.id] = asyncio.get_running_loop().create_future()
        try:
            await self.bot.storage.notify(CHANNEL, notice)
            log.info("interaction %s passed on to the process that plays guild %s", interaction.id, guild)
            await asyncio.wait_for(taken, TAKE_WITHIN)
        except TimeoutError:
            log.warning("interaction %s was not taken by the process that plays guild %s within %g s; "
                        "its member is told", interaction.id, guild, TAKE_WITHIN)
            await tell(interaction, owner_silent())
        finally:
            self.waiting.pop(interaction.id, None)
        return True

    def _heard(self, text: str) -> None:
        try:
            notice = json.loads(text)
            if "taken" in notice:
                self._taken(int(notice["taken"]))
                return
            guild, data = str(notice["guild"]), notice["interaction"]
        except (ValueError, KeyError, TypeError):
            log.warning("a notice on %s that is not a passed-on interaction was ignored", CHANNEL)
            return
        if self.bot.shard_plan.owns(guild) and not self.bot.stopping:
            task = asyncio.get_running_loop().create_task(self._say_taken(data["id"]))
            self._saying.add(task)
            task.add_done_callback(self._saying.discard)
            deliver_interaction(self.bot, data)  # as if Discord had sent it here

    def _taken(self, interaction_id: int) -> None:
        taken = self.waiting.get(interaction_id)
        if taken is not None and not taken.done():
            taken.set_result(None)

    async def _say_taken(self, interaction_id: object) -> None:
        """Tell the process that passed it on that it is ours now (it would answer it otherwise)."""
        with contextlib.suppress(DatabaseUnavailable):  # the passer answers the member, ours finds it answered
            await self.bot.storage.notify(CHANNEL, json.dumps({"taken": str(interaction_id)}))

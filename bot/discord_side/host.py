"""What the bot's own items and forms know of the bot: a base class below them all.

`PokerBot` (app.py, the composition root) is the one there is; the buttons, pickers, forms and
replays are registered by it and reach it as `interaction.client`, typed as this `Host`, so
that none of them imports the bot's module (which imports them).
"""

from __future__ import annotations

import contextlib
from typing import Any, Protocol

import discord

from bot.discord_side.custom_ids import ButtonId, ReplayId
from bot.discord_side.direct_messages import PacedBot
from bot.services.shards import ShardPlan
from bot.storage import Storage


class Clicking(Protocol):
    """The table's answers to its items, one method an item (`clicks.Clicks` has them)."""

    async def on_play(self, interaction: discord.Interaction, button_id: ButtonId) -> None: ...

    async def on_picker(self, interaction: discord.Interaction, button_id: ButtonId) -> None: ...

    async def on_hand(self, interaction: discord.Interaction, button_id: ButtonId) -> None: ...

    async def on_coach(self, interaction: discord.Interaction, button_id: ButtonId) -> None: ...

    async def on_stay(self, interaction: discord.Interaction, button_id: ButtonId) -> None: ...

    async def on_not_joining(self, interaction: discord.Interaction, button_id: ButtonId) -> None: ...

    async def on_sit_down(self, interaction: discord.Interaction, button_id: ButtonId) -> None: ...

    async def on_type_again(self, interaction: discord.Interaction, button_id: ButtonId) -> None: ...

    async def on_amount(self, interaction: discord.Interaction, button_id: ButtonId, values: list[str]) -> None: ...

    async def on_typed_amount(self, interaction: discord.Interaction, button_id: ButtonId, text: str) -> None: ...

    async def on_discard(self, interaction: discord.Interaction, button_id: ButtonId, values: list[str]) -> None: ...

    async def on_exchange(self, interaction: discord.Interaction, button_id: ButtonId, values: list[str]) -> None: ...


class Replaying(Protocol):
    """A replay's button, answered (`replay.Replays`)."""

    async def on_click(self, interaction: discord.Interaction, rid: ReplayId) -> None: ...


class Host(PacedBot):
    """What an item of the bot's asks of it: let the interaction in, keep it as work in hand,
    and hand it to the clicks or the replays."""

    clicks: Clicking
    replays: Replaying
    storage: Storage
    shard_plan: ShardPlan  # the guilds this process plays (a cluster's link asks)
    stopping: bool

    async def admit(self, interaction: discord.Interaction[Any]) -> bool:
        raise NotImplementedError

    async def plays(self, interaction: discord.Interaction[Any], table_id: int) -> bool:
        raise NotImplementedError

    def work(self, interaction: discord.Interaction[Any] | None = None) -> contextlib.AbstractAsyncContextManager[None]:
        raise NotImplementedError


# What every item of this bot receives: `interaction.client` is the bot.
HostInteraction = discord.Interaction[Host]

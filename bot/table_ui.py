"""The table's buttons and pickers: persistent `DynamicItem`s whose custom ids carry their state.

Registered once in the bot's `setup_hook`, they keep working on messages
posted before a restart.  Each click goes to the bot's table controller,
which checks the step against the deal (a stale or repeated click does
nothing) and the clicker against the seat to act.
"""

from __future__ import annotations

import re
from typing import Protocol

import discord

from bot.custom_ids import PATTERN, ButtonId
from bot.render import OPTION_WORDS, drops, makes_good

# Words on the buttons, in the game's own terms.
LABELS = {
    **OPTION_WORDS,
    # These open a picker (an amount, or the cards to throw away): the ellipsis says so.
    "open": "Open…", "raise": "Raise…", "bet": "Bet…", "draw": "Draw…", "exchange": "Exchange…",
    "pat": "Stand pat", "hand": "My hand",
}
STYLES = {
    "pass": discord.ButtonStyle.danger, "hand": discord.ButtonStyle.secondary,
    "decline_straddle": discord.ButtonStyle.secondary,
}


class Controller(Protocol):
    async def on_button(self, interaction: discord.Interaction, bid: ButtonId) -> None: ...

    async def on_amount(self, interaction: discord.Interaction, bid: ButtonId, verb: str, amount: int) -> None: ...

    async def on_discard(self, interaction: discord.Interaction, bid: ButtonId, cards: list[str]) -> None: ...

    async def on_exchange(self, interaction: discord.Interaction, bid: ButtonId, choice: str) -> None: ...


def controller(interaction: discord.Interaction) -> Controller:
    return interaction.client.table_controller  # type: ignore[attr-defined]


class TableButton(discord.ui.DynamicItem[discord.ui.Button], template=PATTERN):
    def __init__(self, bid: ButtonId, *, label: str | None = None, disabled: bool = False) -> None:
        super().__init__(discord.ui.Button(
            label=label or LABELS.get(bid.verb, bid.verb), custom_id=bid.encode(),
            style=STYLES.get(bid.verb, discord.ButtonStyle.primary), disabled=disabled))
        self.bid = bid

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str], /) -> TableButton:
        return cls(ButtonId.decode(item.custom_id or ""))

    async def callback(self, interaction: discord.Interaction) -> None:
        await controller(interaction).on_button(interaction, self.bid)


AMOUNT_PATTERN = r"pka:(?P<table>\d+):(?P<deal>\d+):(?P<step>\d+):(?P<verb>[a-z_]+)"
DISCARD_PATTERN = r"pkd:(?P<table>\d+):(?P<deal>\d+):(?P<step>\d+):(?P<verb>[a-z_]+)"
EXCHANGE_PATTERN = r"pkx:(?P<table>\d+):(?P<deal>\d+):(?P<step>\d+):(?P<verb>[a-z_]+)"


def _sub_id(prefix: str, bid: ButtonId) -> str:
    return prefix + bid.encode()[2:]


def _bid_from(match: re.Match[str]) -> ButtonId:
    return ButtonId(table=int(match["table"]), deal=int(match["deal"]), step=int(match["step"]),
                    verb=match["verb"])  # type: ignore[arg-type]


def amounts_between(least: int, most: int, limit: int = 25) -> list[int]:
    """Up to 25 amounts from least to most: all of them when they fit, else an even spread."""
    if most - least + 1 <= limit:
        return list(range(least, most + 1))
    step = (most - least) / (limit - 1)
    return sorted({least + round(i * step) for i in range(limit)} | {least, most})


class AmountSelect(discord.ui.DynamicItem[discord.ui.Select], template=AMOUNT_PATTERN):
    """Pick how much to raise, bet or open for, among the amounts the engine allows."""

    def __init__(self, bid: ButtonId, least: int = 1, most: int = 1) -> None:
        options = [discord.SelectOption(label=str(a), value=str(a)) for a in amounts_between(least, most)]
        super().__init__(discord.ui.Select(custom_id=_sub_id("pka", bid), placeholder="How much?",
                                           options=options or [discord.SelectOption(label="1", value="1")]))
        self.bid = bid

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Select,
                             match: re.Match[str], /) -> AmountSelect:
        return cls(_bid_from(match))

    async def callback(self, interaction: discord.Interaction) -> None:
        values = (interaction.data or {}).get("values", [])  # type: ignore[union-attr]
        amount = int(values[0]) if values and str(values[0]).isdigit() else 0
        await controller(interaction).on_amount(interaction, self.bid, self.bid.verb, amount)


class DiscardSelect(discord.ui.DynamicItem[discord.ui.Select], template=DISCARD_PATTERN):
    """Pick the cards to throw away (none to five); shown only to the player himself."""

    def __init__(self, bid: ButtonId, hand: list[tuple[str, str]] | None = None) -> None:
        hand = hand or []
        options = [discord.SelectOption(label=label, value=value) for value, label in hand]
        super().__init__(discord.ui.Select(
            custom_id=_sub_id("pkd", bid), placeholder="Cards to discard (none: stand pat)",
            min_values=0, max_values=max(1, len(options)),
            options=options or [discord.SelectOption(label="-", value="-")]))
        self.bid = bid

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Select,
                             match: re.Match[str], /) -> DiscardSelect:
        return cls(_bid_from(match))

    async def callback(self, interaction: discord.Interaction) -> None:
        values = [str(v) for v in (interaction.data or {}).get("values", []) if v != "-"]  # type: ignore[union-attr]
        await controller(interaction).on_discard(interaction, self.bid, values)


class ExchangeSelect(discord.ui.DynamicItem[discord.ui.Select], template=EXCHANGE_PATTERN):
    """Whisky poker: pick one of your cards to give up and one of the widow's to take.  Five by
    five is 25 choices, exactly what one Discord select may hold."""

    def __init__(self, bid: ButtonId, pairs: list[tuple[str, str]] | None = None) -> None:
        options = [discord.SelectOption(label=label, value=value) for value, label in (pairs or [])[:25]]
        super().__init__(discord.ui.Select(
            custom_id=_sub_id("pkx", bid), placeholder="Give one card, take one from the widow",
            options=options or [discord.SelectOption(label="-", value="-")]))
        self.bid = bid

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Select,
                             match: re.Match[str], /) -> ExchangeSelect:
        return cls(_bid_from(match))

    async def callback(self, interaction: discord.Interaction) -> None:
        values = [str(v) for v in (interaction.data or {}).get("values", [])]  # type: ignore[union-attr]
        await controller(interaction).on_exchange(interaction, self.bid, values[0] if values else "-")


DYNAMIC_ITEMS = (TableButton, AmountSelect, DiscardSelect, ExchangeSelect)


def table_view(table: int, deal: int, step: int, options: list[dict], view_of_deal: dict | None = None) -> discord.ui.View:
    """The buttons for the step in play: the seat to act's choices, and "My hand" always."""
    view = discord.ui.View(timeout=None)

    def add(verb: str, label: str | None = None) -> None:
        view.add_item(TableButton(ButtonId(table=table, deal=deal, step=step, verb=verb), label=label))  # type: ignore[arg-type]

    for option in options:
        kind = option["kind"]
        if kind in ("come_in", "stay"):
            word = "Make good" if view_of_deal is not None and makes_good(kind, view_of_deal) else LABELS[kind]
            add(kind, f"{word} ({option['chips']})" if option["chips"] else word)
            if option["most"]:
                add("raise", "Raise…")
        elif kind == "draw":
            add("draw")
            add("pat")
        elif kind in ("see", "call"):
            add(kind, f"{LABELS[kind]} ({option['chips']})")
        elif kind == "pass" and view_of_deal is not None and drops(view_of_deal):
            add(kind, "Drop")
        else:
            add(kind)
    add("hand")
    return view

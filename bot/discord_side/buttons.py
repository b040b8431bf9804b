"""The table's buttons and pickers: persistent `DynamicItem`s whose custom ids carry their state.

Registered once in the bot's `setup_hook`, they keep working on messages
posted before a restart.  discord.py picks the item by its custom id's
template (one class for each kind of button: play, picker, my hand, coach,
stay), and the item's callback calls its one method of the bot's clicks
(`clicks.Clicks`), which checks the step against the deal (a stale or
repeated click does nothing) and the clicker against the seat to act.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Self, TypeVar

import discord

from bot.discord_side.answers import answer_failure, tell
from bot.discord_side.custom_ids import MAX_SNOWFLAKE, PATTERN, REPLAY_PATTERN, ButtonId
from bot.settings import LOG_IDS
from bot.text import component_words as words
from bot.text import seat_words
from bot.text.click_words import no_longer_works, type_again_button
from bot.text.faces import TEXT, CardFaces
from bot.text.render import chips_more, drops, makes_good, option_button
from bot.text.table_words import stay_button as stay_label
from engine.actions import ACTION_TYPES, Kind
from engine.views import PublicView

if TYPE_CHECKING:  # for annotations only
    from bot.discord_side.host import Clicking, HostInteraction


# The label of an item remade from a click's custom id: it only routes the click and is never
# shown, so the click's path asks the catalogue for no words.
REMADE = "-"


def labels() -> dict[str, str]:
    """Words on the table's buttons that are not an action's, in the reader's language now."""
    return {"pat": words.stand_pat(), "hand": words.my_hand(), "coach": words.coach(),
            "sit": seat_words.sit_down_button(), "not_joining": seat_words.not_joining_button()}


def button_label(verb: str) -> str:
    """A button's words as the reader reads them: an action's own (a kind that asks for more, an
    amount or cards, opens a picker: its label ends in an ellipsis), else the table's others."""
    if verb in ACTION_TYPES:
        kind = Kind(verb)
        return option_button(kind, picker=ACTION_TYPES[kind].chosen is not None)
    return labels().get(verb, verb)


STYLES = {
    "pass": discord.ButtonStyle.danger, "hand": discord.ButtonStyle.secondary, "stay_seated": discord.ButtonStyle.secondary,
    "coach": discord.ButtonStyle.success, "sit": discord.ButtonStyle.success,
    "not_joining": discord.ButtonStyle.secondary,
    "decline_straddle": discord.ButtonStyle.secondary,
}




def _parsed(match: re.Match[str]) -> ButtonId | None:
    """The id's state, or None when it does not hold (out of range, an unknown verb)."""
    try:
        return ButtonId.of(match)
    except ValueError:
        return None


Wrapped = TypeVar("Wrapped", bound=discord.ui.Item[discord.ui.View])


class _TableItem(discord.ui.DynamicItem[Wrapped], template=r"(?!)"):  # its own template matches nothing
    """What every table item does: admit the click once (`PokerBot.admit`: a repeated delivery
    is dropped, and nothing starts while the bot stops), count it as work in hand, answer a
    click on an id that no longer holds as a button that no longer works, and turn whatever
    goes wrong into one private answer."""

    button_id: ButtonId | None

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> Self:
        # Each item is made again from its custom id alone (the match is of that id).
        remade: Callable[..., Self] = cls  # (button_id, *, custom_id): every item's but ForeignItem's
        return remade(_parsed(match), custom_id=match.string)

    # discord.py types an item's interaction for any client; only the PokerBot registers these
    # (`setup_hook`), so theirs is a HostInteraction, and the checker follows every call from it.
    async def interaction_check(self, interaction: HostInteraction, /) -> bool:  # type: ignore[override]
        bot = interaction.client
        if not await bot.admit(interaction):
            return False
        return self.button_id is None or await bot.plays(interaction, self.button_id.table)

    async def callback(self, interaction: HostInteraction) -> None:  # type: ignore[override]
        bot = interaction.client
        async with bot.work(interaction):
            if self.button_id is None:
                await tell(interaction, no_longer_works())
                return
            # What this click logs is about its table and deal (LOG_FORMAT=json).
            LOG_IDS.set((("table", self.button_id.table), ("deal", self.button_id.deal), ("guild", interaction.guild_id)))
            try:
                await self.handle(bot.clicks, interaction, self.button_id)
            except Exception as exc:  # every click's one handler, the slash commands' too
                await answer_failure(interaction, exc, type(self).__name__)
            finally:
                # discord.py built a view of the clicked message to dispatch this item, and keeps
                # it nowhere: unlinked, it is freed now, not by the collector (`let_go`).
                if self.view is not None:
                    self.view.clear_items()

    async def handle(self, clicks: Clicking, interaction: HostInteraction, button_id: ButtonId) -> None:
        raise NotImplementedError


def _button_pattern(verbs: str) -> str:
    """A table button's template for these verbs (a regular expression's alternatives)."""
    return PATTERN.replace("(?P<verb>[a-z_]+)", f"(?P<verb>{verbs})")


# The buttons that open a picker (an amount, or his cards) before anything is played.
PICKER_VERBS = tuple(sorted(kind.value for kind, action in ACTION_TYPES.items() if action.chosen is not None))
OWN_VERBS = ("hand", "coach", "stay_seated", "not_joining", *PICKER_VERBS)  # the buttons that are not a plain play


class _Button(_TableItem[discord.ui.Button[discord.ui.View]], template=r"(?!)"):
    def __init__(self, button_id: ButtonId | None, *, label: str | None = None, disabled: bool = False,
                 custom_id: str | None = None) -> None:
        verb = button_id.verb if button_id is not None else "gone"
        super().__init__(discord.ui.Button(
            label=label or (REMADE if custom_id else button_label(verb)),
            custom_id=custom_id or (button_id.encode() if button_id else "pk:gone"),
            style=STYLES.get(verb, discord.ButtonStyle.primary), disabled=disabled))
        self.button_id = button_id


class TableButton(_Button, template=_button_pattern("(?!(?:" + "|".join(OWN_VERBS) + ")$)[a-z_]+")):
    """A button that plays its action at once (Call, Pass, Stand pat...); any verb not another's."""

    async def handle(self, clicks: Clicking, interaction: HostInteraction, button_id: ButtonId) -> None:
        await clicks.on_play(interaction, button_id)


class PickerButton(_Button, template=_button_pattern("|".join(PICKER_VERBS))):
    """Raise…, Bet…, Open…, Draw…: a picker for the seat to act, before anything is played."""

    async def handle(self, clicks: Clicking, interaction: HostInteraction, button_id: ButtonId) -> None:
        await clicks.on_picker(interaction, button_id)


class HandButton(_Button, template=_button_pattern("hand")):
    """My hand: his own cards, privately, at any step."""

    async def handle(self, clicks: Clicking, interaction: HostInteraction, button_id: ButtonId) -> None:
        await clicks.on_hand(interaction, button_id)


class CoachButton(_Button, template=_button_pattern("coach")):
    """Coach, under his hand: the advice now, or a finished deal's review."""

    async def handle(self, clicks: Clicking, interaction: HostInteraction, button_id: ButtonId) -> None:
        await clicks.on_coach(interaction, button_id)


class StayButton(_Button, template=_button_pattern("stay_seated")):
    """Stay, under the answer to /poker leave: the leave taken back."""

    async def handle(self, clicks: Clicking, interaction: HostInteraction, button_id: ButtonId) -> None:
        await clicks.on_stay(interaction, button_id)


class NotJoiningButton(_Button, template=_button_pattern("not_joining")):
    """Do not sit down, under the answer to a join asked during a deal: the join taken back."""

    async def handle(self, clicks: Clicking, interaction: HostInteraction, button_id: ButtonId) -> None:
        await clicks.on_not_joining(interaction, button_id)


BUTTONS: dict[str, type[_Button]] = {"hand": HandButton, "coach": CoachButton, "stay_seated": StayButton,
                                     "not_joining": NotJoiningButton,
                                     **dict.fromkeys(PICKER_VERBS, PickerButton)}


def table_button(button_id: ButtonId, *, label: str | None = None) -> _Button:
    """The table's button for `button_id`, of the class whose template its custom id matches."""
    return BUTTONS.get(button_id.verb, TableButton)(button_id, label=label)


AMOUNT_PATTERN = r"pka:(?P<table>\d+):(?P<deal>\d+):(?P<step>\d+):(?P<verb>[a-z_]+)"
DISCARD_PATTERN = r"pkd:(?P<table>\d+):(?P<deal>\d+):(?P<step>\d+):(?P<verb>[a-z_]+)"
EXCHANGE_PATTERN = r"pkx:(?P<table>\d+):(?P<deal>\d+):(?P<step>\d+):(?P<verb>[a-z_]+)"
SIT_PATTERN = r"pkj:(?P<table>\d{1,19})"
RETYPE_PATTERN = r"pkt:(?P<table>\d+):(?P<deal>\d+):(?P<step>\d+):(?P<verb>[a-z_]+)"
OURS = (PATTERN, AMOUNT_PATTERN, DISCARD_PATTERN, EXCHANGE_PATTERN, REPLAY_PATTERN, SIT_PATTERN, RETYPE_PATTERN)
# Any other custom id (a component of an older version of the bot): answered, never ignored.
FOREIGN_PATTERN = "(?!(?:" + "|".join(re.sub(r"\(\?P<\w+>", "(?:", p) for p in OURS) + r")$)[\s\S]*"


class SitDownButton(_TableItem[discord.ui.Button[discord.ui.View]], template=SIT_PATTERN):
    """Sit down, on the table message: `/poker join` with the default stake, in one click, at any
    step or between deals (so its id names the table alone)."""

    def __init__(self, button_id: ButtonId | None, *, custom_id: str | None = None) -> None:
        table = button_id.table if button_id is not None else 0
        super().__init__(discord.ui.Button(label=REMADE if custom_id else seat_words.sit_down_button(),
                                           custom_id=custom_id or f"pkj:{table}",
                                           style=discord.ButtonStyle.success))
        self.button_id = button_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> Self:
        table = int(match["table"])
        button_id = ButtonId(table=table, deal=0, step=0, verb="sit") if table <= MAX_SNOWFLAKE else None
        return cls(button_id, custom_id=match.string)

    async def handle(self, clicks: Clicking, interaction: HostInteraction, button_id: ButtonId) -> None:
        await clicks.on_sit_down(interaction, button_id)


class TypeAgainButton(_TableItem[discord.ui.Button[discord.ui.View]], template=RETYPE_PATTERN):
    """Under a typed amount that was refused: the form again, for the same step, in one click."""

    def __init__(self, button_id: ButtonId | None, *, custom_id: str | None = None) -> None:
        super().__init__(discord.ui.Button(label=REMADE if custom_id else type_again_button(),
                                           custom_id=_sub_id("pkt", button_id, custom_id),
                                           style=discord.ButtonStyle.primary))
        self.button_id = button_id

    async def handle(self, clicks: Clicking, interaction: HostInteraction, button_id: ButtonId) -> None:
        await clicks.on_type_again(interaction, button_id)


def _sub_id(prefix: str, button_id: ButtonId | None, custom_id: str | None) -> str:
    """A picker's custom id: as Discord sent it back, or made from the state it carries."""
    if custom_id:
        return custom_id
    assert button_id is not None, "a picker is made from its state, or from the custom id Discord sent"
    return prefix + button_id.encode()[2:]


class _TableSelect(_TableItem[discord.ui.Select[discord.ui.View]], template=r"(?!)"):
    @property
    def values(self) -> list[str]:
        return [str(v) for v in self.item.values]


class AmountSelect(_TableSelect, template=AMOUNT_PATTERN):
    """Pick how much to raise, bet or open for, among the amounts the engine allows (`amounts`:
    (value, label) pairs, and perhaps "type an amount")."""

    def __init__(self, button_id: ButtonId | None, amounts: list[tuple[str, str]] | None = None, *,
                 custom_id: str | None = None) -> None:
        options = [discord.SelectOption(label=label, value=value) for value, label in amounts or []]
        super().__init__(discord.ui.Select(custom_id=_sub_id("pka", button_id, custom_id),
                                           placeholder=words.how_much(),
                                           options=options or [discord.SelectOption(label="1", value="1")]))
        self.button_id = button_id

    async def handle(self, clicks: Clicking, interaction: HostInteraction, button_id: ButtonId) -> None:
        await clicks.on_amount(interaction, button_id, self.values)


class DiscardSelect(_TableSelect, template=DISCARD_PATTERN):
    """Pick the cards to throw away (none to five); shown only to the player himself."""

    def __init__(self, button_id: ButtonId | None, hand: list[tuple[str, str]] | None = None, *,
                 custom_id: str | None = None, faces: CardFaces = TEXT) -> None:
        # Each card as a card: its emoji beside its name, where the bot has its card emojis.
        options = [discord.SelectOption(label=label, value=value, emoji=faces.emojis.get(value))
                   for value, label in hand or []]
        super().__init__(discord.ui.Select(
            custom_id=_sub_id("pkd", button_id, custom_id), placeholder=words.cards_to_discard(),
            # Standing pat is picking none, so the picker may not be "required": discord.py
            # sends required=true by default, and Discord refuses that beside min_values=0
            # (discord-api-docs issue #7800; the Component Reference since PR #8177).
            min_values=0, max_values=max(1, len(options)), required=False,
            options=options or [discord.SelectOption(label="-", value="-")]))
        self.button_id = button_id

    async def handle(self, clicks: Clicking, interaction: HostInteraction, button_id: ButtonId) -> None:
        await clicks.on_discard(interaction, button_id, self.values)


class ExchangeSelect(_TableSelect, template=EXCHANGE_PATTERN):
    """Whisky poker: pick one of your cards to give up and one of the widow's to take.  Five by
    five is 25 choices, exactly what one Discord select may hold."""

    def __init__(self, button_id: ButtonId | None, pairs: list[tuple[str, str]] | None = None, *,
                 custom_id: str | None = None) -> None:
        options = [discord.SelectOption(label=label, value=value) for value, label in (pairs or [])[:25]]
        super().__init__(discord.ui.Select(
            custom_id=_sub_id("pkx", button_id, custom_id), placeholder=words.give_and_take(),
            options=options or [discord.SelectOption(label="-", value="-")]))
        self.button_id = button_id

    async def handle(self, clicks: Clicking, interaction: HostInteraction, button_id: ButtonId) -> None:
        await clicks.on_exchange(interaction, button_id, self.values)


class ForeignItem(_TableItem[discord.ui.Button[discord.ui.View]], template=FOREIGN_PATTERN):
    """A component whose id is none of the table's (a button or select of an older version)."""

    def __init__(self, custom_id: str) -> None:
        super().__init__(discord.ui.Button(label="-", custom_id=custom_id))
        self.button_id = None

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> ForeignItem:
        return cls(match.string or "-")  # the match is of the item's custom id


DYNAMIC_ITEMS = (TableButton, PickerButton, HandButton, CoachButton, StayButton, NotJoiningButton, AmountSelect,
                 DiscardSelect, ExchangeSelect, SitDownButton, TypeAgainButton, ForeignItem)


def stay_button(table: int, deal: int) -> discord.ui.View:
    """Under the answer to /poker leave during a deal: take it back."""
    view = discord.ui.View(timeout=None)
    view.add_item(StayButton(ButtonId(table=table, deal=deal, step=0, verb="stay_seated"), label=stay_label()))
    return view


def not_joining_button(table: int, deal: int) -> discord.ui.View:
    """Under the answer to a join asked during a deal: take it back."""
    view = discord.ui.View(timeout=None)
    view.add_item(NotJoiningButton(ButtonId(table=table, deal=deal, step=0, verb="not_joining")))
    return view


def sit_down_view(table: int) -> discord.ui.View:
    """The table message between deals, where anyone may sit down: its one button."""
    view = discord.ui.View(timeout=None)
    view.add_item(SitDownButton(ButtonId(table=table, deal=0, step=0, verb="sit")))
    return view


def table_view(table: int, deal: int, step: int, view_of_deal: PublicView, *, sit: bool = False) -> discord.ui.View:
    """The buttons for the step in play: the seat to act's choices, and "My hand" always."""
    view = discord.ui.View(timeout=None)

    def add(verb: str, label: str | None = None) -> None:
        view.add_item(table_button(ButtonId(table=table, deal=deal, step=step, verb=verb), label=label))

    for option in view_of_deal.options:
        kind = option.kind
        if kind in ("come_in", "stay"):
            word = words.make_good() if makes_good(kind, view_of_deal) else button_label(kind)
            add(kind, f"{word} ({option.chips})" if option.chips else word)
            if option.most:
                add("raise", words.raise_picker())
        elif kind == "draw":
            add("draw")
            add("pat")
        elif kind in ("see", "call"):
            add(kind, chips_more(button_label(kind), option.chips))
        elif kind == "pass" and drops(view_of_deal):
            add(kind, words.drop())
        else:
            add(kind)
    add("hand")
    if sit:  # where anyone may join: Sit down, taken for the next deal
        view.add_item(SitDownButton(ButtonId(table=table, deal=deal, step=step, verb="sit")))
    return view

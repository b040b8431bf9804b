"""The rules in force at a table: limits and house rules, as one validated pydantic model.

What a server admin sets for a channel.  Foster's code is the default of
every field; a bad value or combination is refused with a message that
starts with the field's name.
"""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field, model_validator

from engine.cards import PackKind
from engine.handrules import FOSTER, ExtraHand, ExtraRanking, HandRules
from engine.plurals import counted

__all__ = ["FOSTER", "ExtraHand", "ExtraRanking", "HandRules", "Betting", "Fattening", "KittyScale", "Rules",
           "FOSTER_RULES", "MAX_CHIPS", "ProgressiveScheme", "Variety", "WhiskySettlement"]
from engine.hands import HandClass, class_order

# The most chips any one amount may be: a stake, a limit, a purchase.  Every sum the books
# keep (a table's stakes, a banker's issue) stays far inside a 64-bit integer.
MAX_CHIPS = 1_000_000_000


class Variety(StrEnum):
    """Which game the table plays (Foster's "Varieties of Poker")."""

    DRAW = "draw"  # draw poker, the game of the laws
    STRAIGHT = "straight"  # straight poker, "bluff": no draw, a buck marks who antes for the table
    STUD = "stud"  # one card down, then up-cards one at a time to five, a betting round after each
    WHISKY = "whisky"  # a widow to take or exchange with, then a knock; no betting


class WhiskySettlement(StrEnum):
    """How a deal of whisky poker is settled."""

    POOL = "pool"  # each player puts up a chip (the blind) and the best hand takes all
    REFRESHMENTS = "refreshments"  # nothing put up; the worst hand pays the kitty a chip for each player


class Betting(StrEnum):
    """How far a bet may be raised ("Betting Limits", "Progressive Limits", varieties)."""

    LIMIT = "limit"  # each raise at most the agreed limit (Foster's standard game)
    PROGRESSIVE = "progressive"  # the first bet within the limit, then each raise may double
    TABLE_STAKES = "table_stakes"  # no limit but the chips in front of the player
    FREEZE_OUT = "freeze_out"  # equal stakes, the limit game, play until one player has all


class ProgressiveScheme(StrEnum):
    """How a raise may double under progressive limits (Foster's "Progressive Limits")."""

    # Each raise at most doubles the bet to be met (1, 2, 4, 8... in all); Foster's variant,
    # "each bet twice the amount of the last one only".  The first scheme the engine had.
    DOUBLE_THE_LAST = "double_the_last"
    # Foster's usual scheme: each bet may be double the whole amount the last bettor has put
    # up in the interval (his example: 1, 2, then 4, 10, 24 put in).
    DOUBLE_THE_WHOLE = "double_the_whole"


class Fattening(StrEnum):
    """What an unopened jack-pot costs on the next deal (law 76)."""

    EVERY_DEAL = "every_deal"  # each player adds `fatten_amount` every time it is not opened
    FIRST_ANTE_ONLY = "first_ante_only"  # the first ante is the only one


class KittyScale(StrEnum):
    """Chips taken for the kitty from a pool in which a good enough hand is shown in a call."""

    NONE = "none"
    ONE_CHIP = "one_chip"  # one chip when `kitty_min_class` or better is shown
    HOUSE = "house"  # the gambling-house scale: 1 for two pairs, 2 for threes or straights, 3 for flushes or better


class Rules(BaseModel):
    """Everything agreed before play begins (law 7): limits, house rules, the hands.

    Amounts are in white chips.  Foster's standard game is the default.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    variety: Variety = Field(Variety.DRAW, description="the game played: draw, straight, stud or whisky poker")
    hands: HandRules = HandRules()
    blind: int = Field(1, ge=1, le=MAX_CHIPS, description="the age's blind; the ante is double the blind or last straddle")
    raise_limit: int = Field(10, ge=1, le=MAX_CHIPS, description="the most by which any bet may be raised")
    straddles: bool = True
    straddle_cap: int | None = Field(
        None, ge=2, le=MAX_CHIPS, description="the largest straddle; by default half the raise limit (law 28)"
    )
    jackpot_ante: int = Field(2, ge=1, le=MAX_CHIPS, description="what each player antes in a jack-pot (law 61)")
    betting: Betting = Betting.LIMIT
    progressive_scheme: ProgressiveScheme = Field(
        ProgressiveScheme.DOUBLE_THE_LAST,
        description="progressive: double_the_last bet, or double_the_whole put up by the last bettor",
    )
    progressive_max_raises: int = Field(6, ge=1, le=20, description="raises allowed in a betting interval under progressive limits")
    max_raises: int | None = Field(None, ge=1, le=100, description="a house cap on raises per betting interval; none in Foster")
    checking: bool = Field(False, description="house rule: a player may pass without dropping until someone bets")
    jackpot_after: HandClass = Field(
        HandClass.FULL_HOUSE, description="a hand of this class or better shown in a call makes the next deal a jack-pot"
    )
    whangdoodles: bool = Field(True, description="fours or a straight flush shown in a call starts a round of jack-pots")
    straight_flush_premium: int = Field(0, ge=0, le=MAX_CHIPS, description="paid by every other player to a straight flush shown in a call")
    age_may_make_jackpot: bool = Field(True, description="law 36: with one player in, the age may make it a jack-pot")
    progressive_jacks: bool = Field(False, description="law 63: queens, kings, aces to open after unopened deals")
    bobtail_openers: bool = Field(False, description="a four-card flush or straight may open (Disputed Rules)")
    fattening: Fattening = Fattening.EVERY_DEAL
    fatten_amount: int = Field(1, ge=1, le=MAX_CHIPS)
    buck: bool = Field(False, description="forced jacks: the winner of the buck's pool has a jack-pot on his deal")
    all_jackpots: bool = Field(False, description="forced jacks: every deal is a jack-pot")
    jackpot_after_raise_out: bool = Field(False, description="forced jacks: a raise before the draw that nobody sees")
    kitty: KittyScale = KittyScale.NONE
    kitty_min_class: HandClass = Field(HandClass.THREE_OF_A_KIND, description="the least hand that pays the kitty one chip")
    freeze_out_stake: int = Field(100, ge=2, le=MAX_CHIPS, description="every player's equal stake in a freeze-out")
    max_seats: int = Field(7, ge=2, le=8, description="with eight, the dealer takes no cards (law 1)")
    stud_raises: bool = Field(False, description="stud: a bet may be raised, not only seen (Foster: see or drop)")
    whisky_settlement: WhiskySettlement = WhiskySettlement.POOL
    whisky_rounds: int = Field(
        5, ge=1, le=20,
        description="whisky: if the option goes round this many times with nobody knocking, the hands are shown",
    )

    @model_validator(mode="before")
    @classmethod
    def _seats_for_the_pack(cls, data: object) -> object:
        # The 32-card pack has cards for five hands and their draws; default to that.
        if isinstance(data, dict) and "max_seats" not in data:
            hands = data.get("hands")
            pack = hands.get("pack") if isinstance(hands, dict) else getattr(hands, "pack", None)
            if pack in ("ecarte", PackKind.ECARTE):
                return {**data, "max_seats": 5}
        return data

    @property
    def ante(self) -> int:
        """The ordinary ante: double the blind."""
        return 2 * self.blind

    @property
    def limited(self) -> bool:
        return self.betting is not Betting.TABLE_STAKES

    @property
    def effective_straddle_cap(self) -> int:
        return self.straddle_cap if self.straddle_cap is not None else self.raise_limit // 2

    @model_validator(mode="after")
    def _check_limits(self) -> Rules:
        if self.limited and self.ante > self.raise_limit:
            raise ValueError(
                f"blind: the ante (double the blind, {self.ante}) may not exceed the raise limit "
                f"({self.raise_limit})"
            )
        if self.straddle_cap is not None:
            if self.limited and self.straddle_cap * 2 > self.raise_limit:
                raise ValueError(
                    f"straddle_cap: {self.straddle_cap} is more than half the raise limit "
                    f"({self.raise_limit}); the ante after a straddle would pass the limit"
                )
            if self.straddle_cap < 2 * self.blind:
                raise ValueError(
                    f"straddle_cap: {self.straddle_cap} is less than one straddle of the blind "
                    f"({2 * self.blind}); set straddles to false instead"
                )
        present = class_order(self.hands)
        for name in ("jackpot_after", "kitty_min_class"):
            if getattr(self, name) not in present:
                raise ValueError(f"{name}: {getattr(self, name)!r} is not a hand under these hand rules")
        most = max_hands(self.hands.pack, self.variety)
        if self.max_seats > most:
            raise ValueError(
                f"max_seats: the {self.hands.pack.value} pack has cards for at most {counted(most, 'hands')} "
                "and their draws"
            )
        if self.betting is Betting.FREEZE_OUT and self.freeze_out_stake < self.ante:
            raise ValueError("freeze_out_stake: must cover at least one ante")
        if self.variety is not Variety.DRAW:
            for name in ("all_jackpots", "buck", "jackpot_after_raise_out", "progressive_jacks", "bobtail_openers"):
                if getattr(self, name):
                    raise ValueError(f"{name}: jack-pots are played only in draw poker, not in "
                                     f"{self.variety.value} poker")
        return self


def max_hands(pack: PackKind, variety: Variety = Variety.DRAW) -> int:
    """The most hands a pack can deal.  Draw poker keeps a draw of five possible (law 1 allows
    eight seats, the dealer sitting out); whisky poker deals a widow besides the hands."""
    cards = len(pack.cards())
    if variety is Variety.DRAW:
        return min(8, (cards - 5) // 5)
    if variety is Variety.WHISKY:
        return min(8, cards // 5 - 1)
    return min(8, cards // 5)


FOSTER_RULES = Rules()

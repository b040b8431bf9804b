"""How hands are valued: which pack, whether straights count, the joker, the extra hands.

`HandRules` is one validated, frozen pydantic model; Foster's standard game
is the default of every field.  The table's other rules (limits, jack-pots)
are in `engine.rules`, which holds a `HandRules`.
"""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel, ConfigDict, field_validator, model_validator

from engine.cards import PackKind


class ExtraHand(StrEnum):
    """Hands played "in certain localities" (Foster, Poker Hands and Technical Terms)."""

    BLAZE = "blaze"  # five court cards
    LITTLE_DOG = "little_dog"  # the tiger: seven high, deuce low, one card of the run missing
    BIG_DOG = "big_dog"  # ace high, nine low, one card of the run missing
    SKIP = "skip"  # Dutch or alternate straight: 2-4-6-8-10
    ROUND_THE_CORNER = "round_the_corner"  # a straight through the ace: Q-K-A-2-3


class ExtraRanking(StrEnum):
    """Where the extra hands rank among the standard ones."""

    CUSTOMARY = "customary"  # as the players of them rank them (Technical Terms)
    CALCULATED = "calculated"  # by how rarely they are dealt (Foster's own table)


# Extra hands that cannot be made from the 32-card ecarte pack (sevens up).
_NEEDS_LOW_CARDS = {ExtraHand.LITTLE_DOG, ExtraHand.SKIP, ExtraHand.ROUND_THE_CORNER}


class HandRules(BaseModel):
    """How hands are valued.  Frozen and hashable so evaluators can be cached on it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    pack: PackKind = PackKind.STANDARD
    straights: bool = True
    """False plays the old game in which sequences count for nothing."""
    joker_two_pairs_over_threes: bool = False
    """With the joker, three of a kind is easier to get than two pairs; Foster advises swapping them."""
    extra_hands: frozenset[ExtraHand] = frozenset()
    extra_hand_ranking: ExtraRanking = ExtraRanking.CUSTOMARY

    @field_validator("extra_hands", mode="before")
    @classmethod
    def _split_names(cls, value: object) -> object:
        # Accept "blaze, skip" from a settings form as well as a list.
        if isinstance(value, str):
            return frozenset(v.strip() for v in value.split(",") if v.strip())
        return value

    @model_validator(mode="after")
    def _check_combinations(self) -> HandRules:
        if self.joker_two_pairs_over_threes and self.pack is not PackKind.JOKER:
            raise ValueError(
                "joker_two_pairs_over_threes: only makes sense with the joker in the pack "
                "(set pack to 'joker')"
            )
        if self.pack is PackKind.ECARTE:
            impossible = sorted(h.value for h in self.extra_hands & _NEEDS_LOW_CARDS)
            if impossible:
                raise ValueError(
                    f"extra_hands: {', '.join(impossible)} cannot be made from the 32-card "
                    "ecarte pack, which has no cards below the seven"
                )
        if self.extra_hands and not self.straights:
            sequences = {ExtraHand.SKIP, ExtraHand.ROUND_THE_CORNER} & self.extra_hands
            if sequences:
                raise ValueError(
                    f"extra_hands: {', '.join(sorted(h.value for h in sequences))} are kinds of "
                    "straight and need straights to be played"
                )
        return self

    @property
    def joker(self) -> bool:
        return self.pack is PackKind.JOKER


FOSTER = HandRules()

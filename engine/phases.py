"""The phases of a deal and its two kinds, shared by the deal and its views."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    STRADDLING = "straddling"
    BEFORE_DRAW = "before_draw"
    DRAWING = "drawing"
    AFTER_DRAW = "after_draw"
    BETTING = "betting"  # straight poker's one betting interval, and each of stud's rounds
    EXCHANGING = "exchanging"  # whisky poker: taking the widow, exchanging, knocking
    COMPLETE = "complete"


class DealKind(StrEnum):
    ORDINARY = "ordinary"  # a blind, straddles, a voluntary ante
    JACKPOT = "jackpot"  # everyone antes; jacks or better to open

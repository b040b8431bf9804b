"""The engine's one family of refusals: a card that cannot be read, an action the laws do not
allow, a hand the odds cannot analyse.  Each message says what is wrong; nothing was changed."""

from __future__ import annotations


class EngineError(ValueError):
    """Input the game refuses; the message names what is wrong (and never a hidden card)."""

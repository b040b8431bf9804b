"""The engine's one family of refusals: a card that cannot be read, an action the laws do not
allow, a hand the odds cannot analyse.  Each message says what is wrong; nothing was changed.

`quoted` is how every refusal, here and in the layers above, quotes what a person typed.

A refusal may carry its reason as data (issue 44): `reason`, a message of the catalogue
`engine-refusals.ftl`, and `said`, what it names (numbers, names, card codes, action kinds), so
the bot can say it in the reader's language; its English (`str`) is the engine's, unchanged.
"""

from __future__ import annotations

QUOTE_MOST = 40  # characters of typed text a refusal shows


# What a reason names: a number, a name or cards, action kinds, or refusals of its own parts.
Said = int | str | tuple[str, ...] | tuple["EngineError", ...]


class EngineError(ValueError):
    """Input the game refuses; the message names what is wrong (and never a hidden card)."""

    def __init__(self, message: str, /, reason: str | None = None, **said: Said) -> None:
        super().__init__(message)
        self.reason = reason
        self.said = said


class IllegalAction(EngineError):
    """An action the laws do not allow now, or not an action at all; the message says why.
    Nothing was changed."""


def quoted(text: str, most: int = QUOTE_MOST) -> str:
    """What someone typed, quoted for a one-line message: at most `most` characters shown, "…"
    inside the quotes where it was cut.  Control and invisible characters (a new line, a
    right-to-left mark, a zero-width space) are shown escaped, and count at their shown length,
    so the quote stays short and on one line whatever was typed (Discord allows 6,000
    characters in a command's option, and 2,000 in a message)."""
    shown = text[:most]
    while len(repr(shown)) > most + 2:  # +2: the quotes
        shown = shown[:-1]
    out = repr(shown)
    return out if shown == text else out[:-1] + "…" + out[-1]

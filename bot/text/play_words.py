"""What `poker-bot play` (the terminal table) says to the one player at it.
The words are the catalogue's (`locales/*/play.ftl`), in the host's language."""

from __future__ import annotations

from collections.abc import Sequence

from bot.text.i18n import t


def help_text() -> str:
    return t("play-help")


def first_help() -> str:
    return t("play-first-help")


def next_deal() -> str:
    """The prompt between deals."""
    return t("play-next-deal")


def next_deal_again() -> str:
    return t("play-next-deal-again")


def your_turn(pool: int, options: str) -> str:
    """The question put to the player: the pool, and what he may do now."""
    return t("play-your-turn", pool=pool, options=options)


def _stacks(names: Sequence[str], stacks: Sequence[int]) -> str:
    return ", ".join(t("play-stack", name=name, stack=stack) for name, stack in zip(names, stacks, strict=True))


def chips_line(names: Sequence[str], stacks: Sequence[int]) -> str:
    return t("play-chips-line", stacks=_stacks(names, stacks))


def not_played_out(names: Sequence[str], stacks: Sequence[int], pool: int) -> str:
    """Leaving in the middle of a deal: what is in the pool stays there."""
    return t("play-not-played-out", stacks=_stacks(names, stacks), pool=pool)


def leaves_with(chips: int) -> str:
    return t("play-leaves-with", n=chips)


def cannot_now(doing: str) -> str:
    """What the player said is not among what the table offers now (the options follow it)."""
    return t("play-cannot-now", doing=doing)

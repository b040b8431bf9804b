"""What sitting down says: `/poker join` and the Sit down button, in one step (issue 40), the
joins and top-ups that wait for the deal in play, and a newcomer's first word on the wallet.
The words are the catalogue's (`locales/*/seat.ftl`)."""

from __future__ import annotations

from bot.services.tables import Joined
from bot.text.i18n import t
from bot.text.table_words import already_seated, stays_instead


def sit_down_button() -> str:
    return t("seat-sit-down-button")


def not_joining_button() -> str:
    return t("seat-not-joining-button")


def wallet_first() -> str:
    """A newcomer's first chips: what the wallet is, once, before anything else he reads of it."""
    return t("seat-wallet-first")


def not_joining_now() -> str:
    """Not joining pressed when no join of his waits."""
    return t("seat-not-joining")


def no_longer_joining() -> str:
    return t("seat-no-longer-joining")


def joined_text(joined: Joined) -> str:
    """The answer to /poker join or Sit down, by what it did."""
    n = joined.deal
    kind = joined.kind
    if kind == "sat":
        text = t("seat-sat", n=joined.chips)
    elif kind == "after_deal":
        text = t("seat-after-deal", deal=n, n=joined.chips, button=not_joining_button())
    elif kind == "stays":
        text = stays_instead(n or 0)
    elif kind == "topped_up":
        text = t("seat-topped-up", added=joined.added, n=joined.chips)
    elif kind == "top_up_after":
        text = t("seat-top-up-after", deal=n, n=joined.chips)
    elif kind == "seated":
        text = already_seated(joined.chips, joined.sitting_out)
    else:
        raise KeyError(kind)
    if joined.bought:
        text += " " + t("seat-banker-sold", n=joined.bought)
    if joined.first:
        text = f"{wallet_first()}\n{text}"
    return text


def not_joining(deal: int) -> str:
    """/poker leave by a member who was to sit down once the deal in play is over."""
    return t("seat-not-joining-deal", deal=deal)


# The table message's footer.

def joins_after_note(name: str) -> str:
    return t("seat-joins-after", name=name)


def short_note(name: str) -> str:
    return t("seat-short", name=name)


def brought_note(name: str, done: Joined | str) -> str | None:
    """Between deals, what came of a join or top-up asked for during the last deal."""
    if isinstance(done, str):
        return t("seat-could-not", name=name, why=done)
    if done.kind == "sat":
        return t("seat-sat-down", name=name)
    if done.kind == "topped_up":
        return t("seat-made-up", name=name, chips=done.chips)
    return None

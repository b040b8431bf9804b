"""What sitting down says: `/poker join` and the Sit down button, in one step (issue 40), the
joins and top-ups that wait for the deal in play, and a newcomer's first word on the wallet."""

from __future__ import annotations

from bot.services.tables import Joined
from bot.text.table_words import already_seated, stays_instead
from engine.plurals import counted

SIT_DOWN_BUTTON = "Sit down"
NOT_JOINING_BUTTON = "Do not sit down"
# A newcomer's first chips: what the wallet is, once, before anything else he reads of it.
WALLET_FIRST = ("New here? Your wallet holds your play chips, which are not money: the banker sells "
                "them within the server's limits, a table's stake comes from the wallet and goes back "
                "to it when you leave, and /bank balance shows it.")
NOT_JOINING = "No sitting down of yours waits for the deal's end: nothing changes (seated, /poker leave)."
NO_LONGER_JOINING = "You will not sit down after all; your chips stay in your wallet."


def _chips(n: int) -> str:
    return counted(n, "chips", grouped=False)


def joined_text(joined: Joined) -> str:
    """The answer to /poker join or Sit down, by what it did."""
    n = joined.deal
    text = {
        "sat": f"You sit down with {_chips(joined.chips)}.",
        "after_deal": (f"Deal {n} is in play: you sit down with {_chips(joined.chips)} when it is over, "
                       f"and are dealt the next hand. Changed your mind? Press {NOT_JOINING_BUTTON}, "
                       "or type /poker leave."),
        "stays": stays_instead(n or 0),
        "topped_up": (f"You were short: {_chips(joined.added)} more from your wallet, "
                      f"so {_chips(joined.chips)} in front of you now."),
        "top_up_after": (f"You are short, and at table stakes a stake changes only between deals: when deal "
                         f"{n} is over, yours is made up to {_chips(joined.chips)} from your wallet."),
        "seated": already_seated(joined.chips, joined.sitting_out),
    }[joined.kind]
    if joined.bought:
        text += f" The banker sold you {_chips(joined.bought)} for it, your wallet being short."
    if joined.first:
        text = f"{WALLET_FIRST}\n{text}"
    return text


def not_joining(deal: int) -> str:
    """/poker leave by a member who was to sit down once the deal in play is over."""
    return f"You will not sit down when deal {deal} is over; your chips stay in your wallet."


# The table message's footer.

def joins_after_note(name: str) -> str:
    return f"{name} sits down after this deal"


def short_note(name: str) -> str:
    return f"{name} is short of chips: Sit down makes the stake up"


def brought_note(name: str, done: Joined | str) -> str | None:
    """Between deals, what came of a join or top-up asked for during the last deal."""
    if isinstance(done, str):
        return f"{name} could not sit down: {done}"
    if done.kind == "sat":
        return f"{name} sat down"
    if done.kind == "topped_up":
        return f"{name} made up his stake to {done.chips}"
    return None

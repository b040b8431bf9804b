"""The words on the table's components: its buttons, its pickers' placeholders, and the names of
the table message's fields (the sentences of its footer and answers are in table_words.py)."""

from __future__ import annotations

# Buttons that are no action's own words (`render.OPTION_WORDS` names the actions).
STAND_PAT = "Stand pat"
MY_HAND = "My hand"
COACH = "Coach"
MAKE_GOOD = "Make good"  # come in or stay, for what the straddle left him to put in
RAISE_PICKER = "Raise…"  # the ellipsis: a picker of amounts follows
DROP = "Drop"  # a pass that gives up what he put in

# The pickers' placeholders.
HOW_MUCH = "How much?"
CARDS_TO_DISCARD = "Cards to discard (none: stand pat)"
GIVE_AND_TAKE = "Give one card, take one from the widow"

# The table message's fields.
SEATS = "Seats"
WIDOW = "Widow"
LAST_SAID = "Last said"
IN_THE_POOL = "In the pool"
SEAT_STATUS = {"in": "", "passed": " · out", "out": " · not dealt"}
STOOD_PAT = " · stood pat"

NOBODY = "nobody"  # to act, when a click came for a turn that has none


def deal_title(number: int, kind: str) -> str:
    return f"Deal {number}: {kind}"


def drew(cards: int) -> str:
    return STOOD_PAT if cards == 0 else f" · drew {cards}"


def showing_now(cards: str) -> str:
    """Stud's up-cards, beside the seat."""
    return f" · showing {cards}"


def to_say(who: str, deadline: int | None) -> str:
    """The field naming the player to act, with his deadline as a relative timestamp."""
    when = f", <t:{deadline}:R>" if deadline else ""
    return f"{who} to say{when}"

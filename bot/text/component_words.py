"""The words on the table's components: its buttons, its pickers' placeholders, and the names of
the table message's fields (the sentences of its footer and answers are in table_words.py).
The words are the catalogue's (`locales/*/component.ftl`), looked up when a component is made."""

from __future__ import annotations

from bot.text.i18n import t

# Buttons that are no action's own words (`render.OPTION_WORDS` names the actions).


def stand_pat() -> str:
    return t("component-stand-pat")


def my_hand() -> str:
    return t("component-my-hand")


def coach() -> str:
    return t("component-coach")


def make_good() -> str:
    """Come in or stay, for what the straddle left him to put in."""
    return t("component-make-good")


def raise_picker() -> str:
    return t("component-raise-picker")


def drop() -> str:
    """A pass that gives up what he put in."""
    return t("component-drop")


# The pickers' placeholders.

def how_much() -> str:
    return t("component-how-much")


def cards_to_discard() -> str:
    return t("component-cards-to-discard")


def give_and_take() -> str:
    return t("component-give-and-take")


# The table message's fields.

def seats() -> str:
    return t("component-seats")


def widow() -> str:
    return t("component-widow")


def last_said() -> str:
    return t("component-last-said")


def in_the_pool() -> str:
    return t("component-in-the-pool")


def seat_status(status: str) -> str:
    """The mark after a seat that is not in the deal ("in" has none)."""
    if status == "passed":
        return t("component-seat-passed")
    return t("component-seat-out") if status == "out" else ""


def nobody() -> str:
    """To act, when a click came for a turn that has none."""
    return t("component-nobody")


def deal_title(number: int, kind: str) -> str:
    return t("component-deal-title", number=number, kind=kind)


def drew(cards: int) -> str:
    return t("component-stood-pat") if cards == 0 else t("component-drew", cards=cards)


def showing_now(cards: str) -> str:
    """Stud's up-cards, beside the seat."""
    return t("component-showing", cards=cards)


def seat_line(*, turn: str, player: str, tag: str, stack: int, put: int, status: str, drew: str,
              shown: str) -> str:
    """A seat on the table message: his chips, what he put in, and the marks after them."""
    put_in = t("component-put-in", put=put) if put else ""
    return t("component-seat-line", turn=turn, player=player, tag=tag, n=stack, put=put_in,
             status=status, drew=drew, shown=shown)


def to_say(who: str, deadline: int | None) -> str:
    """The field naming the player to act, with his deadline as a relative timestamp."""
    if deadline:
        return t("component-to-say-by", who=who, deadline=str(deadline))
    return t("component-to-say", who=who)

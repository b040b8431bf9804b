"""What a member reads when he clicks a table's button or picks in one of its pickers: the
refusals, the pickers' questions, and his own hand shown back to him.  No Discord here."""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card, format_cards
from engine.rules import Variety

NO_LONGER_WORKS = ("That button no longer works (it is from an older message). "
                   "Use the newest table message; /poker table posts it again.")

# A click for a turn it was not for, in the words of what was clicked (`StaleAction.why`):
# {who} is the player to say, {deal} the deal the button or list was for.
_NOT_DEALT_IN = {"not_dealt_in": "You are not dealt in at this table."}
_TURN_GONE = "That turn is over; the table has moved on."
BUTTON_WORDS = {**_NOT_DEALT_IN, "deal_over": "That button was for deal {deal}, which is over.",
                "turn_over": "That button is from an earlier turn; the table has moved on.",
                "not_your_turn": "It is not your turn: {who} is to say."}
AMOUNT_WORDS = {**_NOT_DEALT_IN, "deal_over": "That list of amounts was for deal {deal}, which is over.",
                "turn_over": _TURN_GONE, "not_your_turn": _TURN_GONE}
EXCHANGE_WORDS = {**_NOT_DEALT_IN, "deal_over": "That list of exchanges was for deal {deal}, which is over.",
                  "turn_over": _TURN_GONE, "not_your_turn": _TURN_GONE}
DRAW_WORDS = {**_NOT_DEALT_IN, "deal_over": "That list of cards to throw away was for deal {deal}, which is over.",
              "turn_over": "It is not your draw now; pick again when it is.",
              "not_your_turn": "It is not your draw now; pick again when it is."}

# The amount picker's question, by the option it picks for.
_HOW_MUCH = {"raise": "raise by", "bet": "bet", "open": "open for", "come_in": "come in and raise by",
             "stay": "stay and raise by"}

NO_RAISE = "No raise is allowed now."
AMOUNT = "amount"  # what a typed amount is called in its refusal ("amount: a whole number from 1 to 86, …")
PICK_AN_AMOUNT = "Pick one of the amounts in the list."
PICK_YOUR_DISCARDS = "Pick the cards to throw away from the ones in your hand."
KEEP_YOUR_OPENERS = ("You opened this jack-pot, so you may not split your openers (law 73): "
                     "keep cards that would still open, and pick again.")
PICK_AN_EXCHANGE = "Pick one of your cards and one of the widow's, from the list."
NOT_DEALT_YET = "The cards are not dealt yet."
TAKE_THE_WIDOW = "You take the widow."
DISCARD_PROMPT = "Pick the cards to throw away (pick none to stand pat)."
EXCHANGE_PROMPT = "Pick a card to give up and one of the widow's to take."


def how_much(kind: str) -> str:
    return f"How much do you {_HOW_MUCH[kind]}?"


def amount_label(amount: int, *, all_in: bool, pool: int) -> str:
    """An amount in the picker, as players say it: all in, the pool, half the pool."""
    if all_in:
        return f"{amount:,} (all in)"
    if amount == pool:
        return f"{amount:,} (the pool)"
    if amount == pool // 2:
        return f"{amount:,} (half the pool)"
    return f"{amount:,}"


def type_between(least: int, most: int) -> str:
    """The picker's last option, which opens a form to type any amount it allows."""
    return f"Type an amount ({least:,} to {most:,})…"


def refused_for(words: dict[str, str], why: str, to_act: str, deal: int) -> str:
    """A stale click's refusal: `words` of what was clicked, naming who is to act and the deal
    it was for."""
    return words[why].format(who=to_act, deal=deal)


def no_openers(openers: str) -> str:
    """Only he learns it: the table offered Open to him as to anyone."""
    return (f"You may not open: you do not hold openers ({openers}). "
            "Pass, and you may still come in if someone else opens.")


def does_nothing_now(verb: str) -> str:
    return f"that button ({verb}) does nothing now"


def your_hand(cards: str) -> str:
    return f"Your hand: **{cards}**"


def hand_now(said: str, cards: str) -> str:
    return f"{said} Your hand now: **{cards}**"


def you_did(words: str) -> str:
    return f"You {words}."


def exchanged(given: str, taken: str) -> str:
    return f"You give up {given} and take {taken}."


def give_and_take(given: str, taken: str) -> str:
    """One choice of whisky poker's exchange picker."""
    return f"Give {given}, take {taken}"


# ----- a player's hand by DM ------------------------------------------------------------------

DRAW_HERE = "When it is your draw, pick the cards to throw away here or under My hand."


def after_your_draw(did: str, hand: str) -> str:
    """The answer to a player's discard pick: what he did, then his hand after the draw (`hand_by_dm`)."""
    return f"**You {did}.**\n{hand}"


def hand_by_dm(number: int, channel_id: int, hand: Sequence[Card], variety: Variety, stage: str) -> str:
    """What a player's DM tells him of his own cards, in his game's words (`stage`: "dealt" or
    "drawn").  His alone: it goes nowhere else."""
    where = f"Deal {number}, table <#{channel_id}>: "
    if variety is Variety.STUD:  # the up-cards are on the table for all to see
        return where + f"Your down card: **{hand[0].symbol()}** (face up: {format_cards(hand[1:], symbols=True)})"
    cards = format_cards(hand, symbols=True)
    if stage == "drawn":
        return where + f"Your hand after the draw: **{cards}**"
    if variety is Variety.WHISKY:
        return where + f"Your hand: **{cards}**\nPlay from the table message; My hand there shows your cards as they change."
    return where + f"Your hand: **{cards}**"


TYPE_AGAIN_BUTTON = "Type again"


def typed_wrong(why: str, deadline: int | None) -> str:
    """A typed amount refused: what was wrong, and how long his turn has left (a Discord
    timestamp, which counts down as he reads), with the button that opens the form again."""
    left = f" Your turn's time runs out <t:{deadline}:R>." if deadline else ""
    return f"{why}.{left} Press {TYPE_AGAIN_BUTTON} to try once more."

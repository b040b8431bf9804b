"""What a member reads when he clicks a table's button or picks in one of its pickers: the
refusals, the pickers' questions, and his own hand shown back to him.  No Discord here."""

from __future__ import annotations

from collections.abc import Sequence

from bot.text.i18n import t
from engine.cards import Card, format_cards
from engine.rules import Variety


def no_longer_works() -> str:
    return t("click-no-longer-works")


# A click for a turn it was not for, in the words of what was clicked (`StaleAction.why`): the
# message for each reason, said with who is the player to say and the deal it was for.
_NOT_DEALT_IN = {"not_dealt_in": "click-not-dealt-in"}
_TURN_GONE = "click-turn-gone"
BUTTON_WORDS = {**_NOT_DEALT_IN, "deal_over": "click-button-deal-over", "turn_over": "click-button-turn-over",
                "not_your_turn": "click-button-not-your-turn"}
AMOUNT_WORDS = {**_NOT_DEALT_IN, "deal_over": "click-amount-deal-over", "turn_over": _TURN_GONE,
                "not_your_turn": _TURN_GONE}
EXCHANGE_WORDS = {**_NOT_DEALT_IN, "deal_over": "click-exchange-deal-over", "turn_over": _TURN_GONE,
                  "not_your_turn": _TURN_GONE}
DRAW_WORDS = {**_NOT_DEALT_IN, "deal_over": "click-draw-deal-over", "turn_over": "click-draw-not-now",
              "not_your_turn": "click-draw-not-now"}


def draw_not_now() -> str:
    return t("click-draw-not-now")


def no_raise() -> str:
    return t("click-no-raise")


def amount_field() -> str:
    """What a typed amount is called in its refusal ("amount: a whole number from 1 to 86, …")."""
    return t("click-amount-field")


def pick_an_amount() -> str:
    return t("click-pick-an-amount")


def pick_your_discards() -> str:
    return t("click-pick-your-discards")


def keep_your_openers() -> str:
    return t("click-keep-your-openers")


def pick_an_exchange() -> str:
    return t("click-pick-an-exchange")


def not_dealt_yet() -> str:
    return t("click-not-dealt-yet")


def take_the_widow() -> str:
    return t("click-take-the-widow")


def discard_prompt() -> str:
    return t("click-discard-prompt")


def exchange_prompt() -> str:
    return t("click-exchange-prompt")


def how_much(kind: str) -> str:
    """The amount picker's question, by the option it picks for (raise, bet, open, come_in, stay)."""
    return t("click-how-much-" + kind.replace("_", "-"))


def amount_label(amount: int, *, all_in: bool, pool: int) -> str:
    """An amount in the picker, as players say it: all in, the pool, half the pool."""
    if all_in:
        return t("click-amount-all-in", amount=amount)
    if amount == pool:
        return t("click-amount-pool", amount=amount)
    if amount == pool // 2:
        return t("click-amount-half-pool", amount=amount)
    return t("click-amount", amount=amount)


def form_range(least: int, most: int) -> str:
    """The typed amount's box on its form: the range it takes."""
    return t("click-form-range", least=least, most=most)


def type_between(least: int, most: int) -> str:
    """The picker's last option, which opens a form to type any amount it allows."""
    return t("click-type-between", least=least, most=most)


def refused_for(words: dict[str, str], why: str, to_act: str, deal: int) -> str:
    """A stale click's refusal: `words` of what was clicked, naming who is to act and the deal
    it was for."""
    return t(words[why], who=to_act, deal=deal)


def no_openers(openers: str) -> str:
    """Only he learns it: the table offered Open to him as to anyone."""
    return t("click-no-openers", openers=openers)


def does_nothing_now(verb: str) -> str:
    return t("click-does-nothing-now", verb=verb)


def your_hand(cards: str) -> str:
    return t("click-your-hand", cards=cards)


def hand_now(said: str, cards: str) -> str:
    return t("click-hand-now", said=said, cards=cards)


def you_did(words: str) -> str:
    return t("click-you-did", words=words)


def exchanged(given: str, taken: str) -> str:
    return t("click-exchanged", given=given, taken=taken)


def give_and_take(given: str, taken: str) -> str:
    """One choice of whisky poker's exchange picker."""
    return t("click-give-and-take", given=given, taken=taken)


# ----- a player's hand by DM ------------------------------------------------------------------

def draw_here() -> str:
    return t("click-draw-here")


def you_drew(discards: int) -> str:
    """What he did at his draw, said to him in his words ("draw 2", "stand pat"): `after_your_draw`'s
    `did` (the engine's own words are English)."""
    return t("click-you-drew", n=discards)


def after_your_draw(did: str, hand: str) -> str:
    """The answer to a player's discard pick: what he did, then his hand after the draw (`hand_by_dm`)."""
    return t("click-after-your-draw", did=did, hand=hand)


def hand_by_dm(number: int, channel_id: int, hand: Sequence[Card], variety: Variety, stage: str) -> str:
    """What a player's DM tells him of his own cards, in his game's words (`stage`: "dealt" or
    "drawn").  His alone: it goes nowhere else."""
    where = {"number": number, "channel": str(channel_id)}  # an id, never a number to format
    if variety is Variety.STUD:  # the up-cards are on the table for all to see
        return t("click-dm-stud", down=hand[0].symbol(), up=format_cards(hand[1:], symbols=True), **where)
    cards = format_cards(hand, symbols=True)
    if stage == "drawn":
        return t("click-dm-drawn", cards=cards, **where)
    if variety is Variety.WHISKY:
        return t("click-dm-whisky", cards=cards, **where)
    return t("click-dm-hand", cards=cards, **where)


def type_again_button() -> str:
    return t("click-type-again-button")


def typed_wrong(why: str, deadline: int | None) -> str:
    """A typed amount refused: what was wrong, and how long his turn has left (a Discord
    timestamp, which counts down as he reads), with the button that opens the form again."""
    if deadline:
        return t("click-typed-wrong-timed", why=why, deadline=str(deadline))
    return t("click-typed-wrong", why=why)

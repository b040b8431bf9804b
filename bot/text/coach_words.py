"""The coach's words: what Foster would do in a member's seat and why, and the review after the deal.

Each of the robots' rules (`engine.robot_rules.RULES`) has its sentence here, said with the facts
the rule was applied on, after the chapter it comes from.  The words name no card but the
member's own and those the table was shown (`engine.coach` holds nothing else).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction

from bot.text.odds import class_name
from engine.actions import Action, Draw, Exchange
from engine.cards import Card, format_cards
from engine.coach import Advice, DrawChance, Review
from engine.hands import HandClass
from engine.plurals import counted
from engine.robot_rules import Fact, Rule

Say = Callable[[Callable[[str], str]], str]  # given the facts (by name, in words), the sentence


def _hand(text: Fact) -> str:
    """A threshold as the robots give it: a class's id ('two_pair') or words ('a pair of tens')."""
    try:
        return class_name(HandClass(str(text)))
    except ValueError:
        return str(text)


# One sentence per rule, in our own words.  `f` reads a fact in words.
WHY: dict[str, Say] = {
    "no_straddle": lambda f: "the straddle buys only the last say before the draw, and that is seldom worth its cost",
    "straddle": lambda f: "a straddle is a poor bargain, but a free player takes one now and then",
    "no_openers": lambda f: f"only {f('need')} or better may open, and you hold {f('hand')}",
    "cannot_open": lambda f: f"you hold {f('hand')}, enough to open, but no opening is offered to you now",
    "wait_to_open": lambda f: (f"with {f('still_to_speak')} still to speak after you, a careful player holds back "
                               f"anything below {f('need')}; you hold {f('hand')}"),
    "open": lambda f: f"you hold {f('hand')}, enough to open",
    "open_bobtail": lambda f: ("four to a flush or a straight opens at this table: open on them, and keep "
                               "them at the draw"),
    "make_jackpot": lambda f: (f"with {f('hand')} you have nothing to play, and a jack-pot gives everyone "
                               "a fresh chance; players do this now and then"),
    "come_in_raise": lambda f: (f"{f('hand')} is strong before the draw: raise and make the weak hands pay "
                                "to draw against you"),
    "come_in_pair": lambda f: f"{f('hand')} is worth drawing to: {f('need')} or better is Foster's mark",
    "come_in_cheap": lambda f: (f"{f('hand')} is below {f('need')}, but {f('price')} to win a pool of "
                                f"{f('pool')} is cheap enough"),
    "come_in_any_pair": lambda f: f"{f('hand')} is below {f('need')}, but a free player comes in on any pair",
    "come_in_bobtail": lambda f: (f"four to a flush or an open straight is worth {f('price')} against a pool "
                                  f"of {f('pool')}"),
    "come_in_inside": lambda f: (f"four to a straight that only one rank fills is a long chance, but "
                                 f"{f('price')} against a pool of {f('pool')} is cheap enough to draw to it"),
    "come_in_flier": lambda f: f"{f('hand')} is not worth the price, but a free player takes a flier now and then",
    "pass_weak": lambda f: (f"come in on {f('need')} or better, or on less only when it is cheap; you hold "
                            f"{f('hand')}, and passing costs nothing"),
    "raise_back": lambda f: f"{f('hand')} is strong enough to raise again, though not every time",
    "see_raise": lambda f: f"{f('hand')} is worth {f('price')} more against a pool of {f('pool')}",
    "see_bobtail": lambda f: f"four to a flush or an open straight is worth {f('price')} more against {f('pool')}",
    "see_inside": lambda f: (f"four to a straight that only one rank fills is a long chance, but "
                             f"{f('price')} more against {f('pool')} is cheap enough"),
    "drop_raise": lambda f: f"{f('hand')} is not worth {f('price')} more to draw to",
    "stand_pat": lambda f: f"{f('hand')} is made: draw nothing",
    "keep_openers": lambda f: f"the opener must keep his openers, {f('need')} or better: keep them and draw to them",
    "keep_bobtail": lambda f: "you opened on four to a flush or a straight: keep the four and draw one",
    "draw_to_pairs": lambda f: f"keep what matches in {f('hand')} and draw to it",
    "draw_to_four": lambda f: "four to a flush or an open straight is the better draw",
    "draw_to_inside": lambda f: "draw one to the four of a straight, though only one rank fills it",
    "draw_to_high": lambda f: "with no pair, keep an ace or a king and draw to it",
    "draw_five": lambda f: "nothing is worth keeping: draw five",
    "bet_good": lambda f: (f"against {f('opponents')} you are likely best with {f('hand')}: "
                           f"{f('good')} or better is worth a bet"),
    "bluff": lambda f: (f"{f('hand')} will not win a show-down, but a bet now and then on nothing keeps the "
                        "others from reading you"),
    "bet_fair": lambda f: f"{f('hand')} is fair but not strong: a small bet",
    "check_weak": lambda f: f"{f('hand')} is below {f('good')}, so put nothing in unless you must",
    "cannot_bet": lambda f: f"{f('hand')} is worth a bet, but no bet is offered to you now",
    "raise_strong": lambda f: f"{f('hand')} is a flush or better: raise, though not every time",
    "call_good": lambda f: f"{f('hand')} is {f('good')} or better against {f('opponents')}: call",
    "call_price": lambda f: f"{f('hand')} is fair, and {f('price')} to win {f('pool')} is a fair price",
    "drop_price": lambda f: f"{f('hand')} is fair, but {f('price')} to win {f('pool')} is too dear: let it go",
    "drop_weak": lambda f: f"{f('hand')} is below {f('fair')}: let it go",
    "straight_bet": lambda f: (f"{f('hand')} beats {f('beats_percent')} of dealt hands, likely the best "
                               f"of {f('opponents')}: bet"),
    "straight_bluff": lambda f: f"{f('hand')} is weak, but in straight poker a bet on nothing wins its share",
    "straight_pass": lambda f: f"{f('hand')} is not likely the best against {f('opponents')}: pass",
    "straight_raise": lambda f: f"{f('hand')} is likely ahead of the bettor: raise, though not every time",
    "straight_call": lambda f: f"{f('hand')} has a fair chance against the bet at a price of {f('price')}",
    "straight_drop": lambda f: f"{f('hand')} is too likely beaten for a price of {f('price')}",
    "stud_bet": lambda f: f"{f('hand')} beats every board showing: bet",
    "stud_bluff": lambda f: "your up-cards look best, and a bet now and then on them alone pays",
    "stud_pass": lambda f: f"{f('hand')} is not clearly best, and passing costs nothing",
    "stud_chase": lambda f: "behind only on the size of the cards, with cards to come, a cheap call is fair",
    "stud_beaten": lambda f: f"a board showing beats {f('hand')}: let it go",
    "stud_raise": lambda f: f"{f('hand')} beats every board by a class: raise, though not every time",
    "stud_call": lambda f: f"{f('hand')} is not beaten on the board and the price of {f('price')} is fair",
    "stud_drop": lambda f: f"{f('hand')} is not worth {f('price')} here",
    "whisky_knock": lambda f: f"{f('hand')} is good enough to stand on ({f('stand_on')} or better): knock",
    "whisky_take_blind": lambda f: f"{f('hand')} is below a pair: the unseen widow is likely better",
    "whisky_turn_up": lambda f: f"{f('hand')} is worth more than an unseen widow",
    "whisky_improve": lambda f: f"a card from the widow makes {f('hand')} into {f('better')}",
    "whisky_stand": lambda f: f"nothing in the widow improves {f('hand')}: stand on it",
    "whisky_trade": lambda f: (f"nothing in the widow betters {f('hand')}, and it is too weak to stand on "
                               "yet: trade a card and wait"),
    "whisky_keep": lambda f: f"nothing better is to be had: keep {f('hand')}",
}


def _facts(rule: Rule) -> Callable[[str], str]:
    facts = dict(rule.facts)
    if "beats" in facts:
        facts["beats_percent"] = f"{float(facts['beats']):.0%}"

    def fact(name: str) -> str:
        value = facts.get(name, "")
        if name in ("good", "fair", "need"):
            return _hand(value)
        if name == "opponents":
            return "one other" if value == 1 else counted(int(value), "others")
        if name in ("price", "pool"):
            return counted(int(value), "chips", grouped=False)
        return str(value)
    return fact


def reason(rule: Rule) -> str:
    """The rule in one sentence, after its chapter: 'Foster (Coming In): ...'."""
    said = WHY[rule.id](_facts(rule))
    return f"Foster ({rule.chapter.value}): {said[0].upper()}{said[1:]}."


def doing(action: Action) -> str:
    """What the coach would do, said to the member."""
    if isinstance(action, Draw):
        if not action.discards:
            return "stand pat"
        return f"throw {format_cards(action.discards, symbols=True)} and draw {len(action.discards)}"
    if isinstance(action, Exchange):
        return f"give {action.discard.symbol()} for {action.take.symbol()} from the widow"
    return action.words(you=True)  # with its chips: "open 5", "come in and raise 2"


def chose(action: Action) -> str:
    """What he chose, as a clause after "You": "chose to straddle", "chose not to straddle"."""
    what = doing(action)
    return f"chose not to {what.removeprefix('do not ')}" if what.startswith("do not ") else f"chose to {what}"


def would(action: Action) -> str:
    """What Foster would do, after "Foster": "would straddle", "would not straddle"."""
    return f"would {doing(action).removeprefix('do ')}"


def chance_words(draw: DrawChance) -> str:
    share: Fraction = draw.improves
    return f"{float(share):.1%} of the time ({share.numerator:,} in {share.denominator:,})"


def advice_words(advice: Advice) -> str:
    """Two or three plain sentences: the rule, what the coach would do, and the draw's chance."""
    rule = advice.decision.rule
    sentences = [reason(rule)]
    what = doing(advice.action)
    if rule.by_chance:
        sentences.append(f"This goes by chance: a robot in your seat would {what} this time.")
    else:
        sentences.append(f"Foster {would(advice.action)}.")
    draw = advice.draw
    if draw is not None:
        drawing = "standing pat" if not draw.discard else f"drawing {len(draw.discard)}"
        line = f"{drawing.capitalize()} improves your hand {chance_words(draw)}"
        if advice.action.kind != "draw":
            line = f"If you play, {drawing} improves your hand {chance_words(draw)}"
        asked = advice.considering
        if asked is not None and asked.discard != draw.discard:
            line += f"; the draw you ask about, {chance_words(asked)}"
        sentences.append(line + ".")
    return " ".join(sentences)


def your_draw_words(advice: Advice) -> str | None:
    """After his own draw: the chance it improves his hand, beside the coach's draw."""
    mine, foster = advice.considering, advice.draw
    if mine is None or foster is None:
        return None
    said = (f"Your draw of {len(mine.discard)} improves your hand {chance_words(mine)}." if mine.discard
            else "You stand pat: your hand stays as it is.")
    if set(mine.discard) == set(foster.discard):
        return said + " Foster would have drawn the same."
    return said + (f" Foster would {doing(advice.action)}: {chance_words(foster)}."
                   if advice.action.kind == "draw" else "")


def review_words(review: Review, names: dict[str, str], where: str = "") -> str:
    """After the deal: each of his decisions beside the coach's, and the hands shown (each
    player by the name given for him).  A decision his lesson asked for is said to be the
    lesson's, with what Foster would do in a game of his own: never a mistake.  `where`
    ("of deal 3 at <#…>") follows the heading, in a DM that must say which deal it is."""
    if not review.steps:
        return f"The coach's review{' ' + where if where else ''}: you made no decisions in this deal."
    lines = [f"**The coach's review**{' ' + where if where else ''}"]
    for step in review.steps:
        if step.agreed:
            lines.append(f"- You {chose(step.his)}, as Foster would.")
        elif step.asked:
            chance = " (by chance)" if step.advice.decision.rule.by_chance else ""
            lines.append(f"- You {chose(step.his)}, as the lesson asked. In a game of your own, Foster "
                         f"{would(step.advice.action)}{chance}. {reason(step.advice.decision.rule)}")
        else:
            chance = " (by chance)" if step.advice.decision.rule.by_chance else ""
            lines.append(f"- You {chose(step.his)}; Foster {would(step.advice.action)}{chance}. "
                         f"{reason(step.advice.decision.rule)}")
    if review.shown:
        shown = "; ".join(f"{names.get(player, player)}: {format_cards(cards, symbols=True)}" for player, cards in review.shown)
        lines.append(f"Shown at the end: {shown}.")
    return "\n".join(lines)


# The lesson's own step, by the kind of action its hint names.
LESSON_ASKS: dict[str, str] = {
    "straddle": "straddle this time, to see what it does",
    "decline_straddle": "decline the straddle",
    "come_in": "come in",
    "open": "open",
    "see": "see the raise",
    "bet": "bet",
    "call": "call",
    "pass": "pass",
}


def lesson_asks(kind: str, keep: Sequence[Card] = ()) -> str:
    """What the lesson asks of him at this turn, after "The lesson asks you to"."""
    if kind == "draw":
        return "stand pat" if len(keep) == 5 else f"keep {format_cards(keep, symbols=True)} and draw {5 - len(keep)}"
    return LESSON_ASKS.get(kind, kind.replace("_", " "))


def where_words(number: int, channel_id: int) -> str:
    """Which deal a DM is about, as the hand's DM names it."""
    return f"of deal {number} at <#{channel_id}>"


def turn_words(number: int, channel_id: int, advice: Advice, asks: str | None) -> str:
    """The coach's DM at the learner's turn, unasked: the turn, the advice, and the lesson's
    own step when it asks one."""
    said = f"**Your turn in deal {number}** at <#{channel_id}>. {advice_words(advice)}"
    return said + (f"\nThe lesson asks you to {asks}." if asks else "")


# What marks the coach's words (the shared test invariants look for them where they must not be).
COACH_MARKS = ("Foster would ", "a robot in your seat would", "**The coach's review**")

# /poker coach, and the Coach button's answers.
COACH_ON = ("The coach is on. When it is your turn, My hand says what Foster would do and why, "
            "and its Coach button asks again; after each deal you get a short review.")
COACH_OFF = "The coach is off."
COACH_OFF_HERE = "The coach is off for you, but this channel coaches everyone at its table."
NOT_YOUR_TURN = "The coach speaks when it is your turn."

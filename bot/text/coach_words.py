"""The coach's words: what Foster would do in a member's seat and why, and the review after the deal.

Each of the robots' rules (`engine.robot_rules.RULES`) has its sentence, said with the facts
the rule was applied on, after the chapter it comes from.  The words name no card but the
member's own and those the table was shown (`engine.coach` holds nothing else).  They are the
catalogue's (`locales/*/coach.ftl`, a rule's sentence `coach-why-<rule>`).
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from fractions import Fraction

from bot.text.hand_words import hand_words
from bot.text.i18n import t
from bot.text.log_words import action_words
from bot.text.odds import class_name
from engine.actions import Action, DeclineStraddle, Draw, Exchange
from engine.cards import Card, format_cards
from engine.coach import Advice, DrawChance, Review
from engine.hands import HandClass
from engine.robot_rules import Chapter, Fact, Rule

# The rules with a sentence, by id (`engine.robot_rules.RULES`).
WHY: tuple[str, ...] = (
    "no_straddle", "straddle", "no_openers", "cannot_open", "wait_to_open", "open", "open_bobtail",
    "make_jackpot", "come_in_raise", "come_in_pair", "come_in_cheap", "come_in_any_pair", "come_in_bobtail",
    "come_in_inside", "come_in_flier", "pass_weak", "raise_back", "see_raise", "see_bobtail", "see_inside",
    "drop_raise", "stand_pat", "keep_openers", "keep_bobtail", "draw_to_pairs", "draw_to_four", "draw_to_inside",
    "draw_to_high", "draw_five", "bet_good", "bluff", "bet_fair", "check_weak", "cannot_bet", "raise_strong",
    "call_good", "call_price", "drop_price", "drop_weak", "straight_bet", "straight_bluff", "straight_pass",
    "straight_raise", "straight_call", "straight_drop", "stud_bet", "stud_bluff", "stud_pass", "stud_chase",
    "stud_beaten", "stud_raise", "stud_call", "stud_drop", "whisky_knock", "whisky_take_blind", "whisky_turn_up",
    "whisky_improve", "whisky_stand", "whisky_trade", "whisky_keep",
)
# The facts a sentence may name; one the rule was not applied on is said as nothing.
FACTS = ("hand", "need", "good", "fair", "price", "pool", "opponents", "still_to_speak", "beats_percent",
         "stand_on", "better")

# The lesson's own steps that have words, by the kind of action its hint names.
LESSON_ASKS: tuple[str, ...] = ("straddle", "decline_straddle", "come_in", "open", "see", "bet", "call", "pass")


def _hand(text: Fact) -> str:
    """A threshold as the robots give it: a class's id ('two_pair') or words ('a pair of tens')."""
    try:
        return class_name(HandClass(str(text)))
    except ValueError:
        return hand_words(str(text))


def _facts(rule: Rule) -> dict[str, str]:
    """Each fact of the rule in words."""
    facts = dict(rule.facts)
    said: dict[str, str] = {}
    for name in FACTS:
        value = facts.get(name, "")
        if name == "beats_percent":
            beats = facts.get("beats")
            said[name] = "" if beats is None else t("coach-percent", pct=Decimal(f"{float(beats) * 100:.0f}"))
        elif name in ("good", "fair", "need", "hand", "stand_on", "better"):
            said[name] = _hand(value)
        elif name == "opponents":
            said[name] = t("coach-opponents", n=int(value or 0))
        elif name in ("price", "pool"):
            said[name] = t("chips", n=int(value or 0))
        else:
            said[name] = str(value)
    return said


def reason(rule: Rule) -> str:
    """The rule in one sentence, after its chapter: 'Foster (Coming In): ...'."""
    said = t(f"coach-why-{rule.id.replace('_', '-')}", **_facts(rule))
    return t("coach-reason", chapter=chapter(rule.chapter), said=f"{said[0].upper()}{said[1:]}")


def chapter(which: Chapter) -> str:
    """A chapter's title in the reader's language (the engine names it by its English title)."""
    return t(f"coach-chapter-{which.name.lower().replace('_', '-')}")


def doing(action: Action) -> str:
    """What the coach would do, said to the member."""
    if isinstance(action, Draw):
        if not action.discards:
            return t("coach-stand-pat")
        return t("coach-throw", cards=format_cards(action.discards, symbols=True), n=len(action.discards))
    if isinstance(action, Exchange):
        return t("coach-give", give=action.discard.symbol(), take=action.take.symbol())
    return action_words(action)  # with its chips: "open for 5", "come in and raise 2"


def chose(action: Action) -> str:
    """What he chose, as a clause after "You": "chose to straddle", "chose not to straddle"."""
    if isinstance(action, DeclineStraddle):  # the one refusal among the actions
        return t("coach-chose-not-to-straddle")
    return t("coach-chose", what=doing(action))


def would(action: Action) -> str:
    """What Foster would do, after "Foster": "would straddle", "would not straddle"."""
    if isinstance(action, DeclineStraddle):
        return t("coach-would-not-straddle")
    return t("coach-would", what=doing(action))


def chance_words(draw: DrawChance) -> str:
    share: Fraction = draw.improves
    return t("coach-chance", pct=Decimal(f"{float(share) * 100:.1f}"), numerator=share.numerator,
             denominator=share.denominator)


def advice_words(advice: Advice) -> str:
    """Two or three plain sentences: the rule, what the coach would do, and the draw's chance."""
    rule = advice.decision.rule
    sentences = [reason(rule)]
    if rule.by_chance:
        sentences.append(t("coach-by-chance", what=doing(advice.action)))
    else:
        sentences.append(t("coach-foster-would", would=would(advice.action)))
    draw = advice.draw
    if draw is not None:
        n, chance = len(draw.discard), chance_words(draw)
        asked = advice.considering
        if asked is not None and asked.discard != draw.discard:
            line = (t("coach-draw-chance-asked", n=n, chance=chance, asked=chance_words(asked))
                    if advice.action.kind == "draw" else
                    t("coach-if-you-play-asked", n=n, chance=chance, asked=chance_words(asked)))
        else:
            line = (t("coach-draw-chance", n=n, chance=chance) if advice.action.kind == "draw"
                    else t("coach-if-you-play", n=n, chance=chance))
        sentences.append(line)
    return " ".join(sentences)


def your_draw_words(advice: Advice) -> str | None:
    """After his own draw: the chance it improves his hand, beside the coach's draw."""
    mine, foster = advice.considering, advice.draw
    if mine is None or foster is None:
        return None
    said = (t("coach-your-draw", n=len(mine.discard), chance=chance_words(mine)) if mine.discard
            else t("coach-you-stand-pat"))
    if set(mine.discard) == set(foster.discard):
        return f"{said} {t('coach-same-draw')}"
    if advice.action.kind == "draw":
        return f"{said} {t('coach-foster-draw', what=doing(advice.action), chance=chance_words(foster))}"
    return said


def review_words(review: Review, names: dict[str, str], where: str = "") -> str:
    """After the deal: each of his decisions beside the coach's, and the hands shown (each
    player by the name given for him).  A decision his lesson asked for is said to be the
    lesson's, with what Foster would do in a game of his own: never a mistake.  `where`
    ("of deal 3 at <#…>") follows the heading, in a DM that must say which deal it is."""
    if not review.steps:
        return t("coach-review-none-where", where=where) if where else t("coach-review-none")
    lines = [t("coach-review-heading-where", where=where) if where else t("coach-review-heading")]
    for step in review.steps:
        if step.agreed:
            lines.append(t("coach-review-agreed", chose=chose(step.his)))
            continue
        rule = step.advice.decision.rule
        said = {"chose": chose(step.his), "would": would(step.advice.action),
                "chance": "yes" if rule.by_chance else "no", "reason": reason(rule)}
        lines.append(t("coach-review-asked", **said) if step.asked else t("coach-review-differs", **said))
    if review.shown:
        shown = "; ".join(t("coach-shown-hand", name=names.get(player, player), cards=format_cards(cards, symbols=True))
                          for player, cards in review.shown)
        lines.append(t("coach-review-shown", shown=shown))
    return "\n".join(lines)


def lesson_asks(kind: str, keep: Sequence[Card] = ()) -> str:
    """What the lesson asks of him at this turn, after "The lesson asks you to"."""
    if kind == "draw":
        return (t("coach-stand-pat") if len(keep) == 5
                else t("coach-asks-keep", cards=format_cards(keep, symbols=True), n=5 - len(keep)))
    if kind in LESSON_ASKS:
        return t(f"coach-asks-{kind.replace('_', '-')}")
    return kind.replace("_", " ")


def where_words(number: int, channel_id: int) -> str:
    """Which deal a DM is about, as the hand's DM names it."""
    return t("coach-where", number=number, channel=f"<#{channel_id}>")


def turn_words(number: int, channel_id: int, advice: Advice, asks: str | None) -> str:
    """The coach's DM at the learner's turn, unasked: the turn, the advice, and the lesson's
    own step when it asks one."""
    said = t("coach-turn", number=number, channel=f"<#{channel_id}>", advice=advice_words(advice))
    return said + (f"\n{t('coach-lesson-asks', asks=asks)}" if asks else "")


def coach_marks() -> tuple[str, ...]:
    """What marks the coach's words in the reader's language (the shared test invariants look
    for them where they must not be): the fixed words of its advice and of its review's heading."""
    gap = "\x00"

    def fixed(words: str) -> str:  # the longest piece of a message that is not a variable's
        return max(words.split(gap), key=len)
    return (fixed(t("coach-foster-would", would=t("coach-would", what=gap))),
            fixed(t("coach-by-chance", what=gap)),
            t("coach-review-heading"))


# /poker coach, and the Coach button's answers.

def coach_on() -> str:
    return t("coach-on")


def coach_off() -> str:
    return t("coach-off")


def coach_off_here() -> str:
    return t("coach-off-here")


def not_your_turn() -> str:
    return t("coach-not-your-turn")

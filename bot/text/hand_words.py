"""A hand's name in the reader's language (issue 44), from the catalogue (`hands.ftl`).

The engine names a hand as data (`engine.hands.HandName`) and records its English
(`HandName.words`): the log, the show-down's facts and the members' stats keep that English,
so a name given as words is found again among every name the engine can give
(`every_hand_name`), and said from its data. English's catalogue says the engine's words
exactly, so an English reader reads what was recorded.
"""

from __future__ import annotations

from functools import cache

from bot.text.i18n import attribute, t
from engine.cards import RANK_NAMES
from engine.hands import HandClass, HandName, every_hand_name

_ONE_RANK = {HandClass.HIGH_CARD: "rank", HandClass.ONE_PAIR: "ranks", HandClass.TWO_PAIR: "ranks",
             HandClass.THREE_OF_A_KIND: "ranks", HandClass.FOUR_OF_A_KIND: "ranks",
             HandClass.FIVE_OF_A_KIND: "ranks", HandClass.STRAIGHT: "high", HandClass.FLUSH: "high",
             HandClass.STRAIGHT_FLUSH: "high", HandClass.SKIP: "high"}
_ACE = 12


@cache
def _by_english() -> dict[str, HandName]:
    return {name.words(): name for name in every_hand_name()}


def hand_name(words: str) -> HandName | None:
    """The name the engine gave as `words` ("a pair of jacks"), None if it gives no such name."""
    return _by_english().get(words)


def _rank(rank: int, form: str | None = None) -> str:
    message = "hand-rank-" + RANK_NAMES[rank]
    return t(message) if form is None else attribute(message, form)


def _parts(name: HandName) -> tuple[str, dict[str, str]]:
    """The message of a name, and what its variables say."""
    cls, ranks = name.cls, name.ranks
    if not ranks and cls is HandClass.HIGH_CARD:
        return "hand-nothing", {}
    if cls is HandClass.STRAIGHT_FLUSH and ranks[0] == _ACE:
        return "hand-royal-flush", {}
    message = "hand-" + cls.value.replace("_", "-")
    if cls in (HandClass.FULL_HOUSE, HandClass.BLAZE):
        return message, {"ranks": _rank(ranks[0], "plural"), "over": _rank(ranks[1], "plural")}
    if cls is HandClass.ROUND_THE_CORNER:
        return message, {"rank": _rank(ranks[0]), "to": _rank(ranks[1])}
    if cls in (HandClass.LITTLE_DOG, HandClass.BIG_DOG):
        return message, {}
    said = _ONE_RANK[cls]
    return message, {said: _rank(ranks[0], None if said == "rank" else "plural" if said == "ranks" else "high")}


def name_words(name: HandName, after_with: bool = False) -> str:
    """A hand's name in the reader's words; `after_with`, as said after "with" (German's dative)."""
    message, said = _parts(name)
    words = attribute(message, "with", **said) if after_with else t(message, **said)
    return t("hand-with-joker", hand=words) if name.joker else words


def hand_words(words: str, after_with: bool = False) -> str:
    """A hand's name the engine gave in English, in the reader's words; a name it never gives
    (none is known) as it is."""
    name = hand_name(words)
    return words if name is None else name_words(name, after_with)

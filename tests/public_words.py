"""How the shared invariants (tests/table_invariants.py) read a public message in any language the
bot speaks: every shipped catalogue and the pseudo-locale. Each reading is made from the
catalogues' own messages, so a table in German or Spanish is held to the same checks as one in
English, and a new catalogue is read without a change here.
"""

from __future__ import annotations

import re
from functools import cache

from bot.text.coach_words import coach_marks
from bot.text.i18n import PSEUDO, shipped, speaking, text_in
from bot.text.stats_words import held_figure, private_note

LOCALES = (*shipped(), PSEUDO)
# Numbers no message holds, standing in for a variable's value while a message is read apart.
NUMBER, STEP, STEPS = 987654321, 876543219, 765432198
KIND = "\x00"  # a deal's kind, standing in likewise
# The messages that name a deal with its number: a table's title, a result's, a show-down's.
NAMING = ("table-picture-title", "table-result-head", "showdown-description-head", "render-heading")


def _word_before(words: str, number: int) -> str:
    """The word just before `number` in `words` ("Spiel" in "**Spiel 987654321**, der Pott")."""
    found = re.search(rf"(\w+)\W*{number}", words)
    if found is None:
        raise ValueError(f"no word names the deal in {words!r}")
    return found[1]


@cache
def deal_words() -> tuple[str, ...]:
    """What a deal is called before its number, in every language ("Deal", "Spiel", "Reparto")."""
    return tuple(sorted({_word_before(text_in(locale, m, number=NUMBER, pool=1, kind="k"), NUMBER)
                         for locale in LOCALES for m in NAMING}, key=len, reverse=True))


@cache
def deal_number(any_case: bool = True) -> re.Pattern[str]:
    """A deal named with its number in any language; `any_case` False: only as a title writes it."""
    return re.compile(rf"\b(?:{'|'.join(map(re.escape, deal_words()))})\s(\d+)\b", re.IGNORECASE if any_case else 0)


def deals_named(text: str) -> set[int]:
    """The deals a message names ("Deal 3", "**Spiel 3**", "el reparto 3"), in any language."""
    return {int(n) for n in deal_number().findall(text)}


@cache
def first_jack(card: str) -> re.Pattern[str]:
    """Law 2's card thrown face up for the first dealer, public, as each language says it
    ("bob turned up J♣: the first", "bob hat J♣ aufgedeckt:"); `card`, a card's pattern."""
    said = []
    for locale in LOCALES:
        words = text_in(locale, "table-first-jack", name=KIND, card="\x01")
        between, after = words.split(KIND, 1)[1].split("\x01", 1)
        said.append(re.escape(between) + card + re.escape(after[:12]))
    return re.compile("|".join(said))


def _pattern(words: str) -> str:
    """A replay title made with the stand-ins, as a pattern: its number and step caught."""
    head = re.escape(words.split(KIND)[0])
    return head.replace(str(NUMBER), r"(?P<number>\d+)", 1).replace(str(STEP), r"(?P<step>\d+)", 1) \
        .replace(str(STEPS), r"\d+", 1)


@cache
def _replay_titles() -> tuple[re.Pattern[str], ...]:
    return tuple(re.compile(_pattern(text_in(locale, message, number=NUMBER, step=STEP, steps=STEPS, kind=KIND)))
                 for locale in LOCALES for message in ("replay-title-dealt", "replay-title-step"))


def replay_step(text: str) -> tuple[int, int] | None:
    """The deal and step a public replay's title names (step 0: as it began), in any language."""
    for title in _replay_titles():
        found = title.search(text)
        if found is not None:
            return int(found["number"]), int(found.groupdict().get("step") or 0)
    return None


@cache
def coach_marks_everywhere() -> tuple[str, ...]:
    """The coach's marks in every language: public words never hold them."""
    found: list[str] = []
    for locale in LOCALES:
        with speaking(locale):
            found += coach_marks()
    return tuple(found)


@cache
def private_figures() -> tuple[str, ...]:
    """A member's private figure's name and its note, in every language."""
    found: list[str] = []
    for locale in LOCALES:
        with speaking(locale):
            found += [held_figure(), private_note()]
    return tuple(found)


@cache
def went_wrong_words() -> tuple[str, ...]:
    """The bot's "something went wrong" in every language, up to its reference."""
    return tuple(text_in(locale, "failures-unexpected", ref=KIND).split(KIND)[0] for locale in LOCALES)

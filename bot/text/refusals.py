"""Every refusal a member or an admin reads, in the bot's own voice.

The services and the engine give their reasons as short clauses ("deal 17 is in play: sit
down when it is over", a form's "raise_limit: Input should be greater than or equal to 1");
`refusal` makes each one a sentence: the reasons the issue found too terse get words of their
own here, a validation library's wording is put in plain words (with the field's range), and
every other reason is begun with a capital and ended with a stop.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from bot.services.errors import ServiceError
from bot.services.limits import FIELDS, number_bounds
from bot.text.engine_refusal_words import engine_refusal
from bot.text.i18n import listed, t
from engine.errors import EngineError

# A validation library's wording, which never reaches a member as it is.
FOREIGN = re.compile(r"Input should|Field required|Extra inputs|Value error|valid integer|valid boolean|"
                     r"pydantic|Traceback|NoneType|object has no attribute|not subscriptable|[A-Z][a-z]+Error\b")
_FIELD = re.compile(r"^(?:[a-z][a-z_]*\.)*([a-z][a-z_]*): (.*)$", re.DOTALL)  # "rules.blind: …" is blind's
_CHOICE = re.compile(r"'([^']*)'")


Said = tuple[str, dict[str, object], bool]  # a message, its arguments, and whether a limit's range helps


def _bound(message: str) -> Callable[[re.Match[str]], Said]:
    return lambda m: (message, {"bound": m[1]}, True)


def _one_of(m: re.Match[str]) -> Said:
    choices = _CHOICE.findall(m[1])
    if len(choices) < 2:
        return ("refusals-must-be", {"choice": choices[0]}, True) if choices else ("refusals-another-value", {}, True)
    return "refusals-one-of", {"choices": listed(choices, "or")}, False


def _says(message: str, hinted: bool = True) -> Callable[[re.Match[str]], Said]:
    return lambda m: (message, {}, hinted)


# (the library's words, the bot's), tried in order on the words after the field's name; the
# patterns match pydantic's English, which no member reads as it is.
_PLAIN: list[tuple[re.Pattern[str], Callable[[re.Match[str]], Said]]] = [
    (re.compile(r"^Input should be greater than or equal to (-?[\d,]+)"), _bound("refusals-at-least")),
    (re.compile(r"^Input should be less than or equal to (-?[\d,]+)"), _bound("refusals-at-most")),
    (re.compile(r"^Input should be greater than (-?[\d,]+)"), _bound("refusals-more-than")),
    (re.compile(r"^Input should be less than (-?[\d,]+)"), _bound("refusals-less-than")),
    (re.compile(r"^Input should be ((?:'[^']*'(?:, | or )?)+)"), _one_of),
    (re.compile(r"^Input should be a valid integer.*"), _says("refusals-whole-number")),
    (re.compile(r"^Input should be a valid boolean.*"), _says("refusals-true-or-false")),
    (re.compile(r"^Input should be a valid (?:list|set|array).*"), _says("refusals-a-list")),
    (re.compile(r"^Input should be .*"), _says("refusals-cannot-take", hinted=False)),
    (re.compile(r"^Field required.*"), _says("refusals-must-be-given")),
    (re.compile(r"^Extra inputs are not permitted.*"), _says("refusals-not-a-limit-field", hinted=False)),
]

# Reasons the services give as bare clauses (their English, matched), in words a member can act on.
_OWN: list[tuple[re.Pattern[str], Callable[[re.Match[str]], str]]] = [
    (re.compile(r"^deal (\d+) is (?:still )?in play$"),
     lambda m: t("refusals-deal-in-play", deal=int(m[1]))),
    (re.compile(r"^deal (\d+) is in play: (.+) when it is over$"),
     lambda m: t("refusals-deal-in-play-then", deal=int(m[1]), then=m[2])),
    (re.compile(r"^the freeze-out has begun: nobody may join until it is over$"),
     lambda m: t("refusals-freeze-out-begun")),
    (re.compile(r"^the freeze-out is over: one player has all the chips$"),
     lambda m: t("refusals-freeze-out-over")),
    (re.compile(r"^two players with chips are needed to deal$"),
     lambda m: t("refusals-two-players")),
    (re.compile(r"^there is no tournament in this channel$"),
     lambda m: t("refusals-no-tournament")),
    (re.compile(r"^stake: you have (.+) in your wallet, not ([\d,]+): buy more first \(/bank buy\)$"),
     lambda m: t("refusals-stake-wallet", holds=m[1], stake=m[2])),
    (re.compile(r"^('.*'|\".*\"): not a limit; the limits are (.+)$", re.DOTALL),
     lambda m: t("refusals-not-a-limit", name=m[1], limits=m[2])),
    (re.compile(r"^freeze-out refused: the table in (.+) holds (.+); the stake is ([\d,]+)$"),
     lambda m: t("refusals-freeze-out-refused", channel=m[1], stakes=m[2], stake=m[3])),
    (re.compile(r"^stake: a freeze-out starts with equal stakes of ([\d,]+)$"),
     lambda m: t("refusals-freeze-out-stake", stake=m[1])),
]


def _plain(words: str) -> Said | None:
    for pattern, say in _PLAIN:
        found = pattern.match(words)
        if found:
            return say(found)
    return None


def _limit_sentence(field: str, words: str) -> str:
    plain = _plain(words)
    if plain is None:
        # The service's own words for a limit: "a whole number from 1 to 86" reads after "takes".
        return t("refusals-limit-takes" if words.startswith(_TAKES) else "refusals-limit-says", field=field, words=words)
    message, args, hinted = plain
    said = t(message, subject=t("refusals-subject-limit", field=field), **args)
    bounds = number_bounds(field) if field in FIELDS else None
    return t("refusals-range-hint", said=said, least=bounds[0], most=bounds[1]) if bounds and hinted else said


_TAKES = "a whole number"  # the start of bot.services.limits' description of a number's range


def sentence(text: str) -> str:
    """A clause as a sentence: a capital first, a stop last."""
    text = text.strip()
    if not text:
        return text
    first = next((i for i, c in enumerate(text) if c.isalpha()), None)
    lead = text[:first] if first is not None else ""
    # Never inside a quote: the member's own words stay as he typed them.
    if first is not None and not lead.strip("*_( ") and text[first].islower():  # "2 chips": as it is
        text = text[:first] + text[first].upper() + text[first + 1:]
    if text[-1] not in ".!?)”\"`":
        text += "."
    return text


def refusal(reason: str) -> str:
    """A refusal's reason as the member reads it (see the module's doc)."""
    reason = reason.strip().removeprefix("Value error, ")
    for pattern, say in _OWN:
        found = pattern.match(reason)
        if found:
            return say(found)
    named = _FIELD.match(reason)
    if named is not None:
        field, words = named[1], named[2].removeprefix("Value error, ")
        if field in FIELDS:
            return sentence(_limit_sentence(field, words))
        plain = _plain(words)
        if plain is not None:
            return sentence(t(plain[0], subject=field.replace("_", " "), **plain[1]))
        return sentence(t("refusals-field-says", field=field.replace("_", " "), words=words))
    plain = _plain(reason)
    return sentence(reason if plain is None else t(plain[0], subject=t("refusals-subject-value"), **plain[1]))


def refused(exc: BaseException) -> str:
    """An error as the member reads it: the catalogue's message where the service named one
    (`ServiceError.words`) or the engine gave a reason for (`EngineError.reason`), else its
    clause made a sentence (`refusal`)."""
    if isinstance(exc, EngineError) and exc.reason is not None:
        return sentence(engine_refusal(exc) or "")
    if not isinstance(exc, ServiceError) or exc.words is None:
        return refusal(str(exc))
    said = dict(exc.said)
    if exc.words == "refusals-number":
        what = str(said["what"])
        if what in FIELDS:  # a limit's name is as the admin types it
            return t("refusals-limit-number", **said)
        said["what"] = what[:1].upper() + what[1:]  # the sentence begins with the field's name
    return t(exc.words, **said)

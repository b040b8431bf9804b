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

from bot.services.limits import FIELDS, number_bounds

# A validation library's wording, which never reaches a member as it is.
FOREIGN = re.compile(r"Input should|Field required|Extra inputs|Value error|valid integer|valid boolean|"
                     r"pydantic|Traceback|NoneType|object has no attribute|not subscriptable|[A-Z][a-z]+Error\b")
_FIELD = re.compile(r"^(?:[a-z][a-z_]*\.)*([a-z][a-z_]*): (.*)$", re.DOTALL)  # "rules.blind: …" is blind's
_CHOICE = re.compile(r"'([^']*)'")


def _ge(m: re.Match[str]) -> str:
    return f"must be at least {m[1]}"


def _le(m: re.Match[str]) -> str:
    return f"must be at most {m[1]}"


def _gt(m: re.Match[str]) -> str:
    return f"must be more than {m[1]}"


def _lt(m: re.Match[str]) -> str:
    return f"must be less than {m[1]}"


def _one_of(m: re.Match[str]) -> str:
    choices = _CHOICE.findall(m[1])
    if len(choices) < 2:
        return f"must be {choices[0] if choices else 'another value'}"
    return f"must be one of {', '.join(choices[:-1])} or {choices[-1]}"


# (the library's words, the bot's), tried in order on the words after the field's name.
_PLAIN: list[tuple[re.Pattern[str], Callable[[re.Match[str]], str]]] = [
    (re.compile(r"^Input should be greater than or equal to (-?[\d,]+)"), _ge),
    (re.compile(r"^Input should be less than or equal to (-?[\d,]+)"), _le),
    (re.compile(r"^Input should be greater than (-?[\d,]+)"), _gt),
    (re.compile(r"^Input should be less than (-?[\d,]+)"), _lt),
    (re.compile(r"^Input should be ((?:'[^']*'(?:, | or )?)+)"), _one_of),
    (re.compile(r"^Input should be a valid integer.*"), lambda m: "must be a whole number"),
    (re.compile(r"^Input should be a valid boolean.*"), lambda m: "must be true or false"),
    (re.compile(r"^Input should be a valid (?:list|set|array).*"), lambda m: "must be a list, each item apart by commas"),
    (re.compile(r"^Input should be .*"), lambda m: "cannot take that value"),
    (re.compile(r"^Field required.*"), lambda m: "must be given"),
    (re.compile(r"^Extra inputs are not permitted.*"), lambda m: "is not one of the limits"),
]

# Reasons given as bare clauses, in words a member can act on.
_OWN: list[tuple[re.Pattern[str], Callable[[re.Match[str]], str]]] = [
    (re.compile(r"^deal (\d+) is (?:still )?in play$"),
     lambda m: f"Deal {m[1]} is still in play: wait for it to end, then try again."),
    (re.compile(r"^deal (\d+) is in play: (.+) when it is over$"),
     lambda m: f"Deal {m[1]} is in play: {m[2]} once it is over."),
    (re.compile(r"^the freeze-out has begun: nobody may join until it is over$"),
     lambda m: "This freeze-out has begun, and nobody may join it now: watch it to the end, "
               "or join the next table once it is over."),
    (re.compile(r"^the freeze-out is over: one player has all the chips$"),
     lambda m: "This freeze-out is over: one player has all the chips. Close the table (/poker stop) "
               "and open a new one to play again."),
    (re.compile(r"^two players with chips are needed to deal$"),
     lambda m: "Two players with chips, not sitting out, are needed to deal: someone sits down, "
               "comes back (/poker sitout) or a robot is seated (/poker robots add)."),
    (re.compile(r"^there is no tournament in this channel$"),
     lambda m: "There is no tournament in this channel: an admin (or anyone, where tournaments_open "
               "is on) creates one with /poker tournament create."),
    (re.compile(r"^stake: you have (.+) in your wallet, not ([\d,]+): buy more first \(/bank buy\)$"),
     lambda m: f"Your wallet holds {m[1]}, less than the stake of {m[2]}: buy more first (/bank buy), "
               "or sit down with less."),
    (re.compile(r"^('.*'|\".*\"): not a limit; the limits are (.+)$", re.DOTALL),
     lambda m: f"There is no limit called {m[1]}: the limits are {m[2]} (/poker-admin show explains each)."),
    (re.compile(r"^freeze-out refused: the table in (.+) holds (.+); the stake is ([\d,]+)$"),
     lambda m: f"The table in {m[1]} has chips in play at unequal stakes ({m[2]}), and a freeze-out begins "
               f"with every player's stake equal (freeze_out_stake, {m[3]}). Close the table (/poker stop) and "
               f"open a new one, where everyone sits down with {m[3]}; or set betting to freeze_out while no "
               "table is open here."),
    (re.compile(r"^stake: a freeze-out starts with equal stakes of ([\d,]+)$"),
     lambda m: f"Everyone in a freeze-out sits down with the same stake: sit down with exactly {m[1]}."),
]


def _plain(words: str) -> str | None:
    for pattern, say in _PLAIN:
        found = pattern.match(words)
        if found:
            return say(found)
    return None


def _limit_sentence(field: str, words: str) -> str:
    plain = _plain(words)
    if plain is None:
        return f"The limit {field} takes {words}" if words.startswith("a whole number") else f"The limit {field}: {words}"
    bounds = number_bounds(field) if field in FIELDS else None
    hint = f"; give a whole number from {bounds[0]:,} to {bounds[1]:,}" if bounds and "must be" in plain \
        and "one of" not in plain else ""
    return f"The limit {field} {plain}{hint}"


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
        if field in FIELDS or _plain(words) is not None:
            return sentence(_limit_sentence(field, words) if field in FIELDS
                            else f"{field.replace('_', ' ')} {_plain(words)}")
        return sentence(f"{field.replace('_', ' ')}: {words}")
    plain = _plain(reason)
    return sentence(reason if plain is None else f"That value {plain}")

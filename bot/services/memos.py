"""The ledger's memos: each entry's line of English, written here and read back here.

A memo is stored as written ("buys 500 chips from the banker"): the audit, the backups and
every entry already in a database keep it so. /bank history says it in the reader's language
(bot/text/memo_words.py, `memos.ftl`) by reading it back into its kind and values. The writer
and the reader are one template per kind, so they cannot drift; a memo no template reads (an
older one, or one a host wrote) is shown as it is.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from string import Formatter

from engine.deal_data import Outcome
from engine.plurals import counted

# Each kind's English, its fields in braces. Tried in this order when read: a literal form
# before the one whose fields could swallow it ("deal 5: the blind and antes" is not an action).
FORMS: dict[str, str] = {
    "buys": "buys {chips} from the banker",
    "returns": "returns {chips} to the banker",
    "sits-down": "sits down at table {table} with {amount}",
    "adds": "adds {amount} to his stake at table {table}",
    "leaves-after": "leaves table {table} with {amount} after deal {deal}",
    "leaves": "leaves table {table} with {amount}",
    "closes-tutorial": "table {table} closes: its pool back to the tutorial",
    "pool-back": "table {table} closes: the pool carried over, {chips}, shared back ({shares})",
    "closes": "table {table} closes: {chips} back to the wallet",
    "antes": "deal {deal}: the blind and antes",
    "void": "deal {deal} is void: every bet returned",
    "settled": "deal {deal}: {outcome}",
    "acts": "deal {deal}: {player} {action}",
    "enters": "enters tournament {tournament} with a sweepstake of {amount}",
    "sweepstake-back": "tournament {tournament}: {amount} back ({why})",
    "place": "tournament {tournament}: place {place} takes {amount}",
    "seated": "tournament {tournament}: seated at table {table}",
    "frozen-out": "tournament {tournament}: frozen out",
    "broken": "tournament {tournament}: table {table} broken",
    "moves-to": "tournament {tournament}: moves to table {table}",
    "moves-from": "tournament {tournament}: moves from table {table}",
    "cancelled": "tournament {tournament} is cancelled: table {table} closes",
    "over": "tournament {tournament} is over: table {table} closes",
    "reserve": "the reserve of season {season}: {amount} season chips",
}

# Why a sweepstake went back, by its key; the English is what the memo says.
WHYS = {"left": "left before the start", "cancelled": "cancelled", "cancelled-under-way": "cancelled under way"}
_CLOSED: dict[str, dict[str, str]] = {"why": WHYS, "outcome": {o.value: o.value for o in Outcome}}
_NUMBERS = {"table", "amount", "deal", "tournament", "place", "season"}
_WORDS = {"player": r"(\S+)", "action": r"(.+)", "shares": r"(.+)"}  # the engine's words, names: as they are


@dataclass(frozen=True)
class Memo:
    """A memo read back: its kind (a key of `FORMS`) and its fields' values."""

    kind: str
    said: Mapping[str, object]


def _shown(field: str, value: object) -> str:
    if field == "chips":
        assert isinstance(value, int)
        return counted(value, "chips", grouped=False)
    if field in _CLOSED:
        return _CLOSED[field][str(value)]  # a key not known is a writer's mistake: KeyError
    if field in _NUMBERS and not isinstance(value, int):
        raise TypeError(f"memo field {field} is a whole number, not {value!r}")
    return str(value)


def _pattern(field: str) -> str:
    if field == "chips":
        return r"(\d+) chips?"
    if field in _NUMBERS:
        return r"(\d+)"
    if field in _CLOSED:
        texts = sorted(_CLOSED[field].values(), key=len, reverse=True)  # "cancelled under way" first
        return "(" + "|".join(re.escape(text) for text in texts) + ")"
    return _WORDS[field]


def _value(field: str, text: str) -> object:
    if field == "chips" or field in _NUMBERS:
        return int(text)
    if field in _CLOSED:
        return next(key for key, said in _CLOSED[field].items() if said == text)
    return text


def _fields(form: str) -> list[str]:
    return [name for _, name, _, _ in Formatter().parse(form) if name]


def _compiled(form: str) -> re.Pattern[str]:
    parts = []
    for literal, name, _, _ in Formatter().parse(form):
        parts.append(re.escape(literal))
        if name:
            parts.append(_pattern(name).replace("(", f"(?P<{name}>", 1))
    return re.compile("^" + "".join(parts) + "$", re.DOTALL)


_READERS = {kind: _compiled(form) for kind, form in FORMS.items()}


def write(kind: str, **said: object) -> str:
    """The memo of `kind` with its fields, as stored: write("buys", chips=500)."""
    form = FORMS[kind]
    if set(said) != set(_fields(form)):
        raise TypeError(f"memo {kind} takes {sorted(_fields(form))}, not {sorted(said)}")
    return form.format(**{field: _shown(field, value) for field, value in said.items()})


def read(memo: str) -> Memo | None:
    """The memo read back, or None for one no form writes."""
    for kind, pattern in _READERS.items():
        found = pattern.match(memo)
        if found is not None:
            return Memo(kind, {field: _value(field, text) for field, text in found.groupdict().items()})
    return None

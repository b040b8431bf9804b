"""The engine's refusals in the reader's language (issue 44), from `engine-refusals.ftl`.

A refusal the engine gives with a `reason` (engine/errors.py) is said from the catalogue's
message of that reason, with what it names: an action's kind in words, the actions allowed
listed, the openers' rank in words, a number as the engine writes it (no thousands' commas),
names and cards as they are, a part's own refusal said in turn. English's messages are the engine's words exactly
(tests/test_engine_refusals.py holds them to it).
"""

from __future__ import annotations

from fluent.runtime.types import fluent_number

from bot.text.i18n import t
from engine.errors import EngineError, Said

PREFIX = "engine-refusals-"
_LISTED = ", "  # the engine's own way of listing the actions allowed
_PARTS = "; "  # and of listing the cards it could not read


def kind_words(kind: str) -> str:
    return t(f"{PREFIX}kind-{kind}")


def _argument(name: str, value: Said) -> object:
    if isinstance(value, tuple):  # the actions allowed, or the refusals of the parts (cards typed)
        if not value:
            return t(f"{PREFIX}nothing")
        return (_LISTED.join(kind_words(k) for k in value if isinstance(k, str))
                or _PARTS.join(engine_refusal(p) or str(p) for p in value if isinstance(p, EngineError)))
    if isinstance(value, int):
        return fluent_number(value, useGrouping=False)
    if name == "kind":
        return kind_words(value)
    if name == "rank":
        return t(f"{PREFIX}rank-{value}")
    return value


def engine_refusal(exc: EngineError) -> str | None:
    """The refusal's clause in the reader's words, or None where the engine gave no reason."""
    if exc.reason is None:
        return None
    return t(PREFIX + exc.reason, **{name: _argument(name, value) for name, value in exc.said.items()})

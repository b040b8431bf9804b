"""Custom ids for the table's buttons: the state a click needs, in the id itself.

A button's custom id names the table (its number among the bot's tables, the
database's `poker_tables.id`), the deal number and the step (how many actions the deal had when the button was drawn) and what the
button does.  So a button survives a restart (it is a persistent
`DynamicItem`), and a click on a button from an earlier step or deal, or a
click delivered twice, is recognised as stale and does nothing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from engine.actions import Kind

# What a button does: an action's kind (`engine.actions.Kind`), or one of the table's own:
# stand pat (a draw of nothing), show my hand, the DM's discard picker, stay at the table
# (taking back a leave asked during the deal), ask the coach (on a coached member's hand), sit
# down (the table message's own button, `buttons.SitDownButton`) and take back a join asked
# during the deal.
TABLE_VERBS = ("pat", "hand", "discard", "stay_seated", "coach", "sit", "not_joining")
VERBS = frozenset(Kind) | frozenset(TABLE_VERBS)

MAX_SNOWFLAKE = 2**63 - 1  # Discord's ids are 63-bit; so are SQLite's integers
MAX_COUNT = 2**31 - 1  # deals at a table, actions in a deal

ANY_STEP = 0  # in a DM's discard picker: whenever this deal's draw comes to him (no deal opens with a draw)

PATTERN = r"pk:(?P<table>\d+):(?P<deal>\d+):(?P<step>\d+):(?P<verb>[a-z_]+)"
# A replay's buttons (`bot/discord_side/replay.py`): the step shown, what the button does, and
# whether it is on the public replay (p) or on a member's own view (m).
REPLAY_PATTERN = r"pkr:(?P<table>\d+):(?P<deal>\d+):(?P<step>\d+):(?P<verb>[a-z]+):(?P<mode>[pm])"
_COMPILED = re.compile(PATTERN)


class ButtonId(BaseModel):
    """What a table button means.  `table` is the table's number (`poker_tables.id`), not its channel."""

    model_config = ConfigDict(frozen=True)

    table: int = Field(ge=0, le=MAX_SNOWFLAKE)
    deal: int = Field(ge=0, le=MAX_COUNT)
    step: int = Field(ge=0, le=MAX_COUNT)
    verb: str

    @field_validator("verb")
    @classmethod
    def _known(cls, verb: str) -> str:
        if verb not in VERBS:
            raise ValueError(f"{verb!r} is not something a table button does")
        return verb

    def encode(self) -> str:
        text = f"pk:{self.table}:{self.deal}:{self.step}:{self.verb}"
        assert len(text) <= 100, "Discord allows 100 characters in a custom id"
        return text

    @classmethod
    def decode(cls, text: str) -> ButtonId:
        """Read a custom id; raises ValueError if it is not one of ours."""
        match = _COMPILED.fullmatch(text)
        if match is None:
            raise ValueError(f"not a table button: {text!r}")
        return cls.of(match)

    @classmethod
    def of(cls, match: re.Match[str]) -> ButtonId:
        """From a custom id's match (any of the table's patterns); ValueError if a part is out of
        range or the verb unknown, as in an id from an older version of the bot, or forged."""
        for part in ("table", "deal", "step"):
            if len(match[part]) > 19:  # more digits than any 63-bit number: not worth an int()
                raise ValueError(f"{part} out of range")
        return cls(table=int(match["table"]), deal=int(match["deal"]), step=int(match["step"]), verb=match["verb"])


Mode = Literal["p", "m"]  # the public replay, or a member's own view
REPLAY_VERBS = ("first", "prev", "next", "last", "mine", "proof")


@dataclass(frozen=True)
class ReplayId:
    table: int
    deal: int
    step: int
    verb: str
    mode: Mode

    def encode(self) -> str:
        return f"pkr:{self.table}:{self.deal}:{self.step}:{self.verb}:{self.mode}"

    @classmethod
    def of(cls, match: re.Match[str]) -> ReplayId | None:
        """The id's state, or None when it does not hold (out of range, an unknown verb)."""
        if any(len(match[part]) > 19 for part in ("table", "deal", "step")) or match["verb"] not in REPLAY_VERBS:
            return None
        table, deal, step = int(match["table"]), int(match["deal"]), int(match["step"])
        if table > MAX_SNOWFLAKE or deal > MAX_COUNT or step > MAX_COUNT:
            return None
        return cls(table, deal, step, match["verb"], "m" if match["mode"] == "m" else "p")

    def target(self, steps: int) -> int:
        """The step a paging button goes to."""
        here = min(self.step, steps)
        return {"first": 0, "prev": max(0, here - 1), "next": min(steps, here + 1), "last": steps}.get(self.verb, here)

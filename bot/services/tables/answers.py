"""What the table service answers: plain records for the Discord side and the command line.

None of them holds an unshown card, but `StartedDeal.deal` and `Played.deal`: the deal in
hand, for the caller's views (`view()`, `seat_view()`) and nothing else.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from bot.services.limits import CardStyle
from engine.deal import Deal

# A list's default is a factory's: pydantic deep-copies a default `[]` for every record made,
# and a table's summary and each action's record are made at every click.


class TableSummary(BaseModel):
    table_id: int
    guild: str
    channel: str
    seats: list[tuple[str, int]]  # (member, chips in front of him), round the table to the left
    dealer: int | None
    deals: int  # deals played (void ones counted)
    carried: int  # chips left in the pool for the next deal
    kitty: int
    in_play: int | None  # the number of the deal in play, if any
    variety: str = "draw"  # the game of the next deal (a change of limits waits for it), or of the deal in play
    variety_waits: str | None = None  # a change of game waiting for the jack-pot in the pool to be won
    jackpot: bool = False  # a jack-pot is in play, or waits in the pool: a change of game waits for it
    card_style: CardStyle = CardStyle.PICTURES  # how the deal in play (else the last) shows its cards
    sitting_out: list[str] = Field(default_factory=list)  # members who sit out from the next deal
    leaving: list[str] = Field(default_factory=list)  # members who leave once the deal in play is over
    robots_due: int = 0  # robots asked for during the deal in play, to sit down once it is over
    season: int | None = None  # season play: the id of the season whose chips the seats hold
    learner: str | None = None  # a tutorial table's learner: its seats hold the tutorial's play chips
    lesson: tuple[int, int] | None = None  # his place in the course: (lesson, deal within it)
    freeze_out: bool = False  # the table plays a freeze-out (equal stakes, until one has all the chips)
    pool_back: list[tuple[str, int]] = Field(default_factory=list)  # as it closed, the pool carried over shared back: (member, chips)


Stay = Literal["stays", "not_leaving", "not_seated"]  # what taking back a leave found


class Joined(BaseModel):
    """What `/poker join` (or the Sit down button) did.  `kind`: he sat down (`sat`); he sits
    down once the deal in play is over (`after_deal`); he was to leave and stays (`stays`); his
    short stake was made up now (`topped_up`) or will be once the deal is over (`top_up_after`);
    or he is seated with chips enough, and nothing changed (`seated`)."""

    kind: Literal["sat", "after_deal", "stays", "topped_up", "top_up_after", "seated"]
    chips: int = 0  # in front of him now, or once the deal is over
    added: int = 0  # topped_up: brought from his wallet to his stake
    bought: int = 0  # sold him by the banker for this, his wallet being short
    first: bool = False  # his first chips ever: the answer says what the wallet is
    deal: int | None = None  # the deal in play he waits for
    sitting_out: bool = False
    season: bool = False  # a season table: its chips are his season chips


class Leaving(BaseModel):
    """What asking to leave did: he left (his chips back in his wallet), or he leaves once the
    deal in play is over."""

    chips: int | None = None  # put back in his wallet now
    season: bool = False  # a season table: they went back to his season wallet
    after_deal: int | None = None  # the deal in play, at whose end he leaves
    withdrawn: int | None = None  # he was to sit down when this deal is over, and now will not


class StartedDeal(BaseModel):
    model_config = ConfigDict(arbitrary_types_allowed=True)

    table_id: int
    number: int
    seed_hash: str  # the host's record of the seed (never shown to members)
    seal_root: str = ""  # publish this now: the root of the sealed order of the pack (engine.seal)
    kind: str  # ordinary, jackpot
    reason: str | None  # why it is a jack-pot
    variety_waits: str | None = None  # a change of game waiting for this jack-pot to be won
    thrown: list[tuple[int, str]] | None  # law 2: cards thrown round for the first dealer
    finished: bool  # over before anyone acted (it can happen: law 37 with two players)
    seed: str | None = None  # only when it is already over
    deal: Deal | None = Field(default=None, repr=False)  # the deal in hand
    turn_timeout: int | None = None
    card_style: CardStyle = CardStyle.PICTURES
    # The channel's other limits the deal is shown by, read with its rules: no read again
    language: str | None = None
    table_picture: bool = True


class Played(BaseModel):
    """What an action did, and all the caller needs to answer and redraw: the deal in hand
    (its `view()`; its result once over), and the time the next player has to answer."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    table_id: int
    number: int
    seq: int  # the action's number in the deal, from 0
    duplicate: bool = False  # this very action was already played: nothing more was done
    finished: bool = False  # the deal ended with it and is settled
    outcome: str | None = None
    seed: str | None = None  # revealed with the deal's end, to check against the published sha256
    deal: Deal | None = Field(default=None, repr=False)  # as it stands after the action; None if duplicate
    turn_timeout: int | None = None  # seconds the player now to act has, as the deal began
    card_style: CardStyle = CardStyle.PICTURES  # how the deal's cards are shown, as it began
    left: list[tuple[str, int]] = Field(default_factory=list)  # who left as the deal was settled, with the chips he took


class Stopped(BaseModel):
    """What stopping a table did."""

    table_id: int
    voided: int | None = None  # the number of the deal in play, void and every bet in it returned
    closed: bool = False  # every chip went back to its owner's wallet
    stays_open: str | None = None  # why not (no longer said: every table closes; kept for old callers)
    pool_back: list[tuple[str, int]] = Field(default_factory=list)  # the pool carried over, shared back: (member, chips)


class Recovery(BaseModel):
    tables: int = 0
    resumed: list[tuple[int, int]] = Field(default_factory=list)  # (table, deal) in play, rebuilt where they stood
    settled: list[tuple[int, int]] = Field(default_factory=list)  # finished but not yet paid when the bot stopped
    void: list[tuple[int, int, str]] = Field(default_factory=list)  # (table, deal, why): bets returned

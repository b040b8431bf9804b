"""The operations a player can make, one typed class each, in Foster's words.

Every action names the seat that makes it.  Amounts are chips *added to the
raise* (or, for `Open` and `Bet`, the size of the bet), never totals, so a
log reads the way the table heard it: "B comes in and raises 3".
Actions round-trip through plain dicts for the hand record.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, fields
from enum import StrEnum
from typing import Any, ClassVar, Literal

from engine.cards import Card, format_cards, parse_card, parse_cards
from engine.errors import IllegalAction, quoted


class Kind(StrEnum):
    """Every kind of action: the one list.  The options `Deal.legal` offers, the hand record's
    "type", the verbs of the table's buttons (`bot.discord_side.custom_ids`) and their labels
    (`bot.text.render.OPTION_WORDS`) all come from it; a new action is a member here, its class
    below, and its words in that one table of labels."""

    STRADDLE = "straddle"
    DECLINE_STRADDLE = "decline_straddle"
    COME_IN = "come_in"
    MAKE_JACKPOT = "make_jackpot"
    OPEN = "open"
    STAY = "stay"
    SEE = "see"
    RAISE = "raise"
    BET = "bet"
    CALL = "call"
    CHECK = "check"
    PASS = "pass"
    DRAW = "draw"
    TAKE_WIDOW = "take_widow"
    TURN_UP = "turn_up"
    EXCHANGE = "exchange"
    KNOCK = "knock"


# What a player picks besides the kind, where he picks anything: how many chips, or which cards.
Choice = Literal["amount", "cards"]


@dataclass(frozen=True, slots=True)
class Action:
    seat: int
    kind: ClassVar[Kind]
    chosen: ClassVar[Choice | None] = None
    # What the player says, verb first ("take the widow"); where unset, the kind's own words.
    said: ClassVar[str | None] = None

    def to_dict(self) -> dict[str, object]:
        out: dict[str, object] = {"type": self.kind.value, **asdict(self)}
        discards = out.get("discards")
        if isinstance(discards, tuple):
            out["discards"] = format_cards(discards)
        for name in _ONE_CARD:
            if name in out:
                out[name] = str(out[name])
        return out

    def words(self, *, you: bool = False) -> str:
        """What the player said, for logs and the table message; `you` says it to the player
        himself ("you draw 2"), else of him ("draws 2")."""
        return _say(you, self.said or self.kind.replace("_", " "))


@dataclass(frozen=True, slots=True)
class _ComingIn(Action):
    """Meeting the pool before the draw, raising by `raise_by` or not (`ComeIn`, `Stay`)."""

    raise_by: int = 0

    def words(self, *, you: bool = False) -> str:
        said = Action.words(self, you=you)
        return said + (f" and {_say(you, 'raise')} {self.raise_by}" if self.raise_by else "")


@dataclass(frozen=True, slots=True)
class _Chips(Action):
    """A number of chips chosen by the player: an opening, a bet or a raise."""

    amount: int = 1
    chosen: ClassVar[Choice | None] = "amount"

    def words(self, *, you: bool = False) -> str:
        return f"{Action.words(self, you=you)} {self.amount}"


@dataclass(frozen=True, slots=True)
class Straddle(Action):
    """Double the blind (or the last straddle) before seeing one's cards (law 28)."""

    kind: ClassVar[Kind] = Kind.STRADDLE


@dataclass(frozen=True, slots=True)
class DeclineStraddle(Action):
    """Refuse to straddle; nobody further left may then straddle (law 29)."""

    kind: ClassVar[Kind] = Kind.DECLINE_STRADDLE
    said: ClassVar[str | None] = "do not straddle"


@dataclass(frozen=True, slots=True)
class ComeIn(_ComingIn):
    """Put up the ante (the age and straddlers: make good), raising by `raise_by` (laws 30, 32)."""

    kind: ClassVar[Kind] = Kind.COME_IN


@dataclass(frozen=True, slots=True)
class Open(_Chips):
    """Open a jack-pot for `amount` chips; needs openers (law 62)."""

    kind: ClassVar[Kind] = Kind.OPEN
    said: ClassVar[str | None] = "open for"


@dataclass(frozen=True, slots=True)
class Stay(_ComingIn):
    """Meet the opening of a jack-pot, raising by `raise_by` (law 64)."""

    kind: ClassVar[Kind] = Kind.STAY


@dataclass(frozen=True, slots=True)
class See(Action):
    """Meet a raise before the draw (law 33)."""

    kind: ClassVar[Kind] = Kind.SEE
    said: ClassVar[str | None] = "see the raise"


@dataclass(frozen=True, slots=True)
class Bet(_Chips):
    """The first bet on the hands after the draw (law 51)."""

    kind: ClassVar[Kind] = Kind.BET


@dataclass(frozen=True, slots=True)
class Call(Action):
    """Meet the bet after the draw; when short of chips, a sight for what one has."""

    kind: ClassVar[Kind] = Kind.CALL


@dataclass(frozen=True, slots=True)
class Raise(_Chips):
    """Raise the bet by `amount`, before or after the draw (within the limit)."""

    kind: ClassVar[Kind] = Kind.RAISE


@dataclass(frozen=True, slots=True)
class Check(Action):
    """House rule only: stay in without betting until somebody bets."""

    kind: ClassVar[Kind] = Kind.CHECK


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Pass: before an opening, decline to open; otherwise throw up the hand (drop)."""

    kind: ClassVar[Kind] = Kind.PASS


@dataclass(frozen=True, slots=True)
class MakeJackpot(Action):
    """Law 36: the age pays the one player in the amount of his ante; the next deal is a jack-pot."""

    kind: ClassVar[Kind] = Kind.MAKE_JACKPOT
    said: ClassVar[str | None] = "make it a jack-pot"


@dataclass(frozen=True, slots=True)
class Draw(Action):
    """Discard these cards and be helped to as many from the stock; none is standing pat."""

    discards: tuple[Card, ...] = ()
    kind: ClassVar[Kind] = Kind.DRAW
    chosen: ClassVar[Choice | None] = "cards"

    def words(self, *, you: bool = False) -> str:
        n = len(self.discards)
        return _say(you, "stand") + " pat" if n == 0 else f"{_say(you, 'draw')} {n}"


@dataclass(frozen=True, slots=True)
class TakeWidow(Action):
    """Whisky poker: take the whole widow for one's own five, which go face up as the new widow."""

    kind: ClassVar[Kind] = Kind.TAKE_WIDOW
    said: ClassVar[str | None] = "take the widow"


@dataclass(frozen=True, slots=True)
class TurnUp(Action):
    """Whisky poker: the dealer, the widow still face down when the option reaches him, turns it up."""

    kind: ClassVar[Kind] = Kind.TURN_UP
    said: ClassVar[str | None] = "turn up the widow"


@dataclass(frozen=True, slots=True)
class Knock(Action):
    """Whisky poker: content with the hand; when the turn comes back to him the hands are shown."""

    kind: ClassVar[Kind] = Kind.KNOCK


@dataclass(frozen=True, slots=True)
class Exchange(Action):
    """Whisky poker: put `discard` face up in the widow and take `take` from it."""

    discard: Card
    take: Card
    kind: ClassVar[Kind] = Kind.EXCHANGE
    chosen: ClassVar[Choice | None] = "cards"

    def words(self, *, you: bool = False) -> str:
        return f"{_say(you, 'exchange')} {self.discard} for {self.take}"


def _say(you: bool, verb: str) -> str:
    """A verb said to the player ("you pass") or of him ("passes"): the first word conjugated."""
    if you:
        return verb
    head, _, rest = verb.partition(" ")
    head += "es" if head.endswith(("s", "sh", "ch", "x", "o")) else "s"  # passes, does
    return f"{head} {rest}" if rest else head


_ONE_CARD = ("discard", "take")  # fields holding a single card, written as "Kh" in the record

ACTION_TYPES: dict[Kind, type[Action]] = {
    cls.kind: cls
    for cls in (Straddle, DeclineStraddle, ComeIn, Open, Stay, See, Bet, Call, Raise, Check, Pass,
                MakeJackpot, Draw, TakeWidow, TurnUp, Knock, Exchange)
}


# Looked up by plain strings too (a button's verb, a record's "type"): a Kind is a str.
_BY_NAME: dict[str, type[Action]] = {kind: cls for kind, cls in ACTION_TYPES.items()}


# ----- the shape of an action: what each of its fields must hold ----------------------------------
def _whole(value: object) -> bool:
    return type(value) is int  # not a bool, a float or a card, though each passes for an int


def _one_card(value: object) -> bool:
    return type(value) is Card


def _cards(value: object) -> bool:
    return type(value) is tuple and all(type(card) is Card for card in value)


# Each field's shape, what a refusal says it needs, and that refusal's reason (`IllegalAction`).
_FIELD_SHAPES: dict[str, tuple[Callable[[object], bool], str, str]] = {
    "seat": (_whole, "that is no seat at this table", "shape-seat"),
    "amount": (_whole, "the amount is a whole number of chips", "shape-amount"),
    "raise_by": (_whole, "the raise is a whole number of chips", "shape-raise"),
    "discards": (_cards, "name the cards thrown away", "shape-discards"),
    "discard": (_one_card, "name one card of yours and one of the widow's", "shape-exchange"),
    "take": (_one_card, "name one card of yours and one of the widow's", "shape-exchange"),
}
_SHAPES: dict[type[Action], tuple[tuple[str, Callable[[object], bool], str, str], ...]] = {
    cls: tuple((f.name, *_FIELD_SHAPES[f.name]) for f in fields(cls)) for cls in ACTION_TYPES.values()
}
# The field that holds an amount, for the kinds that take one.
_AMOUNT_FIELD = {cls: next((f.name for f in fields(cls) if f.name in ("amount", "raise_by")), None)
                 for cls in ACTION_TYPES.values()}
# What a kind that takes cards names, which no amount can give.
_NAMES_CARDS = {Kind.DRAW: ("a draw names the cards thrown away", "draw-not-an-amount"),
                Kind.EXCHANGE: ("an exchange names two cards, one of yours and one of the widow's",
                                "exchange-not-an-amount")}


def shape_problem(action: object) -> IllegalAction | None:
    """What is wrong with the action's shape, or None: each field holds what its kind takes (a
    whole number where it takes an amount, cards where it takes cards), whatever built it."""
    shape = _SHAPES.get(type(action))  # type: ignore[arg-type]  # anything at all may be handed in
    if shape is None:
        return IllegalAction("that is not an action", reason="not-an-action-at-all")
    for name, fits, needs, reason in shape:
        if not fits(getattr(action, name)):
            kind = type(action).kind  # type: ignore[attr-defined]
            return IllegalAction(f"{kind.replace('_', ' ')}: {needs}", reason=reason, kind=str(kind))
    return None


def make_action(kind: str, seat: int, amount: int | None = None) -> Action:
    """The action an option kind (`Deal.legal`) names, for this seat; `amount` where it takes one
    (a bet, a raise, an opening: needed; coming in or staying: the raise, if any).  Anything else,
    a kind that is none, an amount it does not take, a kind that takes cards, is IllegalAction."""
    cls = _BY_NAME.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise IllegalAction(f"{quoted(str(kind))} is not an action", reason="not-an-action", typed=quoted(str(kind)))
    words = cls.kind.replace("_", " ")
    if cls.kind in _NAMES_CARDS:
        names, reason = _NAMES_CARDS[cls.kind]
        raise IllegalAction(f"{names}, not an amount", reason=reason)
    takes = _AMOUNT_FIELD[cls]
    build: Callable[..., Action] = cls
    if amount is None:
        if takes == "amount":  # a bet, a raise, an opening: how many chips is the action
            raise IllegalAction(f"{words}: say how many chips", reason="say-how-many", kind=str(cls.kind))
        action = build(seat)
    elif takes is not None:
        action = build(seat, amount)  # the amount is the second field of the kinds that take one
    else:
        raise IllegalAction(f"{words}: takes no amount", reason="takes-no-amount", kind=str(cls.kind))
    problem = shape_problem(action)
    if problem is not None:
        raise problem
    return action


def action_from_dict(data: Mapping[str, Any]) -> Action:
    """Rebuild an action from its record; raises ValueError naming what is wrong."""
    kind = data.get("type")
    cls = _BY_NAME.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise ValueError(f"unknown action type {kind!r}")
    names = {f.name for f in fields(cls)}
    args = {k: v for k, v in data.items() if k in names}
    if "discards" in args:
        args["discards"] = tuple(parse_cards(args["discards"]))
    for name in _ONE_CARD:
        if name in args:
            args[name] = parse_card(args[name])
    return cls(**args)

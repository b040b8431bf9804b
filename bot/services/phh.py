"""Finished deals as PHH files (the Poker Hand History format of PokerKit's authors).

A deal is replayed through the engine from its record and written as PHH's
lines: the cards dealt (`d dh`), each betting action (`cc`, `cbr`, `f`), each
draw (`sd`) and the hands shown (`sm`).  What PHH has no word for (the
straddles' refusals, law 36's jack-pot, whisky poker's widow) goes in
user-defined fields, whose names start with `_` (docs/hand-histories.md).

Two kinds of file: the host's, with every card and the seed, and a member's,
with his own cards and only the cards the table was shown; every other card
is `??` and there is no seed, which would give away the whole pack.

The players are listed as PHH lists them, by position: those dealt in, from
the dealer's left round to the dealer, who is last (PHH's button); `seats`
gives each his chair at the table, and a chair not dealt in is not listed.
Heads-up, PHH writes each player's ante and blind in the other's place.  A
draw's discards come first, then the cards that replace them, as PHH (and
PokerKit) play a draw.

Chips are read the PHH way, by `ChipCount`, which the writer and the
checker (`bot.services.phh_check`) share: `cbr N` brings the player's chips
in this betting interval up to N, `cc` puts in what the highest total asks
of him (or nothing), the blind and straddles count in the first interval,
the antes in none.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from bot.services import phh_toml
from bot.services.hand_records import DealRecord, same_result, seed_hash
from engine.actions import Action, Draw, Kind, action_from_dict
from engine.cards import Card, parse_cards
from engine.deal import Deal
from engine.phases import Phase
from engine.rules import Variety
from engine.state import FOLDED, IN, OUT
from engine.varieties import deal_class

UNKNOWN = "??"  # a card the reader of the file was not shown
# PHH names none of Foster's games, and lets a file bring a code of its own: ours say what was
# played (docs/hand-histories.md); `bot.services.phh_pokerkit` is the reader that plays them.
VARIANTS = {Variety.DRAW: "FosterDraw", Variety.STRAIGHT: "FosterStraight", Variety.STUD: "FosterStud",
            Variety.WHISKY: "FosterWhisky"}
# Engine actions PHH has no code for: kept in `_moves`, each with the place among `actions` it came.
MOVES = frozenset({Kind.MAKE_JACKPOT, Kind.TAKE_WIDOW, Kind.TURN_UP, Kind.EXCHANGE, Kind.KNOCK})
# Written nowhere: the blinds field says who straddled, and so who did not.
UNWRITTEN = frozenset({Kind.STRADDLE, Kind.DECLINE_STRADDLE})


# Fields the export writes only for some deals or readers: absent, they are None.
SOMETIMES = frozenset({"_opening_rank", "_opener", "_next_jackpot", "_stacked", "_seed", "_seed_sha256",
                       "_member"})

T = TypeVar("T")


class ExportError(ValueError):
    """A deal whose record cannot be written as it stands: its own words say why."""


def player(place: int) -> str:
    """PHH's name for the player at `place` in its order (0: the first on the dealer's left)."""
    return f"p{place + 1}"


def phh_order(deal: Deal) -> list[int]:
    """The seats dealt in, in PHH's order: from the dealer's left round to the dealer, last."""
    n = deal.n
    return [s for s in ((deal.dealer + k) % n for k in range(1, n + 1)) if deal.status[s] != OUT]


def dealt_in(record: DealRecord, member: str) -> bool:
    """Whether the member was dealt cards in this deal: one seated but broke, sitting out, or the
    dealer at eight in draw poker (law 1) was not, and no file of the deal lists him."""
    try:
        setup = record.deal_setup()
        deal = deal_class(setup.rules.variety)(setup)
    except (ValueError, KeyError, TypeError):
        return member in record.setup.get("players", ())  # a damaged record: the export names it
    return any(deal.status[s] != OUT for s, name in enumerate(setup.players) if name == member)


def heads_up(values: Sequence[T]) -> list[T]:
    """Antes and blinds as PHH writes them: heads-up, each player's in the other's place (PHH's
    rule, which PokerKit follows); it reads them back the same way."""
    return list(values)[::-1] if len(values) == 2 else list(values)


@dataclass
class ChipCount:
    """The chips as PHH's actions move them, seat by seat."""

    stacks: list[int]
    put: list[int] = field(init=False)
    round: list[int] = field(init=False)
    betting: bool = False  # a betting line came since the last cards: the next cards end the interval

    def __post_init__(self) -> None:
        self.put = [0] * len(self.stacks)
        self.round = [0] * len(self.stacks)

    def forced(self, antes: list[int], blinds: list[int]) -> None:
        for seat, chips in enumerate(antes):
            self.stacks[seat] -= chips
            self.put[seat] += chips
        for seat, chips in enumerate(blinds):
            self.pay(seat, chips)
        self.betting = False

    def due(self, seat: int) -> int:
        return max(0, min(self.stacks[seat], max(self.round) - self.round[seat]))

    def pay(self, seat: int, chips: int) -> None:
        self.stacks[seat] -= chips
        self.put[seat] += chips
        self.round[seat] += chips
        self.betting = True

    def cards_moved(self) -> bool:
        """Cards were dealt or discarded: True when that ended a betting interval."""
        if self.betting:
            self.round = [0] * len(self.round)
            self.betting = False
            return True
        return False


@dataclass
class Line:
    """One PHH action before the cards are hidden: `what` is dh, sd, sm or a betting code."""

    seat: int
    what: str
    cards: tuple[Card, ...] = ()
    amount: int | None = None


@dataclass
class Walk:
    """A deal replayed, and the PHH lines it gives."""

    deal: Deal
    order: list[int]  # the seats dealt in, in PHH's order
    lines: list[Line]
    moves: list[tuple[int, Action]]  # each with the number of lines it followed
    antes: list[int]
    blinds: list[int]
    chips: ChipCount


def move_text(action: Action, name: Callable[[int], str]) -> str:
    """How `_moves` writes an action PHH has no code for: `p2 exchange Kh Qs`."""
    data = action.to_dict()
    args = [str(data[k]) for k in ("discard", "take") if k in data]
    return " ".join([name(action.seat), action.kind.value, *args])


def walk(record: DealRecord) -> Walk:
    """Replay the record through the engine, noting each PHH line as it comes."""
    setup = record.deal_setup()
    deal = deal_class(setup.rules.variety)(setup)
    n = deal.n
    order = phh_order(deal)
    antes = [min(setup.antes[s], setup.stacks[s]) if setup.antes and deal.status[s] == IN else 0 for s in range(n)]
    chips = ChipCount(list(setup.stacks))
    lines: list[Line] = []
    moves: list[tuple[int, Action]] = []
    blinds: list[int] | None = None
    hands: list[list[Card]] = [[] for _ in range(n)]

    def deal_lines() -> None:
        nonlocal hands
        for seat in order:  # dealt from the dealer's left
            new = tuple(c for c in deal.hands[seat] if c not in hands[seat])
            if new:
                chips.cards_moved()
                lines.append(Line(seat, "dh", new))
        hands = [list(h) for h in deal.hands]

    def settle_blinds() -> list[int]:
        # What each seat put up before the first choice after the straddles: the blind and straddles.
        # Read from the log, not the stacks: a deal may be over before anyone acts (stud, all in).
        got = [-antes[s] for s in range(n)]
        for note in deal.log:
            if note["seat"] is not None:
                got[note["seat"]] += note.get("chips", 0)
        chips.forced(antes, got)
        return got

    if deal.phase is not Phase.STRADDLING:
        blinds = settle_blinds()
        deal_lines()
    try:
        actions = [action_from_dict(a) for a in record.actions]
    except ValueError:
        raise ExportError("the recorded actions cannot be read") from None
    for action in actions:
        seat, kind = action.seat, action.kind
        if blinds is None and kind not in UNWRITTEN:
            blinds = settle_blinds()
        noted, status, phase = len(deal.log), deal.status[seat], deal.phase
        try:
            deal.apply(action)
        except ValueError:
            raise ExportError("the recorded actions cannot be replayed") from None
        if blinds is None and deal.phase is not Phase.STRADDLING:
            blinds = settle_blinds()
        if kind in UNWRITTEN:
            pass
        elif kind in MOVES or (kind is Kind.PASS and phase is Phase.EXCHANGING):
            moves.append((len(lines), action))
            hands = [list(h) for h in deal.hands]  # whisky: cards from the widow, told in the move
            continue
        elif isinstance(action, Draw):
            chips.cards_moved()
            lines.append(Line(seat, "sd", action.discards))
            if deal.phase is Phase.DRAWING:
                continue  # the cards that replace them come when every player has discarded
        else:
            paid = _paid(deal, seat, noted)
            if status == IN and deal.status[seat] == FOLDED:
                lines.append(Line(seat, "f"))
            elif paid == chips.due(seat):
                lines.append(Line(seat, "cc"))
            else:
                lines.append(Line(seat, "cbr", amount=chips.round[seat] + paid))
            chips.pay(seat, paid)
        deal_lines()
    if deal.result is None:
        raise ExportError("the recorded actions do not finish the deal")
    if record.result is None or not same_result(deal.result, record.result):
        raise ExportError("the actions do not give the stored payouts")
    if blinds is None:
        blinds = settle_blinds()
    for seat in order:
        if seat in deal.shown:
            lines.append(Line(seat, "sm", tuple(deal.shown[seat])))
    return Walk(deal, order, lines, moves, antes, blinds, chips)


def _paid(deal: Deal, seat: int, noted: int) -> int:
    """What an action put in, as its own line of the log says: the ending that may follow it
    hands chips back or takes the kitty's, which are no part of the action."""
    own = deal.log[noted] if len(deal.log) > noted else None
    return int(own.get("chips", 0)) if own is not None and own["seat"] == seat else 0


def public_cards(deal: Deal) -> set[Card]:
    """Every card the table was shown: the hands shown and whatever the log turned up."""
    seen = {c for cards in deal.shown.values() for c in cards}
    for note in deal.log:
        for name in ("cards", "up", "discard", "took", "widow"):
            words = note.get(name)
            if isinstance(words, str) and words:
                seen.update(parse_cards(words, allow_repeats=True))
    return seen


def _cards(cards: Iterable[Card], shows: set[Card] | None) -> str:
    return "".join(str(c) if shows is None or c in shows else UNKNOWN for c in cards)


def line_text(line: Line, shows: set[Card] | None, name: Callable[[int], str]) -> str:
    """The line as written; `shows` the cards the reader may see (None: every card), `name` the
    PHH name of a seat."""
    who = name(line.seat)
    if line.what == "dh":
        return f"d dh {who} {_cards(line.cards, shows)}"
    if line.what == "sd":
        return f"{who} sd {_cards(line.cards, shows)}".rstrip()
    if line.what == "sm":
        return f"{who} sm {_cards(line.cards, None)}"
    if line.what == "cbr":
        return f"{who} cbr {line.amount}"
    return f"{who} {line.what}"


def phh_fields(record: DealRecord, member: str | None = None) -> dict[str, object]:
    """The deal as PHH's fields.  `member`: a member's own file (his cards, the cards the table
    saw, no seed); None: the host's, with everything."""
    done = walk(record)
    deal = done.deal
    setup = deal.setup
    rules, n = setup.rules, len(setup.players)
    assert deal.result is not None
    result = deal.result
    order = done.order
    place = {seat: i for i, seat in enumerate(order)}

    def name(seat: int) -> str:
        return player(place[seat])

    def listed(values: Sequence[T]) -> list[T]:
        return [values[s] for s in order]

    shows: set[Card] | None = None
    if member is not None:
        shows = public_cards(deal)
        mine = [s for s in range(n) if setup.players[s] == member]
        shows |= {c for line in done.lines if line.seat in mine for c in line.cards}
    started = datetime.datetime.fromisoformat(record.started_at)
    if started.tzinfo is not None:
        started = started.astimezone(datetime.UTC)
    premiums = list(result.premiums) or [0] * n
    finish = list(deal.stacks)
    # Chips that changed hands when the deal was settled, outside the betting: blinds handed back
    # (law 37, negative), whisky poker's refreshments paid (positive).
    settled = [setup.stacks[s] - finish[s] + result.won[s] + premiums[s] - done.chips.put[s] for s in range(n)]
    fields: dict[str, object] = {
        "variant": VARIANTS[rules.variety],
        "antes": heads_up(listed(done.antes)),
        "blinds_or_straddles": heads_up(listed(done.blinds)),
        "min_bet": 1,  # the least bet or raise: one chip
        "starting_stacks": listed(setup.stacks),
        "actions": [line_text(line, shows, name) for line in done.lines],
        "players": listed(setup.players),
        "seats": [s + 1 for s in order],
        "seat_count": rules.max_seats,
        "table": record.table_id,
        "hand": record.number,
        "time": started.time().replace(microsecond=0),
        "time_zone": "UTC",
        "day": started.day, "month": started.month, "year": started.year,
        "finishing_stacks": listed(finish),
        "winnings": listed(result.won),
        "_variety": rules.variety.value,
        "_betting": rules.betting.value,
        "_kind": setup.kind.value,
        "_dealer": setup.dealer + 1,
        "_laws": record.laws,
        "_pack": rules.hands.pack.value,
        "_joker": rules.hands.joker,
        "_straddles": [name(s) for s in deal.blinds[1:]],
        "_opening_rank": setup.opening_rank if setup.kind.value == "jackpot" else None,
        "_opener": None if deal.opener is None else name(deal.opener),
        "_fattening": setup.fattening,
        "_carried_in": setup.carried,
        "_carried_out": result.carried_out,
        "_kitty": result.kitty,
        "_premiums": listed(premiums),
        "_settled": listed(settled),
        "_outcome": result.outcome.value,
        "_next_jackpot": result.next_jackpot,
        "_moves": [f"{at} {move_text(action, name)}" for at, action in done.moves],
        "_rules": rules.model_dump(mode="json"),
    }
    if member is None:
        fields.update({"_seed": record.seed, "_seed_sha256": seed_hash(record.seed), "_stacked": setup.stacked})
    else:
        fields["_member"] = member
    return fields


def phh_text(record: DealRecord, member: str | None = None) -> str:
    return phh_toml.dumps(phh_fields(record, member))


def file_name(record: DealRecord) -> str:
    return f"table-{record.table_id}-deal-{record.number}.phh"

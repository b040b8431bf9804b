"""Finished deals as PHH files (the Poker Hand History format of PokerKit's authors).

A deal is replayed through the engine from its record and written as PHH's
lines: the cards dealt (`d dh`), each betting action (`cc`, `cbr`, `f`), each
draw (`sd`) and the hands shown (`sm`).  What PHH has no word for (the
straddles' refusals, law 36's jack-pot, whisky poker's widow) goes in
user-defined fields, whose names start with `_` (docs/hand-histories.md).

Two kinds of file: the host's, with every card and the seed, and a member's,
with his own cards and only the cards the table was shown; every other card
is `??` and there is no seed, which would give away the whole pack.

Chips are read the PHH way, by `ChipCount`, which the writer and the
checker (`bot.services.phh_check`) share: `cbr N` brings the player's chips
in this betting interval up to N, `cc` puts in what the highest total asks
of him (or nothing), the blind and straddles count in the first interval,
the antes in none.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterable
from dataclasses import dataclass, field

from bot.services import phh_toml
from bot.services.hand_records import DealRecord, same_result, seed_hash
from engine.actions import Action, Draw, Kind, action_from_dict
from engine.cards import Card, parse_cards
from engine.deal import Deal
from engine.phases import Phase
from engine.rules import Variety
from engine.state import FOLDED, IN
from engine.varieties import deal_class

UNKNOWN = "??"  # a card the reader of the file was not shown
# PHH has codes for none of Foster's games; the nearest, so that a PHH reader loads the file.
VARIANTS = {Variety.DRAW: "N2L1D", Variety.STRAIGHT: "N2L1D", Variety.STUD: "F7S", Variety.WHISKY: "N2L1D"}
# Engine actions PHH has no code for: kept in `_moves`, each with the place among `actions` it came.
MOVES = frozenset({Kind.MAKE_JACKPOT, Kind.TAKE_WIDOW, Kind.TURN_UP, Kind.EXCHANGE, Kind.KNOCK})
# Written nowhere: the blinds field says who straddled, and so who did not.
UNWRITTEN = frozenset({Kind.STRADDLE, Kind.DECLINE_STRADDLE})


# Fields the export writes only for some deals, variants or readers: absent, they are None.
SOMETIMES = frozenset({"blinds_or_straddles", "min_bet", "bring_in", "small_bet", "big_bet", "_dealt_in",
                       "_opening_rank", "_opener", "_next_jackpot", "_stacked", "_seed", "_seed_sha256",
                       "_member"})


class ExportError(ValueError):
    """A deal whose record cannot be written as it stands: its own words say why."""


def player(seat: int) -> str:
    return f"p{seat + 1}"


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

    def cards_moved(self) -> None:
        if self.betting:
            self.round = [0] * len(self.round)
            self.betting = False


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
    lines: list[Line]
    moves: list[str]
    antes: list[int]
    blinds: list[int]
    chips: ChipCount


def _new_cards(before: list[list[Card]], deal: Deal) -> Iterable[tuple[int, tuple[Card, ...]]]:
    for seat, hand in enumerate(deal.hands):
        new = tuple(c for c in hand if c not in before[seat])
        if new:
            yield seat, new


def move_text(action: Action) -> str:
    """How `_moves` writes an action PHH has no code for: `p2 exchange Kh Qs`."""
    data = action.to_dict()
    args = [str(data[k]) for k in ("discard", "take") if k in data]
    return " ".join([player(action.seat), action.kind.value, *args])


def walk(record: DealRecord) -> Walk:
    """Replay the record through the engine, noting each PHH line as it comes."""
    setup = record.deal_setup()
    deal = deal_class(setup.rules.variety)(setup)
    n = deal.n
    antes = [min(setup.antes[s], setup.stacks[s]) if setup.antes and deal.status[s] == IN else 0 for s in range(n)]
    chips = ChipCount(list(setup.stacks))
    lines: list[Line] = []
    moves: list[str] = []
    blinds: list[int] | None = None
    hands: list[list[Card]] = [[] for _ in range(n)]

    def deal_lines() -> None:
        nonlocal hands
        for seat, new in _new_cards(hands, deal):
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
            moves.append(f"{len(lines)} {move_text(action)}")
            hands = [list(h) for h in deal.hands]  # whisky: cards from the widow, told in the move
            continue
        elif isinstance(action, Draw):
            chips.cards_moved()
            lines.append(Line(seat, "sd", action.discards))
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
    for seat in sorted(deal.shown):
        lines.append(Line(seat, "sm", tuple(deal.shown[seat])))
    return Walk(deal, lines, moves, antes, blinds, chips)


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


def line_text(line: Line, shows: set[Card] | None) -> str:
    """The line as written; `shows` the cards the reader may see (None: every card)."""
    who = player(line.seat)
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
        "antes": done.antes,
        "blinds_or_straddles": done.blinds,
        "min_bet": rules.ante,
    }
    if rules.variety is Variety.STUD:  # the stud code asks for these instead
        del fields["blinds_or_straddles"], fields["min_bet"]
        fields.update(bring_in=1, small_bet=rules.raise_limit, big_bet=rules.raise_limit)
    fields.update({
        "starting_stacks": list(setup.stacks),
        "actions": [line_text(line, shows) for line in done.lines],
        "players": list(setup.players),
        "seats": list(range(1, n + 1)),
        "seat_count": rules.max_seats,
        "table": record.table_id,
        "hand": record.number,
        "time": started.time().replace(microsecond=0),
        "time_zone": "UTC",
        "day": started.day, "month": started.month, "year": started.year,
        "finishing_stacks": finish,
        "winnings": list(result.won),
        "_variety": rules.variety.value,
        "_betting": rules.betting.value,
        "_kind": setup.kind.value,
        "_dealer": player(setup.dealer),
        "_dealt_in": setup.dealt_in,
        "_laws": record.laws,
        "_pack": rules.hands.pack.value,
        "_joker": rules.hands.joker,
        "_straddles": [player(s) for s in deal.blinds[1:]],
        "_opening_rank": setup.opening_rank if setup.kind.value == "jackpot" else None,
        "_opener": None if deal.opener is None else player(deal.opener),
        "_fattening": setup.fattening,
        "_carried_in": setup.carried,
        "_carried_out": result.carried_out,
        "_kitty": result.kitty,
        "_premiums": premiums,
        "_settled": settled,
        "_outcome": result.outcome.value,
        "_next_jackpot": result.next_jackpot,
        "_moves": done.moves,
        "_rules": rules.model_dump(mode="json"),
    })
    if member is None:
        fields.update({"_seed": record.seed, "_seed_sha256": seed_hash(record.seed), "_stacked": setup.stacked})
    else:
        fields["_member"] = member
    return fields


def phh_text(record: DealRecord, member: str | None = None) -> str:
    return phh_toml.dumps(phh_fields(record, member))


def file_name(record: DealRecord) -> str:
    return f"table-{record.table_id}-deal-{record.number}.phh"

"""`poker-bot import-check`: read a PHH file written by the export and check it.

Every file is first held to the laws with the cards it shows
(`bot.services.phh_laws`): the first law it breaks is its one finding,
naming the line and the card or the chips.

A host's file holds the seed (`_seed`): the deal is rebuilt from the file
alone (the rules, seats, stacks and seed of its fields), each of its
actions read back into the engine's, and replayed; the file must be what
the engine gives, line for line (a difference is named by its line and
card), and its result, chip for chip.

A member's file holds no seed, so the pack is unknown: its chips and the
hands shown are checked.  Its betting lines, antes and blinds are counted
the PHH way (`ChipCount`), and each seat's finishing stack must be its
starting stack less what it put in, plus what it won; the pool must hold what was taken
from it, to the chip; and of the hands shown by those still in who bet, the
best must have won something.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from bot.services import phh_toml
from bot.services.hand_records import DealRecord, result_record, seed_hash
from bot.services.phh import SOMETIMES, UNKNOWN, ChipCount, heads_up, move_text, phh_fields, player
from bot.services.phh_laws import Unlawful, check_laws, rules_of
from engine.actions import Action, Draw, Exchange, Kind, Pass, Straddle, make_action
from engine.cards import CardError, parse_card, parse_cards
from engine.deal import Deal, DealSetup
from engine.errors import IllegalAction
from engine.hands import evaluator_for
from engine.phases import DealKind, Phase
from engine.plurals import counted, verb
from engine.rules import Rules
from engine.varieties import deal_class

FULL, CHIPS = "replayed through the engine from its seed", "chips and hands shown only (no seed: the pack is unknown)"
# What `cc` may be, in the order tried: meeting what is due, or passing without dropping.
_CALLS = (Kind.CHECK, Kind.CALL, Kind.SEE, Kind.COME_IN, Kind.STAY)
# What `cbr` may be, and how its chips give the action's amount from the option's least cost.
_RAISES: dict[Kind, Callable[[int, int], int]] = {
    Kind.OPEN: lambda delta, chips: delta, Kind.BET: lambda delta, chips: delta,
    Kind.RAISE: lambda delta, chips: delta - chips, Kind.COME_IN: lambda delta, chips: delta - chips,
    Kind.STAY: lambda delta, chips: delta - chips,
}


# Fields the engine does not give: when the deal was played (the file's own word for it).
_NOT_THE_ENGINES = frozenset({"time", "time_zone", "day", "month", "year"})
# Fields of lines: a difference is named by its line, not by the whole list.
_LINES = ("actions", "_moves")


def _shown(value: object) -> str:
    """A field's value as a finding quotes it: a long one cut short."""
    text = str(value)
    return text if len(text) <= 120 else text[:117] + "..."


class PhhError(Exception):
    """The file cannot be read as a hand history written by the export."""


@dataclass(frozen=True)
class Checked:
    how: str  # FULL or CHIPS
    problems: list[str]


def check_text(text: str) -> Checked:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise PhhError(f"not TOML ({exc})") from None
    _shape(data)
    how = FULL if "_seed" in data else CHIPS
    try:
        unlawful = check_laws(data)
        if unlawful is not None:  # the first law broken: what follows from it would only repeat it
            return Checked(how, [unlawful])
        return Checked(how, check_full(data) if how == FULL else check_chips(data))
    except Unlawful as exc:
        return Checked(how, [str(exc)])
    except (TypeError, ValueError, KeyError, AttributeError, IndexError) as exc:
        # What the shape check above does not foresee: a field of the wrong kind deeper down.
        raise PhhError(f"its fields are not as the export writes them ({type(exc).__name__})") from None


# The fields every file of the export has, and what each holds.
_LISTS = {"starting_stacks": int, "finishing_stacks": int, "winnings": int, "actions": str}
_OPTIONAL_LISTS = {"antes": int, "blinds_or_straddles": int, "_premiums": int, "_settled": int, "_moves": str,
                   "seats": int}


def _shape(data: Mapping[str, Any]) -> None:
    if isinstance(data.get("_dealer"), str) and data.get("variant") in ("N2L1D", "F7S"):
        raise PhhError("written by an earlier poker-bot export, which named the game N2L1D or F7S and listed "
                       "every chair: export the deal again")
    for name, kind in (_LISTS | _OPTIONAL_LISTS).items():
        if name not in data:
            if name in _LISTS:
                raise PhhError(f"no {name} field: not written by poker-bot export")
            continue
        items = data[name]
        if not isinstance(items, list) or not all(type(v) is kind for v in items):
            raise PhhError(f"{name}: not a list of {'numbers' if kind is int else 'text'}")
        if name not in _LINES and len(items) != len(data["starting_stacks"]):
            raise PhhError(f"{name}: {counted(len(items), 'seats')}, but starting_stacks has {len(data['starting_stacks'])}")
    if not isinstance(data.get("_rules"), dict):
        raise PhhError("no _rules table: not written by poker-bot export")
    for name in ("_carried_in", "_carried_out", "_kitty", "_dealer"):
        if type(data.get(name, 0)) is not int:
            raise PhhError(f"{name}: not a number")


def _place(token: str, n: int) -> int:
    """The place in PHH's order of the player `token` names (p1: 0)."""
    if not token.startswith("p") or not token[1:].isdigit() or not 1 <= int(token[1:]) <= n:
        raise PhhError(f"{_quoted(token)} is not a player of this deal")
    return int(token[1:]) - 1


@dataclass(frozen=True)
class Table:
    """Where each player the file lists sits: the deal is rebuilt round the same chairs, those not
    dealt in (the file does not list them) left empty, so that the seed deals the same cards."""

    seats: list[int]  # the chair of each listed player, PHH's order
    size: int  # chairs up to the highest the file names, the dealer's among them
    dealer: int

    @classmethod
    def of(cls, data: Mapping[str, Any]) -> Table:
        n = len(data["starting_stacks"])
        seats = [int(s) - 1 for s in data.get("seats") or range(1, n + 1)]
        dealer = int(data.get("_dealer", seats[-1] + 1)) - 1
        size = max([*seats, dealer]) + 1
        if min([*seats, dealer]) < 0 or len(set(seats)) != n or size > 8:
            raise PhhError("seats and _dealer: not the chairs of one table")
        return cls(seats, size, dealer)

    def spread(self, values: list[Any], empty: Any) -> list[Any]:
        """A value per listed player, as one per chair."""
        out = [empty] * self.size
        for place, seat in enumerate(self.seats):
            out[seat] = values[place]
        return out


def setup_of(data: Mapping[str, Any]) -> DealSetup:
    """The deal's setup from the file's fields alone."""
    table = Table.of(data)
    n = len(data["starting_stacks"])
    antes = table.spread(heads_up(list(data.get("antes") or [0] * n)), 0)
    rules = rules_of(data)
    return DealSetup(
        rules=rules, players=table.spread(list(data.get("players") or [player(p) for p in range(n)]), "-"),
        stacks=table.spread(list(data["starting_stacks"]), 0), dealer=table.dealer,
        seed=str(data["_seed"]), kind=DealKind(data.get("_kind", "ordinary")),
        dealt_in=table.spread([True] * n, False),
        antes=antes if any(antes) else None, carried=int(data.get("_carried_in", 0)),
        opening_rank=int(data.get("_opening_rank", 9)), number=int(data.get("hand", 0)),
        stacked=data.get("_stacked"), fattening=bool(data.get("_fattening", False)),
    )


def check_full(data: Mapping[str, Any]) -> list[str]:
    problems = []
    if seed_hash(str(data["_seed"])) != data.get("_seed_sha256"):
        problems.append("the seed does not match its sha256 (_seed_sha256)")
    setup = setup_of(data)
    try:
        deal = replay(data, setup, Table.of(data))
    except (IllegalAction, ValueError) as exc:
        return [*problems, f"the actions cannot be replayed: {exc}"]
    if deal.result is None:
        return [*problems, "the actions do not finish the deal"]
    # The deal as the bot would have stored it, written again: it must be the file.
    record = DealRecord(table_id=int(data.get("table", 0)), number=setup.number, status="finished",
                        setup={k: v for k, v in setup.to_dict().items() if k != "seed"}, seed=str(setup.seed),
                        seed_hash=seed_hash(str(setup.seed)), actions=[a.to_dict() for a in deal.history],
                        result=result_record(deal), notes={"laws": data.get("_laws", 1)},
                        started_at="2000-01-01T00:00:00", finished_at=None)
    # Read back as TOML, as the file was: no null, a time of day as a time.
    again = tomllib.loads(phh_toml.dumps(phh_fields(record)))
    for name in sorted((set(again) | (set(data) & SOMETIMES)) - _NOT_THE_ENGINES):
        if again.get(name) != data.get(name):
            problems.append(_difference(name, data.get(name), again.get(name)))
    return problems


def _difference(name: str, said: Any, given: Any) -> str:
    """How a field the file and the engine disagree on is named: a list of lines by its first
    line that differs, the cards in it too; the rules by the first rule."""
    if name in _LINES and isinstance(said, list) and isinstance(given, list):
        at = next(i for i in range(max(len(said), len(given)))
                  if i >= len(said) or i >= len(given) or said[i] != given[i])
        what = "line" if name == "actions" else f"{name}, entry"
        if at >= len(said):
            return f"{what} {at + 1}: the file ends, but the seed and the laws give {_quoted(given[at])}"
        if at >= len(given):
            return f"{what} {at + 1}: the file says {_quoted(said[at])}, but the deal is over by then"
        return f"{what} {at + 1}: the file says {_quoted(said[at])}, the seed and the laws give " \
               f"{_quoted(given[at])}{_cards_apart(str(said[at]), str(given[at]))}"
    if isinstance(said, dict) and isinstance(given, dict):
        key = next(k for k in sorted(set(said) | set(given)) if said.get(k) != given.get(k))
        return f"{name}: {key} is {_shown(said.get(key))} in the file, the engine gives {_shown(given.get(key))}"
    return f"{name}: the file says {_shown(said)}, the engine gives {_shown(given)}"


def _cards_apart(said: str, given: str) -> str:
    """The cards two lines of the same player and kind differ by: '(J♠ where the seed has J♣)'."""
    a, b = said.split(), given.split()
    if len(a) != len(b) or a[:-1] != b[:-1] or len(a[-1]) != len(b[-1]) or len(a[-1]) % 2:
        return ""
    pairs = [(a[-1][i:i + 2], b[-1][i:i + 2]) for i in range(0, len(a[-1]), 2)]
    try:
        apart = [(parse_card(x), parse_card(y)) for x, y in pairs if x != y]
    except CardError:
        return ""
    if not apart:
        return ""
    return " (" + ", ".join(f"{x.symbol()} where the seed has {y.symbol()}" for x, y in apart) + ")"


def replay(data: Mapping[str, Any], setup: DealSetup, table: Table) -> Deal:
    """The deal played through the engine by the actions the file's lines and `_moves` stand for."""
    deal = deal_class(setup.rules.variety)(setup)
    n = len(table.seats)
    blinds = table.spread(heads_up(list(data.get("blinds_or_straddles") or [0] * n)), 0)
    chips = ChipCount(list(setup.stacks))
    chips.forced([min(a, s) for a, s in zip(setup.antes or [0] * table.size, setup.stacks, strict=True)],
                 blinds)
    moves: dict[int, list[str]] = {}
    for move in data.get("_moves", []):
        where, _, text = str(move).partition(" ")
        if not where.isdigit():
            raise ValueError(f"_moves: {_quoted(move)} does not say where it came")
        moves.setdefault(int(where), []).append(text)

    def seat(token: str) -> int:
        return table.seats[_place(token, n)]

    def straddles() -> None:
        while deal.phase is Phase.STRADDLING and deal.to_act is not None:
            at = deal.to_act
            deal.apply(Straddle(at) if blinds[at] > 0 else make_action("decline_straddle", at))

    lines = list(data["actions"])
    for place in range(len(lines) + 1):
        straddles()
        for text in moves.get(place, []):
            deal.apply(_move(text, seat, table))
            straddles()
        if place == len(lines):
            break
        words = str(lines[place]).split()
        where = f"line {place + 1} ({_quoted(lines[place])})"
        if words[:2] == ["d", "dh"] or words[:2] == ["d", "db"]:
            chips.cards_moved()
            continue
        if len(words) < 2:
            raise ValueError(f"{where} is no action")
        at, code = seat(words[0]), words[1]
        try:
            if code == "sm":
                continue
            if code == "sd":
                chips.cards_moved()
                deal.apply(Draw(at, tuple(_split(words[2] if len(words) > 2 else ""))))
            elif code == "f":
                deal.apply(Pass(at))
            elif code == "cc":
                due = chips.due(at)
                deal.apply(_call(deal, at))
                chips.pay(at, due)
            elif code == "cbr" and len(words) == 3 and words[2].isdigit():
                delta = int(words[2]) - chips.round[at]
                deal.apply(_raise(deal, at, delta))
                chips.pay(at, delta)
            else:
                raise ValueError("not an action the export writes")
        except (IllegalAction, ValueError) as exc:
            raise ValueError(f"{where}: {exc}") from None
    return deal


def _quoted(line: object) -> str:
    """A line of the file as an error names it: a long one cut short, so the finding stays one line."""
    text = repr(str(line))
    return text if len(text) <= 60 else text[:57] + "...'"


def _split(cards: str) -> list[Any]:
    if UNKNOWN in cards:
        raise ValueError("a draw names cards the file does not show")
    return parse_cards([cards[i:i + 2] for i in range(0, len(cards), 2)])


def _move(text: str, seat_of: Callable[[str], int], table: Table) -> Action:
    words = text.split()
    seat = seat_of(words[0])
    kind = words[1] if len(words) > 1 else ""
    if kind == "exchange" and len(words) == 4:
        return Exchange(seat, parse_card(words[2]), parse_card(words[3]))
    action = make_action(kind, seat)
    if move_text(action, lambda s: player(table.seats.index(s))) != text:
        raise ValueError(f"_moves: {_quoted(text)} is not a move the export writes")
    return action


def _options(deal: Deal, seat: int) -> dict[Kind, Any]:
    legal = deal.legal()
    if legal is None or legal.seat != seat:
        raise ValueError("it is not this player's turn")
    return {o.kind: o for o in legal.options}


def _call(deal: Deal, seat: int) -> Action:
    options = _options(deal, seat)
    for kind in _CALLS:
        if kind in options:
            return make_action(kind, seat)
    if Kind.PASS in options:  # a pass that keeps the hand: before an opening, or before a bet
        return Pass(seat)
    raise ValueError("he can neither call nor pass here")


def _raise(deal: Deal, seat: int, delta: int) -> Action:
    options = _options(deal, seat)
    for kind, amount_of in _RAISES.items():
        option = options.get(kind)
        if option is not None:
            return make_action(kind, seat, amount_of(delta, option.chips))
    raise ValueError("he can neither bet nor raise here")


def check_chips(data: Mapping[str, Any]) -> list[str]:
    """A member's file: the chips the lines move add up to the stacks and pools it states."""
    start = [int(v) for v in data["starting_stacks"]]
    n = len(start)
    chips = ChipCount(list(start))
    antes = heads_up([int(v) for v in data.get("antes") or [0] * n])
    chips.forced(antes, heads_up([int(v) for v in data.get("blinds_or_straddles") or [0] * n]))
    for place, line in enumerate(data["actions"]):
        words = str(line).split()
        if words[:1] == ["d"]:
            chips.cards_moved()
            for token in words[3:]:
                _known(token, place)
            continue
        seat, code = _place(words[0], n), words[1] if len(words) > 1 else ""
        if code == "sd":
            chips.cards_moved()
        elif code == "cc":
            chips.pay(seat, chips.due(seat))
        elif code == "cbr" and len(words) == 3 and words[2].isdigit():
            chips.pay(seat, int(words[2]) - chips.round[seat])
        elif code not in ("f", "sm"):
            raise PhhError(f"line {place + 1} ({_quoted(line)}) is not an action the export writes")
    won = [int(v) for v in data["winnings"]]
    premiums = [int(v) for v in data.get("_premiums") or [0] * n]
    finish = [int(v) for v in data["finishing_stacks"]]
    settled = [int(v) for v in data.get("_settled") or [0] * n]
    problems = []
    for seat in range(n):
        mine = start[seat] - chips.put[seat] - settled[seat] + won[seat] + premiums[seat]
        if mine != finish[seat]:
            problems.append(f"p{seat + 1}: the actions leave {counted(mine, 'chips', grouped=False)}, the file says {finish[seat]}")
    betted = [chips.put[s] - ante for s, ante in enumerate(antes)]
    best = _best_shown(data, n, betted) if any(won) else None  # refreshments: nobody wins
    if best is not None and not any(won[seat] > 0 for seat in best):
        problems.append(f"{' and '.join(f'p{s + 1}' for s in best)} showed the best hand, but the file says "
                        "nothing was won with it")
    pool = sum(chips.put) + sum(settled) + int(data.get("_carried_in", 0))
    taken = sum(won) + int(data.get("_kitty", 0)) + int(data.get("_carried_out", 0))
    if pool != taken:
        problems.append(f"the pool held {counted(pool, 'chips', grouped=False)}, but {taken} "
                        f"{verb(taken, 'was', 'were')} taken from it or carried over")
    return problems


def _best_shown(data: Mapping[str, Any], n: int, betted: list[int]) -> list[int] | None:
    """Who showed the best hand in a call among those still in who bet (None: no call, or one
    such hand): the least pool they all put into is open to each, so one of them won something."""
    if data.get("_outcome") != "showdown":
        return None
    shown: dict[int, list[Any]] = {}
    dropped: set[int] = set()
    for line in data["actions"]:
        words = str(line).split()
        if len(words) == 3 and words[1] == "sm":
            shown[_place(words[0], n)] = _split(words[2])
        elif len(words) == 2 and words[1] == "f":
            dropped.add(_place(words[0], n))
    value = evaluator_for(Rules.model_validate(data["_rules"]).hands).value
    values = {seat: value(cards) for seat, cards in shown.items() if seat not in dropped and betted[seat] > 0}
    if len(values) < 2:
        return None
    top = max(values.values())
    return [seat for seat, v in values.items() if v == top]


def _known(cards: str, place: int) -> None:
    tokens = [cards[i:i + 2] for i in range(0, len(cards), 2)]
    try:
        parse_cards([t for t in tokens if t != UNKNOWN], allow_repeats=True)
    except CardError:
        raise PhhError(f"line {place + 1}: {_quoted(cards)} are not cards") from None




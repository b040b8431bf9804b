"""The laws a hand history must keep, read from the file alone: no seed, no engine.

A member's file has no seed, so its deal cannot be dealt again; but the
cards it shows and the chips its lines move must still obey the laws, and
`check_laws` holds them to it, line by line, with a refusal that names the
line, the player and the card or the chips:

- the variant is our code for the game the file says was played;
- each card is in one place at a time: a card is dealt only from the pack,
  never while another player holds it, and a second time only once the
  stock has run out and the discards were shuffled in (law 40); a hand
  shown holds only what its player could hold;
- a hand is five cards and a draw at most five (law 38);
- every bet and raise is within the table's limit (`most_raise`, the
  engine's `engine.betting` limit read from the file's own `_rules`).

A host's file is held to the same laws before it is replayed from its seed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from pydantic import ValidationError

from bot.services.phh import UNKNOWN, VARIANTS, ChipCount, heads_up
from engine.cards import Card, CardError, PackKind, parse_card
from engine.plurals import counted
from engine.rules import Betting, ProgressiveScheme, Rules, Variety

# PHH 0.0.2's own codes, so that a refusal can say what a wrong one means.
PHH_VARIANTS = {
    "FT": "fixed-limit Texas hold'em", "NT": "no-limit Texas hold'em", "NS": "no-limit short-deck hold'em",
    "PO": "pot-limit Omaha hold'em", "FO/8": "fixed-limit Omaha hold'em high/low eight or better",
    "F7S": "fixed-limit seven-card stud", "F7S/8": "fixed-limit seven-card stud high/low eight or better",
    "FR": "fixed-limit razz", "N2L1D": "no-limit deuce-to-seven lowball single draw",
    "F2L3D": "fixed-limit deuce-to-seven lowball triple draw", "FB": "fixed-limit badugi",
}
_COUNTS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


class Unlawful(Exception):
    """What breaks the laws, in one line."""


def most_raise(rules: Rules, level: int, raises: int, stacks: Sequence[int], round_put: Sequence[int],
               live: Sequence[bool], seat: int) -> int:
    """The most `seat` may raise (or bet, where `level` is 0) now; 0: no raise.  `level` is the bet
    to be met, `round_put` what each put in this interval, `raises` those made in it so far.
    The engine's law (`engine.betting`), for a file: a test holds the two to the same answers."""
    short = stacks[seat] - (level - round_put[seat])
    if short <= 0:
        return 0
    betting = rules.betting
    if betting is Betting.PROGRESSIVE:
        if raises >= rules.progressive_max_raises:
            return 0
        if level == 0:
            cap = rules.raise_limit
        elif rules.progressive_scheme is ProgressiveScheme.DOUBLE_THE_WHOLE:
            cap = level + round_put[seat]
        else:
            cap = level
    elif betting is Betting.TABLE_STAKES:
        cap = short
    else:
        cap = rules.raise_limit
    if rules.max_raises is not None and raises >= rules.max_raises:
        return 0
    most = min(cap, short)
    # Nobody may be made to put up more than some other player still in can see.
    rooms = [stacks[s] + round_put[s] - level for s in range(len(stacks)) if s != seat and live[s]]
    return min(most, max([0, *rooms]))


def in_words(n: int, plural: str) -> str:
    """A count spelled out while it is small ("six cards"), through the one helper's nouns."""
    words = counted(n, plural)
    return words if n >= len(_COUNTS) else _COUNTS[n] + words[len(str(n)):]


def rules_of(data: Mapping[str, Any]) -> Rules:
    """The table's rules, as `_rules` gives them; a value the export never writes is named."""
    try:
        return Rules.model_validate(data["_rules"])
    except ValidationError as exc:
        where = ".".join(str(part) for part in exc.errors()[0]["loc"]) or "its values"
        raise Unlawful(f"_rules: {where[:40]} is not as the export writes it") from None


def check_variant(data: Mapping[str, Any], rules: Rules) -> None:
    said = str(data.get("_variety", rules.variety.value))
    if said != rules.variety.value:
        raise Unlawful(f"_variety: the file says {said!r}, but its _rules are those of {rules.variety.value} poker")
    ours = VARIANTS[rules.variety]
    code = data.get("variant")
    if code != ours:
        meaning = f"PHH's code for {PHH_VARIANTS[code]}" if code in PHH_VARIANTS else "no code of ours"
        raise Unlawful(f"variant: {str(code)[:20]!r} is {meaning}; a deal of {rules.variety.value} poker "
                       f"is written {ours!r}")


def _tokens(cards: str, where: str) -> list[Card | None]:
    if len(cards) % 2:
        raise Unlawful(f"{where}: {cards[:30]!r} are not cards")
    out: list[Card | None] = []
    for i in range(0, len(cards), 2):
        token = cards[i:i + 2]
        if token == UNKNOWN:
            out.append(None)
            continue
        try:
            out.append(parse_card(token))
        except CardError:
            raise Unlawful(f"{where}: {token!r} is not a card") from None
    return out


class Referee:
    """Follows a file's lines, knowing only what the file shows."""

    def __init__(self, data: Mapping[str, Any], rules: Rules) -> None:
        self.rules = rules
        self.stacks = [int(v) for v in data["starting_stacks"]]
        n = self.n = len(self.stacks)
        self.pack = PackKind(rules.hands.pack)
        self.in_pack = set(self.pack.cards())
        self.hands: list[list[Card | None]] = [[] for _ in range(n)]
        self.holder: dict[Card, int] = {}
        self.ever: set[Card] = set()
        self.dealt = 0
        self.live = [True] * n
        self.chips = ChipCount(list(self.stacks))
        blinds = heads_up([int(v) for v in data.get("blinds_or_straddles") or [0] * n])
        self.chips.forced(heads_up([int(v) for v in data.get("antes") or [0] * n]), blinds)
        # An ordinary pool of draw poker: to come in costs double the last blind or straddle.
        draw_pool = rules.variety is Variety.DRAW and data.get("_kind", "ordinary") == "ordinary"
        self.ante_level = 2 * max(blinds, default=0) if draw_pool else 0
        self.interval = 0
        self.raises = 0
        self.whisky = rules.variety is Variety.WHISKY  # cards come and go through the widow, told in _moves
        self.shown_by: dict[Card, int] = {}
        self.thrown: list[set[Card]] = [set() for _ in range(n)]  # each player's own discards

    def name(self, seat: int) -> str:
        return f"p{seat + 1}"

    def seat(self, token: str, where: str) -> int:
        if not token.startswith("p") or not token[1:].isdigit() or not 1 <= int(token[1:]) <= self.n:
            raise Unlawful(f"{where}: {token[:12]!r} is not a player of this deal")
        return int(token[1:]) - 1

    # ----- cards ---------------------------------------------------------------------
    def dealt_to(self, seat: int, cards: list[Card | None], where: str) -> None:
        if self.chips.cards_moved():
            self.interval, self.raises = self.interval + 1, 0
        who = self.name(seat)
        for card in cards:
            if card is None:
                continue
            if card not in self.in_pack:
                raise Unlawful(f"{where}: {card.symbol()} is dealt to {who}, but it is not in the "
                               f"{self.pack.value} pack")
            holder = self.holder.get(card)
            if holder is not None:
                held = "he holds it already" if holder == seat else f"{self.name(holder)} holds it"
                raise Unlawful(f"{where}: {card.symbol()} is dealt to {who}, but {held}")
            if card in self.ever and self.dealt + len(cards) <= len(self.in_pack):
                raise Unlawful(f"{where}: {card.symbol()} is dealt to {who} a second time, but the pack "
                               "had not run out")
            self.holder[card] = seat
            self.ever.add(card)
        self.dealt += len(cards)
        self.hands[seat].extend(cards)
        if len(self.hands[seat]) > 5 and not self.whisky:
            raise Unlawful(f"{where}: {who} is dealt {in_words(len(cards), 'cards')} and would hold "
                           f"{len(self.hands[seat])}; a hand is five")

    def discards(self, seat: int, cards: list[Card | None], where: str) -> None:
        who = self.name(seat)
        if self.rules.variety is not Variety.DRAW:
            raise Unlawful(f"{where}: {who} asks for a draw, but there is no draw in {self.rules.variety.value} poker")
        if self.chips.cards_moved():
            self.interval, self.raises = self.interval + 1, 0
        if len(cards) > 5:
            raise Unlawful(f"{where}: {who} discards {in_words(len(cards), 'cards')}; a draw is at most five "
                           "(law 38)")
        hand = self.hands[seat]
        for card in cards:
            if card is not None and card in hand:
                hand.remove(card)
                del self.holder[card]
                self.thrown[seat].add(card)
            elif card is None and None in hand:
                hand.remove(None)
            elif card is None:
                raise Unlawful(f"{where}: {who} discards a card not shown, but every card he holds is shown")
            else:
                raise Unlawful(f"{where}: {who} discards {card.symbol()}, which he does not hold")

    def shows(self, seat: int, cards: list[Card | None], where: str) -> None:
        who = self.name(seat)
        hand = list(self.hands[seat])
        for card in cards:
            if card is None:
                raise Unlawful(f"{where}: {who} shows a card that is not named")
            other = self.shown_by.setdefault(card, seat)
            if other != seat:
                raise Unlawful(f"{where}: {card.symbol()} is shown by {who}, but {self.name(other)} showed it")
            if self.whisky:
                continue  # whisky poker's cards change hands through the widow, told in _moves
            holder = self.holder.get(card)
            if holder is not None and holder != seat:
                raise Unlawful(f"{where}: {card.symbol()} is shown by {who}, but {self.name(holder)} holds it")
            if card in hand:
                hand.remove(card)
            elif card in self.thrown[seat] and holder is None:
                pass  # an opener who drops shows the openers he held, discarded or not (law 74)
            elif None in hand:
                hand.remove(None)
                self.holder[card] = seat
            else:
                raise Unlawful(f"{where}: {who} shows {card.symbol()}, which he does not hold")

    # ----- chips ---------------------------------------------------------------------
    def bets(self, seat: int, total: int, where: str) -> None:
        """`cbr total`: a bet, an opening, a come-in or a raise, within the limit."""
        chips, who = self.chips, self.name(seat)
        level = max(chips.round)
        if self.interval == 0 and self.ante_level > level:
            level = self.ante_level  # coming in: the ante is the bet to be met
        paid = total - chips.round[seat]
        if paid <= 0:
            raise Unlawful(f"{where}: {who} brings his chips to {total}, but he has {chips.round[seat]} in already")
        if paid > chips.stacks[seat]:
            raise Unlawful(f"{where}: {who} puts up {counted(paid, 'chips')}, but he has {chips.stacks[seat]}")
        raise_by = total - level
        if raise_by > 0:
            rules = self.rules
            most = most_raise(rules, level, self.raises, chips.stacks, chips.round, self.live, seat)
            if rules.variety is Variety.STUD and level > 0 and not rules.stud_raises:
                most = 0  # Foster's stud: a bet is seen or dropped
            did = "bets" if level == 0 else "raises"
            if most == 0:
                raise Unlawful(f"{where}: {who} {did} {raise_by}, but no raise is allowed now")
            if raise_by > most:
                most_words = (f"the limit is {most}" if most == rules.raise_limit
                              else f"the most he may {did[:-1]} now is {most}")
                raise Unlawful(f"{where}: {who} {did} {raise_by}, but {most_words}")
            if level > 0:
                self.raises += 1
        chips.pay(seat, paid)


def check_laws(data: Mapping[str, Any]) -> str | None:
    """The first law the file breaks, in one line naming its place; None: it keeps them all."""
    try:
        rules = rules_of(data)
        check_variant(data, rules)
        _play(data, Referee(data, rules))
    except Unlawful as exc:
        return str(exc)
    return None


def _play(data: Mapping[str, Any], ref: Referee) -> None:
    for number, line in enumerate(data["actions"], start=1):
        words = str(line).split()
        where = f"line {number} ({str(line)[:40]!r})"
        if words[:2] == ["d", "dh"] and len(words) == 4:
            ref.dealt_to(ref.seat(words[2], where), _tokens(words[3], where), where)
            continue
        if len(words) < 2:
            raise Unlawful(f"{where}: not an action the export writes")
        seat, code = ref.seat(words[0], where), words[1]
        if code == "sd" and len(words) <= 3:
            ref.discards(seat, _tokens(words[2] if len(words) == 3 else "", where), where)
        elif code == "sm" and len(words) == 3:
            ref.shows(seat, _tokens(words[2], where), where)
        elif code == "cbr" and len(words) == 3 and words[2].isdigit():
            ref.bets(seat, int(words[2]), where)
        elif code == "cc" and len(words) == 2:
            ref.chips.pay(seat, ref.chips.due(seat))
        elif code == "f" and len(words) == 2:
            ref.live[seat] = False
        else:
            raise Unlawful(f"{where}: not an action the export writes")

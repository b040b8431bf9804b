"""Our hand histories replayed by PokerKit: Foster's draw and straight poker as PokerKit games.

PokerKit (the PHH authors' own library) plays a hand from its PHH file
through its own engine: who is to act, what each call costs, all-ins, the
side pools, the value of each hand shown and who takes each pool.  It knows
none of Foster's games, and PHH lets a file name a game of its own; so the
codes our files carry (`FosterDraw`, `FosterStraight`) are given to PokerKit
here, as a `HandHistory` that knows them and a `State` that keeps the laws
PokerKit has no word for:

- the limit: a bet or raise of 1 chip up to the table's limit (progressive,
  table stakes or a house cap on raises by `_rules`); coming in to an
  ordinary pool costs double the last blind or straddle, so `cbr 2` after a
  blind of 1 is a come-in, not a raise short of PokerKit's minimum;
- who speaks first: after the last straddle; after the draw the first on
  the age's left (law 52), or the opener of a jack-pot (law 74);
- chips already in the pool from earlier deals (`_carried_in`) lie in the
  main pool, as does straight poker's ante for the table; the kitty's cut
  comes out of the main pool; a side pool nobody still in can win joins the
  pool below; the last player in takes the whole pool (law 35); tied hands
  divide a pool the odd chips one each from the dealer's left; the
  straight-flush premiums are paid after;
- the deals that end before a show-down or a last player in: nobody came in
  (law 37: the blinds go back), the age made it a jack-pot (law 36, in
  `_moves`), a jack-pot nobody opened, straight poker where nobody bet: the
  lines end there, and what is in the pool stays for the next deal.

`replay` plays a file's lines through that state, exactly as written, and
gives the finishing stacks and what is left in the pool.  Stud and whisky
poker are not replayed (PokerKit has no game like them), nor hands valued
by house rules PokerKit's hands do not know (the joker, the extra hands, no
straights).  PokerKit is not a dependency of the bot: install it with
``pip install 'foster-poker-bot[phh]'``.
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass
from typing import ClassVar, cast

from pokerkit import (
    Automation,
    BettingStructure,
    ChipsPushing,
    Deck,
    HandHistory,
    Label,
    Mode,
    Opening,
    Poker,
    StandardHighHand,
    State,
    Street,
    parse_action,
)
from pokerkit.utilities import ValuesLike

from bot.services.phh import VARIANTS, heads_up
from bot.services.phh_pokerkit_state import FosterState, Laws, NotReplayed
from engine.rules import Variety

REPLAYED = {VARIANTS[Variety.DRAW]: Variety.DRAW, VARIANTS[Variety.STRAIGHT]: Variety.STRAIGHT}


class FosterPoker(Poker):
    """One of Foster's games as PokerKit describes a game: five cards down, then the draw."""

    deck: ClassVar[Deck] = Deck.STANDARD
    hand_types = (StandardHighHand,)
    betting_structure = BettingStructure.NO_LIMIT  # Foster's limit is FosterState's
    drawing: ClassVar[bool] = True

    def __init__(self, laws: Laws, automations: tuple[Automation, ...], raw_antes: ValuesLike,
                 raw_blinds_or_straddles: ValuesLike, *, mode: Mode = Mode.CASH_GAME) -> None:
        dealt = Street(False, (False,) * 5, 0, False, Opening.POSITION, 1, None)
        streets = (dealt, Street(False, (), 0, True, Opening.POSITION, 1, None)) if self.drawing else (dealt,)
        # A jack-pot's antes are each player's stake, matched in side pools (PokerKit's trimmed
        # antes); straight poker's is the table's, and comes as chips carried over (`Laws.of`).
        super().__init__(automations, streets, True, raw_antes, raw_blinds_or_straddles, 0, mode=mode)
        self.laws = laws

    def __call__(self, raw_starting_stacks: ValuesLike, player_count: int) -> State:
        return FosterState(self.automations, cast(Deck, self.laws.deck), self.hand_types, self.streets,
                           self.betting_structure, self.ante_trimming_status, self.raw_antes,
                           self.raw_blinds_or_straddles, self.bring_in, raw_starting_stacks, player_count,
                           mode=self.mode, laws=self.laws)


class FosterDraw(FosterPoker):
    drawing = True


class FosterStraight(FosterPoker):
    drawing = False


_FIELDS = ("variant", "antes", "blinds_or_straddles", "min_bet", "starting_stacks", "actions")


class FosterHandHistory(HandHistory):
    """PokerKit's hand history, knowing our codes for Foster's games."""

    game_types: ClassVar[dict[str, type[Poker]]] = {
        **HandHistory.game_types, VARIANTS[Variety.DRAW]: FosterDraw, VARIANTS[Variety.STRAIGHT]: FosterStraight}
    required_field_names: ClassVar[dict[str, tuple[str, ...]]] = {
        **HandHistory.required_field_names, **{code: _FIELDS for code in REPLAYED}}

    def laws(self) -> Laws:
        return Laws.of(self.user_defined_fields, list(self.antes), list(self.starting_stacks))

    def create_game(self) -> Poker:
        if self.variant not in REPLAYED:
            raise NotReplayed(f"variant: {self.variant[:20]!r} is not one of our codes PokerKit replays "
                              f"({', '.join(REPLAYED)})")
        laws = self.laws()
        if REPLAYED[self.variant] is not laws.rules.variety:
            raise NotReplayed(f"variant: {self.variant!r}, but the _rules are those of {laws.rules.variety.value} poker")
        game = cast(type[FosterPoker], self.game_type)
        if laws.rules.variety is Variety.STRAIGHT:
            return game(laws, self.automations, 0, self.blinds_or_straddles or 0)
        return game(laws, self.automations, self.antes, self.blinds_or_straddles or 0)

    def create_state(self) -> State:
        stacks = list(self.starting_stacks)
        if self.laws().rules.variety is Variety.STRAIGHT:
            # The buck's ante for the table is in the pool before the deal, like chips carried over:
            # those who bet play for it; he plays for it only if he bets too (engine.straight).
            stacks = [s - min(a, s) for s, a in zip(stacks, heads_up(list(self.antes)), strict=True)]
        return self.create_game()(stacks, len(stacks))


@dataclass(frozen=True)
class Replay:
    """What PokerKit made of a file."""

    finishing_stacks: list[int]
    carried_out: int  # chips left in the pool for the next deal
    ending: str  # how the hand ended, in a word or two


def replay(text: str) -> Replay:
    """Play the file's lines through PokerKit, and read the end of the hand the Foster way."""
    try:
        history = FosterHandHistory.loads(text)
        state = history.create_state()
    except NotReplayed:
        raise
    except (ValueError, TypeError, KeyError) as exc:
        raise NotReplayed(f"PokerKit cannot set the hand up: {exc}") from None
    state = cast(FosterState, state)
    moves = _moves(history.user_defined_fields.get("_moves", []))
    lines = list(history.actions)
    with warnings.catch_warnings():
        # PokerKit warns of what Foster's game does: a pass with no bet to meet, a card dealt
        # again from the discards after the stock ran out.
        warnings.simplefilter("ignore")
        for number, line in enumerate(lines, start=1):
            if moves.get(number - 1) == "make_jackpot":
                raise NotReplayed(f"_moves: the age makes it a jack-pot before line {number}, but lines follow")
            _play(state, number, line)
        if moves.get(len(lines)) == "make_jackpot":
            return _age_makes_a_jackpot(state)
        if moves:
            raise NotReplayed("_moves: a move PokerKit's game has no place for")
    return _ending(state)


def _moves(entries: object) -> dict[int, str]:
    out: dict[int, str] = {}
    for entry in entries if isinstance(entries, list) else []:
        where, _who, kind = (str(entry).split() + ["", "", ""])[:3]
        if not where.isdigit():
            raise NotReplayed(f"_moves: {str(entry)[:30]!r} does not say where it came")
        out[int(where)] = kind
    return out


def _play(state: FosterState, number: int, line: str) -> None:
    words = line.split()
    if len(words) == 3 and words[1] == "sm" and words[0][1:].isdigit():
        seat = int(words[0][1:]) - 1
        if 0 <= seat < state.player_count and (seat not in state.showdown_indices or state.street_index is None):
            return  # shown out of the call (an opener's openers, law 71 or 74): no chips hang on it
    try:
        parse_action(state, line)
    except ValueError as exc:
        raise NotReplayed(f"line {number} ({line[:40]!r}): PokerKit refuses it: {exc}") from None


def _age_makes_a_jackpot(state: FosterState) -> Replay:
    """Law 36: the age (p1) pays the one player in his ante; the pool stays for the next deal."""
    others = [s for s in range(1, state.player_count) if state.bets[s] > 0 and state.statuses[s]]
    if state.street_index != 0 or len(others) != 1 or state.actor_index != 0:
        raise NotReplayed("_moves: the age makes it a jack-pot, but not with one player in before the draw")
    stacks = list(state.stacks)
    paid = state.bets[others[0]]
    stacks[0] -= paid
    stacks[others[0]] += paid
    return Replay(stacks, state.total_pot_amount, "the age made it a jack-pot")


def _ending(state: FosterState) -> Replay:
    laws = state.laws
    if laws.draw and not laws.jackpot and not state.came_in:
        # Law 37: nobody came in, and the blinds and straddles are taken back.
        return Replay(list(state.starting_stacks), laws.carried, "nobody came in")
    if state.status:
        # The lines end before the hand does: lawful only where nobody bet, and every player has
        # had his say (a jack-pot nobody opened, now at the draw; straight poker, at the show).
        waiting = state.stand_patter_or_discarder_index is not None if laws.draw else bool(state.showdown_indices)
        if state.came_in or not waiting:
            raise NotReplayed("the lines end before the hand does")
        # Every ante stays in the pool (law 76), one PokerKit would hand back unmatched included.
        antes = [state.get_effective_ante(s) for s in range(state.player_count)]
        return Replay([s - a for s, a in zip(state.starting_stacks, antes, strict=True)],
                      laws.carried + sum(antes), "the pool stays")
    stacks = list(state.stacks)
    premium = laws.rules.straight_flush_premium
    shown = state.called
    if premium and len(shown) > 1:
        # Every other player dealt in pays each straight flush shown, as far as the chips he had
        # before the pools were taken go (engine.showdown.premiums).
        pushed = [0] * state.player_count
        for op in state.operations:
            if isinstance(op, ChipsPushing):
                pushed = [a + b for a, b in zip(pushed, op.amounts, strict=True)]
        before = [s - p for s, p in zip(stacks, pushed, strict=True)]
        out = [0] * state.player_count
        for holder, label in shown.items():
            if label is Label.STRAIGHT_FLUSH:
                for payer in range(state.player_count):
                    if payer != holder:
                        pays = min(premium, before[payer] + out[payer])
                        out[payer] -= pays
                        out[holder] += pays
        stacks = [s + o for s, o in zip(stacks, out, strict=True)]
    return Replay(stacks, 0, "shown down" if len(shown) > 1 else "taken uncontested")


__all__ = ["REPLAYED", "FosterHandHistory", "FosterState", "NotReplayed", "Replay", "replay"]

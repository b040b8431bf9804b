"""Foster's laws inside PokerKit's `State`: the limit, who speaks, the pool (`phh_pokerkit`).

`FosterState` is PokerKit's state of a hand with the laws PokerKit has no word
for put in where PokerKit decides them: the least and most a player may bet
or raise, who is to speak when an interval opens, and what lies in each pool
and who may win it.  `Laws` is what of the table's rules it needs, read from
the file.  Everything else, the chips called, the all-ins, the hands' values
and the pools' division, is PokerKit's own.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from pokerkit import (
    BetCollection,
    CheckingOrCalling,
    ChipsPushing,
    CompletionBettingOrRaisingTo,
    Deck,
    Label,
    Operation,
    Pot,
    RankOrder,
    State,
    clean_values,
)
from pokerkit.utilities import ValuesLike

from bot.services.phh import heads_up
from bot.services.phh_laws import most_raise
from engine.cards import PackKind
from engine.hands import HandClass
from engine.rules import KittyScale, Rules, Variety

_LABELS = list(Label)  # PokerKit's hand classes, lowest first: the standard order, as Foster's
# The gambling-house kitty (engine.showdown): chips for the best hand shown in a call.
_HOUSE_KITTY = ((Label.FLUSH, 3), (Label.THREE_OF_A_KIND, 2), (Label.TWO_PAIR, 1))


class NotReplayed(ValueError):
    """The file cannot be replayed through PokerKit: one line says why."""


@dataclass(frozen=True)
class Laws:
    """What of the table's laws the replay needs, read from the file."""

    rules: Rules
    jackpot: bool  # a jack-pot (else an ordinary pool: the blind and straddles)
    carried: int  # chips in the pool from earlier deals

    @property
    def draw(self) -> bool:
        return self.rules.variety is Variety.DRAW

    @property
    def deck(self) -> tuple[Any, ...]:
        if self.rules.hands.pack is PackKind.ECARTE:  # sevens up
            return tuple(c for c in Deck.STANDARD if RankOrder.STANDARD.index(c.rank) >= 5)
        return tuple(Deck.STANDARD)

    @classmethod
    def of(cls, fields: Mapping[str, Any], antes: list[int], stacks: list[int]) -> Laws:
        """From the file's `_` fields; `antes` and `stacks` as the file writes them."""
        try:
            rules = Rules.model_validate(fields["_rules"])
        except (KeyError, ValueError):
            raise NotReplayed("_rules: not the rules of a table as the export writes them") from None
        if rules.variety not in (Variety.DRAW, Variety.STRAIGHT):
            raise NotReplayed(f"{rules.variety.value} poker is not replayed through PokerKit: it has no "
                              "game like it")
        hands = rules.hands
        if hands.joker:
            raise NotReplayed("the joker is in the pack, and PokerKit's cards have no joker")
        if hands.extra_hands or not hands.straights:
            raise NotReplayed("the hands are valued by house rules (extra hands, or no straights) that "
                              "PokerKit's hands do not know")
        carried = fields.get("_carried_in", 0)
        if type(carried) is not int or carried < 0:
            raise NotReplayed("_carried_in: not a number of chips")
        # Straight poker's ante is the table's, in the pool before the deal like chips carried over.
        straight = rules.variety is Variety.STRAIGHT
        table_ante = sum(min(a, s) for a, s in zip(heads_up(antes), stacks, strict=True)) if straight else 0
        return cls(rules, fields.get("_kind") == "jackpot", carried + table_ante)


@dataclass
class FosterState(State):
    """PokerKit's state of a hand, with Foster's limits, order of speaking and pool."""

    laws: Laws = field(kw_only=True)
    raises: int = field(default=0, init=False)  # raises in the betting interval (a first bet is none)
    opener: int | None = field(default=None, init=False)  # who opened the jack-pot
    came_in: bool = field(default=False, init=False)  # somebody put up chips of his own accord
    called: dict[int, Label] = field(default_factory=dict, init=False)  # the hands shown in a call
    put_up: set[int] = field(default_factory=set, init=False)  # who has bet, called or raised

    def __post_init__(self, raw_antes: ValuesLike, raw_blinds_or_straddles: ValuesLike,
                      raw_starting_stacks: ValuesLike) -> None:
        n = self.player_count
        if any(clean_values(raw_antes, n)) or any(clean_values(raw_blinds_or_straddles, n)):
            super().__post_init__(raw_antes, raw_blinds_or_straddles, raw_starting_stacks)
            return
        # Nothing put up this deal that PokerKit counts as a stake, where it asks for an ante or a
        # blind: straight poker's ante is the table's, and a jack-pot fattened only by its first
        # ante has its pool all carried over.  The same start, without the demand.
        self.antes = self.blinds_or_straddles = clean_values(0, n)
        self.starting_stacks = clean_values(raw_starting_stacks, n)
        if n < 2 or min(self.starting_stacks) < 0:
            raise ValueError("two players with chips are needed")
        self._setup()
        self._begin()

    # ----- the limits -------------------------------------------------------------
    def level(self) -> int:
        """The bet to be met: before anybody has come in to an ordinary pool, the ante, double
        the last blind or straddle."""
        level = max(self.bets)
        if self.street_index == 0 and not self.laws.jackpot and self.laws.draw:
            level = max(level, 2 * max(self.blinds_or_straddles))
        return level

    def most(self, seat: int) -> int:
        rules = self.laws.rules
        return most_raise(rules, self.level(), self.raises, self.stacks, self.bets, self.statuses, seat)

    def _verify_completion_betting_or_raising(self) -> None:
        seat = self.actor_index
        if seat is None:
            raise ValueError("There is no player to act.")
        coming_in = self.level() > max(self.bets) and self.stacks[seat] > max(self.bets) - self.bets[seat]
        if not coming_in and self.most(seat) <= 0:
            raise ValueError("No bet or raise is allowed now, by the table's limit.")

    @property
    def min_completion_betting_or_raising_to_amount(self) -> int | None:
        seat = self.actor_index
        if seat is None:
            return None
        level = self.level()
        least = level if level > max(self.bets) else level + 1
        return min(least, self.stacks[seat] + self.bets[seat])

    @property
    def max_completion_betting_or_raising_to_amount(self) -> int | None:
        seat = self.actor_index
        if seat is None:
            return None
        return min(self.level() + max(0, self.most(seat)), self.stacks[seat] + self.bets[seat])

    def complete_bet_or_raise_to(self, amount: int | None = None, *,
                                 commentary: str | None = None) -> CompletionBettingOrRaisingTo:
        seat, level = self.actor_index, self.level()
        if seat is not None and not any(self.statuses[s] and self.stacks[s] for s in range(self.player_count)
                                        if s != seat):
            # He comes in against a blind all in, nobody else left: of his ante only what the
            # blind matched is played for, and the rest comes straight back to him.
            amount = self.verify_completion_betting_or_raising_to(amount)
            self.check_or_call(commentary=commentary)
            self.came_in = True
            self.put_up.add(seat)
            return CompletionBettingOrRaisingTo(seat, amount, commentary=commentary)
        done = super().complete_bet_or_raise_to(amount, commentary=commentary)
        self.put_up.add(done.player_index)
        if level > 0 and done.amount > level:
            self.raises += 1
        if self.laws.jackpot and self.street_index == 0 and self.opener is None:
            self.opener = seat
        self.came_in = True
        return done

    def check_or_call(self, *, commentary: str | None = None) -> CheckingOrCalling:
        done = super().check_or_call(commentary=commentary)
        if done.amount > 0:
            self.came_in = True
            self.put_up.add(done.player_index)
        return done

    # ----- who speaks, and first -----------------------------------------------------
    def _begin_betting(self) -> None:
        self.raises = 0
        super()._begin_betting()

    def _update_betting(self, operation: Operation | None = None, status: bool = False) -> None:
        if operation is None:  # the interval opens: who is to speak, in Foster's order
            n = self.player_count
            with_chips = [s for s in range(n) if self.statuses[s] and self.stacks[s]]
            if self.street_index != 0 or not self.laws.draw:
                # The betting on the hands wants two who can bet; before the draw each player with
                # chips has his say, though nobody be left to bet against (engine.ante, jackpot).
                with_chips = with_chips if len(with_chips) > 1 else []
            if self.street_index == 0:
                # After the last straddle, the largest blind; with none, the dealer's left (p1).
                first = (max(range(n), key=lambda s: (self.bets[s], -s)) + 1) % n if any(self.bets) else 0
            elif self.laws.jackpot and self.opener is not None:
                first = self.opener  # law 74
            else:
                first = 1 % n  # law 52: the first on the age's left (the age is p1)
            self.actor_indices = deque(sorted(with_chips, key=lambda s: (s - first) % n))
            status = False
        elif self.street_index != 0 or not self.laws.draw:
            status = status or self._nobody_to_bet_against()
        super()._update_betting(operation, status)

    def _nobody_to_bet_against(self) -> bool:
        """After a word on the hands: the next to speak owes nothing and everyone else still in is
        all in, so the interval is over (engine.betting.nobody_to_bet_against)."""
        if not self.actor_indices:
            return False
        seat = self.actor_indices[0]
        return self.bets[seat] >= max(self.bets) and not any(
            self.statuses[s] and self.stacks[s] for s in range(self.player_count) if s != seat)

    # ----- the pool -------------------------------------------------------------------
    def collect_bets(self, *, commentary: str | None = None) -> BetCollection:
        if self.street is None or sum(self.statuses) != 1:
            return super().collect_bets(commentary=commentary)
        # Law 35: the last player in takes the pool, every chip the others put in it, where
        # PokerKit hands back to a player who passed out what the winner could not have met.
        self.verify_bet_collection()
        self.bet_collection_status = False
        winner = self.statuses.index(True)
        collected = [0 if s == winner else self.bets[s] for s in range(self.player_count)]
        for seat in range(self.player_count):
            if seat != winner:
                self.bets[seat] = 0
        operation = BetCollection(tuple(collected), commentary=commentary)
        self._update_bet_collection(operation)
        return operation

    @property
    def pots(self) -> Iterator[Pot]:
        if self._pots is not None:
            yield from self._pots
            return
        pots: list[Pot] = []
        every = list(State.pots.fget(self))  # type: ignore[attr-defined]  # the property's own getter
        if sum(self.statuses) == 1 and not self.called:
            # Law 35: the last player in takes the whole pool, what he could not have met too.
            chips = sum(pot.amount for pot in every) + self.laws.carried
            yield from [Pot(0, chips, (self.statuses.index(True),))] if chips else []
            return
        for pot in every:
            if pots and not pot.player_indices:
                # A side pool that nobody still in can win (its players passed out above a sight)
                # joins the pool below (engine.pools), where PokerKit would burn it.
                below = pots[-1]
                pot = Pot(below.raked_amount, below.unraked_amount + pot.amount, below.player_indices)
                pots.pop()
            pots.append(pot)
        carried = self.laws.carried
        if carried:
            if pots:
                main = pots[0]
                pots[0] = Pot(main.raked_amount, main.unraked_amount + carried, main.player_indices)
            else:
                # Only chips carried over (a bet nobody met went back): those still in who put up
                # chips may win them, or, with none, all still in (engine.pools).
                live = [s for s in range(self.player_count) if self.statuses[s]]
                stakers = [s for s in live if s in self.put_up or self.get_effective_ante(s)
                           or self.get_effective_blind_or_straddle(s)]
                pots = [Pot(0, carried, tuple(stakers or live))]
        kitty = self.kitty()
        if kitty and pots:
            main = pots[0]
            cut = min(kitty, main.unraked_amount)
            pots[0] = Pot(main.raked_amount + cut, main.unraked_amount - cut, main.player_indices)
        yield from pots

    def push_chips(self, *, commentary: str | None = None) -> ChipsPushing:
        done = super().push_chips(commentary=commentary)
        takers = [s for s, chips in enumerate(done.amounts) if chips > 0]
        odd = done.amounts[takers[0]] - min(done.amounts[s] for s in takers) if len(takers) > 2 else 0
        # PokerKit gives every odd chip of a divided pool to the first taker; Foster, one each to
        # the takers nearest the dealer's left (engine.pools.divide), who are first in PHH's order.
        # Pulled into the stacks already, where PokerKit pulls them in the same go; else still bets.
        pulled = not any(self.bets[s] for s in takers)
        for seat in takers[1:odd]:
            for chips in (self.stacks, self.payoffs) if pulled else (self.bets,):
                chips[takers[0]] -= 1
                chips[seat] += 1
        return done

    def _begin_hand_killing(self) -> None:
        # The hands are shown: note their classes before PokerKit mucks those that cannot win.
        for seat in range(self.player_count):
            hand = self.get_hand(seat, 0, 0) if self.statuses[seat] else None
            if hand is not None:
                self.called[seat] = hand.entry.label
        super()._begin_hand_killing()

    def kitty(self) -> int:
        """The kitty's cut of a pool shown down (engine.showdown.kitty_for)."""
        rules = self.laws.rules
        if rules.kitty is KittyScale.NONE or len(self.called) < 2:
            return 0
        best = max(_LABELS.index(label) for label in self.called.values())
        if rules.kitty is KittyScale.ONE_CHIP:
            return 1 if best >= _LABELS.index(Label[HandClass(rules.kitty_min_class).name]) else 0
        return next((chips for label, chips in _HOUSE_KITTY if best >= _LABELS.index(label)), 0)

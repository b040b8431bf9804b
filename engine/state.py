"""The state of one deal, and the shape every variety's description takes.

`DealState` is what a deal is at any moment: the seats and their chips, the
cards, the betting interval in progress, the log.  It knows no laws beyond
what every part of the game shares (who sits to whose left, putting chips
in, noting what happened, dealing the hands); the laws live a subject to a
module, as functions of the state and small objects holding them:

    engine.betting    betting intervals: who acts, the limits, the betting on the hands
    engine.ante       an ordinary pool: the blind, straddles, the ante (laws 27-37)
    engine.jackpot    a jack-pot's opening (laws 61-65)
    engine.draw       the draw, and the betting after it (laws 38-55, 72-75)
    engine.ending     the end of a deal: hands shown, pools taken (`engine.showdown`'s laws)
    engine.deal       `Deal`, the public face, and draw poker's description

How a variety goes is data: its `Game` lists its streets in order, and says
how its antes are put up.  A street (`Street`) deals its cards and starts
its phase; in each phase one `Step` holds the laws: what the player to act
may do, what each action does, and what is done for a player who does not
answer.  The deal steps from street to street (`engine.ending.next_street`)
and shows the hands after the last.  A variety whose mechanics really differ
brings steps of its own (whisky poker's widow and knock, `engine.whisky`);
the others are the same steps given other data (`engine.straight`,
`engine.stud`).

The underscored methods are the engine's own vocabulary, for the modules
of the laws; what lies above the engine uses `Deal`'s public ones.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Protocol, Unpack

from engine.actions import Action, Kind
from engine.cards import Card, Pack, format_cards, parse_cards, seeded_rng
from engine.deal_data import DealResult, DealSetup, Legal, Note, NoteFigures, facts_of
from engine.errors import IllegalAction
from engine.phases import DealKind, Phase
from engine.plurals import counted
from engine.rules import Betting, ProgressiveScheme
from engine.views import Option

# Seat status within a deal.
OUT, IN, FOLDED = 0, 1, 2

# The phases, kinds and limits by name.  The hot paths test them on every
# action, and a module global is read several times faster than an enum
# member looked up on its class (Python 3.11).
STRADDLING, BEFORE_DRAW, DRAWING, AFTER_DRAW, BETTING, EXCHANGING, COMPLETE = Phase
ORDINARY, JACKPOT = DealKind
PROGRESSIVE, TABLE_STAKES = Betting.PROGRESSIVE, Betting.TABLE_STAKES
DOUBLE_THE_WHOLE = ProgressiveScheme.DOUBLE_THE_WHOLE

# Options and Legal are made with tuple.__new__ on the hot paths: legal() runs before every
# action, and a NamedTuple's keyword constructor is a Python call.
new_tuple = tuple.__new__
PASS, CHECK = Option(Kind.PASS), Option(Kind.CHECK)


class Step(Protocol):
    """The laws of one phase of a deal."""

    @property
    def phase(self) -> Phase: ...

    def options(self, deal: DealState, seat: int) -> tuple[Option, ...]:
        """What `seat`, the player to act, may do now."""
        ...

    def apply(self, deal: DealState, action: Action) -> None:
        """Play the action, or raise IllegalAction having changed nothing."""
        ...

    def timeout(self, deal: DealState, legal: Legal) -> Action:
        """What the laws make of the player to act when he does not answer."""
        ...


class Street(Protocol):
    """A stage of a variety: it deals its cards (if any) and starts its phase."""

    def start(self, deal: DealState) -> None: ...


@dataclass(frozen=True, slots=True)
class Game:
    """A variety as the deal plays it."""

    streets: tuple[Street, ...]  # in order; the hands are shown after the last
    ante_words: str = "antes"  # the log's words for a seat's ante ("{chips}": how many)
    # No draw, so the pack holds a hand for the dealer too: he is dealt in even at eight,
    # where law 1 keeps the draw poker dealer out.
    dealer_in_at_eight: bool = False
    # The antes are the table's, not each player's stake: they join the pool as if carried
    # over, so side pools and sights never hand them back (straight poker's buck).
    ante_for_the_table: bool = False


class DealState:
    """Everything one deal is at a moment; `engine.deal.Deal` adds its public interface."""

    game: ClassVar[Game]

    # Slots, because a deal has more attributes than Python 3.11 keeps in a shared-key
    # instance dict (30): past that every `self.x` on the hot paths is a slow dict lookup.
    # The other varieties' subclasses keep a __dict__ for attributes of their own.
    __slots__ = (
        "setup", "rules", "n", "ev", "kind", "dealer", "stacks", "n_live", "status", "_left", "_openers",
        "put", "round_put", "hands", "drew", "shown", "carried", "history", "log", "result", "rng", "pack",
        "discards", "level", "need", "raises", "to_act", "bet_made", "_most", "age", "blinds", "came_in",
        "opener", "opening_hand", "opening_rank", "phase", "step", "street",
    )

    phase: Phase
    step: Step  # the laws of the phase in progress
    street: int  # the place in `game.streets` of the street in progress

    def __init__(self, setup: DealSetup) -> None:
        rules = setup.rules
        n = len(setup.players)
        if not 2 <= n <= 8:
            raise ValueError(f"a table seats 2 to 8 players, not {n}")
        self.setup = setup
        self.rules = rules
        self.n = n
        _, self.ev, pack_kind, most = facts_of(rules)
        self.kind = setup.kind
        self.dealer = setup.dealer
        self.stacks = list(setup.stacks)
        dealt = list(setup.dealt_in) if setup.dealt_in is not None else [s > 0 for s in self.stacks]
        if sum(dealt) == 8:
            dealt[self.dealer] = False  # law 1: with eight, the dealer takes no cards
        self.n_live = sum(dealt)
        if self.n_live < 2:
            raise ValueError("at least two players must be dealt in")
        if self.n_live > most:
            raise ValueError(f"the {rules.hands.pack.value} pack has cards for at most {counted(most, 'hands')} "
                             f"in {rules.variety.value} poker")
        self.status = [IN if d else OUT for d in dealt]
        self._left = _LEFT_ORDERS[n]  # seats from each seat's left, round the table
        self._openers: dict[int, bool] = {}
        self.put = [0] * n  # chips put into the pool this deal
        self.round_put = [0] * n  # chips put in during the current betting interval
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.drew: list[int | None] = [None] * n
        self.shown: dict[int, tuple[Card, ...]] = {}
        self.carried = setup.carried
        self.history: list[Action] = []
        self.log: list[Note] = []
        self.result: DealResult | None = None
        self.rng = seeded_rng(setup.seed)
        self.pack = Pack(pack_kind, self.rng)
        if setup.stacked:
            top = parse_cards(setup.stacked)  # refuses a card given twice
            strangers = [c for c in top if c not in rules.hands.pack.cards()]
            if strangers:
                raise ValueError(f"stacked: {format_cards(strangers)} not in the {rules.hands.pack.value} pack")
            self.pack = Pack(rules.hands.pack, self.rng, top=top)
        self.discards: list[Card] = []
        # Betting-interval state.
        self.level = 0
        self.need: list[bool] = [False] * n
        self.raises = 0
        self.to_act: int | None = None
        self.bet_made = False
        self._most: tuple[int, int] | None = None  # (seat, most raise) for the state as it stands
        # Ordinary pools.
        self.age = self._next(self.dealer)
        self.blinds: list[int] = []  # the age, then each straddler
        self.came_in = [False] * n  # has come in (made good, opened, stayed) this deal
        # Jack-pots.
        self.opener: int | None = None
        self.opening_hand: tuple[Card, ...] = ()
        self.opening_rank = setup.opening_rank

        if setup.antes:
            words = "fattens" if setup.fattening else self.game.ante_words
            chip_words = "{chips}" in words  # format only where the words count the chips: it is slow
            for seat, ante in enumerate(setup.antes):
                if ante and self.status[seat] == IN:
                    self._put(seat, ante, words.format(chips=ante) if chip_words else words)
        self._begin()

    def _begin(self) -> None:
        """Take the antes as the variety says, and start its first street."""
        game = self.game
        if game.dealer_in_at_eight:
            self._seat_the_dealer_at_eight()
        if game.ante_for_the_table:
            self.carried += sum(self.put)
            self.put = [0] * self.n
        self.street = 0
        game.streets[0].start(self)

    def _seat_the_dealer_at_eight(self) -> None:
        """Deal the dealer in after all, law 1 notwithstanding, and take his ante with the others'."""
        setup = self.setup
        dealt = setup.dealt_in if setup.dealt_in is not None else [s > 0 for s in setup.stacks]
        if sum(dealt) == 8 and self.status[self.dealer] == OUT:
            self.status[self.dealer] = IN
            self.n_live += 1
            ante = setup.antes[self.dealer] if setup.antes else 0
            if ante:
                self._put(self.dealer, ante, self.game.ante_words.format(chips=ante))

    # ----- seats -------------------------------------------------------------
    def _next(self, seat: int) -> int:
        """The next seat to the left that is still in the deal."""
        status = self.status
        for s in self._left[seat % self.n]:
            if status[s] == IN:
                return s
        raise AssertionError("no live seat")

    def _from_left_of(self, seat: int) -> tuple[int, ...]:
        return self._left[seat % self.n]

    def _after(self, seat: int) -> int | None:
        """The next seat to the left who must still act in this betting interval."""
        need = self.need
        for s in self._left[seat % self.n]:
            if need[s]:
                return s
        return None

    def live(self) -> list[int]:
        return [s for s in range(self.n) if self.status[s] == IN]

    def _all_to_act(self, but: int | None = None) -> list[bool]:
        """Who must act in a betting interval now opened or reopened by `but`'s bet:
        every seat still in with chips left."""
        need = [st == IN and chips > 0 for st, chips in zip(self.status, self.stacks, strict=True)]
        if but is not None:
            need[but] = False
        return need

    # ----- chips and the log ---------------------------------------------------
    def _put(self, seat: int, chips: int, words: str | None = None) -> int:
        stack = self.stacks[seat]
        if chips > stack:
            chips = stack  # never more than he has in front of him
        self.stacks[seat] = stack - chips
        self.put[seat] += chips
        self.round_put[seat] += chips
        if words:
            self.log.append({"seat": seat, "text": words, "chips": chips})  # _note, on the hot path
        return chips

    def _note(self, seat: int | None, text: str, **extra: Unpack[NoteFigures]) -> None:
        self.log.append({"seat": seat, "text": text, **extra})

    def pool(self) -> int:
        return self.carried + sum(self.put)

    # ----- the phase in progress ---------------------------------------------------
    def _enter(self, step: Step) -> None:
        self.step = step
        self.phase = step.phase


def five_down(deal: DealState) -> None:
    """Five cards to each player in, face down (law 12: one at a time, from the dealer's left)."""
    status, hands = deal.status, deal.hands
    order = [s for s in deal._left[deal.dealer % deal.n] if status[s] != OUT]
    dealt = len(order)
    top = deal.pack.deal(5 * dealt)
    for i, seat in enumerate(order):
        hands[seat] = top[i::dealt]


def wrong_action(deal: DealState, action: Action) -> IllegalAction:
    """Why an action is refused: it is not among the options, which are named."""
    seat = deal.to_act
    kinds: tuple[str, ...] = ()
    allowed = "nothing"
    if seat is not None and deal.phase is not COMPLETE:
        kinds = tuple(str(o.kind) for o in deal.step.options(deal, seat))
        allowed = ", ".join(k.replace("_", " ") for k in kinds)
    return IllegalAction(f"you cannot {action.kind.replace('_', ' ')} now; you may: {allowed}",
                         reason="wrong-action", kind=str(action.kind), kinds=kinds)


_LEFT_ORDERS = {n: tuple(tuple((s + i) % n for i in range(1, n + 1)) for s in range(n)) for n in range(2, 9)}

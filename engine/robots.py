"""Computer players that follow Foster's advice.

A robot sees only what its seat may see (`Deal.seat_view`) and answers
with one action.  Its play comes from the chapters on coming in, opening
jack-pots, the draw ("Maxims for drawing") and betting: come in on a pair
worth drawing to, open on openers (the close player waits for kings when
many are still to speak), draw to the full strength of the hand, never split
openers, bet by hand strength and the number of opponents, and now and then
bluff.  Two styles: close (cautious) and liberal.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from enum import StrEnum
from importlib import import_module
from typing import Any

from engine import actions
from engine.actions import Action
from engine.cards import JOKER, RANK_PLURALS, Card
from engine.hands import Evaluator, HandClass, evaluator_for
from engine.openers import bobtail_in, has_openers, keeps_openers
from engine.robot_rules import RULES, Decision, Fact, Rule
from engine.rules import Rules
from engine.views import Option, PrivateView, PublicView

H = HandClass
INSIDE_ODDS = 12  # the pool must hold more than this many prices to draw to an inside straight
Options = dict[str, Option]  # the options offered, by kind
Explain = Callable[["Robot", PrivateView[Any]], Decision]  # each variety's robot module's `explain`


class Style(StrEnum):
    CLOSE = "close"
    LIBERAL = "liberal"


class Robot:
    """One computer player.  `decide(view)` returns the action for the seat in `view`."""

    def __init__(self, rules: Rules, style: Style = Style.CLOSE, seed: int | str | None = None) -> None:
        self.rules = rules
        self.style = Style(style)
        self.rng = random.Random(seed)
        self.ev = evaluator_for(rules.hands)
        self.liberal = self.style is Style.LIBERAL
        # A made hand stands pat: a straight or better, a flush or better where straights do not count.
        made = H.STRAIGHT if rules.hands.straights else H.FLUSH
        self._made = self.ev.class_floor(made)

    # ----- reading the hand ----------------------------------------------------

    def _at_least(self, hand: Sequence[Card], cls: HandClass) -> bool:
        return self.ev.value(hand) >= self.ev.class_floor(cls)

    def _pair_at_least(self, hand: Sequence[Card], rank: int) -> bool:
        return self.ev.value(hand) >= self.ev.pair_of(rank)

    def _size(self, most: int, pool: int, share: float) -> int:
        """A bet or raise: a share of the limit, or of the pool where there is no limit."""
        unit = self.rules.raise_limit if self.rules.limited else max(pool, 1)
        return max(1, min(most, round(unit * share)))

    # ----- deciding ------------------------------------------------------------
    def decide(self, view: PrivateView[PublicView]) -> Action:
        return self.explain(view).action

    def explain(self, view: PrivateView[PublicView]) -> Decision:
        """The action for the seat in `view`, with the rule that chose it."""
        table = view.table
        if table.variety != "draw":
            # Each other variety's play lives beside its deal: engine/<variety>_robot.py.
            explain: Explain = import_module(f"engine.{table.variety}_robot").explain
            return explain(self, view)
        seat = view.seat
        options: Options = {o.kind: o for o in table.options}
        hand = list(view.hand)
        phase = table.phase
        opponents = sum(1 for i, s in enumerate(table.seats) if s.status == "in" and i != seat)
        if phase == "straddling":
            # Foster thinks little of the straddle; the liberal player sometimes takes one.
            if self.liberal and self.rng.random() < 0.15:
                return Decision(actions.Straddle(seat), RULES["straddle"])
            return Decision(actions.DeclineStraddle(seat), RULES["no_straddle"])
        if phase == "drawing":
            discards, rule = self._discards(hand, view)
            return Decision(actions.Draw(seat, discards), rule)
        if phase == "before_draw":
            return self._before_draw(seat, hand, options, view, opponents)
        return self._after_draw(seat, hand, options, table, opponents)

    def _before_draw(self, seat: int, hand: list[Card], options: Options, seen: PrivateView[PublicView],
                     opponents: int) -> Decision:
        view = seen.table
        pool = view.pool
        ev = self.ev
        held = ev.describe(ev.value(hand))
        strong = self._at_least(hand, H.THREE_OF_A_KIND)
        two_pairs = self._at_least(hand, H.TWO_PAIR)
        least_pair = 6 if self.liberal else 8
        good_pair = self._pair_at_least(hand, least_pair)  # eights (tens, close) or better
        any_pair = self._pair_at_least(hand, 0)
        bobtail = bobtail_in(hand, self.rules) is not None and not any_pair
        if "open" in options or ("pass" in options and view.kind == "jackpot" and view.opener is None):
            rank = view.opening_rank
            if rank is not None and "open" not in options and has_openers(hand, rank, self.rules):
                # Openers, but no opening is offered (nobody left has chips to meet it).
                return Decision(actions.Pass(seat), RULES["cannot_open"].because(hand=held, need=pair_name(rank)))
            if "open" not in options or rank is None or not has_openers(hand, rank, self.rules):
                need = pair_name(rank) if rank is not None else ""
                return Decision(actions.Pass(seat), RULES["no_openers"].because(hand=held, need=need))
            # The close player opens on jacks or queens only late, when few are left to speak.
            still_to_speak = self._to_speak_after(seat, view)
            if not self.liberal and not self._pair_at_least(hand, 11) and still_to_speak > 3:
                return Decision(actions.Pass(seat), RULES["wait_to_open"].because(
                    hand=held, still_to_speak=still_to_speak, need=pair_name(11)))
            chips = self._size(options["open"].most, pool, 1.0 if strong else 0.34)
            rule = "open" if self._pair_at_least(hand, rank) else "open_bobtail"  # a bobtail opens too
            return Decision(actions.Open(seat, chips), RULES[rule].because(
                hand=held, need=pair_name(rank), strong=int(strong)))
        # What the hand is played for is what the robot will draw to (maxim 4): a pair, a four to a
        # flush or open straight, an inside straight, or nothing.
        drawing_to = self._drawing_to(hand, seen)
        entry = options.get("come_in") or options.get("stay")
        if entry is not None:
            cost = entry.chips
            cheap = cost * (3 if self.liberal else 5) <= pool
            # Foster: an inside straight is worth its price only with twelve times as much in the pool.
            inside_cheap = cheap if self.liberal else cost * INSIDE_ODDS < pool
            # The first reason that holds, tried in this order (the flier's chance is drawn last).
            reason = ("come_in_pair" if two_pairs or good_pair
                      else ("come_in_any_pair" if self.liberal else "come_in_cheap" if cheap else None)
                      if drawing_to == "pair"
                      else "come_in_bobtail" if drawing_to == "four" and cheap
                      else "come_in_inside" if drawing_to == "inside" and inside_cheap
                      else "come_in_flier" if self.liberal and self.rng.random() < 0.05  # an occasional flier
                      else None)
            facts: dict[str, Fact] = dict(hand=held, need=pair_name(least_pair), price=cost, pool=pool)
            if "make_jackpot" in options and not (any_pair or bobtail) and self.rng.random() < 0.5:
                return Decision(actions.MakeJackpot(seat), RULES["make_jackpot"].because(hand=held))
            if reason is None:
                return Decision(actions.Pass(seat), RULES["pass_weak"].because(**facts))
            raise_by = 0
            if entry.most and (strong or (two_pairs and opponents <= 3)):
                raise_by = self._size(entry.most, pool, 1.0 if strong else 0.5)
                reason = "come_in_raise"
            cls = actions.ComeIn if "come_in" in options else actions.Stay
            return Decision(cls(seat, raise_by), RULES[reason].because(**facts, opponents=opponents))
        # Already in and raised: see with something to draw to, raise with strength.
        price = options["see"].chips
        facts = dict(hand=held, price=price, pool=pool)
        if "raise" in options and strong and self.rng.random() < 0.6:
            chips = self._size(options["raise"].most, pool, 1.0)
            return Decision(actions.Raise(seat, chips), RULES["raise_back"].because(**facts))
        if drawing_to == "pair" and (two_pairs or good_pair or price * 3 <= pool):
            return Decision(actions.See(seat), RULES["see_raise"].because(**facts))
        if drawing_to == "four" and price * 4 <= pool:
            return Decision(actions.See(seat), RULES["see_bobtail"].because(**facts))
        if drawing_to == "inside" and (price * 4 <= pool if self.liberal else price * INSIDE_ODDS < pool):
            return Decision(actions.See(seat), RULES["see_inside"].because(**facts))
        return Decision(actions.Pass(seat), RULES["drop_raise"].because(**facts))

    def _drawing_to(self, hand: list[Card], seen: PrivateView[PublicView]) -> str:
        """What the robot's own draw keeps: 'pair' (or better), 'four', 'inside' or 'nothing'."""
        discards, rule = self._discards(hand, seen)
        if rule.id in ("stand_pat", "draw_to_pairs", "keep_openers"):
            return "pair"
        if rule.id == "draw_to_four":
            return "four"
        if rule.id == "draw_to_inside":
            return "inside"
        if rule.id == "keep_bobtail":
            kept = [c for c in hand if c not in discards]
            return "four" if self._four_flush(kept) or self._open_straight(kept) else "inside"
        return "nothing"

    def _to_speak_after(self, seat: int, view: PublicView) -> int:
        seats = view.seats
        n = len(seats)
        dealer = view.dealer
        order = [(dealer + i) % n for i in range(1, n + 1)]
        later = order[order.index(seat) + 1:]
        return sum(1 for s in later if seats[s].status == "in")

    def _after_draw(self, seat: int, hand: list[Card], options: Options, view: PublicView,
                    opponents: int) -> Decision:
        pool = view.pool
        value = self.ev.value(hand)
        ev = self.ev
        # What is a good hand shrinks with more opponents (maxim 1).
        good = ev.class_floor(H.TWO_PAIR) if opponents <= 1 else ev.class_floor(H.THREE_OF_A_KIND)
        fair = ev.pair_of(9) if opponents <= 1 else ev.class_floor(H.TWO_PAIR)
        facts: dict[str, Fact] = dict(hand=ev.describe(value), good=_least(ev, good), fair=_least(ev, fair), opponents=opponents)
        bluff = self.rng.random() < (0.10 if self.liberal else 0.04) and opponents <= 2
        if "bet" in options or "check" in options:
            if value >= good or bluff:
                bet = options.get("bet")
                if bet:
                    big = value >= self._made or bluff
                    rule = RULES["bet_good" if value >= good else "bluff"]
                    return Decision(actions.Bet(seat, self._size(bet.most, pool, 1.0 if big else 0.5)),
                                    rule.because(**facts))
            if value >= fair and "bet" in options:
                return Decision(actions.Bet(seat, 1), RULES["bet_fair"].because(**facts))
            action = actions.Check(seat) if "check" in options else actions.Pass(seat)
            # A hand worth a bet where none is offered (nobody left has chips to meet it).
            why = "cannot_bet" if value >= fair and "bet" not in options else "check_weak"
            return Decision(action, RULES[why].because(**facts))
        call = options.get("call")
        if call is None:  # only a pass is offered
            return Decision(actions.Pass(seat), RULES["cannot_bet" if value >= fair else "drop_weak"].because(**facts))
        facts.update(price=call.chips, pool=pool)
        if "raise" in options and value >= ev.class_floor(H.FLUSH) and self.rng.random() < 0.7:
            return Decision(actions.Raise(seat, self._size(options["raise"].most, pool, 1.0)),
                            RULES["raise_strong"].because(**facts))
        price_ok = call.chips * (2 if self.liberal else 3) <= pool
        if value >= good:
            return Decision(actions.Call(seat), RULES["call_good"].because(**facts))
        if value >= fair:
            why = "call_price" if price_ok else "drop_price"
            return Decision(actions.Call(seat) if price_ok else actions.Pass(seat), RULES[why].because(**facts))
        return Decision(actions.Pass(seat), RULES["drop_weak"].because(**facts))

    # ----- the draw ------------------------------------------------------------
    def planned_draw(self, view: PrivateView[PublicView], *, opening: bool = False) -> tuple[tuple[Card, ...], Rule]:
        """The cards it will throw at the draw, and the rule (no chance is drawn).  `opening`:
        as the jack-pot's opener, which the seat will be once it opens."""
        return self._discards(list(view.hand), view, opening=opening)

    def _discards(self, hand: list[Card], view: PrivateView[PublicView], *,
                  opening: bool = False) -> tuple[tuple[Card, ...], Rule]:
        keep, why = self._keep(hand)
        table = view.table
        rank = table.opening_rank
        facts: dict[str, Fact] = {}
        # Keep the openers (law 73); the opener's original hand is the one he holds.
        opener = table.kind == "jackpot" and (opening or table.opener == view.seat)
        if opener and rank is not None and has_openers(hand, rank, self.rules):
            facts["need"] = pair_name(rank)
            four = bobtail_in(hand, self.rules)
            if self.rules.bobtail_openers and not self._pair_at_least(hand, rank) and four:
                # Opened on the bobtail alone: it is his openers, and what he draws to.
                if why != "draw_to_four":
                    keep, why = list(four), "keep_bobtail"
            elif not keeps_openers(hand, keep, rank, self.rules):
                keep, why = self._keep(hand, pairs_only=True)[0], "keep_openers"
                if not keeps_openers(hand, keep, rank, self.rules):
                    keep = list(hand)
        discards = tuple(c for c in hand if c not in keep)
        held = self.ev.describe(self.ev.value(hand))
        return discards, RULES[why].because(hand=held, drawn=len(discards), **facts)

    def _keep(self, hand: list[Card], pairs_only: bool = False) -> tuple[list[Card], str]:
        """Draw to the full strength of the hand (maxims 4 and 5); and the rule's id."""
        ev = self.ev
        if ev.value(hand) >= self._made and not pairs_only:
            return list(hand), "stand_pat"
        naturals = [c for c in hand if c is not JOKER]
        jokers = [c for c in hand if c is JOKER]
        ranks = [c.rank for c in naturals]
        matched = [c for c in naturals if ranks.count(c.rank) >= 2]
        if jokers and not matched:
            matched = [max(naturals, key=lambda c: c.rank)]  # the joker pairs the best card
        if matched:
            one_pair = len(matched) + len(jokers) == 2
            if one_pair and not jokers and not pairs_only and matched[0].rank < 6:
                # A small pair and a four-card flush or open straight: take the likelier draw.
                four = self._four_flush(hand) or self._open_straight(hand)
                if four:
                    return list(four), "draw_to_four"
            return matched + jokers, "draw_to_pairs"
        if pairs_only:
            return sorted(naturals, key=lambda c: c.rank)[-1:], "draw_to_high"
        four = self._four_flush(hand) or self._open_straight(hand)
        if four:
            return list(four), "draw_to_four"
        high = [c for c in naturals if c.rank >= 11 and c.rank == max(ranks)]  # an ace or king
        # Foster's averages put an inside straight below an ace or a king to draw to, above nothing;
        # the free player takes the straight all the same.
        inside = bobtail_in(hand, self.rules)
        if inside and (self.liberal or not high):
            return list(inside), "draw_to_inside"
        return high, "draw_to_high" if high else "draw_five"

    def _four_flush(self, hand: list[Card]) -> list[Card] | None:
        by_suit: dict[int, list[Card]] = {}
        for c in hand:
            if c is not JOKER:
                by_suit.setdefault(c.suit, []).append(c)
        jokers = [c for c in hand if c is JOKER]
        for cards in by_suit.values():
            if len(cards) + len(jokers) >= 4:
                return (cards + jokers)[:4]
        return None

    def _open_straight(self, hand: list[Card]) -> list[Card] | None:
        """Four in sequence that either end would fill (2-3-4-5 takes an ace or a six)."""
        if not self.rules.hands.straights:
            return None
        naturals = {c.rank: c for c in hand if c is not JOKER}
        low = self.rules.hands.pack.lowest_rank
        first = low + 1 if low else 0  # ecarte: 7-8-9-10 fills only at the top
        for start in range(first, 9):
            run = range(start, start + 4)
            if all(r in naturals for r in run):
                return [naturals[r] for r in run]
        return None


def pair_name(rank: int) -> str:
    return f"a pair of {RANK_PLURALS[rank]}"


def _least(ev: Evaluator, floor: int) -> str:
    """The least hand of a threshold, in words: 'a pair of jacks', 'two pairs', 'threes'."""
    cls = ev.hand_class(floor)
    if cls is H.ONE_PAIR:
        return pair_name((floor >> 17) & 0xF)
    return cls.value  # the class's name (bot/text says it in words)


def robot_seats(rules: Rules, players: list[str], seed: int | str = 0) -> dict[int, Robot]:
    """One robot per seat, alternating close and liberal styles."""
    return {i: Robot(rules, Style.CLOSE if i % 2 == 0 else Style.LIBERAL, f"{seed}:{i}")
            for i in range(len(players))}

"""How a deal ends: the next street, or the hands shown and the pools taken (laws 35, 56-58, 71, 74).

A deal ends when one player is left in (he takes the pool unseen), when the
last street's betting is over (the hands are shown: `showdown`), or early by
a law of the pool (nobody came in, the age made it a jack-pot, the jack-pot
was not opened, nobody bet in straight poker), which `finish` records.  Who
takes each pool, the kitty and the premiums are `engine.showdown`'s laws,
plain functions this module hands the hands' values to.
"""

from __future__ import annotations

from engine import showdown as laws
from engine.cards import Card, format_cards
from engine.deal_data import DealResult, Outcome
from engine.openers import openers_to_show
from engine.state import BEFORE_DRAW, COMPLETE, IN, JACKPOT, ORDINARY, OUT, DealState


def next_street(deal: DealState) -> None:
    """A street's betting is over with two or more still in: the next street, or the show-down."""
    streets = deal.game.streets
    following = deal.street + 1
    if following < len(streets):
        deal.street = following
        streets[following].start(deal)
    else:
        showdown(deal)


def show(deal: DealState, seat: int, cards: tuple[Card, ...], words: str) -> None:
    if deal.shown.get(seat) == cards:
        return
    deal.shown[seat] = cards
    deal._note(seat, words, cards=format_cards(cards))


def show_hands(deal: DealState) -> dict[int, int]:
    """Every hand still in is shown, from the dealer's left: their values, in that order."""
    values = {}
    ev, hands, status = deal.ev, deal.hands, deal.status
    for seat in deal._from_left_of(deal.dealer):
        if status[seat] == IN:
            show(deal, seat, tuple(hands[seat]), "shows")
            values[seat] = ev.value(hands[seat])
    return values


def win_uncontested(deal: DealState, seat: int) -> None:
    """Law 35: the last player in takes the pool without showing; a jack-pot's opener shows his
    openers (law 74), or his whole hand if nobody stayed."""
    if deal.kind is JACKPOT and seat == deal.opener:
        if deal.phase is BEFORE_DRAW:
            show(deal, seat, tuple(deal.hands[seat]), "shows his hand")  # nobody stayed
        else:
            show(deal, seat, openers_to_show(deal.opening_hand, deal.opening_rank, deal.rules),
                 "shows his openers")
    next_jackpot = laws.jackpot_after_raise_out(deal.rules, deal.phase is BEFORE_DRAW,
                                                deal.kind is ORDINARY, deal.raises)
    pool = deal.pool()
    won = [0] * deal.n
    won[seat] = pool
    deal._note(seat, f"takes the pool of {pool} without showing", won=pool)
    facts = laws.ShowdownFacts((), (laws.PoolTaken(pool, (seat,), (seat,), (pool,), None),), (seat,), 0,
                               (0,) * deal.n)
    finish(deal, Outcome.UNCONTESTED, winners=[seat], won=won, next_jackpot=next_jackpot, facts=facts)


def showdown(deal: DealState) -> None:
    """Laws 56-58: the hands are shown and the pools divided (`engine.showdown`)."""
    values = show_hands(deal)
    rules, ev, n = deal.rules, deal.ev, deal.n
    live = [st == IN for st in deal.status]
    kitty = laws.kitty_for(rules, ev, max(values.values()))
    award = laws.award(values, deal.put, live, deal.carried, deal._from_left_of(deal.dealer), kitty, ev)
    won, winners = award.won, award.winners
    for s in winners:
        deal._note(s, f"wins {won[s]} with {ev.describe(values[s])}", won=won[s])
    for s in range(n):
        if won[s] and s not in winners:
            deal._note(s, f"takes back {won[s]} nobody called", won=won[s])
    if award.kitty:
        deal._note(None, f"{award.kitty} for the kitty")
    premiums = laws.premiums(rules, ev, values, deal.stacks, [st != OUT for st in deal.status])
    next_jackpot, whangdoodle = laws.jackpot_after_call(rules, ev, award.best)
    facts = laws.ShowdownFacts(laws.named_hands(values, ev), award.pools, tuple(winners), award.kitty,
                               tuple(premiums))
    finish(deal, Outcome.SHOWDOWN, winners=winners, won=won, kitty=award.kitty, premiums=premiums,
           next_jackpot=next_jackpot, whangdoodle=whangdoodle, best_shown=award.best, facts=facts)


def finish(deal: DealState, outcome: Outcome, winners: list[int], won: list[int] | None = None,
           carried_out: int = 0, kitty: int = 0, premiums: list[int] | None = None,
           next_jackpot: str | None = None, whangdoodle: bool = False,
           best_shown: int | None = None, facts: laws.ShowdownFacts | None = None) -> None:
    """The deal is over: the chips won go to their seats, and the result is recorded.  A show-down
    that divided no pool (whisky poker's refreshments, or its pool empty) still names the hands."""
    n = deal.n
    won = won or [0] * n
    premiums = premiums or [0] * n
    for s in range(n):
        deal.stacks[s] += won[s] + premiums[s]
    deal.phase = COMPLETE
    deal.to_act = None
    if facts is None and outcome is Outcome.SHOWDOWN:
        values = {s: deal.ev.value(deal.shown[s]) for s in deal._from_left_of(deal.dealer)
                  if deal.status[s] == IN}
        facts = laws.ShowdownFacts(laws.named_hands(values, deal.ev), (), tuple(winners), kitty,
                                   tuple(premiums))
    deal.result = DealResult(outcome, winners, won, list(deal.put), carried_out, kitty, premiums,
                             next_jackpot, whangdoodle, best_shown, facts)

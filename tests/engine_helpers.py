"""Shared helpers for engine tests: stacked packs and compact deal set-ups."""

from __future__ import annotations

import json

from engine.cards import parse_cards
from engine.deal import Deal, DealKind, DealSetup
from engine.rules import Rules
from engine.varieties import replay_deal


def stack(hands: dict[int, str], dealer: int, n: int, draw: str = "") -> str:
    """The pack order that deals each seat its hand (law 12: one at a time from the dealer's
    left), then `draw` for the draw.  Seats not named get whatever follows."""
    order = [(dealer + i) % n for i in range(1, n + 1)]
    dealt = [s for s in order if s in hands]
    missing = [s for s in order if s not in hands]
    if missing and not (n == 8 and missing == [dealer]):  # law 1: with eight the dealer takes none
        raise ValueError(f"give every dealt seat a hand; missing {missing}")
    cards = {s: parse_cards(hands[s]) for s in dealt}
    out = [str(cards[s][r]) for r in range(5) for s in dealt]
    return " ".join(out + draw.split())


def make_deal(hands: dict[int, str], *, dealer: int = 0, n: int | None = None, rules: Rules | None = None,
              stacks: list[int] | None = None, kind: DealKind = DealKind.ORDINARY, draw: str = "",
              antes: list[int] | None = None, carried: int = 0, dealt_in: list[bool] | None = None,
              opening_rank: int = 9) -> Deal:
    n = n or len(hands)
    rules = rules or Rules()
    if kind is DealKind.JACKPOT and antes is None:
        antes = [rules.jackpot_ante] * n
    setup = DealSetup(
        rules=rules,
        players=[chr(ord("A") + i) for i in range(n)],
        stacks=stacks or [100] * n,
        dealer=dealer,
        seed=1,
        kind=kind,
        antes=antes,
        carried=carried,
        dealt_in=dealt_in,
        opening_rank=opening_rank,
        stacked=stack(hands, dealer, n, draw),
    )
    return Deal(setup)


def play(deal: Deal, *actions) -> Deal:
    for action in actions:
        deal.apply(action)
    return deal


def replayed(deal: Deal) -> Deal:
    """The deal rebuilt from its hand record, after a round trip through JSON (as the bot stores it)."""
    record = json.loads(json.dumps(deal.record()))
    return replay_deal(DealSetup.from_dict(record["setup"]), record["actions"])

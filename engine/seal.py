"""Sealed shuffles: a commitment to the order of the pack that can be opened card by card.

The seed decides the whole order of the pack, so publishing it after a deal
would show every card nobody paid to see.  Instead, before the deal, the
table is shown a root that binds the order of the pack:

    salt_i = HMAC-SHA256(key=seed, msg="card i")      (hex)
    c_i    = sha256(salt_i + ":" + card_i)             (hex; card_i as "As", "Td", "Jo")
    root   = sha256(c_0 + "," + c_1 + "," + ...)       (hex)

After the deal, the public proof lists every c_i and opens only the cards the
table was shown (position, card, salt); a player's own cards are opened to him
alone.  Whoever holds a proof checks that each opened card hashes to its c_i,
that the c_i hash to the root published before the deal, and that each card
sits where the dealing order puts its seat.  Nothing here does I/O.
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.actions import Action, action_from_dict
from engine.cards import Card, Pack, parse_cards, seeded_rng
from engine.deal import Deal
from engine.deal_data import DealSetup, facts_of
from engine.varieties import new_deal
from engine.views import PublicView, StudView, WhiskyView
from engine.whisky import WhiskyDeal

PROOF_FORMAT = 1
WIDOW = -1  # whisky poker's widow, where a seat number would stand


def pack_order(setup: DealSetup) -> list[Card]:
    """The whole pack in the order the deal's seed shuffles it, top card first: the engine's
    own shuffle (`engine.cards.Pack`), run to the last card."""
    rules, _, kind, _ = facts_of(setup.rules)
    top = parse_cards(setup.stacked) if setup.stacked else ()
    pack = Pack(kind if not top else rules.hands.pack, seeded_rng(setup.seed), top=top)
    return pack.deal(len(pack))


def salt(seed: int | str, position: int) -> str:
    return hmac.new(str(seed).encode(), f"card {position}".encode(), hashlib.sha256).hexdigest()


def commitment(salt_hex: str, card: str) -> str:
    return hashlib.sha256(f"{salt_hex}:{card}".encode()).hexdigest()


def root_of(commitments: Sequence[str]) -> str:
    return hashlib.sha256(",".join(commitments).encode()).hexdigest()


def commitments(setup: DealSetup) -> list[str]:
    return [commitment(salt(setup.seed, i), str(card)) for i, card in enumerate(pack_order(setup))]


def seal_root(setup: DealSetup) -> str:
    """What the table is shown when the deal starts."""
    return root_of(commitments(setup))


def short_root(root: str) -> str:
    return root[:16] + "…"


# ----- what the deal did with the pack ----------------------------------------------------

@dataclass(frozen=True)
class Dealing:
    """Who got each card taken from the sealed pack, in order (a seat, or `WIDOW`), the cards
    dealt from a stock made again of the discards (the seal does not cover them)."""

    order: list[Card]
    to: list[int]
    late: set[Card]


def trace(setup: DealSetup, actions: Sequence[Action] | Sequence[Mapping[str, Any]]) -> Dealing:
    """Replay the deal action by action, noting who was first given each card."""
    deal = new_deal(setup)
    first = deal.pack
    holder: dict[Card, int] = {}
    late: set[Card] = set()

    def look() -> None:
        if isinstance(deal, WhiskyDeal):
            for card in deal.widow:
                holder.setdefault(card, WIDOW)
        for seat, hand in enumerate(deal.hands):
            for card in hand:
                holder.setdefault(card, seat)

    look()
    for action in actions:
        before = [set(h) for h in deal.hands]
        deal.apply(action if isinstance(action, Action) else action_from_dict(action))
        if deal.pack is not first:  # the stock ran out: what came now came from the discards
            for seat, hand in enumerate(deal.hands):
                late |= set(hand) - before[seat]
        look()
    order = pack_order(setup)
    taken = len(order) - len(first)
    return Dealing(order, [holder[c] for c in order[:taken]], late)


def replay_to(setup: DealSetup, actions: Sequence[Action] | Sequence[Mapping[str, Any]], step: int) -> Deal:
    """The deal as it stood after its first `step` actions."""
    deal = new_deal(setup)
    for action in actions[:step]:
        deal.apply(action if isinstance(action, Action) else action_from_dict(action))
    return deal


def shown_cards(view: PublicView) -> dict[Card, int | None]:
    """Every card in the public view (what the table was shown), with the seat it was seen
    with (`WIDOW` for whisky's widow; None where only the log names it)."""
    seen: dict[Card, int | None] = {}
    for seat, s in enumerate(view.seats):
        for card in s.shown or ():
            seen[card] = seat
    if isinstance(view, StudView):
        for seat, stud in enumerate(view.seats):
            for card in stud.up:
                seen[card] = seat
    if isinstance(view, WhiskyView):
        for seat, whisky in enumerate(view.seats):
            for card in whisky.seen:
                seen.setdefault(card, seat)
        for card in view.widow:
            seen.setdefault(card, WIDOW)
    for entry in view.log:
        for text in (entry.cards, entry.up, entry.discard, entry.took, entry.widow):
            for card in parse_cards(text, allow_repeats=True) if text else ():
                seen.setdefault(card, entry.seat if text in (entry.cards, entry.up) else None)
    return seen


# ----- the proof ----------------------------------------------------------------------------

def build_proof(setup: DealSetup, actions: Sequence[Action] | Sequence[Mapping[str, Any]],
                seat: int | None = None) -> dict[str, Any]:
    """The proof of a finished deal's shuffle: public, or for `seat` with his own cards opened too.
    Only cards the deal's final public view holds are opened in the public part."""
    dealing = trace(setup, actions)
    deal = replay_to(setup, actions, len(actions))
    view = deal.view()
    order, seed = dealing.order, setup.seed
    position = {card: i for i, card in enumerate(order)}
    shown, unsealed = [], []
    for card, by in sorted(shown_cards(view).items(), key=lambda item: position[item[0]]):
        if card in dealing.late:
            unsealed.append({"card": str(card), "by": by})
        else:
            i = position[card]
            shown.append({"position": i, "card": str(card), "salt": salt(seed, i), "by": by})
    proof: dict[str, Any] = {
        "sealed_shuffle": PROOF_FORMAT,
        "deal": setup.number,
        "variety": setup.rules.variety.value,
        "dealer": setup.dealer,
        "dealt_in": dealt_in(setup, dealing),
        "root": seal_root(setup),
        "commitments": commitments(setup),
        "dealt": dealing.to,
        "draws": [[e.seat, e.drew] for e in view.log if e.drew is not None and e.seat is not None],
        "shown": shown,
        "unsealed": unsealed,
    }
    if seat is not None:
        proof["seat"] = seat
        proof["own"] = [{"position": i, "card": str(order[i]), "salt": salt(seed, i)}
                        for i, to in enumerate(dealing.to) if to == seat]
    return proof


def dealt_in(setup: DealSetup, dealing: Dealing) -> list[bool]:
    """Who was dealt cards (public: the table sees who holds cards)."""
    got = set(dealing.to)
    return [seat in got for seat in range(len(setup.players))]

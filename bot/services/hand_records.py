"""Hand records: what each deal was, for members to look back on and check.

A deal is its setup (rules, seats, stakes, dealer), its seed and its
actions; `Deal.replay` rebuilds it exactly.  The seed stays with the host:
it would show every card nobody paid to see.  What the table is shown when
the deal starts is the seal (`engine.seal`): a root over the order of the
pack, opened after the deal for the cards the table saw (`proof`), and for
each player his own cards, privately.  The host's audit checks the seed
against its sha256 and replays every payout from it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Iterator
from dataclasses import asdict
from typing import Any

from pydantic import BaseModel

from bot.storage.records import ActionRow, DealRow
from engine.actions import action_from_dict
from engine.deal import Deal, DealResult, DealSetup
from engine.seal import build_proof, seal_root
from engine.varieties import replay_deal

# What a stored result is compared on when a record is verified.
RESULT_FIELDS = ("outcome", "winners", "won", "put", "carried_out", "kitty", "premiums")


def seed_hash(seed: str) -> str:
    return hashlib.sha256(seed.encode("utf-8")).hexdigest()


def result_record(deal: Deal) -> dict[str, Any]:
    """The show-down and payouts, as stored: the engine's result, the hands shown, the public log."""
    assert deal.result is not None
    out = asdict(deal.result)
    out["outcome"] = deal.result.outcome.value
    out["shown"] = {str(seat): " ".join(map(str, cards)) for seat, cards in sorted(deal.shown.items())}
    out["log"] = deal.log
    return out


def same_result(result: DealResult, stored: dict[str, Any]) -> bool:
    mine = asdict(result)
    mine["outcome"] = result.outcome.value
    mine["premiums"] = list(mine["premiums"]) or [0] * len(result.won)
    theirs = dict(stored)
    theirs["premiums"] = list(theirs.get("premiums") or []) or [0] * len(result.won)
    return all(mine[k] == theirs.get(k) for k in RESULT_FIELDS)


class DealRecord(BaseModel):
    """One deal as members may see it once it is over."""

    table_id: int
    number: int
    status: str  # finished, void (a deal in play has no public record yet)
    setup: dict[str, Any]  # DealSetup.to_dict() without the seed
    seed: str
    seed_hash: str
    actions: list[dict[str, Any]]
    result: dict[str, Any] | None  # None for a void deal
    notes: dict[str, Any]  # public notes made at the start (the cards thrown for the first dealer)
    void_reason: str | None = None
    started_at: str
    finished_at: str | None

    @classmethod
    def of(cls, row: DealRow, actions: list[ActionRow]) -> DealRecord:
        return cls(table_id=row.table_id, number=row.number, status=row.status, setup=row.setup, seed=row.seed,
                   seed_hash=row.seed_hash, actions=[a.action for a in actions], result=row.result,
                   notes=row.notes, void_reason=row.void_reason, started_at=row.started_at,
                   finished_at=row.finished_at)

    @property
    def laws(self) -> int:
        """The edition of the laws the deal was played under (`engine.deal.LAWS_EDITION`)."""
        return int(self.notes.get("laws", 1))

    def deal_setup(self) -> DealSetup:
        return DealSetup.from_dict({**self.setup, "seed": self.seed})

    def replay(self) -> Deal:
        """The deal rebuilt from its record, exactly as it ended."""
        return replay_deal(self.deal_setup(), [action_from_dict(a) for a in self.actions])

    def seal_root(self) -> str:
        """The root published when the deal started (recomputed: it follows from the seed)."""
        return seal_root(self.deal_setup())

    def proof(self, seat: int | None = None) -> dict[str, Any]:
        """The sealed shuffle's proof: the cards the table was shown opened, and `seat`'s own
        cards too when it is given (for that player alone)."""
        return {"table": self.table_id, **build_proof(self.deal_setup(), self.actions, seat)}

    def verify(self) -> list[str]:
        """What does not check out: empty when the seed matches its published hash and the
        actions, replayed from it, give the recorded payouts."""
        return self.check()[0]

    def seed_broken(self) -> bool:
        return seed_hash(self.seed) != self.seed_hash

    def check(self) -> tuple[list[str], Deal | None]:
        """`verify`'s findings, and the deal as replayed (None if it could not be)."""
        problems = []
        if self.seed_broken():
            problems.append("the seed does not match the sha256 published when the deal started")
        if self.status != "finished":
            return problems, None
        try:
            deal = self.replay()
        except Exception as exc:  # any fault in a record is a finding, not a crash
            return [*problems, f"the actions cannot be replayed ({type(exc).__name__})"], None
        if deal.result is None:
            problems.append("the recorded actions do not finish the deal")
        elif self.result is None or not same_result(deal.result, self.result):
            problems.append("the recorded payouts are not what the actions give")
        return problems, deal


def finished_deals(deals: Iterable[DealRow], actions: dict[int, list[ActionRow]],
                   replayed: dict[int, Deal] | None = None) -> Iterator[tuple[DealRow, Deal]]:
    """Each finished deal with its replay (taken from `replayed`, by deal row, when given there),
    for the recounts.  A record that does not replay is left out: that is the audit's finding."""
    for row in deals:
        if row.status != "finished":
            continue
        deal = (replayed or {}).get(row.id)
        if deal is None:
            try:
                deal = DealRecord.of(row, actions.get(row.id, [])).replay()
            except Exception:  # noqa: BLE001 - see above
                continue
        if deal.result is not None:
            yield row, deal

"""Checking a sealed shuffle's proof (`engine.seal.build_proof`), with hashlib alone.

Each check is one line a person can follow: the commitments hash to the root
published before the deal; each opened card hashes to the commitment at its
position; the dealing order is the one the laws give (five each in rotation
from the dealer's left, the draws from the top in turn, stud's rounds, whisky's
widow dealt just before the dealer); and each card was dealt to the seat it
was seen with.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.errors import quoted
from engine.plurals import counted

WIDOW = -1
HEX64 = frozenset("0123456789abcdef")


class ProofError(ValueError):
    """The proof is not a proof: a field missing or of the wrong kind."""


@dataclass(frozen=True)
class Check:
    ok: bool
    what: str


def _hex(value: object) -> bool:
    return isinstance(value, str) and len(value) == 64 and set(value) <= HEX64


def _opened(proof: dict[str, Any], key: str) -> list[dict[str, Any]]:
    entries = proof.get(key, [])
    if not isinstance(entries, list):
        raise ProofError(f"{key!r} is not a list")
    for e in entries:
        if not (isinstance(e, dict) and isinstance(e.get("position"), int) and isinstance(e.get("card"), str)
                and _hex(e.get("salt"))):
            raise ProofError(f"an entry of {key!r} lacks its position, card or salt")
    return entries


def read_proof(proof: object) -> dict[str, Any]:
    """The proof's fields, checked for form; ProofError names the first that is wrong."""
    if not isinstance(proof, dict) or proof.get("sealed_shuffle") != 1:
        raise ProofError("this is not a sealed-shuffle proof (no \"sealed_shuffle\": 1)")
    if not _hex(proof.get("root")):
        raise ProofError("'root' is not a sha256 in hex")
    c = proof.get("commitments")
    if not isinstance(c, list) or not c or not all(_hex(x) for x in c):
        raise ProofError("'commitments' is not a list of sha256 digests in hex")
    for key in ("dealt", "dealt_in"):
        if not isinstance(proof.get(key), list):
            raise ProofError(f"{key!r} is not a list")
    if not isinstance(proof.get("dealer"), int) or not isinstance(proof.get("variety"), str):
        raise ProofError("'dealer' or 'variety' is missing")
    _opened(proof, "shown")
    _opened(proof, "own")
    return proof


def digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def rotation(dealer: int, dealt_in: Sequence[bool]) -> list[int]:
    """The seats dealt in, from the dealer's left round to the dealer."""
    n = len(dealt_in)
    return [s for s in ((dealer + i) % n for i in range(1, n + 1)) if dealt_in[s]]


def expected_dealing(proof: dict[str, Any]) -> list[int] | None:
    """Who gets each card from the top, by the laws and the public facts; None for stud's later
    rounds (checked round by round instead)."""
    order = rotation(proof["dealer"], proof["dealt_in"])
    variety = proof["variety"]
    if variety == "whisky":
        slots = [*order]
        slots.insert(len(order) - 1 if order and order[-1] == proof["dealer"] else len(order), WIDOW)
        return slots * 5
    if variety == "stud":
        return None
    drawn = [seat for seat, count in proof.get("draws", []) for _ in range(count)]
    return order * 5 + drawn


def _stud_rounds(order: list[int], dealt: list[int]) -> bool:
    """Stud: one down and one up to each in rotation, then a round at a time to those still in."""
    if dealt[:2 * len(order)] != order * 2:
        return False
    place = {seat: i for i, seat in enumerate(order)}
    previous: set[int] = set(order)
    current: list[int] = []
    for seat in dealt[2 * len(order):]:
        if seat not in place or (current and place[seat] <= place[current[-1]]):
            if not set(current) <= previous:
                return False
            previous, current = set(current), []
        current.append(seat)
    return set(current) <= previous


def verify(proof: object, published_root: str | None = None) -> list[Check]:
    """Every check of the proof, in order.  `published_root`: the root the table was shown when
    the deal started, if the checker noted it (else the proof's own is taken)."""
    p = read_proof(proof)
    c: list[str] = p["commitments"]
    dealt: list[int] = p["dealt"]
    checks = [Check(digest(",".join(c)) == p["root"], f"the {counted(len(c), 'commitments')} hash to the root {p['root'][:16]}…")]
    if published_root is not None:
        shown = published_root.strip().rstrip("…").lower()  # as the table showed it: its first characters
        checks.append(Check(len(shown) >= 8 and p["root"].startswith(shown),
                            "the root is the one published when the deal started"))
    expected = expected_dealing(p)
    unsealed = bool(p.get("unsealed"))
    if expected is None:
        ok = _stud_rounds(rotation(p["dealer"], p["dealt_in"]), dealt)
    else:
        ok = dealt == expected or (unsealed and dealt == expected[:len(dealt)])
    checks.append(Check(ok, f"the {counted(len(dealt), 'cards')} dealt went round as the laws deal them"))
    seen: dict[int, str] = {}
    for key in ("shown", "own"):
        for e in p.get(key, []):
            i, card = e["position"], e["card"]
            where = f"card {i} ({quoted(card)})"
            to = p.get("seat") if key == "own" else e.get("by")
            whose = None if to is None or (key == "shown" and p["variety"] == "whisky") else (  # whisky's cards change hands
                "the widow" if to == WIDOW else f"seat {to}")
            wrong = []
            if not (0 <= i < len(c) and digest(f"{e['salt']}:{card}") == c[i]):
                wrong.append("does not hash to its commitment")
            if seen.setdefault(i, card) != card:
                wrong.append("is opened twice, as two cards")
            if whose is not None and not (0 <= i < len(dealt) and dealt[i] == to):
                wrong.append(f"was not dealt to {whose}")
            fine = "hashes to its commitment" + (f", dealt to {whose}" if whose else "")
            checks.append(Check(not wrong, f"{where} {'; '.join(wrong) or fine}"))
    cards = list(seen.values())
    checks.append(Check(len(set(cards)) == len(cards), "no card is opened at two positions"))
    return checks


def verdict(checks: Sequence[Check]) -> bool:
    return all(check.ok for check in checks)

"""The words of `/poker replay` and of `poker-bot verify-deal`: the steps of a finished deal,
the seal's proof, and each check of it."""

from __future__ import annotations

from engine.errors import quoted

# ----- poker-bot verify-deal ---------------------------------------------------------------

HOST_NEEDS_ALL = "--db, --table and --deal go together: give all three to check a deal against its seed"
NOTHING_TO_CHECK = "give the proof's file (from /poker replay's Proof button), or --db, --table and --deal"
ROOT_FROM_SEED = "the pack recomputed from the seed gives the root"
VERDICT_OK = "verdict: the shuffle is the one sealed before the deal"
VERDICT_FAILED = "verdict: a check FAILED: this is not the shuffle sealed before the deal"


def check_line(ok: bool, what: str) -> str:
    return f"{'ok    ' if ok else 'FAILED'}  {what}"


def card_from_seed(position: int, card: str) -> str:
    return f"card {position} ({quoted(card)}) is the seed's card there"


def no_finished_deal(table: int, deal: int) -> str:
    return f"table {table} has no finished deal {deal}"


def proof_too_big(path: str) -> str:
    return f"the proof {quoted(path)} is too big to be a proof"


def not_json(path: str, why: str) -> str:
    return f"the proof {quoted(path)} is not JSON ({why[:60]})"


def not_a_proof(why: str) -> str:
    return f"not a proof: {why}"

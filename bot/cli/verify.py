"""``poker-bot verify-deal``: check a sealed shuffle's proof, as any member can, or as the host.

A member gives the proof he got from `/poker replay` (the **Proof** button's
file) and the root the table showed (`--root`): each check is printed and
the verdict last; exit status 0 when every check holds, 1 when one fails, 2
for a mistake in what was typed, 3 when every check made holds but the root
was compared with nothing (a proof forged to agree with itself would pass
the rest).  The host adds `--db`, `--table` and `--deal`: the pack is then
recomputed from the deal's seed, exactly as the engine shuffles it, and the
root and every opened card are checked against it too.
"""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path
from typing import Any

from bot.cli.storage import add_db, database_url, on_database
from bot.cli.support import MOST_ID, Parser, UsageError, path_error
from bot.services.hand_records import DealRecord
from bot.services.whole_numbers import argument
from bot.storage import open_storage
from bot.text import cli_words
from bot.text import replay_words as words
from engine.seal import pack_order
from engine.seal_check import Check, ProofError, read_proof, verdict, verify

MOST_PROOF_BYTES = 1_000_000  # a proof of the largest pack is some 10 kB
UNCOMPARED = 3  # the exit status when every check holds but no root was compared
ROOT = re.compile(r"[0-9a-f]{8,64}")  # the root as shown (16 characters), or more of it


def register(commands: argparse._SubParsersAction[Parser]) -> None:
    parser = commands.add_parser("verify-deal", help="check that a deal's shuffle is the one sealed before it; "
                                                     "exit status 1 names each check that fails")
    parser.add_argument("proof", nargs="?", metavar="PROOF.json",
                        help="the proof from /poker replay's Proof button")
    parser.add_argument("--root", help="the root the table was shown as the deal started (its first "
                                       "16 characters are enough)")
    add_db(parser)
    parser.add_argument("--table", type=argument("--table", least=1, most=MOST_ID), metavar="ID",
                        help="the table's number (with --db)")
    parser.add_argument("--deal", type=argument("--deal", least=1, most=MOST_ID), metavar="N",
                        help="the deal's number at that table (with --db)")
    parser.set_defaults(handler=run_verify)


def _read(text: str) -> Any:
    try:
        with Path(text).open("rb") as f:
            data = f.read(MOST_PROOF_BYTES + 1)
    except OSError as exc:
        raise path_error(cli_words.the_proof(), text, exc, cli_words.give_the_proof()) from None
    if len(data) > MOST_PROOF_BYTES:
        raise UsageError(words.proof_too_big(text))
    try:
        return json.loads(data)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise UsageError(words.not_json(text, str(exc))) from None


async def _record(url: str, table: int, number: int) -> DealRecord | None:
    storage = await open_storage(url, migrate=False, create=False, readonly=True)
    try:
        async with storage.transaction(readonly=True) as tx:
            row = await tx.deal(table, number)
            if row is None or row.status != "finished":
                return None
            return DealRecord.of(row, await tx.actions(row.id))
    finally:
        await storage.close()


def _against_seed(record: DealRecord, proof: dict[str, Any]) -> list[Check]:
    """The host's checks: the pack recomputed from the seed gives the proof's root and cards."""
    order = pack_order(record.deal_setup())
    checks = [Check(record.seal_root() == proof["root"], words.root_from_seed())]
    for key in ("shown", "own"):
        for e in proof.get(key, []):
            i = e["position"]
            checks.append(Check(0 <= i < len(order) and str(order[i]) == e["card"], words.card_from_seed(i, e["card"])))
    return checks


def run_verify(args: argparse.Namespace) -> int:
    host = args.db is not None or args.table is not None or args.deal is not None
    if host and (args.table is None or args.deal is None):
        raise UsageError(words.host_needs_all())
    if not host and args.proof is None:
        raise UsageError(words.nothing_to_check())
    if args.root is not None and not ROOT.fullmatch(args.root.strip().rstrip("…").lower()):
        raise UsageError(words.bad_root(args.root))
    record = None
    if host:
        record = on_database(_record(database_url(args), args.table, args.deal))
        if record is None:
            raise UsageError(words.no_finished_deal(args.table, args.deal))
    proof = _read(args.proof) if args.proof is not None else record.proof() if record is not None else None
    try:
        checks = verify(proof, published_root=None if args.root is None else args.root.strip())
    except ProofError as exc:
        raise UsageError(words.not_a_proof(str(exc))) from None
    if record is not None:
        checks += _against_seed(record, read_proof(proof))
    for check in checks:
        print(words.check_line(check.ok, check.what))
    compared = args.root is not None or record is not None  # by the member's root, or by the seed's
    if not compared:
        print(words.check_line(None, words.root_not_compared()))
    if not verdict(checks):
        print(words.verdict_failed())
        return 1
    print(words.verdict_ok() if compared else words.verdict_uncompared())
    return 0 if compared else UNCOMPARED

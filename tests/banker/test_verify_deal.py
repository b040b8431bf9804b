"""`poker-bot verify-deal` on a table's own deals: a member's proof file, and the host's check
of the seal against the seed kept in the records."""

from __future__ import annotations

import asyncio
import json
import random

from bot.cli import main
from tests.banker.play import play_out, seated_table


def cli_url(backend) -> str:
    if backend.schema is None:
        return backend.url
    return f"{backend.url}{'&' if '?' in backend.url else '?'}search_path={backend.schema}"


async def verify(capsys, *argv: str) -> tuple[int, str, str]:
    code = await asyncio.to_thread(main, ["verify-deal", *argv])
    out, err = capsys.readouterr()
    return code, out, err


async def test_a_members_proof_and_the_hosts_check_pass_and_a_wrong_one_fails(backend, bank, tables, tmp_path,
                                                                             capsys):
    table_id = await seated_table(bank, tables, ["ann", "bob", "cy"])
    roots = []
    for deal in range(3):
        started = await tables.start_deal(table_id, seed=f"verify {deal}")
        roots.append(started.seal_root)
        await play_out(tables, table_id, random.Random(deal))
    record = await tables.deal_record(table_id, 2)
    assert record.seal_root() == roots[1]  # recomputed from the seed: the root the table was shown

    mine = tmp_path / "deal-2.json"
    mine.write_text(json.dumps(record.proof(seat=1)))
    code, out, err = await verify(capsys, str(mine), "--root", roots[1][:16] + "…")
    assert (code, err) == (0, "") and out.splitlines()[-1].startswith("verdict: the shuffle is the one sealed")
    # The root shown for another deal is not this proof's.
    code, out, _ = await verify(capsys, str(mine), "--root", roots[0][:16])
    assert code == 1 and "FAILED" in out.splitlines()[-1]

    url = cli_url(backend)
    code, out, err = await verify(capsys, "--db", url, "--table", str(table_id), "--deal", "2")
    assert (code, err) == (0, "") and "ok      the pack recomputed from the seed gives the root" in out
    code, out, err = await verify(capsys, str(mine), "--db", url, "--table", str(table_id), "--deal", "2")
    assert code == 0 and "is the seed's card there" in out
    # A proof of deal 2 checked against deal 3's seed: the pack recomputed gives another root.
    code, out, _ = await verify(capsys, str(mine), "--db", url, "--table", str(table_id), "--deal", "3")
    assert code == 1 and "FAILED  the pack recomputed from the seed gives the root" in out

    code, out, err = await verify(capsys, "--db", url, "--table", str(table_id), "--deal", "9")
    assert code == 2 and out == "" and err.count("\n") == 1 and f"table {table_id} has no finished deal 9" in err

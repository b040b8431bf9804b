"""The few lines of Python in docs/rules.md ("Sealed shuffles") check a real proof without the
bot, and refuse a tampered one; the host's salt line there is the engine's salt."""

from __future__ import annotations

import hashlib
import hmac
import json
import re
import subprocess
import sys
from pathlib import Path

from engine.seal import build_proof, salt
from tests.test_seal import actions_of, finished

RULES = (Path(__file__).resolve().parents[1] / "docs" / "rules.md").read_text(encoding="utf-8")


def snippet() -> str:
    part = RULES[RULES.index("## Sealed shuffles"):]
    found = re.search(r"```python\n(.*?)```", part, flags=re.S)
    assert found, "the Sealed shuffles section shows its check in Python"
    return found.group(1)


def run_on(tmp_path: Path, proof: dict) -> subprocess.CompletedProcess[str]:
    (tmp_path / "proof.json").write_text(json.dumps(proof))
    return subprocess.run([sys.executable, "-c", snippet()], cwd=tmp_path, capture_output=True, text=True,
                          timeout=60)


def test_the_docs_python_checks_a_real_proof_and_refuses_a_tampered_one(tmp_path):
    deal = next(d for d in (finished("draw", s) for s in range(1, 60)) if d.shown)
    for seat in (None, 0):
        proof = build_proof(deal.setup, actions_of(deal), seat)
        done = run_on(tmp_path, proof)
        assert done.returncode == 0 and done.stdout.strip() == f"compare with the root the table showed: {proof['root'][:16]}", done.stderr
    proof["shown"][0]["salt"] = salt("another seed", proof["shown"][0]["position"])
    assert run_on(tmp_path, proof).returncode != 0
    proof = build_proof(deal.setup, actions_of(deal))
    proof["commitments"][-1] = hashlib.sha256(b"a card slipped in").hexdigest()
    assert run_on(tmp_path, proof).returncode != 0


def test_the_hosts_salt_line_is_the_engines_salt():
    line = re.search(r"`(hmac\.new\(.*?\.hexdigest\(\))`", RULES[RULES.index("## Sealed shuffles"):])
    assert line is not None
    for seed, i in (("abc", 0), ("f00d" * 8, 51)):
        assert eval(line.group(1), {"hmac": hmac, "hashlib": hashlib, "seed": seed, "i": i}) == salt(seed, i)

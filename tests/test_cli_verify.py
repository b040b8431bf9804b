"""`poker-bot verify-deal` without a database: a member's proof file checked, and every mistake
in what was typed one line with exit status 2."""

from __future__ import annotations

import json

import pytest

from bot.cli import main
from engine.seal import build_proof, salt
from engine.seal_check import digest
from tests.test_seal import actions_of, finished


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["verify-deal", *argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def proof_file(tmp_path):
    deal = next(d for d in (finished("draw", s) for s in range(1, 60)) if d.shown)
    proof = build_proof(deal.setup, actions_of(deal), seat=0)
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(proof))
    return path, proof


def test_a_good_proof_passes_every_check_and_a_tampered_one_names_what_failed(capsys, proof_file):
    path, proof = proof_file
    code, out, err = run(capsys, str(path), "--root", proof["root"][:16] + "…")
    lines = out.splitlines()
    assert (code, err) == (0, "") and all(line.startswith("ok") for line in lines[:-1])
    assert lines[-1] == "verdict: the shuffle is the one sealed before the deal"
    proof["own"][0]["salt"] = salt("not the seed", proof["own"][0]["position"])
    path.write_text(json.dumps(proof))
    code, out, _ = run(capsys, str(path))
    failed = [line for line in out.splitlines() if line.startswith("FAILED")]
    assert code == 1 and len(failed) == 1 and "does not hash to its commitment" in failed[0]


def forged(proof: dict) -> dict:
    """The proof with the member's first own card changed, its commitment and the root made again
    to agree: a forgery that agrees with itself, which only the table's root can expose."""
    fake = json.loads(json.dumps(proof))
    entry = fake["own"][0]
    cards = {e["card"] for key in ("shown", "own") for e in fake[key]}
    entry["card"] = next(c for c in ("As", "Kd", "Qh", "Jc", "2s", "3d") if c not in cards)
    entry["salt"] = salt("forged", entry["position"])
    fake["commitments"][entry["position"]] = digest(f"{entry['salt']}:{entry['card']}")
    fake["root"] = digest(",".join(fake["commitments"]))
    return fake


def test_without_the_root_a_self_consistent_forgery_is_not_called_sealed(capsys, proof_file):
    path, proof = proof_file
    path.write_text(json.dumps(forged(proof)))
    code, out, err = run(capsys, str(path))
    lines = out.splitlines()
    assert err == "" and not any(line.startswith("FAILED") for line in lines)  # it agrees with itself
    assert code == 3, out
    assert "-       the root was not compared: give --root as the table showed it" in out
    assert lines[-1].startswith("verdict: the proof agrees with itself, but without the table's root")
    # Given the root the table showed, the same forgery fails.
    code, out, _ = run(capsys, str(path), "--root", proof["root"][:16])
    assert code == 1 and out.splitlines()[-1].startswith("verdict: a check FAILED")
    # And the genuine proof without a root is not called sealed either: nothing was compared.
    path.write_text(json.dumps(proof))
    code, out, _ = run(capsys, str(path))
    assert code == 3 and "verdict: the shuffle is the one sealed" not in out


@pytest.mark.parametrize("argv, says", [
    ([], "give the proof's file"),
    (["{missing}"], "No such file"),
    (["{bad_json}"], "is not JSON"),
    (["{not_proof}"], "not a proof: this is not a sealed-shuffle proof"),
    (["{good}", "--root", ""], "--root '': give the root as the table showed it"),
    (["{good}", "--root", "xyz\n"], "give the root as the table showed it"),
    (["--table", "1"], "--db, --table and --deal go together"),
])
def test_mistakes_are_one_line_and_status_2(capsys, tmp_path, proof_file, argv, says):
    (tmp_path / "bad.json").write_text("{ not json")
    (tmp_path / "other.json").write_text(json.dumps({"root": "00"}))
    files = {"missing": tmp_path / "none.json", "bad_json": tmp_path / "bad.json",
             "not_proof": tmp_path / "other.json", "good": proof_file[0]}
    code, out, err = run(capsys, *[a.format(**files) for a in argv])
    assert code == 2 and out == "" and err.count("\n") == 1 and says in err, err


def test_the_documented_verify_deal_lines_are_the_commands_options():
    from pathlib import Path

    from bot.cli import build_parser

    page = (Path(__file__).resolve().parents[1] / "docs" / "command-line.md").read_text(encoding="utf-8")
    lines = [line.split("#")[0].split() for line in page.splitlines() if line.startswith("poker-bot verify-deal")]
    assert len(lines) == 2
    for words in lines:
        args, unknown = build_parser().parse_known_args(words[1:])
        assert unknown == [] and args.command == "verify-deal"

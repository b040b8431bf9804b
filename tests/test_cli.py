"""The poker-bot command line: JSON shapes, tables, and one-line errors."""

from __future__ import annotations

import json
import subprocess
import sys
from itertools import combinations
from math import comb
from pathlib import Path

import pytest

from bot.cli import main
from bot.text.odds import odds_against
from engine.cards import PackKind, parse_cards
from engine.handrules import FOSTER, HandRules
from engine.hands import HandClass, class_order, evaluator_for

ROOT = Path(__file__).resolve().parents[1]


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def run_json(capsys, *argv: str) -> object:
    code, out, err = run(capsys, *argv, "--json")
    assert code == 0, err
    assert err == ""
    return json.loads(out)


# ---------------------------------------------------------------- dealt


def test_dealt_json(capsys):
    data = run_json(capsys, "odds", "dealt")
    assert set(data) == {"total", "classes", "jacks_or_better", "bobtails", "bobtail_kinds"}
    assert data["total"] == 2_598_960
    assert list(data["classes"]) == [c.value for c in class_order(FOSTER)]
    assert data["classes"]["straight"] == 10_200
    assert data["classes"]["full_house"] == 3_744
    assert sum(data["classes"].values()) == data["total"]
    assert data["jacks_or_better"] == 536_100
    assert set(data["bobtail_kinds"]) == {"four_flush", "open_ended", "one_ended", "inside"}
    kinds = data["bobtail_kinds"]
    assert max(kinds.values()) <= data["bobtails"] <= sum(kinds.values())


def test_dealt_json_for_other_rules(capsys):
    ecarte = run_json(capsys, "odds", "dealt", "--pack", "ecarte", "--no-straights")
    assert ecarte["total"] == comb(32, 5)
    assert "straight" not in ecarte["classes"]
    assert ecarte["bobtail_kinds"]["open_ended"] == 0
    joker = run_json(
        capsys,
        "odds",
        "dealt",
        "--pack",
        "joker",
        "--extra",
        "blaze,big_dog",
        "--ranking",
        "calculated",
    )
    assert joker["total"] == comb(53, 5)
    assert joker["classes"]["five_of_a_kind"] == 13
    assert list(joker["classes"]) == [
        c.value
        for c in class_order(
            HandRules(pack="joker", extra_hands="blaze,big_dog", extra_hand_ranking="calculated")
        )
    ]


def test_dealt_table_gives_fosters_odds(capsys):
    code, out, err = run(capsys, "odds", "dealt")
    assert code == 0 and err == ""
    lines = {line.split("  ")[0].strip(): line for line in out.splitlines()}
    assert "254 to 1" in lines["straight"]
    assert "508 to 1" in lines["flush"]
    assert "693 to 1" in lines["full hand"]
    assert "4,164 to 1" in lines["fours"]
    assert "0.3925%" in lines["straight"]
    assert "2,598,960" in out


@pytest.mark.parametrize(
    ("count", "total", "text"),
    [
        (10_200, 2_598_960, "254 to 1"),
        (1, 4, "3.0 to 1"),
        (3, 4, "3.0 to 1 on"),
        (0, 5, "never"),
        (5, 5, "certain"),
    ],
)
def test_odds_against(count, total, text):
    assert odds_against(count, total) == text


# ---------------------------------------------------------------- draw


def test_draw_json_fosters_pair(capsys):
    data = run_json(capsys, "odds", "draw", "Js Jh 2c 7d Kh", "--keep", "Js Jh")
    assert data["draws"] == 16_215
    assert data["keep"] == ["Js", "Jh"]
    assert data["discard"] == ["2c", "7d", "Kh"]
    nonzero = {k: v for k, v in data["outcomes"].items() if v}
    assert nonzero == {
        "four_of_a_kind": 45,
        "full_house": 165,
        "three_of_a_kind": 1_854,
        "two_pair": 2_592,
        "one_pair": 11_559,
    }
    assert data["improved"] == 4_656
    assert data["p_improve"] == pytest.approx(4_656 / 16_215)
    assert 0 < data["expected_value"] < 1
    assert data["median_hand"] == "a pair of jacks"


def test_draw_with_dead_cards_and_the_joker(capsys):
    data = run_json(
        capsys,
        "odds",
        "draw",
        "Jo 10h 9h 2c Kd",
        "--keep",
        "Jo 10h 9h",
        "--dead",
        "8h 7h",
        "--pack",
        "joker",
    )
    rules = HandRules(pack=PackKind.JOKER)
    hand, keep, dead = parse_cards("Jo Th 9h 2c Kd"), parse_cards("Jo Th 9h"), parse_cards("8h 7h")
    unseen = [c for c in rules.pack.cards() if c not in hand and c not in dead]
    ev = evaluator_for(rules)
    truth = dict.fromkeys((c.value for c in ev.order), 0)
    for drawn in combinations(unseen, 2):
        truth[ev.hand_class(ev.value([*keep, *drawn])).value] += 1
    assert data["draws"] == comb(46, 2)
    assert data["outcomes"] == truth
    assert data["dead"] == ["8h", "7h"]


def test_draw_five_new_cards(capsys):
    data = run_json(capsys, "odds", "draw", "7c 8d 9h Jc Kd", "--keep", "none", "--pack", "ecarte")
    assert data["keep"] == []
    assert data["draws"] == comb(27, 5)
    ev = evaluator_for(HandRules(pack=PackKind.ECARTE))
    hand = parse_cards("7c 8d 9h Jc Kd")
    unseen = [c for c in PackKind.ECARTE.cards() if c not in hand]
    flushes = sum(
        1 for drawn in combinations(unseen, 5) if ev.hand_class(ev.value(drawn)) is HandClass.FLUSH
    )
    assert data["outcomes"]["flush"] == flushes


def test_table_for_draw(capsys):
    code, out, err = run(capsys, "odds", "draw", "Js Jh 2c 7d Kh", "--keep", "Js Jh")
    assert code == 0 and err == ""
    assert "16,215" in out
    assert "a pair of jacks" in out
    assert "4,656" in out


# ---------------------------------------------------------------- advise


def test_advise_json(capsys):
    data = run_json(capsys, "odds", "advise", "Js Jh Th 9h 2c")
    assert isinstance(data, list) and len(data) == 32
    for row in data:
        assert set(row) == {
            "keep",
            "discard",
            "draws",
            "p_improve",
            "expected_value",
            "median_hand",
            "outcomes",
        }
        assert row["draws"] == comb(47, len(row["discard"]))
        assert sum(row["outcomes"].values()) == row["draws"]
        assert sorted(row["keep"] + row["discard"]) == sorted(["Js", "Jh", "Th", "9h", "2c"])
    assert [r["expected_value"] for r in data] == sorted(
        (r["expected_value"] for r in data), reverse=True
    )
    assert data[0]["keep"] == ["Js", "Jh"]


def test_advise_pat_royal_flush(capsys):
    data = run_json(capsys, "odds", "advise", "As Ks Qs Js 10s")
    assert data[0]["discard"] == []
    assert data[0]["median_hand"] == "a royal flush"


def test_advise_table(capsys):
    code, out, err = run(capsys, "odds", "advise", "Js Jh Th 9h 2c")
    assert code == 0 and err == ""
    rows = [line for line in out.splitlines() if line.strip()[:2].strip().isdigit()]
    assert len(rows) == 32
    assert rows[0].split()[1:3] == ["Js", "Jh"]


# ---------------------------------------------------------------- mistakes


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["odds", "draw", "As Kd Zz", "--keep", "As"], "'Zz' is not a card"),
        (["odds", "draw", "As Kd Qd", "--keep", "As"], "3 were given"),
        (["odds", "advise", "As Kd Qd Jd 10c 9c"], "6 were given"),
        (["odds", "draw", "As Kd Qd Jd As", "--keep", "As"], "As is given twice"),
        (["odds", "draw", "As Kd Qd Jd 2c", "--keep", "Ah"], "Ah is not in the hand"),
        (["odds", "draw", "As Kd Qd Jd 2c", "--keep", "Kd Xx"], "'Xx' is not a card"),
        (["odds", "draw", "As Kd Qd Jd Jo", "--keep", "As"], "--pack joker"),
        (
            ["odds", "advise", "As Kd Qd Jd 2c", "--pack", "ecarte"],
            "2c is not in the 32-card ecarte pack",
        ),
        (
            ["odds", "draw", "2c 5d 8h Jc Kd", "--keep", "none", "--pack", "ecarte"],
            "2c is not in the 32-card",
        ),
        (["odds", "advise", "As Kd Qd Jd 2c", "--dead", "As"], "As is in the hand"),
        (["odds", "advise", "As Kd Qd Jd 2c", "--dead", "7c 7c"], "7c is given twice"),
        (["odds", "draw", "As Kd Qd Jd 2c"], "--keep"),
        (["odds", "dealt", "--pack", "pinochle"], "invalid choice: 'pinochle'"),
        (["odds", "dealt", "--extra", "tiger"], "'tiger' is not an extra hand"),
        (["odds", "dealt", "--pack", "ecarte", "--extra", "skip"], "skip cannot be made"),
        (["odds", "dealt", "--two-pairs-over-threes"], "--pack joker"),
        (["odds", "dealt", "--bogus"], "unrecognized arguments: --bogus"),
        (["odds", "guess"], "invalid choice: 'guess'"),
        (["odds"], "required"),
        ([], "required"),
    ],
)
def test_mistakes_are_one_line(capsys, argv, needle):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1, err
    assert needle in err
    assert "error:" in err and "Traceback" not in err


def test_help_exits_cleanly(capsys):
    code, out, _ = run(capsys, "odds", "draw", "--help")
    assert code == 0
    assert "--keep" in out


# ---------------------------------------------------------------- python -m bot


def test_python_dash_m_bot():
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "bot",
            "odds",
            "draw",
            "Js Jh 2c 7d Kh",
            "--keep",
            "Js Jh",
            "--json",
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["outcomes"]["three_of_a_kind"] == 1_854
    bad = subprocess.run(
        [sys.executable, "-m", "bot", "odds", "draw", "As Kd Zz", "--keep", "As"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    assert bad.returncode == 2
    assert bad.stdout == ""
    assert bad.stderr.strip().count("\n") == 0
    assert "'Zz' is not a card" in bad.stderr
    assert HandClass.ONE_PAIR.value in done.stdout


def test_the_issue_example_names_the_bad_card_before_asking_for_keep(capsys):
    from bot.cli import main

    assert main(["odds", "draw", "As Kd Zz"]) == 2
    err = capsys.readouterr().err
    assert "'Zz' is not a card" in err and "Traceback" not in err
    assert main(["odds", "draw", "As Kd Qs Js 2c"]) == 2
    assert "--keep is needed" in capsys.readouterr().err

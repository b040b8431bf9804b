import json
import subprocess
import sys

import pytest

from bot.cli import main
from bot.cli.play import TextError, read_action
from engine.actions import ComeIn, Draw, Open, Pass, Raise, Stay
from engine.cards import parse_cards
from engine.deal import DealKind
from engine.robots import Robot, Style
from engine.rules import Rules
from engine.simulate import simulate
from tests.engine_helpers import make_deal, play
from tests.play_script import main_for_tests

NOTHING = ["2c 5d 8h Ts Qc", "3c 6d 9h Js Kd", "4h 7s 9c Td Qs", "2h 4s 7c 8d Ks"]


def robot_draw(hand: str, style=Style.CLOSE, **rules):
    """What a robot discards from `hand` as the only player drawing at seat 1."""
    # Fillers that share no card with any hand tested here.
    hands = {0: "3d 4d 5d Qd Ad", 1: hand, 2: "3s 5s 6s Qs As", 3: "4c Tc Qc Jh Qh"}
    deal = make_deal(hands, rules=Rules(straddles=False, **rules))
    play(deal, Pass(2), Pass(3), ComeIn(0), ComeIn(1))
    assert deal.to_act == 1
    action = Robot(deal.rules, style, seed=1).decide(deal.seat_view(1))
    assert isinstance(action, Draw)
    return {str(c) for c in action.discards}


@pytest.mark.parametrize(
    "hand, discards",
    [
        ("Kc Kd 7h 4s 2c", {"7h", "4s", "2c"}),  # three to a pair
        ("Kc Kd 7h 7s 2c", {"2c"}),  # one to two pairs
        ("Kc Kd Kh 7s 2c", {"7s", "2c"}),  # two to threes
        ("Ah 9h 6h 3h Kc", {"Kc"}),  # one to a four-card flush
        ("8c 9d Th Js 2c", {"2c"}),  # one to an open-ended straight
        ("5c 6d 7h 8s 9c", set()),  # a pat straight stands
    ],
)
def test_robots_draw_by_fosters_maxims(hand, discards):
    assert robot_draw(hand) == discards


def test_a_robot_opener_keeps_his_openers():
    # Jacks and a four-card flush: drawing to the flush would split the openers (law 73).
    hands = {0: NOTHING[0], 1: "Jh Jd 9h 6h 3h", 2: NOTHING[2], 3: NOTHING[3]}
    deal = make_deal(hands, rules=Rules(), kind=DealKind.JACKPOT)
    play(deal, Open(1, 2), Pass(2), Pass(3), Stay(0))
    assert deal.to_act == 1
    action = Robot(deal.rules, Style.LIBERAL, seed=1).decide(deal.seat_view(1))
    kept = set(deal.hands[1]) - set(action.discards)
    assert set(parse_cards("Jh Jd")) <= kept
    deal.apply(action)  # and the engine accepts it


def test_robots_open_only_on_openers_and_never_act_illegally():
    for seed in range(3):
        for style in Style:
            rules = Rules(bobtail_openers=seed == 1, betting=["limit", "table_stakes", "progressive"][seed])
            report = simulate(players=5, hands=150, seed=seed, rules=rules)
            assert report.hands == 150 and report.chips_conserved, style


def test_simulation_is_deterministic_and_conserves_chips():
    a = simulate(players=6, hands=200, seed=7).to_dict()
    b = simulate(players=6, hands=200, seed=7).to_dict()
    a.pop("hands_per_second"), b.pop("hands_per_second")
    assert a == b
    assert a["chips_conserved"] and a["jack_pots"] > 0


def test_a_freeze_out_ends_with_one_player_holding_everything():
    rules = Rules(betting="freeze_out", freeze_out_stake=12, blind=1, raise_limit=4)
    report = simulate(players=3, hands=5000, seed=2, rules=rules)
    assert report.finished_freeze_out and report.chips_conserved and report.rebuys == 0


def test_robot_raises_stay_within_the_limit():
    hands = dict(enumerate(NOTHING))
    hands[2] = "Ac Ad Ah 5s 5c"
    deal = make_deal(hands, rules=Rules(straddles=False, raise_limit=6))
    action = Robot(deal.rules, Style.LIBERAL, seed=3).decide(deal.seat_view(2))
    assert isinstance(action, ComeIn) and 0 < action.raise_by <= 6
    deal.apply(action)


# ----- poker-bot simulate and play -----------------------------------------------------
def test_simulate_command_json(capsys):
    assert main(["simulate", "--players", "6", "--hands", "120", "--seed", "1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["hands"] == 120 and data["chips_conserved"] is True
    assert {"jack_pots", "whangdoodles", "hands_per_second"} <= set(data)


@pytest.mark.parametrize(
    "argv, words",
    [
        (["--players", "8"], "--players: this table seats 2 to 7"),
        (["--players", "9"], "--players: a whole number from 2 to 8, not '9'"),
        (["--blind", "6"], "--blind: the ante"),
        (["--limit", "0"], "--limit"),
        (["--hands", "0"], "--hands"),
    ],
)
def test_simulate_command_mistakes(capsys, argv, words):
    assert main(["simulate", *argv]) == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize(
    "text, expected",
    [
        ("come in", ComeIn(0, 0)),
        ("come in raise 3", ComeIn(0, 3)),
        ("raise 4", Raise(0, 4)),
        ("pass", Pass(0)),
        ("drop", Pass(0)),
        ("draw 1 3", Draw(0, tuple(parse_cards("As Qh")))),
        ("draw Qh", Draw(0, tuple(parse_cards("Qh")))),
        ("stand pat", Draw(0, ())),
    ],
)
def test_the_terminal_words(text, expected):
    assert read_action(text, 0, parse_cards("As Kd Qh Jc 2s")) == expected


@pytest.mark.parametrize("text, words", [("raise", "how much"), ("draw 7", "positions run 1 to 5"),
                                         ("fly", "not something a player says"), ("draw Zz", "'Zz'")])
def test_the_terminal_explains_what_it_did_not_understand(text, words):
    with pytest.raises(TextError, match=words):
        read_action(text, 0, parse_cards("As Kd Qh Jc 2s"))


def test_a_whole_terminal_game_with_mistakes_and_quitting():
    lines = ["fly", "pass", "come in", "pat", "drop", "bet 1", "call", ""] * 6 + ["q"]
    status, out = main_for_tests(["--seed", "5", "--players", "3"], lines)
    text = "\n".join(out)
    assert status == 0
    assert "deals first (law 2)" in text
    assert "'fly' is not something a player says here" in text
    assert "Deal 1:" in text and "Chips:" in text
    # The robots' cards never appear until shown in a call.
    assert "Your hand:" in text


def test_play_runs_as_a_program_on_scripted_input():
    proc = subprocess.run([sys.executable, "-m", "bot", "play", "--seed", "2", "--players", "2"],
                          input="pass\npat\ndrop\n\nq\n", capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert "Deal 1:" in proc.stdout and "Traceback" not in proc.stderr

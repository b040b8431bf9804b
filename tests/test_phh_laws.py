"""A hand history held to the laws with the cards it shows: four files broken by hand, each
refused with one line naming its place, a sound one passing, and the limit the file is read by
the engine's own."""

from __future__ import annotations

import random
import tomllib

import pytest

from bot.services.phh import phh_text
from bot.services.phh_check import CHIPS, FULL, Checked, check_chips, check_text
from bot.services.phh_laws import most_raise
from engine.actions import Bet, Call, ComeIn, Draw, Pass, See
from engine.betting import max_raise
from engine.cards import parse_cards
from engine.deal import random_legal_action
from engine.phases import Phase
from engine.rules import Rules
from engine.state import IN
from engine.table import new_table
from tests.cli_run import poker_bot
from tests.engine_helpers import make_deal, play
from tests.phh_deals import RULES, random_records, record_of


def showdown_deal():
    """Five at the table, A dealing: in PHH's order p1 is B (the age, his blind), p2 C, p3 D,
    p4 E, p5 A.  C and D come in, E comes in and raises 5; C draws three, D stands pat, E draws
    one; C bets 2, D calls, E drops, and C's jacks beat D's king high."""
    deal = make_deal({0: "2c 4s 8h Ts Qc", 1: "Ac Ad 9h 6s 3c", 2: "Js Jh 7c 4d 2s", 3: "Kd Qd 9d 5c 3h",
                      4: "8d 8c 6h 6d Tc"}, rules=Rules(straddles=False), draw="5s 9c Ah")
    play(deal, ComeIn(2), ComeIn(3), ComeIn(4, 5), Pass(0), Pass(1), See(2), See(3))
    play(deal, Draw(2, tuple(parse_cards("7c 4d 2s"))), Draw(3, ()), Draw(4, tuple(parse_cards("Tc"))))
    play(deal, Bet(2, 2), Call(3), Pass(4))
    return record_of(deal)


def edited(text: str, *changes: tuple[str, str]) -> str:
    for old, new in changes:
        assert text.count(old) >= 1, old
        text = text.replace(old, new)
    return text


@pytest.fixture(scope="module")
def sound() -> str:
    """C's own file of the deal: his cards, D's (shown), no seed."""
    return phh_text(showdown_deal(), member="C")


def test_the_sound_file_is_the_deal_as_written(sound):
    data = tomllib.loads(sound)
    assert data["actions"][:8] == ["d dh p1 ??????????", "d dh p2 JsJh7c4d2s", "d dh p3 KdQd9d5c3h",
                                   "d dh p4 ??????????", "d dh p5 ??????????", "p2 cbr 2", "p3 cc", "p4 cbr 7"]
    assert data["actions"][12:17] == ["p2 sd 7c4d2s", "p3 sd", "p4 sd ??", "d dh p2 5s9cAh", "d dh p4 ??"]
    assert check_text(sound) == Checked(CHIPS, [])


def broken_files(sound: str) -> dict[str, tuple[str, str]]:
    """The four files broken by hand, each with the one line its refusal must be."""
    raised = edited(sound, ('"p4 cbr 7"', '"p4 cbr 40"'),
                    # and the chips made to agree, as the one who broke it did: C takes the 125 put up
                    ("finishing_stacks = [99, 117, 91, 93, 100]", "finishing_stacks = [99, 183, 58, 60, 100]"),
                    ("winnings = [0, 26, 0, 0, 0]", "winnings = [0, 125, 0, 0, 0]"))
    twice = edited(sound, ("d dh p3 KdQd9d5c3h", "d dh p3 KdQd9dJs3h"), ("p3 sm KdQd9d5c3h", "p3 sm KdQd9dJs3h"))
    fixed_limit = edited(sound, ('variant = "FosterDraw"', 'variant = "FT"'))
    six = edited(sound, ('"p2 sd 7c4d2s"', '"p2 sd 7c4d2sJsJhKc"'), ('"d dh p2 5s9cAh"', '"d dh p2 5s9cAhQs8s2h"'))
    return {
        "raise.phh": (raised, "line 8 ('p4 cbr 40'): p4 raises 38, but the limit is 10"),
        "twice.phh": (twice, "line 3 ('d dh p3 KdQd9dJs3h'): J♠ is dealt to p3, but p2 holds it"),
        "variant.phh": (fixed_limit, "variant: 'FT' is PHH's code for fixed-limit Texas hold'em; a deal of "
                                     "draw poker is written 'FosterDraw'"),
        "six.phh": (six, "line 13 ('p2 sd 7c4d2sJsJhKc'): p2 discards six cards; a draw is at most five (law 38)"),
    }


def test_each_broken_file_is_refused_in_one_line_naming_its_place(sound):
    for _name, (text, refusal) in broken_files(sound).items():
        data = tomllib.loads(text)
        assert check_chips(data) == []  # the chips alone agree: the check of old called it sound
        assert check_text(text) == Checked(CHIPS, [refusal])


def test_the_cli_names_each_broken_file_and_passes_the_sound_one(sound, tmp_path):
    folder = tmp_path / "files"
    folder.mkdir()
    (folder / "sound.phh").write_text(sound, encoding="utf-8")
    broken = broken_files(sound)
    for name, (text, _refusal) in broken.items():
        (folder / name).write_text(text, encoding="utf-8")
    done = poker_bot("import-check", str(folder), cwd=tmp_path)
    assert done.code == 1 and "Traceback" not in done.err
    assert done.out.splitlines() == [
        *(f"{name}: {refusal}" for name, (_t, refusal) in sorted(broken.items())),
        "5 files: 5 files checked on their chips and the hands shown only (no seed, so the pack is unknown); "
        "4 problems"]
    (folder / "sound.phh").rename(tmp_path / "sound.phh")
    alone = poker_bot("import-check", str(tmp_path / "sound.phh"), cwd=tmp_path)
    assert alone.code == 0 and alone.out.endswith("all agree\n")


def test_a_host_file_with_a_card_changed_is_refused_at_its_line_and_card():
    text = phh_text(showdown_deal())
    unused = next(c for c in ("Jc", "Jd") if c not in text)  # another jack, in nobody's hand
    changed = edited(text, ("d dh p2 JsJh7c4d2s", f"d dh p2 Js{unused}7c4d2s"),
                     ("p2 sm JsJh5s9cAh", f"p2 sm Js{unused}5s9cAh"))
    jack = parse_cards(unused)[0].symbol()
    assert check_text(changed) == Checked(FULL, [
        f"line 2: the file says 'd dh p2 Js{unused}7c4d2s', the seed and the laws give 'd dh p2 JsJh7c4d2s' "
        f"({jack} where the seed has J♥)"])


def test_a_host_file_is_held_to_the_laws_too():
    text = phh_text(showdown_deal())
    assert check_text(edited(text, ('"p4 cbr 7"', '"p4 cbr 13"'))).problems == [
        "line 8 ('p4 cbr 13'): p4 raises 11, but the limit is 10"]


def _cards(line: str) -> set[str]:
    word = line.split()[2] if len(line.split()) > 2 else ""
    return {word[i:i + 2] for i in range(0, len(word), 2)}


def test_an_opener_may_show_the_openers_he_discarded():
    """Law 74: an opener who drops after the draw shows his openers, even one he threw away."""
    for seed in (11, 12):
        for _name, record in random_records(seed):
            data = tomllib.loads(phh_text(record))
            opener = data.get("_opener")
            if data["_kind"] != "jackpot" or opener is None:
                continue
            shown = [_cards(line) for line in data["actions"] if line.startswith(f"{opener} sm ")]
            drawn = [_cards(line) for line in data["actions"] if line.startswith(f"{opener} sd ")]
            if shown and drawn and shown[0] & drawn[0]:
                assert check_text(phh_text(record)).problems == []
                assert check_text(phh_text(record, member="m1")).problems == []
                return
    raise AssertionError("no opener showed a discarded card")


@pytest.mark.parametrize("name", sorted(set(RULES) - {"whisky", "whisky-refreshments"}))
def test_the_files_limit_is_the_engines(name):
    """For every seat to act in many random betting states, the limit a file is read by
    (`most_raise`) is the engine's own (`engine.betting.max_raise`)."""
    rng = random.Random(name)
    rules = RULES[name]
    compared = raised = 0
    for stacks in ([200] * 5, [3, 40, 12, 500, 1], [30, 30], [100] * 7):
        if len(stacks) > rules.max_seats:
            continue
        if rules.betting == "freeze_out":
            stacks = [rules.freeze_out_stake] * len(stacks)
        table, _ = new_table(rules, [f"m{i}" for i in range(len(stacks))], stacks, seed=rng.random())
        for number in range(8):
            if len(table.players_with_chips()) < 2:
                break
            deal = table.start(seed=f"{name}:{number}")
            while deal.result is None:
                seat = deal.to_act
                assert seat is not None
                if deal.phase is not Phase.STRADDLING:
                    live = [st == IN for st in deal.status]
                    most = max_raise(deal, seat)
                    assert most_raise(rules, deal.level, deal.raises, deal.stacks, deal.round_put, live,
                                      seat) == most, (name, deal.log[-3:])
                    compared += 1
                    raised += most > 0
                action = random_legal_action(deal, rng)
                assert action is not None
                deal.apply(action)
            table.settle(deal)
    assert compared > 100 and raised > 10


def test_every_deal_of_every_variety_keeps_the_laws():
    count = 0
    for _name, record in random_records(41, per_table=3):
        for member in (None, "m0"):
            text = phh_text(record, member)
            assert check_text(text).problems == [], (_name, text)
        count += 1
    assert count > 100

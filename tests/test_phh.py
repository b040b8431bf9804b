"""PHH files: the round trip through the engine, a member's privacy, and what readers make of them."""

from __future__ import annotations

import contextlib
import tomllib

import pytest

from bot.services.phh import phh_text
from bot.services.phh_check import CHIPS, FULL, check_text
from bot.services.phh_toml import dumps
from engine.actions import action_from_dict
from engine.cards import Card, parse_cards
from engine.state import OUT
from engine.varieties import deal_class
from tests.phh_deals import RULES, random_records


def _cards_in(text: str) -> set[Card]:
    """Every card a PHH file names, wherever it names it (its actions and its moves)."""
    data = tomllib.loads(text)
    found: set[Card] = set()
    for line in [*data["actions"], *data.get("_moves", [])]:
        for word in str(line).split():
            if len(word) % 2 or word.isdigit() or word.startswith(("p", "d")) and len(word) <= 3:
                continue
            tokens = [word[i:i + 2] for i in range(0, len(word), 2)]
            try:
                found.update(parse_cards([t for t in tokens if t != "??"], allow_repeats=True))
            except ValueError:
                continue
    return found


def _allowed(record, member: str) -> set[Card]:
    """Independently of the export: his own cards at every step, and every card the table's
    public view showed at any step."""
    setup = record.deal_setup()
    deal = deal_class(setup.rules.variety)(setup)
    seats = [s for s, name in enumerate(setup.players) if name == member]
    seen: set[Card] = set()

    def look() -> None:
        for seat in seats:
            seen.update(deal.hands[seat])
        words = str(deal.public_view())
        for token in words.replace("'", " ").replace('"', " ").replace(",", " ").split():
            with contextlib.suppress(ValueError):
                seen.update(parse_cards([token]))

    look()
    for action in record.actions:
        deal.apply(action_from_dict(action))
        look()
    return seen


def leaks(record, text: str, member: str) -> set[Card]:
    return _cards_in(text) - _allowed(record, member)


def test_every_deal_of_every_variety_comes_back_chip_for_chip():
    seen = set()
    count = 0
    for seed in (11, 12):
        for name, record in random_records(seed):
            seen.add(name)
            count += 1
            full = check_text(phh_text(record))
            assert (full.how, full.problems) == (FULL, []), (name, record.seed)
            mine = check_text(phh_text(record, member="m1"))
            assert (mine.how, mine.problems) == (CHIPS, []), (name, record.seed)
    assert seen == set(RULES) and count > 300


def test_a_changed_file_is_caught():
    name, record = next(random_records(3))
    text = phh_text(record)
    data = tomllib.loads(text)
    wrong = list(data["finishing_stacks"])
    wrong[0] += 1
    bad = text.replace(f"finishing_stacks = {data['finishing_stacks']}".replace("'", ""),
                       f"finishing_stacks = {wrong}")
    assert bad != text
    assert any("finishing_stacks" in p for p in check_text(bad).problems)
    member = phh_text(record, member="m1").replace(f"finishing_stacks = {data['finishing_stacks']}",
                                                     f"finishing_stacks = {wrong}")
    assert check_text(member).problems == ["p1: the actions leave "
                                           f"{data['finishing_stacks'][0]} chips, the file says {wrong[0]}"]


def test_a_member_file_holds_only_his_cards_and_those_shown():
    checked = 0
    for _name, record in random_records(5, per_table=3):
        for member in ("m0", "m3"):
            text = phh_text(record, member=member)
            assert "_seed" not in tomllib.loads(text)
            assert leaks(record, text, member) == set()
            checked += 1
    assert checked > 100


def test_the_privacy_check_catches_a_leaking_export():
    # The host's file names every card: offered as a member's, the check must find the leak.
    found = [leaks(record, phh_text(record), "m0") for _n, record in random_records(5, per_table=1)]
    assert sum(1 for f in found if f) > len(found) // 2


def test_text_fields_survive_any_characters():
    odd = 'a "quoted" name\\ with\nnewline\t\x01 and é'
    assert tomllib.loads(dumps({"players": [odd], "_x": {"k y": odd, "n": None}})) == {"players": [odd],
                                                                                       "_x": {"k y": odd}}


def test_no_file_lists_a_seat_not_dealt_in_and_the_dealer_comes_last():
    """PHH lists players by position, the button last: ours from the dealer's left round to the
    dealer, only those dealt in (a broke player, or the dealer at eight, law 1, is not listed)."""
    notation = pytest.importorskip("pokerkit.notation")
    left_out = at_eight = 0
    for _name, record in random_records(9, per_table=4):
        setup = record.deal_setup()
        deal = deal_class(setup.rules.variety)(setup)
        n = len(setup.players)
        dealt = [s for s in range(n) if deal.status[s] != OUT]
        left_out += len(dealt) < n
        at_eight += n == 8 and setup.dealer not in dealt
        expected = [s for s in ((setup.dealer + k) % n for k in range(1, n + 1)) if s in dealt]
        for member in (None, "m2"):
            text = phh_text(record, member)
            history = notation.HandHistory.loads(text)
            assert history.seats == [s + 1 for s in expected]
            assert history.players == [setup.players[s] for s in expected]
            assert history.starting_stacks == [setup.stacks[s] for s in expected]
            assert min(history.starting_stacks) > 0
            assert history.user_defined_fields["_dealer"] == setup.dealer + 1
    assert left_out and at_eight


ODD_VALUES = ["[]", '"x"', "-1", '["p9 cc"]', "{a = 1}", "10000000000", "true", "[1, 2]", '["p1 cbr 99999"]']


def _mutants(text: str, rng) -> list[str]:
    """The file with one line changed at random: a value of another kind, a word dropped or
    swapped, a line lost, a number made huge or negative."""
    lines = text.splitlines()
    out = []
    for _ in range(40):
        i = rng.randrange(len(lines))
        line = lines[i]
        key, eq, _value = line.partition(" = ")
        choice = rng.randrange(6)
        if choice == 0 and eq:
            changed = f"{key} = {rng.choice(ODD_VALUES)}"
        elif choice == 1:
            changed = ""
        elif choice == 2:
            words = line.split()
            changed = " ".join(w for j, w in enumerate(words) if j != rng.randrange(max(1, len(words))))
        elif choice == 3:
            changed = line.replace("cc", "cbr").replace("sd", "f")
        elif choice == 4:
            changed = line.replace("p1", "p0").replace("1", "99999")
        else:
            changed = line.replace('"', "", 2)
        out.append("\n".join([*lines[:i], changed, *lines[i + 1:]]))
    return out


def test_a_damaged_file_is_a_finding_never_a_crash():
    import random

    from bot.services.phh_check import PhhError

    rng = random.Random(4)
    for _name, record in random_records(13, per_table=1):
        for member in (None, "m1"):
            for text in _mutants(phh_text(record, member), rng):
                with contextlib.suppress(PhhError):
                    check_text(text)


@pytest.mark.parametrize(("field", "new"), [("_outcome", '"uncontested"'), ("_straddles", '["p9"]'),
                                            ("_next_jackpot", '"no reason"'), ("seat_count", "3")])
def test_a_changed_field_of_any_kind_is_caught(field, new):
    for _name, record in random_records(3):
        text = phh_text(record)
        lines = [f"{field} = {new}" if line.startswith(f"{field} = ") else line for line in text.splitlines()]
        if not any(line.startswith(f"{field} = ") for line in text.splitlines()):
            lines.append(f"{field} = {new}")
        changed = "\n".join(lines) + "\n"
        if changed != text:
            break
    assert any(problem.startswith(f"{field}:") for problem in check_text(changed).problems)


def test_a_members_file_whose_pool_went_to_a_worse_hand_is_caught():
    """Chips moved from the winner to another player who showed, stacks and winnings both, so
    that every sum still adds up: only the hands shown can tell."""
    for _name, record in random_records(6):
        data = tomllib.loads(phh_text(record, member="m0"))
        won = data["winnings"]
        shown = [int(line.split()[0][1:]) - 1 for line in data["actions"] if line.split()[1:2] == ["sm"]]
        if data["_outcome"] != "showdown" or sum(1 for w in won if w) != 1 or len(shown) < 2:
            continue
        winner = won.index(max(won))
        loser = next(s for s in shown if s != winner)
        text = phh_text(record, member="m0")
        moved_won, moved_stacks = list(won), list(data["finishing_stacks"])
        moved_won[loser], moved_won[winner] = moved_won[winner], 0
        moved_stacks[loser] += won[winner]
        moved_stacks[winner] -= won[winner]
        text = text.replace(f"winnings = {won}", f"winnings = {moved_won}")
        text = text.replace(f"finishing_stacks = {data['finishing_stacks']}", f"finishing_stacks = {moved_stacks}")
        assert check_text(text).problems == [f"p{winner + 1} showed the best hand, but the file says nothing "
                                             "was won with it"]
        return
    raise AssertionError("no deal of one winner among two hands shown")


def test_the_documents_example_is_what_the_export_writes():
    """docs/hand-histories.md shows a deal's two files: each field it shows is the export's."""
    from pathlib import Path

    text = (Path(__file__).resolve().parents[1] / "docs" / "hand-histories.md").read_text(encoding="utf-8")
    example = text[text.index("## An example"):]
    host, member = (block.split("```", 1)[0] for block in example.split("```toml\n")[1:3])
    _name, record = next(random_records(1))
    for shown, whose in ((host, None), (member, "m1")):
        written = tomllib.loads(phh_text(record, whose))
        fields = tomllib.loads("\n".join(line for line in shown.splitlines() if not line.startswith("#")))
        assert fields and all(written[k] == v for k, v in fields.items()), whose

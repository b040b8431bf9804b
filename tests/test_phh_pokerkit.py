"""Every exported deal of draw and straight poker replayed through PokerKit, by our reader
(`bot.services.phh_pokerkit`), to the finishing stacks the ledger holds (issue 41, item 10).

The deals are played for real: robots through the table service and the banker's ledger
(`poker-bot simulate --db`), exported by `poker-bot export`, the host's files and a member's;
and the engine's own tables under many house rules.  The truth each replay is held to is not
the file's word but the ledger's lines for the deal (or the engine's replay of the record).
"""

from __future__ import annotations

import asyncio
import tomllib
from pathlib import Path

import pytest

from bot.services.accounts import pool_name, seat_name
from bot.services.ledger_simulation import GUILD, simulate_with_ledger
from bot.services.phh import phh_text
from bot.storage import open_storage
from engine.actions import Bet, Call, Check, ComeIn, Draw, Pass
from engine.rules import Rules
from tests.ci import missing
from tests.cli_run import environment, poker_bot
from tests.engine_helpers import make_deal, play
from tests.phh_deals import RULES, random_records, record_of

try:
    from bot.services import phh_pokerkit
except ModuleNotFoundError:  # the dev extras bring PokerKit; without them these tests cannot run
    phh_pokerkit = None  # type: ignore[assignment]


@pytest.fixture(autouse=True)
def _pokerkit() -> None:
    if phh_pokerkit is None:
        missing("PokerKit is not installed (pip install -e '.[dev]')")


# Robots' tables through the ledger: Foster's game, straight poker, table stakes with straddles
# up to 8 and the house's checking, each to stakes small enough that chips run out (a robot that
# loses his buys again), and a freeze-out, where one who loses all is dealt out to the end.
LEDGER_RUNS = {
    "draw": (Rules(), 30),
    "straight": (Rules(variety="straight"), 30),
    "stakes": (Rules(betting="table_stakes", straddle_cap=8, checking=True), 40),
    "freeze-out": (Rules(betting="freeze_out", freeze_out_stake=20), 20),
}


def ledger_truth(url: str, files: list[Path]) -> dict[str, tuple[list[int], int, int]]:
    """For each file's deal: the stacks the ledger leaves each player listed, the pool left, and
    how many sat at the table."""

    async def read() -> dict[str, tuple[list[int], int, int]]:
        storage = await open_storage(url, migrate=False, create=False, readonly=True)
        out = {}
        try:
            async with storage.transaction(readonly=True) as tx:
                for file in files:
                    data = tomllib.loads(file.read_text(encoding="utf-8"))
                    table, number = int(data["table"]), int(data["hand"])
                    row = await tx.deal(table, number)
                    assert row is not None and row.status == "finished"
                    moved = await tx.deal_lines(row.id)
                    accounts = {a.name: a.id for a in await tx.accounts(GUILD)}
                    stacks = []
                    for seat, member in zip(data["seats"], data["players"], strict=True):
                        assert row.setup["players"][seat - 1] == member
                        seat_account = accounts[seat_name(table, member)]
                        stacks.append(row.setup["stacks"][seat - 1] + moved.get(seat_account, 0))
                    pool = moved.get(accounts[pool_name(table)], 0)
                    out[file.name] = (stacks, row.setup["carried"] + pool, len(row.setup["players"]))
        finally:
            await storage.close()
        return out

    return asyncio.run(read())


@pytest.fixture(scope="module")
def ledger_files(tmp_path_factory) -> list[tuple[str, Path, str, Path]]:
    """(run, database, whose files, folder) for each run: the host's export and Robot 1's."""
    made = []
    for run, (rules, stake) in LEDGER_RUNS.items():
        folder = tmp_path_factory.mktemp(run)
        db = folder / "poker.db"
        played = asyncio.run(simulate_with_ledger(f"sqlite:///{db}", 5, 120, 41, rules, stake=stake))
        assert (played.hands == 120 or played.finished_freeze_out) and played.chips_conserved
        for whose, extra in (("host", []), ("Robot 1", ["--member", "Robot 1"])):
            out = folder / whose.replace(" ", "-")
            done = poker_bot("export", "--db", str(db), "--out", str(out), *extra, cwd=folder)
            assert done.code == 0, done.err
            made.append((run, db, whose, out))
    return made


def test_every_exported_deal_replays_through_pokerkit_to_the_ledgers_stacks(ledger_files):
    seen: dict[str, int] = {}
    for run, db, whose, folder in ledger_files:
        files = sorted(folder.glob("*.phh"))
        assert len(files) > 10
        truth = ledger_truth(f"sqlite:///{db}", files)
        for file in files:
            text = file.read_text(encoding="utf-8")
            replayed = phh_pokerkit.replay(text)
            stacks, pool, chairs = truth[file.name]
            assert (replayed.finishing_stacks, replayed.carried_out) == (stacks, pool), (run, whose, text)
            data = tomllib.loads(text)
            for fact in facts(data, replayed) + (["a player dealt out"] if len(data["seats"]) < chairs else []):
                seen[fact] = seen.get(fact, 0) + 1
    assert set(seen) >= {"a jack-pot with a pool carried into it", "a straddle", "a raise to the limit",
                         "nobody came in", "the age made it a jack-pot", "a jack-pot nobody opened",
                         "straight poker nobody bet", "shown down", "taken uncontested",
                         "a member's file", "a player dealt out"}, seen


def facts(data: dict, replayed) -> list[str]:
    """What a deal shows of the laws the replay must keep, for the test to be sure it met each."""
    found = [replayed.ending]
    if data["_kind"] == "jackpot" and data["_carried_in"]:
        found.append("a jack-pot with a pool carried into it")
    if data["_straddles"]:
        found.append("a straddle")
    if data["_outcome"] == "not_opened":
        found.append("a jack-pot nobody opened")
    if data["_outcome"] == "all_passed":
        found.append("straight poker nobody bet")
    if data["_outcome"] == "no_one_came_in":
        found.append("nobody came in")
    if data["_outcome"] == "made_jackpot":
        found.append("the age made it a jack-pot")
    if "_member" in data:
        found.append("a member's file")
    if any(data["_settled"]):
        found.append("chips settled outside the betting")
    found += limit_raises(data)
    return found


def limit_raises(data: dict) -> list[str]:
    """Whether a bet or raise went to the limit, counted from the lines alone."""
    limit = data["_rules"]["raise_limit"]
    level, put = 0, {}
    blinds = data["blinds_or_straddles"]
    first = data["_kind"] == "ordinary" and data["_variety"] == "draw"
    ante = 2 * max(blinds) if first else 0
    for line in data["actions"]:
        words = line.split()
        if words[0] == "d" or words[1] == "sd":
            if put:
                level, put, ante = 0, {}, 0
            continue
        if words[1] == "cbr":
            total = int(words[2])
            if total - max(level, ante) == limit:
                return ["a raise to the limit"]
            level = max(level, total)
            put[words[0]] = total
    return []


# ----- the engine's tables under every house rule the reader plays --------------------------

HOUSE_RULES = {
    **{name: rules for name, rules in RULES.items() if rules.variety in ("draw", "straight")
       and not rules.hands.joker},
    "draw-kitty": Rules(kitty="house", straight_flush_premium=3, buck=True, jackpot_after="two_pair"),
    "draw-one-chip": Rules(kitty="one_chip", kitty_min_class="two_pair", straight_flush_premium=50, max_raises=2),
    "draw-double-whole": Rules(betting="progressive", progressive_scheme="double_the_whole", max_seats=8),
    "straight-freeze-out": Rules(variety="straight", betting="freeze_out", freeze_out_stake=20),
}


def test_every_deal_of_the_engines_tables_replays_to_the_engines_stacks():
    seen: dict[str, int] = {}
    for seed in (51, 52):
        for name, record in random_records(seed, per_table=6, rules_by_name=HOUSE_RULES):
            deal = record.replay()
            assert deal.result is not None
            truth = (list(deal.stacks), deal.result.carried_out)
            for member in (None, "m1"):
                text = phh_text(record, member)
                data = tomllib.loads(text)
                replayed = phh_pokerkit.replay(text)
                listed = [seat - 1 for seat in data["seats"]]
                assert (replayed.finishing_stacks, replayed.carried_out) == (
                    [truth[0][s] for s in listed], truth[1]), (name, member, text)
                for fact in facts(data, replayed):
                    seen[fact] = seen.get(fact, 0) + 1
            if len(data["seats"]) < len(record.setup["players"]):
                seen["a player dealt out"] = seen.get("a player dealt out", 0) + 1
            if len(data["seats"]) == 2:
                seen["heads-up"] = seen.get("heads-up", 0) + 1
            pools = deal.result.showdown.pools if deal.result.showdown is not None else ()
            if len([p for p in pools if not p.uncalled]) > 1:
                seen["a side pool"] = seen.get("a side pool", 0) + 1
    assert set(seen) >= {"a player dealt out", "heads-up", "a side pool",
                         "a jack-pot with a pool carried into it", "a straddle", "a raise to the limit",
                         "nobody came in", "the age made it a jack-pot", "a jack-pot nobody opened",
                         "straight poker nobody bet", "chips settled outside the betting"}, seen


def test_a_straight_flush_is_paid_its_premium_in_the_replay_by_everyone_dealt_in():
    # A deals; B (the age, p1) puts up the blind, C (p2) comes in, A (p3) drops, B makes good.
    # Both stand pat; C bets 1, B calls: the pool is 6, and C's straight flush takes it, A and B
    # each paying him the premium of 5.  B: 100 - 3 - 5; C: 100 - 3 + 6 + 10; A: 100 - 5.
    deal = make_deal({0: "2c 4s 8h Ts Qc", 1: "Ac Ad 9h 6s 3c", 2: "9d 8d 7d 6d 5d"},
                     rules=Rules(straddles=False, straight_flush_premium=5))
    play(deal, ComeIn(2), Pass(0), ComeIn(1), Draw(1, ()), Draw(2, ()), Bet(2, 1), Call(1))
    text = phh_text(record_of(deal))
    assert tomllib.loads(text)["players"] == ["B", "C", "A"]
    assert phh_pokerkit.replay(text) == phh_pokerkit.Replay([92, 113, 95], 0, "shown down")


def test_the_odd_chips_of_a_pool_divided_three_ways_go_one_each_from_the_dealers_left():
    # Four come in for 2 and check after the draw (the house's rule): the pool of 8 goes to three
    # equal straights, 2 each and the 2 odd chips one each to the first two from the dealer's
    # left (engine.pools.divide), where PokerKit would give both to the first.  p1 is the age, B.
    deal = make_deal({0: "5c 6d 7h 8s 9c", 1: "2c 3d Ks Jh Qd", 2: "5d 6h 7s 8c 9d", 3: "5h 6s 7c 8d 9h"},
                     rules=Rules(straddles=False, checking=True))
    play(deal, ComeIn(2), ComeIn(3), ComeIn(0), ComeIn(1), Draw(1, ()), Draw(2, ()), Draw(3, ()), Draw(0, ()))
    play(deal, Check(2), Check(3), Check(0), Check(1))
    text = phh_text(record_of(deal))
    assert tomllib.loads(text)["finishing_stacks"] == [98, 101, 101, 100]
    assert phh_pokerkit.replay(text) == phh_pokerkit.Replay([98, 101, 101, 100], 0, "shown down")


def test_the_kitty_takes_its_cut_of_the_main_pool_in_the_replay():
    # As above, but C's hand is a flush, the house's kitty takes 3 of the pool of 6 (engine.showdown),
    # and C takes the other 3: B 100 - 3, C 100 - 3 + 3, A untouched.
    deal = make_deal({0: "2c 4s 8h Ts Qc", 1: "Ac Ad 9h 6s 3c", 2: "9d 8d 7d 6d 2d"},
                     rules=Rules(straddles=False, kitty="house"))
    play(deal, ComeIn(2), Pass(0), ComeIn(1), Draw(1, ()), Draw(2, ()), Bet(2, 1), Call(1))
    text = phh_text(record_of(deal))
    assert tomllib.loads(text)["_kitty"] == 3
    assert phh_pokerkit.replay(text) == phh_pokerkit.Replay([97, 100, 100], 0, "shown down")


def test_a_come_in_and_a_raise_of_one_are_foster_s_and_a_raise_past_the_limit_is_refused():
    """`cbr 2` after a blind of 1 is Foster's come-in, and a raise of 1 after one of 5 is his
    too, which PokerKit's own no-limit games refuse as below their minimum; a raise of 11 where
    the limit is 10 is refused, naming its line."""
    head = ('variant = "FosterDraw"\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 0, 0]\nmin_bet = 1\n'
            'starting_stacks = [50, 50, 50]\n_kind = "ordinary"\n_carried_in = 0\n_rules = {}\n')
    dealt = '"d dh p1 ??????????", "d dh p2 ??????????", "d dh p3 ??????????"'
    come_in = head + f'actions = [{dealt}, "p2 cbr 2", "p3 f", "p1 f"]\n'
    assert phh_pokerkit.replay(come_in) == phh_pokerkit.Replay([49, 51, 50], 0, "taken uncontested")
    raised = head + f'actions = [{dealt}, "p2 cbr 2", "p3 cbr 13", "p1 f", "p2 f"]\n'
    with pytest.raises(phh_pokerkit.NotReplayed, match=r"^line 5 \('p3 cbr 13'\): PokerKit refuses it: The "
                                                         r"amount 13 is above the maximum allowed 12\.$"):
        phh_pokerkit.replay(raised)
    small = head + f'actions = [{dealt}, "p2 cbr 7", "p3 cbr 8", "p1 f", "p2 f"]\n'
    assert phh_pokerkit.replay(small) == phh_pokerkit.Replay([49, 43, 58], 0, "taken uncontested")
    # PokerKit's own game for the code we wrote before, no-limit lowball, refuses the raise of 1.
    from pokerkit import HandHistory

    with pytest.raises(ValueError, match="Unable to repair"):
        list(HandHistory.loads(small.replace("FosterDraw", "N2L1D")))


@pytest.mark.parametrize(("rules", "why"), [
    (Rules(variety="stud"), "stud poker is not replayed through PokerKit: it has no game like it"),
    (Rules(variety="whisky"), "whisky poker is not replayed through PokerKit: it has no game like it"),
    (Rules(hands={"pack": "joker"}), "the joker is in the pack, and PokerKit's cards have no joker"),
    (Rules(hands={"extra_hands": "blaze"}), "the hands are valued by house rules (extra hands, or no "
                                           "straights) that PokerKit's hands do not know"),
])
def test_what_pokerkit_cannot_play_is_refused_in_one_line(rules, why):
    name, record = next(random_records(61, per_table=1, rules_by_name={"one": rules}))
    with pytest.raises(phh_pokerkit.NotReplayed) as refused:
        phh_pokerkit.replay(phh_text(record))
    assert str(refused.value) == why


def test_import_check_replays_through_pokerkit_too(ledger_files, tmp_path):
    _run, _db, _whose, folder = ledger_files[0]
    done = poker_bot("import-check", "--pokerkit", str(folder), cwd=tmp_path)
    count = len(list(folder.glob("*.phh")))
    assert done.code == 0, done.out
    assert done.out == (f"{count} files: {count} files replayed through the engine from the seed; {count} files "
                        "of draw or straight poker replayed through PokerKit too; all agree\n")
    # Without PokerKit, one line saying how to have it.
    fake = tmp_path / "no-pokerkit"
    fake.mkdir()
    (fake / "pokerkit.py").write_text("raise ModuleNotFoundError(\"No module named 'pokerkit'\", name='pokerkit')\n")
    env = environment()
    env["PYTHONPATH"] = f"{fake}:{env['PYTHONPATH']}"
    poker_bot("import-check", "--pokerkit", str(folder), cwd=tmp_path, env=env).one_line(
        2, "--pokerkit: PokerKit is not installed; pip install 'foster-poker-bot[phh]'")

"""`poker-bot export` and `poker-bot import-check`, run as a user runs them."""

from __future__ import annotations

import asyncio
import tomllib
from pathlib import Path

import pytest

from tests.cli_run import poker_bot
from tests.phh_deals import fill, random_records


@pytest.fixture(scope="module")
def database(tmp_path_factory) -> tuple[Path, int]:
    folder = tmp_path_factory.mktemp("phh")
    records = [r for _n, r in random_records(21, per_table=2)]
    # Two tables, the second's deals started a year later.
    records = [r.model_copy(update={"number": i + 1, "table_id": 1 + i % 2,
                                    "started_at": "2025-01-02T00:00:00+00:00" if i % 2 == 0 else r.started_at})
               for i, r in enumerate(records)]
    asyncio.run(fill(f"sqlite:///{folder / 'poker.db'}", records))
    return folder / "poker.db", len(records)


def test_export_then_import_check_agree(database, tmp_path):
    db, count = database
    done = poker_bot("export", "--db", str(db), "--out", str(tmp_path / "out"), cwd=tmp_path)
    assert done.code == 0, done.err
    assert done.out.startswith(f"{count} deals written to ")
    assert len(list((tmp_path / "out").glob("*.phh"))) == count
    checked = poker_bot("import-check", str(tmp_path / "out"), cwd=tmp_path)
    assert (checked.code, checked.out) == (0, f"{count} files: {count} files replayed through the engine "
                                              "from the seed; all agree\n")


def test_a_members_export_has_no_seed_and_is_checked_on_chips(database, tmp_path):
    db, _count = database
    done = poker_bot("export", "--db", str(db), "--out", str(tmp_path / "m"), "--member", "m4", cwd=tmp_path)
    assert done.code == 0, done.err
    files = list((tmp_path / "m").glob("*.phh"))
    assert files
    for file in files:
        data = tomllib.loads(file.read_text())
        assert "m4" in data["players"] and "_seed" not in data and "_seed_sha256" not in data
    checked = poker_bot("import-check", str(tmp_path / "m"), cwd=tmp_path)
    assert checked.code == 0 and "checked on their chips and the hands shown only (no seed" in checked.out


def test_table_and_since_choose_the_deals(database, tmp_path):
    db, count = database
    table = poker_bot("export", "--db", str(db), "--out", str(tmp_path / "t"), "--table", "2", cwd=tmp_path)
    assert table.out.startswith(f"{count // 2} deals written")
    assert all(f.name.startswith("table-2-") for f in (tmp_path / "t").iterdir())
    since = poker_bot("export", "--db", str(db), "--out", str(tmp_path / "s"), "--since", "2026-01-01",
                      cwd=tmp_path)
    assert since.out.startswith(f"{count // 2} deals written")
    later = poker_bot("export", "--db", str(db), "--out", str(tmp_path / "l"), "--since", "2030-01-01",
                      cwd=tmp_path)
    assert later.code == 0 and later.out.startswith("0 deals written")


def test_a_changed_file_is_named(database, tmp_path):
    db, _count = database
    poker_bot("export", "--db", str(db), "--out", str(tmp_path / "out"), "--table", "1", cwd=tmp_path)
    file = sorted((tmp_path / "out").glob("*.phh"))[0]
    text = file.read_text()
    data = tomllib.loads(text)
    wrong = [data["winnings"][0] + 5, *data["winnings"][1:]]
    file.write_text(text.replace(f"winnings = {data['winnings']}", f"winnings = {wrong}"))
    (tmp_path / "out" / "junk.phh").write_text("this is [not toml")
    checked = poker_bot("import-check", str(tmp_path / "out"), cwd=tmp_path)
    assert checked.code == 1
    assert f"{file.name}: winnings: the file says {wrong}" in checked.out
    assert "junk.phh: cannot be read: not TOML" in checked.out
    assert "Traceback" not in checked.err


@pytest.mark.parametrize(("argv", "words"), [
    (["export", "--out", "x", "--since", "yesterday"], ["--since", "'yesterday' is not a date"]),
    (["export", "--out", "x", "--since", "2026-02-30"], ["--since", "is not a date"]),
    (["export", "--out", "x", "--format", "csv"], ["--format", "invalid choice"]),
    (["export", "--out", "x", "--member", " "], ["--member"]),
    (["export", "--since", "2026-01-01"], ["--out"]),
    (["import-check", "nowhere"], ["nowhere: no such file or folder"]),
    (["export", "--out", "x", "--table", "99999999999999999999999"], ["--table"]),
    (["export", "--out", "x", "--table", "three"], ["--table"]),
])
def test_mistakes_are_one_line(argv, words, tmp_path, database):
    db, _count = database
    done = poker_bot(*argv, "--db", str(db), cwd=tmp_path) if argv[0] == "export" else poker_bot(*argv, cwd=tmp_path)
    done.one_line(2, *words)


def test_an_empty_folder_is_one_line(tmp_path):
    (tmp_path / "empty").mkdir()
    poker_bot("import-check", str(tmp_path / "empty"), cwd=tmp_path).one_line(2, "no .phh files")


def test_an_out_path_blocked_by_a_file_is_one_line(database, tmp_path):
    db, _count = database
    (tmp_path / "file").write_text("x")
    poker_bot("export", "--db", str(db), "--out", str(tmp_path / "file" / "out"), cwd=tmp_path).one_line(
        2, "--out", "is a file, not a folder")


def test_a_long_export_says_how_far_it_has_got(database, tmp_path, capsys, monkeypatch):
    from bot.cli import export, main

    db, count = database
    monkeypatch.setattr(export, "PROGRESS_EVERY", 10)
    assert main(["export", "--db", str(db), "--out", str(tmp_path / "out")]) == 0
    out, err = capsys.readouterr()
    assert err.splitlines() == [f"{n} deals written..." for n in range(10, count + 1, 10)]
    assert out.startswith(f"{count} deals written to ")


def test_export_and_import_check_on_postgresql(tmp_path):
    from tests.banker.conftest import postgres_schema

    records = [r.model_copy(update={"number": i + 1}) for i, (_n, r) in enumerate(random_records(22, per_table=1))]
    with postgres_schema("phh") as url:
        asyncio.run(fill(url, records))
        done = poker_bot("export", "--db", url, "--out", str(tmp_path / "out"), cwd=tmp_path)
        assert done.code == 0 and done.out.startswith(f"{len(records)} deals written"), done.err
    checked = poker_bot("import-check", str(tmp_path / "out"), cwd=tmp_path)
    assert checked.code == 0 and checked.out.endswith("all agree\n")


def test_a_deal_whose_record_disagrees_is_named_and_the_others_written(tmp_path):
    records = [r.model_copy(update={"number": i + 1}) for i, (_n, r) in enumerate(random_records(23, per_table=1))]
    bad = records[3]
    won = list(bad.result["won"])
    won[0] += 7  # the stored payouts are not what the actions give
    records[3] = bad.model_copy(update={"result": {**bad.result, "won": won}})
    asyncio.run(fill(f"sqlite:///{tmp_path / 'poker.db'}", records))
    done = poker_bot("export", "--db", str(tmp_path / "poker.db"), "--out", str(tmp_path / "out"), cwd=tmp_path)
    assert done.code == 1
    assert done.err == ("table 1 deal 4: not written: the actions do not give the stored payouts\n")
    assert done.out.startswith(f"{len(records) - 1} deals written to ")
    assert "1 deal could not be written" in done.out
    assert not (tmp_path / "out" / "table-1-deal-4.phh").exists()


def test_a_file_of_an_earlier_export_is_told_to_export_again(tmp_path):
    """Before issue 41 the export named every game N2L1D and listed every chair (`_dealer` a
    player's name): such a file is one line saying so, not a list of laws it breaks."""
    old = ('variant = "N2L1D"\nantes = [0, 0]\nblinds_or_straddles = [0, 1]\nmin_bet = 2\n'
           'starting_stacks = [10, 10]\nactions = []\nfinishing_stacks = [10, 10]\nwinnings = [0, 0]\n'
           '_dealer = "p1"\n_rules = {}\n')
    (tmp_path / "old.phh").write_text(old)
    done = poker_bot("import-check", str(tmp_path / "old.phh"), cwd=tmp_path)
    assert done.code == 1
    assert done.out.splitlines()[0] == ("old.phh: cannot be read: written by an earlier poker-bot export, which "
                                        "named the game N2L1D or F7S and listed every chair: export the deal again")

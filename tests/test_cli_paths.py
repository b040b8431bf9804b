"""Paths `poker-bot cards` and `poker-bot sandbox` cannot use, given as a user gives them: a name
too long, a path too long, a file where a folder should be, a folder the user may not enter,
CARD_ART_DIR as bad.  Each is one line on stderr, exit status 2, before anything is written or
started; `--out -` writes the picture to standard output, as Unix tools do.

Root ignores a file's mode: for the permission cases the child gives up the two capabilities
that let it (`as_a_user`), which works where CI runs, as root.
"""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from bot.cli import main
from bot.pictures import ART_VERSION, CardArt, Deck, hand_picture
from engine.cards import parse_cards
from tests.cli_run import Ran, as_a_user, environment, modes_count_for, poker_bot
from tests.test_pictures import png_declaring

LONG_NAME = "a" * 300  # more than any filesystem's 255 bytes a name
LONG_PATH = "/" + "/".join(["b" * 200] * 25)  # 5,000 characters: more than a path may be


def in_process(capsys, *argv: str) -> Ran:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return Ran(list(argv), code, out, err)


@pytest.fixture
def here(tmp_path, monkeypatch) -> Path:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("CARD_ART_DIR", str(tmp_path / "art"))
    (tmp_path / "notes.txt").write_text("not a folder")
    return tmp_path


@pytest.mark.parametrize(("out", "words"), [
    (f"{LONG_NAME}.png", "too long"),
    (f"{LONG_PATH}/hand.png", "too long"),
    ("notes.txt/hand.png", "'notes.txt' is a file, not a folder"),
], ids=["a name too long", "a path too long", "under a file"])
def test_cards_refuses_an_out_it_cannot_write_in_one_line(here, capsys, out, words):
    line = in_process(capsys, "cards", "As Kd", "--out", out).one_line(2, "poker-bot cards: error: --out", words)
    assert len(line) < 300, "a long path is shortened in the line"
    assert sorted(p.name for p in here.iterdir()) == ["notes.txt"]  # nothing written, not even the art


@pytest.mark.parametrize(("art", "words"), [
    (LONG_NAME, "the path, or a name in it, is too long"),
    ("notes.txt/art", "notes.txt is a file, not a folder"),
], ids=["a name too long", "under a file"])
def test_cards_refuses_a_card_art_dir_it_cannot_use_in_one_line(here, capsys, monkeypatch, art, words):
    monkeypatch.setenv("CARD_ART_DIR", art)
    in_process(capsys, "cards", "As Kd", "--out", "hand.png").one_line(
        2, "poker-bot cards: error: CARD_ART_DIR ", words, "set CARD_ART_DIR to a folder you may write")
    assert not (here / "hand.png").exists()


def test_cards_draws_again_a_kept_card_that_declares_900_megapixels(here, capsys):
    """The kept drawings are the bot's own, made again at will: a damaged one is redrawn (and
    replaced), as one that is not a PNG always was, rather than the command refused."""
    kept = here / "art" / f"v{ART_VERSION}" / "classic" / "face-As.png"
    kept.parent.mkdir(parents=True)
    kept.write_bytes(png_declaring(30_000, 30_000))
    ran = in_process(capsys, "cards", "As Kd", "--out", "hand.png", "--deck", "classic")
    assert ran.code == 0 and ran.err == "", ran
    truth = hand_picture(parse_cards("As Kd"), Deck.CLASSIC, CardArt(None))  # drawn afresh, in memory
    assert (here / "hand.png").read_bytes() == truth
    assert Image.open(kept).size != (30_000, 30_000)


def test_cards_out_dash_writes_the_png_to_standard_output(here, capsys):
    assert main(["cards", "As Kd", "--out", "hand.png"]) == 0
    capsys.readouterr()
    env = environment(CARD_ART_DIR=str(here / "art"))
    done = subprocess.run([sys.executable, "-m", "bot", "cards", "As Kd", "--out", "-"], cwd=here, env=env,
                          capture_output=True, timeout=60)
    assert done.returncode == 0 and done.stderr == b"", done.stderr
    assert done.stdout == (here / "hand.png").read_bytes()  # the very picture a file would hold
    assert Image.open(io.BytesIO(done.stdout)).format == "PNG"
    assert not (here / "-").exists()


def test_cards_out_dash_on_a_terminal_is_refused_in_one_line(here, capsys, monkeypatch):
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    in_process(capsys, "cards", "As", "--out", "-").one_line(2, "--out -: standard output is a terminal")
    assert not (here / "-").exists()


def _sandbox(*args: str, cwd: Path, **settings: str) -> Ran:
    return poker_bot("sandbox", "--port", "0", *args, cwd=cwd, env=environment(**settings), limit=120)


def test_sandbox_refuses_paths_it_cannot_use_in_one_line(tmp_path):
    (tmp_path / "notes.txt").write_text("not a folder")
    cases = [
        (("--db", f"{LONG_NAME}.db"), {}, "--db aaaa", "too long"),
        (("--db", f"{LONG_PATH}/poker.db"), {}, "--db /bbbb", "too long"),
        (("--db", "notes.txt/sb/poker.db"), {}, "--db notes.txt/sb/poker.db", "notes.txt is a file, not a folder"),
        (("--db", "~no-such-user-here/poker.db"), {}, "--db ~no-such-user-here", "no home folder"),
        (("--db", "sb/poker.db"), {"CARD_ART_DIR": LONG_NAME}, "CARD_ART_DIR aaaa", "too long"),
        (("--db", "sb/poker.db"), {"CARD_DECK": "red"}, "CARD_DECK", "four-colour"),
    ]
    for args, settings, *words in cases:
        line = _sandbox(*args, cwd=tmp_path, **settings).one_line(2, "poker-bot sandbox: error: ", *words)
        assert len(line) < 400, line
    assert sorted(p.name for p in tmp_path.iterdir()) in (["notes.txt"], ["notes.txt", "sb"])
    assert not (tmp_path / "sb" / "poker.db").exists(), "nothing started"


def test_as_a_user_a_folder_on_the_way_that_may_not_be_entered_is_one_line(tmp_path):
    """The issue's `--out /root/x.png` and `--db /root/sb/poker.db` as a user who may not enter
    /root: here a folder of mode 000, refused to this test's child as /root is to `nobody`."""
    user = as_a_user()
    if not modes_count_for(user, tmp_path / "probe"):
        pytest.skip("file modes do not bind this test's child processes (root without CAP_SETPCAP?)")
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o000)
    try:
        for args, settings, words in [
            (("cards", "As", "--out", "locked/x.png"), {}, "--out locked/x.png: permission denied"),
            (("cards", "As", "--out", "locked/sub/x.png"), {}, "--out locked/sub/x.png: permission denied"),
            (("cards", "As", "--out", "x.png"), {"CARD_ART_DIR": "locked/art"}, "CARD_ART_DIR locked/art: permission denied"),
            (("sandbox", "--port", "0", "--db", "locked/sb/poker.db"), {}, "--db locked/sb/poker.db: permission denied"),
            (("sandbox", "--port", "0", "--db", "sb/poker.db"), {"CARD_ART_DIR": "locked/art"},
             "CARD_ART_DIR locked/art: permission denied"),
        ]:
            poker_bot(*args, cwd=tmp_path, env=environment(**settings), preexec_fn=user).one_line(2, words)
    finally:
        locked.chmod(0o755)
    assert not (tmp_path / "x.png").exists()

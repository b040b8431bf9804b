"""The ledger's memos (issue 44): stored in English as written, said in the reader's language.

Every memo the services write goes through `bot.services.memos.write` (found in their source),
each form is written somewhere, each memo written reads back to what wrote it, and its English
from the catalogue is the stored memo, byte for byte. A memo no form reads is shown as stored.
"""

from __future__ import annotations

import ast
import itertools
from pathlib import Path
from string import Formatter

import pytest

from bot.services import memos
from bot.storage.records import StatementLine
from bot.text import bank
from bot.text.i18n import PSEUDO, SOURCE, speaking
from bot.text.memo_words import memo_text

SERVICES = Path(__file__).resolve().parents[1] / "bot" / "services"

# Sample values for each field: counts that take each plural form, every closed value.
SAMPLES: dict[str, list[object]] = {
    "chips": [0, 1, 2, 1500], "amount": [1, 21, 1500], "table": [1, 12], "deal": [1, 340], "tournament": [3],
    "place": [1, 2], "season": [1, 10], "player": ["123456789012345678", "robot-2"],
    "action": ["comes in and raises 5", "stands pat", "exchanges Kh for 2c", "passes"],
    "shares": ["111 2, 222 2", "robot-1 4"], "why": sorted(memos.WHYS),
    "outcome": ["showdown", "uncontested", "no_one_came_in", "made_jackpot", "not_opened", "all_passed"],
}


def _fields(kind: str) -> list[str]:
    return [name for _, name, _, _ in Formatter().parse(memos.FORMS[kind]) if name]


def _written() -> list[tuple[str, dict[str, object]]]:
    out = []
    for kind in memos.FORMS:
        names = _fields(kind)
        for values in itertools.product(*(SAMPLES[n] for n in names)):
            out.append((kind, dict(zip(names, values, strict=True))))
    return out


WRITTEN = _written()


def _writers() -> tuple[set[str], list[str]]:
    """The kinds the services write, and each `memo=` given as anything else than a write or a
    memo handed on (`transfers.py` posts the memo its caller wrote)."""
    kinds, other = set(), []
    for path in SERVICES.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "write"
                    and isinstance(node.func.value, ast.Name) and node.func.value.id == "memos"):
                kinds.add(node.args[0].value)  # type: ignore[attr-defined]
            if isinstance(node, ast.keyword) and node.arg == "memo":
                value = node.value
                if not (isinstance(value, ast.Name) and value.id == "memo") and not (
                        isinstance(value, ast.Call) and ast.unparse(value.func) == "memos.write"):
                    other.append(f"{path.name}:{node.lineno}: {ast.unparse(value)}")
        for node in ast.walk(tree):  # a sweepstake's reason goes in as a key of WHYS
            if isinstance(node, ast.Call) and ast.unparse(node.func).endswith("return_sweepstake"):
                why = node.args[6]
                assert isinstance(why, ast.Constant) and why.value in memos.WHYS, ast.unparse(node)
    return kinds, other


def test_every_memo_the_services_write_is_a_form_and_every_form_is_written() -> None:
    kinds, other = _writers()
    assert other == [], "a memo written without memos.write"
    assert kinds == set(memos.FORMS)


@pytest.mark.parametrize(("kind", "said"), WRITTEN, ids=[f"{k}-{i}" for i, (k, _) in enumerate(WRITTEN)])
def test_a_written_memo_reads_back_and_says_itself_in_english(kind: str, said: dict[str, object]) -> None:
    memo = memos.write(kind, **said)
    assert memos.read(memo) == memos.Memo(kind, said)
    # English says what was stored, a member's id shown as Discord shows a mention (his name).
    player = str(said.get("player", ""))
    shown = memo.replace(f": {player} ", f": <@{player}> ", 1) if player.isdigit() else memo
    with speaking(SOURCE):
        assert memo_text(memo) == shown
    with speaking(PSEUDO):
        assert memo_text(memo).startswith("[") and memo_text(memo) != memo


def test_the_english_is_what_the_services_wrote() -> None:
    """A few memos as the f-strings wrote them before the forms."""
    assert memos.write("buys", chips=1) == "buys 1 chip from the banker"
    assert memos.write("closes", table=3, chips=1500) == "table 3 closes: 1500 chips back to the wallet"
    assert memos.write("sweepstake-back", tournament=2, amount=40, why="left") == "tournament 2: 40 back (left before the start)"
    assert memos.write("acts", deal=7, player="robot-1", action="raises 5") == "deal 7: robot-1 raises 5"
    assert memos.write("reserve", season=1, amount=1) == "the reserve of season 1: 1 season chips"


def test_a_writer_mistake_is_refused() -> None:
    with pytest.raises(TypeError):
        memos.write("buys", amount=5)  # buys counts chips
    with pytest.raises(TypeError):
        memos.write("leaves", table="3", amount=5)
    with pytest.raises(KeyError):
        memos.write("sweepstake-back", tournament=2, amount=40, why="bored")


@pytest.mark.parametrize("memo", ["", "a host's own words", "buys chips from the banker", "deal x: showdown",
                                  "table 3 closes: 5 chips back to the wallet, and more"])
def test_a_memo_no_form_reads_is_shown_as_stored(memo: str) -> None:
    assert memos.read(memo) is None
    for locale in (SOURCE, PSEUDO, "es-ES", "de"):
        with speaking(locale):
            assert memo_text(memo) == memo


def test_the_statement_says_the_memo_in_the_readers_language() -> None:
    line = StatementLine(entry_id=1, kind="buy", memo=memos.write("buys", chips=500),
                         created_at="2026-01-01T00:00:00+00:00", account="wallet:1:2", amount=500)
    assert "· buys 500 chips from the banker ·" in bank.statement_text([line])
    with speaking("es-ES"):
        assert "· compra 500 fichas al banquero ·" in bank.statement_text([line])
    with speaking("de"):
        assert "· kauft 500 Chips beim Bankhalter ·" in bank.statement_text([line])


def test_a_memo_no_catalogue_says_is_shown_as_stored(monkeypatch: pytest.MonkeyPatch) -> None:
    """A form the catalogues do not have yet: the memo as stored, not a failed /bank history."""
    from bot.text import memo_words
    monkeypatch.setattr(memo_words, "read", lambda memo: memos.Memo("no-such-kind", {}))
    assert memo_text("buys 5 chips from the banker") == "buys 5 chips from the banker"

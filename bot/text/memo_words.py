"""The ledger's memos in the reader's words, for /bank history (issue 44).

Each memo is stored in English as `bot.services.memos` writes it; read back there into its
kind and values, it is said here from `locales/*/memos.ftl`. A memo no form reads (older than
its form, or written by hand) is shown as stored.
"""

from __future__ import annotations

from bot.services.memos import read
from bot.text.i18n import t
from bot.text.log_words import seat_clause


def memo_text(memo: str) -> str:
    found = read(memo)
    if found is None:
        return memo
    said = dict(found.said)
    if "chips" in said:
        said["n"] = said.pop("chips")  # the catalogue's count of chips (`{ chips }`) takes $n
    if str(said.get("player", "")).isdigit():  # a member's id, as stored: his name, as Discord shows a mention
        said["player"] = f"<@{said['player']}>"
    if "action" in said:  # a move, in the engine's words ("bets 1"): said as the table's log says it
        said["action"] = seat_clause(str(said["action"]))
    try:
        return t(f"memos-{found.kind}", **said)
    except KeyError:  # no catalogue says it (a form newer than the catalogues): as stored
        return memo

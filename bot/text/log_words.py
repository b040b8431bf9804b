"""The engine's log in the reader's language (issue 44), from the catalogue (`log.ftl`).

The engine writes and records its log in English (a clause of the player's action, "comes in
and raises 2", or the table's own news), and its reasons for a jack-pot next; the record stays
so, the pinned digests with it. Each clause the engine can write is matched here, once, by a
pattern of its English, and said again from the catalogue with what the pattern read (chips,
a hand's name: `hand_words`). English's catalogue says the engine's words exactly. A clause no
pattern matches is shown as the engine wrote it (`tests/test_log_words.py` drives the engine
through its deals so that none is left unmatched).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import NamedTuple

from bot.text.hand_words import hand_words
from bot.text.i18n import attribute, t
from engine.actions import Action, Bet, ComeIn, Draw, Exchange, Open, Raise, Stay
from engine.showdown import PoolTaken, ShowdownFacts


class Clause(NamedTuple):
    """One of the engine's clauses: its English as a pattern, and the catalogue's message for it.
    A group named `n` or `times` is a number; `hand` a hand's name (`with_hand`: said after
    "with"); `action` a clause of its own, said in turn."""

    pattern: re.Pattern[str]
    message: str
    with_hand: bool = False


# A seat's clauses (engine/ante.py, betting.py, draw.py, ending.py, jackpot.py, stud.py,
# whisky.py; the antes, engine/state.py and each variety's `ante_words`).
SEAT_CLAUSES = (
    Clause(re.compile(r"antes"), "log-antes"),
    Clause(re.compile(r"antes (?P<n>\d+)"), "log-antes-chips"),
    Clause(re.compile(r"antes for the table"), "log-antes-for-table"),
    Clause(re.compile(r"fattens"), "log-fattens"),
    Clause(re.compile(r"puts up a chip for the pool"), "log-puts-up-chip"),
    Clause(re.compile(r"puts up the blind"), "log-puts-up-blind"),
    Clause(re.compile(r"straddles"), "log-straddles"),
    Clause(re.compile(r"does not straddle"), "log-no-straddle"),
    Clause(re.compile(r"makes it a jack-pot, paying (?P<n>\d+)"), "log-makes-jackpot"),
    Clause(re.compile(r"stays"), "log-stays"),
    Clause(re.compile(r"makes good"), "log-makes-good"),
    Clause(re.compile(r"comes in"), "log-comes-in"),
    Clause(re.compile(r"(?P<action>stays|makes good|comes in) and raises (?P<n>\d+)"), "log-and-raises"),
    Clause(re.compile(r"shows his hand before dropping"), "log-shows-before-dropping"),
    Clause(re.compile(r"drops"), "log-drops"),
    Clause(re.compile(r"passes"), "log-passes"),
    Clause(re.compile(r"sees the raise"), "log-sees"),
    Clause(re.compile(r"raises (?P<n>\d+)"), "log-raises"),
    Clause(re.compile(r"bets (?P<n>\d+)"), "log-bets"),
    Clause(re.compile(r"calls a sight"), "log-calls-sight"),
    Clause(re.compile(r"calls"), "log-calls"),
    Clause(re.compile(r"checks"), "log-checks"),
    Clause(re.compile(r"shows his openers"), "log-shows-openers"),
    Clause(re.compile(r"stands pat"), "log-stands-pat"),
    Clause(re.compile(r"draws (?P<n>\d+)"), "log-draws"),
    Clause(re.compile(r"shows"), "log-shows"),
    Clause(re.compile(r"shows his hand"), "log-shows-hand"),
    Clause(re.compile(r"takes the pool of (?P<n>\d+) without showing"), "log-takes-unseen"),
    Clause(re.compile(r"wins (?P<n>\d+) with (?P<hand>.+)"), "log-wins", with_hand=True),
    Clause(re.compile(r"takes back (?P<n>\d+) nobody called"), "log-takes-back"),
    Clause(re.compile(r"opens for (?P<n>\d+)"), "log-opens"),
    Clause(re.compile(r"does not open"), "log-no-open"),
    Clause(re.compile(r"takes the widow; his own cards go face up as the widow"), "log-takes-widow"),
    Clause(re.compile(r"takes the widow unseen; his own cards go face up as the widow"), "log-takes-widow-unseen"),
    Clause(re.compile(r"turns up the widow"), "log-turns-up"),
    Clause(re.compile(r"knocks and turns up the widow"), "log-knocks-turns-up"),
    Clause(re.compile(r"knocks"), "log-knocks"),
    Clause(re.compile(r"exchanges a card with the widow"), "log-exchanges"),
    Clause(re.compile(r"pays (?P<n>\d+) for the refreshments \(to the kitty\) with the worst hand, (?P<hand>.+)"),
           "log-pays-refreshments", with_hand=True),
    Clause(re.compile(r"is dealt face up"), "log-dealt-up"),
    Clause(re.compile(r"shows best, (?P<hand>.+), and speaks first"), "log-shows-best"),
)
# The table's own news, said by no player.
TABLE_CLAUSES = (
    Clause(re.compile(r"nobody came in: the blind is taken back and the next deal is a jack-pot"), "log-nobody-came-in"),
    Clause(re.compile(r"nobody bets: the pool of (?P<n>\d+) stays for the next deal"), "log-nobody-bets"),
    Clause(re.compile(r"the stock ran out: the discards were shuffled to finish the draw"), "log-stock-ran-out"),
    Clause(re.compile(r"(?P<n>\d+) for the kitty"), "log-kitty"),
    Clause(re.compile(r"the knock has come round: the hands are shown"), "log-knock-round"),
    Clause(re.compile(r"the option has gone round (?P<times>\d+) times? with nobody knocking: the hands are shown"),
           "log-gone-round"),
    Clause(re.compile(r"one card is dealt face down to each"), "log-face-down"),
)
# Why the next deal is a jack-pot (`DealResult.next_jackpot`: engine/ante.py, jackpot.py, showdown.py).
REASONS = (
    Clause(re.compile(r"nobody came in \(law 37\)"), "log-reason-nobody-came-in"),
    Clause(re.compile(r"the age made it a jack-pot \(law 36\)"), "log-reason-age"),
    Clause(re.compile(r"the jack-pot was not opened"), "log-reason-not-opened"),
    Clause(re.compile(r"fours or better were shown in a call: a whangdoodle"), "log-reason-whangdoodle"),
    Clause(re.compile(r"(?P<hand>.+) was shown in a call"), "log-reason-shown"),
    Clause(re.compile(r"a raise drove everyone out before the draw"), "log-reason-raise-out"),
)
# The table's notes between deals (`engine.table.Table.history`), which the terminal table shows.
HISTORY = (
    Clause(re.compile(r"not opened: the same dealer deals his jack again"), "log-history-same-dealer"),
    Clause(re.compile(r"not opened: every player fattens the pool"), "log-history-fattens"),
    Clause(re.compile(r"a whangdoodle: a round of jack-pots, each player dealing off his own"), "log-history-whangdoodle"),
    Clause(re.compile(r"the next deal is a jack-pot: (?P<reason>.+)"), "log-history-next-jackpot"),
    Clause(re.compile(r"nobody bet: the pool stays, and the buck antes again"), "log-history-nobody-bet"),
)


def _said(clauses: tuple[Clause, ...], english: str, say_action: Callable[[str], str]) -> str | None:
    for clause in clauses:
        found = clause.pattern.fullmatch(english)
        if found is None:
            continue
        args: dict[str, object] = {}
        for name, value in found.groupdict().items():
            if name in ("n", "times"):
                args[name] = int(value)
            elif name == "hand":
                args[name] = hand_words(value, clause.with_hand)
            elif name == "reason":
                args[name] = reason_words(value)
            else:
                args[name] = say_action(value)
        return t(clause.message, **args)
    return None


def clause_words(english: str) -> str | None:
    """A seat's clause in the reader's words ("comes in" said as "entra"); None: no pattern knows it."""
    return _said(SEAT_CLAUSES, english, lambda action: clause_words(action) or action)


def table_words(english: str) -> str | None:
    """The table's own news in the reader's words, as the engine writes it (not capitalized)."""
    return _said(TABLE_CLAUSES, english, lambda action: action)


def reason_words(english: str) -> str:
    """Why the next deal is a jack-pot, in the reader's words (as it is, if no pattern knows it)."""
    return _said(REASONS, english, lambda action: action) or english


def history_words(english: str) -> str:
    """A note of the table's between deals in the reader's words (as it is, if no pattern knows it)."""
    return _said(HISTORY, english, lambda action: action) or english


def seat_clause(english: str) -> str:
    return clause_words(english) or english


def table_news(english: str) -> str:
    return table_words(english) or english


# ----- the pools, by their place (engine/showdown.py, ShowdownFacts.pool_name) ----------------


def _pool_message(facts: ShowdownFacts, pool: PoolTaken) -> tuple[str, dict[str, object]]:
    place, called = facts.pool_place(pool)
    if called == 1:
        return "log-pool-only", {}
    if place == 0:
        return "log-pool-main", {}
    return ("log-pool-side", {}) if called == 2 else ("log-pool-nth-side", {"place": place})


def pool_words(facts: ShowdownFacts, pool: PoolTaken, form: str | None = None) -> str:
    """A pool's name ("the main pool") in the reader's words; `form` "of" as said after "of",
    "label" as the show-down picture labels it ("main pool")."""
    message, args = _pool_message(facts, pool)
    return t(message, **args) if form is None else attribute(message, form, **args)


# ----- a player's own action, said to him (the clicks' answers, the coach) --------------------


def action_words(action: Action, you: bool = False) -> str:
    """An action as the player is told it, from its data: `you`, after "You" in a click's answer
    ("you come in and raise 2"); else as the coach names it ("would come in and raise 2"). The
    English is the engine's `Action.words(you=True)`."""
    message = "log-you-" + action.kind.value.replace("_", "-")
    args: dict[str, object] = {}
    if isinstance(action, Draw):
        message = "log-you-draw" if action.discards else "log-you-stand-pat"
        args["n"] = len(action.discards)
    elif isinstance(action, Exchange):
        args = {"give": str(action.discard), "take": str(action.take)}
    elif isinstance(action, (Open, Bet, Raise)):
        args["n"] = action.amount
    said = _form(message, you, args)
    if isinstance(action, (ComeIn, Stay)) and action.raise_by:
        return _form("log-you-and-raise", you, {"action": said, "n": action.raise_by})
    return said


def _form(message: str, you: bool, args: dict[str, object]) -> str:
    return attribute(message, "you", **args) if you else t(message, **args)

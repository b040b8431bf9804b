"""The cogs' own answers from the catalogue (issue 44): in English as the cogs wrote them, word
for word, and in the reader's language otherwise."""

from __future__ import annotations

from bot.services.ledger import BankLimits
from bot.text import cogs_words as words
from bot.text.i18n import PSEUDO, speaking

LIMITS = BankLimits(max_outstanding=5000, daily_allowance=None)


def _said() -> list[str]:
    return [
        words.limit_set("blind", 2, None, channel=True),
        words.limit_set("blind", 2, 1, channel=False),
        words.limit_own_here("blind", 3),
        words.limits_shown("limits here", LIMITS),
        words.chips_given(42, 1500, 2500),
        words.chips_given(42, 1, 1),
        words.bank_limits_now(LIMITS),
        words.bank_limits_in_force(LIMITS),
        words.not_in_pack("hand", ["2c", "3d"], "ecarte"),
        words.hand_size("hand", 5, 1),
        words.hand_size("hand", 5, 1200),
        words.kept_not_in_hand(["Ah"]),
        words.no_law("x", []),
        words.no_law("blnd", ["blind", "blaze"]),
        words.no_term("x", []),
        words.no_term("agee", ["age"]),
        words.bought_title(),
        words.leaderboard_title(),
    ]


def test_the_english_is_what_the_cogs_wrote() -> None:
    bank = "most bought and not returned (max_outstanding): 5,000; most bought in one UTC day (daily_allowance): no limit"
    kept = "Tables use it from their next deal; a deal in play keeps its rules. The change is recorded with your name (/poker-admin history)."
    assert _said() == [
        f"`blind` is now 2 in this channel (it was none). {kept}",
        f"`blind` is now 2 as the server default (it was 1). {kept}",
        "This channel sets its own `blind` (3), which still applies here.",
        f"limits here\n\n**Banker:** {bank}",
        "<@42> receives 1,500 chips; their wallet holds 2,500. The bank has no separate grant, so this is a purchase "
        "from the banker on their behalf, recorded as made by you: it counts toward their daily allowance and the most "
        "they may have outstanding.",
        "<@42> receives 1 chip; their wallet holds 1. The bank has no separate grant, so this is a purchase "
        "from the banker on their behalf, recorded as made by you: it counts toward their daily allowance and the most "
        "they may have outstanding.",
        f"Now: {bank}. Recorded with your name (/poker-admin history).",
        f"In force: {bank}.",
        "hand: 2c, 3d not in the ecarte pack",
        "hand: a hand is 5 cards, but 1 was given",
        "hand: a hand is 5 cards, but 1200 were given",
        "keep: Ah not in the hand",
        "No law or topic called 'x'. Try /rules with no topic for the index.",
        "No law or topic called 'blnd'. Did you mean: blind, blaze?",
        "No term 'x' in the glossary.",
        "No term 'agee' in the glossary. Did you mean: age?",
        "Bought",
        "Leaderboard",
    ]


def test_the_words_follow_the_reader() -> None:
    english = _said()
    with speaking(PSEUDO):
        pseudo = _said()
    for plain, accented in zip(english, pseudo, strict=True):
        assert accented != plain and "[" in accented, (plain, accented)
    with speaking("es-ES"):
        assert words.no_term("x", []) == "No hay ningún término 'x' en el glosario."
    with speaking("de"):
        assert words.hand_size("hand", 5, 1) == "hand: Ein Blatt hat 5 Karten, aber 1 wurde angegeben"

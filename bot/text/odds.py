"""Exact odds in words and as JSON: shared by ``poker-bot odds`` and the bot's ``/odds``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.cards import Card, format_cards
from engine.handrules import HandRules
from engine.hands import HandClass, evaluator_for
from engine.odds import DealtCounts, DrawOutcome, KeepChoice

# Foster's words where the identifiers differ from them.
CLASS_NAMES = {
    HandClass.HIGH_CARD: "no pair",
    HandClass.TWO_PAIR: "two pairs",
    HandClass.THREE_OF_A_KIND: "threes",
    HandClass.FULL_HOUSE: "full hand",
    HandClass.FOUR_OF_A_KIND: "fours",
    HandClass.FIVE_OF_A_KIND: "fives",
    HandClass.LITTLE_DOG: "little dog (tiger)",
    HandClass.ROUND_THE_CORNER: "round-the-corner straight",
}
KIND_NAMES = {
    "four_flush": "four-flush",
    "open_ended": "four-straight open at both ends",
    "one_ended": "four-straight open at one end",
    "inside": "four-straight open in the middle",
}


def class_name(cls: HandClass) -> str:
    return CLASS_NAMES.get(cls, cls.value.replace("_", " "))


# ---------------------------------------------------------------- formatting


def odds_against(count: int, total: int) -> str:
    """Odds against an event, Foster's way: '254 to 1', one decimal when small."""
    if count == 0:
        return "never"
    if count == total:
        return "certain"
    against = (total - count) / count
    if against < 1:
        return f"{count / (total - count):.1f} to 1 on"
    if against < 10:
        return f"{against:.1f} to 1"
    return f"{round(against):,} to 1"


def percent(count: int, total: int) -> str:
    share = 100 * count / total
    return f"{share:.4f}%" if share < 1 else f"{share:.2f}%"


def _cards(cards: Sequence[Card]) -> list[str]:
    return [str(c) for c in cards]


def dealt_json(counts: DealtCounts) -> dict[str, Any]:
    return {
        "total": counts.total,
        "classes": {cls.value: n for cls, n in counts.classes.items()},
        "jacks_or_better": counts.jacks_or_better,
        "bobtails": counts.bobtails,
        "bobtail_kinds": dict(counts.bobtail_kinds),
    }


def outcome_json(outcome: DrawOutcome) -> dict[str, Any]:
    return {
        "hand": _cards(outcome.hand),
        "keep": _cards(outcome.keep),
        "discard": _cards(outcome.discard),
        "dead": _cards(outcome.dead),
        "dealt_class": outcome.dealt_class.value,
        "draws": outcome.draws,
        "outcomes": {cls.value: n for cls, n in outcome.outcomes.items()},
        "improved": outcome.improved,
        "p_improve": outcome.p_improve,
        "expected_value": outcome.expected_value,
        "median_hand": outcome.median_hand,
    }


def choice_json(choice: KeepChoice) -> dict[str, Any]:
    out = choice.outcome
    return {
        "keep": _cards(choice.keep),
        "discard": _cards(choice.discard),
        "draws": choice.draws,
        "p_improve": choice.p_improve,
        "expected_value": choice.expected_value,
        "median_hand": choice.median_hand,
        "outcomes": {cls.value: n for cls, n in out.outcomes.items()},
    }


def _table(rows: Sequence[tuple[str, ...]], right: set[int]) -> str:
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = []
    for row in rows:
        cells = [
            cell.rjust(w) if i in right else cell.ljust(w)
            for i, (cell, w) in enumerate(zip(row, widths, strict=True))
        ]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines)


def dealt_text(counts: DealtCounts, rules: HandRules) -> str:
    total = counts.total
    rows = [("hand", "count", "odds against", "percent")]
    for cls, n in reversed(counts.classes.items()):
        rows.append((class_name(cls), f"{n:,}", odds_against(n, total), percent(n, total)))
    rows.append(
        (
            "jacks or better",
            f"{counts.jacks_or_better:,}",
            odds_against(counts.jacks_or_better, total),
            percent(counts.jacks_or_better, total),
        )
    )
    rows.append(
        (
            "bobtails (below jacks)",
            f"{counts.bobtails:,}",
            odds_against(counts.bobtails, total),
            percent(counts.bobtails, total),
        )
    )
    for kind, n in counts.bobtail_kinds.items():
        rows.append(("  " + KIND_NAMES[kind], f"{n:,}", odds_against(n, total), percent(n, total)))
    head = f"Five-card hands dealt from the {rules.pack} pack: {total:,}"
    note = "(a hand may be both a four-flush and a four-straight; bobtails counts it once)"
    return "\n".join((head, _table(rows, {1, 2, 3}), note))


def draw_text(outcome: DrawOutcome, rules: HandRules) -> str:
    ev = evaluator_for(rules)
    draws = outcome.draws
    keep = format_cards(outcome.keep) or "nothing"
    lines = [
        f"Hand {format_cards(outcome.hand)} ({ev.describe(outcome.dealt_value)})",
        f"keep {keep}, draw {outcome.drawn}: {draws:,} possible draws",
    ]
    rows = [("final hand", "draws", "percent", "odds against")]
    for cls, n in reversed(outcome.outcomes.items()):
        if n:
            rows.append((class_name(cls), f"{n:,}", percent(n, draws), odds_against(n, draws)))
    lines.append(_table(rows, {1, 2, 3}))
    lines.append(
        f"improves: {outcome.improved:,} of {draws:,} ({percent(outcome.improved, draws)}, "
        f"{odds_against(outcome.improved, draws)} against)"
    )
    lines.append(
        f"final hand beats a random pat hand: {100 * outcome.expected_value:.2f}% on average"
    )
    lines.append(f"median final hand (average worth): {outcome.median_hand}")
    return "\n".join(lines)


def advise_text(choices: list[KeepChoice], rules: HandRules) -> str:
    hand = choices[0].outcome.hand
    ev = evaluator_for(rules)
    head = f"{format_cards(hand)} ({ev.describe(choices[0].outcome.dealt_value)}): the 32 ways to draw, best first"
    rows = [("#", "keep", "draw", "improves", "expected", "median final hand")]
    for i, choice in enumerate(choices, 1):
        rows.append(
            (
                str(i),
                format_cards(choice.keep) or "nothing",
                str(len(choice.discard)),
                f"{100 * choice.p_improve:.2f}%",
                f"{100 * choice.expected_value:.2f}%",
                choice.median_hand,
            )
        )
    note = (
        "expected: how often the final hand beats a random pat hand, on average (ties count half)"
    )
    return "\n".join((head, _table(rows, {0, 2, 3, 4}), note))


# ---------------------------------------------------------------- handlers

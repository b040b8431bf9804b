"""Exact odds in words and as JSON: shared by ``poker-bot odds`` and the bot's ``/odds``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.text.hand_words import hand_words, name_words
from bot.text.i18n import t
from engine.cards import Card, format_cards
from engine.handrules import HandRules
from engine.hands import HandClass, evaluator_for
from engine.odds import DealtCounts, DrawOutcome, KeepChoice


def class_name(cls: HandClass) -> str:
    """A hand class in Foster's words ("threes", "full hand")."""
    return t("odds-class-" + cls.value.replace("_", "-"))


def kind_name(kind: str) -> str:
    """A bobtail's kind: "four-flush", "four-straight open at both ends"..."""
    return t("odds-kind-" + kind.replace("_", "-"))


# ---------------------------------------------------------------- formatting


def odds_against(count: int, total: int) -> str:
    """Odds against an event, Foster's way: '254 to 1', one decimal when small."""
    if count == 0:
        return t("odds-never")
    if count == total:
        return t("odds-certain")
    against = (total - count) / count
    # Rounded here as Python rounds a float, so the catalogue's number has nothing left to round.
    if against < 1:
        return t("odds-on", odds=round(count / (total - count), 1))
    if against < 10:
        return t("odds-against-small", odds=round(against, 1))
    return t("odds-against", odds=round(against))


def _percent(share: float) -> str:
    """A share already in hundredths ("12.34%"), two decimals."""
    return t("odds-percent-2", share=round(share, 2))


def percent(count: int, total: int) -> str:
    share = 100 * count / total
    return t("odds-percent-4", share=round(share, 4)) if share < 1 else _percent(share)


def _count(n: int) -> str:
    return t("odds-count", n=n)


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
    rows = [(t("odds-col-hand"), t("odds-col-count"), t("odds-col-odds-against"), t("odds-col-percent"))]
    for cls, n in reversed(counts.classes.items()):
        rows.append((class_name(cls), _count(n), odds_against(n, total), percent(n, total)))
    rows.append(
        (
            t("odds-jacks-or-better"),
            _count(counts.jacks_or_better),
            odds_against(counts.jacks_or_better, total),
            percent(counts.jacks_or_better, total),
        )
    )
    rows.append(
        (
            t("odds-bobtails"),
            _count(counts.bobtails),
            odds_against(counts.bobtails, total),
            percent(counts.bobtails, total),
        )
    )
    for kind, n in counts.bobtail_kinds.items():
        rows.append(("  " + kind_name(kind), _count(n), odds_against(n, total), percent(n, total)))
    head = t("odds-dealt-head", pack=rules.pack, total=total)
    note = t("odds-dealt-note")
    return "\n".join((head, _table(rows, {1, 2, 3}), note))


def draw_text(outcome: DrawOutcome, rules: HandRules) -> str:
    ev = evaluator_for(rules)
    draws = outcome.draws
    keep = format_cards(outcome.keep) or t("odds-nothing")
    lines = [
        t("odds-draw-hand", cards=format_cards(outcome.hand), value=name_words(ev.name(outcome.dealt_value))),
        t("odds-draw-keep", keep=keep, drawn=outcome.drawn, draws=draws),
    ]
    rows = [(t("odds-col-final-hand"), t("odds-col-draws"), t("odds-col-percent"), t("odds-col-odds-against"))]
    for cls, n in reversed(outcome.outcomes.items()):
        if n:
            rows.append((class_name(cls), _count(n), percent(n, draws), odds_against(n, draws)))
    lines.append(_table(rows, {1, 2, 3}))
    lines.append(t("odds-improves", improved=outcome.improved, draws=draws, percent=percent(outcome.improved, draws),
                   odds=odds_against(outcome.improved, draws)))
    lines.append(t("odds-beats", percent=_percent(100 * outcome.expected_value)))
    lines.append(t("odds-median", median=hand_words(outcome.median_hand)))
    return "\n".join(lines)


def advise_text(choices: list[KeepChoice], rules: HandRules) -> str:
    hand = choices[0].outcome.hand
    ev = evaluator_for(rules)
    head = t("odds-advise-head", cards=format_cards(hand), value=name_words(ev.name(choices[0].outcome.dealt_value)))
    rows = [("#", t("odds-col-keep"), t("odds-col-draw"), t("odds-col-improves"), t("odds-col-expected"),
             t("odds-col-median"))]
    for i, choice in enumerate(choices, 1):
        rows.append(
            (
                str(i),
                format_cards(choice.keep) or t("odds-nothing"),
                str(len(choice.discard)),
                _percent(100 * choice.p_improve),
                _percent(100 * choice.expected_value),
                hand_words(choice.median_hand),
            )
        )
    note = t("odds-advise-note")
    return "\n".join((head, _table(rows, {0, 2, 3, 4}), note))


# ---------------------------------------------------------------- handlers

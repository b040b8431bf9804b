"""The engine's refusals in the member's own language (issue 44).

Every refusal the engine builds names its reason, a message of `engine-refusals.ftl` with the
arguments it names (an AST scan of engine/, with the sites not yet converted listed); and deals
played by robots, with every kind of action tried wrongly at every step, show that each refusal
raised is said by English's catalogue exactly as the engine said it, and by es-ES, de and the
pseudo-locale with every variable filled (the pseudo-locale with no plain English word left).
"""

from __future__ import annotations

import ast
import random
import re
from collections import Counter
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent_ast
from fluent.syntax.visitor import Visitor

from bot.discord_side.answers import user_message
from bot.text import engine_refusal_words as words
from bot.text.i18n import PSEUDO, SOURCE, _bundle, speaking
from bot.text.refusals import refusal, refused
from cogs import odds as odds_cog
from engine import actions
from engine.actions import Action, Bet, Call, ComeIn, Draw, Exchange, Kind, Open, make_action
from engine.cards import ALL_CARDS, parse_card, parse_cards
from engine.deal import Deal, DealSetup
from engine.errors import EngineError, IllegalAction
from engine.handrules import FOSTER, HandRules
from engine.odds import advise, draw_outcomes
from engine.robots import robot_seats
from engine.rules import Rules
from engine.table import new_table

ROOT = Path(__file__).resolve().parents[1]
CATALOGUE = ROOT / "bot" / "text" / "locales" / SOURCE / "engine-refusals.ftl"
REFUSALS = {"EngineError", "IllegalAction", "CardError", "OddsError"}  # engine/errors.py's family
# Sites not yet given a reason, (module, function) and how many: shrink it as they are.
NOT_YET: dict[tuple[str, str], int] = {}
LOCALES = ("es-ES", "de", PSEUDO)
# Sites whose reason comes from a table beside them, and the reasons the table holds.
FROM_TABLES: dict[tuple[str, str], set[str]] = {
    ("engine/actions.py", "shape_problem"): {reason for _, _, reason in actions._FIELD_SHAPES.values()},
    ("engine/actions.py", "make_action"): {reason for _, reason in actions._NAMES_CARDS.values()},
}


# ----- (1) every refusal in engine/ names its reason ------------------------------------------
class _Variables(Visitor):
    def __init__(self) -> None:
        self.names: set[str] = set()

    def visit_VariableReference(self, node: fluent_ast.VariableReference) -> None:  # noqa: N802
        self.names.add(node.id.name)


@cache
def catalogue() -> dict[str, set[str]]:
    """English's messages of the engine's refusals, each with the variables it reads."""
    out = {}
    for entry in FluentParser().parse(CATALOGUE.read_text(encoding="utf-8")).body:
        if isinstance(entry, fluent_ast.Message):
            found = _Variables()
            found.visit(entry)
            out[entry.id.name] = found.names
    return out


def refusal_sites() -> list[tuple[str, str, ast.Call]]:
    """Each call that builds one of the engine's refusals: its module, function and call."""
    sites = []
    for path in sorted((ROOT / "engine").glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for function in ast.walk(tree):
            if not isinstance(function, ast.FunctionDef):
                continue
            for node in ast.walk(function):
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in REFUSALS:
                    sites.append((f"engine/{path.name}", function.name, node))
    return sites


def unconverted_and_faults() -> tuple[Counter[tuple[str, str]], list[str]]:
    messages = catalogue()
    left: Counter[tuple[str, str]] = Counter()
    faults = []
    for module, function, call in refusal_sites():
        given = {k.arg: k.value for k in call.keywords}
        reason = given.pop("reason", None)
        where = f"{module}:{call.lineno} ({function})"
        if reason is None:
            left[module, function] += 1
            continue
        if isinstance(reason, ast.Constant) and isinstance(reason.value, str):
            reasons = {reason.value}
        elif (module, function) in FROM_TABLES:
            reasons = FROM_TABLES[module, function]
        else:
            faults.append(f"{where}: the reason is neither written out nor in FROM_TABLES")
            continue
        for named in sorted(reasons):
            message = words.PREFIX + named
            if message not in messages:
                faults.append(f"{where}: no message {message} in {CATALOGUE.name}")
            elif set(given) != messages[message]:
                faults.append(f"{where}: gives {sorted(given)}, {message} reads {sorted(messages[message])}")
    return left, faults


def test_every_refusal_in_the_engine_names_a_reason_of_the_catalogue() -> None:
    left, faults = unconverted_and_faults()
    assert faults == []
    assert {site: n for site, n in left.items()} == NOT_YET, "a site lost or gained its reason: mend NOT_YET"


def test_the_scan_finds_the_refusals() -> None:
    sites = refusal_sites()
    assert len(sites) >= 40
    assert sum(1 for _, _, call in sites if any(k.arg == "reason" for k in call.keywords)) >= 29


# ----- (2) each refusal raised, said in every language --------------------------------------
RULES = (
    Rules(),
    Rules(betting="table_stakes", straddles=True),
    Rules(betting="progressive", progressive_max_raises=1, checking=True),
    Rules(bobtail_openers=True, all_jackpots=True, max_raises=1),
    Rules(all_jackpots=True),
    Rules(variety="straight"),
    Rules(variety="stud", betting="table_stakes"),
    Rules(variety="stud", stud_raises=True, max_raises=1),
    Rules(variety="whisky"),
)
_FAR = 10**6  # more chips than any limit


def _strangers(deal: Deal, seat: int) -> list[Any]:
    held = set(deal.hands[seat]) | set(getattr(deal, "widow", ()))
    return [c for c in ALL_CARDS if c not in held]


def tries(deal: Deal, pick: random.Random) -> Iterator[Any]:
    """Actions to try now: the wrong ones first, then every kind in a shuffled order (the first
    the laws allow is played, so the deal goes on)."""
    seat = deal.to_act if deal.to_act is not None else 0
    hand, strangers = list(deal.hands[seat]), _strangers(deal, seat)
    yield Call((seat + 1) % deal.n)
    yield Call(99)
    yield object()
    yield Call(1.5)
    yield Bet(seat, "3")
    yield ComeIn(seat, "2")
    yield Draw(seat, ("Kh",))
    yield Exchange(seat, "Kh", strangers[0])
    for kind in ("fold", "draw", "exchange", "bet", "call"):
        try:
            make_action(kind, seat, 3 if kind in ("fold", "draw", "exchange", "call") else None)
        except IllegalAction as exc:
            yield exc
    for kind in ("raise", "bet", "open", "come_in", "stay"):
        yield make_action(kind, seat, _FAR)
        yield make_action(kind, seat, -1)
    yield Draw(seat, tuple(strangers[:6]))
    yield Draw(seat, (strangers[0],))
    widow = getattr(deal, "widow", None) if hand else None  # no hand yet: the straddles
    if hand:
        yield Draw(seat, (hand[0], hand[0]))
        yield Draw(seat, (hand[0], strangers[0], strangers[1]))
        if seat == deal.opener:
            yield Draw(seat, tuple(hand))
    if widow:
        yield Exchange(seat, strangers[0], widow[0])
        yield Exchange(seat, hand[0], strangers[0])
    maybe: list[Action] = [make_action(k, seat, 0 if k in ("come_in", "stay") else None)
                           for k in Kind if k not in ("draw", "exchange", "raise", "bet", "open")]
    maybe += [Open(seat, 1), make_action("raise", seat, 0), make_action("raise", seat, 1),
              make_action("bet", seat, 1), ComeIn(seat, 1), Draw(seat, ())]
    if widow:
        maybe.append(Exchange(seat, hand[0], widow[0]))
    pick.shuffle(maybe)
    yield from maybe


@cache
def refusals_raised() -> dict[tuple[str, str], EngineError]:
    """One refusal of each English wording raised, by its reason and words."""
    seen: dict[tuple[str, str], EngineError] = {}
    for i, rules in enumerate(RULES):
        for players in (2, 5):
            names = [f"P{s}" for s in range(players)]
            table, _ = new_table(rules.model_copy(update={"max_seats": players}), names,
                                 [random.Random(i + s).randrange(3, 40) for s in range(players)], seed=i)
            robots, pick = robot_seats(rules, names, i), random.Random(i)
            for number in range(6):
                if table.over or len(table.players_with_chips()) < 2:
                    break
                deal = table.start(seed=f"{i}:{number}")
                while deal.result is None:
                    for action in tries(deal, pick):
                        try:
                            if isinstance(action, EngineError):
                                raise action
                            deal.apply(action)
                            break  # allowed: the deal has gone on
                        except EngineError as exc:
                            seen.setdefault((exc.reason or "", str(exc)), exc)
                    else:
                        assert deal.to_act is not None
                        deal.apply(robots[deal.to_act].decide(deal.seat_view(deal.to_act)))
                try:
                    deal.apply(Call(0))
                except EngineError as exc:
                    seen.setdefault((exc.reason or "", str(exc)), exc)
                table.settle(deal)
    for hand, keep, dead, rules in _ODDS_ASKED:
        for outcomes in (True, False):
            try:
                _ = draw_outcomes(hand, keep, rules, dead) if outcomes else advise(hand, rules, dead)
            except EngineError as exc:
                seen.setdefault((exc.reason or "", str(exc)), exc)
    for typed in _CARDS_TYPED:
        try:
            _ = parse_cards(typed) if " " in typed else parse_card(typed)
        except EngineError as exc:
            seen.setdefault((exc.reason or "", str(exc)), exc)
    for typed in ("As Zz", "As As"):  # in a command's option (/odds), which the refusal names
        try:
            _ = odds_cog._cards(typed, FOSTER, odds_cog.HAND)
        except EngineError as exc:
            seen.setdefault((exc.reason or "", str(exc)), exc)
    return seen


# Cards typed wrongly: each of engine/cards.py's refusals, with none, one and many more unnamed.
_CARDS_TYPED = ("", "Zz", "Q", "Kx", "As Kd As", "As Zz", "Zz Q1 Kx Ww", "Zz Q1 Kx Ww Vv 1 \u200f", "1 " * 1200)


def _asked(hand: str, keep: str = "", dead: str = "", pack: str = "standard") -> tuple[Any, ...]:
    cards = parse_cards(hand, allow_repeats=True)
    return cards, parse_cards(keep), parse_cards(dead, allow_repeats=True), HandRules(pack=pack)


_ECARTE_DEAD = "7c 7d 7h 8c 8d 8h 8s 9c 9d 9h 9s Tc Td Th Ts Jc Jd Jh Js Qc Qd Qh Qs Kc Kd"
# The odds asked wrongly: each of engine/odds.py's refusals.
_ODDS_ASKED = (
    _asked("As Kd Th 9c"), _asked("As As Th 9c 2h"), _asked("As Kd Th 9c Jo"),
    _asked("As Kd Th 9c 2h", dead="Jo"), _asked("As Kd Th 9c 2h", pack="ecarte"),
    _asked("As Kd Th 9c Ah", dead="2h", pack="ecarte"), _asked("As Kd Th 9c 2h", dead="3h 3h"),
    _asked("As Kd Th 9c 2h", dead="As"), _asked("As Kd Th 9c 2h", keep="Qh"),
    _asked("As Kh Ah Ac As", pack="ecarte"), _asked("As Ks Ah Ac Ad", dead=_ECARTE_DEAD, pack="ecarte"),
)


def said_in(locale: str, exc: EngineError) -> tuple[str, list[Exception]]:
    """The refusal in `locale`'s own catalogue alone (no English to fall back on), and the errors."""
    assert exc.reason is not None
    with speaking(locale):
        args = {name: words._argument(name, value) for name, value in exc.said.items()}
        bundle = _bundle(locale)
        message = words.PREFIX + exc.reason
        assert bundle.has_message(message), f"{locale} lacks {message}"
        pattern = bundle.get_message(message).value
        assert pattern is not None
        said, errors = bundle.format_pattern(pattern, args)
    return said, errors


# Arguments said in the catalogue's words, or only choosing among them: never shown as they are.
SAID_IN_WORDS = {"kind", "rank", "part", "pack", "bobtail"}
ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")
CARD_CODE = re.compile(r"\b(?:10|[2-9TJQKA])[cdhs]\b|\bJo\b")  # cards as a member types them


def shown_as_is(exc: EngineError) -> list[str]:
    """What a refusal shows as it was given (names, cards, what was typed), its parts' too."""
    out = []
    for name, value in exc.said.items():
        if isinstance(value, str) and name not in SAID_IN_WORDS:
            out.append(value)
        elif isinstance(value, tuple):
            out += [v for part in value if isinstance(part, EngineError) for v in shown_as_is(part)]
    return out


def faults_of(exc: EngineError) -> list[str]:
    faults = []
    english, errors = said_in(SOURCE, exc)
    if errors or english != str(exc):
        faults.append(f"en-US says {english!r} for {str(exc)!r} {errors}")
    if refused(exc) != refusal(str(exc)):
        faults.append(f"a member reads {refused(exc)!r}, not {refusal(str(exc))!r}")
    as_is = shown_as_is(exc)
    for locale in LOCALES:
        said, errors = said_in(locale, exc)
        if errors or "{" in said or "$" in said:
            faults.append(f"{locale} leaves a variable unfilled in {said!r} {errors}")
        if locale == PSEUDO:
            bare = said
            for value in as_is:  # names, cards and what was typed are not the catalogue's
                bare = bare.replace(value, "")
            if ENGLISH_WORD.search(CARD_CODE.sub("", bare)):
                faults.append(f"{PSEUDO} says {said!r}: English from the code")
    return faults


def test_every_refusal_raised_is_said_in_every_language() -> None:
    raised = refusals_raised()
    without = sorted(text for (reason, text) in raised if not reason)
    assert without == []
    faults = [fault for exc in raised.values() for fault in faults_of(exc)]
    assert faults == []


# Reasons the robots' deals do not reach (each has its case in tests/test_deal_laws.py).
UNREACHED = {"nobody-to-act"}


def test_the_deals_reach_every_reason() -> None:
    raised = list(refusals_raised().values())
    parts = [p for exc in raised for value in exc.said.values() if isinstance(value, tuple)
             for p in value if isinstance(p, EngineError)]
    reached = {exc.reason for exc in raised + parts}
    reasons = {m.removeprefix(words.PREFIX) for m in catalogue()
               if not m.startswith((words.PREFIX + "kind-", words.PREFIX + "rank-")) and m != words.PREFIX + "nothing"}
    assert reasons - reached == UNREACHED


def test_a_member_reads_the_engines_refusal_in_his_language() -> None:
    """Through the bot's one funnel for a mistake the user can mend (bot/discord_side/answers.py)."""
    deal = Deal(DealSetup(rules=Rules(straddles=False), players=["Ann", "Bob", "Cy"], stacks=[50] * 3,
                          dealer=0, seed=3))
    seat = deal.to_act
    assert seat is not None
    with pytest.raises(IllegalAction) as caught:
        deal.apply(Draw(seat, ()))
    refused_now = caught.value
    assert str(refused_now).startswith("you cannot draw now; you may: ")
    with speaking(SOURCE):
        assert user_message(refused_now) == refusal(str(refused_now))
    with speaking("de"):
        assert (user_message(refused_now) or "").startswith("Du kannst jetzt nicht kaufen; möglich ist: ")
    with speaking("es-ES"):
        assert (user_message(refused_now) or "").startswith("Ahora no puedes cambiar; puedes: ")
    with pytest.raises(EngineError) as unread:
        parse_cards("As Kd Zz")
    with speaking("es-ES"):
        assert user_message(unread.value) == ("'Zz' no es una carta (no se entiende el valor): escribe el valor y luego "
                                             "el palo, con las letras inglesas, como As, Kd, Th o 10h, 9c, 2s, "
                                             "o Jo para el comodín.")

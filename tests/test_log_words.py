"""The engine's words in the reader's language (issue 44): every hand name the engine can give,
every clause its log can hold and every reason for a jack-pot next, said from the catalogues
(`bot/text/hand_words.py`, `log_words.py`), English word for word the engine's own.

The clauses are collected from the engine itself, deals played by robots and by a player who
picks among his options at random, in every variety, so a clause the engine comes to write
that no pattern knows fails here.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable
from functools import cache

import pytest

from bot.text import log_words
from bot.text.hand_words import hand_name, name_words
from bot.text.i18n import PSEUDO, SOURCE, shipped, speaking
from bot.text.log_words import (
    Clause,
    action_words,
    clause_words,
    history_words,
    pool_words,
    reason_words,
    table_words,
)
from bot.text.render import log_line
from bot.text.showdown_words import (
    picture_premium,
    picture_takings,
    picture_title,
    showdown_description,
    showdown_lines,
)
from engine.actions import Action, ComeIn, Draw, Exchange, Kind, Stay, make_action
from engine.cards import parse_cards
from engine.deal import Deal
from engine.errors import IllegalAction
from engine.hands import every_hand_name
from engine.robots import robot_seats
from engine.rules import Rules
from engine.table import new_table

LOCALES = [loc for loc in shipped() if loc != SOURCE]
ENGLISH_LETTERS = re.compile(r"[A-Za-z]")
_CARD_KINDS = ("draw", "exchange")  # a robot picks the cards: a random pick would be refused

RULES = (
    Rules(),
    Rules(betting="table_stakes", kitty="house", straight_flush_premium=5, jackpot_after_raise_out=True),
    Rules(betting="progressive", progressive_max_raises=3, checking=True),
    Rules(bobtail_openers=True, progressive_jacks=True, hands={"pack": "joker"}, kitty="one_chip"),
    Rules(hands={"pack": "ecarte", "straights": True}, fattening="first_ante_only", buck=True),
    Rules(all_jackpots=True, max_raises=2),
    Rules(variety="straight"),
    Rules(variety="stud", betting="table_stakes"),
    Rules(variety="whisky"),
    Rules(variety="whisky", whisky_settlement="refreshments", whisky_rounds=1),
)


def _play(rules: Rules, seed: int, deals: int, players: int) -> tuple[list[Deal], list[str]]:
    """Deals at one table, each seat's turn played by its robot or, one turn in three, by an
    option picked at random (the straddles, jack-pots made and sights robots seldom choose)."""
    names = [f"P{i}" for i in range(players)]
    table, _ = new_table(rules, names, [random.Random(seed + i).randrange(3, 60) for i in range(players)],
                         seed=seed)
    robots = robot_seats(rules, names, seed)
    pick = random.Random(seed)
    played = []
    for number in range(deals):
        if table.over or len(table.players_with_chips()) < 2:
            break
        for seat in table.seats:
            seat.stack = seat.stack or pick.randrange(2, 40)
        deal = table.start(seed=f"{seed}:{number}")
        while deal.result is None:
            seat = deal.to_act
            assert seat is not None
            options = [o for o in deal.view().options if o.kind not in _CARD_KINDS]
            action = robots[seat].decide(deal.seat_view(seat))
            if options and not isinstance(action, (Draw, Exchange)) and pick.random() < 0.35:
                option = pick.choice(options)
                amount = pick.randint(option.least, option.most) if option.most else None
                try:
                    deal.apply(make_action(option.kind, seat, amount))
                    continue
                except IllegalAction:  # an opening without openers: the robot's turn after all
                    pass
            deal.apply(action)
        table.settle(deal)
        played.append(deal)
    return played, table.history


@cache
def played() -> tuple[tuple[Deal, ...], frozenset[str]]:
    """The deals, and the tables' notes between them (`Table.history`)."""
    out: list[Deal] = []
    notes: set[str] = set()
    for i, rules in enumerate(RULES):
        for players in (2, 4) if rules.hands.pack.value == "ecarte" else (2, 5, 8):
            dealt, history = _play(rules.model_copy(update={"max_seats": players}), 17 * i + players, 20, players)
            out += dealt
            notes.update(history)
    return tuple(out), frozenset(notes)


def deals() -> tuple[Deal, ...]:
    return played()[0]


def engine_words() -> tuple[set[str], set[str], set[str], set[str]]:
    """Every seat's clause, every piece of the table's news, every reason for a jack-pot next and
    every hand name the deals' show-downs gave."""
    seat, table, reasons, hands = set(), set(), set(), set()
    for deal in deals():
        view = deal.view()
        for entry in view.log:
            (table if entry.seat is None else seat).add(entry.text)
        if deal.result is not None and deal.result.next_jackpot:
            reasons.add(deal.result.next_jackpot)
        if view.showdown is not None:
            hands |= {h.words for h in view.showdown.hands} | {p.hand for p in view.showdown.pools if p.hand}
    return seat, table, reasons, hands


def unmatched(texts: Iterable[str], clauses: tuple[Clause, ...]) -> list[str]:
    return sorted(x for x in texts if not any(c.pattern.fullmatch(x) for c in clauses))


def test_every_clause_the_engine_writes_is_matched() -> None:
    seat, table, reasons, hands = engine_words()
    # The deals reach the rare clauses too: each pattern matched by some line the engine wrote.
    for clauses, texts in ((log_words.SEAT_CLAUSES, seat), (log_words.TABLE_CLAUSES, table),
                           (log_words.REASONS, reasons)):
        assert [c.message for c in clauses if not any(c.pattern.fullmatch(x) for x in texts)] == []
    assert len(hands) > 30
    notes = played()[1]
    assert unmatched(notes, log_words.HISTORY) == []
    assert [c.message for c in log_words.HISTORY if not any(c.pattern.fullmatch(x) for x in notes)] == []
    assert unmatched(seat, log_words.SEAT_CLAUSES) == []
    assert unmatched(table, log_words.TABLE_CLAUSES) == []
    assert unmatched(reasons, log_words.REASONS) == []
    assert [h for h in hands if hand_name(h) is None] == []


def test_a_clause_no_pattern_knows_fails() -> None:
    """Take one pattern away, and the engine's lines it matched are missed."""
    seat, *_ = engine_words()
    fewer = tuple(c for c in log_words.SEAT_CLAUSES if c.message != "log-comes-in")
    assert "comes in" in unmatched(seat, fewer)


def test_in_english_every_word_is_the_engines() -> None:
    seat, table, reasons, _ = engine_words()
    assert [x for x in seat if clause_words(x) != x] == []
    assert [x for x in table if table_words(x) != x] == []
    assert [x for x in reasons if reason_words(x) != x] == []
    assert [x for x in played()[1] if history_words(x) != x] == []
    names = list(every_hand_name())
    assert len({n.words() for n in names}) == len(names)  # one English for each name: found again
    assert [n for n in names if name_words(n) != n.words() or name_words(n, after_with=True) != n.words()] == []


@pytest.mark.parametrize("locale", [*LOCALES, PSEUDO])
def test_every_hand_name_is_the_catalogues(locale: str) -> None:
    with speaking(locale):
        said = {n: (name_words(n), name_words(n, after_with=True)) for n in every_hand_name()}
    if locale == PSEUDO:  # every word of it the catalogue's: no plain letter left
        assert [n for n, words in said.items() if any(ENGLISH_LETTERS.search(w) for w in words)] == []
    else:
        assert [n for n, words in said.items() if n.words() in words] == []


@pytest.mark.parametrize("locale", [*LOCALES, PSEUDO])
def test_every_clause_is_said_from_the_catalogue(locale: str) -> None:
    seat, table, reasons, _ = engine_words()
    with speaking(locale):
        said = {x: clause_words(x) for x in seat} | {x: table_words(x) for x in table} | {
            x: reason_words(x) for x in reasons} | {x: history_words(x) for x in played()[1]}
    assert [x for x, words in said.items() if words is None or words == x] == []
    if locale == PSEUDO:
        assert [w for w in said.values() if w and ENGLISH_LETTERS.search(w)] == []


def test_the_log_and_the_show_down_in_the_readers_words() -> None:
    """The table's log, the show-down's lines, its description and picture labels: English as
    before, and in the pseudo-locale no letter of the engine's English left, names aside."""
    shown = [d for d in deals() if d.view().showdown and len(d.view().showdown.pools) > 1][:3]
    assert shown
    for deal in shown:
        view = deal.view()
        facts = view.showdown
        assert facts is not None
        with speaking(SOURCE):
            english = [log_line(view, e) for e in view.log]
            assert all(line.endswith(e.text) or e.cards or e.chips or e.up or e.seat is None
                       for line, e in zip(english, view.log, strict=True))
            assert [pool_words(facts, p) for p in facts.pools if not p.uncalled] == [
                facts.pool_name(p) for p in facts.pools if not p.uncalled]
        with speaking(PSEUDO):
            words = [log_line(view, e) for e in view.log] + showdown_lines(view, facts)
            words += [showdown_description(view), picture_title(view.number, view.pool, facts.kitty),
                      picture_title(view.number, view.pool, 3), picture_premium(-5)]
            words += [w for s in range(len(view.seats)) for w in picture_takings(facts, s)]
        players = {s.player for s in view.seats}
        left = [w for w in words if ENGLISH_LETTERS.search(re.sub("|".join(players) + r"|[AKQJT2-9][shdc♠♥♦♣]", "", w))]
        assert left == []


def every_action() -> list[Action]:
    """An action of every kind, with chips where it takes them, a coming in that raises too."""
    cards = parse_cards("7h Kd")
    out: list[Action] = [Draw(0, ()), Draw(0, tuple(cards)), Exchange(0, cards[0], cards[1]), ComeIn(0, 2), Stay(0, 3)]
    for kind in Kind:
        if kind not in (Kind.DRAW, Kind.EXCHANGE):
            out.append(make_action(kind, 0, 4 if kind in (Kind.OPEN, Kind.BET, Kind.RAISE) else None))
    return out


def test_a_players_own_action_is_said_from_the_catalogue() -> None:
    """What a click's answer and the coach tell a player he did or would do: English the engine's
    `words(you=True)`; in the pseudo-locale nothing but the catalogue's words and the cards."""
    actions = every_action()
    assert {a.kind for a in actions} == set(Kind)
    assert [a for a in actions for you in (False, True) if action_words(a, you) != a.words(you=True)] == []
    with speaking(PSEUDO):
        said = [action_words(a, you) for a in actions for you in (False, True)]
    assert [w for w in said if ENGLISH_LETTERS.search(w.replace("7h", "").replace("Kd", ""))] == []

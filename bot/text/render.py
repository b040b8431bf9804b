"""The table in words: what the terminal table and the Discord table say.

Everything here works from `Deal.view()` (a `PublicView`), so nothing
rendered can hold a card the table has not been shown.  The words are the game's: come in, make good, open, stay,
fatten, the age, the pool.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from bot.text.bank import who
from bot.text.i18n import attribute, listed, t
from bot.text.log_words import seat_clause, table_news
from bot.text.turn_words import TIMED
from engine.actions import Kind
from engine.cards import Card, format_cards, parse_cards
from engine.views import (
    LogEntry,
    Option,
    PublicView,
    SeatView,
    StraightView,
    StudSeat,
    StudView,
    WhiskyView,
)

# Every kind of action's message (a test holds it to `engine.actions.Kind`, so a new kind cannot
# go without its words); `option_word` says it in the reader's words.
OPTION_WORDS: dict[Kind, str] = {kind: "render-option-" + kind.value.replace("_", "-") for kind in Kind}
_VARIETIES = ("draw", "straight", "stud", "whisky")


def option_word(kind: Kind) -> str:
    return t(OPTION_WORDS[kind])


def option_button(kind: Kind, picker: bool) -> str:
    """An action's button: its word, or for one that opens a picker first, its picker's."""
    return attribute(OPTION_WORDS[kind], "picker") if picker else option_word(kind)


def variety_words(variety: str, default: str | None = None) -> str:
    """A game's name ("draw poker"); one this module does not know by `default`'s, else as it is."""
    known = variety if variety in _VARIETIES else default
    return t(f"render-variety-{known}") if known in _VARIETIES else variety


def mark_words(marks: Sequence[str]) -> list[str]:
    """The words for `seat_marks` (and the picture's "straddle")."""
    return [t(f"render-mark-{mark}") for mark in marks]


def symbols(cards: str | Iterable[Card]) -> str:
    """Cards with suit symbols for chat: 'As Kh' (or those cards) becomes 'A♠ K♥'."""
    if isinstance(cards, str):
        cards = parse_cards(cards) if cards else ()
    return format_cards(tuple(cards), symbols=True)


def makes_good(kind: str, view: PublicView) -> bool:
    """Whether coming in is making good: the age or a straddler bringing his blind up to the ante."""
    return kind == "come_in" and view.to_act in view.blinds


def option_text(option: Option, view: PublicView) -> str:
    kind = option.kind
    word = option_word(kind)
    if kind in ("come_in", "stay"):
        word = t("render-make-good") if makes_good(kind, view) else word
        if option.most:
            return t("render-option-costs-raising", word=word, n=option.chips, most=option.most)
        return t("render-option-costs", word=word, n=option.chips)
    if kind in ("see", "call"):
        return chips_more(word, option.chips)
    if kind in ("raise", "bet", "open"):
        return t("render-option-range", word=word, least=option.least, most=option.most)
    if kind == "straddle":
        return t("render-option-straddle-chips", chips=option.chips)
    if kind == "make_jackpot":
        return t("render-option-make-jackpot-pay", chips=option.chips)
    if kind == "pass" and drops(view):
        return t("render-option-drop")
    if kind == "draw":
        return t("render-option-draw-any")
    return word


def chips_more(word: str, chips: int) -> str:
    """See or Call with what it adds to the player's chips in this round ("Call (2 more)"), so it
    is not read as the bet itself, which the pool line gives (`pool_line`)."""
    return t("render-chips-more", word=word, chips=chips) if chips else word


# Phases in which a bet stands to be seen: not straddling, the draw or the whisky widow.
_BETTING_PHASES = ("before_draw", "after_draw", "betting")


def pool_line(view: PublicView) -> str:
    """The pool, and while a bet stands to be seen, what each player in must have put up in this
    round to stay: the sum of his chips in the round, where his Call or See says what it adds."""
    if view.level and view.to_act is not None and view.phase in _BETTING_PHASES:
        return t("render-pool-bet", pool=view.pool, level=view.level)
    return t("render-pool", pool=view.pool)


def drops(view: PublicView) -> bool:
    """Whether a pass now throws up the hand: always after the draw (Foster has no checking);
    in straight and stud poker once a bet is made (before it, a pass keeps the cards)."""
    phase = view.phase
    return phase == "after_draw" or (phase == "betting" and view.level > 0)


def deal_kind(view: PublicView) -> str:
    """What this deal is, in the game's words: the title of the table message."""
    if view.variety == "straight":
        return t("render-kind-straight-double" if view.carried else "render-kind-straight")
    if isinstance(view, StudView):
        return t("render-kind-stud", n=view.round)
    if isinstance(view, WhiskyView):
        return t("render-kind-whisky-up" if view.widow_up else "render-kind-whisky-down")
    if view.kind == "jackpot":
        return t("render-kind-jackpot", rank=view.opening_rank or 9)
    return t("render-kind-ordinary")


def deal_heading(view: PublicView) -> str:
    return t("render-heading", number=view.number, kind=deal_kind(view), pool=view.pool)


def seat_marks(view: PublicView, seat: int) -> list[str]:
    """What the table calls a seat besides its player: the dealer, the age, the opener,
    the buck (straight poker), the knocker (whisky poker): their names, which `mark_words` says."""
    marks = []
    if seat == view.dealer:
        marks.append("dealer")
    if view.age == seat and view.variety == "draw":
        marks.append("age")
    if view.opener == seat:
        marks.append("opener")
    if isinstance(view, StraightView) and view.buck == seat:
        marks.append("buck")
    if isinstance(view, WhiskyView) and view.knocker == seat:
        marks.append("knocked")
    return marks


def showing(seat: SeatView) -> str:
    """A stud player's up-cards, for everyone to see."""
    return symbols(seat.up) if isinstance(seat, StudSeat) else ""


def widow_line(view: PublicView) -> str | None:
    """Whisky poker's widow: its cards once face up, else that it lies face down."""
    if not isinstance(view, WhiskyView):
        return None
    if view.widow_up:
        return t("render-widow-up", cards=symbols(view.widow))
    return t("render-widow-down")


def seat_lines(view: PublicView, me: int | None = None) -> list[str]:
    lines = []
    for i, seat in enumerate(view.seats):
        marks = mark_words(seat_marks(view, i))
        state = t({"in": "render-state-in", "passed": "render-state-out", "out": "render-state-not-dealt"}[seat.status])
        bits = [t("chips", n=seat.stack), state]
        if seat.put:
            bits.append(t("render-put", chips=seat.put))
        if seat.drew is not None:
            bits.append(t("render-stood-pat") if seat.drew == 0 else t("render-drew", n=seat.drew))
        if showing(seat) and not seat.shown:
            bits.append(t("render-showing", cards=showing(seat)))
        if seat.shown:
            bits.append(t("render-showed", cards=symbols(seat.shown)))
        turn = "→ " if view.to_act == i else "  "
        who = t("render-you", name=seat.player) if me == i else seat.player
        lines.append(f"{turn}{who}{' [' + ', '.join(marks) + ']' if marks else ''}: {', '.join(bits)}")
    widow = widow_line(view)
    if widow:
        lines.append("  " + widow)
    return lines


# The engine's clauses (engine/betting.py) said with the chips they put in: matched, not shown.
_WITH_CHIPS = ("antes", "fattens", "puts up the blind", "straddles", "comes in", "makes good")


def log_line(view: PublicView, entry: LogEntry) -> str:
    """A line of the deal's log in the reader's words: the engine's English clause said again
    from the catalogue (`log_words`), with what the table saw of it."""
    seat = entry.seat
    text = entry.text
    if seat is None:  # the table's own news: no player says it
        news = table_news(text)
        return news[:1].upper() + news[1:]
    name = view.seats[seat].player
    timed = text.endswith(TIMED)  # the clock acted for him (bot.discord_side.timeouts): said last
    if timed:
        text = text[: -len(TIMED)]
    # The engine's clause is the action; what the table saw is said around it, in the reader's words.
    said = seat_clause(text)
    if entry.discard and entry.took:  # whisky poker: both cards lie face up for all to see
        said = t("render-log-exchanged", given=symbols(entry.discard), taken=symbols(entry.took))
    elif entry.up:  # stud poker: an up-card, there for all to see
        said = t("render-log-cards", action=said, cards=symbols(entry.up))
    elif entry.cards:
        said = t("render-log-cards", action=said, cards=symbols(entry.cards))
    elif entry.chips and text in _WITH_CHIPS:
        said = t("render-log-chips", action=said, chips=entry.chips)
    if entry.to is not None:  # law 36: the age pays the one player who came in
        said = t("render-log-to", action=said, name=view.seats[entry.to].player)
    line = t("render-log-line", name=name, action=said)
    return t("log-timed", line=line) if timed else line


def options_line(view: PublicView) -> str:
    return " · ".join(option_text(o, view) for o in view.options)


def stopped_text(voided: int | None, closed: bool, stays_open: str | None,
                 pool_back: Sequence[tuple[str, int]] = ()) -> str:
    """What stopping a table did, in words (`TableService.stop_table`); `pool_back`, the pool
    carried over shared back as it closed (docs/rules.md, "A table closed with chips in its pool")."""
    lines = []
    if voided is not None:
        lines.append(t("render-stopped-void", number=voided))
    if closed:
        # To the wallet, or at a season table to its season chips.
        lines.append(t("render-stopped-closed"))
        if pool_back:
            chips = sum(c for _, c in pool_back)
            shares = listed([t("render-share", name=who(member), chips=c) for member, c in pool_back], "unit")
            lines.append(t("render-stopped-pool-back", n=chips, shares=shares))
    elif stays_open:
        lines.append(t("render-stays-open", why=stays_open))
    return "\n".join(lines)

"""The table in words: what the terminal table and the Discord table say.

Everything here works from `Deal.view()` (a `PublicView`), so nothing
rendered can hold a card the table has not been shown.  The words are the game's: come in, make good, open, stay,
fatten, the age, the pool.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from bot.text.bank import who
from bot.text.turn_words import TIMED
from engine.actions import Kind
from engine.cards import Card, format_cards, parse_cards
from engine.plurals import counted
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

RANK_WORDS = {9: "jacks", 10: "queens", 11: "kings", 12: "aces"}

# Every kind of action in the table's words: the one table of labels (a test holds it to
# `engine.actions.Kind`, so a new kind cannot go without its words).
OPTION_WORDS: dict[Kind, str] = {
    Kind.STRADDLE: "Straddle",
    Kind.DECLINE_STRADDLE: "Don't straddle",
    Kind.COME_IN: "Come in",
    Kind.MAKE_JACKPOT: "Make it a jack-pot",
    Kind.OPEN: "Open",
    Kind.STAY: "Stay",
    Kind.SEE: "See",
    Kind.RAISE: "Raise",
    Kind.BET: "Bet",
    Kind.CALL: "Call",
    Kind.CHECK: "Check",
    Kind.PASS: "Pass",
    Kind.DRAW: "Draw",
    Kind.TAKE_WIDOW: "Take the widow",
    Kind.TURN_UP: "Turn up the widow",
    Kind.EXCHANGE: "Exchange a card",
    Kind.KNOCK: "Knock",
}

VARIETY_WORDS = {"draw": "draw poker", "straight": "straight poker", "stud": "stud poker",
                 "whisky": "whisky poker"}


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
    word = OPTION_WORDS[kind]
    if kind in ("come_in", "stay"):
        cost = option.chips
        word = "Make good" if makes_good(kind, view) else word
        text = f"{word} ({counted(cost, 'chips', grouped=False)})"
        return text + (f", raising up to {option.most}" if option.most else "")
    if kind in ("see", "call"):
        return chips_more(word, option.chips)
    if kind in ("raise", "bet", "open"):
        return f"{word} {option.least} to {option.most}"
    if kind == "straddle":
        return f"Straddle ({option.chips})"
    if kind == "make_jackpot":
        return f"Make it a jack-pot (pay {option.chips})"
    if kind == "pass" and drops(view):
        return "Drop"
    if kind == "draw":
        return "Draw (discard 0 to 5) or stand pat"
    return word


def chips_more(word: str, chips: int) -> str:
    """See or Call with what it adds to the player's chips in this round ("Call (2 more)"), so it
    is not read as the bet itself, which the pool line gives (`pool_line`)."""
    return f"{word} ({chips} more)" if chips else word


# Phases in which a bet stands to be seen: not straddling, the draw or the whisky widow.
_BETTING_PHASES = ("before_draw", "after_draw", "betting")


def pool_line(view: PublicView) -> str:
    """The pool, and while a bet stands to be seen, what each player in must have put up in this
    round to stay: the sum of his chips in the round, where his Call or See says what it adds."""
    line = f"**The pool: {view.pool}**"
    if view.level and view.to_act is not None and view.phase in _BETTING_PHASES:
        line += f" · this round's bet: {view.level}"
    return line


def drops(view: PublicView) -> bool:
    """Whether a pass now throws up the hand: always after the draw (Foster has no checking);
    in straight and stud poker once a bet is made (before it, a pass keeps the cards)."""
    phase = view.phase
    return phase == "after_draw" or (phase == "betting" and view.level > 0)


def deal_kind(view: PublicView) -> str:
    """What this deal is, in the game's words: the title of the table message."""
    if view.variety == "straight":
        return "straight poker" + (", a double pool" if view.carried else "")
    if isinstance(view, StudView):
        return f"stud poker, {counted(view.round, 'cards')} each"
    if isinstance(view, WhiskyView):
        return "whisky poker, the widow " + ("face up" if view.widow_up else "face down")
    if view.kind == "jackpot":
        rank = RANK_WORDS.get(view.opening_rank or 9, "jacks")
        return f"a jack-pot ({rank} or better to open)"
    return "an ordinary pool"


def deal_heading(view: PublicView) -> str:
    return f"Deal {view.number}: {deal_kind(view)}. The pool holds {view.pool}."


def seat_marks(view: PublicView, seat: int) -> list[str]:
    """What the table calls a seat besides its player: the dealer, the age, the opener,
    the buck (straight poker), the knocker (whisky poker)."""
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
        return "The widow: " + symbols(view.widow)
    return "The widow lies face down"


def seat_lines(view: PublicView, me: int | None = None) -> list[str]:
    lines = []
    for i, seat in enumerate(view.seats):
        marks = seat_marks(view, i)
        state = {"in": "in", "passed": "out", "out": "not dealt"}[seat.status]
        bits = [counted(seat.stack, "chips", grouped=False), state]
        if seat.put:
            bits.append(f"{seat.put} in the pool")
        if seat.drew is not None:
            bits.append("stood pat" if seat.drew == 0 else f"drew {seat.drew}")
        if showing(seat) and not seat.shown:
            bits.append(f"showing {showing(seat)}")
        if seat.shown:
            bits.append(f"showed {symbols(seat.shown)}")
        turn = "→ " if view.to_act == i else "  "
        who = seat.player + (" (you)" if me == i else "")
        lines.append(f"{turn}{who}{' [' + ', '.join(marks) + ']' if marks else ''}: {', '.join(bits)}")
    widow = widow_line(view)
    if widow:
        lines.append("  " + widow)
    return lines


def log_line(view: PublicView, entry: LogEntry) -> str:
    seat = entry.seat
    text = entry.text
    if seat is None:  # the table's own news: no player says it
        return text[:1].upper() + text[1:]
    name = view.seats[seat].player
    timed = text.endswith(TIMED)  # the clock acted for him (bot.discord_side.timeouts): said last
    if timed:
        text = text[: -len(TIMED)]
    if entry.discard and entry.took:  # whisky poker: both cards lie face up for all to see
        text = f"gives up {symbols(entry.discard)} and takes {symbols(entry.took)} from the widow"
    elif entry.up:  # stud poker: an up-card, there for all to see
        text += f": {symbols(entry.up)}"
    elif entry.cards:
        text += f": {symbols(entry.cards)}"
    elif entry.chips and text in ("antes", "fattens", "puts up the blind", "straddles", "comes in", "makes good"):
        text += f" ({entry.chips})"
    if entry.to is not None:  # law 36: the age pays the one player who came in
        text += f" to {view.seats[entry.to].player}"
    return f"{name} {text}{TIMED if timed else ''}"


def options_line(view: PublicView) -> str:
    return " · ".join(option_text(o, view) for o in view.options)


def stopped_text(voided: int | None, closed: bool, stays_open: str | None,
                 pool_back: Sequence[tuple[str, int]] = ()) -> str:
    """What stopping a table did, in words (`TableService.stop_table`); `pool_back`, the pool
    carried over shared back as it closed (docs/rules.md, "A table closed with chips in its pool")."""
    lines = []
    if voided is not None:
        lines.append(f"Deal {voided} is void and every bet in it went back to its player.")
    if closed:
        # To the wallet, or at a season table to its season chips.
        lines.append("The table is closed; every chip at it went back to its owner.")
        if pool_back:
            chips = sum(c for _, c in pool_back)
            shares = ", ".join(f"{who(member)} {chips}" for member, chips in pool_back)
            lines.append(f"The {counted(chips, 'chips', grouped=False)} carried in the pool, never played for, "
                         f"went back in equal shares to the players seated: {shares}.")
    elif stays_open:
        lines.append(f"The table stays open: {stays_open}.")
    return "\n".join(lines)
